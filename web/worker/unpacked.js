// The build's memory snapshot kept unpacked on this device (Cache Storage), so a repeat
// start reads its bytes instead of inflating them: measured at half a core, reading the
// 31 MB took 0.09-0.22 s against 0.7-1.5 s to unpack the 6 MB download. Kept only with
// room to spare, since it must never crowd out the player's battles, and one build's
// at a time. Not kept (no room, no Cache Storage, a write refused): the next start
// unpacks the download as before, and the console says why.
import { here } from "./files.js";

export const UNPACKED_CACHE = "engine-snapshot-unpacked";
// Kept only while the origin has this many times its size free.
const ROOM = 8;

const keyOf = (build) => here(`./${build.snapshot.file}.unpacked`);

async function dropOthers(cache, build) {
  for (const request of await cache.keys()) {
    if (request.url !== keyOf(build)) await cache.delete(request);
  }
}

// Whether this device keeps this build's snapshot unpacked: null if not, else its bytes
// as a promise, read while Pyodide loads (the 31 MB read is the repeat start's longest
// wait before Python can be restored). They resolve to null if the copy is cut short
// (it is dropped then: the caller starts from the download instead).
export async function unpackedSnapshot(build) {
  if (!build.snapshot || !self.caches) return null;
  let cache;
  let hit;
  try {
    cache = await caches.open(UNPACKED_CACHE);
    hit = await cache.match(keyOf(build));
    if (!hit) {
      await dropOthers(cache, build); // another build's 31 MB, of no use to this one
      return null;
    }
  } catch (err) {
    console.warn(`the unpacked snapshot could not be read: ${(err && err.message) || err}`);
    return null;
  }
  return { bytes: readKept(cache, hit, build) };
}

async function readKept(cache, hit, build) {
  try {
    const bytes = new Uint8Array(await hit.arrayBuffer());
    if (bytes.length === build.snapshot.raw) return bytes;
    console.warn(`the unpacked snapshot kept has ${bytes.length} bytes, not ${build.snapshot.raw}: dropped`);
    await cache.delete(keyOf(build));
  } catch (err) {
    console.warn(`the unpacked snapshot could not be read: ${(err && err.message) || err}`);
  }
  return null;
}

// Keeps ``bytes`` (this build's snapshot, unpacked) for the next start, dropping any
// other build's. Resolves to null when kept, else to why not.
export async function keepUnpacked(build, bytes, storage = self.navigator && navigator.storage) {
  if (!self.caches) return "this browser has no Cache Storage here";
  if (bytes.length !== build.snapshot.raw) return `it has ${bytes.length} bytes, not ${build.snapshot.raw}`;
  try {
    const cache = await caches.open(UNPACKED_CACHE);
    await dropOthers(cache, build);
    if (!(storage && storage.estimate)) return "the browser does not say how much room is left";
    const { usage, quota } = await storage.estimate();
    const free = quota - usage;
    if (!(free >= ROOM * bytes.length)) {
      return `${Math.round(free / 1e6)} MB free, under ${ROOM} times its ${Math.round(bytes.length / 1e6)} MB`;
    }
    await cache.put(keyOf(build), new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
    return null;
  } catch (err) {
    return (err && err.message) || String(err);
  }
}
