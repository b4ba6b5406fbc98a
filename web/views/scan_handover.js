// The two-phone sheet's QR parts: a hand-over of actions with no network at all, and the
// Wi-Fi invite and answer, each shown as a few codes small enough to scan across a
// table (handover.js) and read with the camera (scan.js) or pasted.
import { el, setText } from "./dom.js";
import { qrSvg } from "./share.js";
import { pack } from "../link/handover.js";
import { Handover } from "../link/handover_link.js";
import { openScanner } from "./scan.js";
import { said, words } from "../i18n/words.js";

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
    const code = qrSvg(rows, words("phones-code-label", { label, part: at + 1, of: parts.length }));
    code.dataset.qrVersion = version;
    code.dataset.part = at + 1;
    slot.replaceChildren(code);
    setText(caption, parts.length === 1 ? words("phones-code-one", { version })
      : words("phones-code-of", { part: at + 1, of: parts.length, version }));
  };
  show();
  const step = (by) => () => { at = (at + by + parts.length) % parts.length; show(); };
  const nav = parts.length > 1 ? el("div", { class: "row" },
    el("button", { type: "button", "data-offline": "", "data-action": "code-previous", onclick: step(-1) }, words("phones-code-previous")),
    el("button", { type: "button", "data-offline": "", "data-action": "code-next", onclick: step(1) }, words("phones-code-next"))) : null;
  const id = `codes-text-${kind}`;
  return el("div", { class: "handover-codes", "data-parts": parts.join("\n") },
    caption, slot, nav,
    el("label", { for: id }, words("phones-code-text")),
    el("textarea", { id, rows: 2, readonly: true, "data-codes-text": "" }, parts.join("\n")));
}

// A scan button filling ``into`` (a textarea) with a scanned invite or answer.
export function scanInto(into, kind, then = () => {}) {
  return el("button", { type: "button", "data-offline": "", "data-action": `scan-${kind}`, onclick: () => openScanner({
    title: words("phones-scan-kind", { kind }), kinds: [kind],
    onRead: ({ texts }) => {
      into.value = texts[0];
      document.querySelector("[data-scan]")?.remove();
      return then();
    },
  }) }, words("phones-scan-kind", { kind }));
}

// For the top bar: what the next hand-over would carry, if anything.
export function handWords(entry) {
  if (!entry.handover) return "";
  const next = carried(entry.handover);
  return (next.what === "taps" || next.what === "actions") && next.count > 0 ? words("phones-bar-hand", next) : "";
}

// What this phone's next hand-over carries: { what: taps|ask|whole|actions, count, answers }.
function carried(handover) {
  const { link } = handover;
  if (link.role === "follower") {
    const taps = link.pending.size;
    return { what: taps ? "taps" : "ask", count: taps, answers: 0 };
  }
  const kept = [...Array(Math.max(0, link.n - handover.from + 1)).keys()].every((i) => link.log.has(handover.from + i));
  if (handover.whole || !kept) return { what: "whole", count: 0, answers: 0 };
  return { what: "actions", count: Math.max(0, link.n - handover.from + 1), answers: handover.answers.length };
}

// What this phone's next hand-over carries, in words (its button).
const what = (handover) => words("phones-hand-give", carried(handover));

// The other phone's hand-over (its texts, all parts read) read by this phone's link
// through the engine's checks, as any message; what it did, in words.
export async function takeHandover(entry, texts) {
  entry.handover = entry.handover || new Handover(entry.link);
  const { link } = entry;
  const seen = await entry.handover.take(texts);
  // The first text names the battle (handover_link.js): not one of the other's messages.
  const reported = seen.reported.map((text, i) => said(seen.said[i], text)).join(" ");
  const nothing = !seen.applied && !seen.refused && !seen.reloaded && !seen.reported.length;
  return words("phones-hand-took", { messages: Math.max(0, texts.length - 1), peer: link.peer, applied: seen.applied, refused: seen.refused,
    reloaded: seen.reloaded ? "yes" : "no", reports: seen.reported.length, reported, nothing: nothing ? "yes" : "no" });
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
        words("phones-hand-to", { peer: link.peer })));
      codes.scrollIntoView({ block: "start" });
      setText(result, words("phones-hand-let-scan", { peer: link.peer, codes: Number(codes.querySelector("[data-handover-codes]").dataset.handoverCodes) }));
    } catch (err) {
      setText(result, words("phones-hand-none", { reason: said(err.msg, err.message).replace(/\.$/, "") }));
    }
  } }, what(handover));
  const scan = el("button", { type: "button", "data-offline": "", "data-action": "handover-scan", onclick: () => openScanner({
    title: words("phones-hand-scan", { peer: link.peer }), kinds: ["actions"],
    onRead: async ({ texts }) => {
      const took = await takeHandover(entry, texts);
      document.querySelector("[data-scan]")?.remove();
      codes.replaceChildren();
      setText(result, took);
      onChange();
    },
  }) }, words("phones-hand-scan", { peer: link.peer }));
  const update = () => {
    setText(give, what(handover));
    entry.session.ask("link.hash", {}, { quiet: true }).then(({ hash }) => {
      check.dataset.hash = hash;
      setText(check, words("phones-hand-check", { code: `${hash.slice(0, 4)} ${hash.slice(4, 8)}` }));
    }, () => {});
  };
  update();
  // A hand-over read another way (its link opened in the browser) says what it did here.
  entry.handoverSaid = (took) => { codes.replaceChildren(); setText(result, took); onChange(); };
  return { node: el("div", { class: "handover", "data-handover": link.role },
    el("h3", {}, words("phones-hand-title")),
    el("p", {}, words("phones-hand-how", { peer: link.peer })),
    el("div", { class: "row" }, give, scan), result, codes, check), update };
}
