//! Admission control: how many requests may work on the processor at once, and how many
//! may wait for their turn. Every route's work goes through [`Pool::admit`] before it is
//! handed to a blocking thread (`work.rs`), so the server runs at most `workers` jobs at a
//! time (by default one per core) whatever the number of clients, and holds at most
//! `queue` waiting requests of each class; past that it answers 503 at once.
//!
//! The design: a request is **light** (solve, count, check, check-puzzle, hint,
//! solution-cell and their variant forms: milliseconds as a rule) or **heavy** (rate,
//! explain, generate and their variant forms, and scan: up to the whole budget). A job
//! holds one *worker* permit while it runs. A heavy job must also hold a *heavy* permit,
//! and there are fewer of those than workers — `workers − ⌈workers / 4⌉`, at least one
//! (1 of 2, 3 of 4, 6 of 8) — so heavy work can never take every worker: with two or
//! more workers a hint always finds a worker free within one light job's time, however
//! many ratings and generations are waiting. A scan must further hold the one *scan*
//! permit ([`SCAN_AT_ONCE`]), which bounds the memory decoding photos can take.
//!
//! Each class has its own queue of `queue` places: a flood of generations fills the heavy
//! queue and gets 503s, while hints keep queueing (and the other way round). A request
//! waits in its queue at most until its budget is spent, since the budget counts from the
//! moment the request is admitted, queue time included; then it gets 503 too. Both 503s
//! carry `Retry-After` and the server's usual JSON error. Read next: `work.rs`, which runs
//! an admitted job and holds it to its budget plus 10 %.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio::time::Instant;

/// How many scans may decode and read a photo at once: one, since a photo can decode
/// to over a hundred megabytes (`shudu_scan`'s decoded-bytes limit).
pub const SCAN_AT_ONCE: usize = 1;

/// What a request's work costs, as admission control sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    /// Milliseconds as a rule: solve, count, check, hint, solution-cell, candidates.
    Light,
    /// Up to the whole budget: rate, explain, generate.
    Heavy,
    /// A photo to decode and read: heavy, and one at a time.
    Scan,
}

/// Why a request was not admitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Its class's queue was full when it came.
    QueueFull,
    /// Its budget ran out while it waited in the queue.
    WaitedTooLong,
}

/// The permits an admitted job holds while it runs; dropping them lets the next one in.
#[derive(Debug)]
pub struct Admitted {
    _worker: OwnedSemaphorePermit,
    _heavy: Option<OwnedSemaphorePermit>,
    _scan: Option<OwnedSemaphorePermit>,
}

/// The server's pool of workers and its two queues (one per [`Class`] of light or heavy
/// work; scans queue with the heavy).
#[derive(Debug)]
pub struct Pool {
    workers: Arc<Semaphore>,
    heavy: Arc<Semaphore>,
    scan: Arc<Semaphore>,
    /// Requests waiting for their permits: light, heavy.
    waiting: [AtomicUsize; 2],
    queue: usize,
}

/// A place in a queue, given back when the request leaves it (admitted, refused or gone).
struct Place<'a>(&'a AtomicUsize);

impl Drop for Place<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Pool {
    /// A pool of `workers` (at least one) with `queue` places for each class.
    pub fn new(workers: usize, queue: usize) -> Pool {
        let workers = workers.max(1);
        Pool {
            workers: Arc::new(Semaphore::new(workers)),
            heavy: Arc::new(Semaphore::new(heavy_share(workers))),
            scan: Arc::new(Semaphore::new(SCAN_AT_ONCE)),
            waiting: [AtomicUsize::new(0), AtomicUsize::new(0)],
            queue,
        }
    }

    /// Waits for the permits `class` needs, until `deadline` at most; refuses at once when
    /// the class's queue is full.
    pub async fn admit(&self, class: Class, deadline: Instant) -> Result<Admitted, Refusal> {
        if let Some(admitted) = self.try_admit(class) {
            return Ok(admitted);
        }
        let waiting = &self.waiting[usize::from(class != Class::Light)];
        if waiting.fetch_add(1, Ordering::AcqRel) >= self.queue {
            waiting.fetch_sub(1, Ordering::AcqRel);
            return Err(Refusal::QueueFull);
        }
        let _place = Place(waiting);
        tokio::time::timeout_at(deadline, self.acquire(class))
            .await
            .map_err(|_| Refusal::WaitedTooLong)
    }

    /// The permits for `class` if they are free now.
    fn try_admit(&self, class: Class) -> Option<Admitted> {
        let scan = match class {
            Class::Scan => Some(self.scan.clone().try_acquire_owned().ok()?),
            _ => None,
        };
        let heavy = match class {
            Class::Light => None,
            _ => Some(self.heavy.clone().try_acquire_owned().ok()?),
        };
        let worker = self.workers.clone().try_acquire_owned().ok()?;
        Some(Admitted {
            _worker: worker,
            _heavy: heavy,
            _scan: scan,
        })
    }

    /// Waits for the permits for `class`, narrowest first (scan, heavy, worker), so a job
    /// only takes a worker's place in line once it may run.
    async fn acquire(&self, class: Class) -> Admitted {
        // The semaphores are never closed, so acquiring cannot fail; a failure would
        // only mean no limit, never a hang.
        let scan = match class {
            Class::Scan => self.scan.clone().acquire_owned().await.ok(),
            _ => None,
        };
        let heavy = match class {
            Class::Light => None,
            _ => self.heavy.clone().acquire_owned().await.ok(),
        };
        let worker = loop {
            if let Ok(permit) = self.workers.clone().acquire_owned().await {
                break permit;
            }
        };
        Admitted {
            _worker: worker,
            _heavy: heavy,
            _scan: scan,
        }
    }
}

/// How many workers heavy work may hold at once: all but a quarter (rounded up), at least
/// one.
pub fn heavy_share(workers: usize) -> usize {
    (workers - workers.div_ceil(4)).max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn run<F: std::future::Future>(future: F) -> F::Output {
        tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("a runtime")
            .block_on(future)
    }

    #[test]
    fn heavy_work_leaves_a_worker_for_light_work() {
        assert_eq!(heavy_share(1), 1);
        assert_eq!(heavy_share(2), 1);
        assert_eq!(heavy_share(4), 3);
        assert_eq!(heavy_share(8), 6);
        run(async {
            let pool = Pool::new(2, 0);
            let later = Instant::now() + Duration::from_secs(5);
            let heavy = pool
                .admit(Class::Heavy, later)
                .await
                .expect("a free worker");
            // The second heavy job would wait, and the queue has no place.
            assert_eq!(
                pool.admit(Class::Heavy, later).await.unwrap_err(),
                Refusal::QueueFull
            );
            // A light one still runs.
            let light = pool
                .admit(Class::Light, later)
                .await
                .expect("the light worker");
            drop((heavy, light));
        });
    }

    #[test]
    fn a_queued_request_gives_up_at_its_deadline_and_leaves_its_place() {
        run(async {
            let pool = Pool::new(1, 1);
            let later = Instant::now() + Duration::from_secs(5);
            let running = pool.admit(Class::Light, later).await.expect("a worker");
            let soon = Instant::now() + Duration::from_millis(20);
            assert_eq!(
                pool.admit(Class::Light, soon).await.unwrap_err(),
                Refusal::WaitedTooLong
            );
            assert_eq!(pool.waiting[0].load(Ordering::Acquire), 0);
            drop(running);
            pool.admit(Class::Light, later).await.expect("free again");
        });
    }

    #[test]
    fn scans_run_one_at_a_time() {
        run(async {
            let pool = Pool::new(4, 0);
            let later = Instant::now() + Duration::from_secs(5);
            let scan = pool
                .admit(Class::Scan, later)
                .await
                .expect("the scan permit");
            assert_eq!(
                pool.admit(Class::Scan, later).await.unwrap_err(),
                Refusal::QueueFull
            );
            let heavy = pool.admit(Class::Heavy, later).await.expect("heavy room");
            drop((scan, heavy));
        });
    }
}
