// Strings of the puzzle board (js/puzzles/puzzle-board.js) wherever it is hosted: on the
// puzzle page and in <xiangqi-game puzzle=…>. Kept apart from the puzzle page's own table
// because the element draws its words with the game's font, which holds these characters.

export default {
  'puzzles.board': ['棋題棋盤', '棋题棋盘', 'Puzzle board'],
  'puzzles.task.mate': ['{side}先走，{n}步殺。', '{side}先走，{n}步杀。', '{side} to move: mate in {n}.'],
  'puzzles.task.win': ['{side}先走，請取勝。', '{side}先走，请取胜。', '{side} to move and win.'],
  'puzzles.task.draw': ['{side}先走，請守和。', '{side}先走，请守和。', '{side} to move and draw.'],
  'puzzles.right': ['對了！', '对了！', 'Right!'],
  'puzzles.wrong': ['不是這一步，已經退回。再想想。', '不是这一步，已经退回。再想想。', 'Not that move: it has been taken back. Think again.'],
  'puzzles.checking': ['電腦正在驗算這一步……', '电脑正在验算这一步……', 'The computer is checking that move…'],
  'puzzles.slower': [
    '這步也能殺，只是慢一些。接著走完，電腦會全力防守。',
    '这步也能杀，只是慢一些。接着走完，电脑会全力防守。',
    'That mates too, only more slowly. Play it out: the computer defends.',
  ],
  'puzzles.escaped': ['對方的將逃脫了，沒有殺成。', '对方的将逃脱了，没有杀成。', 'The general got away: no mate this time.'],
  'puzzles.solved': ['解開了！', '解开了！', 'Solved!'],
  'puzzles.afterMisses': ['（錯了 {n} 次）', '（错了 {n} 次）', '(wrong moves: {n})'],
  'puzzles.studyWon': ['取勝了！', '取胜了！', 'You won it!'],
  'puzzles.studyHeld': ['守和了！', '守和了！', 'You held the draw!'],
  'puzzles.studyLost': ['這次沒有成功，再來一次吧。', '这次没有成功，再来一次吧。', 'Not this time. Start again and try another way.'],
  'puzzles.line.on': [
    '原譜著法已走 {n} 步，共 {total} 步。',
    '原谱着法已走 {n} 步，共 {total} 步。',
    '{n} of the manual\'s {total, plural, one {# move} other {# moves}} played.',
  ],
  'puzzles.line.off': ['第 {n} 步起離開了原譜著法。', '第 {n} 步起离开了原谱着法。', 'Off the manual\'s line from move {n}.'],
  'puzzles.line.past': ['原譜著法到此為止。', '原谱着法到此为止。', 'The manual\'s line ends there.'],
  'puzzles.line.playOn': ['繼續下，直到分出結果。', '继续下，直到分出结果。', 'Play on until the game is decided.'],
  'puzzles.line.limit': [
    '如果一直沒有吃子，再走 {n} 回合就判和。',
    '如果一直没有吃子，再走 {n} 回合就判和。',
    'With no capture, the game is drawn in {n, plural, one {# move} other {# moves}} by each side.',
  ],
  'puzzles.lineDone.win': [
    '原譜著法全部走完，原譜判這個局面{side}勝。',
    '原谱着法全部走完，原谱判这个局面{side}胜。',
    'You played the manual\'s whole line: the manual counts this position won for {side}.',
  ],
  'puzzles.lineDone.draw': [
    '原譜著法全部走完，原譜判這個局面和棋。',
    '原谱着法全部走完，原谱判这个局面和棋。',
    'You played the manual\'s whole line: the manual counts this position drawn.',
  ],
  'puzzles.resigned': [
    '電腦認輸：不管它怎麼走，你都能在 {n} 步內將死它。',
    '电脑认输：不管它怎么走，你都能在 {n} 步内将死它。',
    'The computer resigns: whatever it plays, you mate in {n, plural, one {# move} other {# moves}}.',
  ],
  'puzzles.computerMates': [
    '不管你怎麼走，電腦都能在 {n} 步內將死你。',
    '不管你怎么走，电脑都能在 {n} 步内将死你。',
    'Whatever you play, the computer mates in {n, plural, one {# move} other {# moves}}.',
  ],
  'puzzles.drawAgreed': [
    '電腦同意和棋：它連續 {n} 步都沒有找到進展的辦法。',
    '电脑同意和棋：它连续 {n} 步都没有找到进展的办法。',
    'The computer agrees to a draw: in {n, plural, one {# move} other {# moves}} it has found no way forward.',
  ],
  'puzzles.solutionShown': ['這就是解法。', '这就是解法。', 'That is the solution.'],
  'solution.title': ['解法（{n} 步）', '解法（{n} 步）', 'The solution ({n, plural, one {# move} other {# moves}})'],
  'solution.back': ['上一步', '上一步', 'Back'],
  'solution.next': ['下一步', '下一步', 'Next'],
  'solution.atStart': ['這是開始的局面。按「下一步」一步一步看。', '这是开始的局面。按「下一步」一步一步看。', 'The starting position. Press Next to go through it move by move.'],
  'solution.after': ['第 {n} 步（共 {total} 步）：{move}', '第 {n} 步（共 {total} 步）：{move}', 'Move {n} of {total}: {move}'],
  'puzzles.noHint': ['現在給不出提示。', '现在给不出提示。', 'No hint can be given now.'],
  'puzzles.hint': ['提示', '提示', 'Hint'],
  'puzzles.solution': ['看解法', '看解法', 'Show the solution'],
  'puzzles.again': ['重來', '重来', 'Start again'],
  'puzzles.unknown': ['沒有這道題：{id}', '没有这道题：{id}', 'There is no puzzle {id}.'],
  'puzzles.loadFailed': ['棋題沒能載入：{message}', '棋题没能载入：{message}', 'The puzzles could not be loaded: {message}'],
  'puzzles.noWin': [
    '這道題的解法走完，並沒有分出勝負。',
    '这道题的解法走完，并没有分出胜负。',
    'This puzzle\'s solution does not end in a win.',
  ],
  'puzzles.noRecord': [
    '這個棋盤正在出題，不能載入棋譜。',
    '这个棋盘正在出题，不能载入棋谱。',
    'This board shows a puzzle: it cannot load a game record.',
  ],
};
