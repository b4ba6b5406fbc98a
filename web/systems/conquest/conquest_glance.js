// The Conquest battle at a glance (table flow 10 and 11): the top bar that carries the
// game (Round, the Active Player and its switch, New Round, what is due, Go to), every
// Regiment's Wound Pool two taps from anywhere, an enemy in the fight one tap from its
// own, and a Regiment's card shown under its row.
import { $, el, underTopBar, userText } from "../../views/dom.js";
import { overviewOrder } from "../../views/overview.js";
import { goToButton, jumpSheet, toggleJump } from "../../views/jump_sheet.js";
import { freshSource } from "./pool_source.js";
import { STATUS_TEXT, fighting, gone, strengthText } from "./regiment_row.js";
import { wordsOf } from "../../system_words.js";
import { reasonOf, words } from "../../i18n/words.js";
import { sideNames } from "../../views/sides.js";
import { ConquestPanels } from "./conquest_panels.js";

const engineWords = wordsOf("conquest");

export class ConquestGlance extends ConquestPanels {
  // The top bar carries the game: Round, the Active Player and the switch, New Round,
  // and what is due.
  bar() {
    const due = this.pending();
    // A battle nothing was done in yet says where its actions are: the rows open them,
    // and nothing else on the screen says so.
    const fresh = !this.view.can_undo && !this.view.can_redo && !this.selected;
    const idle = fresh ? words("battle-start-hint") : words("screen-nothing-due");
    return this.topBar({ subtitle: due ? due.text : idle, clock: this.clock(),
      tools: [goToButton(this.jumping, (open) => this.openJump(open))],
      sheet: this.jumping ? this.jumpSheet() : null });
  }

  // The Morale Test owed is the step due: one tap opens it under its Regiment. While
  // its first roll's passes are re-rolled, the bars say those dice, as its panel does.
  pending() {
    const owed = this.view.regiments.find((r) => r.pending_morale);
    if (!owed) return null;
    const n = owed.pending_morale;
    const again = this.rerolling;
    const step = again && again.regiment === owed.id && again.owed === n && again.node.isConnected ? again.step : null;
    return {
      text: step ? words("battle-morale-reroll-due", { step, name: owed.name }) : words("battle-morale-due", { n, name: owed.name }),
      action: "due-morale",
      onclick: () => {
        // Already open: brought into view as it is, the dice entered in it kept.
        const open = this.root.querySelector(`[data-morale-for="${CSS.escape(owed.id)}"]`);
        if (!open) {
          this.selected = owed.id;
          this.render();
        }
        this.root.querySelector(`[data-morale-for="${CSS.escape(owed.id)}"]`)?.scrollIntoView({ block: "nearest" });
        this.diceInView();
      },
    };
  }

  // Every Regiment by name, in the overview's order: one tap opens its Wound Pool,
  // wherever it is on the page, without scrolling to it.
  jumpSheet() {
    return jumpSheet({
      label: words("battle-go-to-regiment"), order: overviewOrder(this.view.regiments, { fighting, gone }),
      players: sideNames(this.view), state: (r) => r.status,
      status: (r) => `${STATUS_TEXT[r.status] || r.status} · ${strengthText(r)}${r.stands_note ? " ★" : ""}`,
      note: this.view.regiments.some((r) => r.stands_note) ? `★ ${engineWords.said("stands_counted")}` : "",
      onGo: (id) => this.goToRegiment(id),
    });
  }

  openJump(open) {
    toggleJump(this, open);
  }

  // The Regiment's actions open on its Wound Pool, its row just under the top bar.
  // ``from``: the Regiment that caused its Wound Pool, named as the pool's source.
  goToRegiment(id, from = undefined) {
    this.jumping = false;
    this.selected = id;
    this.tab = "pool";
    this.resetEntry();
    if (from) this.poolFrom = freshSource(from);
    this.error = null;
    this.render();
    const row = this.anchor();
    if (row) window.scrollBy(0, row.getBoundingClientRect().top - underTopBar() - 4);
    this.panelInView();
    $(`article[data-regiment="${CSS.escape(id)}"] .regiment-row`, this.root)?.focus({ preventScroll: true });
  }

  // One tap switches the Active Player (every activation in Conquest); New Round asks
  // once more in place, since it starts every Regiment's count of losses afresh.
  clock() {
    const view = this.view;
    const round = el("span", { class: "round", "data-round": view.round }, words("battle-round", { round: view.round }));
    if (this.confirmingRound) {
      return el("div", { class: "game-clock confirming", role: "group", "aria-label": words("battle-new-round-ask") },
        round,
        el("button", { type: "button", class: "primary", "data-action": "confirm-new-round",
          onclick: () => { this.confirmingRound = false; this.pushFromBar({ kind: "new_round" }); } }, words("battle-new-round-yes")),
        el("button", { type: "button", "data-offline": "", "data-action": "cancel-new-round",
          onclick: () => this.askNewRound(false) }, words("battle-cancel")));
    }
    return el("div", { class: "game-clock", role: "group", "aria-label": words("battle-round-and-player") },
      round,
      el("div", { class: "segmented active-player", role: "group", "aria-label": words("battle-active-player") },
        ...sideNames(view).map((p, i) => el("button", {
          type: "button", "aria-pressed": view.active_player === i ? "true" : "false",
          "data-action": `active-${i}`,
          onclick: () => view.active_player !== i && this.pushFromBar({ kind: "active_player", player: i }),
        }, userText(p), view.active_player === i ? el("span", { class: "visually-hidden" }, words("battle-player-active")) : ""))),
      this.newRoundButton());
  }

  // Refused while a Morale Test is owed (the engine's view says so): not asked to be
  // confirmed and then refused, but said at the tap, with the engine's reason.
  newRoundButton() {
    const refused = this.view.waiting && this.view.waiting.round;
    return el("button", {
      type: "button", "data-offline": "", "data-action": "new-round", "aria-disabled": refused ? "true" : null,
      onclick: () => (refused ? this.message(words("not-now", { reason: reasonOf(refused) })) : this.askNewRound(true)),
    }, words("battle-new-round"));
  }

  // Tapped in the bar wherever the player is reading: the page stays where it is (the
  // bar and the announcement say what changed).
  async pushFromBar(event) {
    const reply = await this.act(() => this.session.push(event), { stay: true });
    // Refused (the message says why): the bar as it is now, not still asking.
    if (!reply) this.askNewRound(false);
    return reply;
  }

  // New Round asked or not: only the bar is drawn again, the focus on its next control.
  askNewRound(asking) {
    this.confirmingRound = asking;
    const bar = $(".battle-bar", this.root);
    if (!bar) return this.draw();
    bar.replaceWith(this.bar());
    $(`.battle-bar [data-action=${asking ? "confirm-new-round" : "new-round"}]`, this.root)?.focus();
    this.gate();
  }

  // The enemies this Regiment fights (just charged, or hitting back): each one tap from
  // its own Wound Pool, the pool's source this Regiment.
  foePools(regiment) {
    const foes = (regiment.pool_source && regiment.pool_source.choices) || [];
    if (!foes.length) return "";
    return el("div", { class: "row foe-pools", role: "group", "aria-label": words("battle-enemies-of", { name: regiment.name }) },
      ...foes.map((foe) => el("button", { type: "button", "data-action": "foe-pool", "data-foe": foe.regiment,
        onclick: () => this.goToRegiment(foe.regiment, regiment.id) }, words("battle-wound-pool-on"), userText(foe.name))));
  }
}
