// The after-battle report: what each side lost per Round and how lucky its dice were,
// as the engine worked it out (report.build); drawn as SVG charts, shared as a PNG
// rendered from those SVGs in the page, or as the engine's plain-text summary. Every
// number and sentence comes from the engine; this module only lays them out.
// ``statuses`` are the system's words for a side's Broken, Shattered, Destroyed ...
// (engine.systems), ``part`` draws the system's own part of the report, if any.
import { el } from "./dom.js";
import { lossesChart, luckChart, percentText, shareCard, summaryText, svgToPng } from "./report_charts.js";
import { errorOf, language, said, words } from "../i18n/words.js";
import { withSideNames } from "./sides.js";
import { wordText } from "../system_words.js";

// A figure a player can tap to see exactly: "25%" <-> "1/4". Its accessible name is
// its visible text, whichever form is shown.
function exactToggle(label, chance, key) {
  const value = el("span", { class: "odds-value" }, percentText(chance.percent));
  let exact = false;
  return el("button", {
    type: "button", class: "odds-chance", "data-odds": key, "data-probability": chance.probability,
    title: words("report-exact-toggle"),
    onclick: () => {
      exact = !exact;
      value.textContent = exact ? chance.probability : percentText(chance.percent);
    },
  }, el("span", { class: "odds-label" }, words("report-odds-label", { label })), " ", value);
}

// The engine's verdict of a roll (lucky, unlucky, about as expected) in words.
const verdictWords = (verdict) => words("report-line-verdict", { verdict: { "about as expected": "as_expected" }[verdict] || verdict });

function fileName(title) {
  const slug = String(title).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
  return `aftermath-${slug || "report"}.png`;
}

export class ReportScreen {
  constructor(root, session, { onBack, onShareLink, statuses = [], part = null } = {}) {
    this.root = root;
    this.statuses = statuses;
    this.part = part;
    this.session = session;
    this.onBack = onBack;
    this.onShareLink = onShareLink;
    this.built = null;
    this.error = null;
    this.note = "";
    this.fallback = false;
  }

  // The engine's report with the sides' default names said in the reader's language
  // (charts, sentences, the summary to copy), worked out again when the language changes.
  get report() {
    if (!this.built) return null;
    if (this.shown?.built !== this.built || this.shown.language !== language()) {
      this.shown = { built: this.built, language: language(), report: withSideNames(this.built) };
    }
    return this.shown.report;
  }

  get title() {
    return this.session.record.name;
  }

  // Quietly: re-opening the game after a worker restart must not redraw the game
  // screen over the report.
  async load() {
    try {
      this.built = await this.session.ask("report.build", { name: this.title }, { quiet: true });
      this.error = null;
    } catch (err) {
      this.error = errorOf(err);
    }
    // Left before it was built (the app shows another screen): it does not draw there.
    if (this.onScreen !== false) this.render();
  }

  say(message) {
    this.note = message;
    const box = this.root.querySelector("#report-note");
    if (box) box.textContent = message;
  }

  async sharePicture(share) {
    try {
      const blob = await svgToPng(shareCard(this.report, this.title));
      const name = fileName(this.title);
      if (share) {
        const file = new File([blob], name, { type: "image/png" });
        await navigator.share({ files: [file], title: this.title });
        this.say(words("report-picture-shared"));
        return;
      }
      const url = URL.createObjectURL(blob);
      const a = el("a", { href: url, download: name, hidden: true });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      this.say(words("report-picture-saved", { file: name, size: Math.round(blob.size / 1024) }));
    } catch (err) {
      if (err && err.name === "AbortError") return this.say(words("report-share-cancelled"));
      this.say(words("report-picture-failed", { reason: err.message || String(err) }));
    }
  }

  // Only the note (and, if refused, the text box) changes: open sections, toggles and
  // an open Share dialog stay as they are.
  async copySummary() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(summaryText(this.report));
      this.say(words("report-summary-copied"));
    } catch {
      // Refused (no permission, no secure context): show the text to copy by hand.
      this.fallback = true;
      const panel = this.root.querySelector(".report-share");
      let area = this.root.querySelector("#report-summary-text");
      if (!area && panel) {
        panel.append(this.summaryField());
        area = this.root.querySelector("#report-summary-text");
      }
      if (area) {
        area.focus();
        area.select();
      }
      this.say(words("report-copy-refused"));
    }
  }

  summaryField() {
    return el("div", { class: "field" },
      el("label", { for: "report-summary-text" }, words("report-summary-label")),
      el("textarea", { id: "report-summary-text", readonly: true, rows: 8 }, summaryText(this.report)));
  }

  // Draws each chart again at its panel's width, so one unit of the SVG is one CSS
  // pixel and its 12 px text is 12 px on the phone, not scaled down to fit.
  fitCharts() {
    for (const chart of this.root.querySelectorAll("figure .report-chart")) {
      const width = Math.floor(chart.clientWidth);
      if (!width || width === Number(chart.getAttribute("width"))) continue;
      const kind = chart.dataset.chart;
      const fresh = kind === "losses"
        ? lossesChart(this.report, "screen", width)
        : luckChart(this.report, Number(kind.slice("luck-".length)), "screen", width);
      chart.replaceWith(fresh);
    }
  }

  // Making a link (and its QR code) takes a moment: the button says so while it works.
  async shareLink(button) {
    const label = button.textContent;
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    button.textContent = words("report-making-link");
    try {
      await this.onShareLink();
    } finally {
      button.disabled = false;
      button.removeAttribute("aria-busy");
      button.textContent = label;
    }
  }

  canShareFiles() {
    if (!navigator.canShare || !navigator.share) return false;
    try {
      return navigator.canShare({ files: [new File([new Uint8Array(1)], "x.png", { type: "image/png" })] });
    } catch {
      return false;
    }
  }

  render() {
    const report = this.report;
    const head = el("section", { class: "panel report-bar", "aria-label": words("report-label") },
      el("div", { class: "row" },
        el("button", { type: "button", "data-action": "report-back", "data-offline": "", onclick: this.onBack }, words("report-back")),
        el("h2", { class: "battle-title" }, words("report-title", { name: this.title }))));
    if (this.error) {
      this.root.replaceChildren(el("div", { class: "report" }, head,
        el("p", { class: "message error", role: "alert" }, words("report-failed", { reason: this.error }))));
      return;
    }
    if (!report) {
      this.root.replaceChildren(el("div", { class: "report" }, head,
        el("p", { class: "message info", role: "status" }, words("report-working"))));
      return;
    }
    const luck = report.luck;
    this.root.replaceChildren(el("div", { class: "report", "data-system": report.system, "data-actions": report.actions },
      head,
      el("p", { class: "muted" }, words("report-about", { title: said(report.title_msg, report.title), first: report.players[0], second: report.players[1], actions: report.actions })),
      this.sharePanel(),
      this.lossesPanel(report),
      luck ? this.luckPanel(report) : "",
      this.part ? this.part(report) : "",
      report.statements.length ? el("section", { class: "panel report-statements", "aria-label": words("report-statements-label") },
        el("h3", {}, words("report-statements")),
        ...report.statements.map((s, i) => el("p", { class: "statement" }, said((report.statement_msgs || [])[i], s)))) : ""));
    this.fitCharts();
  }

  sharePanel() {
    const share = this.canShareFiles();
    return el("section", { class: "panel report-share", "aria-label": words("report-share-label") },
      el("h3", {}, words("report-share")),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "report-png", "data-offline": "", onclick: () => this.sharePicture(false) }, words("report-download-png")),
        share ? el("button", { type: "button", "data-action": "report-share-png", "data-offline": "", onclick: () => this.sharePicture(true) }, words("report-share-png")) : "",
        el("button", { type: "button", "data-action": "report-copy", "data-offline": "", onclick: () => this.copySummary() }, words("report-copy")),
        this.onShareLink ? el("button", { type: "button", "data-action": "report-link", onclick: (event) => this.shareLink(event.currentTarget) }, words("report-link")) : ""),
      el("p", { id: "report-note", class: "muted", role: "status", "aria-live": "polite" }, this.note),
      this.fallback ? this.summaryField() : "");
  }

  lossesPanel(report) {
    const measures = report.measures;
    const table = el("table", { class: "report-table" },
      el("caption", {}, words("report-losses-caption")),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, ""), ...report.players.map((p) => el("th", { scope: "col" }, p)))),
      el("tbody", {}, ...report.periods.flatMap((p) => [
        el("tr", { class: "period-row" }, el("th", { scope: "rowgroup", colspan: 3 }, p.round != null ? words("report-round", { round: p.round }) : said(p.msg, p.label))),
        ...measures.map((m) => el("tr", {}, el("th", { scope: "row" }, said(m.msg, m.label)),
          ...p.sides.map((s, i) => el("td", { "data-period": p.label, "data-side": i, "data-measure": m.key }, String(s.counts[m.key] || 0))))),
        ...this.statuses.map((w) => [w.key, wordText(w)])
          .filter(([key]) => p.sides.some((s) => (s[key] || []).length))
          .map(([key, label]) => el("tr", {}, el("th", { scope: "row" }, label),
            ...p.sides.map((s) => el("td", {}, (s[key] || []).join(", ") || "—")))),
      ])));
    return el("section", { class: "panel report-losses", "aria-label": words("report-losses") },
      el("h3", {}, words("report-losses")),
      el("p", { class: "report-lead" }, el("strong", {}, said(report.lead_msg, report.lead_text))),
      el("ul", { class: "report-totals" }, ...report.loss_text.map((t, i) => el("li", { "data-side": i }, said((report.loss_msgs || [])[i], t)))),
      this.strengthList(report),
      el("figure", { class: "report-figure" }, lossesChart(report)),
      el("details", {}, el("summary", {}, words("report-every-number", { rounds: report.periods[0].round != null ? "yes" : "no" })), table));
  }

  // Each Regiment's or Unit's strength now beside its start, by side, in the engine's words.
  strengthList(report) {
    if (!report.strengths.length) return "";
    return el("div", { class: "report-strengths" },
      el("h4", {}, words("report-strengths")),
      ...report.players.flatMap((p, side) => [el("p", { class: "strength-side" }, p),
        el("ul", { "data-side": side },
          ...report.strengths.filter((st) => st.side === side).map((st) =>
            el("li", { "data-strength": st.name, "data-status": st.status }, said(st.msg, st.text))))]));
  }

  luckPanel(report) {
    const luck = report.luck;
    if (!luck.rolls.length) {
      return el("section", { class: "panel report-luck", "aria-label": words("report-luck"), "data-rolls": 0 },
        el("h3", {}, words("report-luck")),
        el("p", {}, said(luck.none_msg, luck.none_text)));
    }
    const swing = luck.swing;
    return el("section", { class: "panel report-luck", "aria-label": words("report-luck"), "data-rolls": luck.rolls.length },
      el("h3", {}, words("report-luck-title", { rule: luck.rule })),
      el("ul", { class: "report-side-luck" }, ...luck.sides.map((s, i) => s
        ? el("li", { "data-side": i, "data-actual": s.actual, "data-percentile": s.percentile.toFixed(1), "data-verdict": s.verdict }, said(s.msg, s.text),
          " ", exactToggle(said(s.quote_msg, s.quote.label), s.quote, `side-${i}-quote`), " ", el("span", { class: "standing" }, said(s.standing_msg, s.standing)))
        : el("li", { "data-side": i }, said((luck.side_msgs || [])[i], luck.side_texts[i])))),
      swing ? el("p", { class: "report-swing", "data-roll": swing.roll },
        el("strong", {}, words("report-swing")), " ", said(swing.msg, swing.text), " ", exactToggle(words("report-chance"), swing.tail, "swing")) : "",
      ...luck.sides.map((s, i) => (s ? el("figure", { class: "report-figure" }, luckChart(report, i)) : "")),
      el("details", { class: "report-rolls" },
        el("summary", {}, said(luck.rolls_heading_msg, luck.rolls_heading)),
        el("ol", {}, ...luck.rolls.map((r, i) => el("li", { "data-roll": i, "data-side": r.side, "data-verdict": r.luck.verdict },
          words("report-roll", { when: said(r.when_msg, r.when), who: r.who, player: report.players[r.side], what: said(r.what_msg, r.what), dice: r.dice.join(", "),
            worse: percentText(r.luck.this_or_worse.percent), better: percentText(r.luck.this_or_better.percent), verdict: verdictWords(r.luck.verdict), rule: r.rule }))))),
      this.exactFractions(report));
  }

  // The exact chances behind every percentage, one tap away and never in the main view.
  exactFractions(report) {
    const luck = report.luck;
    return el("details", { class: "report-exact" },
      el("summary", {}, words("report-exact")),
      el("ul", {},
        ...luck.sides.map((s, i) => (s ? el("li", { "data-side": i }, words("report-exact-side", {
          player: report.players[i], actual: s.actual, worse: s.this_or_worse.probability, better: s.this_or_better.probability })) : "")),
        ...luck.rolls.map((r, i) => el("li", { "data-roll": i }, words("report-exact-roll", {
          when: said(r.when_msg, r.when), who: r.who, worse: r.luck.this_or_worse.probability, better: r.luck.this_or_better.probability })))));
  }
}
