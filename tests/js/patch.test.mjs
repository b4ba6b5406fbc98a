// The page's copy of a game, patched with the engine's own replies (recorded by
// tests/unit/patch_replies.py, which a unit test keeps up to date), is the engine's
// full view after every reply, and its log and saved game at the end.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { load } from "./load.mjs";

const { patchView, patchLog, patchGame } = await load("web/patch.js");
const fixtures = JSON.parse(await readFile(new URL("./fixtures/replies.json", import.meta.url), "utf8"));

for (const battle of fixtures.battles) {
  test(`patching with each reply gives the engine's full view: ${battle.system}`, () => {
    let { view, log, game } = structuredClone(battle.opened);
    for (const [n, step] of battle.steps.entries()) {
      const { reply } = step;
      assert.ok(!("view" in reply || "game" in reply || "log" in reply), "a tap must not carry the whole game");
      const before = structuredClone(view);
      const next = patchView(view, reply.changes);
      assert.deepEqual(view, before, "the copy patched is left as it was");
      view = next;
      assert.deepEqual(view, step.view, `${battle.system}, step ${n} (${step.type})`);
      log = patchLog(log, reply);
      game = patchGame(game, step.type, reply);
    }
    assert.deepEqual(view, battle.end.view);
    assert.deepEqual(log, battle.end.log);
    assert.deepEqual(game, battle.end.game);
  });
}

test("the replies recorded cover pushes, undos and redos, and changed items", () => {
  const types = new Set(fixtures.battles.flatMap((b) => b.steps.map((s) => s.type)));
  assert.deepEqual([...types].sort(), ["game.push", "game.redo", "game.undo"]);
  const items = fixtures.battles.flatMap((b) => b.steps.map((s) => Object.values(s.reply.changes.items)));
  assert.ok(items.some((diffs) => diffs.some((diff) => diff.changed.length > 1)));
  assert.ok(items.some((diffs) => diffs.every((diff) => diff.changed.length === 0)));
});

test("the engine's changes of views that lose, gain or move items or fields patch to the new view", () => {
  for (const { before, after, changes } of fixtures.pairs) {
    assert.deepEqual(patchView(before, changes), after, JSON.stringify(changes));
  }
  assert.ok(fixtures.pairs.some((p) => Object.values(p.changes.items).some((diff) => diff.order)));
  assert.ok(fixtures.pairs.some((p) => p.changes.drop.length));
});

test("a whole view replaces the copy", () => {
  const result = patchView({ old: 1 }, { whole: true, set: { round: 2 }, drop: [], items: {} });
  assert.deepEqual(result, { round: 2 });
});

test("changes naming an item the page does not hold are refused, naming it", () => {
  const changes = { set: {}, drop: [], items: { units: { changed: [], order: ["a", "z"] } } };
  assert.throws(() => patchView({ units: [{ id: "a" }] }, changes), /units the page does not hold: z/);
});

test("the log gains the entry of a push or redo and loses the line an undo removed", () => {
  const entry = { event: { kind: "x" }, summary: "X", steps: [] };
  assert.deepEqual(patchLog([], { entry }), [entry]);
  assert.deepEqual(patchLog([entry, entry], { removed: 1 }), [entry]);
  assert.deepEqual(patchLog([entry], { removed: 0 }), []);
});

test("a push after an undo clears what could be redone", () => {
  const game = { start: {}, events: [{ n: 1 }], redo: [{ n: 2 }] };
  assert.deepEqual(patchGame(game, "game.push", { event: { n: 3 } }),
    { start: {}, events: [{ n: 1 }, { n: 3 }], redo: [] });
  assert.deepEqual(patchGame(game, "game.undo", { event: { n: 1 } }),
    { start: {}, events: [], redo: [{ n: 1 }, { n: 2 }] });
  assert.deepEqual(patchGame(game, "game.redo", { event: { n: 2 } }),
    { start: {}, events: [{ n: 1 }, { n: 2 }], redo: [] });
});

const { cardPatch } = await load("web/patch.js");
const changes = (items = {}, set = {}, drop = []) => ({ set, drop, items });

test("a reply that changed some Regiments patches their cards and the verdicts' cards", () => {
  const reply = changes({ regiments: { changed: [{ id: "r3" }, { id: "r1" }] } }, { can_undo: true });
  const result = cardPatch(reply, "regiments", "regiment", [{ regiment: "r1" }, { regiment: "r7" }]);
  assert.deepEqual(result.ids, ["r3", "r1", "r7"]);
  assert.deepEqual([...result.changed], ["r3", "r1"]);
  assert.deepEqual(cardPatch(changes({}, { actions: 2 }), "units", "unit", [null, null]).ids, []);
});

test("a reply the cards cannot show by themselves draws the screen whole", () => {
  const one = { regiments: { changed: [{ id: "a" }] } };
  for (const reply of [
    { ...changes(), whole: true },
    changes(one, {}, ["gone"]),
    changes(one, { players: ["A", "B"] }),
    changes({ ...one, other: { changed: [] } }),
    changes({ regiments: { changed: [], order: ["b", "a"] } }),
  ]) assert.equal(cardPatch(reply, "regiments", "regiment", [null, null]), null, JSON.stringify(reply));
  // A verdict for the whole battle (a new Round), shown before or now.
  assert.equal(cardPatch(changes(one), "regiments", "regiment", [{ verdict: "x" }, null]), null);
  assert.equal(cardPatch(changes(one), "regiments", "regiment", [null, { verdict: "x" }]), null);
});

test("a verdict for the whole battle is patched by a screen that draws its box", () => {
  const one = { regiments: { changed: [{ id: "a" }] } };
  const how = { battleVerdict: true };
  // The Active Player set after a Wound Pool's verdict on r1: r1's card loses it.
  const after = cardPatch(changes({}, { active_player: 1 }), "regiments", "regiment", [{ regiment: "r1" }, { verdict: "x" }], how);
  assert.deepEqual([after.ids, [...after.changed], after.battle], [["r1"], [], true]);
  const round = cardPatch(changes(one), "regiments", "regiment", [{ verdict: "x" }, { verdict: "y" }], how);
  assert.deepEqual([round.ids, round.battle], [["a"], true]);
  assert.equal(cardPatch(changes(one), "regiments", "regiment", [null, { regiment: "a" }], how).battle, false);
  // What no box makes whole is still drawn whole.
  assert.equal(cardPatch(changes(one, { players: ["A", "B"] }), "regiments", "regiment", [null, { verdict: "x" }], how), null);
});

test("each recorded reply of a battle of cards patches or draws whole as its changes say", () => {
  for (const battle of fixtures.battles.filter((b) => b.system !== "campaign")) {
    const list = battle.system === "conquest" ? "regiments" : "units";
    for (const { reply } of battle.steps) {
      const result = cardPatch(reply.changes, list, "x", [null, null]);
      const items = reply.changes.items[list];
      assert.equal(result === null, Boolean(items && items.order) || "players" in reply.changes.set);
      if (result) assert.deepEqual(result.ids, (items ? items.changed : []).map((item) => item.id));
    }
  }
});
