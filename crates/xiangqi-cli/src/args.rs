//! A small command-line parser: `--name value`, `--name=value`, `--flag`, and
//! positional words. Each command declares the options it accepts, so anything
//! else is a usage error rather than being silently ignored.

use std::str::FromStr;

use crate::error::{CliError, CliResult};

/// One option a command accepts.
pub struct Opt {
    /// The name without dashes: `fen` for `--fen`.
    pub name: &'static str,
    /// `Some("N")` when the option takes a value (shown as `--depth N`), `None` for a flag.
    pub value: Option<&'static str>,
    pub help: &'static str,
}

/// The parsed command line of one command.
#[derive(Debug, Default)]
pub struct Args {
    options: Vec<(&'static str, Option<String>)>,
    positionals: Vec<String>,
}

impl Args {
    pub fn parse(argv: &[String], spec: &[Opt]) -> CliResult<Args> {
        let mut args = Args::default();
        let mut words = argv.iter();
        while let Some(word) = words.next() {
            let Some(body) = word.strip_prefix("--") else {
                args.positionals.push(word.clone());
                continue;
            };
            let (name, inline) = match body.split_once('=') {
                Some((n, v)) => (n, Some(v.to_string())),
                None => (body, None),
            };
            let opt = spec
                .iter()
                .find(|o| o.name == name)
                .ok_or_else(|| CliError::usage(format!("unknown option '--{name}'")))?;
            if args.options.iter().any(|(n, _)| *n == opt.name) {
                return Err(CliError::usage(format!("'--{name}' given twice")));
            }
            let value = match (opt.value, inline) {
                (None, None) => None,
                (None, Some(_)) => {
                    return Err(CliError::usage(format!("'--{name}' takes no value")));
                }
                (Some(_), Some(v)) => Some(v),
                (Some(meta), None) => Some(words.next().cloned().ok_or_else(|| {
                    CliError::usage(format!("'--{name}' needs a value: --{name} {meta}"))
                })?),
            };
            args.options.push((opt.name, value));
        }
        Ok(args)
    }

    pub fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| *n == name)
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.as_deref())
    }

    /// The value of `--name` parsed as `T`; a usage error when absent.
    pub fn required<T: FromStr>(&self, name: &str) -> CliResult<T>
    where
        T::Err: std::fmt::Display,
    {
        self.parsed(name)?
            .ok_or_else(|| CliError::usage(format!("'--{name}' is required")))
    }

    /// The value of `--name` parsed as `T`, if given.
    pub fn parsed<T: FromStr>(&self, name: &str) -> CliResult<Option<T>>
    where
        T::Err: std::fmt::Display,
    {
        self.value(name)
            .map(|v| {
                v.parse()
                    .map_err(|e| CliError::usage(format!("bad value '{v}' for '--{name}': {e}")))
            })
            .transpose()
    }

    pub fn positionals(&self) -> &[String] {
        &self.positionals
    }

    /// Fails when the command was given words it does not take.
    pub fn no_positionals(&self) -> CliResult {
        match self.positionals.first() {
            Some(w) => Err(CliError::usage(format!("unexpected argument '{w}'"))),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &[Opt] = &[
        Opt {
            name: "depth",
            value: Some("N"),
            help: "",
        },
        Opt {
            name: "divide",
            value: None,
            help: "",
        },
    ];

    fn parse(words: &[&str]) -> CliResult<Args> {
        let argv: Vec<String> = words.iter().map(|w| w.to_string()).collect();
        Args::parse(&argv, SPEC)
    }

    #[test]
    fn reads_values_flags_and_positionals() {
        let a = parse(&["--depth", "3", "--divide", "perft"]).unwrap();
        assert_eq!(a.parsed::<u32>("depth").unwrap(), Some(3));
        assert!(a.flag("divide"));
        assert_eq!(a.positionals(), ["perft".to_string()]);
        let a = parse(&["--depth=4"]).unwrap();
        assert_eq!(a.value("depth"), Some("4"));
        assert!(!a.flag("divide"));
    }

    #[test]
    fn rejects_unknown_repeated_and_valueless_options() {
        assert!(parse(&["--width", "3"]).is_err());
        assert!(parse(&["--depth", "3", "--depth", "4"]).is_err());
        assert!(parse(&["--depth"]).is_err());
        assert!(parse(&["--divide=yes"]).is_err());
        assert!(parse(&["--depth", "x"])
            .unwrap()
            .parsed::<u32>("depth")
            .is_err());
    }
}
