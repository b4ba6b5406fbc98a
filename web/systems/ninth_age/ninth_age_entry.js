// The Ninth Age screen's entry of losses: the Health Pool they go to, Multiple Wounds
// or Unstable losses, several simultaneous attacks and the excess asked of the
// player, and the engine's preview of each before it is applied.
import { $, arrowed, el, setText } from "../../views/dom.js";
import { stepList, summaryOf, verdictOf } from "../../views/log.js";
import { GameScreen } from "../../views/screen.js";
import { countField } from "../../views/keypad.js";
import { RANK_AND_FILE, carriedText, poolName, poolText, unitFormation } from "./ninth_age_unit.js";
import { MW_DICE, attackName, multipleWoundsEntry, newMultipleWounds, unstableEntry } from "./ninth_age_losses.js";
import { wordsOf } from "../../system_words.js";
import { errorOf, said, words } from "../../i18n/words.js";

const rules = wordsOf("ninth_age");
// The rules whose first step a preview of Multiple Wounds or Unstable losses shows.
const SHOWN_RULES = [rules.rule("multiple_wounds"), rules.rule("unstable_shared")];

const MAX_LOSSES = 999;

// What the previewed batch leaves on the Health Pool it hit: the rank and file's lost
// HP carried over to the next model; a Character's or Champion's HP left (one model, as
// the engine's verdict says it).
function previewCarried(unit, pool) {
  const hit = unit.pools.find((p) => p.id === pool) || { lost_hp: unit.lost_hp };
  const text = pool !== RANK_AND_FILE && !hit.wiped_out && hit.health_points != null
    ? words("ninth-page-afterwards-left", { pool: poolName(unit, pool), left: hit.health_points })
    : words("ninth-page-afterwards", { pool: poolName(unit, pool), after: hit.wiped_out ? words("ninth-page-wiped-out") : carriedText(hit.lost_hp) });
  return el("p", { class: "preview-carried", "data-lost-hp": hit.lost_hp }, text);
}

export class NinthAgeEntry extends GameScreen {
  // One Health Pool needs no choice: its note says which it is.
  poolChoice(unit, pools) {
    if (pools.length < 2) return "";
    return el("div", { class: "segmented pool-choice", role: "group", "aria-label": words("ninth-page-pool-choice") },
      ...pools.map((p) => el("button", {
        type: "button", "aria-pressed": this.pool === p.id ? "true" : "false", "data-pool-choice": p.id,
        onclick: () => { this.pool = p.id; this.draw(); },
      }, words("ninth-page-pool-left", { pool: poolName(unit, p.id), left: p.health_points }))));
  }

  // Multiple Wounds on one Health Pool, or Unstable losses on the whole Unit.
  otherEntry(unit, pools) {
    const unstable = this.mode === "unstable";
    const apply = el("button", { type: "button", class: "primary", "data-action": unstable ? "apply-unstable" : "apply-multiple-wounds",
      disabled: !this.ready(), onclick: () => this.applyOther(unit) },
    unstable ? words("ninth-page-apply-unstable") : this.mw.roll && MW_DICE.some((d) => d.x === this.mw.die) ? words("ninth-page-roll-and-apply") : words("ninth-page-apply-multiple-wounds"));
    this.applyButton = apply;
    const changed = () => { this.applyReady(); this.updatePreview(); };
    const preview = el("div", { id: "na-preview", class: "preview", "aria-live": "polite" });
    if (unstable) {
      return [unstableEntry(unit, this.unstable, { onChange: changed, redraw: () => this.draw(), extra: [apply] }), preview];
    }
    return [this.poolChoice(unit, pools), this.poolNote(unit),
      multipleWoundsEntry(this.mw, { onChange: changed, redraw: () => this.draw(), apply, faces: this.view.multiple_wounds_faces }), preview];
  }

  poolNote(unit) {
    const pool = unit.pools.find((p) => p.id === this.pool);
    return el("p", { class: "muted pool-note" }, words("ninth-page-pool-note", { pool: poolText(pool) }));
  }

  attacksEntry() {
    const total = el("p", { class: "attacks-total", id: "na-attacks-total", "aria-live": "polite" }, this.totalText());
    const rows = this.attacks.map((attack, i) => {
      const name = el("input", {
        type: "text", id: `na-attack-name-${i}`, value: attack.name, maxlength: 60, autocomplete: "off",
        oninput: (e) => { attack.name = e.target.value; },
      });
      const changed = () => { this.applyReady(); this.updatePreview(); };
      const losses = attack.mw ? multipleWoundsEntry(attack.mw, {
        onChange: changed, redraw: () => this.draw(), apply: "", key: `attack-${i}-mw`, rollable: false, attack: i + 1,
        faces: this.view.multiple_wounds_faces,
      }) : countField({
          id: `na-attack-losses-${i}`, label: words("ninth-page-lost-to-attack", { n: i + 1 }), value: attack.losses, max: MAX_LOSSES, action: `attack-${i}`,
          onChange: (v) => {
            attack.losses = v;
            setText(total, this.totalText());
            changed();
          },
        });
      return el("fieldset", { class: "attack-row", "data-attack": i },
        el("legend", {}, attackName(i + 1)),
        el("div", { class: "field" }, el("label", { for: name.id }, words("ninth-page-attack-name-label", { n: i + 1 })), name),
        el("div", { class: "row check-row" },
          el("input", { type: "checkbox", id: `na-attack-mw-${i}`, checked: Boolean(attack.mw), "data-action": `attack-${i}-multiple-wounds`,
            onchange: (e) => { attack.mw = e.target.checked ? { ...newMultipleWounds(), roll: false } : null; this.draw(); } }),
          el("label", { for: `na-attack-mw-${i}` }, words("ninth-page-attack-mw", { n: i + 1, rule: rules.rule("multiple_wounds") }))),
        losses,
        this.attacks.length > 1 ? el("button", { type: "button", class: "danger", "data-action": `remove-attack-${i}`,
          onclick: () => { this.attacks.splice(i, 1); this.render(); } }, words("ninth-page-remove-attack", { n: i + 1 })) : "");
    });
    return el("div", { class: "stack attacks" },
      ...rows,
      el("button", { type: "button", "data-action": "add-attack",
        onclick: () => { this.attacks.push({ name: attackName(this.attacks.length + 1), losses: 0, mw: null }); this.render(); } }, words("ninth-page-add-attack")),
      total);
  }

  // With an attack of Multiple Wounds the total is the engine's, shown by the preview.
  totalText() {
    if (this.mwAttacks()) return words("ninth-page-total-with-mw", { total: this.totalLosses() });
    return words("ninth-page-total", { total: this.totalLosses() });
  }

  excessPanel(unit) {
    const { event, needed, refusal, caused, shares, losses } = this.excess;
    const assigned = el("p", { class: "excess-count", role: "status", "aria-live": "polite" });
    const apply = el("button", { type: "button", class: "primary", "data-action": "apply-excess", onclick: () => this.applyExcess() }, words("ninth-page-apply-excess"));
    // An empty share (null) is not a choice yet: its field says so, and Apply waits.
    const refresh = () => {
      const sum = shares.reduce((a, b) => a + (b ?? 0), 0);
      setText(assigned, words("ninth-page-excess-assigned", { sum, needed }));
      assigned.dataset.assigned = sum;
      apply.disabled = shares.some((n) => n === null);
    };
    refresh();
    return el("div", { class: "stack excess-panel", "data-excess": needed },
      el("h3", { id: "excess-title", tabindex: "-1" }, words("ninth-page-excess-title")),
      el("p", { class: "message info" }, refusal),
      el("p", {}, words("ninth-page-excess-about", { pool: poolName(unit, event.pool), name: unit.name, losses, needed })),
      ...event.attacks.map((a, i) => el("div", { class: "excess-row", "data-excess-attack": i },
        countField({
          id: `na-excess-${i}`, label: words("ninth-page-excess-from", { attack: a.name, caused: caused[i] }), value: shares[i], max: caused[i], action: `excess-${i}`,
          onChange: (v) => { shares[i] = v; refresh(); },
        }))),
      assigned,
      el("div", { class: "row" },
        apply,
        el("button", { type: "button", "data-action": "cancel-excess", onclick: () => { this.excess = null; this.render(); } }, words("ninth-page-back-to-losses"))));
  }

  async updatePreview() {
    const box = $("#na-preview", this.root);
    const unit = this.unit();
    if (!box || !unit) return;
    const seq = ++this.previewSeq;
    if (this.mode !== "hp") return this.previewOther(box, unit, seq);
    if (!this.ready()) {
      box.replaceChildren(el("p", { class: "muted" }, words("ninth-page-enter-to-preview")));
      return;
    }
    // The preview shows what the batch does to the Health Pool; which attacks caused any
    // excess is asked when it is applied.
    try {
      const losses = await this.batchLosses(unit, seq);
      if (losses === null) return;
      const event = { kind: "health_point_losses", unit: unit.id, pool: this.pool, losses };
      if (this.picking && this.picks.length) event.picks = [...this.picks];
      const reply = await this.session.preview(event);
      if (seq !== this.previewSeq) return; // a newer number is on its way
      const after = reply.view.units.find((u) => u.id === unit.id);
      box.replaceChildren(
        el("p", { class: "preview-title" }, words("ninth-page-preview-lost", { losses })),
        el("p", { class: "preview-verdict" }, ...arrowed(reply.outcome ? verdictOf(reply.outcome) : "")),
        el("details", { class: "preview-more" }, el("summary", {}, words("ninth-page-show-afterwards")),
          previewCarried(after, this.pool),
          el("div", { class: `unit player-${after.player}`, "data-preview": unit.id }, unitFormation(after, words("ninth-page-preview-of", { name: after.name }))),
          stepList(reply.steps, words("ninth-page-preview-steps"))));
    } catch (err) {
      if (seq === this.previewSeq) box.replaceChildren(el("p", { class: "message error" }, errorOf(err)));
    }
  }

  // The batch's Health Point losses: with attacks of Multiple Wounds, each one's cost is
  // the engine's, said beside the total; null when a newer preview is on its way.
  async batchLosses(unit, seq) {
    if (!this.mwAttacks()) return this.totalLosses();
    const plan = await this.session.ask("ninth_age.plan", { unit: unit.id, pool: this.pool, attacks: this.lossEvent(unit).attacks });
    if (seq !== this.previewSeq) return null;
    const total = $("#na-attacks-total", this.root);
    if (total) {
      const each = plan.attacks.map((a) => words("ninth-page-attack-losses", { attack: a.name, losses: a.losses }));
      setText(total, words("ninth-page-total-of-attacks", { total: plan.losses, attacks: each.join(", ") }));
      total.dataset.total = plan.losses;
    }
    return plan.losses;
  }

  // What Multiple Wounds or Unstable losses would do: the engine's own first step
  // and verdict. Values the app is to roll are rolled only when applied.
  async previewOther(box, unit, seq) {
    const say = (text) => box.replaceChildren(el("p", { class: "muted" }, text));
    if (!this.ready()) {
      if (this.mode !== "mw") return say(words("ninth-page-enter-to-preview"));
      return say(this.mw.wounds > 0 ? words("ninth-page-enter-values-to-preview") : words("ninth-page-enter-wounds-to-preview"));
    }
    const event = this.otherEvent(unit);
    if (event.multiple_wounds && !event.multiple_wounds.values && MW_DICE.some((d) => d.x === event.multiple_wounds.x)) {
      return say(words("ninth-page-app-rolls", { wounds: event.multiple_wounds.wounds }));
    }
    try {
      const reply = await this.session.preview(event);
      if (seq !== this.previewSeq) return null;
      const after = reply.view.units.find((u) => u.id === unit.id);
      const rule = reply.steps.find((s) => SHOWN_RULES.includes(s.rule));
      box.replaceChildren(
        el("p", { class: "preview-title" }, words("ninth-page-preview", { summary: summaryOf(reply) })),
        rule ? el("p", { class: "preview-rule" }, ...arrowed(words("rule-cited", { reason: said(rule.msg, rule.text), rule: rule.rule }))) : "",
        el("p", { class: "preview-verdict" }, ...arrowed(reply.outcome ? verdictOf(reply.outcome) : "")),
        el("details", { class: "preview-more" }, el("summary", {}, words("ninth-page-show-afterwards")),
          el("div", { class: `unit player-${after.player}`, "data-preview": unit.id }, unitFormation(after, words("ninth-page-preview-of", { name: after.name }))),
          stepList(reply.steps, words("ninth-page-preview-steps"))));
    } catch (err) {
      if (seq === this.previewSeq) box.replaceChildren(el("p", { class: "message error" }, errorOf(err)));
    }
    return null;
  }
}
