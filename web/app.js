// Start-up and routing: boot the engine worker, show its stages, and move between the
// battle list, the new-battle form and a battle screen. No rule lives here.
import { booting, engine } from "./boot.js";
import { GameSession } from "./session.js";
import { Pipeline } from "./pipeline.js";
import { current as openBattle, device, keptOnDevice, openDevice, space, unreadable } from "./storage.js";
import { newGameId as newId, store } from "./store.js";
import { ConquestScreen } from "./views/conquest.js";
import { CampaignScreen } from "./views/campaign.js";
import { campaignSetupView } from "./views/campaign_setup.js";
import { NinthAgeScreen } from "./views/ninth_age.js";
import { ninthAgeSetupView } from "./views/ninth_age_setup.js";
import { RosterScreen } from "./views/roster.js";
import { $, el, setText } from "./views/dom.js";
import { NOT_KEPT, homeView, spaceText, storagePanel } from "./views/home.js";
import { setupView } from "./views/setup.js";
import { startOffline } from "./offline.js";
import { rosters, newRosterId } from "./rosters.js";
import { linkFor, linkPreview, shareDialog } from "./views/share.js";
import { ReportScreen } from "./views/report.js";
import { MusterScreen, saveFromBattle, saveLinkToMuster } from "./views/muster.js";
import { listPicker } from "./views/muster_battle.js";
import { ListImport } from "./views/list_import.js";
import { backupPanel } from "./backup.js";
import { forgetPlace, keepPlace, takePlace } from "./place.js";

const STAGES = { manifest: 1, runtime: 2, install: 3, import: 4 };
const STAGE_NAMES = {
  manifest: "reading the build manifest",
  runtime: "starting Python (Pyodide)",
  install: "installing the rules engine",
  import: "importing the rules engine",
  worker: "starting the engine worker",
};
// The screens' way to the engine and the device (pipeline.js); a battle's is its session.
const pipeline = new Pipeline(engine);
const SCREENS = { conquest: ConquestScreen, ninth_age: NinthAgeScreen, campaign: CampaignScreen };

const root = () => $("#screen");
let current = null; // what is on screen: { kind, render(), session? }
let examples = [];
// The engine's new Regiment (muster.defaults), once it is ready: the battle form's start.
let regimentDefaults = null;
let tableDefault = null; // the engine's battlefield when none is set (conquest.default_table)
let pendingDelete = null;
let pendingRename = null;
// What the engine says about its rule systems (engine.systems), asked once when it is
// ready: which link kind opens as what. The page keeps no table of its own.
let systems = null;

function setStatus(state, text) {
  const status = $("#engine-status");
  status.dataset.state = state;
  setText(status, text);
  document.body.dataset.engine = state;
}

function show(kind, render, extra = {}) {
  // What was announced belongs to the screen that said it, not to the next one.
  if (!current || current.kind !== kind) setText($("#announce"), "");
  // The phone's Back button goes back to the home screen, not out of the app: every
  // screen but home stands on one history entry of its own. (Not a link's preview: its
  // entry holds the link, and going back to it would open the link again.)
  if (kind !== "home" && kind !== "link" && !(history.state && history.state.aftermath)) {
    history.pushState({ aftermath: kind }, "", window.location.pathname + window.location.search);
  }
  // A screen opened from another (``parent``: the report from its battle) stands on a
  // second entry, so Back returns to the screen it came from, as its own Back does.
  if (extra.parent && !(history.state && history.state.child)) {
    history.pushState({ aftermath: kind, child: true }, "", window.location.pathname + window.location.search);
  }
  // A game screen left behind stops drawing (its action may still settle later).
  if (current && current.screen && current.screen !== extra.screen) current.screen.onScreen = false;
  if (extra.screen) extra.screen.onScreen = true;
  current = { kind, render, ...extra };
  render();
  window.scrollTo(0, 0);
}

// The message under the top bar belongs to the action that caused it: the next action
// that succeeds clears it (done()).
function showError(text, kind = "error") {
  const box = $("#app-message");
  box.hidden = !text;
  box.className = `message ${kind}`;
  box.setAttribute("role", kind === "error" ? "alert" : "status");
  setText(box, text || "");
}

const done = () => showError(null);

function withEngineGate(node) {
  // Until Python is up, anything that needs the engine says so rather than failing.
  if (!engine.ready) {
    node.querySelectorAll("button:not([data-offline])").forEach((b) => {
      b.disabled = true;
      b.title = "engine starting";
    });
  }
  return node;
}

export function showHome() {
  openBattle.set(null);
  show("home", () => {
    const games = store.list();
    const view = homeView({
      games, examples,
      onOpen: (id) => { done(); openGame(id); },
      onNew: (system) => showSetup(system),
      onRosters: () => showRosters(),
      onExample: (x) => createGame("conquest", x.title, x.setup),
      onDelete: (g) => { pendingDelete = g.id; current.render(); },
      onRename: (g) => { pendingRename = g.id; current.render(); },
      onDuplicate: (g) => duplicateGame(g.id),
      muster: backupPanel({ pipeline, onMuster: showMuster, onDone: () => current.render(), showError }),
    });
    if (pendingRename) {
      const item = view.querySelector(`[data-game="${CSS.escape(pendingRename)}"]`);
      const record = store.get(pendingRename);
      if (item && record) {
        const input = el("input", { type: "text", id: "rename-input", value: record.name, maxlength: 60 });
        const close = () => { pendingRename = null; current.render(); };
        item.replaceChildren(
          el("label", { for: "rename-input" }, "New name"), input,
          el("button", { type: "button", class: "primary", "data-action": "save-name", "data-offline": "",
            onclick: async () => { record.name = input.value.trim() || record.name; await saveRecord(record); close(); } }, "Save name"),
          el("button", { type: "button", "data-offline": "", onclick: close }, "Cancel"));
      }
    }
    if (pendingDelete) {
      const item = view.querySelector(`[data-game="${CSS.escape(pendingDelete)}"]`);
      const doomed = store.get(pendingDelete);
      if (item) {
        // Named, as a roster's and a Muster record's are: the row it replaces is gone.
        item.replaceChildren(
          el("span", {}, `Delete “${doomed ? doomed.name : "this battle"}” for good? `),
          el("button", { type: "button", class: "danger", "data-action": "confirm-delete", "data-offline": "",
            onclick: () => removeGame(pendingDelete) }, "Yes, delete"),
          el("button", { type: "button", "data-offline": "", onclick: () => { pendingDelete = null; current.render(); } }, "Keep it"));
      }
    }
    view.querySelectorAll(".game-open, .danger").forEach((b) => b.setAttribute("data-offline", ""));
    view.append(storagePanel({ problems: unreadable.list(), onDiscard: discardUnreadable }));
    root().replaceChildren(withEngineGate(view));
    showSpace();
  });
}

// Space used and left on this device, and whether the browser keeps it for good.
async function showSpace() {
  const info = await space();
  const node = $("[data-space]");
  if (node) setText(node, spaceText(info));
}

async function removeGame(id) {
  try {
    await store.remove(id);
    done();
  } catch (err) {
    showError(err.message);
  }
  pendingDelete = null;
  current.render();
}

async function discardUnreadable(n) {
  try {
    await unreadable.discard(n);
    done();
  } catch (err) {
    showError(err.message);
  }
  current.render();
}

function showSetup(system, preset) {
  if (system === "ninth_age" || system === "campaign") return showOtherSetup(system);
  show("setup", () => {
    root().replaceChildren(withEngineGate(fromLists(system, setupView({
      setup: preset, defaults: regimentDefaults, table: tableDefault, onCancel: showHome, pipeline,
      onCreate: (name, setup) => createGame(system, name, setup),
    }))));
  });
}

// The new-battle screen offers the device's army lists first (a battle in a
// few taps), above the full form, which stays for one-off Regiments and Units.
function fromLists(system, form) {
  if (pickedLists.system !== system) pickedLists = { system, sides: [null, null] };
  const picker = listPicker({
    system, pipeline, onMuster: showMuster, picked: pickedLists.sides,
    onImport: (side) => showImport(system, side),
    onCreate: (name, setup) => {
      pickedLists = { system: null, sides: [null, null] };
      return createGame(system, name, setup);
    },
  });
  return el("div", { class: "stack" }, picker, form);
}

// The lists picked per side on the new-battle screen, kept while a list is imported
// for the other side (or this one) and the screen is drawn again.
let pickedLists = { system: null, sides: [null, null] };

// "Import a list for Player n" from the new-battle screen: Muster's import preview; the
// list kept comes back picked for that player, so the battle is one tap further.
function showImport(system, side) {
  const importing = new ListImport({
    pipeline,
    onDone: (notice, listSystem, record) => {
      if (pickedLists.system !== listSystem) pickedLists = { system: listSystem, sides: [null, null] };
      pickedLists.sides[side] = record.data.name;
      showSetup(listSystem);
      showError(notice, "info");
    },
    onCancel: () => showSetup(system),
  });
  show("import", () => {
    root().replaceChildren(withEngineGate(el("div", { class: "muster stack" },
      el("header", { class: "screen-head row" },
        el("button", { type: "button", class: "back", "data-offline": "", onclick: () => showSetup(system) },
          "‹", el("span", { class: "visually-hidden" }, " Back to the new battle")),
        el("h2", {}, `Import a list for Player ${side + 1}`)),
      importing.render())));
  }, { importing });
}

// "Start a battle with this list", offered in Muster once a list is imported.
function startWithList(system, name) {
  pickedLists = { system, sides: [name, null] };
  showSetup(system);
}

function showMuster(system) {
  const screen = new MusterScreen(root(), {
    pipeline, onBack: showHome, onStartWith: startWithList,
    onShare: (record) => shareData(`${record.system}.${record.kind}`, record.data.name, record.data,
      "Scan the code with the other phone, or send the link. It opens there as a preview to save in Muster."),
  });
  if (system) screen.system = system;
  show("muster", () => {
    screen.render();
    withEngineGate(root());
  }, { screen });
  return screen;
}

// Saves a battle record (rev: the revision it was read at, null for a new one); says
// why if the device refused, and then nothing was changed.
async function saveRecord(record, rev = record.rev) {
  try {
    const saved = await store.save(record, { rev });
    done();
    return saved;
  } catch (err) {
    showError(err.message);
    return null;
  }
}

async function duplicateGame(id) {
  let record;
  try {
    record = await store.full(id); // the whole game, however this battle is kept
  } catch (err) {
    showError(err.message);
    return;
  }
  if (!record) return;
  // The copy is the player's own: the original stays the battle its link opens.
  const { fromLink, ...copy } = record;
  await saveRecord({ ...copy, id: newId(), name: `${record.name} (copy)`, created: Date.now() }, null);
  current.render();
}

// The Ninth Age and campaign new-game forms, and the warband rosters on this device.
function showOtherSetup(system) {
  show("setup", () => {
    const onCreate = (name, setup, extra) => createGame(system, name, setup, extra);
    root().replaceChildren(withEngineGate(system === "ninth_age"
      ? fromLists(system, ninthAgeSetupView({ pipeline, onCreate, onCancel: showHome }))
      : campaignSetupView({ list: rosters.list(), onCreate, onCancel: showHome, onRosters: showRosters })));
  });
}

function showRosters() {
  const screen = new RosterScreen(root(), {
    pipeline, onBack: showHome, onAftermath: () => showOtherSetup("campaign"),
    onShare: (entry) => shareData("campaign.roster", entry.roster.name, entry.roster),
  });
  show("rosters", () => {
    screen.render();
    withEngineGate(root());
  }, { screen });
}

async function createGame(system, name, setup, extra = {}) {
  const id = newId();
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
    const aside = await store.setAside(record.id, reason, record.rev);
    showHome();
    showError(aside
      ? `The saved battle “${record.name}” could not be read (${reason}). It is set aside under “Could not be read”, with its raw text.`
      : `The saved battle “${record.name}” could not be read (${reason}), but it changed in another tab meanwhile, so it is kept: open it again.`);
  } catch (failed) {
    showHome();
    showError(`The saved battle “${record.name}” could not be read (${reason}) and could not be set aside: ${failed.message}`);
  }
}

const DAMAGED = new Set(["invalid_data", "rule_violation"]);

// A shared battle with its history opens as a new battle holding that history, so its
// actions can be undone on this phone too. The engine replayed and validated it once,
// when the link was decoded, and holds it open under ``id`` (``reply``: as game.open).
async function openSharedGame(system, name, id, reply, extra) {
  const record = { ...extra, id, name, system, game: reply.game, view: reply.view, created: Date.now() };
  if (!await saveRecord(record, null)) return;
  await openGame(id, reply);
}

// ``place``: where the player was (place.js), for the battle reopened at start.
async function openGame(id, reply, { place = null } = {}) {
  const record = store.get(id);
  if (!record) return showError("That battle is no longer saved on this device.");
  const session = new GameSession(engine, record);
  session.addEventListener("saved", done);
  // Deleted in another tab that did not get to say so: it stays deleted, this tab leaves
  // it (after the refused action has finished drawing its refusal).
  session.addEventListener("deleted", () => setTimeout(() => {
    if (current && current.session === session) {
      showHome();
      showError("This battle was deleted in another tab.", "info");
    }
  }));
  const Screen = SCREENS[record.system];
  const screen = new Screen(root(), session, {
    onBack: showHome, onShare: () => showShare(session), onReport: () => showReport(session, screen),
    onMuster: record.system === "campaign" ? null : (s, piece) => saveFromBattle(s, piece),
  });
  openBattle.set(id);
  // The saved view is only the engine's last drawing: if it is missing or cannot be
  // drawn, the screen waits for the engine to rebuild it (game.open) and the battle is
  // never set aside for it.
  const redrawing = (why) => root().replaceChildren(el("p", { class: "message info", "data-redrawing": "" },
    `This battle is drawn again by the engine (${why}). ${engine.ready ? "One moment…" : "It appears when the engine is ready."}`));
  try {
    // Drawn again through the screen's draw(), which keeps the player's place (the
    // engine's start drops the "Engine starting" notice above the cards).
    if (place) screen.openAgain(place);
    show("game", () => screen.draw(), { session, screen });
    if (!session.view && !reply) redrawing("its saved drawing is missing");
    if (place) screen.reopenAt(place);
  } catch (err) {
    session.record.view = null;
    redrawing(`its saved drawing could not be used: ${err.message}`);
  }
  if (reply) session.accept(reply);
  else if (engine.ready) await openSession(session);
}

async function openSession(session) {
  try {
    await session.start();
  } catch (err) {
    if (DAMAGED.has(err.type)) await setAside(session.record, err);
    else showError(err.message);
  }
}

// The after-battle report of the open game; back returns to the same game screen, where
// the player was on it (and a reload from the report reopens the battle there).
function showReport(session, screen) {
  const place = screen.place();
  const back = () => {
    show("game", () => screen.render(), { session, screen });
    screen.goTo(place);
  };
  const shareable = session.record.system !== "campaign"; // rosters are shared one by one
  const report = new ReportScreen(root(), session, {
    onBack: back, onShareLink: shareable ? () => showShare(session) : null,
  });
  show("report", () => report.render(), { screen: report, parent: back, place: { battle: session.id, ...place } });
  report.load();
}

// One link made at a time: making one takes seconds on a slow phone (and the QR
// library's first install longer), and a second tap meanwhile opened a second dialog.
let sharing = false;

const MAKING_LINK = "Making the share link and QR code…";

function showShare(session) {
  const name = session.record.name;
  return oneShare(name, async () => {
    const made = await session.ask("share.encode_game", { name });
    // Two links: with the whole history (undo works on the other phone) and state only.
    const choice = async (id, label, part) => {
      if (part.refused) return { id, label, refused: part.refused };
      const url = linkFor(part.fragment);
      return { id, label, url, ...await qrOf(url) };
    };
    const actions = made.actions === 1 ? "1 action" : `${made.actions} actions`;
    const choices = [await choice("history", `With history (${actions}, undo works there)`, made.with_history),
      await choice("state", "State only (no undo there)", made.state_only)];
    const problem = choices.find((c) => c.qrProblem);
    return { choices, qrProblem: problem ? problem.qrProblem : null };
  });
}

// One thing (a roster) as a link and QR code, or the engine's reason it cannot be one.
function shareData(kind, name, data, about = "Scan the code with the other phone, or send the link. It opens there as a new roster.") {
  return oneShare(name, async () => {
    const { fragment } = await engine.request("share.encode", { kind, name, data });
    const url = linkFor(fragment);
    return { url, about, ...await qrOf(url) };
  });
}

// A link too long for a QR code can still be copied and sent (no rows); any other
// failure of the QR code (its library could not be installed) is said as it is.
function qrOf(url) {
  return engine.request("share.qr", { text: url }).then(
    (qr) => ({ rows: qr.rows, qrProblem: null, version: qr.version, dense: qr.dense, denseText: qr.dense_text || "" }),
    (err) => ({ rows: null, qrProblem: err.type === "invalid_data" ? null : err.message }));
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
  showError(MAKING_LINK, "info");
  const asked = current;
  try {
    let dialog;
    const onClose = () => dialog.remove();
    try {
      dialog = shareDialog({ title, ...await make(), onClose });
    } catch (err) {
      if (current !== asked) return;
      if (err.type !== "too_big") {
        showError(err.message);
        return;
      }
      dialog = shareDialog({ title, refused: err.message, onClose });
    }
    if (current !== asked) return;
    for (const open of root().querySelectorAll(".share-dialog")) open.remove();
    showError(null);
    root().prepend(dialog);
    dialog.scrollIntoView();
  } finally {
    sharing = false;
    if (button) button.removeAttribute("aria-busy");
    if ($("#app-message").textContent === MAKING_LINK) showError(null);
  }
}

// A link someone shared: decoded and validated by the engine, previewed, and opened only
// as something new. A bad link says why and leaves everything on the device as it was.
async function openLink(fragment) {
  const forget = () => history.replaceState(null, "", window.location.pathname + window.location.search);
  let shared;
  // A battle with its history is opened by the engine as it is checked, under this id:
  // opening it from the preview replays nothing again.
  const linkGame = newId();
  try {
    shared = await engine.request("share.decode", { fragment, game_id: linkGame });
  } catch (err) {
    forget();
    showError(`This link could not be opened. ${err.message}`);
    return;
  }
  let opens;
  try {
    systems = systems || await engine.request("engine.systems"); // a link opened before start() asked
    opens = systems.links[shared.kind] || null;
  } catch (err) {
    forget();
    showError(`This link could not be opened. ${err.message}`);
    return;
  }
  // Not kept: the engine may let the link's game go (a failure here loses nothing).
  const letGo = () => { if (shared.opened) engine.request("game.close", { game_id: linkGame }).catch(() => {}); };
  // The same link opened before: a battle played on since, most likely. The preview asks
  // whether to open that one or keep another copy, rather than silently make a twin.
  const asBattle = opens && (opens.as === "game" || opens.as === "setup");
  const have = asBattle ? store.fromLink(shared.link_id) : null;
  const fromLink = asBattle ? { fromLink: shared.link_id } : {};
  show("link", () => {
    root().replaceChildren(linkPreview(shared, {
      have,
      onOpenHave: have ? () => {
        forget();
        letGo();
        openGame(have.id);
      } : null,
      onDismiss: () => {
        forget();
        letGo();
        showHome();
      },
      onSave: opens && opens.muster ? async () => {
        forget();
        const said = await saveLinkToMuster(pipeline, shared, opens.system, opens.muster);
        showMuster(opens.system);
        current.screen.notice = said;
        current.render();
      } : null,
      onOpen: async () => {
        forget();
        try {
          if (!opens) throw new Error(`This engine cannot open a ${shared.title}.`);
          if (opens.as === "roster") {
            await rosters.save({ id: newRosterId(), roster: shared.data });
            showHome();
            return;
          }
          if (opens.as === "game") { // a battle with its history: the game itself, replayed
            await openSharedGame(opens.system, shared.name || "Shared battle", linkGame, shared.opened, fromLink);
            return;
          }
          // A battle, a Regiment, a Unit, a profile or a list: the engine makes the setup
          // (expanding a list's counts), so the page never builds one itself.
          const made = await engine.request("share.to_setup", { kind: shared.kind, data: shared.data });
          await createGame(made.system, shared.name || made.name || "Shared battle", made.setup, fromLink);
        } catch (err) {
          showError(err.message);
        }
      },
    }));
  });
}

function showStage(detail) {
  setText($("#boot-stage"), `${detail.label}…`);
  $("#boot-progress").value = STAGES[detail.stage] - 1;
}

function showFailure(detail) {
  setStatus("failed", "Engine failed to start");
  $("#boot").hidden = true;
  $("#boot-error").hidden = false;
  setText($("#boot-error-stage"), STAGE_NAMES[detail.stage] || detail.stage);
  setText($("#boot-error-message"), detail.message);
}

engine.addEventListener("stage", ({ detail }) => showStage(detail));
engine.addEventListener("failed", ({ detail }) => showFailure(detail));
// For tests and `make bench`: the next start can be from the snapshot.
engine.addEventListener("kept", () => { document.body.dataset.snapshotKept = "true"; });
// The worker is gone (the browser closed it): said at once, and a new one is started;
// the open battle is opened again from the device when it is ready (start()).
engine.addEventListener("gone", ({ detail }) => {
  showError(detail.message);
  start(engine.start(), { again: true });
});

// boot.js has started the engine already; a retry starts it again, and so does a worker
// that is gone (``again``: then the top bar and the message say so).
async function start(started, { again = false } = {}) {
  setStatus("starting", again ? "Engine stopped: starting again…" : "Engine starting…");
  $("#boot").hidden = false;
  $("#boot-error").hidden = true;
  if (engine.stage) showStage(engine.stage);
  try {
    await started;
  } catch {
    showFailure(engine.failure || { stage: "worker", message: "the engine did not start" });
    return;
  }
  let info;
  try {
    info = await engine.request("engine.version");
    systems = await engine.request("engine.systems");
  } catch (err) {
    // Started but not answering: the error screen (with "Try again"), never a start
    // that stays "Engine starting…".
    showFailure({ stage: "worker", message: err.message });
    return;
  }
  $("#boot-progress").value = 4;
  $("#boot").hidden = true;
  setText($("#engine-version"), `aftermath ${info.version} · Python ${info.python}`);
  document.body.dataset.readyMs = String(Math.round(performance.now()));
  document.body.dataset.bootTimings = JSON.stringify(engine.timings || {});
  document.body.dataset.engineStart = engine.startedFrom || "";
  document.body.dataset.engineLibrary = engine.library || "";
  await deviceOpen; // the screens draw from the device's records
  setStatus("ready", "Engine ready");
  try {
    examples = (await engine.request("conquest.examples")).examples;
    // A new Regiment of the battle form starts where a new Muster profile does.
    regimentDefaults = (await engine.request("muster.defaults", { system: "conquest" })).profile;
    // The form's table starts at the size a first Charge deploys on: the engine's one default.
    tableDefault = (await engine.request("conquest.default_table", {})).battlefield;
  } catch (err) {
    showError(`The examples could not be loaded: ${err.message}`);
  }
  if (current && current.session) await openSession(current.session);
  if (current) current.render();
  if (again) showError("The engine was started again. Everything saved on this device is as it was.", "info");
  if (window.location.hash.length > 1) await openLink(window.location.hash.slice(1));
  listsReady = true;
  await openSharedList();
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
  if (current && current.parent && !(history.state && history.state.child)) current.parent();
  else if (current && current.kind !== "home") showHome();
});

window.addEventListener("hashchange", () => {
  if (engine.ready && window.location.hash.length > 1) openLink(window.location.hash.slice(1));
});

$("#boot-retry").addEventListener("click", () => start(engine.start()));

// Another tab changed the device: redraw what shows it; an open battle catches up (or,
// deleted there, closes here).
device.addEventListener("change", async ({ detail }) => {
  if (detail.kind === "space" && current && current.kind === "home") showSpace();
  if (!detail.elsewhere || !current) return;
  if (current.kind === "home" && !pendingRename) current.render();
  else if (current.kind === "rosters" && !current.screen.editing) current.render();
  else if (current.kind === "muster" && !current.screen.editing && !current.screen.importing) current.render();
  else if (current.kind === "game" && detail.kind === "battle" && detail.id === current.session.id) {
    const { session, screen } = current;
    if (detail.deleted) {
      showHome();
      showError("This battle was deleted in another tab.", "info");
      return;
    }
    try {
      if (await session.refresh()) screen.message("This battle changed in another tab: it now shows the latest.");
    } catch (err) {
      screen.message(err.message);
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
const deviceOpen = openDevice();
const starting = start(booting);
const notes = await deviceOpen;
if (!keptOnDevice()) {
  // Stays on every screen for the whole visit: no action's success clears it.
  const notKept = $("#not-kept");
  setText(notKept, NOT_KEPT);
  notKept.hidden = false;
}
// The page keeps its own place (a battle reopens at its card, every other screen at
// its top): the browser's own restoring of the scroll on a reload came later and
// elsewhere, the page being drawn in steps.
history.scrollRestoration = "manual";
// This tab's own battle first: the device's last opened one is every tab's, and another
// tab may have opened a different battle since.
const kept = takePlace();
const resume = kept && store.get(kept.battle) ? kept.battle : openBattle.get();
const place = kept && kept.battle === resume ? kept : null;
// Not when the page was opened by a share link: the link is what the player came for
// (resuming first put the battle's screen, without the fragment, over it and lost it).
if (resume && store.get(resume) && window.location.hash.length <= 1) openGame(resume, null, { place });
else showHome();
// Where the player is on a battle, whenever the page may be left: a reload, another
// app, the screen locked (a phone may discard the tab then); on a battle's report, where
// the player was on the battle. On any other screen nothing is kept: a reload opens the
// battle at its top, as opening it from the list does.
const keepWhereThePlayerIs = () => {
  if (current && current.kind === "game" && current.screen && current.session) keepPlace(current.session.id, current.screen.place());
  else if (current && current.kind === "report" && current.place) keepPlace(current.place.battle, current.place);
  else forgetPlace();
};
window.addEventListener("pagehide", keepWhereThePlayerIs);
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") keepWhereThePlayerIs(); });
if (notes.length) showError(notes.join(" "), "info");
await starting;
