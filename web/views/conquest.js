// The Conquest table screen. The view owns the DOM; every rule question goes to the
// engine through the session (push, preview, undo, redo, conquest.resolve).
import { $, el, setText } from "./dom.js";
import { GameScreen } from "./screen.js";
import { diceEntry, dieResult } from "./dice.js";
import { stepList } from "./log.js";
import { conquestOddsPanel } from "./odds.js";
import { battlefieldPanel, placeForm } from "./battlefield.js";
import { regimentCard, regimentFormation } from "./regiment.js";

export function describeConquestEvent(event, view) {
  const name = (id) => (view && view.regiments.find((r) => r.id === id)?.name) || id;
  switch (event.kind) {
    case "wound_pool": return `Wound Pool of ${event.wounds} on ${name(event.regiment)}${event.morale === false ? " (no Morale Tests)" : ""}`;
    case "morale_test": return `Morale Test for ${name(event.regiment)}: ${(event.dice || []).join(", ")}`;
    case "heal": return `Heal ${event.points} on ${name(event.regiment)}${event.no_room ? " (no room)" : ""}`;
    case "character_wounds": return `${event.wounds} Wound(s) on a Character of ${name(event.regiment)}`;
    case "rally": return `${name(event.regiment)} Rallies`;
    case "new_round": return "New Round";
    case "active_player": return `Active Player: ${view ? view.players[event.player] : event.player}`;
    case "contacts": return `Contacts of ${name(event.regiment)} ${event.stand}`;
    case "place": return `${name(event.regiment)} moved to (${event.x}, ${event.y}) facing ${event.facing}°`;
    default: return event.kind;
  }
}

export class ConquestScreen extends GameScreen {
  constructor(root, session, options) {
    super(root, session, options);
    this.selected = null;
    this.tab = "pool";
    this.pool = 0;
    this.noMorale = false;
    this.modifier = 0;
    this.previewSeq = 0;
    this.pushOrder = null; // the Active Player's order of the pushes, while it is being chosen
  }

  regiment(id = this.selected) {
    return this.view.regiments.find((r) => r.id === id);
  }

  // A modifier or "no Morale Tests" belongs to one action: never carried to the next.
  resetEntry() {
    this.pool = 0;
    this.noMorale = false;
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
    const top = this.topBar({ extra: [
      el("div", { class: "row" },
        el("span", { class: "round", "data-round": view.round }, `Round ${view.round}`),
        el("div", { class: "segmented", role: "group", "aria-label": "Active Player" },
          ...view.players.map((p, i) => el("button", {
            type: "button", "aria-pressed": view.active_player === i ? "true" : "false",
            "data-action": `active-${i}`,
            onclick: () => view.active_player !== i && this.push({ kind: "active_player", player: i }),
          }, `${p}${view.active_player === i ? " (active)" : ""}`))),
        el("button", { type: "button", "data-action": "new-round", onclick: () => this.push({ kind: "new_round" }) }, "New Round")),
    ] });
    const last = this.lastSteps ? this.resultPanel(this.lastSteps) : null;
    const sides = [0, 1].map((player) => el("section", { class: "side", "aria-label": view.players[player] },
      el("h2", { class: `side-title player-${player}` }, view.players[player]),
      ...view.regiments.filter((r) => r.player === player).flatMap((r) => {
        const card = regimentCard(r, {
          players: view.players, selected: r.id === this.selected,
          onSelect: (id) => { this.selected = this.selected === id ? null : id; this.resetEntry(); this.render(); },
        });
        return r.id === this.selected ? [card, this.actionPanel(r)] : [card];
      })));
    const field = battlefieldPanel(view, this.lastSteps);
    this.root.replaceChildren(top, ...this.notices(), last || "", field || "",
      el("div", { class: "sides" }, ...sides), this.logPanel(describeConquestEvent));
    this.gate();
    if (this.selected && this.tab === "pool" && this.pool > 0) this.updatePreview();
  }

  resultPanel(steps) {
    const dice = steps.filter((s) => s.rule === "C-10" && s.data && "die" in s.data);
    return el("section", { class: "panel result", "aria-label": "What happened" },
      el("h2", {}, "What happened"),
      dice.length ? el("ol", { class: "dice-results", "aria-label": "Morale dice" },
        ...dice.map((s) => dieResult({ die: s.data.die, passed: s.data.passed, text: s.text }))) : "",
      stepList(steps, "What happened, step by step"));
  }

  actionPanel(regiment) {
    if (regiment.status === "destroyed" || regiment.status === "shattered") {
      return el("section", { class: "panel actions", "aria-label": `Actions for ${regiment.name}` },
        el("p", {}, `${regiment.name} is ${regiment.status}.`));
    }
    const tabs = [["pool", "Wound Pool"], ["odds", "Odds"], ["heal", "Heal"], ["rally", "Rally"]];
    if (regiment.characters.some((c) => !c.destroyed)) tabs.push(["character", "Character"]);
    if (this.view.battlefield) tabs.push(["place", "Move"]);
    const panel = el("section", { class: "panel actions", "aria-label": `Actions for ${regiment.name}`, "data-actions-for": regiment.id });
    if (regiment.pending_morale) {
      panel.append(this.moralePanel(regiment));
      return panel;
    }
    panel.append(el("div", { class: "segmented tabs", role: "tablist", "aria-label": "Action" },
      ...tabs.map(([key, label]) => el("button", {
        type: "button", role: "tab", "aria-selected": this.tab === key ? "true" : "false", "data-tab": key,
        onclick: () => { this.tab = key; this.render(); },
      }, label))));
    const body = { pool: () => this.poolPanel(regiment), heal: () => this.healPanel(regiment),
      rally: () => this.rallyPanel(regiment), character: () => this.characterPanel(regiment),
      odds: () => conquestOddsPanel(this.session, regiment),
      place: () => placeForm(regiment, (at) => this.push({ kind: "place", regiment: regiment.id, ...at })) }[this.tab];
    panel.append((body || (() => this.poolPanel(regiment)))());
    return panel;
  }

  poolPanel(regiment) {
    const input = el("input", {
      type: "number", id: "pool-input", min: 0, max: 999, inputmode: "numeric", value: this.pool,
      oninput: (e) => { this.pool = Math.max(0, Number(e.target.value) || 0); this.updatePreview(); },
    });
    const set = (n) => { this.pool = Math.max(0, Math.min(999, n)); input.value = this.pool; this.updatePreview(); };
    const keypad = el("div", { class: "keypad", role: "group", "aria-label": "Keypad" },
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => el("button", { type: "button", "data-key": d, onclick: () => set(this.pool * 10 + d) }, String(d))),
      el("button", { type: "button", "aria-label": "Clear", "data-key": "clear", onclick: () => set(0) }, "C"),
      el("button", { type: "button", "data-key": 0, onclick: () => set(this.pool * 10) }, "0"),
      el("button", { type: "button", "aria-label": "Delete last digit", "data-key": "back", onclick: () => set(Math.floor(this.pool / 10)) }, "⌫"));
    const noMorale = el("input", { type: "checkbox", id: "pool-no-morale", checked: this.noMorale, onchange: (e) => { this.noMorale = e.target.checked; this.updatePreview(); } });
    return el("div", { class: "stack pool-panel" },
      el("label", { for: "pool-input" }, `Wound Pool for ${regiment.name}`),
      el("div", { class: "row stepper" },
        el("button", { type: "button", "aria-label": "One Wound fewer", "data-action": "pool-minus", onclick: () => set(this.pool - 1) }, "−"),
        input,
        el("button", { type: "button", "aria-label": "One Wound more", "data-action": "pool-plus", onclick: () => set(this.pool + 1) }, "+")),
      keypad,
      el("div", { class: "row" }, noMorale, el("label", { for: "pool-no-morale" }, "This pool causes no Morale Tests")),
      el("div", { id: "pool-preview", class: "preview", "aria-live": "polite" }, el("p", { class: "muted" }, "Enter a number to preview.")),
      el("button", {
        type: "button", class: "primary", "data-action": "apply-pool",
        onclick: () => {
          if (!(this.pool > 0)) {
            this.message("Enter the number of Wounds in the pool first.");
            return;
          }
          const event = { kind: "wound_pool", regiment: regiment.id, wounds: this.pool, morale: !this.noMorale };
          // With no Morale Test to wait for, the pushes come with the pool itself (C-19).
          const order = this.poolPushes && this.poolPushes.now ? this.chosenOrder(this.poolPushes.push_order) : null;
          if (order) event.push_order = order;
          // The next pool starts from nothing and causes Morale Tests, whatever this does.
          this.resetEntry();
          this.push(event);
        },
      }, "Apply Wound Pool"));
  }

  async updatePreview() {
    const box = $("#pool-preview", this.root);
    if (!box) return;
    const seq = ++this.previewSeq;
    this.poolPushes = null; // until the engine says who this pool would leave Stranded
    if (!(this.pool > 0)) {
      box.replaceChildren(el("p", { class: "muted" }, "Enter a number to preview."));
      return;
    }
    try {
      const event = { kind: "wound_pool", regiment: this.selected, wounds: this.pool, morale: !this.noMorale };
      const reply = await this.session.preview(event);
      // On a battlefield, who the pool would leave Stranded: ordered here when the
      // pushes come with the pool itself (no Morale Test first), C-19.
      const pushes = this.view.battlefield ? await this.session.ask("conquest.push_order", { event }) : null;
      if (seq !== this.previewSeq) return; // a newer number is on its way
      this.poolPushes = pushes;
      const after = reply.view.regiments.find((r) => r.id === this.selected);
      box.replaceChildren(
        el("p", { class: "preview-title" }, `Preview: ${this.pool} Wound${this.pool === 1 ? "" : "s"}`),
        el("div", { "data-preview": this.selected }, regimentFormation(after, `Preview of ${after.name} after the pool`)),
        (pushes && pushes.now && this.pushOrderControl(pushes.push_order)) || "",
        stepList(reply.steps, "Preview steps"));
    } catch (err) {
      if (seq === this.previewSeq) box.replaceChildren(el("p", { class: "message error" }, err.message));
    }
  }

  moralePanel(regiment) {
    const n = regiment.pending_morale;
    const breakdown = el("p", { class: "resolve-breakdown", id: "resolve-breakdown" }, regiment.resolve ? regiment.resolve.explain : "");
    const modifiers = () => (this.modifier ? [this.modifier] : []);
    const refresh = async () => {
      try {
        const r = await this.session.engine.request("conquest.resolve", { game_id: this.session.id, regiment: regiment.id, modifiers: modifiers() });
        setText(breakdown, `Each die passes on ${r.resolve.value} or less (Resolve ${r.resolve.explain})`);
        breakdown.dataset.resolve = r.resolve.value;
      } catch (err) {
        setText(breakdown, err.message);
      }
    };
    const mod = el("input", { type: "number", id: "morale-modifier", min: -12, max: 12, value: this.modifier,
      onchange: (e) => { this.modifier = Number(e.target.value) || 0; refresh(); } });
    refresh();
    return el("div", { class: "stack morale-panel", "data-morale-for": regiment.id },
      el("h3", {}, `Morale Test: roll ${n} ${n === 1 ? "die" : "dice"}`),
      breakdown,
      el("div", { class: "row" }, el("label", { for: "morale-modifier" }, "Resolve modifier (e.g. −1 for Terrifying)"), mod),
      this.pushOrderControl(this.view.push_order) || "",
      diceEntry({
        count: n, sides: 6, label: `Each die at or under the Resolve passes; a natural 1 always passes, a natural 6 always fails.`,
        onRoll: () => this.moraleTest({ kind: "morale_test", regiment: regiment.id, dice: null, modifiers: modifiers() }),
        onSubmit: (dice) => this.moraleTest({ kind: "morale_test", regiment: regiment.id, dice, modifiers: modifiers() }),
      }));
  }

  healPanel(regiment) {
    const points = el("input", { type: "number", id: "heal-points", min: 1, max: 99, value: 1, inputmode: "numeric" });
    const noRoom = el("input", { type: "checkbox", id: "heal-no-room" });
    return el("div", { class: "stack" },
      el("label", { for: "heal-points" }, "Heal Points"), points,
      el("div", { class: "row" }, noRoom, el("label", { for: "heal-no-room" }, "No room to place a restored Stand (the remaining points are lost)")),
      el("button", { type: "button", class: "primary", "data-action": "apply-heal",
        onclick: () => this.push({ kind: "heal", regiment: regiment.id, points: Number(points.value), no_room: noRoom.checked }) }, "Heal"));
  }

  rallyPanel(regiment) {
    return el("div", { class: "stack" },
      el("p", {}, regiment.status === "broken" ? "A successful Rally clears Broken and counts losses afresh from now." : "Rallying counts this Round's losses afresh from now."),
      el("button", { type: "button", class: "primary", "data-action": "apply-rally", onclick: () => this.push({ kind: "rally", regiment: regiment.id }) }, "Rally"));
  }

  characterPanel(regiment) {
    const pick = el("select", { id: "character-pick" }, ...regiment.characters.filter((c) => !c.destroyed).map((c) => el("option", { value: c.id }, c.name)));
    const wounds = el("input", { type: "number", id: "character-wounds", min: 1, max: 99, value: 1 });
    return el("div", { class: "stack" },
      el("label", { for: "character-pick" }, "Character"), pick,
      el("label", { for: "character-wounds" }, "Wounds suffered (e.g. in a Duel)"), wounds,
      el("button", { type: "button", class: "primary", "data-action": "apply-character",
        onclick: () => this.push({ kind: "character_wounds", regiment: regiment.id, character: pick.value, wounds: Number(wounds.value) }) }, "Apply Wounds"));
  }
}
