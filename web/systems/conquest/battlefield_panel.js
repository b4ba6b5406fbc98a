// The battlefield's panel: the side of the table it is seen from, the zoom buttons,
// the drawing, what a drag did, the names with no room on the drawing, the picked
// Regiment's arcs in words, every Regiment as a 44 px button in a numbered list (which
// says whether each is engaged, Stranded or Unengaged), the distance setting, and the
// pushes in words.
import { el, setText, userText } from "../../views/dom.js";
import { words } from "../../i18n/words.js";
import { sideNames } from "../../views/sides.js";
import { withNodes } from "../../views/with_nodes.js";
import { distanceUnits, setDistanceUnits } from "../../views/distance.js";
import { ARC_WORDS, facingOnDrawing, sideWords } from "../../views/zoom.js";
import { seenFrom } from "../../views/seen_from.js";
import { ENGAGEMENT_TEXT, battlefieldView, drawn, lastPushes, numbered } from "./battlefield.js";

// ``state``: the screen's, kept across redraws (the zoom the player chose); ``selected``:
// the Regiment whose arcs are drawn.
// ``onUnits``: called once the distance setting changed, to show every distance anew.
// ``verdict``: the engine's verdict of a drag just made, shown under the drawing.
// ``state.side``: the side of the table it is seen from; ``onSide(side)``: called when
// the player picks the other one (the screen keeps it and draws everything anew).
export function battlefieldPanel(view, outcome, { onPlace = null, state = {}, selected = null, onUnits = null, onSide = null, verdict = "" } = {}) {
  if (!view.battlefield) return null;
  // Stranded or Unengaged and not in the list (which says it of every Regiment drawn).
  const listed = new Set(onPlace ? drawn(view).map((r) => r.id) : []);
  const notes = view.regiments.filter((r) => (r.engagement === "stranded" || r.engagement === "unengaged") && !listed.has(r.id))
    .map((r) => el("li", { "data-engagement-note": r.id }, words("battle-engagement-note", { name: r.name, engagement: ENGAGEMENT_TEXT[r.engagement] })));
  const pushes = lastPushes(view, outcome).notes.map((text) => el("li", { class: "push-note" }, text));
  const units = distanceUnits();
  // What a drag did is said here, under the drawing the finger is on (kept across the
  // redraw the action makes); the page is not moved to a card to say it.
  const help = words("battle-field-help");
  // A line said by a drag or a tap stays until some other action redraws the panel.
  if (!verdict) state.said = "";
  const note = onPlace ? el("p", { class: "bf-drag-note", role: "status" }, state.said || help) : null;
  const say = (text) => {
    state.said = text;
    if (state.note) setText(state.note, text || help);
  };
  state.note = note;
  // Said when Fit engagements found no fight and fitted the whole table instead.
  const framed = el("p", { class: "bf-framing", role: "status", hidden: true });
  const fitted = (text) => {
    framed.hidden = !text;
    setText(framed, text);
    if (text) framed.dataset.bfFraming = ""; else delete framed.dataset.bfFraming;
  };
  // Names with no room beside their Regiment at this zoom are listed under the drawing.
  const key = el("p", { class: "bf-key", "aria-live": "polite" });
  const onKey = (names) => {
    key.hidden = !names.length;
    setText(key, names.length ? words("battle-not-named", { names: names.join(", ") }) : "");
  };
  const arcsKey = regimentArcsKey(view, selected, seenFrom(state.side, view.battlefield));
  let drawing = null;
  const list = onPlace ? regimentList(view, state, (id) => drawing.pick(id)) : null;
  const onPick = (id) => list?.show(id);
  const draw = () => {
    drawing = battlefieldView(view, outcome, { onPlace, say, onPick, state, selected, onKey });
    watchWidth(drawing, state);
    return drawing.root;
  };
  const holder = el("div", { class: "battlefield-holder" }, draw());
  // Says the setting in force and what a tap changes it to.
  const toggle = el("button", {
    type: "button", "data-action": "distance-units", "data-offline": "", "data-units": units,
    onclick: () => {
      const next = distanceUnits() === "mm" ? "in" : "mm";
      setDistanceUnits(next); // kept on the device in the background; shown at once
      if (onUnits) return onUnits();
      toggle.dataset.units = next;
      setText(toggle, unitsButtonText(next));
      holder.replaceChildren(draw());
    },
  }, unitsButtonText(units));
  const zoomButton = (action, text, act) => el("button", { type: "button", "data-action": action, "data-offline": "", onclick: () => act(drawing) }, text);
  const zooms = el("div", { class: "bf-zoom", role: "group", "aria-label": words("battle-zoom") },
    zoomButton("zoom-in", words("battle-zoom-in"), (d) => d.zoom(1 / 1.5)),
    zoomButton("zoom-out", words("battle-zoom-out"), (d) => d.zoom(1.5)),
    zoomButton("fit-all", words("battle-fit-all"), (d) => fitted(d.fitTo("all"))),
    zoomButton("fit-engagements", words("battle-fit-engagements"), (d) => fitted(d.fitTo("engagements"))));
  return el("details", { class: "panel battlefield-panel", open: true },
    el("summary", {}, words("battle-field-title")),
    onSide ? sidePicker(view, state, onSide) : null, zooms, framed, holder, note, verdict || "", key, arcsKey, list ? list.root : null, toggle,
    notes.length ? el("ul", { class: "engagement-notes" }, ...notes) : null,
    pushes.length ? el("ul", { class: "push-notes", "aria-label": words("battle-press-the-attack") }, ...pushes) : null);
}

// Every Regiment on the drawing as a 44 px button, numbered as the labels that have no
// room for a name are: a tap picks it as a tap on the drawing does, however small the
// zoom draws it. Returns { root, show(id) } (show: the one picked now, or none).
function regimentList(view, state, onPick) {
  const regiments = drawn(view);
  const numbers = numbered(regiments);
  const buttons = regiments.map((r) => el("button", {
    type: "button", class: `bf-pick player-${r.player}`, "data-bf-pick": r.id, "data-bf-number": numbers.get(r.id),
    "aria-pressed": state.picked === r.id ? "true" : "false", onclick: () => onPick(r.id),
  }, el("span", { class: "bf-number" }, numbers.get(r.id)), " ", userText(r.name),
  el("span", { class: "bf-pick-side" }, ` · ${sideNames(view)[r.player]}${r.engagement ? ` · ${ENGAGEMENT_TEXT[r.engagement]}` : ""}`)));
  const root = el("ol", { class: "bf-list", "aria-label": words("battle-field-list") },
    ...buttons.map((b) => el("li", {}, b)));
  const show = (id) => buttons.forEach((b) => b.setAttribute("aria-pressed", b.dataset.bfPick === id ? "true" : "false"));
  return { root, show };
}

// Which side of the table the drawing is seen from, by the players' names: two 44 px
// buttons, the one in force pressed. The drawing is turned so the holder's left at the
// table is left on the screen.
function sidePicker(view, state, onSide) {
  const side = seenFrom(state.side, view.battlefield).side;
  const button = (n) => el("button", {
    type: "button", class: "bf-side", "data-seen-from": n, "data-offline": "", "aria-pressed": side === n ? "true" : "false",
    onclick: () => { if (n !== side) onSide(n); },
  }, ...withNodes(([mark]) => words("battle-seen-from", { player: mark }), [userText(sideNames(view)[n])]));
  return el("div", { class: "bf-sides", role: "group", "aria-label": words("battle-seen-from-label") }, button(0), button(1));
}

function unitsButtonText(units) {
  return units === "mm" ? words("battle-units-mm") : words("battle-units-inches");
}

// Where each arc of the selected Regiment lies on the drawing, in words: its left and
// right are its own (as seen from behind it, facing where it faces), not the screen's.
function regimentArcsKey(view, selected, seen) {
  const r = drawn(view).find((one) => one.id === selected);
  if (!r) return null;
  const facing = seen.facing(r.position.facing);
  const turn = { front: 0, right: 90, rear: 180, left: 270 };
  const arcs = ["front", "left", "right", "rear"];
  const side = (arc) => sideWords(facing + turn[arc]);
  return el("p", { class: "bf-arcs-key", "data-arcs-of": r.id },
    ...withNodes(([front, left, right, rear]) => words("battle-arcs-key", {
      name: r.name, facing: facingOnDrawing(facing), front, left, right, rear,
      front_side: side("front"), left_side: side("left"), right_side: side("right"), rear_side: side("rear"),
    }), arcs.map((arc) => el("span", { class: `arc-word arc-${arc}`, "data-arc-key": arc }, ARC_WORDS[arc]))));
}

// Laid out again once the drawing's width on screen is known (and when it changes): the
// labels keep 14 px and, before the player zooms, the opening view its 44 px Regiments.
function watchWidth(drawing, state) {
  if (typeof ResizeObserver !== "function") return;
  let width = 0;
  const seen = new ResizeObserver(([entry]) => {
    if (!entry.target.isConnected) {
      seen.disconnect();
      return;
    }
    const now = entry.contentRect.width;
    if (!now || Math.abs(now - width) < 0.5) return;
    width = now;
    if (!state.touched) drawing.reopen(now);
    else drawing.relayout();
  });
  seen.observe(drawing.root);
}
