// The top-down battlefield: every Stand where the engine says it is (corners in mm,
// computed in Python), contacts, Stranded / Unengaged Regiments, and the Press the
// Attack pushes of the last action with their distance. The page does no geometry:
// it only flips y (the engine's y points up the table, SVG's points down).
import { el, svg } from "./dom.js";

const ENGAGEMENT_TEXT = { engaged: "engaged", stranded: "Stranded", unengaged: "Unengaged" };
const UNITS_KEY = "aftermath.distance-units";
const MM_PER_INCH = 25.4;

// Players measure in inches: distances read "1.6″ (40 mm)" unless this device was set to
// mm first. A display setting only, remembered on the device.
export function distanceUnits() {
  try {
    return globalThis.localStorage?.getItem(UNITS_KEY) === "mm" ? "mm" : "in";
  } catch {
    return "in"; // storage refused (private mode): inches, the table's unit
  }
}

export function setDistanceUnits(units) {
  try {
    globalThis.localStorage?.setItem(UNITS_KEY, units);
  } catch {
    // Not remembered on this device; the choice still holds until the page reloads.
  }
}

export function distanceText(mm, units = distanceUnits()) {
  if (units === "mm") return `${mm} mm`;
  const inches = Math.round((mm / MM_PER_INCH) * 10) / 10;
  return `${inches}″ (${mm} mm)`;
}

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

// ``outcome``: the engine's typed outcome of the last action (its ``pushes``), or null.
export function battlefieldView(view, outcome) {
  const { width, depth } = view.battlefield;
  const flip = ([x, y]) => [x, depth - y];
  // Frame the Regiments (plus a margin), not the whole table: Stands stay readable.
  const corners = view.regiments.flatMap((r) => r.stands.filter((s) => !s.destroyed && s.corners).flatMap((s) => s.corners.map(flip)));
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
    root.append(group);
  }
  for (const push of (outcome && outcome.pushes) || []) {
    const to = flip([push.to.x, push.to.y]);
    const from = flip([push.from.x, push.from.y]);
    root.append(svg("line", { x1: from[0], y1: from[1], x2: to[0], y2: to[1], class: "bf-push", "data-push": push.regiment }));
    root.append(svg("text", { x: (from[0] + to[0]) / 2 + 8, y: (from[1] + to[1]) / 2, class: "bf-push-label", "data-push-distance": push.distance, "font-size": size },
      `pushed ${distanceText(push.distance)}`));
  }
  root.append(...labels);
  return root;
}

export function battlefieldPanel(view, outcome) {
  if (!view.battlefield) return null;
  const notes = view.regiments.filter((r) => r.engagement === "stranded" || r.engagement === "unengaged")
    .map((r) => el("li", { "data-engagement-note": r.id }, `${r.name}: ${ENGAGEMENT_TEXT[r.engagement]}`));
  const pushes = ((outcome && outcome.press_the_attack) || []).map((text) => el("li", { class: "push-note" }, text));
  const units = distanceUnits();
  const holder = el("div", { class: "battlefield-holder" }, battlefieldView(view, outcome));
  const toggle = el("button", {
    type: "button", "data-action": "distance-units", "data-offline": "", "aria-pressed": units === "mm" ? "true" : "false",
    onclick: () => {
      const next = distanceUnits() === "mm" ? "in" : "mm";
      setDistanceUnits(next);
      toggle.setAttribute("aria-pressed", next === "mm" ? "true" : "false");
      holder.replaceChildren(battlefieldView(view, outcome));
    },
  }, "Distances in mm only");
  return el("details", { class: "panel battlefield-panel", open: true },
    el("summary", {}, "Battlefield (top-down)"),
    holder, toggle,
    notes.length ? el("ul", { class: "engagement-notes" }, ...notes) : null,
    pushes.length ? el("ul", { class: "push-notes", "aria-label": "Press the Attack" }, ...pushes) : null);
}

export function placeForm(regiment, onPlace) {
  const pos = regiment.position || { x: 0, y: 0, facing: 0 };
  const input = (id, value, label) => [
    el("label", { for: id }, label),
    el("input", { type: "number", id, value, step: "any", inputmode: "decimal" }),
  ];
  const box = el("div", { class: "stack place-form" },
    el("p", { class: "muted" }, "Position of the centre of the front edge, in mm; facing in degrees (0 looks up the table)."),
    el("div", { class: "row" }, ...input("place-x", pos.x, "x (mm)"), ...input("place-y", pos.y, "y (mm)"),
      ...input("place-facing", pos.facing, "facing (°)")));
  box.append(el("button", {
    type: "button", class: "primary", "data-action": "apply-place",
    onclick: () => onPlace({
      x: Number(box.querySelector("#place-x").value),
      y: Number(box.querySelector("#place-y").value),
      facing: Number(box.querySelector("#place-facing").value),
    }),
  }, "Move Regiment"));
  return box;
}
