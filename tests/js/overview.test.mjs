// The battle at a glance: each Regiment's row says what the engine's view says (name,
// Stands left of its start, status, whom it fights, what it owes), and the rows come
// grouped by player, the ones in a fight first and those out of the battle last.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { load } from "./load.mjs";
import { loadWith } from "./session_load.mjs";

const views = JSON.parse(await readFile(new URL("./fixtures/overview.json", import.meta.url), "utf8"));
const { overviewOrder, overviewIds } = await load("web/views/overview.js");
const { regimentRow, fighting, gone } = await loadWith("web/systems/conquest/regiment_row.js");

const conquest = views.conquest;
const row = (id) => regimentRow(conquest.regiments.find((r) => r.id === id));

test("a Regiment's row: name, Stands left of its start, status, whom it fights, what it owes", () => {
  const result = ["spears", "maa", "lost", "knights", "brutes"].map(row);
  const expected = [
    { name: "Spears", strength: "6/6 Stands", characters: "", status: "Steady", fight: "", due: "" },
    { name: "Men-at-Arms", strength: "5/7 Stands", characters: "incl. ★ 1 Character", status: "Steady", fight: "Engaged with Knights", due: "Morale Test: roll 2 dice" },
    { name: "Levy", strength: "0/2 Stands", characters: "", status: "Shattered", fight: "", due: "" },
    { name: "Knights", strength: "3/3 Stands", characters: "", status: "Steady", fight: "Engaged with Men-at-Arms", due: "" },
    { name: "Brutes", strength: "2/4 Stands", characters: "", status: "Broken", fight: "", due: "" },
  ];
  assert.deepEqual(result, expected);
});

test("a Regiment with a Character counts it in its Stands, and says so, as the report does (C-3)", () => {
  const maa = conquest.regiments.find((r) => r.id === "maa");
  const alive = maa.stands.filter((s) => !s.destroyed).length + maa.characters.filter((c) => !c.destroyed).length;
  assert.equal(maa.stands_left, alive);
  assert.equal(maa.stands_start, maa.starting_stands + maa.characters.length);
  assert.match(row("maa").strength, new RegExp(`^${alive}/${maa.stands_start} Stands$`));
  assert.equal(row("maa").characters, maa.stands_note);
  assert.equal(row("spears").characters, "");
});

test("the overview: by player, the ones in a fight first, those out of the battle last", () => {
  const result = overviewOrder(conquest.regiments, { fighting, gone }).map((side) => side.map((r) => r.id));
  const expected = [["maa", "spears", "archers", "lost"], ["knights", "brutes"]];
  assert.deepEqual(result, expected);
  assert.deepEqual(overviewIds(conquest.regiments, { fighting, gone }), expected.flat());
});

test("equals keep the view's order, whatever it is", () => {
  const items = [
    { id: "a", player: 1, fight: false }, { id: "b", player: 0, fight: true }, { id: "c", player: 1, fight: true },
    { id: "d", player: 0, fight: false }, { id: "e", player: 1, fight: true }, { id: "f", player: 0, fight: false, gone: true },
  ];
  const how = { fighting: (i) => i.fight, gone: (i) => !!i.gone };
  const result = overviewOrder(items, how).map((side) => side.map((i) => i.id));
  const expected = [["b", "d", "f"], ["c", "e", "a"]];
  assert.deepEqual(result, expected);
  const reversed = overviewOrder([...items].reverse(), how).map((side) => side.map((i) => i.id));
  assert.deepEqual(reversed, [["b", "d", "f"], ["e", "c", "a"]]);
});

const ninthAge = await loadWith("web/systems/ninth_age/unit_row.js");

test("a Unit's row: name, models in play of its start, losses or none left", () => {
  const result = views.ninth_age.units.map(ninthAge.unitRow);
  const expected = [
    { name: "Trolls", strength: "7/7 models", status: "Full strength", characters: "⚑ 1 Champion", due: "" },
    { name: "Goblins", strength: "8/11 models", status: "Losses", characters: "★ 1 Character", due: "" },
    { name: "Wolves", strength: "0/2 models", status: "Destroyed", characters: "", due: "" },
  ];
  assert.deepEqual(result, expected);
  const order = overviewOrder(views.ninth_age.units, ninthAge).map((side) => side.map((u) => u.id));
  assert.deepEqual(order, [["trolls"], ["goblins", "wolves"]]);
});
