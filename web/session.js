// One open game: its id in the worker, its saved record, and the latest engine reply.
// Every change is saved on the device before the screen is told it is done.
//
// One writer per battle: an action runs under the battle's Web Lock, first checks that
// this tab holds the latest revision (if not, it loads the latest and refuses the
// action with ChangedElsewhere), then saves with the revision it started from. If the
// device refuses the save, the engine is put back to the saved battle, so the screen
// never shows what is not saved.
//
// The engine is asked at the tap, while the lock and the revision are fetched (the
// lock's grant waits for the page's next frame), when the session is in step with it
// (session_states.js names the states): this tab's engine changes nothing on the
// device, and whatever it answered is used only once the check passed. If it did not
// pass, the engine has already been given the latest battle (after the action, in the
// worker's order) and the action is refused as before. The session runs its actions
// one at a time, so an answer always follows the reply the page holds.
import { ChangedElsewhere, store } from "./store/index.js";
import { EngineError } from "./engine.js";
import { withLock } from "./battle_lock.js";
import { patched, saveAction } from "./session_save.js";
import { GAME, States, TAP } from "./session_states.js";
import { Pipeline, rosterOnDevice } from "./pipeline.js";

// Engine errors after which the request may or may not have been applied.
const UNSURE = new Set(["timeout", "internal"]);

// Each battle's turns, shared by every session on it in this tab (the screen left with
// Back and the one opened again): an action, a catch-up, an idle checkpoint or an open
// runs after those already asked for have settled, so the engine's game only ever
// changes in the order the device's does.
const turns = new Map();

export class GameSession extends EventTarget {
  constructor(engine, record) {
    super();
    this.engine = engine;
    this.pipeline = new Pipeline(engine); // the screen's requests that are not about this game
    this.record = record;
    this.reply = null;
    // Set by a screen whose actions write other records with the battle (a campaign's
    // rosters): (reply, { ask, rosterOnDevice }) => Promise<{ fields?, rosters? }>, saved in
    // the same transaction; ``ask`` asks the engine that made the reply, about this game.
    this.alongside = null;
    this.states = new States(GAME, "closed");
    this.checkpointDue = null; // the idle callback that keeps the checkpoint due, if any
    this.route = null; // played on two phones: (op, event, extra) -> the tap, through the link
  }

  // Runs ``fn`` after everything already asked of this battle in this tab has settled.
  inTurn(fn) {
    const id = this.id;
    const turn = (turns.get(id) || Promise.resolve()).then(fn, fn);
    const settled = turn.then(() => {}, () => {});
    turns.set(id, settled);
    settled.then(() => { if (turns.get(id) === settled) turns.delete(id); });
    return turn;
  }

  // The screen's first open of the game, in turn with anything still settling on it.
  start() {
    return this.inTurn(() => this.open());
  }

  // A reply said the engine's checkpoint is after ``due`` actions: a battle kept as
  // actions on the device keeps it, asked for when the page is idle, never on a tap's
  // path (a checkpoint is a whole state). Nothing is lost if it never happens: the
  // battle then opens from an earlier one and the open says it is due again.
  keepCheckpointLater(due) {
    if (!(due > 0) || this.checkpointDue || !store.kept()) return;
    if (this.record.game !== undefined) return;
    const idle = window.requestIdleCallback || ((fn) => setTimeout(fn, 250));
    this.checkpointDue = idle(() => {
      this.checkpointDue = null;
      this.keepCheckpoint().catch((err) => {
        // The battle and every action are saved already; only opening it stays slower.
        // Another tab's change is caught up with by the next action.
        if (!(err instanceof ChangedElsewhere)) console.warn(`The battle's checkpoint was not kept: ${err.message}`);
      });
    }, { timeout: 5000 });
  }

  keepCheckpoint() {
    return this.inTurn(() => withLock(this.id, async () => {
      if (await this.catchUp()) return; // changed elsewhere: opened again, it says what is due
      // Not while the engine may not match the device (its next action reopens it).
      if (this.record.game !== undefined || this.states.is("unsure")) return;
      const checkpoint = await this.askInTurn("game.checkpoint", {}, { quiet: true });
      if (checkpoint.count > 0) this.record = await store.battles.saveCheckpoint(this.record, checkpoint);
    }));
  }

  get id() {
    return this.record.id;
  }

  // The engine's latest view, or (before the engine has opened the game) the saved copy
  // of it, if it is there: the engine rebuilds a missing one on game.open.
  get view() {
    if (this.reply) return this.reply.view;
    const saved = this.record.view;
    return saved !== null && typeof saved === "object" && !Array.isArray(saved) ? saved : null;
  }

  // quiet: keep the reply without telling the game screen (asked from another screen,
  // which the game screen must not draw over).
  // The game is read from the device as it is now (a battle kept as actions is put
  // together there, with its checkpoint, so the engine replays only what follows it).
  async open({ quiet = false } = {}) {
    const saved = await store.battles.readGame(this.id);
    if (!saved) {
      this.dispatchEvent(new Event("deleted"));
      throw new ChangedElsewhere(this.id, true);
    }
    this.states.move("opening");
    this.record = saved.record;
    let reply;
    try {
      reply = await this.engine.request("game.open", { game_id: this.id, game: saved.game, checkpoint: saved.checkpoint });
    } catch (err) {
      this.states.move("unsure");
      throw err;
    }
    // The log lines before the checkpoint are the device's: the engine starts after them.
    if (reply.log_from) reply.log = [...saved.entries, ...reply.log];
    this.states.move("in_step");
    if (quiet) this.reply = reply;
    else this.accept(reply);
    this.keepCheckpointLater(reply.checkpoint_due);
    return reply;
  }

  // Every request about this game goes through here (screens never send a game_id
  // themselves), so each gets the same retry: if the worker no longer holds the game
  // (it restarted, or dropped it as least recently used) it is handed the saved copy,
  // in turn (never between an action's answer and its save), and asked again.
  ask(type, payload = {}, { quiet = false } = {}) {
    return this.askOpened(type, payload, () => this.inTurn(() => this.open({ quiet })));
  }

  // The same, asked by a turn itself (it would wait for itself).
  askInTurn(type, payload = {}, { quiet = false } = {}) {
    return this.askOpened(type, payload, () => this.open({ quiet }));
  }

  async askOpened(type, payload, reopen) {
    const request = () => this.engine.request(type, { game_id: this.id, ...payload });
    try {
      return await request();
    } catch (err) {
      if (err.type !== "not_open") throw err;
      await reopen();
      return request();
    }
  }

  // Loads the stored battle if another tab saved a newer revision (or throws
  // ChangedElsewhere(deleted) if it is gone). Returns true if it changed.
  async catchUp() {
    // Every action asks first: only the revision, the whole record when it changed.
    const rev = await store.battles.revision(this.id);
    if (rev !== null && rev === this.record.rev) return false;
    const stored = await store.battles.read(this.id);
    if (!stored) {
      this.dispatchEvent(new Event("deleted"));
      throw new ChangedElsewhere(this.id, true);
    }
    if (stored.rev === this.record.rev) return false;
    this.record = stored;
    if (this.engine.ready) await this.open();
    else this.accept(null);
    return true;
  }

  // Another tab saved this battle: catch up now, under the lock.
  refresh() {
    return this.inTurn(() => withLock(this.id, () => this.catchUp()));
  }

  call(type, payload = {}) {
    return this.inTurn(() => this.callNow(type, payload));
  }

  async callNow(type, payload) {
    // Asked at once when in step; otherwise after the check. No retry here: a game the
    // worker no longer holds is opened again under the lock, after the check (``null``).
    const tap = new States(TAP, this.states.is("in_step") ? "asked" : "not_asked");
    const early = tap.is("not_asked") ? null : this.engine.request(type, { game_id: this.id, ...payload }).then((r) => {
      tap.move("answered");
      return r;
    }, (err) => {
      if (err.type === "not_open") {
        tap.move("not_open");
        return null;
      }
      tap.move(err instanceof EngineError && !UNSURE.has(err.type) ? "refused" : "failed");
      throw err;
    });
    if (early) early.catch(() => {}); // its failure is handled where it is awaited
    try {
      return await withLock(this.id, () => this.settle(type, payload, early));
    } catch (err) {
      // Asked but not saved, and not refused by the engine (the lock or the device
      // failed, or the engine did not answer): the engine may hold an action the device
      // does not, so the next action opens the saved battle first. Changed elsewhere,
      // the engine was already given the saved battle.
      if (!tap.is("not_asked", "refused") && !(err instanceof ChangedElsewhere)) this.states.move("unsure");
      throw err;
    }
  }

  // Under the battle's lock: the check, the engine's answer (``early``, if asked at
  // the tap), the save.
  async settle(type, payload, early) {
    if (await this.catchUp()) throw new ChangedElsewhere(this.id, false);
    // The answer asked at the tap; none if it was not asked, or if the worker no
    // longer held the game (asked again here).
    let answer = early ? await early.then((r) => ({ r }), (err) => ({ err })) : { r: null };
    if (!answer.err && !answer.r) {
      // The last restore could not reach the engine: put it back to the saved battle now,
      // or this action would save the unsaved one with it.
      // A push, undo or redo answers with what changed since the engine's last reply
      // to this page: the page's copy must be that reply (opening sends it whole).
      if (early || !this.states.is("in_step")) await this.open();
      answer = await this.askInTurn(type, payload).then((r) => ({ r }), (err) => ({ err }));
    }
    let reply;
    try {
      if (answer.err) throw answer.err;
      reply = answer.r;
      // An action the other phone sent (link.apply) is kept as the tap it stands for.
      if (reply.changes) reply = patched(this, reply.as || type, reply);
    } catch (err) {
      // Timed out or failed inside: the worker may still finish it. Back to the saved
      // battle, so the screen and the engine match the device.
      // A patch that did not fit the page's copy is the same: the engine went on.
      if (UNSURE.has(err.type) || !err.type) {
        this.states.move("unsure");
        await this.restore();
      }
      throw err;
    }
    if (reply.game) {
      try {
        const extra = this.alongside ? await this.alongside(reply, this.besideTheBattle()) : {};
        this.record = await saveAction(this, reply.as || type, reply, extra);
      } catch (err) {
        // Not saved: the engine goes back to the saved battle, the screen with it.
        await this.restore();
        throw err;
      }
      this.dispatchEvent(new Event("saved"));
    }
    this.accept(reply);
    this.keepCheckpointLater(reply.checkpoint_due);
    return reply;
  }

  // What a screen's ``alongside`` may ask: the engine that made this reply (never a copy
  // reopened from the device, which would be the battle before it), and the device.
  besideTheBattle() {
    return { ask: (type, payload = {}) => this.engine.request(type, { game_id: this.id, ...payload }), rosterOnDevice };
  }

  async restore() {
    const stored = await store.battles.read(this.id).catch(() => null);
    if (stored) this.record = stored;
    await this.open().catch(() => this.accept(null));
  }

  accept(reply) {
    if (reply && this.states.is("closed")) this.states.move("in_step");
    if (!reply && this.states.is("in_step")) this.states.move("closed");
    this.reply = reply;
    this.dispatchEvent(new CustomEvent("change", { detail: reply }));
  }

  push(event, extra = {}) {
    return this.route ? this.route("push", event, extra) : this.call("game.push", { event, ...extra });
  }

  undo() {
    return this.route ? this.route("undo") : this.call("game.undo");
  }

  redo() {
    return this.route ? this.route("redo") : this.call("game.redo");
  }

  preview(event) {
    return this.ask("game.preview", { event });
  }
}
