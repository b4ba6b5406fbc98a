// What the two-phone link's tests share: the internet invite's room and secret and a
// pairing token, waiting on a condition, a clock the test runs, a phone on the fake relay
// (its carrier, link, and what its page was told), two phones linked by hand, and one
// hand-over carried through its codes. The engine, device and wire are link_fakes.mjs's;
// the relay is trystero_fakes.mjs's.
import { phone } from "./link_fakes.mjs";
import { settle } from "./trystero_fakes.mjs";

const { Link } = await import("../../web/link/link.js");
const { NetCarrier } = await import("../../web/link/trystero.js");
const H = await import("../../web/link/handover.js");
const { Handover } = await import("../../web/link/handover_link.js");

export const ROOM = "AAAAAAAAAAAAAAAA";
export const SECRET = "BBBBBBBBBBBBBBBBBBBBBBBB";
export const TOKEN = "0123456789abcdef0123456789abcdef";

// Resolves once ``check()`` holds; rejects ("never came") after ``ms`` of real time.
export async function until(check, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("never came");
    await settle(5);
  }
}

// Timers that run when the test says (``tick``); ``at`` the links' now.
export function manualClock() {
  const timers = new Map();
  let next = 1;
  const clock = {
    at: 0,
    setInterval(fn) { timers.set(next, fn); return next++; },
    clearInterval(id) { timers.delete(id); },
    setTimeout(fn) { timers.set(next, fn); return next++; },
    clearTimeout(id) { timers.delete(id); },
    now: () => clock.at,
    tick() { for (const fn of [...timers.values()]) fn(); },
  };
  return clock;
}

// A phone on the relay: its carrier (keeping the token ``pair``, if any; ``waits``: the
// carrier's waits), its link (its own device and toy engine, ``P``), the states and check
// codes its page was told, and the tokens it was given to keep (``kept.saved``).
export async function netPhone(relay, role, me, peer, { pair = null, P = phone(7), waits = {} } = {}) {
  const kept = { pair, saved: [] };
  const states = [];
  const checks = [];
  const carrier = new NetCarrier({ room: ROOM, secret: SECRET, pair, load: async () => relay.lib(), onPair: (t) => { kept.saved.push(t); }, ...waits });
  carrier.onState = (s) => states.push(s);
  carrier.onCheck = (code) => checks.push(code);
  const link = new Link({ role, me, peer, transport: carrier, battle: P.battle, keep: P.keep, retryMs: 20 });
  carrier.listen(link);
  await link.start();
  await carrier.connect();
  const leave = () => { link.stop(); carrier.close(); };
  return { P, carrier, link, states, checks, kept, leave };
}

// Two phones that meet only by QR code: Phone A holds the battle, Phone B follows; each
// link with its hand-over (``a``, ``b``). ``fresh``: B never had the battle (its first
// hand-over asks to join); otherwise B has it.
export async function byHand({ fresh = true } = {}) {
  const A = phone(3);
  const B = phone(4);
  const none = { send: () => false };
  const writer = new Link({ role: "writer", me: "Phone A", peer: "Phone B", transport: none, battle: A.battle, keep: A.keep });
  const follower = new Link({ role: "follower", me: "Phone B", peer: "Phone A", transport: none, battle: B.battle, keep: B.keep });
  await writer.start();
  await follower.start();
  writer.stop();
  follower.stop();
  if (!fresh) follower.fresh = false;
  return { A, B, writer, follower, a: new Handover(writer), b: new Handover(follower) };
}

// One hand-over (``texts``) through its codes, read in the order given by ``order``
// (the parts as packed), as the other phone's camera reads them: its parts and texts.
export async function throughCodes(texts, order = (parts) => parts) {
  const parts = await H.pack("actions", texts);
  const c = new H.Collector(["actions"]);
  for (const p of order([...parts])) await c.add(p);
  return { parts, texts: (await c.texts()).texts };
}
