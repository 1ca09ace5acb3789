//! # shudu-serve
//!
//! The web server behind `shudu serve`: the page to play on (embedded in the binary,
//! `assets.rs`) and the JSON API it calls (`routes/`), documented as OpenAPI at
//! `GET /api/openapi.json` (`openapi.rs`) and specified in `SERVE-API.md`. The server
//! holds no player data — a game lives in the browser — and reads or writes no file.
//!
//! ```
//! use shudu_serve::{Config, router};
//! let app = router(&Config::default()); // an axum Router, ready for `axum::serve`
//! # drop(app);
//! ```
//!
//! Every request is bounded: bodies up to 64 KiB (`request.rs`), work on the blocking
//! pool within a time budget (`work.rs`), errors as one JSON shape (`error.rs`), the
//! security headers on every response and a panic answered with a 500 (`security.rs`).
//! [`serve`] runs the router on a listener until Ctrl-C or SIGTERM; `network.rs` finds
//! the addresses a phone on the same network can use, and draws a URL as a QR code.
//!
//! Read next: `routes/mod.rs` (the table of routes), then `request.rs`.

mod assets;
mod error;
mod network;
mod openapi;
mod reply;
mod request;
mod routes;
mod security;
mod work;

use std::time::Duration;

use axum::Router;
use tokio::net::TcpListener;
use tower_http::catch_panic::CatchPanicLayer;

pub use assets::{ASSETS, Asset};
pub use error::ApiError;
pub use network::{lan_addresses, qr_code};
pub use openapi::DOCUMENT as OPENAPI;
pub use request::BODY_LIMIT;
pub use routes::{Endpoint, endpoints};

/// How the server runs.
///
/// ```
/// use std::time::Duration;
/// use shudu_serve::Config;
/// let config = Config { budget: Duration::from_millis(500) };
/// assert!(config.budget < Config::default().budget);
/// ```
#[derive(Clone, Debug)]
pub struct Config {
    /// How long one request's work may run before rating, explaining or hinting gives up
    /// (2 s by default).
    pub budget: Duration,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            budget: Duration::from_secs(2),
        }
    }
}

/// What every handler sees: the configuration it needs (the state of the routes of
/// [`endpoints`]; made by [`router`] from a [`Config`]).
///
/// ```
/// let routes: Vec<shudu_serve::Endpoint> = shudu_serve::endpoints();
/// let _handler: &axum::routing::MethodRouter<shudu_serve::App> = &routes[0].handler;
/// ```
#[derive(Clone, Debug)]
pub struct App {
    budget: Duration,
}

/// The whole server as an axum [`Router`]: every route of [`endpoints`], the page's
/// files, 404 and 405 as JSON, the security headers and the panic guard.
///
/// ```
/// use shudu_serve::{Config, router};
/// let app = router(&Config::default());
/// # drop(app);
/// ```
pub fn router(config: &Config) -> Router {
    let app = App {
        budget: config.budget,
    };
    let routes = endpoints()
        .into_iter()
        .fold(Router::new(), |router, e| router.route(e.path, e.handler));
    with_layers(
        routes
            .fallback(security::fallback)
            .method_not_allowed_fallback(security::method_not_allowed)
            .with_state(app),
    )
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
/// requests under way and returns.
///
/// ```no_run
/// # async fn run() -> std::io::Result<()> {
/// let listener = tokio::net::TcpListener::bind("127.0.0.1:8080").await?;
/// shudu_serve::serve(listener, &shudu_serve::Config::default()).await
/// # }
/// ```
pub async fn serve(listener: TcpListener, config: &Config) -> std::io::Result<()> {
    axum::serve(listener, router(config))
        .with_graceful_shutdown(shutdown_signal())
        .await
}

/// Resolves on Ctrl-C, or SIGTERM on Unix. If a signal cannot be watched (no terminal,
/// say), that one is ignored rather than stopping the server at once.
async fn shutdown_signal() {
    let ctrl_c = async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    // Whichever comes first (tokio's `select!` would need its macros feature).
    let (mut ctrl_c, mut term) = (std::pin::pin!(ctrl_c), std::pin::pin!(term));
    std::future::poll_fn(|cx| {
        if ctrl_c.as_mut().poll(cx).is_ready() || term.as_mut().poll(cx).is_ready() {
            std::task::Poll::Ready(())
        } else {
            std::task::Poll::Pending
        }
    })
    .await;
}
