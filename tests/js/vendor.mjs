// The page imports idb as ./vendor/idb/index.js, which the build bundles from
// node_modules (scripts/bundle.mjs): under Node the same module is read from there too.
import { register } from "node:module";

// Fluent likewise (./vendor/fluent/bundle.js), and a catalogue (.ftl) is its text, as the
// build bundles English's.
const hook = `
const IDB = new URL("../../node_modules/idb/build/index.js", ${JSON.stringify(import.meta.url)}).href;
const FLUENT = new URL("../../node_modules/@fluent/bundle/esm/index.js", ${JSON.stringify(import.meta.url)}).href;
export async function resolve(specifier, context, next) {
  if (specifier.endsWith("/vendor/idb/index.js")) return { url: IDB, shortCircuit: true };
  if (specifier.endsWith("/vendor/fluent/bundle.js")) return { url: FLUENT, shortCircuit: true };
  return next(specifier, context);
}
export async function load(url, context, next) {
  if (!url.endsWith(".ftl")) return next(url, context);
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(new URL(url), "utf8");
  return { format: "module", source: "export default " + JSON.stringify(text) + ";", shortCircuit: true };
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
