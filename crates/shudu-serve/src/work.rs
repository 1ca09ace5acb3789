//! Running a request's work: on tokio's blocking pool (the solver and the logic engine are
//! CPU-bound and must not stall the threads that serve sockets), within a [`Budget`] that
//! starts when the request arrives and also ends if the client goes away — dropping the
//! request's future sets the budget's flag, so an abandoned rating stops at its next check.
//! A panic in the work becomes a 500 JSON error; the server keeps serving.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::http::StatusCode;
use axum::response::Response;
use shudu::logic::Budget;

use crate::error::ApiError;

/// Sets its flag when dropped: the request's future was dropped (client gone) or finished.
struct CancelOnDrop(Arc<AtomicBool>);

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Runs `work` on the blocking pool with a budget of `limit` from now; its answer, or a
/// 500 if it panicked.
pub async fn blocking<F>(limit: Duration, work: F) -> Response
where
    F: FnOnce(&Budget) -> Result<Response, ApiError> + Send + 'static,
{
    let flag = Arc::new(AtomicBool::new(false));
    let budget = Budget::within(limit).and_flag(flag.clone());
    let _cancel = CancelOnDrop(flag);
    let joined = tokio::task::spawn_blocking(move || work(&budget)).await;
    match joined {
        Ok(Ok(response)) => response,
        Ok(Err(err)) => axum::response::IntoResponse::into_response(err),
        Err(err) => {
            let why = if err.is_panic() {
                "the server failed on this request (a bug: please report it with the request)"
            } else {
                "the server is shutting down"
            };
            axum::response::IntoResponse::into_response(ApiError::new(
                StatusCode::INTERNAL_SERVER_ERROR,
                why,
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run<F: std::future::Future>(future: F) -> F::Output {
        tokio::runtime::Builder::new_current_thread()
            .build()
            .expect("a runtime")
            .block_on(future)
    }

    #[test]
    fn a_panic_on_the_blocking_pool_answers_500() {
        let response = run(blocking(Duration::from_secs(1), |_| {
            panic!("a bug in the work")
        }));
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        // The pool is still there for the next request.
        let response = run(blocking(Duration::from_secs(1), |_| {
            Ok(crate::reply::ok(&serde_json::json!({})))
        }));
        assert_eq!(response.status(), StatusCode::OK);
    }

    #[test]
    fn the_budget_is_spent_when_the_request_is_dropped() {
        let flag = Arc::new(AtomicBool::new(false));
        drop(CancelOnDrop(flag.clone()));
        assert!(flag.load(Ordering::Relaxed));
    }
}
