// The worker's answers when it cannot run a request, and its life as the page sees it.

export function failure(id, type, message) {
  return JSON.stringify({ id, ok: false, error: { type, message } });
}

// The worker's life, as a Web Lock it holds until it is gone: the page waits for the
// same lock, and is granted it only then (web/engine.js). A busy worker still holds it.
export function holdLife(name) {
  navigator.locks.request(name, () => {
    self.postMessage({ kind: "alive", lock: name });
    return new Promise(() => {}); // never settles: let go only when the worker ends
  }).catch((err) => console.warn(`the engine's life lock was not taken: ${err.message || err}`));
}

// Pyodide after a fatal error refuses every use of its API: then this worker can answer
// nothing again, and closing it lets go of its lock, so the page starts a new one.
export function pythonIsGone(pyodide) {
  try {
    void pyodide.runPython;
    return false;
  } catch {
    return true;
  }
}
