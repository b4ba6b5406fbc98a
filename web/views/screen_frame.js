// The frame every game screen draws around its cards: the top bar (back, name, the
// engine and offline status in words, Share, Report), the bottom bar (Undo, Redo, the
// step due), the error box, the verdict of the last action, the "engine starting"
// notice and gate, and the step log one tap away.
import { $, arrowed, el, setText, underTopBar } from "./dom.js";
import { logEntry, logView, stepList, summaryOf, verdictOf } from "./log.js";
import { keepAwake } from "./wake_lock.js";
import { moreButton, moreSheet } from "./more_sheet.js";
import { said, words } from "../i18n/words.js";

// The page's own top bar is hidden in game screens, so its engine status and the
// footer's offline status are repeated in words in the game's top bar.
const ENGINE_WORDS = { starting: () => words("screen-engine-starting"), ready: () => words("screen-engine-ready"), failed: () => words("screen-engine-failed") };

function offlineWords(state) {
  if (state === "ready") return navigator.onLine ? words("screen-works-offline") : words("screen-offline-on-phone");
  if (state === "saving") return words("screen-saving-offline");
  if (state === "offline") return words("screen-offline-now");
  if (state === "unsupported") return words("screen-no-offline");
  return "";
}

function statusWords() {
  const engine = document.getElementById("engine-status");
  const offline = document.getElementById("offline-status");
  const working = engine && engine.dataset.state === "ready" && engine.dataset.busy === "true";
  const parts = [
    working ? words("screen-engine-busy") : engine ? ENGINE_WORDS[engine.dataset.state]?.() || engine.textContent : "",
    offline ? offlineWords(offline.dataset.state) : "",
    keepAwake.words(),
  ];
  return parts.filter(Boolean).join(" · ");
}

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
  keepAwake.addEventListener("change", () => {
    update();
    document.querySelectorAll("[data-awake-status]").forEach((n) => setText(n, awakeStatus()));
  });
}

const awakeStatus = () => words("screen-awake-now", { what: keepAwake.words() });

// A Morale Test's dice as the engine judged them; a pass it rolled again says so,
// and its re-roll is in the list after it.
function diceList(dice, label) {
  return el("ol", { class: "dice-results", "aria-label": label },
    ...dice.map((d) => el("li", { class: `die-result ${d.rerolled ? "rerolled" : d.passed ? "pass" : "fail"}`,
      "data-die": d.value, "data-passed": String(d.passed), "data-rerolled": d.rerolled ? "true" : null },
    el("span", { class: "die-chip" }, String(d.value)),
    el("span", { class: "verdict" },
      d.rerolled ? words("screen-die-rerolled") : d.passed ? words("screen-die-pass") : words("screen-die-fail")),
    el("span", { class: "why" }, said(d.reason_msg, d.reason || "")))));
}

export class ScreenFrame {
  // Errors sit in the page flow (never over a control) until dismissed or the next action.
  message(text) {
    this.error = text || null;
    const box = $("#battle-message", this.root);
    if (!box) return;
    box.hidden = !text;
    setText($(".message-text", box), text || "");
    if (!text) return;
    // In view, and not under the top bar that stays on screen (a refusal of New Round,
    // tapped in the bar, would otherwise be said where no one sees it).
    box.scrollIntoView({ block: "nearest" });
    const top = underTopBar();
    const at = box.getBoundingClientRect().top;
    if (at < top) window.scrollBy(0, at - top - 8);
  }

  messageBox() {
    return el("div", { id: "battle-message", class: "message error", role: "alert", hidden: !this.error },
      el("span", { class: "message-text" }, this.error || ""),
      el("button", { type: "button", class: "dismiss", "data-offline": "", onclick: () => this.message(null) }, words("screen-dismiss")));
  }

  // ``clock``: the game's Round and turn, a row of its own under the title (table
  // flow 11); the bar stays at the top of the screen however far it is scrolled.
  // ``tools``: buttons of the screen's own beside More; ``sheet``: what one of them
  // opened, under the bar and staying with it.
  topBar({ label = words("screen-battle"), subtitle = null, clock = null, tools = [], sheet = null } = {}) {
    const view = this.view;
    const linked = this.linkWords ? this.linkWords() : "";
    return el("header", { class: `battle-bar${clock ? " with-clock" : ""}${sheet || this.moreOpen ? " with-sheet" : ""}${linked ? " with-link" : ""}`, "aria-label": label },
      // A word under the arrow, as the bar's other buttons: where it goes, said.
      el("button", { type: "button", class: "back bar-button", onclick: this.onBack, "data-offline": "" },
        el("span", { class: "bar-icon", "aria-hidden": "true" }, "‹"), el("span", { class: "visually-hidden" }, words("screen-back-to")), words("screen-battles")),
      el("div", { class: "bar-title" },
        el("h2", { class: "battle-title" }, this.session.record.name),
        subtitle ? el("p", { class: "bar-sub" }, subtitle) : "",
        this.statusLine()),
      el("span", { class: "muted visually-hidden", "data-actions": view.actions }, words("screen-actions", { n: view.actions })),
      // Icon over a short word: both fit beside the title at 360 px, and their
      // accessible names are their visible words. What a game needs less often (Share,
      // Report, two phones) is one tap further, in More, so the title and what is due
      // stay readable beside them.
      ...tools,
      moreButton(this),
      clock || "",
      // Played on two phones: the link in words, a row of its own under the bar's.
      this.linkWords ? el("p", { class: "bar-link", role: "status", "data-link-bar": "", hidden: !linked }, linked) : "",
      this.moreOpen ? moreSheet(this) : sheet || "");
  }

  // The top bar as this screen draws it (a system's screen adds its game to it).
  bar() {
    return this.topBar();
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
    return el("nav", { class: "bottom-bar", "aria-label": words("screen-bottom-bar") },
      el("button", { type: "button", "data-action": "undo", disabled: !view.can_undo, onclick: () => this.undo() },
        el("span", { class: "bar-verb" }, words("screen-undo")), el("span", { class: "bar-what" }, view.can_undo ? summaryOf(view, "undo_summary") || "" : "")),
      el("button", { type: "button", "data-action": "redo", disabled: !view.can_redo, onclick: () => this.redo() },
        el("span", { class: "bar-verb" }, words("screen-redo")), el("span", { class: "bar-what" }, view.can_redo ? summaryOf(view, "redo_summary") || "" : "")),
      // At most three lines however long the Regiment's name: a taller bar covered the
      // dice field above it.
      due ? el("button", { type: "button", class: "primary due", "data-action": due.action || "due", onclick: due.onclick }, el("span", { class: "due-text" }, due.text))
        : el("p", { class: "due none", "data-action": "nothing-due" }, words("screen-nothing-due")));
  }

  // Whether the screen is kept on in battle: the player's switch, kept on the device,
  // and what the screen does now, in words.
  awakeControl() {
    watchStatus();
    const box = el("input", { type: "checkbox", id: "keep-awake", checked: keepAwake.wanted, "data-offline": "",
      onchange: () => keepAwake.setWanted(box.checked) });
    return el("div", { class: "panel row check-row keep-awake" }, box,
      el("label", { for: "keep-awake" }, words("screen-keep-awake")),
      el("p", { class: "muted", "data-awake-status": "", role: "status" }, awakeStatus()));
  }

  // The verdict under the drawing of the thing it concerns, and why, one tap away.
  verdictFor(match) {
    const out = this.outcome;
    if (!out || !match(out)) return "";
    const dice = out.dice ? [diceList(out.dice, words("screen-morale-dice")),
      ...(out.rerolls ? [el("p", { class: "dice-caption" }, words("screen-morale-rerolls")),
        diceList(out.rerolls, words("screen-morale-rerolls"))] : [])] : [];
    return el("div", { class: "outcome-box" },
      el("p", { class: `verdict-line${out.broke || out.shattered || out.destroyed ? " bad" : ""}`, role: "status", "data-verdict": out.verdict }, ...arrowed(verdictOf(out))),
      this.lastSteps && this.lastSteps.length ? el("details", { class: "result why-log" },
        el("summary", {}, words("screen-why")), ...dice, stepList(this.lastSteps, words("screen-why-steps"))) : "");
  }

  notices() {
    return [
      this.ready ? "" : el("p", { class: "message info", role: "status" },
        words("screen-engine-starting-notice")),
    ];
  }

  // Collapsed by default (table flow 7), and then without its entries: a long battle's
  // log is thousands of nodes that every layout, query and collection of the page would
  // walk at each tap. Opening it draws them; closing it lets them go.
  logPanel({ open = false, className = "" } = {}) {
    // How many entries the engine's log holds, drawn or not (none before it answers).
    const panel = el("details", { class: `panel log-panel ${className}`.trim(), open: open || this.logOpen,
      "data-entries": this.log().length }, el("summary", {}, words("screen-step-log")));
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
      b.title = words("engine-starting-title");
    });
  }
}
