// The report's sides by the app's own names ("Player 1") said in the reader's language in
// every sentence of the report that names them; a name the players typed as written.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const { withSideNames } = await import("../../web/views/sides.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

const head = (first, second) => ({ id: "report-line-summary-head", args: { named: "no", name: "", first, second },
  parts: [{ id: "report-line-title-conquest", args: { round: 1 } }] });
const report = (players, players_msg) => ({
  players, players_msg,
  summary_lines: [{ text: `Conquest battle, Round 1: ${players[0]} vs ${players[1]}`, msg: head(...players) }],
  luck: { side_msgs: [{ id: "report-line-side-none", args: { player: players[0], kind: "morale" } }] },
});
const said = (r) => [W.said(r.summary_lines[0].msg, r.summary_lines[0].text), W.said(r.luck.side_msgs[0], "")];
const DEFAULTS = [{ id: "tbl-default-player", args: { n: 1 } }, { id: "tbl-default-player", args: { n: 2 } }];

test("English: the report reads as the engine wrote it", async () => {
  await W.speak("en", { root: {} });
  const r = withSideNames(report(["Player 1", "Player 2"], DEFAULTS));
  assert.deepEqual(r.players, ["Player 1", "Player 2"]);
  assert.deepEqual(said(r), ["Conquest battle, Round 1: Player 1 vs Player 2", "Player 1: no Morale dice rolled"]);
});

test("German: the default names are the language's, a typed one as written", async () => {
  const de = await catalogue("de");
  await W.speak("de", { fetchText: async () => de, root: {} });
  const one = W.words("tbl-default-player", { n: 1 });
  const two = W.words("tbl-default-player", { n: 2 });
  assert.notEqual(one, "Player 1");
  const r = withSideNames(report(["Player 1", "Player 2"], DEFAULTS));
  assert.deepEqual(r.players, [one, two]);
  const lines = said(r);
  assert.ok(lines.every((line) => !line.includes("Player")), lines);
  assert.ok(lines[0].includes(one) && lines[0].includes(two) && lines[1].includes(one), lines);
  // A name the engine did not send as its own (players_msg null) stays as typed, and so
  // does every name of a report without players_msg.
  const typed = withSideNames(report(["Ann", "Player 1"], [null, null]));
  assert.deepEqual(typed.players, ["Ann", "Player 1"]);
  const old = report(["Player 1", "Player 2"], undefined);
  assert.equal(withSideNames(old), old);
});
