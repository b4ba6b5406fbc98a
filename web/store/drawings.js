// The engine's drawing of a battle (its view), as the device keeps it for a head: the
// head holds its plain fields and the order of each list of Regiments or Units, and
// "drawings" (keyed [battle, list, id]) one record per item, so an action rewrites only
// the items it changed. The copy in memory holds heads with their views whole.
import { itemLists } from "../patch.js";
import { HEAD_VERSION, PARTS, partsOf } from "./schema.js";
import { battleProblem, isObject } from "./records.js";
import { allOf } from "./tx.js";

// A head as the device keeps it: the view's plain fields, and each list as its ids.
export function storedHead(record) {
  if (!isObject(record.view)) return record;
  const lists = itemLists(record.view);
  const view = { ...record.view };
  for (const key of Object.keys(lists)) delete view[key];
  return { ...record, view, viewLists: lists };
}

// A head read from the device, its view whole again from its drawing records (a part
// missing leaves the view out: the engine draws it again when the battle opens).
export function wholeHead(head, drawings) {
  if (head.version !== HEAD_VERSION || !isObject(head.viewLists)) return head;
  const { viewLists, ...record } = head;
  const items = new Map(drawings.filter(isObject).map((d) => [`${d.list}\u0000${d.id}`, d.item]));
  const view = { ...record.view };
  for (const [key, ids] of Object.entries(viewLists)) {
    const list = Array.isArray(ids) ? ids.map((id) => items.get(`${key}\u0000${id}`)) : [];
    if (!Array.isArray(ids) || list.some((item) => !isObject(item))) return { ...record, view: null };
    view[key] = list;
  }
  return { ...record, view };
}

// Every head in ``heads`` (a Map by id) with its view whole, read in ``tx``.
export async function withViews(tx, heads) {
  if (![...heads.values()].some((h) => h.version === HEAD_VERSION)) return;
  const byBattle = new Map();
  for (const d of await tx.objectStore("drawings").getAll()) {
    if (!isObject(d)) continue;
    if (!byBattle.has(d.battle)) byBattle.set(d.battle, []);
    byBattle.get(d.battle).push(d);
  }
  for (const [id, head] of heads) heads.set(id, wholeHead(head, byBattle.get(id) || []));
}

// One battle as the copy in memory holds it (a head with its view whole), or null if it
// is gone or damaged.
export async function readHead(tx, bound, id) {
  const [r, drawings] = await Promise.all([tx.objectStore("battles").get(id), tx.objectStore("drawings").getAll(partsOf(bound, id))]);
  return r && !battleProblem(r, id) ? wholeHead(r, drawings) : null;
}

// Writes a head's drawing records: all of them (``changes`` null), or those an action's
// changes name (the engine's reply.changes), dropping items no longer listed. Every
// request is made at once (they run in the order made): the promise settles when all
// have, and a caller may go on making its own requests meanwhile.
export function putDrawings(tx, bound, id, view, changes, before) {
  const store = tx.objectStore("drawings");
  const lists = itemLists(view);
  const old = isObject(before) ? before : {};
  const every = !changes || changes.whole;
  return allOf((write) => {
    if (every) write(store.delete(partsOf(bound, id)));
    for (const [key, ids] of Object.entries(lists)) {
      const whole = every || !Array.isArray(old[key]) || key in changes.set;
      const diff = whole ? null : changes.items[key];
      const changed = whole ? ids : (diff ? diff.changed.map((i) => i.id) : []);
      const items = new Map(view[key].map((item) => [item.id, item]));
      for (const itemId of changed) write(store.put({ battle: id, list: key, id: itemId, item: items.get(itemId) }));
      if (!every && Array.isArray(old[key])) {
        for (const gone of old[key].filter((i) => !ids.includes(i))) write(store.delete([id, key, gone]));
      }
    }
    if (!every) {
      for (const [key, ids] of Object.entries(old)) {
        if (!(key in lists) && Array.isArray(ids)) for (const gone of ids) write(store.delete([id, key, gone]));
      }
    }
  });
}

// Removes a battle's actions and checkpoints, returning them (for the raw text kept of a
// battle set aside).
export async function takeParts(tx, bound, id) {
  const out = {};
  for (const name of PARTS) {
    const store = tx.objectStore(name);
    out[name] = await store.getAll(partsOf(bound, id));
    if (out[name].length) await store.delete(partsOf(bound, id));
  }
  return out;
}
