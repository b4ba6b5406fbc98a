// The after-battle report's pictures: its charts of losses and luck, and the share
// card (the charts and the summary in one SVG) turned into a PNG. Every number and
// label comes from the engine's report; this module only draws them.
import { svg } from "./dom.js";
import { percentText } from "./odds.js";
import { said, words } from "../i18n/words.js";
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

// A chance in percent, as the odds panels write it.
export { percentText };

// The engine's summary, each line said in the reader's language (its English when a
// line has no message the page knows).
export function summaryText(report) {
  if (!Array.isArray(report.summary_lines)) return report.summary;
  return report.summary_lines.map((line) => said(line.msg, line.text)).join("\n");
}

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
  return svg("g", { class: "legend" }, ...row(0, y, SIDE_FILL[0], ` ${words("report-solid")}`),
    ...row(1, y + 18, `url(#${stripes})`, ` ${words("report-striped")}`));
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
  const rounds = periods[0].round != null;
  const measureLabel = said(measure.msg, measure.label);
  const label = measureLabel.charAt(0).toUpperCase() + measureLabel.slice(1);
  const periodLabel = (p) => (p.round != null ? words("report-round", { round: p.round }) : said(p.msg, p.label));
  const title = words("report-losses-chart", { measure: label, rounds: rounds ? "yes" : "no" });
  const node = chartSvg("losses", width, words("report-losses-chart-label", { title,
    periods: periods.map((p) => words("report-losses-period", { period: periodLabel(p), first: report.players[0], firstLost: p.sides[0].counts[measure.key] || 0,
      second: report.players[1], secondLost: p.sides[1].counts[measure.key] || 0 })).join("; ") }));
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
    node.append(text(10 + i * slot + slot / 2, base + 16, p.round != null ? `R${p.round}` : periodLabel(p), { "text-anchor": "middle", fill: MUTED }));
  });
  y = base + 16;
  if (rounds) y = block(node, 8, base + 34, words("report-rounds-key"), width, { fill: MUTED });
  return finish(node, width, y + 8);
}

// One side's luck: the exact distribution of its total bad results as bars, the real
// total marked with a dark bar, a line and its number in words.
export function luckChart(report, side, idSuffix = "screen", width = W) {
  const luck = report.luck.sides[side];
  const unitPlural = said(report.luck.bad_msg, report.luck.bad);
  // Only the values with a visible chance (and the real result) are drawn; the tails
  // beyond are thinner than a pixel.
  const shown = luck.outcomes.filter((o) => o.percent >= 0.05 || o.value === luck.actual);
  const lo = Math.min(...shown.map((o) => o.value));
  const hi = Math.max(...shown.map((o) => o.value));
  const bars = luck.outcomes.filter((o) => o.value >= lo && o.value <= hi);
  const top = Math.max(...bars.map((o) => o.percent));
  const name = report.players[side];
  const node = chartSvg(`luck-${side}`, width, words("report-luck-chart-label", { player: name, bad: unitPlural, actual: luck.actual,
    expected: luck.expected_value, label: said(luck.quote_msg, luck.quote.label), chance: percentText(luck.quote.percent), standing: said(luck.standing_msg, luck.standing) }));
  let y = block(node, 8, 18, words("report-luck-chart", { player: name, bad: unitPlural }), width, { size: 14, weight: 700, maxLines: 2 });
  y = block(node, 8, y, words("report-luck-real", { actual: luck.actual, expected: luck.expected_value }), width, { fill: MUTED });
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
  node.append(text(markX, chartTop - 4, words("report-luck-mark", { actual: luck.actual }), { "text-anchor": anchor, "font-weight": 700 }));
  node.append(text(10, base + 16, String(lo), { fill: MUTED }), text(width - 10, base + 16, String(hi), { fill: MUTED, "text-anchor": "end" }));
  y = block(node, 8, base + 36, words("report-luck-tails", { actual: luck.actual, worse: percentText(luck.this_or_worse.percent),
    better: percentText(luck.this_or_better.percent) }), width);
  y = block(node, 8, y, said(luck.standing_msg, luck.standing), width, { fill: MUTED, "data-standing": "" });
  return finish(node, width, y);
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
  const [first, ...rest] = summaryText(report).split("\n");
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
    const timer = setTimeout(() => { URL.revokeObjectURL(url); reject(new Error(words("report-image-slow"))); }, 10_000);
    img.onload = () => {
      clearTimeout(timer);
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      const ctx = canvas.getContext("2d");
      ctx.scale(scale, scale);
      ctx.drawImage(img, 0, 0, width, height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(words("report-image-no-png")))), "image/png");
    };
    img.onerror = () => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      reject(new Error(words("report-image-failed")));
    };
    img.src = url;
  });
}
