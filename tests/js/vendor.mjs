// The page imports idb as ./vendor/idb/index.js, which the build bundles from
// node_modules (scripts/bundle.mjs): under Node the same module is read from there too.
import { register } from "node:module";

const hook = `
const IDB = new URL("../../node_modules/idb/build/index.js", ${JSON.stringify(import.meta.url)}).href;
export async function resolve(specifier, context, next) {
  if (specifier.endsWith("/vendor/idb/index.js")) return { url: IDB, shortCircuit: true };
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
