//! # shudu-serve
//!
//! The web server behind `shudu serve`: the page to play on (embedded in the binary,
//! `assets.rs`) and the JSON API it calls (`routes/`), documented as OpenAPI at
//! `GET /api/openapi.json` (`openapi.rs`, from `src/openapi.json`). The server
//! holds no player data — a game lives in the browser — and reads or writes no file.
//!
//! ```
//! use shudu_serve::{Config, router};
//! let app = router(&Config::default()); // an axum Router, ready for `axum::serve`
//! # drop(app);
//! ```
//!
//! Every request is bounded: bodies up to 64 KiB (`request.rs`; an image sent to
//! `/api/scan`, built with the `scan` feature, up to 12 MiB), work admitted by a pool of
//! one worker per core with a bounded queue in front, 503 past it (`admission.rs`), and
//! run within a time budget that counts the wait (`work.rs`), errors as one JSON shape
//! (`error.rs`), the security headers on every response and a panic answered with a 500
//! (`security.rs`). [`serve`] runs the router on a listener until Ctrl-C or SIGTERM and
//! cuts off slow clients (`listen.rs`); it answers only requests whose `Host` names the
//! server itself (`hosts.rs`, against DNS rebinding). `network.rs` finds the addresses a
//! phone on the same network can use, and draws a URL as a QR code.
//!
//! The figures, all in [`Config`] (defaults): budget 2 s per request, queue time
//! included, and an answer by budget + 10 % (at least 100 ms) at the latest; workers:
//! one per core; queue: 16 waiting requests per class (light, heavy); scans: one at a
//! time, with a budget of their own of 10 s; open connections: 4096 (less where the
//! open-file limit is lower); headers (and the idle time of a kept-alive connection):
//! 10 s; body: 30 s; a client not reading its answers: 30 s.
//!
//! Read next: `routes/mod.rs` (the table of routes), then `request.rs`.

mod admission;
mod assets;
mod error;
mod hosts;
mod listen;
mod network;
mod openapi;
mod page_link;
mod query;
mod reply;
mod request;
mod routes;
mod security;
mod variant_form;
mod work;

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use tokio::net::TcpListener;
use tower_http::catch_panic::CatchPanicLayer;

pub use admission::SCAN_AT_ONCE;
pub use assets::{ASSETS, Asset};
pub use error::ApiError;
pub use network::{lan_addresses, qr_code};
pub use openapi::document as openapi_document;
pub use page_link::{page_fragment, page_text};
pub use request::BODY_LIMIT;
pub use routes::{Endpoint, endpoints};
#[cfg(feature = "scan")]
pub use routes::{IMAGE_LIMIT, SCAN_BUDGET};
pub use work::RETRY_AFTER_SECONDS;

/// How the server runs: the budget of a request's work, how much work runs at once and
/// waits, and the limits that cut off slow clients.
///
/// ```
/// use std::time::Duration;
/// use shudu_serve::Config;
/// let config = Config { budget: Duration::from_millis(500), ..Config::default() };
/// assert!(config.budget < Config::default().budget);
/// assert!(Config::default().workers >= 1);
/// ```
#[derive(Clone, Debug)]
pub struct Config {
    /// How long one request's work may run before rating, explaining or hinting gives up
    /// (2 s by default). It counts from when the request is admitted to the queue, and
    /// a request is answered by this time plus 10 % (at least 100 ms) at the latest.
    pub budget: Duration,
    /// How many requests may work on the processor at once (by default the number of
    /// cores the process may use). Heavy work may hold all but a quarter of them.
    pub workers: usize,
    /// How many requests may wait for a worker, for each class of work (light, heavy);
    /// one more is answered 503 at once (16 by default).
    pub queue: usize,
    /// How many connections may be open at once; one more is answered 503 and closed at
    /// once (by default [`default_max_connections`]).
    pub max_connections: usize,
    /// How long a connection may take to send a request's headers, counted from when the
    /// server starts waiting for it: so also how long a kept-alive connection may sit
    /// idle (10 s by default).
    pub header_timeout: Duration,
    /// How long a request's body may take to arrive after its headers (30 s by
    /// default); then the request gets 408 and the connection is closed.
    pub body_timeout: Duration,
    /// How long the server waits on a client that does not read its answers (a write
    /// that makes no progress) before it closes the connection (30 s by default).
    pub write_timeout: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            budget: Duration::from_secs(2),
            workers: std::thread::available_parallelism().map_or(1, |n| n.get()),
            queue: 16,
            max_connections: default_max_connections(),
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(30),
            write_timeout: Duration::from_secs(30),
        }
    }
}

/// The most connections open at once by default: 4096, so a crowd of slow clients (each
/// cut off after the header timeout) leaves room for everyone else, or three quarters of
/// the process's open-file limit where that is lower, so the server stays within it
/// (read from `/proc/self/limits`; 512 where it cannot be read). An open connection costs
/// about 35 KB (BENCHMARKS.md, "Slow clients").
///
/// ```
/// assert!((1..=4096).contains(&shudu_serve::default_max_connections()));
/// ```
pub fn default_max_connections() -> usize {
    let limit = std::fs::read_to_string("/proc/self/limits")
        .ok()
        .and_then(|text| open_file_limit(&text));
    match limit {
        Some(files) => (files / 4 * 3).clamp(1, MAX_CONNECTIONS),
        None => FALLBACK_CONNECTIONS,
    }
}

/// The default cap where the file limit allows it.
const MAX_CONNECTIONS: usize = 4096;

/// The default cap where the file limit cannot be read.
const FALLBACK_CONNECTIONS: usize = 512;

/// The soft "Max open files" of a `/proc/self/limits` text (`unlimited` reads as no
/// limit).
fn open_file_limit(limits: &str) -> Option<usize> {
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    let soft = line["Max open files".len()..].split_whitespace().next()?;
    match soft {
        "unlimited" => Some(usize::MAX),
        n => n.parse().ok(),
    }
}

/// What every handler sees: the configuration it needs and the pool its work is admitted
/// by (the state of the routes of [`endpoints`]; made by [`router`] from a [`Config`]).
///
/// ```
/// let routes: Vec<shudu_serve::Endpoint> = shudu_serve::endpoints();
/// let _handler: &axum::routing::MethodRouter<shudu_serve::App> = &routes[0].handler;
/// ```
#[derive(Clone, Debug)]
pub struct App {
    budget: Duration,
    pool: Arc<admission::Pool>,
}

impl App {
    fn new(config: &Config) -> App {
        App {
            budget: config.budget,
            pool: Arc::new(admission::Pool::new(config.workers, config.queue)),
        }
    }
}

/// The whole server as an axum [`Router`]: every route of [`endpoints`], the page's
/// files, 404 and 405 as JSON, the security headers and the panic guard. It has its own
/// pool of workers, of `config.workers`. The `Host` check is not in it: [`serve`] adds
/// it, knowing the address it listens on.
///
/// ```
/// use shudu_serve::{Config, router};
/// let app = router(&Config::default());
/// # drop(app);
/// ```
pub fn router(config: &Config) -> Router {
    build(config, None)
}

/// The router, with the `Host` check of `hosts` when given (inside the security headers,
/// so a 403 has them too).
fn build(config: &Config, hosts: Option<hosts::Hosts>) -> Router {
    let routes = endpoints()
        .into_iter()
        .fold(Router::new(), |router, e| router.route(e.path, e.handler));
    let mut router = routes
        .fallback(security::fallback)
        .method_not_allowed_fallback(security::method_not_allowed)
        .with_state(App::new(config));
    if let Some(hosts) = hosts {
        router = router.layer(axum::middleware::from_fn_with_state(
            Arc::new(hosts),
            hosts::check,
        ));
    }
    with_layers(router)
}

/// `router` with what every response gets: the panic guard (a 500 JSON error instead of
/// a dropped connection) inside, the security headers outside (so the 500 has them too).
///
/// ```
/// use axum::{Router, routing::get};
/// let app = shudu_serve::with_layers(Router::new().route("/x", get(|| async { "x" })));
/// # drop(app);
/// ```
pub fn with_layers(router: Router) -> Router {
    router
        .layer(CatchPanicLayer::custom(security::panic_answer))
        .layer(axum::middleware::map_response(security::headers))
}

/// Serves `config`'s router on `listener` until Ctrl-C or SIGTERM, then finishes the
/// requests under way and returns. Requests must name the server's own address in `Host`
/// (`hosts.rs`), and slow clients are cut off by `config`'s timeouts (`listen.rs`). The
/// signals are watched from this call on (it must be made inside a tokio runtime), so a
/// caller can announce the server right after it and a signal sent at once still stops
/// it cleanly.
///
/// ```no_run
/// # async fn run() -> std::io::Result<()> {
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
/// let server = shudu_serve::serve(listener, &shudu_serve::Config::default())?;
/// println!("listening");
/// server.await
/// # }
/// ```
pub fn serve(
    listener: TcpListener,
    config: &Config,
) -> std::io::Result<impl Future<Output = std::io::Result<()>> + Send + use<>> {
    Ok(serve_until(listener, config, shutdown_signal()?))
}

/// Serves `config`'s router on `listener` until `stop` resolves, then finishes the
/// requests under way: [`serve`] with another signal (a harness's own, say).
///
/// ```no_run
/// # async fn run() -> std::io::Result<()> {
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
/// let config = shudu_serve::Config::default();
/// // Never stops: any future will do, such as a channel's receiver.
/// let stop = std::future::pending::<()>();
/// shudu_serve::serve_until(listener, &config, stop).await
/// # }
/// ```
pub fn serve_until<F>(
    listener: TcpListener,
    config: &Config,
    stop: F,
) -> impl Future<Output = std::io::Result<()>> + Send + use<F>
where
    F: Future<Output = ()> + Send + 'static,
{
    let config = config.clone();
    async move {
        let bound = listener.local_addr()?;
        let app = build(&config, Some(hosts::Hosts::new(bound)));
        let limits = listen::Limits {
            max_connections: config.max_connections,
            header_timeout: config.header_timeout,
            body_timeout: config.body_timeout,
            write_timeout: config.write_timeout,
        };
        listen::run(listener, app, limits, stop).await;
        Ok(())
    }
}

/// A future that resolves on Ctrl-C (SIGINT) or, on Unix, SIGTERM; both are watched from
/// this call on.
fn shutdown_signal() -> std::io::Result<impl Future<Output = ()> + Send> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let mut interrupt = signal(SignalKind::interrupt())?;
        let mut terminate = signal(SignalKind::terminate())?;
        Ok(async move {
            // Whichever comes first (tokio's `select!` would need its macros feature).
            std::future::poll_fn(|cx| {
                if interrupt.poll_recv(cx).is_ready() || terminate.poll_recv(cx).is_ready() {
                    std::task::Poll::Ready(())
                } else {
                    std::task::Poll::Pending
                }
            })
            .await;
        })
    }
    #[cfg(not(unix))]
    {
        Ok(async {
            if tokio::signal::ctrl_c().await.is_err() {
                std::future::pending::<()>().await;
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_open_file_limit_is_read_from_the_soft_column() {
        let limits = "Limit                     Soft Limit           Hard Limit           Units     \n\
                      Max processes             63448                63448                processes \n\
                      Max open files            1024                 524288               files     \n";
        assert_eq!(open_file_limit(limits), Some(1024));
        let unlimited =
            "Max open files            unlimited            unlimited            files\n";
        assert_eq!(open_file_limit(unlimited), Some(usize::MAX));
        assert_eq!(open_file_limit("Max processes 10 10\n"), None);
    }
}
