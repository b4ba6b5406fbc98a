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
      onclick: () => link.requestHandOver().catch(fail) }, words("phones-let-hold", { peer: link.peer })));
  } else {
    row.append(el("button", { type: "button", "data-action": "link-ask-role",
      onclick: () => link.requestHandOver().catch(fail) }, words("phones-ask-hold")));
    row.append(el("button", { type: "button", class: "danger", "data-action": "link-take-over",
      onclick: () => link.takeOver().catch(fail) }, words("phones-take-over")));
  }
  const note = link.role === "writer" ? ""
    : words("phones-take-over-how", { peer: link.peer });
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
    if (e.type === "writer") say(words("phones-now-holds-here", { term: e.term }));
    if (e.type === "follower") say(words("phones-now-holds", { writer: e.writer, term: e.term, again: e.again || 0 }));
    if (e.type === "handing") say(words("phones-handing", { writer: e.writer }));
    if (e.type === "asked-role") say(words("phones-asked-role", { writer: e.writer }));
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
