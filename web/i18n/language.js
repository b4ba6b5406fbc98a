// Which language the page speaks: the one chosen on this device, else the first of the
// phone's languages (navigator.languages) that Aftermath speaks in full, else English.
// A catalogue not yet complete is never chosen from the phone's languages; it and the
// pseudo-locale are reached only by ``?lang=`` (for the tests and translators).
export const SETTING = "aftermath.language";
// The languages offered to players: each has every message of English (checked by
// tests/js/i18n_catalogues.test.mjs). Add a code here once its catalogue is complete.
export const COMPLETE = ["en", "de", "fr", "es", "it", "pl"];
// Every catalogue in web/i18n/ (<code>.ftl); those not in COMPLETE are partial.
export const CATALOGUES = ["en", "pl", "de", "fr", "es", "it"];
export const PSEUDO = "pseudo";
const RIGHT_TO_LEFT = new Set(["ar", "fa", "he", "ur"]);

const primary = (tag) => String(tag).toLowerCase().split("-")[0];

// The language to speak: ``asked`` (?lang=), ``stored`` (the device's setting) and
// ``phone`` (navigator.languages) as the page finds them.
export function chooseLanguage({ asked = null, stored = null, phone = [] } = {}) {
  if (asked && (CATALOGUES.includes(asked) || asked === PSEUDO)) return asked;
  if (stored && (COMPLETE.includes(stored) || stored === PSEUDO)) return stored;
  for (const tag of phone) {
    if (COMPLETE.includes(primary(tag))) return primary(tag);
  }
  return "en";
}

// The locales Intl formats in for ``code``: the phone's own variants of it first (an
// English phone in Britain keeps its dates British), then the language itself.
export function localesFor(code, phone = []) {
  const lang = code === PSEUDO ? "en" : code;
  return [...new Set([...phone.filter((tag) => primary(tag) === lang), lang])];
}

// <html lang> and dir for ``code`` (the pseudo-locale is English to a screen reader).
export function htmlLanguage(code) {
  return { lang: code === PSEUDO ? "en-XA" : code, dir: RIGHT_TO_LEFT.has(primary(code)) ? "rtl" : "ltr" };
}

// The choices a picker offers: every complete language, and the pseudo-locale only while
// it is the one spoken (a test put it there). One choice is no choice: none then.
export function choices(current) {
  const codes = current === PSEUDO ? [...COMPLETE, PSEUDO] : [...COMPLETE];
  return codes.length > 1 ? codes : [];
}
