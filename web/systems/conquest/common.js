// What Conquest's home part (index.js) and its screens (loaded later) share: the
// attribute naming each Regiment's card, and the new-battle form's starting values,
// the engine's, set once it is ready (a new Regiment, where a new Muster profile
// starts, and the battlefield a first Charge deploys on).
export const CARD = "data-regiment";
let settle = null;
// ``came``: settles when they are known (or the engine could not say them), so a form
// opened before then fills itself in rather than waiting for a redraw. Refused, a new
// one waits for the engine started again.
function waitForThem() {
  const came = new Promise((resolve, reject) => { settle = { resolve, reject }; });
  came.catch(() => {}); // a form that never listened: no unhandled rejection
  return came;
}

export const formStart = { regiment: null, table: null, came: waitForThem() };

export function formStartKnown(regiment, table) {
  formStart.regiment = regiment;
  formStart.table = table;
  settle.resolve(formStart);
}

export function formStartUnknown(err) {
  settle.reject(err);
  if (!formStart.regiment) formStart.came = waitForThem();
}
