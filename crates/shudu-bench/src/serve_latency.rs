//! `serve-latency` and `serve-load` (feature `serve`): how fast the server answers hints.
//!
//! The positions are those a player passes through: every state along the solving path
//! (all techniques) of every Nth puzzle of a file (default: every 10th of top1465), each
//! sent as the page sends it — puzzle, sheet, and the pencil marks of the path's board.
//!
//! - `serve-latency` calls the router in process (tower `oneshot`, no socket), one
//!   request at a time, and prints p50/p95/p99 and the maximum of the round trip.
//! - `serve-load` starts the real server on loopback and runs N clients (default 64),
//!   each on its own thread with one keep-alive connection, sending the positions in
//!   turn for S seconds (default 30) through a small HTTP/1.1 client written here; it
//!   prints the errors, p50/p95/p99, and this process's resident memory before, every
//!   5 s under load, and after (server and clients share the process, so the figure
//!   covers both).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::http::{Request, header};
use tower::ServiceExt;

use crate::serve_mix::{hint_bodies, quantile_ms, sampled_puzzles};

/// Options shared by both tools.
struct Options {
    file: String,
    every: usize,
    clients: usize,
    seconds: u64,
    budget_ms: u64,
}

fn parse(args: Vec<String>) -> Options {
    let mut options = Options {
        file: "data/puzzles3_magictour_top1465.txt".into(),
        every: 10,
        clients: 64,
        seconds: 30,
        budget_ms: 2000,
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
            "--file" => options.file = value(),
            "--every" => options.every = number(value()).max(1) as usize,
            "--clients" => options.clients = number(value()).max(1) as usize,
            "--seconds" => options.seconds = number(value()),
            "--budget-ms" => options.budget_ms = number(value()),
            other => fail(&format!(
                "unknown option {other:?}; expected --file PATH, --every N, --clients N, \
                 --seconds S, --budget-ms N"
            )),
        }
    }
    options
}

fn fail(message: &str) -> ! {
    eprintln!("shudu-bench: {message}");
    std::process::exit(2);
}

/// The hint request bodies of every position along the paths of every `every`th puzzle.
fn positions(options: &Options) -> Vec<String> {
    let puzzles = sampled_puzzles(&options.file, options.every).unwrap_or_else(|e| fail(&e));
    let bodies: Vec<String> = puzzles.iter().flat_map(hint_bodies).collect();
    eprintln!(
        "{} positions along the paths of {} puzzles (every {}th of {})",
        bodies.len(),
        puzzles.len(),
        options.every,
        options.file
    );
    bodies
}

/// `p50 … p99 max` of `times` (sorted here), in milliseconds.
fn percentiles(times: &mut [Duration]) -> String {
    times.sort();
    let at = |q: f64| quantile_ms(times, q);
    format!(
        "p50 {:.2} ms, p95 {:.2} ms, p99 {:.2} ms, max {:.2} ms over {} requests",
        at(0.50),
        at(0.95),
        at(0.99),
        at(1.0),
        times.len()
    )
}

fn config(options: &Options) -> shudu_serve::Config {
    shudu_serve::Config {
        budget: Duration::from_millis(options.budget_ms),
        ..shudu_serve::Config::default()
    }
}

/// `serve-latency`: each position's hint through the router, in process.
pub fn latency(args: Vec<String>) {
    let options = parse(args);
    let bodies = positions(&options);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap_or_else(|e| fail(&format!("cannot start a runtime: {e}")));
    let router = shudu_serve::router(&config(&options));
    let mut times = Vec::with_capacity(bodies.len());
    let mut statuses = std::collections::BTreeMap::<String, usize>::new();
    let mut errors = 0;
    for body in &bodies {
        let request = Request::post("/api/hint")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.clone()))
            .expect("a request");
        let start = Instant::now();
        let (ok, bytes) = runtime.block_on(async {
            let response = router.clone().oneshot(request).await.expect("infallible");
            let ok = response.status().is_success();
            let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap_or_default();
            (ok, bytes)
        });
        times.push(start.elapsed());
        if !ok {
            errors += 1;
        }
        let status = serde_json::from_slice::<serde_json::Value>(&bytes)
            .ok()
            .and_then(|v| v["status"].as_str().map(String::from))
            .unwrap_or_else(|| "(none)".into());
        *statuses.entry(status).or_default() += 1;
    }
    println!(
        "hint latency at the router (in process): {}",
        percentiles(&mut times)
    );
    println!("answers by status: {statuses:?}; errors (not 2xx): {errors}");
}

/// This process's resident memory in KiB (`VmRSS` of /proc/self/status), if readable.
fn rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// One keep-alive HTTP/1.1 connection: POSTs JSON and reads answers by Content-Length.
struct Client {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    /// The `Host` header: the server's own address, as it requires.
    host: String,
}

impl Client {
    fn connect(addr: SocketAddr) -> std::io::Result<Client> {
        let stream = TcpStream::connect(addr)?;
        stream.set_nodelay(true)?;
        Ok(Client {
            reader: BufReader::new(stream.try_clone()?),
            writer: stream,
            host: addr.to_string(),
        })
    }

    /// POSTs `body` to `path`; the answer's status code.
    fn post(&mut self, path: &str, body: &str) -> std::io::Result<u16> {
        write!(
            self.writer,
            "POST {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\n\r\n{body}",
            self.host,
            body.len()
        )?;
        self.writer.flush()?;
        let mut line = String::new();
        self.reader.read_line(&mut line)?;
        let status = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| std::io::Error::other(format!("bad status line {line:?}")))?;
        let mut length = None;
        loop {
            line.clear();
            if self.reader.read_line(&mut line)? == 0 {
                return Err(std::io::Error::other("connection closed in the headers"));
            }
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':')
                && name.eq_ignore_ascii_case("content-length")
            {
                length = value.trim().parse::<usize>().ok();
            }
        }
        let length = length.ok_or_else(|| std::io::Error::other("no Content-Length"))?;
        let mut body = vec![0; length];
        self.reader.read_exact(&mut body)?;
        Ok(status)
    }
}

/// `serve-load`: the real server on loopback under `--clients` keep-alive clients.
pub fn load(args: Vec<String>) {
    let options = parse(args);
    let bodies = Arc::new(positions(&options));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap_or_else(|e| fail(&format!("cannot start a runtime: {e}")));
    let listener = runtime
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .unwrap_or_else(|e| fail(&format!("cannot listen on loopback: {e}")));
    let addr = listener.local_addr().expect("a bound address");
    let stop = Arc::new(AtomicBool::new(false));
    let stopped = {
        let stop = stop.clone();
        std::future::poll_fn(move |cx| {
            if stop.load(Ordering::Relaxed) {
                std::task::Poll::Ready(())
            } else {
                // Looked at again soon: the harness has no waker to hand to the flag.
                let waker = cx.waker().clone();
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_millis(50));
                    waker.wake();
                });
                std::task::Poll::Pending
            }
        })
    };
    let server = runtime.spawn(shudu_serve::serve_until(
        listener,
        &config(&options),
        stopped,
    ));
    let rss_before = rss_kib();
    let deadline = Instant::now() + Duration::from_secs(options.seconds);
    // Resident memory every 5 s: flat once the threads and buffers are in place, if
    // nothing leaks.
    let sampler = std::thread::spawn(move || {
        let mut samples = Vec::new();
        while Instant::now() < deadline {
            std::thread::sleep(Duration::from_secs(5).min(deadline - Instant::now()));
            samples.push(rss_kib());
        }
        samples
    });
    let times = Arc::new(Mutex::new(Vec::new()));
    let errors = Arc::new(Mutex::new(Vec::<String>::new()));
    let threads: Vec<_> = (0..options.clients)
        .map(|i| {
            let (bodies, times, errors) = (bodies.clone(), times.clone(), errors.clone());
            std::thread::spawn(move || {
                let mut mine = Vec::new();
                let mut client = Client::connect(addr);
                // Each client starts at its own place in the list, so they do not move
                // in step.
                let mut next = i * bodies.len() / 64;
                while Instant::now() < deadline {
                    let body = &bodies[next % bodies.len()];
                    next += 1;
                    let start = Instant::now();
                    let answer = match &mut client {
                        Ok(c) => c.post("/api/hint", body),
                        Err(e) => Err(std::io::Error::new(e.kind(), e.to_string())),
                    };
                    mine.push(start.elapsed());
                    match answer {
                        Ok(200) => {}
                        Ok(code) => errors.lock().unwrap().push(format!("status {code}")),
                        Err(e) => {
                            errors.lock().unwrap().push(e.to_string());
                            client = Client::connect(addr);
                        }
                    }
                }
                times.lock().unwrap().extend(mine);
            })
        })
        .collect();
    for t in threads {
        t.join().expect("a client thread");
    }
    let rss_after = rss_kib();
    let samples = sampler.join().expect("the sampler");
    stop.store(true, Ordering::Relaxed);
    runtime
        .block_on(server)
        .expect("the server task")
        .unwrap_or_else(|e| fail(&format!("the server failed: {e}")));
    let mut times = Arc::try_unwrap(times)
        .expect("clients done")
        .into_inner()
        .unwrap();
    let errors = errors.lock().unwrap();
    println!(
        "{} clients over loopback for {} s: {}",
        options.clients,
        options.seconds,
        percentiles(&mut times)
    );
    println!(
        "{:.0} requests/s; errors: {}{}",
        times.len() as f64 / options.seconds.max(1) as f64,
        errors.len(),
        errors
            .first()
            .map(|e| format!(" (first: {e})"))
            .unwrap_or_default()
    );
    let kib = |v: Option<u64>| v.map_or("?".into(), |v| format!("{:.1} MiB", v as f64 / 1024.0));
    let series: Vec<String> = samples.into_iter().map(kib).collect();
    println!(
        "resident memory: {} before, {} every 5 s under load, {} after",
        kib(rss_before),
        series.join(", "),
        kib(rss_after)
    );
}
