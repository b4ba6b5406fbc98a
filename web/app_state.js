// What the app has on screen and the message under its top bar, shared by its parts
// (home, battles, links, start-up): one screen at a time, drawn by ``render``.
import { engine } from "./boot.js";
import { store } from "./store/index.js";
import { Pipeline } from "./pipeline.js";
import { $, setText } from "./views/dom.js";
import { keepAwake } from "./views/wake_lock.js";
import { words } from "./i18n/words.js";

export const root = () => $("#screen");
// The screens' way to the engine and the device (pipeline.js); a battle's is its session.
export const pipeline = new Pipeline(engine);
// ``current``: what is on screen ({ kind, render(), session? }); ``examples``: the
// worked examples the engine offers; a battle being renamed or deleted on the list.
export const app = { current: null, examples: [], pendingDelete: null, pendingRename: null };

// Where one part of the app sends the player in another: home, Muster, a battle's share
// dialog. app.js, which imports every part, hands them in before anything is drawn, so
// the parts (app_home.js -> app_links.js -> app_battle.js) never import back up.
const ROUTES = ["home", "muster", "share"];
export const router = Object.fromEntries(ROUTES.map((name) => [name, () => {
  throw new Error(`The app's ${name} screen was asked for before the app handed it in.`);
}]));

export function installRoutes(routes) {
  const named = Object.keys(routes).sort();
  if (named.join() !== [...ROUTES].sort().join()) throw new Error(`The app's routes are ${ROUTES.join(", ")}, not ${named.join(", ")}.`);
  Object.assign(router, routes);
}

export function show(kind, render, extra = {}) {
  // What was announced belongs to the screen that said it, not to the next one.
  if (!app.current || app.current.kind !== kind) setText($("#announce"), "");
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
  if (app.current && app.current.screen && app.current.screen !== extra.screen) app.current.screen.onScreen = false;
  if (extra.screen) extra.screen.onScreen = true;
  // The screen stays on while a battle is shown, and may sleep anywhere else.
  keepAwake.battle(kind === "game");
  closeShareDialogs(); // each belongs to the screen it was asked on
  app.current = { kind, render, ...extra };
  render();
  window.scrollTo(0, 0);
}

// The Share dialog lies beside the screen (app_links.js), so a redraw keeps it.
export function closeShareDialogs() {
  for (const open of document.querySelectorAll("#main > .share-dialog")) open.remove();
}

// The message under the top bar belongs to the action that caused it: the next action
// that succeeds clears it (done()).
export function showError(text, kind = "error") {
  const box = $("#app-message");
  box.hidden = !text;
  box.className = `message ${kind}`;
  box.setAttribute("role", kind === "error" ? "alert" : "status");
  setText(box, text || "");
}

export const done = () => showError(null);

export function withEngineGate(node) {
  // Until Python is up, anything that needs the engine says so rather than failing.
  // Marked, so the gate can be lifted from these buttons alone (not from one its view
  // turned off for a reason of its own).
  if (!engine.ready) {
    node.querySelectorAll("button:not([data-offline]):not(:disabled)").forEach((b) => {
      b.dataset.engineGate = b.title; // its own title, put back with the gate lifted
      b.disabled = true;
      b.title = words("engine-starting-title");
    });
  }
  return node;
}

// The engine is up: the buttons gated while it started are turned on where they stand.
// Drawn again instead, each would be a new node, and a tap that began on the old one
// just then would be lost.
export function liftEngineGate(node) {
  node.querySelectorAll("button[data-engine-gate]").forEach((b) => {
    b.disabled = false;
    if (b.dataset.engineGate) b.title = b.dataset.engineGate;
    else b.removeAttribute("title");
    delete b.dataset.engineGate;
  });
}

// Saves a battle record (rev: the revision it was read at, null for a new one); says
// why if the device refused, and then nothing was changed.
export async function saveRecord(record, rev = record.rev) {
  try {
    const saved = await store.battles.save(record, { rev });
    done();
    return saved;
  } catch (err) {
    showError(err.message);
    return null;
  }
}
