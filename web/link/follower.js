// Two phones, one battle: the follower's half of the protocol (link.js), installed on
// Link: ``this`` is the link. The follower applies the writer's actions to its own copy,
// asks for what it lacks, and keeps its taps until answered. Whose an action is comes
// from this phone's own record of what it proposed, never from the writer's word.
import { COMMON, REFUSALS } from "./roles.js";
import { words } from "./message.js";

export const following = {
  async catchUp(all) {
    // Handed over and not yet taken up: nothing to ask of the other phone, nothing to send.
    if (this.handed !== null) return;
    this.ask(this.n + 1, this.fresh, all);
    for (const text of this.pending.values()) this.send(text);
  },

  async forFollower(text) {
    let read;
    try {
      // A whole game is taken only when asked for, or as new as this copy (never a roll-back).
      const whole = this.fresh || this.asked?.whole === true;
      read = await this.battle.ask("link.read", { role: "follower", n: this.n, term: this.heard(), known: this.known(), text, me: this.me, peer: this.peer, whole, proposed: [...this.pending.values()] });
    } catch (err) {
      if (err.type === "link_gap") this.ask(err.need, false);
      else this.refused(err);
      if (err.type === "link_mismatch") this.ask(this.n + 1, true);
      return;
    }
    if (COMMON.has(read.kind)) {
      await this.common(read);
    } else if (read.kind === "refused" && !this.pending.has(read.id)) {
      this.emit("reported", { quiet: true, error: "link_stale", words: `Refused a refusal of tap ${read.id}, not one this phone waits on.` });
    } else if (read.kind === "refused") {
      this.pending.delete(read.id);
      await this.save();
      this.emit("refused", { id: read.id, reason: read.reason, rule: read.rule, by: this.peer });
    } else if (read.kind === "state") {
      await this.onState(read);
    } else {
      await this.applyAction(text, read.id);
    }
    await this.tookUp();
  },

  // ``id``: the tap of this phone's it names: the engine checks it is that tap's action,
  // and says (``mine``) whether it answers it (an action of another term answers none).
  async applyAction(text, id) {
    let reply;
    try {
      const proposed = this.pending.has(id) ? { proposed: this.pending.get(id) } : {};
      reply = await this.battle.act("link.apply", { role: "follower", n: this.n, text, by: this.peer, term: this.heard(), ...proposed });
    } catch (err) {
      this.refused(err);
      // This copy and the writer's differ (or could not be compared): reload it whole.
      if (err.type === "link_mismatch" || REFUSALS.has(err.type)) this.ask(this.n + 1, true);
      return;
    }
    this.n = reply.link.n;
    this.remember(this.n, text);
    // This phone's only if it answers a tap of this phone's that the engine compared with
    // it (of the tap's term): never because the writer names this phone in ``by``.
    const mine = reply.link.mine === true && this.pending.delete(reply.link.id);
    if (!mine && reply.link.by === this.me) {
      this.emit("reported", { words: `${this.peer} said action ${this.n} was this phone's, but this phone proposed no such tap: it is shown as ${this.peer}'s.`, msg: words("phones-not-my-tap", { peer: this.peer, n: this.n }) });
    }
    this.own(reply.as.slice(5), reply, mine ? "m" : "p");
    await this.save();
    this.lastAt = this.now();
    this.emit("applied", { n: this.n, id: reply.link.id, by: mine ? this.me : this.peer, mine, reply });
  },
};
