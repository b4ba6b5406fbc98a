// The battlefield seen from one side of the table: as the player holding the phone sees
// the table from where they sit. Side 0 (the first player's, the default) has their
// table edge at the bottom of the drawing; side 1 turns the whole drawing half a turn,
// the second player's edge at the bottom, so left on the screen is their left at the
// table. Only the drawing turns: the engine's places stay table mm (its y up the table
// from the first player's edge, facing 0 up the table), and a finger's path on the
// drawing goes back to table mm through the inverse. The words drawn are laid out in
// the drawing's own frame, so they stay upright either way.

// ``side``: 0 or 1; ``width``, ``depth``: the table's size in mm.
export function seenFrom(side, { width, depth }) {
  const turned = side === 1;
  // Half a turn is its own inverse: the same map takes the drawing back to the table.
  const toDrawing = ([x, y]) => (turned ? [width - x, y] : [x, depth - y]);
  const turn = (deg) => (((turned ? deg + 180 : deg) % 360) + 360) % 360;
  return {
    side: turned ? 1 : 0,
    turned,
    toDrawing,
    toTable: toDrawing,
    // A facing on the table (degrees, 0 up the table) as drawn (0 up the drawing), and back.
    facing: turn,
    tableFacing: turn,
    // A finger's move on the drawing (mm, y down) as a move on the table (mm, y up).
    move: ([dx, dy]) => (turned ? [-dx, dy] : [dx, -dy]),
    // The view box showing the same part of the table from the other side.
    across: (v) => ({ ...v, x: width - v.x - v.w, y: depth - v.y - v.h }),
  };
}
