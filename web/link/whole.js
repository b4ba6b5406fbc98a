// A whole game between two phones: the writer's sent to a follower that lacks actions
// the writer no longer keeps (or asked for it), at most once in a while unchanged; and
// taken by the follower in place of its copy, never silently when it does not keep every
// action the copy holds. Installed on Link (link.js): ``this`` is the link.
import { said } from "./roles.js";
import { CHARS_PER_WINDOW, CHARS_WINDOW_MS } from "./guard.js";
import { around, because, words } from "./message.js";
import * as page from "../i18n/words.js";

// A whole game is sent again, unchanged, at most twice in this while: a peer asking for it over
// and over (a replayed proposal, a forged need) cannot make the writer flood the link.
export const WHOLE_MS = 10_000;
const WHOLE_TIMES = 2;

const errorWords = (err) => (err && err.message) || String(err);

export const wholeGames = {
  // Actions from ``from`` on, or, if not all are kept here (or ``whole``), the whole game;
  // the latest refusals go with it: one lost on the way is still said with its reason.
  async resend(from, whole) {
    const all = [];
    for (let n = from; n <= this.n && !whole; n++) all.push(this.log.get(n));
    const size = all.reduce((sum, text) => sum + (text ?? "").length, 0);
    // More than may go in a while (see below): the whole game instead.
    if (whole || from < 1 || from > this.n + 1 || all.some((t) => t === undefined) || size > CHARS_PER_WINDOW) {
      // Unchanged (the same number, term and proposals answered, and the same last
      // action, whose text holds the game's hash) and sent twice a little while ago: not
      // sent again at once (a flood). Twice: one may have crossed a change of role there.
      const key = JSON.stringify([this.n, this.term, this.seen, this.log.get(this.n) ?? null]);
      const now = this.now();
      const last = this.wholeSent;
      const recent = last && last.key === key ? last.at.filter((t) => now - t < this.wholeMs) : [];
      if (!this.byHand && recent.length >= WHOLE_TIMES) {
        // Sent once the while is over (retry), however often it was asked for meanwhile;
        // said once for a run of such asks.
        if (!last.due) this.emit("reported", { words: `Did not send the whole game to ${this.peer} again at once: it was sent ${Math.round((now - recent[0]) / 1000)} s ago and nothing changed since (at most ${WHOLE_TIMES} times in ${this.wholeMs / 1000} s). It goes when that time is up.`,
          msg: words("phones-whole-again", { peer: this.peer, ago: Math.round((now - recent[0]) / 1000), times: WHOLE_TIMES, seconds: this.wholeMs / 1000 }) });
        last.due = true;
        return;
      }
      const { message } = await this.battle.ask("link.state", { n: this.n, seen: this.seen, refused: said(this), term: this.term });
      if (this.send(message) && !this.byHand) this.wholeSent = { key, at: [...recent, now], due: false };
      return;
    }
    // Each need is a few characters and may ask for the whole log again: what goes in
    // answer is held to what the other phone may send in that while (guard.js), so a
    // flood of needs cannot make this phone send without bound. Past it, sent later.
    if (!this.byHand && !this.spend(size)) {
      if (!this.needDue) this.emit("reported", { words: `Did not send the actions from ${from} to ${this.peer} again at once: it asked for more than ${CHARS_PER_WINDOW.toLocaleString("en")} characters of them in ${CHARS_WINDOW_MS / 1000} s. They go when that time is up.`,
        msg: words("phones-need-again", { from, peer: this.peer, chars: CHARS_PER_WINDOW, seconds: CHARS_WINDOW_MS / 1000 }) });
      this.needDue = { from: Math.min(this.needDue?.from ?? from, from) };
      return;
    }
    for (const text of all) this.send(text);
  },

  // Whether ``size`` characters may go now in answer to a need (taken from the budget).
  spend(size) {
    const now = this.now();
    const budget = this.needBudget ?? { left: CHARS_PER_WINDOW, at: now };
    budget.left = Math.min(CHARS_PER_WINDOW, budget.left + (Math.max(0, now - budget.at) / CHARS_WINDOW_MS) * CHARS_PER_WINDOW);
    budget.at = now;
    this.needBudget = budget;
    if (budget.left < size) return false;
    budget.left -= size;
    return true;
  },

  // A whole game asked for again too soon, sent once its while is over: the game as it
  // is then, and only by a phone that still answers for the battle's actions.
  async resendDue() {
    const due = this.needDue;
    // Once the budget is whole again: what was asked for fits in it.
    if (due && this.connected && (this.role === "writer" || this.handed !== null) && this.spend(0) && this.needBudget.left >= CHARS_PER_WINDOW) {
      this.needDue = null;
      await this.resend(due.from, false);
    }
    const last = this.wholeSent;
    if (!last?.due || !this.connected || this.now() - last.at[0] < this.wholeMs) return;
    last.due = false;
    if (this.role === "writer" || this.handed !== null) await this.resend(1, true);
  },

  // The writer's whole game, read and checked by the engine: it replaces this copy. One
  // that does not keep every action here (``read.differs``: where they part) is never
  // taken silently: this copy is first kept as a battle of its own, and that is said.
  async onState(read) {
    if (read.differs) {
      const where = read.differs.at === 0 ? "from the start (another battle)" : `from action ${read.differs.at}`;
      const theirs = read.differs.theirs ? `“${read.differs.theirs}”` : "nothing";
      const what = read.differs.at === 0 ? "" : ` (here: “${read.differs.ours}”; ${this.peer}'s: ${theirs})`;
      // The actions' summaries said in the player's language now (the engine's English
      // where it sent no message), each an argument of the report.
      const summary = (key) => page.said(read.differs[`${key}_msg`], read.differs[key]);
      const parted = { peer: this.peer, at: read.differs.at, ours: summary("ours"), theirs: summary("theirs"), there: read.differs.theirs ? "yes" : "no" };
      let name;
      try {
        // The kept battle's name, in the player's language (it is theirs to rename).
        name = await this.battle.keepCopy(page.words("phones-copy-label", { peer: this.peer }));
      } catch (err) {
        this.emit("reported", { words: `${this.peer}'s battle differs from this phone's ${where}${what}, and this phone's copy could not be kept apart (${errorWords(err)}): ${this.peer}'s was not taken. Nothing was changed.`,
          msg: around(words("phones-differs-unkept", parted), because(err)) });
        return;
      }
      if (name !== null) {
        this.emit("reported", { words: `${this.peer}'s battle differs from this phone's ${where}${what}. This phone's copy is kept as the battle “${name}”; this battle now follows ${this.peer}'s.`,
          msg: words("phones-differs-kept", { ...parted, name }) });
      }
    }
    await this.battle.replace(read.game);
    this.n = read.n;
    this.fresh = false;
    this.asked = null;
    this.owners = ""; // whose each action was is not in a whole game: Undo asks
    this.actions = null;
    // Answered before the writer's game was sent: each is in it, or was refused there.
    // ``seen`` counts the proposals of the game's term (ids restart each term): this
    // phone's taps, of its term, are answered by it only if that is the same term. One
    // the game does not hold as it was made (``unanswered``, compared by the engine as a
    // single action answering it is) is said refused here: the writer counts it answered,
    // so it is never answered again, and it is not this phone's tap in the battle.
    const settled = read.term === this.term ? [...this.pending.keys()].filter((id) => id <= read.seen) : [];
    for (const id of settled) this.pending.delete(id);
    await this.save();
    const there = new Map((read.refused || []).map((r) => [r.id, r]));
    for (const { id, why } of read.unanswered || []) {
      if (settled.includes(id) && !there.has(id)) there.set(id, { id, reason: `its whole game does not hold this tap as it was made (${why}): it is not counted as applied; make it again if it is still wanted`, rule: "link_substituted" });
    }
    for (const id of settled.filter((i) => there.has(i))) this.emit("refused", { ...there.get(id), by: this.peer });
    this.emit("reloaded", { n: this.n, settled: settled.filter((i) => !there.has(i)) });
  },

  // The latest term this phone has heard of: handed a later one to write in (the term
  // between, written by the other phone, not heard of: its announcement was lost), the
  // actions of that term between are still the battle's, each checked against its hash.
  heard() {
    return Math.max(this.term, this.handing?.term ?? 0);
  },
};
