// Sharing: the link (made by the engine), its QR code (drawn from the engine's matrix),
// copy and the system share sheet; and the preview of a link someone opened. Everything
// a link carries is shown as text.
import { el, svg } from "./dom.js";
import { said, words } from "../i18n/words.js";
import { linkTitle } from "../system_words.js";

export function linkFor(fragment) {
  return `${window.location.href.split("#")[0]}#${fragment}`;
}

export function qrSvg(rows, label) {
  const size = rows.length;
  const quiet = 4;
  const root = svg("svg", {
    class: "qr", viewBox: `0 0 ${size + 2 * quiet} ${size + 2 * quiet}`, role: "img",
    "aria-label": label, "shape-rendering": "crispEdges", "data-matrix": rows.join("/"),
  });
  root.append(svg("rect", { x: 0, y: 0, width: size + 2 * quiet, height: size + 2 * quiet, class: "qr-bg" }));
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (row[x] === "1") root.append(svg("rect", { x: x + quiet, y: y + quiet, width: 1, height: 1, class: "qr-dot" }));
    }
  });
  return root;
}

// One way a battle can travel (with its history, or state only): its link, its QR
// code, and its length in characters, or the engine's reason it cannot be a link.
// A QR code the engine calls too dense (``dense``) is not drawn when another link that
// scans is on offer: its words say to scan that one instead.
// ``choice.drawing``: its code is still being made.
function linkBody(title, choice, qrProblem = null, scannable = null) {
  if (choice.refused) {
    return el("div", { class: "share-body" },
      el("p", { class: "message error", role: "alert", "data-share-refused": "" }, choice.refused));
  }
  const { url, rows } = choice;
  const input = el("input", { type: "text", id: "share-link", readonly: true, value: url });
  const note = el("p", { class: "muted", role: "status", "aria-live": "polite", "data-link-length": url.length },
    words("share-length", { length: url.length }));
  const copy = el("button", {
    type: "button", "data-action": "copy-link", "data-offline": "",
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(url);
        note.textContent = words("share-copied");
      } catch {
        input.select();
        note.textContent = words("share-copy-by-hand");
      }
    },
  }, words("share-copy"));
  const systemShare = navigator.share ? el("button", {
    type: "button", "data-offline": "",
    onclick: () => navigator.share({ title, url }).catch(() => {}),
  }, words("share-system")) : null;
  const denseNote = choice.dense ? el("p", { class: "message info", "data-qr-dense": choice.version }, choice.denseText) : null;
  return el("div", { class: "share-body" },
    choice.dense && scannable && scannable !== choice ? denseNote
      : choice.drawing ? el("p", { class: "message info", "data-qr-drawing": "" }, words("share-drawing"))
      : rows ? [qrSvg(rows, words("share-qr-label", { title })), denseNote || ""]
      : qrProblem ? el("p", { class: "message error", role: "alert" }, qrProblem)
      : el("p", { class: "message info" }, words("share-too-long-for-qr")),
    el("label", { for: "share-link" }, words("share-link")),
    input, note,
    el("div", { class: "row" }, copy, systemShare));
}

// ``choices``: [{ id, label, url, rows } | { id, label, refused }], the first one that
// fits is shown first; the player can switch (e.g. "State only" for a shorter link).
// ``qrFor(choice, { unlessDense })``: instead of rows, each choice's QR code asked for
// after the dialog is shown, so the links are there at once and each code drawn as it
// comes (a promise of { rows, qrProblem, version, dense, denseText }; with unlessDense,
// a code too dense to scan comes without rows). If the first link is too dense and
// another scans, that one is then shown, unless the player has chosen meanwhile; a
// dense code is made only when no link scans.
export function shareDialog({ title, url, rows, qrProblem = null, onClose, refused = null, choices = null, about = null, qrFor = null }) {
  if (refused) {
    // The engine would not make a link it could not open again: say why, in its words.
    return el("section", { class: "panel share-dialog", role: "dialog", "aria-label": words("share-label", { title }) },
      dialogHead(title, onClose),
      el("p", { class: "message error", role: "alert", "data-share-refused": "" }, refused));
  }
  const options = choices || [{ id: "link", url, rows }];
  if (qrFor) for (const c of options) c.drawing = !c.refused;
  // The first link that fits and scans is shown first: a history link too dense for a
  // camera across the table gives way to the state-only one.
  const scans = () => options.find((c) => !c.refused && c.rows && !c.dense) || null;
  let scannable = scans();
  let shown = scannable || options.find((c) => !c.refused) || options[0];
  let chosen = false; // the player picked a link: it is not changed under them
  const slot = el("div", {}, linkBody(title, shown, qrProblem, scannable));
  const render = () => slot.replaceChildren(linkBody(title, shown, qrProblem, scannable));
  const radios = new Map();
  const picker = choices ? el("fieldset", { class: "share-choice" },
    el("legend", {}, words("share-choice")),
    ...options.map((c) => {
      const radio = el("input", {
        type: "radio", name: "share-choice", id: `share-choice-${c.id}`, value: c.id, "data-share-choice": c.id, checked: c === shown,
        onchange: () => {
          shown = c;
          chosen = true;
          render();
          if (qrFor && c.denseOnly && !scannable) whole(c);
        },
      });
      radios.set(c, radio);
      return el("label", { class: "choice", for: radio.id }, radio, " ",
        c.refused ? words("share-choice-too-long", { label: c.label }) : words("share-choice-length", { label: c.label, length: c.url.length }));
    })) : null;
  const dialog = el("section", { class: "panel share-dialog", role: "dialog", "aria-label": words("share-label", { title }), "aria-busy": qrFor ? "true" : "false" },
    dialogHead(title, onClose),
    el("p", {}, about || words("share-about-battle")),
    picker, slot);

  // One code, merged into its choice. ``denseOnly``: too dense, made without its rows.
  const ask = async (c, unlessDense) => {
    const code = await qrFor(c, { unlessDense });
    Object.assign(c, code, { drawing: Boolean(code.dense && !code.rows), denseOnly: Boolean(code.dense && !code.rows) });
    if (code.qrProblem) qrProblem = code.qrProblem;
  };
  // A dense code drawn after all (no link scans), once.
  const whole = (c) => {
    c.whole = c.whole || ask(c, false).then(() => { if (shown === c) render(); });
    return c.whole;
  };
  const drawAll = async () => {
    for (const c of [shown, ...options.filter((o) => o !== shown)]) {
      if (c.refused) continue;
      await ask(c, true);
      scannable = scans();
      if (!chosen && shown.dense && scannable) {
        shown = scannable;
        radios.get(shown).checked = true;
      }
      render();
    }
    if (!scannable && shown.denseOnly) await whole(shown);
    dialog.setAttribute("aria-busy", "false");
  };
  if (qrFor) drawAll();
  return dialog;
}

// Close beside the title: at the top, it is on screen however long the dialog is (at
// the bottom it fell below a 740 px screen once the choice of link was added).
function dialogHead(title, onClose) {
  return el("div", { class: "dialog-head" },
    el("h2", {}, words("share-title", { title })),
    el("button", { type: "button", "data-offline": "", onclick: onClose }, words("share-close")));
}

// An army list's lines in a link's preview (both systems' lists read the same).
export function listLines(d) {
  return [d.player ? words("link-player", { player: d.player }) : words("link-no-player"),
    ...d.entries.map((e) => words("muster-list-line", { count: e.count, name: e.profile.name }))];
}

// A message with a name in it, the name drawn as ``node`` (bold): the text around it
// and the node, in the message's order.
const MARK = "\u0000";
function named(say, node) {
  const [before, after = ""] = say(MARK).split(MARK);
  return [before, node, after];
}

// ``have``: the battle this device already opened from the same link ({ id, name }), if
// any: then "Open the one you have" comes first, and a new one is "another copy".
// ``lines``: what it carries, in its system's words; ``roster``: it is kept as a roster.
// ``onAddPack``: a profile pack, whose one button is the engine's ``shared.offer``.
export function linkPreview(shared, { onOpen, onDismiss, onSave = null, have = null, onOpenHave = null, lines = [], roster = false, onAddPack = null }) {
  // A Muster profile or list (onSave) is offered both: keep it, or play it now.
  const action = roster ? words("link-save-roster")
    : have ? (onSave ? words("link-start-another") : words("link-keep-another"))
      : onSave ? words("link-start") : words("link-open-new");
  return el("section", { class: "panel link-preview", "aria-label": words("link-label"), "data-link-kind": shared.kind },
    el("h2", {}, words("link-shared-with-you")),
    el("p", {}, ...named((name) => words("link-what", { title: linkTitle(shared.kind, shared.title), name }),
      el("strong", { class: "shared-name" }, shared.name || words("link-no-name")))),
    el("ul", { class: "shared-contents" }, ...lines.map((line) => el("li", {}, line))),
    shared.actions !== undefined ? el("p", { class: "shared-history", "data-actions": shared.actions },
      words("link-history", { actions: shared.actions })) : null,
    have ? el("p", { class: "message info", "data-have": have.id },
      ...named((name) => words("link-have", { name }), el("strong", {}, have.name))) : null,
    el("p", { class: "muted" }, onAddPack ? words("link-pack-keeps-edits") : words("link-replaces-nothing")),
    el("div", { class: "row" },
      have ? el("button", { type: "button", class: "primary", "data-action": "open-existing", "data-offline": "", onclick: onOpenHave }, words("link-open-have")) : "",
      onSave ? el("button", { type: "button", class: have ? "" : "primary", "data-action": "save-link-to-muster", onclick: onSave }, words("link-save-to-muster")) : "",
      onAddPack ? el("button", { type: "button", class: "primary", "data-action": "add-pack", "data-offline": "", onclick: onAddPack }, said(shared.offer_msg, shared.offer))
        : el("button", { type: "button", class: onSave || have ? "" : "primary", "data-action": "open-link", onclick: onOpen }, action),
      el("button", { type: "button", "data-offline": "", onclick: onDismiss }, words("link-dismiss"))));
}
