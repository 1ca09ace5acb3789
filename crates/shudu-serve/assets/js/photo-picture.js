// The picture beside the photo's sheet, what the player checks the digits read against.
// The chosen file shows at once from an object URL (the picture goes nowhere but the scan
// request); once the scan answers with the grid's corners, the grid is cut out of the photo
// and straightened in a canvas, so its rows and columns line up with the sheet's, a ring
// can show the cell in question, and a close-up of that cell can sit by the button that
// keeps it (on a phone the picture may have scrolled out of sight). A photo the browser cannot straighten stays as it is. Each
// object URL is revoked as soon as a newer picture, or the dialog's closing, replaces it.

import { t } from './words.js';

/** The paper kept around the straightened grid, in grid widths: its outer lines show. */
const MARGIN = 0.03;
/** The straightened picture's side in pixels: sharp at the sheet's size on a dense screen. */
const SIDE = 720;

/** How much of the straightened grid a close-up shows, in cells: the cell and a rim around it. */
const CLOSE_UP = 1.6;

/**
 * @param {HTMLElement} figure the picture's frame (holds the image and the ring)
 * @param {HTMLElement} closeUp a box that shows the cell in question, magnified
 * @returns {{show: (file: Blob) => void, straighten: (corners: number[][]) => Promise<void>,
 *   point: (ringed: number, closeUp: number) => void, clear: () => void}}
 */
export function photoPicture(figure, closeUp) {
  const img = figure.querySelector('img');
  const ring = figure.querySelector('.photo-ring');
  let file = null;
  let url = '';
  let shown = 0; // which picture is wanted: a later one makes an earlier straightening moot
  const put = (blob, straight) => {
    if (url) URL.revokeObjectURL(url);
    url = URL.createObjectURL(blob);
    img.src = url;
    img.alt = t(straight ? 'page-photo-picture-grid' : 'page-photo-picture');
    figure.classList.toggle('straight', straight);
    ring.hidden = true;
    closeUp.hidden = true;
    figure.hidden = false;
  };
  // A file the browser cannot show (not an image) leaves no broken picture behind.
  img.addEventListener('error', () => {
    if (img.getAttribute('src')) figure.hidden = true;
  });
  return {
    show(chosen) {
      shown++;
      file = chosen;
      put(chosen, false);
    },
    async straighten(corners) {
      const ticket = shown;
      let blob = null;
      try {
        blob = await straightened(file, corners);
      } catch {
        return; // the photo itself is shown, and is enough to compare against
      }
      if (ticket === shown && blob) put(blob, true);
    },
    /** Rings cell `ringed` (an index, row by row; -1 for none) and shows cell `close` up. */
    point(ringed, close) {
      const straight = figure.classList.contains('straight') && !figure.hidden;
      const cell = 1 / 9 / (1 + 2 * MARGIN); // a cell's side, as a share of the picture's
      const at = (k) => (MARGIN + k / 9) / (1 + 2 * MARGIN);
      ring.hidden = ringed < 0 || !straight;
      if (!ring.hidden) {
        ring.style.left = `${at(ringed % 9) * 100}%`;
        ring.style.top = `${at(Math.floor(ringed / 9)) * 100}%`;
        ring.style.width = ring.style.height = `${cell * 100}%`;
      }
      closeUp.hidden = close < 0 || !straight;
      if (!closeUp.hidden) {
        // The picture scaled so CLOSE_UP cells fill the box, the cell centred (a background
        // position of p% puts the picture's p% point on the box's p% point).
        const span = CLOSE_UP * cell;
        const centred = (k) => `${((at(k) + cell / 2 - span / 2) / (1 - span)) * 100}%`;
        closeUp.style.backgroundImage = `url("${url}")`;
        closeUp.style.backgroundSize = `${100 / span}%`;
        closeUp.style.backgroundPosition = `${centred(close % 9)} ${centred(Math.floor(close / 9))}`;
      }
    },
    clear() {
      shown++;
      file = null;
      if (url) URL.revokeObjectURL(url);
      url = '';
      img.removeAttribute('src');
      figure.hidden = closeUp.hidden = true;
    },
  };
}

/**
 * The grid of `file` whose corners (top-left, top-right, bottom-right, bottom-left of the
 * puzzle as read, in the upright photo's pixels) are `corners`, warped square as a PNG.
 */
async function straightened(file, corners) {
  if (!file || corners?.length !== 4) return null;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const map = unitSquareTo(corners);
  // Only the part of the photo around the grid is read back, at about the output's scale:
  // a phone's photo has tens of millions of pixels, most of them not the grid.
  const ends = [[-MARGIN, -MARGIN], [1 + MARGIN, -MARGIN], [1 + MARGIN, 1 + MARGIN], [-MARGIN, 1 + MARGIN]].map(([u, v]) => map(u, v));
  const left = Math.max(0, Math.floor(Math.min(...ends.map((p) => p[0]))));
  const top = Math.max(0, Math.floor(Math.min(...ends.map((p) => p[1]))));
  const right = Math.min(bitmap.width, Math.ceil(Math.max(...ends.map((p) => p[0]))));
  const bottom = Math.min(bitmap.height, Math.ceil(Math.max(...ends.map((p) => p[1]))));
  if (!(right - left >= 9 && bottom - top >= 9)) return null;
  const scale = Math.min(1, (2 * SIDE) / Math.max(right - left, bottom - top));
  const w = Math.max(1, Math.round((right - left) * scale));
  const h = Math.max(1, Math.round((bottom - top) * scale));
  const source = canvas(w, h).getContext('2d', { willReadFrequently: true });
  source.drawImage(bitmap, left, top, right - left, bottom - top, 0, 0, w, h);
  bitmap.close();
  const from = source.getImageData(0, 0, w, h).data;
  const out = canvas(SIDE, SIDE);
  const g = out.getContext('2d');
  const image = g.createImageData(SIDE, SIDE);
  const to = image.data;
  const step = (1 + 2 * MARGIN) / SIDE;
  for (let j = 0; j < SIDE; j++) {
    for (let i = 0; i < SIDE; i++) {
      const [x, y] = map(-MARGIN + (i + 0.5) * step, -MARGIN + (j + 0.5) * step);
      sample(from, w, h, (x - left) * scale - 0.5, (y - top) * scale - 0.5, to, (j * SIDE + i) * 4);
    }
  }
  g.putImageData(image, 0, 0);
  return new Promise((resolve) => out.toBlob(resolve, 'image/png'));
}

const canvas = (w, h) => Object.assign(document.createElement('canvas'), { width: w, height: h });

/**
 * The projective map taking the unit square's corners (0,0), (1,0), (1,1), (0,1) to the
 * four points `p`, in closed form (Heckbert's square-to-quad).
 */
export function unitSquareTo(p) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = p;
  const dx3 = x0 - x1 + x2 - x3;
  const dy3 = y0 - y1 + y2 - y3;
  let g = 0, h = 0;
  if (Math.abs(dx3) > 1e-9 || Math.abs(dy3) > 1e-9) {
    const dx1 = x1 - x2, dx2 = x3 - x2, dy1 = y1 - y2, dy2 = y3 - y2;
    const det = dx1 * dy2 - dx2 * dy1;
    g = (dx3 * dy2 - dx2 * dy3) / det;
    h = (dx1 * dy3 - dx3 * dy1) / det;
  }
  const a = x1 - x0 + g * x1, b = x3 - x0 + h * x3, d = y1 - y0 + g * y1, e = y3 - y0 + h * y3;
  return (u, v) => {
    const w = g * u + h * v + 1;
    return [(a * u + b * v + x0) / w, (d * u + e * v + y0) / w];
  };
}

/**
 * Writes the colour at (x, y) of the RGBA pixels `from` (w × h), blended from the four
 * nearest, to `to` at `k`; paper white beyond the photo's edges.
 */
function sample(from, w, h, x, y, to, k) {
  const x0 = Math.floor(x), y0 = Math.floor(y);
  const fx = x - x0, fy = y - y0;
  const inside = (xx, yy) => xx >= 0 && yy >= 0 && xx < w && yy < h;
  const corners = [[x0, y0, (1 - fx) * (1 - fy)], [x0 + 1, y0, fx * (1 - fy)], [x0, y0 + 1, (1 - fx) * fy], [x0 + 1, y0 + 1, fx * fy]];
  let r = 0, gr = 0, b = 0;
  for (const [xx, yy, weight] of corners) {
    if (inside(xx, yy)) {
      const at = (yy * w + xx) * 4;
      r += from[at] * weight;
      gr += from[at + 1] * weight;
      b += from[at + 2] * weight;
    } else {
      r += 255 * weight;
      gr += 255 * weight;
      b += 255 * weight;
    }
  }
  to[k] = r;
  to[k + 1] = gr;
  to[k + 2] = b;
  to[k + 3] = 255;
}
