// A battle's action as the device keeps it: the reply made whole from what changed, and
// the save of the action beside the head (or of the whole battle without a database).
import { store } from "./store/index.js";
import { patchGame, patchLog, patchView } from "./patch.js";

// The whole view and log after an action whose reply carries only what changed, and
// the saved game after it (only a battle kept whole holds one; ``true`` otherwise).
export function patched(session, type, reply) {
  return {
    ...reply,
    view: patchView(session.reply.view, reply.changes),
    log: patchLog(session.reply.log || [], reply),
    game: session.record.game ? patchGame(session.record.game, type, reply) : true,
  };
}

// One action on the device: the event appended (or the undo counted) beside the head,
// not the whole game rewritten. A battle still kept whole is turned into a head with
// this save (the engine's checkpoint after the action goes with it); without a
// database (memory only) it stays whole. ``extra``: the records a screen writes with it.
export async function saveAction(session, type, reply, extra) {
  const record = session.record;
  const options = { rev: record.rev, fields: extra.fields || {}, rosters: extra.rosters || [] };
  if (!store.kept()) {
    return store.battles.save({ ...record, ...options.fields, game: reply.game, view: reply.view }, options);
  }
  const change = { type, event: reply.event, entry: reply.entry, changes: reply.changes };
  const whole = record.game
    // Asked of the engine that made this reply, never of a copy reopened from the
    // device (that would be the battle before this action): not open, the save fails.
    ? { game: record.game, log: session.reply.log || [],
      checkpoint: await session.engine.request("game.checkpoint", { game_id: session.id }) }
    : null;
  return store.battles.saveAction({ ...record, view: reply.view }, change, { ...options, whole });
}
