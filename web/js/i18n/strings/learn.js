// Strings of the Learn section (learn.html): the rules guide, written for a person who has
// never played. Each claim about a move is shown on a live board beside it, whose moves are
// the rules crate's own.

export default {
  'learn.title': ['學下象棋', '学下象棋', 'Learn Xiangqi'],
  'learn.play': ['下棋', '下棋', 'Play'],
  'learn.contents': ['目錄', '目录', 'Contents'],
  'learn.intro': [
    '象棋的規則，配上可以動手試的棋盤：點一個棋子，綠點就是規則允許它走的地方。',
    '象棋的规则，配上可以动手试的棋盘：点一个棋子，绿点就是规则允许它走的地方。',
    'The rules of Xiangqi, with boards to try them on: pick up a piece, and the green dots show where the rules let it go.',
  ],
  'learn.diagram': ['示範棋盤', '示范棋盘', 'Example board'],
  'learn.reset': ['重來', '重来', 'Start again'],

  'learn.board.title': ['棋盤', '棋盘', 'The board'],
  'learn.board.points': [
    '棋盤由九條直線和十條橫線組成。棋子不放在格子裡，而是放在線的交叉點上，一共九十個點。',
    '棋盘由九条直线和十条横线组成。棋子不放在格子里，而是放在线的交叉点上，一共九十个点。',
    'The board has nine files and ten ranks. The pieces stand on the points where the lines cross, ninety in all, not inside the squares.',
  ],
  'learn.board.river': [
    '棋盤中間沒有直線穿過的一行是河界，寫著「楚河　漢界」，把棋盤分成雙方兩半。相（象）不能過河；兵（卒）過了河就多了橫走的本領。',
    '棋盘中间没有直线穿过的一行是河界，写着「楚河　汉界」，把棋盘分成双方两半。相（象）不能过河；兵（卒）过了河就多了横走的本领。',
    'Across the middle runs the river, marked 楚河 漢界, which splits the board into the two sides. Elephants may not cross it; a soldier that has crossed may also move sideways.',
  ],
  'learn.board.palace': [
    '雙方底線中央畫著斜線交叉的九個點，叫做九宮。帥（將）和仕（士）只能在九宮裡活動。',
    '双方底线中央画着斜线交叉的九个点，叫做九宫。帅（将）和仕（士）只能在九宫里活动。',
    'At each end, the nine points crossed by two diagonal lines are that side\'s palace. The general and the advisors may never leave it.',
  ],
  'learn.board.files': [
    '雙方都從自己的右手邊數起，把九條直線叫做一到九路：紅方寫中文數字（一至九），黑方寫阿拉伯數字（1至9）。棋譜裡「炮二平五」的「二」和「五」，就是這樣數出來的。',
    '双方都从自己的右手边数起，把九条直线叫做一到九路：红方写中文数字（一至九），黑方写阿拉伯数字（1至9）。棋谱里「炮二平五」的「二」和「五」，就是这样数出来的。',
    'Each player counts the files from their own right, one to nine: Red writes them in Chinese numerals (一 to 九), Black in figures (1 to 9). That is where the two and the five in a move such as 炮二平五 come from.',
  ],
  'learn.board.diagram': [
    '開局時的棋盤。邊上的數字是雙方各自數的路數。',
    '开局时的棋盘。边上的数字是双方各自数的路数。',
    'The board at the start. The numbers along the edges are the files as each player counts them.',
  ],

  'learn.setup.title': ['擺棋', '摆棋', 'Setting up'],
  'learn.setup.pieces': [
    '雙方各有十六個棋子：帥（將）一個，仕（士）、相（象）、傌（馬）、俥（車）、炮（砲）各兩個，兵（卒）五個。紅黑雙方同一種棋子的字不同，走法完全一樣。',
    '双方各有十六个棋子：帅（将）一个，仕（士）、相（象）、马、车、炮各两个，兵（卒）五个。红黑双方有些棋子的字不同，走法完全一样。',
    'Each side has sixteen pieces: a general, two advisors, two elephants, two horses, two chariots, two cannons and five soldiers. Red\'s are written 帥 仕 相 傌 俥 炮 兵 and Black\'s 將 士 象 馬 車 砲 卒: different characters, the same moves.',
  ],
  'learn.setup.places': [
    '底線從兩邊往中間依次擺車、馬、相（象）、仕（士），帥（將）在正中。炮擺在馬的前面，隔著一行；兵（卒）擺在靠河的一行，每隔一點一個。紅方先走，雙方輪流各走一步。',
    '底线从两边往中间依次摆车、马、相（象）、仕（士），帅（将）在正中。炮摆在马的前面，隔着一行；兵（卒）摆在靠河的一行，每隔一点一个。红方先走，双方轮流各走一步。',
    'On the back rank, from each edge inwards: chariot, horse, elephant, advisor, and the general in the middle. The cannons stand two ranks in front of the horses, and the soldiers on every other point of the rank by the river. Red moves first, then the players take turns, one move each.',
  ],
  'learn.setup.diagram': [
    '試試看：點一個紅方棋子，看它可以走到哪裡。',
    '试试看：点一个红方棋子，看它可以走到哪里。',
    'Try it: pick up a red piece and see where it may go.',
  ],

  'learn.general.title': ['帥（將）', '帅（将）', 'The general'],
  'learn.general.moves': [
    '帥（將）每次直走或橫走一點，不能斜走，也不能走出九宮。困住對方的將，就贏了這盤棋。',
    '帅（将）每次直走或横走一点，不能斜走，也不能走出九宫。困住对方的将，就赢了这盘棋。',
    'The general moves one point along a line, forward, back or sideways, never diagonally, and never out of its palace. Trapping the other general wins the game.',
  ],
  'learn.general.facing': [
    '兩個將帥不能在同一條直線上照面，中間一定要隔著棋子。會讓將帥照面的走法不能走，所以將帥雖然只走一步，也能管住整條直線。',
    '两个将帅不能在同一条直线上照面，中间一定要隔着棋子。会让将帅照面的走法不能走，所以将帅虽然只走一步，也能管住整条直线。',
    'The two generals may never face each other along a file with nothing between them. A move that would leave them facing is not allowed, so the general, though it steps one point at a time, holds its whole file.',
  ],
  'learn.general.diagram': [
    '紅帥可以向前、向後或向右走，卻不能向左：走過去就和黑將在同一條直線上照面了。',
    '红帅可以向前、向后或向右走，却不能向左：走过去就和黑将在同一条直线上照面了。',
    'The red general may step forward, back or to the right, but not to the left: there it would face the black general along the open file.',
  ],

  'learn.advisor.title': ['仕（士）', '仕（士）', 'The advisor'],
  'learn.advisor.moves': [
    '仕（士）每次沿九宮的斜線走一點，不能走出九宮，所以它一共只有五個點可以站。',
    '仕（士）每次沿九宫的斜线走一点，不能走出九宫，所以它一共只有五个点可以站。',
    'The advisor moves one point diagonally along the palace\'s lines and never leaves the palace, so there are only five points it can ever stand on.',
  ],
  'learn.advisor.diagram': [
    '站在九宮中心的仕，可以走到九宮的四個角。',
    '站在九宫中心的仕，可以走到九宫的四个角。',
    'From the centre of the palace the advisor reaches all four corners.',
  ],

  'learn.elephant.title': ['相（象）', '相（象）', 'The elephant'],
  'learn.elephant.moves': [
    '相（象）每次斜走兩點，好像走一個「田」字的對角。「田」字中心如果有棋子，叫做塞象眼，這一步就不能走。',
    '相（象）每次斜走两点，好像走一个「田」字的对角。「田」字中心如果有棋子，叫做塞象眼，这一步就不能走。',
    'The elephant moves exactly two points diagonally, corner to corner across a square of four. If a piece stands on the point in between, the elephant\'s eye is blocked and it cannot go that way.',
  ],
  'learn.elephant.river': [
    '相（象）不能過河，只能守在自己這一邊，一共只有七個點可以站。',
    '相（象）不能过河，只能守在自己这一边，一共只有七个点可以站。',
    'The elephant may not cross the river: it stays on its own side, on seven points in all.',
  ],
  'learn.elephant.diagram': [
    '中間的相不能往左上走，因為傌塞住了象眼；河邊的相不能過河。',
    '中间的相不能往左上走，因为马塞住了象眼；河边的相不能过河。',
    'The elephant in the middle cannot go up to the left: the horse blocks its eye. The elephant on the river bank may not cross.',
  ],

  'learn.horse.title': ['傌（馬）', '马', 'The horse'],
  'learn.horse.moves': [
    '傌（馬）先直走或橫走一點，再往外斜走一點，走的是一個「日」字，最多可以到八個點。',
    '马先直走或横走一点，再往外斜走一点，走的是一个「日」字，最多可以到八个点。',
    'The horse moves one point along a line and then one point diagonally outwards, so it can reach up to eight points.',
  ],
  'learn.horse.leg': [
    '馬不能跳過棋子：出發方向緊挨著的那一點如果有棋子，叫做蹩馬腿，那個方向的兩步就都不能走。這和國際象棋的馬不一樣。',
    '马不能跳过棋子：出发方向紧挨着的那一点如果有棋子，叫做蹩马腿，那个方向的两步就都不能走。这和国际象棋的马不一样。',
    'Unlike the knight in chess, the horse cannot jump. If a piece stands on the point next to it in the direction it sets off, the horse\'s leg is hobbled and both moves that way are blocked.',
  ],
  'learn.horse.diagram': [
    '傌前面的卒蹩住了馬腿，向前的兩步都不能走；傌可以吃掉右邊的車。',
    '马前面的卒蹩住了马腿，向前的两步都不能走；马可以吃掉右边的车。',
    'The soldier in front of the horse hobbles it, so neither forward move is allowed; the horse may take the chariot on its right.',
  ],

  'learn.chariot.title': ['俥（車）', '车', 'The chariot'],
  'learn.chariot.moves': [
    '俥（車）沿直線或橫線走，多遠都可以，只要中間沒有棋子擋住；碰到的第一個對方棋子可以吃掉。車是棋盤上最強的棋子。',
    '车沿直线或横线走，多远都可以，只要中间没有棋子挡住；碰到的第一个对方棋子可以吃掉。车是棋盘上最强的棋子。',
    'The chariot moves any distance along a file or a rank as long as nothing is in the way, and may take the first enemy piece it meets. It is the strongest piece on the board.',
  ],
  'learn.chariot.diagram': [
    '俥可以走到它那條直線和橫線上的每個空點，也可以吃掉馬或卒。',
    '车可以走到它那条直线和横线上的每个空点，也可以吃掉马或卒。',
    'The chariot reaches every empty point along its file and rank, and may take the horse or the soldier.',
  ],

  'learn.cannon.title': ['炮（砲）', '炮', 'The cannon'],
  'learn.cannon.moves': [
    '炮（砲）不吃子的時候和車一樣走：沿直線或橫線，多遠都可以，中間不能有棋子。',
    '炮不吃子的时候和车一样走：沿直线或横线，多远都可以，中间不能有棋子。',
    'When it does not capture, the cannon moves like the chariot: any distance along a line, over empty points.',
  ],
  'learn.cannon.screen': [
    '吃子的時候，炮一定要隔著一個棋子跳過去，吃掉後面的對方棋子。中間那個棋子叫做炮架，紅的黑的都可以；沒有炮架，炮就吃不到子。',
    '吃子的时候，炮一定要隔着一个棋子跳过去，吃掉后面的对方棋子。中间那个棋子叫做炮架，红的黑的都可以；没有炮架，炮就吃不到子。',
    'To capture, the cannon must jump over exactly one piece, of either side, and take the enemy piece beyond it. The piece it jumps is called the screen; with no screen, the cannon cannot capture at all.',
  ],
  'learn.cannon.diagram': [
    '炮隔著自己的傌可以吃掉上面的車；同一橫線上的馬和炮中間沒有炮架，吃不到。',
    '炮隔着自己的马可以吃掉上面的车；同一横线上的马和炮中间没有炮架，吃不到。',
    'The cannon may take the chariot above it, over its own horse, but not the horse along its rank: there is no screen between them.',
  ],

  'learn.soldier.title': ['兵（卒）', '兵（卒）', 'The soldier'],
  'learn.soldier.moves': [
    '兵（卒）每次向前走一點，吃子也是向前，永遠不能後退。',
    '兵（卒）每次向前走一点，吃子也是向前，永远不能后退。',
    'The soldier moves and captures one point straight forward. It never moves back.',
  ],
  'learn.soldier.river': [
    '過了河以後，兵也可以向左或向右走一點。走到對方底線後就只能橫走了，但靠近對方九宮的兵仍然很危險。',
    '过了河以后，兵也可以向左或向右走一点。走到对方底线后就只能横走了，但靠近对方九宫的兵仍然很危险。',
    'Once across the river it may also move one point to the left or right. On the far rank it can only move sideways, yet a soldier next to the enemy palace is still a danger.',
  ],
  'learn.soldier.diagram': [
    '沒過河的兵只能向前；過了河的兵可以向前或橫走；到了底線的兵只能橫走。',
    '没过河的兵只能向前；过了河的兵可以向前或横走；到了底线的兵只能横走。',
    'The soldier that has not crossed the river can only go forward; the one across it may also go sideways; the one on the far rank only sideways.',
  ],

  'learn.capture.title': ['吃子', '吃子', 'Capturing'],
  'learn.capture.how': [
    '走到對方棋子所在的點上，就把它吃掉，拿出棋盤。每種棋子都按自己的走法吃子，只有炮例外：它要隔一個炮架才能吃。',
    '走到对方棋子所在的点上，就把它吃掉，拿出棋盘。每种棋子都按自己的走法吃子，只有炮例外：它要隔一个炮架才能吃。',
    'A piece captures by moving onto a point held by an enemy piece, which leaves the board. Every piece captures the way it moves, except the cannon, which must jump a screen.',
  ],
  'learn.capture.rules': [
    '自己的棋子不能吃；能吃的子也不一定要吃，吃不吃由你決定。',
    '自己的棋子不能吃；能吃的子也不一定要吃，吃不吃由你决定。',
    'You may never capture a piece of your own, and you never have to capture: taking is always your choice.',
  ],
  'learn.capture.diagram': [
    '過河的兵可以吃前面的車，也可以橫著吃卒；傌可以吃砲。',
    '过河的兵可以吃前面的车，也可以横着吃卒；马可以吃炮。',
    'The soldier across the river may take the chariot ahead of it or the soldier beside it; the horse may take the cannon.',
  ],

  'learn.check.title': ['將軍與應將', '将军与应将', 'Check, and answering it'],
  'learn.check.what': [
    '走一步棋後，下一步就能吃掉對方的將（帥），叫做將軍。被將軍的一方必須馬上應將：凡是走完以後自己的將帥仍然被攻擊的棋，都不能走。',
    '走一步棋后，下一步就能吃掉对方的将（帅），叫做将军。被将军的一方必须马上应将：凡是走完以后自己的将帅仍然被攻击的棋，都不能走。',
    'A move that threatens to take the enemy general next is check (將軍). The side in check must answer it at once: no move that leaves its own general attacked is allowed.',
  ],
  'learn.check.answers': [
    '應將有四種辦法：把將帥走開；吃掉將軍的棋子；在中間墊一個棋子擋住；如果是炮將軍，可以走開炮架（或再墊一個棋子，炮前面就有了兩個子），如果是馬將軍，可以蹩住馬腿。',
    '应将有四种办法：把将帅走开；吃掉将军的棋子；在中间垫一个棋子挡住；如果是炮将军，可以走开炮架（或再垫一个棋子，炮前面就有了两个子），如果是马将军，可以蹩住马腿。',
    'There are four ways to answer: move the general away; capture the checking piece; put a piece in between; and, against a cannon, move its screen away (or add a second piece, so that two stand between), or against a horse, block its leg.',
  ],
  'learn.check.diagram': [
    '黑車將軍：帥可以走開，俥可以吃車，傌可以墊在中間。',
    '黑车将军：帅可以走开，车可以吃车，马可以垫在中间。',
    'The black chariot gives check: the general may step aside, the chariot may take it, or the horse may step in between.',
  ],
  'learn.check.cannonDiagram': [
    '黑砲隔著傌將軍：傌走開，砲就沒有炮架了；俥墊到中間，砲前面就有兩個子，也不再是將軍。',
    '黑炮隔着马将军：马走开，炮就没有炮架了；车垫到中间，炮前面就有两个子，也不再是将军。',
    'The black cannon checks over the red horse: if the horse moves away the cannon has no screen; if the chariot steps in, two pieces stand between and the check is gone too.',
  ],
  'learn.check.horseDiagram': [
    '黑馬將軍：俥走到馬腿上，就蹩住了馬，這一步將軍就不成立了。',
    '黑马将军：车走到马腿上，就蹩住了马，这一步将军就不成立了。',
    'The black horse gives check: the chariot can step onto the horse\'s leg and hobble it, which ends the check.',
  ],

  'learn.flying-generals.title': ['將帥照面', '将帅照面', 'The flying general'],
  'learn.flying-generals.rule': [
    '將帥不能在同一條直線上照面，中間至少要有一個棋子。所以夾在兩個將帥之間的唯一一個棋子不能離開這條直線：它一走開，將帥就照面了。',
    '将帅不能在同一条直线上照面，中间至少要有一个棋子。所以夹在两个将帅之间的唯一一个棋子不能离开这条直线：它一走开，将帅就照面了。',
    'The generals may never face each other along a file with nothing between them. So a lone piece standing between them may not leave that file: the moment it did, the generals would face.',
  ],
  'learn.flying-generals.weapon': [
    '這條規則也是進攻的武器：自己的將帥佔住一條空著的直線，對方的將就不能走上這條線。很多殺法都靠將帥助攻。',
    '这条规则也是进攻的武器：自己的将帅占住一条空着的直线，对方的将就不能走上这条线。很多杀法都靠将帅助攻。',
    'The rule is also a weapon: a general on an open file keeps the enemy general off it, as if it were a chariot. Many mates rely on the general\'s help.',
  ],
  'learn.flying-generals.diagram': [
    '炮夾在帥和將中間，只能在這條直線上走，不能橫走。',
    '炮夹在帅和将中间，只能在这条直线上走，不能横走。',
    'The cannon stands alone between the two generals: it may move along their file, but not off it.',
  ],

  'learn.checkmate.title': ['將死', '将死', 'Checkmate'],
  'learn.checkmate.what': [
    '被將軍而無論怎麼走都應不了將，就是被將死，輸了這盤棋。',
    '被将军而无论怎么走都应不了将，就是被将死，输了这盘棋。',
    'A general in check with no move that answers it is checkmated, and its side has lost the game.',
  ],
  'learn.checkmate.diagram': [
    '紅方一步就能將死黑方：俥沿底線將軍，另一個俥封住將的去路，帥管住中路。試試看。',
    '红方一步就能将死黑方：车沿底线将军，另一个车封住将的去路，帅管住中路。试试看。',
    'Red mates in one: a chariot checks along the back rank while the other shuts the general in and the red general holds the middle file. Try it.',
  ],

  'learn.stalemate.title': ['困斃', '困毙', 'Stalemate'],
  'learn.stalemate.what': [
    '輪到一方走棋，卻沒有一步合法的棋可走，即使沒有被將軍，也算輸棋，叫做困斃。這一點和國際象棋不同：國際象棋裡這是和棋。',
    '轮到一方走棋，却没有一步合法的棋可走，即使没有被将军，也算输棋，叫做困毙。这一点和国际象棋不同：国际象棋里这是和棋。',
    'A side whose turn it is but which has no legal move loses, even when its general is not in check. This is stalemate, and unlike in chess it is not a draw.',
  ],
  'learn.stalemate.diagram': [
    '兵向前一步，黑將就無路可走：往下會被兵吃，往右會和帥照面。黑方被困斃，紅方勝。',
    '兵向前一步，黑将就无路可走：往下会被兵吃，往右会和帅照面。黑方被困毙，红方胜。',
    'One step forward by the soldier leaves the black general no move: down, the soldier takes it; sideways, it would face the red general. Black is stalemated and Red wins.',
  ],
};
