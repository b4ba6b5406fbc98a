// The Charge tab's words for an edge and a table's size: the page's own names for the
// engine's keys, in the player's language.
import { MM_PER_INCH, distanceUnits } from "../../views/distance.js";
import { words } from "../../i18n/words.js";

// The engine's words for an edge that only repeat its name (then the row shows its name alone).
export const ENGINE_EDGE = { front: "front", left: "left flank", right: "right flank", rear: "rear" };

// An edge's name on its row, and its word on the drawing's target.
export function edgeName(edge) {
  if (edge === "front") return words("screen-arc-front");
  if (edge === "left") return words("screen-arc-left");
  if (edge === "right") return words("screen-arc-right");
  return words("screen-arc-rear");
}

export function targetWord(edge) {
  if (edge === "front") return words("battle-target-front");
  if (edge === "left") return words("battle-target-left");
  if (edge === "right") return words("battle-target-right");
  return words("battle-target-rear");
}

// "72″ x 48″ (1829 x 1219 mm)" in inches, "1829 x 1219 mm" in mm.
export function tableSize(width, depth, units = distanceUnits()) {
  const mm = `${Math.round(width)} x ${Math.round(depth)} mm`;
  const inches = (v) => `${Math.round((v / MM_PER_INCH) * 10) / 10}″`;
  return units === "mm" ? mm : `${inches(width)} x ${inches(depth)} (${mm})`;
}
