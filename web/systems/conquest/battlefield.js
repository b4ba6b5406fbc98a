// The top-down battlefield: every Stand where the engine says it is (corners in mm,
// computed in Python), contacts, Stranded / Unengaged Regiments, and the Press the
// Attack pushes of the last action with their distance. The page does no geometry:
// it only turns the table to the side it is seen from (views/seen_from.js).
import { svg } from "../../views/dom.js";
import { said as saidIn, words } from "../../i18n/words.js";
import { seenFrom } from "../../views/seen_from.js";
import { sideNames } from "../../views/sides.js";
import { distanceText, distanceUnits } from "../../views/distance.js";

export { distanceText, distanceUnits };
import { draggable } from "./dragging.js";
import { LABEL_PX, TARGET_PX, arcSpots, arcs, boxOf, centre, fit, framing, opening, overlaps, pan, pinch, placeLabels, scaleAbout, union, widestFor } from "../../views/zoom.js";

// A Regiment's engagement in words, said when read.
export const ENGAGEMENT_TEXT = {
  get engaged() { return words("battle-engaged"); },
  get stranded() { return words("battle-stranded"); },
  get unengaged() { return words("battle-unengaged"); },
};

// The pushes of the engine's typed outcome, only while its action (numbered by
// the engine) is the battle's last: an action that pushed nothing, an undo or another
// tab's action leaves no arrow of an earlier one behind.
export function lastPushes(view, outcome) {
  if (!outcome || outcome.action === undefined || outcome.action !== view.actions) return { pushes: [], notes: [] };
  const msgs = outcome.press_the_attack_msg || [];
  return { pushes: outcome.pushes || [], notes: (outcome.press_the_attack || []).map((text, i) => saidIn(msgs[i], text)) };
}

const liveStands = (r) => r.stands.filter((s) => !s.destroyed && s.corners);
// A destroyed Regiment leaves the drawing (its name stayed and overlapped others').
export const drawn = (view) => view.regiments.filter((r) => r.position && r.status !== "destroyed" && liveStands(r).length);

const fighting = (r) => r.engagement === "engaged" || r.engagement === "stranded";

// The Regiments the drawing opens on: the one last acted on, else all (with no fight).
function focusBox(regiments, boxes, outcome) {
  const acted = outcome ? regiments.filter((r) => r.id === outcome.regiment || r.id === outcome.charge?.enemy) : [];
  return union((acted.length ? acted : regiments).map((r) => boxes.get(r.id)));
}

// The players' numbers for the Regiments drawn, 1 up, in the order the list under the
// drawing has them: a label with no room for a name says its number.
export const numbered = (regiments) => new Map(regiments.map((r, i) => [r.id, String(i + 1)]));

// A Regiment's short side (mm), from its drawn Stands' extent along and across its facing.
function shortSide(points, facing) {
  const rad = (facing * Math.PI) / 180;
  const along = points.map(([x, y]) => x * Math.sin(rad) - y * Math.cos(rad));
  const across = points.map(([x, y]) => x * Math.cos(rad) + y * Math.sin(rad));
  return Math.min(Math.max(...along) - Math.min(...along), Math.max(...across) - Math.min(...across));
}

let lastPx = 0; // the drawing's width on screen when last drawn (a redraw opens at it)

// A label's width at font size ``size`` as the page's font draws it (bold for a push's
// distance and an arc's word), so the label is given its own width: a width guessed from the number of
// letters squeezed wide names ("MWMW") to 9 px glyphs. A little room is left for the
// SVG's own text layout; without a canvas, the guess, never less than the text needs.
let measure = null;
function measured() {
  if (measure === null) {
    const ctx = typeof document !== "undefined" ? document.createElement("canvas").getContext("2d") : null;
    measure = ctx ? { ctx, family: getComputedStyle(document.body).fontFamily } : false;
  }
  return measure;
}

function labelWidth(text, size, bold) {
  if (!measured()) return text.length * size * 0.7;
  measure.ctx.font = `${bold ? 700 : 400} 100px ${measure.family}`;
  return (measure.ctx.measureText(text).width / 100) * size * 1.04;
}

// How far the font's glyph cell reaches above and below the baseline, as parts of its
// size: a label's box is that tall, so labels placed apart are drawn apart.
function cell() {
  if (!measured()) return { rise: 1.1, drop: 0.35 };
  measure.ctx.font = `400 100px ${measure.family}`;
  const m = measure.ctx.measureText("Hg");
  const rise = m.fontBoundingBoxAscent ? m.fontBoundingBoxAscent / 100 : 1.1;
  const drop = m.fontBoundingBoxDescent ? m.fontBoundingBoxDescent / 100 : 0.35;
  return { rise: rise + 0.02, drop: drop + 0.02 };
}

// ``outcome``: the engine's typed outcome of the last action (its ``pushes``), or null.
// ``state``: kept by the screen across redraws ({ view, touched }): a view the player
// zoomed or panned stays; until then the drawing opens on the engagements.
// ``selected``: the Regiment whose arcs are drawn. ``say``: shows a line under the
// drawing; ``onPick``: told the Regiment picked on it. Returns { root, relayout, fitTo,
// pick } (pick(id): as a tap on that Regiment). ``state.side``: the side of the table
// it is seen from (0: the first player's, the default; 1: the second's).
export function battlefieldView(view, outcome, { onPlace = null, say = () => {}, onPick = null, state = {}, selected = null, onKey = null } = {}) {
  const { width, depth } = view.battlefield;
  const seen = seenFrom(state.side, view.battlefield);
  const flip = seen.toDrawing;
  const facing = (r) => seen.facing(r.position.facing);
  const { pushes } = lastPushes(view, outcome);
  const regiments = drawn(view);
  const points = new Map(regiments.map((r) => [r.id, liveStands(r).flatMap((s) => s.corners.map(flip))]));
  const boxes = new Map(regiments.map((r) => [r.id, boxOf(points.get(r.id))]));
  const px = lastPx || Math.max(200, Math.min(globalThis.innerWidth || 360, 720) - 24);
  const aspect = Math.min(1, (0.6 * (globalThis.innerHeight || 740)) / px);
  const table = [0, 0, width, depth];
  const most = fit(table, aspect, 20).w;
  const shortMm = Math.min(...regiments.map((r) => shortSide(points.get(r.id), facing(r))));
  const pushFrom = pushes.map((p) => { const [x, y] = flip([p.from.x, p.from.y]); return [x, y, x, y]; });
  // Every fight whole, however far apart (the list under the drawing is every
  // Regiment's 44 px target when they are drawn small), with the push arrows.
  const fights = () => framing([...regiments.filter(fighting).map((r) => boxes.get(r.id)), ...pushFrom], table, aspect);
  // With no fight: the Regiment last acted on, zoomed in to keep 44 px Regiments.
  const first = (shown) => {
    const framed = fights();
    return framed.fights ? framed.view : opening({ focus: focusBox(regiments, boxes, outcome), shortMm, px: shown, aspect });
  };
  if (!state.touched || !state.view) {
    state.view = regiments.length ? first(px) : fit(table, aspect, 20);
  }
  const root = svg("svg", {
    class: "battlefield", role: "img", "data-seen-from": seen.side,
    "aria-label": words("battle-field-label", { width: distanceText(width), depth: distanceText(depth), player: view.players ? sideNames(view)[seen.side] : words("battle-player-n", { n: seen.side + 1 }) }),
  });
  root.append(svg("rect", { x: 0, y: 0, width, height: depth, class: "table" }));
  const chosen = regiments.find((r) => r.id === selected);
  // The selected Regiment's front, flank and rear arcs, out to a sixth of the table.
  const chosenArcs = chosen ? arcs(points.get(chosen.id), facing(chosen), width / 6) : [];
  if (chosen) root.append(arcLayer(chosen, chosenArcs));
  const picks = new Map();
  for (const r of regiments) root.append(regimentGroup(r, seen, { root, onPlace, say, onPick, state, picks }));
  for (const push of pushes) {
    const to = flip([push.to.x, push.to.y]);
    const from = flip([push.from.x, push.from.y]);
    root.append(svg("line", { x1: from[0], y1: from[1], x2: to[0], y2: to[1], class: "bf-push", "data-push": push.regiment }));
  }
  const labels = svg("g", { class: "bf-words" });
  root.append(labels);
  const relayout = () => {
    const v = state.view;
    root.setAttribute("viewBox", `${v.x} ${v.y} ${v.w} ${v.h}`);
    const shown = root.getBoundingClientRect ? root.getBoundingClientRect().width : 0;
    if (shown > 0) lastPx = shown;
    state.size = (LABEL_PX * v.w) / (shown || px);
    const frame = [v.x, v.y, v.x + v.w, v.y + v.h];
    const stands = regiments.flatMap((r) => liveStands(r).map((s) => boxOf(s.corners.map(flip))));
    // A push's distance first (it says what just happened), then the Regiments' names.
    const pushItems = pushes.map((p) => ({ id: `push-${p.regiment}`, push: p, text: words("battle-pushed", { distance: distanceText(p.distance) }),
      own: boxOf([flip([p.from.x, p.from.y]), flip([p.to.x, p.to.y])]) }));
    // A name with no room says the Regiment's number (its name is in the list).
    const numbers = numbered(regiments);
    const nameItems = regiments.map((r) => ({ id: r.id, text: labelText(r), own: boxes.get(r.id), number: numbers.get(r.id) }));
    // The arcs named in words inside their wedges, after the names (which matter more).
    const arcItems = chosenArcs.map((a) => ({ id: `arc-${a.arc}`, arc: a.arc, text: a.words, at: arcSpots(a, state.size) }));
    const { rise, drop } = cell();
    const items = [...pushItems, ...nameItems, ...arcItems].map((i) => ({
      ...i, w: labelWidth(i.text, state.size, !!(i.push || i.arc)), h: state.size, rise, drop,
      short: i.number ? { text: i.number, w: labelWidth(i.number, state.size, false) } : null,
    }));
    const { placed, key } = placeLabels(items, stands, frame);
    const byId = new Map(items.map((i) => [i.id, i]));
    labels.replaceChildren(...placed.map((p) => {
      const item = byId.get(p.id);
      const said = p.short ? item.short : item;
      const what = item.push ? { class: "bf-push-label", "data-push-distance": item.push.distance }
        : item.arc ? { class: `bf-arc-word arc-${item.arc}`, "data-arc-word": item.arc } : { class: "bf-label", "data-bf-label": p.id };
      return svg("text", {
        x: p.x, y: p.y, "text-anchor": "middle", "font-size": state.size, textLength: said.w, lengthAdjust: "spacingAndGlyphs", ...what,
      }, said.text);
    }));
    // An arc's word with no room is said under the drawing already (the arcs' key); a
    // Regiment out of view is not "not named", it is not drawn (the list has it).
    const unnamed = key.map((id) => byId.get(id)).filter((i) => !i.arc && overlaps(i.own, frame));
    if (onKey) onKey(unnamed.map((i) => i.text));
  };
  // Returns what the view shows when that is not what was asked (no fight to fit).
  const fitTo = (what) => {
    state.touched = true;
    const framed = what === "all" ? null : fights();
    state.view = framed ? framed.view : fit(table, aspect, 20);
    relayout();
    return framed && !framed.fights ? words("battle-no-fight") : "";
  };
  relayout();
  zoomable(root, state, relayout, { table, most });
  const reopen = (shown) => {
    if (regiments.length) state.view = first(shown);
    relayout();
  };
  // Picked from the list: as a tap on it, and shown where a finger can drag it (on
  // the drawing, 44 px on its short side) if it was out of view or drawn smaller.
  const pick = (id) => {
    const r = regiments.find((one) => one.id === id);
    if (!r) return;
    const box = boxes.get(id);
    const v = state.view;
    const shown = lastPx || px;
    const short = shortSide(points.get(id), facing(r));
    const inView = box[0] >= v.x && box[2] <= v.x + v.w && box[1] >= v.y && box[3] <= v.y + v.h;
    if (!inView || (short * shown) / v.w < TARGET_PX) {
      state.touched = true;
      const around = fit(box, aspect, 40);
      // A tenth under the widest that keeps it 44 px: a finger's width to spare.
      state.view = scaleAbout(around, Math.max(1, (0.9 * widestFor(short, shown)) / around.w), centre(around), most);
      relayout();
    }
    picks.get(id)?.();
  };
  return { root, relayout, fitTo, reopen, pick, zoom: (k) => {
    state.touched = true;
    state.view = scaleAbout(state.view, k, centre(state.view), most);
    relayout();
  } };
}

function labelText(r) {
  return r.engagement && r.engagement !== "engaged" ? words("battle-name-engagement", { name: r.name, engagement: ENGAGEMENT_TEXT[r.engagement] }) : r.name;
}

function regimentGroup(r, seen, { root, onPlace, say, onPick, state, picks }) {
  const flip = seen.toDrawing;
  const group = svg("g", {
    class: `bf-regiment player-${r.player} ${r.engagement || ""}`,
    "data-bf-regiment": r.id, "data-engagement": r.engagement || "none",
  });
  for (const s of liveStands(r)) {
    const points = s.corners.map(flip).map(([x, y]) => `${x},${y}`).join(" ");
    group.append(svg("polygon", {
      points, class: `bf-stand${s.edges && s.edges.length ? " touching" : ""}`,
      "data-bf-stand": s.id, "data-centre": s.centre.join(","),
    }));
  }
  group.dataset.x = r.position.x;
  group.dataset.y = r.position.y;
  group.dataset.facing = r.position.facing;
  if (onPlace) picks.set(r.id, draggable(root, group, r, seen, state, { onPlace, say, onPick }).pick);
  return group;
}

function arcLayer(r, wedges) {
  const layer = svg("g", { class: "bf-arcs", "data-bf-arcs": r.id, "aria-hidden": "true" });
  for (const { arc, points: wedge } of wedges) {
    layer.append(svg("polygon", { class: `bf-arc bf-arc-${arc}`, "data-arc": arc, points: wedge.map((p) => p.join(",")).join(" ") }));
  }
  return layer;
}

// Pinch to zoom and drag to pan, by finger or mouse on the table (a finger on a Regiment
// moves the Regiment instead: its own handler takes the pointer first).
function zoomable(root, state, relayout, { table, most }) {
  const fingers = new Map();
  let start = null;
  const local = (e) => {
    const r = root.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };
  const begin = () => {
    start = { view: { ...state.view }, at: [...fingers.values()].map((p) => [...p]) };
  };
  root.addEventListener("pointerdown", (e) => {
    if (e.button !== undefined && e.button > 0) return;
    fingers.set(e.pointerId, local(e));
    root.setPointerCapture?.(e.pointerId);
    begin();
  });
  root.addEventListener("pointermove", (e) => {
    if (!fingers.has(e.pointerId) || !start) return;
    fingers.set(e.pointerId, local(e));
    const px = root.getBoundingClientRect().width || 1;
    const now = [...fingers.values()];
    if (now.length >= 2 && start.at.length >= 2) {
      state.view = pinch(start.view, start.at.slice(0, 2), now.slice(0, 2), px, most);
    } else {
      const mm = start.view.w / px;
      state.view = pan(start.view, -(now[0][0] - start.at[0][0]) * mm, -(now[0][1] - start.at[0][1]) * mm, table);
    }
    state.touched = true;
    relayout();
  });
  const end = (e) => {
    if (!fingers.delete(e.pointerId)) return;
    begin(); // the fingers left go on from where the view is now
  };
  root.addEventListener("pointerup", end);
  root.addEventListener("pointercancel", end);
}
