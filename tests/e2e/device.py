"""Reading and writing the page's IndexedDB records from a test (issue 17's storage)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

OPEN_DB = """const db = await new Promise((ok, fail) => {
    const r = indexedDB.open("aftermath");
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });"""
IDB_READ = """async ([store, key]) => {
  """ + OPEN_DB + """
  const os = db.transaction(store).objectStore(store);
  const q = key === null ? os.getAll() : os.get(key);
  const out = await new Promise((ok, fail) => {
    q.onsuccess = () => ok(q.result);
    q.onerror = () => fail(q.error);
  });
  db.close();
  return out === undefined ? null : out;
}"""
IDB_PUT = """async ([store, value]) => {
  """ + OPEN_DB + """
  const tx = db.transaction(store, "readwrite");
  tx.objectStore(store).put(value);
  await new Promise((ok, fail) => { tx.oncomplete = ok; tx.onerror = () => fail(tx.error); });
  db.close();
}"""


def idb(page: Page, store: str, key: str | None = None) -> Any:
    """One record of ``store`` (or all of them when ``key`` is None)."""
    return page.evaluate(IDB_READ, [store, key])


def idb_put(page: Page, store: str, value: Any) -> None:
    page.evaluate(IDB_PUT, [store, value])
