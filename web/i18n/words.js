// The page's words in the player's language: Fluent messages (web/i18n/<code>.ftl) read
// by @fluent/bundle (pinned; bundled from node_modules as ./vendor/fluent/bundle.js).
// English is built into the page and is every other language's fallback; another
// language's catalogue is fetched when it is chosen (the service worker keeps it for
// offline use with the rest of the site). Numbers, lists and dates go through Intl in
// the language's locales. The engine's sentences come as a message id and its
// arguments beside their English (``said``): said from the catalogue when it has the
// id, else in the engine's English. The site's English holds the page's own messages only
// (scripts/english_parts.mjs): the engine's sentences are its English as it sent them,
// the catalogue's word for word; the pseudo-locale fetches the rest (ENGINE_PART).
import { FluentBundle, FluentResource } from "../vendor/fluent/bundle.js";
import EN from "./en.ftl";
import { ENGINE_MESSAGES, ENGINE_PART } from "./en_parts.js";
import { COMPLETE, PSEUDO, SETTING, chooseLanguage, htmlLanguage, localesFor } from "./language.js";
import { bracketed, pseudoText } from "./pseudo.js";

// A catalogue's fetch that has not answered in this long has failed (said, in English).
const FETCH_MS = 10_000;
// A catalogue longer than this is not one of ours (the longest is about 270 KB).
const MOST_CHARACTERS = 2_000_000;
// An engine sentence's parts nested deeper than this are not said from the catalogue.
const MOST_DEPTH = 8;

// The ids a Fluent text defines (each message starts a line: "id =").
const idsIn = (text) => [...text.matchAll(/^([A-Za-z][\w-]*) *=/gm)].map((m) => m[1]);

// ``required``: ids the catalogue must have, every one read (a body cut short, a page
// of HTML or a line Fluent could not read is refused whole: never a page half in one
// language). Fluent skips what it cannot read, so each id is looked for.
function bundleOf(locales, text, { transform = null, required = [] } = {}) {
  const name = `the ${locales[locales.length - 1]} catalogue`;
  if (text.length > MOST_CHARACTERS) throw new Error(`${name} is ${text.length} characters long, more than ${MOST_CHARACTERS}`);
  // No isolation marks around arguments: the page's text is compared as it reads, and
  // no right-to-left language is spoken yet (names go in as text either way).
  const bundle = new FluentBundle(locales, { useIsolating: false, ...(transform ? { transform } : {}) });
  const errors = bundle.addResource(new FluentResource(text));
  if (errors.length) throw new Error(`${name}: ${errors[0].message}`);
  const missing = required.filter((id) => !bundle.hasMessage(id));
  if (missing.length) throw new Error(`${name} lacks ${missing.length} of its messages (${missing.slice(0, 3).join(", ")})`);
  return bundle;
}

const ENGLISH = bundleOf(["en"], EN);
// What every complete language's catalogue has: each of English's (the page's own, once built).
const ENGLISH_IDS = idsIn(EN);
let spoken = { code: "en", locales: ["en"], bundle: ENGLISH };

// ``lenient``: an engine sentence whose arguments do not fit the message (a damaged
// record, an older save) is null, and said in the engine's English instead.
function format(bundle, id, args, lenient = false) {
  const message = bundle.getMessage(id);
  if (!message || !message.value) return null;
  const errors = [];
  const text = bundle.formatPattern(message.value, args, errors);
  if (errors.length && lenient) return null;
  // A missing argument or a wrong one is the page's mistake: never a half-said sentence.
  if (errors.length) throw new Error(`message ${id}: ${errors[0].message}`);
  return text;
}

// The app's own names for what a player did not name (two phones' "Phone A"): an
// argument that is one of them is said in the player's language (``ownName``: the name
// in English and a function saying it). The English name stays what the code keeps and
// compares.
const OWN_NAMES = new Map();
export function ownName(english, sayIt) {
  OWN_NAMES.set(english, sayIt);
}

function ownNamesSaid(args) {
  let out = args;
  for (const [key, value] of Object.entries(args || {})) {
    const own = typeof value === "string" && OWN_NAMES.get(value);
    if (!own) continue;
    if (out === args) out = { ...args };
    out[key] = own();
  }
  return out;
}

function inLanguage(id, given, lenient = false) {
  const args = OWN_NAMES.size ? ownNamesSaid(given) : given;
  const text = format(spoken.bundle, id, args, lenient) ?? (spoken.bundle === ENGLISH ? null : format(ENGLISH, id, args, lenient));
  if (text == null) return null;
  return spoken.code === PSEUDO ? bracketed(text) : text;
}

// The page's own words: ``id`` from the catalogue (tests/js/i18n_catalogues.test.mjs
// checks every id the page names is in English).
export function words(id, args = {}) {
  const text = inLanguage(id, args);
  if (text == null) throw new Error(`no message ${id} in the English catalogue`);
  return text;
}

// A message of the engine's with its parts (``$parts``: each said, then listed), or null
// when the page lacks it or one of its parts.
function saidBy(msg, depth = 0) {
  if (!msg || typeof msg.id !== "string" || depth > MOST_DEPTH) return null;
  // A list of names is joined as the language lists them.
  const args = Object.fromEntries(Object.entries(msg.args || {}).map(([k, v]) => [k, Array.isArray(v) ? listed(v) : v]));
  if (Array.isArray(msg.parts)) {
    const parts = msg.parts.map((part) => saidBy(part, depth + 1));
    if (parts.includes(null)) return null;
    // The separator is not a message of its own to a reader: not bracketed.
    const separator = words("parts-separator");
    args.parts = parts.join(spoken.code === PSEUDO ? separator.slice(1, -1) : separator);
  }
  return inLanguage(msg.id, args, true);
}

// One of the engine's sentences: its message (``{ id, args, parts? }``) in the player's
// language, or its English ``text`` when the page has no such message (a newer engine's,
// or one not yet given an id).
export const said = (msg, text) => saidBy(msg) ?? text;

// A refusal the engine gave (``{ rule, reason, msg }``) as its reason, ruling cited.
export function reasonOf(refused) {
  const reason = saidBy(refused.msg);
  if (reason == null) return refused.reason;
  return words("rule-cited", { reason, rule: refused.rule });
}

// What an engine error says (the bridge's error: a field's, or a rule's refusal): its
// message when it carries one, in the player's language, else its English.
export function errorOf(err) {
  const reason = err ? saidBy(err.msg) : null;
  if (reason == null) return (err && err.message) || String(err);
  return err.rule ? words("rule-cited", { reason, rule: err.rule }) : reason;
}

// A typed die the engine refused, named by what was typed ("7: must be a D6 result from 1
// to 6"), not by the request's field ("payload.dice[0]: ..."); a typed list refused whole
// (too many dice) is said as the dice entered: the player typed no request.
const TYPED_DIE = /(?:^|\.)(?:dice|text|rerolls)\[\d+\]$/;
const TYPED_LIST = /(?:^|\.)(?:dice|rerolls)$/;
export function typedErrorOf(err) {
  const msg = err && err.msg;
  if (!(msg && msg.id === "invalid-data" && msg.args && Array.isArray(msg.parts) && msg.parts.length === 1)) return errorOf(err);
  const field = String(msg.args.field);
  const die = TYPED_DIE.test(field);
  if (!die && !TYPED_LIST.test(field)) return errorOf(err);
  // An English page has no catalogue of the engine's sentences: the engine's English then.
  const reason = saidBy(msg.parts[0]) ?? (typeof err.expected === "string" ? err.expected : null);
  if (reason == null) return errorOf(err);
  return die ? words("dice-typed-refused", { got: msg.args.got, reason }) : words("dice-typed-list-refused", { reason });
}

export const language = () => spoken.code;
export const number = (n, options = {}) => new Intl.NumberFormat(spoken.locales, options).format(n);
// ``type`` "unit" lists without a conjunction where the language does ("a, b" in English).
export const list = (items, type = "conjunction") => new Intl.ListFormat(spoken.locales, { type }).format(items);

// Names in a sentence of the engine's, listed; the pseudo-locale's joining words are its own.
function listed(names) {
  const parts = new Intl.ListFormat(spoken.locales, { type: "conjunction" }).formatToParts(names.map(String));
  return parts.map((p) => (p.type === "literal" && spoken.code === PSEUDO ? pseudoText(p.value) : p.value)).join("");
}
export const dateTime = (date) => date.toLocaleString(spoken.locales);

async function fetchCatalogue(code) {
  const url = new URL(code === "en-engine" ? ENGINE_PART : `i18n/${code}.ftl`, document.baseURI);
  const reply = await fetch(url, { signal: AbortSignal.timeout(FETCH_MS) });
  if (!reply.ok) throw new Error(`${url.pathname} answered ${reply.status}`);
  const length = Number(reply.headers?.get("content-length"));
  if (length > MOST_CHARACTERS * 4) throw new Error(`${url.pathname} is ${length} bytes long`);
  return reply.text();
}

// ``code``'s words, read (and checked) but not yet spoken: { code, locales, bundle }.
async function wordsOf(code, phone, fetchText) {
  const locales = localesFor(code, phone);
  // Made from the whole of English: the engine's sentences too, from their own file once built.
  if (code === PSEUDO && !ENGINE_PART) return { code, locales, bundle: bundleOf(locales, EN, { transform: pseudoText }) };
  if (code === PSEUDO) {
    const engine = await fetchText("en-engine");
    const ids = idsIn(engine);
    if (ids.length !== ENGINE_MESSAGES) throw new Error(`${ENGINE_PART} holds ${ids.length} messages, not ${ENGINE_MESSAGES}`);
    return { code, locales, bundle: bundleOf(locales, `${EN}\n${engine}`, { transform: pseudoText, required: ids }) };
  }
  if (code === "en") return { code, locales, bundle: ENGLISH };
  return { code, locales, bundle: bundleOf(locales, await fetchText(code), { required: COMPLETE.includes(code) ? ENGLISH_IDS : [] }) };
}

function speakNow({ code, locales, bundle }, root) {
  spoken = { code, locales, bundle };
  if (root) Object.assign(root, htmlLanguage(code));
  return code;
}

// Speak ``code`` from now on: its catalogue read (``fetchText``: the fetch, for tests)
// and <html lang> and dir set. Throws, changing nothing, if the catalogue cannot be read.
export async function speak(code, { phone = [], fetchText = fetchCatalogue, root = globalThis.document?.documentElement } = {}) {
  return speakNow(await wordsOf(code, phone, fetchText), root);
}

// The start's language (see language.js): English at once; another is fetched first.
// A catalogue that cannot be read leaves the page in English and says why (the reply's
// ``problem``), never a page half in one language.
export async function startWords({ location = globalThis.location, storage = globalThis.localStorage, phone = globalThis.navigator?.languages || [] } = {}) {
  let stored = null;
  try {
    stored = storage ? storage.getItem(SETTING) : null;
  } catch {
    stored = null; // a browser that refuses storage keeps no setting: the phone's language then
  }
  const asked = location ? new URLSearchParams(location.search).get("lang") : null;
  const code = chooseLanguage({ asked, stored, phone });
  try {
    return { code: await speak(code, { phone }), problem: null };
  } catch (err) {
    await speak("en", { phone });
    return { code: "en", problem: words("language-failed", { code, reason: err.message }) };
  }
}

// The player's choice: read, kept on this device, then spoken (a setting that cannot be
// kept changes nothing). The last choice wins: one made while an earlier one's catalogue
// was still coming is not undone by that one's arriving (false: overtaken, nothing
// changed). A ?lang= the page was opened with gives way to it from now on.
let choosing = 0;
export async function choose(code, { storage = globalThis.localStorage, phone = globalThis.navigator?.languages || [], fetchText = fetchCatalogue, root = globalThis.document?.documentElement, place = globalThis.location, history = globalThis.history } = {}) {
  const turn = ++choosing;
  const read = await wordsOf(code, phone, fetchText);
  if (turn !== choosing) return false;
  storage.setItem(SETTING, code);
  speakNow(read, root);
  if (place && history && new URL(place.href).searchParams.has("lang")) {
    const url = new URL(place.href);
    url.searchParams.delete("lang");
    history.replaceState(history.state, "", url);
  }
  return true;
}
