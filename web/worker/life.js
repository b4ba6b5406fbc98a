// The worker's answers when it cannot run a request, and its life as the page sees it.

// One of the page's messages, by its id and arguments: the worker has no catalogue, so
// it sends the message beside its English and the page says it (said(msg, message)).
// Named as the page's words() is, so the catalogue's check finds every id it names.
export const words = (id, args = {}) => ({ id, args });

// Why something failed, as a message's one part: a message the worker's own error
// carries (``err.msg``), else the reason as the browser or Pyodide worded it, an
// argument said as it is.
export function because(err) {
  const text = (err && err.message) || String(err);
  const part = err && err.msg && typeof err.msg.id === "string" ? err.msg : words("wk-reason", { reason: text });
  return { text, part };
}

// ``msg`` (a message of the page's, with ``parts`` if it says a reason) beside the
// English ``message``: the page says the one it can.
export function failure(id, type, message, msg = null) {
  return JSON.stringify({ id, ok: false, error: { type, message, ...(msg ? { msg } : {}) } });
}

// A request the worker could not run, by what failed (``how``), and why (``err``): its
// English and its message, the reason the message's one part.
export function failed(id, how, err) {
  const { text, part } = because(err);
  if (how === "reason") return failure(id, "internal", text, part);
  const [message, msg] = {
    late: [`This part of the engine could not be loaded: ${text}`, words("wk-late-failed")],
    qr: [`QR codes are unavailable: ${text}`, words("wk-qr-unavailable")],
    lists: [`List import is unavailable: ${text}`, words("wk-lists-unavailable")],
    stopped: [`the engine stopped while doing this (${text}); it is starting again`, words("wk-stopped")],
    unfinished: [`the engine could not finish this request (${text}); nothing was changed`, words("wk-unfinished")],
  }[how];
  return failure(id, "internal", message, { ...msg, parts: [part] });
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
