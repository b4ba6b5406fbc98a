// Start-up and routing: boot the engine worker, show its stages, and move between the
// battle list, the new-battle form and a battle screen. No rule lives here.
import { Engine } from "./engine.js";
import { GameSession } from "./session.js";
import { newId, store } from "./store.js";
import { ConquestScreen } from "./views/conquest.js";
import { $, el, setText } from "./views/dom.js";
import { homeView } from "./views/home.js";
import { setupView } from "./views/setup.js";

const STAGES = { manifest: 1, runtime: 2, installer: 3, install: 4, import: 5 };
const STAGE_NAMES = {
  manifest: "reading the build manifest",
  runtime: "starting Python (Pyodide)",
  installer: "loading the package installer",
  install: "installing the rules engine",
  import: "importing the rules engine",
  worker: "starting the engine worker",
};
const SCREENS = { conquest: ConquestScreen };

export const engine = new Engine();
const root = () => $("#screen");
let current = null; // what is on screen: { kind, render(), session? }
let examples = [];
let pendingDelete = null;

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
  show("home", () => {
    const games = store.list();
    const view = homeView({
      games, examples,
      onOpen: (id) => openGame(id),
      onNew: (system) => showSetup(system),
      onExample: (x) => createGame("conquest", x.title, x.setup),
      onDelete: (g) => { pendingDelete = g.id; current.render(); },
    });
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
  show("setup", () => {
    root().replaceChildren(withEngineGate(setupView({
      setup: preset, onCancel: showHome,
      onCreate: (name, setup) => createGame(system, name, setup),
    })));
  });
}

async function createGame(system, name, setup) {
  const id = newId();
  const reply = await engine.request("game.new", { system, game_id: id, setup });
  const record = { id, name, system, game: reply.game, view: reply.view, created: Date.now() };
  store.save(record);
  await openGame(id, reply);
}

async function openGame(id, reply) {
  const record = store.get(id);
  if (!record) return showError("That battle is no longer saved on this device.");
  const session = new GameSession(engine, record);
  const Screen = SCREENS[record.system];
  const screen = new Screen(root(), session, { onBack: showHome });
  show("game", () => screen.render(), { session, screen });
  if (reply) session.accept(reply);
  else if (engine.ready) await session.open().catch((err) => showError(err.message));
}

engine.addEventListener("stage", ({ detail }) => {
  setText($("#boot-stage"), `${detail.label}…`);
  $("#boot-progress").value = STAGES[detail.stage] - 1;
});

engine.addEventListener("failed", ({ detail }) => {
  setStatus("failed", "Engine failed to start");
  $("#boot").hidden = true;
  $("#boot-error").hidden = false;
  setText($("#boot-error-stage"), STAGE_NAMES[detail.stage] || detail.stage);
  setText($("#boot-error-message"), detail.message);
});

async function start() {
  setStatus("starting", "Engine starting…");
  $("#boot").hidden = false;
  $("#boot-error").hidden = true;
  try {
    await engine.start();
  } catch {
    return; // the "failed" listener has shown the error screen
  }
  const info = await engine.request("engine.version");
  examples = (await engine.request("conquest.examples")).examples;
  $("#boot-progress").value = 5;
  $("#boot").hidden = true;
  setText($("#engine-version"), `aftermath ${info.version} · Python ${info.python}`);
  document.body.dataset.readyMs = String(Math.round(performance.now()));
  document.body.dataset.bootTimings = JSON.stringify(engine.timings || {});
  setStatus("ready", "Engine ready");
  if (current && current.session) await current.session.open().catch((err) => showError(err.message));
  if (current) current.render();
}

$("#boot-retry").addEventListener("click", start);
showHome();
start();
