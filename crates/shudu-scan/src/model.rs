//! The digit classifier: a small convolutional network and its weights file. The layers, in
//! order: 3×3 convolution to 16 channels, ReLU, 2×2 max-pool (28² → 14²); 3×3 convolution to
//! 32 channels, ReLU, 2×2 max-pool (→ 7²); a 64-unit dense layer, ReLU; 10 outputs. Output 0
//! is "not an upright digit": a digit on its side or upside down (how a sideways photo is
//! recognised: clue patterns are symmetric, so which cells are filled cannot tell), or ink
//! that is no digit at all (shading, print showing through the page, a stain, pencil marks),
//! which makes a cell empty; outputs 1–9 the digits.
//!
//! The weights file, written by the training program (`crates/shudu-scan-train`):
//!
//! ```text
//! "SHDN"            magic, 4 bytes
//! version: u16      FORMAT_VERSION, little-endian
//! tensors: u16      how many tensors follow (8)
//! per tensor:       rank: u8, then rank × u32 dimensions, then the values as IEEE f16,
//!                   little-endian, row-major: conv weights [out, in, 3, 3], dense [out, in]
//! ```
//!
//! Read next: [`crate::read`](crate::read), which runs the network on every cut cell.

use crate::cells::CANVAS;
use crate::error::ScanError;

/// The weights file's version; a file of another version is refused.
pub const FORMAT_VERSION: u16 = 1;

/// How many classes the network tells apart: 0 (not an upright digit) and the digits 1–9.
pub const CLASSES: usize = 10;

const MAGIC: &[u8; 4] = b"SHDN";
const C1: usize = 16;
const C2: usize = 32;
const HIDDEN: usize = 64;
const P1: usize = CANVAS / 2;
const P2: usize = CANVAS / 4;
const FLAT: usize = C2 * P2 * P2;

/// The shapes of the eight tensors, in file order.
const SHAPES: [&[usize]; 8] = [
    &[C1, 1, 3, 3],
    &[C1],
    &[C2, C1, 3, 3],
    &[C2],
    &[HIDDEN, FLAT],
    &[HIDDEN],
    &[CLASSES, HIDDEN],
    &[CLASSES],
];

/// The network's parameters as `f32`, tensor by tensor in file order (see [`Weights::shapes`]).
///
/// ```
/// use shudu_scan::model::Weights;
/// let weights = Weights::zeros();
/// let bytes = weights.to_bytes();
/// assert_eq!(Weights::from_bytes(&bytes)?, weights);
/// # Ok::<(), shudu_scan::ScanError>(())
/// ```
#[derive(Debug, Clone, PartialEq)]
pub struct Weights {
    /// One flat vector per tensor.
    pub tensors: Vec<Vec<f32>>,
}

impl Weights {
    /// The eight tensors' shapes: conv1 weights and bias, conv2 weights and bias, dense
    /// weights and bias, output weights and bias.
    pub fn shapes() -> [&'static [usize]; 8] {
        SHAPES
    }

    /// All parameters zero, in the right shapes.
    pub fn zeros() -> Weights {
        Weights {
            tensors: SHAPES
                .iter()
                .map(|s| vec![0.0; s.iter().product()])
                .collect(),
        }
    }

    /// Writes the weights file, rounding every value to f16.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&(SHAPES.len() as u16).to_le_bytes());
        for (shape, values) in SHAPES.iter().zip(&self.tensors) {
            out.push(shape.len() as u8);
            for &d in *shape {
                out.extend_from_slice(&(d as u32).to_le_bytes());
            }
            for &v in values {
                out.extend_from_slice(&f16_bits(v).to_le_bytes());
            }
        }
        out
    }

    /// Reads a weights file, checking its magic, version and every tensor's shape.
    pub fn from_bytes(bytes: &[u8]) -> Result<Weights, ScanError> {
        let mut at = 0usize;
        let mut take = |n: usize, what: &str| -> Result<&[u8], ScanError> {
            let slice = bytes.get(at..at + n).ok_or_else(|| {
                ScanError::Model(format!(
                    "file ends at byte {} while reading {what}",
                    bytes.len()
                ))
            })?;
            at += n;
            Ok(slice)
        };
        if take(4, "the magic")? != MAGIC {
            return Err(ScanError::Model(
                "not a weights file (no SHDN magic)".into(),
            ));
        }
        let version = u16::from_le_bytes(take(2, "the version")?.try_into().unwrap());
        if version != FORMAT_VERSION {
            return Err(ScanError::Model(format!(
                "version {version}; this reader knows version {FORMAT_VERSION}"
            )));
        }
        let count = u16::from_le_bytes(take(2, "the tensor count")?.try_into().unwrap());
        if usize::from(count) != SHAPES.len() {
            return Err(ScanError::Model(format!(
                "{count} tensors; the network has {}",
                SHAPES.len()
            )));
        }
        let mut tensors = Vec::with_capacity(SHAPES.len());
        for (i, shape) in SHAPES.iter().enumerate() {
            let rank = take(1, "a tensor's rank")?[0] as usize;
            let mut dims = Vec::with_capacity(rank);
            for _ in 0..rank {
                let d = u32::from_le_bytes(take(4, "a dimension")?.try_into().unwrap());
                dims.push(d as usize);
            }
            if dims != *shape {
                return Err(ScanError::Model(format!(
                    "tensor {i} has shape {dims:?}; expected {shape:?}"
                )));
            }
            let n: usize = shape.iter().product();
            let raw = take(2 * n, "tensor values")?;
            tensors.push(
                raw.chunks_exact(2)
                    .map(|b| f16_value(u16::from_le_bytes([b[0], b[1]])))
                    .collect(),
            );
        }
        if at != bytes.len() {
            return Err(ScanError::Model(format!(
                "{} bytes left over after the last tensor",
                bytes.len() - at
            )));
        }
        Ok(Weights { tensors })
    }
}

/// The nearest IEEE half-precision value's bits (ties to even; overflow to infinity).
fn f16_bits(value: f32) -> u16 {
    let bits = value.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xFF) as i32;
    let mantissa = bits & 0x7F_FFFF;
    if exp == 0xFF {
        return sign | 0x7C00 | if mantissa != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1F {
        return sign | 0x7C00;
    }
    if e <= 0 {
        if e < -10 {
            return sign;
        }
        // Subnormal: shift the mantissa (with its implicit 1) right, rounding to even.
        let m = mantissa | 0x80_0000;
        let shift = (14 - e) as u32;
        let half = 1 << (shift - 1);
        let rounded = m + half - 1 + ((m >> shift) & 1);
        return sign | (rounded >> shift) as u16;
    }
    let rounded = mantissa + 0xFFF + ((mantissa >> 13) & 1);
    let (e, rounded) = if rounded & 0x80_0000 != 0 {
        (e + 1, 0)
    } else {
        (e, rounded)
    };
    if e >= 0x1F {
        return sign | 0x7C00;
    }
    sign | ((e as u16) << 10) | (rounded >> 13) as u16
}

/// The value of IEEE half-precision bits.
fn f16_value(bits: u16) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((bits >> 10) & 0x1F);
    let mantissa = f32::from(bits & 0x3FF);
    match exp {
        0 => sign * mantissa * 2f32.powi(-24),
        0x1F if mantissa == 0.0 => sign * f32::INFINITY,
        0x1F => f32::NAN,
        _ => sign * (1.0 + mantissa / 1024.0) * 2f32.powi(exp - 15),
    }
}

/// The network, ready to read canvases.
///
/// ```
/// use shudu_scan::model::{CLASSES, Model, Weights};
/// let model = Model::new(Weights::zeros())?;
/// let probabilities = model.classify(&vec![0.0; 28 * 28]);
/// assert_eq!(probabilities.len(), CLASSES);
/// assert!((probabilities.iter().sum::<f32>() - 1.0).abs() < 1e-5);
/// # Ok::<(), shudu_scan::ScanError>(())
/// ```
#[derive(Debug, Clone)]
pub struct Model {
    weights: Weights,
    /// The dense layer's weights input by input: `dense_by_input[i * HIDDEN + o]` is the
    /// weight of input `i` in unit `o` (the file's `[o * FLAT + i]`), so the 64 units' sums
    /// can advance together, one input at a time.
    dense_by_input: Vec<f32>,
}

/// The committed weights, trained by `crates/shudu-scan-train` (see `model/NOTICE`).
static BUILT_IN: &[u8] = include_bytes!("../model/digits.shdn");

impl Model {
    /// A network with the given weights; an error names a tensor whose length is not
    /// that of its shape in [`Weights::shapes`] (every `Weights` read by
    /// [`Weights::from_bytes`] or made by [`Weights::zeros`] has the right ones).
    ///
    /// ```
    /// use shudu_scan::model::{Model, Weights};
    /// let mut weights = Weights::zeros();
    /// weights.tensors[4].pop();
    /// assert!(Model::new(weights).is_err());
    /// ```
    pub fn new(weights: Weights) -> Result<Model, ScanError> {
        if weights.tensors.len() != SHAPES.len() {
            return Err(ScanError::Model(format!(
                "{} tensors, expected {}",
                weights.tensors.len(),
                SHAPES.len()
            )));
        }
        for (k, (tensor, shape)) in weights.tensors.iter().zip(SHAPES).enumerate() {
            let expected: usize = shape.iter().product();
            if tensor.len() != expected {
                return Err(ScanError::Model(format!(
                    "tensor {k} has {} values, expected {expected} ({shape:?})",
                    tensor.len()
                )));
            }
        }
        let dense = &weights.tensors[4];
        let mut dense_by_input = vec![0.0f32; HIDDEN * FLAT];
        for (o, row) in dense.chunks_exact(FLAT).enumerate() {
            for (i, &w) in row.iter().enumerate() {
                dense_by_input[i * HIDDEN + o] = w;
            }
        }
        Ok(Model {
            weights,
            dense_by_input,
        })
    }

    /// The network trained for this crate, read from the weights committed beside it.
    pub fn built_in() -> Result<Model, ScanError> {
        Model::new(Weights::from_bytes(BUILT_IN)?)
    }

    /// The ten outputs before the softmax, for one [`CANVAS`]² canvas (ink 1.0, paper 0.0).
    pub fn logits(&self, canvas: &[f32]) -> [f32; CLASSES] {
        assert_eq!(canvas.len(), CANVAS * CANVAS, "a canvas is 28×28");
        let t = &self.weights.tensors;
        let a1 = conv_relu_pool(canvas, 1, CANVAS, &t[0], &t[1], C1);
        let a2 = conv_relu_pool(&a1, C1, P1, &t[2], &t[3], C2);
        let hidden = self.dense(&a2);
        let mut out = [0.0f32; CLASSES];
        for (o, v) in out.iter_mut().enumerate() {
            let row = &t[6][o * HIDDEN..(o + 1) * HIDDEN];
            *v = row.iter().zip(&hidden).map(|(w, x)| w * x).sum::<f32>() + t[7][o];
        }
        out
    }

    /// The dense layer with its ReLU. Each unit's sum is its products added in input order,
    /// starting from the first (what `.sum()` over them gives: its start, −0.0, plus any
    /// value is that value); the units' sums advance side by side, one input at a time, so
    /// the additions of different units fill vector registers instead of each unit's
    /// waiting on its previous one.
    fn dense(&self, a2: &[f32]) -> [f32; HIDDEN] {
        let mut inputs = a2.iter().zip(self.dense_by_input.chunks_exact(HIDDEN));
        let mut sums = [0.0f32; HIDDEN];
        if let Some((&x, weights)) = inputs.next() {
            for (s, &w) in sums.iter_mut().zip(weights) {
                *s = w * x;
            }
        }
        for (&x, weights) in inputs {
            for (s, &w) in sums.iter_mut().zip(weights) {
                *s += w * x;
            }
        }
        let bias = &self.weights.tensors[5];
        let mut hidden = [0.0f32; HIDDEN];
        for ((h, s), b) in hidden.iter_mut().zip(sums).zip(bias) {
            *h = (s + b).max(0.0);
        }
        hidden
    }

    /// The class probabilities (softmax of [`Model::logits`]).
    pub fn classify(&self, canvas: &[f32]) -> [f32; CLASSES] {
        softmax(self.logits(canvas))
    }
}

/// Softmax, shifted by the largest value so no exponential overflows.
pub fn softmax(logits: [f32; CLASSES]) -> [f32; CLASSES] {
    let top = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let exp = logits.map(|v| (v - top).exp());
    let sum: f32 = exp.iter().sum();
    exp.map(|v| v / sum)
}

/// A 3×3 convolution with zero padding (`inputs` channels of `side`², channel-major), ReLU,
/// then 2×2 max-pooling: `outputs` channels of `(side/2)²`.
///
/// The nine shifted copies of each input plane are laid out first (zero where the shift
/// leaves the plane), each padded to a whole number of [`STRIP`]s, so an output pixel is
/// its bias plus one weight times the same pixel of each shifted plane, added in tap order
/// (the order of a direct convolution):
///
/// ```text
/// shifted: [plane 0, tap 0][plane 0, tap 1] … [plane 0, tap 8][plane 1, tap 0] …
///          each `stride` floats: side² pixels, then zeros up to a multiple of STRIP
/// ```
///
/// The sums are kept for [`BLOCK`] output channels over one strip of pixels at a time, so
/// they stay in registers while every tap is added, and each strip of a shifted plane is
/// loaded once for all the block's channels.
///
/// The same code is compiled twice: for the x86-64 baseline (SSE2, four floats a register)
/// and for AVX2 (eight), taken when the CPU has it. Both multiply and add separately, lane
/// by lane, in the same order, so they give the same floats (a test checks it).
fn conv_relu_pool(
    input: &[f32],
    inputs: usize,
    side: usize,
    weights: &[f32],
    bias: &[f32],
    outputs: usize,
) -> Vec<f32> {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the only requirement of a `target_feature` function is that the CPU
        // has the feature, checked on the line above. This is the crate's only `unsafe`.
        return unsafe { conv_relu_pool_avx2(input, inputs, side, weights, bias, outputs) };
    }
    conv_relu_pool_any(input, inputs, side, weights, bias, outputs)
}

/// [`conv_relu_pool_any`] compiled for AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
fn conv_relu_pool_avx2(
    input: &[f32],
    inputs: usize,
    side: usize,
    weights: &[f32],
    bias: &[f32],
    outputs: usize,
) -> Vec<f32> {
    conv_relu_pool_any(input, inputs, side, weights, bias, outputs)
}

/// The convolution itself, inlined into each compiled copy.
#[inline(always)]
fn conv_relu_pool_any(
    input: &[f32],
    inputs: usize,
    side: usize,
    weights: &[f32],
    bias: &[f32],
    outputs: usize,
) -> Vec<f32> {
    debug_assert_eq!(outputs % BLOCK, 0, "output channels come in blocks");
    let half = side / 2;
    let n = side * side;
    let stride = n.div_ceil(STRIP) * STRIP;
    let taps = inputs * 9;
    let mut shifted = vec![0.0f32; taps * stride];
    for i in 0..inputs {
        let plane = &input[i * n..(i + 1) * n];
        for ky in 0..3 {
            for kx in 0..3 {
                let dst = &mut shifted[(i * 9 + ky * 3 + kx) * stride..][..n];
                // Output rows and columns whose source pixel lies inside the plane.
                let (y0, y1) = (1usize.saturating_sub(ky), (side + 1 - ky).min(side));
                let (x0, x1) = (1usize.saturating_sub(kx), (side + 1 - kx).min(side));
                for y in y0..y1 {
                    let src = &plane[(y + ky - 1) * side + x0 + kx - 1..][..x1 - x0];
                    dst[y * side + x0..y * side + x1].copy_from_slice(src);
                }
            }
        }
    }
    let mut conv = vec![0.0f32; outputs * stride];
    for first in (0..outputs).step_by(BLOCK) {
        let kernels: [&[f32]; BLOCK] =
            std::array::from_fn(|b| &weights[(first + b) * taps..(first + b + 1) * taps]);
        for at in (0..stride).step_by(STRIP) {
            let mut sums: [[f32; STRIP]; BLOCK] = std::array::from_fn(|b| [bias[first + b]; STRIP]);
            for tap in 0..taps {
                let src: &[f32; STRIP] = shifted[tap * stride + at..][..STRIP]
                    .try_into()
                    .expect("a strip is STRIP floats");
                for (sum, kernel) in sums.iter_mut().zip(&kernels) {
                    let w = kernel[tap];
                    for (d, s) in sum.iter_mut().zip(src) {
                        *d += w * s;
                    }
                }
            }
            for (b, sum) in sums.iter().enumerate() {
                conv[(first + b) * stride + at..][..STRIP].copy_from_slice(sum);
            }
        }
    }
    let mut out = vec![0.0f32; outputs * half * half];
    for o in 0..outputs {
        let conv = &conv[o * stride..];
        let pooled = &mut out[o * half * half..(o + 1) * half * half];
        for y in 0..half {
            for x in 0..half {
                let at = |dy: usize, dx: usize| conv[(2 * y + dy) * side + 2 * x + dx];
                let m = at(0, 0).max(at(0, 1)).max(at(1, 0)).max(at(1, 1));
                pooled[y * half + x] = m.max(0.0);
            }
        }
    }
    out
}

/// Pixels of one output plane summed together (two SSE registers' worth, one AVX).
const STRIP: usize = 8;

/// Output channels summed together over one strip.
const BLOCK: usize = 8;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_noise::Noise;

    /// The convolution as first written: one output channel at a time over whole planes.
    /// The blocked version must give the same floats, bit for bit.
    fn conv_relu_pool_plain(
        input: &[f32],
        inputs: usize,
        side: usize,
        weights: &[f32],
        bias: &[f32],
        outputs: usize,
    ) -> Vec<f32> {
        let half = side / 2;
        let n = side * side;
        let mut out = vec![0.0f32; outputs * half * half];
        let mut conv = vec![0.0f32; n];
        for o in 0..outputs {
            conv.fill(bias[o]);
            for i in 0..inputs {
                for ky in 0..3 {
                    for kx in 0..3 {
                        let w = weights[(o * inputs + i) * 9 + ky * 3 + kx];
                        for y in 0..side {
                            for x in 0..side {
                                let (sy, sx) = (y + ky, x + kx);
                                let s = if sy < 1 || sx < 1 || sy > side || sx > side {
                                    0.0
                                } else {
                                    input[i * n + (sy - 1) * side + sx - 1]
                                };
                                conv[y * side + x] += w * s;
                            }
                        }
                    }
                }
            }
            for y in 0..half {
                for x in 0..half {
                    let at = |dy: usize, dx: usize| conv[(2 * y + dy) * side + 2 * x + dx];
                    let m = at(0, 0).max(at(0, 1)).max(at(1, 0)).max(at(1, 1));
                    out[o * half * half + y * half + x] = m.max(0.0);
                }
            }
        }
        out
    }

    /// The network as first written, each dense unit's sum on its own: the oracle for the
    /// side-by-side sums.
    fn logits_plainly(model: &Model, canvas: &[f32]) -> [f32; CLASSES] {
        let t = &model.weights.tensors;
        let a1 = conv_relu_pool_plain(canvas, 1, CANVAS, &t[0], &t[1], C1);
        let a2 = conv_relu_pool_plain(&a1, C1, P1, &t[2], &t[3], C2);
        let mut hidden = [0.0f32; HIDDEN];
        for (o, h) in hidden.iter_mut().enumerate() {
            let row = &t[4][o * FLAT..(o + 1) * FLAT];
            let sum: f32 = row.iter().zip(&a2).map(|(w, x)| w * x).sum();
            *h = (sum + t[5][o]).max(0.0);
        }
        let mut out = [0.0f32; CLASSES];
        for (o, v) in out.iter_mut().enumerate() {
            let row = &t[6][o * HIDDEN..(o + 1) * HIDDEN];
            *v = row.iter().zip(&hidden).map(|(w, x)| w * x).sum::<f32>() + t[7][o];
        }
        out
    }

    #[test]
    fn the_committed_network_gives_the_plain_ones_floats() {
        let model = Model::built_in().unwrap();
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 40) as f32 / (1u64 << 24) as f32
        };
        for round in 0..200 {
            // Canvases of every density, from a few strokes to solid ink, and blank.
            let density = round as f32 / 200.0;
            let canvas: Vec<f32> = (0..CANVAS * CANVAS)
                .map(|_| if next() < density { next() } else { 0.0 })
                .collect();
            let bits = |v: [f32; CLASSES]| v.map(f32::to_bits);
            assert_eq!(
                bits(model.logits(&canvas)),
                bits(logits_plainly(&model, &canvas)),
                "canvas {round}"
            );
        }
    }

    #[test]
    fn the_blocked_convolution_gives_the_plain_ones_floats() {
        // A fixed pseudo-random sequence in [-1, 1).
        let mut noise = Noise(0x2545_f491_4f6c_dd1d);
        let mut next = move || noise.unit();
        for (inputs, side, outputs) in [(1, CANVAS, C1), (C1, P1, C2), (3, 5, 8)] {
            let input: Vec<f32> = (0..inputs * side * side).map(|_| next()).collect();
            let weights: Vec<f32> = (0..outputs * inputs * 9).map(|_| next()).collect();
            let bias: Vec<f32> = (0..outputs).map(|_| next()).collect();
            let ours = conv_relu_pool(&input, inputs, side, &weights, &bias, outputs);
            let baseline = conv_relu_pool_any(&input, inputs, side, &weights, &bias, outputs);
            let plain = conv_relu_pool_plain(&input, inputs, side, &weights, &bias, outputs);
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&ours), bits(&plain), "{inputs}×{side}² → {outputs}");
            assert_eq!(
                bits(&baseline),
                bits(&plain),
                "{inputs}×{side}² → {outputs}"
            );
        }
    }

    #[test]
    fn half_precision_round_trips_and_rounds_to_nearest() {
        for v in [
            0.0f32,
            1.0,
            -2.5,
            0.333_251_95,
            65504.0,
            6.1035156e-5,
            5.9604645e-8,
        ] {
            assert_eq!(f16_value(f16_bits(v)), v, "{v}");
        }
        assert!((f16_value(f16_bits(0.1)) - 0.1).abs() < 1e-4);
        assert_eq!(f16_value(f16_bits(1e6)), f32::INFINITY);
    }

    #[test]
    fn a_wrong_shape_or_version_is_refused_by_name() {
        let mut bytes = Weights::zeros().to_bytes();
        bytes[4] = 9;
        assert!(
            Weights::from_bytes(&bytes)
                .unwrap_err()
                .to_string()
                .contains("version 9")
        );
        let bytes = Weights::zeros().to_bytes();
        let err = Weights::from_bytes(&bytes[..100]).unwrap_err();
        assert!(err.to_string().contains("file ends"), "{err}");
    }
}
