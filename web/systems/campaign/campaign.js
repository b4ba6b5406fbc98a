// The campaign aftermath walk-through: each side's outcome (with the players' override),
// then every roll the engine says is owed, one model at a time (Recovery, Casualty Fate,
// Wound Table), each rolled by the app or entered as a D20; the captives' release; a
// summary of both rosters before they change; and, once confirmed, the rosters updated
// on this device. Undo works throughout, the confirmation included.
import { campaignOddsPanel } from "./odds.js";
import { el, revealAboveBar } from "../../views/dom.js";
import { diceEntry } from "../../views/dice.js";
import { GameScreen } from "../../views/screen.js";
import { rosterView } from "./roster.js";
import { steadyFaces } from "./steady_faces.js";
import { kindText, noteOf, outcomeName, rollOf, statusText, storiesOf, storyOf, tableReference } from "./campaign_words.js";
import { wordsOf } from "../../system_words.js";
import { errorOf, said, words } from "../../i18n/words.js";

const rules = wordsOf("campaign");

// Rolls typed before a reload as the box takes them (they come from storage), or null.
function typedKept(kept, rev) {
  if (typeof kept.typed === "string") return { text: kept.typed.slice(0, 200), error: null, rev };
  console.warn(`Rolls typed before a reload are not put back: ${JSON.stringify(kept.typed)}`);
  return null;
}

let tablesCache = null;

export class CampaignScreen extends GameScreen {
  static card = null;

  constructor(root, session, options) {
    // An aftermath changes rosters; it is not shared as a link (rosters are, one by one).
    super(root, session, { ...options, onShare: null });
    this.redrawOnRefusal = true; // a refused outcome must not stay shown in its select
    this.rosterNote = null;
    this.pendingNote = undefined;
    session.alongside = (reply, device) => this.rostersAlongside(reply, device);
  }

  get record() {
    return this.session.record;
  }

  // A roll's verdict is the rolled model's standing as the engine sums it up; typed
  // rolls give each model they went to, in order.
  outcomeOf(reply) {
    const out = super.outcomeOf(reply);
    if (out || !reply.event) return out;
    const rolls = reply.event.kind === "typed_rolls" ? reply.event.rolls : [reply.event];
    const seen = new Set();
    const rolled = rolls.filter((r) => r.model != null && !seen.has(`${r.side} ${r.model}`) && seen.add(`${r.side} ${r.model}`))
      .map((r) => [r.side, reply.view.sides[r.side]?.casualties.find((x) => x.model === r.model)])
      .filter(([, c]) => c);
    if (!rolled.length) return null;
    const [side, last] = rolled[rolled.length - 1];
    return { side, model: last.model, verdict: storiesOf(rolled.map(([, c]) => c)) };
  }

  // The next roll owed, or the confirmation once every roll is made.
  pending() {
    const view = this.view;
    if (view.next) {
      return { text: words("campaign-page-roll-of", rollOf(view.next)), action: "due-roll",
        onclick: () => this.root.querySelector("section.roll .dice-faces")?.scrollIntoView({ block: "nearest" }) };
    }
    if (!view.confirmed) return { text: words("campaign-page-confirm"), action: "bar-confirm", onclick: () => this.push({ kind: "confirm" }) };
    return null;
  }

  // After a roll the next one owed comes into view by itself (not after an Undo or Redo
  // from the bottom bar: the page stays where the player is). Rolls typed are applied
  // from the box under the faces, with no thumb on them: what they did comes into view.
  async act(fn, options = {}) {
    if (!options.typed) this.typed = null; // a refused typed entry stays until another action
    this.fromTyped = Boolean(options.typed);
    const reply = await super.act(fn, options).finally(() => { this.fromTyped = false; });
    if (reply && this.view.next && !options.stay && !options.typed) this.root.querySelector("section.roll .dice-faces")?.scrollIntoView({ block: "nearest" });
    return reply;
  }

  // The D20 faces stay under the thumb from one roll to the next (steady_faces.js).
  anchor = () => this.root.querySelector("section.roll .dice-faces");

  verdictInView() {
    if (!this.view.next || this.fromTyped) super.verdictInView();
  }

  // Asked once the engine is up, again at the next drawing if it failed (the failure
  // said in the message box, never an unhandled rejection).
  async tables() {
    if (!tablesCache && !this.askingTables && this.session.pipeline.ready) {
      this.askingTables = true;
      try {
        tablesCache = await this.session.pipeline.ask("campaign.tables");
      } catch (err) {
        this.message(words("campaign-page-tables-failed", { reason: errorOf(err) }));
        return null;
      } finally {
        this.askingTables = false;
      }
      // Not over another screen the player went to meanwhile, and where the player is.
      this.draw();
    }
    return tablesCache;
  }

  // -- actions ------------------------------------------------------------------------
  // The rosters on the device follow the confirmation; the engine says which to write
  // (or put back) and the sentence, from what the device holds. They are saved in the
  // same transaction as the battle (session.alongside): both rosters and the battle
  // change together or not at all.
  async rostersAlongside(reply, { ask, rosterOnDevice }) {
    const record = this.record;
    const ids = record.rosters;
    this.pendingNote = undefined;
    if (!ids || !reply.view) return {};
    const sync = await ask("campaign.rosters_alongside", {
      applied: !!record.rostersApplied, confirmed: !!record.rostersConfirmed, written: record.rostersWritten || null,
      now: ids.map((id) => rosterOnDevice(id)?.roster ?? null),
    });
    if (!sync.change) return {};
    this.pendingNote = noteOf(sync);
    return {
      fields: { rostersApplied: sync.applied, rostersConfirmed: sync.confirmed, rostersWritten: sync.written },
      rosters: sync.write.map((w) => ({ id: ids[w.side], roster: w.roster, view: w.view })),
    };
  }

  afterAction() {
    if (this.pendingNote !== undefined) this.rosterNote = this.pendingNote;
    this.pendingNote = undefined;
  }

  // Rolls typed at once ("3 15 19"): the engine says which owed roll each fills, across
  // tables and models, and they go in as one action. A refusal keeps the text in its
  // box with the reason beside it, brought above the bottom bar, to be corrected there.
  async typedRolls(text) {
    this.typed = { text, error: null };
    const reply = await this.act(async () => {
      const plan = await this.session.ask("campaign.typed_rolls", { text });
      this.typed = null; // entered: the box is drawn empty
      return this.session.push(plan.event);
    }, { quiet: true, typed: true });
    if (reply || !this.onScreen) {
      this.typed = null;
      return reply;
    }
    this.typed = { text, error: this.refusal };
    this.draw();
    const error = this.root.querySelector("[data-typed-error]");
    revealAboveBar(error, this.root.querySelector(".typed-die"));
    return reply;
  }

  // -- drawing ------------------------------------------------------------------------
  render() {
    const view = this.view;
    if (!view) return;
    if (!tablesCache && this.ready) this.tables();
    // Captives and ransoms are settled before Confirm: shown above the summary.
    const captives = view.captives.length ? this.captivesPanel(view) : "";
    this.root.replaceChildren(
      el("div", { class: "campaign", "data-confirmed": String(view.confirmed), "data-complete": String(view.complete) },
        this.bar(), ...this.notices(), this.messageBox(),
        // The next thing owed comes first: the roll, or what Confirm will write.
        view.next ? "" : this.verdictFor(() => true),
        view.next ? "" : captives,
        this.stepPanel(view),
        this.outcomePanel(view),
        this.casualtiesPanel(view),
        !view.confirmed && view.sides.some((side) => side.casualties.length) ? campaignOddsPanel(this.session, view) : "",
        view.next ? captives : "",
        this.logPanel({ open: false }),
        this.awakeControl(),
        this.bottomBar()));
    steadyFaces(this.root, this);
    this.gate();
  }

  bar() {
    return this.topBar({ label: words("campaign-page-bar"), subtitle: words("campaign-new") });
  }

  outcomePanel(view) {
    // Until the engine's tables are in, the outcomes cannot be offered: the pick is off
    // and says so, and an outcome already chosen still shows as chosen.
    const names = tablesCache ? tablesCache.recovery.map((r) => r.outcome) : null;
    return el("section", { class: "panel outcomes", "aria-label": words("campaign-page-outcomes-label") },
      el("h2", {}, words("campaign-page-outcomes")),
      ...view.sides.map((side, s) => {
        const pick = el("select", {
          id: `outcome-${s}`, "data-outcome-pick": s, disabled: view.confirmed || !names, "data-waiting": names ? null : "true",
          onchange: (e) => this.push({ kind: "set_outcome", side: s, outcome: e.target.value || null }),
        },
        el("option", { value: "", selected: !side.outcome_chosen }, words("campaign-page-from-losses", { rule: rules.rule("outcome_from_losses") })),
        ...(names || (side.outcome_chosen ? [side.outcome] : [])).map((n) => el("option", { value: n, selected: side.outcome_chosen && side.outcome === n }, outcomeName(n))),
        names ? "" : el("option", { value: "", disabled: true }, words("campaign-page-outcomes-waiting")));
        const text = side.outcome
          ? words("campaign-page-outcome-text", { outcome: outcomeName(side.outcome), number: side.recovery_number, how: side.outcome_chosen ? "chosen" : "losses" })
          : words("campaign-page-no-outcome");
        return el("div", { class: "outcome", "data-side": s, "data-outcome": side.outcome || "" },
          el("h3", {}, side.force),
          el("p", {}, words("campaign-page-lost", { lost: side.lost, enemy: side.enemy_lost }), " ", el("strong", { class: "outcome-text" }, text)),
          side.undead_recovery_number != null ? el("p", { class: "outcome-undead" }, words("campaign-page-outcome-undead", { number: side.undead_recovery_number })) : "",
          el("div", { class: "field" }, el("label", { for: pick.id }, words("campaign-page-outcome-for", { force: side.force })), pick));
      }));
  }

  stepPanel(view) {
    if (view.next) return this.rollPanel(view, view.next);
    if (!view.confirmed) return this.summaryPanel(view);
    return this.confirmedPanel(view);
  }

  // Rolls typed and not applied, kept for a reload as they were typed (null: none).
  entryDraft() {
    const text = this.root.querySelector("section.roll .typed-die input")?.value;
    return text && text.trim() ? { typed: text.slice(0, 200) } : null;
  }

  rollPanel(view, next) {
    const rolls = view.rolls_owed;
    const models = view.pending.length;
    const kept = this.takeEntry(null); // rolls typed before a reload
    if (kept && !this.typed) this.typed = typedKept(kept, this.record.rev);
    // Typed for the rolls owed then: once another tab or phone has made rolls, they
    // would go to other models (a refusal, kept to correct, has no revision).
    if (this.typed && this.typed.rev != null && this.typed.rev !== this.record.rev) this.typed = null;
    const panel = el("section", { class: "panel actions roll", "aria-label": words("campaign-page-next-roll"), "data-next-kind": next.kind, "data-next-model": next.model, "data-next-side": next.side },
      el("h2", {}, words("campaign-page-roll-of", rollOf(next))),
      // Whose model this roll is for; what is owed counts both sides' models.
      el("p", { class: "muted", "data-rolls-owed": rolls },
        words("campaign-page-owed", { name: next.name, force: next.force, rolls, models })),
      el("p", { class: "why" }, said(next.why_msg, next.why)),
      diceEntry({
        count: 1, sides: 20,
        label: words("campaign-page-roll-label", { ...rollOf(next), dice: next.dice }),
        onRoll: () => this.push({ ...next.event, die: null }),
        onSubmit: (dice) => this.push({ ...next.event, die: dice[0] }),
        onTyped: (text) => this.typedRolls(text),
        typedBefore: this.typed,
        onText: (text) => { this.typed = text.trim() ? { text, error: null, rev: this.record.rev } : null; }, // kept through a redraw
        preview: (text) => this.session.ask("campaign.typed_rolls", { text })
          .then((plan) => words("campaign-page-typed-fills", { fills: said(plan.fills_msg, plan.fills) })),
      }),
      tableReference(tablesCache, next));
    // The last roll's verdict under the faces and Roll: in sight, and never moving them.
    const verdict = this.verdictFor(() => true);
    if (verdict) panel.querySelector(".dice-go").after(verdict);
    if (kept) this.keptEntryUsed(panel);
    return panel;
  }

  summaryPanel(view) {
    return el("section", { class: "panel actions summary", "aria-label": words("campaign-page-before") },
      el("h2", {}, words("campaign-page-before")),
      el("p", {}, words("campaign-page-before-about")),
      // What an undone Confirm did to the rosters on this device (not all may be back).
      this.rosterNote ? el("p", { class: "message info", role: "status", "data-roster-note": "" }, this.rosterNote) : "",
      ...view.rosters_after.map((r, s) => rosterView(r, { before: view.rosters_before[s], label: words("campaign-page-after-battle", { name: r.name }) })),
      el("button", { type: "button", class: "primary", "data-action": "confirm", onclick: () => this.push({ kind: "confirm" }) },
        words("campaign-page-confirm")));
  }

  confirmedPanel(view) {
    const record = this.record;
    const saved = !record.rosters || record.rostersApplied;
    return el("section", { class: "panel summary confirmed", "aria-label": words("campaign-page-rosters-after"), "data-rosters-saved": String(saved) },
      el("h2", {}, words("campaign-page-confirmed")),
      el("p", { class: `message ${saved ? "info" : "error"}`, role: "status" },
        this.rosterNote || (saved ? words("campaign-page-rosters-updated") : words("campaign-page-rosters-not-saved"))),
      saved ? "" : el("button", { type: "button", class: "primary", "data-action": "save-rosters", onclick: () => this.act(async () => null) },
        words("campaign-page-save-rosters")),
      ...view.rosters_after.map((r, s) => rosterView(r, { before: view.rosters_before[s], label: words("campaign-page-after-battle", { name: r.name }) })),
      el("p", { class: "muted" }, words("campaign-page-undo-rosters")));
  }

  casualtiesPanel(view) {
    return el("section", { class: "panel casualties", "aria-label": words("campaign-page-lost-models") },
      el("h2", {}, words("campaign-page-lost-models")),
      ...view.sides.map((side, s) => el("div", { class: "casualty-side", "data-side": s },
        el("h3", {}, side.force),
        side.casualties.length
          ? el("ul", { class: "casualty-list" }, ...side.casualties.map((c) => el("li", {
            class: `casualty status-${c.status.replace(/\s+/g, "-")}${view.next && view.next.model === c.model && view.next.side === s ? " current" : ""}`,
            "data-casualty": c.model, "data-status": c.status, "data-next": c.next || "",
          },
          el("span", { class: "roster-model-name" }, c.name),
          el("span", { class: "muted" }, ` ${kindText(c.kind)} `),
          el("span", { class: `model-status model-status-${c.next ? "owed" : c.status.replace(/\s+/g, "-")}` }, c.next ? words("campaign-page-rolls-owed") : statusText(c.status)),
          el("p", { class: "casualty-summary" }, storyOf(c)))))
          : el("p", { class: "muted" }, words("campaign-page-no-models-lost")))));
  }

  captivesPanel(view) {
    return el("section", { class: "panel captives", "aria-label": words("campaign-page-captives") },
      el("h2", {}, words("campaign-page-captives")),
      el("ul", {}, ...view.captives.map((c) => el("li", { "data-captive": c.model, "data-how": c.how, "data-side": c.side }, said(c.msg, c.text)))));
  }
}
