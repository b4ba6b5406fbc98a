// Conquest on the page: what the home screen needs of it (its New-battle button, the
// engine's worked examples and defaults, its Muster parts and what its share links
// carry); its battle screen and new-battle form are loaded on first use (screens.js).
import { conquestMuster } from "./muster.js";
import { CARD, formStartKnown, formStartUnknown } from "./common.js";
import { listLines } from "../../views/share.js";
import { words } from "../../i18n/words.js";

const NAME = "conquest";

const alive = (r) => r.stands.filter((s) => !s.destroyed).length;

export default {
  name: NAME,
  card: CARD,
  load: () => import("./screens.js"), // its battle screen and new-battle form
  // The Battles panel's button that starts one.
  newBattle: { action: "new-conquest", get label() { return words("conquest-new-battle"); } },
  keepsPieces: true,
  muster: conquestMuster, // its Muster form and list-import lines
  shareable: true,
  examples: true,
  // The examples offered on the home screen, and the form's starting values.
  async ready(pipeline) {
    // Asked of the engine once it is ready: the battle form starts from them (a form
    // opened before they came fills itself in, or says why they did not).
    try {
      const regiment = (await pipeline.ask("muster.defaults", { system: NAME })).profile;
      formStartKnown(regiment, (await pipeline.ask("conquest.default_table", {})).battlefield);
    } catch (err) {
      formStartUnknown(err);
      throw err;
    }
    return (await pipeline.ask("conquest.examples")).examples;
  },
  // What a link of this system carries, a line each (shown as text).
  preview(kind, d) {
    if (kind === "conquest.battle" || kind === "conquest.game") {
      return d.regiments.map((r) => words("battle-preview-regiment", { player: d.players[r.player], name: r.name, stands: alive(r) }));
    }
    if (kind === "conquest.regiment") return [words("battle-preview-stands", { name: d.name, stands: d.stands.length })];
    if (kind === "conquest.profile") return [words("battle-preview-profile", { name: d.name, stands: d.stands, wounds: d.wounds, resolve: d.resolve })];
    if (kind === "conquest.list") return listLines(d);
    return [];
  },
};
