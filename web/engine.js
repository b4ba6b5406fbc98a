// The page side of the engine worker: request(type, payload) -> Promise of the result.
// Requests carry an id so several can be in flight; a Python error comes back as a
// rejected promise with the engine's structured error, never as a hung one.

export class EngineError extends Error {
  constructor(error) {
    super(error.message);
    this.type = error.type;
    this.field = error.field;
    this.rule = error.rule;
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
          this.emit("ready", message);
          resolve(message.build);
        } else if (message.kind === "failed") {
          this.failure = message;
          this.emit("failed", message);
          reject(new EngineError({ type: "boot", message: `${message.stage}: ${message.message}` }));
        } else if (message.kind === "reply") {
          this.settle(JSON.parse(message.text));
        }
      });
      worker.addEventListener("error", (event) => {
        const failure = { stage: "worker", message: event.message || "the engine worker could not start" };
        this.failure = failure;
        this.emit("failed", failure);
        this.failAll(failure.message);
        reject(new EngineError({ type: "boot", message: failure.message }));
      });
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
      this.pending.set(id, { resolve, reject });
      // The type and id travel beside the text only so the worker can route (e.g. install
      // the QR library first); the bridge reads the JSON text and nothing else.
      this.worker.postMessage({ id, type, text: JSON.stringify({ id, type, payload }) });
    });
  }

  settle(reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(new EngineError(reply.error));
  }

  failAll(message) {
    for (const { reject } of this.pending.values()) reject(new EngineError({ type: "internal", message }));
    this.pending.clear();
  }

  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail }));
  }
}
