// The two other kinds of losses on the Ninth Age screen: an attack with Multiple Wounds
// (each unsaved wound's value entered on the keypad, or rolled by the app) and Unstable
// losses (the Health Points the Unit loses, and the owner's order of its Characters for a
// tie). They only collect what the player says; what each wound costs, which Health Pool
// loses what and which models leave are the engine's answers.
import { el } from "../../views/dom.js";
import { countField, numberPad } from "../../views/keypad.js";
import { wordsOf } from "../../system_words.js";
import { words } from "../../i18n/words.js";

const rules = wordsOf("ninth_age");

// An attack's name until the player types one: "Attack 1".
export const attackName = (n) => words("ninth-page-attack-name", { n });

// The X a player can pick; a number is typed in. ``low``/``high`` only bound the keypad:
// the engine checks every value against the die itself.
export const MW_DICE = [
  { x: "D3", low: 1, high: 3 },
  { x: "D6", low: 1, high: 6 },
  { x: "D3+1", low: 2, high: 4 },
];
const MAX_FIXED = 20;
const MAX_WOUNDS = 50;
const MAX_LOSSES = 999;

export function newMultipleWounds() {
  return { die: "D3", fixed: 2, wounds: 0, values: [], roll: false };
}

export function newUnstable() {
  return { losses: 0, order: null };
}

function die(mw) {
  return MW_DICE.find((d) => d.x === mw.die) || null;
}

// The Multiple Wounds of the entry as the event records it; values left out when the
// app rolls them. The values go as entered: the engine judges each against the die.
export function multipleWoundsOf(mw) {
  const d = die(mw);
  const out = { x: d ? d.x : String(mw.fixed), wounds: mw.wounds };
  if (d && !mw.roll) out.values = mw.values.slice(0, mw.wounds);
  return out;
}

// A value not entered yet (null) is not a number: its field says so, and the losses wait
// until every wound's value is on the keypad (no wound is taken at a value nobody rolled).
export function multipleWoundsReady(mw) {
  const d = die(mw);
  return mw.wounds > 0 && (d !== null || mw.fixed !== null) &&
    (!d || mw.roll || mw.values.slice(0, mw.wounds).every((v) => v !== null));
}

// ``apply`` sits under the count, above the values: on screen while they are entered.
// ``key`` names the ids and actions, so each attack of a split batch has its own;
// without ``rollable`` the values are entered (the plan of a split batch rolls nothing);
// ``attack``: which attack of a split batch the fields are for (0: none), in their labels.
// ``faces``: the engine's faces of each die X may be ({ "D3": [1, 2, 3], ... }): a
// wound's keypad shows only its die's.
export function multipleWoundsEntry(mw, { onChange, redraw, apply, key = "mw", rollable = true, attack = 0, faces = {} }) {
  if (!rollable) mw.roll = false;
  const d = die(mw);
  const choice = el("div", { class: "segmented mw-x", role: "group", "aria-label": words("ninth-page-mw-x", { attack }) },
    ...[...MW_DICE.map((o) => o.x), "Number"].map((x) => el("button", {
      type: "button", "data-mw-x": x,
      "aria-pressed": (x === "Number" ? !d : mw.die === x) ? "true" : "false",
      onclick: () => { mw.die = x === "Number" ? null : x; mw.values = []; redraw(); },
    }, x === "Number" ? words("ninth-page-mw-number-choice") : x)));
  const fixed = d ? "" : countField({
    id: `na-${key}-fixed`, label: words("ninth-page-mw-number", { attack }), value: mw.fixed, min: 1, max: MAX_FIXED, action: `${key}-fixed`,
    onChange: (v) => { mw.fixed = v; onChange(); },
  });
  const values = el("div", { class: "stack mw-values" });
  // After a value tapped in, the next empty wound's keys open in place of this one's.
  const nextValue = (i) => {
    const next = mw.values.slice(0, mw.wounds).findIndex((v, j) => j > i && v === null);
    if (next < 0) return;
    values.children[i].showKeys(false);
    values.children[next].showKeys(true);
  };
  // One keypad count per unsaved wound, kept in place as the count changes.
  const valueRows = () => {
    if (!d || mw.roll) return values.replaceChildren();
    const rows = [...values.children];
    rows.slice(mw.wounds).forEach((r) => r.remove());
    for (let i = rows.length; i < mw.wounds; i += 1) {
      // A new wound's value starts empty. The first empty one has its die's faces open:
      // one tap enters it and opens the next one's, so the keys stay where the thumb is.
      if (mw.values[i] === undefined) mw.values[i] = null;
      values.append(countField({
        id: `na-${key}-value-${i}`, label: words("ninth-page-wound-value", { n: i + 1, die: d.x, attack }), value: mw.values[i],
        min: d.low, max: d.high, action: `${key}-value-${i}`, faces: (faces || {})[d.x] || null,
        open: mw.values[i] === null && mw.values.slice(0, i).every((v) => v !== null),
        onChange: (v, byKeys) => {
          mw.values[i] = v;
          if (v !== null && byKeys) nextValue(i);
          onChange();
        },
      }));
    }
    return null;
  };
  const wounds = countField({
    id: `na-${key}-wounds`, label: words("ninth-page-unsaved-wounds", { attack }), value: mw.wounds, min: 0, max: MAX_WOUNDS, action: `${key}-wounds`,
    onChange: (v) => { mw.wounds = v; if (v !== null) valueRows(); onChange(); },
  });
  valueRows();
  const how = d && rollable ? el("div", { class: "segmented mw-how", role: "group", "aria-label": words("ninth-page-wound-values") },
    el("button", { type: "button", "data-mw-how": "enter", "aria-pressed": mw.roll ? "false" : "true",
      onclick: () => { mw.roll = false; redraw(); } }, words("ninth-page-enter-values")),
    el("button", { type: "button", "data-mw-how": "roll", "aria-pressed": mw.roll ? "true" : "false",
      onclick: () => { mw.roll = true; redraw(); } }, words("ninth-page-app-roll"))) : "";
  return el("div", { class: "stack mw-entry", "data-multiple-wounds": d ? d.x : String(mw.fixed) },
    choice, fixed, how, wounds, apply, values);
}

// The Characters still in play, in the order that settles a tie: the owner's, else the
// Unit's own (what the engine does when no order is given).
function livingCharacters(unit) {
  return unit.pools.filter((p) => p.kind === "character" && !p.wiped_out).map((p) => p.id);
}

export function unstableEvent(unit, entry) {
  const event = { kind: "unstable_losses", unit: unit.id, losses: entry.losses };
  if (entry.order) event.order = [...entry.order];
  return event;
}

export function unstableEntry(unit, entry, { onChange, redraw, extra }) {
  const living = livingCharacters(unit);
  // An order made before a Character left no longer names the ones in play: back to the Unit's.
  if (entry.order && (entry.order.length !== living.length || entry.order.some((c) => !living.includes(c)))) entry.order = null;
  const order = entry.order || living;
  const name = (id) => (unit.pools.find((p) => p.id === id) || { name: id }).name;
  const tie = living.length > 1 ? el("div", { class: "stack unstable-order", "data-order": order.join(" ") },
    el("p", { class: "muted", id: "na-unstable-order-note" }, words("ninth-page-tie-order", { rule: rules.rule("tie_order") })),
    el("ol", { class: "unstable-order-list", "aria-labelledby": "na-unstable-order-note" },
      ...order.map((id, i) => el("li", { "data-order-item": id },
        el("span", {}, name(id)), " ",
        i ? el("button", { type: "button", "data-action": `order-up-${id}`,
          onclick: () => {
            const next = [...order];
            [next[i - 1], next[i]] = [next[i], next[i - 1]];
            entry.order = next;
            redraw();
          } }, words("ninth-page-move-up", { name: name(id) })) : "")))) : "";
  const note = el("p", { class: "muted unstable-note" }, words("ninth-page-unstable-note", { name: unit.name, rule: rules.rule("unstable_shared") }));
  return el("div", { class: "stack unstable-entry" },
    note,
    numberPad({ id: "na-unstable", label: words("ninth-page-unstable-lost", { name: unit.name }), value: entry.losses, max: MAX_LOSSES, action: "unstable",
      onChange: (v) => { entry.losses = v; onChange(); }, extra }),
    tie);
}
