// The Ninth Age battle at a glance (table flow 10): the top bar's Go to, so any Unit's
// Health Point losses are two taps from anywhere on the screen.
import { $, underTopBar } from "../../views/dom.js";
import { overviewOrder } from "../../views/overview.js";
import { goToButton, jumpSheet, toggleJump } from "../../views/jump_sheet.js";
import { NinthAgeEntry } from "./ninth_age_entry.js";
import { fighting, gone, unitRow } from "./unit_row.js";
import { words } from "../../i18n/words.js";
import { sideNames } from "../../views/sides.js";

export class NinthAgeGlance extends NinthAgeEntry {
  // The top bar with Go to (any Unit's Health Point losses two taps away).
  bar() {
    // A battle nothing was done in yet says where its actions are.
    const fresh = !this.view.can_undo && !this.view.can_redo;
    return this.topBar({
      subtitle: fresh ? words("ninth-start-hint") : null,
      tools: [goToButton(this.jumping, (open) => toggleJump(this, open))],
      sheet: this.jumping ? jumpSheet({
        label: words("ninth-page-go-to"), order: overviewOrder(this.view.units, { fighting, gone }),
        players: sideNames(this.view), state: (u) => (u.destroyed ? "destroyed" : "in-play"),
        status: (u) => unitRow(u).status, onGo: (id) => this.goToUnit(id),
      }) : null });
  }

  // The Unit's Health Point losses open, its row just under the top bar.
  goToUnit(id) {
    this.jumping = false;
    this.selected = id;
    this.mode = "hp";
    this.resetEntry();
    this.error = null;
    this.render();
    const row = this.anchor();
    if (row) window.scrollBy(0, row.getBoundingClientRect().top - underTopBar() - 4);
    this.panelInView();
    $(`article[data-unit="${CSS.escape(id)}"] .regiment-row`, this.root)?.focus({ preventScroll: true });
  }

  // Health Point losses entered on one Health Pool and not applied, kept for a reload
  // with the Pool they are for. An attack's Multiple Wounds, a batch's attacks and the
  // models picked start afresh.
  entryDraft(id) {
    if (id !== this.selected || this.mode !== "hp" || this.split || this.picking || this.excess || !(this.losses > 0)) return null;
    return { hp: { pool: this.pool, losses: this.losses } };
  }

  // What was kept for ``unit``'s panel, put back before it is drawn: only onto a Health
  // Pool the Unit still has in play (it comes from storage).
  lossesBack(unit) {
    const kept = this.takeEntry(unit.id);
    const hp = kept && kept.hp;
    if (!hp) return kept;
    if (Number.isInteger(hp.losses) && hp.losses > 0 && hp.losses <= 999 && unit.pools.some((p) => p.id === hp.pool && !p.wiped_out)) {
      Object.assign(this, { mode: "hp", pool: hp.pool, losses: hp.losses });
    } else console.warn(`Health Point losses kept for a reload are not put back: ${JSON.stringify(hp)}`);
    return kept;
  }
}
