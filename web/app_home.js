// The home screen (the battles on this device, the systems' New-battle buttons and
// panels), the new-battle forms with the device's army lists, Muster and the rosters.
import { engine } from "./boot.js";
import { newId as makeId, store } from "./store/index.js";
import { MUSTER_PARTS, PLUGINS, loadSystem, rosterKeeper } from "./systems/index.js";
import { $, el, setText } from "./views/dom.js";
import { examplesPanel, homeView, spaceText, storagePanel } from "./views/home.js";
import { MusterScreen } from "./views/muster.js";
import { listPicker } from "./views/muster_battle.js";
import { ListImport } from "./views/list_import.js";
import { backupPanel } from "./backup.js";
import { app, done, liftEngineGate, pipeline, root, saveRecord, show, showError, withEngineGate } from "./app_state.js";
import { createGame, openGame } from "./app_battle.js";
import { shareData, sharePack } from "./app_links.js";
import { choose, said, words } from "./i18n/words.js";

// An example's new battle, the same from home drawn whole and from its examples put in.
const onExample = (x) => createGame(x.system, said(x.title_msg, x.title), x.setup);

export function showHome() {
  store.current.set(null);
  show("home", () => {
    const games = store.battles.list();
    const view = homeView({
      games, examples: app.examples,
      onOpen: (id) => { done(); openGame(id); },
      onNew: (system) => showSetup(system),
      onExample,
      newBattles: PLUGINS.filter((p) => p.newBattle).map((p) => ({ system: p.name, ...p.newBattle })),
      panels: PLUGINS.filter((p) => p.homePanel).map((p) => p.homePanel({ onNew: showSetup, onRosters: showRosters })),
      onDelete: (g) => { app.pendingDelete = g.id; app.current.render(); },
      onRename: (g) => { app.pendingRename = g.id; app.current.render(); },
      onDuplicate: (g) => duplicateGame(g.id),
      muster: backupPanel({ pipeline, onMuster: showMuster, onDone: () => app.current.render(), showError }),
      onLanguage: pickLanguage,
    });
    if (app.pendingRename) {
      const item = view.querySelector(`[data-game="${CSS.escape(app.pendingRename)}"]`);
      const record = store.battles.get(app.pendingRename);
      if (item && record) {
        const input = el("input", { type: "text", id: "rename-input", value: record.name, maxlength: 60 });
        const close = () => { app.pendingRename = null; app.current.render(); };
        item.replaceChildren(
          el("label", { for: "rename-input" }, words("home-new-name")), input,
          el("button", { type: "button", class: "primary", "data-action": "save-name", "data-offline": "",
            onclick: async () => { record.name = input.value.trim() || record.name; await saveRecord(record); close(); } }, words("home-save-name")),
          el("button", { type: "button", "data-offline": "", onclick: close }, words("home-cancel")));
      }
    }
    if (app.pendingDelete) {
      const item = view.querySelector(`[data-game="${CSS.escape(app.pendingDelete)}"]`);
      const doomed = store.battles.get(app.pendingDelete);
      if (item) {
        // Named, as a roster's and a Muster record's are: the row it replaces is gone.
        item.replaceChildren(
          el("span", {}, `${doomed ? words("home-delete-ask", { name: doomed.name }) : words("home-delete-ask-unnamed")} `),
          el("button", { type: "button", class: "danger", "data-action": "confirm-delete", "data-offline": "",
            onclick: () => removeGame(app.pendingDelete) }, words("home-delete-yes")),
          el("button", { type: "button", "data-offline": "", onclick: () => { app.pendingDelete = null; app.current.render(); } }, words("home-delete-keep")));
      }
    }
    view.querySelectorAll(".game-open, .danger").forEach((b) => b.setAttribute("data-offline", ""));
    view.append(storagePanel({ problems: store.unreadable.list(), onDiscard: discardUnreadable }));
    root().replaceChildren(withEngineGate(view));
    showSpace();
  }, { engineReady, examplesCame });
}

// Home as the engine's start settles, changed where it stands: its buttons turned on,
// then its examples put in (turned on again then: a shared link that could not be
// opened leaves home on screen without its first turning on).
function engineReady() {
  liftEngineGate(root());
  showSpace();
}

function examplesCame() {
  engineReady();
  const panel = root().querySelector("[data-panel=examples]");
  if (panel) panel.replaceWith(examplesPanel({ examples: app.examples, onExample }));
}

// Another language picked on the home screen: spoken and kept on the device, the screen
// drawn again in it (its catalogue could not be read: said, and nothing changed).
async function pickLanguage(code) {
  try {
    // Overtaken by a later pick: that one draws.
    if (!(await choose(code))) return;
  } catch (err) {
    showError(words("language-pick-failed", { code, reason: err.message }));
  }
  app.current.render();
}

// Space used and left on this device, and whether the browser keeps it for good. Said
// once the engine's start has settled (home is drawn again then; app.js asks again on a
// failure): the device's sizes are the first numbers the page formats, and the locale's
// number data took 23-87 ms of the page's thread, all of it while Python started (make
// bench). Until then the line says it is asking the browser.
export async function showSpace() {
  if (!engine.ready && !engine.failure) return;
  const info = await store.space();
  const node = $("[data-space]");
  if (node) setText(node, spaceText(info));
}

async function removeGame(id) {
  try {
    await store.battles.remove(id);
    done();
  } catch (err) {
    showError(err.message);
  }
  app.pendingDelete = null;
  app.current.render();
}

async function discardUnreadable(n) {
  try {
    await store.unreadable.discard(n);
    done();
  } catch (err) {
    showError(err.message);
  }
  app.current.render();
}

// The new-battle form of a system (``preset``: a setup to start from), its module
// loaded on the first one.
export async function showSetup(system, preset) {
  let plugin;
  try {
    plugin = await loadSystem(system);
  } catch (err) {
    showError(err.message);
    return;
  }
  show("setup", () => {
    const onCreate = (name, setup, extra) => createGame(system, name, setup, extra);
    root().replaceChildren(withEngineGate(plugin.setup({
      pipeline, preset, onCreate, onCancel: showHome, rosters: store.rosters, onRosters: showRosters,
      fromLists: (form) => fromLists(system, form),
    })));
  });
}

// The new-battle screen offers the device's army lists first (a battle in a
// few taps), above the full form, which stays for one-off Regiments and Units.
function fromLists(system, form) {
  if (pickedLists.system !== system) pickedLists = { system, sides: [null, null] };
  const picker = listPicker({
    system, pipeline, onMuster: showMuster, picked: pickedLists.sides,
    onImport: (side) => showImport(system, side),
    // The battle's name and battlefield are the form's below, as the player set them.
    options: () => (form.battleOptions ? form.battleOptions() : { name: "", setup: {} }),
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
    parts: MUSTER_PARTS,
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
          "‹ ", el("span", { class: "visually-hidden" }, words("muster-back-hidden-the")), " ", words("muster-back-new-battle")),
        el("h2", {}, words("muster-import-for", { player: side + 1 }))),
      importing.render())));
  }, { importing });
}

// "Start a battle with this list", offered in Muster once a list is imported.
function startWithList(system, name) {
  pickedLists = { system, sides: [name, null] };
  showSetup(system);
}

export function showMuster(system) {
  const screen = new MusterScreen(root(), {
    pipeline, parts: MUSTER_PARTS, onBack: showHome, onStartWith: startWithList,
    onSharePack: (pack, title) => sharePack(pack, title),
    onShare: (record) => shareData(`${record.system}.${record.kind}`, record.data.name, record.data, words("share-about-list")),
  });
  if (system) screen.system = system;
  show("muster", () => {
    screen.render();
    withEngineGate(root());
  }, { screen });
  return screen;
}

async function duplicateGame(id) {
  let record;
  try {
    record = await store.battles.full(id); // the whole game, however this battle is kept
  } catch (err) {
    showError(err.message);
    return;
  }
  if (!record) return;
  // The copy is the player's own: the original stays the battle its link opens.
  const { fromLink, ...copy } = record;
  await saveRecord({ ...copy, id: makeId("g"), name: words("muster-copy-name", { name: record.name }), created: Date.now() }, null);
  app.current.render();
}

// The warband rosters on this device (the campaign's), each shared as a link of its own.
export async function showRosters() {
  const keeper = rosterKeeper();
  let RosterScreen;
  try {
    ({ RosterScreen } = await loadSystem(keeper.name));
  } catch (err) {
    showError(err.message);
    return;
  }
  const screen = new RosterScreen(root(), {
    pipeline, onBack: showHome, onAftermath: () => showSetup(keeper.name),
    onShare: (entry) => {
      const { kind, name, data } = keeper.rosters.share(entry);
      return shareData(kind, name, data);
    },
  });
  show("rosters", () => {
    screen.render();
    withEngineGate(root());
  }, { screen });
}
