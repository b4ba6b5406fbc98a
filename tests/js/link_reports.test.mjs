// The two-phone sheet's reports: a phone that sends junk over and over cannot grow the
// list without end; the same words again in a row are counted, not kept twice.
import { test } from "node:test";
import assert from "node:assert/strict";

import { loadWith } from "./session_load.mjs";

const { Reports, REPORTS_KEPT } = await loadWith("web/views/link_reports.js");

test("only the latest reports are kept, however many come", () => {
  const r = new Reports();
  for (let i = 0; i < 5000; i++) r.push(`Refused message ${i}`);
  assert.equal(r.length, REPORTS_KEPT);
  assert.equal(REPORTS_KEPT, 20);
  assert.deepEqual(r.slice(-2), ["Refused message 4998", "Refused message 4999"]);
});

test("the same report again in a row is counted", () => {
  const r = new Reports();
  for (let i = 0; i < 1000; i++) r.push("Refused a message that is not text (object) from Phone B.");
  r.push("Other");
  assert.deepEqual(r.slice(-5), ["Refused a message that is not text (object) from Phone B. (1000 times)", "Other"]);
});
