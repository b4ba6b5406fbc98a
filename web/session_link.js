// A battle played on two phones, seen from its session: the link's battle (its actions
// saved as taps are, its questions asked of this game), the writer's whole game put in
// place of this phone's copy, and the link's numbers kept on the device.
import { newId, store } from "./store/index.js";
import { withLock } from "./battle_lock.js";
import { withMsg, words } from "./link/message.js";

// ``current()``: the battle's session now (the screen shown again has a new one).
export function linkedBattle(current) {
  return {
    act: (type, payload) => current().call(type, payload),
    ask: (type, payload) => current().ask(type, payload, { quiet: true }),
    replace: (game) => {
      const session = current();
      return session.inTurn(() => withLock(session.id, () => replaceGame(session, game)));
    },
    keepCopy: (label) => {
      const session = current();
      return session.inTurn(() => withLock(session.id, () => keepCopy(session, label)));
    },
  };
}

// This phone's copy kept as a battle of its own before the other phone's whole game,
// which does not keep all its actions, replaces it: the player's own, as a duplicated
// battle is (a new id, no link). Resolves with its name.
async function keepCopy(session, label) {
  await session.catchUp();
  const record = await store.battles.full(session.id);
  if (!record) throw withMsg(new Error("this battle is no longer on this device"), words("phones-battle-gone"));
  const { fromLink: _f, ...copy } = record;
  const name = `${record.name} (${label})`;
  await store.battles.save({ ...copy, id: newId("g"), name, created: Date.now() }, { rev: null });
  return name;
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
