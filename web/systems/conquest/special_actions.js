// The actions special rules add to a Regiment's panel: Bravery, a Heal naming
// its rule and a Decay roll. Whether Bravery is offered and why it is
// refused, the Biotic Renewal die and how many dice a Decay rolls are the engine's
// answers (conquest.special_actions); the heals a Heal may name and what each rule
// does are the engine's words.
import { el, setText } from "../../views/dom.js";
import { diceEntry } from "../../views/dice.js";
import { errorOf, reasonOf, said, words } from "../../i18n/words.js";

function ask(session, regiment, x = 1) {
  return session.ask("conquest.special_actions", { regiment: regiment.id, x });
}

// Bravery: drawn only for a Regiment that has it; off with the engine's reason while
// refused (forbidden is shown, not refused after the tap).
export function braveryControl(session, regiment, push) {
  const box = el("div", { class: "stack bravery", "data-bravery-for": regiment.id });
  ask(session, regiment).then((info) => {
    if (!info.bravery.offered || !box.isConnected) return;
    const refused = info.bravery.refused;
    box.replaceChildren(
      el("button", { type: "button", "data-action": "apply-bravery", disabled: !!refused,
        onclick: () => push({ kind: "bravery", regiment: regiment.id }) }, words("battle-bravery")),
      refused ? el("p", { class: "refused", "data-refused-rule": refused.rule }, words("not-now", { reason: reasonOf(refused) })) : "");
  }, (err) => {
    // Before the engine is up the screen says so already; anything else is said here.
    if (err.type !== "not_ready" && box.isConnected) box.replaceChildren(el("p", { class: "message error" }, words("battle-bravery-failed", { reason: errorOf(err) })));
  });
  return box;
}

// Which heal: plain Heal Points or a named one, from the engine's list
// (conquest.special_rules ``heals``); until it is in, the choice is off and says so
// (plain Heal Points still apply). ``onPick(heal)`` redraws the panel.
export function healSourcePick(heals, chosen, disabled, onPick) {
  const options = heals ? heals.map((h) => el("option", { value: h.source, selected: h.source === chosen }, said(h.title_msg, h.title)))
    : [el("option", { value: chosen, selected: true }, words("battle-pool-waiting"))];
  const pick = el("select", { id: "heal-source", disabled: disabled || !heals, "data-waiting": heals ? null : "true",
    onchange: () => onPick(heals.find((h) => h.source === pick.value)) }, ...options);
  return el("div", { class: "field" }, el("label", { for: pick.id }, words("battle-heal-from")), pick);
}

// Biotic Renewal's die (D6, or D3 when not Infantry) is the engine's; the player
// enters its result on the keypad or lets the app roll it.
// ``onFaces(faces)``: the die's faces, for the keypad its result is entered on.
export function bioticRoll(session, regiment, onRoll, onFaces = () => {}) {
  const note = el("p", { class: "muted", "data-biotic-die": "" }, words("battle-biotic-asking"));
  ask(session, regiment).then((info) => {
    onFaces(info.biotic_renewal_faces);
    note.dataset.bioticDie = info.biotic_renewal_die;
    setText(note, words("battle-biotic-die", { sides: info.biotic_renewal_die }));
  }, (err) => setText(note, words("battle-biotic-failed", { reason: errorOf(err) })));
  return el("div", { class: "stack" }, note,
    el("button", { type: "button", "data-action": "roll-biotic", onclick: onRoll }, words("dice-roll")));
}

// Decay (X): X from 1 to 6, then its dice by counts or rolled; how many dice is the
// engine's answer for this Regiment now.
export function decayControl(session, regiment, { does, disabled, push }) {
  let x = 1;
  const dice = el("div", { class: "decay-dice" });
  const input = el("input", { type: "number", id: "decay-x", min: 1, max: 6, value: x, inputmode: "numeric", disabled });
  const draw = async () => {
    try {
      const info = await ask(session, regiment, x);
      dice.replaceChildren(el("p", { class: "muted", "data-decay-dice": info.decay_dice },
        words("battle-decay-dice", { x, n: info.decay_dice })),
      diceEntry({ count: info.decay_dice, sides: 6, label: words("battle-decay-x", { x }),
        onRoll: () => push({ kind: "decay", regiment: regiment.id, x, dice: null }),
        onSubmit: (values) => push({ kind: "decay", regiment: regiment.id, x, dice: values }) }));
    } catch (err) {
      dice.replaceChildren(el("p", { class: "message error" }, errorOf(err)));
    }
  };
  input.addEventListener("change", () => { x = Number(input.value); draw(); });
  const node = el("details", { class: "decay", "data-decay-for": regiment.id },
    el("summary", {}, words("battle-decay-instead")),
    does ? el("p", { class: "muted" }, does) : "",
    el("div", { class: "field" }, el("label", { for: input.id }, words("battle-decay-x-label")), input),
    dice);
  node.addEventListener("toggle", () => { if (node.open && !dice.children.length && !disabled) draw(); });
  return node;
}
