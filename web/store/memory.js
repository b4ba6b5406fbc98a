// The memory backend: a database held in this page for one visit, used when the browser
// gives no IndexedDB (a private mode, a setting). It answers the part of idb's interface
// the store uses, with IndexedDB's own rules, so every check of the store runs the same
// on both: records are copied in and out (a caller never holds the stored object), keys
// sort as IndexedDB sorts them, and a readwrite transaction sees only its own writes
// until it commits whole, one at a time (the next waits), or changes nothing if aborted.

// IndexedDB's key order: numbers, then text, then arrays (element by element, a prefix
// first).
const rank = (key) => (typeof key === "number" ? 0 : typeof key === "string" ? 1 : Array.isArray(key) ? 2 : 3);

export function compareKeys(a, b) {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 2) {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      const c = compareKeys(a[i], b[i]);
      if (c) return c;
    }
    return a.length - b.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

// A key range as the store makes one (schema.js): both ends included.
const within = (range, key) => compareKeys(range.lower, key) <= 0 && compareKeys(key, range.upper) <= 0;
const isRange = (query) => query !== null && typeof query === "object" && !Array.isArray(query) && "lower" in query;
const matches = (query, key) => (query === undefined ? true : isRange(query) ? within(query, key) : compareKeys(query, key) === 0);

const fail = (name, message) => Object.assign(new Error(message), { name });

function keyOf(schema, value, counter) {
  if (Array.isArray(schema.keyPath)) return schema.keyPath.map((p) => value[p]);
  if (!schema.keyPath) return undefined;
  if (value[schema.keyPath] === undefined && schema.autoIncrement) value[schema.keyPath] = counter.next();
  return value[schema.keyPath];
}

// One object store as seen by transaction ``tx``: { tables, mode, ready(), counter }.
function storeOf(schemas, tx, name) {
  const schema = schemas.get(name);
  const rows = () => tx.tables.get(name);
  const writable = () => {
    if (tx.mode !== "readwrite") throw fail("ReadOnlyError", `${name} is read-only in this transaction`);
    if (!tx.copied.has(name)) {
      tx.tables.set(name, new Map(rows()));
      tx.copied.add(name);
    }
    return rows();
  };
  const found = (query) => [...rows().entries()].filter(([, row]) => matches(query, row.key))
    .sort((a, b) => compareKeys(a[1].key, b[1].key));
  const put = (value, key, adding) => {
    const copy = structuredClone(value);
    const k = key !== undefined ? key : keyOf(schema, copy, tx.counter(name));
    const map = writable();
    const id = JSON.stringify(k);
    if (adding && map.has(id)) throw fail("ConstraintError", `${name} already holds the key ${id}`);
    map.set(id, { key: k, value: copy });
    return k;
  };
  const answer = (fn) => tx.ready().then(fn);
  const cursorAt = (all, i) => {
    if (i >= all.length) return null;
    const [id, row] = all[i];
    return {
      key: row.key,
      value: structuredClone(row.value),
      delete: () => answer(() => { writable().delete(id); }),
      continue: () => answer(() => cursorAt(all, i + 1)),
    };
  };
  return {
    get: (query) => answer(() => { const [first] = found(query); return first ? structuredClone(first[1].value) : undefined; }),
    getKey: (query) => answer(() => { const [first] = found(query); return first ? first[1].key : undefined; }),
    getAll: (query) => answer(() => found(query).map(([, row]) => structuredClone(row.value))),
    count: (query) => answer(() => found(query).length),
    put: (value, key) => answer(() => put(value, key, false)),
    add: (value, key) => answer(() => put(value, key, true)),
    delete: (query) => answer(() => { const map = writable(); for (const [id] of found(query)) map.delete(id); }),
    openCursor: () => answer(() => cursorAt(found(undefined), 0)),
  };
}

// A database in memory with the object stores named in ``schemas`` (name -> { keyPath,
// autoIncrement }), as idb's openDB would give.
export function memoryDatabase(schemas) {
  schemas = new Map(schemas);
  let committed = new Map([...schemas.keys()].map((name) => [name, new Map()]));
  let counters = new Map();
  let queue = Promise.resolve();
  const db = {
    transaction(names, mode = "readonly") {
      for (const name of typeof names === "string" ? [names] : names) {
        if (!committed.has(name)) throw fail("NotFoundError", `no object store ${name}`);
      }
      if (mode !== "readwrite") {
        const tx = { tables: committed, mode, copied: new Set(), ready: () => Promise.resolve() };
        return { objectStore: (name) => storeOf(schemas, tx, name), done: Promise.resolve(), abort() {} };
      }
      // One readwrite transaction at a time, in the order made, as IndexedDB runs those
      // that overlap.
      let release;
      let state = "active";
      const tx = { mode, copied: new Set(), tables: null, counts: null };
      const started = queue.then(() => {
        tx.tables = new Map(committed);
        tx.counts = new Map(counters);
      });
      queue = started.then(() => new Promise((ok) => { release = ok; }));
      tx.ready = () => started.then(() => {
        if (state !== "active") throw fail("TransactionInactiveError", "the transaction has finished");
      });
      tx.counter = (name) => ({ next: () => { tx.counts.set(name, (tx.counts.get(name) || 0) + 1); return tx.counts.get(name); } });
      const finish = (commit) => {
        if (commit) {
          committed = tx.tables;
          counters = tx.counts;
        }
        release();
      };
      let done = null;
      return {
        objectStore: (name) => storeOf(schemas, tx, name),
        // Awaiting it commits what was written (IndexedDB commits once nothing is
        // pending; every write of the store's is awaited before this).
        get done() {
          if (!done) {
            done = started.then(() => {
              if (state !== "active") throw fail("AbortError", "the transaction was aborted");
              state = "committed";
              finish(true);
            });
          }
          return done;
        },
        abort() {
          if (state !== "active") throw fail("InvalidStateError", "the transaction has finished");
          state = "aborted";
          started.then(() => finish(false));
        },
      };
    },
    get: (name, key) => db.transaction(name).objectStore(name).get(key),
    getAll: (name, query) => db.transaction(name).objectStore(name).getAll(query),
    async put(name, value, key) {
      const tx = db.transaction(name, "readwrite");
      const k = await tx.objectStore(name).put(value, key);
      await tx.done;
      return k;
    },
    async delete(name, key) {
      const tx = db.transaction(name, "readwrite");
      await tx.objectStore(name).delete(key);
      await tx.done;
    },
    close() {},
  };
  return db;
}
