// What a message from the other phone must pass before the engine is asked to read it:
// its size (the engine reads at most a whole game), how many came lately, and how many
// characters came lately. The engine checks everything again; this keeps a flood from
// filling the worker's queue.

import { words } from "./message.js";

// The engine's own cap on a whole game (aftermath.replica.MAX_STATE).
export const MAX_TEXT = 900_000;
// A catch-up after a long drop sends every action missed at once: 5,000 at most (a
// game's cap); a burst past that, or a steady stream past the refill, is refused.
export const BURST = 5_000;
export const PER_SECOND = 200;
// Characters: two whole games at the cap at once, then one every 4.5 s; a catch-up of a
// thousand actions is a tenth of it. Past that, a peer resending whole games is refused.
export const CHARS_WINDOW_MS = 10_000;
export const CHARS_PER_WINDOW = 2 * MAX_TEXT;

const count = (n) => n.toLocaleString("en");

// What a carrier hands on for a text too long to keep: its size, measured by the carrier
// as it came, never the text; always refused. Only this, or a string, is taken as a message: anything
// else that says it has a length is not counted by what it says.
export class TooLong {
  constructor(length) {
    if (!Number.isSafeInteger(length) || length < 0) throw new Error(`TooLong: a size in characters, got ${length}`);
    this.length = length;
    Object.freeze(this);
  }
}

export class Guard {
  constructor({ burst = BURST, perSecond = PER_SECOND, chars = CHARS_PER_WINDOW, windowMs = CHARS_WINDOW_MS, now = () => Date.now() } = {}) {
    Object.assign(this, { burst, perSecond, chars, windowMs, now });
    this.tokens = burst;
    this.budget = chars; // characters that may come now; refilled at chars per windowMs
    this.at = now();
  }

  // null if ``text`` may go to the engine, else what was wrong with it in words (its
  // message then in ``why``).
  check(text) {
    const [english, msg] = this.checked(text) || [null, null];
    this.why = msg;
    return english;
  }

  checked(text) {
    // A carrier hands on a text too long to keep as its measured size alone (TooLong).
    if (typeof text !== "string" && !(text instanceof TooLong)) return [`a message that is not text (${text === null ? "null" : typeof text})`, words("phones-guard-not-text", { type: text === null ? "null" : typeof text })];
    if (text instanceof TooLong || text.length > MAX_TEXT) {
      return [`a message of ${count(text.length)} characters (the most is ${count(MAX_TEXT)})`, words("phones-guard-long", { chars: text.length, most: MAX_TEXT })];
    }
    const now = this.now();
    const since = Math.max(0, now - this.at);
    this.tokens = Math.min(this.burst, this.tokens + (since / 1000) * this.perSecond);
    this.budget = Math.min(this.chars, this.budget + (since / this.windowMs) * this.chars);
    this.at = now;
    if (this.tokens < 1) return [`a message past ${this.perSecond} a second`, words("phones-guard-rate", { most: this.perSecond })];
    if (this.budget < text.length) {
      return [`a message of ${count(text.length)} characters past ${count(this.chars)} characters in ${this.windowMs / 1000} s`,
        words("phones-guard-chars", { chars: text.length, most: this.chars, seconds: this.windowMs / 1000 })];
    }
    this.tokens -= 1;
    this.budget -= text.length;
    return null;
  }
}
