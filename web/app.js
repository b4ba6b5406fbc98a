// Start-up and routing: boot the engine worker, show its stages, and move between the
// battle list, the new-battle form and a battle screen. No rule lives here.
import { booting, engine } from "./boot.js";
import { GameSession } from "./session.js";
import { forget, read, write } from "./storage.js";
import { newGameId as newId, store } from "./store.js";
import { ConquestScreen } from "./views/conquest.js";
import { CampaignScreen } from "./views/campaign.js";
import { campaignSetupView } from "./views/campaign_setup.js";
import { NinthAgeScreen } from "./views/ninth_age.js";
import { ninthAgeSetupView } from "./views/ninth_age_setup.js";
import { RosterScreen } from "./views/roster.js";
import { $, el, setText } from "./views/dom.js";
import { homeView } from "./views/home.js";
import { setupView } from "./views/setup.js";
import { startOffline } from "./offline.js";
import { rosters, newRosterId } from "./rosters.js";
import { linkFor, linkPreview, shareDialog } from "./views/share.js";
import { ReportScreen } from "./views/report.js";

const STAGES = { manifest: 1, runtime: 2, installer: 3, install: 4, import: 5 };
const STAGE_NAMES = {
  manifest: "reading the build manifest",
  runtime: "starting Python (Pyodide)",
  installer: "loading the package installer",
  install: "installing the rules engine",
  import: "importing the rules engine",
  worker: "starting the engine worker",
};
const SCREENS = { conquest: ConquestScreen, ninth_age: NinthAgeScreen, campaign: CampaignScreen };

const root = () => $("#screen");
let current = null; // what is on screen: { kind, render(), session? }
let examples = [];
let pendingDelete = null;
let pendingRename = null;
const CURRENT = "aftermath.current.v1";
// Which kind of shared thing opens as which game, and how its data becomes a setup.
const LINK_OPENS = {
  "conquest.battle": ["conquest", (d) => d],
  "conquest.regiment": ["conquest", (d) => ({ regiments: [d] })],
  "ninth_age.battle": ["ninth_age", (d) => d],
  "ninth_age.unit": ["ninth_age", (d) => ({ units: [d] })],
};

// Muster profiles and army lists open as a new battle too: the engine expands the list
// (muster.to_setup), so the page never counts or numbers Regiments itself.
const MUSTER_OPENS = {
  "conquest.profile": "conquest", "ninth_age.profile": "ninth_age",
  "conquest.list": "conquest", "ninth_age.list": "ninth_age",
};

function setStatus(state, text) {
  const status = $("#engine-status");
  status.dataset.state = state;
  setText(status, text);
  document.body.dataset.engine = state;
}

function show(kind, render, extra = {}) {
  current = { kind, render, ...extra };
  render();
  window.scrollTo(0, 0);
}

function showError(text) {
  const box = $("#app-message");
  box.hidden = !text;
  setText(box, text || "");
}

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
  forget(CURRENT);
  show("home", () => {
    const games = store.list();
    const view = homeView({
      games, examples,
      onOpen: (id) => openGame(id),
      onNew: (system) => showSetup(system),
      onRosters: () => showRosters(),
      onExample: (x) => createGame("conquest", x.title, x.setup),
      onDelete: (g) => { pendingDelete = g.id; current.render(); },
      onRename: (g) => { pendingRename = g.id; current.render(); },
      onDuplicate: (g) => duplicateGame(g.id),
    });
    if (pendingRename) {
      const item = view.querySelector(`[data-game="${CSS.escape(pendingRename)}"]`);
      const record = store.get(pendingRename);
      if (item && record) {
        const input = el("input", { type: "text", id: "rename-input", value: record.name, maxlength: 60 });
        const done = () => { pendingRename = null; current.render(); };
        item.replaceChildren(
          el("label", { for: "rename-input" }, "New name"), input,
          el("button", { type: "button", class: "primary", "data-action": "save-name", "data-offline": "",
            onclick: () => { record.name = input.value.trim() || record.name; saveRecord(record); done(); } }, "Save name"),
          el("button", { type: "button", "data-offline": "", onclick: done }, "Cancel"));
      }
    }
    if (pendingDelete) {
      const item = view.querySelector(`[data-game="${CSS.escape(pendingDelete)}"]`);
      if (item) {
        item.replaceChildren(
          el("span", {}, "Delete this battle for good? "),
          el("button", { type: "button", class: "danger", "data-action": "confirm-delete", "data-offline": "",
            onclick: () => { store.remove(pendingDelete); pendingDelete = null; current.render(); } }, "Yes, delete"),
          el("button", { type: "button", "data-offline": "", onclick: () => { pendingDelete = null; current.render(); } }, "Keep it"));
      }
    }
    view.querySelectorAll(".game-open, .danger").forEach((b) => b.setAttribute("data-offline", ""));
    root().replaceChildren(withEngineGate(view));
  });
}

function showSetup(system, preset) {
  if (system === "ninth_age" || system === "campaign") return showOtherSetup(system);
  show("setup", () => {
    root().replaceChildren(withEngineGate(setupView({
      setup: preset, onCancel: showHome,
      onCreate: (name, setup) => createGame(system, name, setup),
    })));
  });
}

function saveRecord(record) {
  try {
    store.save(record);
    return true;
  } catch (err) {
    showError(err.message);
    return false;
  }
}

function duplicateGame(id) {
  const record = store.get(id);
  if (!record) return;
  saveRecord({ ...record, id: newId(), name: `${record.name} (copy)`, created: Date.now() });
  current.render();
}

// The Ninth Age and campaign new-game forms, and the warband rosters on this device.
function showOtherSetup(system) {
  show("setup", () => {
    const onCreate = (name, setup, extra) => createGame(system, name, setup, extra);
    root().replaceChildren(withEngineGate(system === "ninth_age"
      ? ninthAgeSetupView({ engine, onCreate, onCancel: showHome })
      : campaignSetupView({ list: rosters.list(), onCreate, onCancel: showHome, onRosters: showRosters })));
  });
}

function showRosters() {
  const screen = new RosterScreen(root(), {
    engine, onBack: showHome,
    onShare: (entry) => shareData("campaign.roster", entry.roster.name, entry.roster),
  });
  show("rosters", () => {
    screen.render();
    withEngineGate(root());
  });
}

async function createGame(system, name, setup, extra = {}) {
  const id = newId();
  const reply = await engine.request("game.new", { system, game_id: id, setup });
  const record = { ...extra, id, name, system, game: reply.game, view: reply.view, created: Date.now() };
  if (!saveRecord(record)) return;
  await openGame(id, reply);
}

// A shared battle with its history opens as a new battle holding that history (the
// engine replays and validates it), so its actions can be undone on this phone too.
async function openSharedGame(system, name, game) {
  const id = newId();
  const reply = await engine.request("game.open", { game_id: id, game });
  const record = { id, name, system, game: reply.game, view: reply.view, created: Date.now() };
  if (!saveRecord(record)) return;
  await openGame(id, reply);
}

async function openGame(id, reply) {
  const record = store.get(id);
  if (!record) return showError("That battle is no longer saved on this device.");
  const session = new GameSession(engine, record);
  const Screen = SCREENS[record.system];
  const screen = new Screen(root(), session, {
    onBack: showHome, onShare: () => showShare(session), onReport: () => showReport(session, screen),
  });
  try {
    write(CURRENT, id, "which battle is open");
  } catch (err) {
    showError(err.message);
  }
  show("game", () => screen.render(), { session, screen });
  if (reply) session.accept(reply);
  else if (engine.ready) await session.open().catch((err) => showError(err.message));
}

// The after-battle report of the open game; back returns to the same game screen.
function showReport(session, screen) {
  const back = () => show("game", () => screen.render(), { session, screen });
  const shareable = session.record.system !== "campaign"; // rosters are shared one by one
  const report = new ReportScreen(root(), session, {
    onBack: back, onShareLink: shareable ? () => showShare(session) : null,
  });
  show("report", () => report.render());
  report.load();
}

async function showShare(session) {
  showError(null);
  try {
    const name = session.record.name;
    const made = await engine.request("share.encode_game", { game_id: session.id, name });
    // Two links: with the whole history (undo works on the other phone) and state only.
    // A link too long for a QR code can still be copied and sent.
    const choice = async (id, label, part) => {
      if (part.refused) return { id, label, refused: part.refused };
      const url = linkFor(part.fragment);
      const rows = await engine.request("share.qr", { text: url }).then((qr) => qr.rows, () => null);
      return { id, label, url, rows };
    };
    const actions = made.actions === 1 ? "1 action" : `${made.actions} actions`;
    const choices = [await choice("history", `With history (${actions}, undo works there)`, made.with_history),
      await choice("state", "State only (no undo there)", made.state_only)];
    const dialog = shareDialog({ title: name, choices, onClose: () => dialog.remove() });
    root().prepend(dialog);
    dialog.scrollIntoView();
  } catch (err) {
    if (err.type !== "too_big") {
      showError(err.message);
      return;
    }
    const dialog = shareDialog({ title: session.record.name, refused: err.message, onClose: () => dialog.remove() });
    root().prepend(dialog);
    dialog.scrollIntoView();
  }
}

// One thing (a roster) as a link and QR code, or the engine's reason it cannot be one.
async function shareData(kind, name, data) {
  showError(null);
  let dialog;
  try {
    const { fragment } = await engine.request("share.encode", { kind, name, data });
    const url = linkFor(fragment);
    const rows = await engine.request("share.qr", { text: url }).then((qr) => qr.rows, () => null);
    dialog = shareDialog({
      title: name, url, rows, onClose: () => dialog.remove(),
      about: "Scan the code with the other phone, or send the link. It opens there as a new roster.",
    });
  } catch (err) {
    if (err.type !== "too_big") {
      showError(err.message);
      return;
    }
    dialog = shareDialog({ title: name, refused: err.message, onClose: () => dialog.remove() });
  }
  root().prepend(dialog);
  dialog.scrollIntoView();
}

// A link someone shared: decoded and validated by the engine, previewed, and opened only
// as something new. A bad link says why and leaves everything on the device as it was.
async function openLink(fragment) {
  const forget = () => history.replaceState(null, "", window.location.pathname + window.location.search);
  let shared;
  try {
    shared = await engine.request("share.decode", { fragment });
  } catch (err) {
    forget();
    showError(`This link could not be opened. ${err.message}`);
    return;
  }
  show("link", () => {
    root().replaceChildren(linkPreview(shared, {
      onDismiss: () => { forget(); showHome(); },
      onOpen: async () => {
        forget();
        try {
          if (shared.kind === "campaign.roster") {
            rosters.save({ id: newRosterId(), roster: shared.data });
            showHome();
            return;
          }
          if (MUSTER_OPENS[shared.kind]) {
            const list = shared.kind.endsWith(".list") ? shared.data : {
              system: MUSTER_OPENS[shared.kind], name: shared.data.name, player: "",
              entries: [{ profile: shared.data, count: 1 }],
            };
            const made = await engine.request("muster.to_setup", { lists: [list] });
            await createGame(made.system, shared.name || list.name, made.setup);
            return;
          }
          if (shared.system) { // a battle with its history: the game itself, replayed
            await openSharedGame(shared.system, shared.name || "Shared battle", shared.data);
            return;
          }
          const [system, setup] = LINK_OPENS[shared.kind];
          await createGame(system, shared.name || "Shared battle", setup(shared.data));
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

// boot.js has started the engine already; a retry starts it again.
async function start(started) {
  setStatus("starting", "Engine starting…");
  $("#boot").hidden = false;
  $("#boot-error").hidden = true;
  if (engine.stage) showStage(engine.stage);
  try {
    await started;
  } catch {
    showFailure(engine.failure || { stage: "worker", message: "the engine did not start" });
    return;
  }
  const info = await engine.request("engine.version");
  $("#boot-progress").value = 5;
  $("#boot").hidden = true;
  setText($("#engine-version"), `aftermath ${info.version} · Python ${info.python}`);
  document.body.dataset.readyMs = String(Math.round(performance.now()));
  document.body.dataset.bootTimings = JSON.stringify(engine.timings || {});
  setStatus("ready", "Engine ready");
  examples = (await engine.request("conquest.examples")).examples;
  if (current && current.session) await current.session.open().catch((err) => showError(err.message));
  if (current) current.render();
  if (window.location.hash.length > 1) await openLink(window.location.hash.slice(1));
}

window.addEventListener("hashchange", () => {
  if (engine.ready && window.location.hash.length > 1) openLink(window.location.hash.slice(1));
});

$("#boot-retry").addEventListener("click", () => start(engine.start()));
// Resume where the player was: the saved battle is drawn from its saved state at once,
// before Python is up; its actions wait for the engine.
const resume = read(CURRENT, null);
if (resume && store.get(resume)) openGame(resume);
else showHome();
startOffline();
start(booting);
