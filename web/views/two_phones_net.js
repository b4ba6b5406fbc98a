// "Play on two phones" over the internet: the sheet's section for it, the invite (a link
// and its QR code holding the room and its secret), what the carrier is doing in words,
// and, when no link could be made, the next way (the same Wi-Fi). The other phone opens
// the invite link: the app offers to join that battle, and on joining makes a battle
// here that the holder's whole game then replaces.
import { el, setText } from "./dom.js";
import { linkFor } from "./share.js";
import { NetCarrier } from "../link/trystero.js";
import { newNetRoom, readNetInvite, writeNetInvite } from "../link/trystero_invite.js";
import { qr, start, stop, openTwoPhones } from "./two_phones.js";
import { app, root, router, show, showError } from "../app_state.js";
import { createGame } from "../app_battle.js";

export const NET_WORDS = "the internet";

// The section of the sheet's first view. ``ctx``: what the sheet lends (two_phones.js).
export function netSection(ctx) {
  return el("section", { class: "link-net", "aria-label": "Over the internet" },
    el("h3", {}, "Over the internet"),
    el("p", {}, "Each phone on its own mobile data or Wi-Fi. The phones meet through public relays, sealed with a secret only the invite holds, then talk directly."),
    el("button", { type: "button", class: "primary", "data-action": "link-net-host", onclick: () => hostNet(ctx).catch(ctx.fail) },
      "Invite over the internet"));
}

async function hostNet(ctx) {
  const { room, secret } = newNetRoom();
  const invite = linkFor(writeNetInvite({ system: ctx.session.record.system, room, secret }));
  const entry = await start(ctx.session, ctx.screen, "writer", new NetCarrier({ room, secret }), NET_WORDS);
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
    onclick: () => stop(entry).then(() => (writer ? ctx.wifi() : ctx.wifiJoin())).then(ctx.update, ctx.fail) },
  writer ? "Use the same Wi-Fi instead" : "Join on the same Wi-Fi instead");
  const said = (s) => {
    setText(state, s ? s.words : "");
    state.className = `message ${s && s.state === "failed" ? "error" : "info"}`;
    next.hidden = !s || s.state !== "failed";
  };
  entry.carrier.onState = (s) => { said(s); ctx.update(); };
  said(entry.carrier.state);
  const parts = [el("p", {}, `Carrier: ${NET_WORDS} (public relays, sealed with the invite's secret).`)];
  if (writer && entry.net.invite) {
    parts.push(
      el("label", { for: "link-net-invite" }, "Give this invite link to the other phone (scan or send it)"),
      el("textarea", { id: "link-net-invite", rows: 3, readonly: true, "data-link-net-invite": "" }, entry.net.invite),
      await qr(ctx.session, entry.net.invite, "QR code of the invite over the internet"));
  }
  ctx.body.replaceChildren(...parts, state, next, ctx.said, ctx.stopButton(entry));
}

// The other phone opened an invite link. A malformed one is refused, naming what is
// wrong; a good one is offered, and joined only on the player's word.
export function offerJoin(fragment) {
  let invite;
  try {
    invite = readNetInvite(fragment);
  } catch (err) {
    showError(`This invite could not be opened: ${err.message}. Nothing was changed.`);
    return;
  }
  const example = app.examples.find((x) => x.system === invite.system);
  if (!example) {
    showError(`This invite could not be opened: invite.system: this app has no battles of “${invite.system}”. Nothing was changed.`);
    return;
  }
  show("link", () => root().replaceChildren(el("section", { class: "panel", "aria-label": "Join a battle over the internet", "data-net-offer": "" },
    el("h2", {}, "Join a battle over the internet"),
    el("p", {}, "The phone that holds a battle invited this phone to play it together over the internet. Joining makes a new battle here, a copy of the other phone's, that both phones then play."),
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary", "data-action": "link-net-join", onclick: () => joinNet(invite, example).catch((err) => showError(err.message)) }, "Join the battle"),
      el("button", { type: "button", "data-action": "link-net-no", onclick: () => router.home() }, "Not now")))));
}

async function joinNet(invite, example) {
  // A battle of the invite's system to hold the copy: the holder's whole game replaces
  // its contents as soon as the phones are connected.
  await createGame(invite.system, "Battle joined over the internet", example.setup);
  const { session, screen } = app.current || {};
  if (!session || !screen) return;
  const entry = await start(session, screen, "follower", new NetCarrier({ room: invite.room, secret: invite.secret }), NET_WORDS);
  entry.net = { invite: null };
  openTwoPhones(session, screen);
  await entry.carrier.connect();
}
