// Conquest on the page: its battle screen, its new-battle form (with the engine's
// worked examples and defaults) and what its share links carry.
import { ConquestScreen } from "./conquest.js";
import { setupView } from "./setup.js";
import { conquestMuster } from "./muster.js";
import { listLines } from "../../views/share.js";
import { words } from "../../i18n/words.js";

const NAME = "conquest";
// Asked of the engine once it is ready (ready()): the battle form starts from them.
let regimentDefaults = null; // a new Regiment, where a new Muster profile starts
let tableDefault = null; // the battlefield a first Charge deploys on

const alive = (r) => r.stands.filter((s) => !s.destroyed).length;

export default {
  name: NAME,
  Screen: ConquestScreen,
  card: ConquestScreen.card,
  // The Battles panel's button that starts one.
  newBattle: { action: "new-conquest", get label() { return words("conquest-new-battle"); } },
  keepsPieces: true,
  muster: conquestMuster, // its Muster form and list-import lines
  shareable: true,
  examples: true,
  setup({ pipeline, preset, onCreate, onCancel, fromLists }) {
    return fromLists(setupView({
      setup: preset, defaults: regimentDefaults, table: tableDefault, onCancel, pipeline,
      onCreate: (name, setup) => onCreate(name, setup),
    }));
  },
  // The examples offered on the home screen, and the form's starting values.
  async ready(pipeline) {
    const examples = (await pipeline.ask("conquest.examples")).examples;
    regimentDefaults = (await pipeline.ask("muster.defaults", { system: NAME })).profile;
    tableDefault = (await pipeline.ask("conquest.default_table", {})).battlefield;
    return examples;
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
