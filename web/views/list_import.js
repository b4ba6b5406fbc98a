// "Import a list" on the Muster screen: a roster file (.ros, .rosz, New Recruit .json)
// or pasted text (Para Bellum's army builder export, or a roster's XML) goes to the
// engine (lists.parse), which answers the preview: each Regiment or Unit with what the
// file gave, what came from this device's Muster profiles of the same name, and what is
// missing. What is missing is asked once, in one compact form (one row per name); the
// engine puts the answers in (lists.build) and answers the army list and its profiles,
// which are kept in Muster. Every rule and number is the engine's; this page gathers.
import { muster } from "../pipeline.js";
import { el, setText } from "./dom.js";
import { MAX_LIST_BYTES, readPicked } from "./files.js";
import { field } from "./form.js";
import { askFor, labelOf, pendingOf, questions } from "./list_import_asks.js";
import { entryPad, keptAboveBar } from "./list_import_pad.js";
import { pieceView } from "./list_import_piece.js";
import { upgradeAsks } from "./list_import_upgrades.js";
import { musterSystems } from "../system_words.js";
import { said, words } from "../i18n/words.js";

// The lines of a pasted list the engine could not read, each with its number, its
// text (as text) and the engine's reason: the rest of the list imports without them.
function skippedView(skipped) {
  if (!skipped || !skipped.length) return "";
  const n = skipped.length;
  return el("section", { class: "stack import-skipped", "data-skipped": "", "aria-label": words("import-skipped-label") },
    el("p", { class: "message", role: "status" }, words("import-skipped", { lines: n })),
    el("ul", { class: "stack" }, ...skipped.map((s) => el("li", { "data-line": String(s.line) },
      el("strong", {}, words("import-skipped-line", { line: s.line })), " ", el("code", {}, s.text), " ",
      el("span", { class: "muted" }, words("import-skipped-why", { why: said(s.why_msg, s.why) }))))));
}

// The faction library: every profile this device keeps, per system, lists' own copies
// too (the engine fills what a file lacks from the one of the same name), and the
// factions' answers for upgrade names.
function keptProfiles() {
  const out = {};
  for (const [system] of musterSystems()) {
    out[system] = [
      ...muster.list(system, "profile").map((r) => r.data),
      ...muster.list(system, "list").flatMap((r) => r.data.entries.map((e) => e.profile)),
    ];
  }
  return out;
}

function keptFactions() {
  const out = {};
  for (const [system] of musterSystems()) out[system] = muster.list(system, "faction").map((r) => r.data);
  return out;
}

// What is wrong with an answer and the value given, without the field the input shows:
// the engine's expectation (under the piece's name) said in the player's words.
function answerWhy(err) {
  const part = err.msg && err.msg.id === "invalid-data" && err.msg.parts && err.msg.parts[0];
  const expected = part && part.id === "file-error-of-piece" ? part.parts[0] : part;
  // null when the page cannot say that part (English says the engine's whole sentence then).
  const expectedWords = expected ? said(expected, null) : null;
  return expectedWords == null ? null : words("file-error-answer", { expected: expectedWords, got: err.msg.args.got });
}

export class ListImport {
  // ``parts``: each Muster system's own words for what a preview found (systems/index.js).
  constructor({ pipeline, parts, onDone, onCancel }) {
    this.pipeline = pipeline;
    this.parts = parts;
    this.onDone = onDone; // (notice, system, the list's record) once the list is kept
    this.onCancel = onCancel;
    this.preview = null;
    this.error = null;
    this.pending = null; // { list, profiles, existing: { id, rev } } while "Update or Keep both" is asked
    this.pasted = ""; // the text pasted, kept through a refusal to be put right on the phone
    this.node = el("div", { class: "list-import stack" });
  }

  render() {
    if (this.pending) this.node.replaceChildren(this.conflict());
    else if (this.preview) this.node.replaceChildren(this.previewView());
    else this.node.replaceChildren(this.pickView());
    return this.node;
  }

  pickView() {
    const file = el("input", { type: "file", class: "file-input", "data-action": "list-file",
      accept: ".ros,.rosz,.json,.txt,application/zip,application/json,text/xml,text/plain" });
    file.addEventListener("change", () => {
      const picked = file.files && file.files[0];
      if (picked) this.fromFile(picked);
    });
    const text = el("textarea", { name: "list-text", rows: 5, "data-field": "payload.text" });
    text.value = this.pasted;
    text.addEventListener("input", () => { this.pasted = text.value; });
    return el("section", { class: "panel stack", "aria-label": words("import-title") },
      el("h3", {}, words("import-title")),
      this.error ? el("p", { class: "message error", role: "alert" }, this.error) : "",
      field(words("import-file"), file),
      field(words("import-paste"), text),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "read-pasted",
          onclick: () => this.parse({ text: text.value }) }, words("import-read-pasted")),
        el("button", { type: "button", "data-offline": "", onclick: () => this.onCancel() }, words("import-cancel"))));
  }

  // A picked, opened or shared file: its bytes go to the engine as they are, once its
  // size says the engine would read it.
  async fromFile(picked) {
    try {
      const base64 = await readPicked(picked, { limit: MAX_LIST_BYTES, what: words("file-what-list"), as: "base64" });
      await this.parse({ base64, filename: picked.name });
    } catch (err) {
      this.fail(err);
    }
  }

  async parse(source) {
    this.error = null;
    if (typeof source.text === "string") this.pasted = source.text;
    try {
      this.preview = await this.pipeline.ask("lists.parse", { ...source, muster: keptProfiles(), factions: keptFactions() });
    } catch (err) {
      this.fail(err);
      return;
    }
    this.pasted = "";
    this.render();
    window.scrollTo(0, 0);
  }

  fail(err) {
    this.preview = null;
    this.error = words("import-not-imported", { reason: said(err.msg, err.message) });
    this.render();
  }

  previewView() {
    const { system, forces } = this.preview;
    return el("div", { class: "stack" },
      this.error ? el("p", { class: "message error", role: "alert", id: "import-message" }, this.error) : "",
      ...forces.map((force, i) => this.forceView(system, force, i)),
      el("button", { type: "button", "data-offline": "", onclick: () => { this.preview = null; this.error = null; this.render(); } },
        words("import-pick-another")));
  }

  forceView(system, force, index) {
    const form = el("form", { class: "stack import-force", "data-force": index, "aria-label": force.name ? words("import-named", { name: force.name }) : words("import-unnamed"), novalidate: true });
    const toggles = {}; // piece index -> "model" | "stand"
    const joins = {}; // "<Regiment>.<Character>" -> the Regiment it joins instead
    const part = this.parts[system];
    const asks = questions(part, force, { kinds: this.preview.kinds || [], pipeline: part.askRules ? this.pipeline : null });
    const upgrades = upgradeAsks(force);
    const count = force.pieces.length;
    const player = el("input", { type: "text", name: "player", maxlength: 40 });
    // The faction the library keeps this list's answers under: the file's, the one its
    // Regiments are kept under, or its title; confirmed here once, changed rarely.
    const faction = el("input", { type: "text", name: "faction", maxlength: 60, value: force.faction ? force.faction.name : "" });
    const known = force.known ? el("p", { class: "muted", "data-known": force.known },
      words("import-known", { known: force.known })) : "";
    const pad = asks.length || force.upgrades?.length ? entryPad(form) : null;
    const summary = el("p", { class: "muted", "data-summary": "", "aria-live": "polite" });
    const message = el("p", { class: "message error", role: "alert", hidden: true, "data-import-error": "" });
    const pieces = force.pieces.map((p, i) => pieceView(this.parts[system], force, p, i, toggles, joins));
    // What is still to fill in, from the engine's list of what each piece misses: a
    // number typed in counts at once, in the summary and on its Regiment.
    const update = () => {
      const left = asks.flatMap((a) => a.inputs).filter(({ input }) => input.value === "").length;
      const state = !force.missing ? "none" : left ? "left" : "filled";
      setText(summary, words("import-summary", { format: said(this.preview.format_msg, this.preview.format), count, system, state, left }));
      pieces.forEach((view, i) => view.status(pendingOf(force.pieces[i], i, asks)));
    };
    form.append(
      el("h3", {}, force.name || words("import-no-name")),
      summary,
      force.refused ? el("p", { class: "message error" }, said(force.refused_msg, force.refused)) : "",
      skippedView(force.skipped),
      message,
      known,
      asks.length ? el("fieldset", { class: "stack import-asks" }, el("legend", {}, words("import-asks")),
        ...asks.map((a) => a.node)) : "",
      upgrades.node,
      field(words("import-faction"), faction, { hint: words("import-faction-hint") }),
      field(words("import-player"), player, { hint: words("import-player-hint") }),
      // Every Regiment as read, folded while numbers are asked: the asks come first.
      el("details", { class: "import-pieces", open: !asks.length },
        el("summary", {}, words("import-pieces", { count, system })),
        el("ol", { class: "stack muster-list" }, ...pieces.map((v) => v.node))),
      // Kept at the bottom of the screen while the form is in view: the keypad and the
      // Import button need no scrolling, before the numbers are typed or after.
      keptAboveBar(form, el("div", { class: "import-bar" },
        pad || "",
        el("button", { type: "submit", class: "primary", "data-action": "import-list", disabled: Boolean(force.refused) },
          force.name ? words("import-named", { name: force.name }) : words("import-list")))));
    if (pad) requestAnimationFrame(() => pad.start());
    form.addEventListener("change", () => pad && pad.refresh());
    form.addEventListener("input", update);
    form.addEventListener("change", update);
    update();
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const answers = {};
      for (const a of asks) a.read(answers);
      for (const [i, per] of Object.entries(toggles)) answers[i] = { ...(answers[i] || {}), wounds_per: per };
      for (const a of asks) a.clear();
      message.hidden = true;
      const library = { faction: faction.value.trim(), upgrades: upgrades.read() };
      await this.build(force, answers, joins, player.value.trim(), (err) => this.answerError(err, force, asks, message), library);
    });
    return form;
  }

  // An answer the engine refused (its field names the piece and the number): said in
  // the player's words beside that number, which gets the focus; nothing typed is lost.
  answerError(err, force, asks, message) {
    const m = /^payload\.answers\.(\d+)\.(?:characters\.(\d+)\.)?([a-z_]+)$/.exec(err.field || "");
    const piece = m && force.pieces[Number(m[1])];
    const ask = piece && askFor(asks, Number(m[1]), m[2] == null ? null : Number(m[2]));
    const input = ask && ask.inputs.find((i) => i.key === m[3]);
    if (!input) {
      setText(message, words("import-not-imported", { reason: said(err.msg, err.message) }));
      message.hidden = false;
      message.scrollIntoView({ block: "center" });
      return;
    }
    const who = m[2] == null ? piece.name : ask.who;
    const label = labelOf(m[3]);
    const why = answerWhy(err) ?? err.message.replace(`${err.field}: `, "").replace(`${piece.name}: `, "");
    ask.say(input.input.value === "" ? words("import-enter", { label, who }) : words("import-refused", { label, who, why }), input.input);
  }

  async build(force, answers, joins, player, refused, library) {
    this.error = null;
    let result;
    try {
      result = await this.pipeline.ask("lists.build", { force, answers, joins, ...library });
    } catch (err) {
      refused(err);
      return;
    }
    await this.keep({ ...result.list, player }, this.profilesOf(result), { faction: result.faction });
  }

  // The list's profiles, each once, to keep in Muster beside the list.
  profilesOf(result) {
    const seen = new Set();
    return [...result.profiles, ...result.list.entries.map((e) => e.profile)].filter((p) => {
      const key = JSON.stringify(p);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  conflict() {
    const { list, profiles, faction, existing } = this.pending;
    return el("section", { class: "panel stack", "aria-label": words("import-already-label") },
      el("p", { role: "status" }, words("import-already", { name: list.name })),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "update-list", onclick: () => this.keep(list, profiles, { replace: existing, faction }) }, words("import-update")),
        el("button", { type: "button", "data-action": "keep-both", onclick: () => this.keep({ ...list, name: words("import-second-name", { name: list.name }).slice(0, 80) }, profiles, { alongside: true, faction }) }, words("import-keep-both"))));
  }

  // The list and its new profiles are kept in one transaction (all or nothing), which
  // also finds a list of the same name, or the same list, kept meanwhile (another tab):
  // the first is asked about (Update or Keep both), the second is not kept twice.
  async keep(list, profiles, { replace = null, alongside = false, faction = null } = {}) {
    const system = list.system;
    let kept;
    try {
      kept = await muster.importList({ system, list, profiles, replace, alongside, faction });
    } catch (err) {
      if (err.code === "muster_list_named") {
        this.pending = { list, profiles, faction, existing: { id: err.details.id, rev: err.details.rev } };
      } else {
        this.pending = null;
        this.error = words("muster-not-saved", { reason: said(err.msg, err.message) });
      }
      this.render();
      return;
    }
    this.pending = null;
    const total = list.entries.reduce((n, e) => n + e.count, 0);
    const { added } = kept;
    this.onDone(kept.already ? words("import-already-kept", { name: kept.list.data.name })
      : words("import-done", { name: list.name, total, system, added }), system, kept.list);
  }
}
