// "Play on two phones" over the internet: the sheet's section for it, the invite (a link
// and its QR code holding the room and its secret), what the carrier is doing in words,
// and, when no link could be made, the next way (the same Wi-Fi). The other phone opens
// the invite link (app_net.js) and joins here.
import { el, setText } from "./dom.js";
import { linkFor } from "./share.js";
import { isToken } from "../link/pairing.js";
import { checkSection } from "./pair_check.js";
import { NetCarrier } from "../link/trystero.js";
import { newNetRoom, readNetInvite, writeNetInvite } from "../link/trystero_invite.js";
import { said as sayMsg, words } from "../i18n/words.js";
import * as message from "../link/message.js";
import { around } from "../link/message.js";

// The top bar's carrier (two_phones.js's ``carrierWords``: phones-bar's $over).
export const NET_WORDS = "net";

// The section of the sheet's first view. ``ctx``: what the sheet lends (two_phones.js),
// its start, stop, choose and qr among them.
export function netSection(ctx) {
  return el("section", { class: "link-net", "aria-label": words("phones-net-title") },
    el("h3", {}, words("phones-net-title")),
    el("p", {}, words("phones-net-how")),
    el("button", { type: "button", class: "primary", "data-action": "link-net-host", onclick: () => hostNet(ctx).catch(ctx.fail) },
      words("phones-net-invite")));
}

export async function hostNet(ctx) {
  const { room, secret } = newNetRoom();
  const invite = linkFor(writeNetInvite({ system: ctx.session.record.system, room, secret }));
  const entry = await ctx.start(ctx.session, ctx.screen, "writer", { carrier: new NetCarrier({ room, secret }), carrierWords: NET_WORDS, net: { room, secret } });
  entry.net = { invite };
  entry.sheet = { update: ctx.update };
  await showNet(ctx, entry);
  await entry.carrier.connect();
}

// The internet link's view of the sheet: the invite (holder only), what the carrier is
// doing, and the next way when it failed.
export async function showNet(ctx, entry) {
  const writer = entry.link.role === "writer";
  const state = el("p", { class: "message info", role: "status", "data-link-net-state": "" });
  const next = el("button", { type: "button", hidden: true, "data-action": "link-net-wifi",
    onclick: () => ctx.stop(entry).then(() => (writer ? ctx.wifi() : ctx.wifiJoin())).then(ctx.update, ctx.fail) },
  words("phones-net-wifi-instead", { writer: writer ? "yes" : "no" }));
  const said = (s) => {
    const failed = s && s.state === "failed";
    // A battle made only to hold the other phone's copy: giving up removes it.
    const now = s ? sayMsg(s.msg, s.words) : "";
    setText(state, failed && entry.placeholder ? words("phones-net-placeholder", { state: now }) : now);
    state.className = `message ${s && s.state === "failed" ? "error" : "info"}`;
    next.hidden = !s || s.state !== "failed";
  };
  // At a first meeting, the check code the players compare (pair_check.js).
  const check = checkSection(entry, ctx);
  entry.carrier.onState = (s) => { said(s); check.update(); ctx.update(); };
  said(entry.carrier.state);
  const parts = [el("p", {}, words("phones-net-carrier"))];
  if (writer && entry.net.invite) {
    parts.push(
      el("label", { for: "link-net-invite" }, words("phones-net-give")),
      el("textarea", { id: "link-net-invite", rows: 3, readonly: true, "data-link-net-invite": "" }, entry.net.invite),
      await ctx.qr(ctx.session, entry.net.invite, words("phones-net-qr")));
  }
  // What the carrier is doing first: a failure is seen without scrolling past the QR code.
  ctx.body.replaceChildren(parts[0], state, check.node, next, ...parts.slice(1), ctx.said, ctx.stopButton(entry));
}

// The joining phone, in the battle made to hold the copy: the holder's whole game
// replaces its contents as soon as the phones are connected. ``phones``: two_phones.js.
export async function joinNet(session, screen, { room, secret }, phones) {
  const entry = await phones.start(session, screen, "follower", { carrier: new NetCarrier({ room, secret }), carrierWords: NET_WORDS, net: { room, secret }, placeholder: true });
  entry.net = { invite: null };
  phones.openTwoPhones(session, screen);
  await entry.carrier.connect();
}

// The room and secret kept with a link's record, read as strictly as the invite they came
// from, and the token the two phones agreed (pairing.js): { room, secret, pair? }, null
// when there are none (a Wi-Fi or QR-code link, or one kept before they were), or
// { refused, said? } naming what is wrong with them (``said``: its message). A record
// kept before tokens has none: the phones pair when they next meet.
export function keptNet(kept, system) {
  if (!kept || kept.net === undefined) return null;
  const net = kept.net;
  if (!net || typeof net !== "object") {
    const type = net === null ? "null" : typeof net;
    return { refused: `net: must be a room and a secret, got ${type}`, said: around(message.words("phones-field", { field: "net" }), message.words("phones-field-room", { type })) };
  }
  if (net.pair !== undefined && !isToken(net.pair)) {
    const got = String(net.pair).slice(0, 40);
    return { refused: `net.pair: must be 32 hex digits, got ${got}`, said: around(message.words("phones-field", { field: "net.pair" }), message.words("phones-field-hex", { got })) };
  }
  try {
    const { room, secret } = readNetInvite(`net1.${system}.${String(net.room)}.${String(net.secret)}`);
    return net.pair === undefined ? { room, secret } : { room, secret, pair: net.pair };
  } catch (err) {
    return { refused: err.message, said: err.msg };
  }
}

// A battle linked over the internet, opened again (after a reload or Back): the same
// room and secret, the holder's invite as it was, and the carrier joining at once.
// ``start``: two_phones.js's.
export async function resumeNet(start, session, screen, kept, net) {
  const entry = await start(session, screen, kept.role, { carrier: new NetCarrier(net), carrierWords: NET_WORDS, byHand: kept.byHand === true, names: kept, net, placeholder: kept.placeholder === true });
  const writes = entry.link.role === "writer";
  entry.net = { invite: writes ? linkFor(writeNetInvite({ system: session.record.system, ...net })) : null };
  // Not awaited: the battle opens while the library loads; what it does is said.
  entry.carrier.connect().catch((err) => entry.carrier.say("failed", `Could not connect over the internet again (${err.message || err}).`, "other",
    message.words("phones-net-again-failed", { reason: sayMsg(err.msg, String(err.message || err)) })));
  return entry;
}
