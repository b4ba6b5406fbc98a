// The Ninth Age on the page: its battle screen, its new-battle form and what its share
// links carry.
import { NinthAgeScreen } from "./ninth_age.js";
import { ninthAgeSetupView } from "./ninth_age_setup.js";
import { ninthAgeMuster } from "./muster.js";
import { listLines } from "../../views/share.js";
import { words } from "../../i18n/words.js";

export default {
  name: "ninth_age",
  Screen: NinthAgeScreen,
  card: NinthAgeScreen.card,
  newBattle: { action: "new-ninth-age", get label() { return words("ninth-age-new-battle"); } },
  keepsPieces: true,
  muster: ninthAgeMuster, // its Muster form and list-import lines
  shareable: true,
  setup({ pipeline, onCreate, onCancel, fromLists }) {
    return fromLists(ninthAgeSetupView({ pipeline, onCreate, onCancel }));
  },
  preview(kind, d) {
    if (kind === "ninth_age.battle" || kind === "ninth_age.game") return d.units.map((u) => `${d.players[u.player]}: ${u.name}`);
    if (kind === "ninth_age.unit") return [d.name];
    if (kind === "ninth_age.profile") return [words("ninth-page-profile-preview", { name: d.name, models: d.models, hp: d.hp })];
    if (kind === "ninth_age.list") return listLines(d);
    return [];
  },
};
