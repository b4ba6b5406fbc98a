# ruff: noqa: E501  (the JavaScript run in Node is kept on readable lines)
"""A shared battle link opened by the engine, outside the browser: the link of the two
full lists (16 Regiments, 6 Characters) played N actions (Charges, moves, Wound Pools,
Morale Tests; tests/unit/played_battle.py), asked as the page asks it (``share.decode``
with a ``game_id``: checked, replayed, kept open and answered as ``game.open``).

- CPython: the request's median over 20, then its parts (unpacking, the checks of the
  text, parsing, mending saved text, reading the events, the replay, the answer).
- Node's Pyodide (``--pyodide``): the first request of a fresh Python (what follows a
  snapshot start: its imports compiled from source) and later ones, each from a fresh
  Python, the source trees taking turns.

  bench/link_open.py [--actions N] [--runs N] [--pyodide] [--before OTHER/py]

``--before`` names another source tree's ``py`` folder (e.g. main's, from ``git archive
main py``), measured beside this one. Prints figures, asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_PYODIDE = ROOT / "node_modules" / "pyodide"

# Run in a fresh interpreter with the tree under test first on sys.path; prints JSON.
CPYTHON = """
import json, statistics, sys, time
sys.dont_write_bytecode = True
fragment = open(sys.argv[1]).read()
from aftermath import bridge
def ask(kind, payload):
    reply = bridge.handle(json.dumps({"id": 1, "type": kind, "payload": payload}))
    assert json.loads(reply)["ok"], reply[:300]
    return reply
times, size = [], 0
for i in range(int(sys.argv[2])):
    t0 = time.perf_counter()
    size = len(ask("share.decode", {"fragment": fragment, "game_id": f"g{i}"}))
    times.append((time.perf_counter() - t0) * 1000)
    ask("game.close", {"game_id": f"g{i}"})
print(json.dumps({"first": times[0], "median": statistics.median(times[1:]), "reply": size}))
"""

# One fresh Pyodide per tree and run: the first request and the next two.
NODE = """
import { readFileSync } from "node:fs";
const [tree, fragmentFile, pyodideDir] = process.argv.slice(2);
const { loadPyodide } = await import(`${pyodideDir}/pyodide.mjs`);
const py = await loadPyodide({ indexURL: `${pyodideDir}/` });
py.FS.mkdirTree("/mnt/py");
py.FS.mount(py.FS.filesystems.NODEFS, { root: tree }, "/mnt/py");
py.runPython("import sys\\nsys.dont_write_bytecode = True\\nsys.path.insert(0, '/mnt/py')\\nimport aftermath.bridge");
const bridge = py.pyimport("aftermath.bridge");
const fragment = readFileSync(fragmentFile, "utf8");
const out = [];
for (let i = 0; i < 3; i++) {
  const t0 = performance.now();
  const reply = bridge.handle(JSON.stringify({ id: 1, type: "share.decode", payload: { fragment, game_id: `g${i}` } }));
  out.push(performance.now() - t0);
  if (!JSON.parse(reply).ok) throw new Error(reply.slice(0, 300));
  bridge.handle(JSON.stringify({ id: 2, type: "game.close", payload: { game_id: `g${i}` } }));
}
console.log(JSON.stringify(out));
"""


def the_link(actions: int) -> tuple[str, int]:
    sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests" / "unit")]
    from played_battle import played

    import aftermath.bridge  # noqa: F401  (installs the rule systems the links name)
    from aftermath import share

    game = played(actions)
    return share.encode("conquest.game", "Two full lists", game.to_json()), len(game.events)


def cpython(tree: Path, fragment_file: str, runs: int) -> dict[str, float]:
    out = subprocess.run([sys.executable, "-c", CPYTHON, fragment_file, str(runs)], check=True,
                         capture_output=True, text=True, env={"PYTHONPATH": str(tree)})
    return dict(json.loads(out.stdout))


def parts(fragment: str, runs: int) -> None:
    """This tree's request, part by part (the same work share.decode does, timed apart)."""
    import base64
    import zlib

    from aftermath import bridge, share, strict_json
    from aftermath import data as d
    from aftermath.bridge import core
    from aftermath.bridge import share as bridge_share
    from aftermath.conquest import ConquestBattle

    body = fragment.split(".", 1)[1]
    times: dict[str, list[float]] = {}

    def timed(name: str, fn) -> object:  # type: ignore[no-untyped-def]
        t0 = time.perf_counter()
        value = fn()
        times.setdefault(name, []).append((time.perf_counter() - t0) * 1000)
        return value

    for _ in range(runs):
        raw = timed("unpack (base64, inflate, utf-8)", lambda: zlib.decompressobj(-15).decompress(
            base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))).decode())
        timed("nesting checked", lambda: strict_json.depth(raw, share.MAX_DEPTH))  # noqa: B023
        value = timed("parsed (strict_json)", lambda: strict_json.loads(raw, "link"))  # noqa: B023
        timed("items counted", lambda: share._items(value, stop=share.MAX_ITEMS))  # noqa: B023
        if timed("saved text looked at (mended only if it must be)", lambda: d.may_need_mending(raw)):  # noqa: B023
            value = timed("saved text mended", lambda: d.mend_saved_text(value))  # noqa: B023

        def read() -> ConquestBattle:
            with d.reading_saved():
                return ConquestBattle._read(value["data"], "data")[0]  # noqa: B023

        def replayed() -> ConquestBattle:
            with d.reading_saved():
                return ConquestBattle.from_json(value["data"], "data")  # noqa: B023

        timed("start and events read (no replay)", read)
        game = timed("Game.from_json (read + replay + end state checked)", replayed)
        data = timed("the game's JSON", game.to_json)  # type: ignore[attr-defined]
        timed("link_id", lambda: bridge_share.link_id("conquest.game", data))  # noqa: B023
        bridge.reset()
        answer = timed("answer as game.open (view, game, log)", lambda: core.reply(game))  # noqa: B023
        state = game.state.to_json()  # type: ignore[attr-defined]
        timed("reply as JSON text", lambda: json.dumps({"state": state, "opened": answer}))  # noqa: B023
    for name, values in times.items():
        print(f"    {name:52s} {statistics.median(values):7.2f} ms")


def pyodide(trees: list[tuple[str, Path]], fragment_file: str, runs: int) -> None:
    if not (NODE_PYODIDE / "pyodide.mjs").exists():
        print("  Node's Pyodide: SKIPPED (no node_modules/pyodide)")
        return
    with tempfile.NamedTemporaryFile("w", suffix=".mjs", delete=False) as script:
        script.write(NODE)
    results: dict[str, list[list[float]]] = {label: [] for label, _ in trees}
    for _ in range(runs):
        for label, tree in trees:
            out = subprocess.run(["node", script.name, str(tree), fragment_file, str(NODE_PYODIDE)],
                                 check=True, capture_output=True, text=True)
            results[label].append(json.loads(out.stdout.strip().splitlines()[-1]))
    Path(script.name).unlink()
    for label, runs_ in results.items():
        first = [r[0] for r in runs_]
        later = [t for r in runs_ for t in r[1:]]
        print(f"  Node's Pyodide, {label:11s} first request {statistics.median(first):6.0f} ms "
              f"[{min(first):.0f}-{max(first):.0f}], later ones {statistics.median(later):5.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=80)
    parser.add_argument("--runs", type=int, default=5, help="fresh Pythons (Pyodide) per tree")
    parser.add_argument("--pyodide", action="store_true")
    parser.add_argument("--before", type=Path, default=None, help="another tree's py folder")
    args = parser.parse_args()
    fragment, actions = the_link(args.actions)
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(fragment)
    trees = ([("before", args.before.resolve())] if args.before else []) + [("this tree", ROOT / "py")]
    print(f"== A shared link opened (share.decode with a game_id): two full lists, {actions} "
          f"actions, a {len(fragment):,}-character link; CPython {sys.version.split()[0]}")
    for label, tree in trees:
        got = cpython(tree, f.name, 21)
        print(f"  CPython, {label:11s} first {got['first']:6.1f} ms, then median {got['median']:6.1f} ms; "
              f"reply {got['reply']:,} characters")
    print("  this tree, part by part (CPython, median of 20):")
    parts(fragment, 20)
    if args.pyodide:
        pyodide(trees, f.name, args.runs)
    Path(f.name).unlink()


if __name__ == "__main__":
    main()
