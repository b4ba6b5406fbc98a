// Starting a campaign aftermath: pick the two warbands from the rosters on this device
// and mark the models each lost in the battle (and those killed in an unrecoverable
// way). The engine works out everything from there (game.new with system "campaign").
import { el, setText } from "../../views/dom.js";
import { kindText, statusText } from "./campaign_words.js";
import { errorOf, words } from "../../i18n/words.js";

let counter = 0;
const uid = () => `cs${++counter}`;

export function campaignSetupView({ list, onCreate, onCancel, onRosters }) {
  const message = el("p", { class: "message error", role: "alert", hidden: true });
  const back = el("button", { type: "button", "data-offline": "", onclick: onCancel }, words("campaign-page-cancel"));
  if (list.length < 2) {
    return el("section", { class: "panel campaign-setup", "aria-label": words("campaign-page-new-aftermath") },
      el("h2", {}, words("campaign-new")),
      el("p", {}, words("campaign-page-needs-two", { count: list.length })),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-offline": "", "data-action": "open-rosters", onclick: onRosters }, words("campaign-page-make-rosters")),
        back));
  }
  const picks = [list[0].id, list[1].id];
  const lost = [new Map(), new Map()]; // side -> model id -> { recoverable }
  const sides = el("div", { class: "sides" });
  const entry = (id) => list.find((e) => e.id === id);

  const sideBox = (s) => {
    const select = el("select", { id: uid(), "data-side-pick": s,
      onchange: (e) => { picks[s] = e.target.value; lost[s].clear(); draw(); } },
    ...list.map((e) => el("option", { value: e.id, selected: picks[s] === e.id }, words("campaign-page-warband-choice", { name: e.roster.name, vp: e.roster.vp }))));
    const roster = entry(picks[s]).roster;
    const rows = roster.models.map((m) => {
      const active = m.status === "active";
      const lostBox = el("input", { type: "checkbox", id: uid(), "data-lost": m.id, checked: lost[s].has(m.id), disabled: !active,
        onchange: (e) => {
          if (e.target.checked) lost[s].set(m.id, { recoverable: true });
          else lost[s].delete(m.id);
          draw();
        } });
      const gone = lost[s].get(m.id);
      const unrecoverable = el("input", { type: "checkbox", id: uid(), "data-unrecoverable": m.id, checked: !!gone && !gone.recoverable, disabled: !gone,
        onchange: (e) => { lost[s].get(m.id).recoverable = !e.target.checked; } });
      return el("li", { class: "loss-row", "data-roster-model": m.id, "data-status": m.status },
        el("div", { class: "row" }, lostBox, el("label", { for: lostBox.id }, words("campaign-page-lost-model", { name: m.name })),
          el("span", { class: "muted" }, active ? words("campaign-page-kind-value", { kind: kindText(m.kind), value: m.value })
            : words("campaign-page-kind-value-absent", { kind: kindText(m.kind), value: m.value, status: statusText(m.status) }))),
        gone ? el("div", { class: "row check-row unrecoverable" }, unrecoverable,
          el("label", { for: unrecoverable.id }, words("campaign-page-unrecoverable", { name: m.name }))) : "");
    });
    return el("section", { class: "panel side", "data-side": s, "aria-label": words("campaign-page-losses-of", { name: roster.name }) },
      el("div", { class: "field" }, el("label", { for: select.id }, words("campaign-page-warband", { n: s + 1 })), select),
      el("p", { class: "muted", "data-lost-count": lost[s].size }, words("campaign-page-marked-lost", { count: lost[s].size })),
      el("ul", { class: "loss-list", "aria-label": words("campaign-page-models-of-warband", { name: roster.name }) }, ...rows));
  };

  const draw = () => sides.replaceChildren(sideBox(0), sideBox(1));
  draw();

  const form = el("form", { class: "setup campaign-setup stack", "aria-label": words("campaign-page-new-aftermath"), novalidate: true },
    el("h2", {}, words("campaign-new")),
    el("p", { class: "muted" }, words("campaign-page-pick-warbands")),
    sides,
    message,
    el("div", { class: "row setup-go" },
      el("button", { type: "submit", class: "primary", "data-action": "start-aftermath" }, words("campaign-page-start")),
      back));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    message.hidden = true;
    if (picks[0] === picks[1]) {
      message.hidden = false;
      setText(message, words("campaign-page-two-different"));
      return;
    }
    const setup = {
      sides: [0, 1].map((s) => ({
        roster: entry(picks[s]).roster,
        losses: [...lost[s]].map(([model, { recoverable }]) => ({ model, recoverable })),
      })),
    };
    const name = words("campaign-page-battle-name", { first: entry(picks[0]).roster.name, second: entry(picks[1]).roster.name });
    try {
      await onCreate(name, setup, { rosters: [...picks] });
    } catch (err) {
      message.hidden = false;
      setText(message, errorOf(err));
    }
  });
  return form;
}
