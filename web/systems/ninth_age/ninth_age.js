// The Ninth Age table screen: Units drawn as models in ranks and files, Health Point
// losses entered per Health Pool, previewed, applied, undone and redone. Every rule
// question goes to the engine (game.push / game.preview / ninth_age.plan); when a batch
// of simultaneous attacks causes excess losses the engine asks, which
// attacks caused them, and this screen puts that question to the attacking player.
// The losses may also be an attack with Multiple Wounds or Unstable losses
// (ninth_age_losses.js): the engine works out what they cost and where they go.
import { ninthAgeOddsPanel } from "../../views/odds.js";
import { $, arrowed, el, setText } from "../../views/dom.js";
import { stepList } from "../../views/log.js";
import { GameScreen } from "../../views/screen.js";
import { countField, numberPad } from "../../views/keypad.js";
import { RANK_AND_FILE, carriedText, poolName, unitCard, unitFormation } from "./ninth_age_unit.js";
import {
  MW_DICE, multipleWoundsEntry, multipleWoundsOf, multipleWoundsReady, newMultipleWounds, newUnstable,
  unstableEntry, unstableEvent,
} from "./ninth_age_losses.js";
import { wordsOf } from "../../system_words.js";

const words = wordsOf("ninth_age");
// The rules whose first step a preview of Multiple Wounds or Unstable losses shows.
const SHOWN_RULES = [words.rule("multiple_wounds"), words.rule("unstable_shared")];

const MAX_LOSSES = 999;
// The kinds of losses the panel enters: Health Points as they are, an attack with
// Multiple Wounds, Unstable losses.
const LOSS_KINDS = [["hp", "Health Points"], ["mw", "Multiple Wounds"], ["unstable", "Unstable"]];

// What the previewed batch leaves carried over on the Health Pool it hit.
function previewCarried(unit, pool) {
  const hit = unit.pools.find((p) => p.id === pool) || { lost_hp: unit.lost_hp };
  return el("p", { class: "preview-carried", "data-lost-hp": hit.lost_hp },
    `Afterwards: ${poolName(unit, pool)} ${hit.wiped_out ? "wiped out" : carriedText(hit.lost_hp)}`);
}

export class NinthAgeScreen extends GameScreen {
  static card = "data-unit";

  constructor(root, session, options) {
    super(root, session, options);
    this.selected = null;
    this.mode = "hp";
    this.resetEntry();
    this.previewSeq = 0;
  }

  resetEntry() {
    this.pool = RANK_AND_FILE;
    this.losses = 0;
    this.split = false;
    // An attack's ``mw``: its Multiple Wounds, whose losses the engine works out.
    this.attacks = [{ name: "Attack 1", losses: 0, mw: null }, { name: "Attack 2", losses: 0, mw: null }];
    // { event, needed, refusal, caused: [HP per attack, the engine's], shares: [n per
    // attack] } while the excess is asked
    this.excess = null;
    this.picking = false; // the owner chooses which rear-rank models leave
    this.picks = [];
    // The die and how its values come in stay for the next attack; the counts do not.
    this.mw = { ...(this.mw || newMultipleWounds()), wounds: 0, values: [] };
    this.unstable = newUnstable();
  }

  unit(id = this.selected) {
    return this.view.units.find((u) => u.id === id);
  }

  anchor() {
    return this.selected ? this.root.querySelector(`article[data-unit="${this.selected}"]`) : null;
  }

  item(id) {
    return this.unit(id) || null;
  }

  // -- actions ------------------------------------------------------------------------
  lossEvent(unit) {
    const event = { kind: "health_point_losses", unit: unit.id, pool: this.pool, losses: this.mwAttacks() ? null : this.totalLosses() };
    if (this.split) {
      event.attacks = this.attacks.map((a) => (a.mw
        ? { name: a.name.trim(), losses: null, multiple_wounds: multipleWoundsOf(a.mw) }
        : { name: a.name.trim(), losses: a.losses }));
    }
    if (this.picking && this.picks.length) event.picks = [...this.picks];
    return event;
  }

  // Outside the first rank the owner may take the models off in any order. The
  // engine lists the default order and judges the picks; this only collects taps.
  picksPanel(unit) {
    const box = el("div", { class: "stack picks-panel", "data-picks": this.picks.join(" ") },
      el("p", { class: "muted" }, `${words.said("pick_models")}. Ranks and files count from 1 at the front left.`));
    const chips = el("div", { class: "row pick-chips" });
    const picked = el("p", { class: "picked", role: "status" },
      this.picks.length ? `Picked: ${this.picks.length} model${this.picks.length === 1 ? "" : "s"}, in the order tapped` : "Nothing picked yet: the default order applies.");
    box.append(chips, picked, el("button", { type: "button", "data-offline": "", onclick: () => { this.picks = []; this.draw(); } }, "Clear picks"));
    this.session.ask("ninth_age.plan", { unit: unit.id, pool: this.pool }).then((plan) => {
      if (!plan.pickable.length) {
        chips.replaceChildren(el("p", { class: "muted" }, "Only the first rank is left: its models leave from alternate ends."));
        return;
      }
      const toggle = (id) => {
        this.picks = this.picks.includes(id) ? this.picks.filter((p) => p !== id) : [...this.picks, id];
        this.draw();
      };
      chips.replaceChildren(...plan.pickable.map(({ model: id, place }) => el("button", {
        type: "button", "data-pick": id, "aria-pressed": this.picks.includes(id) ? "true" : "false",
        onclick: () => toggle(id),
      }, place)));
      // The drawn models can be tapped too; the buttons above are the named controls.
      const drawn = this.root.querySelector(`article[data-unit="${unit.id}"]`);
      for (const { model: id } of plan.pickable) {
        const cell = drawn && drawn.querySelector(`[data-model="${id}"]`);
        if (!cell) continue;
        cell.classList.add("pickable");
        if (this.picks.includes(id)) cell.classList.add("picked");
        cell.addEventListener("click", (e) => { e.stopPropagation(); toggle(id); });
      }
    }, (err) => chips.replaceChildren(el("p", { class: "message error" }, err.message)));
    return box;
  }

  // An empty count (null) adds nothing to the total, and keeps Apply off (entryDone);
  // attacks with Multiple Wounds cost what the engine says.
  totalLosses() {
    return this.split ? this.attacks.reduce((sum, a) => sum + (a.mw ? 0 : a.losses ?? 0), 0) : this.losses ?? 0;
  }

  mwAttacks() {
    return this.split && this.attacks.some((a) => a.mw);
  }

  entryDone() {
    const counts = this.split ? this.attacks.filter((a) => !a.mw).map((a) => a.losses) : [this.losses];
    if (!counts.every((n) => n !== null)) return false;
    return this.totalLosses() > 0 || (this.mwAttacks() && this.attacks.some((a) => a.mw && multipleWoundsReady(a.mw)));
  }

  ready() {
    if (this.mode === "mw") return multipleWoundsReady(this.mw);
    if (this.mode === "unstable") return this.unstable.losses > 0;
    return this.entryDone();
  }

  applyReady() {
    if (this.applyButton) this.applyButton.disabled = !this.ready();
  }

  // The action the panel would apply, for Multiple Wounds or Unstable.
  otherEvent(unit) {
    if (this.mode === "unstable") return unstableEvent(unit, this.unstable);
    return { kind: "health_point_losses", unit: unit.id, pool: this.pool, multiple_wounds: multipleWoundsOf(this.mw) };
  }

  applyOther(unit) {
    const event = this.otherEvent(unit);
    return this.act(async () => {
      const reply = await this.session.push(event);
      this.resetEntry();
      return reply;
    });
  }

  async applyLosses(unit) {
    const event = this.lossEvent(unit);
    await this.act(async () => {
      try {
        const reply = await this.session.push(event);
        this.resetEntry();
        return reply;
      } catch (err) {
        if (err.asks !== "excess_from") throw err;
        // The engine asks the attacking player which attacks caused the excess: how
        // many excess losses there are is the engine's answer too.
        const plan = await this.session.ask("ninth_age.plan", {
          unit: event.unit, pool: event.pool, attacks: event.attacks,
        });
        this.excess = {
          event, needed: plan.excess, refusal: err.message,
          caused: plan.attacks.map((a) => a.losses), shares: event.attacks.map(() => 0),
        };
        return null;
      }
    });
    if (this.excess) $("#excess-title", this.root)?.focus();
  }

  applyExcess() {
    const { event, shares } = this.excess;
    const excessFrom = event.attacks
      .map((a, i) => ({ attack: a.name, losses: shares[i] }))
      .filter((s) => s.losses > 0);
    return this.act(async () => {
      const reply = await this.session.push({ ...event, excess_from: excessFrom });
      this.resetEntry();
      return reply;
    });
  }

  // -- drawing ------------------------------------------------------------------------
  render() {
    const view = this.view;
    if (!view) return;
    const sides = [0, 1].map((player) => el("section", { class: "side", "aria-label": view.players[player] },
      el("h2", { class: `side-title player-${player}` }, view.players[player]),
      ...view.units.filter((u) => u.player === player).flatMap((u) => {
        const card = this.card(u);
        return u.id === this.selected ? [card, this.messageBox(), this.actionPanel(u)] : [card];
      })));
    this.root.replaceChildren(this.topBar(), ...this.notices(), this.selected ? "" : this.messageBox(),
      el("div", { class: "sides" }, ...sides),
      this.logPanel({ className: "na-log" }), this.bottomBar());
    this.afterDrawing();
  }

  afterDrawing() {
    this.gate();
    if (this.selected && !this.excess) this.updatePreview();
  }

  card(u) {
    return unitCard(u, {
      players: this.view.players, selected: u.id === this.selected,
      onSelect: (id) => this.toggleSelected(id, { attribute: "data-unit", find: (one) => this.unit(one) }),
      verdict: this.verdictFor((o) => o.unit === u.id),
    });
  }

  // A push, undo or redo that changed some Units: their cards, the cards
  // that gain or lose the verdict, the open action panel, the bars and one log entry
  // are drawn again; every other card keeps its nodes. Units that came, went or moved,
  // new players' names, a verdict about no Unit, or a screen that does not look as
  // this one left it: drawn whole.
  update(reply, previous) {
    return this.patchCards(reply, previous, {
      list: "units", key: "unit", attribute: "data-unit",
      find: (id) => this.unit(id), bar: () => this.topBar(),
    });
  }

  actionPanel(unit) {
    const panel = el("section", { class: "panel actions na-actions", "aria-label": `Health Point losses for ${unit.name}`, "data-actions-for": unit.id });
    if (unit.destroyed) {
      panel.append(el("p", {}, `${unit.name} has no models left.`));
      return panel;
    }
    if (this.excess) {
      panel.append(this.excessPanel(unit));
      return panel;
    }
    const pools = unit.pools.filter((p) => !p.wiped_out);
    if (!pools.some((p) => p.id === this.pool)) this.pool = pools[0].id;
    const kinds = el("div", { class: "segmented loss-kind", role: "group", "aria-label": "Kind of losses" },
      ...LOSS_KINDS.map(([kind, label]) => el("button", {
        type: "button", "data-loss-kind": kind, "aria-pressed": this.mode === kind ? "true" : "false",
        onclick: () => { this.mode = kind; this.draw(); },
      }, label)));
    if (this.mode !== "hp") {
      // Unstable losses are entered, never rolled: no odds to show before them.
      panel.append(kinds, ...this.otherEntry(unit, pools),
        this.mode === "mw" ? ninthAgeOddsPanel(this.session, unit, this.pool) : "",
        this.musterButton(unit.id, unit.name));
      return panel;
    }
    // Off until some Health Points are entered (as Conquest's Apply is): nothing to apply.
    const apply = el("button", { type: "button", class: "primary", "data-action": "apply-losses",
      disabled: !this.entryDone(), onclick: () => this.applyLosses(unit) }, "Apply losses");
    this.applyButton = apply;
    panel.append(
      kinds,
      this.poolChoice(unit, pools),
      this.poolNote(unit),
      this.split ? this.attacksEntry() : numberPad({
        id: "na-losses", label: `HP lost by ${poolName(unit, this.pool)}`, value: this.losses, action: "losses",
        onChange: (v) => { this.losses = v; this.applyReady(); this.updatePreview(); }, extra: [apply],
      }),
      el("div", { id: "na-preview", class: "preview", "aria-live": "polite" }, el("p", { class: "muted" }, "Enter the losses to preview.")),
      this.split ? apply : "",
      el("div", { class: "row check-row" },
        el("input", { type: "checkbox", id: "na-split", checked: this.split, "data-action": "split",
          onchange: (e) => { this.split = e.target.checked; this.draw(); } }),
        el("label", { for: "na-split" }, words.said("several_attacks"))),
      this.pool === RANK_AND_FILE ? el("div", { class: "row check-row" },
        el("input", { type: "checkbox", id: "na-picking", checked: this.picking,
          onchange: (e) => { this.picking = e.target.checked; this.picks = []; this.render(); } }),
        el("label", { for: "na-picking" }, "Choose which models leave (ranks behind the first)")) : "",
      this.picking && this.pool === RANK_AND_FILE ? this.picksPanel(unit) : "",
      ninthAgeOddsPanel(this.session, unit, this.pool),
      this.musterButton(unit.id, unit.name));
    return panel;
  }

  // One Health Pool needs no choice: its note says which it is.
  poolChoice(unit, pools) {
    if (pools.length < 2) return "";
    return el("div", { class: "segmented pool-choice", role: "group", "aria-label": "Health Pool that loses Health Points" },
      ...pools.map((p) => el("button", {
        type: "button", "aria-pressed": this.pool === p.id ? "true" : "false", "data-pool-choice": p.id,
        onclick: () => { this.pool = p.id; this.draw(); },
      }, `${poolName(unit, p.id)} (${p.health_points} HP left)`)));
  }

  // Multiple Wounds on one Health Pool, or Unstable losses on the whole Unit.
  otherEntry(unit, pools) {
    const unstable = this.mode === "unstable";
    const apply = el("button", { type: "button", class: "primary", "data-action": unstable ? "apply-unstable" : "apply-multiple-wounds",
      disabled: !this.ready(), onclick: () => this.applyOther(unit) },
    unstable ? "Apply Unstable losses" : this.mw.roll && MW_DICE.some((d) => d.x === this.mw.die) ? "Roll and apply" : "Apply Multiple Wounds");
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
    return el("p", { class: "muted pool-note" },
      `${pool.models} model${pool.models === 1 ? "" : "s"} of ${pool.hp} HP, ${pool.health_points} HP left, ${carriedText(pool.lost_hp)}.`);
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
        onChange: changed, redraw: () => this.draw(), apply: "", key: `attack-${i}-mw`, rollable: false, label: ` (attack ${i + 1})`,
        faces: this.view.multiple_wounds_faces,
      }) : countField({
          id: `na-attack-losses-${i}`, label: `Health Points lost to attack ${i + 1}`, value: attack.losses, max: MAX_LOSSES, action: `attack-${i}`,
          onChange: (v) => {
            attack.losses = v;
            setText(total, this.totalText());
            changed();
          },
        });
      return el("fieldset", { class: "attack-row", "data-attack": i },
        el("legend", {}, `Attack ${i + 1}`),
        el("div", { class: "field" }, el("label", { for: name.id }, `Attack ${i + 1} name`), name),
        el("div", { class: "row check-row" },
          el("input", { type: "checkbox", id: `na-attack-mw-${i}`, checked: Boolean(attack.mw), "data-action": `attack-${i}-multiple-wounds`,
            onchange: (e) => { attack.mw = e.target.checked ? { ...newMultipleWounds(), roll: false } : null; this.draw(); } }),
          el("label", { for: `na-attack-mw-${i}` }, `Attack ${i + 1} ${words.said("multiple_wounds")}`)),
        losses,
        this.attacks.length > 1 ? el("button", { type: "button", class: "danger", "data-action": `remove-attack-${i}`,
          onclick: () => { this.attacks.splice(i, 1); this.render(); } }, `Remove attack ${i + 1}`) : "");
    });
    return el("div", { class: "stack attacks" },
      ...rows,
      el("button", { type: "button", "data-action": "add-attack",
        onclick: () => { this.attacks.push({ name: `Attack ${this.attacks.length + 1}`, losses: 0, mw: null }); this.render(); } }, "Add attack"),
      total);
  }

  // With an attack of Multiple Wounds the total is the engine's, shown by the preview.
  totalText() {
    if (this.mwAttacks()) return `Total: ${this.totalLosses()} Health Points and the Multiple Wounds attacks`;
    return `Total: ${this.totalLosses()} Health Points lost`;
  }

  excessPanel(unit) {
    const { event, needed, refusal, caused, shares } = this.excess;
    const assigned = el("p", { class: "excess-count", role: "status", "aria-live": "polite" });
    const apply = el("button", { type: "button", class: "primary", "data-action": "apply-excess", onclick: () => this.applyExcess() }, "Apply with this choice");
    // An empty share (null) is not a choice yet: its field says so, and Apply waits.
    const refresh = () => {
      const sum = shares.reduce((a, b) => a + (b ?? 0), 0);
      setText(assigned, `${sum} of ${needed} excess losses assigned`);
      assigned.dataset.assigned = sum;
      apply.disabled = shares.some((n) => n === null);
    };
    refresh();
    return el("div", { class: "stack excess-panel", "data-excess": needed },
      el("h3", { id: "excess-title", tabindex: "-1" }, "Which attacks caused the excess?"),
      el("p", { class: "message info" }, refusal),
      el("p", {}, `${poolName(unit, event.pool)} of ${unit.name} could take only part of the ${event.losses} losses. ` +
        `The attacking player says which attacks caused the ${needed} excess losses:`),
      ...event.attacks.map((a, i) => el("div", { class: "excess-row", "data-excess-attack": i },
        countField({
          id: `na-excess-${i}`, label: `Excess from ${a.name} (caused ${caused[i]})`, value: shares[i], max: caused[i], action: `excess-${i}`,
          onChange: (v) => { shares[i] = v; refresh(); },
        }))),
      assigned,
      el("div", { class: "row" },
        apply,
        el("button", { type: "button", "data-action": "cancel-excess", onclick: () => { this.excess = null; this.render(); } }, "Back to the losses")));
  }

  async updatePreview() {
    const box = $("#na-preview", this.root);
    const unit = this.unit();
    if (!box || !unit) return;
    const seq = ++this.previewSeq;
    if (this.mode !== "hp") return this.previewOther(box, unit, seq);
    if (!this.ready()) {
      box.replaceChildren(el("p", { class: "muted" }, "Enter the losses to preview."));
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
        el("p", { class: "preview-title" }, `Preview: ${losses} Health Point${losses === 1 ? "" : "s"} lost`),
        el("p", { class: "preview-verdict" }, ...arrowed(reply.outcome ? reply.outcome.verdict : "")),
        el("details", { class: "preview-more" }, el("summary", {}, "Show the Unit afterwards"),
          previewCarried(after, this.pool),
          el("div", { class: `unit player-${after.player}`, "data-preview": unit.id }, unitFormation(after, `Preview of ${after.name} after the losses`)),
          stepList(reply.steps, "Preview steps")));
    } catch (err) {
      if (seq === this.previewSeq) box.replaceChildren(el("p", { class: "message error" }, err.message));
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
      setText(total, `Total: ${plan.losses} Health Points lost (${plan.attacks.map((a) => `${a.name} ${a.losses}`).join(", ")})`);
      total.dataset.total = plan.losses;
    }
    return plan.losses;
  }

  // What Multiple Wounds or Unstable losses would do: the engine's own first step
  // and verdict. Values the app is to roll are rolled only when applied.
  async previewOther(box, unit, seq) {
    const say = (text) => box.replaceChildren(el("p", { class: "muted" }, text));
    if (!this.ready()) return say(this.mode === "mw" ? "Enter the unsaved wounds to preview." : "Enter the losses to preview.");
    const event = this.otherEvent(unit);
    if (event.multiple_wounds && !event.multiple_wounds.values && MW_DICE.some((d) => d.x === event.multiple_wounds.x)) {
      return say(`The app rolls the ${event.multiple_wounds.wounds} wound value${event.multiple_wounds.wounds === 1 ? "" : "s"} when you apply.`);
    }
    try {
      const reply = await this.session.preview(event);
      if (seq !== this.previewSeq) return null;
      const after = reply.view.units.find((u) => u.id === unit.id);
      const rule = reply.steps.find((s) => SHOWN_RULES.includes(s.rule));
      box.replaceChildren(
        el("p", { class: "preview-title" }, `Preview: ${reply.summary}`),
        rule ? el("p", { class: "preview-rule" }, ...arrowed(`${rule.text} (${rule.rule})`)) : "",
        el("p", { class: "preview-verdict" }, ...arrowed(reply.outcome ? reply.outcome.verdict : "")),
        el("details", { class: "preview-more" }, el("summary", {}, "Show the Unit afterwards"),
          el("div", { class: `unit player-${after.player}`, "data-preview": unit.id }, unitFormation(after, `Preview of ${after.name} after the losses`)),
          stepList(reply.steps, "Preview steps")));
    } catch (err) {
      if (seq === this.previewSeq) box.replaceChildren(el("p", { class: "message error" }, err.message));
    }
    return null;
  }
}
