// Names a player can tell apart: two profiles, or two lines of a list, with one name (a
// Regiment removed and added again, a profile duplicated) are numbered wherever they
// are listed, as buttons and in previews.

// ``names`` in order, each told apart: "Bound Clones", "Bound Clones (2)", ...
export function numbered(names) {
  const seen = new Map();
  const totals = new Map();
  for (const n of names) totals.set(n, (totals.get(n) || 0) + 1);
  return names.map((n) => {
    const k = (seen.get(n) || 0) + 1;
    seen.set(n, k);
    return totals.get(n) > 1 && k > 1 ? `${n} (${k})` : n;
  });
}
