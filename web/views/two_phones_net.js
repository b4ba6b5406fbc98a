// "Play on two phones" over the internet: the sheet's section for it, the invite (a link
// and its QR code holding the room and its secret), what the carrier is doing in words,
// and, when no link could be made, the next way (the same Wi-Fi). The other phone opens
// the invite link (app_net.js) and joins here.
import { el, setText } from "./dom.js";
import { linkFor } from "./share.js";
import { NetCarrier } from "../link/trystero.js";
import { newNetRoom, writeNetInvite } from "../link/trystero_invite.js";

export const NET_WORDS = "the internet";

// The section of the sheet's first view. ``ctx``: what the sheet lends (two_phones.js),
// its start, stop and qr among them.
export function netSection(ctx) {
  return el("section", { class: "link-net", "aria-label": "Over the internet" },
    el("h3", {}, "Over the internet"),
    el("p", {}, "Each phone on its own mobile data or Wi-Fi. The phones find each other through public servers; only a phone with the invite can join, and the battle goes straight from phone to phone."),
    el("button", { type: "button", class: "primary", "data-action": "link-net-host", onclick: () => hostNet(ctx).catch(ctx.fail) },
      "Invite over the internet"));
}

async function hostNet(ctx) {
  const { room, secret } = newNetRoom();
  const invite = linkFor(writeNetInvite({ system: ctx.session.record.system, room, secret }));
  const entry = await ctx.start(ctx.session, ctx.screen, "writer", { carrier: new NetCarrier({ room, secret }), carrierWords: NET_WORDS });
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
    setText(state, s ? s.words : "");
    state.className = `message ${s && s.state === "failed" ? "error" : "info"}`;
    next.hidden = !s || s.state !== "failed";
  };
  entry.carrier.onState = (s) => { said(s); ctx.update(); };
  said(entry.carrier.state);
  const parts = [el("p", {}, `Carrier: ${NET_WORDS} (found through public servers; only the invite's holder can join).`)];
  if (writer && entry.net.invite) {
    parts.push(
      el("label", { for: "link-net-invite" }, "Give this invite link to the other phone (scan or send it)"),
      el("textarea", { id: "link-net-invite", rows: 3, readonly: true, "data-link-net-invite": "" }, entry.net.invite),
      await ctx.qr(ctx.session, entry.net.invite, "QR code of the invite over the internet"));
  }
  // What the carrier is doing first: a failure is seen without scrolling past the QR code.
  ctx.body.replaceChildren(parts[0], state, next, ...parts.slice(1), ctx.said, ctx.stopButton(entry));
}

// The joining phone, in the battle made to hold the copy: the holder's whole game
// replaces its contents as soon as the phones are connected. ``phones``: two_phones.js.
export async function joinNet(session, screen, { room, secret }, phones) {
  const entry = await phones.start(session, screen, "follower", { carrier: new NetCarrier({ room, secret }), carrierWords: NET_WORDS });
  entry.net = { invite: null };
  phones.openTwoPhones(session, screen);
  await entry.carrier.connect();
}
