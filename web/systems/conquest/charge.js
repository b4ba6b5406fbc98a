// The Charge tab of a Regiment's actions: the enemy, then one of its four edges,
// each a labelled button with the engine's words and the Stands it would bring into
// contact, and a target on a drawing of the enemy. What fits, what is refused and why,
// and the offsets a Charge may be slid to are the engine's (conquest.charge_options);
// the page only draws them. A battle with no battlefield gets one with its first Charge.
import { el, keepingBelow, svg } from "../../views/dom.js";
import { TARGET_PX, facingOnDrawing, sideKey } from "../../views/zoom.js";
import { seenFrom } from "../../views/seen_from.js";
import { seenSide } from "./drag_place.js";
import { distanceUnits, readDistance, shownDistance, unitLabel } from "../../views/distance.js";
import { errorOf, reasonOf, said as saidBy, words } from "../../i18n/words.js";
import { ENGINE_EDGE, edgeName, tableSize, targetWord } from "./charge_words.js";

// A slide's arrow, before or after its words, by where it goes on the drawing.
const ARROWS = { left: ["‹ ", ""], above: ["↑ ", ""], right: ["", " ›"], below: ["", " ↓"] };
const OPPOSITE = { left: "right", right: "left", above: "below", below: "above" };
const DRAWN = { w: 280, h: 200 }; // the enemy's drawing, px on screen

// The script's own faults (a bug of this page, not a refusal): said in plain words,
// never as the script's message; the engine's and the store's errors keep their words.
const FAULTS = [TypeError, ReferenceError, RangeError, SyntaxError];
function said(err) {
  if (!FAULTS.some((kind) => err instanceof kind)) return errorOf(err);
  console.warn("the Charge's edges could not be worked out", err);
  return words("battle-charge-edges-failed");
}

// The offset a tap on an edge charges at: centred when that fits, else the nearest the
// engine offers (a Charge slid past what is in the way); none when nothing fits.
export function offsetFor(edge) {
  if (edge.fits && edge.offsets.includes(0)) return 0;
  const sorted = [...edge.offsets].sort((a, b) => Math.abs(a) - Math.abs(b) || b - a);
  return sorted.length ? sorted[0] : null;
}

export class ChargeTab {
  constructor(screen) {
    this.screen = screen;
    this.enemy = null;
    this.options = null; // the engine's answer, for { regiment, enemy, actions }
    this.asked = null;
    this.seq = 0;
    this.table = null; // [width, depth] mm the player set for a first battlefield, else the engine's
  }

  get view() {
    return this.screen.view;
  }

  // The battlefield's drawing, as seen from the side the player chose (a facing's words),
  // also before the screen first drew its battlefield.
  get seen() {
    return seenFrom(this.screen.fieldState?.side ?? seenSide(this.screen.session.id), { width: 0, depth: 0 });
  }

  // The last outcome, when it is this Regiment's Charge on the enemy chosen: its slide.
  lastCharge(regiment) {
    const out = this.screen.outcome;
    const now = out && out.action === this.view.actions && out.regiment === regiment.id && out.charge;
    return now && now.enemy === this.enemy ? now : null;
  }

  panel(regiment) {
    const enemies = this.view.regiments.filter((r) => r.player !== regiment.player && r.status !== "destroyed");
    if (this.enemy && !enemies.some((r) => r.id === this.enemy)) this.enemy = null;
    if (!this.enemy && enemies.length === 1) this.enemy = enemies[0].id;
    const body = el("div", { class: "charge-body", "aria-live": "polite" });
    const box = el("div", { class: "stack charge-panel", "data-charge-for": regiment.id },
      el("p", { class: "charge-ask" }, words("battle-charge-which-enemy", { name: regiment.name })),
      el("div", { class: "charge-enemies", role: "group", "aria-label": words("battle-charge-enemy") },
        ...enemies.map((r) => el("button", {
          type: "button", "data-charge-enemy": r.id, "aria-pressed": r.id === this.enemy ? "true" : "false",
          onclick: () => {
            this.enemy = r.id;
            this.screen.drawPanel(regiment);
          },
        }, r.name))),
      body);
    if (this.enemy) this.fill(body, regiment);
    return box;
  }

  // The edges of the enemy chosen, from the engine's answer (asked again after any action).
  async fill(body, regiment) {
    // A size is only asked for while the battle has no battlefield (the engine refuses it after).
    const table = this.view.battlefield ? null : this.table;
    const key = `${regiment.id}|${this.enemy}|${this.view.actions}|${table}|${distanceUnits()}`;
    if (this.options && this.asked === key) {
      this.show(body, regiment, this.options);
      return;
    }
    keepingBelow(body, () => body.replaceChildren(el("p", { class: "muted" }, words("battle-charge-working"))));
    const seq = ++this.seq;
    let options;
    try {
      options = await this.screen.session.ask("conquest.charge_options",
        { regiment: regiment.id, enemy: this.enemy, ...(table ? { table } : {}) });
    } catch (err) {
      // A size the engine refused stays in its fields, to be put right there.
      if (seq === this.seq) {
        keepingBelow(body, () => body.replaceChildren(el("p", { class: "message error", role: "alert" }, said(err)),
          table ? this.tableForm(regiment, table, true) : ""));
      }
      return;
    }
    if (seq !== this.seq) return;
    this.options = options;
    this.asked = key;
    keepingBelow(body, () => this.show(body, regiment, options));
  }

  show(body, regiment, options) {
    try {
      body.replaceChildren(...this.edges(regiment, options));
    } catch (err) {
      // A fault of this page's drawing: said in words (with what the engine said, if it
      // refused), never as the script's own message; asked again on the next draw.
      console.warn("the Charge's edges could not be drawn", err);
      this.asked = null;
      body.replaceChildren(el("p", { class: "message error", role: "alert" },
        options.refused ? words("not-now", { reason: reasonOf(options.refused) })
          : words("battle-charge-not-drawn")));
    }
  }

  edges(regiment, options) {
    const enemy = this.view.regiments.find((r) => r.id === options.enemy);
    const parts = [];
    if (options.refused) {
      // The engine's reason already ends with its rule, as every "Not now" does.
      parts.push(el("p", { class: "refused", "data-refused-rule": options.refused.rule },
        words("not-now", { reason: reasonOf(options.refused) })));
    }
    // A Charge refused outright has no edges (an enemy not on the battlefield, a Broken
    // attacker): its reason is all there is to show.
    if (!options.edges.length) return parts;
    const charge = (edge) => this.charge(regiment, edge.edge, offsetFor(edge));
    const last = this.lastCharge(regiment);
    if (last) parts.push(this.slideRow(regiment, last, options));
    parts.push(el("ul", { class: "charge-edges" }, ...options.edges.map((edge) => this.edgeRow(edge, charge))));
    parts.push(enemyDrawing(enemy, options, charge, this.seen));
    if (options.deploys && options.battlefield) {
      const { width, depth } = options.battlefield;
      parts.push(el("p", { class: "muted charge-deploys" },
        words("battle-charge-deploys", { table: tableSize(width, depth) })));
      if (options.ends_contacts) parts.push(el("p", { class: "charge-ends-contacts" }, saidBy(options.ends_contacts_msg, options.ends_contacts)));
    }
    const size = this.table || (options.battlefield && [options.battlefield.width, options.battlefield.depth]);
    if (options.deploys && size) parts.push(this.tableForm(regiment, size, !!this.table));
    return parts;
  }

  // The size of the first battlefield, in the one distance setting: the engine's default
  // until the player sets another; the engine checks it (and says why it will not do).
  tableForm(regiment, [width, depth], open) {
    const units = distanceUnits();
    const input = (key, mm, label) => {
      const id = `charge-table-${key}`;
      const field = el("input", { type: "number", id, value: shownDistance(mm, units), step: "any", inputmode: "decimal" });
      return [field, el("div", { class: "field" }, el("label", { for: id }, words("battle-table-field", { label, units: unitLabel(units) })), field)];
    };
    const [w, wBox] = input("width", width, words("battle-table-width"));
    const [d, dBox] = input("depth", depth, words("battle-table-depth"));
    const apply = el("button", {
      type: "button", "data-action": "charge-table",
      onclick: () => {
        this.table = [readDistance(w.value, width, units), readDistance(d.value, depth, units)];
        this.screen.drawPanel(regiment);
      },
    }, words("battle-use-table"));
    return el("details", { class: "charge-table", open },
      el("summary", {}, words("battle-set-table-size")),
      el("div", { class: "row" }, wBox, dBox), apply);
  }

  edgeRow(edge, charge) {
    const offset = offsetFor(edge);
    const off = !!this.options.refused || offset === null;
    const contact = edge.fits ? words("battle-edge-contact", { stands: edge.stands, enemy_stands: edge.enemy_stands })
      : offset !== null ? words("battle-edge-slid", { stands: Math.abs(offset) }) : words("battle-edge-no-fit");
    const reason = edge.refused && !this.options.refused ? el("p", { class: "refused", "data-refused-rule": edge.refused.rule || "" },
      off ? words("not-now", { reason: saidBy(edge.refused.msg, edge.refused.reason) })
        : words("battle-edge-centred-no-fit", { reason: saidBy(edge.refused.msg, edge.refused.reason) })) : "";
    return el("li", { "data-charge-row": edge.edge },
      el("button", {
        type: "button", class: "charge-edge", "data-charge-edge": edge.edge, disabled: off,
        onclick: () => charge(edge),
      }, el("span", { class: "edge-name" }, edgeName(edge.edge)),
      el("span", { class: "edge-detail" }, edge.words === ENGINE_EDGE[edge.edge] ? contact : words("battle-edge-detail", { words: edge.words, contact }))),
      reason);
  }

  // After a Charge, sliding it along the same edge by one Stand width is another Charge
  // (one more Undo), offered where the engine says it fits. Its own left and right are
  // the words; the arrows and the buttons' order are where that goes on the battlefield
  // as drawn from the side chosen (its left is on the screen's right when it faces down).
  slideRow(regiment, last, options) {
    const edge = options.edges.find((e) => e.edge === last.edge);
    const to = (by) => last.offset + by;
    // Where its left lies on the drawing; its right is opposite.
    const way = sideKey(this.seen.facing(regiment.position?.facing ?? 0) - 90);
    const slide = (by, label, action) => {
      const [before, after] = ARROWS[by < 0 ? way : OPPOSITE[way]];
      return el("button", {
        type: "button", "data-action": action, disabled: !edge || !edge.offsets.includes(to(by)),
        onclick: () => this.charge(regiment, last.edge, to(by)),
      }, `${before}${label}${after}`);
    };
    // The Regiment's name as written; English's possessive needs whether it ends in s.
    const whose = { name: regiment.name, name_s: /s$/i.test(regiment.name) ? "yes" : "no" };
    const buttons = [slide(-1, words("battle-slide-left", whose), "slide-left"),
      slide(1, words("battle-slide-right", whose), "slide-right")];
    if (way === "right" || way === "below") buttons.reverse(); // left or up first
    const along = { name: regiment.name, edge: last.edge };
    const now = { ...along, offset: Math.abs(last.offset), way: last.offset > 0 ? "right" : last.offset < 0 ? "left" : "centred" };
    return el("div", { class: "charge-slide", role: "group", "aria-label": words("battle-slide-along", along) },
      el("p", { class: "muted" }, words("battle-slide-along-now", now)),
      el("div", { class: "row" }, ...buttons));
  }

  charge(regiment, edge, offset) {
    const event = { kind: "charge", regiment: regiment.id, enemy: this.enemy, edge };
    if (offset) event.offset = offset;
    if (this.table && !this.view.battlefield) event.table = this.table;
    return this.screen.push(event);
  }
}

// The enemy seen from above and from behind it, its front at the top: its own left
// edge on the left and its right on the right, as the edges' buttons name them and
// whichever way it faces on the table (the battlefield's arcs say "its own left and
// right, as seen from behind it" the same way). Its four edges are targets at least
// 44 px deep (out from each edge), labelled in words. Its lines are the engine's; the
// page only turns the drawing.
function enemyDrawing(enemy, options, charge, seen) {
  const depth = options.battlefield ? options.battlefield.depth : 0;
  const flip = ([x, y]) => [x, depth - y];
  const byEdge = Object.fromEntries(options.edges.map((e) => [e.edge, e]));
  const middle = (line) => { const [a, b] = line.map(flip); return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]; };
  const [front, rear] = [middle(byEdge.front.line), middle(byEdge.rear.line)];
  const o = [(front[0] + rear[0]) / 2, (front[1] + rear[1]) / 2];
  // Turned about its middle by the angle its front makes with the drawing's up.
  const turn = -Math.atan2(front[0] - rear[0], rear[1] - front[1]);
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const drawn = (p) => {
    const [x, y] = flip(p);
    const [dx, dy] = [x - o[0], y - o[1]];
    return [o[0] + dx * cos - dy * sin, o[1] + dx * sin + dy * cos];
  };
  const outline = [...byEdge.front.line, ...byEdge.rear.line].map(drawn);
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const c = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  // Room for the enemy plus a 50 px target on every side, at the drawing's shape.
  const scale = Math.min((DRAWN.w - 4 * 50) / extent, (DRAWN.h - 2 * 56) / extent);
  const w = DRAWN.w / scale;
  const h = DRAWN.h / scale;
  const reach = (TARGET_PX + 6) / scale;
  const name = enemy ? enemy.name : words("battle-the-enemy");
  const root = svg("svg", {
    class: "charge-drawing", width: DRAWN.w, height: DRAWN.h, viewBox: `${c[0] - w / 2} ${c[1] - h / 2} ${w} ${h}`,
    role: "group", "aria-label": words("battle-charge-drawing", { name }),
  });
  root.append(svg("polygon", { class: "charge-enemy", points: outline.map((p) => p.join(",")).join(" ") }));
  for (const edge of options.edges) {
    const [a, b] = edge.line.map(drawn);
    const mid = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const d = Math.hypot(mid[0] - c[0], mid[1] - c[1]) || 1;
    const n = [(mid[0] - c[0]) / d, (mid[1] - c[1]) / d];
    const far = (p) => [p[0] + n[0] * reach, p[1] + n[1] * reach];
    const off = !!options.refused || offsetFor(edge) === null;
    const target = svg("g", { class: `charge-target${off ? " off" : ""}`, "data-charge-target": edge.edge });
    target.append(svg("polygon", { points: [a, b, far(b), far(a)].map((p) => p.join(",")).join(" ") }));
    const at = [mid[0] + n[0] * reach * 0.5, mid[1] + n[1] * reach * 0.5 + 4.5 / scale];
    target.append(svg("text", { x: at[0], y: at[1], "text-anchor": "middle", "font-size": 13 / scale, class: "charge-target-word" },
      targetWord(edge.edge)));
    if (!off) target.addEventListener("click", () => charge(edge));
    root.append(target);
  }
  const facing = enemy && enemy.position ? facingOnDrawing(seen.facing(enemy.position.facing)) : "none";
  return el("div", { class: "charge-drawing-box" },
    el("p", { class: "charge-seen-from" }, words("battle-charge-seen-from", { name, facing })), root);
}

export function chargeTabFor(screen) {
  if (!screen.chargeTab) screen.chargeTab = new ChargeTab(screen);
  return screen.chargeTab;
}
