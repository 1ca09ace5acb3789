//! `shudu serve` (with the `serve` feature): binds the address, prints the page's URL —
//! with the puzzle given, if any, in its fragment (`/#p=<81-character line>`, or
//! `/#v=<JSON>` for another board: `shudu_serve::page_fragment`), which the page opens —
//! and runs the `shudu-serve` crate's server until Ctrl-C or SIGTERM. With
//! `--lan` it listens on every interface and prints each network address's URL with a
//! QR code a phone can scan; `--open` starts the system's browser on the page.
//! `--workers` and `--queue` size the server's admission control (`shudu-serve`'s
//! `admission.rs`), `--max-connections` its cap on open connections (`listen.rs`).

use shudu::words::Served;
use std::io::Write;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener};
use std::time::Duration;

use shudu::variant::{BoardOptions, read_one_board};
use shudu::words::{CommandError, ServerStep};

use crate::batch::Summary;
use crate::cli::{ServeArgs, error, lang};
use crate::input;

/// Why the server cannot be set up, at `step`.
fn server_error(step: ServerStep, e: &std::io::Error) -> anyhow::Error {
    error(CommandError::Server(step, e))
}

/// The page's URL at `addr`, opening the puzzle of `fragment` if there is one.
fn page_url(addr: SocketAddr, fragment: Option<&str>) -> String {
    format!("http://{addr}/{}", fragment.unwrap_or_default())
}

/// Starts the system's browser on `url`; a failure is reported, not fatal.
fn open_browser(url: &str) {
    let (program, args): (&str, Vec<&str>) = if cfg!(target_os = "macos") {
        ("open", vec![url])
    } else if cfg!(windows) {
        ("cmd", vec!["/C", "start", "", url])
    } else {
        ("xdg-open", vec![url])
    };
    match std::process::Command::new(program).args(&args).spawn() {
        // Reaped on a thread of its own, so the opener leaves no zombie behind.
        Ok(mut child) => {
            let url = url.to_owned();
            std::thread::spawn(move || match child.wait() {
                Ok(status) if !status.success() => {
                    eprintln!(
                        "shudu: {program} could not open the page ({status}); open {url} yourself"
                    );
                }
                _ => {}
            });
        }
        Err(err) => {
            eprintln!("shudu: cannot start {program} to open the page ({err}); open {url} yourself")
        }
    }
}

/// Prints the page's URL, and with `host` unspecified (every interface) each network
/// address's URL and QR code.
fn announce(
    out: &mut dyn Write,
    url: &str,
    host: IpAddr,
    port: u16,
    puzzle: Option<&str>,
) -> anyhow::Result<()> {
    let lang = crate::cli::lang();
    writeln!(out, "{}", Served::At(url).words_in(lang))?;
    if host.is_unspecified() {
        let addresses = shudu_serve::lan_addresses();
        if addresses.is_empty() {
            writeln!(out, "{}", Served::NoNetwork.words_in(lang))?;
        }
        for ip in addresses {
            let lan_url = page_url(SocketAddr::new(ip, port), puzzle);
            writeln!(out, "{}", Served::Network(&lan_url).words_in(lang))?;
            if let Some(code) = shudu_serve::qr_code(&lan_url) {
                write!(out, "{code}")?;
            }
        }
    }
    writeln!(out, "{}", Served::Stop.words_in(lang))?;
    out.flush()?;
    Ok(())
}

pub fn run(args: &ServeArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    let puzzle = match &args.puzzle {
        Some(arg) => {
            let (text, source) = input::read_text(Some(arg))?;
            let entry = read_one_board(&text, &source, &BoardOptions::default())
                .map_err(|e| anyhow::Error::msg(e.words_in(lang())))?;
            Some(shudu_serve::page_fragment(&entry.puzzle))
        }
        None => None,
    };
    let host = if args.lan {
        IpAddr::V4(Ipv4Addr::UNSPECIFIED)
    } else {
        args.host
    };
    let listener = TcpListener::bind((host, args.port)).map_err(|e| {
        error(CommandError::CannotListen {
            address: &SocketAddr::new(host, args.port).to_string(),
            error: &e,
        })
    })?;
    let bound = listener
        .local_addr()
        .map_err(|e| server_error(ServerStep::BoundAddress, &e))?;
    listener
        .set_nonblocking(true)
        .map_err(|e| server_error(ServerStep::Listener, &e))?;
    // Bound to every interface: this machine's own URL is on loopback.
    let local = if host.is_unspecified() {
        SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), bound.port())
    } else {
        bound
    };
    let url = page_url(local, puzzle.as_deref());
    let defaults = shudu_serve::Config::default();
    let config = shudu_serve::Config {
        budget: Duration::from_millis(args.budget_ms),
        workers: args.workers.map_or(defaults.workers, |n| n as usize),
        queue: args.queue as usize,
        max_connections: args
            .max_connections
            .map_or(defaults.max_connections, |n| n as usize),
        ..defaults
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| server_error(ServerStep::Runtime, &e))?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::from_std(listener)
            .map_err(|e| server_error(ServerStep::HandOver, &e))?;
        // Ready, Ctrl-C and SIGTERM watched, before the URL is announced.
        let server = shudu_serve::serve(listener, &config)
            .map_err(|e| server_error(ServerStep::CtrlC, &e))?;
        announce(out, &url, host, bound.port(), puzzle.as_deref())?;
        if args.open {
            open_browser(&url);
        }
        server
            .await
            .map_err(|e| server_error(ServerStep::Stopped, &e))
    })?;
    writeln!(out, "stopped")?;
    out.flush()?;
    Ok(Summary::of(false))
}
