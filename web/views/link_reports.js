// What the two-phone sheet says was refused or reported: the latest ``max`` kept (a
// phone sending junk over and over cannot grow the page without end), and the same words
// said again in a row counted rather than kept twice.
import { words } from "../i18n/words.js";

export const REPORTS_KEPT = 20;
// The latest of them the sheet shows.
export const REPORTS_SHOWN = 5;

export class Reports {
  constructor(max = REPORTS_KEPT) {
    this.max = max;
    this.items = []; // { words, times }
  }

  push(said) {
    const last = this.items.at(-1);
    if (last && last.words === said) last.times += 1;
    else this.items.push({ words: said, times: 1 });
    if (this.items.length > this.max) this.items.splice(0, this.items.length - this.max);
    return this.items.length;
  }

  get length() {
    return this.items.length;
  }

  // The reports as the sheet shows them: "words (3 times)" for a repeat.
  slice(start, end) {
    return this.items.slice(start, end).map((item) => (item.times > 1 ? words("link-report-times", { report: item.words, times: String(item.times) }) : item.words));
  }
}
