// Fakes for the two-phone link's tests: a toy engine answering the link.* and game.*
// requests as the real one does (a game of numbered dice; "bad" is refused as a rule), a
// device that keeps the link's numbers, and a transport between two phones that can
// drop, repeat, swap and hold messages, and be cut and joined again.
// The link says its refusals from the catalogue (Fluent, read as the build bundles it).
import "./vendor.mjs";

const fail = (type, message, extra = {}) => Object.assign(new Error(message), { type, ...extra });

export class ToyEngine {
  constructor(seed = 1) {
    this.events = [];
    this.redo = [];
    this.seed = seed;
    this.requests = [];
  }

  hash() {
    return JSON.stringify({ e: this.events, r: this.redo.length });
  }

  roll() {
    this.seed = (this.seed * 48271) % 2147483647;
    return 1 + (this.seed % 6);
  }

  // One tap's rules: a die from 1 to 6, rolled here if left out; "bad" is never allowed.
  // An undo or redo naming its action is refused if that is not the one it would undo.
  do(op, event, rolls = true) {
    const top = op === "undo" ? this.events.at(-1) : this.redo.at(-1);
    if (op !== "push" && event && JSON.stringify(top) !== JSON.stringify(event)) {
      throw fail("rule_violation", `the action to ${op} is no longer the last action here (history)`, { rule: "history" });
    }
    if (op === "undo") {
      if (!this.events.length) throw fail("rule_violation", "there is nothing to undo (history)", { rule: "history" });
      this.redo.push(this.events.pop());
      return this.redo.at(-1);
    }
    if (op === "redo") {
      if (!this.redo.length) throw fail("rule_violation", "there is nothing to redo (history)", { rule: "history" });
      this.events.push(this.redo.pop());
      return this.events.at(-1);
    }
    if (!event || event.kind === "bad") throw fail("rule_violation", "Not now: a bad tap (T-1)", { rule: "T-1" });
    if (event.kind !== "die") throw fail("invalid_data", `event.kind: must be die or bad, got ${event.kind}`, { field: "event.kind" });
    if (event.v === undefined && !rolls) throw fail("invalid_data", "message.event: must carry every die", { field: "message.event" });
    const done = { kind: "die", v: event.v === undefined ? this.roll() : event.v, ...(event.tag === undefined ? {} : { tag: event.tag }) };
    this.events.push(done);
    this.redo = [];
    return done;
  }

  read(text, role) {
    let m;
    try {
      m = JSON.parse(text);
    } catch {
      throw fail("invalid_data", "message: must be valid JSON", { field: "message" });
    }
    const both = ["need", "term", "handover", "ask", "answer"];
    const kinds = role === "writer" ? ["propose", ...both] : ["action", "state", "refused", ...both];
    if (!m || !kinds.includes(m.kind)) throw fail("invalid_data", `message.kind: must be one a ${role} is sent`, { field: "message.kind" });
    return m;
  }

  // The battle's name between the phones (the engine's: the hash of its start).
  link_hash() {
    return { hash: this.hash(), battle: this.battle ?? "0123456789abcdef" };
  }

  request(type, p) {
    this.requests.push(type);
    const answer = this[type.replace(".", "_")](p);
    return Promise.resolve(structuredClone(answer));
  }

  game_push(p) {
    this.do("push", p.event);
    return { actions: this.events.length };
  }

  game_undo() {
    this.do("undo");
    return { removed: this.events.length, actions: this.events.length };
  }

  game_redo() {
    this.do("redo");
    return { actions: this.events.length };
  }

  link_propose({ id, op, event, term, ask }) {
    if (op === "push" && (!event || !["die", "bad"].includes(event.kind))) throw fail("invalid_data", "event.kind: must be die or bad", { field: "event.kind" });
    return { message: JSON.stringify({ kind: "propose", id, op, ...(event ? { event } : {}), term, ...(ask ? { ask } : {}) }) };
  }

  link_stamp({ n, op, by, term }) {
    const event = op === "undo" ? this.redo.at(-1) : this.events.at(-1);
    return { message: JSON.stringify({ kind: "action", n, op, event, by, hash: this.hash(), term }) };
  }

  link_state({ n, seen, refused, term }) {
    return { message: JSON.stringify({ kind: "state", n, seen, refused, game: { events: this.events, redo: this.redo }, hash: this.hash(), term }) };
  }

  link_announce(p) {
    const { game_id: _g, ...said } = p;
    return { message: JSON.stringify({ kind: "term", ...said, hash: this.hash() }) };
  }

  link_ask({ id }) {
    if (!this.events.length) throw fail("rule_violation", "there is nothing to undo (history)", { rule: "history" });
    const event = this.events.at(-1);
    return { message: JSON.stringify({ kind: "ask", id, event }), summary: `die ${event.v}`, event };
  }

  link_read({ role, n, seen, text, term = 1, known = term, me, peer, whole = true, proposed = [] }) {
    const m = this.read(text, role);
    // As the engine: a term names one of the two phones, and is at most one past the
    // latest term this phone knows; an older whole game is stale unless this phone asked
    // for the whole game.
    if (m.kind === "term" && me !== undefined && m.writer !== me && m.writer !== peer) {
      throw fail("invalid_data", `message.writer: must be ${me} or ${peer}, got ${m.writer}`, { field: "message.writer" });
    }
    if (m.kind === "term" && m.term > known + 1) {
      throw fail("invalid_data", `message.term: must be at most ${known + 1}, one past the latest term this phone knows (${known}), got ${m.term}`, { field: "message.term" });
    }
    if (m.kind === "state" && !whole && (m.n < n || (m.term ?? 1) < term)) {
      throw fail("link_stale", `whole game of term ${m.term ?? 1} at action ${m.n} was already answered`, { got: m.n });
    }
    const earlier = ["action", "state"].includes(m.kind) && (m.term ?? 1) < term;
    if (["propose", "action", "state", "refused"].includes(m.kind) && (m.term ?? 1) !== term && !earlier) {
      throw fail("link_term", `a message of term ${m.term ?? 1} arrived in term ${term}`, { got: m.term ?? 1 });
    }
    if (m.kind === "term") return { ...m, seen: m.seen ?? 0, refused: m.refused || [], terms: m.terms || [], same: m.hash === this.hash() };
    if (m.kind === "handover") return { kind: "handover", term: m.term };
    if (m.kind === "answer") return { kind: "answer", id: m.id, allow: m.allow };
    if (m.kind === "ask") {
      const last = JSON.stringify(this.events.at(-1)) === JSON.stringify(m.event);
      return { kind: "ask", id: m.id, last, summary: last ? `die ${m.event.v}` : "" };
    }
    if (m.kind === "need") return { kind: "need", from: m.from, whole: Boolean(m.whole) };
    if (m.kind === "refused") return { kind: "refused", id: m.id, reason: m.reason, rule: m.rule };
    if (m.kind === "state") return { kind: "state", n: m.n, term: m.term ?? 1, seen: m.seen, refused: m.refused, game: m.game, differs: this.keptBy(m.game), unanswered: this.unanswered(m, proposed) };
    const [number, have, what] = m.kind === "propose" ? [m.id, seen, "proposal"] : [m.n, n, "action"];
    if (m.kind === "action" && m.n === n && m.hash !== this.hash()) throw fail("link_mismatch", `action ${m.n} is not this phone's`);
    if (number <= have) throw fail("link_stale", `${what} ${number} was already answered`, { got: number });
    if (number > have + 1) throw fail("link_gap", `${what} ${number} arrived before ${have + 1}`, { need: have + 1 });
    return { kind: m.kind, id: m.id, n: m.n, op: m.op, ...(m.ask ? { ask: m.ask } : {}) };
  }

  // As the engine's replica.kept_by: where a whole game parts from this copy's actions
  // (its actions, then those it can redo), or null if it keeps them all.
  keptBy(game) {
    const line = [...game.events, ...[...game.redo].reverse()].map((e) => JSON.stringify(e));
    const at = this.events.findIndex((e, i) => line[i] !== JSON.stringify(e));
    if (at < 0) return null;
    return { at: at + 1, ours: `die ${this.events[at].v}`, theirs: game.events[at] ? `die ${game.events[at].v}` : "" };
  }

  // As the engine's replica.unanswered: this phone's pushes the whole game ``m`` says it
  // answered, each in order one of its actions after those this copy holds, or not.
  unanswered(m, proposed) {
    const said = new Set((m.refused || []).map((r) => r.id));
    const taps = proposed.map((t) => JSON.parse(t)).filter((p) => p.kind === "propose" && (p.term ?? 1) === (m.term ?? 1) && p.id <= (m.seen ?? 0) && !said.has(p.id) && p.op === "push").sort((x, y) => x.id - y.id);
    const parted = this.keptBy(m.game);
    let at = parted === null ? this.events.length : Math.max(parted.at - 1, 0);
    const line = [...m.game.events, ...[...m.game.redo].reverse()];
    const out = [];
    for (const tap of taps) {
      const found = line.findIndex((e, i) => i >= at && e.kind === tap.event.kind && (tap.event.v === undefined || tap.event.v === e.v));
      if (found >= 0) at = found + 1;
      else out.push({ id: tap.id, why: `no die ${tap.event.v ?? ""} after action ${at}` });
    }
    return out;
  }

  link_apply({ role, n, text, by, term = 1, unasked = false, proposed }) {
    const m = this.read(text, role);
    if ((m.term ?? 1) !== term && !(m.kind === "action" && (m.term ?? 1) < term)) throw fail("link_term", `a message of term ${m.term ?? 1} arrived in term ${term}`, { got: m.term ?? 1 });
    if (role === "writer") {
      // As the engine: an undo naming another action is refused for that first.
      if (unasked && m.op === "undo" && (!m.event || JSON.stringify(m.event) === JSON.stringify(this.events.at(-1)))) {
        throw fail("rule_violation", "the other player may not undo this player's action without their leave (history)", { rule: "history" });
      }
      this.do(m.op, m.event);
      const sent = JSON.parse(this.link_stamp({ n: n + 1, op: m.op, by, term }).message);
      return { as: `game.${m.op}`, actions: this.events.length, link: { kind: "propose", n: n + 1, id: m.id, by, send: JSON.stringify({ ...sent, id: m.id }) } };
    }
    if (m.n !== n + 1) throw fail("link_gap", "not the next", { need: n + 1 });
    // As the engine: answering this phone's tap, only an action of the tap's term, and
    // only with that tap's action (a die it left out may be rolled).
    const asked = proposed !== undefined ? JSON.parse(proposed) : null;
    const tap = asked && (asked.term ?? 1) === (m.term ?? 1) ? asked : null;
    if (tap && (tap.op !== m.op || (m.op === "push" && (tap.event.kind !== m.event.kind || (tap.event.v !== undefined && tap.event.v !== m.event.v))))) {
      throw fail("link_substituted", `action ${m.n} answers this phone's tap ${m.id} with another action; nothing was applied, and the tap still waits`, { id: m.id });
    }
    const kept = structuredClone([this.events, this.redo]);
    this.do(m.op, m.op === "push" ? m.event : undefined, false);
    if (this.hash() !== m.hash) {
      [this.events, this.redo] = kept;
      throw fail("link_mismatch", `action ${m.n} would leave this phone's battle differing from the other's`);
    }
    return { as: `game.${m.op}`, actions: this.events.length, link: { kind: "action", n: m.n, id: m.id ?? null, by: m.by, mine: tap !== null } };
  }
}

// A phone: its engine behind the battle interface the link is given, and its device.
export function phone(seed) {
  const engine = new ToyEngine(seed);
  const kept = { value: null };
  const copies = [];
  return {
    engine,
    kept,
    battle: {
      act: (type, payload) => engine.request(type, payload),
      ask: (type, payload) => engine.request(type, payload),
      replace: async (game) => {
        engine.events = structuredClone(game.events);
        engine.redo = structuredClone(game.redo);
      },
      // This copy kept as a battle of its own: its name.
      keepCopy: async (label) => {
        copies.push({ label, events: structuredClone(engine.events), redo: structuredClone(engine.redo) });
        return `Battle (${label})`;
      },
    },
    copies,
    keep: { load: async () => structuredClone(kept.value), save: async (v) => { kept.value = structuredClone(v); } },
  };
}

// Two ends of one link. ``faults(text)`` picks what happens to each message sent:
// "deliver", "drop", "repeat" or "hold" (delivered after the next one).
export function wire(faults = () => "deliver") {
  const ends = [];
  const queues = [[], []];
  let up = false;
  const end = (i) => ({
    listen(link) { ends[i] = link; },
    send(text) {
      if (!up) return false;
      const fault = faults(text);
      const q = queues[1 - i];
      if (fault === "drop") return true;
      if (fault === "hold" && q.length) q.splice(q.length - 1, 0, text);
      else q.push(text);
      if (fault === "repeat") q.push(text);
      return true;
    },
  });
  const a = end(0);
  const b = end(1);
  return {
    a, b, queues,
    bytes: 0,
    join() { up = true; ends.forEach((l) => l.onPeer(true)); },
    cut() { up = false; queues.forEach((q) => q.splice(0)); ends.forEach((l) => l.onPeer(false)); },
    // Delivers until both queues are empty and each link has settled.
    async flush(limit = 100000) {
      for (let i = 0; i < limit; i++) {
        const side = queues[0].length ? 0 : queues[1].length ? 1 : -1;
        if (side < 0) {
          await Promise.all(ends.map((l) => l.turn));
          if (!queues[0].length && !queues[1].length) return;
          continue;
        }
        const text = queues[side].shift();
        this.bytes += new TextEncoder().encode(text).length;
        await ends[side].onMessage(text);
      }
      throw new Error("the link never settled");
    },
  };
}
