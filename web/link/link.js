// Two phones, one battle: the page's half of the protocol (the engine's is
// aftermath.replica). The writer holds the battle; the follower's taps are proposals the
// writer applies or refuses as its own taps; each action applied is broadcast with its
// number and hash, and the follower applies it to its copy. Who writes: roles.js.
// All reading, checking and applying is the engine's, through ``battle``:
//   battle.act(type, payload)  an action, saved on the device as a tap's (the session)
//   battle.ask(type, payload)  a question that changes nothing
//   battle.replace(game)       the writer's whole game in place of this copy, saved
//   battle.keepCopy(label)     this copy kept apart, before a whole game that does not keep
//                              its actions: its name (null: it held nothing to keep)
// ``transport`` carries text: send(text) -> whether it went; it calls link.onMessage(text)
// and link.onPeer(joined). ``keep`` holds what must outlive the page: the numbers and the
// proposals not yet answered, so a tap made while apart is sent when the phones meet again.
import { Guard } from "./guard.js";
import { roles, COMMON, REFUSALS } from "./roles.js";
import { undoAsks } from "./undo_ask.js";
import { following } from "./follower.js";
import { wholeGames, WHOLE_MS } from "./whole.js";
import { around, because, words } from "./message.js";
export { WHOLE_MS };

// Actions kept to send again to a follower that missed some (past these: the whole game).
const LOG_KEPT = 1000;
export const RETRY_MS = 3000;

const errorWords = (err) => (err && err.message) || String(err);

export class Link {
  constructor({ role, me, peer, transport, battle, keep, guard = new Guard(), clock = globalThis, now = () => Date.now(), retryMs = RETRY_MS, wholeMs = WHOLE_MS }) {
    if (role !== "writer" && role !== "follower") throw new Error(`a link's role is writer or follower, not ${role}`);
    Object.assign(this, { role, me, peer, transport, battle, keep, guard, clock, now, retryMs, wholeMs });
    this.n = 0; // actions numbered (writer) or applied here (follower)
    this.base = 0; // the action this term began after
    this.seen = 0; // writer: proposals answered
    this.next = 1; // follower: the next proposal's number
    this.pending = new Map(); // follower: proposal number -> its text, until answered
    this.log = new Map(); // writer: action number -> its text
    this.refusals = new Map(); // writer: proposal number -> the refusal sent (the latest)
    this.answered = new Map(); // writer: proposal number -> the action it became (the latest)
    this.connected = false;
    this.lastAt = null; // when the last action arrived from the other phone
    this.asked = null; // follower: the last ``need`` sent, and when
    this.listeners = new Set();
    this.turn = Promise.resolve();
    this.timer = null;
    // Who writes: the term (a writer's reign) and the terms this copy's actions were
    // written in; ``handed`` the term this phone handed over to, not yet taken up;
    // ``handing`` the term this phone is to write in, once it has every action.
    this.term = 1;
    this.writer = role === "writer" ? me : peer;
    this.terms = [{ term: 1, base: 0, writer: this.writer }];
    this.handed = null;
    this.handing = null;
    this.acked = 0; // writer: actions the other phone said it has
    this.ackSent = 0;
    this.last = { seen: 0, term: null }; // proposals answered as writer, and in which term
    this.owners = ""; // whose each action in the battle is: "m" this phone's, "p" the other's
    this.actions = 0; // actions in the battle now (undone ones left out)
    this.asks = new Map();
    this.askNext = 0;
    this.origins = new Map(); // action number -> [term, id]: a tap of this phone's proposed in that term
    Object.assign(this, { granted: null, wholeSent: null, needDue: null, needBudget: null }); // writer: undo_ask.js, whole.js
  }

  on(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  emit(type, detail = {}) {
    for (const fn of this.listeners) fn({ type, ...detail });
  }

  // The numbers and unanswered proposals kept on the device, then the transport's calls.
  async start() {
    const kept = await this.keep.load();
    // Never linked before: the first thing asked of the writer is its whole game.
    this.fresh = !kept;
    if (kept) {
      this.n = kept.n;
      this.seen = kept.seen;
      this.next = kept.next;
      this.pending = new Map(kept.pending);
      // Kept before hand-overs existed: term 1, its writer the phone that holds the battle.
      if (kept.role) this.role = kept.role;
      if (kept.term) Object.assign(this, { term: kept.term, writer: kept.writer, terms: kept.terms, handed: kept.handed ?? null, base: kept.base,
        acked: kept.acked ?? 0, last: kept.last ?? this.last, owners: kept.owners ?? "", actions: kept.actions ?? 0 });
      for (const [n, text] of kept.tail || []) this.log.set(n, text);
      this.origins = new Map(kept.origins || []);
      if (typeof kept.join === "string") this.join = kept.join;
      if (kept.hand && typeof kept.hand === "object") this.hand = kept.hand;
    }
    this.timer = this.clock.setInterval(() => this.retry(), this.retryMs);
  }

  stop() {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
    this.connected = false;
  }

  save() {
    // The actions this phone wrote that the other has not said it has: re-proposed if
    // the other took over without them.
    const tail = [...this.log].filter(([n]) => n > this.acked);
    const origins = [...this.origins].filter(([n]) => n > this.acked);
    const { role, me, peer, n, seen, next, term, writer, terms, handed, base, acked, last, owners, actions } = this;
    // ``join``: a joining phone's token, named in its hand-overs (handover_link.js);
    // ``hand``: the key its hand-overs are signed with (handover_key.js).
    const byHand = { ...(this.join ? { join: this.join } : {}), ...(this.hand ? { hand: this.hand } : {}) };
    return this.keep.save({ role, me, peer, n, seen, next, pending: [...this.pending], term, writer, terms, handed, base, acked, last, owners, actions, tail, origins, ...byHand });
  }

  // One thing at a time: the numbers move only in the order the battle does.
  inTurn(fn) {
    const run = this.turn.then(fn, fn);
    this.turn = run.then(() => {}, () => {});
    return run;
  }

  send(text) {
    return this.connected && this.transport.send(text) !== false;
  }

  // -- the transport ------------------------------------------------------------------
  onPeer(joined) {
    this.connected = joined;
    this.emit("status", { connected: joined });
    // Back together: each says who writes; the follower asks for what it lacks, sends taps.
    if (joined) this.inTurn(() => this.announce());
    if (joined && this.role === "follower") this.inTurn(() => this.catchUp(true));
  }

  onMessage(text) {
    const wrong = this.guard.check(text);
    if (wrong) {
      this.emit("reported", { words: `Refused ${wrong} from ${this.peer}; nothing was changed.`, msg: around(words("phones-refused-from", { peer: this.peer }), this.guard.why) });
      return Promise.resolve();
    }
    return this.inTurn(() => (this.role === "writer" ? this.forWriter(text) : this.forFollower(text)));
  }

  retry() {
    // A hand-over not yet taken up is said again; the phone it went to asks again.
    if (this.connected && this.handed !== null) this.inTurn(() => this.announce());
    if (this.connected && this.handing) this.inTurn(() => this.toWrite(this.handing));
    if (this.connected && (this.wholeSent?.due || this.needDue)) this.inTurn(() => this.resendDue());
    if (this.connected && this.role === "follower" && this.pending.size) this.inTurn(() => this.catchUp(false));
    else if (this.connected && this.role === "follower" && this.n > this.ackSent) this.ack();
  }

  // -- a tap on this phone --------------------------------------------------------------
  // The writer's tap is applied here and broadcast; the follower's is proposed to the
  // writer, kept until answered. Resolves with the writer's reply, or the proposal's
  // number on the follower (its verdict comes as an "applied" or "refused" event).
  // ``extra.ask``: a follower's undo of the other player's action names the leave given.
  act(op, event, extra = {}) {
    return this.inTurn(() => (this.role === "writer" ? this.writerTap(op, event, extra) : this.propose(op, event, extra.ask)));
  }

  async writerTap(op, event, extra) {
    const reply = await this.battle.act(`game.${op}`, op === "push" ? { event, ...extra } : {});
    this.n += 1;
    this.own(op, reply, "m");
    await this.stampAndSend(op);
    await this.save();
    return reply;
  }

  async stampAndSend(op) {
    try {
      const { message } = await this.battle.ask("link.stamp", { n: this.n, op, by: this.me, term: this.term });
      this.remember(this.n, message);
      this.send(message);
    } catch (err) {
      // Applied and saved: the follower that asks for it is sent the whole game instead.
      this.emit("reported", { words: `Action ${this.n} was not sent: ${errorWords(err)}`, msg: around(words("phones-action-not-sent", { n: this.n }), because(err)) });
    }
  }

  async propose(op, event, ask) {
    const id = this.next;
    const { message } = await this.battle.ask("link.propose", { id, op, event, term: this.term, ...(op === "undo" && ask ? { ask } : {}) });
    this.next = id + 1;
    this.pending.set(id, message);
    await this.save();
    // Handed over and not yet taken up: kept, and sent in the new writer's term.
    const sent = this.handed === null && this.writer !== this.me && this.send(message);
    this.emit("queued", { id, sent });
    return { id, sent };
  }

  // -- the writer -----------------------------------------------------------------------
  async forWriter(text) {
    let read;
    try {
      read = await this.battle.ask("link.read", { role: "writer", n: this.n, seen: this.seen, term: this.term, known: this.known(), text, me: this.me, peer: this.peer });
    } catch (err) {
      // A proposal answered before: its answer again (its refusal, or the action it
      // became), or, the answer forgotten (this page was reloaded since), the whole game,
      // which settles it on the follower.
      if (err.type === "link_stale" && this.refusals.has(err.got)) this.send(this.refusals.get(err.got));
      else if (err.type === "link_stale" && this.log.has(this.answered.get(err.got))) this.send(this.log.get(this.answered.get(err.got)));
      else if (err.type === "link_stale" && Number.isInteger(err.got)) await this.resend(1, true);
      else if (err.type !== "link_stale" && err.type !== "link_gap") this.refused(err);
      return;
    }
    if (COMMON.has(read.kind)) await this.common(read);
    else await this.applyProposal(read, text);
  }

  async applyProposal(read, text) {
    let reply;
    try {
      const unasked = this.unasked(read);
      reply = await this.battle.act("link.apply", { role: "writer", n: this.n, seen: this.seen, text, by: this.peer, term: this.term, ...(unasked ? { unasked } : {}) });
    } catch (err) {
      // Not applied and not refused (the engine or the device failed): unanswered, so
      // the follower sends it again.
      if (!REFUSALS.has(err.type)) return this.emit("reported", { words: `Proposal ${read.id} waits: ${errorWords(err)}`, msg: around(words("phones-proposal-waits", { id: read.id }), because(err)) });
      this.answer(read.id);
      const refusal = JSON.stringify({ kind: "refused", id: read.id, reason: String(err.message).slice(0, 600), rule: err.rule || "", term: this.term });
      this.refusals.set(read.id, refusal);
      if (this.refusals.size > LOG_KEPT) this.refusals.delete(this.refusals.keys().next().value);
      await this.save();
      this.send(refusal);
      this.emit("refused", { id: read.id, reason: err.message, rule: err.rule || "", by: this.peer, error: err });
      return;
    }
    this.answer(read.id);
    this.n = reply.link.n;
    this.own(read.op, reply, "p");
    this.remember(this.n, reply.link.send);
    this.answered.set(read.id, this.n);
    if (this.answered.size > LOG_KEPT) this.answered.delete(this.answered.keys().next().value);
    await this.save();
    this.send(reply.link.send);
    this.lastAt = this.now();
    this.emit("applied", { n: this.n, by: this.peer, reply });
  }
}

Object.assign(Link.prototype, roles, undoAsks, wholeGames, following);
