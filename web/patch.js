// The page's copy of an open game, patched with what a push, undo or redo changed:
// the engine sends the changed parts of the view by stable ids, the new
// step log entry (or which one was undone) and the event, not the whole game and log.
// Bookkeeping on JSON only (aftermath/reply.py is the same in Python): no rule here.

const byId = (list) => new Map((Array.isArray(list) ? list : []).map((item) => [item.id, item]));

export function patchView(view, changes) {
  if (changes.whole) return { ...changes.set };
  const out = { ...view };
  for (const key of changes.drop) delete out[key];
  Object.assign(out, changes.set);
  for (const [key, diff] of Object.entries(changes.items)) {
    const items = byId(view[key]);
    for (const item of diff.changed) items.set(item.id, item);
    const order = diff.order || [...byId(view[key]).keys()];
    const missing = order.filter((id) => !items.has(id));
    if (missing.length) throw new Error(`the engine's changes name ${key} the page does not hold: ${missing.join(", ")}`);
    out[key] = order.map((id) => items.get(id));
  }
  return out;
}

// Which cards of a screen of cards (Regiments, Units) a reply can be patched onto, or
// null to draw the screen whole. ``list``: the view's list of them, ``key``: the
// outcome's field naming one; ``outcomes``: the outcome shown before the action and the
// one shown now (either may be null), whose cards gain or lose the verdict. Drawn whole:
// a whole view, fields gone, new players' names (on every card), any other list changed,
// cards that came, went or moved, or a verdict for no one card (the whole battle's: the
// Active Player, a new Round) on a screen that cannot patch its box (``battleVerdict``
// false). ``changed``: the ids whose card is drawn again; ``ids``: those and the
// verdicts'; ``battle``: whether the whole battle's verdict box is drawn again.
export function cardPatch(changes, list, key, outcomes, { battleVerdict = false } = {}) {
  if (changes.whole || changes.drop.length || "players" in changes.set) return null;
  if (Object.keys(changes.items).some((name) => name !== list)) return null;
  const diff = changes.items[list] || { changed: [] };
  if (diff.order) return null;
  const shown = outcomes.filter(Boolean);
  const battle = shown.some((outcome) => !outcome[key]);
  if (battle && !battleVerdict) return null;
  const changed = new Set(diff.changed.map((item) => item.id));
  const verdicts = shown.filter((outcome) => outcome[key]).map((outcome) => outcome[key]);
  return { changed, ids: [...new Set([...changed, ...verdicts])], battle };
}

// The step log: a push or redo adds its entry, an undo removes the last one.
export function patchLog(log, reply) {
  if (reply.entry) return [...log, reply.entry];
  if (Number.isInteger(reply.removed)) return log.slice(0, reply.removed);
  return log;
}

// The saved game (the engine's to_json: start, events, redo) after the same action:
// a push adds the event and clears what could be redone; an undo moves the last event
// to the front of the redo list; a redo moves it back.
export function patchGame(game, type, reply) {
  const events = game.events || [];
  const redo = game.redo || [];
  if (type === "game.undo") return { ...game, events: events.slice(0, -1), redo: [reply.event, ...redo] };
  if (type === "game.redo") return { ...game, events: [...events, reply.event], redo: redo.slice(1) };
  return { ...game, events: [...events, reply.event], redo: [] };
}

// The view's lists of items with ids, each as its ids in order (the same test as the
// engine's reply.py): the lists an action's changes name item by item, and those the
// device keeps one record per item.
export function itemLists(view) {
  const out = {};
  const isObject = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
  for (const [key, value] of Object.entries(isObject(view) ? view : {})) {
    if (!Array.isArray(value) || !value.length) continue;
    const ids = value.map((item) => (isObject(item) && typeof item.id === "string" ? item.id : null));
    if (ids.every((id) => id !== null) && new Set(ids).size === ids.length) out[key] = ids;
  }
  return out;
}
