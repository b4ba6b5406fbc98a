"""`make bench`: share links with history beside state-only links of the same
battles: link length and the time to make and to open each, so the cost of carrying the
history reads as a ratio. Prints figures, asserts nothing."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "bench")]

from report import battle, median_ms  # noqa: E402

from aftermath import share  # noqa: E402
from aftermath.conquest import ConquestBattle, WoundPool  # noqa: E402
from aftermath.share import TooBig  # noqa: E402


def two_regiments(actions: int) -> ConquestBattle:
    """The README's two-player battle: Men-at-Arms and a foe, Wound Pools of 1."""
    game = ConquestBattle.new({"players": ["Ann", "Bo"], "regiments": [
        {"id": "maa", "name": "Men-at-Arms", "player": 0, "stands": 6, "files": 3,
         "wounds": 4, "resolve": 2},
        {"id": "foe", "name": "Enemy Regiment", "player": 1, "stands": 6, "files": 3,
         "wounds": 3, "resolve": 2}]})
    for i in range(actions):
        game.push(WoundPool(("maa", "foe")[i % 2], 1, morale=False))
    return game


def row(label: str, game: ConquestBattle) -> None:
    state = share.encode("conquest.battle", "x", game.state.to_json())
    saved = game.to_json()
    try:
        full = share.encode("conquest.game", "x", saved)
    except TooBig as err:
        print(f"  {label:38s} state {len(state):6,} chars; history refused: {err}")
        return
    make_s = median_ms(lambda: share.encode("conquest.battle", "x", game.state.to_json()))
    make_h = median_ms(lambda: share.encode("conquest.game", "x", saved))
    open_s = median_ms(lambda: share.decode(state))
    open_h = median_ms(lambda: share.decode(full))
    print(f"  {label:38s} state {len(state):6,} / history {len(full):6,} chars "
          f"(x{len(full) / len(state):.2f}); make {make_s:6.1f} / {make_h:6.1f} ms "
          f"(x{make_h / make_s:.1f}); open {open_s:6.1f} / {open_h:6.1f} ms "
          f"(x{open_h / open_s:.1f})")


if __name__ == "__main__":
    print("== Share links: state only / with history (CPython", sys.version.split()[0], ")")
    for n in (0, 10, 30):
        row(f"2 Regiments, {n} actions", two_regiments(n))
    for n in (50, 200, 500):
        row(f"40 Regiments, {n} actions", battle(n))
