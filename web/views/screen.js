// What every game screen shares: acting through the session (busy state, errors shown
// and dismissible, status announced), a compact top bar (back, name, Round, Share), a
// sticky bottom bar with Undo and Redo saying what they do and the step that is due,
// the engine's one-line verdict of the last action (shown by the thing it concerns),
// the step log one tap away, and the "engine starting" gate. Screens extend it.
// An action never moves the page: the thing it concerns stays where the player saw it,
// and the page moves only as far as it must to show that action's verdict, or a panel
// just opened, above the bottom bar.
import { $, arrowed, el, focusPlace, restoreFocus, revealAboveBar, setText } from "./dom.js";
import { logEntry, logView, stepList } from "./log.js";
import { cardPatch } from "../patch.js";

// The page's own top bar is hidden in game screens, so its engine status and the
// footer's offline status are repeated in words in the game's top bar.
const ENGINE_WORDS = { starting: "◌ Engine starting", ready: "● Engine ready", failed: "✖ Engine failed" };

function offlineWords(state) {
  if (state === "ready") return navigator.onLine ? "works offline" : "offline: all on this phone";
  return { saving: "saving for offline", offline: "offline now", unsupported: "no offline use" }[state] || "";
}

function statusWords() {
  const engine = document.getElementById("engine-status");
  const offline = document.getElementById("offline-status");
  const words = [
    engine ? ENGINE_WORDS[engine.dataset.state] || engine.textContent : "",
    offline ? offlineWords(offline.dataset.state) : "",
  ];
  return words.filter(Boolean).join(" · ");
}

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

// The cards a player scrolls through (Conquest's Regiments, the Ninth Age's Units), by
// the attribute naming each: where the player was is kept as one of them (place()).
export const CARD_ATTRIBUTES = ["data-regiment", "data-unit"];
const CARDS = CARD_ATTRIBUTES.map((a) => `article[${a}]`).join(", ");

// Whether any of ``node`` is on the screen.
function visible(node) {
  if (!node) return false;
  const box = node.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

// A player's own touch, key or wheel: the page reopened where they were stops putting
// them back there (reopenAt).
const OWN_INPUT = ["pointerdown", "touchstart", "wheel", "keydown", "click", "input"];

let watching = false;

function watchStatus() {
  if (watching || typeof MutationObserver !== "function") return;
  watching = true;
  const update = () => document.querySelectorAll(".bar-status").forEach((n) => setText(n, statusWords()));
  const observer = new MutationObserver(update);
  for (const id of ["engine-status", "offline-status"]) {
    const node = document.getElementById(id);
    if (node) observer.observe(node, { attributes: true, childList: true, characterData: true, subtree: true });
  }
  window.addEventListener("online", update);
  window.addEventListener("offline", update);
}

export class GameScreen {
  constructor(root, session, { onBack, onShare, onReport, onMuster } = {}) {
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

  // Where the player is (table flow 2), for the page reopened after a reload or after
  // the phone discarded the tab: the first card not under the top bar, by its id, and
  // how far down the screen it starts (the cards may be drawn taller or shorter by
  // then); for a screen without cards, how far the page is scrolled into the screen
  // (``y``: from the screen's own top, not the page's, since the start-up status above
  // it is taller at a reload than it was).
  place() {
    // Not yet back there (the player has not touched the page): still that place.
    if (this.reopening) return this.reopening;
    const bar = this.root.querySelector(".battle-bar");
    const top = Math.max(0, bar ? bar.getBoundingClientRect().bottom : 0); // scrolled away: 0
    const y = Math.round(-this.root.getBoundingClientRect().top);
    for (const card of this.root.querySelectorAll(CARDS)) {
      const box = card.getBoundingClientRect();
      const name = CARD_ATTRIBUTES.find((a) => card.hasAttribute(a));
      if (box.bottom > top) return { card: [name, card.getAttribute(name)], top: Math.round(box.top), y, ...this.opened() };
    }
    return { card: null, top: 0, y, ...this.opened() };
  }

  // Whose actions are open, and on which tab: a tab the phone discarded mid-action comes
  // back to the panel the player was in (not to a closed card, the page shorter).
  opened() {
    return { open: this.selected || null, tab: this.selected && typeof this.tab === "string" ? this.tab : null };
  }

  // Before the first draw of a battle reopened at ``place``: its open card open again,
  // if the battle still has it, on its tab if that is one of this screen's.
  openAgain(place) {
    if (!place.open || !this.view || !this.item(place.open)) return;
    this.selected = place.open;
    if (place.tab && this.tabs().includes(place.tab)) this.tab = place.tab;
  }

  // Back to ``place`` now and after every whole redraw (the engine's drawing follows the
  // saved one) until the player touches the page or scrolls it some other way (a
  // scroll bar, a screen reader's swipe) away from where it was put.
  reopenAt(place) {
    this.reopening = place;
    const stop = () => {
      this.reopening = null;
      for (const type of OWN_INPUT) window.removeEventListener(type, stop, true);
      window.removeEventListener("scroll", scrolled);
    };
    // Moved from where it was put: by the player, not by the browser keeping the page
    // still while something above changes (its scroll anchoring moves the scroll, not
    // the card).
    const scrolled = () => {
      if (Math.abs(this.anchorOf(place).getBoundingClientRect().top - this.putTop) > 2) stop();
    };
    for (const type of OWN_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
    window.addEventListener("scroll", scrolled, { passive: true });
    this.goTo(place);
  }

  // Where the page was put is kept as it landed: a page shorter than before stops short.
  // A player who was at the top of the page (above the screen's top) is put there.
  goTo(place) {
    const card = this.cardAt(place);
    if (card) window.scrollBy(0, card.getBoundingClientRect().top - place.top);
    else if (place.y > 0) window.scrollBy(0, this.root.getBoundingClientRect().top + place.y);
    else window.scrollTo(0, 0);
    this.putTop = this.anchorOf(place).getBoundingClientRect().top;
  }

  cardAt(place) {
    return place.card ? this.root.querySelector(`article[${place.card[0]}="${CSS.escape(place.card[1])}"]`) : null;
  }

  // What a place is kept by on the screen: its card, or the screen itself.
  anchorOf(place) {
    return this.cardAt(place) || this.root;
  }

  // The screen's anchor (the card acted on) stays where it was across ``change``; when
  // neither it nor the open actions are on the screen, what the player is looking at
  // does: the node in the middle of the screen, if the change keeps it (an Undo or Redo
  // tapped while reading the step log took an entry off, or put one back, above the one
  // being read, and the log jumped by its height).
  keepingPlace(change) {
    let find = () => this.anchor();
    let before = find();
    if (!visible(before) && !visible(this.root.querySelector("section.panel.actions"))) {
      const seen = document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2);
      if (seen && this.root.contains(seen) && !seen.closest(".bottom-bar, .battle-bar")) {
        before = seen;
        find = () => (seen.isConnected ? seen : null);
      }
    }
    const top = before ? before.getBoundingClientRect().top : null;
    const focused = focusPlace(this.root);
    const out = change();
    const after = top == null ? null : find();
    if (after) {
      const shift = after.getBoundingClientRect().top - top;
      if (Math.abs(shift) > 1) window.scrollBy(0, shift);
    }
    restoreFocus(focused, this.root);
    return out;
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
  // else the screen patches.
  patchCards(reply, previous, { list, key, attribute, find, bar, more = () => {} }) {
    const patch = cardPatch(reply.changes, list, key, [previous, this.outcome]);
    const sides = $(".sides", this.root);
    if (!patch || !sides) return false;
    const { ids, changed } = patch;
    const cards = ids.map((id) => [find(id), $(`article[${attribute}="${CSS.escape(id)}"]`, sides)]);
    const panel = this.selected ? $("section.panel.actions", sides) : null;
    if (cards.some(([item, node]) => !item || !node) || (this.selected && (!panel || !find()))) return false;
    for (const [item, node] of cards) {
      if (changed.has(item.id)) node.replaceWith(this.card(item));
      else swapVerdict(node, this.card(item));
    }
    if (panel) panel.replaceWith(this.actionPanel(find()));
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
    if (!this.keepingPlace(() => this.patchSelection(before, attribute, find))) this.draw();
    if (this.selected) this.panelInView();
  }

  // A card's actions open under it: opened from the lower half of the screen (where the
  // thumb is) they were under the bottom bar, and the player had to scroll to reach the
  // keypad and Apply. The page moves just enough to show the panel, never
  // so far that the panel's own top leaves the screen.
  panelInView() {
    revealAboveBar($(".sides section.panel.actions", this.root));
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
      if (!stay) this.verdictInView();
      busy.forEach((b) => b.removeAttribute("aria-busy")); // on the nodes a patch kept
      performance.mark("aftermath:drawn");
      setText($("#announce"), this.outcome ? this.outcome.verdict : reply && reply.summary ? reply.summary : "Done");
      return reply;
    } catch (err) {
      if (this.redrawOnRefusal) this.draw();
      restoreFocus(focused, this.root);
      busy.forEach((b) => b.removeAttribute("aria-busy"));
      this.refusal = err.message || String(err);
      if (!quiet) this.message(this.refusal);
      return null;
    }
  }

  // The verdict of the action just made is in view (table flow, 2): the page keeps
  // the card in place, but a panel that closed under it (the Morale dice, entered below
  // the card) can leave its verdict above the top of the screen, or a patch below the
  // bottom bar. The page then moves just enough to show it.
  verdictInView() {
    const line = this.outcome && this.root.querySelector(".verdict-line");
    if (!line) return;
    const box = line.getBoundingClientRect();
    const bar = this.root.querySelector(".bottom-bar");
    const bottom = bar ? bar.getBoundingClientRect().top : window.innerHeight;
    if (box.top < 0) window.scrollBy(0, box.top - 8);
    else if (box.bottom > bottom) window.scrollBy(0, Math.min(box.bottom - bottom + 8, box.top - 8));
  }

  // The engine's outcome of a push or redo; an undo says what it took back.
  outcomeOf(reply) {
    if (reply.outcome) return reply.outcome;
    if (reply.event && !reply.steps) return { ...reply.event, undone: true, verdict: `Undone: ${reply.summary}` };
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
    }, "Save to Muster", el("span", { class: "visually-hidden" }, `: ${name}`));
    return el("div", { class: "muster-save" }, button, status);
  }

  // Errors sit in the page flow (never over a control) until dismissed or the next action.
  message(text) {
    this.error = text || null;
    const box = $("#battle-message", this.root);
    if (!box) return;
    box.hidden = !text;
    setText($(".message-text", box), text || "");
    if (text) box.scrollIntoView({ block: "nearest" });
  }

  messageBox() {
    return el("div", { id: "battle-message", class: "message error", role: "alert", hidden: !this.error },
      el("span", { class: "message-text" }, this.error || ""),
      el("button", { type: "button", class: "dismiss", "data-offline": "", onclick: () => this.message(null) }, "Dismiss"));
  }

  topBar({ label = "Battle", subtitle = null } = {}) {
    const view = this.view;
    return el("header", { class: "battle-bar", "aria-label": label },
      el("button", { type: "button", class: "back", onclick: this.onBack, "data-offline": "" },
        "‹", el("span", { class: "visually-hidden" }, " Back to battles")),
      el("div", { class: "bar-title" },
        el("h2", { class: "battle-title" }, this.session.record.name),
        subtitle ? el("p", { class: "bar-sub" }, subtitle) : "",
        this.statusLine()),
      el("span", { class: "muted visually-hidden", "data-actions": view.actions }, `${view.actions} action${view.actions === 1 ? "" : "s"}`),
      // Icon over a short word: both fit beside the title at 360 px, and their
      // accessible names are their visible words.
      this.onShare ? el("button", { type: "button", class: "bar-button", "data-action": "share", onclick: this.onShare },
        el("span", { class: "bar-icon", "aria-hidden": "true" }, "⤴"), "Share") : "",
      this.onReport ? el("button", { type: "button", class: "bar-button", "data-action": "report", onclick: this.onReport },
        el("span", { class: "bar-icon", "aria-hidden": "true" }, "▤"), "Report") : "");
  }

  // The engine and offline status, in words (and a symbol, never colour alone).
  statusLine() {
    watchStatus();
    return el("p", { class: "bar-status" }, statusWords());
  }

  // Always on screen: Undo and Redo say what they will do; the step due is one tap away.
  bottomBar() {
    const view = this.view;
    const due = this.pending();
    return el("nav", { class: "bottom-bar", "aria-label": "Undo, redo and what is due" },
      el("button", { type: "button", "data-action": "undo", disabled: !view.can_undo, onclick: () => this.undo() },
        el("span", { class: "bar-verb" }, "↶ Undo"), el("span", { class: "bar-what" }, view.can_undo ? view.undo_summary || "" : "")),
      el("button", { type: "button", "data-action": "redo", disabled: !view.can_redo, onclick: () => this.redo() },
        el("span", { class: "bar-verb" }, "↷ Redo"), el("span", { class: "bar-what" }, view.can_redo ? view.redo_summary || "" : "")),
      due ? el("button", { type: "button", class: "primary due", "data-action": due.action || "due", onclick: due.onclick }, due.text)
        : el("p", { class: "due none", "data-action": "nothing-due" }, "Nothing due"));
  }

  // The verdict under the drawing of the thing it concerns, and why, one tap away.
  verdictFor(match) {
    const out = this.outcome;
    if (!out || !match(out)) return "";
    const dice = out.dice ? el("ol", { class: "dice-results", "aria-label": "Morale dice" },
      ...out.dice.map((d) => el("li", { class: `die-result ${d.passed ? "pass" : "fail"}`, "data-die": d.value, "data-passed": String(d.passed) },
        el("span", { class: "die-chip" }, String(d.value)), el("span", { class: "verdict" }, d.passed ? "pass" : "fail"),
        el("span", { class: "why" }, d.reason || "")))) : "";
    return el("div", { class: "outcome-box" },
      el("p", { class: `verdict-line${out.broke || out.shattered || out.destroyed ? " bad" : ""}`, role: "status", "data-verdict": out.verdict }, ...arrowed(out.verdict)),
      this.lastSteps && this.lastSteps.length ? el("details", { class: "result why-log" },
        el("summary", {}, "Why?"), dice, stepList(this.lastSteps, "What happened, step by step")) : "");
  }

  notices() {
    return [
      this.ready ? "" : el("p", { class: "message info", role: "status" },
        "Engine starting: this is the saved game; actions open as soon as the engine is ready."),
    ];
  }

  // Collapsed by default (table flow 7), and then without its entries: a long battle's
  // log is thousands of nodes that every layout, query and collection of the page would
  // walk at each tap. Opening it draws them; closing it lets them go.
  logPanel({ open = false, className = "" } = {}) {
    // How many entries the engine's log holds, drawn or not (none before it answers).
    const panel = el("details", { class: `panel log-panel ${className}`.trim(), open: open || this.logOpen,
      "data-entries": this.log().length }, el("summary", {}, "Step log: every action and why"));
    if (panel.open) panel.append(logView(this.log()));
    panel.addEventListener("toggle", () => {
      this.logOpen = panel.open;
      const drawn = panel.children.length > 1;
      if (panel.open && !drawn) panel.append(logView(this.log()));
      else if (!panel.open && drawn) panel.lastElementChild.remove();
    });
    return panel;
  }

  log() {
    return this.session.reply ? this.session.reply.log || [] : [];
  }

  // The step log after a push or redo (one entry added, drawn first) or an undo (the
  // newest entry removed); the earlier entries' nodes stay. Anything else: drawn again.
  // A closed log has no entries to patch: opening it draws them.
  updateLog(reply) {
    const panel = $(".log-panel", this.root);
    if (!panel) return;
    const log = this.log();
    panel.dataset.entries = String(log.length);
    if (!panel.open || panel.children.length < 2) return;
    const list = $("ol.log", panel);
    const shown = list ? list.children.length : 0;
    if (reply.entry && list && shown === log.length - 1) {
      list.prepend(logEntry(reply.entry, log.length - 1));
    } else if (Number.isInteger(reply.removed) && list && reply.removed > 0 && shown === reply.removed + 1) {
      list.firstElementChild.remove();
    } else {
      panel.lastElementChild.replaceWith(logView(log));
    }
  }

  // The top and bottom bars say the action count, the Round, Undo and Redo: drawn again.
  updateBars(topBar) {
    $(".battle-bar", this.root)?.replaceWith(topBar);
    $(".bottom-bar", this.root)?.replaceWith(this.bottomBar());
  }

  // Until Python is up, nothing that needs it can be pressed, and it says why.
  gate() {
    if (this.ready) return;
    this.root.querySelectorAll("button:not([data-offline]), select").forEach((b) => {
      b.disabled = true;
      b.title = "engine starting";
    });
  }
}
