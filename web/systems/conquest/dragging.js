// Moving a Regiment on the battlefield by dragging it, or turning it by its handle.
import { svg } from "../../views/dom.js";
import { distanceText } from "../../views/distance.js";
import { words } from "../../i18n/words.js";

// The page only turns a finger's path into a new position or facing, in mm and degrees,
// and sends it as one Place event: one drag, one event, one Undo. Whether the Regiment
// may stand there (overlaps, off the table, casualties pending) is the engine's answer;
// a refused drag snaps back and says why. The number fields under Move stay the
// keyboard way to do the same. The drawing may be seen from either side of the table
// (``seen``, views/seen_from.js): a finger's path is turned back to the table's mm and
// degrees before it is sent.

function svgPoint(root, e) {
  const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(root.getScreenCTM().inverse());
  return [p.x, p.y];
}

const tenth = (n) => Math.round(n * 10) / 10;


// ``state``: the screen's, kept across redraws of this battle: ``picked``, the Regiment
// picked (its turn handle shown), and ``size``, a label's size in mm.
// ``say``: shows a line under the drawing (kept across the redraw an action makes);
// ``onPick``: told the Regiment now picked (or null). Returns { pick }: a tap on it.
export function draggable(root, group, r, seen, state, { onPlace, say, onPick }) {
  const pos = r.position;
  const anchor = seen.toDrawing([pos.x, pos.y]); // the centre of the front edge, drawn
  const drawnFacing = seen.facing(pos.facing);
  const sizeOf = () => state.size;
  group.classList.add("draggable");
  group.setAttribute("data-draggable", "");
  if (state.picked === r.id) group.dataset.picked = "true";

  async function send(at, what) {
    group.classList.add("pending");
    const refusal = await onPlace(r.id, at);
    group.classList.remove("pending");
    if (refusal) {
      group.removeAttribute("transform"); // snap back: the engine said no
      say(words("battle-drag-refused", { name: r.name, reason: refusal }));
      group.dataset.refused = refusal;
    } else {
      say(what(r.name));
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
      say(words("battle-drag-moving", { name: r.name }));
    },
    finish: (a, b) => {
      const dx = b[0] - a[0];
      const dy = b[1] - a[1];
      if (Math.hypot(dx, dy) < sizeOf() * 0.5) { // a finger that moved under ~7 px tapped
        group.removeAttribute("transform");
        pick();
        return;
      }
      const far = distanceText(Math.round(Math.hypot(dx, dy)));
      const [tx, ty] = seen.move([dx, dy]);
      send({ x: tenth(pos.x + tx), y: tenth(pos.y + ty), facing: pos.facing }, (name) => words("battle-drag-moved", { name, distance: far }));
    },
  });

  // The turn handle sits ahead of the front edge; the Regiment turns about the centre
  // of its front edge, the point Place keeps.
  function turnHandle() {
    const size = sizeOf();
    const reach = size * 3.4;
    const rad = (drawnFacing * Math.PI) / 180;
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
        facing = seen.tableFacing(Math.round(deg));
        group.setAttribute("transform", `rotate(${facing - pos.facing} ${anchor[0]} ${anchor[1]})`);
        say(words("battle-drag-turning", { name: r.name, facing: String(facing) }));
      },
      finish: () => {
        if (facing === pos.facing) {
          group.removeAttribute("transform");
          return;
        }
        send({ x: pos.x, y: pos.y, facing }, (name) => words("battle-drag-turned", { name, facing: String(facing) }));
      },
    });
    return handle;
  }
  // A tap picks it (its turn handle shown), or unpicks it if it was picked.
  function pick() {
    state.picked = state.picked === r.id ? null : r.id;
    root.querySelectorAll(".bf-turn").forEach((h) => h.remove());
    root.querySelectorAll("[data-picked]").forEach((g) => g.removeAttribute("data-picked"));
    if (state.picked === r.id) {
      group.append(turnHandle());
      group.dataset.picked = "true";
    }
    say(state.picked === r.id ? words("battle-drag-picked", { name: r.name }) : "");
    if (onPick) onPick(state.picked);
  }

  if (state.picked === r.id) group.append(turnHandle());
  return { pick };
}
