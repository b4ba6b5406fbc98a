// The top-down battlefield: every Stand where the engine says it is (corners in mm,
// computed in Python), contacts, Stranded / Unengaged Regiments, and the Press the
// Attack pushes of the last action with their distance. The page does no geometry:
// it only flips y (the engine's y points up the table, SVG's points down).
import { el, setText, svg } from "./dom.js";
import { distanceText, distanceUnits, readDistance, setDistanceUnits, shownDistance, unitLabel, unitWord } from "./distance.js";

export { distanceText, distanceUnits };

const ENGAGEMENT_TEXT = { engaged: "engaged", stranded: "Stranded", unengaged: "Unengaged" };

// Where a label goes: the first spot next to its own Regiment (behind, in front, then
// to either side) whose box touches no Stand and no label already placed.
function placeLabel(text, own, boxes, taken, size) {
  const w = text.length * size * 0.58;
  const h = size * 1.2;
  const [x0, y0, x1, y1] = own;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const spots = [[cx, y1 + h + 2], [cx, y0 - 4], [x1 + w / 2 + 4, cy + h / 3], [x0 - w / 2 - 4, cy + h / 3],
    [cx, y1 + 2 * h + 4], [cx, y0 - h - 6]];
  const box = ([x, y]) => [x - w / 2, y - h, x + w / 2, y + 2];
  const clear = (b) => ![...boxes, ...taken].some((o) => b[0] < o[2] && b[2] > o[0] && b[1] < o[3] && b[3] > o[1]);
  const spot = spots.find((p) => clear(box(p))) || spots[0];
  taken.push(box(spot));
  return spot;
}

// The pushes (C-19) of the engine's typed outcome, only while its action (numbered by
// the engine) is the battle's last: an action that pushed nothing, an undo or another
// tab's action leaves no arrow of an earlier one behind.
export function lastPushes(view, outcome) {
  if (!outcome || outcome.action === undefined || outcome.action !== view.actions) return { pushes: [], notes: [] };
  return { pushes: outcome.pushes || [], notes: outcome.press_the_attack || [] };
}

// ``outcome``: the engine's typed outcome of the last action (its ``pushes``), or null.
export function battlefieldView(view, outcome, { onPlace = null, note = null } = {}) {
  const { width, depth } = view.battlefield;
  const flip = ([x, y]) => [x, depth - y];
  const { pushes } = lastPushes(view, outcome);
  // Frame the Regiments (plus a margin), not the whole table: Stands stay readable. A
  // push's start is framed too, so its whole arrow is drawn.
  const corners = view.regiments.flatMap((r) => r.stands.filter((s) => !s.destroyed && s.corners).flatMap((s) => s.corners.map(flip)))
    .concat(pushes.map((p) => flip([p.from.x, p.from.y])));
  const margin = 80;
  const xs = corners.map((c) => c[0]);
  const ys = corners.map((c) => c[1]);
  const x0 = corners.length ? Math.max(0, Math.min(...xs) - margin) : 0;
  const y0 = corners.length ? Math.max(0, Math.min(...ys) - margin) : 0;
  const x1 = corners.length ? Math.min(width, Math.max(...xs) + margin) : width;
  const y1 = corners.length ? Math.min(depth, Math.max(...ys) + margin) : depth;
  const root = svg("svg", {
    class: "battlefield", viewBox: `${x0} ${y0} ${x1 - x0} ${y1 - y0}`, role: "img",
    "aria-label": `Battlefield ${width} by ${depth} mm, seen from above`,
  });
  root.append(svg("rect", { x: 0, y: 0, width, height: depth, class: "table" }));
  const labels = [];
  const placed = [];
  const bbox = (points) => [Math.min(...points.map((p) => p[0])), Math.min(...points.map((p) => p[1])),
    Math.max(...points.map((p) => p[0])), Math.max(...points.map((p) => p[1]))];
  const standBoxes = view.regiments.flatMap((r) => r.stands.filter((s) => !s.destroyed && s.corners).map((s) => bbox(s.corners.map(flip))));
  const size = Math.max(14, (x1 - x0) / 26); // about 14 px on a phone, whatever the zoom
  for (const r of view.regiments) {
    if (!r.position) continue;
    const group = svg("g", {
      class: `bf-regiment player-${r.player} ${r.engagement || ""}`,
      "data-bf-regiment": r.id, "data-engagement": r.engagement || "none",
    });
    for (const s of r.stands) {
      if (s.destroyed || !s.corners) continue;
      const points = s.corners.map(flip).map(([x, y]) => `${x},${y}`).join(" ");
      group.append(svg("polygon", {
        points, class: `bf-stand${s.edges && s.edges.length ? " touching" : ""}`,
        "data-bf-stand": s.id, "data-centre": s.centre.join(","),
      }));
    }
    const text = `${r.name}${r.engagement && r.engagement !== "engaged" ? ` (${ENGAGEMENT_TEXT[r.engagement]})` : ""}`;
    const own = r.stands.filter((s) => !s.destroyed && s.corners).flatMap((s) => s.corners.map(flip));
    const [lx, ly] = own.length ? placeLabel(text, bbox(own), standBoxes, placed, size)
      : flip([r.position.x, r.position.y]);
    labels.push(svg("text", { x: lx, y: ly, "text-anchor": "middle", class: "bf-label", "data-bf-label": r.id, "font-size": size }, text));
    group.dataset.x = r.position.x;
    group.dataset.y = r.position.y;
    group.dataset.facing = r.position.facing;
    if (onPlace && r.status !== "destroyed") draggable(root, group, r, depth, size, onPlace, note);
    root.append(group);
  }
  for (const push of pushes) {
    const to = flip([push.to.x, push.to.y]);
    const from = flip([push.from.x, push.from.y]);
    root.append(svg("line", { x1: from[0], y1: from[1], x2: to[0], y2: to[1], class: "bf-push", "data-push": push.regiment }));
    root.append(pushLabel(`pushed ${distanceText(push.distance)}`, from, to, [x0, y0, x1, y1], size, push.distance));
  }
  root.append(...labels);
  return root;
}

// A push's distance beside its arrow, kept whole inside the drawing (``frame``: the
// viewBox as x0, y0, x1, y1): beside the arrow's middle where it fits, else moved in from
// the edge. Its drawn length is fixed (textLength), so no font can push it out.
function pushLabel(text, from, to, [x0, y0, x1, y1], size, distance) {
  const w = Math.min(text.length * size * 0.6, x1 - x0 - 8);
  const h = size * 1.2;
  const mx = (from[0] + to[0]) / 2;
  const my = (from[1] + to[1]) / 2;
  const clamp = (v, lo, hi) => Math.max(lo, Math.min(v, hi));
  // Right of the arrow, or left of it when the right edge is too near.
  const left = mx + 8 + w > x1 - 4 ? mx - 8 - w : mx + 8;
  const x = clamp(left, x0 + 4, x1 - 4 - w);
  const y = clamp(my + h / 3, y0 + h, y1 - 4);
  return svg("text", {
    x, y, textLength: w, lengthAdjust: "spacingAndGlyphs",
    class: "bf-push-label", "data-push-distance": distance, "font-size": size,
  }, text);
}

export function battlefieldPanel(view, outcome, { onPlace = null } = {}) {
  if (!view.battlefield) return null;
  const notes = view.regiments.filter((r) => r.engagement === "stranded" || r.engagement === "unengaged")
    .map((r) => el("li", { "data-engagement-note": r.id }, `${r.name}: ${ENGAGEMENT_TEXT[r.engagement]}`));
  const pushes = lastPushes(view, outcome).notes.map((text) => el("li", { class: "push-note" }, text));
  const units = distanceUnits();
  const note = onPlace ? el("p", { class: "bf-drag-note", role: "status" },
    "Drag a Regiment to move it; tap it, then drag its ⟳ handle to turn it. Move in its actions takes numbers.") : null;
  const draw = () => battlefieldView(view, outcome, { onPlace, note });
  const holder = el("div", { class: "battlefield-holder" }, draw());
  const toggle = el("button", {
    type: "button", "data-action": "distance-units", "data-offline": "", "aria-pressed": units === "mm" ? "true" : "false",
    onclick: () => {
      const next = distanceUnits() === "mm" ? "in" : "mm";
      setDistanceUnits(next);
      toggle.setAttribute("aria-pressed", next === "mm" ? "true" : "false");
      holder.replaceChildren(draw());
    },
  }, "Distances in mm only");
  return el("details", { class: "panel battlefield-panel", open: true },
    el("summary", {}, "Battlefield (top-down)"),
    holder, note, toggle,
    notes.length ? el("ul", { class: "engagement-notes" }, ...notes) : null,
    pushes.length ? el("ul", { class: "push-notes", "aria-label": "Press the Attack" }, ...pushes) : null);
}

// The Move fields take the device's distance unit (inches unless set to mm, issue 13);
// the event is always in mm. A field left as shown sends the position it showed, exactly.
// ``refused``: the rules refuse moving now (the panel says why): the button is off.
export function placeForm(regiment, onPlace, { refused = false } = {}) {
  const pos = regiment.position || { x: 0, y: 0, facing: 0 };
  const units = distanceUnits();
  const hint = (id) => el("span", { class: "muted place-mm", id: `${id}-mm`, "aria-live": "polite" });
  const input = (id, value, label) => {
    const field = el("input", { type: "number", id, value: shownDistance(value, units), step: "any", inputmode: "decimal" });
    const parts = [el("label", { for: id }, label), field];
    if (units !== "mm") {
      const note = hint(id);
      const say = () => setText(note, `= ${readDistance(field.value, value, units)} mm`);
      field.addEventListener("input", say);
      say();
      parts.push(note);
    }
    return parts;
  };
  const facing = facingField("place-facing", pos.facing);
  const box = el("div", { class: "stack place-form" },
    el("p", { class: "muted" }, `Position of the centre of the front edge, in ${unitWord(units)} (the Distances setting on the battlefield).`),
    el("div", { class: "row" }, ...input("place-x", pos.x, `x (${unitLabel(units)})`), ...input("place-y", pos.y, `y (${unitLabel(units)})`)),
    facing);
  box.append(el("button", {
    type: "button", class: "primary", "data-action": "apply-place", disabled: refused,
    onclick: () => onPlace({
      x: readDistance(box.querySelector("#place-x").value, pos.x, units),
      y: readDistance(box.querySelector("#place-y").value, pos.y, units),
      facing: Number(box.querySelector("#place-facing").value),
    }),
  }, "Move Regiment"));
  return box;
}

// A facing field with an arrow that turns with it: 0° looks up the table (away from
// the player who sits at its bottom edge), 90° to the right; the arrow says it in text too.
export function facingField(id, value = 0, { name = null, label = "Facing (°)" } = {}) {
  const input = el("input", { type: "number", id, name, value: value ?? 0, step: "any", inputmode: "decimal",
    "aria-describedby": `${id}-arrow` });
  // Turned by the SVG's own transform (the page allows no inline styles), about the
  // centre of its box.
  const head = svg("path", { d: "M0 -10 L6 2 L2 2 L2 10 L-2 10 L-2 2 L-6 2 Z" });
  const arrow = svg("svg", { class: "facing-arrow", viewBox: "-12 -12 24 24", width: 28, height: 28, "aria-hidden": "true" }, head);
  const words = el("span", { class: "facing-words muted", id: `${id}-arrow`, "aria-live": "polite" });
  const sync = () => {
    const deg = Number(input.value) || 0;
    head.setAttribute("transform", `rotate(${deg})`);
    setText(words, facingWords(deg));
  };
  input.addEventListener("input", sync);
  sync();
  return el("div", { class: "field facing-field" }, el("label", { for: id }, label),
    el("div", { class: "row facing-row" }, input, arrow, words));
}

function facingWords(deg) {
  const d = ((deg % 360) + 360) % 360;
  const names = ["up the table", "to the right", "down the table", "to the left"];
  const near = Math.round(d / 90) % 4;
  const exact = Math.abs(d - near * 90) < 0.01 || Math.abs(d - 360) < 0.01;
  return `${exact ? "Faces" : "Faces about"} ${names[near]} (0° is up the table, 90° to the right)`;
}

// -- Moving by dragging (C-17) ------------------------------------------------------------
// The page only turns a finger's path into a new position or facing, in mm and degrees,
// and sends it as one Place event: one drag, one event, one Undo. Whether the Regiment
// may stand there (overlaps, off the table, casualties pending) is the engine's answer;
// a refused drag snaps back and says why. The number fields under Move stay the
// keyboard way to do the same.

let turning = null; // the Regiment whose turn handle is shown (kept across redraws)

function svgPoint(root, e) {
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(root.getScreenCTM().inverse());
  return [p.x, p.y];
}

const tenth = (n) => Math.round(n * 10) / 10;


function draggable(root, group, r, depth, size, onPlace, note) {
  const pos = r.position;
  const anchor = [pos.x, depth - pos.y]; // the centre of the front edge, drawn
  group.classList.add("draggable");
  group.setAttribute("data-draggable", "");
  const say = (text) => { if (note) note.textContent = text; };

  async function send(at, what) {
    group.classList.add("pending");
    const refusal = await onPlace(r.id, at);
    group.classList.remove("pending");
    if (refusal) {
      group.removeAttribute("transform"); // snap back: the engine said no
      say(`${r.name} stays where it was: ${refusal}`);
      group.dataset.refused = refusal;
    } else {
      say(`${r.name} ${what}.`);
    }
  }

  // One gesture: pointer down, moves, up. ``update`` draws it, ``finish`` sends it.
  function gesture(target, { update, finish }) {
    target.addEventListener("pointerdown", (e) => {
      if (e.button !== undefined && e.button > 0) return;
      e.preventDefault();
      e.stopPropagation();
      target.setPointerCapture(e.pointerId);
      const start = svgPoint(root, e);
      let last = start;
      const moved = (ev) => { last = svgPoint(root, ev); update(start, last); };
      const done = (ev) => {
        target.removeEventListener("pointermove", moved);
        target.removeEventListener("pointerup", done);
        target.removeEventListener("pointercancel", done);
        if (ev.type === "pointercancel") {
          group.removeAttribute("transform");
          return;
        }
        finish(start, last);
      };
      target.addEventListener("pointermove", moved);
      target.addEventListener("pointerup", done);
      target.addEventListener("pointercancel", done);
    });
    // A finger on a Regiment moves it instead of scrolling the page.
    target.addEventListener("touchstart", (e) => e.preventDefault(), { passive: false });
  }

  gesture(group, {
    update: (a, b) => {
      group.setAttribute("transform", `translate(${b[0] - a[0]} ${b[1] - a[1]})`);
      say(`Moving ${r.name}…`);
    },
    finish: (a, b) => {
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      if (Math.hypot(dx, dy) < size * 0.5) { // a finger that moved under ~7 px tapped
        group.removeAttribute("transform");
        turning = turning === r.id ? null : r.id; // a tap shows (or hides) its turn handle
        root.querySelectorAll(".bf-turn").forEach((h) => h.remove());
        if (turning === r.id) group.append(turnHandle());
        say(turning === r.id ? `Drag the ⟳ handle to turn ${r.name}.` : "");
        return;
      }
      const far = distanceText(Math.round(Math.hypot(dx, dy)));
      send({ x: tenth(pos.x + dx), y: tenth(pos.y - dy), facing: pos.facing }, `moved ${far}`);
    },
  });

  // The turn handle sits ahead of the front edge; the Regiment turns about the centre
  // of its front edge, the point Place keeps (C-17).
  function turnHandle() {
    const reach = size * 3.4;
    const rad = (pos.facing * Math.PI) / 180;
    const hx = anchor[0] + Math.sin(rad) * reach;
    const hy = anchor[1] - Math.cos(rad) * reach;
    const handle = svg("g", { class: "bf-turn", "data-bf-turn": r.id },
      svg("line", { x1: anchor[0], y1: anchor[1], x2: hx, y2: hy, class: "bf-turn-arm" }),
      // The drawing keeps size at 14 px or more, so 2 x 1.8 x size is at least 50 px
      // across on screen: a 44 px target with room for a finger's error.
      svg("circle", { cx: hx, cy: hy, r: size * 1.8, class: "bf-turn-knob" }),
      svg("text", { x: hx, y: hy + size * 0.45, "text-anchor": "middle", class: "bf-turn-icon", "font-size": size * 1.3 }, "⟳"));
    let facing = pos.facing;
    gesture(handle, {
      update: (a, b) => {
        const deg = (Math.atan2(b[0] - anchor[0], anchor[1] - b[1]) * 180) / Math.PI;
        facing = (Math.round(deg) + 360) % 360;
        group.setAttribute("transform", `rotate(${facing - pos.facing} ${anchor[0]} ${anchor[1]})`);
        say(`Turning ${r.name}: facing ${facing}°`);
      },
      finish: () => {
        if (facing === pos.facing) {
          group.removeAttribute("transform");
          return;
        }
        send({ x: pos.x, y: pos.y, facing }, `turned to face ${facing}°`);
      },
    });
    return handle;
  }
  if (turning === r.id) group.append(turnHandle());
}
