// The Conquest table screen. The view owns the DOM; every rule question goes to the
// engine through the session (push, preview, undo, redo, conquest.resolve).
import { $, arrowed, el, setText } from "./dom.js";
import { GameScreen } from "./screen.js";
import { stepList } from "./log.js";
import { numberPad } from "./keypad.js";
import { conquestOddsPanel } from "./odds.js";
import { battlefieldPanel, placeForm } from "./battlefield.js";
import { regimentCard, regimentFormation } from "./regiment.js";
import { chargeTabFor } from "./charge.js";
import { causesMorale, freshSource, poolSourceControl, sourceFields } from "./pool_source.js";
import { specialRulesInfo } from "./special_rules.js";
import { moraleEntry } from "./morale_entry.js";
import { bioticRoll, braveryControl, decayControl, healSourcePick } from "./special_actions.js";

// The tabs of a Regiment's actions, by key (Character only with one alive, Move only on
// a battlefield).
const TABS = { pool: "Wound Pool", heal: "Heal", rally: "Rally", odds: "Odds", character: "Character", charge: "Charge", place: "Move" };

export class ConquestScreen extends GameScreen {
  constructor(root, session, options) {
    super(root, session, options);
    this.selected = null;
    // Each Regiment's own last tab: a panel opens on it, or on the Wound Pool, never on
    // another Regiment's tab (a number meant as Wounds was taken as Heal Points).
    this.tabOf = new Map();
    this.previewSeq = 0;
    this.rulesInfo = null;
    this.resetEntry();
    // The kinds of harm a pool may name (C-21): the pool tab offers them once known.
    if (session.pipeline) {
      specialRulesInfo(session.pipeline).then((info) => {
        this.rulesInfo = info;
        if (this.view && this.selected && (this.tab === "pool" || this.tab === "odds")) this.drawPanel(this.regiment());
      }, () => {});
    }
  }

  get tab() {
    return (this.selected && this.tabOf && this.tabOf.get(this.selected)) || "pool";
  }

  set tab(key) {
    if (this.selected && this.tabOf) this.tabOf.set(this.selected, key);
  }

  regiment(id = this.selected) {
    return this.view.regiments.find((r) => r.id === id);
  }

  // Why the rules refuse ``action`` on this Regiment now, if they do: its own reason
  // (C-9) or a Morale Test owed somewhere (C-12), both the engine's words.
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

  // The Morale Test owed is the step due: one tap opens it under its Regiment.
  pending() {
    const owed = this.view.regiments.find((r) => r.pending_morale);
    if (!owed) return null;
    const n = owed.pending_morale;
    return {
      text: `Morale Test due: ${n} ${n === 1 ? "die" : "dice"} (${owed.name})`, action: "due-morale",
      onclick: () => {
        this.selected = owed.id;
        this.render();
        this.root.querySelector(`[data-morale-for="${owed.id}"]`)?.scrollIntoView({ block: "nearest" });
        this.diceInView();
      },
    };
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

  // The order only when the player changed it: the default order is the engine's (C-19).
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
    return el("section", { class: "stack push-order", "aria-label": "Order of the pushes (C-19)" },
      el("h4", {}, "Stranded Regiments are pushed in this order (C-19)"),
      el("p", { class: "muted" }, `${this.view.players[this.view.active_player]}, the Active Player, may reorder them before the dice.`),
      el("ol", { class: "push-order-list" }, ...order.map((id, i) => el("li", { "data-push-order": id },
        el("span", {}, name(id)),
        el("button", { type: "button", "aria-label": `Push ${name(id)} earlier`, "data-action": "push-earlier", disabled: i === 0, onclick: () => move(i, -1) }, "↑"),
        el("button", { type: "button", "aria-label": `Push ${name(id)} later`, "data-action": "push-later", disabled: i === order.length - 1, onclick: () => move(i, 1) }, "↓")))));
  }

  // -- drawing ------------------------------------------------------------------------
  render() {
    const view = this.view;
    if (!view) return;
    const sides = [0, 1].map((player) => el("section", { class: "side", "aria-label": view.players[player] },
      el("h2", { class: `side-title player-${player}` }, view.players[player]),
      ...view.regiments.filter((r) => r.player === player).flatMap((r) => {
        const card = this.card(r);
        return r.id === this.selected ? [card, this.messageBox(), this.actionPanel(r)] : [card];
      })));
    const field = this.field();
    const roundVerdict = this.verdictFor((o) => !o.regiment);
    this.root.replaceChildren(this.bar(), ...this.notices(), this.selected ? "" : this.messageBox(),
      el("div", { class: "sides" }, ...sides), field || "", this.roundRow(), roundVerdict,
      this.logPanel(), this.bottomBar());
    this.afterDrawing();
  }

  // The battlefield, its zoom kept across redraws, the selected Regiment's arcs drawn.
  field() {
    this.fieldState ||= {};
    this.fieldFor = this.selected;
    return battlefieldPanel(this.view, this.outcome, {
      onPlace: (id, at) => this.placeByDrag(id, at), state: this.fieldState, selected: this.selected,
      onUnits: () => this.redrawKeeping("[data-action=distance-units]") });
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

  bar() {
    const view = this.view;
    return this.topBar({ subtitle: `${view.players[view.active_player]} active · Round ${view.round}` });
  }

  card(r) {
    return regimentCard(r, {
      players: this.view.players, selected: r.id === this.selected,
      onSelect: (id) => this.toggleSelected(id, { attribute: "data-regiment", find: (one) => this.regiment(one) }),
      verdict: this.verdictFor((o) => o.regiment === r.id),
    });
  }

  roundRow() {
    const view = this.view;
    return el("section", { class: "panel round-row", "aria-label": "Round and Active Player" },
      el("span", { class: "round", "data-round": view.round }, `Round ${view.round}`),
      el("button", { type: "button", "data-action": "new-round", onclick: () => this.push({ kind: "new_round" }) }, "New Round"),
      el("div", { class: "segmented", role: "group", "aria-label": "Active Player" },
        ...view.players.map((p, i) => el("button", {
          type: "button", "aria-pressed": view.active_player === i ? "true" : "false",
          "data-action": `active-${i}`,
          onclick: () => view.active_player !== i && this.push({ kind: "active_player", player: i }),
        }, `${p}${view.active_player === i ? " (active)" : ""}`))));
  }

  // A push, undo or redo that changed some Regiments: their cards, the
  // cards that gain or lose the verdict, the open action panel, the bars, the Round
  // row and one log entry are drawn again; every other card keeps its nodes. A table
  // (it draws every Regiment), Regiments that came, went or moved, new players' names
  // or a verdict for the whole battle (a new Round) are drawn whole, as is anything
  // that does not look as this screen left it.
  update(reply, previous) {
    if (this.view.battlefield) return false; // the table is drawn whole
    return this.patchCards(reply, previous, {
      list: "regiments", key: "regiment", attribute: "data-regiment",
      find: (id) => this.regiment(id), bar: () => this.bar(),
      more: () => $(".round-row", this.root)?.replaceWith(this.roundRow()),
    });
  }

  // One drag on the battlefield is one Place event, so one Undo (C-17). The engine's
  // refusal comes back as text for the battlefield to show while the drag snaps back.
  async placeByDrag(id, at) {
    const reply = await this.act(() => this.session.push({ kind: "place", regiment: id, ...at }), { quiet: true });
    return reply ? null : this.refusal || "refused";
  }

  actionPanel(regiment) {
    if (regiment.status === "destroyed" || regiment.status === "shattered") {
      return el("section", { class: "panel actions", "aria-label": `Actions for ${regiment.name}` },
        el("p", {}, `${regiment.name} is ${regiment.status}.`));
    }
    const tabs = ["pool", "heal", "rally", "odds"];
    if (regiment.characters.some((c) => !c.destroyed)) tabs.push("character");
    tabs.push("charge");
    if (this.view.battlefield) tabs.push("place");
    const panel = el("section", { class: "panel actions", "aria-label": `Actions for ${regiment.name}`, "data-actions-for": regiment.id });
    if (regiment.pending_morale) {
      panel.append(this.moralePanel(regiment));
      return panel;
    }
    // A tab no longer offered (its Character gone, say): the Wound Pool.
    if (!tabs.includes(this.tab)) this.tab = "pool";
    const strip = el("div", { class: "segmented tabs", role: "tablist", "aria-label": "Action" },
      ...tabs.map((key) => el("button", {
        type: "button", role: "tab", "aria-selected": this.tab === key ? "true" : "false", "data-tab": key,
        "data-refused": this.refusedNow(regiment, key) ? "true" : null,
        onclick: () => { this.tab = key; this.drawPanel(this.regiment()); },
      }, TABS[key])));
    panel.append(strip);
    // A strip wider than the phone scrolls sideways: the chosen tab stays in it, the
    // page itself never moving for it.
    requestAnimationFrame(() => {
      const chosen = strip.querySelector("[aria-selected=true]");
      if (!chosen || !strip.isConnected) return;
      const over = chosen.getBoundingClientRect().right - strip.getBoundingClientRect().right;
      if (over > 0) strip.scrollLeft += over;
    });
    // What the rules forbid now is shown, not refused after the tap: the engine says why.
    const refused = this.refusedNow(regiment, this.tab);
    if (refused) {
      panel.append(el("p", { class: "refused", "data-refused-rule": refused.rule }, `Not now: ${refused.reason}`));
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

  // Apply (a Wound Pool, Heal) is off while the rules refuse it now, and until a number
  // is entered: the second tap of a double tap found the entry already cleared and said
  // to enter one.
  applyOff(regiment, action, value) {
    return !!this.refusedNow(regiment, action) || !(value > 0);
  }

  poolPanel(regiment) {
    const apply = el("button", {
      type: "button", class: "primary", "data-action": "apply-pool",
      disabled: this.applyOff(regiment, "pool", this.pool),
      onclick: () => {
        const event = this.poolEvent(regiment, this.pool);
        // With no Morale Test to wait for, the pushes come with the pool itself (C-19).
        const order = this.poolPushes && this.poolPushes.now ? this.chosenOrder(this.poolPushes.push_order) : null;
        if (order) event.push_order = order;
        // The next pool starts from nothing and causes Morale Tests, whatever this does.
        this.resetEntry();
        this.pushTurningOff(apply, event);
      },
    }, "Apply Wound Pool");
    const noMorale = el("div", { class: "row check-row" },
      el("input", { type: "checkbox", id: "pool-no-morale", checked: !causesMorale(this.poolFrom, this.rulesInfo), disabled: !!this.refusedNow(regiment, "pool"), onchange: (e) => { this.poolFrom.morale = !e.target.checked; this.updatePreview("pool"); } }),
      el("label", { for: "pool-no-morale" }, "Causes no Morale Tests"));
    return el("div", { class: "stack pool-panel" },
      this.poolSourcePart(regiment, true),
      numberPad({
        id: "pool-input", label: `Wound Pool for ${regiment.name}`, value: this.pool, action: "pool",
        disabled: !!this.refusedNow(regiment, "pool"),
        onChange: (v) => {
          this.pool = v;
          apply.disabled = this.applyOff(regiment, "pool", v);
          this.updatePreview("pool");
        },
        extra: [apply, noMorale],
      }),
      // Refused now, there is nothing to preview: the "Not now" above says why.
      el("div", { id: "pool-preview", class: "preview", "aria-live": "polite" },
        this.refusedNow(regiment, "pool") ? "" : el("p", { class: "muted" }, "Enter a number to preview.")),
      this.rulesInfo ? decayControl(this.session, regiment, {
        does: (this.rulesInfo.rules.find((k) => k.name === "Decay") || {}).does,
        disabled: !!this.refusedNow(regiment, "pool"),
        push: (event) => this.push(event),
      }) : "");
  }

  // The Wound Pool as the player set it: its source, harm and arc (C-21).
  poolEvent(regiment, wounds) {
    return { kind: "wound_pool", regiment: regiment.id, wounds, ...sourceFields(regiment, this.poolFrom, this.rulesInfo) };
  }

  // ``control``: the pool tab's source line; else the fields the odds ask with.
  poolSourcePart(regiment, control = false) {
    if (!control) return sourceFields(regiment, this.poolFrom, this.rulesInfo);
    return poolSourceControl({
      view: this.view, regiment, chosen: this.poolFrom, info: this.rulesInfo,
      disabled: !!this.refusedNow(regiment, "pool"),
      onChange: () => this.drawPanel(this.regiment()),
    });
  }

  // What the number entered would do, in the engine's words, before it is applied.
  async updatePreview(kind) {
    const box = $(`#${kind}-preview`, this.root);
    if (!box) return;
    const seq = ++this.previewSeq;
    this.poolPushes = null; // until the engine says who this pool would leave Stranded
    const n = kind === "pool" ? this.pool : this.heal;
    const regiment = this.regiment();
    if (regiment && this.refusedNow(regiment, kind)) {
      // Said above the entry ("Not now"), once: no preview of what would be refused.
      box.replaceChildren();
      return;
    }
    if (!(n > 0)) {
      box.replaceChildren(el("p", { class: "muted" }, "Enter a number to preview."));
      return;
    }
    const event = kind === "pool"
      ? this.poolEvent(regiment, n)
      : this.healEvent(regiment, n);
    try {
      const reply = await this.session.preview(event);
      // On a battlefield, who the pool would leave Stranded: ordered here when the
      // pushes come with the pool itself (no Morale Test first), C-19.
      const pushes = kind === "pool" && this.view.battlefield ? await this.session.ask("conquest.push_order", { event }) : null;
      if (seq !== this.previewSeq) return; // a newer number is on its way
      this.poolPushes = pushes;
      const after = reply.view.regiments.find((r) => r.id === this.selected);
      const title = kind === "pool" ? `Preview: ${n} Wound${n === 1 ? "" : "s"}` : `Preview: ${n} Heal Point${n === 1 ? "" : "s"}`;
      box.replaceChildren(
        el("p", { class: "preview-title" }, title),
        el("p", { class: "preview-verdict", "data-verdict": reply.outcome ? reply.outcome.verdict : "" }, ...arrowed(reply.outcome ? reply.outcome.verdict : "")),
        (pushes && pushes.now && this.pushOrderControl(pushes.push_order)) || "",
        el("details", { class: "preview-more" }, el("summary", {}, "Show the formation afterwards"),
          el("div", { "data-preview": this.selected }, regimentFormation(after, `Preview of ${after.name} afterwards`)),
          stepList(reply.steps, "Preview steps")));
    } catch (err) {
      if (seq === this.previewSeq) box.replaceChildren(el("p", { class: "message error" }, err.message));
    }
  }

  moralePanel(regiment) {
    const n = regiment.pending_morale;
    const faces = regiment.morale ? regiment.morale.faces : null;
    const target = regiment.morale ? regiment.morale.resolve : regiment.resolve.value;
    const breakdown = el("p", { class: "resolve-breakdown", id: "resolve-breakdown", "data-resolve": target },
      regiment.morale ? `${regiment.morale.passes}${regiment.resolve && regiment.resolve.explain ? `. Resolve ${regiment.resolve.explain}` : ""}` : "");
    const modifiers = () => (this.modifier ? [this.modifier] : []);
    const entry = moraleEntry({
      count: n, faces, reroll: !!(regiment.morale && regiment.morale.reroll),
      label: "A natural 1 always passes, a natural 6 always fails (C-10).",
      // C-23: how many passes the first roll re-rolls is the engine's answer.
      rerolls: (dice) => this.session.ask("conquest.resolve", { regiment: regiment.id, modifiers: modifiers(), dice }),
      onPush: (dice, rerolls) => this.moraleTest({ kind: "morale_test", regiment: regiment.id, dice, modifiers: modifiers(), ...(rerolls ? { rerolls } : {}) }),
      onError: (err) => this.message(err.message),
      judge: (dice, rerolls) => this.session.ask("conquest.morale_so_far", { regiment: regiment.id, modifiers: modifiers(), dice, ...(rerolls ? { rerolls } : {}) }),
      onStep: (text) => setText(heading, text || owed),
    });
    const owed = regiment.morale ? regiment.morale.heading : "";
    const heading = el("span", { class: "morale-heading" }, owed);
    const shown = el("output", { id: "morale-modifier", "aria-live": "polite" }, this.modifier ? `${this.modifier > 0 ? "+" : ""}${this.modifier}` : "0");
    // The modified Resolve and which faces now pass are the engine's answer (C-11).
    const setModifier = async (m) => {
      this.modifier = Math.max(-12, Math.min(12, m));
      setText(shown, `${this.modifier > 0 ? "+" : ""}${this.modifier}`);
      try {
        const r = await this.session.ask("conquest.resolve", { regiment: regiment.id, modifiers: modifiers() });
        setText(breakdown, `${r.resolve.passes}. Resolve ${r.resolve.explain}`);
        breakdown.dataset.resolve = r.resolve.value;
        entry.setFaces(r.faces);
      } catch (err) {
        this.message(err.message);
      }
    };
    return el("div", { class: "stack morale-panel", "data-morale-for": regiment.id },
      el("h3", {}, heading, el("span", { class: "visually-hidden" }, ` for ${regiment.name}`)),
      breakdown,
      el("div", { class: "row modifier-row" },
        el("span", { class: "mod-label" }, "Resolve modifier"),
        el("button", { type: "button", "data-action": "modifier-minus", onclick: () => setModifier(this.modifier - 1) }, "−1"),
        shown,
        el("button", { type: "button", "data-action": "modifier-plus", onclick: () => setModifier(this.modifier + 1) }, "+1")),
      this.pushOrderControl(this.view.push_order) || "",
      entry);
  }

  healPanel(regiment) {
    const apply = el("button", { type: "button", class: "primary", "data-action": "apply-heal",
      disabled: this.applyOff(regiment, "heal", this.heal),
      onclick: () => {
        const event = this.healEvent(regiment, this.heal);
        this.resetEntry();
        this.pushTurningOff(apply, event);
      } }, "Heal");
    const noRoom = el("div", { class: "row check-row" },
      el("input", { type: "checkbox", id: "heal-no-room", checked: !!this.noRoom, disabled: !!this.refusedNow(regiment, "heal"), onchange: (e) => { this.noRoom = e.target.checked; this.updatePreview("heal"); } }),
      el("label", { for: "heal-no-room" }, "No room for a restored Stand"));
    const refused = !!this.refusedNow(regiment, "heal");
    const pickHeal = (source) => {
      this.healSource = source;
      if (source === "fanatical_devotion") this.heal = 3; // C-29: it heals 3
      this.drawPanel(this.regiment());
    };
    const pad = numberPad({ id: "heal-points", label: "Heal Points", value: this.heal, action: "heal",
      disabled: !!this.refusedNow(regiment, "heal"),
      onChange: (v) => {
        this.heal = v;
        apply.disabled = this.applyOff(regiment, "heal", v);
        this.updatePreview("heal");
      },
      extra: [apply, noRoom] });
    // Biotic Renewal's result is a die's: its pad shows the faces the engine says.
    const roll = () => { const event = this.healEvent(regiment, null); this.resetEntry(); this.push(event); };
    return el("div", { class: "stack heal-panel" },
      healSourcePick(this.healSource, refused, pickHeal),
      this.healSource === "biotic_renewal" && !refused
        ? bioticRoll(this.session, regiment, roll, (faces) => pad.setFaces(faces)) : "",
      pad,
      el("div", { id: "heal-preview", class: "preview", "aria-live": "polite" },
        this.refusedNow(regiment, "heal") ? "" : el("p", { class: "muted" }, "Enter a number to preview.")));
  }

  // A Heal as the player set it, naming its rule when it has one (C-29); ``points``
  // null lets the app roll Biotic Renewal's die.
  healEvent(regiment, points) {
    const event = { kind: "heal", regiment: regiment.id, points, no_room: !!this.noRoom };
    return this.healSource ? { ...event, source: this.healSource } : event;
  }

  rallyPanel(regiment) {
    return el("div", { class: "stack" },
      braveryControl(this.session, regiment, (event) => this.push(event)),
      el("p", {}, regiment.status === "broken" ? "A successful Rally clears Broken and counts losses afresh from now." : "Rallying counts this Round's losses afresh from now."),
      el("button", { type: "button", class: "primary", "data-action": "apply-rally", disabled: !!this.refusedNow(regiment, "rally"), onclick: () => this.push({ kind: "rally", regiment: regiment.id }) }, "Rally"));
  }

  characterPanel(regiment) {
    const refused = !!this.refusedNow(regiment, "character");
    const pick = el("select", { id: "character-pick", disabled: refused }, ...regiment.characters.filter((c) => !c.destroyed).map((c) => el("option", { value: c.id }, c.name)));
    let wounds = 1;
    const apply = el("button", { type: "button", class: "primary", "data-action": "apply-character",
      disabled: refused,
      onclick: () => this.push({ kind: "character_wounds", regiment: regiment.id, character: pick.value, wounds }) }, "Apply Wounds");
    return el("div", { class: "stack" },
      el("label", { for: "character-pick" }, "Character"), pick,
      numberPad({ id: "character-wounds", label: "Wounds suffered (e.g. in a Duel)", value: wounds, min: 1, action: "character",
        disabled: refused,
        // Off while the field is empty or under 1: the pad says why.
        onChange: (v) => { wounds = v; apply.disabled = refused || v === null; },
        extra: [apply] }));
  }
}
