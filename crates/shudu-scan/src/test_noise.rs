//! [`Noise`]: the tests' pseudo-random inputs (xorshift64), images and weights with no
//! pattern the code under test could depend on, the same on every run. Tests only.

/// A xorshift64 generator from a non-zero seed.
pub(crate) struct Noise(pub(crate) u64);

impl Noise {
    /// The next state.
    fn step(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A byte: bits 32 to 39 of the next state.
    pub(crate) fn next(&mut self) -> u8 {
        (self.step() >> 32) as u8
    }

    /// A 24-bit number: the next state's top 24 bits.
    pub(crate) fn word(&mut self) -> u32 {
        (self.step() >> 40) as u32
    }

    /// A float in [-1, 1), from [`Noise::word`].
    pub(crate) fn unit(&mut self) -> f32 {
        self.word() as f32 / (1u64 << 23) as f32 - 1.0
    }
}
