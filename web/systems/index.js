// The rule systems on the page, registered once: one plug-in each (its New-battle
// button or home panel, cards, Muster parts, report part and link previews), in the
// order the home screen offers them. The rest of the page asks the registry and names
// no system of its own. A system's screens (its battle screen and forms) are loaded on
// first use (loadSystem): the home screen's start has none of them.
import conquest from "./conquest/index.js";
import ninthAge from "./ninth_age/index.js";
import campaign from "./campaign/index.js";
import { linkOpens, systemOfLink, systemTitle, useEngineSystems } from "../system_words.js";
import { words } from "../i18n/words.js";

export const PLUGINS = [conquest, ninthAge, campaign];

export { linkOpens, systemTitle, useEngineSystems };

export function pluginFor(name) {
  const plugin = PLUGINS.find((p) => p.name === name);
  // ``name`` as the battle gives it: a system this page does not know has no title here.
  if (!plugin) throw new Error(words("system-word-no-plugin", { name }));
  return plugin;
}

// A system's plug-in with its screens (``Screen``, ``setup`` and, for the rosters'
// keeper, ``RosterScreen``), their module loaded once, on the first one asked for (a
// chunk of its own; the service worker keeps it for offline use).
const loaded = new Map();

export function loadSystem(name) {
  const plugin = pluginFor(name);
  if (!loaded.has(name)) {
    loaded.set(name, plugin.load().then((parts) => ({ ...plugin, ...parts }), (err) => {
      loaded.delete(name); // asked again next time, never a failure kept
      throw new Error(words("system-word-screens-not-loaded", { system: systemTitle(name), reason: err.message }));
    }));
  }
  return loaded.get(name);
}

// The cards a player scrolls through, by the attribute naming each (where the player
// was is kept as one of them).
export const CARD_ATTRIBUTES = PLUGINS.map((p) => p.card).filter(Boolean);

// What a shared link carries, a line each, in its own system's words.
export function previewLines(shared) {
  const name = systemOfLink(shared.kind);
  const plugin = PLUGINS.find((p) => p.name === name);
  return plugin ? plugin.preview(shared.kind, shared.state || shared.data) : [];
}

// Each Muster system's own parts (its profile form, summary and list-import lines),
// handed to Muster and the list import, which name no system.
export const MUSTER_PARTS = Object.fromEntries(PLUGINS.filter((p) => p.muster).map((p) => [p.name, p.muster]));

export const rosterKeeper = () => PLUGINS.find((p) => p.rosters) || null;
