// The rule systems on the page, registered once: one plug-in each (its screen, setup
// form, cards, report part and link previews), in the order the home screen offers
// them. The rest of the page asks the registry and names no system of its own.
import conquest from "./conquest/index.js";
import ninthAge from "./ninth_age/index.js";
import campaign from "./campaign/index.js";
import { linkOpens, systemOfLink, systemTitle, useEngineSystems } from "../system_words.js";

export const PLUGINS = [conquest, ninthAge, campaign];

export { linkOpens, systemTitle, useEngineSystems };

export function pluginFor(name) {
  const plugin = PLUGINS.find((p) => p.name === name);
  if (!plugin) throw new Error(`This page cannot show a ${name} battle.`);
  return plugin;
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
