// The Ninth Age table screen: Units drawn as models in ranks and files, Health Point
// losses entered per Health Pool, previewed, applied, undone and redone. Every rule
// question goes to the engine (game.push / game.preview / ninth_age.plan); when a batch
// of simultaneous attacks causes excess losses the engine asks, which
// attacks caused them, and this screen puts that question to the attacking player.
// The losses may also be an attack with Multiple Wounds or Unstable losses
// (ninth_age_losses.js): the engine works out what they cost and where they go.
import { ninthAgeOddsPanel } from "./odds.js";
import { $, el } from "../../views/dom.js";
import { numberPad } from "../../views/keypad.js";
import { RANK_AND_FILE, abbr, poolName, unitCard } from "./ninth_age_unit.js";
import { abbrLegend } from "../../views/abbr.js";
import { attackName, multipleWoundsOf, multipleWoundsReady, newMultipleWounds, newUnstable, unstableEvent } from "./ninth_age_losses.js";
import { NinthAgeGlance } from "./ninth_age_glance.js";
import { fighting, gone } from "./unit_row.js";
import { overviewIds, overviewOrder } from "../../views/overview.js";
import { toggleCard } from "../../views/overview_row.js";
import { wordsOf } from "../../system_words.js";
import { errorOf, said, words } from "../../i18n/words.js";
import { sideNames } from "../../views/sides.js";
import { CARD } from "./common.js";

const rules = wordsOf("ninth_age");
// The kinds of losses the panel enters: Health Points as they are, an attack with
// Multiple Wounds, Unstable losses.
const LOSS_KINDS = ["hp", "mw", "unstable"];

export class NinthAgeScreen extends NinthAgeGlance {
  static card = CARD;

  constructor(root, session, options) {
    super(root, session, options);
    this.selected = null;
    this.shownCards = new Set(); // the Units whose card (the models drawn) is shown
    this.mode = "hp";
    this.resetEntry();
    this.previewSeq = 0;
  }

  // After an Apply the Pool stays (several attacks on one Character in a row); a Pool
  // since wiped out falls back when the panel is drawn.
  resetEntry(pool = RANK_AND_FILE) {
    this.pool = pool;
    this.losses = 0;
    this.split = false;
    // An attack's ``mw``: its Multiple Wounds, whose losses the engine works out.
    this.attacks = [{ name: attackName(1), losses: 0, mw: null }, { name: attackName(2), losses: 0, mw: null }];
    // { event, needed, refusal, losses, caused: [HP per attack, the engine's], shares: [n per
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
      el("p", { class: "muted" }, words("ninth-page-pick-models", { rule: rules.rule("pick_models") })));
    const chips = el("div", { class: "row pick-chips" });
    const picked = el("p", { class: "picked", role: "status" },
      this.picks.length ? words("ninth-page-picked", { count: this.picks.length }) : words("ninth-page-nothing-picked"));
    box.append(chips, picked, el("button", { type: "button", "data-offline": "", onclick: () => { this.picks = []; this.draw(); } }, words("ninth-page-clear-picks")));
    this.session.ask("ninth_age.plan", { unit: unit.id, pool: this.pool }).then((plan) => {
      if (!plan.pickable.length) {
        chips.replaceChildren(el("p", { class: "muted" }, words("ninth-page-first-rank-only")));
        return;
      }
      const toggle = (id) => {
        this.picks = this.picks.includes(id) ? this.picks.filter((p) => p !== id) : [...this.picks, id];
        this.draw();
      };
      chips.replaceChildren(...plan.pickable.map(({ model: id, place, place_msg: msg }) => el("button", {
        type: "button", "data-pick": id, "aria-pressed": this.picks.includes(id) ? "true" : "false",
        onclick: () => toggle(id),
      }, said(msg, place))));
      // The drawn models can be tapped too; the buttons above are the named controls.
      const drawn = this.root.querySelector(`article[data-unit="${unit.id}"]`);
      for (const { model: id } of plan.pickable) {
        const cell = drawn && drawn.querySelector(`[data-model="${id}"]`);
        if (!cell) continue;
        cell.classList.add("pickable");
        if (this.picks.includes(id)) cell.classList.add("picked");
        cell.addEventListener("click", (e) => { e.stopPropagation(); toggle(id); });
      }
    }, (err) => chips.replaceChildren(el("p", { class: "message error" }, errorOf(err))));
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
    // An attack of Multiple Wounds with a value still to enter keeps the batch waiting.
    if (this.split && !this.attacks.every((a) => !a.mw || a.mw.wounds === 0 || multipleWoundsReady(a.mw))) return false;
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
      this.resetEntry(event.pool ?? this.pool);
      return reply;
    });
  }

  async applyLosses(unit) {
    const event = this.lossEvent(unit);
    await this.act(async () => {
      try {
        const reply = await this.session.push(event);
        this.resetEntry(event.pool);
        return reply;
      } catch (err) {
        if (err.asks !== "excess_from") throw err;
        // The engine asks the attacking player which attacks caused the excess: how
        // many excess losses there are is the engine's answer too.
        const plan = await this.session.ask("ninth_age.plan", {
          unit: event.unit, pool: event.pool, attacks: event.attacks,
        });
        this.excess = {
          // With Multiple Wounds the batch's losses are the engine's count.
          event, needed: plan.excess, refusal: err.message, losses: event.losses ?? plan.losses,
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
      this.resetEntry(event.pool);
      return reply;
    });
  }

  // -- drawing ------------------------------------------------------------------------
  render() {
    const view = this.view;
    if (!view) return;
    const order = overviewOrder(view.units, { fighting, gone });
    const names = sideNames(view);
    const sides = [0, 1].map((player) => el("section", { class: "side", "aria-label": names[player] },
      el("h2", { class: `side-title player-${player}` }, names[player]),
      ...order[player].flatMap((u) => {
        const card = this.card(u);
        return u.id === this.selected ? [card, this.messageBox(), this.actionPanel(u)] : [card];
      })));
    this.root.replaceChildren(this.bar(), ...this.notices(), this.selected ? "" : this.messageBox(),
      el("div", { class: "sides" }, ...sides), abbrLegend(abbr()),
      this.logPanel({ className: "na-log" }), this.awakeControl(), this.bottomBar());
    this.afterDrawing();
  }

  afterDrawing() {
    this.gate();
    if (this.selected && !this.excess) this.updatePreview();
  }

  card(u) {
    // The models are drawn while the player picks them.
    const shown = this.shownCards.has(u.id) || (u.id === this.selected && this.picking);
    return unitCard(u, {
      selected: u.id === this.selected, shown, onShow: (id) => toggleCard(this, id),
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
    // A Unit wiped out moves to the end of its side: drawn whole.
    const drawn = [...this.root.querySelectorAll(".sides article[data-unit]")].map((n) => n.dataset.unit);
    if (drawn.join("\n") !== overviewIds(this.view.units, { fighting, gone }).join("\n")) return false;
    return this.patchCards(reply, previous, {
      list: "units", key: "unit", attribute: "data-unit",
      find: (id) => this.unit(id), bar: () => this.bar(),
    });
  }

  actionPanel(unit) {
    const panel = el("section", { class: "panel actions na-actions", "aria-label": words("ninth-page-actions-label", { name: unit.name }), "data-actions-for": unit.id });
    if (unit.destroyed) {
      panel.append(el("p", {}, words("ninth-page-no-models-left", { name: unit.name })));
      return panel;
    }
    if (this.excess) {
      panel.append(this.excessPanel(unit));
      return panel;
    }
    if (this.lossesBack(unit)) this.keptEntryUsed(panel); // losses entered before a reload
    const pools = unit.pools.filter((p) => !p.wiped_out);
    if (!pools.some((p) => p.id === this.pool)) this.pool = pools[0].id;
    const kinds = el("div", { class: "segmented loss-kind", role: "group", "aria-label": words("ninth-page-loss-kind") },
      ...LOSS_KINDS.map((kind) => el("button", {
        type: "button", "data-loss-kind": kind, "aria-pressed": this.mode === kind ? "true" : "false",
        onclick: () => { this.mode = kind; this.draw(); },
      }, words("ninth-page-loss-kind-name", { kind }))));
    if (this.mode !== "hp") {
      // Unstable losses are entered, never rolled: no odds to show before them.
      panel.append(kinds, ...this.otherEntry(unit, pools),
        this.mode === "mw" ? ninthAgeOddsPanel(this.session, unit, this.pool) : "",
        this.musterButton(unit.id, unit.name));
      return panel;
    }
    // Off until some Health Points are entered (as Conquest's Apply is): nothing to apply.
    const apply = el("button", { type: "button", class: "primary", "data-action": "apply-losses",
      disabled: !this.entryDone(), onclick: () => this.applyLosses(unit) }, words("ninth-page-apply-losses"));
    this.applyButton = apply;
    panel.append(
      kinds,
      this.poolChoice(unit, pools),
      this.poolNote(unit),
      this.split ? this.attacksEntry() : numberPad({
        id: "na-losses", label: words("ninth-page-lost-by", { pool: poolName(unit, this.pool) }), value: this.losses, action: "losses",
        onChange: (v) => { this.losses = v; this.applyReady(); this.updatePreview(); }, extra: [apply],
      }),
      el("div", { id: "na-preview", class: "preview", "aria-live": "polite" }, el("p", { class: "muted" }, words("ninth-page-enter-to-preview"))),
      this.split ? apply : "",
      el("div", { class: "row check-row" },
        el("input", { type: "checkbox", id: "na-split", checked: this.split, "data-action": "split",
          onchange: (e) => { this.split = e.target.checked; this.draw(); } }),
        el("label", { for: "na-split" }, words("ninth-page-several-attacks", { rule: rules.rule("several_attacks") }))),
      this.pool === RANK_AND_FILE ? el("div", { class: "row check-row" },
        el("input", { type: "checkbox", id: "na-picking", checked: this.picking,
          onchange: (e) => { this.picking = e.target.checked; this.picks = []; this.render(); } }),
        el("label", { for: "na-picking" }, words("ninth-page-choose-models"))) : "",
      this.picking && this.pool === RANK_AND_FILE ? this.picksPanel(unit) : "",
      ninthAgeOddsPanel(this.session, unit, this.pool),
      this.musterButton(unit.id, unit.name));
    return panel;
  }

}
