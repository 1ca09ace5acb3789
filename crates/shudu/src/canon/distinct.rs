//! [`Distinct`]: the equivalence classes seen so far in a stream of puzzles, each kept as
//! a 64-bit hash of its canonical form with a caller's tag (where it was first seen).
//!
//! Memory: a `HashMap<u64, T>` entry, 8 bytes of key plus the tag plus about one byte of
//! table control per entry and the table's spare room (at most 1/8 empty past a resize
//! threshold, up to half just after one): with an 8-byte tag, 17 to 34 bytes a class.
//!
//! Collisions: the key is the standard library's `DefaultHasher` (SipHash-1-3 today, with
//! fixed keys; its algorithm may change between Rust releases, so keys are compared only
//! within one run) of the canonical form. Taking it as a random function, the chance
//! that any two of `n`
//! different classes share a key is at most `n² / 2⁶⁵`: below 3·10⁻⁸ for a million
//! classes, 3·10⁻⁴ for a hundred million. Two puzzles whose keys collide are taken as
//! one class.
//!
//! Read next: `mod.rs` for [`canonical`](super::canonical), which the key is made from.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::hash::{BuildHasherDefault, Hash, Hasher};

use crate::grid::Grid;

/// The classes of puzzles seen so far, each with the tag of its first member.
///
/// ```
/// use shudu::Grid;
/// use shudu::canon::{Distinct, Transform, canonical};
///
/// let puzzle: Grid =
///     "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..".parse()?;
/// let disguised = Transform::rotation(1).unwrap().apply(&puzzle);
/// let mut seen = Distinct::new();
/// assert_eq!(seen.first(&canonical(&puzzle).form, "line 1"), None);
/// assert_eq!(seen.first(&canonical(&disguised).form, "line 2"), Some(&"line 1"));
/// assert_eq!(seen.len(), 1);
/// # Ok::<(), shudu::ParseError>(())
/// ```
#[derive(Debug)]
pub struct Distinct<T> {
    seen: HashMap<u64, T, BuildHasherDefault<KeyHasher>>,
}

impl<T> Default for Distinct<T> {
    fn default() -> Self {
        Distinct::new()
    }
}

impl<T> Distinct<T> {
    /// No classes seen.
    pub fn new() -> Distinct<T> {
        Distinct {
            seen: HashMap::default(),
        }
    }

    /// The 64-bit key of the class whose canonical form is `form`.
    pub fn key(form: &Grid) -> u64 {
        let mut hasher = std::hash::DefaultHasher::new();
        form.to_values().hash(&mut hasher);
        hasher.finish()
    }

    /// Records the class of canonical form `form` with `tag` if it is new (`None`), or
    /// gives the tag of its first member.
    pub fn first(&mut self, form: &Grid, tag: T) -> Option<&T> {
        self.first_by_key(Distinct::<T>::key(form), tag)
    }

    /// As [`Distinct::first`], with the key already made (by [`Distinct::key`], on any
    /// thread).
    pub fn first_by_key(&mut self, key: u64, tag: T) -> Option<&T> {
        match self.seen.entry(key) {
            Entry::Occupied(first) => Some(first.into_mut()),
            Entry::Vacant(slot) => {
                slot.insert(tag);
                None
            }
        }
    }

    /// The number of classes seen.
    pub fn len(&self) -> usize {
        self.seen.len()
    }

    /// Whether no class has been seen.
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }
}

/// The keys are already uniform 64-bit hashes: the table uses them as they are.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only `write_u64` is used for `u64` keys; fold anything else in anyway.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}
