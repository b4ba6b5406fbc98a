// What a battle's session knows of the engine's copy of the battle, as named states with
// the moves allowed between them. Whether an action may be asked of the engine at the
// tap (before the lock and the device's check) depends on it: only when the engine is
// known to hold the battle exactly as saved on the device.
//
//   closed   the engine has not opened this battle for this page (or the page dropped its
//            reply): an action opens it from the device first
//   opening  game.open asked: until it answers, the engine's game is not known to be the
//            saved one
//   in_step  the engine holds the battle as saved: an action is asked at the tap
//   unsure   a request timed out or failed inside the engine, or an action was asked but
//            not saved: the worker may hold something the device does not, so the next
//            action opens the saved battle first, and no checkpoint is kept meanwhile
export const GAME = Object.freeze({
  closed: Object.freeze(["opening", "in_step", "unsure"]),
  opening: Object.freeze(["in_step", "unsure"]),
  in_step: Object.freeze(["opening", "unsure", "closed"]),
  unsure: Object.freeze(["opening"]),
});

// One action's ask at the tap, beside the lock and the check:
//   not_asked  the game was not in step: the engine is asked under the lock instead
//   asked      sent, no answer yet
//   answered   the engine answered (used once the check passed)
//   not_open   the worker no longer held the game: opened and asked again under the lock
//   refused    the engine refused the action: it changed nothing
//   failed     timed out or failed inside the engine: it may have applied it
export const TAP = Object.freeze({
  not_asked: Object.freeze([]),
  asked: Object.freeze(["answered", "not_open", "refused", "failed"]),
  answered: Object.freeze([]),
  not_open: Object.freeze([]),
  refused: Object.freeze([]),
  failed: Object.freeze([]),
});

// A move the table does not allow is a mistake in the page's code, said at once rather
// than left to show as a battle the engine and the device disagree on.
export class States {
  constructor(table, start) {
    if (!(start in table)) throw new Error(`no state “${start}”`);
    this.table = table;
    this.now = start;
  }

  is(...names) {
    return names.includes(this.now);
  }

  move(to) {
    if (to === this.now) return;
    if (!(to in this.table)) throw new Error(`no state “${to}”`);
    if (!this.table[this.now].includes(to)) throw new Error(`no move from “${this.now}” to “${to}”`);
    this.now = to;
  }
}
