// The invite to play one battle on two phones over the internet: a link whose fragment
// holds the battle's game system, a room (where the two phones meet on the public
// signalling relays) and a random secret (the key the phones' handshake is sealed with:
// without it no one can join the room or read what passes). The fragment never reaches a
// server: a browser keeps what follows "#" to itself. Read back strictly, field by field:
// the link came from outside the app.

import { around, words } from "./message.js";

export const NET_PREFIX = "net1.";
// 12 random bytes name the room, 18 the secret (144 bits, at least 128 asked).
const ROOM_BYTES = 12;
const SECRET_BYTES = 18;
const ROOM_CHARS = 16;
const SECRET_CHARS = 24;
export const MAX_NET_INVITE = 120;
const SYSTEM = /^[a-z][a-z0-9_]{0,31}$/;
const B64URL = /^[A-Za-z0-9_-]*$/;

// ``reason``: the message of ``message`` (message.js), said after the field's name.
export class NetInviteError extends Error {
  constructor(field, message, reason) {
    super(`${field}: ${message}`);
    this.field = field;
    this.msg = around(words("phones-field", { field }), reason);
  }
}

const toBase64Url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function random(count, source = globalThis.crypto) {
  const bytes = new Uint8Array(count);
  source.getRandomValues(bytes);
  return toBase64Url(bytes);
}

// A new room and secret, from the browser's cryptographic random numbers.
export function newNetRoom(source = globalThis.crypto) {
  return { room: random(ROOM_BYTES, source), secret: random(SECRET_BYTES, source) };
}

export const isNetInvite = (fragment) => typeof fragment === "string" && fragment.startsWith(NET_PREFIX);

// The fragment (without "#") of the invite.
export function writeNetInvite({ system, room, secret }) {
  const invite = `${NET_PREFIX}${system}.${room}.${secret}`;
  readNetInvite(invite); // never hand out an invite this app would refuse
  return invite;
}

function checked(name, value, chars) {
  if (value.length !== chars) throw new NetInviteError(name, `must be ${chars} characters, got ${value.length}`, words("phones-field-chars", { chars, got: value.length }));
  if (!B64URL.test(value)) throw new NetInviteError(name, "must be letters, digits, - or _ only", words("phones-field-b64"));
  return value;
}

// { system, room, secret } from an invite's fragment, or a NetInviteError naming the
// field that is wrong and how.
export function readNetInvite(fragment) {
  if (typeof fragment !== "string") throw new NetInviteError("invite", `must be text, got ${typeof fragment}`, words("phones-field-text", { type: typeof fragment }));
  if (fragment.length > MAX_NET_INVITE) throw new NetInviteError("invite", `is ${fragment.length} characters long (at most ${MAX_NET_INVITE})`, words("phones-field-long", { chars: fragment.length, most: MAX_NET_INVITE }));
  if (!isNetInvite(fragment)) throw new NetInviteError("invite", `must start with ${NET_PREFIX}`, words("phones-field-prefix", { prefix: NET_PREFIX }));
  const parts = fragment.slice(NET_PREFIX.length).split(".");
  if (parts.length !== 3) throw new NetInviteError("invite", `must hold a system, a room and a secret (3 parts), got ${parts.length}`, words("phones-field-parts", { got: parts.length }));
  const [system, room, secret] = parts;
  if (!SYSTEM.test(system)) throw new NetInviteError("invite.system", "must be a game system's name (a-z, 0-9, _; at most 32)", words("phones-field-system"));
  return { system, room: checked("invite.room", room, ROOM_CHARS), secret: checked("invite.secret", secret, SECRET_CHARS) };
}
