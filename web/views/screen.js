// What every game screen shares: acting through the session (busy state, the step log
// of the last action, errors shown, status announced), the top bar with back, share,
// undo and redo, the step log, and the "engine starting" gate. Screens extend it.
import { $, el, setText } from "./dom.js";
import { logView } from "./log.js";

export class GameScreen {
  constructor(root, session, { onBack, onShare, onReport } = {}) {
    this.root = root;
    this.session = session;
    this.onBack = onBack;
    this.onShare = onShare;
    this.onReport = onReport;
    this.lastSteps = null;
    // Redraw from the engine when an action is refused? A screen whose controls show a
    // choice before it is made (a select) says yes; one with entry in progress (dice
    // tapped, points typed) keeps it so the player can correct it.
    this.redrawOnRefusal = false;
    session.addEventListener("change", () => this.render());
  }

  get view() {
    return this.session.view;
  }

  get ready() {
    return this.session.engine.ready;
  }

  // Hooks for subclasses: after an action (before drawing), and when it is refused.
  async afterAction() {}

  async act(fn) {
    this.message(null);
    const busy = this.root.querySelectorAll("button, select");
    busy.forEach((b) => b.setAttribute("aria-busy", "true"));
    try {
      const reply = await fn();
      if (reply) this.lastSteps = reply.steps || null;
      await this.afterAction(reply);
      this.render();
      const said = reply && reply.steps ? reply.steps.map((s) => s.text).slice(-3).join(". ") : "Done";
      setText($("#announce"), said);
      // On a phone the result is far above the button that was tapped: show it.
      if (reply && reply.steps) this.root.querySelector(".result")?.scrollIntoView({ block: "start" });
      return reply;
    } catch (err) {
      if (this.redrawOnRefusal) this.render();
      busy.forEach((b) => b.removeAttribute("aria-busy"));
      this.message(err.message || String(err));
      return null;
    }
  }

  push(event, extra) {
    return this.act(() => this.session.push(event, extra));
  }

  // Undo and redo leave any half-made entry behind.
  resetEntry() {}

  undo() {
    this.resetEntry();
    return this.act(() => this.session.undo());
  }

  redo() {
    this.resetEntry();
    return this.act(() => this.session.redo());
  }

  message(text) {
    const box = $("#battle-message", this.root);
    if (!box) return;
    box.hidden = !text;
    setText(box, text || "");
  }

  topBar({ label = "Battle", subtitle = null, extra = [] } = {}) {
    const view = this.view;
    return el("section", { class: "battle-bar panel", "aria-label": label },
      el("div", { class: "row" },
        el("button", { type: "button", onclick: this.onBack, "aria-label": "Back to battles", "data-offline": "" }, "‹ Battles"),
        el("h2", { class: "battle-title" }, this.session.record.name),
        subtitle ? el("span", { class: "muted" }, subtitle) : "",
        this.onShare ? el("button", { type: "button", "data-action": "share", onclick: this.onShare }, "Share") : "",
        this.onReport ? el("button", { type: "button", "data-action": "report", onclick: this.onReport }, "Report") : ""),
      ...extra,
      el("div", { class: "row" },
        el("button", { type: "button", "data-action": "undo", disabled: !view.can_undo, onclick: () => this.undo() }, "↶ Undo"),
        el("button", { type: "button", "data-action": "redo", disabled: !view.can_redo, onclick: () => this.redo() }, "↷ Redo"),
        el("span", { class: "muted", "data-actions": view.actions }, `${view.actions} action${view.actions === 1 ? "" : "s"}`)));
  }

  notices() {
    return [
      this.ready ? "" : el("p", { class: "message info", role: "status" },
        "Engine starting: this is the saved game; actions open as soon as the engine is ready."),
      el("p", { id: "battle-message", class: "message error", role: "alert", hidden: true }),
    ];
  }

  logPanel(describe, { open = true, className = "" } = {}) {
    const view = this.view;
    return el("details", { class: `panel log-panel ${className}`.trim(), open },
      el("summary", {}, "Step log"),
      logView(this.session.reply ? this.session.reply.log || [] : [], (e) => describe(e, view)));
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
