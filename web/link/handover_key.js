// Hand-overs signed with a key only the two phones hold (handover_link.js). A hand-over
// goes by QR code or link, so anything in one can be seen by whoever looks at the screen
// or is sent the link: the key is never in one. The phones agree it when one joins the
// other by hand: the joining phone's request names a public key of its own (ECDH, P-256,
// made with Web Crypto), and the holder's answer names the holder's; each phone derives
// the same secret from its private key and the other's public one, which no one who saw
// both codes can. From then on every hand-over's head carries ``mac``: an HMAC-SHA-256,
// keyed with that secret, of the phone it is from (its public key) and every text of the
// hand-over, the head without its ``mac`` first. A phone holding a key refuses whole a
// hand-over that is not signed, or not by the other phone (a reflected one of its own
// does not match: the maker is part of it).
//
// What this does not do: the first answer a joining phone takes fixes its key, so one
// who saw its request (its code, or its link) and has the answer scanned first is the
// phone it is linked with (it is said on the holder's page when a request to join
// replaces another, and the holder refuses requests to join once the other phone has
// signed a hand-over). Links begun before hand-overs were signed, or over a network,
// hold no key: their hand-overs are read as before, unsigned.
//
// Kept with the link (``link.hand``): ``mine`` (this phone's public key), and, joining,
// ``priv`` (its private key, until the answer) or, once agreed, ``theirs`` and ``key``
// (the secret, hex); ``confirmed`` once the key is the other phone's for sure (the joining
// phone took the answer; the holder read a hand-over the other phone signed).

import { around, withMsg, words } from "./message.js";

const CURVE = { name: "ECDH", namedCurve: "P-256" };
const HMAC = { name: "HMAC", hash: "SHA-256" };
export const PUB = /^[A-Za-z0-9_-]{87}$/; // a P-256 point, 65 bytes, base64url
export const MAC = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url
const KEY = /^[0-9a-f]{64}$/;

const BATTLE = /^[0-9a-f]{16}$/;
const JOIN = /^[0-9a-f]{32}$/;
const HEAD_KEYS = new Set(["kind", "battle", "join", "pub", "mac"]);

function subtle() {
  const s = globalThis.crypto?.subtle;
  if (!s) throw withMsg(new Error("this browser cannot sign hand-overs (no Web Crypto: open the app over https)"), words("phones-no-crypto-sign"));
  return s;
}

const hex = (bytes) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
const fromHex = (text) => new Uint8Array(text.match(/../g).map((h) => parseInt(h, 16)));
const b64u = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
const fromB64u = (text) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
const encode = (text) => new TextEncoder().encode(text);

// The battle named at a hand-over's head, read strictly, or null if it names none. Old
// hand-overs' heads are {kind, battle, join?}; signed ones add ``mac`` and, joining,
// ``pub``.
export function readHead(text) {
  let m;
  try {
    m = typeof text === "string" && text.length <= 400 ? JSON.parse(text) : null;
  } catch {
    return null;
  }
  if (!m || typeof m !== "object" || Array.isArray(m) || m.kind !== "battle") return null;
  if (Object.keys(m).some((k) => !HEAD_KEYS.has(k))) return null;
  if (!(typeof m.battle === "string" && BATTLE.test(m.battle))) return null;
  if (m.join !== undefined && !(typeof m.join === "string" && JOIN.test(m.join))) return null;
  if (m.pub !== undefined && !(m.join !== undefined && typeof m.pub === "string" && PUB.test(m.pub))) return null;
  if (m.mac !== undefined && !(typeof m.mac === "string" && MAC.test(m.mac))) return null;
  return m;
}

// The phone's token while it waits for its first whole game, kept with the link, and
// the key pair its request names.
export async function joinToken(link) {
  if (!link.join) link.join = hex(globalThis.crypto.getRandomValues(new Uint8Array(16)));
  if (!link.hand) link.hand = await newKeys();
  return link.join;
}

export async function newKeys() {
  const pair = await subtle().generateKey(CURVE, true, ["deriveBits"]);
  const mine = b64u(new Uint8Array(await subtle().exportKey("raw", pair.publicKey)));
  return { mine, priv: await subtle().exportKey("jwk", pair.privateKey) };
}

// The secret both phones derive, as hex: this phone's private key, the other's public.
export async function sharedKey(priv, theirs) {
  const s = subtle();
  const mine = await s.importKey("jwk", priv, CURVE, false, ["deriveBits"]);
  const other = await s.importKey("raw", fromB64u(theirs), CURVE, false, []);
  const bits = new Uint8Array(await s.deriveBits({ name: "ECDH", public: other }, mine, 256));
  return hex(new Uint8Array(await s.digest("SHA-256", new Uint8Array([...encode("aftermath-handover-key:"), ...bits]))));
}

const signed = (from, texts) => encode(`aftermath-handover:from:${from}\n${texts.join("\n")}`);
const hmacKey = (key, use) => subtle().importKey("raw", fromHex(key), HMAC, false, [use]);

// ``texts`` (head first) with the head signed by this phone, if its link holds a key.
export async function sign(link, texts) {
  const hand = link.hand;
  if (!hand || typeof hand.key !== "string" || !KEY.test(hand.key)) return texts;
  const mac = b64u(new Uint8Array(await subtle().sign("HMAC", await hmacKey(hand.key, "sign"), signed(hand.mine, texts))));
  return [JSON.stringify({ ...JSON.parse(texts[0]), mac }), ...texts.slice(1)];
}

// Whether the hand-over ``all`` (its head read: ``head``) is signed by the phone whose
// public key is ``from`` with ``key``.
export async function signedBy(key, from, head, all) {
  if (head.mac === undefined) return false;
  const { mac, ...rest } = head;
  const texts = [JSON.stringify(rest), ...all.slice(1)];
  return subtle().verify("HMAC", await hmacKey(key, "verify"), fromB64u(mac), signed(from, texts));
}

// Words for a hand-over this phone refuses for its signature ({ words, msg }), or null. ``answering``:
// it is the answer to this joining phone's request (its key is agreed from it);
// ``asking``: a request to join, read by the holder.
export async function checkSigned(link, head, all, { answering, asking }) {
  const hand = link.hand;
  const refused = (why, msg) => ({ words: `Refused the whole hand-over: ${why}. Nothing was changed.`, msg: around(words("phones-whole-refused", {}), msg) });
  if (answering) {
    // An answer from before hand-overs were signed: read as before, and no key agreed.
    if (head.pub === undefined || !hand?.priv) return null;
    const key = await sharedKey(hand.priv, head.pub);
    if (!(await signedBy(key, head.pub, head, all))) return refused("its signature does not match the key it names (damaged or forged)", words("phones-whole-bad-key"));
    link.hand = { mine: hand.mine, theirs: head.pub, key, confirmed: true };
    return null;
  }
  if (asking) {
    return hand?.confirmed ? refused(`it asks to join this battle, which ${link.peer} plays already (its hand-overs are signed); to play it with another phone, stop playing on two phones and link again`, words("phones-whole-joined-already", { peer: link.peer })) : null;
  }
  if (!hand?.key) return null;
  if (head.mac === undefined) return refused(`it is not signed by ${link.peer}, the phone this battle is linked with (made by another phone, or before hand-overs were signed)`, words("phones-whole-unsigned", { peer: link.peer }));
  if (!(await signedBy(hand.key, hand.theirs, head, all))) return refused(`its signature is not ${link.peer}'s (forged, made for another link, or this phone's own)`, words("phones-whole-forged", { peer: link.peer }));
  if (link.role === "writer" && !hand.confirmed) link.hand = { ...hand, confirmed: true };
  return null;
}

// The holder read a request to join naming ``pub``: its key pair for that phone, and the
// key they share (none for a request from before hand-overs were signed). The same
// request read again keeps the key (its answer may be scanned from either code shown).
export async function answerKeys(link, pub) {
  if (pub === undefined) {
    link.hand = null;
    return;
  }
  if (link.hand?.theirs === pub && link.hand.key) return;
  const { mine, priv } = await newKeys();
  link.hand = { mine, theirs: pub, key: await sharedKey(priv, pub), confirmed: false };
}
