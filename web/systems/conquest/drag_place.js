// A drag on the battlefield sent as one Place event, so one Undo. The engine's refusal
// comes back as text for the battlefield to show while the drag snaps back. The page
// stays where the finger is: what the drag did is said under the drawing (not on the
// Regiment's card, which the page would scroll to), and the drawing is kept at the
// same place on the screen across the redraw the action makes.
import { seenFromSetting } from "../../pipeline.js";
import { seenFrom } from "../../views/seen_from.js";

export async function placeByDrag(screen, id, at) {
  const field = () => screen.root.querySelector("svg.battlefield");
  const top = field()?.getBoundingClientRect().top;
  screen.dragging = true;
  let reply;
  try {
    reply = await screen.act(() => screen.session.push({ kind: "place", regiment: id, ...at }), { quiet: true, stay: true });
  } finally {
    screen.dragging = false;
  }
  const now = field();
  if (now && top !== undefined) {
    const shift = now.getBoundingClientRect().top - top;
    if (Math.abs(shift) > 0.5) window.scrollBy(0, shift);
  }
  return reply ? null : screen.refusal || "refused";
}

// The outcome of an action made by a drag, marked so: its verdict is shown under the
// battlefield, not on its Regiment's card.
export function saidUnderTheDrawing(screen, outcome) {
  return outcome && screen.dragging ? { ...outcome, byDrag: true } : outcome;
}

// The side the battlefield of ``battle`` is seen from on this device (0 unless set).
export const seenSide = (battle) => seenFromSetting.get(battle);

// The battlefield seen from ``side`` now: kept on the device for this battle (in the
// background: shown at once), showing the same part of the table it showed.
export function seeFrom(state, battlefield, side, battle) {
  if (state.view) state.view = seenFrom(side, battlefield).across(state.view);
  state.side = side;
  seenFromSetting.set(battle, side);
}
