//! `shudu serve` (built with the `serve` feature; `cargo test -p shudu-cli --features
//! serve`): the URL it prints opens the puzzle given, the server answers over a real
//! socket, SIGTERM stops it cleanly, and a puzzle that cannot be read is refused before
//! anything listens.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};

use crate::support::INKALA;

/// Starts `shudu serve ARGS --port 0` and returns it with the first line it printed.
fn start(args: &[&str]) -> (Child, BufReader<std::process::ChildStdout>, String) {
    start_with_path(args, None)
}

/// [`start`] with `PATH` set to `path`, if given.
fn start_with_path(
    args: &[&str],
    path: Option<&str>,
) -> (Child, BufReader<std::process::ChildStdout>, String) {
    let mut command = Command::new(assert_cmd::cargo::cargo_bin("shudu"));
    if let Some(path) = path {
        command.env("PATH", path);
    }
    let mut child = command
        .arg("serve")
        .args(args)
        .args(["--port", "0"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("shudu starts");
    let mut out = BufReader::new(child.stdout.take().expect("piped"));
    let mut first = String::new();
    out.read_line(&mut first).expect("a first line");
    (child, out, first)
}

/// `host:port` of the URL in `line`.
fn address(line: &str) -> String {
    let start = line.find("http://").expect("a URL") + "http://".len();
    let rest = &line[start..];
    rest[..rest.find('/').expect("a path")].to_owned()
}

/// One HTTP/1.1 request with `Connection: close`; the whole answer as text.
fn http(addr: &str, request: &str) -> String {
    let mut stream = TcpStream::connect(addr).expect("the server listens");
    stream.write_all(request.as_bytes()).expect("sent");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("an answer");
    answer
}

/// Sends SIGTERM and returns the rest of the output and the exit status.
fn stop(mut child: Child, mut out: BufReader<std::process::ChildStdout>) -> (String, i32) {
    let pid = libc::pid_t::try_from(child.id()).expect("a pid");
    // SAFETY: kill(2) on the child this test started and has not reaped.
    unsafe { libc::kill(pid, libc::SIGTERM) };
    let mut rest = String::new();
    out.read_to_string(&mut rest)
        .expect("the rest of the output");
    let status = child.wait().expect("it exits");
    (rest, status.code().unwrap_or(-1))
}

#[test]
fn serve_prints_the_url_with_the_puzzle_answers_and_stops_on_sigterm() {
    let (child, out, first) = start(&[INKALA]);
    assert!(first.contains("http://127.0.0.1:"), "{first}");
    assert!(
        first.trim_end().ends_with(&format!("/#p={INKALA}")),
        "{first}"
    );
    let addr = address(&first);
    let body = format!("{{\"puzzle\":\"{INKALA}\"}}");
    let answer = http(
        &addr,
        &format!(
            "POST /api/solve HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        ),
    );
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(answer.contains("\"status\":\"solved\""), "{answer}");
    let page = http(
        &addr,
        &format!("GET / HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
    );
    assert!(
        page.to_ascii_lowercase()
            .contains("content-security-policy: default-src 'self'")
    );
    let (rest, code) = stop(child, out);
    assert_eq!(code, 0, "{rest}");
    assert!(rest.contains("stopped"), "{rest}");
}

#[test]
fn serve_opens_the_page_on_a_puzzle_of_any_board() {
    // A 6×6 line: its JSON travels in the fragment the page reads (`#v=`).
    let (child, out, first) = start(&[".1.23...6.......535..4.........4...1"]);
    let fragment = first.trim_end().rsplit_once("/#v=").map(|(_, v)| v);
    let fragment = fragment.unwrap_or_else(|| panic!("no variant fragment: {first}"));
    assert!(
        fragment.starts_with("%7B%22") && fragment.contains("%22size%22%3A6"),
        "{first}"
    );
    assert!(!fragment.contains(['{', '"', ' ']), "{first}");
    let (rest, code) = stop(child, out);
    assert_eq!(code, 0, "{rest}");
}

#[test]
fn serve_on_the_lan_prints_a_qr_code() {
    let (child, out, first) = start(&["--lan"]);
    assert!(
        first.starts_with("shudu serves the page at http://127.0.0.1:"),
        "{first}"
    );
    let (rest, code) = stop(child, out);
    assert_eq!(code, 0);
    // Each network address gets its URL and a code; a machine without one says so.
    assert!(
        rest.contains("on the network: http://") && rest.contains('█')
            || rest.contains("no network address found"),
        "{rest}"
    );
}

#[test]
fn serve_refuses_a_puzzle_it_cannot_read_before_listening() {
    let output = Command::new(assert_cmd::cargo::cargo_bin("shudu"))
        .args(["serve", "--port", "0", &INKALA.replacen('.', "x", 1)])
        .output()
        .expect("shudu runs");
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("unexpected character 'x'"), "{err}");
    assert!(output.stdout.is_empty());
}

#[test]
fn serve_reports_a_browser_it_cannot_start_and_keeps_serving() {
    // No opener on an empty PATH: the error is reported, the server runs on.
    let empty = std::env::temp_dir().join("shudu-serve-test-empty-path");
    std::fs::create_dir_all(&empty).expect("a directory");
    let (mut child, out, first) = start_with_path(&["--open"], empty.to_str());
    let addr = address(&first);
    let answer = http(
        &addr,
        &format!("GET /api/techniques HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"),
    );
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    let mut err = child.stderr.take().expect("piped");
    let (rest, code) = stop(child, out);
    assert_eq!(code, 0, "{rest}");
    let mut said = String::new();
    err.read_to_string(&mut said).expect("standard error");
    assert!(said.contains("to open the page"), "{said}");
}

#[test]
fn serve_caps_open_connections_at_max_connections() {
    let (child, out, first) = start(&["--max-connections", "1"]);
    let addr = address(&first);
    // One connection held open: the server has accepted it once it answers on it.
    let mut held = TcpStream::connect(&addr).expect("the server listens");
    let request = format!("GET /api/techniques HTTP/1.1\r\nHost: {addr}\r\n\r\n");
    held.write_all(request.as_bytes()).expect("sent");
    let mut head = [0u8; 12];
    held.read_exact(&mut head).expect("an answer");
    assert_eq!(&head, b"HTTP/1.1 200");
    // A second one is over the cap: 503 at once, before it sends anything.
    let mut over = TcpStream::connect(&addr).expect("the server listens");
    let mut refused = [0u8; 12];
    over.read_exact(&mut refused).expect("the canned answer");
    assert_eq!(&refused, b"HTTP/1.1 503");
    drop(held);
    let (_, code) = stop(child, out);
    assert_eq!(code, 0);
}
