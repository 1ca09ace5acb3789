//! The grid's shape in the image: a quadrilateral of four corners and the projective map from
//! the unit square onto it, used both to score candidate grids (where should the lines be?)
//! and to warp the grid flat. Read next: [`crate::locate`] (which quadrilaterals are tried).

use image::{GrayImage, Luma};

/// A point in image pixels, `(x, y)`.
///
/// ```
/// let corner: shudu_scan::geometry::Point = (12.5, 40.0);
/// assert_eq!(corner.0, 12.5);
/// ```
pub type Point = (f32, f32);

/// A grid's outline: top-left, top-right, bottom-right, bottom-left corners, in image pixels.
///
/// ```
/// use shudu_scan::geometry::Quad;
/// let quad = Quad([(10.0, 10.0), (100.0, 10.0), (100.0, 100.0), (10.0, 100.0)]);
/// assert_eq!(quad.area(), 8100.0);
/// let (x, y) = quad.projection().map(0.5, 0.5);
/// assert!((x - 55.0).abs() < 1e-3 && (y - 55.0).abs() < 1e-3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quad(pub [Point; 4]);

impl Quad {
    /// The mean of the corners.
    pub fn centre(&self) -> Point {
        let (x, y) = self
            .0
            .iter()
            .fold((0.0, 0.0), |c, p| (c.0 + p.0, c.1 + p.1));
        (x / 4.0, y / 4.0)
    }

    /// Whether `p` lies inside the quadrilateral (convex, corners in order either way
    /// round): on the same side of every edge.
    pub fn contains(&self, p: Point) -> bool {
        let side = |i: usize| {
            let (a, b) = (self.0[i], self.0[(i + 1) % 4]);
            (b.0 - a.0) * (p.1 - a.1) - (b.1 - a.1) * (p.0 - a.0)
        };
        let sides = [side(0), side(1), side(2), side(3)];
        sides.iter().all(|&s| s >= 0.0) || sides.iter().all(|&s| s <= 0.0)
    }

    /// The area enclosed (shoelace formula; corners in order either way round).
    pub fn area(&self) -> f32 {
        let p = &self.0;
        let mut twice = 0.0;
        for i in 0..4 {
            let (a, b) = (p[i], p[(i + 1) % 4]);
            twice += a.0 * b.1 - b.0 * a.1;
        }
        (twice / 2.0).abs()
    }

    /// Whether the four corners make a convex shape turning the same way at every corner.
    pub fn is_convex(&self) -> bool {
        let p = &self.0;
        let turns: Vec<f32> = (0..4)
            .map(|i| {
                let (a, b, c) = (p[i], p[(i + 1) % 4], p[(i + 2) % 4]);
                (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0)
            })
            .collect();
        turns.iter().all(|&t| t > 0.0) || turns.iter().all(|&t| t < 0.0)
    }

    /// The projective map taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to
    /// this quad's corners, in closed form (no linear system to solve).
    pub fn projection(&self) -> Projection {
        let [(x0, y0), (x1, y1), (x2, y2), (x3, y3)] = self.0;
        let (sx, sy) = (x0 - x1 + x2 - x3, y0 - y1 + y2 - y3);
        let (dx1, dx2, dy1, dy2) = (x1 - x2, x3 - x2, y1 - y2, y3 - y2);
        let den = dx1 * dy2 - dx2 * dy1;
        let (g, h) = if den.abs() < 1e-9 || (sx.abs() < 1e-6 && sy.abs() < 1e-6) {
            (0.0, 0.0)
        } else {
            ((sx * dy2 - dx2 * sy) / den, (dx1 * sy - sx * dy1) / den)
        };
        Projection {
            a: x1 - x0 + g * x1,
            b: x3 - x0 + h * x3,
            c: x0,
            d: y1 - y0 + g * y1,
            e: y3 - y0 + h * y3,
            f: y0,
            g,
            h,
        }
    }
}

/// A projective map from the unit square to the image: `x = (a·u + b·v + c) / (g·u + h·v + 1)`,
/// `y = (d·u + e·v + f) / (g·u + h·v + 1)`.
///
/// ```
/// use shudu_scan::geometry::Quad;
/// let p = Quad([(0.0, 0.0), (8.0, 0.0), (8.0, 4.0), (0.0, 4.0)]).projection();
/// assert_eq!(p.map(1.0, 1.0), (8.0, 4.0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Projection {
    a: f32,
    b: f32,
    c: f32,
    d: f32,
    e: f32,
    f: f32,
    g: f32,
    h: f32,
}

impl Projection {
    /// The image point of the unit-square point `(u, v)`.
    pub fn map(&self, u: f32, v: f32) -> Point {
        let w = self.g * u + self.h * v + 1.0;
        (
            (self.a * u + self.b * v + self.c) / w,
            (self.d * u + self.e * v + self.f) / w,
        )
    }
}

/// Samples `quad` of `grey` into a `side`×`side` square (bilinear; white outside the image).
///
/// ```
/// use shudu_scan::geometry::{Quad, warp};
/// let grey = image::GrayImage::from_fn(50, 50, |x, _| image::Luma([if x < 25 { 0 } else { 255 }]));
/// let flat = warp(&grey, &Quad([(0.0, 0.0), (50.0, 0.0), (50.0, 50.0), (0.0, 50.0)]), 10);
/// assert_eq!(flat.get_pixel(1, 5)[0], 0);
/// assert_eq!(flat.get_pixel(8, 5)[0], 255);
/// ```
pub fn warp(grey: &GrayImage, quad: &Quad, side: u32) -> GrayImage {
    let projection = quad.projection();
    let mut out = GrayImage::new(side, side);
    let scale = 1.0 / side as f32;
    for y in 0..side {
        for x in 0..side {
            let (sx, sy) = projection.map((x as f32 + 0.5) * scale, (y as f32 + 0.5) * scale);
            out.put_pixel(x, y, Luma([bilinear(grey, sx - 0.5, sy - 0.5)]));
        }
    }
    out
}

/// The grey at a fractional position, blending the four nearest pixels.
fn bilinear(grey: &GrayImage, x: f32, y: f32) -> u8 {
    let (w, h) = grey.dimensions();
    if !(x > -1.0 && y > -1.0 && x < w as f32 && y < h as f32) {
        return 255;
    }
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let at = |xi: f32, yi: f32| -> f32 {
        let xi = xi.clamp(0.0, (w - 1) as f32) as u32;
        let yi = yi.clamp(0.0, (h - 1) as f32) as u32;
        f32::from(grey.get_pixel(xi, yi)[0])
    };
    let top = at(x0, y0) * (1.0 - fx) + at(x0 + 1.0, y0) * fx;
    let bottom = at(x0, y0 + 1.0) * (1.0 - fx) + at(x0 + 1.0, y0 + 1.0) * fx;
    crate::decode::grey_level(top * (1.0 - fy) + bottom * fy)
}
