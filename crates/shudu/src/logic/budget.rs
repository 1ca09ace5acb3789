//! [`Budget`]: how long a rating, a path or a hint may run — a deadline, a shared
//! cancellation flag, both, or neither — so that a caller (a server answering a request,
//! say) can give up on a puzzle whose nested forcing chains would take seconds.
//!
//! The searches do not take the budget as a parameter: the engine's verbs
//! ([`Logic`](super::Logic), `settings.rs`) install it on their thread for the length of
//! the call ([`watching`]), and the long loops — the
//! driver between steps and between techniques, the chain searches for each start cell
//! (which the nested levels run again inside each outer chain), aligned exclusion for
//! each base cell — ask [`spent`]. The question costs a thread-local read and a counter
//! when a budget is installed, and less when none is; the clock is read once every few
//! questions. Once spent, a budget stays spent for the rest of the call: every search
//! still running returns at its next question, and the driver discards whatever a cut
//! search found and ends the path [`PathEnd::GaveUp`](super::PathEnd::GaveUp).
//!
//! With no budget installed (the plain functions, or [`Budget::unlimited`]) nothing
//! changes: the searches run to the end and find exactly what they found before.

use crate::words::{Lang, Phrase};
use std::cell::RefCell;
use std::fmt;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How long a rating, a path or a hint may run: until a deadline, until a shared flag is
/// set, or both (whichever comes first). Cheap to clone; the flag is shared.
///
/// ```
/// use std::sync::Arc;
/// use std::sync::atomic::{AtomicBool, Ordering};
/// use std::time::Duration;
/// use shudu::logic::{Budget, Logic, Unrated};
/// use shudu::Grid;
/// let grid: Grid =
///     "..9748...7.........2.1.9.....7...24..64.1.59..98...3.....8.3.2.........6...2759.."
///         .parse()?;
/// // Plenty of time: the rating of `rate`.
/// let minute = Logic::default().within(&Budget::within(Duration::from_secs(60)));
/// assert!(minute.rate(&grid).is_ok());
/// // Cancelled before it starts: gives up at once.
/// let cancel = Arc::new(AtomicBool::new(false));
/// let cancelled = Logic::default().within(&Budget::with_flag(cancel.clone()));
/// cancel.store(true, Ordering::Relaxed);
/// assert!(matches!(cancelled.rate(&grid), Err(Unrated::GaveUp { .. })));
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Budget {
    deadline: Option<Instant>,
    flag: Option<Arc<AtomicBool>>,
    /// The length asked of [`Budget::within`], for words about giving up.
    length: Option<Duration>,
}

impl Budget {
    /// No limit: the searches run to the end.
    pub fn unlimited() -> Budget {
        Budget::default()
    }

    /// Until `deadline`.
    pub fn until(deadline: Instant) -> Budget {
        Budget::unlimited().and_until(deadline)
    }

    /// For `duration` from now (no limit if the deadline cannot be represented).
    pub fn within(duration: Duration) -> Budget {
        let mut budget = match Instant::now().checked_add(duration) {
            Some(deadline) => Budget::until(deadline),
            None => Budget::unlimited(),
        };
        budget.length = Some(duration);
        budget
    }

    /// Why a search under this budget stopped, in words: `gave up after 2 s` for a budget
    /// made [`within`](Budget::within) a length, else [`GaveUp`]'s words.
    ///
    /// ```
    /// use std::time::Duration;
    /// use shudu::logic::Budget;
    /// assert_eq!(Budget::within(Duration::from_millis(2500)).gave_up(), "gave up after 2.5 s");
    /// assert_eq!(Budget::unlimited().gave_up(), "gave up: the time budget was spent");
    /// ```
    pub fn gave_up(&self) -> String {
        self.gave_up_in(Lang::En)
    }

    /// Why a search under this budget stopped, in `lang`'s words.
    pub fn gave_up_in(&self, lang: Lang) -> String {
        gave_up_words(self.length, lang)
    }

    /// The length the budget was made [`within`](Budget::within), if any.
    pub fn length(&self) -> Option<Duration> {
        self.length
    }

    /// Until `flag` is set (by another thread, typically; read with relaxed ordering).
    pub fn with_flag(flag: Arc<AtomicBool>) -> Budget {
        Budget::unlimited().and_flag(flag)
    }

    /// This budget, ending at `deadline` at the latest.
    pub fn and_until(mut self, deadline: Instant) -> Budget {
        self.deadline = Some(self.deadline.map_or(deadline, |d| d.min(deadline)));
        self
    }

    /// This budget, ending when `flag` is set at the latest (replacing any flag it had).
    pub fn and_flag(mut self, flag: Arc<AtomicBool>) -> Budget {
        self.flag = Some(flag);
        self
    }

    /// The deadline, if any.
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// Whether neither a deadline nor a flag limits it.
    pub fn is_unlimited(&self) -> bool {
        self.deadline.is_none() && self.flag.is_none()
    }

    /// Whether the deadline has passed or the flag is set, now.
    pub fn is_spent(&self) -> bool {
        self.flag
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
    }
}

/// A search stopped because its [`Budget`] was spent: what [`Logic::next_step`](super::Logic::next_step)
/// reports (a path says it with [`PathEnd::GaveUp`](super::PathEnd::GaveUp)).
///
/// ```
/// use std::sync::Arc;
/// use std::sync::atomic::AtomicBool;
/// use shudu::Grid;
/// use shudu::logic::{Board, Budget, GaveUp, Logic, Repertoire};
/// let cancelled = Budget::with_flag(Arc::new(AtomicBool::new(true)));
/// let board = Board::new(&Grid::empty());
/// let logic = Logic::new(Repertoire::Full).within(&cancelled);
/// assert_eq!(logic.next_step(&board), Err(GaveUp));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GaveUp;

impl fmt::Display for GaveUp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&gave_up_words(None, Lang::En))
    }
}

/// Why a search stopped, in `lang`'s words: after the budget's length when it had one
/// (`gave up after 2.5 s`), else that the time budget was spent.
pub(crate) fn gave_up_words(length: Option<Duration>, lang: Lang) -> String {
    gave_up_phrase(length).words_in(lang)
}

/// Why a search under a budget of `length` (none: a flag or a spent deadline) stopped,
/// as a phrase to be worded later (a variant error keeps it): the one owner of that
/// choice of words.
pub(crate) fn gave_up_phrase(length: Option<Duration>) -> Phrase {
    match length {
        Some(length) => {
            Phrase::new("gave-up-after").with("seconds", length.as_secs_f64().to_string())
        }
        None => Phrase::new("gave-up-spent"),
    }
}

impl std::error::Error for GaveUp {}

/// How many questions to [`spent`] between two readings of the clock. The cheapest loop
/// that asks (the innermost dynamic chain search, for each start cell) takes
/// microseconds a turn, so the clock is read every few tens of microseconds at most.
const CLOCK_EVERY: u32 = 8;

/// The budget installed on this thread, with its countdown to the next clock reading
/// and whether it was found spent.
struct Watch {
    budget: Budget,
    countdown: u32,
    spent: bool,
}

std::thread_local! {
    static WATCH: RefCell<Option<Watch>> = const { RefCell::new(None) };
}

/// Runs `f` with `budget` installed on this thread (nothing is installed for an
/// unlimited one), restoring what was installed before when it returns.
pub(super) fn watching<R>(budget: &Budget, f: impl FnOnce() -> R) -> R {
    if budget.is_unlimited() {
        // A call within a limited one keeps its caller's budget.
        return f();
    }
    struct Restore(Option<Watch>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let before = self.0.take();
            WATCH.with(|w| *w.borrow_mut() = before);
        }
    }
    let watch = Watch {
        budget: budget.clone(),
        countdown: 0,
        spent: false,
    };
    let _restore = Restore(WATCH.with(|w| w.borrow_mut().replace(watch)));
    f()
}

/// Whether the budget installed on this thread is spent (never, when none is). The
/// flag is read at every question, the clock every [`CLOCK_EVERY`]; once spent, always
/// spent until the installing call returns.
pub(super) fn spent() -> bool {
    WATCH.with(|w| {
        let mut w = w.borrow_mut();
        let Some(w) = w.as_mut() else {
            return false;
        };
        if w.spent {
            return true;
        }
        if w.budget
            .flag
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
        {
            w.spent = true;
            return true;
        }
        if w.countdown == 0 {
            w.countdown = CLOCK_EVERY;
            w.spent = w.budget.deadline.is_some_and(|d| Instant::now() >= d);
        }
        w.countdown -= 1;
        w.spent
    })
}

/// Whether the budget installed on this thread was found spent by some question since
/// it was installed: a search that asked may have been cut short.
pub(super) fn tripped() -> bool {
    WATCH.with(|w| w.borrow().as_ref().is_some_and(|w| w.spent))
}

/// [`spent`], reading the clock now whatever the countdown: for the driver, between
/// steps.
pub(super) fn spent_now() -> bool {
    WATCH.with(|w| {
        if let Some(w) = w.borrow_mut().as_mut() {
            w.countdown = 0;
        }
    });
    spent()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_is_spent_without_a_budget() {
        assert!(!spent() && !tripped());
        assert!(watching(&Budget::unlimited(), || !spent() && !tripped()));
    }

    #[test]
    fn a_passed_deadline_is_spent_and_stays_spent_until_the_call_returns() {
        let past = Budget::until(Instant::now());
        assert!(past.is_spent());
        assert!(watching(&past, || {
            let first = spent();
            first && tripped() && spent() && spent_now()
        }));
        assert!(!spent() && !tripped());
    }

    #[test]
    fn a_set_flag_is_spent_at_the_next_question() {
        let flag = Arc::new(AtomicBool::new(false));
        let budget =
            Budget::with_flag(flag.clone()).and_until(Instant::now() + Duration::from_secs(3600));
        watching(&budget, || {
            assert!(!spent() && !tripped());
            flag.store(true, Ordering::Relaxed);
            assert!(spent() && tripped());
        });
        assert!(!spent());
    }

    #[test]
    fn the_earlier_deadline_wins() {
        let now = Instant::now();
        let b = Budget::until(now + Duration::from_secs(10)).and_until(now);
        assert_eq!(b.deadline(), Some(now));
        assert!(Budget::within(Duration::MAX).is_unlimited());
    }
}
