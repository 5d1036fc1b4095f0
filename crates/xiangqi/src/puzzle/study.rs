//! Classic endgame studies (残局) from the old manuals (`studies.tsv`): a position, the
//! side the player takes, what that side achieves (a win, or holding a draw), and the
//! manual's main line. On the page the engine defends; the study is won when its result
//! is reached under our rules. `xiangqi puzzles verify` checks each one with the engine.

use super::shipped::{built_in, line_from, rows};
use crate::{Color, Move, Position};

/// What the player's side achieves in a study.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    Win,
    /// Hold the draw: the game ends drawn by the rules, never lost.
    Draw,
}

/// A classic endgame study.
#[derive(Clone, Debug)]
pub struct Study {
    pub id: &'static str,
    /// The manual it comes from, by its Chinese name (适情雅趣, 橘中秘).
    pub manual: &'static str,
    /// Its traditional title in the manual, in simplified characters.
    pub title: &'static str,
    /// The same title in traditional characters.
    pub title_hant: &'static str,
    /// Our English translation of what the title says.
    pub title_en: &'static str,
    pub start: Position,
    pub player: Color,
    pub goal: Goal,
    /// The manual's main line from the start, both sides alternating.
    pub line: Vec<Move>,
    /// The record it was read from.
    pub source: &'static str,
}

/// Every shipped study, in the file's order.
pub fn studies() -> Vec<Study> {
    built_in(rows(include_str!("studies.tsv"), "studies.tsv", entry))
}

fn entry(row: &'static str) -> Result<Study, String> {
    let [id, manual, title, title_hant, title_en, fen, player, goal, moves, source] =
        row.split('\t').collect::<Vec<_>>()[..]
    else {
        return Err(
            "expected ID, manual, three titles (simplified, traditional, English), FEN, side, result, line and source"
                .into(),
        );
    };
    if title_en.is_empty() || !title_en.is_ascii() {
        return Err(format!("'{title_en}' is not an English title"));
    }
    let start = Position::from_fen(fen).map_err(|e| e.to_string())?;
    let player = match player {
        "red" => Color::Red,
        "black" => Color::Black,
        _ => return Err(format!("'{player}' is not a side")),
    };
    let goal = match goal {
        "win" => Goal::Win,
        "draw" => Goal::Draw,
        _ => return Err(format!("'{goal}' is not a result (win or draw)")),
    };
    let line = line_from(&start, moves)?;
    if line.is_empty() {
        return Err("a study has a main line".into());
    }
    Ok(Study {
        id,
        manual,
        title,
        title_hant,
        title_en,
        start,
        player,
        goal,
        line,
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_study_reads_with_a_unique_id_and_position() {
        let all = studies();
        assert!(all.len() >= 100, "{} studies", all.len());
        let ids: HashSet<_> = all.iter().map(|s| s.id).collect();
        let fens: HashSet<_> = all.iter().map(|s| s.start.fen()).collect();
        assert_eq!(ids.len(), all.len(), "ids are unique");
        assert_eq!(fens.len(), all.len(), "positions are unique");
        let english: HashSet<_> = all.iter().map(|s| s.title_en).collect();
        assert_eq!(
            english.len(),
            all.len(),
            "English titles tell the studies apart"
        );
        assert!(all.iter().any(|s| s.goal == Goal::Draw));
        assert!(all.iter().any(|s| s.player == Color::Black));
    }

    #[test]
    fn a_bad_row_is_named() {
        let row = "s1\tm\tt\tt\tT\t4k4/R8/9/9/9/9/9/9/9/R2K5 w - - 0 1\tblue\twin\ta8a7\tx";
        assert!(entry(row).unwrap_err().contains("not a side"));
        let row = "s1\tm\tt\tt\tT\t4k4/R8/9/9/9/9/9/9/9/R2K5 w - - 0 1\tred\tlose\ta8a7\tx";
        assert!(entry(row).unwrap_err().contains("not a result"));
        let row = "s1\tm\tt\tt\tT\t4k4/R8/9/9/9/9/9/9/9/R2K5 w - - 0 1\tred\twin\ta0b9\tx";
        assert!(entry(row).unwrap_err().contains("cannot be played"));
        let row = "s1\tm\tt\tt\t车\t4k4/R8/9/9/9/9/9/9/9/R2K5 w - - 0 1\tred\twin\ta8a7\tx";
        assert!(entry(row).unwrap_err().contains("not an English title"));
    }
}
