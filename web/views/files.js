// A file the player picked, opened with the app or shared to it: its size, which the
// browser knows without reading a byte, is checked first, so a file of hundreds of
// megabytes is refused at once as too large instead of being read whole (the page would
// block for seconds) and then refused for what it holds.
import { words } from "../i18n/words.js";

// The largest list file the engine reads (aftermath.lists.MAX_FILE).
export const MAX_LIST_BYTES = 4 * 1024 * 1024;

const MIB = 1024 * 1024;

// Why ``file`` is too large to be read as ``what`` (at most ``limit`` bytes), or null.
// ``what``: the kind of file in the player's words (file-what-list ...).
export function tooLarge(file, limit, what) {
  if (file.size <= limit) return null;
  const said = { name: file.name, size: file.size, what, limit };
  return limit % MIB === 0 ? words("file-too-large-mib", { ...said, mib: limit / MIB }) : words("file-too-large", said);
}

// ``file``'s text, or its bytes as base64 (``as: "base64"``), once its size is within
// ``limit``; an Error naming the size and the limit otherwise, with nothing read.
export async function readPicked(file, { limit, what, as = "text" }) {
  const refused = tooLarge(file, limit, what);
  if (refused) throw new Error(refused);
  try {
    if (as === "text") return await file.text();
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  } catch (err) {
    throw new Error(words("file-not-read", { name: file.name, reason: err.message }));
  }
}
