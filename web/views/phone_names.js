// The two phones' names: what each action says wrote it and what the phones compare, in
// English always; a screen says them in the player's language (words.js ownName).
import { ownName, words } from "../i18n/words.js";

export const NAMES = { writer: "Phone A", follower: "Phone B" };
ownName(NAMES.writer, () => words("phones-phone-name", { letter: "A" }));
ownName(NAMES.follower, () => words("phones-phone-name", { letter: "B" }));
