// For tests/unit/test_said_catalogue.py: the engine's sentences ({ id, args } each, as
// JSON on stdin) said by the page in the language named (`node tests/js/say_in.mjs en`),
// one JSON list of texts on stdout; a sentence the page has no message for is null.
import "./vendor.mjs";
import { readFile } from "node:fs/promises";

const { said, speak } = await import("../../web/i18n/words.js");
const code = process.argv[2] || "en";
await speak(code, { root: {}, fetchText: (c) => readFile(new URL(`../../web/i18n/${c}.ftl`, import.meta.url), "utf8") });
let input = "";
for await (const chunk of process.stdin) input += chunk;
const NONE = "\u0000";
const out = JSON.parse(input).map((msg) => {
  const text = said(msg, NONE);
  return text === NONE ? null : text;
});
process.stdout.write(JSON.stringify(out));
