// What comes over the internet, measured before the link hears it (installed on
// NetCarrier, trystero.js: ``this`` is the carrier).
import { MAX_TEXT, TooLong } from "./guard.js";

// Trystero puts a message together from chunks of 16 KiB (less its 36-byte head) before
// it hands it on, and keeps no limit of its own. It says each chunk as it comes (its
// receive progress), so a phone sending more than the longest message could take
// (MAX_TEXT characters, at most 4 bytes each) before a message ends is cut off: its
// connection closed, before the library keeps more of it.
export const CHUNK_BYTES = 16 * 1024 - 36;
export const MAX_CHUNKS = Math.ceil((4 * MAX_TEXT) / CHUNK_BYTES) + 4;

export const measuring = {
  // A chunk of a message on its way: one too many, and the phone sending it is cut off.
  chunk(peerId) {
    const count = (this.chunks.get(peerId) || 0) + 1;
    this.chunks.set(peerId, count);
    if (count === MAX_CHUNKS + 1) this.cutOff(peerId, new TooLong(count * CHUNK_BYTES));
  },

  // A message as Trystero hands it on: only text is a message (the library would have
  // read anything else as JSON already); its chunks are accounted for, and what is too
  // long or not text cuts the phone that sent it off.
  measured(data, peerId) {
    if (typeof data !== "string") return this.cutOff(peerId, data);
    const bytes = data.length * 3 < CHUNK_BYTES ? data.length : new TextEncoder().encode(data).byteLength;
    this.chunks.set(peerId, Math.max(0, (this.chunks.get(peerId) || 0) - Math.max(1, Math.ceil(bytes / CHUNK_BYTES))));
    if (data.length > MAX_TEXT) return this.cutOff(peerId, new TooLong(data.length));
    return this.received(data, peerId);
  },

  // The paired phone's link refuses and says what came; any other phone is refused. Its
  // connection is closed either way (it comes back as a new peer, paired again).
  cutOff(peerId, what) {
    if (peerId === this.peerId && this.paired && this.link) this.link.onMessage(what);
    else if (this.slots.get(peerId)?.checking) this.refuse(peerId, this.pair === null ? "silent" : "old");
    else this.letGo(peerId);
    this.hangUp(peerId);
  },

  // Trystero's connections are the browser's: the one to ``peerId`` closed, so the
  // library drops what it was putting together from it.
  hangUp(peerId) {
    this.chunks.delete(peerId);
    const connection = this.room && typeof this.room.getPeers === "function" ? (this.room.getPeers() || {})[peerId] : null;
    if (connection && typeof connection.close === "function") {
      try {
        connection.close();
      } catch {
        // Closed already: nothing more comes from it.
      }
    }
  },
};
