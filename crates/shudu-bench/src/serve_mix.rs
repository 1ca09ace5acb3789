//! `serve-mix`: the server under a mix of the page's requests, as a separate process.
//!
//! It starts the given `shudu` binary as `shudu serve --host 127.0.0.1 --port P` (always
//! loopback), then runs N clients (default 64), each on its own thread with one keep-alive
//! connection, for S seconds (default 60, at most 600). Each request is, by a fixed
//! pseudo-random draw, a hint (default 60 %: a position along the solving path of a
//! puzzle, as `serve-load` sends), a rating (25 %: a puzzle of the file) or a generation
//! (15 %: no level, easy, medium or hard in turn). A client answered 503 waits what
//! `Retry-After` says (as a person would before trying again) before its next request.
//! It prints, per route, the count and p50/p99/max of the round trip of the answers that
//! are not 503, and the count and slowest of the 503s; the statuses, the 5xx, the
//! connection errors; and the server's peak resident memory (`VmHWM`) and most threads
//! seen (sampled every 200 ms from /proc). The server runs alone in its process, so the
//! memory is the server's, but the clients share the machine's cores with it.
//!
//! Needs no cargo feature: the clients are plain sockets. Read `serve_latency.rs` for the
//! in-process tools.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use shudu::logic::{Board, Level, Logic, Repertoire};
use shudu::{Cell, Grid, PuzzleReader};

struct Options {
    server: String,
    port: u16,
    clients: usize,
    seconds: u64,
    file: String,
    every: usize,
    mix: [u32; 3],
    server_args: Vec<String>,
}

fn fail(message: &str) -> ! {
    eprintln!("shudu-bench serve-mix: {message}");
    std::process::exit(2);
}

fn parse(args: Vec<String>) -> Options {
    let mut options = Options {
        server: String::new(),
        port: 18080,
        clients: 64,
        seconds: 60,
        file: "data/puzzles3_magictour_top1465.txt".into(),
        every: 10,
        mix: [60, 25, 15],
        server_args: Vec::new(),
    };
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let mut value = || {
            args.next()
                .unwrap_or_else(|| fail(&format!("{arg} needs a value")))
        };
        let number = |text: String| {
            text.parse::<u64>()
                .unwrap_or_else(|_| fail(&format!("not a whole number: {text:?}")))
        };
        match arg.as_str() {
            "--server" => options.server = value(),
            "--port" => {
                options.port =
                    u16::try_from(number(value())).unwrap_or_else(|_| fail("--port: at most 65535"))
            }
            "--clients" => options.clients = number(value()).clamp(1, 1024) as usize,
            "--seconds" => options.seconds = number(value()).clamp(1, 600),
            "--file" => options.file = value(),
            "--every" => options.every = number(value()).max(1) as usize,
            "--mix" => {
                let text = value();
                let parts: Vec<u64> = text.split(',').map(|p| number(p.to_owned())).collect();
                if parts.len() != 3 || parts.iter().sum::<u64>() == 0 {
                    fail("--mix takes three weights: hint,rate,generate (e.g. 60,25,15)");
                }
                options.mix = [parts[0] as u32, parts[1] as u32, parts[2] as u32];
            }
            "--server-arg" => options.server_args.push(value()),
            other => fail(&format!(
                "unknown option {other:?}; expected --server PATH, --port N, --clients N, \
                 --seconds S, --file F, --every N, --mix H,R,G, --server-arg ARG"
            )),
        }
    }
    if options.server.is_empty() {
        fail("--server PATH (a shudu binary built with --features serve) is needed");
    }
    options
}

/// The request bodies: hints along the paths of every `every`th puzzle, the puzzles to
/// rate, and the generation requests.
fn bodies(options: &Options) -> [Vec<String>; 3] {
    let puzzles = sampled_puzzles(&options.file, options.every).unwrap_or_else(|e| fail(&e));
    let hints = puzzles.iter().flat_map(hint_bodies).collect();
    let rates = puzzles
        .iter()
        .map(|puzzle| format!("{{\"puzzle\":\"{}\"}}", puzzle.to_line()))
        .collect();
    let mut generates = vec!["{}".to_owned()];
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        generates.push(format!("{{\"level\":\"{}\"}}", level.name()));
    }
    [hints, rates, generates]
}

/// Every `every`-th puzzle of `file`: the puzzles the server tools send.
pub(crate) fn sampled_puzzles(file: &str, every: usize) -> Result<Vec<Grid>, String> {
    let opened = std::fs::File::open(file).map_err(|e| format!("{file}: {e}"))?;
    PuzzleReader::new(BufReader::new(opened), file)
        .step_by(every)
        .map(|entry| entry.map(|e| e.grid).map_err(|e| e.to_string()))
        .collect()
}

/// The hint requests of every position along `puzzle`'s solving path, each with the
/// position's candidates as the player's marks.
pub(crate) fn hint_bodies(puzzle: &Grid) -> Vec<String> {
    let path = Logic::new(Repertoire::Full).solve_path(puzzle);
    let mut board = Board::new(puzzle);
    let mut bodies = Vec::with_capacity(path.steps.len());
    for step in &path.steps {
        bodies.push(body(puzzle, &board));
        board.apply(step);
    }
    bodies
}

/// A hint request for `board`, played from `puzzle`, with its candidates as the marks
/// (written by hand: the harness has no JSON crate without its `serve` feature).
fn body(puzzle: &Grid, board: &Board) -> String {
    let marks: Vec<String> = Cell::all()
        .map(|cell| {
            let digits: Vec<String> = match board.value(cell) {
                Some(_) => Vec::new(),
                None => board
                    .candidates(cell)
                    .iter()
                    .map(|d| d.get().to_string())
                    .collect(),
            };
            format!("[{}]", digits.join(","))
        })
        .collect();
    format!(
        "{{\"puzzle\":\"{}\",\"sheet\":\"{}\",\"marks\":[{}],\"level\":\"full\"}}",
        puzzle.to_line(),
        board.to_grid().to_line(),
        marks.join(",")
    )
}

/// The `q`-quantile (0 to 1, nearest rank) of `sorted`, non-empty, in milliseconds.
pub(crate) fn quantile_ms(sorted: &[Duration], q: f64) -> f64 {
    let i = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i].as_secs_f64() * 1e3
}

const ROUTES: [&str; 3] = ["/api/hint", "/api/rate", "/api/generate"];

/// One keep-alive HTTP/1.1 connection to loopback.
struct Client {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    /// The `Host` header: the server's own address, as it requires.
    host: String,
}

impl Client {
    fn connect(addr: SocketAddr) -> std::io::Result<Client> {
        let stream = TcpStream::connect_timeout(&addr, Duration::from_secs(5))?;
        stream.set_nodelay(true)?;
        // A hung server shows as errors, not as a harness that never ends.
        stream.set_read_timeout(Some(Duration::from_secs(60)))?;
        Ok(Client {
            reader: BufReader::new(stream.try_clone()?),
            writer: stream,
            host: addr.to_string(),
        })
    }

    /// POSTs `body` to `path`: the status code, whether the server closes the connection
    /// after it, and its `Retry-After` in seconds.
    fn post(&mut self, path: &str, body: &str) -> std::io::Result<(u16, bool, Option<u64>)> {
        write!(
            self.writer,
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\n\r\n{body}",
            self.host,
            body.len()
        )?;
        self.writer.flush()?;
        let mut line = String::new();
        if self.reader.read_line(&mut line)? == 0 {
            return Err(std::io::Error::other("connection closed before the answer"));
        }
        let status = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| std::io::Error::other(format!("bad status line {line:?}")))?;
        let mut length = None;
        let mut close = false;
        let mut retry_after = None;
        loop {
            line.clear();
            if self.reader.read_line(&mut line)? == 0 {
                return Err(std::io::Error::other("connection closed in the headers"));
            }
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.trim().parse::<usize>().ok();
                } else if name.eq_ignore_ascii_case("connection") {
                    close = value.trim().eq_ignore_ascii_case("close");
                } else if name.eq_ignore_ascii_case("retry-after") {
                    retry_after = value.trim().parse::<u64>().ok();
                }
            }
        }
        let length = length.ok_or_else(|| std::io::Error::other("no Content-Length"))?;
        let mut body = vec![0; length];
        self.reader.read_exact(&mut body)?;
        Ok((status, close, retry_after))
    }
}

/// `VmHWM` (peak resident memory, KiB), `VmRSS` (KiB) and `Threads` of process `pid`.
fn proc_status(pid: u32) -> Option<(u64, u64, u64)> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let field = |name: &str| -> Option<u64> {
        let line = status.lines().find(|l| l.starts_with(name))?;
        line.split_whitespace().nth(1)?.parse().ok()
    };
    Some((field("VmHWM:")?, field("VmRSS:")?, field("Threads:")?))
}

/// Starts the server and waits until it accepts connections.
fn start(options: &Options, addr: SocketAddr) -> Child {
    let mut command = Command::new(&options.server);
    command
        .args(["serve", "--host", "127.0.0.1", "--port"])
        .arg(options.port.to_string())
        .args(&options.server_args)
        .stdin(Stdio::null())
        .stdout(Stdio::null());
    let mut child = command
        .spawn()
        .unwrap_or_else(|e| fail(&format!("cannot start {}: {e}", options.server)));
    let until = Instant::now() + Duration::from_secs(30);
    while TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_err() {
        if let Ok(Some(status)) = child.try_wait() {
            fail(&format!("the server stopped at once ({status})"));
        }
        if Instant::now() > until {
            let _ = child.kill();
            fail("the server did not listen within 30 s");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    child
}

/// `p50 … p99 … max` of `times` (sorted here), in milliseconds.
fn percentiles(times: &mut [Duration]) -> String {
    if times.is_empty() {
        return "no requests".into();
    }
    times.sort();
    let at = |q: f64| quantile_ms(times, q);
    format!(
        "{:>6} requests, p50 {:>8.1} ms, p99 {:>8.1} ms, max {:>8.1} ms",
        times.len(),
        at(0.50),
        at(0.99),
        at(1.0)
    )
}

/// What one client saw: per route, the round trips (503s apart) and the statuses.
#[derive(Default)]
struct Seen {
    times: [Vec<Duration>; 3],
    busy: [Vec<Duration>; 3],
    statuses: BTreeMap<u16, usize>,
    errors: Vec<String>,
}

pub fn run(args: Vec<String>) {
    let options = parse(args);
    let bodies = Arc::new(bodies(&options));
    eprintln!(
        "{} hint positions, {} puzzles to rate, {} generation requests",
        bodies[0].len(),
        bodies[1].len(),
        bodies[2].len()
    );
    let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, options.port));
    let mut child = start(&options, addr);
    let pid = child.id();
    let done = Arc::new(AtomicBool::new(false));
    let sampler = {
        let done = done.clone();
        std::thread::spawn(move || {
            let (mut peak_rss, mut peak_threads) = (0, 0);
            while !done.load(Ordering::Relaxed) {
                if let Some((_, rss, threads)) = proc_status(pid) {
                    peak_rss = peak_rss.max(rss);
                    peak_threads = peak_threads.max(threads);
                }
                std::thread::sleep(Duration::from_millis(200));
            }
            (peak_rss, peak_threads)
        })
    };
    let deadline = Instant::now() + Duration::from_secs(options.seconds);
    let seen = Arc::new(Mutex::new(Seen::default()));
    let total: u32 = options.mix.iter().sum();
    let mix = options.mix;
    let threads: Vec<_> = (0..options.clients)
        .map(|i| {
            let (bodies, seen) = (bodies.clone(), seen.clone());
            std::thread::spawn(move || {
                let mut mine = Seen::default();
                let mut client = Client::connect(addr);
                // A fixed draw per client (an LCG), so runs send the same sequence.
                let mut state = 0x9E37_79B9_7F4A_7C15u64 ^ (i as u64).wrapping_mul(0xA24B_AED4);
                let mut next = [i * 7919, i * 31, i];
                while Instant::now() < deadline {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let draw = ((state >> 33) % u64::from(total)) as u32;
                    let route = if draw < mix[0] {
                        0
                    } else if draw < mix[0] + mix[1] {
                        1
                    } else {
                        2
                    };
                    let list = &bodies[route];
                    let body = &list[next[route] % list.len()];
                    next[route] += 1;
                    let start = Instant::now();
                    let answer = match &mut client {
                        Ok(c) => c.post(ROUTES[route], body),
                        Err(e) => Err(std::io::Error::new(e.kind(), e.to_string())),
                    };
                    match answer {
                        Ok((status, close, retry_after)) => {
                            let took = start.elapsed();
                            *mine.statuses.entry(status).or_default() += 1;
                            if close {
                                client = Client::connect(addr);
                            }
                            if status == 503 {
                                mine.busy[route].push(took);
                                let wait = Duration::from_secs(retry_after.unwrap_or(1).min(10));
                                let left = deadline.saturating_duration_since(Instant::now());
                                std::thread::sleep(wait.min(left));
                            } else {
                                mine.times[route].push(took);
                            }
                        }
                        Err(e) => {
                            mine.errors.push(format!("{}: {e}", ROUTES[route]));
                            std::thread::sleep(Duration::from_millis(50));
                            client = Client::connect(addr);
                        }
                    }
                }
                let mut seen = seen.lock().unwrap();
                for (all, own) in seen.times.iter_mut().zip(mine.times) {
                    all.extend(own);
                }
                for (all, own) in seen.busy.iter_mut().zip(mine.busy) {
                    all.extend(own);
                }
                for (status, n) in mine.statuses {
                    *seen.statuses.entry(status).or_default() += n;
                }
                seen.errors.extend(mine.errors);
            })
        })
        .collect();
    for t in threads {
        t.join().expect("a client thread");
    }
    done.store(true, Ordering::Relaxed);
    let (peak_rss, peak_threads) = sampler.join().expect("the sampler");
    let hwm = proc_status(pid).map(|(hwm, _, _)| hwm);
    let _ = child.kill();
    let _ = child.wait();

    let mut seen = seen.lock().unwrap();
    let count: usize = seen.statuses.values().sum();
    println!(
        "{} keep-alive clients on 127.0.0.1 for {} s, mix hint/rate/generate {}/{}/{}: \
         {} answers, {:.0} requests/s",
        options.clients,
        options.seconds,
        mix[0],
        mix[1],
        mix[2],
        count,
        count as f64 / options.seconds as f64
    );
    let Seen { times, busy, .. } = &mut *seen;
    for ((route, times), busy) in ROUTES.iter().zip(times.iter_mut()).zip(busy.iter()) {
        let slowest = busy.iter().max().map_or(0.0, |t| t.as_secs_f64() * 1e3);
        println!(
            "  {route:<14} {}; 503: {} (slowest {slowest:.1} ms)",
            percentiles(times),
            busy.len()
        );
    }
    let busy = seen.statuses.get(&503).copied().unwrap_or(0);
    let server_errors: usize = seen
        .statuses
        .iter()
        .filter(|(s, _)| (500..600).contains(*s))
        .map(|(_, n)| n)
        .sum();
    println!(
        "  statuses {:?}; 503: {busy}; 5xx (503 included): {server_errors}; \
         connection errors: {}{}",
        seen.statuses,
        seen.errors.len(),
        seen.errors
            .first()
            .map(|e| format!(" (first: {e})"))
            .unwrap_or_default()
    );
    let mib = |kib: u64| format!("{:.0} MiB", kib as f64 / 1024.0);
    println!(
        "  server: peak resident memory {} (VmHWM; {} sampled), at most {} threads",
        hwm.map_or("?".into(), mib),
        mib(peak_rss),
        peak_threads
    );
}
