//! [`Candidates`]: a set of digits, stored as a bit mask.
//!
//! ```text
//! bit:    8 7 6 5 4 3 2 1 0
//! digit:  9 8 7 6 5 4 3 2 1     (bit i set = digit i+1 is in the set)
//! ```

use std::fmt;

use super::Digit;

/// A set of digits, such as the candidates still possible in a cell.
///
/// ```
/// use shudu::{Candidates, Digit};
/// let mut set = Candidates::ALL;
/// set.remove(Digit::new(5).unwrap());
/// assert_eq!(set.len(), 8);
/// assert_eq!(set.to_string(), "12346789");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Candidates(u16);

impl Candidates {
    /// The empty set.
    pub const NONE: Candidates = Candidates(0);
    /// All nine digits.
    pub const ALL: Candidates = Candidates(0x1ff);

    /// The set of the digits whose bits `mask` sets (bit `i` for digit `i + 1`; bits
    /// above the ninth are ignored): how the fast paths' masks become a typed set.
    pub(crate) const fn from_bits(mask: u16) -> Candidates {
        Candidates(mask & 0x1ff)
    }

    /// The set as a mask, bit `i` for digit `i + 1` (the layout above).
    pub(crate) const fn bits(self) -> u16 {
        self.0
    }

    /// The set holding `digit` alone.
    pub fn only(digit: Digit) -> Candidates {
        Candidates(1 << digit.index())
    }

    /// Whether `digit` is in the set.
    pub fn contains(self, digit: Digit) -> bool {
        self.0 & (1 << digit.index()) != 0
    }

    /// Adds `digit`.
    pub fn insert(&mut self, digit: Digit) {
        self.0 |= 1 << digit.index();
    }

    /// Removes `digit`.
    pub fn remove(&mut self, digit: Digit) {
        self.0 &= !(1 << digit.index());
    }

    /// The number of digits in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The single digit of a one-digit set.
    pub fn single(self) -> Option<Digit> {
        (self.len() == 1).then(|| Digit::from_index(self.0.trailing_zeros() as usize))
    }

    /// The digits in increasing order.
    pub fn iter(self) -> impl Iterator<Item = Digit> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Digit::from_index(i)
            })
        })
    }
}

impl FromIterator<Digit> for Candidates {
    fn from_iter<I: IntoIterator<Item = Digit>>(iter: I) -> Self {
        let mut set = Candidates::NONE;
        for d in iter {
            set.insert(d);
        }
        set
    }
}

impl fmt::Display for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in self.iter() {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Candidates {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Candidates({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let set: Candidates = [3, 1, 9].iter().map(|&v| Digit::new(v).unwrap()).collect();
        assert_eq!(set.len(), 3);
        assert_eq!(set.iter().map(Digit::get).collect::<Vec<_>>(), [1, 3, 9]);
        assert_eq!(set.single(), None);
        assert_eq!(
            Candidates::only(Digit::new(5).unwrap()).single(),
            Digit::new(5)
        );
        assert!(Candidates::NONE.is_empty());
    }
}
