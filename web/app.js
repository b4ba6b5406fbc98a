// Start-up and routing: boot the engine worker, show its stages, reopen where the player
// was, and follow the history, other tabs and shared files. The screens themselves are
// app_home.js, app_links.js and app_battle.js, each importing only the ones after it;
// where one sends the player back up (home, Muster, a share dialog) it asks the router
// this module hands in. No rule and no rule system lives here.
import { booting, engine } from "./boot.js";
import { store } from "./store/index.js";
import { deviceNotes, storeWords } from "./views/device_words.js";
import { PLUGINS, useEngineSystems } from "./systems/index.js";
import { $, setText } from "./views/dom.js";
import { distanceUnits } from "./views/distance.js";
import { notKept as notKeptText } from "./views/home.js";
import { errorOf, startWords, words } from "./i18n/words.js";
import { ENGINE_WORDS, hideFailure, sayStartWords, setStatus, showFailure, showStage } from "./views/start_screen.js";
import { startOffline } from "./offline.js";
import { forgetPlace, keepPlace, takePlace } from "./place.js";
import { app, installRoutes, pipeline, showError } from "./app_state.js";
import { showHome, showMuster, showSpace } from "./app_home.js";
import { openGame, openSession } from "./app_battle.js";
import { askLink, openLink, showShare } from "./app_links.js";
// The two phones' names said in the player's language wherever a screen names one.
import "./views/phone_names.js";
import { noteLengths } from "./views/length_note.js";

installRoutes({ home: showHome, muster: showMuster, share: showShare });
noteLengths();

// The home screen, for the tests and `make bench` (a module page goes back to it).
export { showHome };

// Every distance the engine says is in this device's setting, read at each request.
engine.units = distanceUnits;
engine.words = ENGINE_WORDS;
engine.addEventListener("stage", ({ detail }) => showStage(detail));
engine.addEventListener("failed", ({ detail }) => showFailure(detail));
// Still working on what it was asked: the game's top bar says so (an Apply waits, off).
engine.addEventListener("busy", ({ detail }) => { $("#engine-status").dataset.busy = String(detail.busy); });
// For tests and `make bench`: the next start can be from the snapshot.
engine.addEventListener("kept", () => { document.body.dataset.snapshotKept = "true"; });
// The worker is gone (the browser closed it): said at once, and a new one is started;
// the open battle is opened again from the device when it is ready (start()).
engine.addEventListener("gone", ({ detail }) => {
  showError(detail.message);
  // Until the new engine is up, nothing that needs it can be pressed, as at the first
  // start (its battle is drawn again once it is reopened).
  if (app.current && app.current.screen && app.current.screen.gate) app.current.screen.gate();
  start(engine.start(), { again: true });
});

// Home asks the device's space once the engine's start has settled (showHome): a start
// that failed settles it too.
const spaceOnHome = () => { if (app.current && app.current.kind === "home") showSpace(); };

// boot.js has started the engine already; a retry starts it again, and so does a worker
// that is gone (``again``: then the top bar and the message say so).
async function start(started, { again = false } = {}) {
  setStatus("starting", again ? "restarting" : "starting");
  hideFailure();
  if (engine.stage) showStage(engine.stage);
  try {
    await started;
  } catch {
    showFailure(engine.failure || { stage: "worker", message: words("app-engine-not-started") });
    spaceOnHome();
    return;
  }
  let info;
  // A page opened by a shared link: its check is asked beside the first two requests
  // (the worker answers in turn), and its preview is drawn before the examples are asked.
  const fragment = window.location.hash.length > 1 ? window.location.hash.slice(1) : null;
  let linkAsked = null;
  try {
    // The version alone: it needs the engine's core, while the systems' reply reads
    // every rule system (the page's copy draws until it comes, below).
    const version = engine.request("engine.version");
    linkAsked = fragment ? askLink(fragment) : null;
    info = await version;
  } catch (err) {
    // Started but not answering: the error screen (with "Try again"), never a start
    // that stays "Engine starting…".
    showFailure({ stage: "worker", message: err.message });
    spaceOnHome();
    return;
  }
  $("#boot-progress").value = 4;
  $("#boot").hidden = true;
  setText($("#engine-version"), `aftermath ${info.version} · Python ${info.python}`);
  document.body.dataset.readyMs = String(Math.round(performance.now()));
  document.body.dataset.bootTimings = JSON.stringify(engine.timings || {});
  document.body.dataset.engineStart = engine.startedFrom || "";
  document.body.dataset.snapshotRead = engine.snapshotRead || "";
  document.body.dataset.engineLibrary = engine.library || "";
  await deviceOpen; // the screens draw from the device's records
  setStatus("ready");
  const drawnBefore = app.current; // a screen drawn while the engine was starting
  // Home's buttons need only the engine, not the examples asked below: enabled now, where
  // they stand (a battle's new name being typed keeps its box).
  const homeNow = () => app.current && app.current.kind === "home";
  if (!linkAsked && homeNow()) app.current.engineReady();
  // A battle drawn from the device before the engine was ready, opened in it below.
  const resumed = app.current && app.current.session;
  // The link is what the player came for: its preview needs none of the examples.
  if (linkAsked) await openLink(fragment, linkAsked);
  try {
    // Each system's examples and its new-battle form's starting values, the engine's.
    const examples = [];
    for (const plugin of PLUGINS.filter((p) => p.ready)) {
      examples.push(...(await plugin.ready(pipeline)).map((x) => ({ ...x, system: plugin.name })));
    }
    app.examples = examples;
  } catch (err) {
    showError(words("app-examples-failed", { reason: err.message }));
  }
  // Not a battle opened since, with the engine ready (from the link's preview): it was
  // opened then.
  if (resumed && app.current && app.current.session === resumed) await openSession(resumed);
  // Drawn again: a screen drawn while the engine was starting; home gets its examples
  // in place. Not a screen the player opened since (a form being filled keeps what was
  // typed), nor a link's preview, drawn with the engine ready (nor its focus lost).
  if (homeNow()) app.current.examplesCame();
  else if (app.current && app.current === drawnBefore && app.current.kind !== "link") app.current.render();
  if (app.current && app.current.screen && app.current.screen.settled) app.current.screen.settled(); // where the player was: put back for the last time
  if (again) showError(words("app-engine-restarted"), "info");
  // An invite or a hand-over (askLink asks nothing for them) opens over the screen drawn.
  if (!linkAsked && window.location.hash.length > 1) await openLink(window.location.hash.slice(1));
  listsReady = true;
  await openSharedList();
  // The engine's own words for its systems, last: the page's copy of them (the same
  // words) drew until now, nothing is drawn again for them, and asking reads every rule
  // system.
  try {
    useEngineSystems(await engine.request("engine.systems"));
  } catch (err) {
    showError(words("start-systems-unread", { reason: err.message }));
  }
}

// A list file opened with the installed app (file_handlers: the launch queue) or shared
// to it (share_target: the service worker kept it and opened "?import=shared") lands in
// Muster's import preview, the same as a picked file.
let launched = null;
let listsReady = false; // the engine answers and the device's records are read
if ("launchQueue" in window) {
  window.launchQueue.setConsumer(async (params) => {
    if (!params.files || !params.files.length) return;
    launched = await params.files[0].getFile();
    if (listsReady) await openSharedList();
  });
}

async function openSharedList() {
  let file = launched;
  launched = null;
  const params = new URLSearchParams(window.location.search);
  if (params.has("import")) {
    history.replaceState(null, "", window.location.pathname + window.location.hash);
    if (!file && params.get("import") === "shared" && "caches" in window) {
      const key = new URL("shared-list", document.baseURI).href;
      const cache = await caches.open("shared-list");
      const hit = await cache.match(key);
      if (hit) {
        file = new File([await hit.blob()], decodeURIComponent(hit.headers.get("x-filename") || "shared list"));
        await cache.delete(key);
      }
    }
  }
  if (!file) return;
  const screen = showMuster();
  screen.openImport();
  await screen.importing.fromFile(file);
}

window.addEventListener("popstate", () => {
  // Back from a screen (its entry left the history): home, as its own Back button does,
  // or from the report to its battle.
  // A battle is saved with every action, so nothing is lost by leaving it. A link
  // opened in this tab (a new fragment) also comes here first: hashchange handles it.
  if (window.location.hash.length > 1) return;
  if (app.current && app.current.parent && !(history.state && history.state.child)) app.current.parent();
  else if (app.current && app.current.kind !== "home") showHome();
});

window.addEventListener("hashchange", () => {
  if (engine.ready && window.location.hash.length > 1) openLink(window.location.hash.slice(1));
});

$("#boot-retry").addEventListener("click", () => start(engine.start()));

// Another tab changed the device: redraw what shows it; an open battle catches up (or,
// deleted there, closes here).
store.events.addEventListener("change", async ({ detail }) => {
  if (detail.kind === "space" && app.current && app.current.kind === "home") showSpace();
  if (!detail.elsewhere || !app.current) return;
  if (app.current.kind === "home" && !app.pendingRename) app.current.render();
  else if (app.current.kind === "rosters" && !app.current.screen.editing) app.current.render();
  else if (app.current.kind === "muster" && !app.current.screen.editing && !app.current.screen.importing) app.current.render();
  else if (app.current.kind === "game" && detail.kind === "battle" && detail.id === app.current.session.id) {
    const { session, screen } = app.current;
    if (detail.deleted) {
      showHome();
      showError(words("app-deleted-elsewhere"), "info");
      return;
    }
    try {
      if (await session.refresh()) screen.message(words("app-changed-elsewhere"));
    } catch (err) {
      screen.message(errorOf(err));
    }
  }
});

// Resume where the player was: the saved battle is drawn from its saved state at once,
// before Python is up; its actions wait for the engine. The device database opens
// first (a few milliseconds); what it found damaged or moved is said, never fatal.
// Offline use is set up once the engine has started (or failed to): the service
// worker's precache downloads every file of the build again (fresh from the network,
// never a stale copy), and on a first visit that must not compete with the engine's own
// downloads.
// A start that never ends (a worker stuck loading) must not keep the app from
// working offline: after a minute offline use is set up anyway.
const OFFLINE_AFTER_MS = 60_000;
Promise.race([booting, new Promise((ok) => setTimeout(ok, OFFLINE_AFTER_MS))]).then(startOffline, startOffline);
store.speak(storeWords);
const deviceOpen = store.open();
// The player's language before anything is drawn: English at once, another fetched.
const spoken = await startWords();
sayStartWords();
const starting = start(booting);
const notes = await deviceOpen;
if (!store.kept()) {
  // Stays on every screen for the whole visit: no action's success clears it.
  const notKept = $("#not-kept");
  setText(notKept, notKeptText());
  notKept.hidden = false;
}
// The page keeps its own place (a battle reopens at its card, every other screen at
// its top): the browser's own restoring of the scroll on a reload came later and
// elsewhere, the page being drawn in steps.
history.scrollRestoration = "manual";
// This tab's own battle first: the device's last opened one is every tab's, and another
// tab may have opened a different battle since.
const kept = takePlace();
const resume = kept && store.battles.get(kept.battle) ? kept.battle : store.current.get();
const place = kept && kept.battle === resume ? kept : null;
// Not when the page was opened by a share link: the link is what the player came for
// (resuming first put the battle's screen, without the fragment, over it and lost it).
if (resume && store.battles.get(resume) && window.location.hash.length <= 1) openGame(resume, null, { place });
else showHome();
// Where the player is on a battle, whenever the page may be left: a reload, another
// app, the screen locked (a phone may discard the tab then); on a battle's report, where
// the player was on the battle. On any other screen nothing is kept: a reload opens the
// battle at its top, as opening it from the list does.
const keepWhereThePlayerIs = () => {
  if (app.current && app.current.kind === "game" && app.current.screen && app.current.session) keepPlace(app.current.session.id, app.current.screen.place());
  else if (app.current && app.current.kind === "report" && app.current.place) keepPlace(app.current.place.battle, app.current.place);
  else forgetPlace();
};
window.addEventListener("pagehide", keepWhereThePlayerIs);
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") keepWhereThePlayerIs(); });
if (notes.length) showError(deviceNotes(notes), "info");
if (spoken.problem) showError(spoken.problem);
await starting;
