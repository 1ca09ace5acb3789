//! Processor time, which a machine shared with other jobs disturbs far less than wall
//! time: the calling thread's own (for the measured loops) and that of finished child
//! processes (for whole commands run by `batch_cost.rs`).
//!
//! Both come from the C library (`clock_gettime`, `getrusage`) on Unix; elsewhere they read
//! zero and the tables show it.

use std::time::Duration;

/// Processor time the calling thread has used so far.
#[cfg(unix)]
pub fn thread() -> Duration {
    let mut now = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `clock_gettime` writes only the one `timespec` it is given, which lives
    // across the call.
    let status = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut now) };
    if status != 0 {
        return Duration::ZERO;
    }
    Duration::new(now.tv_sec as u64, now.tv_nsec as u32)
}

/// Processor time (user and system) of every child process waited for so far.
#[cfg(unix)]
pub fn children() -> Duration {
    // SAFETY: an all-zero `rusage` is a valid value of the plain C struct.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: `getrusage` writes only the one `rusage` it is given, which lives across
    // the call.
    let status = unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) };
    if status != 0 {
        return Duration::ZERO;
    }
    let time = |t: libc::timeval| Duration::new(t.tv_sec as u64, t.tv_usec as u32 * 1000);
    time(usage.ru_utime) + time(usage.ru_stime)
}

#[cfg(not(unix))]
pub fn thread() -> Duration {
    Duration::ZERO
}

#[cfg(not(unix))]
pub fn children() -> Duration {
    Duration::ZERO
}

#[cfg(test)]
mod tests {
    #[test]
    fn thread_time_advances_with_work() {
        let before = super::thread();
        let mut x = 1u64;
        for i in 0..20_000_000u64 {
            x = std::hint::black_box(x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(i));
        }
        assert!(super::thread() > before, "{x}");
    }
}
