// Muster's army list form: a name, a player and lines of profiles with counts. Each
// line follows the profile it was added from; lines and buttons naming one profile twice
// are numbered. The engine checks the list when it is saved (MusterScreen.store).
import { muster } from "../pipeline.js";
import { el } from "./dom.js";
import { field, numberInput as num } from "./form.js";
import { input } from "./muster_forms.js";
import { numbered, profileSummary } from "./muster_names.js";
import { words } from "../i18n/words.js";

export function listForm(screen) {
  const editing = screen.editing;
  const data = editing.data;
  const profiles = muster.list(screen.system, "profile");
  const entries = el("ol", { class: "stack list-entries", "aria-label": words("muster-in-list") });
  // Each line follows the profile it was added from (``ref``): an edit of that profile
  // reaches the list, and the profile's form says so before it is saved.
  const labels = numbered(profiles.map((p) => p.data.name));
  const drawEntries = () => {
    const lines = numbered(data.entries.map((e) => e.profile.name));
    entries.replaceChildren(...data.entries.map((entry, i) => {
      const line = lines[i];
      const count = input(`data.entries[${i}].count`, num("count", entry.count, 1, 20));
      count.addEventListener("input", () => { entry.count = Number(count.value); });
      const move = (to) => {
        const [moved] = data.entries.splice(i, 1);
        data.entries.splice(to, 0, moved);
        drawEntries();
      };
      return el("li", { class: "list-entry", "data-entry": line },
        el("p", { class: "muster-name" }, line),
        el("p", { class: "muted" }, profileSummary(screen.parts[screen.system], entry.profile)),
        el("div", { class: "row" },
          field(words("muster-how-many", { name: line }), count),
          i > 0 ? el("button", { type: "button", "aria-label": words("muster-move-up-label", { name: line }), onclick: () => move(i - 1) }, words("muster-move-up")) : "",
          el("button", { type: "button", class: "danger", "aria-label": words("muster-remove-label", { name: line }),
            onclick: () => { data.entries.splice(i, 1); drawEntries(); } }, words("muster-remove"))));
    }));
    if (!data.entries.length) entries.append(el("li", { class: "muted" }, words("muster-list-empty", { system: screen.system })));
  };
  drawEntries();
  const name = input("data.name", el("input", { type: "text", name: "name", value: data.name, maxlength: 80 }));
  const player = input("data.player", el("input", { type: "text", name: "player", value: data.player, maxlength: 40 }));
  const body = el("div", { class: "stack" },
    field(words("muster-list-name"), name),
    field(words("muster-player"), player, { hint: words("muster-player-hint") }),
    input("data.entries", el("div", { class: "stack", tabindex: "-1", id: "list-entries" }, el("h3", {}, words("muster-pieces", { system: screen.system })), entries)),
    el("section", { class: "panel", "aria-label": words("muster-add-from-profiles") },
      el("h3", {}, words("muster-add-from-profiles")),
      profiles.length ? el("div", { class: "row add-profiles" }, ...profiles.map((p, i) => el("button", {
        type: "button", "data-add-profile": labels[i], "aria-label": words("muster-add-label", { name: labels[i] }),
        onclick: () => {
          // Added again, a profile already listed counts one more on its line.
          const same = data.entries.find((e) => e.ref === p.id);
          if (same) same.count += 1;
          else data.entries.push({ profile: structuredClone(p.data), count: 1, ref: p.id });
          drawEntries();
        },
      }, words("muster-add", { name: labels[i] }))))
        : el("p", { class: "muted" }, words("muster-no-profiles-make", { system: screen.system }))));
  screen.formShell(editing.id ? words("muster-edit-list") : words("muster-new-list"), body, (form) => screen.store({
    ...editing, data: { ...data, system: screen.system, name: name.value.trim(), player: player.value.trim() },
  }, form));
}
