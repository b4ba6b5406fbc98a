// The campaign's game words the page shows from the engine's data: a battle's outcome,
// a model's kind and its status, in the player's language. The engine's values stay
// the keys (the events and rosters keep them); a value the catalogue does not know is
// shown as the engine wrote it.
import { language, said, words } from "../../i18n/words.js";
import { el } from "../../views/dom.js";
import { PSEUDO } from "../../i18n/language.js";

// "Crushing Victory" and the rest of the Recovery table's outcomes.
export const outcomeName = (outcome) => words("campaign-page-outcome", { key: String(outcome).replace(/\s+/g, "-"), outcome });

// The roster's kinds of model (Leader, Hero, Trooper...), as the form offers them.
export const kindText = (kind) => words("campaign-page-kind", { kind });

// "active", "dead", "captured", "retired blind": a model's standing in words.
export const statusText = (status) => words("campaign-page-status", { key: String(status).replace(/\s+/g, "-"), status });

// A separator is not a sentence to a reader: the pseudo-locale's brackets come off.
const bare = (separator) => (language() === PSEUDO ? separator.slice(1, -1) : separator);

// A lost model's results so far: each of the engine's sentences said, then joined; its
// English (``summary``) when a view saved before them has none or the page lacks one.
export function storyOf(c) {
  if (!Array.isArray(c.story) || !c.story.length) return c.summary;
  const told = c.story.map((msg) => said(msg, null));
  return told.includes(null) ? c.summary : told.join(bare(words("campaign-story-separator")));
}

// The verdict after a roll: each model rolled for, with its story.
export const storiesOf = (casualties) => casualties.map((c) => words("campaign-story-of", { name: c.name, story: storyOf(c) }))
  .join(bare(words("campaign-story-models-separator")));

// What changed in the rosters on this device (campaign.rosters_alongside): each sentence
// said, then joined; its English when the page lacks one.
export function noteOf(sync) {
  const told = (sync.note_msgs || []).map((msg) => said(msg, null));
  return !told.length || told.includes(null) ? sync.note : told.join(bare(words("campaign-rosters-note-separator")));
}

const TABLE_OF = { recovery_roll: "recovery", fate_roll: "fate", wound_roll: "wound" };
// A roll's words name its table by the roll's kind; ``table`` is the engine's name, said
// for a kind the page does not know.
export const rollOf = (next) => ({ kind: next.kind, table: next.table, name: next.name });

// The table the next roll is made on, under its dice (``tables``: the engine's, once in).
export function tableReference(tables, next) {
  const key = TABLE_OF[next.kind];
  if (!tables || !key) return "";
  const rows = {
    recovery: () => tables.recovery.map((r) => words("campaign-page-recovery-row", { outcome: outcomeName(r.outcome), number: r.recovery_number, meaning: said(r.meaning_msg, r.meaning) }))
      .concat(words("campaign-page-undead-row", { bonus: tables.undead_bonus })),
    fate: () => tables.fate.map((f) => said(f.row_msg, f.row)),
    wound: () => tables.wound.map((w) => said(w.row_msg, w.row)),
  }[key]();
  return el("details", { class: "table-reference" },
    el("summary", {}, words("campaign-page-table", rollOf(next))),
    el("ul", {}, ...rows.map((r) => el("li", {}, r))));
}
