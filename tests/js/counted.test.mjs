// A count's noun agrees with its number wherever a link's preview, a Muster profile or a
// Regiment says how many Stands, files, models or Health Points: "1 Stand", not "1 Stands".
import { test } from "node:test";
import assert from "node:assert/strict";
import { load } from "./load.mjs";
import { loadWith } from "./session_load.mjs";

const { counted } = await load("web/views/counted.js");

test("one takes the singular, any other count the plural", () => {
  const result = [counted(1, "Stand"), counted(0, "Stand"), counted(3, "Stand"), counted(1, "die", "dice"), counted(2, "die", "dice")];
  const expected = ["1 Stand", "0 Stands", "3 Stands", "1 die", "2 dice"];
  assert.deepEqual(result, expected);
});

// The systems' share previews, with their screens and forms stood in for (only preview
// is under test here).
const STUBS = {
  "web/systems/conquest/conquest.js": "export class ConquestScreen { static card = null; }",
  "web/systems/conquest/setup.js": "export const setupView = () => null;",
  "web/systems/conquest/muster.js": "export const conquestMuster = {};",
  "web/systems/ninth_age/ninth_age.js": "export class NinthAgeScreen { static card = null; }",
  "web/systems/ninth_age/ninth_age_setup.js": "export const ninthAgeSetupView = () => null;",
  "web/systems/ninth_age/muster.js": "export const ninthAgeMuster = {};",
  "web/views/share.js": "export const listLines = () => [];",
};
const conquest = (await loadWith("web/systems/conquest/index.js", STUBS)).default;
const ninthAge = (await loadWith("web/systems/ninth_age/index.js", STUBS)).default;

test("a shared battle, Regiment or profile of one Stand says 1 Stand", () => {
  const battle = { players: ["Ana", "Ben"], regiments: [
    { player: 0, name: "Knights", stands: [{ destroyed: false }, { destroyed: true }] },
    { player: 1, name: "Brutes", stands: [{ destroyed: false }, { destroyed: false }] }] };
  const result = [
    ...conquest.preview("conquest.battle", battle),
    ...conquest.preview("conquest.regiment", { name: "Knights", stands: [{}] }),
    ...conquest.preview("conquest.profile", { name: "Knights", stands: 1, wounds: 4, resolve: 3 }),
  ];
  const expected = ["Ana: Knights (1 Stand)", "Ben: Brutes (2 Stands)", "Knights (1 Stand)",
    "Knights (1 Stand, Wounds 4, Resolve 3)"];
  assert.deepEqual(result, expected);
});

test("a shared Ninth Age profile of one model of one Health Point says so", () => {
  const result = [...ninthAge.preview("ninth_age.profile", { name: "Hero", models: 1, hp: 1 }),
    ...ninthAge.preview("ninth_age.profile", { name: "Spears", models: 20, hp: 2 })];
  const expected = ["Hero (1 model, 1 Health Point)", "Spears (20 models, 2 Health Points)"];
  assert.deepEqual(result, expected);
});
