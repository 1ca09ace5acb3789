//! The server's bounds: admission control (a full queue answers 503 with `Retry-After`,
//! light work goes on beside heavy), and over a real socket on loopback the limits of the
//! connection loop — slow headers and idle keep-alive connections cut off, a late body
//! answered 408, a client that reads no answer cut off, connections over the cap refused
//! without harm to the others — and the `Host` check. The timeouts are set short here
//! (half a second); the bounds the tests allow are generous, so a loaded machine does not
//! fail them, but a server with no timeout would.

mod support;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use axum::http::{StatusCode, header};
use serde_json::Value;
use shudu_serve::Config;
use support::*;

/// A server on 127.0.0.1 with `config`, on its own runtime; stopped when dropped.
struct Server {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    runtime: Option<tokio::runtime::Runtime>,
}

impl Server {
    fn start(config: Config) -> Server {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .expect("a runtime");
        let listener = runtime
            .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
            .expect("a loopback port");
        let addr = listener.local_addr().expect("an address");
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        runtime.spawn(shudu_serve::serve_until(listener, &config, async move {
            let _ = stopped.await;
        }));
        Server {
            addr,
            stop: Some(stop),
            runtime: Some(runtime),
        }
    }

    fn connect(&self) -> TcpStream {
        let stream = TcpStream::connect(self.addr).expect("the server listens");
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .expect("a timeout");
        stream
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_timeout(Duration::from_secs(5));
        }
    }
}

/// The short timeouts of these tests.
fn short() -> Config {
    Config {
        header_timeout: Duration::from_millis(500),
        body_timeout: Duration::from_millis(500),
        ..Config::default()
    }
}

/// One HTTP/1.1 answer read off a connection: status, headers (lower-case names), body.
struct Reply {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn json(&self) -> Value {
        serde_json::from_slice(&self.body).expect("a JSON body")
    }
}

/// Reads one answer (headers, then a body of its Content-Length); `None` if the
/// connection closes first.
fn read_reply(stream: &mut TcpStream) -> Option<Reply> {
    let mut head = Vec::new();
    let mut byte = [0u8];
    while !head.ends_with(b"\r\n\r\n") {
        match stream.read(&mut byte) {
            Ok(1) => head.push(byte[0]),
            _ => return None,
        }
    }
    let text = String::from_utf8(head).expect("an ASCII head");
    let mut lines = text.split("\r\n");
    let status = lines.next()?.split(' ').nth(1)?.parse().ok()?;
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    let length: usize = headers
        .iter()
        .find(|(n, _)| n == "content-length")
        .and_then(|(_, v)| v.parse().ok())
        .unwrap_or(0);
    let mut body = vec![0; length];
    stream.read_exact(&mut body).ok()?;
    Some(Reply {
        status,
        headers,
        body,
    })
}

/// Waits until the server closes `stream` (a read gives end of file or an error); how long
/// that took, or `None` if it stayed open for 20 s.
fn time_to_close(stream: &mut TcpStream) -> Option<Duration> {
    let start = Instant::now();
    let mut buf = [0u8; 512];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return Some(start.elapsed()),
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => return None,
            Err(e) if e.kind() == std::io::ErrorKind::TimedOut => return None,
            Err(_) => return Some(start.elapsed()),
        }
    }
}

/// A GET of `path` naming `host`, the connection kept alive.
fn get_request(path: &str, host: &str) -> String {
    format!("GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n")
}

/// GETs `/api/techniques` on a new connection naming `host`.
fn get_with_host(server: &Server, host: Option<&str>) -> Reply {
    let mut stream = server.connect();
    let request = match host {
        Some(host) => get_request("/api/techniques", host),
        None => "GET /api/techniques HTTP/1.1\r\n\r\n".to_owned(),
    };
    stream.write_all(request.as_bytes()).expect("sent");
    read_reply(&mut stream).expect("an answer")
}

#[test]
fn a_full_queue_answers_503_at_once_and_light_work_goes_on() {
    // Two workers: heavy work may hold one. The heavy queue has one place.
    let app = shudu_serve::router(&Config {
        budget: Duration::from_millis(3000),
        workers: 2,
        queue: 1,
        ..Config::default()
    });
    // Heavy work that outlasts the budget, on any machine.
    let rate = format!(r#"{{"puzzle":"{SLOWEST}"}}"#);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let post_async = |app: &axum::Router, path: &'static str, body: String| {
        let app = app.clone();
        runtime.spawn(async move {
            let started = Instant::now();
            let answer = send(
                &app,
                request(
                    axum::http::Method::POST,
                    path,
                    Some("application/json"),
                    body.into_bytes(),
                ),
            )
            .await;
            (answer, started.elapsed())
        })
    };
    // The first rating runs (seconds: it gives up at its budget), the second waits.
    let running = post_async(&app, "/api/rate", rate.clone());
    std::thread::sleep(Duration::from_millis(300));
    let waiting = post_async(&app, "/api/rate", rate.clone());
    std::thread::sleep(Duration::from_millis(300));
    // The third finds the queue full.
    let (refused, took) = runtime
        .block_on(post_async(&app, "/api/rate", rate.clone()))
        .unwrap();
    assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(refused.header(header::RETRY_AFTER), "1");
    assert!(refused.error().contains("busy"), "{}", refused.error());
    assert_eq!(refused.field(), Value::Null);
    assert!(took < Duration::from_millis(1500), "refused after {took:?}");
    // A light request still finds the worker heavy work may not take.
    let (solved, took) = runtime
        .block_on(post_async(
            &app,
            "/api/solve",
            format!(r#"{{"puzzle":"{PUZZLE}"}}"#),
        ))
        .unwrap();
    assert_eq!(solved.status, StatusCode::OK);
    assert!(took < Duration::from_millis(1500), "solved after {took:?}");
    // The running and the waiting rating are answered within their budget + 10 %
    // (and a little for a loaded machine), whatever they answer.
    for handle in [running, waiting] {
        let (answer, took) = runtime.block_on(handle).unwrap();
        assert!(
            answer.status == StatusCode::OK || answer.status == StatusCode::SERVICE_UNAVAILABLE,
            "{}",
            answer.status
        );
        assert!(took < Duration::from_millis(3300 + 1500), "{took:?}");
    }
}

#[test]
fn a_client_sending_its_headers_slowly_is_cut_off_and_others_are_served() {
    let server = Server::start(short());
    let mut slow = server.connect();
    let mut trickle = slow.try_clone().expect("a second handle");
    let started = Instant::now();
    // A byte every 50 ms, for up to 20 s: headers that would never end.
    let writer = std::thread::spawn(move || {
        let head = b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
        for i in 0..400 {
            let byte = head.get(i).copied().unwrap_or(b'a');
            if trickle.write_all(&[byte]).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    });
    // Meanwhile a normal client is served.
    let normal = get_with_host(&server, Some(&server.addr.to_string()));
    assert_eq!(normal.status, 200);
    let closed = time_to_close(&mut slow).expect("the slow client is cut off");
    let total = started.elapsed();
    assert!(
        total >= Duration::from_millis(450),
        "cut off after {total:?}, before its timeout"
    );
    assert!(closed < Duration::from_secs(10), "cut off after {closed:?}");
    writer.join().unwrap();
}

#[test]
fn an_idle_keep_alive_connection_is_closed() {
    let server = Server::start(short());
    let mut stream = server.connect();
    let host = server.addr.to_string();
    stream
        .write_all(get_request("/api/techniques", &host).as_bytes())
        .unwrap();
    assert_eq!(read_reply(&mut stream).expect("an answer").status, 200);
    // Kept alive: a second request on it is answered.
    stream
        .write_all(get_request("/api/techniques", &host).as_bytes())
        .unwrap();
    assert_eq!(read_reply(&mut stream).expect("an answer").status, 200);
    // Then it sits idle, and is closed.
    let closed = time_to_close(&mut stream).expect("the idle connection is closed");
    assert!(
        closed >= Duration::from_millis(400),
        "closed after {closed:?}"
    );
    assert!(closed < Duration::from_secs(10), "closed after {closed:?}");
}

#[test]
fn a_body_that_does_not_arrive_in_time_gets_408() {
    let server = Server::start(short());
    let mut stream = server.connect();
    let started = Instant::now();
    write!(
        stream,
        "POST /api/solve HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: 100\r\n\r\n{{\"puzzle\":",
        server.addr
    )
    .unwrap();
    let reply = read_reply(&mut stream).expect("an answer");
    assert_eq!(reply.status, 408);
    assert_eq!(
        reply.json()["error"],
        "the request body did not arrive within 500 ms"
    );
    assert!(started.elapsed() >= Duration::from_millis(450));
    // The rest of that body will never be read: the connection is closed.
    assert!(time_to_close(&mut stream).is_some());
}

#[test]
fn connections_over_the_cap_are_refused_at_once_and_the_others_go_on() {
    let server = Server::start(Config {
        max_connections: 3,
        ..Config::default()
    });
    let host = server.addr.to_string();
    let mut open: Vec<TcpStream> = (0..3).map(|_| server.connect()).collect();
    // Each of the three is served, so each has been accepted.
    for stream in &mut open {
        stream
            .write_all(get_request("/api/techniques", &host).as_bytes())
            .unwrap();
        assert_eq!(read_reply(stream).expect("an answer").status, 200);
    }
    let mut over = server.connect();
    let refused = read_reply(&mut over).expect("the canned answer");
    assert_eq!(refused.status, 503);
    assert_eq!(refused.header("retry-after"), Some("1"));
    assert!(
        refused.json()["error"]
            .as_str()
            .unwrap()
            .contains("too many open connections")
    );
    assert!(time_to_close(&mut over).is_some());
    // The open ones go on being served.
    open[0]
        .write_all(get_request("/api/techniques", &host).as_bytes())
        .unwrap();
    assert_eq!(read_reply(&mut open[0]).expect("an answer").status, 200);
    // One closes: there is room again.
    drop(open.pop());
    let until = Instant::now() + Duration::from_secs(10);
    loop {
        let mut stream = server.connect();
        stream
            .write_all(get_request("/api/techniques", &host).as_bytes())
            .unwrap();
        match read_reply(&mut stream) {
            Some(reply) if reply.status == 200 => break,
            _ if Instant::now() < until => std::thread::sleep(Duration::from_millis(50)),
            _ => panic!("no room after a connection closed"),
        }
    }
}

#[test]
fn only_requests_naming_the_server_itself_are_answered() {
    let server = Server::start(Config::default());
    let port = server.addr.port();
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("[::1]:{port}"),
    ] {
        let reply = get_with_host(&server, Some(&host));
        assert_eq!(reply.status, 200, "{host}");
    }
    for host in [
        format!("evil.example:{port}"),
        format!("127.0.0.1.nip.io:{port}"),
        format!("localhost:{}", port.wrapping_add(1)),
        "localhost".to_owned(),
        format!("203.0.113.7:{port}"),
    ] {
        let reply = get_with_host(&server, Some(&host));
        assert_eq!(reply.status, 403, "{host}");
        let error = reply.json()["error"].as_str().unwrap().to_owned();
        assert!(error.contains("is not this server's address"), "{error}");
        assert_eq!(reply.json()["field"], Value::Null);
        // The security headers are on the 403 too.
        assert!(reply.header("content-security-policy").is_some());
    }
    let reply = get_with_host(&server, None);
    assert_eq!(reply.status, 403);
    assert!(reply.json()["error"].as_str().unwrap().contains("no Host"));
}

#[test]
fn a_client_that_does_not_read_its_answers_is_cut_off() {
    let server = Server::start(Config {
        write_timeout: Duration::from_millis(500),
        ..Config::default()
    });
    let stream = server.connect();
    let mut writer = stream.try_clone().expect("a second handle");
    writer
        .set_write_timeout(Some(Duration::from_secs(20)))
        .expect("a timeout");
    // 2,000 pipelined requests for the page's script (tens of megabytes of answers, far
    // more than the sockets' buffers hold), and no reading for 3 s.
    const ASKED: usize = 2000;
    let request = get_request("/app.js", &server.addr.to_string());
    let sender = std::thread::spawn(move || {
        for _ in 0..ASKED {
            if writer.write_all(request.as_bytes()).is_err() {
                return;
            }
        }
    });
    std::thread::sleep(Duration::from_secs(3));
    // Now read all there is: the answers sent before the server gave up, then the end.
    let mut reader = stream;
    let mut received = Vec::new();
    let mut buf = vec![0u8; 1 << 16];
    loop {
        match reader.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => received.extend_from_slice(&buf[..n]),
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                panic!("the connection stayed open")
            }
            Err(_) => break,
        }
    }
    let answers = received
        .windows(b"HTTP/1.1 200".len())
        .filter(|w| w == b"HTTP/1.1 200")
        .count();
    assert!(answers > 0, "no answer at all");
    assert!(answers < ASKED, "all {answers} answers were sent");
    sender.join().unwrap();
}
