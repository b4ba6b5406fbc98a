// A battle played on two phones, seen from its session: the link's battle (its actions
// saved as taps are, its questions asked of this game), the writer's whole game put in
// place of this phone's copy, and the link's numbers kept on the device.
import { store } from "./store/index.js";
import { withLock } from "./battle_lock.js";

// ``current()``: the battle's session now (the screen shown again has a new one).
export function linkedBattle(current) {
  return {
    act: (type, payload) => current().call(type, payload),
    ask: (type, payload) => current().ask(type, payload, { quiet: true }),
    replace: (game) => {
      const session = current();
      return session.inTurn(() => withLock(session.id, () => replaceGame(session, game)));
    },
  };
}

// The engine opens the writer's game first (checked again, as any saved game): only a
// game it opened is saved, and the screen draws it.
async function replaceGame(session, game) {
  await session.catchUp();
  const reply = await session.engine.request("game.open", { game_id: session.id, game });
  // Kept whole from here (a battle kept as actions becomes one again at its next action).
  const { actions: _a, undone: _u, checkpoint: _c, ...record } = session.record;
  session.record = await store.battles.save({ ...record, game, view: reply.view });
  session.accept(reply);
  session.dispatchEvent(new Event("saved"));
}

export function linkKeep(battleId) {
  return {
    load: () => store.links.load(battleId),
    save: (value) => store.links.save(battleId, value),
    forget: () => store.links.forget(battleId),
  };
}
