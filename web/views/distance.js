// The one distance setting (inches or mm) and the one conversion every field that takes
// a distance uses: Move, the setup's positions and the table's size. The engine works in
// mm and checks every value it is sent; this module only turns what the player
// typed in the device's unit into mm, and mm into what a field shows.
import { distanceSetting } from "../pipeline.js";
import { number, words } from "../i18n/words.js";

export const MM_PER_INCH = 25.4;
const LEGACY_KEY = "aftermath.distance-units"; // where the setting was kept before

// Players measure in inches: inches unless this device was set to mm.
export function distanceUnits() {
  const kept = distanceSetting.get();
  if (kept === "mm" || kept === "in") return kept;
  try {
    return globalThis.localStorage?.getItem(LEGACY_KEY) === "mm" ? "mm" : "in";
  } catch {
    return "in"; // storage refused (private mode): inches, the table's unit
  }
}

export function setDistanceUnits(units) {
  return distanceSetting.set(units);
}

// The unit as a field's label writes it, in the player's language ("in", "Zoll", "po").
export function unitLabel(units = distanceUnits()) {
  return words("tbl-distance-unit", { units: units === "mm" ? "mm" : "in" });
}

// "1.6″ (40 mm)" in inches, "40 mm" in mm, in the language's numbers ("1,6″" in German).
export function distanceText(mm, units = distanceUnits()) {
  const inMm = typeof mm === "number" ? number(mm, { useGrouping: false, maximumFractionDigits: 1 }) : mm;
  if (units === "mm") return `${inMm} mm`;
  const inches = Math.round((mm / MM_PER_INCH) * 10) / 10;
  return `${number(inches, { useGrouping: false, maximumFractionDigits: 1 })}″ (${inMm} mm)`;
}

// What a field shows for a value in mm: inches to a hundredth, or the mm as they are.
export function shownDistance(mm, units = distanceUnits()) {
  if (mm === "" || mm == null) return "";
  return units === "mm" ? String(mm) : String(Math.round((Number(mm) / MM_PER_INCH) * 100) / 100);
}

// A field's text as mm: a field left as it was shown gives back the original exactly;
// otherwise inches x 25.4 to a tenth of a mm (the drawing's own precision). An empty
// field is null; text that is not a number stays as typed, for the engine to refuse by
// name with the value.
export function readDistance(text, original = null, units = distanceUnits()) {
  const value = String(text).trim();
  if (value === "") return null;
  if (original != null && value === shownDistance(original, units)) return original;
  const n = Number(value);
  if (!Number.isFinite(n)) return value;
  return units === "mm" ? n : Math.round(n * MM_PER_INCH * 10) / 10;
}
