// The engine worker's downloads: the build's files by URL, the snapshot if this device
// keeps it, and the files of a zip (a wheel is one) read in JavaScript.
import { words } from "./life.js";

// A path from the site's root: the worker's own script sits there, bundled (dist/) or
// not (web/).
export function here(path) {
  return new URL(path, new URL("./", self.location.href)).href;
}

export async function checkedFetch(path, expectType, method = "HEAD") {
  const response = await fetch(here(path), { method });
  if (!response.ok) {
    const err = new Error(`${path} could not be loaded (HTTP ${response.status})`);
    err.msg = words("wk-file-not-loaded", { path, status: response.status });
    throw err;
  }
  const type = (response.headers.get("content-type") || "").split(";")[0].trim();
  if (expectType && type !== expectType) {
    // A wasm file served with the wrong type makes loadPyodide hang silently.
    throw new Error(`${path} is served as "${type || "no type"}"; the server must send ${expectType}`);
  }
  return response;
}

// The snapshot's response if this device keeps it already (the browser's cache, or the
// service worker's copy), else null: a first visit never waits for its download before
// the first start; it is fetched in idle time for the next one (keepForNextStart).
export async function keptSnapshot(path) {
  try {
    const response = await fetch(here(path), { cache: "only-if-cached", mode: "same-origin" });
    return response.ok ? response : null;
  } catch {
    return null; // not kept: an only-if-cached request never goes to the network
  }
}

// Bytes as a stream, made here: a Blob's stream would copy them to the browser's own
// process and back (measured: unzipping the start part at half a core took 0.8 s so).
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

// The snapshot's bytes, unpacked here (DecompressionStream) so the transfer does not
// depend on the host compressing it. A host that unpacked it already is fine too.
export async function unpackSnapshot(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = streamOf(bytes).pipeThrough(new DecompressionStream("gzip"));
  try {
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (err) {
    // The browser words a damaged gzip stream as "Failed to fetch": say what failed.
    throw new Error(`the snapshot could not be unpacked (${(err && err.message) || err})`);
  }
}

// A wheel's bytes (one GET: its status is the check).
export async function fetchWheel(path) {
  const response = await checkedFetch(`./${path}`, null, "GET");
  return new Uint8Array(await response.arrayBuffer());
}

// A wheel's bytes and its files (unzip), both as promises: the files are read while
// Python starts, and are null if they cannot be (Pyodide unpacks the bytes instead).
export function fetchFiles(path) {
  const bytes = fetchWheel(path);
  bytes.catch(() => {}); // awaited where used; this only stops an "unhandled" warning
  const files = bytes.then(unzip).catch((err) => {
    console.warn(`${path} is unpacked by Pyodide instead (${(err && err.message) || err})`);
    return null;
  });
  return { path, bytes, files };
}

// The files of a zip, read here while Python starts, so the install after it only
// writes them (Python's own unzip was most of the ordinary start's work after Python
// was up). Stored and deflated entries, as wheels hold; anything else throws, and the
// install falls back to pyodide.unpackArchive.
export async function unzip(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22; // the end of the central directory, before any comment
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error("not a zip file");
  const entries = [];
  let at = view.getUint32(end + 16, true);
  for (let i = view.getUint16(end + 10, true); i > 0; i--) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error("a damaged zip directory");
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (name.startsWith("/") || name.split("/").includes("..")) throw new Error(`a file outside the wheel: ${name}`);
    if (name.endsWith("/")) continue;
    if (view.getUint32(local, true) !== 0x04034b50) throw new Error(`a damaged zip entry: ${name}`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.push({ name, method, raw: bytes.subarray(start, start + size) });
  }
  return Promise.all(entries.map(async ({ name, method, raw }) => {
    if (method === 0) return [name, raw];
    if (method !== 8) throw new Error(`${name} is packed in a way this does not read (${method})`);
    const stream = streamOf(raw).pipeThrough(new DecompressionStream("deflate-raw"));
    return [name, new Uint8Array(await new Response(stream).arrayBuffer())];
  }));
}
