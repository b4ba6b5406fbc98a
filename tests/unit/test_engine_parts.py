"""The engine's two parts (scripts/engine_parts.py): the start part a first visit
downloads before "engine ready" (bytecode only for what a start imports), and the late
part after it (the odds, reports and list import, and the start's sources). What the
build does in Pyodide, done here in CPython on the real package."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import engine_parts  # noqa: E402

from .test_campaign_fixtures import model, side  # noqa: E402

PY = ROOT / "py"


def python(code: str, *paths: Path) -> str:
    """``code`` run in a fresh Python whose path starts with ``paths``."""
    env_path = ":".join(str(p) for p in (*paths, ROOT / "scripts"))
    return subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                          text=True, env={"PYTHONPATH": env_path}).stdout.strip()


@pytest.fixture(scope="module")
def modules() -> dict[str, list[str]]:
    out = python("import json, engine_parts\n"
                 "start, late, lazy = engine_parts.engine_modules(['aftermath.bridge'])\n"
                 "print(json.dumps({'start': start, 'late': late, 'lazy': lazy}))", PY)
    found: dict[str, list[str]] = json.loads(out)
    return found


def test_module_of_names_the_module_of_each_wheel_file() -> None:
    assert engine_parts.module_of("aftermath/lists/preview.py") == "aftermath.lists.preview"
    assert engine_parts.module_of(
        "aftermath/lists/__pycache__/preview.cpython-314.pyc") == "aftermath.lists.preview"
    assert engine_parts.module_of("aftermath/__pycache__/__init__.cpython-314.pyc") == "aftermath"
    assert engine_parts.module_of("aftermath/odds/__init__.py") == "aftermath.odds"
    assert engine_parts.module_of("aftermath/odds.pyc") == "aftermath.odds"
    assert engine_parts.module_of("aftermath-0.1.0.dist-info/RECORD") is None
    assert engine_parts.module_of("aftermath/py.typed") is None


def test_the_list_import_odds_and_reports_are_late_and_the_charge_comes_at_start(
        modules: dict[str, list[str]]) -> None:
    start, late = set(modules["start"]), set(modules["late"])
    assert {"aftermath.lists", "aftermath.odds", "aftermath.report",
            "aftermath.conquest.odds", "aftermath.conquest.report", "aftermath.replica"} <= late
    assert {"aftermath.bridge", "aftermath.conquest.charge", "aftermath.systems"} <= start
    assert not start & late
    assert modules["lazy"] == ["link.", "lists.", "odds.", "report."]


def test_a_start_module_ships_as_bytecode_and_its_source_comes_late() -> None:
    files = ["aftermath/__init__.py", "aftermath/__pycache__/__init__.cpython-314.pyc",
             "aftermath/lists/__init__.py", "aftermath/lists/source.py",
             "aftermath/lists/__pycache__/source.cpython-314.pyc",
             "aftermath/campaign/typed.py", "aftermath-0.1.0.dist-info/METADATA"]
    compiled, keep, later = engine_parts.split(files, {"aftermath"}, {"aftermath.lists"})
    assert compiled == ["aftermath/__init__.py"]
    # A module in a late package is late (its package is imported first); one neither
    # imported at start nor late (a handler's own import) stays at start, whole.
    assert later == ["aftermath/lists/__init__.py", "aftermath/lists/source.py",
                     "aftermath/lists/__pycache__/source.cpython-314.pyc"]
    assert keep == ["aftermath/campaign/typed.py", "aftermath-0.1.0.dist-info/METADATA"]
    assert engine_parts.sourceless("aftermath/__init__.py") == "aftermath/__init__.pyc"


@pytest.fixture(scope="module")
def parts(tmp_path_factory: pytest.TempPathFactory, modules: dict[str, list[str]]
          ) -> tuple[Path, Path, Path]:
    """The real package written as the two parts, as the build does (bytecode beside
    the sources first, then split), and a site-packages folder for them."""
    import compileall
    import py_compile
    import shutil

    base = tmp_path_factory.mktemp("parts")
    tree = base / "tree"
    shutil.copytree(PY / "aftermath", tree / "aftermath",
                    ignore=shutil.ignore_patterns("__pycache__"))
    info = tree / "aftermath-0.1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Name: aftermath\nVersion: 0.1.0\n\nThe README.\n")
    (info / "RECORD").write_text("")
    order = sorted(p.relative_to(tree).as_posix() for p in tree.rglob("*") if p.is_file())
    assert compileall.compile_dir(str(tree), quiet=1, legacy=False,
                                  invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    site = base / "site"
    site.mkdir()
    start, late = base / "start.whl", base / "late.zip"
    facts = engine_parts.write_parts(tree, order, set(modules["start"]), set(modules["late"]),
                                     str(site), start, late)
    assert facts["sourceless"] == len(modules["start"])
    return start, late, site


def test_every_file_is_in_one_part_once(parts: tuple[Path, Path, Path]) -> None:
    start, late, _ = parts
    with zipfile.ZipFile(start) as a, zipfile.ZipFile(late) as b:
        first, second = a.namelist(), b.namelist()
        record = a.read("aftermath-0.1.0.dist-info/RECORD").decode()
        metadata = a.read("aftermath-0.1.0.dist-info/METADATA").decode()
    assert len(set(first)) == len(first) and not set(first) & set(second)
    assert "aftermath/bridge/core.pyc" in first and "aftermath/bridge/core.py" in second
    assert "aftermath/lists/preview.py" in second
    assert not [n for n in first if n.startswith("aftermath/lists/")]
    # The start's modules come as bytecode alone; the RECORD lists the whole package.
    assert not [n for n in first if n.endswith(".py") and not n.endswith("typed.py")]
    listed = {row.split(",")[0] for row in record.splitlines()}
    assert set(first) | set(second) <= listed
    assert "README" not in metadata


def test_the_start_part_alone_starts_the_engine_and_a_late_request_waits_for_its_part(
        parts: tuple[Path, Path, Path]) -> None:
    start, late, site = parts
    zipfile.ZipFile(start).extractall(site)
    code = ("import json, sys, aftermath.bridge as b\n"
            "ok = json.loads(b.handle(json.dumps({'id': 1, 'type': 'engine.version'})))['ok']\n"
            "try:\n    import aftermath.lists\n    late = 'imported'\n"
            "except ImportError:\n    late = 'missing'\n"
            "print(ok, late, sys.modules['aftermath.bridge'].__file__.endswith('.pyc'))")
    assert python(code, site) == "True missing True"
    zipfile.ZipFile(late).extractall(site)
    code = ("import json, aftermath.bridge as b\n"
            "r = json.loads(b.handle(json.dumps({'id': 1, 'type': 'lists.parse', 'payload': "
            "{'text': '== Lord [100]\\n * Regiment 1 (6) [120]'}})))\n"
            "print(r['ok'], [f['name'] for f in r['result']['forces']])")
    assert python(code, site).startswith("True")


def test_a_traceback_from_start_bytecode_shows_the_source_once_the_late_part_is_in(
        parts: tuple[Path, Path, Path], tmp_path: Path) -> None:
    start, late, _ = parts
    site = tmp_path / "site"
    zipfile.ZipFile(start).extractall(site)
    # Run from another folder, the bytecode still names its source where the build
    # said site-packages is (the fixture's folder), where the late part puts it.
    code = ("import aftermath.strict_json as s\nprint(s.loads.__code__.co_filename)")
    named = python(code, site)
    assert named.endswith("/aftermath/strict_json.py") and "/site/" in named
    zipfile.ZipFile(late).extractall(parts[2])
    assert Path(named).read_text().count("def loads") == 1


def test_no_request_but_the_lazy_ones_imports_a_late_module(
        modules: dict[str, list[str]]) -> None:
    """The late modules blocked, as a browser has them before the late part: version,
    systems, examples, a Charge from army lists and its undo, a wound pool, a share link,
    a campaign aftermath's rosters kept beside it and the backup check all answer; a
    list import is refused until they come."""
    late = modules["late"]
    campaign = json.dumps({"sides": [side("Brotherhood", [model("kell", "Leader", 30)], ["kell"]),
                                     side("Dark Legion", [model("b0")], ["b0"])]})
    code = f"""
import importlib.abc, json, sys
LATE = set({late!r})
class NotYet(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name in LATE:
            raise ImportError(f"{{name}} is in the late part")
        return None
sys.meta_path.insert(0, NotYet())
import aftermath.bridge as b
def call(type, **payload):
    return json.loads(b.handle(json.dumps({{"id": 1, "type": type, "payload": payload}})))
def ok(type, **payload):
    reply = call(type, **payload)
    assert reply["ok"], (type, reply)
    return reply["result"]
ok("engine.version"); ok("engine.systems")
ok("conquest.examples")
knight = {{"name": "Knights", "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4,
          "resolve": 3}}
maa = {{"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2}}
lists = [{{"system": "conquest", "name": n, "player": p, "entries": [{{"profile": u, "count": 1}}]}}
         for n, p, u in (("A", "Ann", knight), ("B", "Bo", maa))]
setup = ok("muster.to_setup", lists=lists)["setup"]
view = ok("game.new", system="conquest", game_id="g", setup=setup)["view"]
knights, men = [r["id"] for r in view["regiments"]]
ok("conquest.charge_options", game_id="g", regiment=knights, enemy=men)
charge = {{"kind": "charge", "regiment": knights, "enemy": men, "edge": "left"}}
ok("game.push", game_id="g", event=charge)
pool = {{"kind": "wound_pool", "regiment": men, "wounds": 2, "morale": False}}
ok("game.push", game_id="g", event=pool)
ok("game.undo", game_id="g"); ok("game.log", game_id="g")
ok("share.encode_game", game_id="g", name="Friday")
ok("game.new", system="campaign", game_id="c", setup=json.loads({campaign!r}))
ok("campaign.rosters_alongside", game_id="c", applied=False, confirmed=False, written=None,
   now=[None, None])
refused = call("lists.parse", text="== Lord [100]")
print(refused["ok"], sorted(LATE & set(sys.modules)))
"""
    assert python(code, PY) == "False []"
