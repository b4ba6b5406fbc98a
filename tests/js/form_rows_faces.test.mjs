// Two small pieces of page layout logic, with stand-in nodes: the player a row added to a
// new battle's list starts as, and the room kept above a campaign roll's D20 faces so
// they stay under the thumb from one roll to the next.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./load.mjs";
import { loadWith } from "./session_load.mjs";

const { lastRowsPlayer } = await loadWith("web/views/form.js");
const { steadyFaces } = await load("web/systems/campaign/steady_faces.js");

const rowsWith = (...players) => ({ querySelectorAll: () => players.map((value) => ({ value: String(value) })) });

test("a row added is for the player of the row above it, or the first player in an empty list", () => {
  const result = [lastRowsPlayer(rowsWith(0, 1)), lastRowsPlayer(rowsWith(1, 1, 0)), lastRowsPlayer(rowsWith())];
  const expected = [1, 0, 0];
  assert.deepEqual(result, expected);
});

// A roll panel whose faces stand ``at`` px below its top, as laid out.
function rootWith(at, { laidOut = true } = {}) {
  const panel = {
    style: {},
    getClientRects: () => (laidOut ? [{}] : []),
    getBoundingClientRect: () => ({ top: 100 }),
    querySelector: () => faces,
  };
  const faces = { getBoundingClientRect: () => ({ top: 100 + at }) };
  return { panel, root: { querySelector: () => panel } };
}

test("a shorter head above the faces gets the difference as room; a longer one sets the mark", () => {
  globalThis.window = { innerWidth: 360 };
  globalThis.getComputedStyle = () => ({ paddingTop: "8px" });
  const screen = {};
  const first = rootWith(200);
  steadyFaces(first.root, screen);
  const shorter = rootWith(180);
  steadyFaces(shorter.root, screen);
  const longer = rootWith(230);
  steadyFaces(longer.root, screen);
  const result = [first.panel.style.paddingTop, shorter.panel.style.paddingTop, longer.panel.style.paddingTop, screen.facesAt];
  const expected = [undefined, "28px", undefined, 230];
  assert.deepEqual(result, expected);
});

test("the mark is measured afresh on another width, and never from a panel not laid out", () => {
  globalThis.window = { innerWidth: 360 };
  globalThis.getComputedStyle = () => ({ paddingTop: "8px" });
  const screen = {};
  steadyFaces(rootWith(200).root, screen);
  const hidden = rootWith(0, { laidOut: false });
  steadyFaces(hidden.root, screen);
  globalThis.window = { innerWidth: 740 };
  const turned = rootWith(150);
  steadyFaces(turned.root, screen);
  const result = [hidden.panel.style.paddingTop, turned.panel.style.paddingTop, screen.facesAt];
  const expected = [undefined, undefined, 150];
  assert.deepEqual(result, expected);
});
