// The Conquest table screen. The view owns the DOM; every rule question goes to the
// engine through the session (push, preview, undo, redo, conquest.resolve).
import { $, el } from "../../views/dom.js";
import { conquestOddsPanel } from "./odds.js";
import { battlefieldPanel } from "./battlefield_panel.js";
import { placeByDrag, saidUnderTheDrawing, seeFrom, seenSide } from "./drag_place.js";
import { placeForm } from "./place_form.js";
import { regimentCard } from "./regiment.js";
import { fighting, gone } from "./regiment_row.js";
import { overviewIds, overviewOrder } from "../../views/overview.js";
import { toggleCard } from "../../views/overview_row.js";
import { chargeTabFor } from "./charge.js";
import { freshSource } from "./pool_source.js";
import { specialRulesInfo } from "../../views/special_rules.js";
import { wordsOf } from "../../system_words.js";
import { ConquestGlance } from "./conquest_glance.js";
import { reasonOf, words } from "../../i18n/words.js";
import { sideNames } from "../../views/sides.js";
import { CARD } from "./common.js";

const engineWords = wordsOf("conquest");

// The tabs of a Regiment's actions, by key (Character only with one alive, Move only on
// a battlefield).
const TABS = { pool: () => words("battle-wound-pool-tab"), heal: () => words("battle-heal-tab"), rally: () => words("battle-rally-tab"),
  odds: () => words("battle-odds-tab"), character: () => words("battle-character-tab"), charge: () => words("battle-charge-tab"),
  place: () => words("battle-move-tab") };

export class ConquestScreen extends ConquestGlance {
  static card = CARD;

  constructor(root, session, options) {
    super(root, session, options);
    this.selected = null;
    this.shownCards = new Set(); // the Regiments whose card (the drawing) is shown
    // The tab open: every Regiment opens on its Wound Pool, the action made most.
    this.currentTab = "pool";
    this.previewSeq = 0;
    this.rulesInfo = null;
    this.resetEntry();
    // The kinds of harm a pool may name and the heals a Heal may: the pool and heal
    // tabs offer them once known. A screen built before the engine was up (a reload)
    // was refused them: asked again once it is up and with each reply of the engine
    // until they are in (the battle's own opening may come much later).
    this.askRulesInfo();
    session.addEventListener("change", () => this.askRulesInfo());
    session.engine?.addEventListener?.("ready", () => this.askRulesInfo(), { once: true });
  }

  askRulesInfo() {
    if (this.rulesInfo || this.askingRules || !this.session.pipeline || !this.ready) return;
    this.askingRules = true;
    specialRulesInfo(this.session.pipeline).then((info) => {
      this.rulesInfo = info;
      if (this.view && this.selected) this.rulesInfoCame(this.regiment());
    }, () => {}).finally(() => { this.askingRules = false; });
  }

  get tab() {
    return this.currentTab || "pool";
  }

  set tab(key) {
    this.currentTab = key;
  }

  toggleSelected(id, how) {
    this.currentTab = "pool";
    super.toggleSelected(id, how);
  }

  regiment(id = this.selected) {
    return this.view.regiments.find((r) => r.id === id);
  }

  // Why the rules refuse ``action`` on this Regiment now, if they do: its own reason
  // or a Morale Test owed somewhere, both the engine's words.
  refusedNow(regiment, action) {
    return (regiment.refused && regiment.refused[action]) || (this.view.waiting && this.view.waiting[action]) || null;
  }

  anchor() {
    return this.selected ? this.root.querySelector(`article[data-regiment="${this.selected}"]`) : null;
  }

  item(id) {
    return this.regiment(id) || null;
  }

  tabs() {
    return Object.keys(TABS);
  }

  // A Morale Test just owed opens its dice under the card: faces to Apply come above the
  // bottom bar, the verdict above them staying on the screen (table flow 1 and 2).
  verdictInView() {
    super.verdictInView();
    this.diceInView();
  }

  diceInView() {
    const entry = this.root.querySelector(".morale-panel .dice-entry");
    if (entry && entry.reveal) entry.reveal(this.root.querySelector(".verdict-line"));
  }

  // A modifier or "no Morale Tests" belongs to one action: never carried to the next.
  resetEntry() {
    this.pool = 0;
    this.heal = 0;
    this.poolFrom = freshSource();
    this.healSource = "";
    this.modifier = 0;
    this.pushOrder = null;
    this.poolPushes = null;
    this.rerolling = null;
  }

  async moraleTest(event) {
    const order = this.chosenOrder(this.view.push_order);
    const reply = await this.push(order ? { ...event, push_order: order } : event);
    if (reply) {
      this.modifier = 0;
      this.pushOrder = null;
    }
    return reply;
  }

  // The order only when the player changed it: the default order is the engine's.
  chosenOrder(offered = []) {
    const order = (this.pushOrder || []).filter((id) => offered.includes(id));
    return order.length === offered.length && order.some((id, i) => id !== offered[i]) ? order : null;
  }

  // `offered`: the engine's list of Regiments to push, in its default order.
  pushOrderControl(offered = []) {
    if (offered.length < 2) return null;
    if (!this.pushOrder || this.pushOrder.length !== offered.length || !offered.every((id) => this.pushOrder.includes(id))) {
      this.pushOrder = [...offered];
    }
    const order = this.pushOrder;
    const name = (id) => this.regiment(id)?.name || id;
    const move = (i, by) => {
      [order[i], order[i + by]] = [order[i + by], order[i]];
      this.render();
    };
    return el("section", { class: "stack push-order", "aria-label": engineWords.said("push_order_label") },
      el("h4", {}, engineWords.said("push_order")),
      el("p", { class: "muted" }, words("battle-push-reorder", { player: sideNames(this.view)[this.view.active_player] })),
      el("ol", { class: "push-order-list" }, ...order.map((id, i) => el("li", { "data-push-order": id },
        el("span", {}, name(id)),
        el("button", { type: "button", "aria-label": words("battle-push-earlier", { name: name(id) }), "data-action": "push-earlier", disabled: i === 0, onclick: () => move(i, -1) }, "↑"),
        el("button", { type: "button", "aria-label": words("battle-push-later", { name: name(id) }), "data-action": "push-later", disabled: i === order.length - 1, onclick: () => move(i, 1) }, "↓")))));
  }

  // -- drawing ------------------------------------------------------------------------
  render() {
    const view = this.view;
    if (!view) return;
    const order = overviewOrder(view.regiments, { fighting, gone });
    const names = sideNames(view);
    const sides = [0, 1].map((player) => el("section", { class: "side", "aria-label": names[player] },
      el("h2", { class: `side-title player-${player}` }, names[player]),
      ...order[player].flatMap((r) => {
        const card = this.card(r);
        return r.id === this.selected ? [card, this.messageBox(), this.actionPanel(r)] : [card];
      })));
    const field = this.field();
    const roundVerdict = this.verdictFor((o) => !o.regiment);
    this.root.replaceChildren(this.bar(), ...this.notices(), this.selected ? "" : this.messageBox(),
      roundVerdict, el("div", { class: "sides" }, ...sides), field || "",
      this.logPanel(), this.awakeControl(), this.bottomBar());
    this.afterDrawing();
  }

  // The battlefield, its zoom and the Regiment picked on it kept across redraws of this
  // battle (a new screen for another), seen from the side kept for it on this device.
  field() {
    this.fieldState ||= { side: seenSide(this.session.id) };
    this.fieldFor = this.selected;
    return battlefieldPanel(this.view, this.outcome, {
      onPlace: (id, at) => this.placeByDrag(id, at), state: this.fieldState, selected: this.selected,
      verdict: this.verdictFor((o) => !!o.byDrag), onSide: (side) => this.seeFrom(side),
      onUnits: () => this.redrawKeeping("[data-action=distance-units]") });
  }

  seeFrom(side) {
    seeFrom(this.fieldState, this.view.battlefield, side, this.session.id);
    this.redrawKeeping(`.bf-sides [data-seen-from="${side}"]`);
  }

  // Every distance shown again in the other unit: the whole screen, the control tapped
  // kept where it was on screen and focused.
  redrawKeeping(selector) {
    const find = () => this.root.querySelector(selector);
    const top = find()?.getBoundingClientRect().top;
    this.render();
    const now = find();
    if (!now) return;
    if (top !== undefined) window.scrollBy(0, now.getBoundingClientRect().top - top);
    now.focus({ preventScroll: true });
  }

  afterDrawing() {
    // A Regiment opened or closed without a whole redraw: its arcs come or go.
    const drawn = $(".battlefield-panel", this.root);
    if (drawn && this.fieldFor !== this.selected) drawn.replaceWith(this.field());
    this.gate();
    if (this.selected && this.tab === "pool" && this.pool > 0) this.updatePreview("pool");
    if (this.selected && this.tab === "heal" && this.heal > 0) this.updatePreview("heal");
  }

  card(r) {
    return regimentCard(r, {
      selected: r.id === this.selected, shown: this.shownCards.has(r.id),
      onShow: (id) => toggleCard(this, id),
      onSelect: (id) => this.toggleSelected(id, { attribute: "data-regiment", find: (one) => this.regiment(one) }),
      verdict: this.verdictFor((o) => o.regiment === r.id && !o.byDrag),
    });
  }

  // A push, undo or redo that changed some Regiments: their cards, the
  // cards that gain or lose the verdict, the open action panel, the bars, the Round
  // row and one log entry are drawn again; every other card keeps its nodes. A table
  // (it draws every Regiment), Regiments that came, went or moved, new players' names
  // or a verdict for the whole battle (a new Round) are drawn whole, as is anything
  // that does not look as this screen left it.
  update(reply, previous) {
    if (this.view.battlefield) return false; // the table is drawn whole
    // A Regiment that joined or left a fight moves in the overview: drawn whole.
    const drawn = [...this.root.querySelectorAll(".sides article[data-regiment]")].map((n) => n.dataset.regiment);
    if (drawn.join("\n") !== overviewIds(this.view.regiments, { fighting, gone }).join("\n")) return false;
    return this.patchCards(reply, previous, {
      list: "regiments", key: "regiment", attribute: "data-regiment", find: (id) => this.regiment(id),
      bar: () => this.bar(), battleVerdict: () => this.verdictFor((o) => !o.regiment),
    });
  }

  // One drag on the battlefield is one Place event (one Undo), said under the drawing.
  placeByDrag(id, at) {
    return placeByDrag(this, id, at);
  }

  outcomeOf(reply) {
    return saidUnderTheDrawing(this, super.outcomeOf(reply));
  }

  actionPanel(regiment) {
    if (regiment.status === "destroyed" || regiment.status === "shattered") {
      return el("section", { class: "panel actions", "aria-label": words("battle-actions-for", { name: regiment.name }) },
        el("p", {}, words("battle-regiment-gone", { name: regiment.name, status: regiment.status })));
    }
    const tabs = ["pool", "heal", "rally", "odds"];
    if (regiment.characters.some((c) => !c.destroyed)) tabs.push("character");
    tabs.push("charge");
    if (this.view.battlefield) tabs.push("place");
    const panel = el("section", { class: "panel actions", "aria-label": words("battle-actions-for", { name: regiment.name }), "data-actions-for": regiment.id });
    if (regiment.pending_morale) {
      panel.append(this.moralePanel(regiment));
      return panel;
    }
    // A tab no longer offered (its Character gone, say): the Wound Pool.
    if (!tabs.includes(this.tab)) this.tab = "pool";
    const strip = el("div", { class: "segmented tabs", role: "tablist", "aria-label": words("battle-action") },
      ...tabs.map((key) => el("button", {
        type: "button", role: "tab", "aria-selected": this.tab === key ? "true" : "false", "data-tab": key,
        "data-refused": this.refusedNow(regiment, key) ? "true" : null,
        onclick: () => { this.tab = key; this.drawPanel(this.regiment()); },
      }, TABS[key](), this.refusedNow(regiment, key) ? el("span", { class: "visually-hidden" }, words("battle-tab-not-now")) : "")));
    panel.append(this.foePools(regiment), strip);
    // What the rules forbid now is shown, not refused after the tap: the engine says why.
    const refused = this.refusedNow(regiment, this.tab);
    if (refused) {
      panel.append(el("p", { class: "refused", "data-refused-rule": refused.rule }, words("not-now", { reason: reasonOf(refused) })));
    }
    const body = { pool: () => this.poolPanel(regiment), heal: () => this.healPanel(regiment),
      rally: () => this.rallyPanel(regiment), character: () => this.characterPanel(regiment),
      odds: () => conquestOddsPanel(this.session, regiment, { source: () => this.poolSourcePart(regiment), control: this.poolSourcePart(regiment, true) }),
      charge: () => chargeTabFor(this).panel(regiment),
      place: () => placeForm(regiment, (at) => this.push({ kind: "place", regiment: regiment.id, ...at }),
        { refused: !!this.refusedNow(regiment, "place") }) }[this.tab];
    panel.append((body || (() => this.poolPanel(regiment)))(), this.musterButton(regiment.id, regiment.name));
    return panel;
  }

}
