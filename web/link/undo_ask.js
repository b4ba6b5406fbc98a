// Undo on two phones: undoing the other player's action asks them first ("Phone B wants
// to undo: ... — Allow / Refuse"); a refusal changes nothing and is said on both phones.
// The engine names the action asked about and gives its summary, on each phone from its
// own copy. Installed on Link (link.js): ``this`` is the link.
import { said, words } from "../i18n/words.js";
import * as linkMsg from "./message.js";

// An ask with no answer is given up (nothing changed) after this long: never a wait that
// can hang.
export const ASK_MS = 60_000;
// Asks of the other phone's kept to answer (each with the battle's count when it came).
const HEARD_KEPT = 20;

export class UndoRefused extends Error {
  constructor(message) {
    super(message);
    this.type = "rule_violation";
    this.rule = "";
  }
}

export const undoAsks = {
  // Whose the last action is: "m" this phone's, "p" the other's, "?" not known (the copy
  // was replaced by the other's whole game): Undo asks then too.
  lastBy() {
    if (this.actions === 0) return "m"; // nothing to undo: the engine says so
    return this.actions === null ? "?" : this.owners[this.actions - 1] || "?";
  },

  // Resolves with ``{event}`` (the action to undo, named so no other is undone in its
  // place) once the undo may be done; rejects with the words to show if it may not.
  async leaveToUndo() {
    if (this.lastBy() === "m") return {};
    if (!this.connected) {
      throw new UndoRefused(words("phones-undo-apart", { peer: this.peer }));
    }
    const id = ++this.askNext;
    const { message, summary, summary_msg: msg, event } = await this.battle.ask("link.ask", { id });
    let settle;
    const answer = new Promise((resolve) => { settle = resolve; });
    const timer = this.clock.setTimeout(() => settle(null), ASK_MS);
    this.asks.set(id, settle);
    this.emit("asking", { id, summary, summary_msg: msg });
    try {
      if (!this.send(message)) throw new UndoRefused(words("history-undo-not-connected", { peer: this.peer }));
      const allow = await answer;
      const what = said(msg, summary);
      if (allow === null) throw new UndoRefused(words("history-undo-unanswered", { peer: this.peer, what }));
      if (!allow) throw new UndoRefused(words("history-undo-refused-by", { peer: this.peer, what }));
      return { event, summary, ask: id };
    } finally {
      this.clock.clearTimeout(timer);
      this.asks.delete(id);
    }
  },

  // The other phone asks: said with the summary of the action as this copy has it, for
  // the player to allow or refuse. One that is not the last action here is refused.
  onAsk(read) {
    if (!read.last) {
      this.answerUndo(read.id, false);
      this.emit("reported", { words: `${this.peer} asked to undo an action that is not the last one here; refused, nothing was changed.`, msg: linkMsg.words("phones-undo-not-last", { peer: this.peer }) });
      return;
    }
    // The leave is for the action asked about: kept with how many actions there were.
    const heard = (this.heardAsks ??= new Map());
    heard.set(read.id, this.n);
    if (heard.size > HEARD_KEPT) heard.delete(heard.keys().next().value);
    this.emit("ask", { id: read.id, summary: read.summary, summary_msg: read.summary_msg, by: this.peer });
  },

  answerUndo(id, allow) {
    // Allowed once the battle moved on (this player acted since, the ask still shown):
    // the action asked about is no longer the last, so no leave is given for another.
    const at = this.heardAsks?.get(id);
    this.heardAsks?.delete(id);
    if (allow && at !== this.n) {
      allow = false;
      this.emit("reported", { words: `${this.peer} asked to undo an action that is no longer the last one here (the battle moved on since); refused, nothing was changed. ${this.peer} may ask again.`, msg: linkMsg.words("phones-undo-moved-on", { peer: this.peer }) });
    }
    // The writer keeps the leave its player gave: the undo that follows must name it,
    // and come before any other action here.
    if (allow && this.role === "writer") this.granted = { id, n: this.n };
    this.send(JSON.stringify({ kind: "answer", id, allow: Boolean(allow) }));
    this.emit("answered", { id, allow: Boolean(allow) });
  },

  // The writer: whether an undo proposal would undo its own player's action with no
  // leave of theirs: the engine then refuses it (after its own checks: one naming
  // another action is refused for that). The asking phone's check is not enough: it may
  // be another page, or lie. Each leave is used once, and only before any other action.
  unasked(read) {
    if (read.op !== "undo" || this.lastBy() !== "m") return false;
    const leave = this.granted;
    if (!leave || read.ask !== leave.id) return true;
    this.granted = null;
    return leave.n !== this.n;
  },

  onAnswer(read) {
    const settle = this.asks.get(read.id);
    // An answer to no ask (given up, or replayed): changes nothing.
    if (settle) settle(read.allow);
  },
};
