// Start-up: boot the engine worker, show its stages, then hand over to the screens.
import { Engine } from "./engine.js";
import { $, setText } from "./views/dom.js";

const STAGES = { manifest: 1, runtime: 2, installer: 3, install: 4, import: 5 };
const STAGE_NAMES = {
  manifest: "reading the build manifest",
  runtime: "starting Python (Pyodide)",
  installer: "loading the package installer",
  install: "installing the rules engine",
  import: "importing the rules engine",
  worker: "starting the engine worker",
};

export const engine = new Engine();

function setStatus(state, text) {
  const status = $("#engine-status");
  status.dataset.state = state;
  setText(status, text);
  document.body.dataset.engine = state;
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
  $("#boot-progress").value = 5;
  $("#boot").hidden = true;
  setText($("#engine-version"), `aftermath ${info.version} · Python ${info.python}`);
  document.body.dataset.readyMs = String(Math.round(performance.now()));
  document.body.dataset.bootTimings = JSON.stringify(engine.timings || {});
  setStatus("ready", "Engine ready");
  document.dispatchEvent(new CustomEvent("engine-ready", { detail: info }));
}

$("#boot-retry").addEventListener("click", start);
start();
