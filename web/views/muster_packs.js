// Profile packs on the page: a faction's profiles made into a pack (a file, a link and
// QR code), and a pack read from a file, pasted text or a link and added to Muster. The
// engine checks every pack (pack.read, pack.make) and plans what adding one does
// (pack.plan); the page writes that plan in one transaction and shows the engine's words.
import { muster } from "../pipeline.js";
import { el, setText } from "./dom.js";
import { readPicked } from "./files.js";
import { field } from "./form.js";
import { numbered } from "./muster_names.js";
import { said, words } from "../i18n/words.js";

// The largest pack the engine reads (aftermath.packs.MAX_TEXT, characters; a file's
// bytes are at most 4 per character).
const MAX_PACK_BYTES = 1024 * 1024;

// ``pack`` (as the engine checked it) added to Muster: the plan against the profiles
// kept, written in one transaction. Returns the engine's words: { headline, lines }.
export async function addPack(pipeline, pack) {
  const stored = muster.list(pack.system, "profile").map((r) => ({
    id: r.id, rev: r.rev, data: r.data, ...(r.from_pack ? { from_pack: r.from_pack } : {}),
  }));
  const plan = await pipeline.ask("pack.plan", { pack, stored });
  const done = await muster.applyPack({ system: pack.system, writes: plan.writes });
  const lists = done.lists ? [words("muster-pack-lists-follow", { lists: done.lists })] : [];
  return { headline: plan.headline, lines: [...plan.said.map((s) => s.text), ...lists] };
}

// The "Profile packs" panel of Muster for ``system``: make one of these profiles, or add
// one from a file or pasted text. ``onShare(pack)``: its link and QR code;
// ``onDone(words)``: what adding one did, for Muster's notice.
export function packPanel({ system, pipeline, onShare, onDone }) {
  // Drawn only while there is something to say: Muster's notice stays its one message.
  const message = el("div", { "data-pack-message": "" });
  const say = (text) => {
    const line = el("p", { class: "message error", role: "alert" });
    setText(line, text || "");
    message.replaceChildren(...(text ? [line] : []));
  };
  const slot = el("div", { class: "stack" });
  const preview = (read) => {
    slot.replaceChildren(el("div", { class: "panel stack", "data-pack-preview": "" },
      el("p", {}, words("muster-pack-preview", { title: read.title, revision: read.pack.revision, count: read.count })),
      el("p", { class: "muted" }, words("muster-pack-source", { source: read.source })),
      el("button", { type: "button", class: "primary", "data-action": "add-pack", onclick: async () => {
        try {
          onDone(await addPack(pipeline, read.pack));
        } catch (err) {
          say(said(err.msg, err.message));
        }
      } }, said(read.offer_msg, read.offer))));
  };
  const readText = async (text) => {
    say(null);
    slot.replaceChildren();
    try {
      preview(await pipeline.ask("pack.read", { text }));
    } catch (err) {
      say(said(err.msg, err.message));
    }
  };
  const file = el("input", { type: "file", name: "pack-file", accept: ".json,application/json", "data-action": "pack-file" });
  file.addEventListener("change", async () => {
    const picked = file.files && file.files[0];
    if (!picked) return;
    try {
      await readText(await readPicked(picked, { limit: MAX_PACK_BYTES, what: words("file-what-pack"), as: "text" }));
    } catch (err) {
      say(said(err.msg, err.message));
    }
  });
  const pasted = el("textarea", { name: "pack-text", rows: 3 });
  return el("section", { class: "panel stack", "aria-label": words("muster-packs") },
    el("h3", {}, words("muster-packs")),
    el("p", { class: "muted" }, words("muster-packs-about")),
    el("button", { type: "button", "data-action": "export-pack", onclick: () => {
      say(null);
      slot.replaceChildren(exportForm({ system, pipeline, onShare, say }));
    } }, words("muster-pack-make-these")),
    field(words("muster-pack-file"), file),
    field(words("muster-pack-paste"), pasted),
    el("button", { type: "button", "data-action": "read-pack", onclick: () => readText(pasted.value) }, words("muster-pack-read")),
    message, slot);
}

function exportForm({ system, pipeline, onShare, say }) {
  const profiles = muster.list(system, "profile");
  const came = profiles.find((p) => p.from_pack);
  const text = (name, value, label, max) => field(label, el("input", { type: "text", name, value, maxlength: max }));
  // The faction most of the profiles are kept under: a pack is one faction's.
  const counts = new Map();
  for (const p of profiles) if (p.data.faction) counts.set(p.data.faction, (counts.get(p.data.faction) || 0) + 1);
  const usual = [...counts].sort((a, b) => b[1] - a[1])[0];
  const faction = text("pack-faction", came ? came.from_pack.faction : usual ? usual[0] : "", words("muster-pack-faction"), 60);
  const name = text("pack-name", came ? came.from_pack.name : "", words("muster-pack-name"), 80);
  const revision = field(words("muster-pack-revision"), el("input", { type: "number", name: "pack-revision", min: 1, value: came ? came.from_pack.revision + 1 : 1, inputmode: "numeric" }),
    { hint: words("muster-pack-revision-hint") });
  const source = field(words("muster-pack-source-label"), el("input", { type: "text", name: "pack-source", maxlength: 300 }),
    { hint: words("muster-pack-source-hint") });
  // Ticked: the faction's profiles, each name once (an import keeps a profile per
  // Regiment line, so a list's repeated Regiments are profiles of one name).
  const picks = profiles.map((p) => el("input", { type: "checkbox", name: "pack-profile", value: p.id }));
  const tick = () => {
    const chosen = form.querySelector("[name=pack-faction]").value.trim();
    const named = new Set();
    profiles.forEach((p, i) => {
      const ours = !chosen || !p.data.faction || p.data.faction === chosen;
      picks[i].checked = ours && !named.has(p.data.name);
      if (picks[i].checked) named.add(p.data.name);
    });
  };
  const out = el("div", { class: "row" });
  const form = el("form", { class: "stack", "aria-label": words("muster-pack-make"), novalidate: true },
    faction, name, revision, source,
    el("fieldset", { class: "stack" }, el("legend", {}, words("muster-pack-profiles")),
      ...numbered(profiles.map((p) => p.data.name)).map((shown, i) =>
        field(profiles[i].data.faction ? words("muster-pack-pick", { name: shown, faction: profiles[i].data.faction }) : shown, picks[i]))),
    el("button", { type: "submit", class: "primary", "data-action": "make-pack" }, words("muster-pack-make-it")), out);
  const value = (n) => form.querySelector(`[name=${n}]`).value;
  tick();
  form.querySelector("[name=pack-faction]").addEventListener("change", tick);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    say(null);
    try {
      const made = await pipeline.ask("pack.make", {
        system, faction: value("pack-faction").trim(), name: value("pack-name").trim(),
        revision: Number(value("pack-revision")), source: value("pack-source").trim(),
        profiles: profiles.filter((p, i) => picks[i].checked).map((p) => p.data),
      });
      const url = URL.createObjectURL(new Blob([made.text], { type: "application/json" }));
      out.replaceChildren(
        el("a", { class: "button", href: url, download: made.filename, "data-action": "download-pack" }, words("muster-pack-download", { file: made.filename })),
        el("button", { type: "button", "data-action": "share-pack", onclick: () => onShare(made.pack, made.title) }, words("muster-pack-link")));
    } catch (err) {
      say(said(err.msg, err.message));
    }
  });
  return form;
}
