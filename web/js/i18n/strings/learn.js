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

  'learn.replay.next': ['下一步', '下一步', 'Next move'],
  'learn.replay.move': ['第{n}步（共{total}步）：{move}', '第{n}步（共{total}步）：{move}', 'Move {n} of {total}: {move}'],

  'learn.perpetual.title': ['長將與長捉', '长将与长捉', 'Perpetual check and chase'],
  'learn.perpetual.what': [
    '同一個局面（同樣的棋子在同樣的點上，又輪到同一方走）自上次吃子以來第三次出現時，棋局不能無休止地循環下去。本遊戲預設採用亞洲規則：從這個局面第一次出現起雙方走過的棋，要拿來裁判。',
    '同一个局面（同样的棋子在同样的点上，又轮到同一方走）自上次吃子以来第三次出现时，棋局不能无休止地循环下去。本游戏默认采用亚洲规则：从这个局面第一次出现起双方走过的棋，要拿来裁判。',
    'When the same position (the same pieces on the same points, the same side to move) stands for the third time since the last capture, the game may not go round for ever. Under the Asian rules, which this game plays unless you choose otherwise, the moves both sides made since that position first stood are judged.',
  ],
  'learn.perpetual.check': [
    '在這些棋裡，一方每一步都將軍，叫做長將，判這一方負。雙方都是每步將軍，則判和。',
    '在这些棋里，一方每一步都将军，叫做长将，判这一方负。双方都是每步将军，则判和。',
    'A side that gave check with every one of those moves (perpetual check, 長將) loses. If both sides checked with every move, it is a draw.',
  ],
  'learn.perpetual.chase': [
    '否則，一方每一步都在捉對方同一個棋子，叫做長捉，判這一方負。「捉」是指走完這步後，攻擊一個走之前沒有攻擊的棋子，而且吃掉它能得利：這個棋子沒有保護，或者比攻擊它的棋子值錢，例如馬、炮攻擊車，不論車有沒有保護。將帥和兵卒走棋不算捉；沒過河的兵卒不算被捉；將軍也不算捉。',
    '否则，一方每一步都在捉对方同一个棋子，叫做长捉，判这一方负。「捉」是指走完这步后，攻击一个走之前没有攻击的棋子，而且吃掉它能得利：这个棋子没有保护，或者比攻击它的棋子值钱，例如马、炮攻击车，不论车有没有保护。将帅和兵卒走棋不算捉；没过河的兵卒不算被捉；将军也不算捉。',
    'Otherwise, a side that chased one and the same enemy piece with every one of its moves (perpetual chase, 長捉) loses. A move chases a piece when, after it, the mover attacks that piece and did not before, and taking it would win something: the piece is unprotected, or it is worth more than its attacker, as a chariot attacked by a horse or a cannon is, protected or not. Generals and soldiers never chase; a soldier that has not crossed the river cannot be chased; and a check is never a chase.',
  ],
  'learn.perpetual.draw': [
    '其他情況都判和，例如雙方都在捉、雙方都沒有捉，或者一方將軍和捉子交替進行。被捉的棋子是按棋子本身追蹤的，不是按位置：一個車從這條線被趕到那條線，仍然是同一個車。',
    '其他情况都判和，例如双方都在捉、双方都没有捉，或者一方将军和捉子交替进行。被捉的棋子是按棋子本身追踪的，不是按位置：一个车从这条线被赶到那条线，仍然是同一个车。',
    'Every other case is a draw: both sides chasing, neither chasing, or one side taking turns between a check and a chase. A chased piece is followed as a piece, not as a point: a chariot chased from file to file is still the same chariot.',
  ],
  'learn.perpetual.casual': [
    '開局時如果選擇休閒規則，任何局面第三次出現都直接判和，長將和長捉都不判負。朋友之間常常這樣下。',
    '开局时如果选择休闲规则，任何局面第三次出现都直接判和，长将和长捉都不判负。朋友之间常常这样下。',
    'Under the casual rules (a choice when you start a game), any position standing for the third time is simply a draw, and neither perpetual check nor perpetual chase loses. Friends often play this way.',
  ],
  'learn.perpetual.others': [
    '各種規則書在這方面不盡相同。中國象棋協會的競賽規則還禁止更多種反覆著法，例如長殺（一直威脅將死），有些裁決還要看棋手的用意；本遊戲只根據著法本身裁判。遇到罕見的局面，裁決可能和裁判員不同。',
    '各种规则书在这方面不尽相同。中国象棋协会的竞赛规则还禁止更多种反复着法，例如长杀（一直威胁将死），有些裁决还要看棋手的用意；本游戏只根据着法本身裁判。遇到罕见的局面，裁决可能和裁判员不同。',
    'Rule books differ here. The Chinese Xiangqi Association\'s competition rules forbid more kinds of repetition, such as perpetual threats of mate (長殺), and some rulings depend on what a player meant; this game judges only what the moves themselves do. In a rare position its ruling may differ from an arbiter\'s.',
  ],
  'learn.perpetual.checkDiagram': [
    '紅俥從側面一再將軍，黑將上下躲閃。局面第三次出現時，紅方每步都在將軍，判紅方負。按「下一步」一步一步走給你看。',
    '红车从侧面一再将军，黑将上下躲闪。局面第三次出现时，红方每步都在将军，判红方负。按「下一步」一步一步走给你看。',
    'Red\'s chariot checks from the side again and again while the black general steps up and back. When the position stands for the third time, Red has checked with every move and loses. Press Next move to play it through.',
  ],
  'learn.perpetual.casualDiagram': [
    '第一個例子的著法，在休閒規則下只是重複局面，判和。',
    '第一个例子的着法，在休闲规则下只是重复局面，判和。',
    'The first example\'s moves under the casual rules: a plain draw by repetition.',
  ],
  'learn.perpetual.chaseDiagram': [
    '黑砲在兩條線之間來回躲，紅俥每步都跟過去，再次攻擊這個沒有保護的砲。紅方長捉，判負。',
    '黑炮在两条线之间来回躲，红车每步都跟过去，再次攻击这个没有保护的炮。红方长捉，判负。',
    'Black\'s cannon runs between two files and Red\'s chariot follows it, attacking the unprotected cannon again with every move. Red chases perpetually and loses.',
  ],
  'learn.perpetual.pinnedDiagram': [
    '規則書的例子：黑車正好蹩住紅傌的馬腿，它一走開，傌就將軍，所以黑車不能動。黑士上下移動，紅炮和紅俥輪流攻擊這個車。紅方每步都捉同一個車，判負。黑車一直攻擊著紅傌，那不是新的攻擊，不算捉。',
    '规则书的例子：黑车正好蹩住红马的马腿，它一走开，马就将军，所以黑车不能动。黑士上下移动，红炮和红车轮流攻击这个车。红方每步都捉同一个车，判负。黑车一直攻击着红马，那不是新的攻击，不算捉。',
    'From the rule book: Black\'s chariot stands on the leg of Red\'s horse, so it cannot move away: the horse would then check the black general. As Black\'s advisor steps up and back, Red\'s cannon and chariot take turns attacking the chariot. Red chases the same chariot with every move and loses. Black\'s chariot attacks Red\'s horse all along; that is no new attack, so it is no chase.',
  ],
  'learn.perpetual.screenDiagram': [
    '規則書的例子：紅炮瞄著黑車所在的橫線。紅相和黑馬輪流走進、走出這條線，紅方每走一步，炮和車之間都正好剩下一個炮架，又一次攻擊黑車。黑車一直攻擊著紅方另一個炮，那不是新的攻擊。紅方長捉，判負。',
    '规则书的例子：红炮瞄着黑车所在的横线。红相和黑马轮流走进、走出这条线，红方每走一步，炮和车之间都正好剩下一个炮架，又一次攻击黑车。黑车一直攻击着红方另一个炮，那不是新的攻击。红方长捉，判负。',
    'From the rule book: Red\'s cannon aims along the rank where Black\'s chariot stands. Red\'s elephant and Black\'s horse take turns stepping onto that line and off it, and every red move leaves exactly one screen between cannon and chariot: each red move attacks the chariot anew. Black\'s chariot attacks Red\'s other cannon all along, which is no new attack. Red chases and loses.',
  ],
  'learn.perpetual.checkChaseDiagram': [
    '規則書的例子：紅炮隔著自己的兵將軍，下一步移到中路，瞄著黑象和黑士，然後再將軍。紅方既不是每步都將軍，也不是每步都捉同一個子，判和。',
    '规则书的例子：红炮隔着自己的兵将军，下一步移到中路，瞄着黑象和黑士，然后再将军。红方既不是每步都将军，也不是每步都捉同一个子，判和。',
    'From the rule book: Red\'s cannon checks over its own soldier, then steps to the middle file to line up on Black\'s elephant and advisor, then checks again. Red neither checks with every move nor chases one piece with every move: a draw.',
  ],
  'learn.perpetual.mutualDiagram': [
    '規則書的例子：紅方雙俥和黑方雙砲在同一條橫線上互相攻擊，黑士走進走出。雙方都有攻擊，但沒有一方每步都捉同一個子，判和。',
    '规则书的例子：红方双车和黑方双炮在同一条横线上互相攻击，黑士走进走出。双方都有攻击，但没有一方每步都捉同一个子，判和。',
    'From the rule book: Red\'s two chariots and Black\'s two cannons attack one another along one rank while Black\'s advisors step in and out of it. Both sides attack, but neither attacks one and the same piece with every move: a draw.',
  ],

  'learn.draws.title': ['和棋', '和棋', 'Draws'],
  'learn.draws.repetition': [
    '重複局面：同一局面第三次出現，而按上一節的規則沒有一方該判負；在休閒規則下，任何重複都判和。',
    '重复局面：同一局面第三次出现，而按上一节的规则没有一方该判负；在休闲规则下，任何重复都判和。',
    'Repetition: the same position for the third time, when under the rules of the section above neither side is to blame; under the casual rules, any repetition.',
  ],
  'learn.draws.moveLimit': [
    '六十回合：雙方各走六十步（共一百二十步）都沒有吃子，判和，這是中國象棋協會規則的算法；有些程式只算五十回合。最後一步如果將死對方，仍然算勝。',
    '六十回合：双方各走六十步（共一百二十步）都没有吃子，判和，这是中国象棋协会规则的算法；有些程序只算五十回合。最后一步如果将死对方，仍然算胜。',
    'Sixty moves: sixty moves by each side (120 in all) without a capture is a draw, as the Chinese Xiangqi Association counts it; some other programs stop at fifty. A checkmate on the very last move still wins.',
  ],
  'learn.draws.material': [
    '無子可勝：雙方都沒有車、馬、炮、兵（卒）時，誰也不可能將死對方，立即判和。仕（士）不能離開九宮，相（象）不能過河，都到不了對方的將帥那裡。',
    '无子可胜：双方都没有车、马、炮、兵（卒）时，谁也不可能将死对方，立即判和。仕（士）不能离开九宫，相（象）不能过河，都到不了对方的将帅那里。',
    'Nothing left to mate with: when neither side has a chariot, horse, cannon or soldier, nobody can ever give mate, and the game is drawn at once. Advisors never leave their palace and elephants never cross the river, so neither can reach the enemy general.',
  ],
  'learn.draws.agreement': [
    '議和：雙方隨時可以同意和棋，在本遊戲裡按「提和」。電腦只在和棋對它合算時才接受。任何一方也可以隨時認輸。',
    '议和：双方随时可以同意和棋，在本游戏里按「提和」。电脑只在和棋对它合算时才接受。任何一方也可以随时认输。',
    'Agreement: the players may agree a draw at any time; on this page, press Offer draw. The computer accepts only when a draw suits it. Either player may also resign at any time.',
  ],
  'learn.draws.time': [
    '超時：下限時棋時，時間用完的一方判負；但如果對方已經沒有能將死人的棋子，則判和。',
    '超时：下限时棋时，时间用完的一方判负；但如果对方已经没有能将死人的棋子，则判和。',
    'Time: in a game with clocks, a player whose time runs out loses, unless the other side has nothing left to mate with; then it is a draw.',
  ],
  'learn.draws.materialDiagram': [
    '用仕吃掉黑方最後一個卒：雙方都沒有能進攻的棋子了，判和。',
    '用仕吃掉黑方最后一个卒：双方都没有能进攻的棋子了，判和。',
    'Take Black\'s last soldier with the advisor: neither side has a piece left that can attack, and the game is drawn.',
  ],
  'learn.draws.moveLimitDiagram': [
    '已經連續一百一十九步沒有吃子。紅方這一步如果不吃子，就是第一百二十步，判和；用俥吃砲，則重新計算。',
    '已经连续一百一十九步没有吃子。红方这一步如果不吃子，就是第一百二十步，判和；用车吃炮，则重新计算。',
    'No piece has been taken for 119 moves in a row. A red move that takes nothing is the 120th, and draws; taking the cannon with the chariot starts the count again.',
  ],

  'learn.notation.title': ['記譜', '记谱', 'Reading and writing moves'],
  'learn.notation.what': [
    '棋譜把一盤棋一步一步記下來。中國棋手用中文記譜；英文書籍用世界象棋聯合會的 WXF 記法，和中文記譜一一對應；電腦程式常用 ICCS 座標。三種寫法說的是同一步棋。',
    '棋谱把一盘棋一步一步记下来。中国棋手用中文记谱；英文书籍用世界象棋联合会的 WXF 记法，和中文记谱一一对应；电脑程序常用 ICCS 坐标。三种写法说的是同一步棋。',
    'A game is written down move by move. Chinese players use Chinese notation; books in English use the World Xiangqi Federation\'s WXF notation, which follows it part for part; programs often use ICCS coordinates. All three name the same move.',
  ],
  'learn.notation.chinese': [
    '中文記譜有四個字：棋子、它所在的路數、方向、一個數字。「炮二平五」就是：第二路的炮，橫著走到第五路。「進」是向對方走，「退」是向自己這邊走，「平」是橫走。雙方都從自己的右手邊數路，紅方寫一至九，黑方寫１至９。',
    '中文记谱有四个字：棋子、它所在的路数、方向、一个数字。「炮二平五」就是：第二路的炮，横着走到第五路。「进」是向对方走，「退」是向自己这边走，「平」是横走。双方都从自己的右手边数路，红方写一至九，黑方写１至９。',
    'Chinese notation has four characters: the piece, the file it stands on, the direction, and a number. 炮二平五 reads: the cannon on file two moves sideways (平) to file five. 進 is forward, toward the opponent, 退 is back, and 平 sideways. Each side counts the files from its own right, Red writing 一 to 九 and Black １ to ９.',
  ],
  'learn.notation.number': [
    '最後的數字要看是哪種棋子。直著走的棋子（車、炮、兵、將帥）進退時，數字是走了幾步：「俥一進一」是一路的俥向前走一步。斜著走的棋子（馬、相、仕）數字是落到第幾路：「傌二進三」是二路的傌跳到三路。',
    '最后的数字要看是哪种棋子。直着走的棋子（车、炮、兵、将帅）进退时，数字是走了几步：「车一进一」是一路的车向前走一步。斜着走的棋子（马、相、仕）数字是落到第几路：「马二进三」是二路的马跳到三路。',
    'What the last number means depends on the piece. A piece that moves straight (chariot, cannon, soldier, general) going forward or back gives the number of points it moves: 俥一進一 is the chariot on file one moving one point forward. A piece that moves diagonally (horse, elephant, advisor) gives the file it lands on: 傌二進三 is the horse on file two jumping to file three.',
  ],
  'learn.notation.tandem': [
    '同一路上有兩個同樣的棋子時，用「前」「後」代替路數，例如「前炮退二」。',
    '同一路上有两个同样的棋子时，用「前」「后」代替路数，例如「前炮退二」。',
    'When two pieces of a kind stand on one file, 前 (front) or 後 (rear) names the piece instead of the file: 前炮退二.',
  ],
  'learn.notation.wxf': [
    'WXF 用字母和符號寫這四部分：K A E H R C P 分別是將帥、仕、相、馬、車、炮、兵；「+」是進，「-」是退，「.」是平。「炮二平五」寫作 C2.5，「馬８進７」寫作 H8+7。同一路上的兩個同樣棋子，用 + 和 - 代替路數：C+.5。',
    'WXF 用字母和符号写这四部分：K A E H R C P 分别是将帅、仕、相、马、车、炮、兵；「+」是进，「-」是退，「.」是平。「炮二平五」写作 C2.5，「马８进７」写作 H8+7。同一路上的两个同样棋子，用 + 和 - 代替路数：C+.5。',
    'WXF writes the same four parts with letters and signs: K A E H R C P for general, advisor, elephant, horse, chariot, cannon and soldier; + forward, - back, . sideways. 炮二平五 is C2.5 and 馬８進７ is H8+7. For two pieces of a kind on one file, + (front) or - (rear) takes the file\'s place: C+.5.',
  ],
  'learn.notation.iccs': [
    'ICCS 直接寫出起點和終點：從紅方左邊數起的 a 至 i 路，從紅方底線數起的 0 至 9 行。「炮二平五」就是 h2e2。它不管輪到誰走，電腦用起來方便，人讀起來比較費力。',
    'ICCS 直接写出起点和终点：从红方左边数起的 a 至 i 路，从红方底线数起的 0 至 9 行。「炮二平五」就是 h2e2。它不管轮到谁走，电脑用起来方便，人读起来比较费力。',
    'ICCS names the two points, from and to: files a to i from Red\'s left, ranks 0 to 9 from Red\'s side. 炮二平五 is h2e2. It reads the same whoever moves, which suits programs more than people.',
  ],
  'learn.notation.diagram': [
    '試試看：雙方的棋子都可以走，每走一步，下面就用各種記法寫出來。',
    '试试看：双方的棋子都可以走，每走一步，下面就用各种记法写出来。',
    'Try it: move any piece, of either side, and see the move written in every notation below.',
  ],
  'learn.written.chinese': ['中文（繁體）', '中文（繁体）', 'Chinese (traditional)'],
  'learn.written.simplified': ['中文（簡體）', '中文（简体）', 'Chinese (simplified)'],
  'learn.written.wxf': ['WXF', 'WXF', 'WXF'],
  'learn.written.iccs': ['ICCS 座標', 'ICCS 坐标', 'ICCS coordinates'],
  'learn.written.none': ['走一步棋，這裡就會寫出它的記法。', '走一步棋，这里就会写出它的记法。', 'Play a move, and it is written here.'],

  'learn.mistakes.title': ['新手常犯的錯', '新手常犯的错', 'Mistakes beginners make'],
  'learn.mistakes.intro': [
    '下面這幾種錯，幾乎每個新手都犯過。記住它們，就能少輸很多盤棋。',
    '下面这几种错，几乎每个新手都犯过。记住它们，就能少输很多盘棋。',
    'Nearly every newcomer makes these mistakes at first. Knowing them saves many games.',
  ],
  'learn.mistakes.cannon': [
    '炮吃子沒有炮架：炮走起來像車，吃子卻一定要隔著一個棋子跳過去。中間沒有棋子，或者有兩個，都吃不到。',
    '炮吃子没有炮架：炮走起来像车，吃子却一定要隔着一个棋子跳过去。中间没有棋子，或者有两个，都吃不到。',
    'Capturing with a cannon that has no screen: a cannon moves like a chariot, but it captures only by jumping over exactly one piece. With nothing between it and the target, or with two pieces, it cannot take.',
  ],
  'learn.mistakes.cannonDiagram': [
    '炮可以隔著自己的傌吃黑馬，卻吃不到前面的黑車：中間沒有炮架。兩個都試試。',
    '炮可以隔着自己的马吃黑马，却吃不到前面的黑车：中间没有炮架。两个都试试。',
    'The cannon may take the black horse over its own horse, but not the chariot in front of it: nothing stands between them. Try both.',
  ],
  'learn.mistakes.horse': [
    '跳蹩了腿的馬：走馬之前，先看馬要去的方向上緊挨著它的那一點有沒有棋子。',
    '跳蹩了腿的马：走马之前，先看马要去的方向上紧挨着它的那一点有没有棋子。',
    'Jumping a horse whose leg is blocked: before you plan a horse move, look at the point right next to it in the direction it goes.',
  ],
  'learn.mistakes.horseDiagram': [
    '開局時每個馬都只有兩步可走：往中間跳的那一步，被自己的相蹩住了馬腿。',
    '开局时每个马都只有两步可走：往中间跳的那一步，被自己的相蹩住了马腿。',
    'At the start each horse has only two moves: the jump toward the middle is stopped by its own elephant, which stands on the horse\'s leg.',
  ],
  'learn.mistakes.stalemate': [
    '以為困斃是和棋：在象棋裡，無棋可走的一方是輸的。佔優的時候，把對方的將困住也是一種贏法；落後的時候，別指望靠困斃求和。',
    '以为困毙是和棋：在象棋里，无棋可走的一方是输的。占优的时候，把对方的将困住也是一种赢法；落后的时候，别指望靠困毙求和。',
    'Thinking stalemate is a draw: in Xiangqi the side that cannot move loses. When you are ahead, shutting the enemy general in is a way to win; when you are behind, a stalemate will not save you.',
  ],
  'learn.mistakes.facing': [
    '忘了將帥照面：自己的帥也能幫忙進攻，它守住的直線，對方的將走不上去。新手常常看不到這種殺法，或者把夾在將帥之間的唯一棋子走開。',
    '忘了将帅照面：自己的帅也能帮忙进攻，它守住的直线，对方的将走不上去。新手常常看不到这种杀法，或者把夹在将帅之间的唯一棋子走开。',
    'Forgetting the flying general: your own general helps in the attack, since the enemy general may not step onto a file it holds. Beginners miss mates that rely on it, or move away the one piece standing between the generals.',
  ],
  'learn.mistakes.facingDiagram': [
    '紅方一步殺：俥到底線將軍，兵守住將下面的一點，帥管住中路，黑將無處可走。試試看。',
    '红方一步杀：车到底线将军，兵守住将下面的一点，帅管住中路，黑将无处可走。试试看。',
    'Red mates in one: the chariot checks along the back rank, the soldier covers the point below the general, and the red general holds the middle file, so the black general has nowhere to go. Try it.',
  ],

  'learn.tips.title': ['下好棋的要訣', '下好棋的要诀', 'Tips for playing well'],
  'learn.tips.develop': [
    '先出動車、馬、炮：車是棋盤上最強的棋子，留在角落裡什麼也做不了。最常見的開局是中炮（炮二平五）和往中間跳馬（傌二進三、傌八進七），然後把俥從角上走出來。',
    '先出动车、马、炮：车是棋盘上最强的棋子，留在角落里什么也做不了。最常见的开局是中炮（炮二平五）和往中间跳马（马二进三、马八进七），然后把车从角上走出来。',
    'Bring out the chariots, horses and cannons first: the chariot is the strongest piece on the board, and in its corner it does nothing. The commonest first moves are the central cannon (炮二平五) and the horses toward the middle (傌二進三, 傌八進七); then the chariots come out of the corners.',
  ],
  'learn.tips.chariots': [
    '保護好車：用車換對方一個馬或炮，通常就輸了一大截。',
    '保护好车：用车换对方一个马或炮，通常就输了一大截。',
    'Keep your chariots safe: giving one up for a horse or a cannon usually costs the game.',
  ],
  'learn.tips.lines': [
    '留意馬腿和炮架，自己的和對方的都要看：一步棋就可能讓馬騰出腿來，或者給炮架好炮架。',
    '留意马腿和炮架，自己的和对方的都要看：一步棋就可能让马腾出腿来，或者给炮架好炮架。',
    'Watch the horses\' legs and the cannons\' screens, yours and your opponent\'s: a single move can free a horse or give a cannon its screen.',
  ],
  'learn.tips.fourSteps': [
    '每走一步之前，問自己四個問題：對方上一步想幹什麼？我有沒有將軍或吃子的機會？走完這步，我的每個棋子還安全嗎？我有沒有給對方讓開一條線、一個馬腿或一個炮架？',
    '每走一步之前，问自己四个问题：对方上一步想干什么？我有没有将军或吃子的机会？走完这步，我的每个棋子还安全吗？我有没有给对方让开一条线、一个马腿或一个炮架？',
    'Before every move, ask four questions. What does my opponent\'s last move threaten? Can I give check or take something? After my move, is every piece of mine still safe? Have I opened a line, a horse\'s leg or a cannon\'s screen for my opponent?',
  ],
  'learn.tips.diagram': [
    '試試強手常走的開局：中炮「炮二平五」，跳馬「傌二進三」，再出車「俥一平二」。你走的每一步都會寫在下面。',
    '试试强手常走的开局：中炮「炮二平五」，跳马「马二进三」，再出车「车一平二」。你走的每一步都会写在下面。',
    'Try the first moves strong players make: the central cannon 炮二平五, the horse 傌二進三, then the chariot out, 俥一平二. Each move you play is written below.',
  ],

  'learn.glossary.title': ['術語', '术语', 'Glossary'],
  'learn.glossary.intro': [
    '棋手常說的詞，附上英文名稱。',
    '棋手常说的词，附上英文名称。',
    'Words Xiangqi players use, with their Chinese names and how to say them.',
  ],
  'learn.glossary.diagram': [
    '蹩馬腿和塞象眼：仕站在傌往右跳的馬腿上，傌又塞住了相往中間飛的象眼。分別點一下看看。',
    '蹩马腿和塞象眼：仕站在马往右跳的马腿上，马又塞住了相往中间飞的象眼。分别点一下看看。',
    '蹩馬腿 and 塞象眼 on one board: the advisor stands on the horse\'s leg toward the right, and the horse stands on the elephant\'s eye toward the middle. Pick each up and see.',
  ],
  'learn.glossary.jiangjun.term': ['將軍（check）', '将军（check）', '將軍 jiāngjūn · check'],
  'learn.glossary.jiangjun.means': [
    '走一步後，威脅下一步吃掉對方的將帥。',
    '走一步后，威胁下一步吃掉对方的将帅。',
    'A move that threatens to take the enemy general next. Players say it aloud as they make it.',
  ],
  'learn.glossary.yingjiang.term': ['應將（answering check）', '应将（answering check）', '應將 yìngjiāng · answering check'],
  'learn.glossary.yingjiang.means': [
    '被將軍時化解的著法：走開將帥、吃掉將軍的子、墊子，或者拆炮架、蹩馬腿。',
    '被将军时化解的着法：走开将帅、吃掉将军的子、垫子，或者拆炮架、蹩马腿。',
    'The move that meets a check: moving the general, taking the checking piece, stepping in between, or taking away a cannon\'s screen or blocking a horse\'s leg.',
  ],
  'learn.glossary.jiangsi.term': ['將死（checkmate）', '将死（checkmate）', '將死 jiāngsǐ · checkmate'],
  'learn.glossary.jiangsi.means': ['被將軍而應不了將，輸棋。', '被将军而应不了将，输棋。', 'In check with no answer: the game is lost.'],
  'learn.glossary.kunbi.term': ['困斃（stalemate）', '困毙（stalemate）', '困斃 kùnbì · stalemate'],
  'learn.glossary.kunbi.means': ['沒有被將軍，但無棋可走，也是輸棋。', '没有被将军，但无棋可走，也是输棋。', 'Not in check, but with no legal move: in Xiangqi that loses too.'],
  'learn.glossary.zhaomian.term': ['照面（facing generals）', '照面（facing generals）', '照面 zhàomiàn · facing generals'],
  'learn.glossary.zhaomian.means': ['將帥在同一條直線上，中間沒有棋子，這是不允許的。', '将帅在同一条直线上，中间没有棋子，这是不允许的。', 'The two generals on one file with nothing between them, which is never allowed.'],
  'learn.glossary.biematui.term': ['蹩馬腿（blocking the horse\'s leg）', '蹩马腿（blocking the horse\'s leg）', '蹩馬腿 bié mǎtuǐ · blocking the horse\'s leg'],
  'learn.glossary.biematui.means': ['馬要跳的方向上緊挨著它的點有棋子，馬就跳不過去。', '马要跳的方向上紧挨着它的点有棋子，马就跳不过去。', 'A piece on the point next to a horse, in the direction it would jump, stops that jump.'],
  'learn.glossary.saixiangyan.term': ['塞象眼（blocking the elephant\'s eye）', '塞象眼（blocking the elephant\'s eye）', '塞象眼 sāi xiàngyǎn · blocking the elephant\'s eye'],
  'learn.glossary.saixiangyan.means': ['相（象）要飛的「田」字中心有棋子，就飛不過去。', '相（象）要飞的「田」字中心有棋子，就飞不过去。', 'A piece on the point between an elephant and where it would land stops that move.'],
  'learn.glossary.paojia.term': ['炮架（the cannon\'s screen）', '炮架（the cannon\'s screen）', '炮架 pàojià · the cannon\'s screen'],
  'learn.glossary.paojia.means': ['炮吃子時跳過的那一個棋子，雙方的都可以。', '炮吃子时跳过的那一个棋子，双方的都可以。', 'The one piece, of either side, that a cannon jumps over to capture.'],
  'learn.glossary.guohebing.term': ['過河兵（soldier across the river）', '过河兵（soldier across the river）', '過河兵 guòhé bīng · soldier across the river'],
  'learn.glossary.guohebing.means': ['過了河的兵（卒），可以橫走，威力大增。', '过了河的兵（卒），可以横走，威力大增。', 'A soldier that has crossed the river and may now move sideways as well: a much stronger piece.'],
  'learn.glossary.changjiang.term': ['長將（perpetual check）', '长将（perpetual check）', '長將 chángjiāng · perpetual check'],
  'learn.glossary.changjiang.means': ['局面重複時一方每步都將軍；亞洲規則判這一方負。', '局面重复时一方每步都将军；亚洲规则判这一方负。', 'Checking with every move while the position repeats; it loses under the Asian rules.'],
  'learn.glossary.changzhuo.term': ['長捉（perpetual chase）', '长捉（perpetual chase）', '長捉 chángzhuō · perpetual chase'],
  'learn.glossary.changzhuo.means': ['局面重複時一方每步都捉對方同一個子；亞洲規則判這一方負。', '局面重复时一方每步都捉对方同一个子；亚洲规则判这一方负。', 'Chasing one and the same piece with every move while the position repeats; it loses under the Asian rules.'],
  'learn.glossary.zhuo.term': ['捉（chase）', '捉（chase）', '捉 zhuō · chase'],
  'learn.glossary.zhuo.means': ['攻擊對方一個吃掉能得利的棋子。', '攻击对方一个吃掉能得利的棋子。', 'Attacking an enemy piece that could be taken at a profit.'],
  'learn.glossary.xianzhao.term': ['閒著（idle move）', '闲着（idle move）', '閒著 xiánzhāo · idle move'],
  'learn.glossary.xianzhao.means': ['既不將軍也不捉子的著法。重複局面裡走過閒著的一方，就不算長將或長捉。', '既不将军也不捉子的着法。重复局面里走过闲着的一方，就不算长将或长捉。', 'A move that neither checks nor chases. A side that makes one in a repeated cycle has not checked or chased with every move.'],
  'learn.glossary.sha.term': ['殺（threat of mate）', '杀（threat of mate）', '殺 shā · threat of mate'],
  'learn.glossary.sha.means': ['下一步就能將死對方的威脅；怎麼應都擋不住的叫絕殺。', '下一步就能将死对方的威胁；怎么应都挡不住的叫绝杀。', 'A threat to mate on the next move; one that cannot be stopped is 絕殺 (juéshā).'],
  'learn.glossary.heqi.term': ['和棋（draw）', '和棋（draw）', '和棋 héqí · draw'],
  'learn.glossary.heqi.means': ['不分勝負的結局。', '不分胜负的结局。', 'A game that ends with no winner.'],
  'learn.glossary.jiugong.term': ['九宮（the palace）', '九宫（the palace）', '九宮 jiǔgōng · the palace'],
  'learn.glossary.jiugong.means': ['雙方底線中央畫著斜線的九個點，將帥和仕（士）不能離開。', '双方底线中央画着斜线的九个点，将帅和仕（士）不能离开。', 'The nine points marked with diagonals at each end, which the general and its advisors never leave.'],
  'learn.glossary.hejie.term': ['河界（the river）', '河界（the river）', '河界 héjiè · the river'],
  'learn.glossary.hejie.means': ['棋盤中間把雙方分開的河，相（象）不能過。', '棋盘中间把双方分开的河，相（象）不能过。', 'The river across the middle of the board; elephants may not cross it.'],
  'learn.glossary.zhongpao.term': ['中炮（central cannon）', '中炮（central cannon）', '中炮 zhōngpào · central cannon'],
  'learn.glossary.zhongpao.means': ['第一步把炮走到中路的開局，例如炮二平五，是最常見的開局。', '第一步把炮走到中路的开局，例如炮二平五，是最常见的开局。', 'The opening that brings a cannon to the middle file, as 炮二平五 does: the commonest of all.'],
  'learn.glossary.duizi.term': ['兌子（exchange）', '兑子（exchange）', '兌子 duìzǐ · exchange'],
  'learn.glossary.duizi.means': ['雙方用價值相當的棋子互相吃掉。', '双方用价值相当的棋子互相吃掉。', 'Trading pieces of the same worth.'],
  'learn.glossary.qizi.term': ['棄子（sacrifice）', '弃子（sacrifice）', '棄子 qìzǐ · sacrifice'],
  'learn.glossary.qizi.means': ['故意讓對方吃掉一個子，換取攻勢或殺棋。', '故意让对方吃掉一个子，换取攻势或杀棋。', 'Giving up a piece on purpose, for an attack or a mate.'],
  'learn.glossary.rangzi.term': ['讓子（handicap）', '让子（handicap）', '讓子 ràngzǐ · handicap'],
  'learn.glossary.rangzi.means': ['強手先拿掉自己幾個子再下，讓較弱的一方有機會贏。', '强手先拿掉自己几个子再下，让较弱的一方有机会赢。', 'The stronger player starts without some pieces, to give the other a chance.'],
  'learn.glossary.huiqi.term': ['悔棋（taking a move back）', '悔棋（taking a move back）', '悔棋 huǐqí · taking a move back'],
  'learn.glossary.huiqi.means': ['把走過的棋退回去重走。正式比賽不允許，在這裡可以。', '把走过的棋退回去重走。正式比赛不允许，在这里可以。', 'Taking a move back to play another. Never in a tournament; here, as often as you like.'],
  'learn.glossary.qipu.term': ['棋譜（game record）', '棋谱（game record）', '棋譜 qípǔ · game record'],
  'learn.glossary.qipu.means': ['一盤棋的紀錄，也指收錄棋局的書。', '一盘棋的记录，也指收录棋局的书。', 'The written record of a game, or a book of them.'],

  'learn.faq.title': ['常見問題', '常见问题', 'Questions about the game'],
  'learn.faq.cannotMove.q': ['為什麼我的棋子走不了？', '为什么我的棋子走不了？', 'Why can\'t my piece move?'],
  'learn.faq.cannotMove.a': [
    '點一下這個棋子：綠點就是規則允許它走的每一步。沒有綠點，可能是它被擋住了（蹩馬腿、塞象眼），它是夾在將帥之間的唯一棋子，或者你正被將軍，而這個子解不了將。你走了一步不允許的棋，棋盤旁的提示會說明原因，並連到本指南裡相關的規則。',
    '点一下这个棋子：绿点就是规则允许它走的每一步。没有绿点，可能是它被挡住了（蹩马腿、塞象眼），它是夹在将帅之间的唯一棋子，或者你正被将军，而这个子解不了将。你走了一步不允许的棋，棋盘旁的提示会说明原因，并连到本指南里相关的规则。',
    'Pick it up: the green dots are every move the rules allow it. With none, its way is blocked (a horse\'s leg, an elephant\'s eye), it stands alone between the generals, or your general is in check and this piece cannot answer it. When you try a move that is not allowed, the message beside the board says why and links to the rule in this guide.',
  ],
  'learn.faq.stalemate.q': ['什麼是困斃？', '什么是困毙？', 'What is stalemate?'],
  'learn.faq.stalemate.a': [
    '輪到一方走棋，它沒有被將軍，卻沒有一步合法的棋可走，這一方就輸了。這和國際象棋不同，不是和棋。',
    '轮到一方走棋，它没有被将军，却没有一步合法的棋可走，这一方就输了。这和国际象棋不同，不是和棋。',
    'A side whose turn it is, not in check but with no legal move, is stalemated and loses. Unlike in chess, it is not a draw.',
  ],
  'learn.faq.undo.q': ['可以悔棋到哪裡？', '可以悔棋到哪里？', 'How far can I take moves back?'],
  'learn.faq.undo.a': [
    '一直可以退到開局。和電腦下時，「悔棋」退回你的上一步和電腦的應著，又輪到你走；電腦正在思考時，它會停下來，退回你剛走的一步。雙人對弈時，每按一次退一步。如果棋局已經結束（認輸、議和、超時），先退回結局。退掉的棋會作為變著留在棋譜裡。結束後又被悔掉的棋局，不再計入戰績。',
    '一直可以退到开局。和电脑下时，「悔棋」退回你的上一步和电脑的应着，又轮到你走；电脑正在思考时，它会停下来，退回你刚走的一步。双人对弈时，每按一次退一步。如果棋局已经结束（认输、议和、超时），先退回结局。退掉的棋会作为变着留在棋谱里。结束后又被悔掉的棋局，不再计入战绩。',
    'All the way to the start. Against the computer, Undo takes back your last move and its reply, so that it is your turn again; if the computer is thinking, it stops and your move is taken back. With two players, each press takes back one move. An ending (a resignation, an agreed draw, time running out) is taken back first. What you take back stays in the move list as a variation, and a finished game taken back no longer counts in your results.',
  ],
  'learn.faq.black.q': ['怎樣執黑？', '怎样执黑？', 'How do I play Black?'],
  'learn.faq.black.a': [
    '按「新局」，選「對戰電腦」和「黑方」。電腦執紅先走，棋盤會轉過來，讓你的棋子在下方。',
    '按「新局」，选「对战电脑」和「黑方」。电脑执红先走，棋盘会转过来，让你的棋子在下方。',
    'Press New game and choose Play the computer, then Black. The computer, as Red, moves first, and the board turns so that your pieces are at the bottom.',
  ],
  'learn.faq.flip.q': ['「翻轉」有什麼用？', '「翻转」有什么用？', 'What does Flip do?'],
  'learn.faq.flip.a': [
    '把棋盤轉過來，從另一方看棋。棋局本身不變，也還是輪到同一方走。',
    '把棋盘转过来，从另一方看棋。棋局本身不变，也还是轮到同一方走。',
    'It turns the board round, so that you see it from the other side. The game does not change, and it is still the same side\'s turn.',
  ],
  'learn.faq.rules.q': ['本遊戲採用什麼規則？', '本游戏采用什么规则？', 'Which rules does this game play by?'],
  'learn.faq.rules.a': [
    '長將、長捉按世界象棋聯合會公布的亞洲規則裁判，六十回合不吃子判和則採用中國象棋協會的規定。開局時或在棋盤旁可以改選休閒規則：任何局面重複三次都判和。中國象棋協會的規則對重複局面的部分裁決和這裡不同，請看「長將與長捉」一節。',
    '长将、长捉按世界象棋联合会公布的亚洲规则裁判，六十回合不吃子判和则采用中国象棋协会的规定。开局时或在棋盘旁可以改选休闲规则：任何局面重复三次都判和。中国象棋协会的规则对重复局面的部分裁决和这里不同，请看「长将与长捉」一节。',
    'Perpetual check and chase are judged by the Asian rules as the World Xiangqi Federation publishes them, and sixty moves without a capture draw, as in the Chinese Xiangqi Association\'s rules. When you start a game, or beside the board, you can choose the casual rules instead, where any threefold repetition is a draw. The Chinese Xiangqi Association rules some repetitions differently: see Perpetual check and chase.',
  ],
  'learn.faq.levels.q': ['各個難度有什麼不同？', '各个难度有什么不同？', 'How do the levels differ?'],
  'learn.faq.levels.a': [
    '「入門」只看一步，還會故意犯錯；「初級」看兩步，也會犯錯。「中級」「高級」「大師」每步分別認真思考大約一秒、三秒和八秒，並且使用開局庫；有時限時，它們不會用得比棋鐘允許的更久。剛開始學棋，請從「入門」下起。',
    '「入门」只看一步，还会故意犯错；「初级」看两步，也会犯错。「中级」「高级」「大师」每步分别认真思考大约一秒、三秒和八秒，并且使用开局库；有时限时，它们不会用得比棋钟允许的更久。刚开始学棋，请从「入门」下起。',
    'Beginner looks one move ahead and makes mistakes on purpose; Easy looks two moves ahead, also with mistakes. Normal, Hard and Master search properly for about one, three and eight seconds a move and know the openings; under a clock they never take longer than it allows. If you are new to the game, start at Beginner.',
  ],
  'learn.faq.privacy.q': ['會上傳什麼嗎？保存了什麼？', '会上传什么吗？保存了什么？', 'Is anything uploaded? What is kept?'],
  'learn.faq.privacy.a': [
    '什麼都不會離開你的裝置：規則、電腦和你的棋局都在這個瀏覽器裡運行，不需要帳號，也沒有伺服器。你的棋局、戰績和設定保存在這個瀏覽器的儲存空間裡，重新整理後還在；清除網站資料就會刪掉。分享連結把棋局寫在網址本身裡。',
    '什么都不会离开你的设备：规则、电脑和你的棋局都在这个浏览器里运行，不需要账号，也没有服务器。你的棋局、战绩和设置保存在这个浏览器的存储空间里，刷新后还在；清除网站数据就会删掉。分享链接把棋局写在网址本身里。',
    'Nothing leaves your device: the rules, the computer and your games all run in this browser, with no account and no server. Your games, results and settings are kept in this browser\'s storage, so they are still there after a reload; clearing the site\'s data removes them. A share link carries the game in the address itself.',
  ],
  'learn.faq.offline.q': ['可以離線下棋或安裝嗎？', '可以离线下棋或安装吗？', 'Can I play offline, or install it?'],
  'learn.faq.offline.a': [
    '可以。造訪過一次之後，遊戲和本指南不用網路也能打開。大多數瀏覽器可以把它安裝成應用程式：找「安裝」，手機上是「加到主畫面」。新版本會在背景下載，再問你要不要重新載入，不會打斷正在下的棋。',
    '可以。访问过一次之后，游戏和本指南不用网络也能打开。大多数浏览器可以把它安装成应用：找「安装」，手机上是「添加到主屏幕」。新版本会在后台下载，再问你要不要重新加载，不会打断正在下的棋。',
    'Yes. After one visit, the game and this guide open with no network. Most browsers can install it as an app: look for Install, or Add to Home Screen on a phone. A new version is fetched in the background and offered with a button to reload; it never interrupts a game.',
  ],
  'learn.faq.clocks.q': ['棋鐘怎麼用？', '棋钟怎么用？', 'How do the clocks work?'],
  'learn.faq.clocks.a': [
    '開局時選一種時限：整盤棋的分鐘數，加上每走一步增加的秒數（5+3、10+5、15+10，或自訂）。時間用完判負，但如果對方已經沒有能將死人的棋子，則判和。雙人對弈可以暫停；頁面被切到背景時棋鐘也會停，重新整理後照原樣繼續。',
    '开局时选一种时限：整盘棋的分钟数，加上每走一步增加的秒数（5+3、10+5、15+10，或自定义）。时间用完判负，但如果对方已经没有能将死人的棋子，则判和。双人对弈可以暂停；页面被切到后台时棋钟也会停，刷新后照原样继续。',
    'Choose a time control when you start a game: minutes for the whole game plus seconds added after each move (5+3, 10+5, 15+10, or your own). Running out of time loses, unless the other side has nothing left that could mate: then it is a draw. Two players can pause; the clocks also stop while the page is hidden, and a reload brings them back as they were.',
  ],

  'learn.page-help.title': ['使用說明', '使用说明', 'Using the game page'],
  'learn.page-help.board': [
    '棋盤：點一個棋子，再點一個綠點；也可以直接拖動。圓圈標出可以吃的子。用鍵盤時，方向鍵在棋盤上移動游標，Enter 拿起和放下棋子，Esc 放下。按滑鼠右鍵或長按可以在棋盤上畫箭頭和圓圈，輕點一下就清除。',
    '棋盘：点一个棋子，再点一个绿点；也可以直接拖动。圆圈标出可以吃的子。用键盘时，方向键在棋盘上移动光标，Enter 拿起和放下棋子，Esc 放下。按鼠标右键或长按可以在棋盘上画箭头和圆圈，轻点一下就清除。',
    'The board: pick up a piece, then press a green dot, or drag the piece there. A ring marks a piece you can take. With a keyboard, the arrow keys move a cursor over the board, Enter picks a piece up and puts it down, and Escape lets go. The right mouse button, or a long press, draws arrows and circles on the board; a tap clears them.',
  ],
  'learn.page-help.controls': ['按鈕和設定', '按钮和设置', 'Buttons and settings'],
  'learn.page-help.new': [
    '打開開局面板：選對手、執子和難度、規則、時限、讓子和棋子樣式，或繼續你最近的棋局。',
    '打开开局面板：选对手、执子和难度、规则、时限、让子和棋子样式，或继续你最近的棋局。',
    'Opens the start panel: choose your opponent, your side and the level, the rules, a time control, a handicap and the pieces, or go back to one of your last games.',
  ],
  'learn.page-help.undo': ['退回你的上一步；和電腦下時，連同它的應著一起退。', '退回你的上一步；和电脑下时，连同它的应着一起退。', 'Takes back your last move; against the computer, its reply too.'],
  'learn.page-help.hint': ['電腦替你想一步，並在棋盤上標出來。', '电脑替你想一步，并在棋盘上标出来。', 'The computer finds a move for you and marks it on the board.'],
  'learn.page-help.flip': ['把棋盤轉過來。', '把棋盘转过来。', 'Turns the board round.'],
  'learn.page-help.draw': ['提議和棋：電腦想一下就會回答，雙人對弈時由對方決定。', '提议和棋：电脑想一下就会回答，双人对弈时由对方决定。', 'Offers a draw: the computer answers after a moment\'s thought; another player is asked.'],
  'learn.page-help.resign': ['認輸，結束這盤棋。', '认输，结束这盘棋。', 'Gives up the game.'],
  'learn.page-help.pause': ['雙人限時對弈時，讓棋鐘停下來。', '双人限时对弈时，让棋钟停下来。', 'In a two-player game with clocks, stops the clocks.'],
  'learn.page-help.sound': ['打開或關閉走子、吃子、將軍和棋鐘的聲音。', '打开或关闭走子、吃子、将军和棋钟的声音。', 'Turns the sounds of moves, captures, check and the clock on or off.'],
  'learn.page-help.analyze': [
    '電腦不限時地分析棋盤上的局面：一條形勢條顯示誰佔優，列出它的三條最佳變著，並在棋盤上畫出箭頭。和電腦的對局進行中不能用。',
    '电脑不限时地分析棋盘上的局面：一条形势条显示谁占优，列出它的三条最佳变着，并在棋盘上画出箭头。和电脑的对局进行中不能用。',
    'The computer thinks about the position shown, with no time limit: a bar shows who stands better, with its three best lines and arrows on the board. Not while you are playing it.',
  ],
  'learn.page-help.review': [
    '電腦把整盤棋看一遍，給每一步評分，從最佳着到漏着，畫出全局形勢圖，算出雙方的準確度；在錯着處可以「從此處重下」。',
    '电脑把整盘棋看一遍，给每一步评分，从最佳着到漏着，画出全局形势图，算出双方的准确度；在错着处可以「从此处重下」。',
    'The computer goes through the whole game and marks each move, from best move to blunder, with a graph of the game and each side\'s accuracy; at a mistake, you can retry from there.',
  ],
  'learn.page-help.fullscreen': ['讓頁面佔滿整個螢幕。', '让页面占满整个屏幕。', 'Lets the page fill the screen.'],
  'learn.page-help.notation': ['棋譜用哪種記法：中文、WXF 或 ICCS。', '棋谱用哪种记法：中文、WXF 或 ICCS。', 'How the move list writes moves: Chinese, WXF or ICCS.'],
  'learn.page-help.rules': ['這盤棋用亞洲規則還是休閒規則。', '这盘棋用亚洲规则还是休闲规则。', 'Asian or casual rules for this game.'],
  'learn.page-help.theme': ['木紋、白紙（淺色、高對比）或深色棋盤。', '木纹、白纸（浅色、高对比）或深色棋盘。', 'A wood, paper (light, high contrast) or dark board.'],
  'learn.page-help.textSize': ['把頁面的文字放大到 200%，本指南也會跟著放大。', '把页面的文字放大到 200%，本指南也会跟着放大。', 'Makes the page\'s text larger, up to 200%; this guide follows the same choice.'],
  'learn.page-help.pieces': ['繁體字、簡體字，或國際象棋式的圖案棋子；選了圖案棋子，旁邊會列出每個圖案是哪個棋子。', '繁体字、简体字，或国际象棋式的图案棋子；选了图案棋子，旁边会列出每个图案是哪个棋子。', 'Pieces in traditional or simplified characters, or in pictures drawn like chess pieces; with the pictures, a legend beside the board says which is which.'],
  'learn.page-help.moves': [
    '這盤棋的每一步。點一步就回到當時的局面，也可以用下面的按鈕或方向鍵、Home、End 一步步看。在那裡走另一步，就成了一個變著，原來的棋不會丟。',
    '这盘棋的每一步。点一步就回到当时的局面，也可以用下面的按钮或方向键、Home、End 一步步看。在那里走另一步，就成了一个变着，原来的棋不会丢。',
    'Every move of the game. Press one to see the position then, or step through with the buttons under the list, the arrow keys, Home and End. Play a different move there and it becomes a variation; the game keeps its moves.',
  ],
  'learn.page-help.export': ['把棋局存成 PGN 檔案，或複製它的文字。', '把棋局存成 PGN 文件，或复制它的文字。', 'Saves the game as a PGN file, or copies its text.'],
  'learn.page-help.import': ['打開 PGN 棋譜或 FEN 局面，可以貼上，也可以選檔案。', '打开 PGN 棋谱或 FEN 局面，可以粘贴，也可以选文件。', 'Opens a game from PGN or a position from FEN, pasted or from a file.'],
  'learn.page-help.share': ['複製一個網址，在任何瀏覽器打開都是這盤棋。', '复制一个网址，在任何浏览器打开都是这盘棋。', 'Copies an address that opens this game in any browser.'],
  'learn.page-help.editor': ['擺出任何局面，從那裡下棋或分析。', '摆出任何局面，从那里下棋或分析。', 'Set up any position, then play or analyse from it.'],
};
