// What a message from the other phone must pass before the engine is asked to read it:
// its size (the engine reads at most a whole game) and how many came lately. The engine
// checks everything again; this keeps a flood from filling the worker's queue.

// The engine's own cap on a whole game (aftermath.replica.MAX_STATE).
export const MAX_TEXT = 900_000;
// A catch-up after a long drop sends every action missed at once: 5,000 at most (a
// game's cap); a burst past that, or a steady stream past the refill, is refused.
export const BURST = 5_000;
export const PER_SECOND = 200;

export class Guard {
  constructor({ burst = BURST, perSecond = PER_SECOND, now = () => Date.now() } = {}) {
    this.burst = burst;
    this.perSecond = perSecond;
    this.now = now;
    this.tokens = burst;
    this.at = now();
  }

  // null if ``text`` may go to the engine, else what was wrong with it in words.
  check(text) {
    // A carrier hands on a text too long to keep as its length alone.
    const long = text !== null && typeof text === "object" && Number.isInteger(text.length);
    if (typeof text !== "string" && !long) return `a message that is not text (${typeof text})`;
    if (text.length > MAX_TEXT) {
      return `a message of ${text.length.toLocaleString("en")} characters (the most is ${MAX_TEXT.toLocaleString("en")})`;
    }
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return `a message past ${this.perSecond} a second`;
    this.tokens -= 1;
    return null;
  }
}
