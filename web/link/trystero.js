// Carrier for two phones over the internet with no server of ours: Trystero (pinned in
// package.json, vendored as vendor/trystero/index.js) with its default strategy, Nostr:
// hundreds of public relays, so no one relay going down stops a battle, and the phones
// meet through them only to exchange their WebRTC handshake, sealed with the invite's
// secret (Trystero's room password); the battle itself then goes phone to phone on an
// encrypted data channel. The library is fetched only when a player chooses this way.
//
// Same interface for the link (link.js) as the Wi-Fi carrier: send(text), and it calls
// the link's onMessage(text) and onPeer(joined). ``onState({ state, words })`` tells the
// page what is happening in words: "loading", "waiting", "connected", "left", "failed"
// (with ``why``: "load", "relays", "alone", "refused", "other"), and "pairing" while a
// phone that joined shows it is the paired one (pairing.js); one refused is said with
// ``why`` "old-invite" while this phone waits on.
import { isToken, REFUSED } from "./pairing.js";
import { measuring } from "./trystero_size.js";
import { pairingSteps } from "./trystero_pair.js";
import { strangers, GRACE_MS } from "./trystero_peers.js";
import { around, because, words } from "./message.js";

export { CHUNK_BYTES, MAX_CHUNKS } from "./trystero_size.js";
export { CHECKED, KNOWN, GRACE_MS } from "./trystero_peers.js";

export const APP_ID = "aftermath-two-phones";
const ACTION = "aftermath";
// The relays answer in a second or two where there is internet.
export const RELAY_WAIT_MS = 10_000;
// The other phone has this long to open the invite before the page offers the next way.
export const PEER_WAIT_MS = 90_000;
// A phone that joined has this long to show it is the paired one.
export const PAIR_WAIT_MS = 15_000;
const OPEN = 1;

// The vendored library, fetched on first use (never on the app's start). Its URL is
// made at run time, so the bundler leaves it the separate file it is.
export function loadTrystero() {
  return import(new URL("vendor/trystero/index.js", document.baseURI).href);
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
// Why a phone in the room was refused, beyond the kind of refusal: phones-net-refused's $detail.
const DETAILS = { "its connection changed after it was checked": "changed", "it did not say the nonce it committed to": "nonce",
  "its connection could not be checked": "unchecked", "other phones were waiting their turn": "crowd" };

export class NetCarrier {
  // ``pair``: the token this phone agreed with the other at their first meeting (none for
  // a fresh invite, or a link kept before tokens); ``onPair(token)``: a new one to keep.
  constructor({ room, secret, pair = null, onPair = () => {}, load = loadTrystero, relayWaitMs = RELAY_WAIT_MS, peerWaitMs = PEER_WAIT_MS, pairWaitMs = PAIR_WAIT_MS, graceMs = GRACE_MS, clock = globalThis }) {
    if (pair !== null && !isToken(pair)) throw new Error(`net.pair: must be 32 hex digits, got ${String(pair).slice(0, 40)}`);
    Object.assign(this, { roomId: room, secret, pair, onPair, load, relayWaitMs, peerWaitMs, pairWaitMs, graceMs, clock });
    this.paired = false; // the phone ``peerId`` showed it is the paired one
    this.bound = null; // the connection it showed it over
    this.refused = new Set(); // phones in the room that could not show it
    // Each other phone in the room, until it shows it is the paired one: its own check
    // (trystero_peers.js), its words before its turn, its steps in order.
    this.slots = new Map();
    this.chunks = new Map(); // peer -> chunks come that no message handed on yet accounts for
    this.link = null;
    this.room = null;
    this.action = null;
    this.peerId = null;
    this.timers = [];
    this.closed = false;
    this.state = null;
    this.onState = () => {};
    // The check code of a first meeting (pairing.js), until the players compared it.
    this.check = null;
    this.onCheck = () => {};
  }

  listen(link) {
    this.link = link;
  }

  get open() {
    return this.peerId !== null && this.paired;
  }

  // ``msg``: the page's message for ``english`` (message.js).
  say(state, english, why = null, msg = null) {
    this.state = { state, words: english, why, msg };
    this.onState(this.state);
  }

  // Joins the room: the phone that holds the battle and the one that joins do the same.
  async connect() {
    this.closed = false;
    this.say("loading", "Loading the way to connect over the internet…", null, words("phones-net-loading"));
    let lib;
    try {
      lib = await this.load();
    } catch (err) {
      this.say("failed", `Could not load the way to connect over the internet (${err.message || err}).`, "load", words("phones-net-load-failed", { reason: String(err.message || err) }));
      return;
    }
    if (this.closed) return;
    this.lib = lib;
    this.room = lib.joinRoom({ appId: APP_ID, password: this.secret }, this.roomId, {
      onJoinError: (d) => this.joinError(d),
    });
    const [send, receive] = actionPair(this.room.makeAction(ACTION));
    this.action = send;
    receive((data, peerId) => this.measured(data, peerId), (peerId) => this.chunk(peerId));
    this.room.onPeerJoin = (peerId) => this.joined(peerId);
    this.room.onPeerLeave = (peerId) => this.leftPeer(peerId);
    this.say("waiting", "Waiting for the other phone to open the invite…", null, words("phones-net-waiting"));
    this.wait();
  }

  wait() {
    this.clearTimers();
    this.timers.push(this.clock.setTimeout(() => this.checkRelays(), this.relayWaitMs));
    this.timers.push(this.clock.setTimeout(() => {
      if (!this.busy() && !this.closed) {
        this.say("failed", `No other phone joined within ${seconds(this.peerWaitMs)}. Check the invite reached it, or connect on the same Wi-Fi instead.`, "alone",
          words("phones-net-alone", { seconds: Math.round(this.peerWaitMs / 1000) }));
      }
    }, this.peerWaitMs));
  }

  // The relays are the internet's meeting points: if none answers, nothing can connect.
  checkRelays() {
    if (this.busy() || this.closed || !this.lib || typeof this.lib.getRelaySockets !== "function") return;
    const sockets = Object.values(this.lib.getRelaySockets() || {});
    if (sockets.some((s) => s && s.readyState === OPEN)) return;
    this.say("failed", `Could not reach the internet's meeting points (the public relays) within ${seconds(this.relayWaitMs)}: this phone seems to have no internet. Connect on the same Wi-Fi instead.`, "relays",
      words("phones-net-no-relays", { seconds: Math.round(this.relayWaitMs / 1000) }));
  }

  // Trystero's word for a handshake that failed: a wrong secret, most often.
  joinError(details) {
    if (this.closed) return;
    const error = String((details && details.error) || "unknown").slice(0, 200);
    // Connected already: a stranger knocking changes nothing here, but is said.
    if (this.busy()) {
      const secret = /password/i.test(error);
      this.say("connected", `Connected over the internet. ${secret ? "A phone with another secret tried to join and was refused." : `Another phone could not connect (${error}).`}`, null,
        words("phones-net-knocked", { secret: secret ? "yes" : "no", reason: error }));
      return;
    }
    if (/password/i.test(error)) {
      this.say("failed", "Could not join: a phone with another secret tried to connect and was refused. Use the invite just as it was given (scan it again), or make a new one.", "refused", words("phones-net-secret"));
    } else {
      this.say("failed", `Could not connect to the other phone directly (${error}). Connect on the same Wi-Fi instead.`, "other", words("phones-net-other", { reason: error }));
    }
  }

  // One other phone at a time: once one is paired, a third that knows the secret is not
  // listened to (its first words are kept, for when the paired one is gone). Until then
  // each phone in the room is checked on its own (trystero_peers.js); the link hears of
  // one only once it showed it is the paired phone.
  joined(peerId) {
    if (this.closed || this.refused.has(peerId) || peerId === this.peerId) return;
    const slot = this.slotOf(peerId);
    if (slot && !slot.checking) this.takeUp();
  }

  leftPeer(peerId) {
    const known = this.slots.has(peerId);
    this.forget(peerId);
    const had = peerId === this.peerId && this.paired;
    if (!had && !known) return;
    if (had) [this.peerId, this.paired] = [null, false];
    // The other phone come back already (a page opened again is a new peer, often seen
    // before its old connection is known to be gone): taken up at once.
    if (!this.closed) this.takeUp(peerId);
    if (!this.closed && !this.busy()) {
      this.say("left", "The other phone left; waiting for it to come back…", null, words("phones-net-left"));
      this.wait();
    }
    if (this.link && had) this.link.onPeer(false);
  }

  peersBut(peerId) {
    const peers = this.room && typeof this.room.getPeers === "function" ? this.room.getPeers() : null;
    return Object.keys(peers || {}).filter((p) => p !== peerId && !this.refused.has(p));
  }

  received(data, peerId) {
    if (this.refused.has(peerId)) return;
    if (this.paired && peerId === this.peerId) {
      // Paired over one connection: another put in its place is not the phone that paired.
      if (!this.sameConnection(peerId)) return this.refuse(peerId, "old", "its connection changed after it was checked");
      const slot = this.slots.get(peerId);
      if (!slot || slot.queued === 0) return this.link.onMessage(data);
      return this.step(slot, () => this.pairStep(data, peerId));
    }
    const slot = this.slotOf(peerId);
    if (!slot) return;
    if (!slot.checking || !this.link) return this.keepEarly(slot, data);
    this.step(slot, () => this.pairStep(data, peerId));
  }

  // The phone in the room is not the paired one: never heard by the link; this phone
  // waits on for the paired one (another already in the room is taken up).
  // ``detail``: more, in words, or an error (said by its message).
  refuse(peerId, why, detail = "") {
    this.letGo(peerId);
    const had = this.peerId === peerId && this.paired;
    if (this.peerId === peerId) {
      this.peerId = null;
      this.paired = false;
    }
    if (had && this.link) this.link.onPeer(false);
    const error = detail instanceof Error;
    const text = error ? detail.message || String(detail) : detail;
    const msg = words("phones-net-refused", { why, detail: error ? "error" : text ? DETAILS[text] || "other" : "none", reason: text });
    this.say(why === "other" ? "failed" : "waiting", `${REFUSED[why]}${text ? ` (${text})` : ""}`, why === "other" ? "refused" : "old-invite",
      error ? around(msg, because(detail)) : msg);
    if (why !== "other") this.wait();
    this.takeUp();
  }

  sendRaw(text, peerId = this.peerId) {
    if (!this.action || peerId === null) return;
    Promise.resolve(this.action(text, peerId)).catch(() => {});
  }

  send(text) {
    if (!this.open || !this.action) return false;
    try {
      // Resolves when sent; a channel that closed meanwhile is said by onPeerLeave.
      Promise.resolve(this.action(text, this.peerId)).catch(() => {});
      return true;
    } catch {
      return false;
    }
  }

  clearTimers() {
    this.timers.forEach((t) => this.clock.clearTimeout(t));
    this.timers = [];
  }

  close() {
    this.closed = true;
    this.clearTimers();
    for (const peerId of [...this.slots.keys()]) this.forget(peerId);
    const room = this.room;
    this.room = null;
    this.action = null;
    const had = this.peerId !== null && this.paired;
    this.peerId = null;
    this.paired = false;
    if (room) room.leave();
    if (had && this.link) this.link.onPeer(false);
  }
}

// Trystero's action, as a send(data, peerId) and a receive(fn(data, peerId), chunk(peerId)).
function actionPair(action) {
  return [
    (data, peerId) => action.send(data, { target: peerId }),
    (fn, chunk) => {
      action.onReceiveProgress = (progress, meta) => chunk(meta && meta.peerId);
      action.onMessage = (data, meta) => fn(data, meta && meta.peerId);
    },
  ];
}

Object.assign(NetCarrier.prototype, measuring, pairingSteps, strangers);
