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
//! `/api/scan`, built with the `scan` feature, up to 12 MiB), work on the blocking
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
mod variant_form;
mod work;

use std::future::{Future, IntoFuture};
use std::time::Duration;

use axum::Router;
use tokio::net::TcpListener;
use tower_http::catch_panic::CatchPanicLayer;

pub use assets::{ASSETS, Asset};
pub use error::ApiError;
pub use network::{lan_addresses, qr_code};
pub use openapi::document as openapi_document;
pub use request::BODY_LIMIT;
#[cfg(feature = "scan")]
pub use routes::IMAGE_LIMIT;
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
/// requests under way and returns. The signals are watched from this call on (it must be
/// made inside a tokio runtime), so a caller can announce the server right after it
/// and a signal sent at once still stops it cleanly.
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
    axum::serve(listener, router(config))
        .with_graceful_shutdown(stop)
        .into_future()
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
