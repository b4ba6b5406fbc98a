// The D20 faces stay under the thumb from one roll to the next. The roll panel's head
// above them (whose roll it is, why it is owed) changes with each model, and at the top
// of the page there is no scroll to make up for a shorter one: the faces moved 20 px.
// So while rolls go on, the faces' distance from the panel's top never shrinks: a
// shorter head gets the difference as room above it (a longer one is made up for by
// the page's own keeping of its place).
// Measured afresh once the screen's width changes (a phone turned): the head wraps anew.
export function steadyFaces(root, screen) {
  const panel = root.querySelector("section.roll");
  const faces = panel && panel.querySelector(".dice-faces");
  if (!faces || screen.facesWidth !== window.innerWidth) {
    screen.facesAt = 0;
    screen.facesWidth = window.innerWidth;
  }
  if (!faces || !panel.getClientRects().length) return; // nothing laid out to measure
  const at = faces.getBoundingClientRect().top - panel.getBoundingClientRect().top;
  const most = screen.facesAt || 0;
  if (at < most) panel.style.paddingTop = `${parseFloat(getComputedStyle(panel).paddingTop) + most - at}px`;
  else screen.facesAt = at;
}
