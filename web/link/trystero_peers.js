// The phones in an internet room that have not shown they are the paired one (installed
// on NetCarrier, trystero.js: ``this`` is the carrier). Anyone who kept the invite (room
// and secret) can be in the room, so each such stranger is checked on its own: its own
// nonce, commitment, texts and wait (its slot), never a budget shared with the others,
// so no number of strangers keeps the paired phone's words from being heard. The first
// to show it is the paired one (pairing.js) is; the others checked then are let go.
//
// What bounds the work strangers make: at most CHECKED are checked at once; one checked
// for GRACE_MS gives its turn to one waiting (a pairing is three short messages each way,
// over a channel already open), so a crowd of strangers joined before the paired phone
// only delays it by a few turns; at most KNOWN are kept in the room at once (checked,
// or waiting a turn with the first few words they said); another is refused at once.
import { newNonce } from "./pairing.js";
import { words } from "./message.js";

export const CHECKED = 16;
export const KNOWN = 64;
export const GRACE_MS = 2000;
// What a stranger may say before its turn: its commitment (and, late, its hello).
const EARLY_TEXTS = 2;
const EARLY_CHARS = 200;

let joinedOrder = 0;

export const strangers = {
  // ``peerId``'s slot, made on first sight; null if it was refused, or the room is full.
  slotOf(peerId) {
    if (this.slots.has(peerId)) return this.slots.get(peerId);
    if (this.refused.has(peerId) || this.closed) return null;
    if (this.slots.size >= KNOWN) {
      this.letGo(peerId);
      return null;
    }
    const slot = { id: peerId, at: ++joinedOrder, checking: false, due: false, texts: [], timers: [],
      nonce: null, commit: null, theirCommit: null, theirNonce: null, inbox: Promise.resolve(), queued: 0 };
    this.slots.set(peerId, slot);
    return slot;
  },

  checking() {
    return [...this.slots.values()].filter((s) => s.checking);
  },

  // Whether a phone is paired, or being checked: the room's waits do not run meanwhile.
  busy() {
    return this.paired || this.checking().length > 0;
  },

  // A stranger's words before its turn: the first few, short ones; the rest are not kept
  // (a phone that is the paired one says one before it hears this phone's commitment).
  keepEarly(slot, data) {
    if (typeof data === "string" && data.length <= EARLY_CHARS && slot.texts.length < EARLY_TEXTS) slot.texts.push(data);
  },

  // Strangers waiting their turn are checked, oldest first, while there is room; one
  // checked past its grace gives its place up to one waiting. ``gone``: a phone that
  // just left (the room may list it a moment longer).
  takeUp(gone = null) {
    if (this.paired || this.closed || this.peerId !== null) return;
    for (const p of this.peersBut(gone)) this.slotOf(p);
    const waiting = [...this.slots.values()].filter((s) => !s.checking).sort((x, y) => x.at - y.at);
    for (const slot of waiting) {
      if (this.checking().length >= CHECKED) {
        const due = this.checking().filter((s) => s.due).sort((x, y) => x.at - y.at)[0];
        if (!due) return;
        this.refuse(due.id, this.pair === null ? "silent" : "old", "other phones were waiting their turn");
        if (this.paired || this.peerId !== null) return;
      }
      if (this.slots.get(slot.id) === slot && !slot.checking) this.checkStranger(slot);
    }
  },

  // ``slot``'s turn: this phone's commitment to a fresh nonce, then what it said before.
  checkStranger(slot) {
    Object.assign(slot, { checking: true, due: false, nonce: newNonce(), commit: null, theirCommit: null, theirNonce: null });
    this.clearTimers();
    this.say("pairing", "Connected over the internet; checking it is the paired phone…", null, words("phones-net-pairing"));
    slot.timers.push(this.clock.setTimeout(() => {
      if (this.slots.get(slot.id) === slot && !(this.paired && this.peerId === slot.id)) this.refuse(slot.id, "silent");
    }, this.pairWaitMs));
    slot.timers.push(this.clock.setTimeout(() => {
      slot.due = true;
      if (this.slots.get(slot.id) === slot && !this.paired && [...this.slots.values()].some((s) => !s.checking)) this.takeUp();
    }, this.graceMs));
    this.step(slot, () => this.commitStep(slot.id));
    const early = slot.texts;
    slot.texts = [];
    for (const text of early) this.received(text, slot.id);
  },

  // Pairing takes a moment (a hash): what a stranger says meanwhile waits behind it.
  step(slot, fn) {
    slot.queued += 1;
    slot.inbox = slot.inbox.then(fn).catch((err) => {
      if (this.slots.get(slot.id) === slot && !this.paired) this.refuse(slot.id, "silent", err);
    }).finally(() => { slot.queued -= 1; });
  },

  forget(peerId) {
    const slot = this.slots.get(peerId);
    if (!slot) return;
    slot.timers.forEach((t) => this.clock.clearTimeout(t));
    this.slots.delete(peerId);
  },

  // A stranger this phone no longer listens to: refused, its connection closed.
  letGo(peerId) {
    this.refused.add(peerId);
    this.forget(peerId);
    this.hangUp(peerId);
  },
};
