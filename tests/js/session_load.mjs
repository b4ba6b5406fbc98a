// A page module and the page modules it imports, loaded under Node from their source
// text (see load.mjs), with some of them replaced: ``fakes`` maps a module's path under
// web/ to the source of the one that stands in for it (a fake engine or store module).
import { readFile } from "node:fs/promises";
import { posix } from "node:path";

const asData = (source) => `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`;

// The page's vendored Fluent is the package's own module; a catalogue is its text (as
// the build bundles them: scripts/bundle.mjs).
const FLUENT = new URL("../../node_modules/@fluent/bundle/esm/index.js", import.meta.url).href;

async function url(path, fakes, seen) {
  if (path in fakes) return asData(fakes[path]);
  if (path === "web/vendor/fluent/bundle.js") return FLUENT;
  if (path.endsWith(".ftl")) {
    const text = await readFile(new URL(`../../${path}`, import.meta.url), "utf8");
    return asData(`export default ${JSON.stringify(text)};`);
  }
  if (!seen.has(path)) {
    seen.set(path, (async () => {
      let source = await readFile(new URL(`../../${path}`, import.meta.url), "utf8");
      const wanted = [...source.matchAll(/from "(\.{1,2}\/[^"]+)"/g)].map((m) => m[1]);
      for (const spec of new Set(wanted)) {
        const target = await url(posix.normalize(posix.join(posix.dirname(path), spec)), fakes, seen);
        source = source.replaceAll(`from "${spec}"`, `from "${target}"`);
      }
      return asData(source);
    })());
  }
  return seen.get(path);
}

export async function loadWith(path, fakes = {}) {
  return import(await url(path, fakes, new Map()));
}
