// The language picker of the home screen: each language by its own name. It offers only
// languages spoken in full (language.js, COMPLETE), so with English alone there is no
// choice and no picker; the pseudo-locale is listed only while a test has it spoken.
import { el } from "./dom.js";
import { choices } from "../i18n/language.js";
import { language, words } from "../i18n/words.js";

// Written out, not built from the code, so the catalogue check finds every id.
const NAMES = {
  en: () => words("language-en"), pl: () => words("language-pl"), de: () => words("language-de"),
  fr: () => words("language-fr"), es: () => words("language-es"), it: () => words("language-it"),
  pseudo: () => words("language-pseudo"),
};

// ``onPick(code)``: the player picked another language.
export function languagePicker({ onPick }) {
  const codes = choices(language());
  if (!codes.length) return "";
  const select = el("select", { id: "language-picker", "data-setting": "language", onchange: () => onPick(select.value) },
    ...codes.map((code) => el("option", { value: code, selected: code === language(), lang: code === "pseudo" ? "en-XA" : code }, NAMES[code]())));
  return el("div", { class: "language-picker row" },
    el("label", { for: "language-picker" }, words("language-label")), select);
}
