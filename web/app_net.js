// An invite to play a battle on two phones over the internet, opened on the joining
// phone: a malformed one is refused, naming what is wrong; a good one is offered, and
// joined only on the player's word, in a new battle of the invite's system that the
// holder's whole game replaces once the phones are connected. That battle is the
// player's only once the holder's game has come: stopping before (the join failed, or
// was given up) removes it, so no battle the player never made stays on the device.
import { readNetInvite } from "./link/trystero_invite.js";
import { el } from "./views/dom.js";
import { app, root, router, show, showError } from "./app_state.js";
import { createGame, loadTwoPhones } from "./app_battle.js";
import { said, words } from "./i18n/words.js";

export function offerJoin(fragment) {
  let invite;
  try {
    invite = readNetInvite(fragment);
  } catch (err) {
    showError(words("phones-net-invite-failed", { reason: said(err.msg, err.message) }));
    return;
  }
  // The engine's own example of that system holds the place until the copy comes.
  const example = app.examples.find((x) => x.system === invite.system);
  if (!example) {
    showError(words("phones-net-invite-failed", { reason: words("phones-net-no-system", { system: invite.system }) }));
    return;
  }
  show("link", () => root().replaceChildren(el("section", { class: "panel", "aria-label": words("phones-net-join-title"), "data-net-offer": "" },
    el("h2", {}, words("phones-net-join-title")),
    el("p", {}, words("phones-net-join-how")),
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary", "data-action": "link-net-join", onclick: () => join(invite, example).catch((err) => showError(said(err.msg, err.message))) }, words("phones-net-join")),
      el("button", { type: "button", "data-action": "link-net-no", onclick: () => router.home() }, words("phones-not-now"))))));
}

async function join(invite, example) {
  await createGame(invite.system, words("phones-net-battle-name"), example.setup);
  const { session, screen } = app.current || {};
  if (!session || !screen) return;
  // The battle's own way to its two-phone sheet first, so the battle's screens know it.
  if (screen.onLink) await screen.onLink();
  const [phones, net] = await Promise.all([loadTwoPhones(), import("./views/two_phones_net.js")]);
  await net.joinNet(session, screen, invite, phones);
}

