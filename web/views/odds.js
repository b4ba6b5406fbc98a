// What every system's odds panel is made of (each panel is its plug-in's own, in
// web/systems/<system>/odds.js): the engine's exact distributions drawn as a small bar
// chart, with percentages rounded for display and the exact fraction on tap, and the
// counts a panel asks with.
import { el, svg } from "./dom.js";

export function percentText(percent) {
  if (percent === 0) return "0%";
  if (percent === 100) return "100%";
  if (percent < 0.1) return "<0.1%";
  if (percent > 99.9) return ">99.9%";
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

// A value a player can tap to see exactly: "75%" <-> "3/4".
export function exactToggle(label, chance, key) {
  const value = el("span", { class: "odds-value" }, percentText(chance.percent));
  let exact = false;
  return el("button", {
    type: "button", class: "odds-chance", "data-odds": key, "data-probability": chance.probability,
    "aria-label": `${label}: ${percentText(chance.percent)}; tap for the exact fraction`,
    onclick: () => {
      exact = !exact;
      value.textContent = exact ? chance.probability : percentText(chance.percent);
    },
  }, el("span", { class: "odds-label" }, `${label}: `), value);
}

// ``unit`` follows each bar's count: a word, or a function of the count (a word that agrees).
export function barChart(distribution, { title, unit, key }) {
  const outcomes = distribution.outcomes;
  const width = 300;
  const height = 110;
  const barW = Math.max(8, Math.min(40, (width - 20) / Math.max(1, outcomes.length) - 4));
  const top = Math.max(...outcomes.map((o) => o.percent), 1);
  const chart = svg("svg", { class: "odds-chart", viewBox: `0 0 ${width} ${height + 30}`, role: "img", "aria-label": title });
  outcomes.forEach((o, i) => {
    const h = (o.percent / top) * height;
    const x = 10 + i * (barW + 4);
    chart.append(svg("rect", { x, y: height - h + 14, width: barW, height: h, class: "odds-bar", "data-value": o.value }),
      svg("text", { x: x + barW / 2, y: height + 27, "text-anchor": "middle", class: "odds-axis" }, String(o.value)),
      o.percent >= 5 ? svg("text", { x: x + barW / 2, y: height - h + 11, "text-anchor": "middle", class: "odds-pct" }, `${Math.round(o.percent)}%`) : "");
  });
  return el("figure", { class: "odds-figure", "data-odds-chart": key },
    el("figcaption", {}, `${title} (average ${distribution.mean_value.toFixed(2)})`),
    chart,
    el("div", { class: "odds-list" }, ...outcomes.map((o) => exactToggle(`${o.value} ${typeof unit === "function" ? unit(o.value) : unit}`, o, `${key}-${o.value}`))));
}

// The counts an odds panel asks with, as their keypads last gave them (null: empty or
// out of range, the field says why): its button is off while one in use (``inUse()``,
// their ids) is not a number.
export function oddsCounts(inUse) {
  const values = new Map();
  let go = null;
  const check = () => {
    if (go) go.disabled = inUse().some((id) => values.get(id) === null);
  };
  return {
    track(id, value) {
      values.set(id, value);
      return (n) => { values.set(id, n); check(); };
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
