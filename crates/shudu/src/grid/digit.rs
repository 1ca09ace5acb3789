//! [`Digit`]: a value a cell can hold, 1 to 9.

use std::fmt;
use std::num::NonZeroU8;

/// A digit a cell can hold: 1 to 9 on a classic grid.
///
/// ```
/// use shudu::Digit;
/// let d = Digit::new(7).unwrap();
/// assert_eq!(d.get(), 7);
/// assert!(Digit::new(0).is_none());
/// assert!(Digit::new(10).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Digit(NonZeroU8);

impl Digit {
    /// The largest digit of a classic grid.
    pub(crate) const MAX: u8 = 9;

    /// The digit with value `value`, or `None` outside 1..=9.
    pub const fn new(value: u8) -> Option<Digit> {
        match NonZeroU8::new(value) {
            Some(v) if value <= Self::MAX => Some(Digit(v)),
            _ => None,
        }
    }

    /// The digit's value, 1 to 9.
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// Zero-based index, 0 to 8, for arrays indexed by digit.
    pub(crate) const fn index(self) -> usize {
        self.0.get() as usize - 1
    }

    /// The digit at zero-based `index` (0 to 8).
    pub(crate) fn from_index(index: usize) -> Digit {
        debug_assert!(index < Self::MAX as usize);
        Digit::new(index as u8 + 1).expect("digit index in range")
    }

    /// All digits in increasing order.
    pub fn all() -> impl Iterator<Item = Digit> + Clone {
        (1..=Self::MAX).map(|v| Digit::new(v).expect("1..=9 are digits"))
    }

    /// The digit for the character `'1'`..=`'9'`.
    pub fn from_char(c: char) -> Option<Digit> {
        c.to_digit(10).and_then(|v| Digit::new(v as u8))
    }

    /// The digit as a character `'1'`..=`'9'`.
    pub fn to_char(self) -> char {
        (b'0' + self.get()) as char
    }
}

impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

impl fmt::Debug for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Digit({})", self.get())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_and_round_trip() {
        assert_eq!(Digit::all().count(), 9);
        for d in Digit::all() {
            assert_eq!(Digit::from_index(d.index()), d);
            assert_eq!(Digit::from_char(d.to_char()), Some(d));
        }
        assert_eq!(Digit::from_char('0'), None);
        assert_eq!(Digit::from_char('x'), None);
    }
}
