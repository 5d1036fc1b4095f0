//! Closed sets of names that scripts, the command line and the page read and write: rule
//! sets, notations, outcome reasons, why a move is refused. One [`keywords!`] declaration
//! gives such an enum its stable ids and everything derived from them: `ALL`, `IDS`,
//! `as_str`, `Display` (the id) and `FromStr` with one error type, [`UnknownKeyword`].

use std::fmt;

/// A name that is none of a keyword set's ids.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownKeyword {
    /// What was being read, such as `rule set`.
    pub kind: &'static str,
    /// The text as given.
    pub text: String,
    /// The ids that would have been accepted.
    pub expected: &'static [&'static str],
}

impl fmt::Display for UnknownKeyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} '{}' (expected ", self.kind, self.text)?;
        for (i, id) in self.expected.iter().enumerate() {
            let joint = match i {
                0 => "",
                _ if i + 1 == self.expected.len() => " or ",
                _ => ", ",
            };
            write!(f, "{joint}{id}")?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownKeyword {}

/// The index in `ids` of `text`, read without regard to case or surrounding space.
pub(crate) fn lookup(
    text: &str,
    kind: &'static str,
    ids: &'static [&'static str],
) -> Result<usize, UnknownKeyword> {
    let wanted = text.trim().to_ascii_lowercase();
    ids.iter()
        .position(|id| *id == wanted)
        .ok_or_else(|| UnknownKeyword {
            kind,
            text: text.to_string(),
            expected: ids,
        })
}

/// Declares an enum whose values each have a stable id:
///
/// ```text
/// keywords! {
///     /// Docs of the enum.
///     #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
///     pub enum RuleSet("rule set") {
///         Asian = "asian",
///         Casual = "casual",
///     }
/// }
/// ```
///
/// The variants carry no explicit discriminants, so a value's position in `ALL` is its
/// discriminant, and `as_str` is a table lookup.
macro_rules! keywords {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident($kind:literal) {
            $( $(#[$variant_meta:meta])* $variant:ident = $id:literal, )+
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$variant_meta])* $variant, )+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: [$name; [$($id),+].len()] = [$($name::$variant),+];
            /// The id of each value of `ALL`, in the same order.
            pub const IDS: [&'static str; [$($id),+].len()] = [$($id),+];

            /// The stable id, as `FromStr` reads it.
            pub const fn as_str(self) -> &'static str {
                $name::IDS[self as usize]
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::keyword::UnknownKeyword;
            fn from_str(text: &str) -> Result<$name, $crate::keyword::UnknownKeyword> {
                $crate::keyword::lookup(text, $kind, &$name::IDS).map(|i| $name::ALL[i])
            }
        }
    };
}

pub(crate) use keywords;

#[cfg(test)]
mod tests {
    keywords! {
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        enum Speed("speed") {
            Slow = "slow",
            Medium = "medium",
            Fast = "fast",
        }
    }

    #[test]
    fn ids_round_trip_and_read_without_case_or_space() {
        for speed in Speed::ALL {
            assert_eq!(speed.as_str().parse::<Speed>(), Ok(speed));
            assert_eq!(speed.to_string(), speed.as_str());
        }
        assert_eq!(" FAST ".parse::<Speed>(), Ok(Speed::Fast));
        assert_eq!(Speed::IDS, ["slow", "medium", "fast"]);
    }

    #[test]
    fn an_unknown_name_lists_the_ones_that_would_do() {
        let error = "warp".parse::<Speed>().unwrap_err();
        assert_eq!(error.kind, "speed");
        assert_eq!(error.text, "warp");
        assert_eq!(
            error.to_string(),
            "unknown speed 'warp' (expected slow, medium or fast)"
        );
    }
}
