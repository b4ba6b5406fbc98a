// A battle kept as a head (record version 3) beside one record per action ("actions",
// keyed [battle, n]: the event and its step log line; those from the done count on are
// the undone ones, the next Redo first) and its checkpoints ("checkpoints", keyed
// [battle, count]: the start, count 0, and one checkpoint of the engine's, kept when the
// page is idle): an action writes the head and one action record, not the whole game,
// and opening replays only the actions since the checkpoint. A whole battle (version 2)
// becomes a head with its first action saved here.
import { DamagedBattle, StoreError } from "./errors.js";
import { BATTLE_FORMAT, BATTLE_VERSION, HEAD_VERSION, PARTS, partsOf } from "./schema.js";
import { battleListEntry, battleProblem, describe, entryOk, isObject } from "./records.js";
import { checkBattle } from "./revision.js";
import { allOf, listWith, run } from "./tx.js";
import { putDrawings, readHead, storedHead } from "./drawings.js";
import { putRosters } from "./rosters.js";
import { announce, need } from "./sync.js";

// The envelope of the saved game the engine opens (history.py's FORMAT and VERSION): a
// head's parts are put back together into one.
const GAME_FORMAT = { format: "aftermath.game", version: 1 };
// How each action moves the counts of done and undone actions.
const STEPS = { push: (undone) => [1, -undone], undo: () => [-1, 1], redo: () => [1, -1] };
const stepOf = (type) => STEPS[String(type).replace(/^game\./, "")];

// A head's parts as the engine opens them, or a DamagedBattle saying what is wrong.
function assemble(head, actions, checkpoints) {
  const wrong = (why) => { throw new DamagedBattle(why); };
  const count = head.actions + head.undone;
  if (actions.length !== count) wrong(`${count} actions are counted but ${actions.length} are kept`);
  actions.forEach((a, n) => {
    if (!isObject(a) || a.n !== n || !isObject(a.event)) wrong(`action ${n + 1} is ${describe(a)}`);
    if (n < head.checkpoint && !entryOk(a.entry)) wrong(`the step log of action ${n + 1} is ${describe(a.entry)}`);
  });
  const byCount = new Map(checkpoints.filter(isObject).map((c) => [c.count, c]));
  const start = byCount.get(0);
  if (!start || !isObject(start.state)) wrong("its start is missing");
  const latest = head.checkpoint ? byCount.get(head.checkpoint) : null;
  if (head.checkpoint && !(latest && isObject(latest.state))) wrong(`its checkpoint after ${head.checkpoint} actions is missing`);
  const game = {
    ...GAME_FORMAT, system: head.system, start: start.state,
    events: actions.slice(0, head.actions).map((a) => a.event), redo: actions.slice(head.actions).map((a) => a.event),
  };
  // The rules revision it was worked out under goes with it: the engine does not use a
  // checkpoint of other rules (it replays every action, as for a save without one).
  return {
    game,
    checkpoint: latest ? { count: latest.count, state: latest.state, rules: latest.rules } : null,
    entries: actions.slice(0, head.checkpoint).map((a) => a.entry),
  };
}

// A head and its game as one record of version 2.
function wholeRecord(head, game) {
  const { actions: _a, undone: _u, checkpoint: _c, ...rest } = head;
  return { ...rest, format: BATTLE_FORMAT, version: BATTLE_VERSION, game };
}

export function actionsOf(device) {
  const { cache } = device;
  const kept = {
    // What the engine opens a battle from, read now in one transaction: { record, game,
    // checkpoint, entries }. ``checkpoint`` (a head's latest, or null) lets the engine
    // replay only the actions since; ``entries`` are the step log lines of the actions
    // before it. Null if the battle is gone; a DamagedBattle if its parts do not add up.
    async readGame(id) {
      const tx = need(device).transaction(["battles", ...PARTS]);
      const [head, actions, checkpoints] = await Promise.all([
        readHead(tx, device.bound, id), tx.objectStore("actions").getAll(partsOf(device.bound, id)),
        tx.objectStore("checkpoints").getAll(partsOf(device.bound, id))]);
      await tx.done;
      // What this tab holds follows: a battle deleted elsewhere leaves.
      if (head) cache.battles.set(id, head);
      else cache.battles.delete(id);
      if (!head) return null;
      const record = structuredClone(head);
      if (record.version !== HEAD_VERSION) return { record, game: record.game, checkpoint: null, entries: [] };
      return { record, ...assemble(head, actions, checkpoints) };
    },
    // The battle as one whole record of version 2, as the backup file and a copy hold it.
    async full(id) {
      const read = await kept.readGame(id);
      return read ? wholeRecord(read.record, read.game) : null;
    },
    // Saves one push, undo or redo of a battle: the head and the one action record it
    // touches (a push also drops the actions it can no longer redo), and any rosters, in
    // one transaction. A checkpoint after more actions than are now done (an undo went
    // below it) goes. A version 2 battle is first written as a head with all its parts
    // (``whole``: { game, log, checkpoint }, the saved game and step log before this
    // action and its checkpoint after). ``change``: { type, event, entry, changes }.
    async saveAction(record, change, { rev = record.rev, fields = {}, rosters: entries = [], whole = null } = {}) {
      const db = need(device);
      const now = Date.now();
      const id = record.id;
      // The engine's saved game may leave out empty lists.
      if (whole) whole = { ...whole, game: { ...whole.game, events: whole.game.events || [], redo: whole.game.redo || [] } };
      const before = whole ? { actions: whole.game.events.length, undone: whole.game.redo.length } : record;
      const move = stepOf(change.type);
      if (!move) throw new StoreError("bad_action", { type: change.type });
      const kind = String(change.type).replace(/^game\./, "");
      const step = move(before.undone);
      const checkpoint = whole ? whole.checkpoint : null;
      const { game: _game, ...rest } = record;
      const actions = before.actions + step[0];
      const next = {
        ...rest, ...fields, format: BATTLE_FORMAT, version: HEAD_VERSION, rev: (rev || 0) + 1, updated: now,
        actions, undone: before.undone + step[1],
        checkpoint: checkpoint ? checkpoint.count : record.checkpoint > actions ? 0 : record.checkpoint,
      };
      const problem = battleProblem(next);
      if (problem) throw new StoreError("bad_battle", { id, problem });
      const saved = entries.map((e) => ({ ...e, updated: now }));
      let written = [];
      const tx = db.transaction(["battles", "lists", "rosters", ...PARTS], "readwrite");
      await run(tx, saved.length ? "battle_rosters" : "battle", async () => {
        // Both reads at once, then every write made without waiting for the one before:
        // a transaction's requests run in the order they are made, and each wait was a
        // trip to the browser's database and back on every tap.
        const lists = tx.objectStore("lists");
        const [stored, list] = await Promise.all([tx.objectStore("battles").get(id), lists.get("battles")]);
        checkBattle(id, stored, rev, !whole);
        // Which checkpoint is kept is read from the device (an idle save changes it
        // without a new revision); one after more actions than are now done goes.
        const held = whole ? record.checkpoint : stored.checkpoint;
        const dropped = !whole && held > next.actions;
        if (!checkpoint) next.checkpoint = dropped ? 0 : held;
        const actionStore = tx.objectStore("actions");
        const checkpoints = tx.objectStore("checkpoints");
        const after = (n) => device.bound([id, n], [id, Infinity]);
        await allOf((write) => {
          if (whole) {
            const { game, log } = whole;
            write(checkpoints.put({ battle: id, count: 0, state: game.start }));
            for (const [n, event] of game.events.entries()) write(actionStore.put({ battle: id, n, event, entry: log[n] }));
            for (const [i, event] of game.redo.entries()) write(actionStore.put({ battle: id, n: game.events.length + i, event }));
          }
          const n = before.actions;
          if (kind === "push") write(actionStore.delete(after(n + 1)));
          if (kind !== "undo") write(actionStore.put({ battle: id, n, event: change.event, entry: change.entry }));
          if (checkpoint || dropped) write(checkpoints.delete(after(1)));
          if (checkpoint && checkpoint.count > 0) {
            write(checkpoints.put({ battle: id, count: checkpoint.count, state: checkpoint.state, rules: checkpoint.rules }));
          }
          write(tx.objectStore("battles").put(storedHead(next)));
          write(putDrawings(tx, device.bound, id, next.view, whole ? null : change.changes, stored.viewLists));
          write(lists.put(listWith(list, id, battleListEntry(next)), "battles"));
        });
        written = await putRosters(tx, saved);
      });
      cache.battles.set(id, next);
      for (const e of written) cache.rosters.set(e.id, e);
      announce(device, { kind: "battle", id, rev: next.rev });
      if (saved.length) announce(device, { kind: "roster" });
      return structuredClone(next);
    },
    // Keeps the engine's checkpoint of a head in place of the one it had. Refused
    // (ChangedElsewhere) if the battle moved on from ``rev`` meanwhile. Not a change a
    // player made: the revision stays and no other tab is told (they would open the
    // battle again, or refuse their next tap as changed elsewhere).
    async saveCheckpoint(record, checkpoint, { rev = record.rev } = {}) {
      const db = need(device);
      const id = record.id;
      if (!isObject(checkpoint) || !Number.isInteger(checkpoint.count) || checkpoint.count < 1 ||
          checkpoint.count > record.actions || !isObject(checkpoint.state)) {
        throw new StoreError("bad_checkpoint", { id, count: checkpoint && checkpoint.count });
      }
      const next = { ...record, checkpoint: checkpoint.count };
      const tx = db.transaction(["battles", "checkpoints"], "readwrite");
      await run(tx, "checkpoint", async () => {
        const stored = await tx.objectStore("battles").get(id);
        checkBattle(id, stored, rev, true);
        const checkpoints = tx.objectStore("checkpoints");
        await checkpoints.delete(device.bound([id, 1], [id, Infinity]));
        await checkpoints.put({ battle: id, count: checkpoint.count, state: checkpoint.state, rules: checkpoint.rules });
        await tx.objectStore("battles").put({ ...stored, checkpoint: checkpoint.count });
      });
      cache.battles.set(id, next);
      return structuredClone(next);
    },
  };
  return kept;
}
