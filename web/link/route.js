// A tap on a battle played on two phones, as the screens make it (session.push, undo,
// redo): the writer's is applied here and broadcast; the follower's is proposed, and the
// screen waits for the writer's verdict as for its own engine's, a little while. Past
// that (the phones are apart) the tap stays kept and is sent when they meet again; the
// screen is told so, and draws the verdict when it comes.
import { EngineError } from "../engine.js";
import { withMsg, words } from "./message.js";

export const ANSWER_MS = 8000;

export class Kept extends Error {}

// ``apart()``: the words for a tap kept while the phones are apart, if the carrier has
// its own (null: the default).
export function routeThrough(link, { answerMs = ANSWER_MS, clock = globalThis, apart = () => null } = {}) {
  return async (op, event, extra) => {
    // Undoing the other player's action asks them first (a refusal is said as a refusal).
    let ask;
    if (op === "undo") ({ event, ask } = await link.leaveToUndo());
    if (link.role === "writer") return link.act(op, event, extra);
    let settle;
    const answered = new Promise((resolve, reject) => { settle = { resolve, reject }; });
    answered.catch(() => {}); // a verdict that comes too late is drawn by the link's view
    let id = null;
    const early = [];
    const off = link.on((e) => {
      if (e.type !== "applied" && e.type !== "refused") return;
      if (id === null) early.push(e);
      else answer(e);
    });
    const answer = (e) => {
      if (e.id !== id || (e.type === "applied" && !e.mine)) return;
      if (e.type === "applied") settle.resolve(e.reply);
      else settle.reject(new EngineError({ type: "rule_violation", message: e.reason, rule: e.rule }));
    };
    const timer = clock.setTimeout(() => settle.reject(withMsg(new Kept(
      `Sent to ${link.peer}: no answer yet. The tap is kept on this phone and its verdict shows when it comes.`), words("phones-sent-unanswered", { peer: link.peer }))), answerMs);
    try {
      const proposed = await link.act(op, event, ask ? { ask } : {});
      id = proposed.id;
      early.splice(0).forEach(answer);
      if (!proposed.sent && link.handed !== null && link.handed !== undefined) {
        throw withMsg(new Kept(`Kept for ${link.peer}: it is taking the battle over, and the tap is sent once it holds it.`), words("phones-kept-taking-over", { peer: link.peer }));
      }
      if (!proposed.sent) {
        throw new Kept(apart() || `Kept for ${link.peer}: the phones are not connected. It is sent when they are, and its verdict shows then.`);
      }
      return await answered;
    } finally {
      clock.clearTimeout(timer);
      off();
    }
  };
}
