// The battlefield's view maths for fingers, with no DOM: which part of the table the
// drawing shows (a viewBox in the drawing's mm, y down), zooming and panning it, the
// zoom it opens with, where each label goes, and the arcs of a Regiment. Boxes are
// [x0, y0, x1, y1]; a view is { x, y, w, h }. The Stands' own places are the engine's.
import { words } from "../i18n/words.js";

export const TARGET_PX = 44; // the smallest a finger's target may be drawn
export const LABEL_PX = 14; // labels are drawn this size on screen at any zoom
const MIN_VIEW_MM = 60; // zoomed in no further than 60 mm across

export function union(boxes) {
  if (!boxes.length) return null;
  return [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])),
    Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];
}

export function boxOf(points) {
  return union(points.map(([x, y]) => [x, y, x, y]));
}

export const overlaps = (a, b) => a[0] < b[2] && a[2] > b[0] && a[1] < b[3] && a[3] > b[1];
export const inside = (a, frame) => a[0] >= frame[0] && a[1] >= frame[1] && a[2] <= frame[2] && a[3] <= frame[3];

// The view showing ``box`` (with ``margin`` mm round it) whole, at the drawing's shape
// (``aspect``: its height over its width on screen), centred on the box.
export function fit(box, aspect, margin = 0) {
  let w = box[2] - box[0] + 2 * margin;
  let h = box[3] - box[1] + 2 * margin;
  if (h / w > aspect) w = h / aspect;
  else h = w * aspect;
  w = Math.max(w, MIN_VIEW_MM);
  h = w * aspect;
  return { x: (box[0] + box[2]) / 2 - w / 2, y: (box[1] + box[3]) / 2 - h / 2, w, h };
}

// The widest view (mm) at which a Regiment ``shortMm`` deep on its short side is still
// drawn ``TARGET_PX`` on a drawing ``px`` wide.
export function widestFor(shortMm, px) {
  return (shortMm * px) / TARGET_PX;
}

// The view "Fit engagements" shows: every fight whole, however far apart the fights
// are (the union of the engaged Regiments' boxes, ``margin`` mm round it), never zoomed
// in past one of them; with no fight, the whole ``table`` (``fights`` says which).
export function framing(engaged, table, aspect, margin = 40) {
  const box = union(engaged.filter(Boolean));
  return box ? { view: fit(box, aspect, margin), fights: true } : { view: fit(table, aspect, 20), fights: false };
}

// The view a battlefield opens with: ``focus`` (the engagements, or the Regiment last
// acted on) whole if that keeps every Regiment at least 44 px on its short side, else
// zoomed in on the focus's centre until it does.
export function opening({ focus, shortMm, px, aspect, margin = 40 }) {
  const view = fit(focus, aspect, margin);
  const widest = widestFor(shortMm, px);
  return view.w <= widest ? view : scaleAbout(view, widest / view.w, centre(view));
}

export function centre(view) {
  return [view.x + view.w / 2, view.y + view.h / 2];
}

// The view ``view`` scaled by ``k`` (k < 1 zooms in) about the drawing point ``at``,
// which stays where it is on screen; never narrower than MIN_VIEW_MM nor wider than
// ``most`` mm (the whole table with room round it).
export function scaleAbout(view, k, at, most = Infinity) {
  const w = Math.min(Math.max(view.w * k, MIN_VIEW_MM), Math.max(most, MIN_VIEW_MM));
  const s = w / view.w;
  return { x: at[0] - (at[0] - view.x) * s, y: at[1] - (at[1] - view.y) * s, w, h: view.h * s };
}

// Moved by (dx, dy) mm, its centre kept on the ``table`` box so the table never leaves.
export function pan(view, dx, dy, table) {
  const clamp = (v, lo, hi) => Math.max(lo, Math.min(v, hi));
  const cx = clamp(view.x + dx + view.w / 2, table[0], table[2]);
  const cy = clamp(view.y + dy + view.h / 2, table[1], table[3]);
  return { ...view, x: cx - view.w / 2, y: cy - view.h / 2 };
}

// Two fingers from ``a0``, ``b0`` to ``a1``, ``b1`` (screen px, relative to the
// drawing's top left, ``px`` wide): the point under their middle stays under it, and
// the view scales as their distance does.
export function pinch(view, [a0, b0], [a1, b1], px, most = Infinity) {
  const mm = view.w / px;
  const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const span = (a, b) => Math.max(Math.hypot(a[0] - b[0], a[1] - b[1]), 1);
  const m0 = mid(a0, b0);
  const m1 = mid(a1, b1);
  const at = [view.x + m0[0] * mm, view.y + m0[1] * mm];
  const scaled = scaleAbout(view, span(a0, b0) / span(a1, b1), at, most);
  const mm1 = scaled.w / px;
  return { ...scaled, x: scaled.x - (m1[0] - m0[0]) * mm1, y: scaled.y - (m1[1] - m0[1]) * mm1 };
}

// Where each label goes: the first spot beside its own Regiment whose box is inside
// ``frame``, touches no obstacle (Stands, arrows' words) and no label already placed.
// ``items``: { id, own: box, w, h } in mm, or { id, at: [points], w, h } for a label
// with spots of its own (an arc's word, inside its wedge). An item with ``short``
// ({ text, w }: a Regiment's number) that has no room for its text tries that next;
// one with no spot at all goes in the key. Labels are never placed over one another.
export function placeLabels(items, obstacles, frame) {
  const taken = [];
  const placed = [];
  const key = [];
  const find = (item) => (item.at || spots(item)).map((p) => ({ at: p, box: labelBox(p, item) }))
    .find(({ box }) => inside(box, frame) && !obstacles.some((o) => overlaps(box, o)) && !taken.some((o) => overlaps(box, o)));
  for (const item of items) {
    let spot = find(item);
    let short = false;
    if (!spot && item.short) {
      spot = find({ ...item, w: item.short.w });
      short = !!spot;
    }
    if (spot) {
      taken.push(spot.box);
      placed.push({ id: item.id, x: spot.at[0], y: spot.at[1], box: spot.box, short });
    } else {
      key.push(item.id);
    }
  }
  return { placed, key };
}

// A label's box about its text's baseline centre: the glyphs' whole cell (``rise`` of
// the size above the baseline, ``drop`` below, as the font draws it) and a gap, so two
// boxes apart are two drawn labels apart.
export function labelBox([x, y], { w, h, rise = 1, drop = 0.3 }) {
  return [x - w / 2 - 1, y - h * rise - 0.5, x + w / 2 + 1, y + h * drop + 0.5];
}

function spots({ own: [x0, y0, x1, y1], w, h, rise = 1, drop = 0.3 }) {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2 + h * 0.3;
  const gap = h * 0.25;
  const line = h * (rise + drop) + 2;
  return [[cx, y1 + h * rise + gap], [cx, y0 - h * drop - gap], [x1 + w / 2 + gap, cy], [x0 - w / 2 - gap, cy],
    [cx, y1 + h * rise + gap + line], [cx, y0 - h * drop - gap - line], [x1 + w / 2 + gap, cy - line], [x0 - w / 2 - gap, cy + line]];
}

// A Regiment's arcs (front, flank, rear): its outline in its own frame, from the
// drawn corners of its Stands, and four wedges out from it along its diagonals (lines
// from its centre through its corners). ``facing``: degrees, 0 up the drawing. Left and
// right are the Regiment's own: those of someone behind it, looking where it faces, so
// a Regiment facing down the drawing has its front below it and its left flank on the
// drawing's right. Each wedge has ``words`` and ``spots`` for them, out along its middle.
export function arcs(points, facing, reach) {
  const rad = (facing * Math.PI) / 180;
  const ahead = [Math.sin(rad), -Math.cos(rad)];
  const right = [Math.cos(rad), Math.sin(rad)];
  const along = (p, d) => p[0] * d[0] + p[1] * d[1];
  const fs = points.map((p) => along(p, ahead));
  const rs = points.map((p) => along(p, right));
  const [f0, f1, r0, r1] = [Math.min(...fs), Math.max(...fs), Math.min(...rs), Math.max(...rs)];
  const at = (f, r) => [ahead[0] * f + right[0] * r, ahead[1] * f + right[1] * r];
  const c = at((f0 + f1) / 2, (r0 + r1) / 2);
  const corner = { fl: at(f1, r0), fr: at(f1, r1), rl: at(f0, r0), rr: at(f0, r1) };
  const out = (p) => {
    const d = Math.hypot(p[0] - c[0], p[1] - c[1]) || 1;
    return [p[0] + ((p[0] - c[0]) / d) * reach, p[1] + ((p[1] - c[1]) / d) * reach];
  };
  const wedge = (a, b) => [corner[a], out(corner[a]), out(corner[b]), corner[b]];
  const arc = (name, a, b) => ({ arc: name, words: ARC_WORDS[name], points: wedge(a, b), side: [corner[a], corner[b]], centre: c, reach });
  return [arc("front", "fl", "fr"), arc("left", "rl", "fl"), arc("right", "fr", "rr"), arc("rear", "rr", "rl")];
}

// Where an arc's word may go, for a label ``h`` mm high: out from its side (from just
// clear of it to most of the wedge's reach), at its middle first, then slid along it,
// so a word finds room beside a Regiment in contact or at the drawing's edge.
export function arcSpots({ side: [a, b], centre: c, reach }, h) {
  const m = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const d = Math.hypot(m[0] - c[0], m[1] - c[1]) || 1;
  const out = [(m[0] - c[0]) / d, (m[1] - c[1]) / d];
  const along = [b[0] - a[0], b[1] - a[1]];
  const far = [h * 1.2, h * 2.4, reach * 0.15, reach * 0.3, reach * 0.5, reach * 0.7].filter((k) => k < reach);
  return far.flatMap((k) => [0, -0.35, 0.35, -0.5, 0.5].map((t) =>
    [m[0] + out[0] * k + along[0] * t, m[1] + out[1] * k + along[1] * t]));
}

// Each arc's name, said when read (the language may change while the page is open).
export const ARC_WORDS = {
  get front() { return words("screen-arc-front"); },
  get left() { return words("screen-arc-left"); },
  get right() { return words("screen-arc-right"); },
  get rear() { return words("screen-arc-rear"); },
};

// Where on the drawing a direction ``deg`` (0 up the drawing, 90 to its right) points,
// in words: "above it", "right of it", "below it", "left of it".
export function sideWords(deg) {
  const side = sideKey(deg);
  if (side === "above") return words("screen-side-above");
  if (side === "right") return words("screen-side-right");
  if (side === "below") return words("screen-side-below");
  return words("screen-side-left");
}

// The same direction as a key, for the page's own choices: above, right, below, left.
export function sideKey(deg) {
  const d = ((deg % 360) + 360) % 360;
  return ["above", "right", "below", "left"][Math.round(d / 90) % 4];
}

// The way a Regiment facing ``deg`` looks on the drawing: "up the drawing", ...
export function facingOnDrawing(deg) {
  const d = ((deg % 360) + 360) % 360;
  return [() => words("screen-facing-up"), () => words("screen-facing-right"), () => words("screen-facing-down"), () => words("screen-facing-left")][Math.round(d / 90) % 4]();
}
