// The link's messages carried by hand, with no network: at a pause in the game, one
// phone shows what the other lacks as QR codes (handover.js), the other scans them and
// its link reads each as it would the same message over a network (link.js: the
// engine's checks, gaps said, refusals in the engine's words). Nothing here reads a
// message's meaning but the one the engine reads: the follower's ``need``.
//
// What a hand-over carries:
//   the follower's: what it asks for (the actions after its last, or the whole game if
//     it never had one of the writer's) and every tap not yet answered;
//   the writer's: every action after the last the follower said it has (all of them,
//     until it says), or the whole game when they are not all kept or it was asked,
//     and the answers given to its proposals (refusals) since it last handed over.
// A hand-over is never acknowledged: what was handed over and not scanned is asked for
// again by the next one, and what is scanned twice is a message sent twice (quiet).
//
// Each begins with the battle it is of, {"kind": "battle", "battle", "join"?}: the
// engine's name for the battle between the two phones (the hash of its start, which a
// stranger does not know); from a phone still waiting for its first whole game, with
// ``join``, a random token of that phone's that the writer's hand-overs echo. A
// hand-over of another battle, or naming none, is refused whole; a joining phone's of
// another battle (its placeholder) is read for its need alone; a joining phone takes a
// whole game only from a hand-over that echoes its token. A phone naming a token has
// nothing of the battle yet: its need must be the whole game, from the first action,
// or the hand-over is refused whole (the token is not echoed, and what the writer keeps
// for the other phone is as it was).

import { answerKeys, checkSigned, joinToken, readHead, sign } from "./handover_key.js";
import { around, words } from "./message.js";

// Messages a phone's link sent while one hand-over was read: kept to hand over next.
class Sink {
  constructor() { this.texts = []; }
  send(text) { this.texts.push(text); return true; }
}

// Runs ``fn`` inside the link's turn with its sends kept in a sink: the link is
// "connected" to the hand-over for as long as that takes, and only that.
async function capturing(link, fn) {
  const sink = new Sink();
  return link.inTurn(async () => {
    const { transport, connected } = link;
    // ``byHand``: a hand-over is made when a player asks, never by the other phone.
    Object.assign(link, { transport: sink, connected: true, byHand: true });
    try {
      await fn();
    } finally {
      Object.assign(link, { transport, connected, byHand: false });
    }
    return sink.texts;
  });
}

// What a hand-over may carry, by the role of the phone reading it: the follower's need
// and taps; the writer's actions, whole game and refusals.
const CARRIED = { writer: new Set(["need", "propose"]), follower: new Set(["action", "state", "refused"]) };
// A need is a few dozen characters.
const MAX_NEED = 200;

// The kind a message says it is (the guard has checked its size first); the engine
// reads the rest.
function kindOf(text) {
  try {
    return JSON.parse(text)?.kind;
  } catch {
    return undefined; // not JSON: the link's reading says what is wrong with it
  }
}

// A hand-over refused whole: its English and its message (``why``'s, as its one part).
const refusedWhole = (why, msg) => ({ words: `Refused the whole hand-over: ${why}. Nothing was changed.`, msg: around(words("phones-whole-refused", {}), msg) });

const waiting = (link) => link.role === "follower" && link.fresh && link.n === 0;

export class Handover {
  constructor(link) {
    this.link = link;
    this.join = null; // writer: the token of a joining phone, echoed until it has the game
    this.asking = null; // writer: the token named by the hand-over being read
    this.joining = false; // writer: reading a joining phone's hand-over of another battle
    this.answering = false; // joining follower: reading the answer to its request
    this.from = 1; // writer: the first action the follower may lack
    this.whole = false; // writer: the follower asked for the whole game
    this.answers = []; // writer: refusals made while reading the last hand-over
    this.lost = false; // follower: its copy is not the writer's; it asks for the whole game
  }

  // The texts to hand over now, in the order the other phone reads them.
  // Signed once this phone and the other agreed a key (handover_key.js).
  async texts() {
    return sign(this.link, [await this.head(), ...await this.body()]);
  }

  // The battle this phone's hand-over is of (the head every hand-over begins with).
  async head() {
    const { link } = this;
    const { battle } = await link.battle.ask("link.hash", {});
    if (waiting(link)) {
      const join = await joinToken(link);
      await link.inTurn(() => link.save());
      return JSON.stringify({ kind: "battle", battle, join, pub: link.hand.mine });
    }
    // The answer to a request to join names this phone's public key, until the key is sure.
    const pub = link.hand && !link.hand.confirmed && link.hand.key ? { pub: link.hand.mine } : {};
    return JSON.stringify({ kind: "battle", battle, ...(link.role === "writer" && this.join ? { join: this.join, ...pub } : {}) });
  }

  async body() {
    const { link } = this;
    if (link.role === "follower") {
      return capturing(link, async () => {
        // A copy that applied one of the writer's actions is the writer's: it needs
        // only what follows.
        const whole = this.lost || (link.fresh && link.n === 0);
        link.send(JSON.stringify(whole ? { kind: "need", from: link.n + 1, whole } : { kind: "need", from: link.n + 1 }));
        for (const text of link.pending.values()) link.send(text);
      });
    }
    const actions = await capturing(link, () => link.resend(Math.min(this.from, link.n + 1), this.whole));
    return [...new Set([...this.answers, ...actions])];
  }

  // Reads the other phone's hand-over (``texts``, as joined by handover.js): each as a
  // message from that phone. Resolves with what happened, counted, for the page to say.
  async take(all) {
    const { link } = this;
    // ``said``: each report's message (null: said as it came), in step with ``reported``.
    const seen = { applied: 0, refused: 0, reported: [], said: [], reloaded: false };
    const other = await this.wrongBattle(all[0]);
    const unsigned = other ? null : await checkSigned(link, this.headRead, all, { answering: this.answering, asking: this.asking !== null });
    if (other || unsigned) {
      seen.reported.push((other || unsigned).words);
      seen.said.push((other || unsigned).msg);
      return seen;
    }
    const texts = all.slice(1);
    // A phone joining names its placeholder: only its need is read.
    const { joining } = this;
    const request = link.role === "writer" && this.asking !== null;
    if (request && !(await this.joinRequest(texts, seen))) return seen;
    // In the order they come: this copy is lost at a mismatch, found again when an
    // action applies with the writer's hash or the writer's whole game replaces it.
    const off = link.on((e) => {
      if (e.type === "applied") {
        seen.applied += 1;
        this.lost = false;
      }
      if (e.type === "refused") seen.refused += 1;
      if (e.type === "reported" && !e.quiet) {
        seen.reported.push(e.words);
        seen.said.push(e.msg || null);
      }
      if (e.type === "reported" && e.error === "link_mismatch") this.lost = true;
      if (e.type === "reloaded") {
        seen.reloaded = true;
        this.lost = false;
      }
    });
    const refusalsBefore = new Set(link.refusals ? link.refusals.keys() : []);
    // This phone's last hand-over asked for the whole game: the writer's may replace it.
    if (link.role === "follower" && this.lost) link.asked = { from: link.n + 1, whole: true, at: link.now() };
    try {
      if (link.role === "writer" && !request) await this.readNeed(texts);
      for (const text of texts) {
        // The size and rate checks a network message gets, then the link's reading.
        const wrong = link.guard.check(text);
        if (wrong) {
          link.emit("reported", { words: `Refused ${wrong} from ${link.peer}; nothing was changed.`, msg: around(words("phones-refused-from", { peer: link.peer }), link.guard.why) });
          continue;
        }
        // Who writes changes only over the link, or by a tap: a hand-over never carries it,
        // nor an undo's leave; it carries only what a hand-over is made of. A whole game
        // replaces this copy only when this phone asked for it.
        const kind = kindOf(text);
        if (kind === "term") {
          link.emit("reported", { words: `Refused a message from ${link.peer}: a hand-over may not say who writes; nothing was changed.`, msg: words("phones-hand-says-writer", { peer: link.peer }) });
          continue;
        }
        // Not JSON (no kind): the link's reading says what is wrong with it.
        if (joining && kind !== "need") {
          link.emit("reported", { words: "Refused a message from a phone joining this battle: only its need is read until it has the battle; nothing was changed.", msg: words("phones-hand-joining-need") });
          continue;
        }
        if (kind !== undefined && !CARRIED[link.role].has(kind)) {
          const carried = [...CARRIED[link.role]].join(", ");
          link.emit("reported", { words: `Refused a message from ${link.peer}: a hand-over to the ${link.role === "writer" ? "phone that holds the battle" : "other phone"} carries only ${carried}, not ${String(kind).slice(0, 20)}; nothing was changed.`,
            msg: words("phones-hand-not-carried", { peer: link.peer, writer: link.role === "writer" ? "yes" : "no", carried, kind: String(kind).slice(0, 20) }) });
          continue;
        }
        // The need was read once, first (readNeed): the rest are not read again.
        if (kind === "need") continue;
        if (kind === "state" && waiting(link) && !this.answering) {
          link.emit("reported", { words: `Refused a whole game from ${link.peer}: not the answer to this phone's request to join; nothing was changed.`, msg: words("phones-hand-game-unasked-join", { peer: link.peer }) });
          continue;
        }
        if (kind === "state" && link.role === "follower" && !this.lost && !link.fresh) {
          this.lost = true; // the next hand-over asks for it, if it is needed
          link.emit("reported", { words: `Refused a whole game from ${link.peer} that this phone did not ask for; nothing was changed. The next hand-over from here asks for it.`, msg: words("phones-hand-game-unasked", { peer: link.peer }) });
          continue;
        }
        const asked = await capturing(link, () => (link.role === "writer" ? link.forWriter(text) : link.forFollower(text)));
        // The link asked for the whole game (its copy differs): the next hand-over asks.
        if (link.role === "follower" && asked.some((t) => t.includes('"whole":true'))) this.lost = true;
      }
    } finally {
      off();
    }
    if (link.role === "follower" && seen.applied) link.fresh = false;
    if (link.role === "writer") {
      // Refusals made now go with the next hand-over (an action made is in it anyway).
      this.answers = [...link.refusals.entries()].filter(([id]) => !refusalsBefore.has(id)).map(([, text]) => text);
    }
    await link.save();
    return seen;
  }

  // The follower's need says from which action to hand over: read by the engine, as
  // the link reads it (a message that is not a need is the link's to read after).
  // Words for a hand-over refused whole, or null: it must name this battle. A joining
  // phone's (with its token) may name another (its placeholder): only its need is read.
  // A joining phone takes a whole game only from the hand-over echoing its token.
  async wrongBattle(text) {
    const { link } = this;
    const head = readHead(text);
    this.headRead = head;
    if (!head) return refusedWhole("it does not say which battle it is of (made by another version of the app, or not a hand-over)", words("phones-whole-no-battle"));
    const { battle } = await link.battle.ask("link.hash", {});
    this.joining = false;
    this.answering = waiting(link) && head.join !== undefined && head.join === link.join;
    // Echoed only once its need is read as a joining phone's (joinRequest).
    this.asking = link.role === "writer" && head.join !== undefined ? head.join : null;
    if (head.battle === battle || this.answering) return null;
    if (link.role === "writer" && head.join !== undefined) {
      this.joining = true;
      return null;
    }
    return waiting(link) ? refusedWhole("it is not the answer to this phone's request to join, nor of this battle", words("phones-whole-not-answer"))
      : refusedWhole("it is of another battle", words("phones-whole-other-battle"));
  }

  // A phone naming a token (``asking``) has nothing of the battle: it asks for the whole
  // game from the first action, or its hand-over is refused whole (false). Its token is
  // then the one this phone's hand-overs echo; one that replaces another's is said.
  async joinRequest(texts, { reported, said }) {
    const { link, asking } = this;
    const text = texts.find((t) => typeof t === "string" && t.length <= MAX_NEED && kindOf(t) === "need");
    this.asking = null;
    const read = text === undefined ? null : await link.battle.ask("link.read", { role: "writer", n: link.n, seen: link.seen, text, term: link.term }).catch(() => null);
    if (!read || read.kind !== "need" || read.from !== 1 || read.whole !== true) {
      const need = read && read.kind === "need";
      const what = need ? `from action ${read.from}${read.whole ? ", whole" : ""}` : "nothing it can read";
      const refused = refusedWhole(`a phone asking to join this battle has none of it yet and asks for the whole game from its first action, not ${what}`,
        words("phones-whole-join-need", { need: need ? (read.whole ? "whole" : "from") : "none", from: need ? read.from : 0 }));
      reported.push(refused.words);
      said.push(refused.msg);
      return false;
    }
    if (this.join !== null && this.join !== asking) {
      reported.push("Read a request to join this battle from another phone than the one read before: the next hand-over from here answers this one.");
      said.push(words("phones-hand-join-other"));
    }
    Object.assign(this, { join: asking, from: 1, whole: true });
    await answerKeys(link, this.headRead.pub);
    return true;
  }

  // One need a hand-over: the first read; any other is not read at all (a hand-over
  // of thousands of needs costs one reading, and the whole game is made once, when this
  // phone's next hand-over is).
  async readNeed(texts) {
    const { link } = this;
    const text = texts.find((t) => typeof t === "string" && t.length <= MAX_NEED && kindOf(t) === "need");
    if (text === undefined) return;
    let read;
    try {
      read = await link.battle.ask("link.read", { role: "writer", n: link.n, seen: link.seen, text, term: link.term });
    } catch (err) {
      link.refused(err);
      return;
    }
    if (read.kind !== "need") return;
    this.from = read.from;
    this.whole = read.whole;
    // The actions the follower says it has are not kept for it any more.
    if (read.from - 1 > link.acked) link.acked = Math.min(read.from - 1, link.n);
  }
}
