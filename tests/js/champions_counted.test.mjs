// A Ninth Age Champion is one of its Unit's models, no Character: a Unit's row and a
// Muster profile's summary count it under its own name, never as "1 Character".
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { loadWith } from "./session_load.mjs";

const views = JSON.parse(await readFile(new URL("./fixtures/overview.json", import.meta.url), "utf8"));
const { unitRow } = await loadWith("web/systems/ninth_age/unit_row.js");
const { profileSummary } = await loadWith("web/views/muster_names.js");

test("a Unit's row counts its Champion apart from its Characters", () => {
  const trolls = views.ninth_age.units.find((u) => u.id === "trolls");
  assert.deepEqual(trolls.characters.map((c) => c.kind), ["champion"]);
  const result = unitRow(trolls).characters;
  const expected = "⚑ 1 Champion";
  assert.equal(result, expected);
  const both = { ...trolls, characters: [...trolls.characters, { ...trolls.characters[0], id: "hero", kind: "character" }] };
  assert.equal(unitRow(both).characters, "★ 1 Character ⚑ 1 Champion");
  // Wiped out, neither is counted any more: the row said "⚑ 1 Champion" beside a card
  // saying "Champion Bert: wiped out".
  const pools = (ids) => [{ id: "rank_and_file", kind: "rank_and_file", wiped_out: false },
    ...both.characters.map((c) => ({ id: c.id, kind: c.kind, wiped_out: ids.includes(c.id) }))];
  assert.equal(unitRow({ ...both, pools: pools(["champ"]) }).characters, "★ 1 Character");
  assert.equal(unitRow({ ...both, pools: pools(["champ", "hero"]) }).characters, "");
});

test("a profile's summary counts Champions and Characters apart", () => {
  const part = { summary: () => "10 models" };
  const profile = (kinds) => ({ characters: kinds.map((kind, i) => ({ name: `c${i}`, kind, hp: 3 })) });
  assert.equal(profileSummary(part, profile(["champion"])), "10 models + 1 Champion");
  assert.equal(profileSummary(part, profile(["character", "champion", "champion"])), "10 models + 1 Character + 2 Champions");
  // A Conquest Character has no kind: a Character, as before.
  assert.equal(profileSummary(part, { characters: [{ name: "Lord" }] }), "10 models + 1 Character");
});
