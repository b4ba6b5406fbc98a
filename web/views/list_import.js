// "Import a list" on the Muster screen: a roster file (.ros, .rosz, New Recruit .json)
// or pasted text (Para Bellum's army builder export, or a roster's XML) goes to the
// engine (lists.parse), which answers the preview: each Regiment or Unit with what the
// file gave, what came from this device's Muster profiles of the same name, and what is
// missing. What is missing is asked once, in one compact form (one row per name); the
// engine puts the answers in (lists.build) and answers the army list and its profiles,
// which are kept in Muster. Every rule and number is the engine's; this page gathers.
import { store, newId } from "../store/index.js";
import { el, setText } from "./dom.js";
import { field, numberInput as num } from "./form.js";

const NOUN = { conquest: "Regiment", ninth_age: "Unit" };
const PIECES = { conquest: "Regiments", ninth_age: "Units" };
const LABELS = { kind: "Type", stands: "Stands", files: "Files per rank", wounds: "Wounds", resolve: "Resolve",
  models: "Models", hp: "Health Points" };

// Every profile this device keeps, per system, lists' own copies too: the engine fills
// what a file lacks from the one of the same name.
function keptProfiles() {
  const out = {};
  for (const system of ["conquest", "ninth_age"]) {
    out[system] = [
      ...store.muster.list(system, "profile").map((r) => r.data),
      ...store.muster.list(system, "list").flatMap((r) => r.data.entries.map((e) => e.profile)),
    ];
  }
  return out;
}

function readFile(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(",", 2)[1] || "");
    reader.onerror = () => reject(new Error(`“${file.name}” could not be read`));
    reader.readAsDataURL(file);
  });
}

function found(system, v) {
  const bits = [];
  if (system === "conquest") {
    if (v.kind) bits.push(v.kind);
    if (v.stands != null) bits.push(`${v.stands} Stands${v.files != null ? ` in ${v.files} files` : ""}`);
    if (v.wounds != null) bits.push(`Wounds ${v.wounds}`);
    if (v.resolve != null) bits.push(`Resolve ${v.resolve}`);
    if (v.command) bits.push("Command Stand");
  } else {
    if (v.models != null) bits.push(`${v.models} models${v.files != null ? ` in ${v.files} files` : ""}`);
    if (v.hp != null) bits.push(`${v.hp} Health Point${v.hp === 1 ? "" : "s"} each`);
  }
  return bits.join(", ");
}

const ruleText = (r) => (r.x ? `${r.name} (${r.x})` : r.name);
let asked = 0; // ids for the asks' error lines

// The ask that takes a piece's number (``char``: a Character's index in it, or null).
function askFor(asks, piece, char) {
  return asks.find((a) => a.pieces.includes(piece) && a.char === char) || null;
}

// What a piece still lacks now: the engine's list, less the numbers typed in.
function pendingOf(piece, index, asks) {
  return piece.missing.filter((m) => {
    const c = /^characters\[(\d+)\]\.(\w+)$/.exec(m);
    const ask = askFor(asks, index, c ? Number(c[1]) : null);
    const input = ask && ask.inputs.find((i) => i.key === (c ? c[2] : m));
    return !input || input.input.value === "";
  });
}

export class ListImport {
  constructor({ engine, onDone, onCancel }) {
    this.engine = engine;
    this.onDone = onDone; // (notice, system, the list's record) once the list is kept
    this.onCancel = onCancel;
    this.preview = null;
    this.error = null;
    this.pending = null; // { force, result, existing } while "Update or Keep both" is asked
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
    return el("section", { class: "panel stack", "aria-label": "Import a list" },
      el("h3", {}, "Import a list"),
      this.error ? el("p", { class: "message error", role: "alert" }, this.error) : "",
      field("Pick a list file (.ros, .rosz, .json)", file),
      field("Or paste the list (Para Bellum's army builder, or a roster)", text),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "read-pasted",
          onclick: () => this.parse({ text: text.value }) }, "Read the pasted list"),
        el("button", { type: "button", "data-offline": "", onclick: () => this.onCancel() }, "Cancel")));
  }

  // A picked, opened or shared file: its bytes go to the engine as they are.
  async fromFile(picked) {
    try {
      await this.parse({ base64: await readFile(picked), filename: picked.name });
    } catch (err) {
      this.fail(err);
    }
  }

  async parse(source) {
    this.error = null;
    try {
      this.preview = await this.engine.request("lists.parse", { ...source, muster: keptProfiles() });
    } catch (err) {
      this.fail(err);
      return;
    }
    this.render();
    window.scrollTo(0, 0);
  }

  fail(err) {
    this.preview = null;
    this.error = `Not imported: ${err.message}`;
    this.render();
  }

  previewView() {
    const { system, forces } = this.preview;
    return el("div", { class: "stack" },
      this.error ? el("p", { class: "message error", role: "alert", id: "import-message" }, this.error) : "",
      ...forces.map((force, i) => this.forceView(system, force, i)),
      el("button", { type: "button", "data-offline": "", onclick: () => { this.preview = null; this.error = null; this.render(); } },
        "Pick another list"));
  }

  forceView(system, force, index) {
    const form = el("form", { class: "stack import-force", "data-force": index, "aria-label": `Import ${force.name || "a list"}`, novalidate: true });
    const toggles = {}; // piece index -> "model" | "stand"
    const joins = {}; // "<Regiment>.<Character>" -> the Regiment it joins instead
    const asks = this.questions(system, force);
    const count = force.pieces.length;
    const player = el("input", { type: "text", name: "player", maxlength: 40 });
    const summary = el("p", { class: "muted", "data-summary": "", "aria-live": "polite" });
    const message = el("p", { class: "message error", role: "alert", hidden: true, "data-import-error": "" });
    const pieces = force.pieces.map((p, i) => this.pieceView(system, force, p, i, toggles, joins));
    // What is still to fill in, from the engine's list of what each piece misses: a
    // number typed in counts at once, in the summary and on its Regiment.
    const update = () => {
      const left = asks.flatMap((a) => a.inputs).filter(({ input }) => input.value === "").length;
      setText(summary, `${this.preview.format}: ${count} ${count === 1 ? NOUN[system] : PIECES[system]}; ` +
        (!force.missing ? "nothing missing" : left ? `${left} number${left === 1 ? "" : "s"} to fill in below` : "everything filled in"));
      pieces.forEach((view, i) => view.status(pendingOf(force.pieces[i], i, asks)));
    };
    form.append(
      el("h3", {}, force.name || "A list with no name"),
      summary,
      force.refused ? el("p", { class: "message error" }, force.refused) : "",
      message,
      asks.length ? el("fieldset", { class: "stack import-asks" }, el("legend", {}, "What the list does not say"),
        ...asks.map((a) => a.node)) : "",
      field("Player", player, { hint: "The name the battle gives this side (optional)" }),
      el("ol", { class: "stack muster-list" }, ...pieces.map((v) => v.node)),
      // Kept at the bottom of the screen while the form is in view: the Import button
      // needs no scrolling, before the numbers are typed or after.
      el("div", { class: "row import-bar" },
        el("button", { type: "submit", class: "primary", "data-action": "import-list", disabled: Boolean(force.refused) },
          force.name ? `Import ${force.name}` : "Import list")));
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
      await this.build(force, answers, joins, player.value.trim(), (err) => this.answerError(err, force, asks, message));
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
      setText(message, `Not imported: ${err.message}`);
      message.hidden = false;
      message.scrollIntoView({ block: "center" });
      return;
    }
    const who = m[2] == null ? piece.name : ask.who;
    const label = LABELS[m[3]] || m[3];
    const why = err.message.replace(`${err.field}: `, "").replace(`${piece.name}: `, "");
    ask.say(input.input.value === "" ? `Enter the ${label} of ${who}.` : `${label} of ${who}: ${why}`, input.input);
  }

  // One row per name (two Hoplites are asked once), one per Character.
  questions(system, force) {
    const out = [];
    const seen = new Set();
    force.pieces.forEach((piece, i) => {
      const own = piece.missing.filter((m) => !m.startsWith("characters["));
      const key = piece.name.trim().toLowerCase();
      if (own.length && !seen.has(key)) {
        seen.add(key);
        const same = force.pieces.map((p, j) => (p.name.trim().toLowerCase() === key ? j : -1)).filter((j) => j >= 0);
        out.push(this.ask(piece.name, piece.name, own, (values) => ({ [piece.name]: values }), { pieces: same, char: null }));
      }
      const chars = system === "conquest" ? piece.characters : piece.values.characters || [];
      chars.forEach((c, ci) => {
        const name = c.name || c.values?.name;
        const needs = piece.missing.filter((m) => m.startsWith(`characters[${ci}].`)).map((m) => m.split(".")[1]);
        if (needs.length) {
          out.push(this.ask(`${name} (Character)`, name, needs, (values) => ({ [String(i)]: { characters: { [ci]: values } } }),
            { pieces: [i], char: ci }));
        }
      });
    });
    return out;
  }

  ask(title, who, needs, shape, place) {
    const inputs = needs.map((key) => {
      const input = key === "kind"
        ? el("select", { name: key }, ...["infantry", "cavalry", "brute"].map((k) => el("option", { value: k }, k)))
        : num(key, "", key === "resolve" ? 0 : 1, key === "models" ? 200 : 99);
      return { key, input };
    });
    const said = el("p", { class: "message error", role: "alert", hidden: true });
    said.id = `ask-error-${++asked}`;
    const node = el("div", { class: "import-ask", "data-ask": title },
      el("p", { class: "muster-name" }, title),
      el("div", { class: "row" }, ...inputs.map(({ key, input }) => field(`${LABELS[key] || key} of ${title}`, input))),
      said);
    // A number left empty is not sent: the engine then says what is still missing.
    const read = (answers) => {
      const values = {};
      for (const { key, input } of inputs) {
        if (key === "kind") values[key] = input.value;
        else if (input.value !== "") values[key] = Number(input.value);
      }
      const [k, v] = Object.entries(shape(values))[0];
      const prior = answers[k] || {};
      const characters = { ...(prior.characters || {}), ...(v.characters || {}) };
      answers[k] = { ...prior, ...v, characters };
      if (!Object.keys(characters).length) delete answers[k].characters;
    };
    const say = (text, input) => {
      setText(said, text);
      said.hidden = false;
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", said.id);
      input.focus();
    };
    const clear = () => {
      said.hidden = true;
      for (const { input } of inputs) { input.removeAttribute("aria-invalid"); input.removeAttribute("aria-describedby"); }
    };
    return { node, read, inputs, who, say, clear, ...place };
  }

  pieceView(system, force, piece, index, toggles, joins) {
    const notes = [...piece.notes];
    const filled = Object.entries(piece.filled || {}).filter(([, from]) => from !== "entered");
    if (filled.length) notes.unshift(`${filled.map(([k]) => LABELS[k] || k).join(", ")} from ${filled[0][1]}`);
    const state = el("span", { class: "muted" });
    const wounds = piece.wounds ? this.woundsToggle(piece, index, toggles) : "";
    const chars = system === "conquest" ? piece.characters.map((c, ci) => this.characterLine(force, c, index, ci, joins))
      : (piece.values.characters || []).map((c) => el("p", { class: "muted" }, `${c.name} (${c.kind}${c.hp != null ? `, ${c.hp} HP` : ""})`));
    const rules = (piece.special_rules || []).map(ruleText);
    const node = el("li", { class: "muster-item import-piece", "data-piece": index },
      el("p", { class: "muster-name" }, piece.name, state),
      el("p", { class: "muted" }, found(system, piece.values)),
      wounds,
      rules.length ? el("p", { class: "muted", "data-rules": "" }, `Special rules: ${rules.join(", ")}`) : "",
      ...chars,
      ...notes.map((n) => el("p", { class: "muted" }, n)));
    // ``pending``: what this piece still lacks now (the engine's list, less what is typed in).
    const status = (pending) => {
      const shown = pending.filter((m) => !m.startsWith("characters[")).map((m) => LABELS[m] || m);
      const text = pending.length ? `to fill in: ${shown.join(", ") || "a Character's numbers"}`
        : piece.missing.length ? "filled in" : "found";
      setText(state, ` · ${text}`);
      node.dataset.status = pending.length ? "missing" : piece.missing.length ? "filled" : "found";
    };
    return { node, status };
  }

  // A Character, its numbers and rules, and the Regiment it joins: as the file says, or
  // any other of the list (the engine checks the choice).
  characterLine(force, c, host, ci, joins) {
    const v = c.values;
    const bits = [v.wounds != null ? `Wounds ${v.wounds}` : "", v.resolve != null ? `Resolve ${v.resolve}` : "",
      ...(c.special_rules || []).map(ruleText)].filter(Boolean);
    const line = el("p", { class: "muted", "data-character": c.name }, `Character: ${c.name}${bits.length ? ` (${bits.join(", ")})` : ""}`);
    if (force.pieces.length < 2) return line;
    const names = force.pieces.map((p) => p.name.trim().toLowerCase());
    const select = el("select", { name: "joins", "data-joins": `${host}.${ci}` }, ...force.pieces.map((p, j) => el("option",
      { value: String(j), selected: j === host },
      names.filter((n) => n === names[j]).length > 1 ? `${p.name} (${p.values.stands} Stands)` : p.name)));
    select.addEventListener("change", () => {
      if (Number(select.value) === host) delete joins[`${host}.${ci}`];
      else joins[`${host}.${ci}`] = Number(select.value);
    });
    return el("div", { class: "stack" }, line, field(`${c.name} joins`, select));
  }

  // The first-edition W-per-model reading, and the other one tap away.
  woundsToggle(piece, index, toggles) {
    const w = piece.wounds;
    const line = el("p", { class: "wounds-reason" });
    const button = el("button", { type: "button", "data-action": "wounds-per", "aria-pressed": "false" });
    const draw = () => {
      const per = toggles[index] || w.per;
      setText(line, `Wounds ${per === "model" ? w.per_model : w.per_stand}: ${w.reasons[per]}`);
      const other = per === "model" ? "stand" : "model";
      setText(button, other === "stand" ? "W is per Stand" : `W is per model (${w.per_model})`);
      button.setAttribute("aria-pressed", String(Boolean(toggles[index])));
    };
    button.addEventListener("click", () => {
      const per = toggles[index] || w.per;
      const next = per === "model" ? "stand" : "model";
      if (next === w.per) delete toggles[index];
      else toggles[index] = next;
      draw();
    });
    draw();
    return el("div", { class: "row" }, line, button);
  }

  async build(force, answers, joins, player, refused) {
    this.error = null;
    let result;
    try {
      result = await this.engine.request("lists.build", { force, answers, joins });
    } catch (err) {
      refused(err);
      return;
    }
    const list = { ...result.list, player };
    const existing = store.muster.list(list.system, "list").find((r) => r.data.name === list.name);
    if (existing) {
      this.pending = { list, profiles: this.profilesOf(result), existing };
      this.render();
      return;
    }
    await this.keep(list, this.profilesOf(result), null);
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
    const { list, profiles, existing } = this.pending;
    return el("section", { class: "panel stack", "aria-label": "Already in Muster" },
      el("p", { role: "status" }, `Muster already has an army list “${list.name}”.`),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "update-list", onclick: () => this.keep(list, profiles, existing) }, "Update the list"),
        el("button", { type: "button", "data-action": "keep-both", onclick: () => this.keep({ ...list, name: `${list.name} (2)`.slice(0, 80) }, profiles, null) }, "Keep both")));
  }

  async keep(list, profiles, replace) {
    const system = list.system;
    try {
      const kept = new Set(store.muster.list(system, "profile").map((r) => JSON.stringify(r.data)));
      let added = 0;
      for (const profile of profiles) {
        if (kept.has(JSON.stringify(profile))) continue;
        await store.muster.save({ id: newId("m"), kind: "profile", system, data: profile });
        added += 1;
      }
      const saved = await store.muster.save({ id: replace ? replace.id : newId("m"), kind: "list", system, data: list }, replace ? replace.rev : null);
      this.pending = null;
      const total = list.entries.reduce((n, e) => n + e.count, 0);
      this.onDone(`Imported “${list.name}”: ${total} ${total === 1 ? NOUN[system] : PIECES[system]}` +
        (added ? `, ${added} new profile${added === 1 ? "" : "s"} kept.` : "."), system, saved);
    } catch (err) {
      this.pending = null;
      this.error = `Not saved in Muster: ${err.message}`;
      this.render();
    }
  }
}
