// The page side of the engine worker: request(type, payload) -> Promise of the result.
// Requests carry an id so several can be in flight; a Python error comes back as a
// rejected promise with the engine's structured error, never as a hung one. No promise
// can hang: a request with no answer after `timeoutMs` is rejected, and so is every
// request in flight when the worker is gone.
//
// Gone is not busy: a worker deep in a long request answers no ping, so the page does
// not ask. The worker holds a Web Lock of its own for its whole life, and the page
// waits for that lock: the browser grants it to the page the moment the worker is gone
// (terminated, or killed under memory pressure with no `error` event). The page then
// says so ("gone") and the app starts a new worker.

// Long enough for the slowest honest request (opening a 5,000-action battle on a slow
// phone, the QR library's first install); short enough that a player is told rather
// than left waiting. A reply that comes after it is ignored.
export const REQUEST_TIMEOUT_MS = 60_000;
// A tap answered within this needs no word; past it, "busy" tells the page the engine is
// still working on what it was asked (an Apply then waits with its button off).
export const BUSY_AFTER_MS = 600;

export class EngineError extends Error {
  constructor(error) {
    super(error.message);
    this.type = error.type;
    this.field = error.field;
    this.expected = error.expected; // invalid data: what the field must hold, in English
    this.rule = error.rule;
    this.asks = error.asks; // the event field a player's choice would fill, if any
    this.need = error.need; // two phones: the action or proposal this phone lacks
    this.got = error.got; // two phones: the one it already had
    this.msg = error.msg; // the message said in the player's language: said(msg, message)
  }
}

// The worker web/engine-early.js started as the page's first script, for the first start
// only (a restart makes its own), and what it said meanwhile; null if there is none, or
// it is not this page's worker.
function takeEarlyWorker(url) {
  const early = globalThis.window && window.aftermathEarlyEngine;
  if (!early) return null;
  const taken = early.take();
  if (early.url === url) return taken;
  taken.worker.terminate();
  return null;
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
    this.busy = false; // a request has waited BUSY_AFTER_MS and some are still waiting
    this.busyTimer = null;
    // What the page says of the engine itself, in the player's language: { key: (args)
    // => text } (set by the app; without one, the English below). This module loads
    // before the page's words, so it holds none of its own.
    this.words = {};
    // The device's distance setting ("in" or "mm"), sent with every request: each
    // distance the engine says (an Undo label, a step) is in it. Set by the app.
    this.units = () => "mm";
  }

  start() {
    this.stop();
    this.ready = false;
    this.stage = null;
    this.failure = null;
    const url = new URL("./engine-worker.js", import.meta.url).href;
    const early = takeEarlyWorker(url);
    const worker = early ? early.worker : new Worker(url, { type: "module" });
    this.worker = worker;
    return new Promise((resolve, reject) => {
      // The start ends once, whichever comes first: ready, a failure, or the worker gone.
      this.starting = { resolve, reject };
      const onMessage = (event) => this.heard(worker, event.data);
      const onError = (event) => {
        if (this.worker !== worker) return;
        if (this.ready && this.watching) {
          // An error the worker did not catch leaves it running (its lock says when it
          // is gone): only the request it belonged to is unanswered, and its time-out
          // tells the player. Not every request in flight.
          console.warn(`engine worker: ${event.message || "an error it did not catch"}`);
          return;
        }
        // Before "ready" the engine could not start; after it (and with no lock to
        // tell), the worker is taken as gone.
        if (this.ready) this.gone(worker, event.message || "its worker failed");
        else this.fail({ stage: "worker", message: event.message || "the engine worker could not start" });
      };
      const onMessageError = () => this.failAll("the engine sent a reply the page could not read");
      worker.addEventListener("message", onMessage);
      worker.addEventListener("error", onError);
      worker.addEventListener("messageerror", onMessageError);
      // What the early worker said before this start took it over, in the order it came.
      const handlers = { message: onMessage, error: onError, messageerror: onMessageError };
      for (const event of early ? early.heard : []) handlers[event.type](event);
      this.watch(worker);
    });
  }

  // One message from the worker: a start stage, ready, a failed start, or a reply.
  heard(worker, message) {
    if (this.worker !== worker) return; // a worker stopped since: its replies are void
    if (message.kind === "stage") {
      this.stage = message;
      this.emit("stage", message);
    } else if (message.kind === "alive") {
      this.outlive(worker, message.lock);
    } else if (message.kind === "ready") {
      this.ready = true;
      this.build = message.build;
      this.timings = message.timings;
      // The worker's own clock for its start's parts (for `make bench`).
      this.marks = { ...message.marks, timeOrigin: message.timeOrigin };
      // "snapshot" or "ordinary", and why the snapshot was not used (for tests and
      // `make bench`; the page does not alarm the player with it).
      this.startedFrom = message.start;
      this.snapshotRead = message.snapshotRead || null;
      this.fallback = message.fallback;
      // An ordinary start's standard library: "bytecode" (the build's) or "source".
      this.library = message.library;
      this.emit("ready", message);
      this.starting.resolve(message.build);
    } else if (message.kind === "failed") {
      this.fail(message);
    } else if (message.kind === "reply") {
      this.settleText(message.text, message.id);
    } else if (message.kind === "kept") {
      // After an ordinary start: the next start can be from the snapshot.
      this.snapshotKept = true;
      this.emit("kept", message);
    }
  }

  // The worker's life, as a lock: it takes `name` and never lets go ("alive" says it
  // holds it); the page's request for the same name is granted only once the worker is
  // gone. Without Web Locks the `error` event and the time-out are all the page has.
  watch(worker) {
    this.watching = false;
    if (!(navigator.locks && crypto.randomUUID)) return;
    worker.postMessage({ kind: "life", lock: `aftermath.engine.${crypto.randomUUID()}` });
  }

  outlive(worker, name) {
    this.watching = true;
    navigator.locks.request(name, () => this.gone(worker, "its worker was closed")).catch(() => {});
  }

  // The worker is gone for good. Before "ready", the start failed; after it, every
  // request in flight fails (it was never answered) and "gone" tells the app, which
  // starts a new worker and opens the battle again from the device.
  gone(worker, why) {
    if (this.worker !== worker) return;
    worker.terminate();
    this.worker = null;
    if (!this.ready) {
      this.fail({ stage: "worker", message: this.say("stoppedStarting", { why }, `the engine worker stopped while starting (${why})`) });
      return;
    }
    this.ready = false;
    const message = this.say("gone", { why }, `The engine stopped (${why}) and is starting again. Everything saved on this device is kept.`);
    this.failAll(message);
    this.emit("gone", { message });
  }

  fail(failure) {
    this.ready = false;
    this.failure = failure;
    this.emit("failed", failure);
    this.failAll(failure.message);
    if (this.starting) this.starting.reject(new EngineError({ type: "boot", message: `${failure.stage}: ${failure.message}` }));
  }

  // The words for ``key`` with ``args``, else ``english``.
  say(key, args, english) {
    const say = this.words[key];
    return say ? say(args) : english;
  }

  stop() {
    const worker = this.worker;
    this.worker = null; // first: its lock, let go now, is not taken for a death
    if (worker) worker.terminate();
    this.failAll(this.say("restarted", {}, "the engine was restarted"));
  }

  request(type, payload = {}) {
    if (!this.worker) return Promise.reject(new EngineError({ type: "not_ready", message: this.say("starting", {}, "engine starting") }));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const seconds = Math.round(this.timeoutMs / 1000);
      const timer = setTimeout(() => {
        if (!this.pending.delete(id)) return;
        this.settled();
        reject(new EngineError({ type: "timeout",
          message: this.say("timeout", { seconds, type }, `The engine did not answer within ${seconds} seconds (${type}). It may be stuck or stopped; reload the page to restart it.`) }));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      if (!this.busy && !this.busyTimer) {
        this.busyTimer = setTimeout(() => {
          this.busyTimer = null;
          if (this.pending.size) this.setBusy(true);
        }, BUSY_AFTER_MS);
      }
      // The type and id travel beside the text only so the worker can route (e.g. install
      // the QR library first); the bridge reads the JSON text and nothing else.
      this.worker.postMessage({ id, type, text: JSON.stringify({ id, type, payload, units: this.units() }) });
    });
  }

  // ``id``: the request's, sent beside the text, so a reply the page cannot read fails
  // only the request it answers.
  settleText(text, id) {
    let reply;
    try {
      reply = JSON.parse(text);
    } catch (err) {
      // Never expected (the bridge always answers strict JSON), but no request may hang.
      const error = { type: "internal", message: this.say("notJson", { reason: err.message }, `the engine sent a reply that is not JSON (${err.message})`) };
      if (this.pending.has(id)) this.settle({ id, ok: false, error });
      else this.failAll(error.message);
      return;
    }
    this.settle(reply);
  }

  settle(reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    clearTimeout(waiting.timer);
    this.settled();
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(new EngineError(reply.error));
  }

  // Nothing is waiting any more: not busy, and no word of it to come.
  settled() {
    if (this.pending.size) return;
    clearTimeout(this.busyTimer);
    this.busyTimer = null;
    this.setBusy(false);
  }

  setBusy(busy) {
    if (this.busy === busy) return;
    this.busy = busy;
    this.emit("busy", { busy });
  }

  failAll(message) {
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new EngineError({ type: "internal", message }));
    }
    this.pending.clear();
    this.settled();
  }

  emit(name, detail) {
    this.dispatchEvent(new CustomEvent(name, { detail }));
  }
}
