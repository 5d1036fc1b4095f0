//! Reads the ECCO tree of `tree.txt` (its header describes the notation) and walks it
//! for a game's first moves.

use std::collections::HashMap;

/// A move in WXF, four ASCII bytes; a round past the end of the game is four spaces,
/// which no test names.
pub(super) type Wxf = [u8; 4];

pub(super) const NO_MOVE: Wxf = *b"    ";

/// A game's first twenty plies in WXF, Red first.
pub(super) struct FirstMoves<'a>(pub(super) &'a [Wxf]);

impl FirstMoves<'_> {
    /// The move of `side` in `round` (from 1), or [`NO_MOVE`].
    fn at(&self, side: Side, round: u8) -> Wxf {
        self.ply(ply_of(side, round))
    }

    fn ply(&self, ply: Option<usize>) -> Wxf {
        ply.and_then(|p| self.0.get(p).copied()).unwrap_or(NO_MOVE)
    }
}

fn ply_of(side: Side, round: u8) -> Option<usize> {
    let before = usize::from(round.checked_sub(1)?) * 2;
    Some(before + usize::from(side == Side::Black))
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Side {
    Red,
    Black,
}

/// A side and a round: `R3`, `B10`.
#[derive(Copy, Clone, Debug)]
struct Turn {
    side: Side,
    round: u8,
}

#[derive(Debug)]
enum Node {
    Code([u8; 3]),
    Named(String),
    /// The move of one turn decides.
    Switch {
        turn: Turn,
        branches: Vec<(Vec<Wxf>, Node)>,
        otherwise: Box<Node>,
    },
    If {
        cond: Vec<Vec<Atom>>,
        yes: Box<Node>,
        no: Box<Node>,
    },
    /// The first of a side's moves in some rounds that is not passed over decides.
    Scan {
        side: Side,
        rounds: (u8, u8),
        pass: Vec<Wxf>,
        mark: Vec<Wxf>,
        branches: Vec<ScanBranch>,
        end: Option<Box<Node>>,
    },
}

impl Node {
    /// Calls `visit` on each leaf below this node: the codes a walk can end on and the
    /// named nodes it can go on to.
    fn for_each_leaf<'a>(&'a self, visit: &mut impl FnMut(&'a Node)) {
        match self {
            Node::Code(_) | Node::Named(_) => visit(self),
            Node::Switch {
                branches,
                otherwise,
                ..
            } => {
                branches.iter().for_each(|(_, n)| n.for_each_leaf(visit));
                otherwise.for_each_leaf(visit);
            }
            Node::If { yes, no, .. } => {
                yes.for_each_leaf(visit);
                no.for_each_leaf(visit);
            }
            Node::Scan { branches, end, .. } => {
                branches.iter().for_each(|b| b.then.for_each_leaf(visit));
                if let Some(e) = end {
                    e.for_each_leaf(visit);
                }
            }
        }
    }
}

#[derive(Debug)]
struct ScanBranch {
    /// `None` for `*`.
    moves: Option<Vec<Wxf>>,
    guards: Vec<Guard>,
    then: Node,
}

#[derive(Debug)]
enum Guard {
    With(Wxf),
    Without(Wxf),
    Prev(Wxf),
    Reply(Wxf),
}

#[derive(Debug)]
enum Atom {
    Is(Turn, Vec<Wxf>),
    Seq(Turn, Vec<Wxf>),
    Set(Vec<Wxf>),
    All {
        side: Side,
        rounds: (u8, u8),
        moves: Vec<Wxf>,
    },
}

/// The tree: its named nodes, `root` among them.
#[derive(Debug)]
pub(super) struct Tree {
    named: HashMap<String, Node>,
}

impl Tree {
    /// The code of `opening`.
    pub(super) fn classify(&self, opening: &FirstMoves) -> [u8; 3] {
        self.walk(&self.named["root"], opening)
    }

    fn walk(&self, node: &Node, o: &FirstMoves) -> [u8; 3] {
        match node {
            Node::Code(code) => *code,
            Node::Named(name) => self.walk(&self.named[name], o),
            Node::Switch {
                turn,
                branches,
                otherwise,
            } => {
                let m = o.at(turn.side, turn.round);
                let next = branches.iter().find(|(moves, _)| moves.contains(&m));
                self.walk(next.map_or(&**otherwise, |(_, n)| n), o)
            }
            Node::If { cond, yes, no } => {
                let holds = cond.iter().any(|all| all.iter().all(|a| a.holds(o)));
                self.walk(if holds { yes } else { no }, o)
            }
            Node::Scan {
                side,
                rounds,
                pass,
                mark,
                branches,
                end,
            } => {
                let mut marked = Vec::new();
                for round in rounds.0..=rounds.1 {
                    let m = o.at(*side, round);
                    let other = !pass.contains(&m) && !mark.contains(&m);
                    let taken = branches.iter().find(|b| {
                        let named = b.moves.as_ref().map_or(other, |ms| ms.contains(&m));
                        named && b.guards.iter().all(|g| g.holds(o, *side, round, &marked))
                    });
                    if let Some(b) = taken {
                        return self.walk(&b.then, o);
                    }
                    // Only a passed or marked move gets here: a plain `*` takes the rest.
                    if mark.contains(&m) {
                        marked.push(m);
                    }
                }
                let plain = || {
                    let b = branches
                        .iter()
                        .find(|b| b.moves.is_none() && b.guards.is_empty());
                    &b.expect("checked when read: a scan has a plain `*` branch")
                        .then
                };
                self.walk(end.as_deref().unwrap_or_else(plain), o)
            }
        }
    }

    /// Every code a walk can end on.
    #[cfg(test)]
    pub(super) fn codes(&self) -> Vec<[u8; 3]> {
        let mut out = Vec::new();
        for node in self.named.values() {
            node.for_each_leaf(&mut |leaf| {
                if let Node::Code(c) = leaf {
                    out.push(*c);
                }
            });
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}

impl Guard {
    fn holds(&self, o: &FirstMoves, side: Side, round: u8, marked: &[Wxf]) -> bool {
        let ply = ply_of(side, round);
        match self {
            Guard::With(m) => marked.contains(m),
            Guard::Without(m) => !marked.contains(m),
            Guard::Prev(m) => o.ply(ply.and_then(|p| p.checked_sub(1))) == *m,
            Guard::Reply(m) => o.ply(ply.map(|p| p + 1)) == *m,
        }
    }
}

impl Atom {
    fn holds(&self, o: &FirstMoves) -> bool {
        match self {
            Atom::Is(turn, moves) => moves.contains(&o.at(turn.side, turn.round)),
            Atom::Seq(turn, moves) => {
                let first = ply_of(turn.side, turn.round);
                (0..moves.len()).all(|k| o.ply(first.map(|p| p + k)) == moves[k])
            }
            Atom::Set(moves) => [Side::Red, Side::Black].into_iter().all(|side| {
                let skip = usize::from(side == Side::Black);
                let mut left: Vec<Wxf> = moves.iter().skip(skip).step_by(2).copied().collect();
                (1..=left.len()).all(|round| {
                    let m = o.at(side, round as u8);
                    left.iter()
                        .position(|x| *x == m)
                        .map(|i| left.swap_remove(i))
                        .is_some()
                })
            }),
            Atom::All {
                side,
                rounds,
                moves,
            } => (rounds.0..=rounds.1).all(|r| moves.contains(&o.at(*side, r))),
        }
    }
}

/// One line of the tree file: its indentation and text.
struct Line<'a> {
    number: usize,
    indent: usize,
    text: &'a str,
}

/// Reads the tree; the error names the line.
pub(super) fn read(source: &str) -> Result<Tree, String> {
    let lines: Vec<Line> = source
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| Line {
            number: i + 1,
            indent: l.len() - l.trim_start().len(),
            text: l.trim(),
        })
        .collect();
    let mut named = HashMap::new();
    let mut at = 0;
    while at < lines.len() {
        let line = &lines[at];
        let name = line
            .text
            .strip_prefix('@')
            .filter(|_| line.indent == 0)
            .ok_or_else(|| format!("line {}: expected @name", line.number))?;
        let body = lines
            .get(at + 1)
            .filter(|l| l.indent == 0)
            .ok_or_else(|| format!("line {}: @{name} has no body", line.number))?;
        let end = end_of_block(&lines, at + 2, 0);
        let node = node(body, &lines[at + 2..end])?;
        named.insert(name.to_string(), node);
        at = end;
    }
    let tree = Tree { named };
    tree.check()?;
    Ok(tree)
}

/// Where the lines indented deeper than `indent` from `from` end.
fn end_of_block(lines: &[Line], from: usize, indent: usize) -> usize {
    (from..lines.len())
        .find(|&i| lines[i].indent <= indent)
        .unwrap_or(lines.len())
}

/// Reads the node written on `line`, whose branches are `children`.
fn node(line: &Line, children: &[Line]) -> Result<Node, String> {
    node_text(line, line.text, children)
}

fn node_text(line: &Line, text: &str, children: &[Line]) -> Result<Node, String> {
    let err = |what: &str| format!("line {}: {what}", line.number);
    if let Some(name) = text.strip_prefix('@') {
        return Ok(Node::Named(name.to_string()));
    }
    if let Some(code) = code(text) {
        return Ok(Node::Code(code));
    }
    let branches = branches(children)?;
    if let Some(cond) = text.strip_prefix("if ") {
        let mut yes = None;
        let mut no = None;
        for (head, n) in branches {
            match head {
                "yes" => yes = Some(Box::new(n)),
                "no" => no = Some(Box::new(n)),
                _ => return Err(err("an if has branches yes and no")),
            }
        }
        return Ok(Node::If {
            cond: condition(cond).map_err(|e| err(&e))?,
            yes: yes.ok_or_else(|| err("no yes branch"))?,
            no: no.ok_or_else(|| err("no no branch"))?,
        });
    }
    if let Some(spec) = text.strip_prefix("scan ") {
        return scan(spec, branches).map_err(|e| err(&e));
    }
    let turn = turn(text).ok_or_else(|| err(&format!("unknown node '{text}'")))?;
    let mut cases = Vec::new();
    let mut otherwise = None;
    for (head, n) in branches {
        if head == "*" {
            otherwise = Some(Box::new(n));
        } else {
            cases.push((moves(head.split('|')).map_err(|e| err(&e))?, n));
        }
    }
    Ok(Node::Switch {
        turn,
        branches: cases,
        otherwise: otherwise.ok_or_else(|| err("no * branch"))?,
    })
}

/// The branches written in `children`: each head with its node.
fn branches<'a>(children: &[Line<'a>]) -> Result<Vec<(&'a str, Node)>, String> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < children.len() {
        let line = &children[at];
        let end = end_of_block(children, at + 1, line.indent);
        let eq = line.text.find(" = ");
        let colon = line.text.find(": ");
        let (head, node) = match (eq, colon) {
            (Some(e), c) if c.is_none_or(|c| e < c) => {
                let code = code(&line.text[e + 3..])
                    .ok_or_else(|| format!("line {}: expected a code", line.number))?;
                (&line.text[..e], Node::Code(code))
            }
            (_, Some(c)) => (
                &line.text[..c],
                node_text(line, &line.text[c + 2..], &children[at + 1..end])?,
            ),
            _ => {
                return Err(format!(
                    "line {}: expected '= CODE' or ': node'",
                    line.number
                ))
            }
        };
        out.push((head, node));
        at = end;
    }
    Ok(out)
}

fn scan(spec: &str, branches: Vec<(&str, Node)>) -> Result<Node, String> {
    let mut words = spec.split_whitespace();
    let (side, rounds) = words
        .next()
        .and_then(rounds)
        .ok_or("expected rounds such as R2-10")?;
    let mut pass = Vec::new();
    let mut mark = Vec::new();
    let mut into = None;
    for w in words {
        match w {
            "pass" => into = Some(&mut pass),
            "mark" => into = Some(&mut mark),
            _ => into.as_mut().ok_or("expected pass or mark")?.push(wxf(w)?),
        }
    }
    let mut scan_branches = Vec::new();
    let mut end = None;
    for (head, then) in branches {
        if head == "end" {
            end = Some(Box::new(then));
            continue;
        }
        let mut words = head.split_whitespace();
        let first = words.next().ok_or("empty branch")?;
        let moves = if first == "*" {
            None
        } else {
            Some(self::moves(first.split('|'))?)
        };
        let guards = words.map(guard).collect::<Result<_, _>>()?;
        scan_branches.push(ScanBranch {
            moves,
            guards,
            then,
        });
    }
    if !scan_branches
        .iter()
        .any(|b| b.moves.is_none() && b.guards.is_empty())
    {
        return Err("a scan needs a plain * branch".into());
    }
    Ok(Node::Scan {
        side,
        rounds,
        pass,
        mark,
        branches: scan_branches,
        end,
    })
}

fn guard(word: &str) -> Result<Guard, String> {
    let (kind, m) = word
        .split_once(':')
        .ok_or(format!("unknown guard '{word}'"))?;
    let m = wxf(m)?;
    Ok(match kind {
        "with" => Guard::With(m),
        "without" => Guard::Without(m),
        "prev" => Guard::Prev(m),
        "reply" => Guard::Reply(m),
        _ => return Err(format!("unknown guard '{word}'")),
    })
}

fn condition(text: &str) -> Result<Vec<Vec<Atom>>, String> {
    text.split(" or ")
        .map(|all| all.split(" & ").map(atom).collect())
        .collect()
}

fn atom(text: &str) -> Result<Atom, String> {
    let mut words = text.split_whitespace();
    let first = words.next().ok_or("empty condition")?;
    match first {
        "seq" => {
            let turn = words.next().and_then(turn).ok_or("seq needs a turn")?;
            Ok(Atom::Seq(turn, moves(words)?))
        }
        "set" => Ok(Atom::Set(moves(words)?)),
        "all" => {
            let (side, rounds) = words.next().and_then(rounds).ok_or("all needs rounds")?;
            Ok(Atom::All {
                side,
                rounds,
                moves: moves(words)?,
            })
        }
        _ => {
            let (t, ms) = first
                .split_once('=')
                .ok_or(format!("unknown condition '{text}'"))?;
            let turn = turn(t).ok_or(format!("unknown turn '{t}'"))?;
            Ok(Atom::Is(turn, moves(ms.split('|'))?))
        }
    }
}

fn code(text: &str) -> Option<[u8; 3]> {
    let b = text.as_bytes();
    (b.len() == 3 && (b'A'..=b'E').contains(&b[0]) && b[1..].iter().all(u8::is_ascii_digit))
        .then(|| [b[0], b[1], b[2]])
}

fn turn(text: &str) -> Option<Turn> {
    let side = match text.as_bytes().first()? {
        b'R' => Side::Red,
        b'B' => Side::Black,
        _ => return None,
    };
    let round: u8 = text[1..].parse().ok()?;
    (1..=10).contains(&round).then_some(Turn { side, round })
}

fn rounds(text: &str) -> Option<(Side, (u8, u8))> {
    let (from, to) = text.split_once('-')?;
    let first = turn(from)?;
    let last = turn(&format!("{}{to}", &from[..1]))?;
    (first.round <= last.round).then_some((first.side, (first.round, last.round)))
}

fn moves<'a>(words: impl Iterator<Item = &'a str>) -> Result<Vec<Wxf>, String> {
    words.map(wxf).collect()
}

fn wxf(text: &str) -> Result<Wxf, String> {
    let b = text.as_bytes();
    let ok = b.len() == 4
        && b"KAEHRCP".contains(&b[0])
        && b[1].is_ascii_digit()
        && b"+-.".contains(&b[2])
        && b[3].is_ascii_digit();
    ok.then(|| [b[0], b[1], b[2], b[3]])
        .ok_or(format!("'{text}' is not a WXF move"))
}

impl Tree {
    /// Every named node a walk reaches exists, and `root` is there.
    fn check(&self) -> Result<(), String> {
        let mut out = vec!["root"];
        for node in self.named.values() {
            node.for_each_leaf(&mut |leaf| {
                if let Node::Named(n) = leaf {
                    out.push(n);
                }
            });
        }
        match out.into_iter().find(|n| !self.named.contains_key(*n)) {
            Some(n) => Err(format!("no node @{n}")),
            None => Ok(()),
        }
    }
}
