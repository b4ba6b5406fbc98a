// Who writes, on two phones: a term is one phone's reign as writer, numbered; the higher
// term writes (on equal terms, the writer whose name sorts first). Either phone may hand
// the role over (the follower first gets every action, then applies its own unanswered
// taps as the new writer); the follower may take over when the writer's phone is gone.
// When two copies meet after a take-over, the one of the lower term follows: the actions
// it wrote that the other never got are proposed again, applied or refused with the
// engine's reason, never dropped. Installed on Link (link.js): ``this`` is the link.
import * as linkMsg from "./message.js";
import { around, because } from "./message.js";

// Actions kept to send again (link.js's LOG_KEPT).
const LOG_KEPT = 1000;
// A tap's refusal the engine answers, as opposed to a failure that may pass (a timeout).
export const REFUSALS = new Set(["rule_violation", "invalid_data"]);
export const COMMON = new Set(["need", "term", "handover", "ask", "answer"]);
const TERMS_SAID = 100; // the engine's cap on a term message's terms
// The other phone taking the role (or stepping its own term on) at most this often: a
// player hands over or takes over a few times a game, and a phone stepping the term one
// at a time towards the engine's cap would need years at this pace.
export const RAISES = 10;
export const RAISE_MS = 60_000;

// The term whose actions follow ``base`` and include action ``n``, or undefined if the
// list was trimmed before it.
const termAt = (terms, n) => terms.filter((t) => t.base < n).at(-1);

// The last action two copies have alike: where their terms first differ.
export function parted(mine, theirs, limit) {
  const points = [...new Set([...mine, ...theirs].map((t) => t.base + 1))].filter((p) => p <= limit).sort((a, b) => a - b);
  for (const p of points) {
    const [a, b] = [termAt(mine, p), termAt(theirs, p)];
    if (a && b && (a.term !== b.term || a.writer !== b.writer)) return p - 1;
  }
  return limit;
}

// Whether the other phone (``writer``), writing in ``term``, answered this phone's
// proposal ``id`` of that term (applied in its battle, or refused there): never proposed
// again. A term this phone wrote in itself answered none of its proposals.
function answeredThere(t, term, id, writer = t.writer) {
  if (t.seen_term === term && id <= t.seen) return true;
  const reign = (t.terms || []).find((x) => x.term === term && x.writer === writer);
  return Boolean(reign && id <= (reign.seen ?? 0));
}

// Expected on a bad link or across a hand-over: a message sent twice, or of a term past.
const QUIET = new Set(["link_stale", "link_term"]);

export const said = (link) => [...link.refusals.values()].slice(-100).map((t) => JSON.parse(t)).map(({ id, reason, rule }) => ({ id, reason, rule }));

export const roles = {
  // A message that changed nothing, said with the engine's words.
  refused(err) {
    const quiet = QUIET.has(err.type);
    this.emit("reported", { quiet, error: err.type, words: `Refused a message from ${this.peer}: ${(err && err.message) || String(err)}`, msg: around(linkMsg.words("phones-refused-message", { peer: this.peer }), because(err)) });
  },

  remember(n, text) {
    this.log.set(n, text);
    if (this.log.size > LOG_KEPT) this.log.delete(this.log.keys().next().value);
  },

  ask(from, whole, force = false) {
    const now = this.now();
    const same = this.asked && this.asked.from === from && this.asked.whole === whole;
    if (!force && same && now - this.asked.at < this.retryMs) return;
    this.asked = { from, whole, at: now };
    this.send(JSON.stringify(whole ? { kind: "need", from, whole } : { kind: "need", from }));
  },

  async common(read) {
    if (read.kind === "need") {
      // Only the phone that wrote the actions sends them (a follower's copy is not the
      // battle): the writer, or the one that handed the role over, until it is taken up.
      if (this.role !== "writer" && this.handed === null) return undefined;
      if (read.from - 1 > this.acked) this.acked = Math.min(read.from - 1, this.n);
      return this.resend(read.from, read.whole);
    }
    if (read.kind === "term") return this.onTerm(read);
    if (read.kind === "handover") return this.role === "writer" && this.handed === null ? this.handOver() : undefined;
    if (read.kind === "ask") return this.onAsk(read);
    return this.onAnswer(read);
  },

  // The writer answered proposal ``id``: said with this term, so the other phone, taking
  // over later, knows which of its taps were answered here.
  answer(id) {
    this.seen = id;
    if (this.terms.at(-1)?.term === this.term) this.terms.at(-1).seen = id;
  },

  // Whose each action is, as far as this phone knows: Undo asks before undoing another's.
  own(op, reply, who) {
    if (op === "push" && reply && Number.isInteger(reply.actions)) this.owners = this.owners.slice(0, reply.actions - 1).padEnd(reply.actions - 1, "?") + who;
    if (reply && Number.isInteger(reply.actions)) this.actions = reply.actions;
    else if (reply && Number.isInteger(reply.removed)) this.actions = reply.removed - 1;
  },

  // The follower says which actions it has (the writer keeps on the device only those
  // it has not said it has).
  ack() {
    this.ackSent = this.n;
    this.send(JSON.stringify({ kind: "need", from: this.n + 1 }));
  },

  // Who writes, as this phone knows it (on meeting), or, handed over, the new term.
  async announce() {
    const term = this.handed ?? this.term;
    const writer = this.handed === null ? this.writer : this.peer;
    const base = this.handed === null ? this.base ?? 0 : this.n;
    const answered = this.role === "writer" || this.handed !== null ? { seen: this.seen, seen_term: this.term } : { seen: this.last.seen, ...(this.last.term ? { seen_term: this.last.term } : {}) };
    const { message } = await this.battle.ask("link.announce", { term, writer, base, n: this.n, ...answered,
      refused: said(this), terms: this.terms.slice(-TERMS_SAID) });
    this.send(message);
  },

  // The latest term this phone knows of: its own, or one it handed over or was handed.
  // A term message further on than one past it is refused by the engine (link.read).
  known() {
    return Math.max(this.term, this.handed ?? 0, this.handing?.term ?? 0);
  },

  raisedTooOften() {
    const now = this.now();
    this.raises = (this.raises || []).filter((at) => now - at < RAISE_MS);
    if (this.raises.length >= RAISES) return true;
    this.raises.push(now);
    return false;
  },

  async onTerm(t) {
    const newer = t.term > this.term || (t.term === this.term && t.writer !== this.writer && t.writer < this.writer);
    if (!newer) {
      // The other phone is behind (or has not taken up this phone's hand-over): said again.
      if (t.term < (this.handed ?? this.term) || (this.handed !== null && t.term === this.term)) await this.announce();
      return;
    }
    if (t.writer === this.me) return this.toWrite(t);
    if (t.term > this.term && this.raisedTooOften()) {
      this.emit("reported", { words: `Refused ${this.peer}'s term ${t.term}: it took the battle over more than ${RAISES} times in ${RAISE_MS / 1000} s; nothing was changed. It is taken up when the phones next meet after that.`,
        msg: linkMsg.words("phones-term-too-often", { peer: this.peer, term: t.term, times: RAISES, seconds: RAISE_MS / 1000 }) });
      return;
    }
    // Not handed over by this phone: the other took the battle over by a tap there (its
    // term is later), said here in words, never silently.
    if (this.role === "writer" && this.handed === null) {
      this.emit("reported", { words: `${this.peer} took the battle over (term ${t.term}): this phone follows it now.`, msg: linkMsg.words("phones-took-over", { peer: this.peer, term: t.term }) });
    }
    return this.toFollow(t);
  },

  // The writer role handed to this phone: it first gets every action up to the term's base.
  async toWrite(t) {
    this.handing = t;
    if (this.n === t.base && t.same) return this.becomeWriter(t.term, t.base, t);
    this.ask(this.n + 1, this.n > t.base || this.n === t.base, true);
  },

  async tookUp() {
    if (this.handing && this.n === this.handing.base) await this.becomeWriter(this.handing.term, this.handing.base, this.handing);
  },

  // This phone writes from ``term`` on, after action ``base``; its taps not yet answered
  // are applied now as its own (the old writer's answers to them first: ``t.seen``).
  async becomeWriter(term, base, t = null) {
    const refusedThere = new Map((t?.refused || []).map((r) => [r.id, r]));
    const kept = [];
    for (const [id, text] of this.pending) {
      if (t && answeredThere(t, this.term, id, this.peer)) {
        const r = refusedThere.get(id) || { reason: `${this.peer} refused it (its reason was not kept)`, rule: "" };
        this.emit("refused", { id, reason: r.reason, rule: r.rule, by: this.peer });
      } else kept.push([id, JSON.parse(text)]);
    }
    const was = this.term;
    const terms = (t?.terms?.length ? t.terms : this.terms).filter((x) => x.base < base || (x.base === base && x.term < term));
    Object.assign(this, { role: "writer", term, writer: this.me, base, seen: 0, next: 1, handing: null, handed: null,
      pending: new Map(), terms: [...terms, { term, base, writer: this.me }] });
    this.refusals.clear();
    this.answered.clear();
    await this.save();
    this.emit("writer", { writer: this.me, term });
    for (const [id, { op, event }] of kept) await this.applyOwn(id, op, event, was);
    await this.announce();
  },

  // ``was``: the term the tap was proposed in; kept with its action, so that the tap is
  // not proposed again to a writer of that term that had answered it.
  async applyOwn(id, op, event, was) {
    let reply;
    try {
      const { message } = await this.battle.ask("link.propose", { id: 1, op, event, term: this.term });
      reply = await this.battle.act("link.apply", { role: "writer", n: this.n, seen: 0, text: message, by: this.me, term: this.term });
    } catch (err) {
      const words = err.message || String(err);
      if (REFUSALS.has(err.type)) this.emit("refused", { id, reason: words, rule: err.rule || "", by: this.me, error: err });
      else this.emit("reported", { words: `Tap ${id} of this phone was not applied: ${words}`, msg: around(linkMsg.words("phones-tap-not-applied", { id }), because(err)) });
      return;
    }
    this.n = reply.link.n;
    this.own(op, reply, "m");
    this.origins.set(this.n, [was, id]);
    await this.stampAndSend(op);
    await this.save();
    this.emit("applied", { n: this.n, id, by: this.me, mine: true, reply });
  },

  // The other phone writes in a later term: this phone follows, and proposes again its
  // taps not yet answered and the actions it wrote that the other never got.
  async toFollow(t) {
    const fork = parted(this.terms, t.terms, Math.min(this.n, t.n));
    const again = [];
    for (const [id, text] of this.pending) {
      if (answeredThere(t, this.term, id)) {
        const r = (t.refused || []).find((x) => x.id === id);
        if (r) this.emit("refused", { ...r, by: this.peer });
        else this.emit("reloaded", { n: this.n, settled: [id] });
      } else again.push(JSON.parse(text));
    }
    for (const [n, text] of [...this.log].sort(([a], [b]) => a - b)) {
      if (n <= fork) continue;
      const action = JSON.parse(text);
      const origin = this.origins.get(n);
      if (origin && answeredThere(t, origin[0], origin[1])) {
        this.emit("reported", { words: `Tap ${origin[1]} of this phone's was answered by ${this.peer} before: its answer is in ${this.peer}'s battle.`, msg: linkMsg.words("phones-tap-answered", { id: origin[1], peer: this.peer }) });
      } else if (action.by === this.me && termAt(this.terms, n)?.writer === this.me) {
        // Stamped by this phone itself as its own (the writer's ``by`` is never taken).
        again.push({ op: action.op, event: action.event });
      }
      this.log.delete(n);
      this.origins.delete(n);
    }
    const apart = this.n > fork;
    if (this.role === "writer" || this.handed !== null) this.last = { seen: this.seen, term: this.term };
    Object.assign(this, { role: "follower", term: t.term, writer: t.writer, base: t.base, next: 1, seen: 0, handed: null,
      handing: null, pending: new Map(), terms: t.terms, fresh: this.fresh || apart, acked: Math.min(this.acked, fork) });
    if (apart) this.owners = "";
    await this.save();
    this.emit("follower", { writer: t.writer, term: t.term, again: again.length });
    for (const { op, event } of again) await this.propose(op, event);
    this.ask(this.n + 1, this.fresh, true);
  },

  // -- the controls ---------------------------------------------------------------------
  // The writer hands the role over: from now its taps are proposals, kept until the
  // other phone takes the role up (it first gets every action).
  async handOver() {
    if (this.role !== "writer") throw linkMsg.withMsg(new Error(`${this.writer} holds the battle: ask it to hand over.`), linkMsg.words("phones-not-holder", { writer: this.writer }));
    if (!this.connected) throw linkMsg.withMsg(new Error(`Not connected to ${this.peer}: hand over when the phones are connected, or ${this.peer} takes over.`), linkMsg.words("phones-hand-over-apart", { peer: this.peer }));
    this.handed = this.term + 1;
    this.role = "follower";
    await this.save();
    await this.announce();
    this.emit("handing", { writer: this.peer, term: this.handed });
  },

  // A control on either phone: the writer hands over, the follower asks for the role.
  requestHandOver() {
    return this.inTurn(async () => {
      if (this.role === "writer") return this.handOver();
      if (!this.connected) throw linkMsg.withMsg(new Error(`Not connected to ${this.peer}: ask again when connected, or take over.`), linkMsg.words("phones-ask-apart", { peer: this.peer }));
      this.send(JSON.stringify({ kind: "handover", term: this.term + 1 }));
      this.emit("asked-role", { writer: this.writer });
    });
  },

  // The writer's phone is gone: this phone holds the battle from its own copy. Never
  // done without a tap: the writer may only be out of range.
  takeOver() {
    return this.inTurn(async () => {
      if (this.role === "writer") return;
      // One past the latest term both phones may know: a term this phone handed over
      // and never heard taken up is not counted (the other phone, if it took it up, is
      // of the same term with another writer, settled by name when they meet), so the
      // other phone always finds a take-over one term past what it knows.
      const term = Math.max(this.term, this.handing?.term ?? 0) + 1;
      await this.becomeWriter(term, this.n);
    });
  },
};
