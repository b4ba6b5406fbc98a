// The top-down battlefield: every Stand where the engine says it is (corners in mm,
// computed in Python), contacts, Stranded / Unengaged Regiments, and the Press the
// Attack pushes of the last action with their distance. The page does no geometry:
// it only flips y (the engine's y points up the table, SVG's points down).
import { el, svg } from "./dom.js";

const ENGAGEMENT_TEXT = { engaged: "engaged", stranded: "Stranded", unengaged: "Unengaged" };

export function battlefieldView(view, steps) {
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
    const [cx, cy] = flip([r.position.x, r.position.y]);
    labels.push(svg("text", { x: cx, y: cy - 6, "text-anchor": "middle", class: "bf-label" },
      `${r.name}${r.engagement && r.engagement !== "engaged" ? ` (${ENGAGEMENT_TEXT[r.engagement]})` : ""}`));
    root.append(group);
  }
  for (const step of steps || []) {
    const d = step.data || {};
    if (step.rule !== "C-19" || d.distance == null || !d.position) continue;
    const to = flip([d.position.x, d.position.y]);
    const from = flip([d.position.x - d.dx, d.position.y - d.dy]);
    root.append(svg("line", { x1: from[0], y1: from[1], x2: to[0], y2: to[1], class: "bf-push", "data-push": d.regiment }));
    root.append(svg("text", { x: (from[0] + to[0]) / 2 + 8, y: (from[1] + to[1]) / 2, class: "bf-push-label", "data-push-distance": d.distance },
      `pushed ${d.distance} mm`));
  }
  root.append(...labels);
  return root;
}

export function battlefieldPanel(view, steps) {
  if (!view.battlefield) return null;
  const notes = view.regiments.filter((r) => r.engagement === "stranded" || r.engagement === "unengaged")
    .map((r) => el("li", { "data-engagement-note": r.id }, `${r.name}: ${ENGAGEMENT_TEXT[r.engagement]}`));
  const pushes = (steps || []).filter((s) => s.rule === "C-19").map((s) => el("li", { class: "push-note" }, s.text));
  return el("details", { class: "panel battlefield-panel", open: true },
    el("summary", {}, "Battlefield (top-down)"),
    battlefieldView(view, steps),
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
