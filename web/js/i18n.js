// Translations for 繁體中文, 简体中文 and English, the choice of language, and applying
// the strings to elements marked with data-i18n attributes.

export const LANGUAGES = [
  { id: 'zh-Hant', name: '繁體中文' },
  { id: 'zh-Hans', name: '简体中文' },
  { id: 'en', name: 'English' },
];

// key: [繁體, 简体, English]. `{name}` is replaced from the vars passed to t().
const STRINGS = {
  'app.title': ['象棋', '象棋', 'Xiangqi'],
  'app.subtitle': ['中國象棋', '中国象棋', 'Chinese chess'],
  'lang.label': ['語言', '语言', 'Language'],

  'start.heading': ['新對局', '新对局', 'New game'],
  'start.mode': ['對手', '对手', 'Opponent'],
  'start.computer': ['對戰電腦', '对战电脑', 'Play the computer'],
  'start.two': ['雙人對弈', '双人对弈', 'Two players'],
  'start.twoHint': ['同一裝置輪流走棋', '同一设备轮流走棋', 'Take turns on this device'],
  'start.computerHint': ['選擇執子與難度', '选择执子与难度', 'Pick your side and a level'],
  'start.side': ['執子', '执子', 'You play'],
  'start.level': ['難度', '难度', 'Level'],
  'start.rules': ['規則', '规则', 'Rules'],
  'start.begin': ['開始對局', '开始对局', 'Start'],
  'start.continue': ['繼續上一局', '继续上一局', 'Continue the last game'],
  'start.continueInfo': ['{moves} 步・{mode}', '{moves} 步・{mode}', '{moves} moves · {mode}'],
  'start.close': ['關閉', '关闭', 'Close'],

  'player.you': ['你', '你', 'You'],
  'player.computer': ['電腦', '电脑', 'Computer'],

  'color.red': ['紅方', '红方', 'Red'],
  'color.black': ['黑方', '黑方', 'Black'],
  'color.redFirst': ['紅方（先走）', '红方（先走）', 'Red (moves first)'],

  'level.1': ['入門', '入门', 'Beginner'],
  'level.2': ['初級', '初级', 'Easy'],
  'level.3': ['中級', '中级', 'Normal'],
  'level.4': ['高級', '高级', 'Hard'],
  'level.5': ['大師', '大师', 'Master'],

  'rules.asian': ['亞洲規則', '亚洲规则', 'Asian rules'],
  'rules.casual': ['休閒規則', '休闲规则', 'Casual rules'],
  'rules.asianHint': ['長將、長捉判負', '长将、长捉判负', 'Perpetual check or chase loses'],
  'rules.casualHint': ['重複三次即和', '重复三次即和', 'Any threefold repetition draws'],

  'stats.heading': ['戰績', '战绩', 'Results'],
  'stats.win': ['勝', '胜', 'Won'],
  'stats.draw': ['和', '和', 'Drawn'],
  'stats.loss': ['負', '负', 'Lost'],
  'stats.two': ['雙人對弈', '双人对弈', 'Two players'],
  'stats.redWins': ['紅勝', '红胜', 'Red won'],
  'stats.blackWins': ['黑勝', '黑胜', 'Black won'],
  'stats.none': ['尚無對局紀錄', '尚无对局记录', 'No games finished yet'],

  'control.newGame': ['新局', '新局', 'New game'],
  'control.undo': ['悔棋', '悔棋', 'Undo'],
  'control.flip': ['翻轉', '翻转', 'Flip'],
  'control.hint': ['提示', '提示', 'Hint'],
  'control.draw': ['提和', '提和', 'Offer draw'],
  'control.resign': ['認輸', '认输', 'Resign'],
  'control.fullscreen': ['全螢幕', '全屏', 'Fullscreen'],
  'control.exitFullscreen': ['退出全螢幕', '退出全屏', 'Exit fullscreen'],
  'control.notation': ['記譜', '记谱', 'Notation'],
  'control.rules': ['規則', '规则', 'Rules'],
  'notation.chinese': ['中文', '中文', 'Chinese'],

  'moves.heading': ['棋譜', '棋谱', 'Moves'],
  'moves.empty': ['尚未走棋', '尚未走棋', 'No moves yet'],

  'status.toMove': ['{side}走棋', '{side}走棋', '{side} to move'],
  'status.yourMove': ['輪到你走棋', '轮到你走棋', 'Your move'],
  'status.thinking': ['電腦思考中', '电脑思考中', 'The computer is thinking'],
  'status.depth': ['深度 {depth}', '深度 {depth}', 'depth {depth}'],
  'status.check': ['將軍！', '将军！', 'Check!'],
  'status.gameOver': ['對局結束', '对局结束', 'Game over'],
  'status.hint': ['提示：{move}', '提示：{move}', 'Hint: {move}'],
  'status.hintThinking': ['正在找提示', '正在找提示', 'Looking for a hint'],
  'status.drawDeclined': ['電腦拒絕和棋', '电脑拒绝和棋', 'The computer declines the draw'],
  'status.drawEvaluating': ['電腦考慮和棋中', '电脑考虑和棋中', 'The computer considers your offer'],
  'status.engineRestarted': ['引擎出錯，已重新啟動', '引擎出错，已重新启动', 'The engine failed and was restarted'],
  'status.undone': ['已悔棋', '已悔棋', 'Move taken back'],
  'status.nothingToUndo': ['沒有可悔的棋', '没有可悔的棋', 'Nothing to take back'],

  'illegal.no_piece': ['那裡沒有棋子', '那里没有棋子', 'There is no piece there'],
  'illegal.not_your_turn': ['還沒輪到這一方', '还没轮到这一方', 'It is not that side’s turn'],
  'illegal.own_piece_on_target': ['不能吃自己的棋子', '不能吃自己的棋子', 'You cannot capture your own piece'],
  'illegal.not_the_pieces_move': ['這枚棋子不能這樣走', '这枚棋子不能这样走', 'That piece does not move that way'],
  'illegal.horse_leg_blocked': ['蹩馬腿：馬腳被擋住', '蹩马腿：马脚被挡住', 'The horse’s leg is blocked'],
  'illegal.elephant_eye_blocked': ['塞象眼：象眼被擋住', '塞象眼：象眼被挡住', 'The elephant’s eye is blocked'],
  'illegal.elephant_cannot_cross_river': ['象不能過河', '象不能过河', 'The elephant cannot cross the river'],
  'illegal.must_stay_in_palace': ['不能離開九宮', '不能离开九宫', 'It must stay in the palace'],
  'illegal.cannon_needs_screen': ['炮吃子要隔一個炮架', '炮吃子要隔一个炮架', 'A cannon captures only over exactly one screen'],
  'illegal.path_blocked': ['路線被擋住', '路线被挡住', 'The path is blocked'],
  'illegal.leaves_general_in_check': ['這樣走會讓自己被將軍', '这样走会让自己被将军', 'That leaves your general in check'],
  'illegal.generals_would_face': ['將帥不能照面', '将帅不能照面', 'The generals would face each other'],
  'illegal.game_over': ['對局已結束', '对局已结束', 'The game is over'],
  'illegal.computer_turn': ['請等電腦走棋', '请等电脑走棋', 'Wait for the computer’s move'],
  'illegal.opponent_piece': ['那是對方的棋子', '那是对方的棋子', 'That is your opponent’s piece'],

  'result.wins': ['{side}勝', '{side}胜', '{side} wins'],
  'result.draw': ['和棋', '和棋', 'Draw'],
  'result.youWin': ['你贏了！', '你赢了！', 'You win!'],
  'result.youLose': ['電腦獲勝', '电脑获胜', 'The computer wins'],
  'reason.checkmate': ['將死', '将死', 'by checkmate'],
  'reason.stalemate': ['困斃：無棋可走者負', '困毙：无棋可走者负', 'by stalemate: the side without a move loses'],
  'reason.perpetual_check': ['長將判負', '长将判负', 'perpetual check loses'],
  'reason.perpetual_chase': ['長捉判負', '长捉判负', 'perpetual chase loses'],
  'reason.repetition': ['重複局面判和', '重复局面判和', 'drawn by repetition'],
  'reason.move_limit': ['六十回合未吃子判和', '六十回合未吃子判和', 'no capture in 60 moves'],
  'reason.dead_material': ['雙方均無法將死對方', '双方均无法将死对方', 'neither side can mate'],
  'reason.resignation': ['{side}認輸', '{side}认输', '{side} resigned'],
  'reason.agreement': ['雙方同意和棋', '双方同意和棋', 'draw agreed'],
  'result.newGame': ['再來一局', '再来一局', 'New game'],
  'result.undo': ['悔棋', '悔棋', 'Take back'],
  'result.view': ['查看棋盤', '查看棋盘', 'View the board'],

  'confirm.resign': ['確定要認輸嗎？', '确定要认输吗？', 'Resign this game?'],
  'confirm.resignSide': ['{side}確定要認輸嗎？', '{side}确定要认输吗？', 'Does {side} resign?'],
  'confirm.drawOffer': ['{side}提議和棋，{other}是否同意？', '{side}提议和棋，{other}是否同意？', '{side} offers a draw. Does {other} accept?'],
  'confirm.newGame': ['放棄目前的對局？', '放弃目前的对局？', 'Abandon the current game?'],
  'confirm.yes': ['確定', '确定', 'Yes'],
  'confirm.no': ['取消', '取消', 'Cancel'],
  'confirm.accept': ['同意', '同意', 'Accept'],
  'confirm.decline': ['拒絕', '拒绝', 'Decline'],

  'notice.corrupt': ['瀏覽器中的存檔資料無法讀取，已略過。', '浏览器中的存档数据无法读取，已略过。', 'Saved data in this browser could not be read and was ignored.'],
  'notice.dismiss': ['知道了', '知道了', 'OK'],
  'board.label': ['象棋棋盤', '象棋棋盘', 'Xiangqi board'],
};

const INDEX = { 'zh-Hant': 0, 'zh-Hans': 1, en: 2 };

/** Adds a feature module's strings (same shape as STRINGS) so each keeps its own table. */
export function addStrings(table) {
  Object.assign(STRINGS, table);
}
let current = 'en';

/** The best of our languages for the browser's preference list. */
export function detectLanguage(preferred = navigator.languages || [navigator.language]) {
  for (const tag of preferred) {
    const lower = String(tag).toLowerCase();
    if (lower.startsWith('zh')) {
      const traditional = /hant|-tw|-hk|-mo/.test(lower);
      return traditional ? 'zh-Hant' : 'zh-Hans';
    }
    if (lower.startsWith('en')) return 'en';
  }
  return 'en';
}

export function isLanguage(id) {
  return Object.hasOwn(INDEX, id);
}

export function setLanguage(id) {
  current = isLanguage(id) ? id : 'en';
  document.documentElement.lang = current;
}

export function language() {
  return current;
}

export function t(key, vars = {}) {
  return translate(current, key, vars);
}

/** `key` in language `lang`, for a board embedded beside others in other languages. */
export function translate(lang, key, vars = {}) {
  const entry = STRINGS[key];
  if (!entry) return key;
  return entry[INDEX[isLanguage(lang) ? lang : 'en']].replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));
}

/** Fills elements marked `data-i18n` (text), `data-i18n-label` (aria-label and title). */
export function translateDom(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) {
    const text = t(el.dataset.i18nLabel);
    el.setAttribute('aria-label', text);
    el.title = text;
  }
  document.title = `${t('app.title')} · ${t('app.subtitle')}`;
}
