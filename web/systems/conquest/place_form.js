// The Move fields of a Regiment's actions and the facing field of the battle form, in
// the device's distance unit; the event is always in mm and degrees.
import { el, setText, svg } from "../../views/dom.js";
import { distanceUnits, readDistance, shownDistance, unitLabel } from "../../views/distance.js";
import { words } from "../../i18n/words.js";

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
      // Said to a tenth of a mm, the drawing's precision; the field still sends the exact mm.
      const say = () => {
        const mm = readDistance(field.value, value, units);
        setText(note, `= ${typeof mm === "number" ? Math.round(mm * 10) / 10 : mm} mm`);
      };
      field.addEventListener("input", say);
      say();
      parts.push(note);
    }
    return parts;
  };
  const facing = facingField("place-facing", pos.facing);
  const box = el("div", { class: "stack place-form" },
    el("p", { class: "muted" }, words("battle-place-about", { units })),
    el("div", { class: "row" }, ...input("place-x", pos.x, words("battle-place-x", { units: unitLabel(units) })), ...input("place-y", pos.y, words("battle-place-y", { units: unitLabel(units) }))),
    facing);
  box.append(el("button", {
    type: "button", class: "primary", "data-action": "apply-place", disabled: refused,
    onclick: () => onPlace({
      x: readDistance(box.querySelector("#place-x").value, pos.x, units),
      y: readDistance(box.querySelector("#place-y").value, pos.y, units),
      facing: Number(box.querySelector("#place-facing").value),
    }),
  }, words("battle-move-regiment")));
  return box;
}

// A facing field with an arrow that turns with it: 0° looks up the table (away from
// the player who sits at its bottom edge), 90° to the right; the arrow says it in text too.
export function facingField(id, value = 0, { name = null, label = words("battle-facing") } = {}) {
  const input = el("input", { type: "number", id, name, value: value ?? 0, step: "any", inputmode: "decimal",
    "aria-describedby": `${id}-arrow` });
  // Turned by the SVG's own transform (the page allows no inline styles), about the
  // centre of its box.
  const head = svg("path", { d: "M0 -10 L6 2 L2 2 L2 10 L-2 10 L-2 2 L-6 2 Z" });
  const arrow = svg("svg", { class: "facing-arrow", viewBox: "-12 -12 24 24", width: 28, height: 28, "aria-hidden": "true" }, head);
  const said = el("span", { class: "facing-words muted", id: `${id}-arrow`, "aria-live": "polite" });
  const sync = () => {
    const deg = Number(input.value) || 0;
    head.setAttribute("transform", `rotate(${deg})`);
    setText(said, facingWords(deg));
  };
  input.addEventListener("input", sync);
  sync();
  return el("div", { class: "field facing-field" }, el("label", { for: id }, label),
    el("div", { class: "row facing-row" }, input, arrow, said));
}

function facingWords(deg) {
  const d = ((deg % 360) + 360) % 360;
  const near = Math.round(d / 90) % 4;
  const exact = Math.abs(d - near * 90) < 0.01 || Math.abs(d - 360) < 0.01;
  return words("battle-facing-words", { exact: exact ? "yes" : "no", way: ["up", "right", "down", "left"][near] });
}
