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
// (with ``why``: "load", "relays", "alone", "refused", "other").

export const APP_ID = "aftermath-two-phones";
const ACTION = "aftermath";
// The relays answer in a second or two where there is internet.
export const RELAY_WAIT_MS = 10_000;
// The other phone has this long to open the invite before the page offers the next way.
export const PEER_WAIT_MS = 90_000;
const OPEN = 1;

// The vendored library, fetched on first use (never on the app's start). Its URL is
// made at run time, so the bundler leaves it the separate file it is.
export function loadTrystero() {
  return import(new URL("vendor/trystero/index.js", document.baseURI).href);
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

export class NetCarrier {
  constructor({ room, secret, load = loadTrystero, relayWaitMs = RELAY_WAIT_MS, peerWaitMs = PEER_WAIT_MS, clock = globalThis }) {
    Object.assign(this, { roomId: room, secret, load, relayWaitMs, peerWaitMs, clock });
    this.link = null;
    this.room = null;
    this.action = null;
    this.peerId = null;
    this.timers = [];
    this.closed = false;
    this.state = null;
    this.onState = () => {};
  }

  listen(link) {
    this.link = link;
  }

  get open() {
    return this.peerId !== null;
  }

  say(state, words, why = null) {
    this.state = { state, words, why };
    this.onState(this.state);
  }

  // Joins the room: the phone that holds the battle and the one that joins do the same.
  async connect() {
    this.closed = false;
    this.say("loading", "Loading the way to connect over the internet…");
    let lib;
    try {
      lib = await this.load();
    } catch (err) {
      this.say("failed", `Could not load the way to connect over the internet (${err.message || err}).`, "load");
      return;
    }
    if (this.closed) return;
    this.lib = lib;
    this.room = lib.joinRoom({ appId: APP_ID, password: this.secret }, this.roomId, {
      onJoinError: (d) => this.joinError(d),
    });
    const [send, receive] = actionPair(this.room.makeAction(ACTION));
    this.action = send;
    receive((data, peerId) => this.received(data, peerId));
    this.room.onPeerJoin = (peerId) => this.joined(peerId);
    this.room.onPeerLeave = (peerId) => this.leftPeer(peerId);
    this.say("waiting", "Waiting for the other phone to open the invite…");
    this.wait();
  }

  wait() {
    this.clearTimers();
    this.timers.push(this.clock.setTimeout(() => this.checkRelays(), this.relayWaitMs));
    this.timers.push(this.clock.setTimeout(() => {
      if (this.peerId === null && !this.closed) {
        this.say("failed", `No other phone joined within ${seconds(this.peerWaitMs)}. Check the invite reached it, or connect on the same Wi-Fi instead.`, "alone");
      }
    }, this.peerWaitMs));
  }

  // The relays are the internet's meeting points: if none answers, nothing can connect.
  checkRelays() {
    if (this.peerId !== null || this.closed || !this.lib || typeof this.lib.getRelaySockets !== "function") return;
    const sockets = Object.values(this.lib.getRelaySockets() || {});
    if (sockets.some((s) => s && s.readyState === OPEN)) return;
    this.say("failed", `Could not reach the internet's meeting points (the public relays) within ${seconds(this.relayWaitMs)}: this phone seems to have no internet. Connect on the same Wi-Fi instead.`, "relays");
  }

  // Trystero's word for a handshake that failed: a wrong secret, most often.
  joinError(details) {
    if (this.closed) return;
    const error = String((details && details.error) || "unknown").slice(0, 200);
    // Connected already: a stranger knocking changes nothing here, but is said.
    if (this.peerId !== null) {
      this.say("connected", `Connected over the internet. ${/password/i.test(error) ? "A phone with another secret tried to join and was refused." : `Another phone could not connect (${error}).`}`);
      return;
    }
    if (/password/i.test(error)) {
      this.say("failed", "Could not join: a phone with another secret tried to connect and was refused. Use the invite just as it was given (scan it again), or make a new one.", "refused");
    } else {
      this.say("failed", `Could not connect to the other phone directly (${error}). Connect on the same Wi-Fi instead.`, "other");
    }
  }

  // One other phone at a time: a third that knows the secret is not listened to.
  joined(peerId) {
    if (this.closed || (this.peerId !== null && this.peerId !== peerId)) return;
    this.peerId = peerId;
    this.clearTimers();
    this.say("connected", "Connected over the internet.");
    if (this.link) this.link.onPeer(true);
  }

  leftPeer(peerId) {
    if (peerId !== this.peerId) return;
    this.peerId = null;
    // The other phone come back already (a page opened again is a new peer, often seen
    // before its old connection is known to be gone): taken up at once.
    const back = this.closed ? undefined : this.peersBut(peerId)[0];
    if (!this.closed && !back) {
      this.say("left", "The other phone left; waiting for it to come back…");
      this.wait();
    }
    if (this.link) this.link.onPeer(false);
    if (back) this.joined(back);
  }

  peersBut(peerId) {
    const peers = this.room && typeof this.room.getPeers === "function" ? this.room.getPeers() : null;
    return Object.keys(peers || {}).filter((p) => p !== peerId);
  }

  received(data, peerId) {
    if (peerId !== this.peerId || !this.link) return;
    this.link.onMessage(data);
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
    const room = this.room;
    this.room = null;
    this.action = null;
    const had = this.peerId !== null;
    this.peerId = null;
    if (room) room.leave();
    if (had && this.link) this.link.onPeer(false);
  }
}

// Trystero's action, as a send(data, peerId) and a receive(fn(data, peerId)).
function actionPair(action) {
  return [
    (data, peerId) => action.send(data, { target: peerId }),
    (fn) => { action.onMessage = (data, meta) => fn(data, meta && meta.peerId); },
  ];
}
