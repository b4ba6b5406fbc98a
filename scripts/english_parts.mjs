// English's catalogue in two parts for the site: the page's own messages, bundled with
// the page (the first screen needs them), and the engine's sentences, a file of their own
// (ENGINE_PART). In English the page shows the engine's sentences in the engine's own
// English, which is the catalogue's word for word (tests/unit/test_said_*.py), so an
// English page never fetches the second part and a first visit does not carry it; the
// pseudo-locale, made from English, fetches it. Comments are for translators: dropped.
import { parse, serialize, Resource, Visitor } from "@fluent/syntax";

export const ENGINE_PART = "i18n/en-engine.ftl";

const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");

// The ids the page names, words("id") in its modules (comments left out), as the
// catalogues' test reads them (tests/js/i18n_catalogues.test.mjs).
export function pageIds(texts) {
  const ids = new Set();
  for (const text of texts) for (const m of code(text).matchAll(/\bwords\(\s*["'`]([A-Za-z][\w-]*)["'`]/g)) ids.add(m[1]);
  return ids;
}

function referenced(entry) {
  const names = new Set();
  class References extends Visitor {
    visitMessageReference(node) { names.add(node.id.name); }
  }
  new References().visit(entry);
  return names;
}

// ``text`` (English's catalogue) as { page, engine }: Fluent texts, the page's messages
// (those ``ids`` names and every message they refer to) and the rest; terms in both.
export function englishParts(text, ids) {
  const resource = parse(text, { withSpans: false });
  const junk = resource.body.find((e) => e.type === "Junk");
  if (junk) throw new Error(`en.ftl is not valid Fluent near ${JSON.stringify(junk.content.slice(0, 80))}`);
  const entries = resource.body.filter((e) => e.type === "Message" || e.type === "Term");
  for (const e of entries) e.comment = null;
  const byId = new Map(entries.filter((e) => e.type === "Message").map((e) => [e.id.name, e]));
  const missing = [...ids].filter((id) => !byId.has(id));
  if (missing.length) throw new Error(`the page names messages English lacks: ${missing.join(", ")}`);
  const page = new Set();
  const todo = [...ids];
  while (todo.length) {
    const id = todo.pop();
    if (page.has(id) || !byId.has(id)) continue;
    page.add(id);
    todo.push(...referenced(byId.get(id)));
  }
  const terms = entries.filter((e) => e.type === "Term");
  const part = (keep) => serialize(new Resource([...terms, ...entries.filter((e) => e.type === "Message" && keep(e.id.name))]), {});
  return { page: part((id) => page.has(id)), engine: part((id) => !page.has(id)) };
}
