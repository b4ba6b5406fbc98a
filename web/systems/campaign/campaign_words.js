// The campaign's game words the page shows from the engine's data: a battle's outcome,
// a model's kind and its status, in the player's language. The engine's values stay
// the keys (the events and rosters keep them); a value the catalogue does not know is
// shown as the engine wrote it.
import { words } from "../../i18n/words.js";

// "Crushing Victory" and the rest of the Recovery table's outcomes.
export const outcomeName = (outcome) => words("campaign-page-outcome", { key: String(outcome).replace(/\s+/g, "-"), outcome });

// The roster's kinds of model (Leader, Hero, Trooper...), as the form offers them.
export const kindText = (kind) => words("campaign-page-kind", { kind });

// "active", "dead", "captured", "retired blind": a model's standing in words.
export const statusText = (status) => words("campaign-page-status", { key: String(status).replace(/\s+/g, "-"), status });
