// A battle played on two phones: what its link must keep beyond the page (its action
// numbers and the taps not yet answered by the other phone), one settings record per
// battle. Unlike a setting, a refusal to keep it throws: a kept tap is the player's.
const key = (battleId) => `link:${battleId}`;

export function linksOf(device) {
  const kept = new Map(); // without a database: for this visit
  return {
    async load(battleId) {
      if (!device.db) return kept.has(battleId) ? structuredClone(kept.get(battleId)) : null;
      return (await device.db.get("settings", key(battleId))) ?? null;
    },
    async save(battleId, value) {
      if (!device.db) {
        kept.set(battleId, structuredClone(value));
        return;
      }
      await device.db.put("settings", value, key(battleId));
    },
    async forget(battleId) {
      kept.delete(battleId);
      if (device.db) await device.db.delete("settings", key(battleId));
    },
  };
}
