// "Play on two phones": one phone holds the battle, the other joins it over a shared
// Wi-Fi or hotspot with no internet. The host gives an invite (text and QR code), the
// joining phone gives back an answer; then each tap on either phone is the battle's. The
// sheet says in words who is connected, how, and when the last action came, and every
// message from the other phone that was refused, with the engine's words.
import { $, el, setText } from "./dom.js";
import { qrSvg } from "./share.js";
import { Link } from "../link/link.js";
import { RtcCarrier } from "../link/webrtc.js";
import { routeThrough } from "../link/route.js";
import { linkKeep, linkedBattle } from "../session_link.js";
import { hostNet, keptNet, netSection, resumeNet, showNet } from "./two_phones_net.js";
import { watchFailure, wifiFailedSection } from "./wifi_failed.js";
import { codesView, handWords, handoverSection, scanInto } from "./scan_handover.js";
import { appliedWords, rolesSection, watchRoles } from "./link_roles.js";
import { Reports, REPORTS_SHOWN } from "./link_reports.js";
import { said as sayMsg, words } from "../i18n/words.js";
import { NAMES } from "./phone_names.js";

// The phones' names are the protocol's (each says who wrote an action): never translated.
// How the phones meet, for the top bar (phones-bar's $over): the Wi-Fi carrier's unless given.
const CARRIER = "wifi";

// One link per battle, kept across the battle's screens (Back, then the battle again).
const active = new Map();
// Battles made to hold the other phone's copy (not come yet) whose link was stopped to
// connect another way: still placeholders when the next link starts.
const unmade = new Set();
const stopWords = (entry) => words("phones-stop", { placeholder: entry.placeholder ? "yes" : "no" });

const clockTime = (ms) => new Date(ms).toLocaleTimeString(document.documentElement.lang || [], { hour: "2-digit", minute: "2-digit", second: "2-digit" });

// The link's state in words for the top bar, or "" for a battle on one phone.
export function linkWords(battleId) {
  const entry = active.get(battleId);
  if (!entry) return "";
  const { link } = entry;
  return words("phones-bar", { over: link.connected || !entry.byHand ? entry.carrierWords || CARRIER : "hand", peer: link.peer,
    who: link.connected ? "connected" : entry.byHand ? "hand" : "apart", hand: entry.byHand ? handWords(entry) : "",
    writer: link.role === "writer" ? "yes" : "no", last: link.lastAt === null ? "none" : clockTime(link.lastAt), waiting: link.pending.size });
}

// The battle's screen (new or shown again) takes its link's taps and draws its verdicts.
export function attach(session, screen) {
  const entry = active.get(session.id);
  if (!entry) return;
  entry.session = session;
  entry.screen = screen;
  session.route = entry.route;
}

function refresh(entry) {
  const said = linkWords(entry.session.id);
  document.querySelectorAll("[data-link-bar]").forEach((n) => {
    setText(n, said);
    n.hidden = !said;
    n.parentElement.classList.toggle("with-link", Boolean(said));
  });
  if (entry.sheet) entry.sheet.update();
}

// ``carrier``: the Wi-Fi one unless another is given (over the internet: two_phones_net.js,
// ``carrierWords`` then "net");
// ``byHand``: the phones meet only by QR code; ``names``: the phones' names kept with the
// link (the role may have changed hands since); ``net``: the internet room and secret,
// kept so that the link is taken up again over the internet; ``placeholder``: the battle
// was made only to hold the other phone's copy, which has not come yet.
export function start(session, screen, role, { carrier = new RtcCarrier(), carrierWords = CARRIER, byHand = false, names = {}, net = null, placeholder = unmade.has(session.id) } = {}) {
  unmade.delete(session.id);
  const entry = { carrier, carrierWords, session, screen, reports: new Reports(), sheet: null, byHand, placeholder };
  // Kept with the link's numbers: whether the phones meet only by QR code, and where
  // they meet over the internet.
  const kept = linkKeep(session.id);
  const keep = { ...kept, save: (value) => kept.save({ ...value, byHand: Boolean(entry.byHand), ...(net ? { net } : {}), ...(entry.placeholder ? { placeholder: true } : {}) }) };
  // The other phone's game, once here, is this battle: no longer a placeholder.
  const battle = linkedBattle(() => entry.session);
  const replace = (game) => battle.replace(game).then(() => { entry.placeholder = false; });
  // A placeholder holds nothing of the player's: nothing to keep apart.
  const keepCopy = (label) => (entry.placeholder ? Promise.resolve(null) : battle.keepCopy(label));
  // The battle's session is the one shown: a screen drawn again takes the link over.
  const link = new Link({ role, me: names.me || NAMES[role], peer: names.peer || NAMES[role === "writer" ? "follower" : "writer"],
    transport: carrier, battle: { ...battle, replace, keepCopy }, keep });
  carrier.listen(link);
  // The token the phones agree at their first meeting, kept with the room (pairing.js).
  if (net) carrier.onPair = (token) => { net.pair = token; return link.inTurn(() => link.save()); };
  const apart = () => words("phones-kept", { peer: link.peer, hand: entry.byHand ? "yes" : "no" });
  Object.assign(entry, { link, route: routeThrough(link, { apart }) });
  watchRoles(entry);
  link.on((e) => {
    // The other phone's action, come while this one's tap waits: drawn whole after it.
    if (e.type === "applied" && entry.screen.acting) entry.screen.stale = true;
    if (e.type === "applied" && !entry.screen.acting) {
      entry.screen.outcome = entry.screen.outcomeOf(e.reply);
      entry.screen.lastSteps = e.reply.steps || null;
      entry.screen.draw();
      setText($("#announce"), appliedWords(e.by, entry.screen.outcome, e.reply));
    }
    if (e.type === "refused") {
      // The other phone's reason is its own words (data); this phone's engine's, said.
      entry.reports.push(words("phones-refused-tap", { by: e.by, writer: link.role === "writer" ? "yes" : "no", reason: sayMsg(e.error?.msg, e.reason) }));
    }
    if (e.type === "reported" && !e.quiet) entry.reports.push(sayMsg(e.msg, e.words));
    if (e.type === "reloaded") entry.reports.push(words("phones-reloaded", { peer: link.peer, n: e.n }));
    refresh(entry);
  });
  active.set(session.id, entry);
  attach(session, screen);
  // Kept from the start: opened again linked (a hand-over's link finds it) at once.
  return link.start().then(() => link.inTurn(() => link.save())).then(() => entry);
}

// What the app does with a battle made only to hold a copy that never came, when the
// player gives up joining (removes it: app_battle.js).
const hooks = { givenUp: null };
export const onGivenUp = (fn) => { hooks.givenUp = fn; };

// ``giveUp``: the player stops playing on two phones (not changing the way to connect).
export async function stop(entry, { giveUp = false } = {}) {
  entry.link.stop();
  entry.carrier.close();
  entry.session.route = null;
  active.delete(entry.session.id);
  await linkKeep(entry.session.id).forget();
  refresh(entry);
  const waiting = entry.placeholder && entry.link.n === 0;
  if (waiting && !giveUp) unmade.add(entry.session.id);
  if (waiting && giveUp && hooks.givenUp) await hooks.givenUp(entry.session.id);
}

// A battle left (or the page reloaded) while played on two phones is played so again
// when opened: its taps stay the link's, kept for the other phone until it is connected
// again, never this phone's alone.
// Once per battle at a time: the battle's screen and a hand-over's link may both ask.
const resuming = new Map();
export function resume(session, screen) {
  if (!resuming.has(session.id)) resuming.set(session.id, resumeOnce(session, screen).finally(() => resuming.delete(session.id)));
  return resuming.get(session.id);
}

// The link of a battle now played on two phones, if any.
export const linkOf = (battleId) => active.get(battleId) || null;

async function resumeOnce(session, screen) {
  if (active.has(session.id)) return;
  const kept = await linkKeep(session.id).load();
  if (!kept || (kept.role !== "writer" && kept.role !== "follower")) return;
  // Linked over the internet: the same room again (a record without one, or with one
  // this app would refuse, comes back with the Wi-Fi's "Connect again").
  const net = keptNet(kept, session.record.system);
  if (net && !net.refused) {
    refresh(await resumeNet(start, session, screen, kept, net));
    return;
  }
  const entry = await start(session, screen, kept.role, { byHand: kept.byHand === true, names: kept, placeholder: kept.placeholder === true });
  if (net) entry.reports.push(words("phones-net-unreadable", { reason: sayMsg(net.said, net.refused) }));
  refresh(entry);
}

// The sheet, over the battle: what to give the other phone and what it gave back.
export function openTwoPhones(session, screen) {
  const old = $("[data-two-phones]");
  if (old) old.remove();
  const status = el("p", { role: "status", "data-link-status": "" });
  const reports = el("ul", { class: "link-reports", "aria-label": words("phones-reports") });
  const roles = el("div", {});
  const body = el("div", {});
  const close = () => { sheet.remove(); const e = active.get(session.id); if (e) e.sheet = null; };
  const sheet = el("section", { class: "panel share-dialog two-phones", role: "dialog", "aria-label": words("phones-title"), "data-two-phones": "" },
    el("div", { class: "dialog-head" }, el("h2", {}, words("phones-title")),
      el("button", { type: "button", "data-offline": "", onclick: close }, words("share-close"))),
    status, roles, body, reports);
  const update = () => {
    const entry = active.get(session.id);
    setText(status, entry ? linkWords(session.id) : words("phones-one-phone"));
    if (byHand) byHand.update();
    if (entry) body.querySelectorAll("[data-action=link-stop]").forEach((b) => setText(b, stopWords(entry)));
    reports.replaceChildren(...(entry ? entry.reports.slice(-REPORTS_SHOWN) : []).map((r) => el("li", { "data-link-report": "" }, r)));
    // Who holds the battle, and the controls to change it: drawn again when it changes.
    const held = entry ? entry.link.role : "";
    if (roles.dataset.role !== held) roles.replaceChildren(entry ? rolesSection(entry, fail) : "");
    roles.dataset.role = held;
  };
  const said = el("p", { class: "message error", role: "alert", hidden: true, "data-link-error": "" });
  const fail = (err) => { said.hidden = false; setText(said, sayMsg(err.msg, err.message || String(err))); };
  let byHand = null;
  // No network at all: the link's messages go by QR codes at a pause in the game.
  const handSection = (entry) => {
    entry.sheet = { update };
    byHand = handoverSection(entry, update);
    return byHand.node;
  };
  const noNetwork = () => body.replaceChildren(
    el("p", {}, words("phones-qr-how")),
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary", "data-action": "qr-host", onclick: () => byQr("writer").catch(fail) }, words("phones-hold")),
      el("button", { type: "button", "data-action": "qr-join", onclick: () => byQr("follower").catch(fail) }, words("phones-follow"))),
    said);
  const byQr = async (role) => {
    const entry = active.get(session.id) || await start(session, screen, role, { byHand: true });
    entry.byHand = true;
    body.replaceChildren(handSection(entry), said, stopButton(entry));
    update();
  };
  const choose = () => body.replaceChildren(
    el("h3", {}, words("phones-wifi-title")),
    el("p", {}, words("phones-wifi-how")),
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary", "data-action": "link-host", onclick: () => host().catch(fail) }, words("phones-hold")),
      el("button", { type: "button", "data-action": "link-join", onclick: () => join() }, words("phones-join"))),
    el("button", { type: "button", "data-action": "link-by-hand", onclick: noNetwork }, words("phones-by-qr")),
    said, netSection(net));
  // The Wi-Fi link could not be made: why, how to check, and the next ways, at the top.
  const wifiHelp = (entry) => wifiFailedSection({ writer: entry.link.role === "writer",
    internet: () => stop(entry).then(() => hostNet(net)).catch(fail),
    byHand: () => stop(entry).then(noNetwork, fail) });
  const watchWifi = (entry) => watchFailure(entry, () => {
    if (sheet.isConnected && active.get(session.id) === entry) body.prepend(wifiHelp(entry));
    refresh(entry);
  });
  const host = async () => {
    const entry = active.get(session.id) || await start(session, screen, "writer");
    entry.sheet = { update };
    watchWifi(entry);
    const invite = await entry.carrier.invite();
    const answer = el("textarea", { id: "link-answer-in", rows: 3, "data-link-answer-in": "", maxlength: 6000 });
    body.replaceChildren(
      el("label", { for: "link-invite" }, words("phones-give-invite")),
      el("textarea", { id: "link-invite", rows: 3, readonly: true, "data-link-invite": "" }, invite),
      await codes(session, "invite", invite, words("phones-invite-qr")),
      el("label", { for: "link-answer-in" }, words("phones-take-answer")), answer, scanInto(answer, "answer"),
      el("button", { type: "button", class: "primary", "data-action": "link-connect",
        onclick: () => entry.carrier.accept(answer.value).then(() => setText(said, ""), fail) }, words("phones-connect")),
      said, stopButton(entry));
  };
  const join = () => {
    const invite = el("textarea", { id: "link-invite-in", rows: 3, "data-link-invite-in": "", maxlength: 6000 });
    body.replaceChildren(
      el("label", { for: "link-invite-in" }, words("phones-take-invite")), invite,
      scanInto(invite, "invite"),
      el("button", { type: "button", class: "primary", "data-action": "link-answer", onclick: () => answerFor(invite.value).catch(fail) }, words("phones-make-answer")),
      said);
  };
  const answerFor = async (text) => {
    const entry = active.get(session.id) || await start(session, screen, "follower");
    entry.sheet = { update };
    watchWifi(entry);
    const answer = await entry.carrier.join(text);
    body.replaceChildren(
      el("label", { for: "link-answer" }, words("phones-give-answer")),
      el("textarea", { id: "link-answer", rows: 3, readonly: true, "data-link-answer": "" }, answer),
      await codes(session, "answer", answer, words("phones-answer-qr")), said, stopButton(entry));
  };
  const stopButton = (entry) => el("button", { type: "button", "data-action": "link-stop",
    onclick: () => stop(entry, { giveUp: true }).then(() => { if (sheet.isConnected) choose(); }, fail) },
  stopWords(entry));
  // What the internet's section needs of this sheet; its "next way" is the Wi-Fi invite.
  const net = { session, screen, body, said, update, fail, stopButton, wifi: () => host().catch(fail), wifiJoin: () => join(), start, stop, qr, choose };
  choose();
  const entry = active.get(session.id);
  if (entry && entry.net) {
    entry.sheet = { update };
    showNet(net, entry).catch(fail);
  } else if (entry) {
    entry.sheet = { update };
    // Phones meeting by QR code see their hand-over first; a Wi-Fi link, Connect again.
    // Either phone may give the invite (after a take-over both may think they hold it).
    const writes = entry.link.role === "writer";
    const again = el("div", { class: "row" },
      el("button", { type: "button", class: writes && !entry.byHand ? "primary" : "", "data-action": "link-host", onclick: () => host().catch(fail) },
        words("phones-again-invite", { hand: entry.byHand ? "yes" : "no" })),
      el("button", { type: "button", class: writes || entry.byHand ? "" : "primary", "data-action": "link-join", onclick: () => join() },
        words("phones-again-answer", { hand: entry.byHand ? "yes" : "no" })));
    body.replaceChildren(...(entry.wifiFailed ? [wifiHelp(entry)] : []),
      ...(entry.byHand ? [handSection(entry), again] : [again, handSection(entry)]), said, stopButton(entry));
  }
  update();
  document.body.append(sheet);
  return sheet;
}

// The engine's QR code of ``text`` (the share path's: a link a phone's camera opens),
// or a line saying why there is none.
export async function qr(session, text, label) {
  try {
    const code = await session.pipeline.ask("share.qr", { text });
    return qrSvg(code.rows, label);
  } catch (err) {
    return el("p", { class: "message info" }, words("phones-no-qr", { reason: sayMsg(err.msg, err.message) }));
  }
}

// The engine's QR codes of ``text`` (an invite or answer), a few small enough to scan
// across a table, or a line saying why there are none.
async function codes(session, kind, text, label) {
  try {
    return await codesView((t, p) => session.pipeline.ask(t, p), kind, [text], label);
  } catch (err) {
    return el("p", { class: "message info" }, words("phones-no-qr", { reason: sayMsg(err.msg, err.message) }));
  }
}
