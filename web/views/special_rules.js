// Named special rules on a profile: picked from the engine's list of the rules it
// knows (each with what it does in the app), or any other name as free text, with X
// where the rule has one. The page only gathers names and numbers: the engine checks
// them (an X out of range, a name too long) and names the field.
import { el, setText } from "./dom.js";
import { said, words } from "../i18n/words.js";

let asked = null;
let knownNow = null; // the known rules once the engine's list is in

// The engine's picker lists (conquest.special_rules), asked once per page: the known
// rules, the kinds of harm a Wound Pool may name and the arcs.
export function specialRulesInfo(pipeline) {
  if (!asked) {
    asked = pipeline.ask("conquest.special_rules", {});
    asked.then((info) => { knownNow = info.rules; }, () => { asked = null; }); // a failure is asked again next time
  }
  return asked;
}

// "Indomitable 1", "Fearless": as the card and the engine's log say it, in English.
function plainLabel(rule) {
  return rule.x == null ? rule.name : `${rule.name} ${rule.x}`;
}

// A rule as shown: a rule the engine knows by its message (``msg``), in the player's
// words; any other as written.
export function ruleLabel(rule, msg = null) {
  return said(msg, plainLabel(rule));
}

// ``msgs``: each rule's message in order (the engine's, null for a rule shown as written).
export function rulesText(rules, msgs = null) {
  return (rules || []).map((r, i) => ruleLabel(r, msgs ? msgs[i] : null)).join(", ");
}

// A known rule's message with its value, from the picker's list entry ``k`` (one with an X
// and none given yet is listed as the picker lists it).
const knownMsg = (k, rule) => (k.x && rule.x != null ? { ...k.name_msg, args: { ...k.name_msg.args, x: rule.x } } : k.name_msg);

// Conquest's rules' messages from the engine's list of the rules it knows (null each
// until that list is in, or for a rule it does not know): a profile kept by the page.
export function knownMsgs(rules, known = knownNow) {
  return (rules || []).map((r) => {
    const k = (known || []).find((c) => c.name === r.name);
    return k && k.name_msg ? knownMsg(k, r) : null;
  });
}

export const rulesKnown = () => knownNow !== null;

// The line a card shows under a Regiment, Unit or Character; nothing without rules.
// ``msgs`` as rulesText's; the data attribute keeps the rules as written.
export function rulesNote(rules, msgs = null) {
  if (!rules || !rules.length) return null;
  return el("p", { class: "note special-rules-note", "data-special-rules": rules.map(plainLabel).join(", ") },
    words("screen-special-rules-note", { rules: rulesText(rules, msgs) }));
}

let counter = 0;

// The picker: ``rules`` the profile's rules as saved; ``pipeline`` to ask the known list
// (none: free text only, as for a system without known rules); ``system`` marks the
// node (data-system) for the page's styles and tests. The node's
// ``specialRules()`` gives what to save: [{name, x?}].
export function specialRulesPicker(rules = [], { pipeline = null, label = words("screen-special-rules"), system = null } = {}) {
  const id = `sr${++counter}`;
  const chosen = (rules || []).map((r) => ({ ...r }));
  let known = [];
  const list = el("ul", { class: "rule-chips", "aria-label": label });
  const pick = el("select", { id: `${id}-pick`, name: "rule-pick" }, el("option", { value: "" }, words("screen-other-rule")));
  const other = el("input", { type: "text", id: `${id}-name`, name: "rule-name", maxlength: 40, autocomplete: "off", placeholder: words("screen-rule-name-example") });
  const x = el("input", { type: "number", id: `${id}-x`, name: "rule-x", min: 1, max: 6, inputmode: "numeric", placeholder: "X" });
  const does = el("p", { class: "muted rule-does", "aria-live": "polite" });
  const otherField = el("div", { class: "field rule-other" }, el("label", { for: other.id }, words("screen-rule-name")), other);
  const xField = el("div", { class: "field rule-x" }, el("label", { for: x.id }, "X"), x);
  const add = el("button", { type: "button", "data-action": "add-rule", onclick: () => addRule() }, words("screen-add-rule"));

  const rule = () => known.find((k) => k.name === pick.value) || null;
  function sync() {
    const k = rule();
    otherField.hidden = !!k;
    xField.hidden = !!k && !k.x;
    x.required = !!k && k.x;
    // Until the engine's list is in, a typed name is not called one that changes
    // nothing: the engine may know it.
    setText(does, k ? words("rule-cited", { reason: said(k.does_msg, k.does), rule: k.rule }) : pipeline && !known.length
      ? words("screen-rules-not-in-yet")
      : words("screen-other-rule-kept"));
  }
  function draw() {
    const msgs = knownMsgs(chosen, known);
    list.replaceChildren(...chosen.map((r, i) => el("li", { class: "rule-chip", "data-rule": r.name },
      el("span", {}, ruleLabel(r, msgs[i])),
      el("button", { type: "button", class: "chip-remove", "aria-label": words("screen-remove-rule", { rule: ruleLabel(r, msgs[i]) }),
        onclick: () => { chosen.splice(i, 1); draw(); } }, "✕"))));
    setText(summary, chosen.length ? words("screen-rules-summary", { label, rules: rulesText(chosen, msgs) }) : words("screen-rules-summary-none", { label }));
  }
  function addRule() {
    const k = rule();
    const name = k ? k.name : other.value.trim();
    if (!name) { other.focus(); return; }
    const entry = { name };
    // A known rule without X takes none; any other takes the X typed, if any.
    if ((k ? k.x : true) && x.value !== "") entry.x = Number(x.value);
    const same = chosen.findIndex((r) => r.name.toLowerCase() === name.toLowerCase());
    if (same >= 0) chosen.splice(same, 1, entry);
    else chosen.push(entry);
    other.value = "";
    x.value = "";
    draw();
  }
  pick.addEventListener("change", sync);
  const summary = el("summary", {}, label);
  const node = el("details", { class: "special-rules", ...(system ? { "data-system": system } : {}) },
    summary, list,
    el("div", { class: "row rule-add" },
      el("div", { class: "field rule-pick" }, el("label", { for: pick.id }, words("screen-add-special-rule")), pick),
      otherField, xField, add),
    does);
  node.specialRules = () => chosen.map((r) => ({ ...r }));
  draw();
  sync();
  // Asked when drawn, and again when the picker is reached while the list is still
  // not in (drawn before the engine was up); free text works meanwhile.
  let asking = false;
  const askKnown = () => {
    if (!pipeline || known.length || asking) return;
    asking = true;
    specialRulesInfo(pipeline).then((info) => {
      known = info.rules;
      // Each known rule by its name in the player's words (its value saved as the engine spells it).
      pick.append(...known.map((k) => el("option", { value: k.name }, said(k.name_msg, k.x ? `${k.name} (X)` : k.name))));
      sync();
      draw();
    }, () => {}).finally(() => { asking = false; });
  };
  askKnown();
  node.addEventListener("toggle", askKnown);
  pick.addEventListener("focus", askKnown);
  return node;
}

// A row's rules for its profile: left out when there are none, so a profile without
// rules is written as before.
export function withRules(data, node) {
  const rules = node ? node.specialRules() : [];
  return rules.length ? { ...data, special_rules: rules } : data;
}
