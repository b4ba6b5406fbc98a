// Warband rosters: the list kept on this device, the roster editor, and how a roster is
// drawn (also in the campaign aftermath's summary). The engine checks every roster
// (campaign.roster_check) and names the field at fault; this screen marks that field.
import { $, el, setText } from "../../views/dom.js";
import { field } from "../../views/form.js";
import { rosters } from "../../pipeline.js";
import { errorOf, words } from "../../i18n/words.js";
import { kindText, statusText } from "./campaign_words.js";

// The words the form offers. The engine holds the rules and refuses anything else.
const KINDS = ["Leader", "Individual", "Hero", "Specialist", "Trooper"];
const CHARACTERISTICS = ["AR", "MV", "ST", "RC", "LD", "AC", "CC"];
// A characteristic's or a count's abbreviation (AR ... CC, EP, VP: the keys the engine
// reads) as the player's language prints it.
const short = (stat) => words("system-word-campaign-stat", { stat });

// A roster view (campaign.roster_check "view", or the aftermath's rosters_before/after)
// back to the plain roster form: drop what the engine derived for the screens.
export function rosterFromView(view) {
  const roster = { ...view, models: view.models.map((m) => ({ ...m })) };
  delete roster.active;
  for (const m of roster.models) delete m.rear_attackers_cc;
  return roster;
}

// A number field as typed: empty stays empty (null) so the engine names it.
function number(input) {
  return input.value.trim() === "" ? null : Number(input.value);
}

function statLine(model, before) {
  return el("span", { class: "stats" }, ...Object.entries(model.characteristics).map(([key, value]) => {
    const was = before ? before.characteristics[key] : value;
    return el("span", { class: `stat${was !== value ? " changed" : ""}`, "data-stat": key, "data-value": value },
      was !== value ? `${short(key)} ${was}→${value}` : `${short(key)} ${value}`);
  }));
}

function extras(model, before) {
  const out = [];
  if (model.spot) out.push(words("campaign-page-spot", { sign: model.spot > 0 ? "+" : "", spot: model.spot }));
  if (model.rear_attackers_cc) out.push(words("campaign-page-rear-attackers", { cc: model.rear_attackers_cc }));
  if (model.ep || (before && before.ep !== model.ep)) out.push(before && before.ep !== model.ep ? `${short("EP")} ${before.ep}→${model.ep}` : `${short("EP")} ${model.ep}`);
  if (model.undead) out.push(words("campaign-page-undead"));
  // The wounds' names are the engine's (its Wound table's), joined as it writes them.
  if (model.lasting_wounds.length) out.push(words("campaign-page-wounds", { wounds: model.lasting_wounds.join(", ") }));
  if (model.hatreds.length) out.push(words("campaign-page-hate", { hatreds: model.hatreds.map((h) => words("campaign-page-hate-for", { hate: h.hate, force: h.force })).join(", ") }));
  return out;
}

// One roster drawn as a list of models, each with its status in words and its
// characteristics; with ``before``, what changed is shown as "was→now".
export function rosterView(roster, { before = null, label } = {}) {
  const was = (id) => (before ? before.models.find((m) => m.id === id) : null);
  const vp = before && before.vp !== roster.vp ? `${before.vp}→${roster.vp}` : roster.vp;
  return el("section", { class: "roster", "data-roster-name": roster.name, "aria-label": label || roster.name },
    el("h3", {}, roster.name),
    el("p", { class: "muted" }, words("campaign-page-roster-line", { vp, active: roster.active, models: roster.models.length, fate: roster.troopers_roll_fate ? "yes" : "no" })),
    el("ul", { class: "roster-models" }, ...roster.models.map((m) => {
      const old = was(m.id);
      const changed = old && old.status !== m.status;
      return el("li", { class: `roster-model status-${m.status.replace(/\s+/g, "-")}`, "data-roster-model": m.id, "data-status": m.status },
        el("span", { class: "roster-model-name" }, m.name),
        el("span", { class: "muted" }, ` ${words("campaign-page-kind-value", { kind: kindText(m.kind), value: m.value })} `),
        el("span", { class: `model-status model-status-${m.status.replace(/\s+/g, "-")}` },
          changed ? `${statusText(old.status)}→${statusText(m.status)}` : statusText(m.status)),
        el("br"),
        statLine(m, old),
        ...extras(m, old).map((t) => el("span", { class: "roster-extra" }, ` · ${t}`)));
    })));
}

let counter = 0;
const uid = () => `rf${++counter}`;

function modelRow(model, onRemove) {
  const nameInput = el("input", { type: "text", id: uid(), name: "mname", value: model.name || "", maxlength: 60 });
  const kind = el("select", { id: uid(), name: "mkind" }, ...KINDS.map((k) => el("option", { value: k, selected: (model.kind || "Trooper") === k }, kindText(k))));
  const value = el("input", { type: "number", id: uid(), name: "mvalue", value: model.value ?? 10, min: 0, inputmode: "numeric" });
  const ep = el("input", { type: "number", id: uid(), name: "mep", value: model.ep ?? 0, min: 0, inputmode: "numeric" });
  const undead = el("input", { type: "checkbox", id: uid(), name: "mundead", checked: !!model.undead });
  const stats = CHARACTERISTICS.map((c) => el("input", {
    type: "number", id: uid(), name: `stat-${c}`, value: model.characteristics ? model.characteristics[c] : 3, min: 0, inputmode: "numeric",
  }));
  const row = el("fieldset", { class: "roster-model-edit", "data-model-id": model.id },
    el("legend", {}, model.name || words("campaign-page-new-model")),
    field(words("campaign-page-model-name"), nameInput),
    el("div", { class: "row" }, field(words("campaign-page-kind-label"), kind), field(words("campaign-page-value"), value), field(short("EP"), ep)),
    el("div", { class: "row stats-edit" }, ...stats.map((input, i) => field(short(CHARACTERISTICS[i]), input))),
    el("div", { class: "row check-row" }, undead, el("label", { for: undead.id }, words("campaign-page-undead"))),
    model.status && model.status !== "active" ? el("p", { class: "muted" }, words("campaign-page-status-line", { status: statusText(model.status) })) : "",
    model.lasting_wounds && model.lasting_wounds.length ? el("p", { class: "muted" }, words("campaign-page-lasting-wounds", { wounds: model.lasting_wounds.join(", ") })) : "",
    el("button", { type: "button", class: "danger", onclick: () => onRemove(row) }, words("campaign-page-remove-model")));
  row.keep = model; // spot, wounds, hatreds and status are kept as they are
  row.read = () => ({
    ...row.keep,
    id: row.dataset.modelId,
    name: nameInput.value.trim(),
    kind: kind.value,
    value: number(value),
    ep: number(ep),
    undead: undead.checked,
    characteristics: Object.fromEntries(CHARACTERISTICS.map((c, i) => [c, number(stats[i])])),
  });
  row.mark = (i) => {
    nameInput.dataset.field = `roster.models[${i}].name`;
    kind.dataset.field = `roster.models[${i}].kind`;
    value.dataset.field = `roster.models[${i}].value`;
    ep.dataset.field = `roster.models[${i}].ep`;
    undead.dataset.field = `roster.models[${i}].undead`;
    stats.forEach((s, j) => { s.dataset.field = `roster.models[${i}].characteristics.${CHARACTERISTICS[j]}`; });
  };
  return row;
}

export class RosterScreen {
  constructor(root, { pipeline, onBack, onAftermath = null, onShare = null }) {
    this.root = root;
    this.pipeline = pipeline;
    this.onBack = onBack;
    this.onAftermath = onAftermath;
    this.onShare = onShare; // a roster travels by link and QR code, one by one
    this.editing = null; // null: the list; { id|null, roster }: the editor
    this.pendingDelete = null;
    this.notice = null;
  }

  render() {
    if (this.editing) this.renderEditor();
    else this.renderList();
  }

  renderList() {
    const list = rosters.list();
    const items = list.map((entry) => {
      const r = entry.roster;
      const view = entry.view || { ...r, active: r.models.filter((m) => (m.status || "active") === "active").length };
      const active = view.active;
      const head = el("div", { class: "row roster-head" },
        el("span", { class: "game-name" }, r.name),
        el("span", { class: "muted" }, words("campaign-page-list-line", { vp: r.vp, active, models: r.models.length })));
      const actions = this.pendingDelete === entry.id
        ? el("div", { class: "row" },
          el("span", {}, `${words("campaign-page-delete-ask", { name: r.name })} `),
          el("button", { type: "button", class: "danger", "data-offline": "", "data-action": "confirm-delete-roster", onclick: () => this.remove(entry.id) }, words("campaign-page-delete-yes")),
          el("button", { type: "button", "data-offline": "", onclick: () => { this.pendingDelete = null; this.render(); } }, words("campaign-page-delete-keep")))
        : el("div", { class: "row" },
          el("button", { type: "button", "data-action": "edit-roster", "data-offline": "", "aria-label": words("campaign-page-edit-label", { name: r.name }),
            onclick: () => { this.editing = { id: entry.id, rev: rosters.rev(entry), roster: r }; this.notice = null; this.render(); } }, words("campaign-page-edit")),
          el("button", { type: "button", "data-offline": "", "aria-label": words("campaign-page-duplicate-label", { name: r.name }),
            onclick: () => this.duplicate(entry) }, words("campaign-page-duplicate")),
          this.onShare ? el("button", { type: "button", "data-action": "share-roster", "aria-label": words("campaign-page-share-label", { name: r.name }),
            onclick: () => this.onShare(entry) }, words("campaign-page-share")) : null,
          el("button", { type: "button", class: "danger", "data-offline": "", "aria-label": words("campaign-page-delete-label", { name: r.name }),
            onclick: () => { this.pendingDelete = entry.id; this.render(); } }, words("campaign-page-delete")));
      const details = el("details", { class: "roster-details" },
        el("summary", {}, words("campaign-page-models")),
        rosterView(view, { label: words("campaign-page-models-of", { name: r.name }) }));
      return el("li", { class: "roster-entry panel", "data-roster-id": entry.id, "data-roster-entry": r.name }, head, details, actions);
    });
    this.root.replaceChildren(el("div", { class: "rosters" },
      el("section", { class: "panel battle-bar", "aria-label": words("campaign-page-rosters") },
        el("div", { class: "row" },
          el("button", { type: "button", "data-offline": "", onclick: this.onBack, "aria-label": words("campaign-page-back-label") }, words("campaign-page-back")),
          el("h2", { class: "battle-title" }, words("campaign-rosters")))),
      this.notice ? el("p", { class: "message info", role: "status" }, this.notice) : "",
      list.length ? el("ul", { class: "roster-list", "aria-label": words("campaign-page-rosters-here") }, ...items)
        : el("p", { class: "muted" }, words("campaign-page-no-rosters")),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "new-roster", "data-offline": "",
          onclick: () => { this.editing = { id: null, roster: { name: "", vp: 0, troopers_roll_fate: false, models: [] } }; this.notice = null; this.render(); } },
        words("campaign-page-new-roster")),
        // After a battle the players are here: the aftermath starts from the rosters.
        this.onAftermath && list.length >= 2 ? el("button", { type: "button", class: "primary", "data-action": "rosters-new-campaign", onclick: this.onAftermath },
          words("campaign-page-start-aftermath")) : "")));
  }

  async duplicate(entry) {
    try {
      await rosters.save({ ...entry, id: rosters.newId(), roster: { ...entry.roster, name: words("campaign-page-copy-name", { name: entry.roster.name }) } });
      this.notice = words("campaign-page-duplicated");
    } catch (err) {
      this.notice = errorOf(err);
    }
    this.render();
  }

  async remove(id) {
    try {
      await rosters.remove(id);
      this.notice = words("campaign-page-deleted");
    } catch (err) {
      this.notice = errorOf(err);
    }
    this.pendingDelete = null;
    this.render();
  }

  renderEditor() {
    const draft = this.editing.roster;
    const message = el("p", { id: "roster-message", class: "message error", role: "alert", hidden: true });
    const nameInput = el("input", { type: "text", id: uid(), value: draft.name, maxlength: 60 });
    const vp = el("input", { type: "number", id: uid(), value: draft.vp, min: 0, inputmode: "numeric" });
    const fate = el("input", { type: "checkbox", id: uid(), checked: !!draft.troopers_roll_fate });
    const models = el("div", { class: "stack roster-models-edit" });
    const remove = (row) => row.remove();
    const nextId = () => {
      const taken = new Set([...models.querySelectorAll(".roster-model-edit")].map((r) => r.dataset.modelId));
      let n = taken.size + 1;
      while (taken.has(`m${n}`)) n++;
      return `m${n}`;
    };
    for (const m of draft.models) models.append(modelRow(m, remove));
    const form = el("form", { class: "setup roster-edit stack", "aria-label": words("campaign-page-roster"), novalidate: true },
      el("h2", {}, this.editing.id ? words("campaign-page-edit-label", { name: draft.name }) : words("campaign-page-new-roster")),
      field(words("campaign-page-warband-name"), nameInput, { path: "roster.name" }),
      field(short("VP"), vp, { path: "roster.vp" }),
      el("div", { class: "row check-row" }, fate, el("label", { for: fate.id }, words("campaign-page-troopers-fate"))),
      models,
      el("button", { type: "button", "data-action": "add-model",
        onclick: () => { const row = modelRow({ id: nextId(), kind: "Trooper" }, remove); models.append(row); row.querySelector("input").focus(); } },
      words("campaign-page-add-model")),
      message,
      el("div", { class: "row setup-go" },
        el("button", { type: "submit", class: "primary", "data-action": "save-roster" }, words("campaign-page-save-roster")),
        el("button", { type: "button", onclick: () => { this.editing = null; this.render(); } }, words("campaign-page-cancel"))));
    fate.dataset.field = "roster.troopers_roll_fate";
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      form.querySelectorAll("[aria-invalid]").forEach((n) => n.removeAttribute("aria-invalid"));
      message.hidden = true;
      const rows = [...models.querySelectorAll(".roster-model-edit")];
      rows.forEach((row, i) => row.mark(i));
      const roster = {
        ...draft,
        name: nameInput.value,
        vp: number(vp),
        troopers_roll_fate: fate.checked,
        models: rows.map((row) => row.read()),
      };
      try {
        const checked = await this.pipeline.ask("campaign.roster_check", { roster });
        const id = this.editing.id || rosters.newId();
        await rosters.save({ id, roster: checked.roster, view: checked.view }, this.editing.id ? this.editing.rev : null);
        this.notice = words("campaign-page-saved", { name: checked.roster.name });
        this.editing = null;
        this.render();
      } catch (err) {
        message.hidden = false;
        setText(message, errorOf(err));
        if (rosters.refused(err)) return;
        const bad = err.field && form.querySelector(`[data-field="${CSS.escape(err.field)}"]`);
        if (bad) {
          bad.setAttribute("aria-invalid", "true");
          bad.setAttribute("aria-describedby", "roster-message");
          bad.focus();
        }
      }
    });
    this.root.replaceChildren(form);
    if (!draft.models.length) $("[data-action=add-model]", form).click();
    nameInput.focus();
  }
}
