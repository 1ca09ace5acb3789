//! Running a request's work: admitted by the server's pool first (`admission.rs`: at most
//! one job per worker at once, a bounded queue in front, 503 past it), then on tokio's
//! blocking pool (the solver and the logic engine are CPU-bound and must not stall the
//! threads that serve sockets), within a [`Budget`] that starts when the request is
//! admitted to the queue — time spent waiting counts — and also ends if the client goes
//! away: dropping the request's future sets the budget's flag, so an abandoned rating
//! stops at its next check. Work that runs 10 % (at least 100 ms) past its budget (a
//! generator round that is not cut short, say) is not waited for: the request is answered
//! 503 at once, and the work stops at its next look at the budget, holding its worker
//! until then. A panic in the work becomes a 500 JSON error; the server keeps serving.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use shudu::logic::Budget;
use tokio::time::Instant;

use crate::App;
use crate::admission::{Class, Refusal};
use crate::error::ApiError;

/// The least grace past a budget before the answer stops waiting for the work: a budget
/// of a few milliseconds still lets the work start and say it gave up.
const LEAST_GRACE: Duration = Duration::from_millis(100);

/// What a 503 asks the client to wait before trying again, in seconds.
pub const RETRY_AFTER_SECONDS: u64 = 1;

/// Sets its flag when dropped: the request's future was dropped (client gone) or finished.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// The 503 for a request the server is too busy for, with `Retry-After`.
pub fn busy(message: String) -> Response {
    let mut response = ApiError::new(StatusCode::SERVICE_UNAVAILABLE, message).into_response();
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(RETRY_AFTER_SECONDS));
    response
}

/// Runs `work`, of cost `class`, once `app`'s pool admits it, on the blocking pool with a
/// budget of `limit` from now; its answer, a 503 if the pool is full or the budget runs
/// out before the work can start or 10 % (at least 100 ms) after it should have ended,
/// or a 500 if it panicked.
pub async fn blocking<F>(app: &App, class: Class, limit: Duration, work: F) -> Response
where
    F: FnOnce(&Budget) -> Result<Response, ApiError> + Send + 'static,
{
    let start = Instant::now();
    let deadline = start + limit;
    let admitted = match app.pool.admit(class, deadline).await {
        Ok(admitted) => admitted,
        Err(Refusal::QueueFull) => {
            return busy(
                "the server is busy (every worker taken and the queue full); try again in a \
                 moment"
                    .to_owned(),
            );
        }
        Err(Refusal::WaitedTooLong) => {
            return busy(format!(
                "the server is busy: this request waited its whole budget ({} ms) for a \
                 worker; try again in a moment",
                limit.as_millis()
            ));
        }
    };
    let flag = Arc::new(AtomicBool::new(false));
    let left = deadline.saturating_duration_since(Instant::now());
    let budget = Budget::within(left).and_flag(flag.clone());
    let _cancel = CancelOnDrop(flag);
    let task = tokio::task::spawn_blocking(move || {
        // The worker is given back when the work ends, not when the answer is sent.
        let _admitted = admitted;
        work(&budget)
    });
    let grace = (limit / 10).max(LEAST_GRACE);
    let Ok(joined) = tokio::time::timeout_at(deadline + grace, task).await else {
        return busy(format!(
            "the server could not finish this request within its budget ({} ms); try again \
             in a moment",
            limit.as_millis()
        ));
    };
    match joined {
        Ok(Ok(response)) => response,
        Ok(Err(err)) => err.into_response(),
        Err(err) => {
            let why = if err.is_panic() {
                "the server failed on this request (a bug: please report it with the request)"
            } else {
                "the server is shutting down"
            };
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, why).into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run<F: std::future::Future>(future: F) -> F::Output {
        tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("a runtime")
            .block_on(future)
    }

    fn app(workers: usize, queue: usize) -> App {
        App::new(&crate::Config {
            workers,
            queue,
            ..crate::Config::default()
        })
    }

    #[test]
    fn a_panic_on_the_blocking_pool_answers_500() {
        let app = app(1, 0);
        let response = run(blocking(&app, Class::Light, Duration::from_secs(1), |_| {
            panic!("a bug in the work")
        }));
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        // The pool and its one worker are still there for the next request.
        let response = run(blocking(&app, Class::Light, Duration::from_secs(1), |_| {
            Ok(crate::reply::ok(&serde_json::json!({})))
        }));
        assert_eq!(response.status(), StatusCode::OK);
    }

    #[test]
    fn work_past_its_budget_is_answered_503_without_waiting_for_it() {
        let app = app(1, 0);
        let (response, took) = run(async {
            let began = Instant::now();
            let response = blocking(&app, Class::Heavy, Duration::from_millis(50), |_| {
                // Work that never looks at its budget.
                std::thread::sleep(Duration::from_millis(1500));
                Ok(crate::reply::ok(&serde_json::json!({})))
            })
            .await;
            (response, began.elapsed())
        });
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(response.headers()[header::RETRY_AFTER], "1");
        // Answered near 150 ms, long before the work's 1.5 s (which the runtime's end
        // waits for).
        assert!(took < Duration::from_millis(1000), "{took:?}");
    }

    #[test]
    fn the_budget_is_spent_when_the_request_is_dropped() {
        let flag = Arc::new(AtomicBool::new(false));
        drop(CancelOnDrop(flag.clone()));
        assert!(flag.load(Ordering::Relaxed));
    }
}
