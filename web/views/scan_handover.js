// The two-phone sheet's QR parts: a hand-over of actions with no network at all, and the
// Wi-Fi invite and answer, each shown as a few codes small enough to scan across a
// table (handover.js) and read with the camera (scan.js) or pasted.
import { el, setText } from "./dom.js";
import { qrSvg } from "./share.js";
import { HandoverError, pack } from "../link/handover.js";
import { Handover } from "../link/handover_link.js";
import { openScanner } from "./scan.js";

const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

// ``texts`` as codes, one shown at a time with the next and previous, and as text to
// copy (one part a line). ``ask``: the engine's share.qr.
export async function codesView(ask, kind, texts, label) {
  const parts = await pack(kind, texts);
  const codes = [];
  for (const part of parts) codes.push(await ask("share.qr", { text: part }));
  let at = 0;
  const slot = el("div", { "data-handover-codes": parts.length });
  const caption = el("p", { role: "status", "aria-live": "polite", "data-code-caption": "" });
  const show = () => {
    const { rows, version } = codes[at];
    const code = qrSvg(rows, `${label}: code ${at + 1} of ${parts.length}`);
    code.dataset.qrVersion = version;
    code.dataset.part = at + 1;
    slot.replaceChildren(code);
    setText(caption, parts.length === 1 ? `One code (version ${version}).`
      : `Code ${at + 1} of ${parts.length} (version ${version}): scan each, in any order.`);
  };
  show();
  const step = (by) => () => { at = (at + by + parts.length) % parts.length; show(); };
  const nav = parts.length > 1 ? el("div", { class: "row" },
    el("button", { type: "button", "data-offline": "", "data-action": "code-previous", onclick: step(-1) }, "Previous code"),
    el("button", { type: "button", "data-offline": "", "data-action": "code-next", onclick: step(1) }, "Next code")) : null;
  const id = `codes-text-${kind}`;
  return el("div", { class: "handover-codes", "data-parts": parts.join("\n") },
    caption, slot, nav,
    el("label", { for: id }, "The same as text, to send instead"),
    el("textarea", { id, rows: 2, readonly: true, "data-codes-text": "" }, parts.join("\n")));
}

// A scan button filling ``into`` (a textarea) with a scanned invite or answer.
export function scanInto(into, kind, then = () => {}) {
  return el("button", { type: "button", "data-offline": "", "data-action": `scan-${kind}`, onclick: () => openScanner({
    title: `Scan the ${kind}`, kinds: [kind],
    onRead: ({ texts }) => {
      into.value = texts[0];
      document.querySelector("[data-scan]")?.remove();
      return then();
    },
  }) }, `Scan the ${kind}`);
}

// For the top bar: what the next hand-over would carry, if anything.
export function handWords(entry) {
  if (!entry.handover) return "";
  const words = what(entry.handover);
  return /^Hand over (\d+ (action|tap)s?)/.test(words) && !/^Hand over 0 /.test(words) ? ` · ${words.toLowerCase()}` : "";
}

// What this phone's next hand-over carries, in words.
function what(handover) {
  const { link } = handover;
  if (link.role === "follower") {
    const taps = link.pending.size;
    return taps ? `Hand over ${plural(taps, "tap")}` : "Hand over (ask for what is new)";
  }
  const kept = [...Array(Math.max(0, link.n - handover.from + 1)).keys()].every((i) => link.log.has(handover.from + i));
  if (handover.whole || !kept) return "Hand over the whole battle";
  const actions = Math.max(0, link.n - handover.from + 1);
  const answers = handover.answers.length ? ` and ${plural(handover.answers.length, "refusal")}` : "";
  return `Hand over ${plural(actions, "action")}${answers}`;
}

// The other phone's hand-over (its texts, all parts read) read by this phone's link
// through the engine's checks, as any message; what it did, in words.
export async function takeHandover(entry, texts) {
  entry.handover = entry.handover || new Handover(entry.link);
  const { link } = entry;
  const seen = await entry.handover.take(texts);
  // The first text names the battle (handover_link.js): not one of the other's messages.
  const words = [`Read ${plural(Math.max(0, texts.length - 1), "message")} from ${link.peer}`];
  if (seen.applied) words.push(`${plural(seen.applied, "action")} applied`);
  if (seen.refused) words.push(`${plural(seen.refused, "tap")} refused`);
  if (seen.reloaded) words.push(`this phone's copy replaced by ${link.peer}'s battle`);
  if (seen.reported.length) words.push(`${plural(seen.reported.length, "message")} refused: ${seen.reported.join(" ")}`);
  if (words.length === 1) words.push("nothing new");
  return `${words.join("; ")}.`;
}

// The hand-over part of the sheet for ``entry`` (two_phones.js's: its link, session,
// reports), its words kept up to date by ``update`` (called when the link changes).
export function handoverSection(entry, onChange) {
  entry.handover = entry.handover || new Handover(entry.link);
  const { handover, link } = entry;
  const result = el("p", { role: "status", "aria-live": "polite", "data-handover-said": "" });
  const check = el("p", { class: "muted", "data-battle-check": "" });
  const codes = el("div", {});
  const give = el("button", { type: "button", class: "primary", "data-offline": "", "data-action": "handover-give", onclick: async () => {
    try {
      codes.replaceChildren(await codesView((t, p) => entry.session.pipeline.ask(t, p), "actions", await handover.texts(),
        `Hand-over to ${link.peer}`));
      codes.scrollIntoView({ block: "start" });
      setText(result, `Let ${link.peer} scan ${codes.querySelector("[data-handover-codes]").dataset.handoverCodes === "1" ? "the code" : "every code"}.`);
    } catch (err) {
      setText(result, err instanceof HandoverError ? `No hand-over: ${err.message}.` : `No hand-over: ${err.message}`);
    }
  } }, what(handover));
  const scan = el("button", { type: "button", "data-offline": "", "data-action": "handover-scan", onclick: () => openScanner({
    title: `Scan ${link.peer}'s hand-over`, kinds: ["actions"],
    onRead: async ({ texts }) => {
      const words = await takeHandover(entry, texts);
      document.querySelector("[data-scan]")?.remove();
      codes.replaceChildren();
      setText(result, words);
      onChange();
    },
  }) }, `Scan ${link.peer}'s hand-over`);
  const update = () => {
    setText(give, what(handover));
    entry.session.ask("link.hash", {}, { quiet: true }).then(({ hash }) => {
      check.dataset.hash = hash;
      setText(check, `Battle check: ${hash.slice(0, 4)} ${hash.slice(4, 8)} (the same on both phones once each has the other's hand-over).`);
    }, () => {});
  };
  update();
  // A hand-over read another way (its link opened in the browser) says what it did here.
  entry.handoverSaid = (words) => { codes.replaceChildren(); setText(result, words); onChange(); };
  return { node: el("div", { class: "handover", "data-handover": link.role },
    el("h3", {}, "No network: hand over by QR code"),
    el("p", {}, `At a pause, show ${link.peer} this phone's hand-over and scan theirs.`),
    el("div", { class: "row" }, give, scan), result, codes, check), update };
}
