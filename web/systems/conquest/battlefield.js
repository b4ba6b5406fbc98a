// The top-down battlefield: every Stand where the engine says it is (corners in mm,
// computed in Python), contacts, Stranded / Unengaged Regiments, and the Press the
// Attack pushes of the last action with their distance. The page does no geometry:
// it only flips y (the engine's y points up the table, SVG's points down).
import { el, setText, svg } from "../../views/dom.js";
import { distanceText, distanceUnits, readDistance, setDistanceUnits, shownDistance, unitLabel, unitWord } from "../../views/distance.js";

export { distanceText, distanceUnits };
import { ARC_WORDS, LABEL_PX, arcSpots, arcs, boxOf, centre, facingOnDrawing, fit, opening, pan, pinch, placeLabels, scaleAbout, sideWords, union } from "../../views/zoom.js";

const ENGAGEMENT_TEXT = { engaged: "engaged", stranded: "Stranded", unengaged: "Unengaged" };

// The pushes of the engine's typed outcome, only while its action (numbered by
// the engine) is the battle's last: an action that pushed nothing, an undo or another
// tab's action leaves no arrow of an earlier one behind.
export function lastPushes(view, outcome) {
  if (!outcome || outcome.action === undefined || outcome.action !== view.actions) return { pushes: [], notes: [] };
  return { pushes: outcome.pushes || [], notes: outcome.press_the_attack || [] };
}

const liveStands = (r) => r.stands.filter((s) => !s.destroyed && s.corners);
// A destroyed Regiment leaves the drawing (its name stayed and overlapped others').
const drawn = (view) => view.regiments.filter((r) => r.position && r.status !== "destroyed" && liveStands(r).length);

// The Regiments the drawing opens on: the engagements, else the one last acted on, else all.
function focusBox(regiments, boxes, outcome) {
  const engaged = regiments.filter((r) => r.engagement === "engaged" || r.engagement === "stranded");
  const acted = outcome ? regiments.filter((r) => r.id === outcome.regiment || r.id === outcome.charge?.enemy) : [];
  const some = [engaged, acted, regiments].find((list) => list.length);
  return union(some.map((r) => boxes.get(r.id)));
}

// A Regiment's short side (mm), from its drawn Stands' extent along and across its facing.
function shortSide(points, facing) {
  const rad = (facing * Math.PI) / 180;
  const along = points.map(([x, y]) => x * Math.sin(rad) - y * Math.cos(rad));
  const across = points.map(([x, y]) => x * Math.cos(rad) + y * Math.sin(rad));
  return Math.min(Math.max(...along) - Math.min(...along), Math.max(...across) - Math.min(...across));
}

let lastPx = 0; // the drawing's width on screen when last drawn (a redraw opens at it)

// ``outcome``: the engine's typed outcome of the last action (its ``pushes``), or null.
// ``state``: kept by the screen across redraws ({ view, touched }): a view the player
// zoomed or panned stays; until then the drawing opens on the engagements.
// ``selected``: the Regiment whose arcs are drawn. Returns { root, relayout, fitTo }.
export function battlefieldView(view, outcome, { onPlace = null, note = null, state = {}, selected = null, onKey = null } = {}) {
  const { width, depth } = view.battlefield;
  const flip = ([x, y]) => [x, depth - y];
  const { pushes } = lastPushes(view, outcome);
  const regiments = drawn(view);
  const points = new Map(regiments.map((r) => [r.id, liveStands(r).flatMap((s) => s.corners.map(flip))]));
  const boxes = new Map(regiments.map((r) => [r.id, boxOf(points.get(r.id))]));
  const px = lastPx || Math.max(200, Math.min(globalThis.innerWidth || 360, 720) - 24);
  const aspect = Math.min(1, (0.6 * (globalThis.innerHeight || 740)) / px);
  const table = [0, 0, width, depth];
  const most = fit(table, aspect, 20).w;
  const shortMm = Math.min(...regiments.map((r) => shortSide(points.get(r.id), r.position.facing)));
  const pushFrom = pushes.map((p) => { const [x, y] = flip([p.from.x, p.from.y]); return [x, y, x, y]; });
  const engagements = () => union([focusBox(regiments, boxes, outcome), ...pushFrom].filter(Boolean)) || table;
  if (!state.touched || !state.view) {
    state.view = regiments.length ? opening({ focus: engagements(), shortMm, px, aspect }) : fit(table, aspect, 20);
  }
  const root = svg("svg", {
    class: "battlefield", role: "img", "aria-label": `Battlefield ${distanceText(width)} by ${distanceText(depth)}, seen from above`,
  });
  root.append(svg("rect", { x: 0, y: 0, width, height: depth, class: "table" }));
  const chosen = regiments.find((r) => r.id === selected);
  // The selected Regiment's front, flank and rear arcs, out to a sixth of the table.
  const chosenArcs = chosen ? arcs(points.get(chosen.id), chosen.position.facing, width / 6) : [];
  if (chosen) root.append(arcLayer(chosen, chosenArcs));
  for (const r of regiments) root.append(regimentGroup(r, depth, flip, { root, onPlace, note, state }));
  for (const push of pushes) {
    const to = flip([push.to.x, push.to.y]);
    const from = flip([push.from.x, push.from.y]);
    root.append(svg("line", { x1: from[0], y1: from[1], x2: to[0], y2: to[1], class: "bf-push", "data-push": push.regiment }));
  }
  const words = svg("g", { class: "bf-words" });
  root.append(words);
  const relayout = () => {
    const v = state.view;
    root.setAttribute("viewBox", `${v.x} ${v.y} ${v.w} ${v.h}`);
    const shown = root.getBoundingClientRect ? root.getBoundingClientRect().width : 0;
    if (shown > 0) lastPx = shown;
    state.size = (LABEL_PX * v.w) / (shown || px);
    const frame = [v.x, v.y, v.x + v.w, v.y + v.h];
    const stands = regiments.flatMap((r) => liveStands(r).map((s) => boxOf(s.corners.map(flip))));
    // A push's distance first (it says what just happened), then the Regiments' names.
    const pushItems = pushes.map((p) => ({ id: `push-${p.regiment}`, push: p, text: `pushed ${distanceText(p.distance)}`,
      own: boxOf([flip([p.from.x, p.from.y]), flip([p.to.x, p.to.y])]) }));
    const nameItems = regiments.map((r) => ({ id: r.id, text: labelText(r), own: boxes.get(r.id) }));
    // The arcs named in words inside their wedges, after the names (which matter more).
    const arcItems = chosenArcs.map((a) => ({ id: `arc-${a.arc}`, arc: a.arc, text: a.words, at: arcSpots(a, state.size) }));
    const items = [...pushItems, ...nameItems, ...arcItems].map((i) => ({ ...i, w: i.text.length * state.size * 0.6, h: state.size }));
    const { placed, key } = placeLabels(items, stands, frame);
    const byId = new Map(items.map((i) => [i.id, i]));
    words.replaceChildren(...placed.map((p) => {
      const item = byId.get(p.id);
      const what = item.push ? { class: "bf-push-label", "data-push-distance": item.push.distance }
        : item.arc ? { class: `bf-arc-word arc-${item.arc}`, "data-arc-word": item.arc } : { class: "bf-label", "data-bf-label": p.id };
      return svg("text", {
        x: p.x, y: p.y, "text-anchor": "middle", "font-size": state.size, textLength: item.w, lengthAdjust: "spacingAndGlyphs", ...what,
      }, item.text);
    }));
    // An arc's word with no room is said under the drawing already (the arcs' key).
    if (onKey) onKey(key.filter((id) => !byId.get(id).arc).map((id) => byId.get(id).text));
  };
  const fitTo = (what) => {
    state.touched = true;
    state.view = what === "all" ? fit(table, aspect, 20) : opening({ focus: engagements(), shortMm, px: lastPx || px, aspect });
    relayout();
  };
  relayout();
  zoomable(root, state, relayout, { table, most });
  const reopen = (shown) => {
    if (regiments.length) state.view = opening({ focus: engagements(), shortMm, px: shown, aspect });
    relayout();
  };
  return { root, relayout, fitTo, reopen, zoom: (k) => {
    state.touched = true;
    state.view = scaleAbout(state.view, k, centre(state.view), most);
    relayout();
  } };
}

function labelText(r) {
  return `${r.name}${r.engagement && r.engagement !== "engaged" ? ` (${ENGAGEMENT_TEXT[r.engagement]})` : ""}`;
}

function regimentGroup(r, depth, flip, { root, onPlace, note, state }) {
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
  if (onPlace) draggable(root, group, r, depth, () => state.size, onPlace, note);
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

// ``state``: the screen's, kept across redraws (the zoom the player chose); ``selected``:
// the Regiment whose arcs are drawn.
// ``onUnits``: called once the distance setting changed, to show every distance anew.
export function battlefieldPanel(view, outcome, { onPlace = null, state = {}, selected = null, onUnits = null } = {}) {
  if (!view.battlefield) return null;
  const notes = view.regiments.filter((r) => r.engagement === "stranded" || r.engagement === "unengaged")
    .map((r) => el("li", { "data-engagement-note": r.id }, `${r.name}: ${ENGAGEMENT_TEXT[r.engagement]}`));
  const pushes = lastPushes(view, outcome).notes.map((text) => el("li", { class: "push-note" }, text));
  const units = distanceUnits();
  const note = onPlace ? el("p", { class: "bf-drag-note", role: "status" },
    "Drag a Regiment to move it; tap it, then drag its ⟳ handle to turn it. Drag the table to pan, pinch to zoom. Move in its actions takes numbers.") : null;
  // Names with no room beside their Regiment at this zoom are listed under the drawing.
  const key = el("p", { class: "bf-key", "aria-live": "polite" });
  const onKey = (names) => {
    key.hidden = !names.length;
    setText(key, names.length ? `Not named on the drawing at this zoom: ${names.join(", ")}` : "");
  };
  const arcsKey = regimentArcsKey(view, selected);
  let drawing = null;
  const draw = () => {
    drawing = battlefieldView(view, outcome, { onPlace, note, state, selected, onKey });
    watchWidth(drawing, state);
    return drawing.root;
  };
  const holder = el("div", { class: "battlefield-holder" }, draw());
  // Says the setting in force and what a tap changes it to.
  const toggle = el("button", {
    type: "button", "data-action": "distance-units", "data-offline": "", "data-units": units,
    onclick: () => {
      const next = distanceUnits() === "mm" ? "in" : "mm";
      setDistanceUnits(next); // kept on the device in the background; shown at once
      if (onUnits) return onUnits();
      toggle.dataset.units = next;
      setText(toggle, unitsButtonText(next));
      holder.replaceChildren(draw());
    },
  }, unitsButtonText(units));
  const zoomButton = (action, text, act) => el("button", { type: "button", "data-action": action, "data-offline": "", onclick: () => act(drawing) }, text);
  const zooms = el("div", { class: "bf-zoom", role: "group", "aria-label": "Zoom the battlefield" },
    zoomButton("zoom-in", "+ Zoom in", (d) => d.zoom(1 / 1.5)),
    zoomButton("zoom-out", "− Zoom out", (d) => d.zoom(1.5)),
    zoomButton("fit-all", "Fit all", (d) => d.fitTo("all")),
    zoomButton("fit-engagements", "Fit engagements", (d) => d.fitTo("engagements")));
  return el("details", { class: "panel battlefield-panel", open: true },
    el("summary", {}, "Battlefield (top-down)"),
    zooms, holder, key, arcsKey, note, toggle,
    notes.length ? el("ul", { class: "engagement-notes" }, ...notes) : null,
    pushes.length ? el("ul", { class: "push-notes", "aria-label": "Press the Attack" }, ...pushes) : null);
}

function unitsButtonText(units) {
  return units === "mm" ? "Distances in mm (tap for inches)" : "Distances in inches (tap for mm)";
}

// Where each arc of the selected Regiment lies on the drawing, in words: its left and
// right are its own (as seen from behind it, facing where it faces), not the screen's.
function regimentArcsKey(view, selected) {
  const r = drawn(view).find((one) => one.id === selected);
  if (!r) return null;
  const turn = { front: 0, right: 90, rear: 180, left: 270 };
  const part = (arc) => [el("span", { class: `arc-word arc-${arc}`, "data-arc-key": arc }, ARC_WORDS[arc]),
    ` ${sideWords(r.position.facing + turn[arc])}`];
  return el("p", { class: "bf-arcs-key", "data-arcs-of": r.id },
    `Arcs of ${r.name}, facing ${facingOnDrawing(r.position.facing)}: `,
    ...part("front"), ", ", ...part("left"), ", ", ...part("right"), ", ", ...part("rear"),
    " (its own left and right, as seen from behind it).");
}

// Laid out again once the drawing's width on screen is known (and when it changes): the
// labels keep 14 px and, before the player zooms, the opening view its 44 px Regiments.
function watchWidth(drawing, state) {
  if (typeof ResizeObserver !== "function") return;
  let width = 0;
  const seen = new ResizeObserver(([entry]) => {
    if (!entry.target.isConnected) {
      seen.disconnect();
      return;
    }
    const now = entry.contentRect.width;
    if (!now || Math.abs(now - width) < 0.5) return;
    width = now;
    if (!state.touched) drawing.reopen(now);
    else drawing.relayout();
  });
  seen.observe(drawing.root);
}

// The Move fields take the device's distance unit (inches unless set to mm);
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

// -- Moving by dragging ------------------------------------------------------------
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


function draggable(root, group, r, depth, sizeOf, onPlace, note) {
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
      if (Math.hypot(dx, dy) < sizeOf() * 0.5) { // a finger that moved under ~7 px tapped
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
  // of its front edge, the point Place keeps.
  function turnHandle() {
    const size = sizeOf();
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
