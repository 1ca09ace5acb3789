//! Accepting connections and cutting off slow clients: the loop behind [`crate::serve`].
//! It is written here on hyper's HTTP/1 connection (rather than `axum::serve`) for what
//! that one does not bound:
//!
//! - **Open connections**: at most `max_connections` at once. One more is answered a
//!   canned 503 (`Connection: close`) and closed at once, before anything is read from it;
//!   the connections already open go on. This keeps the server within its file limit, so
//!   a crowd of idle sockets cannot lock everyone out for good.
//! - **Header read, and keep-alive idle**: `header_timeout` (hyper's header read timeout)
//!   runs from the moment the server waits for a request — on a new connection, and on a
//!   kept-alive one after each answer — to the end of the request's headers; a client
//!   that sends nothing, or sends its headers a byte at a time, is disconnected when it
//!   runs out. So an idle keep-alive connection is closed after the same time.
//! - **Body read**: the whole body must arrive within `body_timeout` of the end of the
//!   headers. The body is wrapped here ([`Deadline`]); when the time is up, reading it
//!   fails and the route answers 408 (`request.rs`), and the connection is closed.
//! - **Answer write**: a client that stops reading its answers (so the server's writes
//!   make no progress) for `write_timeout` is disconnected ([`Stalling`]).
//!
//! Ctrl-C / SIGTERM (the `stop` future) ends the loop: no new connection is accepted,
//! idle ones close, and each busy one finishes its request before it closes. Read next:
//! `hosts.rs` (the `Host` check every request passes first), `admission.rs`.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::http::Request;
use hyper::body::{Body as HttpBody, Frame, Incoming, SizeHint};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Semaphore, watch};
use tokio::time::Sleep;

/// The bounds of the connection loop (from [`crate::Config`]).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub max_connections: usize,
    pub header_timeout: Duration,
    pub body_timeout: Duration,
    pub write_timeout: Duration,
}

/// Serves `app` on `listener` within `limits` until `stop` resolves, then lets the open
/// connections finish.
pub async fn run<F>(listener: TcpListener, app: Router, limits: Limits, stop: F)
where
    F: Future<Output = ()> + Send + 'static,
{
    let max = limits.max_connections.clamp(1, Semaphore::MAX_PERMITS);
    let open = Arc::new(Semaphore::new(max));
    let (closing, closed) = watch::channel(false);
    let mut builder = http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .keep_alive(true);
    let builder = Arc::new(builder);
    let refusal = Arc::new(busy_answer());
    let mut stop = std::pin::pin!(stop);
    loop {
        let accepted = tokio::select! {
            () = &mut stop => break,
            accepted = listener.accept() => accepted,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            // Out of file descriptors, say: wait a little rather than spin on the error.
            Err(err) if !is_about_one_connection(&err) => {
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
            Err(_) => continue,
        };
        let Ok(permit) = open.clone().try_acquire_owned() else {
            refuse(stream, &refusal);
            continue;
        };
        // Answers are small: sent at once rather than held back for more.
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let body_timeout = limits.body_timeout;
        let service = hyper::service::service_fn(move |request: Request<Incoming>| {
            let request =
                request.map(|body| axum::body::Body::new(Deadline::new(body, body_timeout)));
            hyper::service::Service::call(&TowerToHyperService::new(app.clone()), request)
        });
        let builder = builder.clone();
        let mut closed = closed.clone();
        tokio::spawn(async move {
            let _permit = permit;
            let io = Stalling::new(TokioIo::new(stream), limits.write_timeout);
            let connection = builder.serve_connection(io, service);
            let mut connection = std::pin::pin!(connection);
            tokio::select! {
                _ = connection.as_mut() => return,
                _ = closed.wait_for(|closing| *closing) => {}
            }
            connection.as_mut().graceful_shutdown();
            let _ = connection.await;
        });
    }
    drop(listener);
    let _ = closing.send(true);
    // Each connection gives its permit back when it ends: all back, all ended.
    let _ = open.acquire_many(max as u32).await;
}

/// Whether an accept error concerns only the connection being accepted (the next
/// accept may well succeed at once).
fn is_about_one_connection(err: &std::io::Error) -> bool {
    use std::io::ErrorKind::*;
    matches!(
        err.kind(),
        ConnectionRefused | ConnectionAborted | ConnectionReset | Interrupted | WouldBlock
    )
}

/// The canned answer to a connection over the cap.
fn busy_answer() -> Vec<u8> {
    let body = serde_json::json!({
        "error": "the server has too many open connections; try again in a moment",
        "field": null,
    })
    .to_string();
    format!(
        "HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
         retry-after: 1\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    )
    .into_bytes()
}

/// Answers a connection over the cap without reading from it or waiting on it: the
/// answer fits the empty send buffer of a new socket; if it does not go, the client is
/// closed on all the same.
fn refuse(stream: TcpStream, answer: &[u8]) {
    let _ = stream.try_write(answer);
    drop(stream);
}

/// Why a body could not be read: it did not all arrive within the body timeout.
#[derive(Debug)]
pub struct BodyTimedOut(pub Duration);

impl std::fmt::Display for BodyTimedOut {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the request body did not arrive within {} ms",
            self.0.as_millis()
        )
    }
}

impl std::error::Error for BodyTimedOut {}

/// A request body that fails with [`BodyTimedOut`] once its time is up.
pub struct Deadline {
    inner: Incoming,
    limit: Duration,
    sleep: Pin<Box<Sleep>>,
}

impl Deadline {
    fn new(inner: Incoming, limit: Duration) -> Deadline {
        Deadline {
            inner,
            limit,
            sleep: Box::pin(tokio::time::sleep(limit)),
        }
    }
}

impl HttpBody for Deadline {
    type Data = axum::body::Bytes;
    type Error = Box<dyn std::error::Error + Send + Sync>;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Self::Data>, Self::Error>>> {
        if let Poll::Ready(frame) = Pin::new(&mut self.inner).poll_frame(cx) {
            return Poll::Ready(frame.map(|f| f.map_err(Into::into)));
        }
        match self.sleep.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Some(Err(Box::new(BodyTimedOut(self.limit))))),
            Poll::Pending => Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

/// A connection whose writes fail once they have made no progress for `limit`: the client
/// is not reading what it asked for.
pub struct Stalling<T> {
    inner: T,
    limit: Duration,
    /// Since when writing has waited, if it is waiting.
    stalled: Option<Pin<Box<Sleep>>>,
}

impl<T> Stalling<T> {
    fn new(inner: T, limit: Duration) -> Stalling<T> {
        Stalling {
            inner,
            limit,
            stalled: None,
        }
    }

    /// After a write or flush that could not go on: pending, or an error once the stall
    /// has lasted `limit`.
    fn waited<R>(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<R>> {
        let limit = self.limit;
        let stalled = self
            .stalled
            .get_or_insert_with(|| Box::pin(tokio::time::sleep(limit)));
        match stalled.as_mut().poll(cx) {
            Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "the client took no answer for the write timeout",
            ))),
            Poll::Pending => Poll::Pending,
        }
    }

    /// After a write or flush that went on: the stall, if any, is over.
    fn went<R>(&mut self, done: Poll<io::Result<R>>) -> Poll<io::Result<R>> {
        self.stalled = None;
        done
    }
}

impl<T: hyper::rt::Read + Unpin> hyper::rt::Read for Stalling<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: hyper::rt::ReadBufCursor<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_read(cx, buf)
    }
}

impl<T: hyper::rt::Write + Unpin> hyper::rt::Write for Stalling<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.inner).poll_write(cx, buf) {
            Poll::Pending => self.waited(cx),
            done => self.went(done),
        }
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match Pin::new(&mut self.inner).poll_write_vectored(cx, bufs) {
            Poll::Pending => self.waited(cx),
            done => self.went(done),
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match Pin::new(&mut self.inner).poll_flush(cx) {
            Poll::Pending => self.waited(cx),
            done => self.went(done),
        }
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match Pin::new(&mut self.inner).poll_shutdown(cx) {
            Poll::Pending => self.waited(cx),
            done => self.went(done),
        }
    }
}
