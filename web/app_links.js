// Share links: a battle's (with its history or state only) and a roster's, each with
// its QR code, one dialog at a time; and a link someone shared, previewed and opened
// only as something new.
import { engine } from "./boot.js";
import { newId as makeId, store } from "./store/index.js";
import { linkOpens, previewLines } from "./systems/index.js";
import { linkTitle } from "./system_words.js";
import { $ } from "./views/dom.js";
import { linkFor, linkPreview, shareDialog } from "./views/share.js";
import { saveLinkToMuster } from "./views/muster.js";
import { addPack } from "./views/muster_packs.js";
import { app, closeShareDialogs, pipeline, root, router, show, showError } from "./app_state.js";
import { createGame, openGame, openSharedGame } from "./app_battle.js";
import { errorOf, said, words } from "./i18n/words.js";

// One link made at a time: making one takes seconds on a slow phone (and the QR
// library's first install longer), and a second tap meanwhile opened a second dialog.
let sharing = false;

const makingLink = () => words("share-making");
// How an invite over the internet starts (link/trystero_invite.js, which reads it).
const NET_INVITE = "net1.";
// How a hand-over's link starts (link/handover.js's LINK_MARK, without its "#").
const HANDOVER = "handover=";

// The dialog opens with the links; their QR codes (seconds of Python on a slow phone)
// are drawn when they come, the one shown first asked for first.
export function showShare(session) {
  const name = session.record.name;
  return oneShare(name, async () => {
    const made = await session.ask("share.encode_game", { name });
    // Two links: with the whole history (undo works on the other phone) and state only.
    const choice = (id, label, part) => (part.refused ? { id, label, refused: said(part.refused_msg, part.refused) }
      : { id, label, url: linkFor(part.fragment) });
    const choices = [choice("history", words("share-with-history", { actions: made.actions }), made.with_history),
      choice("state", words("share-state-only"), made.state_only)];
    return { choices, qrFor: (c, { unlessDense }) => qrOf(c.url, unlessDense) };
  });
}

// One thing (a roster) as a link and QR code, or the engine's reason it cannot be one.
export function shareData(kind, name, data, about = words("share-about-roster")) {
  return oneShare(name, async () => {
    const { fragment } = await engine.request("share.encode", { kind, name, data });
    const url = linkFor(fragment);
    return { url, about, ...await qrOf(url) };
  });
}

// A link too long for a QR code can still be copied and sent (no rows); any other
// failure of the QR code (its library could not be installed) is said as it is.
function qrOf(url, unlessDense = false) {
  return engine.request("share.qr", { text: url, unless_dense: unlessDense }).then(
    (qr) => ({ rows: qr.rows, qrProblem: null, version: qr.version, dense: qr.dense, denseText: qr.dense_text || "" }),
    (err) => ({ rows: null, qrProblem: err.type === "invalid_data" ? null : errorOf(err) }));
}

// One share dialog at a time, made by ``make`` (what shareDialog shows), or the engine's
// reason it cannot be a link. It belongs to the screen it was asked on: if the player
// has left it by the time the link is made, it is not shown over another screen (it
// would show one battle's link over another's).
async function oneShare(title, make) {
  if (sharing) return;
  sharing = true;
  const button = root().querySelector("[data-action=share]");
  if (button) button.setAttribute("aria-busy", "true");
  const making = makingLink();
  showError(making, "info");
  const asked = app.current;
  try {
    let dialog;
    const onClose = () => dialog.remove();
    try {
      dialog = shareDialog({ title, ...await make(), onClose });
    } catch (err) {
      if (app.current !== asked) return;
      if (err.type !== "too_big") {
        showError(errorOf(err));
        return;
      }
      dialog = shareDialog({ title, refused: errorOf(err), onClose });
    }
    if (app.current !== asked) return;
    closeShareDialogs();
    showError(null);
    // Beside the screen, not in it: the screen drawn again under it (the other phone's
    // action, another tab's, the engine's start reopening the battle) keeps it open.
    root().before(dialog);
    dialog.scrollIntoView();
  } finally {
    sharing = false;
    if (button) button.removeAttribute("aria-busy");
    if ($("#app-message").textContent === making) showError(null);
  }
}

// A shared link's check, asked of the engine at once: the start asks it beside its first
// requests, so the preview waits for nothing else. A battle with its history is opened
// by the engine as it is checked, under ``linkGame``: opening it from the preview
// replays nothing again. Null for an invite or a hand-over, which ask nothing of it.
export function askLink(fragment) {
  if (fragment.startsWith(NET_INVITE) || fragment.startsWith(HANDOVER)) return null;
  const linkGame = makeId("g");
  const decoded = engine.request("share.decode", { fragment, game_id: linkGame });
  decoded.catch(() => {}); // said by openLink, which takes it
  return { linkGame, decoded };
}

// A link someone shared: decoded and validated by the engine, previewed, and opened only
// as something new. A bad link says why and leaves everything on the device as it was.
// ``asked``: its check already asked (askLink), if it was.
export async function openLink(fragment, asked = null) {
  const forget = () => history.replaceState(null, "", window.location.pathname + window.location.search);
  // An invite to play a battle on two phones over the internet (its module, and the
  // relays' library, loaded only now: the start does without them).
  if (fragment.startsWith(NET_INVITE)) {
    forget();
    try {
      (await import("./app_net.js")).offerJoin(fragment);
    } catch (err) {
      showError(words("link-invite-failed", { reason: err.message }));
    }
    return;
  }
  // A hand-over of a battle played on two phones by QR code, opened rather than pasted.
  if (fragment.startsWith(HANDOVER)) {
    forget();
    try {
      (await import("./app_handover.js")).offerHandover(fragment);
    } catch (err) {
      showError(words("link-handover-failed", { reason: err.message }));
    }
    return;
  }
  let shared;
  const { linkGame, decoded } = asked || askLink(fragment);
  try {
    shared = await decoded;
  } catch (err) {
    forget();
    showError(words("link-failed", { reason: said(err.msg, err.message) }));
    return;
  }
  // What opening it does, in the engine's words (engine.systems).
  const opens = linkOpens(shared.kind);
  // Not kept: the engine may let the link's game go (a failure here loses nothing).
  const letGo = () => { if (shared.opened) engine.request("game.close", { game_id: linkGame }).catch(() => {}); };
  // The same link opened before: a battle played on since, most likely. The preview asks
  // whether to open that one or keep another copy, rather than silently make a twin.
  const asBattle = opens && (opens.as === "game" || opens.as === "setup");
  const have = asBattle ? store.battles.fromLink(shared.link_id) : null;
  const fromLink = asBattle ? { fromLink: shared.link_id } : {};
  const pack = opens && opens.as === "pack";
  show("link", () => {
    root().replaceChildren(linkPreview(shared, {
      have, lines: pack ? packLines(shared.data) : previewLines(shared), roster: Boolean(opens && opens.as === "roster"),
      // One tap: the pack's profiles added to Muster, which then says what it did.
      onAddPack: pack ? async () => {
        forget();
        try {
          const added = await addPack(pipeline, shared.data);
          router.muster(opens.system);
          app.current.screen.say(added.headline, added.lines);
        } catch (err) {
          showError(said(err.msg, err.message));
        }
      } : null,

      onOpenHave: have ? () => {
        forget();
        letGo();
        openGame(have.id);
      } : null,
      onDismiss: () => {
        forget();
        letGo();
        router.home();
      },
      onSave: opens && opens.muster ? async () => {
        forget();
        const saved = await saveLinkToMuster(pipeline, shared, opens.system, opens.muster);
        router.muster(opens.system);
        app.current.screen.notice = saved;
        app.current.render();
      } : null,
      onOpen: async () => {
        forget();
        try {
          if (!opens) throw new Error(words("link-cannot-open", { title: linkTitle(shared.kind, shared.title) }));
          if (opens.as === "roster") {
            await store.rosters.save({ id: makeId("w"), roster: shared.data });
            router.home();
            return;
          }
          if (opens.as === "game") { // a battle with its history: the game itself, replayed
            await openSharedGame(opens.system, shared.name || words("link-shared-battle"), linkGame, shared.opened, fromLink);
            return;
          }
          // A battle, a Regiment, a Unit, a profile or a list: the engine makes the setup
          // (expanding a list's counts), so the page never builds one itself.
          const made = await engine.request("share.to_setup", { kind: shared.kind, data: shared.data });
          await createGame(made.system, shared.name || made.name || words("link-shared-battle"), made.setup, fromLink);
        } catch (err) {
          showError(said(err.msg, err.message));
        }
      },
    }));
  });
}

// What a pack's link carries, a line each: where its numbers came from, then its profiles.
function packLines(pack) {
  return [words("link-pack-source", { revision: pack.revision, source: pack.source }), ...pack.profiles.map((p) => p.name)];
}

// A profile pack as links and QR codes: one, or the parts the engine split it into when
// one code would be too dense to scan across a table.
export function sharePack(pack, title) {
  return oneShare(title, async () => {
    const made = await engine.request("pack.share", { pack, prefix: linkFor("") });
    const about = words("share-about-pack");
    if (made.refused) return { url: linkFor(made.link.fragment), rows: null, about: words("share-about-pack-refused", { refused: said(made.refused_msg, made.refused) }) };
    if (made.parts.length === 1) return { url: linkFor(made.parts[0].fragment), rows: made.parts[0].rows, about };
    return {
      about: words("share-about-pack-parts", { parts: made.parts.length }),
      choices: made.parts.map((p, i) => ({ id: `part-${i + 1}`, label: words("share-pack-part", { part: i + 1, parts: made.parts.length, profiles: p.profiles }),
        url: linkFor(p.fragment), rows: p.rows })),
    };
  });
}
