// Sharing: the link (made by the engine), its QR code (drawn from the engine's matrix),
// copy and the system share sheet; and the preview of a link someone opened. Everything
// a link carries is shown as text.
import { el, svg } from "./dom.js";

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
    `${url.length.toLocaleString("en")} characters`);
  const copy = el("button", {
    type: "button", "data-action": "copy-link", "data-offline": "",
    onclick: async () => {
      try {
        await navigator.clipboard.writeText(url);
        note.textContent = "Link copied.";
      } catch {
        input.select();
        note.textContent = "Select the link and copy it.";
      }
    },
  }, "Copy link");
  const systemShare = navigator.share ? el("button", {
    type: "button", "data-offline": "",
    onclick: () => navigator.share({ title, url }).catch(() => {}),
  }, "Share…") : null;
  const denseNote = choice.dense ? el("p", { class: "message info", "data-qr-dense": choice.version }, choice.denseText) : null;
  return el("div", { class: "share-body" },
    choice.dense && scannable && scannable !== choice ? denseNote
      : choice.drawing ? el("p", { class: "message info", "data-qr-drawing": "" }, "Drawing the QR code…")
      : rows ? [qrSvg(rows, `QR code of the link to ${title}`), denseNote || ""]
      : qrProblem ? el("p", { class: "message error", role: "alert" }, qrProblem)
      : el("p", { class: "message info" }, "This link is too long for a QR code: copy or send the link instead."),
    el("label", { for: "share-link" }, "Link"),
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
    return el("section", { class: "panel share-dialog", role: "dialog", "aria-label": `Share ${title}` },
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
    el("legend", {}, "What the link carries"),
    ...options.map((c) => {
      const radio = el("input", {
        type: "radio", name: "share-choice", value: c.id, "data-share-choice": c.id, checked: c === shown,
        onchange: () => {
          shown = c;
          chosen = true;
          render();
          if (qrFor && c.denseOnly && !scannable) whole(c);
        },
      });
      radios.set(c, radio);
      return el("label", { class: "choice" }, radio, ` ${c.label}`,
        c.refused ? " (too long)" : ` (${c.url.length.toLocaleString("en")} characters)`);
    })) : null;
  const dialog = el("section", { class: "panel share-dialog", role: "dialog", "aria-label": `Share ${title}`, "aria-busy": qrFor ? "true" : "false" },
    dialogHead(title, onClose),
    el("p", {}, about || "Scan the code with the other phone, or send the link. It opens as a new battle there."),
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
    el("h2", {}, `Share “${title}”`),
    el("button", { type: "button", "data-offline": "", onclick: onClose }, "Close"));
}

// An army list's lines in a link's preview (both systems' lists read the same).
export function listLines(d) {
  return [d.player ? `Player: ${d.player}` : "No player named", ...d.entries.map((e) => `${e.count} × ${e.profile.name}`)];
}

// ``have``: the battle this device already opened from the same link ({ id, name }), if
// any: then "Open the one you have" comes first, and a new one is "another copy".
// ``lines``: what it carries, in its system's words; ``roster``: it is kept as a roster.
// ``onAddPack``: a profile pack, whose one button is the engine's ``shared.offer``.
export function linkPreview(shared, { onOpen, onDismiss, onSave = null, have = null, onOpenHave = null, lines = [], roster = false, onAddPack = null }) {
  // A Muster profile or list (onSave) is offered both: keep it, or play it now.
  const action = roster ? "Save as a new roster"
    : have ? (onSave ? "Start another battle" : "Keep another copy")
      : onSave ? "Start a battle" : "Open as a new battle";
  return el("section", { class: "panel link-preview", "aria-label": "Shared link", "data-link-kind": shared.kind },
    el("h2", {}, "Someone shared this with you"),
    el("p", {}, `${shared.title}: `, el("strong", { class: "shared-name" }, shared.name || "(no name)")),
    el("ul", { class: "shared-contents" }, ...lines.map((line) => el("li", {}, line))),
    shared.actions !== undefined ? el("p", { class: "shared-history", "data-actions": shared.actions },
      shared.actions === 1 ? "With its history: 1 action, which can be undone here."
        : `With its history: ${shared.actions} actions, which can be undone here.`) : null,
    have ? el("p", { class: "message info", "data-have": have.id },
      "You opened this link before: ", el("strong", {}, have.name), " is on this device, with anything played since.") : null,
    el("p", { class: "muted" }, onAddPack ? "A profile you edited is kept as you made it." : "Nothing on this device is replaced."),
    el("div", { class: "row" },
      have ? el("button", { type: "button", class: "primary", "data-action": "open-existing", "data-offline": "", onclick: onOpenHave }, "Open the one you have") : "",
      onSave ? el("button", { type: "button", class: have ? "" : "primary", "data-action": "save-link-to-muster", onclick: onSave }, "Save to Muster") : "",
      onAddPack ? el("button", { type: "button", class: "primary", "data-action": "add-pack", "data-offline": "", onclick: onAddPack }, shared.offer)
        : el("button", { type: "button", class: onSave || have ? "" : "primary", "data-action": "open-link", onclick: onOpen }, action),
      el("button", { type: "button", "data-offline": "", onclick: onDismiss }, "Dismiss")));
}
