import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWith } from "./session_load.mjs";

const z = await loadWith("web/views/zoom.js");

test("fit keeps the drawing's shape and shows the whole box", () => {
  const result = z.fit([100, 100, 300, 200], 1, 0);
  const expected = { x: 100, y: 50, w: 200, h: 200 };
  assert.deepEqual(result, expected);
});

test("the opening view keeps a 40 mm deep Regiment 44 px deep on a 330 px drawing", () => {
  const view = z.opening({ focus: [0, 0, 1829, 1219], shortMm: 40, px: 330, aspect: 1 });
  const result = (40 * 330) / view.w;
  assert.ok(Math.abs(result - 44) < 1e-9, result);
  const [cx, cy] = z.centre(view);
  assert.ok(Math.abs(cx - 914.5) < 1e-9 && Math.abs(cy - 609.5) < 1e-9);
});

test("a focus that fits at 44 px opens whole", () => {
  const result = z.opening({ focus: [500, 500, 700, 600], shortMm: 80, px: 330, aspect: 1, margin: 40 });
  const expected = { x: 460, y: 410, w: 280, h: 280 };
  assert.deepEqual(result, expected);
});

test("scaling about a point keeps that point where it is", () => {
  const view = { x: 0, y: 0, w: 400, h: 200 };
  const result = z.scaleAbout(view, 0.5, [100, 50]);
  const expected = { x: 50, y: 25, w: 200, h: 100 };
  assert.deepEqual(result, expected);
});

test("zooming in stops at 60 mm across and out at the widest given", () => {
  const view = { x: 0, y: 0, w: 100, h: 100 };
  assert.equal(z.scaleAbout(view, 0.1, [50, 50]).w, 60);
  assert.equal(z.scaleAbout(view, 100, [50, 50], 2000).w, 2000);
});

test("panning keeps the view's centre on the table", () => {
  const result = z.pan({ x: 0, y: 0, w: 100, h: 100 }, -500, 30, [0, 0, 1000, 1000]);
  const expected = { x: -50, y: 30, w: 100, h: 100 };
  assert.deepEqual(result, expected);
});

test("a pinch spreading two fingers to twice apart zooms in 2x about their middle", () => {
  const view = { x: 0, y: 0, w: 300, h: 300 };
  const result = z.pinch(view, [[100, 150], [200, 150]], [[50, 150], [250, 150]], 300);
  const expected = { x: 75, y: 75, w: 150, h: 150 };
  assert.deepEqual(result, expected);
});

test("a pinch that also moves pans by the fingers' move", () => {
  const view = { x: 0, y: 0, w: 300, h: 300 };
  const result = z.pinch(view, [[100, 100], [200, 100]], [[130, 100], [230, 100]], 300);
  const expected = { x: -30, y: 0, w: 300, h: 300 };
  assert.deepEqual(result, expected);
});

test("labels never overlap each other, the Stands or the drawing's edge", () => {
  const stands = [[100, 100, 220, 180], [100, 200, 220, 280]];
  const items = stands.map((own, i) => ({ id: `r${i}`, own, w: 90, h: 20 }));
  const frame = [0, 0, 400, 400];
  const { placed, key } = z.placeLabels(items, stands, frame);
  assert.deepEqual(key, []);
  for (const p of placed) {
    assert.ok(z.inside(p.box, frame));
    assert.ok(!stands.some((s) => z.overlaps(p.box, s)));
  }
  assert.ok(!z.overlaps(placed[0].box, placed[1].box));
});

test("a label with no room goes in the key", () => {
  const stands = [[0, 0, 100, 100]];
  const result = z.placeLabels([{ id: "a", own: stands[0], w: 300, h: 20 }], stands, [0, 0, 100, 100]);
  const expected = { placed: [], key: ["a"] };
  assert.deepEqual(result, expected);
});

test("the arcs of a Regiment facing up: the front wedge is ahead, the left on its left", () => {
  const points = [[0, 0], [120, 0], [120, 80], [0, 80]];
  const wedges = Object.fromEntries(z.arcs(points, 0, 100).map((a) => [a.arc, a.points]));
  assert.deepEqual(wedges.front[0], [0, 0]);
  assert.deepEqual(wedges.front[3], [120, 0]);
  assert.ok(wedges.front[1][1] < 0 && wedges.front[2][1] < 0); // up the drawing
  assert.ok(wedges.left[1][0] < 0 && wedges.right[1][0] > 120);
  assert.ok(wedges.rear[1][1] > 80);
});

test("facing 90 (to the right): the front wedge is to the right", () => {
  const points = [[0, 0], [80, 0], [80, 120], [0, 120]];
  const front = z.arcs(points, 90, 100).find((a) => a.arc === "front").points;
  assert.ok(front.every(([x]) => x >= 80 - 1e-9));
});

test("facing down the drawing: the front is below, its own left flank on the drawing's right", () => {
  const points = [[0, 0], [120, 0], [120, 80], [0, 80]];
  const byArc = Object.fromEntries(z.arcs(points, 180, 100).map((a) => [a.arc, a]));
  const [fx, fy] = z.arcSpots(byArc.front, 10)[0];
  const [lx] = z.arcSpots(byArc.left, 10)[0];
  const [rx] = z.arcSpots(byArc.right, 10)[0];
  assert.ok(fy > 80 && Math.abs(fx - 60) < 1e-9, `front word at ${fx},${fy}`);
  assert.ok(lx > 120 && rx < 0, `left ${lx}, right ${rx}`);
  assert.deepEqual(z.arcs(points, 180, 100).map((a) => a.words), ["Front", "Left flank", "Right flank", "Rear"]);
  assert.deepEqual([0, 90, 180, 270].map((d) => z.sideWords(d)), ["above it", "right of it", "below it", "left of it"]);
  assert.equal(z.facingOnDrawing(180), "down the drawing");
});

test("an arc's words are placed only where no Stand is", () => {
  const points = [[0, 0], [120, 0], [120, 80], [0, 80]];
  const front = z.arcs(points, 0, 200).find((a) => a.arc === "front");
  const blocked = [[-100, -30, 220, 0]]; // a Regiment in contact across the whole front
  const { placed } = z.placeLabels([{ id: "arc-front", text: "Front", w: 30, h: 10, at: z.arcSpots(front, 10) }],
    [[0, 0, 120, 80], ...blocked], [-300, -300, 400, 400]);
  assert.equal(placed.length, 1);
  assert.ok(placed[0].y < -30, `placed at ${placed[0].y}`);
});

test("Fit engagements frames two fights at opposite ends of the table whole", () => {
  const fights = [[150, 500, 350, 700], [1450, 500, 1650, 700]];
  const { view, fights: any } = z.framing(fights, [0, 0, 1829, 1219], 1, 40);
  assert.equal(any, true);
  const frame = [view.x, view.y, view.x + view.w, view.y + view.h];
  for (const box of fights) assert.ok(z.inside(box, frame), `${box} outside ${frame}`);
  // Framed with the margin round the union, not zoomed in on the empty middle.
  assert.ok(Math.abs(view.w - (1650 - 150 + 80)) < 1e-9, view.w);
});

test("Fit engagements with no fight fits the whole table and says there is none", () => {
  const table = [0, 0, 1829, 1219];
  const result = z.framing([], table, 1, 40);
  assert.deepEqual(result, { view: z.fit(table, 1, 20), fights: false });
});

test("labels never overlap: a crowd of names falls back to numbers, then to the key", () => {
  // Sixteen Regiments in two tight rows: far too little room for their names.
  const own = [];
  for (let i = 0; i < 8; i++) own.push([100 + i * 60, 100, 140 + i * 60, 120], [100 + i * 60, 150, 140 + i * 60, 170]);
  const items = own.map((box, i) => ({ id: `r${i}`, own: box, w: 120, h: 12, short: { text: String(i + 1), w: 8 } }));
  const frame = [0, 80, 700, 190];
  const { placed, key } = z.placeLabels(items, own, frame);
  assert.equal(placed.length + key.length, items.length);
  assert.ok(placed.some((p) => p.short), "some fell back to their number");
  for (const [i, a] of placed.entries()) {
    assert.ok(z.inside(a.box, frame));
    for (const s of own) assert.ok(!z.overlaps(a.box, s), `${a.id} over a Stand`);
    for (const b of placed.slice(i + 1)) assert.ok(!z.overlaps(a.box, b.box), `${a.id} over ${b.id}`);
  }
});

test("a label's box holds the whole glyph cell, so boxes apart are labels apart", () => {
  const box = z.labelBox([50, 100], { w: 40, h: 10, rise: 1.07, drop: 0.29 });
  assert.ok(box[1] <= 100 - 10.7 && box[3] >= 100 + 2.9, box);
  assert.ok(box[0] <= 30 && box[2] >= 70, box);
});
