// A formation drawn to scale as SVG: cells in ranks and files, rank 0 (the front) at
// the top. Generic: the Conquest screen passes Stands, the Ninth Age screen models.
// The caller decides each cell's data attributes, label and look; this only draws.
import { el, svg } from "./dom.js";
import { words } from "../i18n/words.js";

const GAP = 3;
const PAD = 6;
const LOST_LABEL = 16;

// cells: [{ rank, file, lost, dataset, className, label, sub, mark, title, focus, width, depth }]
// A cell's own ``width``/``depth`` (a Stand on another base than the formation's) draws
// it to that size, centred in its place; every place is as large as the largest cell.
// A lost cell is drawn as a ghost in its place when that place is free, otherwise in
// a "removed" row under the formation, so every cell appears exactly once. A wide
// formation opens scrolled to its ``focus`` cell (a Command Stand), else its centre;
// ``key`` names it across redraws, which keep where the player scrolled it to.
export function formationSvg({ files, cells, width = 40, depth = 40, title, front = words("screen-formation-front"), minCell = 0, minWidth = 0, key = null }) {
  const widths = [width, ...cells.map((c) => c.width || width)];
  const depths = [depth, ...cells.map((c) => c.depth || depth)];
  const maxW = Math.max(...widths);
  const maxD = Math.max(...depths);
  const scale = 48 / Math.max(maxW, maxD);
  // The narrowest cell still holds its text: the places grow with it.
  const w = Math.max(maxW * scale, minWidth * maxW / Math.min(...widths));
  const h = Math.max(maxD * scale * 0.8, minCell * maxD / Math.min(...depths));
  const live = cells.filter((c) => !c.lost);
  const taken = new Set(live.map((c) => `${c.rank}:${c.file}`));
  const ranks = Math.max(1, ...live.map((c) => c.rank + 1));
  let ghostRanks = ranks;
  const placed = [];
  const spill = [];
  for (const cell of cells) {
    if (!cell.lost) placed.push({ cell, rank: cell.rank, file: cell.file });
    else if (!taken.has(`${cell.rank}:${cell.file}`)) {
      taken.add(`${cell.rank}:${cell.file}`);
      placed.push({ cell, rank: cell.rank, file: cell.file });
      ghostRanks = Math.max(ghostRanks, cell.rank + 1);
    } else spill.push(cell);
  }
  const spillRows = Math.ceil(spill.length / files);
  spill.forEach((cell, i) => placed.push({ cell, rank: ghostRanks + Math.floor(i / files), file: i % files, spilled: true }));
  const rows = ghostRanks + spillRows;
  const viewW = PAD * 2 + files * w + (files - 1) * GAP;
  const viewH = PAD * 2 + LOST_LABEL + rows * h + (rows - 1) * GAP + (spillRows ? LOST_LABEL : 0);
  // Drawn at one user unit per CSS pixel, never narrower: its text, 12 units, stays
  // 12 px on screen. A formation wider than the phone scrolls sideways in its own box.
  const root = svg("svg", {
    class: "formation",
    width: viewW.toFixed(1), height: viewH.toFixed(1),
    viewBox: `0 0 ${viewW.toFixed(1)} ${viewH.toFixed(1)}`,
    role: "img",
    "aria-label": title,
  });
  // Where the box opens: over the focus cell (a live one), else the middle.
  const focus = cells.find((c) => c.focus && !c.lost);
  const focusX = focus ? PAD + focus.file * (w + GAP) + w / 2 : viewW / 2;
  // Over the focus (the Command Stand), else the middle: where a wide formation's box
  // opens (it scrolls sideways). Kept clear of the drawing's ends.
  const labelX = viewW <= 80 ? viewW / 2 : Math.max(40, Math.min(focusX, viewW - 40));
  root.append(svg("text", { x: labelX, y: PAD + 10, "text-anchor": "middle", class: "front-label" }, `▲ ${front}`));
  const top = PAD + LOST_LABEL;
  for (const { cell, rank, file, spilled } of placed) {
    const cw = w * (cell.width || width) / maxW;
    const ch = h * (cell.depth || depth) / maxD;
    const x = PAD + file * (w + GAP) + (w - cw) / 2;
    const y = top + rank * (h + GAP) + (spilled ? LOST_LABEL : 0) + (h - ch) / 2;
    const group = svg("g", { class: `cell ${cell.className || ""}`.trim(), dataset: cell.dataset });
    group.append(svg("title", {}, cell.title || ""));
    group.append(svg("rect", { x, y, width: cw, height: ch, rx: 3 }));
    if (cell.mark) group.append(svg("text", { x: x + 3, y: y + 12, class: "cell-mark" }, cell.mark));
    if (cell.label) group.append(svg("text", { x: x + cw / 2, y: y + ch / 2 + 1, "text-anchor": "middle", class: "cell-label" }, cell.label));
    if (cell.sub) group.append(svg("text", { x: x + cw / 2, y: y + ch - 4, "text-anchor": "middle", class: "cell-sub" }, cell.sub));
    if (cell.edges) {
      for (const edge of cell.edges) group.append(edgeLine(edge, x, y, cw, ch));
    }
    root.append(group);
  }
  if (spillRows) {
    const y = top + ghostRanks * (h + GAP) + 11;
    root.append(svg("text", { x: PAD, y, class: "front-label" }, words("screen-formation-removed")));
  }
  return scrollBox(root, files, title, focusX, key);
}

// Where the player last scrolled each wide formation (by its key), for the next redraw.
const scrolled = new Map();

// The drawing in a box of its own that scrolls sideways when it is wider than the
// screen (up to 20 files of Stands, 40 of models): a hint says so in text, and the box
// takes keyboard focus so it can be scrolled without a finger. It opens with ``focusX``
// in the middle (not at the left end, which hid a wide Regiment's Command Stand), or
// where the player left it before this redraw.
function scrollBox(drawing, files, title, focusX, key) {
  const hint = el("p", { class: "formation-hint", hidden: true }, words("screen-formation-scroll", { files }));
  const box = el("div", { class: "formation-scroll" }, drawing);
  let opened = false;
  box.addEventListener("scroll", () => { if (opened && key != null) scrolled.set(key, box.scrollLeft); }, { passive: true });
  const check = () => {
    const wide = box.scrollWidth > box.clientWidth + 1;
    hint.hidden = !wide;
    if (wide && !opened && box.clientWidth > 0) {
      opened = true;
      const kept = key != null ? scrolled.get(key) : undefined;
      box.scrollLeft = kept !== undefined ? kept : Math.max(0, focusX - box.clientWidth / 2);
    }
    if (wide) {
      box.setAttribute("tabindex", "0");
      box.setAttribute("role", "group");
      box.setAttribute("aria-label", words("screen-formation-scrolls", { title }));
    } else {
      for (const name of ["tabindex", "role", "aria-label"]) box.removeAttribute(name);
    }
  };
  if (typeof ResizeObserver === "function") new ResizeObserver(check).observe(box);
  return el("div", { class: "formation-box" }, box, hint);
}

function edgeLine(edge, x, y, w, h) {
  const lines = {
    front: [x, y, x + w, y],
    rear: [x, y + h, x + w, y + h],
    left: [x, y, x, y + h],
    right: [x + w, y, x + w, y + h],
  };
  const [x1, y1, x2, y2] = lines[edge] || lines.front;
  return svg("line", { x1, y1, x2, y2, class: `engaged-edge edge-${edge}` });
}
