"""Reading and writing the page's IndexedDB records from a test."""

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

IDB_BATTLE = """async (id) => {
  """ + OPEN_DB + """
  const range = IDBKeyRange.bound([id], [id, []]);
  const tx = db.transaction(["battles", "actions", "checkpoints", "drawings"]);
  const ask = (q) => new Promise((ok, fail) => {
    q.onsuccess = () => ok(q.result);
    q.onerror = () => fail(q.error);
  });
  const out = {
    record: await ask(tx.objectStore("battles").get(id)),
    actions: await ask(tx.objectStore("actions").getAll(range)),
    checkpoints: await ask(tx.objectStore("checkpoints").getAll(range)),
    drawings: await ask(tx.objectStore("drawings").getAll(range)),
  };
  db.close();
  return out;
}"""


def battle_kept(page: Page, battle: str) -> dict[str, Any]:
    """Everything the device keeps of one battle: its record (a whole game, version 2, or
    a head, version 3) and, for a head, its action records, checkpoints and drawings."""
    out: dict[str, Any] = page.evaluate(IDB_BATTLE, battle)
    return out


# The page's own store, imported in the page (the same module, so the same open device):
# a battle's saved game is put back together by the code that keeps it, not by a copy of
# that code here.
STORE_GAME = """async (id) => {
  const { store } = await import(new URL("store/index.js", document.baseURI).href);
  const read = await store.battles.readGame(id);
  return read ? read.game : null;
}"""


def saved_game(page: Page, battle: str) -> dict[str, Any]:
    """The engine's whole saved game of ``battle`` as the device keeps it, either way
    (a whole game, or a head with its action records), read by the page's store."""
    game: dict[str, Any] | None = page.evaluate(STORE_GAME, battle)
    assert game is not None, f"battle {battle} is not on the device"
    return game


def device_forgets_the_open_battle(page: Page) -> None:
    """Back home, the device forgets which battle was open in a write of its own: a
    reload before it lands resumes that battle (seen once in a full run under load)."""
    for _ in range(200):
        if idb(page, "settings", "current") is None:
            return
        page.wait_for_timeout(25)
    raise AssertionError("the device still names the battle left as the one open")
