// What every system's odds panel is made of (each panel is its plug-in's own, in
// web/systems/<system>/odds.js): the engine's exact distributions drawn as a small bar
// chart, with percentages rounded for display and the exact fraction on tap, and the
// counts a panel asks with.
import { el, svg } from "./dom.js";
import { number, words } from "../i18n/words.js";

// A chance in percent as the odds and the report write it (0%, 12.5%, <0.1%), in the
// language's numbers: one decimal at most, none for a whole number.
export function percentText(percent, { whole = false } = {}) {
  const inPercent = (p, digits) => number(p / 100, { style: "percent", maximumFractionDigits: digits, minimumFractionDigits: digits });
  if (percent > 0 && percent < 0.1) return words("report-percent-below", { percent: inPercent(0.1, 1) });
  if (percent > 99.9 && percent < 100) return words("report-percent-above", { percent: inPercent(99.9, 1) });
  if (Number.isInteger(percent)) return inPercent(percent, 0);
  // Too narrow a place for a tenth: the whole number, marked as rounded, so that it is
  // never read as disagreeing with the same chance written to a tenth beside it.
  if (whole) return `≈${inPercent(Math.round(percent), 0)}`;
  return inPercent(Number(percent.toFixed(1)), 1);
}

// A value a player can tap to see exactly: "75%" <-> "3/4".
export function exactToggle(label, chance, key) {
  const value = el("span", { class: "odds-value" }, percentText(chance.percent));
  let exact = false;
  return el("button", {
    type: "button", class: "odds-chance", "data-odds": key, "data-probability": chance.probability,
    "aria-label": words("tbl-odds-chance-aria", { label, percent: percentText(chance.percent) }),
    onclick: () => {
      exact = !exact;
      value.textContent = exact ? chance.probability : percentText(chance.percent);
    },
  }, el("span", { class: "odds-label" }, `${label}: `), value);
}

// ``unit`` follows each bar's count: a word, or a function of the count (a word that agrees).
// One outcome is a certainty: said in words, not drawn as a lone bar at 100%.
export function barChart(distribution, { title, unit, key }) {
  const outcomes = distribution.outcomes;
  const named = (o) => `${number(o.value)} ${typeof unit === "function" ? unit(o.value) : unit}`;
  if (outcomes.length === 1) {
    return el("figure", { class: "odds-figure", "data-odds-chart": key, "data-certain": "true" },
      el("figcaption", {}, words("tbl-odds-certain", { title, value: named(outcomes[0]) })),
      el("div", { class: "odds-list" }, exactToggle(named(outcomes[0]), outcomes[0], `${key}-${outcomes[0].value}`)));
  }
  const width = 300;
  const height = 110;
  const barW = Math.max(8, Math.min(40, (width - 20) / Math.max(1, outcomes.length) - 4));
  const top = Math.max(...outcomes.map((o) => o.percent), 1);
  const chart = svg("svg", { class: "odds-chart", viewBox: `0 0 ${width} ${height + 30}`, role: "img", "aria-label": title });
  outcomes.forEach((o, i) => {
    const h = (o.percent / top) * height;
    const x = 10 + i * (barW + 4);
    chart.append(svg("rect", { x, y: height - h + 14, width: barW, height: h, class: "odds-bar", "data-value": o.value }),
      svg("text", { x: x + barW / 2, y: height + 27, "text-anchor": "middle", class: "odds-axis" }, number(o.value)),
      o.percent >= 5 ? svg("text", { x: x + barW / 2, y: height - h + 11, "text-anchor": "middle", class: "odds-pct" },
        percentText(o.percent, { whole: barW + 4 < 40 })) : "");
  });
  return el("figure", { class: "odds-figure", "data-odds-chart": key },
    el("figcaption", {}, words("tbl-odds-average", { title, average: distribution.mean_value })),
    chart,
    el("div", { class: "odds-list" }, ...outcomes.map((o) => exactToggle(named(o), o, `${key}-${o.value}`))));
}

// The counts an odds panel asks with, as their keypads last gave them (null: empty or
// out of range, the field says why): its button is off while one in use (``inUse()``,
// their ids) is not a number. ``changed()``: after any count changes (odds shown for the
// counts before are cleared, never left beside the new ones).
export function oddsCounts(inUse, changed = () => {}) {
  const values = new Map();
  let go = null;
  const check = () => {
    if (go) go.disabled = inUse().some((id) => values.get(id) === null);
  };
  return {
    track(id, value) {
      values.set(id, value);
      return (n) => { values.set(id, n); check(); changed(); };
    },
    value: (id) => values.get(id),
    check,
    button(node) {
      go = node;
      check();
      return node;
    },
  };
}
