//! The network in training: the same layers as `shudu_scan::model`, in f32, with gradients
//! (backpropagation written out layer by layer) and the Adam optimiser. A batch is split
//! between threads, each summing its samples' gradients. Read next: `main.rs`.

use shudu_scan::cells::CANVAS;
use shudu_scan::model::{CLASSES, Weights};

use crate::rng::Rng;
use crate::synth::Sample;

const C1: usize = 16;
const C2: usize = 32;
const HIDDEN: usize = 64;
const S1: usize = CANVAS;
const S2: usize = CANVAS / 2;
const S3: usize = CANVAS / 4;
const FLAT: usize = C2 * S3 * S3;

/// He-initialised weights, zero biases.
pub fn init(rng: &mut Rng) -> Weights {
    let mut weights = Weights::zeros();
    let fan_in = [9, 0, C1 * 9, 0, FLAT, 0, HIDDEN, 0];
    for (t, &fan) in weights.tensors.iter_mut().zip(&fan_in) {
        if fan > 0 {
            let sd = (2.0 / fan as f32).sqrt();
            t.iter_mut().for_each(|w| *w = sd * rng.normal());
        }
    }
    weights
}

/// The forward pass's intermediate values, kept for the backward pass.
struct Trace {
    z1: Vec<f32>,
    p1: Vec<f32>,
    arg1: Vec<usize>,
    z2: Vec<f32>,
    p2: Vec<f32>,
    arg2: Vec<usize>,
    h: Vec<f32>,
    out: [f32; CLASSES],
}

/// The output rows (or columns) `[lo, hi)` of a plane of side `s` whose source pixel, at
/// offset `k - 1` (`k` in 0..3), lies inside the plane.
fn span(s: usize, k: usize) -> (usize, usize) {
    (1usize.saturating_sub(k), (s + 1 - k).min(s))
}

/// Convolution, 3×3, zero padding: `cin` planes of side `s` to `cout` planes.
fn conv(input: &[f32], cin: usize, s: usize, w: &[f32], b: &[f32], cout: usize) -> Vec<f32> {
    let mut out = vec![0.0; cout * s * s];
    for o in 0..cout {
        let plane = &mut out[o * s * s..(o + 1) * s * s];
        plane.fill(b[o]);
        for i in 0..cin {
            let src = &input[i * s * s..(i + 1) * s * s];
            for ky in 0..3 {
                let (y0, y1) = span(s, ky);
                for kx in 0..3 {
                    let (x0, x1) = span(s, kx);
                    let k = w[((o * cin + i) * 3 + ky) * 3 + kx];
                    for y in y0..y1 {
                        let from = (y + ky - 1) * s + x0 + kx - 1;
                        let dst = &mut plane[y * s + x0..y * s + x1];
                        for (d, v) in dst.iter_mut().zip(&src[from..from + (x1 - x0)]) {
                            *d += k * v;
                        }
                    }
                }
            }
        }
    }
    out
}

/// 2×2 max-pool then ReLU, remembering which input each output came from.
fn pool_relu(z: &[f32], c: usize, s: usize) -> (Vec<f32>, Vec<usize>) {
    let h = s / 2;
    let mut out = vec![0.0; c * h * h];
    let mut arg = vec![0; c * h * h];
    for ch in 0..c {
        for y in 0..h {
            for x in 0..h {
                let mut best = (f32::NEG_INFINITY, 0);
                for (dy, dx) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let at = ch * s * s + (2 * y + dy) * s + 2 * x + dx;
                    if z[at] > best.0 {
                        best = (z[at], at);
                    }
                }
                let o = ch * h * h + y * h + x;
                out[o] = best.0.max(0.0);
                arg[o] = best.1;
            }
        }
    }
    (out, arg)
}

fn forward(w: &Weights, x: &[f32]) -> Trace {
    let t = &w.tensors;
    let z1 = conv(x, 1, S1, &t[0], &t[1], C1);
    let (p1, arg1) = pool_relu(&z1, C1, S1);
    let z2 = conv(&p1, C1, S2, &t[2], &t[3], C2);
    let (p2, arg2) = pool_relu(&z2, C2, S2);
    let mut h = vec![0.0; HIDDEN];
    for (o, v) in h.iter_mut().enumerate() {
        let row = &t[4][o * FLAT..(o + 1) * FLAT];
        *v = (row.iter().zip(&p2).map(|(a, b)| a * b).sum::<f32>() + t[5][o]).max(0.0);
    }
    let mut out = [0.0; CLASSES];
    for (o, v) in out.iter_mut().enumerate() {
        let row = &t[6][o * HIDDEN..(o + 1) * HIDDEN];
        *v = row.iter().zip(&h).map(|(a, b)| a * b).sum::<f32>() + t[7][o];
    }
    Trace {
        z1,
        p1,
        arg1,
        z2,
        p2,
        arg2,
        h,
        out,
    }
}

/// The ten outputs (before softmax) of the f32 network: what the fixture records.
pub fn logits(w: &Weights, x: &[f32]) -> [f32; CLASSES] {
    forward(w, x).out
}

/// Adds one sample's gradients to `grad`; returns its cross-entropy loss.
fn backward(w: &Weights, x: &[f32], label: usize, grad: &mut [Vec<f32>]) -> f32 {
    let t = &w.tensors;
    let tr = forward(w, x);
    let probs = shudu_scan::model::softmax(tr.out);
    let loss = -probs[label].max(1e-12).ln();
    let mut d_out = probs;
    d_out[label] -= 1.0;
    // Output layer.
    let mut dh = vec![0.0; HIDDEN];
    for o in 0..CLASSES {
        grad[7][o] += d_out[o];
        for j in 0..HIDDEN {
            grad[6][o * HIDDEN + j] += d_out[o] * tr.h[j];
            dh[j] += t[6][o * HIDDEN + j] * d_out[o];
        }
    }
    // Dense layer.
    let mut dp2 = vec![0.0; FLAT];
    for j in 0..HIDDEN {
        if tr.h[j] <= 0.0 {
            continue;
        }
        let g = dh[j];
        grad[5][j] += g;
        let row = &t[4][j * FLAT..(j + 1) * FLAT];
        let grow = &mut grad[4][j * FLAT..(j + 1) * FLAT];
        for k in 0..FLAT {
            grow[k] += g * tr.p2[k];
            dp2[k] += row[k] * g;
        }
    }
    // Pool 2 and ReLU back to conv 2's output.
    let mut dz2 = vec![0.0; C2 * S2 * S2];
    for (k, &at) in tr.arg2.iter().enumerate() {
        if tr.z2[at] > 0.0 {
            dz2[at] += dp2[k];
        }
    }
    let dp1 = conv_backward(&tr.p1, C1, S2, &t[2], &dz2, C2, &mut grad[2..4], true);
    let mut dz1 = vec![0.0; C1 * S1 * S1];
    for (k, &at) in tr.arg1.iter().enumerate() {
        if tr.z1[at] > 0.0 {
            dz1[at] += dp1[k];
        }
    }
    conv_backward(x, 1, S1, &t[0], &dz1, C1, &mut grad[0..2], false);
    loss
}

/// Gradients of a 3×3 convolution: into its weights and bias (`grad[0]`, `grad[1]`) and,
/// when asked, its input.
#[allow(clippy::too_many_arguments)]
fn conv_backward(
    input: &[f32],
    cin: usize,
    s: usize,
    w: &[f32],
    dz: &[f32],
    cout: usize,
    grad: &mut [Vec<f32>],
    want_input: bool,
) -> Vec<f32> {
    let mut dinput = vec![0.0; if want_input { cin * s * s } else { 0 }];
    for o in 0..cout {
        let dplane = &dz[o * s * s..(o + 1) * s * s];
        grad[1][o] += dplane.iter().sum::<f32>();
        for i in 0..cin {
            let src = &input[i * s * s..(i + 1) * s * s];
            for ky in 0..3 {
                let (y0, y1) = span(s, ky);
                for kx in 0..3 {
                    let (x0, x1) = span(s, kx);
                    let wi = ((o * cin + i) * 3 + ky) * 3 + kx;
                    let k = w[wi];
                    let n = x1 - x0;
                    let mut g = 0.0;
                    for y in y0..y1 {
                        let from = (y + ky - 1) * s + x0 + kx - 1;
                        let d = &dplane[y * s + x0..y * s + x1];
                        g += d
                            .iter()
                            .zip(&src[from..from + n])
                            .map(|(a, b)| a * b)
                            .sum::<f32>();
                        if want_input {
                            let di = &mut dinput[i * s * s + from..i * s * s + from + n];
                            for (t, v) in di.iter_mut().zip(d) {
                                *t += k * v;
                            }
                        }
                    }
                    grad[0][wi] += g;
                }
            }
        }
    }
    dinput
}

/// Adam's running moments.
pub struct Adam {
    m: Vec<Vec<f32>>,
    v: Vec<Vec<f32>>,
    step: i32,
}

impl Adam {
    pub fn new(w: &Weights) -> Adam {
        let zeros: Vec<Vec<f32>> = w.tensors.iter().map(|t| vec![0.0; t.len()]).collect();
        Adam {
            m: zeros.clone(),
            v: zeros,
            step: 0,
        }
    }

    fn update(&mut self, w: &mut Weights, grad: &[Vec<f32>], lr: f32) {
        let (b1, b2, eps) = (0.9f32, 0.999f32, 1e-8f32);
        self.step += 1;
        let c1 = 1.0 - b1.powi(self.step);
        let c2 = 1.0 - b2.powi(self.step);
        for (k, t) in w.tensors.iter_mut().enumerate() {
            for (j, p) in t.iter_mut().enumerate() {
                let g = grad[k][j];
                self.m[k][j] = b1 * self.m[k][j] + (1.0 - b1) * g;
                self.v[k][j] = b2 * self.v[k][j] + (1.0 - b2) * g * g;
                *p -= lr * (self.m[k][j] / c1) / ((self.v[k][j] / c2).sqrt() + eps);
            }
        }
    }
}

/// One pass over `samples` in a shuffled order, in batches of `batch`, on `threads` threads;
/// returns the mean loss.
pub fn epoch(
    w: &mut Weights,
    adam: &mut Adam,
    samples: &[Sample],
    rng: &mut Rng,
    lr: f32,
    batch: usize,
    threads: usize,
) -> f32 {
    let mut order: Vec<usize> = (0..samples.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let mut total = 0.0;
    for chunk in order.chunks(batch) {
        let per = chunk.len().div_ceil(threads);
        let weights = &*w;
        let results: Vec<(Vec<Vec<f32>>, f32)> = std::thread::scope(|scope| {
            let handles: Vec<_> = chunk
                .chunks(per)
                .map(|part| {
                    scope.spawn(move || {
                        let mut grad: Vec<Vec<f32>> =
                            weights.tensors.iter().map(|t| vec![0.0; t.len()]).collect();
                        let mut loss = 0.0;
                        for &i in part {
                            let (x, y) = &samples[i];
                            loss += backward(weights, x, usize::from(*y), &mut grad);
                        }
                        (grad, loss)
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a training thread"))
                .collect()
        });
        let mut grad: Vec<Vec<f32>> = w.tensors.iter().map(|t| vec![0.0; t.len()]).collect();
        for (g, loss) in results {
            total += loss;
            for (acc, part) in grad.iter_mut().zip(&g) {
                acc.iter_mut().zip(part).for_each(|(a, b)| *a += b);
            }
        }
        let scale = 1.0 / chunk.len() as f32;
        grad.iter_mut()
            .for_each(|t| t.iter_mut().for_each(|v| *v *= scale));
        adam.update(w, &grad, lr);
    }
    total / samples.len() as f32
}
