// Texts carried between two phones by QR codes with no network at all: the link's
// messages (a hand-over of actions or proposals) or a Wi-Fi invite or answer, each
// packed small enough for codes a camera reads across a table (version 10 or less).
//
// The texts are joined by newlines (none of them holds one), compressed, and written in
// base45 (RFC 9285): its 45 characters are exactly a QR code's alphanumeric mode, which
// stores 5.5 bits a character where a byte costs 8, so a code holds a third more than
// it would as base64. When that is longer than one code holds, it is split into
// numbered parts, each with a fixed head:
//   AH1 <kind: A|I|R> <part: 2 digits> <of: 2 digits> <whole: 8 hex> <check: 4 hex> : <body> .
// ``whole`` names the hand-over (the SHA-256 of its texts), so parts of two hand-overs
// never mix, and is checked once they are joined; ``check`` is the part's own (the
// SHA-256 of its head and body), so a damaged part is refused alone. The final dot
// keeps a body ending in a space whole when the text is pasted.
//
// Read back strictly: every part came from outside the app. Nothing in it is applied
// here: the texts go to the link, whose engine checks each one as any message.

// A version 10 code at error correction L holds 395 alphanumeric characters.
export const PART_CHARS = 390;
const HEAD = 22; // "AH1" kind part of whole check ":"
export const MAX_PARTS = 20;
// Unpacked, a hand-over is at most a whole game and a few actions (the link's cap).
export const MAX_TEXT = 1_000_000;
export const KINDS = { A: "actions", I: "invite", R: "answer" };
const LETTER = Object.fromEntries(Object.entries(KINDS).map(([k, v]) => [v, k]));
const B45 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:";
const PART = /^AH1([AIR])(\d\d)(\d\d)([0-9A-F]{8})([0-9A-F]{4}):([0-9A-Z $%*+./:-]*)\.$/;

// What is wrong with a hand-over, its ``msg`` said where it is shown (message.js).
export class HandoverError extends Error {
  constructor(message, msg = null) {
    super(message);
    if (msg) this.msg = msg;
  }
}

import { words } from "./message.js";

// -- base45 -------------------------------------------------------------------------------
export function toBase45(bytes) {
  let out = "";
  for (let i = 0; i < bytes.length; i += 2) {
    if (i + 1 < bytes.length) {
      let x = bytes[i] * 256 + bytes[i + 1];
      for (let k = 0; k < 3; k++) { out += B45[x % 45]; x = Math.floor(x / 45); }
    } else {
      out += B45[bytes[i] % 45] + B45[Math.floor(bytes[i] / 45)];
    }
  }
  return out;
}

export function fromBase45(text) {
  if (text.length % 3 === 1) throw new HandoverError("it is damaged (its length is not one base45 gives)", words("phones-hand-damaged-length"));
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let at = 0;
  for (let i = 0; i < text.length; i += 3) {
    const digits = [...text.slice(i, i + 3)].map((c) => B45.indexOf(c));
    if (digits.includes(-1)) throw new HandoverError("it holds characters a hand-over never has", words("phones-hand-characters"));
    const x = digits.reduce((sum, d, k) => sum + d * 45 ** k, 0);
    if (digits.length === 3) {
      if (x > 0xffff) throw new HandoverError("it is damaged (a group of its characters is out of range)", words("phones-hand-damaged-group"));
      out[at++] = x >> 8;
      out[at++] = x & 0xff;
    } else {
      if (x > 0xff) throw new HandoverError("it is damaged (its last characters are out of range)", words("phones-hand-damaged-last"));
      out[at++] = x;
    }
  }
  return out;
}

// -- packing ------------------------------------------------------------------------------
async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

async function hex(bytes, chars) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("").slice(0, chars).toUpperCase();
}

const two = (n) => String(n).padStart(2, "0");

// The codes' texts for ``texts`` (strings, none with a newline) of ``kind`` ("actions",
// "invite" or "answer"), in order; HandoverError if they need more than MAX_PARTS.
export async function pack(kind, texts) {
  if (!(kind in LETTER)) throw new HandoverError(`a ${kind} is not handed over`);
  if (!texts.length) throw new HandoverError("there is nothing to hand over", words("phones-hand-nothing"));
  if (texts.some((t) => typeof t !== "string" || t.includes("\n"))) throw new HandoverError("a hand-over carries texts of one line");
  const raw = new TextEncoder().encode(texts.join("\n"));
  if (raw.length > MAX_TEXT) throw new HandoverError(`it is ${raw.length.toLocaleString("en")} bytes (a hand-over is at most ${MAX_TEXT.toLocaleString("en")})`, words("phones-hand-too-big", { bytes: raw.length, most: MAX_TEXT }));
  const body = toBase45(await pipe(raw, new CompressionStream("deflate-raw")));
  const whole = await hex(raw, 8);
  const room = PART_CHARS - HEAD - 1;
  const count = Math.max(1, Math.ceil(body.length / room));
  if (count > MAX_PARTS) {
    throw new HandoverError(`it needs ${count} QR codes (the most is ${MAX_PARTS})`, words("phones-hand-too-many", { count, most: MAX_PARTS }));
  }
  const size = Math.ceil(body.length / count);
  const parts = [];
  for (let i = 0; i < count; i++) {
    const head = `AH1${LETTER[kind]}${two(i + 1)}${two(count)}${whole}`;
    const piece = body.slice(i * size, (i + 1) * size);
    parts.push(`${head}${await hex(new TextEncoder().encode(head + piece), 4)}:${piece}.`);
  }
  return parts;
}

// A part read: { kind, part, of, whole, body }, or HandoverError saying what is wrong.
export async function readPart(text) {
  if (typeof text !== "string") throw new HandoverError("it is not text", words("phones-hand-not-text"));
  const line = text.replace(/^[\r\n]+|[\r\n]+$/g, "");
  if (line.length > PART_CHARS + 20) throw new HandoverError(`it is ${line.length.toLocaleString("en")} characters long (a part is at most ${PART_CHARS})`, words("phones-hand-part-long", { chars: line.length, most: PART_CHARS }));
  const got = PART.exec(line);
  if (!got) throw new HandoverError("it is not a part of an Aftermath hand-over (it should start with AH1)", words("phones-hand-not-part"));
  const [, letter, part, of, whole, check, body] = got;
  const [p, n] = [Number(part), Number(of)];
  if (n < 1 || n > MAX_PARTS || p < 1 || p > n) throw new HandoverError(`it says part ${p} of ${n}, which cannot be`, words("phones-hand-part-impossible", { part: p, of: n }));
  const head = `AH1${letter}${part}${of}${whole}`;
  if (await hex(new TextEncoder().encode(head + body), 4) !== check) throw new HandoverError(`part ${p} of ${n} is damaged (its check does not match)`, words("phones-hand-part-damaged", { part: p, of: n }));
  return { kind: KINDS[letter], part: p, of: n, whole, body };
}

// The parts of one hand-over as they are scanned, in any order, each as often as it is.
export class Collector {
  constructor(kinds = Object.values(KINDS)) {
    this.kinds = kinds;
    this.reset();
  }

  reset() {
    this.whole = null;
    this.kind = null;
    this.of = 0;
    this.parts = new Map();
  }

  // The part numbers held, in order.
  get have() {
    return [...this.parts.keys()].sort((a, b) => a - b);
  }

  get complete() {
    return this.of > 0 && this.parts.size === this.of;
  }

  // Reads one scanned or pasted part: what it added, in words, as { words, fresh }
  // (fresh: a part not held before). A part of another hand-over starts it over.
  async add(text) {
    const part = await readPart(text);
    if (!this.kinds.includes(part.kind)) {
      throw new HandoverError(`it is ${part.kind === "actions" ? "a hand-over of actions" : `an ${part.kind}`}, not ${this.kinds.map((k) => (k === "actions" ? "a hand-over of actions" : `an ${k}`)).join(" or ")}`,
        words("phones-hand-wrong-kind", { kind: part.kind, wanted: this.kinds[0] }));
    }
    let started = "";
    if (this.whole !== null && (part.whole !== this.whole || part.of !== this.of)) {
      started = "A code of another hand-over: started over with it. ";
      this.reset();
    }
    if (this.whole === null) Object.assign(this, { whole: part.whole, kind: part.kind, of: part.of });
    const fresh = !this.parts.has(part.part);
    this.parts.set(part.part, part.body);
    const missing = [];
    for (let i = 1; i <= this.of; i++) if (!this.parts.has(i)) missing.push(i);
    const said = fresh ? `Read part ${part.part} of ${part.of}.` : `Part ${part.part} of ${part.of} again.`;
    const rest = missing.length ? ` Still to scan: ${missing.join(", ")}.` : " All parts read.";
    const msg = words("phones-scan-read", { started: started ? "yes" : "no", fresh: fresh ? "yes" : "no", part: part.part, of: part.of, left: missing.length, missing: missing.join(", ") });
    return { words: started + said + rest, fresh, msg };
  }

  // The texts once every part is held, checked against the hand-over's own hash.
  async texts() {
    if (!this.complete) throw new HandoverError(`parts ${this.have.join(", ") || "none"} of ${this.of} are read; scan the rest`, words("phones-hand-scan-rest", { have: this.have.join(", "), read: this.have.length, of: this.of }));
    const body = this.have.map((i) => this.parts.get(i)).join("");
    let raw;
    try {
      raw = await pipe(fromBase45(body), limited(new DecompressionStream("deflate-raw")));
    } catch (err) {
      if (err instanceof HandoverError) throw err;
      throw new HandoverError("it is damaged (it could not be unpacked)", words("phones-hand-not-unpacked"));
    }
    if (await hex(raw, 8) !== this.whole) throw new HandoverError("it is damaged or forged (its parts do not make the hand-over they name)", words("phones-hand-forged"));
    let text;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
    } catch {
      throw new HandoverError("it is damaged (its text is not readable)", words("phones-hand-unreadable"));
    }
    return { kind: this.kind, texts: text.split("\n") };
  }
}

// Unpacking stops past MAX_TEXT bytes: a few codes cannot unpack into a huge text.
function limited(stream) {
  let total = 0;
  const cap = new TransformStream({
    transform(chunk, controller) {
      total += chunk.length;
      if (total > MAX_TEXT) throw new HandoverError(`it unpacks to more than ${MAX_TEXT.toLocaleString("en")} bytes`, words("phones-hand-unpacks-big", { most: MAX_TEXT }));
      controller.enqueue(chunk);
    },
  });
  return { writable: stream.writable, readable: stream.readable.pipeThrough(cap) };
}

// Pasted text: one part a line, or the hand-over's link (its parts after #handover=).
export const LINK_MARK = "#handover=";

export function handoverLink(base, parts) {
  return `${base.split("#")[0]}${LINK_MARK}${encodeURIComponent(parts.join("\n"))}`;
}

export function partsIn(text) {
  if (typeof text !== "string") return [];
  let plain = text;
  const at = text.indexOf(LINK_MARK);
  if (at >= 0) {
    try {
      plain = decodeURIComponent(text.slice(at + LINK_MARK.length).trim());
    } catch {
      throw new HandoverError("the link is damaged (it could not be read)", words("phones-hand-link-damaged"));
    }
  }
  return plain.split(/\r?\n/).map((l) => l.replace(/^\s+(?=AH1)/, "")).filter((l) => l.trim());
}
