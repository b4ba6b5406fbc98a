"""Two full Conquest lists as a real game has them: 8 Regiments a side, three Characters
each; the battle the glance tests and `make bench` (bench/glance.py) play on a phone."""

from __future__ import annotations

from typing import Any


def _list(player: int, names: list[str], characters: dict[int, list[str]]) -> list[dict[str, Any]]:
    out = []
    for i, name in enumerate(names):
        reg: dict[str, Any] = {"name": name, "player": player, "files": 3,
                               "stands": [6, 4, 3, 9, 6, 3, 4, 12][i],
                               "wounds": [1, 4, 3, 1, 2, 4, 3, 1][i],
                               "resolve": 2 + i % 3, "command": True}
        reg["characters"] = [{"name": c, "wounds": 5, "resolve": 4} for c in characters.get(i, [])]
        out.append(reg)
    return out


TWO_LISTS = (
    _list(0, ["Men-at-Arms", "Household Guard", "Mounted Squires", "Militia Bowmen",
              "Hunter Cadre", "Order of the Crimson Tower", "Gilded Legion", "Levy"],
          {0: ["Noble Lord"], 1: ["Chapter Mage"], 5: ["Priory Commander"]}),
    _list(1, ["Brutes", "Hold Warriors", "Ironclad", "Huscarls", "Steel Legion",
              "Stonesentinels", "Fireforged", "Hold Thanes"],
          {0: ["Forge Father"], 3: ["Runic Tinkerer"], 6: ["Dweghom Lord"]}),
)
ALL = TWO_LISTS[0] + TWO_LISTS[1]
