// A battle on screen: made new (from a form, an example or a link), opened from the
// device with its session, set aside when the engine cannot read it, and its report.
import { engine } from "./boot.js";
import { GameSession } from "./session.js";
import { newId as makeId, store } from "./store/index.js";
import { loadSystem, pluginFor } from "./systems/index.js";
import { systemInfo } from "./system_words.js";
import { el } from "./views/dom.js";
import { errorOf, words } from "./i18n/words.js";
import { saveFromBattle } from "./views/muster.js";
import { app, done, root, router, saveRecord, show, showError } from "./app_state.js";

// "Play on two phones", loaded on its first use (the first screen's start does without
// it); once loaded, a battle's link is handed each screen of that battle.
let twoPhones = null;

export async function loadTwoPhones() {
  if (!twoPhones) {
    twoPhones = await import("./views/two_phones.js");
    twoPhones.onGivenUp(dropPlaceholder);
  }
  return twoPhones;
}

// The battle the joining phone made to hold the other phone's copy, which never came,
// when the player gives up joining: removed, and said (no battle they never made stays).
async function dropPlaceholder(id) {
  await store.battles.remove(id);
  router.home();
  showError(words("screen-stopped-joining"), "info");
}

async function playOnTwoPhones(session, screen) {
  try {
    await loadTwoPhones();
  } catch (err) {
    showError(words("screen-two-phones-failed", { reason: err.message }));
    return;
  }
  twoPhones.openTwoPhones(session, screen);
}

// A battle played on two phones when it was left goes on being played so.
function resumeLink(session, screen) {
  store.links.load(session.id).then(async (kept) => {
    if (!kept) return;
    await (await loadTwoPhones()).resume(session, screen);
  }).catch((err) => showError(words("screen-two-phones-not-resumed", { reason: err.message })));
}

export async function createGame(system, name, setup, extra = {}) {
  const id = makeId("g");
  const reply = await engine.request("game.new", { system, game_id: id, setup });
  const record = { ...extra, id, name, system, game: reply.game, view: reply.view, created: Date.now() };
  // The battle and the battle list are written in one transaction: both or neither.
  if (!await saveRecord(record, null)) return;
  await openGame(id, reply);
}

// A saved battle the engine refuses is set aside with its raw text, and the app goes on:
// it never stops on one damaged record. Only the revision the engine refused: one saved
// meanwhile in another tab is left alone.
async function setAside(record, err) {
  const reason = `${err.message || err}`;
  try {
    const aside = await store.battles.setAside(record.id, reason, record.rev);
    router.home();
    showError(aside
      ? words("screen-battle-set-aside", { name: record.name, reason })
      : words("screen-battle-unread-kept", { name: record.name, reason }));
  } catch (failed) {
    router.home();
    showError(words("screen-battle-not-set-aside", { name: record.name, reason, failed: failed.message }));
  }
}

const DAMAGED = new Set(["invalid_data", "rule_violation"]);

// A shared battle with its history opens as a new battle holding that history, so its
// actions can be undone on this phone too. The engine replayed and validated it once,
// when the link was decoded, and holds it open under ``id`` (``reply``: as game.open).
export async function openSharedGame(system, name, id, reply, extra) {
  const record = { ...extra, id, name, system, game: reply.game, view: reply.view, created: Date.now() };
  if (!await saveRecord(record, null)) return;
  await openGame(id, reply);
}

// ``place``: where the player was (place.js), for the battle reopened at start.
export async function openGame(id, reply, { place = null } = {}) {
  const record = store.battles.get(id);
  if (!record) return showError(words("screen-battle-gone"));
  let plugin;
  try {
    plugin = await loadSystem(record.system);
  } catch (err) {
    return showError(err.message);
  }
  const session = new GameSession(engine, record);
  session.addEventListener("saved", done);
  // Deleted in another tab that did not get to say so: it stays deleted, this tab leaves
  // it (after the refused action has finished drawing its refusal).
  session.addEventListener("deleted", () => setTimeout(() => {
    if (app.current && app.current.session === session) {
      router.home();
      showError(words("screen-battle-deleted"), "info");
    }
  }));
  const screen = new plugin.Screen(root(), session, {
    onBack: () => router.home(), onShare: () => router.share(session), onReport: () => showReport(session, screen),
    onMuster: plugin.keepsPieces ? (s, piece) => saveFromBattle(s, piece) : null,
    onLink: () => playOnTwoPhones(session, screen), linkWords: () => (twoPhones ? twoPhones.linkWords(id) : ""),
  });
  if (twoPhones) twoPhones.attach(session, screen);
  resumeLink(session, screen);
  store.current.set(id);
  // The saved view is only the engine's last drawing: if it is missing or cannot be
  // drawn, the screen waits for the engine to rebuild it (game.open) and the battle is
  // never set aside for it.
  const redrawing = (why) => root().replaceChildren(el("p", { class: "message info", "data-redrawing": "" },
    words("screen-redrawing", { why, ready: engine.ready ? "yes" : "no" })));
  try {
    // Drawn again through the screen's draw(), which keeps the player's place (the
    // engine's start drops the "Engine starting" notice above the cards).
    if (place) screen.openAgain(place);
    show("game", () => screen.draw(), { session, screen });
    if (!session.view && !reply) redrawing(words("screen-drawing-missing"));
    if (place) screen.reopenAt(place);
  } catch (err) {
    session.record.view = null;
    redrawing(words("screen-drawing-unusable", { reason: err.message }));
  }
  if (reply) session.accept(reply);
  else if (engine.ready) await openSession(session);
}

export async function openSession(session) {
  try {
    await session.start();
  } catch (err) {
    if (DAMAGED.has(err.type)) await setAside(session.record, err);
    else showError(errorOf(err));
  }
}

// The after-battle report of the open game; back returns to the same game screen, where
// the player was on it (and a reload from the report reopens the battle there). Its
// module is loaded on the first report (the first screen's start does without it).
async function showReport(session, screen) {
  const from = app.current;
  let ReportScreen;
  try {
    ({ ReportScreen } = await import("./views/report.js"));
  } catch (err) {
    showError(words("screen-report-failed", { reason: err.message }));
    return;
  }
  // The player went elsewhere (the phone's Back) while its module came: the report is
  // not drawn over where they are now.
  if (app.current !== from) return;
  const place = screen.place();
  const back = () => {
    show("game", () => screen.render(), { session, screen });
    screen.goTo(place);
  };
  const system = session.record.system;
  const plugin = pluginFor(system);
  const report = new ReportScreen(root(), session, {
    onBack: back, onShareLink: plugin.shareable ? () => router.share(session) : null,
    statuses: systemInfo(system).statuses, part: plugin.reportPart || null,
  });
  show("report", () => report.render(), { screen: report, parent: back, place: { battle: session.id, ...place } });
  report.load();
}
