// Odds panels: the engine's exact distributions drawn as a small bar chart, with
// percentages rounded for display and the exact fraction on tap.
import { el, svg } from "./dom.js";
import { countField } from "./keypad.js";

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
    el("div", { class: "odds-list" }, ...outcomes.map((o) => exactToggle(`${o.value} ${unit}`, o, `${key}-${o.value}`))));
}

// The counts an odds panel asks with, as their keypads last gave them (null: empty or
// out of range, the field says why): its button is off while one in use (``inUse()``,
// their ids) is not a number.
function oddsCounts(inUse) {
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

// The Conquest odds for one Regiment: a fixed pool or attacks, then the chart.
// ``source()``: where the pool comes from, as the Wound Pool action would name it (its
// source, harm, arc and Morale Tests); ``control``: the line that sets it.
export function conquestOddsPanel(session, regiment, { source = () => ({}), control = "" } = {}) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const mode = el("select", { id: "odds-mode" },
    el("option", { value: "pool" }, "a Wound Pool of"),
    el("option", { value: "attacks" }, "attacks"));
  const counts = oddsCounts(() => mode.value === "pool" ? ["odds-pool", "odds-modifier"]
    : ["odds-count", "odds-hit", "odds-save", "odds-modifier"]);
  const num = (id, value, label, min = 0) => countField({ id, label, value, min, max: 200, onChange: counts.track(id, value) });
  const poolRow = el("div", { class: "row odds-pool" }, num("odds-pool", 2, "Wounds"));
  const attackRow = el("div", { class: "row odds-attacks", hidden: true },
    num("odds-count", 10, "Attacks"), num("odds-hit", 3, "Hit on (Clash/Volley)"), num("odds-save", 2, "Defense/Evasion"));
  const modifier = num("odds-modifier", 0, "Resolve modifier", -12);
  mode.addEventListener("change", () => {
    poolRow.hidden = mode.value !== "pool";
    attackRow.hidden = mode.value !== "attacks";
    counts.check();
  });
  const value = counts.value;
  const run = async () => {
    const payload = { regiment: regiment.id, ...source() };
    if (mode.value === "pool") payload.pool = value("odds-pool");
    else payload.attacks = { count: value("odds-count"), hit: value("odds-hit"), save: value("odds-save") };
    const m = value("odds-modifier");
    if (m) payload.modifiers = [m];
    result.replaceChildren(el("p", { class: "muted" }, "Working out the exact odds…"));
    try {
      const odds = await session.ask("odds.conquest", payload);
      result.replaceChildren(
        el("div", { class: "odds-chances" },
          exactToggle("Broken", odds.status.broken, "broken"),
          exactToggle("Shattered", odds.status.shattered, "shattered"),
          exactToggle("Destroyed", odds.status.destroyed, "destroyed"),
          exactToggle("Steady", odds.status.steady, "steady")),
        barChart(odds.stands_lost, { title: "Stands lost", unit: "lost", key: "stands-lost" }),
        barChart(odds.wounds, { title: "Wounds suffered", unit: "Wounds", key: "wounds" }));
    } catch (err) {
      result.replaceChildren(el("p", { class: "message error" }, err.message));
    }
  };
  return el("div", { class: "stack odds-panel" },
    el("p", { class: "muted" }, `Exact odds for ${regiment.name} as it stands now, Morale Test included.`),
    el("div", { class: "row" }, el("label", { for: "odds-mode" }, "If it takes"), mode),
    control, poolRow, attackRow, el("div", { class: "row" }, modifier),
    counts.button(el("button", { type: "button", class: "primary", "data-action": "run-odds", onclick: run }, "Show the odds")),
    result);
}

// The Ninth Age odds for one Health Pool of a Unit: attacks with their D6 targets.
export function ninthAgeOddsPanel(session, unit, pool) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const ids = ["na-odds-count", "na-odds-hit", "na-odds-wound", "na-odds-armour", "na-odds-special"];
  const counts = oddsCounts(() => ids);
  const num = (id, value, label, max = 7) => countField({ id, label, value, min: 0, max, onChange: counts.track(id, value) });
  const fields = el("div", { class: "row" },
    num("na-odds-count", 10, "Attacks", 200),
    num("na-odds-hit", 4, "To hit (X+)"), num("na-odds-wound", 4, "To wound (X+)"),
    num("na-odds-armour", 7, "Armour save (X+, 7 = none)"), num("na-odds-special", 7, "Special save (X+, 7 = none)"),
    // Multiple Wounds: what each unsaved wound costs, capped by the engine.
    el("div", { class: "field" }, el("label", { for: "na-odds-mw" }, "Multiple Wounds (X)"),
      el("select", { id: "na-odds-mw" }, ...["", "2", "3", "D3", "D6", "D3+1"].map((x) =>
        el("option", { value: x }, x || "None")))));
  const value = counts.value;
  const run = async () => {
    const attacks = { count: value("na-odds-count"), hit: value("na-odds-hit"), wound: value("na-odds-wound"),
      armour: value("na-odds-armour"), special: value("na-odds-special") };
    const multiple = fields.querySelector("#na-odds-mw").value;
    if (multiple) attacks.multiple_wounds = multiple;
    result.replaceChildren(el("p", { class: "muted" }, "Working out the exact odds…"));
    try {
      const odds = await session.ask("odds.ninth_age", { unit: unit.id, pool, attacks });
      result.replaceChildren(
        el("div", { class: "odds-chances" }, exactToggle("Wiped out", odds.wiped_out, "wiped-out")),
        multiple ? barChart(odds.losses, { title: `Health Points lost (Multiple Wounds ${multiple})`, unit: "HP", key: "hp-lost" }) : "",
        barChart(odds.models_removed, { title: "Models removed", unit: "removed", key: "models-removed" }),
        barChart(odds.carried, { title: "Lost Health Points carried over", unit: "HP", key: "carried" }));
    } catch (err) {
      result.replaceChildren(el("p", { class: "message error" }, err.message));
    }
  };
  return el("details", { class: "odds-panel" },
    el("summary", {}, "Odds before rolling"),
    el("p", { class: "muted" }, `Exact odds for ${unit.name}, starting from its carried-over Health Points.`),
    fields,
    counts.button(el("button", { type: "button", class: "primary", "data-action": "run-na-odds", onclick: run }, "Show the odds")),
    result);
}

// The campaign: each lost model's chance to survive its Recovery roll, before rolling.
export function campaignOddsPanel(session, view) {
  const result = el("div", { class: "odds-result", "aria-live": "polite" });
  const run = async () => {
    try {
      const odds = await session.ask("odds.campaign");
      result.replaceChildren(...odds.sides.map((side, i) => el("div", { class: "odds-side", "data-odds-side": i },
        el("h3", {}, `${side.force}${side.outcome ? ` (${side.outcome})` : ""}`),
        el("div", { class: "odds-chances" }, ...side.models.map((m) =>
          exactToggle(`${modelName(view, i, m.model)} survives${m.note ? ` (${m.note})` : m.settled ? " (settled)" : ""}`, m, `survive-${i}-${m.model}`))),
        side.lost ? barChart(side.survivors, { title: "Survivors", unit: "survive", key: `survivors-${i}` }) : "")));
    } catch (err) {
      result.replaceChildren(el("p", { class: "message error" }, err.message));
    }
  };
  const panel = el("details", { class: "panel odds-panel", open: true },
    el("summary", {}, "Survival chances"), result);
  run();
  return panel;
}

function modelName(view, side, id) {
  const casualty = (view.sides[side].casualties || []).find((c) => c.model === id);
  return casualty ? casualty.name : id;
}
