// What a Regiment's open Wound Pool or Heal held and was not applied, kept for a reload
// or a tab the phone discarded, as the Morale Test's dice are. A number is kept only with
// what it was entered for (the pool's source, harm, arc, Morale Tests and the order
// chosen for the Regiments it pushes; the Heal's source and room): put back alone, it
// would be applied as another action.
import { freshSource } from "./pool_source.js";

const MOST = 999;
const ARCS = ["front", "flank", "rear"];
const idOrNull = (v) => v === null || (typeof v === "string" && v.length <= 200);
const word = (v) => typeof v === "string" && v.length <= 40;
const count = (v) => Number.isInteger(v) && v > 0 && v <= MOST;

// ``screen``'s pool and Heal entered, for the place kept at a reload (null: nothing
// entered). Whichever tab is open: a pool entered and left for a look at the Odds tab
// is still there on the way back, so it is after a reload too.
export function panelDraft(screen) {
  const pool = screen.pool > 0
    ? { wounds: screen.pool, from: { ...screen.poolFrom }, pushOrder: Array.isArray(screen.pushOrder) ? screen.pushOrder : null } : undefined;
  const heal = screen.heal > 0 ? { points: screen.heal, source: screen.healSource || "", noRoom: !!screen.noRoom } : undefined;
  return pool || heal ? { pool, heal } : null;
}

// Whether a kept pool is one a panel can hold (it comes from storage); the source left
// out (undefined) is the engine's default, as in a fresh entry.
// ``regiments``: the battle's now (a source must still be one of them).
function poolOk(p, regiments) {
  const f = p && p.from;
  const order = p && p.pushOrder;
  return !!f && typeof f === "object" && count(p.wounds) && (f.source === undefined || f.source === null ||
    (idOrNull(f.source) && regiments.some((r) => r.id === f.source))) &&
    word(f.harm) && ARCS.includes(f.arc) && [null, true, false].includes(f.morale ?? null) && typeof (f.open ?? false) === "boolean" &&
    (order == null || (Array.isArray(order) && order.length <= 100 && order.every(idOrNull)));
}

function healOk(h) {
  return !!h && typeof h === "object" && count(h.points) && typeof h.source === "string" && h.source.length <= 40 &&
    typeof h.noRoom === "boolean";
}

// What was kept for Regiment ``id``'s panel, put back on ``screen`` before the panel is
// drawn (null: nothing kept, or the battle changed since).
export function takeBack(screen, id) {
  const kept = screen.takeEntry(id);
  if (kept) putBack(screen, kept);
  return kept;
}

// ``panel`` drawn with what was kept: the player's first touch there goes on from it.
export function watched(screen, panel, kept) {
  if (kept) screen.keptEntryUsed(panel);
  return panel;
}

// ``kept``'s pool and Heal put back on ``screen``, each on its own; one that is not one
// a panel holds is said in the console and nothing of it is put back (Apply then asks
// afresh).
function putBack(screen, kept) {
  if (kept.pool !== undefined && !poolOk(kept.pool, screen.view.regiments)) {
    console.warn(`A Wound Pool kept for a reload is not put back: ${JSON.stringify(kept.pool)}`);
  } else if (kept.pool !== undefined) {
    const f = kept.pool.from;
    screen.pool = kept.pool.wounds;
    screen.poolFrom = { ...freshSource(f.source), harm: f.harm, arc: f.arc, morale: f.morale ?? null, open: !!f.open };
    // The Stranded Regiments' order chosen in the preview (the engine's offer checks it).
    if (kept.pool.pushOrder) screen.pushOrder = [...kept.pool.pushOrder];
  }
  if (kept.heal !== undefined && !healOk(kept.heal)) {
    console.warn(`A Heal kept for a reload is not put back: ${JSON.stringify(kept.heal)}`);
  } else if (kept.heal !== undefined) {
    Object.assign(screen, { heal: kept.heal.points, healSource: kept.heal.source, noRoom: kept.heal.noRoom });
  }
}
