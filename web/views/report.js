// The after-battle report: what each side lost per Round and how lucky its dice were,
// as the engine worked it out (report.build); drawn as SVG charts, shared as a PNG
// rendered from those SVGs in the page, or as the engine's plain-text summary. Every
// number and sentence comes from the engine; this module only lays them out.
import { el, svg } from "./dom.js";
import { percentText } from "./odds.js";

// Colours match the game screens; each side is also told apart by a pattern and by
// its name written beside the bars, so colour is never the only label.
const SIDE_FILL = ["#2e5fa8", "#a8432e"];
const INK = "#1d2433";
const MUTED = "#5b6476";
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
const W = 340;

const text = (x, y, content, props = {}) => svg("text", {
  x, y, fill: INK, "font-family": FONT, "font-size": 12, ...props,
}, content);

// Side 1's bars are striped: defined in every chart that needs it, so a chart copied
// into the share image keeps its own definitions.
function defs(id) {
  return svg("defs", {},
    svg("pattern", { id, width: 6, height: 6, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      svg("rect", { width: 6, height: 6, fill: SIDE_FILL[1] }),
      svg("rect", { width: 2, height: 6, fill: "#ffffff", "fill-opacity": 0.55 })));
}

function legend(players, y, stripes) {
  return svg("g", { class: "legend" },
    svg("rect", { x: 8, y: y - 11, width: 14, height: 14, fill: SIDE_FILL[0] }),
    text(27, y, `${players[0]} (solid)`),
    svg("rect", { x: 175, y: y - 11, width: 14, height: 14, fill: `url(#${stripes})` }),
    text(194, y, `${players[1]} (striped)`));
}

// Losses per period (Round) per side, of the report's first measure, as grouped bars
// with each number written on its bar.
export function lossesChart(report, idSuffix = "screen") {
  const measure = report.measures[0];
  const periods = report.periods;
  const stripes = `stripes-losses-${idSuffix}`;
  const top = Math.max(1, ...periods.flatMap((p) => p.sides.map((s) => s.counts[measure.key] || 0)));
  const chartTop = 44;
  const chartH = 120;
  const slot = (W - 20) / Math.max(1, periods.length);
  const barW = Math.max(6, Math.min(36, slot / 2 - 4));
  const rounds = periods[0].label.startsWith("Round");
  const label = measure.label.charAt(0).toUpperCase() + measure.label.slice(1);
  const title = `${label}${rounds ? " per Round" : ""}, by side`;
  const node = svg("svg", {
    class: "report-chart", "data-chart": "losses", viewBox: `0 0 ${W} ${chartTop + chartH + 40}`,
    width: W, height: chartTop + chartH + 40, role: "img",
    "aria-label": `${title}. ${periods.map((p) => `${p.label}: ${report.players[0]} ${p.sides[0].counts[measure.key] || 0}, ${report.players[1]} ${p.sides[1].counts[measure.key] || 0}`).join("; ")}`,
  }, defs(stripes), svg("rect", { width: W, height: chartTop + chartH + 40, fill: "#ffffff" }),
  text(8, 16, title, { "font-weight": 700, "font-size": 13 }), legend(report.players, 36, stripes));
  const base = chartTop + chartH;
  node.append(svg("line", { x1: 8, x2: W - 8, y1: base, y2: base, stroke: MUTED }));
  periods.forEach((p, i) => {
    const x0 = 10 + i * slot + (slot - (2 * barW + 4)) / 2;
    p.sides.forEach((s, side) => {
      const value = s.counts[measure.key] || 0;
      const h = (value / top) * (chartH - 18);
      const x = x0 + side * (barW + 4);
      node.append(
        svg("rect", { x, y: base - h, width: barW, height: Math.max(h, 0), fill: side ? `url(#${stripes})` : SIDE_FILL[0], stroke: SIDE_FILL[side], "data-side": side, "data-value": value }),
        text(x + barW / 2, base - h - 4, String(value), { "text-anchor": "middle", "font-size": 12 }));
    });
    node.append(text(10 + i * slot + slot / 2, base + 16, p.label.replace("Round ", "R"), { "text-anchor": "middle", fill: MUTED }));
  });
  if (rounds) node.append(text(8, base + 34, "R1, R2…: Rounds", { fill: MUTED }));
  return node;
}

// One side's luck: the exact distribution of its total bad results as bars, the real
// total marked with a dark bar, a line and its number in words.
export function luckChart(report, side, idSuffix = "screen") {
  const luck = report.luck.sides[side];
  const unitPlural = report.luck.bad;
  // Only the values with a visible chance (and the real result) are drawn; the tails
  // beyond are thinner than a pixel.
  const shown = luck.outcomes.filter((o) => o.percent >= 0.05 || o.value === luck.actual);
  const lo = Math.min(...shown.map((o) => o.value));
  const hi = Math.max(...shown.map((o) => o.value));
  const bars = luck.outcomes.filter((o) => o.value >= lo && o.value <= hi);
  const top = Math.max(...bars.map((o) => o.percent));
  const chartTop = 58;
  const chartH = 100;
  const step = (W - 20) / Math.max(1, hi - lo + 1);
  const barW = Math.max(1, step - (step > 6 ? 2 : 0));
  const base = chartTop + chartH;
  const height = base + 56;
  const name = report.players[side];
  const node = svg("svg", {
    class: "report-chart", "data-chart": `luck-${side}`, viewBox: `0 0 ${W} ${height}`, width: W, height, role: "img",
    "aria-label": `${name}: chance of each total of ${unitPlural}; the real total was ${luck.actual}, expected ${luck.expected_value.toFixed(1)}, ${luck.actual} or more: ${percentText(luck.this_or_worse.percent)}`,
  }, svg("rect", { width: W, height, fill: "#ffffff" }),
  text(8, 16, `${name}: total ${unitPlural}`, { "font-weight": 700, "font-size": 13 }),
  text(8, 32, `Real total ${luck.actual} (dark bar), expected ${luck.expected_value.toFixed(1)}`, { fill: MUTED }));
  node.append(svg("line", { x1: 8, x2: W - 8, y1: base, y2: base, stroke: MUTED }));
  let markX = 0;
  bars.forEach((o) => {
    const x = 10 + (o.value - lo) * step;
    const h = (o.percent / top) * (chartH - 16);
    const real = o.value === luck.actual;
    if (real) markX = x + barW / 2;
    node.append(svg("rect", {
      x, y: base - h, width: barW, height: h, fill: real ? INK : SIDE_FILL[side],
      "fill-opacity": real ? 1 : 0.55, "data-value": o.value, "data-actual": real ? "true" : null,
    }));
  });
  node.append(svg("line", { x1: markX, x2: markX, y1: chartTop - 2, y2: base + 4, stroke: INK, "stroke-width": 1.5, "stroke-dasharray": "3 2" }));
  const anchor = markX > W * 0.7 ? "end" : markX < W * 0.3 ? "start" : "middle";
  node.append(text(markX, chartTop - 4, `real ${luck.actual}`, { "text-anchor": anchor, "font-weight": 700 }));
  node.append(text(10, base + 16, String(lo), { fill: MUTED }), text(W - 10, base + 16, String(hi), { fill: MUTED, "text-anchor": "end" }));
  node.append(text(8, base + 36, `${luck.actual} or more: ${percentText(luck.this_or_worse.percent)}; ${luck.actual} or fewer: ${percentText(luck.this_or_better.percent)}`));
  node.append(text(8, base + 52, `Percentile ${luck.percentile.toFixed(0)} (${luck.verdict})`, { fill: MUTED }));
  return node;
}

// A figure a player can tap to see exactly: "25%" <-> "1/4". Its accessible name is
// its visible text, whichever form is shown.
function exactToggle(label, chance, key) {
  const value = el("span", { class: "odds-value" }, percentText(chance.percent));
  let exact = false;
  return el("button", {
    type: "button", class: "odds-chance", "data-odds": key, "data-probability": chance.probability,
    title: "Tap to switch between the percentage and the exact fraction",
    onclick: () => {
      exact = !exact;
      value.textContent = exact ? chance.probability : percentText(chance.percent);
    },
  }, el("span", { class: "odds-label" }, `${label}: `), value);
}

function wrap(line, width) {
  const words = String(line).split(" ");
  const out = [];
  let cur = "";
  for (const w of words) {
    if (cur && (cur + " " + w).length > width) {
      out.push(cur);
      cur = w;
    } else {
      cur = cur ? `${cur} ${w}` : w;
    }
  }
  if (cur) out.push(cur);
  return out;
}

// The share image: the charts stacked under a title, and the summary's lines below, in
// one SVG with every style written on its elements (an SVG drawn as an image sees no
// stylesheet).
export function shareCard(report, title) {
  const pad = 10;
  const parts = [lossesChart(report, "card")];
  if (report.luck && report.luck.rolls.length) {
    report.luck.sides.forEach((s, i) => { if (s) parts.push(luckChart(report, i, "card")); });
  }
  const lines = report.summary.split("\n").slice(1).flatMap((l) => wrap(l, 52));
  let y = 52;
  const card = svg("svg", { xmlns: "http://www.w3.org/2000/svg", width: W + 2 * pad, viewBox: "" });
  card.append(svg("rect", { x: 0, y: 0, width: W + 2 * pad, height: 10000, fill: "#f5f3ee" }));
  card.append(text(pad, 22, wrap(title, 40)[0], { "font-weight": 700, "font-size": 16 }),
    text(pad, 40, wrap(report.summary.split("\n")[0], 52)[0], { fill: MUTED }));
  for (const part of parts) {
    const h = Number(part.getAttribute("height"));
    part.setAttribute("x", pad);
    part.setAttribute("y", y);
    card.append(part);
    y += h + 8;
  }
  for (const line of lines) {
    y += 16;
    card.append(text(pad, y, line));
  }
  y += 16;
  card.setAttribute("height", y);
  card.setAttribute("viewBox", `0 0 ${W + 2 * pad} ${y}`);
  card.firstChild.setAttribute("height", y);
  return card;
}

// SVG -> <img> (a blob: URL of our own making) -> canvas -> PNG blob. Rejects, never
// hangs, if the browser cannot draw it.
export function svgToPng(node, scale = 2) {
  const width = Number(node.getAttribute("width"));
  const height = Number(node.getAttribute("height"));
  const source = new XMLSerializer().serializeToString(node);
  const url = URL.createObjectURL(new Blob([source], { type: "image/svg+xml" }));
  return new Promise((resolve, reject) => {
    const img = new Image();
    const timer = setTimeout(() => { URL.revokeObjectURL(url); reject(new Error("the image took too long to draw")); }, 10_000);
    img.onload = () => {
      clearTimeout(timer);
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const ctx = canvas.getContext("2d");
      ctx.scale(scale, scale);
      ctx.drawImage(img, 0, 0, width, height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("the browser could not make a PNG"))), "image/png");
    };
    img.onerror = () => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      reject(new Error("the browser could not draw the report as an image"));
    };
    img.src = url;
  });
}

function fileName(title) {
  const slug = String(title).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40);
  return `aftermath-${slug || "report"}.png`;
}

export class ReportScreen {
  constructor(root, session, { onBack, onShareLink } = {}) {
    this.root = root;
    this.session = session;
    this.onBack = onBack;
    this.onShareLink = onShareLink;
    this.report = null;
    this.error = null;
    this.note = "";
    this.fallback = false;
  }

  get title() {
    return this.session.record.name;
  }

  // Asked straight of the engine (not through the session), so that re-opening the
  // game after a worker restart does not redraw the game screen over the report.
  async load() {
    const engine = this.session.engine;
    const payload = { game_id: this.session.id };
    try {
      try {
        this.report = await engine.request("report.build", payload);
      } catch (err) {
        if (err.type !== "not_open") throw err;
        await engine.request("game.open", { game_id: this.session.id, game: this.session.record.game });
        this.report = await engine.request("report.build", payload);
      }
      this.error = null;
    } catch (err) {
      this.error = err.message || String(err);
    }
    this.render();
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
        this.say("Picture shared.");
        return;
      }
      const url = URL.createObjectURL(blob);
      const a = el("a", { href: url, download: name, hidden: true });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 30_000);
      this.say(`Picture saved as ${name} (${Math.round(blob.size / 1024)} kB).`);
    } catch (err) {
      if (err && err.name === "AbortError") return this.say("Sharing cancelled.");
      this.say(`The picture could not be made: ${err.message || err}`);
    }
  }

  async copySummary() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(this.report.summary);
      this.fallback = false;
      this.render();
      this.say("Summary copied: paste it into your chat.");
    } catch {
      // Refused (no permission, no secure context): show the text to copy by hand.
      this.fallback = true;
      this.render();
      const area = this.root.querySelector("#report-summary-text");
      area.focus();
      area.select();
      this.say("Copying was refused here: the summary is selected below, copy it by hand.");
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
    const head = el("section", { class: "panel report-bar", "aria-label": "Report" },
      el("div", { class: "row" },
        el("button", { type: "button", "data-action": "report-back", "data-offline": "", onclick: this.onBack }, "‹ Back to the game"),
        el("h2", { class: "battle-title" }, `Report: ${this.title}`)));
    if (this.error) {
      this.root.replaceChildren(el("div", { class: "report" }, head,
        el("p", { class: "message error", role: "alert" }, `The report could not be built: ${this.error}`)));
      return;
    }
    if (!report) {
      this.root.replaceChildren(el("div", { class: "report" }, head,
        el("p", { class: "message info", role: "status" }, "Working out the report…")));
      return;
    }
    const luck = report.luck;
    this.root.replaceChildren(el("div", { class: "report", "data-system": report.system, "data-actions": report.actions },
      head,
      el("p", { class: "muted" }, `${report.title}: ${report.players[0]} vs ${report.players[1]}, ${report.actions} action${report.actions === 1 ? "" : "s"}.`),
      this.sharePanel(),
      this.lossesPanel(report),
      luck ? this.luckPanel(report) : "",
      report.campaign ? this.campaignPanel(report) : "",
      report.statements.length ? el("section", { class: "panel report-statements", "aria-label": "What the report can judge" },
        el("h3", {}, "What this report can judge"),
        ...report.statements.map((s) => el("p", { class: "statement" }, s))) : ""));
  }

  sharePanel() {
    const share = this.canShareFiles();
    return el("section", { class: "panel report-share", "aria-label": "Share the report" },
      el("h3", {}, "Share"),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "report-png", "data-offline": "", onclick: () => this.sharePicture(false) }, "Download picture (PNG)"),
        share ? el("button", { type: "button", "data-action": "report-share-png", "data-offline": "", onclick: () => this.sharePicture(true) }, "Share picture…") : "",
        el("button", { type: "button", "data-action": "report-copy", "data-offline": "", onclick: () => this.copySummary() }, "Copy text summary"),
        this.onShareLink ? el("button", { type: "button", "data-action": "report-link", onclick: this.onShareLink }, "Share link") : ""),
      el("p", { id: "report-note", class: "muted", role: "status", "aria-live": "polite" }, this.note),
      this.fallback ? el("div", { class: "field" },
        el("label", { for: "report-summary-text" }, "Text summary"),
        el("textarea", { id: "report-summary-text", readonly: true, rows: 8 }, this.report.summary)) : "");
  }

  lossesPanel(report) {
    const measures = report.measures;
    const table = el("table", { class: "report-table" },
      el("caption", {}, "Losses per side"),
      el("thead", {}, el("tr", {}, el("th", { scope: "col" }, ""), ...report.players.map((p) => el("th", { scope: "col" }, p)))),
      el("tbody", {}, ...report.periods.flatMap((p) => [
        el("tr", { class: "period-row" }, el("th", { scope: "rowgroup", colspan: 3 }, p.label)),
        ...measures.map((m) => el("tr", {}, el("th", { scope: "row" }, m.label),
          ...p.sides.map((s, i) => el("td", { "data-period": p.label, "data-side": i, "data-measure": m.key }, String(s.counts[m.key] || 0))))),
        ...[["broken", "Broken"], ["shattered", "Shattered"], ["destroyed", "Destroyed"]]
          .filter(([key]) => p.sides.some((s) => (s[key] || []).length))
          .map(([key, label]) => el("tr", {}, el("th", { scope: "row" }, label),
            ...p.sides.map((s) => el("td", {}, (s[key] || []).join(", ") || "—")))),
      ])));
    return el("section", { class: "panel report-losses", "aria-label": "Losses" },
      el("h3", {}, "Losses"),
      el("ul", { class: "report-totals" }, ...report.loss_text.map((t, i) => el("li", { "data-side": i }, t))),
      el("figure", { class: "report-figure" }, lossesChart(report)),
      el("details", {}, el("summary", {}, `Every number${report.periods[0].label.startsWith("Round") ? ", per Round" : ""}`), table));
  }

  luckPanel(report) {
    const luck = report.luck;
    if (!luck.rolls.length) {
      return el("section", { class: "panel report-luck", "aria-label": "Luck", "data-rolls": 0 },
        el("h3", {}, "Luck"),
        el("p", {}, `No ${luck.unit}s to judge yet.`));
    }
    const swing = luck.swing;
    return el("section", { class: "panel report-luck", "aria-label": "Luck", "data-rolls": luck.rolls.length },
      el("h3", {}, `Luck by the exact odds (${luck.rule})`),
      el("ul", { class: "report-side-luck" }, ...luck.sides.map((s, i) => s
        ? el("li", { "data-side": i, "data-actual": s.actual, "data-percentile": s.percentile.toFixed(1) }, s.text,
          " ", exactToggle(`${s.actual} or more`, s.this_or_worse, `side-${i}-worse`))
        : el("li", { "data-side": i }, `${report.players[i]}: no ${luck.unit}s rolled`))),
      swing ? el("p", { class: "report-swing", "data-roll": swing.roll },
        el("strong", {}, "Least likely roll: "), swing.text, " ", exactToggle("chance", swing.tail, "swing")) : "",
      ...luck.sides.map((s, i) => (s ? el("figure", { class: "report-figure" }, luckChart(report, i)) : "")),
      el("details", { class: "report-rolls" },
        el("summary", {}, `Every ${luck.unit} (${luck.rolls.length})`),
        el("ol", {}, ...luck.rolls.map((r, i) => el("li", { "data-roll": i, "data-side": r.side, "data-verdict": r.luck.verdict },
          `${r.when}, ${r.who} (${report.players[r.side]}): ${r.what} [${r.dice.join(", ")}] — `,
          `this or worse ${percentText(r.luck.this_or_worse.percent)} (${r.luck.this_or_worse.probability}), `,
          `at least as well ${percentText(r.luck.this_or_better.percent)} (${r.luck.this_or_better.probability}); ${r.luck.verdict} (${r.rule})`)))));
  }

  campaignPanel(report) {
    const c = report.campaign;
    return el("section", { class: "panel report-campaign", "aria-label": "Fates and captives" },
      el("h3", {}, "Fates and captives"),
      ...report.players.map((p, i) => el("p", { "data-side": i },
        `${p}: `, Object.entries(c.fates[i]).map(([name, n]) => `${n} ${name}`).join(", ") || "no Casualty Fates rolled (W-3)")),
      c.captives.length
        ? el("ul", {}, ...c.captives.map((x) => el("li", { "data-captive": x.model, "data-how": x.how }, x.text)))
        : el("p", { class: "muted" }, "No captives (W-5)."));
  }
}
