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
// The share card's chart width. On screen each chart is drawn again at the width of
// its panel (ReportScreen.fitCharts), so that its user units are CSS pixels and no
// text is scaled below the 12 px it is written at.
const W = 340;
const SMALL = 12;

// One decimal without a trailing ".0", as the engine's sentences write an expected value.
const oneDecimal = (x) => x.toFixed(1).replace(/\.0$/, "");

const text = (x, y, content, props = {}) => svg("text", {
  x, y, fill: INK, "font-family": FONT, "font-size": SMALL, ...props,
}, content);

// Text is measured with the same font the SVG uses, so a long name is wrapped or cut
// at a whole character with an ellipsis, never clipped by the chart's edge.
let measurer = null;
function textWidth(str, size = SMALL, weight = 400) {
  measurer = measurer || document.createElement("canvas").getContext("2d");
  measurer.font = `${weight} ${size}px ${FONT}`;
  return measurer.measureText(str).width;
}

// Whole characters (grapheme clusters: an emoji or an accented letter stays whole).
function glyphs(str) {
  if (typeof Intl !== "undefined" && Intl.Segmenter) {
    return [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(str)].map((g) => g.segment);
  }
  return Array.from(str);
}

export function fitText(str, maxWidth, size = SMALL, weight = 400) {
  str = String(str);
  if (textWidth(str, size, weight) <= maxWidth) return str;
  const chars = glyphs(str);
  while (chars.length && textWidth(`${chars.join("").trimEnd()}…`, size, weight) > maxWidth) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

// Word-wraps to maxWidth; a word longer than a line is cut with an ellipsis; past
// maxLines the last line ends with an ellipsis.
export function wrapText(str, maxWidth, size = SMALL, weight = 400, maxLines = Infinity) {
  const out = [];
  let cur = "";
  for (const word of String(str).split(/\s+/).filter(Boolean)) {
    const next = cur ? `${cur} ${word}` : word;
    if (!cur || textWidth(next, size, weight) <= maxWidth) {
      cur = next;
    } else {
      out.push(cur);
      cur = word;
    }
  }
  if (cur || !out.length) out.push(cur);
  const lines = out.map((l) => fitText(l, maxWidth, size, weight));
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = fitText(`${kept[maxLines - 1]} ${lines[maxLines]}`, maxWidth, size, weight);
  if (!kept[maxLines - 1].endsWith("…")) kept[maxLines - 1] = fitText(`${kept[maxLines - 1]}…`, maxWidth, size, weight);
  return kept;
}

// Appends the wrapped lines of str to node from baseline y; returns the next baseline.
function block(node, x, y, str, width, { size = SMALL, weight = 400, maxLines = 3, ...props } = {}) {
  const step = Math.round(size * 1.35);
  for (const line of wrapText(str, width - x - 8, size, weight, maxLines)) {
    node.append(text(x, y, line, { "font-size": size, "font-weight": weight, ...props }));
    y += step;
  }
  return y;
}

// Side 1's bars are striped: defined in every chart that needs it, so a chart copied
// into the share image keeps its own definitions.
function defs(id) {
  return svg("defs", {},
    svg("pattern", { id, width: 6, height: 6, patternUnits: "userSpaceOnUse", patternTransform: "rotate(45)" },
      svg("rect", { width: 6, height: 6, fill: SIDE_FILL[1] }),
      svg("rect", { width: 2, height: 6, fill: "#ffffff", "fill-opacity": 0.55 })));
}

// One row per side, each name shortened to the chart's width: a long first name can
// never push the second off the edge.
function legend(players, y, stripes, width) {
  const row = (side, rowY, fill, how) => [
    svg("rect", { x: 8, y: rowY - 11, width: 14, height: 14, fill }),
    text(27, rowY, `${fitText(players[side], width - 35 - textWidth(how))}${how}`, { "data-legend": side })];
  return svg("g", { class: "legend" }, ...row(0, y, SIDE_FILL[0], " (solid)"),
    ...row(1, y + 18, `url(#${stripes})`, " (striped)"));
}

function chartSvg(kind, width, label) {
  return svg("svg", { class: "report-chart", "data-chart": kind, "data-width": width, width, role: "img", "aria-label": label });
}

// Fixes the height once everything is placed.
function finish(node, width, height) {
  node.setAttribute("height", height);
  node.setAttribute("viewBox", `0 0 ${width} ${height}`);
  node.prepend(svg("rect", { width, height, fill: "#ffffff" }));
  return node;
}

// Losses per period (Round) per side, of the report's first measure, as grouped bars
// with each number written on its bar.
export function lossesChart(report, idSuffix = "screen", width = W) {
  const measure = report.measures[0];
  const periods = report.periods;
  const stripes = `stripes-losses-${idSuffix}`;
  const top = Math.max(1, ...periods.flatMap((p) => p.sides.map((s) => s.counts[measure.key] || 0)));
  const rounds = periods[0].label.startsWith("Round");
  const label = measure.label.charAt(0).toUpperCase() + measure.label.slice(1);
  const title = `${label}${rounds ? " per Round" : ""}, by side`;
  const node = chartSvg("losses", width,
    `${title}. ${periods.map((p) => `${p.label}: ${report.players[0]} ${p.sides[0].counts[measure.key] || 0}, ${report.players[1]} ${p.sides[1].counts[measure.key] || 0}`).join("; ")}`);
  node.append(defs(stripes));
  let y = block(node, 8, 18, title, width, { size: 14, weight: 700, maxLines: 2 });
  node.append(legend(report.players, y + 2, stripes, width));
  const chartTop = y + 30;
  const chartH = 120;
  const slot = (width - 20) / Math.max(1, periods.length);
  const barW = Math.max(6, Math.min(36, slot / 2 - 4));
  const base = chartTop + chartH;
  node.append(svg("line", { x1: 8, x2: width - 8, y1: base, y2: base, stroke: MUTED }));
  periods.forEach((p, i) => {
    const x0 = 10 + i * slot + (slot - (2 * barW + 4)) / 2;
    p.sides.forEach((s, side) => {
      const value = s.counts[measure.key] || 0;
      const h = (value / top) * (chartH - 18);
      const x = x0 + side * (barW + 4);
      node.append(
        svg("rect", { x, y: base - h, width: barW, height: Math.max(h, 0), fill: side ? `url(#${stripes})` : SIDE_FILL[0], stroke: SIDE_FILL[side], "data-side": side, "data-value": value }),
        text(x + barW / 2, base - h - 4, String(value), { "text-anchor": "middle" }));
    });
    node.append(text(10 + i * slot + slot / 2, base + 16, p.label.replace("Round ", "R"), { "text-anchor": "middle", fill: MUTED }));
  });
  y = base + 16;
  if (rounds) y = block(node, 8, base + 34, "R1, R2…: Rounds", width, { fill: MUTED });
  return finish(node, width, y + 8);
}

// One side's luck: the exact distribution of its total bad results as bars, the real
// total marked with a dark bar, a line and its number in words.
export function luckChart(report, side, idSuffix = "screen", width = W) {
  const luck = report.luck.sides[side];
  const unitPlural = report.luck.bad;
  // Only the values with a visible chance (and the real result) are drawn; the tails
  // beyond are thinner than a pixel.
  const shown = luck.outcomes.filter((o) => o.percent >= 0.05 || o.value === luck.actual);
  const lo = Math.min(...shown.map((o) => o.value));
  const hi = Math.max(...shown.map((o) => o.value));
  const bars = luck.outcomes.filter((o) => o.value >= lo && o.value <= hi);
  const top = Math.max(...bars.map((o) => o.percent));
  const name = report.players[side];
  const node = chartSvg(`luck-${side}`, width,
    `${name}: chance of each total of ${unitPlural}; the real total was ${luck.actual}, expected ${oneDecimal(luck.expected_value)}; ${luck.quote.label}: ${percentText(luck.quote.percent)}. ${luck.standing}`);
  let y = block(node, 8, 18, `${name}: total ${unitPlural}`, width, { size: 14, weight: 700, maxLines: 2 });
  y = block(node, 8, y, `Real total ${luck.actual} (dark bar), expected ${oneDecimal(luck.expected_value)}`, width, { fill: MUTED });
  const chartTop = y + 14;
  const chartH = 100;
  const step = (width - 20) / Math.max(1, hi - lo + 1);
  const barW = Math.max(1, step - (step > 6 ? 2 : 0));
  const base = chartTop + chartH;
  node.append(svg("line", { x1: 8, x2: width - 8, y1: base, y2: base, stroke: MUTED }));
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
  const anchor = markX > width * 0.7 ? "end" : markX < width * 0.3 ? "start" : "middle";
  node.append(text(markX, chartTop - 4, `real ${luck.actual}`, { "text-anchor": anchor, "font-weight": 700 }));
  node.append(text(10, base + 16, String(lo), { fill: MUTED }), text(width - 10, base + 16, String(hi), { fill: MUTED, "text-anchor": "end" }));
  y = block(node, 8, base + 36, `${luck.actual} or more: ${percentText(luck.this_or_worse.percent)}; ${luck.actual} or fewer: ${percentText(luck.this_or_better.percent)}`, width);
  y = block(node, 8, y, luck.standing, width, { fill: MUTED, "data-standing": "" });
  return finish(node, width, y);
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

// The share image: the charts stacked under a title, and the summary's lines below, in
// one SVG with every style written on its elements (an SVG drawn as an image sees no
// stylesheet). Every line is wrapped to the card, none is dropped.
export function shareCard(report, title) {
  const pad = 10;
  const width = W + 2 * pad;
  const parts = [lossesChart(report, "card")];
  if (report.luck && report.luck.rolls.length) {
    report.luck.sides.forEach((s, i) => { if (s) parts.push(luckChart(report, i, "card")); });
  }
  const [first, ...rest] = report.summary.split("\n");
  const card = svg("svg", { xmlns: "http://www.w3.org/2000/svg", width });
  let y = block(card, pad, 24, title, width, { size: 16, weight: 700, maxLines: 2 });
  y = block(card, pad, y, first, width, { fill: MUTED, maxLines: 4 }) + 4;
  for (const part of parts) {
    const h = Number(part.getAttribute("height"));
    part.setAttribute("x", pad);
    part.setAttribute("y", y - 12);
    card.append(part);
    y += h + 8;
  }
  y += 8;
  for (const line of rest) y = block(card, pad, y, line, width, { maxLines: 20 });
  const height = y;
  card.setAttribute("height", height);
  card.setAttribute("viewBox", `0 0 ${width} ${height}`);
  card.prepend(svg("rect", { x: 0, y: 0, width, height, fill: "#f5f3ee" }));
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

  // Quietly: re-opening the game after a worker restart must not redraw the game
  // screen over the report.
  async load() {
    try {
      this.report = await this.session.ask("report.build", { name: this.title }, { quiet: true });
      this.error = null;
    } catch (err) {
      this.error = err.message || String(err);
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

  // Only the note (and, if refused, the text box) changes: open sections, toggles and
  // an open Share dialog stay as they are.
  async copySummary() {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(this.report.summary);
      this.say("Summary copied: paste it into your chat.");
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
      this.say("Copying was refused here: the summary is selected below, copy it by hand.");
    }
  }

  summaryField() {
    return el("div", { class: "field" },
      el("label", { for: "report-summary-text" }, "Text summary"),
      el("textarea", { id: "report-summary-text", readonly: true, rows: 8 }, this.report.summary));
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
    button.textContent = "Making the link…";
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
    this.fitCharts();
  }

  sharePanel() {
    const share = this.canShareFiles();
    return el("section", { class: "panel report-share", "aria-label": "Share the report" },
      el("h3", {}, "Share"),
      el("div", { class: "row" },
        el("button", { type: "button", class: "primary", "data-action": "report-png", "data-offline": "", onclick: () => this.sharePicture(false) }, "Download picture (PNG)"),
        share ? el("button", { type: "button", "data-action": "report-share-png", "data-offline": "", onclick: () => this.sharePicture(true) }, "Share picture…") : "",
        el("button", { type: "button", "data-action": "report-copy", "data-offline": "", onclick: () => this.copySummary() }, "Copy text summary"),
        this.onShareLink ? el("button", { type: "button", "data-action": "report-link", onclick: (event) => this.shareLink(event.currentTarget) }, "Share link") : ""),
      el("p", { id: "report-note", class: "muted", role: "status", "aria-live": "polite" }, this.note),
      this.fallback ? this.summaryField() : "");
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
      el("p", { class: "report-lead" }, el("strong", {}, report.lead_text)),
      el("ul", { class: "report-totals" }, ...report.loss_text.map((t, i) => el("li", { "data-side": i }, t))),
      this.strengthList(report),
      el("figure", { class: "report-figure" }, lossesChart(report)),
      el("details", {}, el("summary", {}, `Every number${report.periods[0].label.startsWith("Round") ? ", per Round" : ""}`), table));
  }

  // Each Regiment's or Unit's strength now beside its start, by side, in the engine's words.
  strengthList(report) {
    if (!report.strengths.length) return "";
    return el("div", { class: "report-strengths" },
      el("h4", {}, "Strength now, of the start"),
      ...report.players.flatMap((p, side) => [el("p", { class: "strength-side" }, p),
        el("ul", { "data-side": side },
          ...report.strengths.filter((st) => st.side === side).map((st) =>
            el("li", { "data-strength": st.name, "data-status": st.status }, st.text)))]));
  }

  luckPanel(report) {
    const luck = report.luck;
    if (!luck.rolls.length) {
      return el("section", { class: "panel report-luck", "aria-label": "Luck", "data-rolls": 0 },
        el("h3", {}, "Luck"),
        el("p", {}, luck.none_text));
    }
    const swing = luck.swing;
    return el("section", { class: "panel report-luck", "aria-label": "Luck", "data-rolls": luck.rolls.length },
      el("h3", {}, `Luck by the exact odds (${luck.rule})`),
      el("ul", { class: "report-side-luck" }, ...luck.sides.map((s, i) => s
        ? el("li", { "data-side": i, "data-actual": s.actual, "data-percentile": s.percentile.toFixed(1), "data-verdict": s.verdict }, s.text,
          " ", exactToggle(s.quote.label, s.quote, `side-${i}-quote`), " ", el("span", { class: "standing" }, s.standing))
        : el("li", { "data-side": i }, luck.side_texts[i]))),
      swing ? el("p", { class: "report-swing", "data-roll": swing.roll },
        el("strong", {}, "Least likely roll: "), swing.text, " ", exactToggle("chance", swing.tail, "swing")) : "",
      ...luck.sides.map((s, i) => (s ? el("figure", { class: "report-figure" }, luckChart(report, i)) : "")),
      el("details", { class: "report-rolls" },
        el("summary", {}, luck.rolls_heading),
        el("ol", {}, ...luck.rolls.map((r, i) => el("li", { "data-roll": i, "data-side": r.side, "data-verdict": r.luck.verdict },
          `${r.when}, ${r.who} (${report.players[r.side]}): ${r.what} [${r.dice.join(", ")}] — `,
          `this or worse ${percentText(r.luck.this_or_worse.percent)}, `,
          `at least as well ${percentText(r.luck.this_or_better.percent)}; ${r.luck.verdict} (${r.rule})`)))),
      this.exactFractions(report));
  }

  // The exact chances behind every percentage, one tap away and never in the main view.
  exactFractions(report) {
    const luck = report.luck;
    const line = (label, c) => `${label}: ${c.probability}`;
    return el("details", { class: "report-exact" },
      el("summary", {}, "Exact fractions"),
      el("ul", {},
        ...luck.sides.map((s, i) => (s ? el("li", { "data-side": i },
          `${report.players[i]}: ${line(`${s.actual} or more`, s.this_or_worse)}; ${line(`${s.actual} or fewer`, s.this_or_better)}`) : "")),
        ...luck.rolls.map((r, i) => el("li", { "data-roll": i },
          `${r.when}, ${r.who}: ${line("this or worse", r.luck.this_or_worse)}; ${line("at least as well", r.luck.this_or_better)}`))));
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
