//! `xiangqi-relay`: the WebSocket relay live games with a friend pass through.
//! Plain `ws://`; put it behind a TLS proxy for `wss://` (docs/deploy.md).

use std::net::IpAddr;
use std::process::ExitCode;

use tokio::net::TcpListener;
use xiangqi_relay::{Config, Relay};

const USAGE: &str = "\
usage: xiangqi-relay [--port N] [--bind ADDR] [--allowed-origin ORIGIN]...
                     [--trust-forwarded-for] [--rooms-per-address N] [--max-rooms N]

  --port N                 the port to listen on (default 8091)
  --bind ADDR              the address to listen on (default 127.0.0.1)
  --allowed-origin ORIGIN  serve only pages from this origin, e.g. https://xiangqi.example
                           (may be given more than once; without it, any page may connect)
  --trust-forwarded-for    count rooms per address by X-Forwarded-For's last entry
                           (only behind a proxy that sets it)
  --rooms-per-address N    rooms one address may hold open (default 20)
  --max-rooms N            rooms the relay holds at most (default 100000)";

struct Options {
    bind: IpAddr,
    port: u16,
    config: Config,
}

fn options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        bind: IpAddr::from([127, 0, 0, 1]),
        port: 8091,
        config: Config::default(),
    };
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        let mut value = |what: &str| {
            args.next()
                .ok_or_else(|| format!("{flag} needs {what}"))
                .cloned()
        };
        match flag.as_str() {
            "--port" => options.port = number(&value("a port number")?)?,
            "--bind" => {
                let text = value("an address")?;
                options.bind = text
                    .parse()
                    .map_err(|_| format!("'{text}' is not an IP address"))?;
            }
            "--allowed-origin" => options.config.allowed_origins.push(value("an origin")?),
            "--trust-forwarded-for" => options.config.trust_forwarded_for = true,
            "--rooms-per-address" => {
                options.config.rooms_per_address = number(&value("a number")?)?
            }
            "--max-rooms" => options.config.max_rooms = number(&value("a number")?)?,
            "-h" | "--help" => return Err(USAGE.into()),
            other => return Err(format!("unknown option '{other}'\n{USAGE}")),
        }
    }
    Ok(options)
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("'{text}' is not a number in range"))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let options = match options(&args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::from(2);
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => {
            eprintln!("cannot start: {error}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(run(options))
}

async fn run(options: Options) -> ExitCode {
    let listener = match TcpListener::bind((options.bind, options.port)).await {
        Ok(listener) => listener,
        Err(error) => {
            eprintln!(
                "cannot listen on {}:{}: {error}",
                options.bind, options.port
            );
            return ExitCode::FAILURE;
        }
    };
    let address = listener
        .local_addr()
        .map_or_else(|_| "?".into(), |a| a.to_string());
    println!("relay on ws://{address}/room/<room>?seat=<key> (Ctrl-C stops)");
    if options.config.allowed_origins.is_empty() {
        println!("any page may connect: --allowed-origin limits it to your site");
    }
    // A socket a player: the usual soft limit of 1,024 would hold 500 games.
    let files = xiangqi_relay::raise_open_files(1 << 20);
    if files < 4096 {
        println!(
            "only {files} open files allowed: about {} rooms at once",
            files / 2
        );
    }
    let relay = Relay::new(options.config);
    tokio::select! {
        served = relay.serve(listener) => {
            if let Err(error) = served {
                eprintln!("the listener failed: {error}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        _ = tokio::signal::ctrl_c() => ExitCode::SUCCESS,
    }
}

#[cfg(test)]
mod tests {
    use super::options;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn options_are_read_and_mistakes_named() {
        let read = options(&args(
            "--port 9000 --bind 0.0.0.0 --allowed-origin https://a.example \
             --allowed-origin https://b.example --trust-forwarded-for --rooms-per-address 5",
        ))
        .unwrap();
        assert_eq!(read.port, 9000);
        assert_eq!(read.bind.to_string(), "0.0.0.0");
        assert_eq!(read.config.allowed_origins.len(), 2);
        assert!(read.config.trust_forwarded_for);
        assert_eq!(read.config.rooms_per_address, 5);
        for (bad, says) in [
            ("--port 70000", "'70000' is not a number"),
            ("--port", "--port needs a port number"),
            ("--bind localhost", "not an IP address"),
            ("--verbose", "unknown option '--verbose'"),
        ] {
            let error = options(&args(bad)).err().unwrap();
            assert!(error.contains(says), "{bad}: {error}");
        }
    }
}
