// The Ninth Age on the page: what the home screen needs of it (its New-battle button,
// its Muster parts and what its share links carry); its battle screen and new-battle
// form are loaded on first use (screens.js).
import { ninthAgeMuster } from "./muster.js";
import { CARD } from "./common.js";
import { listLines } from "../../views/share.js";
import { words } from "../../i18n/words.js";

export default {
  name: "ninth_age",
  card: CARD,
  load: () => import("./screens.js"), // its battle screen and new-battle form
  newBattle: { action: "new-ninth-age", get label() { return words("ninth-age-new-battle"); } },
  keepsPieces: true,
  muster: ninthAgeMuster, // its Muster form and list-import lines
  shareable: true,
  preview(kind, d) {
    if (kind === "ninth_age.battle" || kind === "ninth_age.game") return d.units.map((u) => `${d.players[u.player]}: ${u.name}`);
    if (kind === "ninth_age.unit") return [d.name];
    if (kind === "ninth_age.profile") return [words("ninth-page-profile-preview", { name: d.name, models: d.models, hp: d.hp })];
    if (kind === "ninth_age.list") return listLines(d);
    return [];
  },
};
