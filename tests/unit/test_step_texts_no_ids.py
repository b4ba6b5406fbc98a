"""Every step text a player reads names Regiments by name and Stands by their place
: ids such as ``r1f0`` or a Regiment's id stay in the data, never in the text.

The walk covers the texts most likely to leak ids: contacts set by hand (C-2), contacts
from positions (C-17), refused moves (C-17), Press the Attack pushed and blocked (C-19),
and a restored Stand with no room on the table (C-9).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from aftermath.conquest import ConquestBattle, Heal, MoraleTest, Place, SetContacts, WoundPool
from aftermath.errors import RuleViolation

from .conquest_helpers import battle, regiment
from .test_conquest_battlefield_helpers import table, unit

# Regiment ids no player would write; names are what a player reads.
IDS = {"rgxa": "Men-at-Arms", "rgxb": "Spearmen", "rgxc": "Household Guard",
       "rgxe": "Raiders"}
STAND_ID = re.compile(r"\br\d+f\d+\b")


def named(spec: dict[str, Any]) -> dict[str, Any]:
    return {**spec, "name": IDS[spec["id"]]}


def leaks(text: str) -> list[str]:
    found = STAND_ID.findall(text)
    found += [rid for rid in IDS if re.search(rf"\b{rid}\b", text)]
    return found


def check(texts: list[str]) -> None:
    assert texts, "the walk must produce step texts to check"
    bad = {t: leaks(t) for t in texts if leaks(t)}
    assert bad == {}


def refused(game: ConquestBattle, event: Any) -> str:
    with pytest.raises(RuleViolation) as caught:
        game.push(event)
    return str(caught.value)


def test_c2_c9_c17_c19_step_texts_name_regiments_and_places_never_ids() -> None:
    said: list[str] = []

    # C-2: contacts set by hand, and a removed Stand refused.
    hand = battle(named(regiment("rgxa", stands=6)), named(regiment("rgxb", player=1)))
    said += [s.text for s in hand.push(SetContacts("rgxa", "r0f1", ("rgxb",)))]
    said += [s.text for s in hand.push(WoundPool("rgxa", 1, morale=False))]
    gone = next(s.id for s in hand.regiment("rgxa").stands if s.destroyed)
    said.append(refused(hand, SetContacts("rgxa", gone, ("rgxb",))))
    assert "the Stand at rear rank" in said[-1]

    # C-17 and C-19: B loses its rear rank and A, fighting its rear, is pushed (Fig 6.1).
    pushed = table(named(unit("rgxa", 0, 600, 520)), named(unit("rgxb", 1, 600, 600, stands=6)))
    said += [s.text for s in pushed.push(Place("rgxa", 600, 520))]
    steps = pushed.push(WoundPool("rgxb", 3, morale=False))
    assert any(s.rule == "C-19" and "presses the attack" in s.text for s in steps)
    said += [s.text for s in steps]
    # C-17: a move onto another Regiment, and off the table, is refused with places.
    said.append(refused(pushed, Place("rgxb", 600, 540)))
    said.append(refused(pushed, Place("rgxb", 10, 600)))
    assert "would overlap the Stand at" in said[-2] and "off the battlefield" in said[-1]

    # C-19 blocked: C stands in the way of A's push.
    blocked = table(named(unit("rgxa", 0, 660, 520, stands=1, files=1)),
                    named(unit("rgxb", 1, 600, 600, stands=6)),
                    named(unit("rgxc", 0, 681, 560, stands=1, files=1)))
    steps = blocked.push(WoundPool("rgxb", 3))
    steps += blocked.push(MoraleTest("rgxb", (1, 1, 1)))
    assert any("cannot Press the Attack" in s.text for s in steps)
    said += [s.text for s in steps]

    # C-9: E pushed against A's rear leaves no room to restore a Stand.
    no_room = table(named(unit("rgxa", 0, 600, 600, stands=9)),
                    named(unit("rgxe", 1, 600, 480)))
    said += [s.text for s in no_room.push(WoundPool("rgxa", 3, morale=False))]
    steps = no_room.push(Heal("rgxa", 1))
    assert any(s.rule == "C-9" and s.text.startswith("No room") for s in steps)
    said += [s.text for s in steps]

    check(said)


def test_the_id_check_itself_catches_an_id() -> None:
    """The walk above would pass on empty texts or a broken pattern; this cannot."""
    assert leaks("No room to place Stand r2f0 of rgxa") == ["r2f0", "rgxa"]
    assert leaks("Men-at-Arms: the Stand at rear rank, left end") == []


def test_the_view_names_each_stand_at_the_place_the_step_log_names() -> None:
    """The drawing's words for a Stand (its view ``place``) are the log's (C-4.4)."""
    game = battle(named(regiment("rgxa", stands=6, wounds=2)))
    steps = game.push(WoundPool("rgxa", 3, morale=False))
    stands = {s["id"]: s for s in game.view()["regiments"][0]["stands"]}
    hit = [(s.data["stand"], s.text) for s in steps if s.rule == "C-4.4"]
    assert len(hit) == 2
    for sid, text in hit:
        assert f"The Stand at {stands[sid]['place']} takes" in text
    assert {s["place"] for s in stands.values()} >= {"rear rank, left end", "front rank, centre"}
