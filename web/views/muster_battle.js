// A new battle from Muster: one tap picks Player 1's army list, one Player 2's, one
// starts it; or a side is made of profiles added one by one. The engine expands the
// lists into a battle setup (muster.to_setup: counts, numbering, unique ids, the
// battle's own checks); the page never counts or numbers Regiments itself.
import { muster } from "../pipeline.js";
import { el, setText } from "./dom.js";
import { listSummary } from "./muster.js";
import { errorOf, words } from "../i18n/words.js";
import { numbered } from "./muster_names.js";

// ``onImport(side)``: "Import a list" for that player (a file or pasted text, the
// Muster import's preview), which comes back here with the list picked for that side;
// ``picked``: the names of the lists picked per side, read when drawn and kept up to
// date on every pick, so a screen drawn again (after an import) picks them again.
// ``options()``: the name and battlefield the player set in the form below ({ name,
// setup }), which a battle from lists keeps.
export function listPicker({ system, pipeline, onCreate, onMuster, onImport = null, picked = [null, null], options = () => ({ name: "", setup: {} }) }) {
  const lists = muster.list(system, "list");
  const profiles = muster.list(system, "profile");
  const labels = numbered(profiles.map((p) => p.data.name));
  const section = el("section", { class: "panel from-lists", "aria-label": words("muster-from-muster") }, el("h2", {}, words("muster-from-lists")));
  const importFor = (n) => (onImport ? el("button", { type: "button", "data-action": "import-for", "data-import-side": n,
    onclick: () => onImport(n) }, words("muster-import-for", { player: n + 1 })) : "");
  if (!lists.length && !profiles.length) {
    section.append(el("p", { class: "muted" }, words("muster-no-lists-here")),
      el("div", { class: "row" }, importFor(0), importFor(1),
        el("button", { type: "button", "data-offline": "", "data-action": "open-muster", onclick: () => onMuster(system) }, words("muster-open"))));
    return section;
  }
  // Per side: { name, data } of the list picked, or of the profiles added one by one.
  const chosen = picked.map((name) => {
    const record = name && lists.find((r) => r.data.name === name);
    return record ? { name, data: record.data } : null;
  });
  const message = el("p", { class: "message error", role: "alert", hidden: true });
  const start = el("button", { type: "button", class: "primary", "data-action": "start-from-lists", disabled: true }, words("muster-start-from-lists"));
  const ready = () => chosen.every((c) => c && c.data.entries.length);
  const side = (n) => {
    const box = el("fieldset", { class: "stack", "data-side": n }, el("legend", {}, words("muster-side-army", { player: n + 1 })));
    const picks = el("p", { class: "muted", "data-picks": n, "aria-live": "polite" });
    const mark = (pressed) => box.querySelectorAll(".pick-list").forEach((b) => b.setAttribute("aria-pressed", String(b === pressed)));
    const update = (pressed) => {
      mark(pressed);
      picked[n] = chosen[n] && !chosen[n].oneByOne ? chosen[n].name : null;
      setText(picks, chosen[n] && !pressed ? words("muster-picked-one-by-one", { summary: listSummary(system, chosen[n].data) }) : "");
      start.disabled = !ready();
    };
    box.append(...lists.map((record) => {
      const button = el("button", {
        type: "button", class: "pick-list", "aria-pressed": String(Boolean(chosen[n] && chosen[n].name === record.data.name)),
        "data-list": record.data.name,
        onclick: () => { chosen[n] = { name: record.data.name, data: record.data }; update(button); },
      }, el("span", { class: "list-name" }, record.data.name), el("span", { class: "muted" }, ` ${listSummary(system, record.data)}`));
      return button;
    }));
    if (profiles.length) {
      // Folded while there are lists to pick: a list is one tap, and the profiles'
      // buttons would push Player 2's lists and Start below a phone's fold.
      box.append(el("details", { class: "one-by-one", open: !lists.length },
        el("summary", {}, words("muster-one-by-one", { system, lists: lists.length, profiles: profiles.length })),
        el("div", { class: "row add-profiles" }, ...profiles.map((p, i) => el("button", {
          type: "button", "data-add-profile": labels[i], "aria-label": words("muster-add-for", { name: labels[i], player: n + 1 }),
          onclick: () => {
            if (!chosen[n] || !chosen[n].oneByOne) {
              const named = words("muster-player-n", { player: n + 1 });
              chosen[n] = { name: named, oneByOne: true, data: { system, name: named, player: "", entries: [] } };
            }
            const entries = chosen[n].data.entries;
            const same = entries.find((e) => e.ref === p.id);
            if (same) same.count += 1;
            else entries.push({ profile: structuredClone(p.data), count: 1, ref: p.id });
            update(null);
          },
        }, words("muster-add", { name: labels[i] })))),
        picks));
    }
    box.append(importFor(n));
    return box;
  };
  start.addEventListener("click", async () => {
    message.hidden = true;
    start.disabled = true;
    try {
      // Each list as it is now: its lines read from the profiles they follow.
      const now = chosen.map((c) => (c.oneByOne ? c.data : (muster.list(system, "list").find((r) => r.data.name === c.name) || c).data));
      const made = await pipeline.ask("muster.to_setup", { lists: now });
      const { name, setup } = options();
      await onCreate(name || listsBattleName(chosen[0].name, chosen[1].name), { ...made.setup, ...setup });
    } catch (err) {
      message.hidden = false;
      message.textContent = errorOf(err);
    }
    start.disabled = !ready();
  });
  // Start stays at the bottom of the screen while the lists are (sticky): the battle is
  // four taps from home with no scrolling, however many lists the device holds.
  start.disabled = !ready();
  section.append(side(0), side(1),
    el("div", { class: "start-bar" }, message, start),
    el("p", { class: "muted" }, words("muster-from-lists-about")));
  return section;
}

// A battle named after its two lists, within the 60 characters a battle's name field
// takes (lists' names may be 80 each): cut with an ellipsis, which a rename can undo.
const MOST_BATTLE_NAME = 60;
export function listsBattleName(first, second) {
  const name = words("muster-battle-name", { first, second });
  return [...name].length <= MOST_BATTLE_NAME ? name : `${[...name].slice(0, MOST_BATTLE_NAME - 1).join("").trimEnd()}…`;
}
