// Sentences for the errors of the rules crate, one per stable code the wasm binding gives
// (crates/xiangqi-wasm/src/problem.rs). `{piece}`, `{color}` and `{reason}` arrive as ids
// and are put into words by problems.js; `{detail}` (only in a FEN syntax error) is the
// crate's English phrase, used only by the English sentence.

export default {
  'problem.line': ['第 {line} 行：{text}', '第 {line} 行：{text}', 'line {line}: {text}'],
  'problem.because': ['{text}：{cause}', '{text}：{cause}', '{text}: {cause}'],

  'problem.import.binary': [
    '這不是棋譜：檔案不是文字，也不是 XQF、CBR 或 CBL 檔案',
    '这不是棋谱：文件不是文字，也不是 XQF、CBR 或 CBL 文件',
    'not a record: the file is not text, and not XQF, CBR or CBL',
  ],
  'problem.import.bad_fen': ['FEN 無法讀取', 'FEN 无法读取', 'the FEN cannot be read'],
  'problem.record.illegal_move': ['第 {number} 步 {move} 不合規則：{reason}', '第 {number} 步 {move} 不合规则：{reason}', 'move {number} ({move}) is not legal: {reason}'],
  'problem.record.bad_move': ['「{move}」不是 h2e2 這樣的 ICCS 著法', '“{move}”不是 h2e2 这样的 ICCS 着法', '\'{move}\' is not an ICCS move like h2e2'],

  'problem.fen.syntax': ['FEN 格式不正確', 'FEN 格式不正确', 'bad FEN syntax: {detail}'],
  'problem.fen.rank_count': ['FEN 的棋盤應有 10 行，這裡有 {count} 行', 'FEN 的棋盘应有 10 行，这里有 {count} 行', 'a FEN board has 10 ranks, this one has {count}'],
  'problem.fen.rank_width': ['第 {rank} 橫線佔了 {width} 格，應為 9 格', '第 {rank} 横线占了 {width} 格，应为 9 格', 'rank {rank} covers {width} files instead of 9'],
  'problem.fen.unknown_letter': ['「{letter}」不是棋子字母', '“{letter}”不是棋子字母', '\'{letter}\' is not a piece letter'],
  'problem.fen.side_to_move': ['走棋方應為 w 或 b，不是「{text}」', '走棋方应为 w 或 b，不是“{text}”', 'the side to move must be w or b, not \'{text}\''],
  'problem.fen.counter': ['步數「{text}」不是數字', '步数“{text}”不是数字', 'the move counter \'{text}\' is not a number'],

  'problem.position.missing_general': ['{color}沒有將帥', '{color}没有将帅', '{color} has no general'],
  'problem.position.extra_general': ['{color}有不止一個將帥', '{color}有不止一个将帅', '{color} has more than one general'],
  'problem.position.outside_palace': ['{square} 的{piece}在九宮之外', '{square} 的{piece}在九宫之外', 'the {piece} on {square} is outside its palace'],
  'problem.position.elephant_across_river': ['{square} 的{piece}過了河', '{square} 的{piece}过了河', 'the {piece} on {square} is across the river'],
  'problem.position.elephant_unreachable': ['{square} 的{piece}站在象走不到的位置', '{square} 的{piece}站在象走不到的位置', 'the {piece} on {square} stands where an elephant can never go'],
  'problem.position.too_many': ['{piece}有 {count} 個，最多 {max} 個', '{piece}有 {count} 个，最多 {max} 个', 'too many of the {piece}: {count}, at most {max} allowed'],
  'problem.position.generals_facing': ['將帥在同一直線上照面', '将帅在同一直线上照面', 'the generals face each other on an open file'],
  'problem.position.side_not_to_move_in_check': ['不該走棋的{color}正被將軍', '不该走棋的{color}正被将军', '{color} is not to move but its general is in check'],

  'problem.pgn.empty': ['找不到棋局', '找不到棋局', 'no game found'],
  'problem.pgn.bad_tag': ['「{text}」不是 [Event "名稱"] 這樣的標籤', '“{text}”不是 [Event "名称"] 这样的标签', '\'{text}\' is not a tag like [Event "name"]'],
  'problem.pgn.bad_fen': ['FEN 標籤不是有效的局面', 'FEN 标签不是有效的局面', 'the FEN tag is not a valid position'],
  'problem.pgn.not_xiangqi': ['這局是 {variant}，不是象棋', '这局是 {variant}，不是象棋', 'the game is {variant}, not xiangqi'],
  'problem.pgn.unclosed_comment': ['註解「{」沒有結束', '注释“{”没有结束', 'a comment \'{\' is never closed'],
  'problem.pgn.unclosed_variation': ['變著「(」沒有結束', '变着“(”没有结束', 'a variation \'(\' is never closed'],
  'problem.pgn.unopened_variation': ['「)」前面沒有「(」', '“)”前面没有“(”', '\')\' closes no variation'],
  'problem.pgn.variation_too_deep': ['變著套得太深：最多 {limit} 層', '变着套得太深：最多 {limit} 层', 'variations are nested more than {limit} deep'],
  'problem.pgn.eval_out_of_range': ['評估 {eval} 超出範圍：最多 {pawns} 個兵，或 {moves} 回合內將死', '评估 {eval} 超出范围：最多 {pawns} 个兵，或 {moves} 回合内将死', 'the evaluation {eval} is beyond {pawns} pawns or a mate in {moves}'],
  'problem.pgn.bad_move': ['第 {number} 回合的「{text}」', '第 {number} 回合的“{text}”', 'move {number} \'{text}\''],
  'problem.pgn.result_mismatch': ['走完後的結果（{moves}）與 Result 標籤（{tag}）不符', '走完后的结果（{moves}）与 Result 标签（{tag}）不符', 'the result after the moves ({moves}) differs from the Result tag ({tag})'],

  'problem.dhtmlxq.empty': ['找不到 DhtmlXQ 棋局', '找不到 DhtmlXQ 棋局', 'no DhtmlXQ game found'],
  'problem.dhtmlxq.bad_board': ['棋盤「{text}」不是 32 個兩位數的位置', '棋盘“{text}”不是 32 个两位数的位置', 'the board \'{text}\' is not 32 points of two digits each'],
  'problem.record.shared_point': ['{square} 上有兩個棋子', '{square} 上有两个棋子', 'two pieces stand on {square}'],
  'problem.record.bad_position': ['棋盤不是合法局面', '棋盘不是合法局面', 'the board is not a position'],
  'problem.dhtmlxq.bad_moves': ['著法「{text}」不是每步四位數字', '着法“{text}”不是每步四位数字', 'the moves \'{text}\' are not four digits each'],
  'problem.dhtmlxq.unattached': ['變著 {name} 所接的棋局或步數不存在', '变着 {name} 所接的棋局或步数不存在', 'the line {name} hangs from a line or a move the game does not have'],

  'problem.cbr.not_cbr': ['不是象棋橋棋譜（CBR）', '不是象棋桥棋谱（CBR）', 'not a ChessBridge game (CBR)'],
  'problem.cbr.not_cbl': ['不是象棋橋棋譜庫（CBL）', '不是象棋桥棋谱库（CBL）', 'not a ChessBridge library (CBL)'],
  'problem.cbr.bad_piece': ['棋盤上的 {text} 不是棋子', '棋盘上的 {text} 不是棋子', 'the board holds {text}, which is no piece'],
  'problem.xqf.cut_short': [
    'XQF 檔案不完整：只有 {bytes} 位元組，光是檔頭就該有 1024 位元組',
    'XQF 文件不完整：只有 {bytes} 字节，光是文件头就该有 1024 字节',
    'an XQF file cut short: {bytes} bytes, where its header alone has 1,024',
  ],
  'problem.xqf.not_xqf': ['不是 XQF 檔案', '不是 XQF 文件', 'not an XQF file'],
  'problem.xqf.bad_keys': ['XQF 檔案的密鑰已損壞', 'XQF 文件的密钥已损坏', 'the XQF file\'s keys are damaged'],
  'problem.record.bad_point': ['第 {number} 步的位置不在棋盤上', '第 {number} 步的位置不在棋盘上', 'move {number} names a point off the board'],
  'problem.record.truncated': ['檔案在第 {number} 步處中斷', '文件在第 {number} 步处中断', 'the file ends inside move {number}'],

  'problem.notation.empty': ['沒有著法', '没有着法', 'no move given'],
  'problem.notation.syntax.iccs': ['「{text}」不是著法：ICCS 著法是兩個點，如 h2e2', '“{text}”不是着法：ICCS 着法是两个点，如 h2e2', '\'{text}\' is not a move: expected two squares in ICCS form, like h2e2'],
  'problem.notation.syntax.wxf': ['「{text}」不是著法：WXF 著法依次是棋子、縱線、+ - 或 .、數字，如 C2.5', '“{text}”不是着法：WXF 着法依次是棋子、纵线、+ - 或 .、数字，如 C2.5', '\'{text}\' is not a move: expected WXF: piece, file, + - or ., number, like C2.5'],
  'problem.notation.syntax.chinese': ['「{text}」不是著法：中文著法依次是棋子、縱線、進退平、數字，如炮二平五', '“{text}”不是着法：中文着法依次是棋子、纵线、进退平、数字，如炮二平五', '\'{text}\' is not a move: expected Chinese notation: piece, file, 進/退/平, number, like 炮二平五'],
  'problem.notation.syntax.file_number': ['「{text}」不是 1 到 9 的縱線', '“{text}”不是 1 到 9 的纵线', '\'{text}\' is not a move: expected a file number from 1 to 9'],
  'problem.notation.unknown_piece': ['「{text}」不是棋子', '“{text}”不是棋子', '\'{text}\' is not a piece'],
  // Files are counted 1 to 9 from the mover's right, as in the move text.
  'problem.notation.no_such_piece.on_file': ['第 {file} 路沒有{piece}', '第 {file} 路没有{piece}', 'there is no {piece} on file {file}'],
  'problem.notation.no_such_piece.deep_file': ['沒有哪一路有兩個以上的{piece}', '没有哪一路有两个以上的{piece}', 'there is no file with two or more {piece}s'],
  'problem.notation.no_such_piece.numbered': ['沒有第 {number} 個{piece}', '没有第 {number} 个{piece}', 'there is no {piece} number {number}'],
  'problem.notation.no_such_piece.pair_on_file': ['第 {file} 路沒有兩個{piece}', '第 {file} 路没有两个{piece}', 'there is no pair of {piece}s on file {file}'],
  'problem.notation.no_such_piece.at_place': ['同一路的 {count} 個{piece}中沒有這一個', '同一路的 {count} 个{piece}中没有这一个', 'there is no such {piece} among the {count} on one file'],
  'problem.notation.no_such_piece.on_square': ['{square} 沒有{color}的棋子', '{square} 没有{color}的棋子', 'there is no {color} piece on {square}'],
  'problem.notation.ambiguous.deep_files': ['{piece}在不止一路上前後重疊，請寫明哪一路', '{piece}在不止一路上前后重叠，请写明哪一路', 'ambiguous: {piece}s stand two deep on more than one file; name the file'],
  'problem.notation.ambiguous.several_movers': ['有 {count} 個{piece}都能這樣走，請寫明哪一個', '有 {count} 个{piece}都能这样走，请写明哪一个', 'ambiguous: {count} {piece}s can make that move; say which'],
  'problem.notation.impossible.forward': ['{piece}不可能「進 {target}」', '{piece}不可能“进 {target}”', 'impossible move: the {piece} cannot move forward {target}'],
  'problem.notation.impossible.back': ['{piece}不可能「退 {target}」', '{piece}不可能“退 {target}”', 'impossible move: the {piece} cannot move back {target}'],
  'problem.notation.impossible.sideways': ['{piece}不可能平到第 {target} 路', '{piece}不可能平到第 {target} 路', 'impossible move: the {piece} cannot move sideways to file {target}'],
  'problem.notation.illegal': ['{reason}', '{reason}', '{reason}'],
};
