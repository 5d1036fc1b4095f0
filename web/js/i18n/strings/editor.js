// Strings of the position editor.

export default {
  'editor.open': ['擺棋', '摆棋', 'Set up a position'],
  'editor.heading': ['擺放局面', '摆放局面', 'Set up a position'],
  'editor.palette': ['棋子', '棋子', 'Pieces'],
  'editor.erase': ['移除棋子', '移除棋子', 'Remove a piece'],
  'editor.turn': ['輪到', '轮到', 'Side to move'],
  'editor.clear': ['清空棋盤', '清空棋盘', 'Clear the board'],
  'editor.handicapChoose': ['選擇讓子局面（紅方讓）', '选择让子局面（红方让）', 'Choose a handicap (Red gives)'],
  'editor.start': ['開局局面', '开局局面', 'Opening position'],
  'editor.play': ['從此局面開始', '从此局面开始', 'Play from here'],
  'editor.refused': ['這個局面不成立：{reason}', '这个局面不成立：{reason}', 'This position cannot be played: {reason}'],
  'editor.hint': ['選一枚棋子或「移除」，再點棋盤上的交叉點。', '选一枚棋子或“移除”，再点棋盘上的交叉点。', 'Choose a piece or the eraser, then click points on the board.'],
};
