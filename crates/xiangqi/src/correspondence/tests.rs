//! Links written and read back, links refused, and two devices' copies passing links.

use super::link::VERSION;
use super::*;
use crate::engine::Rng;
use crate::testing::random_game;
use crate::{Color, Move, Position, Reason, RuleSet};

fn terms(days_per_move: u8) -> Terms {
    Terms {
        id: *b"0123456789abcdef",
        rules: RuleSet::Asian,
        days_per_move,
        start: Position::startpos(),
        started: 29_000_000,
    }
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

fn link_of(moves: Vec<Move>, days_per_move: u8) -> GameLink {
    let terms = terms(days_per_move);
    let times = match days_per_move {
        0 => Vec::new(),
        _ => (1..=moves.len() as u32)
            .map(|i| terms.started + 7 * i * i)
            .collect(),
    };
    GameLink {
        terms,
        names: ["Lin 林".into(), "Sam".into()],
        moves,
        times,
        sender: Color::Black,
        offer: Some(Offer::Draw),
        reply: Some(Reply::TakebackRefused),
        ending: None,
    }
}

fn same(a: &GameLink, b: &GameLink) -> bool {
    a.terms.same_as(&b.terms)
        && a.names == b.names
        && a.moves == b.moves
        && a.times == b.times
        && a.sender == b.sender
        && a.offer == b.offer
        && a.reply == b.reply
        && a.ending == b.ending
}

#[test]
fn random_games_of_up_to_300_plies_come_back_whole() {
    for seed in 1..=30 {
        for days in [0, 3] {
            let link = link_of(random_game(seed, 300), days);
            let text = link.to_text().unwrap();
            assert!(
                same(&GameLink::from_text(&text).unwrap(), &link),
                "seed {seed}"
            );
        }
    }
}

#[test]
fn a_150_ply_game_is_well_under_2000_characters() {
    // The figures docs/records.md states: the longest of 30 random 150-ply games is 256
    // characters, and 644 with times (two bytes a move: under 11 days after the last).
    let longest = |days| {
        (1..=30)
            .map(|seed| {
                link_of(random_game(seed, 150), days)
                    .to_text()
                    .unwrap()
                    .len()
            })
            .max()
            .unwrap()
    };
    assert!(longest(0) <= 260, "{}", longest(0));
    assert!(longest(3) <= 700, "{}", longest(3));
}

#[test]
fn another_start_position_travels_as_its_fen() {
    let mut link = link_of(vec![mv("e0e1")], 0);
    link.terms.start = Position::from_fen("3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1").unwrap();
    let back = GameLink::from_text(&link.to_text().unwrap()).unwrap();
    assert_eq!(back.terms.start.fen(), link.terms.start.fen());
    assert_eq!(back.moves, link.moves);
}

/// Every way bytes can be wrong gives its error, never a panic.
#[test]
fn malformed_links_are_refused_with_their_reason() {
    let good = link_of(vec![mv("h2e2"), mv("h9g7")], 1).to_bytes().unwrap();
    let with = |at: usize, value: u8| {
        let mut bytes = good.clone();
        bytes[at] = value;
        GameLink::from_bytes(&bytes).map(|_| ()).unwrap_err()
    };
    assert_eq!(with(0, VERSION + 1), LinkError::NewerVersion(VERSION + 1));
    assert_eq!(
        with(0, 158),
        LinkError::BadValue {
            field: Field::Version,
            value: 158
        }
    );
    assert_eq!(
        with(0, 0),
        LinkError::BadValue {
            field: Field::Version,
            value: 0
        }
    );
    assert_eq!(
        with(17, 2),
        LinkError::BadValue {
            field: Field::Rules,
            value: 2
        }
    );
    assert_eq!(
        with(19, 2),
        LinkError::BadValue {
            field: Field::Sender,
            value: 2
        }
    );
    assert_eq!(
        with(20, 3),
        LinkError::BadValue {
            field: Field::Offer,
            value: 3
        }
    );
    assert_eq!(
        with(21, 4),
        LinkError::BadValue {
            field: Field::Reply,
            value: 4
        }
    );
    assert_eq!(
        with(22, 4),
        LinkError::BadValue {
            field: Field::Ending,
            value: 4
        }
    );
    for len in 0..good.len() {
        assert!(
            matches!(
                GameLink::from_bytes(&good[..len]),
                Err(LinkError::CutShort(_))
            ),
            "cut to {len}"
        );
    }
    let mut longer = good.clone();
    longer.push(0);
    assert_eq!(
        GameLink::from_bytes(&longer).unwrap_err(),
        LinkError::LeftOver(1)
    );
    assert_eq!(
        GameLink::from_text(&"A".repeat(100_000)).unwrap_err(),
        LinkError::TooLong { chars: 100_000 }
    );
    assert!(matches!(
        GameLink::from_text("AQ+/"),
        Err(LinkError::NotBase64(Base64Error::Letter {
            at: 2,
            found: '+'
        }))
    ));
}

#[test]
fn an_index_past_the_legal_moves_is_refused() {
    let mut bytes = link_of(vec![mv("h2e2")], 0).to_bytes().unwrap();
    let last = bytes.len() - 1;
    bytes[last] = 44; // Red has 44 moves at the start: 0 to 43
    assert!(matches!(
        GameLink::from_bytes(&bytes),
        Err(LinkError::BadMoves(
            crate::notation::move_indices::MoveIndexError::OutOfRange {
                ply: 0,
                index: 44,
                legal: 44
            }
        ))
    ));
}

/// A random game that ends in checkmate, from the first seed that gives one.
fn mated_game() -> Vec<Move> {
    (1..)
        .map(|seed| random_game(seed, 300))
        .find(|moves| {
            let game = crate::Game::replay(Position::startpos(), moves, RuleSet::Asian).unwrap();
            game.outcome()
                .is_some_and(|o| o.reason == Reason::Checkmate)
        })
        .unwrap()
}

#[test]
fn a_move_after_the_end_is_refused() {
    // The mated side has no legal move, so index 0 is past the end of its moves.
    let moves = mated_game();
    let plies = moves.len();
    let mut bytes = link_of(moves, 0).to_bytes().unwrap();
    let mut count = Vec::new();
    link::push_varint(&mut count, plies as u32);
    let count_at = bytes.len() - plies - count.len();
    assert_eq!(bytes[count_at..count_at + count.len()], count);
    let mut more = Vec::new();
    link::push_varint(&mut more, plies as u32 + 1);
    bytes.splice(count_at..count_at + count.len(), more);
    bytes.push(0);
    assert!(matches!(
        GameLink::from_bytes(&bytes).unwrap_err(),
        LinkError::BadMoves(crate::notation::move_indices::MoveIndexError::OutOfRange {
            legal: 0,
            ..
        })
    ));
}

#[test]
fn a_move_after_a_draw_by_the_move_limit_is_refused() {
    // The 120th ply without a capture ends the game (docs/rules.md); Black cannot reply.
    let mut link = link_of(vec![mv("a0a1")], 0);
    link.terms.start = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 119 60").unwrap();
    let mut bytes = link.to_bytes().unwrap();
    let count_at = bytes.len() - 2;
    bytes[count_at] = 2;
    bytes.push(0);
    assert_eq!(
        GameLink::from_bytes(&bytes).unwrap_err(),
        LinkError::AfterEnd { ply: 1 }
    );
}

#[test]
fn names_with_control_characters_or_too_long_are_refused() {
    let mut link = link_of(vec![], 0);
    link.names[0] = "a\nb".into();
    assert_eq!(link.to_bytes().unwrap_err(), LinkError::BadName(Color::Red));
    link.names[0] = "象".repeat(11); // 33 bytes
    assert_eq!(link.to_bytes().unwrap_err(), LinkError::BadName(Color::Red));
    link.names[0] = "象".repeat(10);
    assert!(link.to_bytes().is_ok());
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng::new(61);
    let good = link_of(random_game(5, 40), 3).to_bytes().unwrap();
    for round in 0..20_000 {
        let state = rng.next_u64();
        let mut bytes = good.clone();
        // Change one to four bytes, or cut the link somewhere.
        for k in 0..=(state % 4) {
            let at = (state >> (8 + 8 * k)) as usize % bytes.len();
            bytes[at] = (state >> (40 + k)) as u8;
        }
        if round % 5 == 0 {
            bytes.truncate((state >> 20) as usize % bytes.len());
        }
        let _ = GameLink::from_bytes(&bytes);
        let _ = Correspondence::from_text(&base64url::encode(&bytes));
    }
}

// Two devices passing links.

const NOW: u32 = 29_000_100;

/// Sends `from`'s link to `to` through its text, as the address carries it.
fn send(from: &Correspondence, to: &mut Correspondence) -> Result<Received, Refusal> {
    let link = GameLink::from_text(&from.link().to_text().unwrap()).unwrap();
    to.receive(&link, NOW)
}

fn invite(days: u8) -> (Correspondence, Correspondence) {
    let red = Correspondence::new(terms(days), Color::Red, "Lin").unwrap();
    let link = GameLink::from_text(&red.link().to_text().unwrap()).unwrap();
    let black = Correspondence::from_link(link);
    (red, black)
}

#[test]
fn two_devices_play_to_mate_by_links() {
    let (mut red, mut black) = invite(0);
    assert_eq!(black.mine(), Color::Black);
    assert_eq!(black.names()[0], "Lin");
    assert_eq!(black.status(), Status::TheirMove);
    black.set_name("Sam").unwrap();
    let moves = mated_game();
    let mut links = Vec::new();
    for (ply, &m) in moves.iter().enumerate() {
        let (mover, other) = match ply % 2 {
            0 => (&mut red, &mut black),
            _ => (&mut black, &mut red),
        };
        assert_eq!(mover.status(), Status::YourMove);
        assert_eq!(other.status(), Status::TheirMove);
        mover.play(m, NOW).unwrap();
        links.push(mover.link());
        assert_eq!(send(mover, other).unwrap().moves, 1);
    }
    assert_eq!(red.status(), Status::Over);
    assert_eq!(black.status(), Status::Over);
    assert_eq!(red.game().outcome(), black.game().outcome());
    assert_eq!(red.names()[1], "Sam");
    // The last link again is no news; an earlier one would change a finished game.
    let receiver = match moves.len() % 2 {
        1 => &mut black,
        _ => &mut red,
    };
    assert!(receiver
        .receive(&links[links.len() - 1], NOW)
        .unwrap()
        .is_nothing());
    assert_eq!(
        receiver.receive(&links[links.len() - 3], NOW),
        Err(Refusal::Over)
    );
}

#[test]
fn a_stale_link_a_changed_move_and_a_move_out_of_turn_are_refused() {
    let (mut red, mut black) = invite(0);
    red.play(mv("h2e2"), NOW).unwrap();
    let first = red.clone();
    send(&red, &mut black).unwrap();
    black.play(mv("h9g7"), NOW).unwrap();
    send(&black, &mut red).unwrap();
    red.play(mv("h0g2"), NOW).unwrap();
    send(&red, &mut black).unwrap();

    // The first link again: two moves behind Black's copy.
    assert_eq!(send(&first, &mut black), Err(Refusal::Behind { plies: 2 }));
    // A link whose first move is another.
    let mut changed = red.link();
    changed.moves[0] = mv("b2e2");
    let changed = GameLink::from_bytes(&changed.to_bytes().unwrap()).unwrap();
    let before = black.to_text().unwrap();
    assert_eq!(
        black.receive(&changed, NOW),
        Err(Refusal::ChangesMove { ply: 0 })
    );
    // Red adds a move for Black.
    let mut extra = red.link();
    extra.moves.push(mv("b9c7"));
    assert_eq!(black.receive(&extra, NOW), Err(Refusal::NotTheirMove));
    // Red plays twice in a row.
    let mut twice = red.clone();
    assert_eq!(twice.play(mv("i0h0"), NOW), Err(ActionError::NotYourMove));
    // Black's own link, opened on Black's device.
    assert_eq!(send(&black, &mut black.clone()), Err(Refusal::FromThisSide));
    // Another game's link.
    let other = Correspondence::new(
        Terms {
            id: [7; 16],
            ..terms(0)
        },
        Color::Red,
        "",
    )
    .unwrap();
    assert_eq!(send(&other, &mut black), Err(Refusal::OtherGame));
    // Nothing refused changed Black's copy.
    assert_eq!(black.to_text().unwrap(), before);
}

#[test]
fn resigning_ends_both_copies() {
    let (mut red, mut black) = invite(0);
    red.play(mv("h2e2"), NOW).unwrap();
    send(&red, &mut black).unwrap();
    black.resign().unwrap();
    let received = send(&black, &mut red).unwrap();
    assert_eq!(received.ending, Some(Ending::Resigned));
    let outcome = red.game().outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Color::Red), Reason::Resignation)
    );
    assert_eq!(black.game().outcome(), red.game().outcome());
    assert_eq!(red.play(mv("b2e2"), NOW), Err(ActionError::GameOver));
}

#[test]
fn a_draw_offer_travels_with_a_move_and_is_accepted_or_declined() {
    let (mut red, mut black) = invite(0);
    red.play(mv("h2e2"), NOW).unwrap();
    red.offer_draw().unwrap();
    assert_eq!(send(&red, &mut black).unwrap().offer, Some(Offer::Draw));
    assert_eq!(black.offer(), Some((Color::Red, Offer::Draw)));

    // Declined by a move.
    let mut declined = black.clone();
    let mut red_declined = red.clone();
    declined.play(mv("h9g7"), NOW).unwrap();
    let received = send(&declined, &mut red_declined).unwrap();
    assert_eq!(received.reply, Some(Reply::DrawDeclined));
    assert_eq!(red_declined.offer(), None);

    // Accepted.
    black.answer(true).unwrap();
    let received = send(&black, &mut red).unwrap();
    assert_eq!(received.ending, Some(Ending::DrawAgreed));
    assert_eq!(red.game().outcome().unwrap().reason, Reason::Agreement);
    assert_eq!(red.game().outcome(), black.game().outcome());

    // A draw accepted that was never offered is refused.
    let (mut red, mut black) = invite(0);
    red.play(mv("h2e2"), NOW).unwrap();
    send(&red, &mut black).unwrap();
    let mut forged = black.link();
    forged.ending = Some(Ending::DrawAgreed);
    assert_eq!(red.receive(&forged, NOW), Err(Refusal::NoDrawOffered));
    assert_eq!(red.game().outcome(), None);
}

#[test]
fn a_takeback_asked_is_granted_or_refused() {
    let (mut red, mut black) = invite(0);
    red.play(mv("h2e2"), NOW).unwrap();
    send(&red, &mut black).unwrap();
    black.play(mv("h9g7"), NOW).unwrap();
    send(&black, &mut red).unwrap();
    // Black regrets its move before Red replies.
    black.ask_takeback().unwrap();
    assert_eq!(send(&black, &mut red).unwrap().offer, Some(Offer::Takeback));

    let mut refused_red = red.clone();
    let mut refused_black = black.clone();
    refused_red.answer(false).unwrap();
    assert_eq!(
        send(&refused_red, &mut refused_black).unwrap().reply,
        Some(Reply::TakebackRefused)
    );
    assert_eq!(refused_black.game().moves().len(), 2);

    red.answer(true).unwrap();
    assert_eq!(red.game().moves().len(), 1);
    let received = send(&red, &mut black).unwrap();
    assert_eq!(
        (received.taken_back, received.reply),
        (1, Some(Reply::TakebackGranted))
    );
    assert_eq!(black.game().moves(), red.game().moves());
    assert_eq!(black.status(), Status::YourMove);
    // The shorter link, without a takeback asked, is just old.
    let mut old = red.clone();
    old.play(mv("h0g2"), NOW).ok(); // not Red's move: nothing changes
    assert_eq!(old.game().moves().len(), 1);
}

#[test]
fn time_runs_out_only_by_the_receivers_clock_too() {
    let (mut red, mut black) = invite(1);
    red.play(mv("h2e2"), NOW).unwrap();
    send(&red, &mut black).unwrap();
    let deadline = NOW + 24 * 60;
    assert_eq!(red.deadline(), Some(deadline));
    assert_eq!(
        red.claim_time(deadline - 1),
        Err(ActionError::TimeLeft { deadline })
    );
    red.claim_time(deadline).unwrap();
    let link = red.link();
    // Black's clock says a minute is left: refused.
    assert_eq!(
        black.receive(&link, deadline - 1),
        Err(Refusal::TimeLeft {
            deadline: Some(deadline)
        })
    );
    let received = black.receive(&link, deadline).unwrap();
    assert_eq!(received.ending, Some(Ending::TimeClaimed));
    let outcome = black.game().outcome().unwrap();
    assert_eq!(
        (outcome.winner, outcome.reason),
        (Some(Color::Red), Reason::Timeout)
    );
}

#[test]
fn a_stored_copy_comes_back_whole() {
    let (mut red, mut black) = invite(3);
    red.play(mv("h2e2"), NOW).unwrap();
    red.offer_draw().unwrap();
    send(&red, &mut black).unwrap();
    let text = black.to_text().unwrap();
    let back = Correspondence::from_text(&text).unwrap();
    assert_eq!(back.mine(), Color::Black);
    assert_eq!(back.offer(), Some((Color::Red, Offer::Draw)));
    assert_eq!(back.game().moves(), black.game().moves());
    assert_eq!(back.times(), black.times());
    assert_eq!(back.to_text().unwrap(), text);
    black.resign().unwrap();
    send(&black, &mut red).unwrap();
    let back = Correspondence::from_text(&red.to_text().unwrap()).unwrap();
    assert_eq!(back.ending(), Some((Color::Black, Ending::Resigned)));
    assert_eq!(back.game().outcome(), red.game().outcome());
}
