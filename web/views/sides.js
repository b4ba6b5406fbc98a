// The two sides' names as the screens show them: a name the players gave as written,
// the app's own name for a side they did not name ("Player 1": the engine's
// ``players_msg``) in the player's language. A view without it shows its names.
import { said } from "../i18n/words.js";

export const sideNames = (view) => view.players.map((name, i) => said(view.players_msg ? view.players_msg[i] : null, name));
