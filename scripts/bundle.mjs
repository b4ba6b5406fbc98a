// The page's and the engine worker's ES modules bundled and minified with esbuild (pinned
// in package.json), for scripts/build_site.py:
// `node scripts/bundle.mjs WEB IDB OUT TRYSTERO FLUENT`.
// The source in web/ stays plain ES modules; dist/ gets the bundles only.
//
// - The page: one bundle per entry, the code they share in chunks beside them (split at
//   the entries and at every dynamic import(), which becomes a chunk of its own loaded on
//   first use). The entries are the two the page loads (boot.js, app.js) and the modules
//   the tests and `make bench` import by path (HANDLES): as entries they keep their path,
//   and their code sits in a chunk the app imports too, so an import of one returns the
//   app's own instance (its engine, its store), never a second copy.
// - The engine worker: one bundle of its own (a module worker imports nothing from the
//   page); Pyodide's loader stays a file of its own, imported by URL at run time.
// - @fluent/bundle (the page's words, web/i18n/) is bundled with the page's modules, which
//   import it as ./vendor/fluent/bundle.js; English's catalogue (web/i18n/en.ftl) is
//   split: the page's own messages bundled as text, so English costs no fetch of its
//   own, the engine's sentences a file only the pseudo-locale fetches (english_parts.mjs).
// - Trystero (two phones over the internet): one bundle of its own, vendor/trystero/
//   index.js, which the page imports by URL only when a player picks that way.
//
// Prints the metafile's facts as one JSON line: every output file with the source
// modules in it and the files it imports statically (what loading it fetches) or
// dynamically (on first use).
import * as esbuild from "esbuild";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ENGINE_PART, englishParts, pageIds } from "./english_parts.mjs";

const [web, idb, out, trystero, fluent] = process.argv.slice(2).map((p) => p && path.resolve(p));
if (!fluent) throw new Error("usage: node scripts/bundle.mjs WEB IDB OUT TRYSTERO FLUENT");

const PAGE = ["boot.js", "app.js"];
const HANDLES = ["engine.js", "app_state.js", "place.js", "store/index.js"];
const WORKER = "engine-worker.js";

// web/ imports idb as ./vendor/idb/index.js and Fluent as ./vendor/fluent/bundle.js
// (files only dist/ has): the packages' own.
const vendorIdb = {
  name: "vendor-idb",
  setup(build) {
    build.onResolve({ filter: /\/vendor\/idb\/index\.js$/ }, () => ({ path: idb }));
    build.onResolve({ filter: /\/vendor\/fluent\/bundle\.js$/ }, () => ({ path: fluent }));
  },
};

// English's catalogue split (scripts/english_parts.mjs): the page's messages bundled as
// text, the engine's sentences written to ENGINE_PART, and web/i18n/en_parts.js told so.
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = path.join(dir, d.name);
    return d.isDirectory() ? jsFiles(file) : d.name.endsWith(".js") ? [file] : [];
  });
}
const englishSplit = {
  name: "english-parts",
  setup(build) {
    let parts = null;
    const split = () => {
      parts ??= englishParts(readFileSync(path.join(web, "i18n", "en.ftl"), "utf8"),
        pageIds(jsFiles(web).map((f) => readFileSync(f, "utf8"))));
      return parts;
    };
    build.onLoad({ filter: /[\\/]i18n[\\/]en\.ftl$/ }, () => ({ contents: split().page, loader: "text" }));
    build.onLoad({ filter: /[\\/]i18n[\\/]en_parts\.js$/ }, () => {
      const file = path.join(out, ENGINE_PART);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, split().engine);
      const count = [...split().engine.matchAll(/^[A-Za-z][\w-]* =/gm)].length;
      return { contents: `export const ENGINE_PART = ${JSON.stringify(ENGINE_PART)};\nexport const ENGINE_MESSAGES = ${count};`, loader: "js" };
    });
  },
};

const common = {
  bundle: true, format: "esm", minify: true, metafile: true, write: true,
  outbase: web, outdir: out, entryNames: "[dir]/[name]", logLevel: "warning",
  // The site has no source maps to serve (and no eval: the CSP forbids it).
  sourcemap: false, legalComments: "eof", charset: "utf8",
};

const page = await esbuild.build({
  ...common, splitting: true, chunkNames: "[name]-[hash]",
  entryPoints: [...PAGE, ...HANDLES].map((name) => path.join(web, name)),
  plugins: [vendorIdb, englishSplit], loader: { ".ftl": "text" },
});
const worker = await esbuild.build({
  ...common, entryPoints: [path.join(web, WORKER)],
  external: ["./pyodide/*"],
});

const vendored = await esbuild.build({
  ...common, entryPoints: [trystero], outdir: undefined, outbase: undefined, entryNames: undefined,
  outfile: path.join(out, "vendor", "trystero", "index.js"),
});

// A source module by its path in web/ (idb by the path web/ imports it as).
function module(name) {
  const file = path.resolve(name);
  if (file === idb) return "vendor/idb/index.js";
  if (file.startsWith(path.dirname(fluent) + path.sep)) return "vendor/fluent/bundle.js";
  return path.relative(web, file).split(path.sep).join("/");
}

function facts(metafile) {
  const files = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const rel = path.relative(out, file).split(path.sep).join("/");
    const within = (p) => path.relative(out, p).split(path.sep).join("/");
    files[rel] = {
      bytes: output.bytes,
      entry: output.entryPoint ? path.relative(web, output.entryPoint).split(path.sep).join("/") : null,
      modules: Object.keys(output.inputs).map(module),
      imports: output.imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => within(i.path)),
      later: output.imports.filter((i) => i.kind === "dynamic-import" && !i.external).map((i) => within(i.path)),
    };
  }
  return files;
}

const vendor = Object.fromEntries(Object.entries(vendored.metafile.outputs).map(
  ([file, o]) => [path.relative(out, file).split(path.sep).join("/"), { bytes: o.bytes }]));
console.log(JSON.stringify({ page: facts(page.metafile), worker: facts(worker.metafile), vendor, entries: PAGE, handles: HANDLES }));
