// Reading and writing JSON on the device (localStorage), shared by the saved games and
// the rosters. A damaged or unreadable entry reads as missing so the rest stays usable;
// a write the device refuses throws a StoreError with a message for the player.

export class StoreError extends Error {}

export function read(key, fallback) {
  let text;
  try {
    text = localStorage.getItem(key);
  } catch {
    return fallback;
  }
  if (text == null) return fallback;
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

export function write(key, value, what) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch (err) {
    throw new StoreError(`Could not save ${what} on this device (${err.name || "storage refused"}): ` +
      "free some space and try again.");
  }
}

export function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch {
    // removing cannot run out of space; a refusal leaves an entry no index lists
  }
}

export function newId(prefix) {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return prefix + [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}
