// The page side of the engine worker: request(type, payload) -> Promise of the result.
// Requests carry an id so several can be in flight; a Python error comes back as a
// rejected promise with the engine's structured error, never as a hung one. No promise
// can hang: a request with no answer after `timeoutMs` is rejected, and so is every
// request in flight when the worker dies.

// Long enough for the slowest honest request (opening a 5,000-action battle on a slow
// phone, the QR library's first install); short enough that a player is told rather
// than left waiting. A reply that comes after it is ignored.
export const REQUEST_TIMEOUT_MS = 60_000;

export class EngineError extends Error {
  constructor(error) {
    super(error.message);
    this.type = error.type;
    this.field = error.field;
    this.rule = error.rule;
    this.asks = error.asks; // the event field a player's choice would fill, if any
  }
}

export class Engine extends EventTarget {
  constructor() {
    super();
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
    this.ready = false;
    this.build = null;
    // The latest stage and failure, for a page that starts listening late.
    this.stage = null;
    this.failure = null;
    this.timeoutMs = REQUEST_TIMEOUT_MS;
  }

  start() {
    this.stop();
    this.ready = false;
    this.stage = null;
    this.failure = null;
    const worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
    this.worker = worker;
    return new Promise((resolve, reject) => {
      worker.addEventListener("message", (event) => {
        const message = event.data;
        if (message.kind === "stage") {
          this.stage = message;
          this.emit("stage", message);
        } else if (message.kind === "ready") {
          this.ready = true;
          this.build = message.build;
          this.timings = message.timings;
          // "snapshot" or "ordinary", and why the snapshot was not used (for tests and
          // `make bench`; the page does not alarm the player with it).
          this.startedFrom = message.start;
          this.fallback = message.fallback;
          // An ordinary start's standard library: "bytecode" (the build's) or "source".
          this.library = message.library;
          this.emit("ready", message);
          resolve(message.build);
        } else if (message.kind === "failed") {
          this.failure = message;
          this.emit("failed", message);
          reject(new EngineError({ type: "boot", message: `${message.stage}: ${message.message}` }));
        } else if (message.kind === "reply") {
          this.settleText(message.text);
        }
      });
      worker.addEventListener("error", (event) => {
        // Before "ready" the engine could not start; after it, the engine died.
        const failure = this.ready
          ? { stage: "worker", message: `the engine stopped: ${event.message || "its worker failed"}; reload the page to restart it` }
          : { stage: "worker", message: event.message || "the engine worker could not start" };
        this.ready = false;
        this.failure = failure;
        this.emit("failed", failure);
        this.failAll(failure.message);
        reject(new EngineError({ type: "boot", message: failure.message }));
      });
      worker.addEventListener("messageerror", () => this.failAll("the engine sent a reply the page could not read"));
    });
  }

  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.failAll("the engine was restarted");
  }

  request(type, payload = {}) {
    if (!this.worker) return Promise.reject(new EngineError({ type: "not_ready", message: "engine starting" }));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const seconds = Math.round(this.timeoutMs / 1000);
      const timer = setTimeout(() => {
        if (!this.pending.delete(id)) return;
        reject(new EngineError({ type: "timeout",
          message: `The engine did not answer within ${seconds} seconds (${type}). It may be stuck or stopped; reload the page to restart it.` }));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      // The type and id travel beside the text only so the worker can route (e.g. install
      // the QR library first); the bridge reads the JSON text and nothing else.
      this.worker.postMessage({ id, type, text: JSON.stringify({ id, type, payload }) });
    });
  }

  settleText(text) {
    let reply;
    try {
      reply = JSON.parse(text);
    } catch (err) {
      // Never expected (the bridge always answers JSON), but no request may hang on it.
      this.failAll(`the engine sent a reply that is not JSON (${err.message})`);
      return;
    }
    this.settle(reply);
  }

  settle(reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    clearTimeout(waiting.timer);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(new EngineError(reply.error));
  }

  failAll(message) {
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new EngineError({ type: "internal", message }));
    }
    this.pending.clear();
  }

  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail }));
  }
}
