// Transactions: every change that touches several records is one transaction, whole or
// not at all, and what goes wrong comes out typed.
import { StoreError } from "./errors.js";

// Runs ``body`` inside ``tx`` and waits for the commit. Any error aborts the whole
// transaction (nothing of it is written) and comes out as a StoreError: its own, or
// "not_saved" with ``what`` was being saved and the browser's error name and message.
export async function run(tx, what, body) {
  let result;
  try {
    result = await body();
    await tx.done;
  } catch (err) {
    try {
      tx.abort();
    } catch {
      // already finished (aborted by the browser itself): nothing was written
    }
    tx.done.catch(() => {}); // its rejection is the error being thrown here
    if (err instanceof StoreError) throw err;
    throw new StoreError("not_saved", {
      what: typeof what === "string" ? what : what.what, ...(typeof what === "string" ? {} : what),
      name: (err && err.name) || "Error", message: String((err && err.message) || "").trim(),
    });
  }
  return result;
}

// Requests made one after another in a transaction without waiting for each (they run
// in the order made): the promise of them all. ``make(write)`` hands each to ``write``.
// One that could not be made (a value that cannot be stored) rejects it, and those made
// before it are still listened to (their refusal, the abort that follows, is expected).
export function allOf(make) {
  const made = [];
  try {
    make((request) => made.push(request));
  } catch (err) {
    Promise.allSettled(made);
    return Promise.reject(err);
  }
  return Promise.all(made);
}

// A list record (of battles or rosters) with ``id``'s entry replaced, or removed (null).
export function listWith(list, id, entry) {
  const next = (list || []).filter((i) => i.id !== id);
  if (entry) next.push(entry);
  return next;
}

export async function putList(tx, name, id, entry) {
  const lists = tx.objectStore("lists");
  await lists.put(listWith(await lists.get(name), id, entry), name);
}
