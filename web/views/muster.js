// Muster: the Regiment profiles (Conquest), Unit profiles (Ninth Age) and army lists
// kept on this device. The page only gathers numbers: the engine checks every profile
// and list (muster.validate) and names any bad field, shown next to that field; new
// profiles start from the engine's worked examples (muster.defaults), never Wounds 1.
import { muster } from "../pipeline.js";
import { el } from "./dom.js";
import { ListImport } from "./list_import.js";
import { clearFieldErrors, showFieldError } from "./muster_forms.js";
import { numbered, profileSummary, listSummary, SYSTEM_NAMES } from "./muster_names.js";
import { packPanel } from "./muster_packs.js";
import { specialRulesInfo } from "./special_rules.js";
import { listForm } from "./muster_list_form.js";
import { musterSystems } from "../system_words.js";
import { said, words } from "../i18n/words.js";

export { SYSTEM_NAMES, profileSummary, listSummary } from "./muster_names.js";

// "Save to Muster" from a battle: the Regiment or Unit as the battle began, made a new
// profile by the engine. Returns what happened, in words, for the battle screen.
// Asked through the battle's session, so a restarted engine gets the battle back first.
export async function saveFromBattle(session, piece) {
  try {
    const made = await session.ask("muster.from_battle", { piece });
    const saved = await muster.save({ id: muster.newId(), kind: "profile", system: made.system, data: made.data });
    return words("muster-saved-from-battle", { name: saved.data.name, system: made.system });
  } catch (err) {
    return words("muster-not-saved", { reason: said(err.msg, err.message) });
  }
}

// A shared profile or army list, kept in Muster as a new record (checked again by the
// engine). Returns what happened, in words.
// ``kind`` ("profile" or "list") is the engine's word for what the link carries.
export async function saveLinkToMuster(pipeline, shared, system, kind) {
  try {
    const checked = await pipeline.ask("muster.validate", { kind, system, data: shared.data });
    const saved = await muster.save({ id: muster.newId(), kind, system, data: checked.data });
    return words("muster-saved", { name: saved.data.name });
  } catch (err) {
    return words("muster-not-saved", { reason: said(err.msg, err.message) });
  }
}

export class MusterScreen {
  // ``parts``: each Muster system's own form and words, by system (systems/index.js).
  constructor(root, { pipeline, parts, onBack, onShare, onSharePack = null, onStartWith = null }) {
    this.root = root;
    this.pipeline = pipeline;
    this.parts = parts;
    this.onBack = onBack;
    this.onShare = onShare;
    this.onSharePack = onSharePack; // (pack, title): its link and QR code
    this.noticeLines = { for: null, lines: [] }; // the lines under one notice (what adding a pack did)
    this.onStartWith = onStartWith; // (system, list name): the new battle with it picked
    this.imported = null; // { record, notice } of the list just imported, offered for a battle
    this.system = musterSystems()[0][0];
    this.editing = null; // { kind, id, rev, data } while a form is open
    this.pendingDelete = null;
    this.notice = null;
    this.importing = null; // the "Import a list" panel while it is open
  }

  openImport() {
    this.notice = null;
    this.importing = new ListImport({
      pipeline: this.pipeline,
      parts: this.parts,
      onDone: (notice, system, record) => {
        this.importing = null;
        this.system = system;
        this.notice = notice;
        this.imported = { record, notice };
        this.render();
        window.scrollTo(0, 0); // the notice, and the way back, at the top
      },
      onCancel: () => { this.importing = null; this.render(); },
    });
    this.render();
  }

  render() {
    if (this.editing) return this.editing.kind === "profile" ? this.profileForm() : this.listForm();
    if (this.importing) {
      this.root.replaceChildren(el("div", { class: "muster stack" },
        el("header", { class: "screen-head row" },
          el("button", { type: "button", class: "back", "data-offline": "", onclick: () => { this.importing = null; this.render(); } },
            "‹ ", el("span", { class: "visually-hidden" }, words("muster-back-hidden")), " ", words("muster-title")),
          el("h2", {}, words("import-title"))),
        this.importing.render()));
      return;
    }
    const system = this.system;
    const profiles = muster.list(system, "profile");
    const lists = muster.list(system, "list");
    const labels = new Map(numbered(profiles.map((r) => r.data.name)).map((label, i) => [profiles[i].id, label]));
    const item = (record, summary, kind) => {
      const name = labels.get(record.id) || record.data.name;
      if (this.pendingDelete === record.id) {
        return el("li", { class: "muster-item", "data-muster": record.id },
          el("p", {}, words("muster-delete-ask", { name })),
          el("div", { class: "row-actions" },
            el("button", { type: "button", class: "danger", "data-offline": "", "data-action": "confirm-delete", onclick: () => this.remove(record) }, words("muster-delete-yes")),
            el("button", { type: "button", "data-offline": "", onclick: () => { this.pendingDelete = null; this.render(); } }, words("muster-delete-keep"))));
      }
      return el("li", { class: "muster-item", "data-muster": record.id, "data-kind": kind },
        el("p", { class: "muster-name" }, name),
        el("p", { class: "muted" }, summary),
        el("div", { class: "row-actions" },
          el("button", { type: "button", "aria-label": words("muster-edit-label", { name }), onclick: () => this.edit(record) }, words("muster-edit")),
          el("button", { type: "button", "aria-label": words("muster-duplicate-label", { name }), onclick: () => this.duplicate(record) }, words("muster-duplicate")),
          this.onShare ? el("button", { type: "button", "aria-label": words("muster-share-label", { name }), onclick: () => this.onShare(record) }, words("muster-share")) : "",
          el("button", { type: "button", class: "danger", "data-offline": "", "aria-label": words("muster-delete-label", { name }),
            onclick: () => { this.pendingDelete = record.id; this.render(); } }, words("muster-delete"))));
    };
    const profileList = () => (profiles.length
      ? el("ul", { class: "stack muster-list", "data-profiles": "" }, ...profiles.map((r) => item(r, profileSummary(this.parts[system], r.data), "profile")))
      : el("p", { class: "muted" }, words("muster-no-profiles", { system })));
    const node = el("div", { class: "muster stack" },
      el("header", { class: "screen-head row" },
        el("button", { type: "button", class: "back", "data-offline": "", onclick: this.onBack }, "‹ ", el("span", { class: "visually-hidden" }, words("muster-back-hidden")), " ", words("muster-back-battles")),
        el("h2", {}, words("muster-title"))),
      el("div", { class: "row", role: "group", "aria-label": words("muster-rule-system") },
        ...Object.entries(SYSTEM_NAMES).map(([key, label]) => el("button", {
          type: "button", "data-offline": "", "data-system": key, "aria-pressed": String(key === system), class: key === system ? "primary" : "",
          onclick: () => { this.system = key; this.notice = null; this.pendingDelete = null; this.render(); },
        }, label))),
      this.notice ? el("div", { class: "message info", role: "status", "data-muster-notice": "" }, el("p", {}, this.notice),
        this.noticeLines.for === this.notice ? el("ul", {}, ...this.noticeLines.lines.map((line) => el("li", {}, line))) : "") : "",
      // Only beside the notice of the import it belongs to.
      this.notice && this.imported && this.imported.notice === this.notice && this.onStartWith
        ? el("button", { type: "button", class: "primary", "data-action": "start-with-import",
          onclick: () => this.onStartWith(this.imported.record.system, this.imported.record.data.name) },
        words("muster-start-with", { name: this.imported.record.data.name })) : "",
      el("button", { type: "button", "data-action": "open-import", onclick: () => this.openImport() },
        words("muster-open-import")),
      el("section", { class: "panel", "aria-label": words("muster-profiles", { system }) },
        el("h3", {}, words("muster-profiles", { system })),
        profileList(),
        el("button", { type: "button", class: "primary", "data-action": "new-profile", onclick: () => this.create("profile") }, words("muster-new-profile", { system }))),
      packPanel({
        system, pipeline: this.pipeline, onShare: (pack, title) => this.onSharePack && this.onSharePack(pack, title),
        onDone: ({ headline, lines }) => { this.say(headline, lines); window.scrollTo(0, 0); },
      }),
      el("section", { class: "panel", "aria-label": words("muster-lists") },
        el("h3", {}, words("muster-lists")),
        lists.length ? el("ul", { class: "stack muster-list" }, ...lists.map((r) => item(r, listSummary(system, r.data), "list")))
          : el("p", { class: "muted" }, words("muster-no-lists")),
        el("button", { type: "button", class: "primary", "data-action": "new-list", onclick: () => this.create("list") }, words("muster-new-list"))));
    this.root.replaceChildren(node);
    // A system's profiles name the rules its engine knows in the player's words once the
    // engine's list is in: their list is drawn again then, if still shown, and only it (a
    // pack's form opened meanwhile, and what was typed there, stay).
    const part = this.parts[system];
    if (profiles.length && part.rulesKnown && !part.rulesKnown() && this.pipeline) {
      specialRulesInfo(this.pipeline).then(() => {
        const shown = node.querySelector("[data-profiles]");
        if (node.isConnected && shown) shown.replaceWith(profileList());
      }, () => {});
    }
  }

  // A notice at the top, with its lines (none unless given).
  say(notice, lines = []) {
    this.notice = notice;
    this.noticeLines = { for: notice, lines };
    this.render();
  }

  async create(kind) {
    this.notice = null;
    if (kind === "list") {
      this.editing = { kind, id: null, rev: null, data: { system: this.system, name: "", player: "", entries: [] } };
      this.render();
      return;
    }
    try {
      const { profile } = await this.pipeline.ask("muster.defaults", { system: this.system });
      this.editing = { kind, id: null, rev: null, data: profile };
      this.render();
    } catch (err) {
      this.notice = said(err.msg, err.message);
      this.render();
    }
  }

  edit(record) {
    this.notice = null;
    this.editing = { kind: record.kind, id: record.id, rev: record.rev, data: structuredClone(record.data) };
    this.render();
  }

  async duplicate(record) {
    const data = { ...structuredClone(record.data), name: words("muster-copy-name", { name: record.data.name }).slice(0, record.kind === "list" ? 80 : 60) };
    await this.store({ kind: record.kind, id: null, rev: null, data }, null);
  }

  async remove(record) {
    this.pendingDelete = null;
    try {
      await muster.remove(record.id);
      this.notice = words("muster-deleted", { name: record.data.name });
    } catch (err) {
      this.notice = said(err.msg, err.message);
    }
    this.render();
  }

  // Checked by the engine, then kept on the device. An error names its field: the
  // message goes under that field. Returns whether it was saved.
  async store(editing, form) {
    const { kind, data } = editing;
    try {
      const checked = await this.pipeline.ask("muster.validate", { kind, system: this.system, data });
      const saved = await muster.save({ id: editing.id || muster.newId(), kind, system: this.system, data: checked.data }, editing.rev);
      this.notice = saved.followed ? words("muster-saved-followed", { name: checked.data.name, lists: saved.followed })
        : words("muster-saved", { name: checked.data.name });
      this.editing = null;
      this.render();
      return true;
    } catch (err) {
      if (!form) {
        this.notice = said(err.msg, err.message);
        this.render();
        return false;
      }
      showFieldError(form, err);
      return false;
    }
  }

  formShell(title, body, onSubmit) {
    const message = el("p", { class: "message error", role: "alert", id: "muster-message", hidden: true });
    const form = el("form", { class: "stack muster-form", "aria-label": title, novalidate: true },
      el("h2", {}, title), body, message,
      el("div", { class: "row" },
        el("button", { type: "submit", class: "primary", "data-action": "save-muster" }, words("muster-save")),
        el("button", { type: "button", "data-offline": "", onclick: () => { this.editing = null; this.render(); } }, words("muster-cancel"))));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      clearFieldErrors(form);
      await onSubmit(form);
    });
    this.root.replaceChildren(form);
    window.scrollTo(0, 0);
    return form;
  }

  profileForm() {
    const editing = this.editing;
    const fields = this.parts[this.system].fields(editing.data, this.pipeline);
    const title = editing.id ? words("muster-edit-profile", { system: this.system }) : words("muster-new-profile", { system: this.system });
    // Said before the player saves: which lists this change reaches, and what it leaves.
    const users = editing.id ? muster.usedBy(editing.id) : [];
    const used = users.length ? el("p", { class: "message info", "data-used-by": users.length },
      words("muster-used-by", { lists: users.length, names: users.map((r) => r.data.name).join(", ") })) : "";
    this.formShell(title, el("div", { class: "stack" }, used, fields.node), (form) => this.store({ ...editing, data: fields.read(form) }, form));
  }

  listForm() {
    listForm(this);
  }
}
