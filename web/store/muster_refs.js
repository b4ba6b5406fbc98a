// Army lists follow their profiles: each line of a list names the profile record it
// was made from (``ref``) beside its copy of it. A list saved before lines had a ref
// (record version 1) is read as if it had them: each line is linked to the profile
// record of its system holding exactly its copy. Plain data in, plain data out: the
// store applies these inside its transactions, the page reads lists through them.

// Muster data as one text whatever the order of its keys: two records hold the same
// profile or list when these are equal.
export function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

// ``list`` (a list's data) with every line linked: a ref naming one of ``profiles``
// (profile records of the list's system) is kept, and the line's copy is that
// profile now; a line without one (or naming a profile deleted since) is linked to the
// first profile holding exactly its copy, or keeps its copy alone. A new object.
export function linked(list, profiles) {
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const byData = new Map();
  for (const p of [...profiles].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const key = canonical(p.data);
    if (!byData.has(key)) byData.set(key, p);
  }
  return {
    ...list,
    entries: list.entries.map((entry) => {
      const named = entry.ref && byId.get(entry.ref);
      const found = named || byData.get(canonical(entry.profile));
      if (!found) {
        const { ref, ...copy } = entry; // a ref to nothing on this device follows nothing
        return structuredClone(copy);
      }
      return { ...structuredClone(entry), profile: structuredClone(found.data), ref: found.id };
    }),
  };
}

// The list records among ``records`` that the change of profiles ``changed`` (ids) from
// ``before`` to ``after`` (the system's profile records) reaches, each as
// [record, its next data]: lines are linked against the profiles as they were (a version
// 1 list's copy matches the profile it was made from), then take the profiles as they are.
export function following(records, changed, before, after) {
  const out = [];
  for (const record of records) {
    if (record.kind !== "list") continue;
    const next = linked(linked(record.data, before), after);
    if (next.entries.some((e) => changed.has(e.ref)) && canonical(next) !== canonical(record.data)) out.push([record, next]);
  }
  return out;
}

// How many list records of ``records`` have a line following profile ``id``.
export function usedBy(records, id) {
  return records.filter((r) => r.kind === "list" && r.data.entries.some((e) => e.ref === id));
}

// A list's data without its refs: what it holds, wherever its profiles are kept.
export const copies = (list) => ({ ...list, entries: list.entries.map(({ ref, ...rest }) => rest) });
