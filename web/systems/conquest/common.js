// What Conquest's home part (index.js) and its screens (loaded later) share: the
// attribute naming each Regiment's card, and the new-battle form's starting values,
// the engine's, set once it is ready (a new Regiment, where a new Muster profile
// starts, and the battlefield a first Charge deploys on).
export const CARD = "data-regiment";
export const formStart = { regiment: null, table: null };
