// The text one phone gives the other to connect over a shared Wi-Fi or hotspot with no
// internet: the WebRTC offer (the invite) or answer, compressed and in URL-safe base64
// after a word saying what it is, short enough for a QR code or a message. Read back
// strictly: it came from outside the app, so its size is checked before anything else.

import { words } from "./message.js";

const PREFIX = { offer: "AFTERMATH-INVITE-1.", answer: "AFTERMATH-ANSWER-1." };
// A description with a handful of host candidates compresses to well under this.
export const MAX_INVITE = 6000;
const MAX_SDP = 20000;

// What is wrong with an invite or answer, its ``msg`` said where it is shown (message.js).
export class InviteError extends Error {
  constructor(message, msg = null) {
    super(message);
    if (msg) this.msg = msg;
  }
}

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

const toBase64Url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new InviteError("it holds characters an invite never has", words("phones-invite-characters"));
  const plain = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

// ``description``: an RTCSessionDescription's { type, sdp }.
export async function writeInvite({ type, sdp }) {
  if (!(type in PREFIX)) throw new InviteError(`a ${type} is not sent between phones`);
  const packed = await pipe(new TextEncoder().encode(sdp), new CompressionStream("deflate-raw"));
  return PREFIX[type] + toBase64Url(packed);
}

// The description in ``text`` if it is a ``type`` ("offer" or "answer"), else an
// InviteError saying in words what is wrong.
export async function readInvite(text, type) {
  if (typeof text !== "string") throw new InviteError("it is not text", words("phones-hand-not-text"));
  const trimmed = text.trim();
  if (trimmed.length > MAX_INVITE) throw new InviteError(`it is ${trimmed.length.toLocaleString("en")} characters long (an invite is at most ${MAX_INVITE.toLocaleString("en")})`,
    words("phones-invite-long", { chars: trimmed.length, most: MAX_INVITE }));
  const other = type === "offer" ? "answer" : "offer";
  if (trimmed.startsWith(PREFIX[other])) throw new InviteError(`it is an ${other === "offer" ? "invite" : "answer"}, not an ${type === "offer" ? "invite" : "answer"}`,
    words("phones-hand-wrong-kind", { kind: other === "offer" ? "invite" : "answer", wanted: type === "offer" ? "invite" : "answer" }));
  if (!trimmed.startsWith(PREFIX[type])) throw new InviteError(`it does not start with ${PREFIX[type]}`, words("phones-invite-prefix", { prefix: PREFIX[type] }));
  let sdp;
  try {
    const bytes = await pipe(fromBase64Url(trimmed.slice(PREFIX[type].length)), limited(new DecompressionStream("deflate-raw")));
    sdp = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch (err) {
    if (err instanceof InviteError) throw err;
    throw new InviteError("it is damaged (it could not be unpacked)", words("phones-hand-not-unpacked"));
  }
  if (!sdp.startsWith("v=0\r\n")) throw new InviteError("it does not hold a connection description", words("phones-invite-no-description"));
  return { type, sdp };
}

// Unpacking stops past MAX_SDP bytes: a small text cannot unpack into a huge one.
function limited(stream) {
  let total = 0;
  const cap = new TransformStream({
    transform(chunk, controller) {
      total += chunk.length;
      if (total > MAX_SDP) throw new InviteError(`it unpacks to more than ${MAX_SDP.toLocaleString("en")} bytes`, words("phones-hand-unpacks-big", { most: MAX_SDP }));
      controller.enqueue(chunk);
    },
  });
  return { writable: stream.writable, readable: stream.readable.pipeThrough(cap) };
}
