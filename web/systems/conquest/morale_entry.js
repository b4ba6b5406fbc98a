// A Morale Test's dice, the way they lie on the table, and, when the engine says the
// passes are re-rolled (Wounds from the flank or rear), the second roll the same
// way: how many to re-roll is the engine's answer to the first roll. The record keeps
// both rolls; "Roll for me" lets the app roll what is still owed.
import { el, revealAboveBar } from "../../views/dom.js";
import { diceEntry } from "../../views/dice.js";
import { said, words } from "../../i18n/words.js";

// ``reroll``: whether passes are re-rolled (the view's ``morale.reroll``); ``rerolls``
// (dice) -> Promise of the engine's answer to the first roll (conquest.resolve): how
// many passes it re-rolls and, when any, the step that asks them (``reroll_step``:
// heading, text, label); ``onPush(dice, rerolls)``: rerolls null lets the app roll them;
// ``onError`` shows why; ``judge(dice, rerolls)``: the engine's running count, of the
// first roll's failures, then of the re-rolls' with them (rerolls given);
// ``onStep(heading, n)``: the heading of the step now asked and its n dice to re-roll
// (null: the first roll again).
export function moraleEntry({ count, faces, label, reroll, rerolls, onPush, onError, judge = null, onStep = () => {} }) {
  const box = el("div", { class: "morale-entry" });
  let current = faces;
  let first = null; // the entry on screen: the first roll's, or the re-rolls'
  let rolled = null; // the first roll, once its passes are being re-rolled
  const firstRoll = () => diceEntry({
    count, sides: 6, faces: current, label, judge: judge && ((dice) => judge(dice, null)),
    onRoll: () => onPush(null, null),
    onSubmit: async (dice) => {
      if (!reroll) return onPush(dice, null);
      let answer;
      try {
        answer = await rerolls(dice);
      } catch (err) {
        onError(err);
        return null;
      }
      if (!answer.rerolls) return onPush(dice, null);
      showSecond(dice, answer.rerolls, answer.reroll_step);
      return null;
    },
  });
  // ``quiet``: put back after a reload, where the page keeps the player's place (no
  // scroll to the dice, no focus moved).
  let asking = 0; // how many re-rolls the entry on screen asks (0: the first roll's)
  function showSecond(dice, n, step, { quiet = false } = {}) {
    asking = n;
    const again = diceEntry({
      count: n, sides: 6, faces: current, label: said(step.label_msg, step.label),
      judge: judge && ((second) => judge(dice, second)), judgeNone: true,
      onRoll: () => onPush(dice, null),
      onSubmit: (second) => onPush(dice, second),
    });
    const head = el("p", { class: "reroll-head", "data-rerolls": n, role: "status" }, said(step.text_msg, step.text));
    const back = el("button", {
      type: "button", "data-action": "reroll-back",
      // The first roll comes back as it was entered, to be changed rather than counted again.
      onclick: () => backToFirst(),
    }, words("battle-change-first-roll"));
    first = again;
    rolled = dice;
    box.replaceChildren(el("div", { class: "stack reroll-entry", "data-reroll-for": n }, head, again, back));
    onStep(said(step.heading_msg, step.heading), n);
    if (quiet) return;
    // The second roll is entered where the first was: its Apply is kept above the bar.
    revealAboveBar(again);
    again.querySelector("[data-face='1']")?.focus({ preventScroll: true });
  }
  function backToFirst() {
    first = firstRoll();
    first.useDraft(countsOf(rolled));
    rolled = null;
    asking = 0;
    box.replaceChildren(first);
    onStep(null);
  }
  first = firstRoll();
  box.append(first);
  // The dice entered and not yet applied (null: none): the first roll's, or the first
  // roll and the re-rolls entered so far.
  box.draft = () => {
    const entered = first.draft();
    return rolled ? { rolled, second: entered } : entered && { first: entered };
  };
  // Put back (a draft from storage): a first roll whose passes were being re-rolled is
  // asked of the engine again, which says how many, as at its Apply.
  box.useDraft = async (draft) => {
    if (draft.first) {
      first.useDraft(draft.first);
      return;
    }
    if (!Array.isArray(draft.rolled) || draft.rolled.length !== count) return;
    const asked = first;
    const answer = reroll ? await rerolls(draft.rolled) : { rerolls: 0 };
    // Meanwhile the player entered dice again: theirs stand.
    if (first !== asked || first.draft()) return;
    if (!answer.rerolls) {
      // None re-rolled now: the first roll is put back to be applied as it is.
      first.useDraft(countsOf(draft.rolled));
      return;
    }
    showSecond(draft.rolled, answer.rerolls, answer.reroll_step, { quiet: true });
    if (draft.second) first.useDraft(draft.second);
  };
  // A new modifier changes which faces pass: the engine sends them again. During the
  // re-rolls it may change how many passes there are: that is asked again too.
  box.setFaces = async (next) => {
    current = next;
    if (first && first.setFaces) first.setFaces(next);
    if (!rolled) return;
    const asked = first;
    const dice = rolled;
    let answer;
    try {
      answer = await rerolls(dice);
    } catch (err) {
      onError(err);
      return;
    }
    if (first !== asked || !box.isConnected) return;
    if (!answer.rerolls) backToFirst();
    else if (answer.rerolls !== asking) showSecond(dice, answer.rerolls, answer.reroll_step, { quiet: true });
  };
  return box;
}

// A roll as the dice entry's draft: how many of each face.
function countsOf(dice) {
  const counts = new Map();
  for (const die of dice) counts.set(die, (counts.get(die) || 0) + 1);
  return { counts: [...counts], typed: "" };
}
