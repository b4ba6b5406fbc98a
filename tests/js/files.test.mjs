// The page reads a picked file's size before its bytes: a file far larger than the
// engine reads is refused as too large, naming the size and the limit, with nothing
// read (reading 500 MB whole blocked the page for seconds).
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWith } from "./session_load.mjs";

const files = await loadWith("web/views/files.js");

// A file whose size the browser knows and whose bytes must not be asked for.
function unreadable(name, size) {
  const fail = () => { throw new Error("the file's bytes were read"); };
  return { name, size, text: fail, arrayBuffer: fail, stream: fail, slice: fail };
}

test("a 500 MB list file is refused as too large before a byte is read", async () => {
  const file = unreadable("army.ros", 500_000_000);
  const result = await files.readPicked(file, { limit: files.MAX_LIST_BYTES, what: "a list file", as: "base64" })
    .then(() => "read", (err) => err.message);
  const expected = "“army.ros” is 500,000,000 bytes: too large; a list file is at most 4,194,304 bytes (4 MiB)";
  assert.equal(result, expected);
});

test("a 500 MB backup file is refused as too large before a byte is read", async () => {
  const file = unreadable("backup.json", 500_000_000);
  const result = await files.readPicked(file, { limit: 32 * 1024 * 1024, what: "a backup file" })
    .then(() => "read", (err) => err.message);
  const expected = "“backup.json” is 500,000,000 bytes: too large; a backup file is at most 33,554,432 bytes (32 MiB)";
  assert.equal(result, expected);
});

test("a file within the limit is read as text or as base64", async () => {
  const file = new File(["== Lord\n * A (3)\n"], "army.txt");
  const result = [await files.readPicked(file, { limit: files.MAX_LIST_BYTES, what: "a list file" }),
    await files.readPicked(file, { limit: files.MAX_LIST_BYTES, what: "a list file", as: "base64" })];
  const expected = ["== Lord\n * A (3)\n", Buffer.from("== Lord\n * A (3)\n").toString("base64")];
  assert.deepEqual(result, expected);
});

test("a file exactly at the limit is read", async () => {
  const file = { name: "edge.ros", size: files.MAX_LIST_BYTES, text: async () => "x" };
  const result = await files.readPicked(file, { limit: files.MAX_LIST_BYTES, what: "a list file" });
  assert.equal(result, "x");
});

test("every file input of the page reads its file through readPicked", async () => {
  // A picker that read its file itself would skip the size check.
  const { readFileSync, readdirSync } = await import("node:fs");
  const web = new URL("../../web/", import.meta.url);
  const sources = readdirSync(web, { recursive: true })
    .filter((p) => p.endsWith(".js") && !p.startsWith("vendor"))
    .map((p) => [p, readFileSync(new URL(p, web), "utf8")]);
  const pickers = sources.filter(([, text]) => text.includes('type: "file"')).map(([p]) => p).sort();
  assert.deepEqual(pickers, ["backup.js", "views/list_import.js", "views/muster_packs.js"]);
  const result = pickers.filter((p) => {
    const text = sources.find(([q]) => q === p)[1];
    return !text.includes("readPicked(") || /FileReader|\.arrayBuffer\(\)|file\.text\(\)/.test(text);
  });
  assert.deepEqual(result, []);
});
