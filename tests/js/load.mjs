// The page's modules are ES modules in a package Node reads as CommonJS (no "type"
// field, and none wanted in the site): a pure one is loaded from its source text.
import { readFile } from "node:fs/promises";

export async function load(path) {
  const source = await readFile(new URL(`../../${path}`, import.meta.url), "utf8");
  return import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
}
