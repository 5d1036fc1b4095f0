// Strings for keyboard and screen-reader use: point names and move announcements.

export default {
  'a11y.pointWith': ['{square}，{piece}', '{square}，{piece}', '{square}, {piece}'],
  'a11y.empty': ['{square}，空', '{square}，空', '{square}, empty'],
  'a11y.selected': ['已選', '已选', 'selected'],
  'a11y.target': ['可走到', '可走到', 'move here'],
  'a11y.moved': ['{side}：{move}', '{side}：{move}', '{side}: {move}'],
  'name.piece': ['{name}', '{name}', '{name} {glyph}'],
  'piece.red.general': ['紅帥', '红帅', 'red general'],
  'piece.red.advisor': ['紅仕', '红仕', 'red advisor'],
  'piece.red.elephant': ['紅相', '红相', 'red elephant'],
  'piece.red.horse': ['紅傌', '红马', 'red horse'],
  'piece.red.chariot': ['紅俥', '红车', 'red chariot'],
  'piece.red.cannon': ['紅炮', '红炮', 'red cannon'],
  'piece.red.soldier': ['紅兵', '红兵', 'red soldier'],
  'piece.black.general': ['黑將', '黑将', 'black general'],
  'piece.black.advisor': ['黑士', '黑士', 'black advisor'],
  'piece.black.elephant': ['黑象', '黑象', 'black elephant'],
  'piece.black.horse': ['黑馬', '黑马', 'black horse'],
  'piece.black.chariot': ['黑車', '黑车', 'black chariot'],
  'piece.black.cannon': ['黑砲', '黑炮', 'black cannon'],
  'piece.black.soldier': ['黑卒', '黑卒', 'black soldier'],
};
