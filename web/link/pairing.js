// The two phones of an internet link, pinned to each other: an invite (room and secret)
// may be kept, shared again or seen over a shoulder, so at their first meeting the two
// phones agree a token of their own, kept with the link on each, and a phone that joins
// the room later must show it holds that token before the link hears a word from it.
// A fresh invite starts with no token, so the phone that opens it pairs anew.
//
// Over the encrypted data channel, before any message of the link's:
//   {"pair": "commit", "commit"}          each phone, on meeting: SHA-256 of a fresh random
//                                          nonce, said before either hears the other's
//   {"pair": "hello", "nonce", "pinned"}  each phone, once the other committed: its nonce
//                                          (checked against its commitment), and whether
//                                          it holds a token
//   {"pair": "proof", "proof"}            each pinned phone: SHA-256 of its token, the word
//                                          for its direction, its own nonce, then the other's,
//                                          then the certificates of the connection's two
//                                          ends, its own first; the token itself never goes
// Neither pinned: the token is the smaller of the two nonces, and each phone shows a check
// code of four digits made of both nonces and both ends' certificates (``checkCode``):
// alike on both phones only if no one sits between them (see below). One pinned and one not, or
// a proof that does not match: refused. A hello that carries this phone's own nonce is
// refused too: a stranger without the token could otherwise echo this phone's hello and
// then its proof back to it. The proof names who proves to whom (prover's nonce first),
// so one sent by this phone never matches what this phone expects of the other.
//
// The proof is bound to the connection it goes over: each end of a WebRTC connection has
// its own certificate (DTLS), named by its fingerprint in the connection's descriptions,
// and the browser holds the encrypted channel to the one certificate named there. A
// stranger with the invite (room and secret) who sits between the two phones holds two
// connections, one to each, each with its own certificate: a proof it passes on from one
// phone names the first phone's connection to it, never the second phone's, so it does
// not match there, and the stranger, without the token, cannot make one that does. A
// key for each later message would stop the stranger changing them but not reading
// them; binding the proof to the certificates leaves it no channel of its own to read.
//
// At a first meeting there is no token to prove, and a stranger with the invite who sits
// between the phones pairs with each. The check code is what finds it: each phone's code
// names the certificates of its own connection, which end at the stranger's, so the two
// phones' codes differ (alike once in 10,000) and the players, comparing them, unpair.
// The commitment is what keeps the stranger from choosing its nonces until the codes are
// alike: it must commit to its nonce on each side before it hears that phone's.

import { withMsg, words } from "./message.js";

export const TOKEN = /^[0-9a-f]{32}$/;
const PROOF = /^[0-9a-f]{64}$/;
// A pairing message is a few dozen characters: anything longer is not one.
const MAX_PAIR = 200;

const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

// 128 random bits, as 32 hex digits.
export function newNonce(source = globalThis.crypto) {
  const bytes = new Uint8Array(16);
  source.getRandomValues(bytes);
  return hex(bytes);
}

export const isToken = (value) => typeof value === "string" && TOKEN.test(value);

const sha256 = async (text, subtle = globalThis.crypto?.subtle) => {
  if (!subtle) throw withMsg(new Error("this browser cannot check the other phone (no Web Crypto: open the app over https)"), words("phones-no-crypto-check"));
  return new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(text)));
};

// What a phone says on meeting, binding it to its nonce before it hears the other's.
export const commitOf = async (nonce) => hex(await sha256(`aftermath-pair-commit:${nonce}`));

// What the check code is made of: both nonces and the certificates of both ends of the
// connection (``certs``: ``ends``'s), each pair in an order both phones share.
export function checkText(nonces, certs) {
  if (!certs || typeof certs.local !== "string" || typeof certs.remote !== "string") throw withMsg(new Error("the connection's certificates are not known"), words("phones-no-certificates"));
  return `aftermath-pair-check:${[...nonces].sort().join(":")}:certs:${[certs.local, certs.remote].sort().join("|")}`;
}

// The check code both players compare at a first meeting: four digits, as text.
export async function checkCode(nonces, certs) {
  const digest = await sha256(checkText(nonces, certs));
  const value = ((digest[0] << 24) >>> 0) + (digest[1] << 16) + (digest[2] << 8) + digest[3];
  return String(value % 10_000).padStart(4, "0");
}

// The certificates of a WebRTC connection's two ends (``local``: this phone's), each the
// fingerprints its description names, or null where either is not known.
export function ends(connection) {
  const of = (description) => {
    const sdp = description && typeof description.sdp === "string" ? description.sdp : "";
    const found = [...sdp.matchAll(/^a=fingerprint:([A-Za-z0-9-]{1,20}) ([0-9A-Fa-f:]{1,200})\r?$/gm)];
    return found.length ? [...new Set(found.map((m) => `${m[1].toLowerCase()} ${m[2].toUpperCase()}`))].sort().join(",") : null;
  };
  if (!connection || typeof connection !== "object") return null;
  const [local, remote] = [of(connection.localDescription), of(connection.remoteDescription)];
  return local && remote ? { local, remote } : null;
}

// Proof of holding ``token`` sent by the phone whose nonce is ``mine`` to the phone whose
// nonce is ``theirs`` (never the same twice, never valid the other way round), over the
// connection whose ends have the certificates ``certs``: ``from`` the prover's, ``to`` the
// other's.
export async function proof(token, mine, theirs, certs, subtle = globalThis.crypto?.subtle) {
  if (!certs || typeof certs.from !== "string" || typeof certs.to !== "string") throw withMsg(new Error("the connection's certificates are not known"), words("phones-no-certificates"));
  const text = `aftermath-pair-proof:${token}:from:${mine}:to:${theirs}:certs:${certs.from}:to:${certs.to}`;
  return hex(await sha256(text, subtle));
}

// A pairing message read strictly, or null if ``data`` is not one.
export function readPair(data) {
  if (typeof data !== "string" || data.length > MAX_PAIR) return null;
  let m;
  try {
    m = JSON.parse(data);
  } catch {
    return null;
  }
  if (!m || typeof m !== "object" || Array.isArray(m)) return null;
  const keys = Object.keys(m).sort().join();
  if (m.pair === "hello" && keys === "nonce,pair,pinned" && isToken(m.nonce) && typeof m.pinned === "boolean") return m;
  if (m.pair === "commit" && keys === "commit,pair" && typeof m.commit === "string" && PROOF.test(m.commit)) return m;
  if (m.pair === "proof" && keys === "pair,proof" && typeof m.proof === "string" && PROOF.test(m.proof)) return m;
  return null;
}

export const hello = (nonce, pinned) => JSON.stringify({ pair: "hello", nonce, pinned });
export const commitMessage = (commit) => JSON.stringify({ pair: "commit", commit });
export const proofMessage = (value) => JSON.stringify({ pair: "proof", proof: value });

// The words for a phone refused.
export const REFUSED = {
  old: "Another phone tried to join with an old invite and was refused: only the phone this battle was paired with can join. To play with another phone, give a new invite.",
  other: "The other phone was paired with another phone and refused this one: ask its player for a new invite.",
  silent: "A phone joined the room but did not show it is the paired one in time, and was refused.",
};
