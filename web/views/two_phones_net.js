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

export const NET_WORDS = "the internet";

// The section of the sheet's first view. ``ctx``: what the sheet lends (two_phones.js),
// its start, stop, choose and qr among them.
export function netSection(ctx) {
  return el("section", { class: "link-net", "aria-label": "Over the internet" },
    el("h3", {}, "Over the internet"),
    el("p", {}, "Each phone on its own mobile data or Wi-Fi. The phones find each other through public servers; only a phone with the invite can join, and the battle goes straight from phone to phone."),
    el("button", { type: "button", class: "primary", "data-action": "link-net-host", onclick: () => hostNet(ctx).catch(ctx.fail) },
      "Invite over the internet"));
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
  writer ? "Use the same Wi-Fi instead" : "Join on the same Wi-Fi instead");
  const said = (s) => {
    const failed = s && s.state === "failed";
    // A battle made only to hold the other phone's copy: giving up removes it.
    setText(state, !s ? "" : failed && entry.placeholder ? `${s.words} Until the other phone's game comes, this battle only holds its place: “Stop joining” removes it.` : s.words);
    state.className = `message ${s && s.state === "failed" ? "error" : "info"}`;
    next.hidden = !s || s.state !== "failed";
  };
  // At a first meeting, the check code the players compare (pair_check.js).
  const check = checkSection(entry, ctx);
  entry.carrier.onState = (s) => { said(s); check.update(); ctx.update(); };
  said(entry.carrier.state);
  const parts = [el("p", {}, `Carrier: ${NET_WORDS} (found through public servers; only the invite's holder can join).`)];
  if (writer && entry.net.invite) {
    parts.push(
      el("label", { for: "link-net-invite" }, "Give this invite link to the other phone (scan or send it)"),
      el("textarea", { id: "link-net-invite", rows: 3, readonly: true, "data-link-net-invite": "" }, entry.net.invite),
      await ctx.qr(ctx.session, entry.net.invite, "QR code of the invite over the internet"));
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
// { refused } naming what is wrong with them. A record kept before tokens has none: the
// phones pair when they next meet.
export function keptNet(kept, system) {
  if (!kept || kept.net === undefined) return null;
  const net = kept.net;
  if (!net || typeof net !== "object") return { refused: `net: must be a room and a secret, got ${net === null ? "null" : typeof net}` };
  if (net.pair !== undefined && !isToken(net.pair)) return { refused: `net.pair: must be 32 hex digits, got ${String(net.pair).slice(0, 40)}` };
  try {
    const { room, secret } = readNetInvite(`net1.${system}.${String(net.room)}.${String(net.secret)}`);
    return net.pair === undefined ? { room, secret } : { room, secret, pair: net.pair };
  } catch (err) {
    return { refused: err.message };
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
  entry.carrier.connect().catch((err) => entry.carrier.say("failed", `Could not connect over the internet again (${err.message || err}).`, "other"));
  return entry;
}
