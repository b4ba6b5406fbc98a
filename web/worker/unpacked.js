// The build's memory snapshot kept unpacked on this device, so a repeat start reads its
// bytes instead of inflating them (0.7-1.5 s for the 6 MB download at half a core). It
// is a file in the origin's private file system, read in one synchronous call from
// this worker: from Cache Storage the same 31 MB took 0.8-1.3 s at half a core beside
// the rest of the start (the bytes pass through the browser's own process first).
// Kept only with room to spare, since it must never crowd out the player's battles,
// and one build's at a time. Not kept (no room, no such file system, a write refused):
// the next start unpacks the download as before, and the console says why.

import { unpackSnapshot } from "./files.js";

export const UNPACKED_FOLDER = "engine-snapshot-unpacked";
// Where an earlier version kept it (Cache Storage): dropped when this one keeps it.
const OLD_CACHE = "engine-snapshot-unpacked";
// Kept only while the origin has this many times its size free.
const ROOM = 8;

const nameOf = (build) => `${build.snapshot.file.split("/").pop()}.unpacked`;

function canKeep() {
  return Boolean(self.navigator && navigator.storage && navigator.storage.getDirectory
    && self.FileSystemFileHandle && "createSyncAccessHandle" in FileSystemFileHandle.prototype);
}

async function folder() {
  const root = await navigator.storage.getDirectory();
  return root.getDirectoryHandle(UNPACKED_FOLDER, { create: true });
}

async function dropOthers(dir, build) {
  const others = [];
  for await (const name of dir.keys()) if (name !== nameOf(build)) others.push(name);
  for (const name of others) await dir.removeEntry(name);
}

// Whether this device keeps this build's snapshot unpacked: null if not, else its bytes
// as a promise, read while Pyodide loads. They resolve to null if the copy cannot be
// read or is cut short (then dropped): the caller starts from the download instead.
export async function unpackedSnapshot(build) {
  if (!build.snapshot || !canKeep()) return null;
  let dir = null;
  try {
    dir = await folder();
    const handle = await dir.getFileHandle(nameOf(build));
    return { bytes: readKept(dir, handle, build) };
  } catch (err) {
    if (err && err.name === "NotFoundError" && dir) {
      // Another build's 31 MB is of no use to this one.
      await dropOthers(dir, build).catch(() => {});
    } else {
      console.warn(`the unpacked snapshot could not be read: ${(err && err.message) || err}`);
    }
    return null;
  }
}

async function readKept(dir, handle, build) {
  let access = null;
  try {
    // Exclusive: another tab writing it now makes this fail, and this start unpack.
    access = await handle.createSyncAccessHandle();
    const size = access.getSize();
    if (size === build.snapshot.raw) {
      const bytes = new Uint8Array(size);
      if (access.read(bytes, { at: 0 }) === size) return bytes;
    }
    console.warn(`the unpacked snapshot kept has ${size} bytes, not ${build.snapshot.raw}: dropped`);
    access.close();
    access = null;
    await dir.removeEntry(nameOf(build));
  } catch (err) {
    console.warn(`the unpacked snapshot could not be read: ${(err && err.message) || err}`);
  } finally {
    if (access) access.close();
  }
  return null;
}

// Keeps ``bytes`` (this build's snapshot, unpacked) for the next start, dropping any
// other build's. Resolves to null when kept, else to why not.
export async function keepUnpacked(build, bytes, storage = self.navigator && navigator.storage) {
  if (!canKeep()) return "this browser has no private file system for it here";
  if (bytes.length !== build.snapshot.raw) return `it has ${bytes.length} bytes, not ${build.snapshot.raw}`;
  let dir = null;
  try {
    dir = await folder();
    await dropOthers(dir, build);
    if (self.caches) await caches.delete(OLD_CACHE);
    if (!(storage && storage.estimate)) return "the browser does not say how much room is left";
    const { usage, quota } = await storage.estimate();
    const free = quota - usage;
    if (!(free >= ROOM * bytes.length)) {
      return `${Math.round(free / 1e6)} MB free, under ${ROOM} times its ${Math.round(bytes.length / 1e6)} MB`;
    }
    const access = await (await dir.getFileHandle(nameOf(build), { create: true })).createSyncAccessHandle();
    try {
      access.truncate(0);
      const wrote = access.write(bytes, { at: 0 });
      access.flush();
      if (wrote !== bytes.length) throw new Error(`${wrote} of its ${bytes.length} bytes written`);
    } finally {
      access.close();
    }
    return null;
  } catch (err) {
    // A copy cut short would only be dropped by the next start: drop it now.
    if (dir) await dir.removeEntry(nameOf(build)).catch(() => {});
    return (err && err.message) || String(err);
  }
}

// This start's snapshot bytes: the copy kept unpacked (``hit``), else the download kept
// (``found``, or ``kept`` when the copy turns out cut short) unpacked now. ``how.read``
// says which was read ("unpacked" or "packed") and ``how.toKeep`` holds the bytes
// unpacked now, to keep once idle; both are known once ``snapshot`` has settled.
export function snapshotBytes(hit, kept, found) {
  const how = { read: null, toKeep: null };
  if (hit) {
    const snapshot = hit.bytes.then(async (bytes) => {
      if (bytes) {
        how.read = "unpacked";
        return bytes;
      }
      // The copy kept was cut short (and is dropped): the download, if kept still.
      const download = await kept;
      if (!download) throw new Error("the copy kept unpacked was damaged, and the download is not kept");
      how.read = "packed";
      how.toKeep = unpackSnapshot(download);
      return how.toKeep;
    });
    return { snapshot, how };
  }
  if (!found) return { snapshot: null, how };
  how.read = "packed";
  how.toKeep = unpackSnapshot(found);
  return { snapshot: how.toKeep, how };
}
