// The space the device gives: used and left, and whether the browser keeps it for good.
// Persistence is asked for at start and not awaited: a browser may ask the player first
// (Firefox does), and the app must not wait for that; a "space" change event follows
// the answer.
export function askPersistence(device, storage = globalThis.navigator && navigator.storage) {
  if (!(storage && storage.persist)) return;
  device.cache.persisted = "asking";
  const answered = (value) => {
    device.cache.persisted = value;
    device.events.dispatchEvent(new CustomEvent("change", { detail: { kind: "space" } }));
  };
  Promise.resolve()
    .then(() => storage.persisted())
    .then((already) => already || storage.persist())
    .then((granted) => answered(granted === true), () => answered(null)); // null: the browser would not say
}

// { used, quota, persisted, available, memoryOnly }: bytes, null where the browser does
// not say; persisted true, false, null or "asking".
export async function space(device, storage = globalThis.navigator && navigator.storage) {
  let used = null;
  let quota = null;
  if (storage && storage.estimate) {
    try {
      ({ usage: used, quota } = await storage.estimate());
    } catch {
      // the browser would not say: shown as unknown
    }
  }
  return { used, quota, persisted: device.cache.persisted, available: device.kept && !!device.db, memoryOnly: !device.kept };
}
