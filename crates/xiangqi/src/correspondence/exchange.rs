//! One device's copy of a game by link: the moves and offers so far, what this device
//! may do next, and whether a link that arrives may update it.
//!
//! A link that arrives must extend the copy by exactly what the other side was entitled
//! to do since: one move when it was theirs to make, an answer to this side's offer, an
//! offer of their own, a resignation, a claim on time. Anything else is refused with the
//! copy untouched (see [`Refusal`]).

use std::fmt;

use super::base64url;
use super::link::{name_is_sound, Ending, GameLink, LinkError, Offer, Reply, Terms};
use crate::{Color, Game, IllegalReason, Move};

/// One device's copy of a game by link.
#[derive(Clone, Debug)]
pub struct Correspondence {
    terms: Terms,
    names: [String; 2],
    game: Game,
    /// When each move was made (minutes since 1970), with a time limit; empty without.
    times: Vec<u32>,
    /// The side this device plays.
    mine: Color,
    /// The offer waiting for an answer, and the side that made it.
    offer: Option<(Color, Offer)>,
    /// This side's answer to the other's last offer, for its next link to carry.
    reply: Option<Reply>,
    /// How a side ended the game by what it did rather than on the board.
    ending: Option<(Color, Ending)>,
}

/// Whose turn it is, as the game list says it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    YourMove,
    TheirMove,
    Over,
}

/// Why this device cannot do what its player asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    NotYourMove,
    Illegal(IllegalReason),
    /// A takeback asked before this side has made a move.
    NothingToTakeBack,
    /// An answer with no offer from the other side waiting.
    NoOffer,
    /// An offer made while the other side's waits for an answer.
    AnswerFirst,
    /// A claim on time in a game without a time limit.
    NoTimeLimit,
    /// A claim on time before the other side's time ran out, at `deadline` (minutes since 1970).
    TimeLeft {
        deadline: u32,
    },
    BadName,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => f.write_str("the game is over"),
            ActionError::NotYourMove => f.write_str("it is the other side's move"),
            ActionError::Illegal(reason) => write!(f, "illegal move: {reason}"),
            ActionError::NothingToTakeBack => f.write_str("you have no move to take back"),
            ActionError::NoOffer => f.write_str("there is no offer to answer"),
            ActionError::AnswerFirst => f.write_str("answer the other side's offer first"),
            ActionError::NoTimeLimit => f.write_str("the game has no time limit"),
            ActionError::TimeLeft { deadline } => {
                write!(f, "their time runs out at minute {deadline}")
            }
            ActionError::BadName => f.write_str("the name is too long or holds control characters"),
        }
    }
}

impl std::error::Error for ActionError {}

/// Why a link that arrived does not update this device's copy. The copy is untouched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The link is another game's (its id differs): the page opens it as a new game.
    OtherGame,
    /// The link was sent by this device's own side: it is for the other player.
    FromThisSide,
    /// The same game id, but other rules, time limit, start or start time.
    TermsDiffer,
    /// The link's move (or its time) numbered `ply` (from 0) differs from this copy's.
    ChangesMove { ply: usize },
    /// The link holds `plies` fewer moves than this copy: it is an older one.
    Behind { plies: usize },
    /// The link adds moves the other side was not entitled to make: a move for this
    /// side, or more than one.
    NotTheirMove,
    /// The game is over on this device, and the link would change it.
    Over,
    /// The link agrees to a draw this side never offered (or offered before a move).
    NoDrawOffered,
    /// The link claims this side's time ran out, and by this device's clock it has
    /// not: it runs out at `deadline` (minutes since 1970), or never without a limit.
    TimeLeft { deadline: Option<u32> },
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::OtherGame => f.write_str("the link is another game's"),
            Refusal::FromThisSide => f.write_str("the link was sent from this side"),
            Refusal::TermsDiffer => f.write_str("the link's rules, time limit or start differ"),
            Refusal::ChangesMove { ply } => write!(f, "the link changes move {}", ply + 1),
            Refusal::Behind { plies } => write!(f, "the link is {plies} moves behind"),
            Refusal::NotTheirMove => f.write_str("the link plays a move that was not theirs"),
            Refusal::Over => f.write_str("the game is over"),
            Refusal::NoDrawOffered => f.write_str("the link accepts a draw never offered"),
            Refusal::TimeLeft { deadline: Some(d) } => {
                write!(f, "by this device's clock, time runs out at minute {d}")
            }
            Refusal::TimeLeft { deadline: None } => f.write_str("the game has no time limit"),
        }
    }
}

impl std::error::Error for Refusal {}

/// What a link that was taken changed, for the page to tell its player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Received {
    /// Moves added (0 or 1).
    pub moves: usize,
    /// Moves taken back, after this side asked.
    pub taken_back: usize,
    /// The other side's new offer.
    pub offer: Option<Offer>,
    /// The other side's answer to this side's offer.
    pub reply: Option<Reply>,
    /// How the other side ended the game.
    pub ending: Option<Ending>,
    /// The other side's name, when it changed.
    pub renamed: bool,
}

impl Received {
    /// Whether the link held nothing this copy did not have.
    pub fn is_nothing(&self) -> bool {
        *self == Received::default()
    }
}

impl Correspondence {
    /// A new game this device invites the other to, playing `mine`.
    pub fn new(terms: Terms, mine: Color, my_name: &str) -> Result<Correspondence, ActionError> {
        let mut names = [String::new(), String::new()];
        names[mine.index()] = sound_name(my_name)?;
        Ok(Correspondence {
            game: Game::from_position(terms.start.clone(), terms.rules),
            terms,
            names,
            times: Vec::new(),
            mine,
            offer: None,
            reply: None,
            ending: None,
        })
    }

    /// The copy of a device that opens `link` for the first time: it plays the side
    /// that did not send it.
    pub fn from_link(link: GameLink) -> Correspondence {
        let mut copy = Correspondence {
            game: replayed(&link),
            mine: !link.sender,
            offer: link.offer.map(|offer| (link.sender, offer)),
            reply: None,
            ending: None,
            terms: link.terms,
            names: link.names,
            times: link.times,
        };
        if let Some(ending) = link.ending {
            copy.end(!copy.mine, ending);
        }
        copy
    }

    /// The link to send the other side now.
    pub fn link(&self) -> GameLink {
        GameLink {
            terms: self.terms.clone(),
            names: self.names.clone(),
            moves: self.game.moves().to_vec(),
            times: self.times.clone(),
            sender: self.mine,
            offer: self.offer_by(self.mine),
            reply: self.reply,
            ending: self.ending_by(self.mine),
        }
    }

    /// The copy as text to store: the link this side would send, after one byte for
    /// what only the other side's links said (their open offer and their ending).
    pub fn to_text(&self) -> Result<String, LinkError> {
        let theirs = !self.mine;
        let offer = match self.offer_by(theirs) {
            None => 0,
            Some(Offer::Draw) => 1,
            Some(Offer::Takeback) => 2,
        };
        let ending = match self.ending_by(theirs) {
            None => 0,
            Some(Ending::Resigned) => 1,
            Some(Ending::DrawAgreed) => 2,
            Some(Ending::TimeClaimed) => 3,
        };
        let mut bytes = vec![offer | ending << 2];
        bytes.extend(self.link().to_bytes()?);
        Ok(base64url::encode(&bytes))
    }

    /// A copy stored by [`Correspondence::to_text`].
    pub fn from_text(text: &str) -> Result<Correspondence, LinkError> {
        let bytes = base64url::decode(text).map_err(LinkError::NotBase64)?;
        let (&theirs, link) = bytes
            .split_first()
            .ok_or(LinkError::CutShort(super::link::Field::Version))?;
        let their_offer = match theirs & 3 {
            0 => None,
            1 => Some(Offer::Draw),
            2 => Some(Offer::Takeback),
            _ => {
                return Err(LinkError::BadValue {
                    field: super::link::Field::Offer,
                    value: u32::from(theirs),
                })
            }
        };
        let their_ending = match theirs >> 2 {
            0 => None,
            1 => Some(Ending::Resigned),
            2 => Some(Ending::DrawAgreed),
            3 => Some(Ending::TimeClaimed),
            _ => {
                return Err(LinkError::BadValue {
                    field: super::link::Field::Ending,
                    value: u32::from(theirs),
                })
            }
        };
        let link = GameLink::from_bytes(link)?;
        let mine = link.sender;
        let mut copy = Correspondence {
            game: replayed(&link),
            offer: link
                .offer
                .map(|offer| (mine, offer))
                .or(their_offer.map(|offer| (!mine, offer))),
            reply: link.reply,
            ending: None,
            mine,
            terms: link.terms,
            names: link.names,
            times: link.times,
        };
        if let Some(ending) = link.ending {
            copy.end(mine, ending);
        } else if let Some(ending) = their_ending {
            copy.end(!mine, ending);
        }
        Ok(copy)
    }

    pub fn terms(&self) -> &Terms {
        &self.terms
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The side this device plays.
    pub fn mine(&self) -> Color {
        self.mine
    }

    /// Red's and Black's names, by [`Color::index`].
    pub fn names(&self) -> &[String; 2] {
        &self.names
    }

    /// When each move was made, with a time limit.
    pub fn times(&self) -> &[u32] {
        &self.times
    }

    /// The offer waiting for an answer, and who made it.
    pub fn offer(&self) -> Option<(Color, Offer)> {
        self.offer
    }

    /// The resignation, agreed draw or claim on time that ended the game, and who made it.
    pub fn ending(&self) -> Option<(Color, Ending)> {
        self.ending
    }

    pub fn status(&self) -> Status {
        if self.game.outcome().is_some() {
            Status::Over
        } else if self.game.position().turn() == self.mine {
            Status::YourMove
        } else {
            Status::TheirMove
        }
    }

    /// When the side to move's time for this move runs out (minutes since 1970): never
    /// (`None`) without a time limit or once the game is over.
    pub fn deadline(&self) -> Option<u32> {
        let minutes = self.terms.minutes_per_move()?;
        if self.game.outcome().is_some() {
            return None;
        }
        let since = self.times.last().copied().unwrap_or(self.terms.started);
        Some(since.saturating_add(minutes))
    }

    pub fn set_name(&mut self, name: &str) -> Result<(), ActionError> {
        self.names[self.mine.index()] = sound_name(name)?;
        Ok(())
    }

    /// Plays this side's move at `now` (minutes since 1970). An offer of the other side's
    /// waiting for an answer is declined by it; a takeback this side asked for lapses.
    pub fn play(&mut self, m: Move, now: u32) -> Result<(), ActionError> {
        if self.game.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        if self.game.position().turn() != self.mine {
            return Err(ActionError::NotYourMove);
        }
        self.game
            .play(m)
            .map_err(|refused| ActionError::Illegal(refused.reason))?;
        if self.terms.days_per_move > 0 {
            // A device clock set back never makes a move earlier than the one before.
            let before = self.times.last().copied().unwrap_or(self.terms.started);
            self.times.push(now.max(before));
        }
        match self.offer {
            Some((side, Offer::Draw)) if side != self.mine => {
                self.reply = Some(Reply::DrawDeclined);
                self.offer = None;
            }
            Some((side, Offer::Takeback)) => {
                if side != self.mine {
                    self.reply = Some(Reply::TakebackRefused);
                }
                self.offer = None;
            }
            _ => {}
        }
        Ok(())
    }

    /// Offers a draw, which travels with this side's next link.
    pub fn offer_draw(&mut self) -> Result<(), ActionError> {
        self.make_offer(Offer::Draw)
    }

    /// Asks to take back this side's last move (and the reply to it, if made).
    pub fn ask_takeback(&mut self) -> Result<(), ActionError> {
        if self.takeback_length(self.mine).is_none() {
            return Err(ActionError::NothingToTakeBack);
        }
        self.make_offer(Offer::Takeback)
    }

    fn make_offer(&mut self, offer: Offer) -> Result<(), ActionError> {
        if self.game.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        if matches!(self.offer, Some((side, _)) if side != self.mine) {
            return Err(ActionError::AnswerFirst);
        }
        self.offer = Some((self.mine, offer));
        Ok(())
    }

    /// Accepts or declines the other side's offer.
    pub fn answer(&mut self, accept: bool) -> Result<(), ActionError> {
        let theirs = !self.mine;
        let offer = self.offer_by(theirs).ok_or(ActionError::NoOffer)?;
        if self.game.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        self.offer = None;
        match (offer, accept) {
            (Offer::Draw, true) => self.end(self.mine, Ending::DrawAgreed),
            (Offer::Draw, false) => self.reply = Some(Reply::DrawDeclined),
            (Offer::Takeback, true) => {
                self.take_back_to(self.takeback_length(theirs).unwrap_or(0));
                self.reply = Some(Reply::TakebackGranted);
            }
            (Offer::Takeback, false) => self.reply = Some(Reply::TakebackRefused),
        }
        Ok(())
    }

    pub fn resign(&mut self) -> Result<(), ActionError> {
        if self.game.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        self.end(self.mine, Ending::Resigned);
        Ok(())
    }

    /// Claims the game because the other side, to move, let its time run out by `now`.
    pub fn claim_time(&mut self, now: u32) -> Result<(), ActionError> {
        if self.game.outcome().is_some() {
            return Err(ActionError::GameOver);
        }
        let deadline = self.deadline().ok_or(ActionError::NoTimeLimit)?;
        if self.game.position().turn() == self.mine {
            return Err(ActionError::NotYourMove);
        }
        if now < deadline {
            return Err(ActionError::TimeLeft { deadline });
        }
        self.end(self.mine, Ending::TimeClaimed);
        Ok(())
    }

    /// Takes `link`, sent by the other side, at `now` (minutes since 1970, by this
    /// device's clock), if it extends this copy by what the other side was entitled to
    /// do; otherwise refuses it and changes nothing.
    pub fn receive(&mut self, link: &GameLink, now: u32) -> Result<Received, Refusal> {
        if link.terms.id != self.terms.id {
            return Err(Refusal::OtherGame);
        }
        if link.sender == self.mine {
            return Err(Refusal::FromThisSide);
        }
        if !link.terms.same_as(&self.terms) {
            return Err(Refusal::TermsDiffer);
        }
        let theirs = link.sender;
        let ours = self.game.moves();
        let before = ours.len();
        let shared = ours.len().min(link.moves.len());
        let agree = (0..shared)
            .take_while(|&i| ours[i] == link.moves[i] && self.times.get(i) == link.times.get(i))
            .count();
        if agree < shared {
            return Err(Refusal::ChangesMove { ply: agree });
        }
        let renamed = link.names[theirs.index()] != self.names[theirs.index()];
        if self.game.outcome().is_some() {
            // A link that changes nothing but the sender's name is no news for a game
            // that is over; anything else would change its result.
            let same_ending = link.ending.is_none() || link.ending == self.ending_by(theirs);
            if link.moves.len() != ours.len() || !same_ending {
                return Err(Refusal::Over);
            }
            self.names[theirs.index()] = link.names[theirs.index()].clone();
            return Ok(Received {
                renamed,
                ..Received::default()
            });
        }

        // Check everything first, then change the copy.
        let mut taken_back = 0;
        let mut added = None;
        if link.moves.len() < ours.len() {
            let granted = self.offer == Some((self.mine, Offer::Takeback))
                && link.reply == Some(Reply::TakebackGranted)
                && self.takeback_length(self.mine) == Some(link.moves.len());
            if !granted {
                return Err(Refusal::Behind {
                    plies: ours.len() - link.moves.len(),
                });
            }
            taken_back = ours.len() - link.moves.len();
        } else if link.moves.len() > ours.len() {
            if link.moves.len() > ours.len() + 1 || self.game.position().turn() != theirs {
                return Err(Refusal::NotTheirMove);
            }
            added = Some(link.moves[ours.len()]);
        }
        match link.ending {
            Some(Ending::DrawAgreed)
                if added.is_some() || self.offer != Some((self.mine, Offer::Draw)) =>
            {
                return Err(Refusal::NoDrawOffered);
            }
            Some(Ending::TimeClaimed) => {
                let deadline = self.deadline();
                let out_of_time = added.is_none()
                    && taken_back == 0
                    && self.game.position().turn() == self.mine
                    && deadline.is_some_and(|d| now >= d);
                if !out_of_time {
                    return Err(Refusal::TimeLeft { deadline });
                }
            }
            _ => {}
        }

        // Their answer to this side's offer, if it answers the one waiting.
        let answered = match (link.reply, self.offer_by(self.mine)) {
            (Some(Reply::DrawDeclined), Some(Offer::Draw))
            | (Some(Reply::TakebackRefused | Reply::TakebackGranted), Some(Offer::Takeback)) => {
                link.reply
            }
            _ => None,
        };

        let mut received = Received {
            renamed,
            taken_back,
            reply: answered,
            ..Received::default()
        };
        if taken_back > 0 {
            self.take_back_to(link.moves.len());
        }
        if let Some(m) = added {
            if self.game.play(m).is_err() {
                // The link's own replay found the move legal after the same moves, and
                // this copy is not over, so this is never reached; refuse rather than
                // trust it.
                return Err(Refusal::Over);
            }
            if let Some(&time) = link.times.get(before) {
                self.times.push(time);
            }
            received.moves = 1;
            // This side's answer went with its last link, which they have now seen.
            self.reply = None;
        }
        self.names[theirs.index()] = link.names[theirs.index()].clone();
        // An answer, or a move, settles this side's offer: a move declines a draw
        // offer and refuses a takeback.
        if answered.is_some() || added.is_some() {
            self.offer = self.offer.filter(|&(side, _)| side != self.mine);
        }
        if let Some(ending) = link.ending {
            self.end(theirs, ending);
            received.ending = Some(ending);
        } else {
            // An offer of theirs stands as long as their links carry it; a new one
            // replaces any other.
            let offer = link
                .offer
                .filter(|&o| o == Offer::Draw || self.takeback_length(theirs).is_some());
            let was = self.offer_by(theirs);
            if let Some(o) = offer {
                self.offer = Some((theirs, o));
            } else if was.is_some() {
                self.offer = None;
            }
            if offer != was {
                received.offer = offer;
            }
        }
        Ok(received)
    }

    fn offer_by(&self, side: Color) -> Option<Offer> {
        self.offer
            .filter(|&(by, _)| by == side)
            .map(|(_, offer)| offer)
    }

    fn ending_by(&self, side: Color) -> Option<Ending> {
        self.ending
            .filter(|&(by, _)| by == side)
            .map(|(_, ending)| ending)
    }

    /// Ends the game as `by` did with `ending`.
    fn end(&mut self, by: Color, ending: Ending) {
        match ending {
            Ending::Resigned => self.game.resign(by),
            Ending::DrawAgreed => self.game.agree_draw(),
            // The side to move, the other, ran out of time.
            Ending::TimeClaimed => self.game.flag_fall(),
        }
        self.ending = Some((by, ending));
        self.offer = None;
    }

    /// The number of moves the game would keep if `side` took back its last move (and
    /// the reply to it), or `None` if `side` has not moved.
    fn takeback_length(&self, side: Color) -> Option<usize> {
        let first = self.terms.start.turn();
        (0..self.game.moves().len())
            .rev()
            .find(|&ply| if ply % 2 == 0 { first } else { !first } == side)
    }

    fn take_back_to(&mut self, length: usize) {
        while self.game.moves().len() > length {
            self.game.undo();
        }
        self.times.truncate(length.min(self.times.len()));
    }
}

/// The game `link` holds, with its moves: all legal, as reading the link checked.
fn replayed(link: &GameLink) -> Game {
    Game::replay(link.terms.start.clone(), &link.moves, link.terms.rules)
        .unwrap_or_else(|refused| refused.played)
}

fn sound_name(name: &str) -> Result<String, ActionError> {
    let name = name.trim();
    match name_is_sound(name) {
        true => Ok(name.to_owned()),
        false => Err(ActionError::BadName),
    }
}
