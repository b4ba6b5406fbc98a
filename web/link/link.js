// Two phones, one battle: the page's half of the protocol (the engine's is
// aftermath.replica). The writer holds the battle; the follower's taps are proposals the
// writer applies or refuses as its own taps, and every action applied is broadcast with
// its number and the hash of the game it left; the follower applies each to its own copy.
// All reading, checking and applying is the engine's, through ``battle``:
//   battle.act(type, payload)  an action, saved on the device as a tap's (the session)
//   battle.ask(type, payload)  a question that changes nothing
//   battle.replace(game)       the writer's whole game in place of this copy, saved
// ``transport`` carries text: send(text) -> whether it went; it calls link.onMessage(text)
// and link.onPeer(joined). ``keep`` holds what must outlive the page: the numbers and the
// proposals not yet answered, so a tap made while apart is sent when the phones meet again.
import { Guard } from "./guard.js";

// Actions kept to send again to a follower that missed some; past these it is sent the
// whole game.
const LOG_KEPT = 1000;
// A tap's refusal the engine answers, as opposed to a failure that may pass (a timeout).
const REFUSALS = new Set(["rule_violation", "invalid_data"]);
export const RETRY_MS = 3000;

const errorWords = (err) => (err && err.message) || String(err);

export class Link {
  constructor({ role, me, peer, transport, battle, keep, guard = new Guard(), clock = globalThis, now = () => Date.now(), retryMs = RETRY_MS }) {
    if (role !== "writer" && role !== "follower") throw new Error(`a link's role is writer or follower, not ${role}`);
    Object.assign(this, { role, me, peer, transport, battle, keep, guard, clock, now, retryMs });
    this.n = 0; // actions numbered (writer) or applied here (follower)
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
    }
    this.timer = this.clock.setInterval(() => this.retry(), this.retryMs);
  }

  stop() {
    if (this.timer !== null) this.clock.clearInterval(this.timer);
    this.timer = null;
    this.connected = false;
  }

  save() {
    return this.keep.save({ role: this.role, n: this.n, seen: this.seen, next: this.next, pending: [...this.pending] });
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
    // Back together: the follower asks for what it missed and sends what is unanswered.
    if (joined && this.role === "follower") this.inTurn(() => this.catchUp(true));
  }

  onMessage(text) {
    const wrong = this.guard.check(text);
    if (wrong) {
      this.emit("reported", { words: `Refused ${wrong} from ${this.peer}; nothing was changed.` });
      return Promise.resolve();
    }
    return this.inTurn(() => (this.role === "writer" ? this.forWriter(text) : this.forFollower(text)));
  }

  retry() {
    if (this.connected && this.role === "follower" && this.pending.size) this.inTurn(() => this.catchUp(false));
  }

  // -- a tap on this phone --------------------------------------------------------------
  // The writer's tap is applied here and broadcast; the follower's is proposed to the
  // writer, kept until answered. Resolves with the writer's reply, or the proposal's
  // number on the follower (its verdict comes as an "applied" or "refused" event).
  act(op, event, extra = {}) {
    return this.inTurn(() => (this.role === "writer" ? this.writerTap(op, event, extra) : this.propose(op, event)));
  }

  async writerTap(op, event, extra) {
    const reply = await this.battle.act(`game.${op}`, op === "push" ? { event, ...extra } : {});
    this.n += 1;
    await this.stampAndSend(op);
    await this.save();
    return reply;
  }

  async stampAndSend(op) {
    try {
      const { message } = await this.battle.ask("link.stamp", { n: this.n, op, by: this.me });
      this.remember(this.n, message);
      this.send(message);
    } catch (err) {
      // Applied and saved: the follower that asks for it is sent the whole game instead.
      this.emit("reported", { words: `Action ${this.n} was not sent: ${errorWords(err)}` });
    }
  }

  remember(n, text) {
    this.log.set(n, text);
    if (this.log.size > LOG_KEPT) this.log.delete(this.log.keys().next().value);
  }

  async propose(op, event) {
    const id = this.next;
    const { message } = await this.battle.ask("link.propose", { id, op, event });
    this.next = id + 1;
    this.pending.set(id, message);
    await this.save();
    const sent = this.send(message);
    this.emit("queued", { id, sent });
    return { id, sent };
  }

  // -- the writer -----------------------------------------------------------------------
  async forWriter(text) {
    let read;
    try {
      read = await this.battle.ask("link.read", { role: "writer", n: this.n, seen: this.seen, text });
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
    if (read.kind === "need") await this.resend(read.from, read.whole);
    else await this.applyProposal(read, text);
  }

  async resend(from, whole) {
    const all = [];
    for (let n = from; n <= this.n && !whole; n++) all.push(this.log.get(n));
    if (whole || from < 1 || from > this.n + 1 || all.some((t) => t === undefined)) {
      // The latest refusals go with it: one lost on the way is still said with its reason.
      const refused = [...this.refusals.values()].slice(-100).map((t) => JSON.parse(t)).map(({ id, reason, rule }) => ({ id, reason, rule }));
      const { message } = await this.battle.ask("link.state", { n: this.n, seen: this.seen, refused });
      this.send(message);
      return;
    }
    for (const text of all) this.send(text);
  }

  async applyProposal(read, text) {
    let reply;
    try {
      reply = await this.battle.act("link.apply", { role: "writer", n: this.n, seen: this.seen, text, by: this.peer });
    } catch (err) {
      // Not applied and not refused (the engine or the device failed): unanswered, so
      // the follower sends it again.
      if (!REFUSALS.has(err.type)) return this.emit("reported", { words: `Proposal ${read.id} waits: ${errorWords(err)}` });
      this.seen = read.id;
      const refusal = JSON.stringify({ kind: "refused", id: read.id, reason: String(err.message).slice(0, 600), rule: err.rule || "" });
      this.refusals.set(read.id, refusal);
      if (this.refusals.size > LOG_KEPT) this.refusals.delete(this.refusals.keys().next().value);
      await this.save();
      this.send(refusal);
      this.emit("refused", { id: read.id, reason: err.message, rule: err.rule || "", by: this.peer, error: err });
      return;
    }
    this.n = reply.link.n;
    this.seen = read.id;
    this.remember(this.n, reply.link.send);
    this.answered.set(read.id, this.n);
    if (this.answered.size > LOG_KEPT) this.answered.delete(this.answered.keys().next().value);
    await this.save();
    this.send(reply.link.send);
    this.lastAt = this.now();
    this.emit("applied", { n: this.n, by: this.peer, reply });
  }

  // -- the follower ---------------------------------------------------------------------
  async catchUp(all) {
    this.ask(this.n + 1, this.fresh, all);
    for (const text of this.pending.values()) this.send(text);
  }

  ask(from, whole, force = false) {
    const now = this.now();
    const same = this.asked && this.asked.from === from && this.asked.whole === whole;
    if (!force && same && now - this.asked.at < this.retryMs) return;
    this.asked = { from, whole, at: now };
    this.send(JSON.stringify(whole ? { kind: "need", from, whole } : { kind: "need", from }));
  }

  async forFollower(text) {
    let read;
    try {
      read = await this.battle.ask("link.read", { role: "follower", n: this.n, text });
    } catch (err) {
      if (err.type === "link_gap") this.ask(err.need, false);
      else if (err.type === "link_stale" && this.pending.has(err.id)) await this.settled(err.id);
      else this.refused(err);
      if (err.type === "link_mismatch") this.ask(this.n + 1, true);
      return;
    }
    if (read.kind === "refused") {
      this.pending.delete(read.id);
      await this.save();
      this.emit("refused", { id: read.id, reason: read.reason, rule: read.rule, by: this.peer });
    } else if (read.kind === "state") {
      await this.battle.replace(read.game);
      this.n = read.n;
      this.fresh = false;
      // Answered before the writer's game was sent: each is in it, or was refused there.
      const settled = [...this.pending.keys()].filter((id) => id <= read.seen);
      for (const id of settled) this.pending.delete(id);
      await this.save();
      const said = new Map((read.refused || []).map((r) => [r.id, r]));
      for (const id of settled.filter((i) => said.has(i))) this.emit("refused", { ...said.get(id), by: this.peer });
      this.emit("reloaded", { n: this.n, settled: settled.filter((i) => !said.has(i)) });
    } else {
      await this.applyAction(text);
    }
  }

  async applyAction(text) {
    let reply;
    try {
      reply = await this.battle.act("link.apply", { role: "follower", n: this.n, text, by: this.peer });
    } catch (err) {
      this.refused(err);
      // This copy and the writer's differ (or could not be compared): reload it whole.
      if (err.type === "link_mismatch" || REFUSALS.has(err.type)) this.ask(this.n + 1, true);
      return;
    }
    this.n = reply.link.n;
    const mine = reply.link.id !== null && reply.link.id !== undefined && this.pending.delete(reply.link.id);
    await this.save();
    this.lastAt = this.now();
    this.emit("applied", { n: this.n, id: reply.link.id, by: reply.link.by, mine, reply });
  }

  // A tap of this phone's whose action came (its first answer was lost, or crossed its
  // sending again): it is in the battle here already.
  async settled(id) {
    this.pending.delete(id);
    await this.save();
    this.emit("reloaded", { n: this.n, settled: [id] });
  }

  // A message that changed nothing, said with the engine's words.
  refused(err) {
    const quiet = err.type === "link_stale"; // a message sent twice: expected on a bad link
    this.emit("reported", { quiet, error: err.type, words: `Refused a message from ${this.peer}: ${errorWords(err)}` });
  }
}
