// Strings of the game-record features: PGN export and import, the share link, review.

import { addStrings } from './i18n.js';

addStrings({
  'record.heading': ['棋譜', '棋谱', 'Game record'],
  'record.export': ['匯出棋譜', '导出棋谱', 'Export PGN'],
  'record.import': ['匯入棋譜', '导入棋谱', 'Import PGN or FEN'],
  'record.share': ['複製分享連結', '复制分享链接', 'Copy share link'],
  'record.notation': ['記譜法', '记谱法', 'Move notation'],
  'record.text': ['PGN 內容', 'PGN 内容', 'PGN text'],
  'record.download': ['下載檔案', '下载文件', 'Download file'],
  'record.copy': ['複製', '复制', 'Copy'],
  'record.copied': ['已複製到剪貼簿', '已复制到剪贴板', 'Copied to the clipboard'],
  'record.copyFailed': ['無法存取剪貼簿，請手動複製', '无法访问剪贴板，请手动复制', 'The clipboard is not available; select the text and copy it'],
  'record.close': ['關閉', '关闭', 'Close'],
  'record.pasteLabel': ['貼上 PGN（中文、WXF 或 ICCS）或 FEN', '粘贴 PGN（中文、WXF 或 ICCS）或 FEN', 'Paste PGN (Chinese, WXF or ICCS moves) or a FEN'],
  'record.file': ['或選擇檔案', '或选择文件', 'Or choose a file'],
  'record.load': ['載入', '载入', 'Load'],
  'record.error': ['無法載入：{message}', '无法载入：{message}', 'Not loaded: {message}'],
  'record.loaded': ['已載入棋譜（{moves} 步）', '已载入棋谱（{moves} 步）', 'Game loaded ({moves} moves)'],
  'record.linkCopied': ['分享連結已複製', '分享链接已复制', 'Share link copied'],
  'record.badLink': ['連結中的棋局無效：{message}', '链接中的棋局无效：{message}', 'The game in this link is not valid: {message}'],
  'review.first': ['第一步', '第一步', 'First move'],
  'review.back': ['上一步', '上一步', 'Back one move'],
  'review.forward': ['下一步', '下一步', 'Forward one move'],
  'review.last': ['最後一步', '最后一步', 'Last move'],
  'review.reviewing': ['回顧中：第 {ply}／{total} 步。走棋即從此處繼續。', '回顾中：第 {ply}／{total} 步。走棋即从此处继续。', 'Reviewing move {ply} of {total}. Move a piece to play on from here.'],
});
