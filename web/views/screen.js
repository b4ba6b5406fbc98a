// What every game screen shares: acting through the session (busy state, errors shown
// and dismissible, status announced) and drawing only what an action changed. Its
// frame (the bars, the verdict, the step log, the "engine starting" gate) is
// screen_frame.js, where the player is kept is screen_place.js. Screens extend it.
// An action never moves the page: the thing it concerns stays where the player saw it,
// and the page moves only as far as it must to show that action's verdict, or a panel
// just opened, above the bottom bar.
import { $, el, focusPlace, restoreFocus, revealAboveBar, setText } from "./dom.js";
import { typedErrorOf, words } from "../i18n/words.js";
import { ScreenPlace } from "./screen_place.js";
import { cardPatch } from "../patch.js";
import { summaryOf, verdictOf } from "./log.js";

// A card whose Regiment or Unit the action left alone, only losing the last verdict or
// gaining this one: its verdict box is swapped for the one of ``fresh`` (the card as
// drawn now), and its drawing keeps its nodes. Laying out a formation's drawing again
// was a third of drawing a tap. The rest of the card is the same: the same
// item, selection and players.
function swapVerdict(node, fresh) {
  const box = (card) => card.querySelector(":scope > .outcome-box");
  const now = box(fresh);
  box(node)?.remove();
  if (now) node.insertBefore(now, node.children[[...fresh.children].indexOf(now)] || null);
}

export class GameScreen extends ScreenPlace {
  constructor(root, session, { onBack, onShare, onReport, onMuster, onLink, linkWords } = {}) {
    super();
    this.onLink = onLink; // "Play on two phones", and what the link is doing in words
    this.linkWords = linkWords || (() => "");
    this.root = root;
    this.onMuster = onMuster; // "Save to Muster": (session, piece id) -> what happened, as text
    this.session = session;
    this.onBack = onBack;
    this.onShare = onShare;
    this.onReport = onReport;
    this.lastSteps = null;
    this.outcome = null; // { verdict, ... } from the engine, with where it belongs
    this.error = null;
    // Redraw from the engine when an action is refused? A screen whose controls show a
    // choice before it is made (a select) says yes; one with entry in progress (dice
    // tapped, points typed) keeps it so the player can correct it.
    this.redrawOnRefusal = false;
    // While an action is in flight its own reply is drawn by act() once its outcome is
    // known, and only what it changed; any other change (the game opened
    // again, another tab, a restore after a refused save) redraws the whole screen.
    this.acting = false;
    this.stale = false;
    this.logOpen = false; // the step log stays open across actions once opened
    // False once the app shows another screen: an action or a refusal that settles
    // after the player left (Back mid-action, or the battle deleted in another tab)
    // must not draw this battle over the screen now shown. The app sets it back when
    // it shows this screen again (back from the report).
    this.onScreen = true;
    session.addEventListener("change", ({ detail }) => {
      if (this.acting && detail && detail.changes) return;
      if (this.acting) this.stale = true;
      this.draw();
    });
  }

  get view() {
    return this.session.view;
  }

  get ready() {
    return this.session.engine.ready;
  }

  // Hooks for subclasses: after an action (before drawing), the element the screen is
  // about (kept in place across a redraw), and what is due next. How an event reads is
  // the engine's summary, never worked out here.
  async afterAction() {}
  anchor() { return null; }
  pending() { return null; }
  // The card (Regiment, Unit) of this id in the view, if any; the keys of its action tabs.
  item() { return null; }
  tabs() { return []; }

  // Redraw keeping the thing the player is looking at where it was on the screen.
  // The first draw has no place of its own to keep: the focus was on the screen before
  // (keeping it would send it to this one's first button, Back).
  draw() {
    if (!this.onScreen) return;
    if (this.drawn) this.keepingPlace(() => this.render());
    else this.render();
    this.drawn = true;
    if (this.reopening) this.goTo(this.reopening);
  }

  // After a push, undo or redo whose reply says what changed: patch the screen's DOM
  // for it (the changed cards, one log entry, the bars) and return true, or return
  // false to have it drawn whole. Screens that patch override it; ``previous`` is the
  // outcome shown before this action (its verdict box goes).
  update() {
    return false;
  }

  // The patch of a screen of cards (Regiments, Units): the changed cards, the cards of
  // the outcome shown before and now, the open action panel, the bars and one log
  // entry; false (drawn whole) for anything else. ``list``: the view's list of them,
  // ``key``: the outcome's field naming one, ``attribute``: its card's, ``find(id)``:
  // one from the view (no id: the selected one), ``bar()``: the bars, ``more()``: what
  // else the screen patches; ``battleVerdict()``: the whole battle's verdict box now
  // (or ""), for a screen that draws it just above its sides.
  patchCards(reply, previous, { list, key, attribute, find, bar, more = () => {}, battleVerdict = null }) {
    const patch = cardPatch(reply.changes, list, key, [previous, this.outcome], { battleVerdict: !!battleVerdict });
    const sides = $(".sides", this.root);
    if (!patch || !sides || sides.parentNode !== this.root) return false;
    const { ids, changed } = patch;
    const cards = ids.map((id) => [find(id), $(`article[${attribute}="${CSS.escape(id)}"]`, sides)]);
    const panel = this.selected ? $("section.panel.actions", sides) : null;
    if (cards.some(([item, node]) => !item || !node) || (this.selected && (!panel || !find()))) return false;
    for (const [item, node] of cards) {
      if (changed.has(item.id)) node.replaceWith(this.card(item));
      else swapVerdict(node, this.card(item));
    }
    if (panel) panel.replaceWith(this.actionPanel(find()));
    if (patch.battle) {
      for (const box of [...this.root.children].filter((n) => n.classList.contains("outcome-box"))) box.remove();
      const box = battleVerdict();
      if (box) sides.before(box);
    }
    this.updateBars(bar());
    more();
    this.updateLog(reply);
    this.afterDrawing();
    return true;
  }

  // Opening or closing a card's actions, the tap made most at the table: the card
  // closed, the card opened, the message box and the action panel are drawn again, and
  // every other card keeps its nodes (a whole redraw of a 20-Regiment battle took
  // about 50 ms). ``attribute``: the cards' attribute naming one, ``find(id)``: one
  // from the view. A screen that does not look as this one left it is drawn whole.
  toggleSelected(id, { attribute, find }) {
    const before = this.selected;
    this.selected = before === id ? null : id;
    this.resetEntry();
    // A message belongs to the panel it was shown with: it does not follow the player
    // to another Regiment, where it would describe the wrong one.
    this.error = null;
    if (!this.onScreen) return;
    // What the bars say may follow the open panel (a step it was asking).
    if (this.keepingPlace(() => this.patchSelection(before, attribute, find))) this.updateBars(this.bar());
    else this.draw();
    this.gate();
    if (this.selected) this.panelInView();
  }

  // A card's actions open under it: opened from the lower half of the screen (where the
  // thumb is) they were under the bottom bar, and the player had to scroll to reach the
  // keypad and Apply. The page moves just enough to show the panel, never
  // so far that the panel's own top leaves the screen.
  // Its card stays below the top bar too: the panel alone would say whose it is.
  panelInView() {
    const panel = $(".sides section.panel.actions", this.root);
    let card = panel && panel.previousElementSibling;
    while (card && card.tagName !== "ARTICLE") card = card.previousElementSibling;
    revealAboveBar(panel, card);
  }

  patchSelection(before, attribute, find) {
    const sides = $(".sides", this.root);
    if (!sides) return false;
    const cardOf = (id) => $(`article[${attribute}="${CSS.escape(id)}"]`, sides);
    const ids = [...new Set([before, this.selected].filter(Boolean))];
    if (ids.some((id) => !find(id) || !cardOf(id))) return false;
    const box = $("#battle-message", this.root);
    const panels = sides.querySelectorAll("section.panel.actions");
    if (!box || panels.length !== (before ? 1 : 0) || (box.parentNode === this.root) === !!before) return false;
    box.remove();
    panels.forEach((panel) => panel.remove());
    for (const id of ids) cardOf(id).replaceWith(this.card(find(id)));
    if (this.selected) cardOf(this.selected).after(this.messageBox(), this.actionPanel(find(this.selected)));
    else sides.before(this.messageBox());
    this.afterDrawing();
    return true;
  }

  // A choice inside the open action panel (a tab): only the panel is drawn again.
  // ``item``: the Regiment or Unit it is for, from the view.
  drawPanel(item) {
    if (!this.onScreen) return;
    const panel = $(".sides section.panel.actions", this.root);
    if (!panel || !item) {
      this.draw();
      return;
    }
    this.keepingPlace(() => {
      panel.replaceWith(this.actionPanel(item));
      this.afterDrawing();
    });
  }

  // ``quiet``: a refusal is returned to the caller to show where the player is (a drag
  // on the battlefield), not in the message box. ``stay``: the page does not move to
  // show the verdict (Undo and Redo, tapped on the bottom bar wherever the player is
  // reading: their buttons said what they do, and the announcement says it again).
  async act(fn, { quiet = false, stay = false } = {}) {
    this.refusal = null;
    this.message(null);
    // Taken now: the tapped control may be switched off (and so lose the focus) before
    // the answer comes (Apply, at its tap).
    const focused = focusPlace(this.root);
    const busy = this.root.querySelectorAll("button, select");
    busy.forEach((b) => b.setAttribute("aria-busy", "true"));
    const previous = this.outcome;
    this.acting = true;
    this.stale = false;
    try {
      let reply;
      try {
        reply = await fn();
      } finally {
        this.acting = false;
      }
      if (reply) {
        this.lastSteps = reply.steps || null;
        this.outcome = this.outcomeOf(reply);
      }
      await this.afterAction(reply);
      if (!this.onScreen) return reply;
      // For `make bench` (bench/page.py): the action is saved; next, the screen.
      performance.mark("aftermath:applied");
      const patched = !!(reply && reply.changes && !this.stale && this.session.reply === reply &&
        this.keepingPlace(() => this.update(reply, previous)));
      if (!patched) this.draw();
      restoreFocus(focused, this.root);
      if (!stay) {
        this.verdictInView();
        this.anchorBelowBar();
      }
      busy.forEach((b) => b.removeAttribute("aria-busy")); // on the nodes a patch kept
      performance.mark("aftermath:drawn");
      setText($("#announce"), this.outcome ? verdictOf(this.outcome) : reply && reply.summary ? summaryOf(reply) : words("screen-done"));
      return reply;
    } catch (err) {
      if (this.redrawOnRefusal) this.draw();
      restoreFocus(focused, this.root);
      busy.forEach((b) => b.removeAttribute("aria-busy"));
      // A die's field ("dice[1]") names a die the player typed: counted and rolled dice
      // are never out of range.
      this.refusal = typedErrorOf(err);
      if (!quiet) this.message(this.refusal);
      return null;
    }
  }

  // The engine's outcome of a push or redo; an undo says what it took back.
  outcomeOf(reply) {
    if (reply.outcome) return reply.outcome;
    if (reply.event && !reply.steps) return { ...reply.event, undone: true, verdict: words("screen-undone", { what: summaryOf(reply) }) };
    return null;
  }

  push(event, extra) {
    return this.act(() => this.session.push(event, extra));
  }

  // An Apply that stays off until a number is entered again: switched off only once
  // act() has taken where the focus is. A focused button switched off loses the focus
  // at once, and act() would then find it on <body> and have nowhere to give it back.
  pushTurningOff(button, event) {
    const pushed = this.push(event);
    button.disabled = true;
    return pushed;
  }

  // Undo and redo leave any half-made entry behind.
  resetEntry() {}

  undo() {
    this.resetEntry();
    return this.act(() => this.session.undo(), { stay: true });
  }

  redo() {
    this.resetEntry();
    return this.act(() => this.session.redo(), { stay: true });
  }

  // "Save to Muster": the engine makes the profile from this Regiment or Unit as the
  // battle began (muster.from_battle); the line under the button says what happened.
  musterButton(piece, name) {
    if (!this.onMuster) return "";
    const status = el("p", { class: "muted", role: "status", "data-muster-status": piece });
    const button = el("button", {
      type: "button", "data-action": "save-to-muster",
      onclick: async () => {
        button.disabled = true;
        setText(status, await this.onMuster(this.session, piece));
        button.disabled = false;
      },
    }, words("screen-save-to-muster"), el("span", { class: "visually-hidden" }, words("screen-save-to-muster-of", { name })));
    return el("div", { class: "muster-save" }, button, status);
  }

}
