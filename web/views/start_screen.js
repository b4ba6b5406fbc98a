// The engine's start as the page shows it: the top bar's status, the start's stages and
// its error screen, in the player's language. The status's state (data-state: starting,
// ready, failed) is the tests' and tools' sign, never its words. index.html holds the
// English drawn before the page's modules run; sayStartWords puts the spoken language's
// in its place once the language is known.
import { $, setText } from "./dom.js";
import { words } from "../i18n/words.js";

const STAGES = { manifest: 1, runtime: 2, install: 3, import: 4 };
const STATUS = {
  starting: () => words("start-engine-starting"),
  restarting: () => words("start-engine-restarting"),
  ready: () => words("start-engine-ready"),
  failed: () => words("start-engine-failed"),
};

let shown = { state: "starting", says: "starting" }; // said again when the language is known
let stage = null;
let failed = null;
// Until the player's language is known, a stage or a failure is kept, not drawn (the
// page would say it in English first): index.html's "Loading…" stays until then.
let spoken = false;

// ``says``: which words, where more than one fits a state ("restarting" is "starting").
export function setStatus(state, says = state) {
  shown = { state, says };
  const status = $("#engine-status");
  status.dataset.state = state;
  setText(status, STATUS[says]());
  document.body.dataset.engine = state;
}

// The stage the worker reports by its key (manifest, runtime, install, import).
export function showStage(detail) {
  stage = detail;
  if (!spoken) return;
  setText($("#boot-stage"), detail.stage in STAGES ? words("start-stage-doing", { stage: detail.stage }) : words("start-loading"));
  $("#boot-progress").value = (STAGES[detail.stage] || 1) - 1;
}

// The stage a start failed at (app-stage: manifest, runtime, install, import, worker).
const stageName = (key) => (key in STAGES || key === "worker" ? words("app-stage", { stage: key }) : key);

export function showFailure(detail) {
  failed = detail;
  if (!spoken) return;
  setStatus("failed");
  $("#boot").hidden = true;
  $("#boot-error").hidden = false;
  setText($("#boot-error-stage"), stageName(detail.stage));
  setText($("#boot-error-message"), detail.message);
}

// What the engine module says of itself (web/engine.js ``words``), in the player's language.
export const ENGINE_WORDS = {
  starting: () => words("start-request-starting"),
  timeout: ({ seconds, type }) => words("start-request-timeout", { seconds, type }),
  notJson: ({ reason }) => words("start-reply-not-json", { reason }),
  restarted: () => words("start-request-restarted"),
  stoppedStarting: ({ why }) => words("start-worker-stopped", { why }),
  gone: ({ why }) => words("start-engine-gone", { why }),
};

export function hideFailure() {
  failed = null;
  $("#boot").hidden = false;
  $("#boot-error").hidden = true;
}

// The start's screen in the spoken language: its fixed words, and what it shows now.
export function sayStartWords() {
  spoken = true;
  setText($("#boot-title"), words("start-title"));
  setText($("#boot-error-title"), words("start-failed-title"));
  setText($("#boot-error-while"), words("start-failed-while"));
  setText($("#boot-retry"), words("start-try-again"));
  setStatus(shown.state, shown.says);
  if (stage) showStage(stage);
  else setText($("#boot-stage"), words("start-loading"));
  if (failed) showFailure(failed);
}
