// A lost model's story, a roll's verdict and the rosters' note on this device: the
// engine's sentences said one by one and joined by the catalogue's separators; a view
// saved before they had sentences (or one the page lacks) shows its English.
import "./vendor.mjs";
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

const W = await import("../../web/i18n/words.js");
const { noteOf, storiesOf, storyOf } = await import("../../web/systems/campaign/campaign_words.js");
const catalogue = (code) => readFile(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");

const STORY = [{ id: "campaign-story-recovery", args: { die: 3, number: 8, result: "survived" } },
  { id: "campaign-story-awaiting-fate", args: {} }];
const SUMMARY = "Recovery 3 (needed 8 or less): survived; awaiting the Casualty Fate roll";

test("English: a story and a verdict read as the engine's English", async () => {
  await W.speak("en", { root: {} });
  assert.equal(storyOf({ summary: SUMMARY, story: STORY }), SUMMARY);
  assert.equal(storiesOf([{ name: "Vex", summary: SUMMARY, story: STORY }, { name: "Ash", summary: "awaiting the Recovery roll" }]),
    `Vex: ${SUMMARY} · Ash: awaiting the Recovery roll`);
});

test("a view saved without sentences, or with one the page lacks, shows its English", async () => {
  const de = await catalogue("de");
  await W.speak("de", { fetchText: async () => de, root: {} });
  assert.equal(storyOf({ summary: SUMMARY }), SUMMARY);
  assert.equal(storyOf({ summary: SUMMARY, story: [...STORY, { id: "campaign-story-newer", args: {} }] }), SUMMARY);
  assert.equal(noteOf({ note: "Both rosters are updated on this device." }), "Both rosters are updated on this device.");
});

test("German: the story's sentences joined by the catalogue's separator", async () => {
  const de = await catalogue("de");
  await W.speak("de", { fetchText: async () => de, root: {} });
  assert.equal(storyOf({ summary: SUMMARY, story: STORY }),
    "Genesung 3 (nötig: 8 oder weniger): überlebt; wartet auf den Wurf für Verlustschicksal");
  assert.equal(noteOf({ note: "x y", note_msgs: [{ id: "campaign-rosters-changed-since", args: {} }, { id: "campaign-rosters-deleted-since", args: {} }] }),
    "Eine Kaderliste wurde auf diesem Gerät geändert, nachdem diese Nachbereitung bestätigt wurde, daher wurde sie nicht zurückgesetzt. " +
    "Eine Kaderliste wurde auf diesem Gerät gelöscht, nachdem diese Nachbereitung bestätigt wurde, daher bleibt sie gelöscht.");
});
