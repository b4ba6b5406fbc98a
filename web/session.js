// One open game: its id in the worker, its saved record, and the latest engine reply.
// Every change is saved on the device before the screen is told it is done.
import { store } from "./store.js";

export class GameSession extends EventTarget {
  constructor(engine, record) {
    super();
    this.engine = engine;
    this.record = record;
    this.reply = null;
  }

  get id() {
    return this.record.id;
  }

  get view() {
    return this.reply ? this.reply.view : this.record.view;
  }

  async open() {
    const reply = await this.engine.request("game.open", { game_id: this.id, game: this.record.game });
    this.accept(reply);
    return reply;
  }

  async ask(type, payload = {}) {
    try {
      return await this.engine.request(type, { game_id: this.id, ...payload });
    } catch (err) {
      if (err.type !== "not_open") throw err;
      // The worker restarted since this game was opened: hand it the saved copy.
      await this.open();
      return this.engine.request(type, { game_id: this.id, ...payload });
    }
  }

  async call(type, payload = {}) {
    const reply = await this.ask(type, payload);
    let unsaved = null;
    if (reply.game) {
      this.record.game = reply.game;
      this.record.view = reply.view;
      try {
        store.save(this.record);
      } catch (err) {
        unsaved = err;
      }
    }
    // The engine has done it: show it either way, then say if the device refused it.
    this.accept(reply);
    if (unsaved) throw unsaved;
    return reply;
  }

  accept(reply) {
    this.reply = reply;
    this.dispatchEvent(new CustomEvent("change", { detail: reply }));
  }

  push(event, extra = {}) {
    return this.call("game.push", { event, ...extra });
  }

  undo() {
    return this.call("game.undo");
  }

  redo() {
    return this.call("game.redo");
  }

  preview(event) {
    return this.ask("game.preview", { event });
  }
}
