// The battle at a glance (table flow 10): every piece one row, grouped by player, the
// ones in a fight first, those out of the battle last; otherwise in the view's own
// order. The order only: what a row says is its system's, from the engine's view.

// [[player 0's items], [player 1's items]]; ``fighting(item)``: it is in a fight now,
// ``gone(item)``: it is out of the battle.
export function overviewOrder(items, { fighting, gone = () => false }) {
  return [0, 1].map((player) => {
    const mine = items.filter((item) => item.player === player);
    const rank = (item) => (gone(item) ? 2 : fighting(item) ? 0 : 1);
    // A stable sort: equals keep the view's order.
    return mine.map((item, i) => [rank(item), i, item]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , item]) => item);
  });
}

// The ids in the order the overview draws them, both players': a reply that changes
// it is drawn whole.
export function overviewIds(items, how) {
  return overviewOrder(items, how).flat().map((item) => item.id);
}
