// The Conquest screen's action panels: the Wound Pool (its source, harm and arc),
// the Morale Test, Heal, Rally and a Character's wounds. Every verdict and every
// number it offers is the engine's, asked through the session.
import { $, arrowed, el, keepingBelow, setText } from "../../views/dom.js";
import { stepList, verdictOf } from "../../views/log.js";
import { numberPad } from "../../views/keypad.js";
import { regimentFormation } from "./regiment.js";
import { causesMorale, poolSourceControl, sourceFields } from "./pool_source.js";
import { moraleEntry } from "./morale_entry.js";
import { panelDraft, takeBack, watched } from "./entry_draft.js";
import { bioticRoll, braveryControl, decayControl, healSourcePick } from "./special_actions.js";
import { GameScreen } from "../../views/screen.js";
import { wordsOf } from "../../system_words.js";
import { errorOf, said, typedErrorOf, words } from "../../i18n/words.js";

// What a known special rule does, in the player's words (the engine's English without
// its message); null for a rule the list lacks.
const doesOf = (known) => (known ? said(known.does_msg, known.does) : null);

const engineWords = wordsOf("conquest");
// Which faces pass, and the Resolve explained, each in the player's words (a view saved
// before either had its message says its English).
const passesResolve = (m, r) => words("battle-passes-resolve", { passes: said(m.passes_msg, m.passes), explain: said(r.explain_msg, r.explain) });

export class ConquestPanels extends GameScreen {
  // Apply (a Wound Pool, Heal) is off while the rules refuse it now, and until a number
  // is entered: the second tap of a double tap found the entry already cleared and said
  // to enter one.
  applyOff(regiment, action, value) {
    return !!this.refusedNow(regiment, action) || !(value > 0);
  }

  poolPanel(regiment) {
    const kept = takeBack(this, regiment.id); // a pool entered before a reload
    const apply = el("button", {
      type: "button", class: "primary", "data-action": "apply-pool",
      disabled: this.applyOff(regiment, "pool", this.pool),
      onclick: () => {
        const event = this.poolEvent(regiment, this.pool);
        // With no Morale Test to wait for, the pushes come with the pool itself.
        const order = this.poolPushes && this.poolPushes.now ? this.chosenOrder(this.poolPushes.push_order) : null;
        if (order) event.push_order = order;
        // The next pool starts from nothing and causes Morale Tests, whatever this does.
        this.resetEntry();
        this.pushTurningOff(apply, event);
      },
    }, words("battle-apply-wound-pool"));
    const noMorale = el("div", { class: "row check-row" },
      el("input", { type: "checkbox", id: "pool-no-morale", checked: causesMorale(this.poolFrom, this.rulesInfo) === false, disabled: !!this.refusedNow(regiment, "pool"), onchange: (e) => { this.poolFrom.morale = !e.target.checked; this.updatePreview("pool"); } }),
      el("label", { for: "pool-no-morale" }, words("battle-causes-no-morale")));
    const panel = el("div", { class: "stack pool-panel" },
      this.poolSourcePart(regiment, true),
      numberPad({
        id: "pool-input", label: words("battle-wound-pool-for", { name: regiment.name }), value: this.pool, action: "pool",
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
        this.refusedNow(regiment, "pool") ? "" : el("p", { class: "muted" }, words("battle-enter-to-preview"))),
      // Decay's dice are the engine's answer when opened; only what it does waits for
      // the rules' list.
      decayControl(this.session, regiment, {
        does: this.rulesInfo ? doesOf(this.rulesInfo.rules.find((k) => k.name === "Decay")) : null,
        disabled: !!this.refusedNow(regiment, "pool"),
        push: (event) => this.push(event),
      }));
    return watched(this, panel, kept);
  }

  // The Wound Pool as the player set it: its source, harm and arc.
  poolEvent(regiment, wounds) {
    return { kind: "wound_pool", regiment: regiment.id, wounds, ...sourceFields(regiment, this.poolFrom) };
  }

  // ``control``: the pool tab's source line; else the fields the odds ask with.
  poolSourcePart(regiment, control = false) {
    if (!control) return sourceFields(regiment, this.poolFrom);
    return poolSourceControl({
      view: this.view, regiment, chosen: this.poolFrom, info: this.rulesInfo,
      disabled: !!this.refusedNow(regiment, "pool"),
      onChange: () => this.drawPanel(this.regiment()),
    });
  }

  // The special rules' list came after the open tab was drawn: the tabs that offer what
  // it lists are drawn again, but on the Odds tab only its source line is: the numbers
  // entered there, and odds on their way, live in the panel and would be lost with it.
  rulesInfoCame(regiment) {
    if (this.tab === "odds") {
      const line = $(".odds-panel details.pool-source", this.root);
      if (line) line.replaceWith(this.poolSourcePart(regiment, true));
    } else if (["pool", "heal"].includes(this.tab)) {
      this.drawPanel(regiment);
    }
  }

  // What the number entered would do, in the engine's words, before it is applied.
  async updatePreview(kind) {
    const box = $(`#${kind}-preview`, this.root);
    if (!box) return;
    const seq = ++this.previewSeq;
    this.poolPushes = null; // until the engine says who this pool would leave Stranded
    const n = kind === "pool" ? this.pool : kind === "heal" ? this.heal : this.characterEntry.wounds;
    const regiment = this.regiment();
    if (regiment && this.refusedNow(regiment, kind)) {
      // Said above the entry ("Not now"), once: no preview of what would be refused.
      box.replaceChildren();
      return;
    }
    if (!(n > 0)) {
      box.replaceChildren(el("p", { class: "muted" }, words("battle-enter-to-preview")));
      return;
    }
    const event = kind === "pool" ? this.poolEvent(regiment, n)
      : kind === "heal" ? this.healEvent(regiment, n) : this.characterEvent(regiment);
    try {
      const reply = await this.session.preview(event);
      // On a battlefield, who the pool would leave Stranded: ordered here when the
      // pushes come with the pool itself (no Morale Test first).
      const pushes = kind === "pool" && this.view.battlefield ? await this.session.ask("conquest.push_order", { event }) : null;
      if (seq !== this.previewSeq) return; // a newer number is on its way
      this.poolPushes = pushes;
      const after = reply.view.regiments.find((r) => r.id === this.selected);
      const title = kind === "pool" ? words("battle-preview-wounds", { n })
        : kind === "heal" ? words("battle-preview-heal", { n }) : words("battle-preview-character", { n, name: this.characterEntry.name });
      keepingBelow(box, () => box.replaceChildren(
        el("p", { class: "preview-title" }, title),
        el("p", { class: "preview-verdict", "data-verdict": reply.outcome ? reply.outcome.verdict : "" }, ...arrowed(reply.outcome ? verdictOf(reply.outcome) : "")),
        (pushes && pushes.now && this.pushOrderControl(pushes.push_order)) || "",
        el("details", { class: "preview-more" }, el("summary", {}, words("battle-formation-afterwards")),
          el("div", { "data-preview": this.selected }, regimentFormation(after, words("battle-preview-of", { name: after.name }))),
          stepList(reply.steps, words("battle-preview-steps")))));
    } catch (err) {
      if (seq === this.previewSeq) box.replaceChildren(el("p", { class: "message error" }, errorOf(err)));
    }
  }

  moralePanel(regiment) {
    const n = regiment.pending_morale;
    const faces = regiment.morale ? regiment.morale.faces : null;
    const target = regiment.morale ? regiment.morale.resolve : regiment.resolve.value;
    const breakdown = el("p", { class: "resolve-breakdown", id: "resolve-breakdown", "data-resolve": target },
      regiment.morale ? (regiment.resolve && regiment.resolve.explain ? passesResolve(regiment.morale, regiment.resolve) : said(regiment.morale.passes_msg, regiment.morale.passes)) : "");
    const modifiers = () => (this.modifier ? [this.modifier] : []);
    this.rerolling = null; // a fresh entry asks the first roll; a draft put back says so
    const entry = moraleEntry({
      count: n, faces, reroll: !!(regiment.morale && regiment.morale.reroll),
      label: words("battle-sentence", { text: engineWords.said("natural_rolls") }),
      // How many passes the first roll re-rolls is the engine's answer.
      rerolls: (dice) => this.session.ask("conquest.resolve", { regiment: regiment.id, modifiers: modifiers(), dice }),
      onPush: (dice, rerolls) => this.moraleTest({ kind: "morale_test", regiment: regiment.id, dice, modifiers: modifiers(), ...(rerolls ? { rerolls } : {}) }),
      onError: (err) => this.message(typedErrorOf(err)),
      judge: (dice, rerolls) => this.session.ask("conquest.morale_so_far", { regiment: regiment.id, modifiers: modifiers(), dice, ...(rerolls ? { rerolls } : {}) }),
      onStep: (text) => {
        if (!entry.isConnected) return; // a panel drawn again meanwhile says its own step
        setText(heading, text || owed);
        this.rerolling = text ? { regiment: regiment.id, owed: n, step: text, node: entry } : null;
        this.updateBars(this.bar());
        this.gate();
      },
    });
    const owed = regiment.morale ? said(regiment.morale.heading_msg, regiment.morale.heading) : "";
    const heading = el("span", { class: "morale-heading" }, owed);
    const shown = el("output", { id: "morale-modifier", "aria-live": "polite" }, this.modifier ? `${this.modifier > 0 ? "+" : ""}${this.modifier}` : "0");
    // The modified Resolve and which faces now pass are the engine's answer.
    const setModifier = async (m) => {
      this.modifier = Math.max(-12, Math.min(12, m));
      setText(shown, `${this.modifier > 0 ? "+" : ""}${this.modifier}`);
      try {
        const r = await this.session.ask("conquest.resolve", { regiment: regiment.id, modifiers: modifiers() });
        setText(breakdown, passesResolve(r.resolve, r.resolve));
        breakdown.dataset.resolve = r.resolve.value;
        entry.setFaces(r.faces);
      } catch (err) {
        this.message(errorOf(err));
      }
    };
    // A phone discards a tab in the middle of counting: what was entered is the table's,
    // and comes back (the push order before it is drawn: pushOrderControl keeps it only
    // if it is an order of the Regiments the engine offers now).
    const kept = this.takeEntry(regiment.id);
    if (kept && Array.isArray(kept.pushOrder) && kept.pushOrder.every((id) => typeof id === "string")) this.pushOrder = [...kept.pushOrder];
    if (kept && Number.isInteger(kept.modifier) && kept.modifier) setModifier(kept.modifier);
    if (kept && kept.dice) entry.useDraft(kept.dice).catch((err) => this.message(errorOf(err)));
    const panel = el("div", { class: "stack morale-panel", "data-morale-for": regiment.id },
      el("h3", {}, heading, el("span", { class: "visually-hidden" }, words("battle-for-regiment", { name: regiment.name }))),
      breakdown,
      el("div", { class: "row modifier-row" },
        el("span", { class: "mod-label" }, words("battle-resolve-modifier")),
        // The stepper stays whole: a long label wraps within itself, never between −1 and 0.
        el("span", { class: "stepper" },
          el("button", { type: "button", "data-action": "modifier-minus", onclick: () => setModifier(this.modifier - 1) }, "−1"),
          shown,
          el("button", { type: "button", "data-action": "modifier-plus", onclick: () => setModifier(this.modifier + 1) }, "+1"))),
      this.pushOrderControl(this.view.push_order) || "",
      entry);
    if (kept) this.keptEntryUsed(panel);
    return panel;
  }

  // What the open Morale Test holds and was not applied, for a reload (null: nothing):
  // its dice, the Resolve modifier and the push order the player chose; else the open
  // Wound Pool's or Heal's.
  entryDraft(id) {
    const entry = this.root.querySelector(`.morale-panel[data-morale-for="${CSS.escape(id)}"] .morale-entry`);
    if (!entry) return panelDraft(this);
    const dice = entry.draft ? entry.draft() : null;
    const pushOrder = this.chosenOrder(this.view.push_order || []);
    return dice || this.modifier || pushOrder ? { modifier: this.modifier || 0, dice, pushOrder } : null;
  }

  healPanel(regiment) {
    const kept = takeBack(this, regiment.id);
    const apply = el("button", { type: "button", class: "primary", "data-action": "apply-heal",
      disabled: this.applyOff(regiment, "heal", this.heal),
      onclick: () => {
        const event = this.healEvent(regiment, this.heal);
        this.resetEntry();
        this.pushTurningOff(apply, event);
      } }, words("battle-heal"));
    const noRoom = el("div", { class: "row check-row" },
      el("input", { type: "checkbox", id: "heal-no-room", checked: !!this.noRoom, disabled: !!this.refusedNow(regiment, "heal"), onchange: (e) => { this.noRoom = e.target.checked; this.updatePreview("heal"); } }),
      el("label", { for: "heal-no-room" }, words("battle-no-room")));
    const refused = !!this.refusedNow(regiment, "heal");
    const pickHeal = (heal) => {
      this.healSource = heal.source;
      if (heal.points != null) this.heal = heal.points;
      this.drawPanel(this.regiment());
    };
    const pad = numberPad({ id: "heal-points", label: words("battle-heal-points"), value: this.heal, action: "heal",
      disabled: !!this.refusedNow(regiment, "heal"),
      onChange: (v) => {
        this.heal = v;
        apply.disabled = this.applyOff(regiment, "heal", v);
        this.updatePreview("heal");
      },
      extra: [apply, noRoom] });
    // Biotic Renewal's result is a die's: its pad shows the faces the engine says.
    const roll = () => { const event = this.healEvent(regiment, null); this.resetEntry(); this.push(event); };
    const panel = el("div", { class: "stack heal-panel" },
      healSourcePick(this.rulesInfo && this.rulesInfo.heals, this.healSource, refused, pickHeal),
      this.healSource === "biotic_renewal" && !refused
        ? bioticRoll(this.session, regiment, roll, (faces) => pad.setFaces(faces)) : "",
      pad,
      el("div", { id: "heal-preview", class: "preview", "aria-live": "polite" },
        this.refusedNow(regiment, "heal") ? "" : el("p", { class: "muted" }, words("battle-enter-to-preview"))));
    return watched(this, panel, kept);
  }

  // A Heal as the player set it, naming its rule when it has one; ``points``
  // null lets the app roll Biotic Renewal's die.
  healEvent(regiment, points) {
    const event = { kind: "heal", regiment: regiment.id, points, no_room: !!this.noRoom };
    return this.healSource ? { ...event, source: this.healSource } : event;
  }

  rallyPanel(regiment) {
    return el("div", { class: "stack" },
      braveryControl(this.session, regiment, (event) => this.push(event)),
      el("p", { class: "rally-does" }, engineWords.said(regiment.status === "broken" ? "rally_broken" : "rally_steady")),
      el("p", { class: "muted", id: "rally-when" }, words("battle-rally-when")),
      el("button", { type: "button", class: "primary", "data-action": "apply-rally", "aria-describedby": "rally-when", disabled: !!this.refusedNow(regiment, "rally"), onclick: () => this.push({ kind: "rally", regiment: regiment.id }) }, words("battle-rally")));
  }

  // Wounds a Character suffers outside the Wound Pool (a Duel): previewed as a pool is,
  // since they can leave the Regiment Shattered with nothing else asked.
  characterPanel(regiment) {
    const refused = !!this.refusedNow(regiment, "character");
    const standing = regiment.characters.filter((c) => !c.destroyed);
    const entry = { character: standing.length ? standing[0].id : "", name: standing.length ? standing[0].name : "", wounds: 1 };
    this.characterEntry = entry;
    const pick = el("select", { id: "character-pick", disabled: refused, onchange: () => {
      Object.assign(entry, { character: pick.value, name: standing.find((c) => c.id === pick.value).name });
      this.updatePreview("character");
    } }, ...standing.map((c) => el("option", { value: c.id }, c.name)));
    const apply = el("button", { type: "button", class: "primary", "data-action": "apply-character",
      disabled: refused,
      onclick: () => this.push(this.characterEvent(regiment)) }, words("battle-apply-wounds"));
    queueMicrotask(() => this.updatePreview("character")); // once the panel is on the screen
    return el("div", { class: "stack" },
      el("label", { for: "character-pick" }, words("battle-character")), pick,
      numberPad({ id: "character-wounds", label: words("battle-character-wounds"), value: entry.wounds, min: 1, action: "character",
        disabled: refused,
        // Off while the field is empty or under 1: the pad says why.
        onChange: (v) => { entry.wounds = v; apply.disabled = refused || v === null; this.updatePreview("character"); },
        extra: [apply] }),
      el("div", { id: "character-preview", class: "preview", "aria-live": "polite" }));
  }

  characterEvent(regiment) {
    const { character, wounds } = this.characterEntry;
    return { kind: "character_wounds", regiment: regiment.id, character, wounds };
  }
}
