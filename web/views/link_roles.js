// Who holds the battle, on two phones: the sheet's controls to hand the role over (either
// phone) and to take over when the other phone is gone (never automatic: it may only be
// out of range), each change said in words on both phones; and the other player's ask to
// undo this player's action ("Phone B wants to undo: ... — Allow / Refuse").
import { $, el, setText } from "./dom.js";
import { summaryOf, verdictOf } from "./log.js";
import { words } from "../i18n/words.js";

// The sheet's section: what this phone may do about who holds the battle.
export function rolesSection(entry, fail) {
  const { link } = entry;
  const row = el("div", { class: "row" });
  if (link.role === "writer") {
    row.append(el("button", { type: "button", "data-action": "link-hand-over",
      onclick: () => link.requestHandOver().catch(fail) }, `Let ${link.peer} hold the battle`));
  } else {
    row.append(el("button", { type: "button", "data-action": "link-ask-role",
      onclick: () => link.requestHandOver().catch(fail) }, "Ask to hold the battle here"));
    row.append(el("button", { type: "button", class: "danger", "data-action": "link-take-over",
      onclick: () => link.takeOver().catch(fail) }, "Take over: hold the battle here"));
  }
  const note = link.role === "writer" ? ""
    : `Take over only if ${link.peer}'s phone is gone (flat, or lost): it may only be out of range. When it is back, what it did meanwhile is sent here and applied or refused with its reason.`;
  return el("div", { "data-link-roles": "" }, row, note ? el("p", { class: "muted" }, note) : "");
}

// The other phone's action, said as it is drawn here: its verdict, else its summary.
export const appliedWords = (by, outcome, reply) =>
  words("history-announce-by", { by, what: outcome ? verdictOf(outcome) : summaryOf(reply) });

// Said on this phone: every change of who holds the battle, and the other's asks.
export function watchRoles(entry) {
  const { link } = entry;
  const say = (text) => {
    entry.reports.push(text);
    setText($("#announce"), text);
  };
  link.on((e) => {
    if (e.type === "writer") say(`This phone now holds the battle (term ${e.term}).`);
    if (e.type === "follower") {
      say(`${e.writer} now holds the battle (term ${e.term}).${e.again ? ` ${e.again} action${e.again === 1 ? "" : "s"} of this phone's sent to it again.` : ""}`);
    }
    if (e.type === "handing") say(`Handing the battle to ${e.writer}: it takes over once it has every action.`);
    if (e.type === "asked-role") say(`Asked ${e.writer} to hand the battle over.`);
    if (e.type === "asking") say(words("history-undo-asking", { peer: link.peer, what: summaryOf(e) }));
    if (e.type === "ask") showAsk(link, e);
    if (e.type === "answered") {
      say(e.allow ? words("history-undo-allowed", { peer: link.peer }) : words("history-undo-refused", { peer: link.peer }));
      const dialog = $(`[data-undo-ask="${e.id}"]`);
      if (dialog) dialog.remove();
    }
  });
}

// Over the battle until answered: a player's action is undone only with their leave.
function showAsk(link, e) {
  const asked = words("history-undo-ask", { by: e.by, what: summaryOf(e) });
  const dialog = el("section", { class: "panel share-dialog two-phones undo-ask", role: "alertdialog",
    "aria-label": words("history-undo-ask-label", { by: e.by }), "data-undo-ask": String(e.id) },
  el("p", { "data-undo-ask-text": "" }, asked),
  el("div", { class: "row" },
    el("button", { type: "button", class: "primary", "data-action": "undo-allow", onclick: () => link.answerUndo(e.id, true) }, words("history-undo-allow")),
    el("button", { type: "button", "data-action": "undo-refuse", onclick: () => link.answerUndo(e.id, false) }, words("history-undo-refuse"))));
  document.body.append(dialog);
  setText($("#announce"), asked);
}
