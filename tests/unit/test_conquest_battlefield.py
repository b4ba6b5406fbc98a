"""Regiments on a battlefield (C-17): Stand rectangles, contact, Place, plain data."""

from __future__ import annotations

import json
from typing import Any

import pytest

from aftermath.conquest import ConquestBattle, Heal, MoraleTest, Place, SetContacts, WoundPool
from aftermath.errors import InvalidData, RuleViolation

from .conquest_helpers import battle, regiment, removed
from .test_conquest_battlefield_helpers import contacts, table, texts, unit, view_of, where


def corners(game: ConquestBattle, rid: str, sid: str) -> list[list[float]]:
    stand = next(s for s in view_of(game, rid)["stands"] if s["id"] == sid)
    result: list[list[float]] = stand["corners"]
    return result


# -- Stand rectangles --------------------------------------------------------------------

def test_c17_stands_follow_rank_file_position_and_facing() -> None:
    game = table(unit("a", 0, 600, 600, stands=6))
    # Corners: front-left, front-right, rear-right, rear-left as the owner faces.
    assert corners(game, "a", "r0f0") == [[540, 600], [580, 600], [580, 560], [540, 560]]
    assert corners(game, "a", "r1f2") == [[620, 560], [660, 560], [660, 520], [620, 520]]
    east = table(unit("a", 0, 600, 600, 90, stands=6))
    # Facing +x, the owner's left is +y: file 0 is the northernmost file.
    assert corners(east, "a", "r0f0") == [[600, 660], [600, 620], [560, 620], [560, 660]]


def test_c17_footprint_defaults_by_kind_and_can_be_set() -> None:
    game = table(unit("i", 0, 200, 600), unit("c", 0, 500, 600, kind="cavalry"),
                 unit("b", 0, 800, 600, kind="brute"),
                 unit("w", 0, 1000, 600, footprint={"width": 25, "depth": 50}))
    sizes = {r.id: (r.footprint.width, r.footprint.depth) for r in game.state.regiments}
    assert sizes == {"i": (40, 40), "c": (50, 50), "b": (50, 50), "w": (25, 50)}
    assert corners(game, "w", "r0f0") == [[962.5, 600], [987.5, 600], [987.5, 550],
                                          [962.5, 550]]


# -- contact ---------------------------------------------------------------------------

def face_to_face(gap: float = 0.0, offset: float = 0.0, turn: float = 180.0,
                 **kw: Any) -> ConquestBattle:
    """A single Stand facing north at y 600 and an enemy Stand in front of it."""
    return table(unit("a", 0, 600, 600, stands=1, files=1),
                 unit("b", 1, 600 + offset, 600 + gap, turn, stands=1, files=1, **kw))


@pytest.mark.parametrize(("gap", "offset", "touch"), [
    (0.0, 0.0, True),
    (0.4, 0.0, True),      # within 0.5 mm
    (0.6, 0.0, False),
    (-0.4, 0.0, True),     # bases pressed 0.4 mm into each other still only touch
    (0.0, 39.0, True),     # 1 mm of edge in common
    (0.0, 40.0, False),    # corner to corner: no positive overlap
    (0.0, -40.0, False),
])
def test_c17_contact_is_touching_edges_with_positive_overlap(
    gap: float, offset: float, touch: bool
) -> None:
    game = face_to_face(gap, offset)
    assert (contacts(game) == {"a": {"r0f0": ["b"]}, "b": {"r0f0": ["a"]}}) is touch


def test_c17_a_corner_against_an_edge_is_no_contact() -> None:
    # The enemy Stand turned 45 degrees, its corner on A's front edge: they meet at a
    # point. Its centre is half a diagonal above y 600; its position half a depth ahead.
    half = 20 / 2 ** 0.5
    game = face_to_face(half, -half, turn=225.0)
    assert contacts(game) == {}
    assert [600, 600] in game.view()["regiments"][1]["stands"][0]["corners"]


def test_c17_contacts_name_the_stands_and_edges_that_touch() -> None:
    # A attacks B's rear with its front; D touches A's right flank.
    game = table(unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6),
                 unit("d", 1, 660, 500, 270, stands=1, files=1))
    assert contacts(game) == {
        "a": {"r0f0": ["b"], "r0f1": ["b"], "r0f2": ["b", "d"]},
        "b": {"r1f0": ["a"], "r1f1": ["a"], "r1f2": ["a"]},
        "d": {"r0f0": ["a"]},
    }
    a = view_of(game, "a")
    assert a["engagement"] == "engaged"
    assert a["engaged_with"] == [
        {"enemy": "b", "edges": [["front", "rear"]], "stands": 3, "enemy_stands": 3,
         "sides": ["front"]},
        {"enemy": "d", "edges": [["right", "front"]], "stands": 1, "enemy_stands": 1,
         "sides": ["flank"]},
    ]
    corner = next(s for s in a["stands"] if s["id"] == "r0f2")
    assert corner["edges"] == ["front", "right"]
    assert {(t["regiment"], t["stand"], t["edge"], t["their_edge"], t["length"])
            for t in corner["touching"]} == {("b", "r1f2", "front", "rear", 40.0),
                                              ("d", "r0f0", "right", "front", 40.0)}


def test_c17_the_card_says_the_engaged_edges_in_words() -> None:
    """The view says where each Regiment is engaged, for its card to say in text (not
    by colour alone): A's front and right flank, B's rear, D's front (C-17)."""
    game = table(unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6),
                 unit("d", 1, 660, 500, 270, stands=1, files=1))
    assert view_of(game, "a")["engaged"] == {
        "edges": ["front", "right flank"], "edge_keys": ["front", "right"], "with": ["B", "D"],
        "stands": 3}
    assert view_of(game, "b")["engaged"]["edges"] == ["rear"]
    assert view_of(game, "d")["engaged"]["edges"] == ["front"]
    apart = table(unit("a", 0, 200, 600), unit("b", 1, 900, 600))
    assert view_of(apart, "a")["engaged"] is None


def test_c2_off_a_battlefield_the_card_names_the_enemies_without_edges() -> None:
    game = battle(regiment("a", stands=3, files=3), regiment("b", player=1))
    game.push(SetContacts("a", "r0f1", ("b",)))
    assert game.view()["regiments"][0]["engaged"] == {"edges": None, "edge_keys": None,
                                                      "with": ["B"], "stands": 1}


def test_c17_friendly_regiments_touching_are_not_in_contact() -> None:
    game = table(unit("a", 0, 600, 520), unit("b", 0, 600, 600))
    assert contacts(game) == {}
    assert view_of(game, "a")["engagement"] == "unengaged"


def test_c17_derived_contacts_replace_hand_set_ones() -> None:
    game = table(unit("a", 0, 200, 600), unit("b", 1, 900, 600))
    raw = game.state.to_json()
    raw["regiments"][0]["stands"][0]["contacts"] = ["b"]  # nonsense: they are 700 mm apart
    state = type(game.state).from_json(raw)
    assert not any(s.contacts for r in state.regiments for s in r.stands)
    with pytest.raises(RuleViolation, match=r"contacts follow from the positions.*C-17"):
        game.push(SetContacts("a", "r0f0", ("b",)))


def test_c4_3_engaged_stand_kept_with_contacts_derived_from_positions() -> None:
    # E's front touches the rear edge of A's rear-left Stand (r1f0) only: no SetContacts.
    game = table(unit("a", 0, 600, 600, stands=6), unit("e", 1, 560, 520, stands=1, files=1))
    assert contacts(game)["a"] == {"r1f0": ["e"]}
    steps = game.push(WoundPool("a", 2, morale=False))
    assert removed(steps) == ["r1f2", "r1f1"]
    assert steps[1].rule == "C-4.3" and "keeps engaged Stands" in steps[1].text
    steps = game.push(WoundPool("a", 1, morale=False))
    assert removed(steps) == ["r1f0"]
    assert "every Stand there is engaged" in steps[1].text
    # E lost its only contact and Presses the Attack onto the new rear rank.
    assert texts(steps, "C-19")[0].startswith("E presses the attack: pushed 40 mm (40 mm forward)")
    assert where(game, "e") == (560, 560)
    assert contacts(game)["a"] == {"r0f0": ["e"]}


# -- Place -----------------------------------------------------------------------------

def test_place_puts_a_regiment_on_the_table_and_reports_contacts() -> None:
    game = table(regiment("a", stands=6), regiment("b", player=1, stands=3))
    assert view_of(game, "a")["engagement"] is None  # not on the table yet
    steps = game.push(Place("a", 600, 600))
    assert steps[0].text == "A stands at x 600 mm, y 600 mm, facing 0°"
    steps = game.push(Place("b", 600, 520, 0))
    assert steps[1].rule == "C-17"
    assert steps[1].text == "B is in contact with A: 3 Stands against 3 (its front against " \
                            "their rear)"
    assert contacts(game)["a"] == {"r1f0": ["b"], "r1f1": ["b"], "r1f2": ["b"]}
    game.push(Place("b", 600, 500, 0))  # moved 20 mm back: out of contact
    assert contacts(game) == {}
    game.pop()
    assert contacts(game)["a"] == {"r1f0": ["b"], "r1f1": ["b"], "r1f2": ["b"]}


@pytest.mark.parametrize(("event", "words"), [
    (Place("b", 600, 530), "the Stand at front rank, left end would overlap the Stand at "
     "rear rank, left end of A"),
    (Place("b", 10, 600), "the Stand at front rank, left end would be off the battlefield"),
    (Place("b", 600, 1230), "off the battlefield"),
    (Place("zzz", 600, 300), "not a Regiment"),
])
def test_place_refuses_overlaps_and_leaving_the_table(event: Place, words: str) -> None:
    game = table(unit("a", 0, 600, 600, stands=6), regiment("b", player=1))
    before = game.to_json()
    with pytest.raises((RuleViolation, InvalidData), match=words):
        game.push(event)
    assert game.to_json() == before


def test_place_needs_a_battlefield_and_completed_casualties() -> None:
    with pytest.raises(RuleViolation, match="no battlefield"):
        battle(regiment("a")).push(Place("a", 100, 100))
    game = table(unit("a", 0, 600, 600), unit("b", 1, 600, 300))
    game.push(WoundPool("a", 1))
    with pytest.raises(RuleViolation, match="Morale Test"):
        game.push(Place("b", 600, 200))


def test_place_facing_is_kept_in_0_to_360() -> None:
    game = table(regiment("a", stands=1, files=1))
    game.push(Place("a", 600, 600, -90))
    pos = game.regiment("a").position
    assert pos is not None and pos.facing == 270
    game.push(Place("a", 600, 600, -1e-20))  # must not become 360
    pos = game.regiment("a").position
    assert pos is not None and pos.facing == 0


# -- Heal on the table (C-9 with C-17) ---------------------------------------------------

def test_c9_a_restored_stand_needs_room_on_the_table() -> None:
    # E attacks A's rear; A loses its rear rank and E is pushed up against the next one.
    game = table(unit("a", 0, 600, 600, stands=9), unit("e", 1, 600, 480))
    game.push(WoundPool("a", 3, morale=False))
    assert where(game, "e") == (600, 520)
    steps = game.push(Heal("a", 1))
    # The first Stand lost comes back first, in the centre of a new rear rank (C-9).
    assert texts(steps, "C-9")[0] == (
        "No room to restore the Stand lost from rear rank, left end (the Stand at rear rank, "
        "centre would overlap the Stand at front rank, centre of E): it is not restored and "
        "the remaining Heal Point is lost")
    assert [s.id for s in game.regiment("a").alive_stands if s.rank == 2] == []
    # Once E has gone, the same Heal restores the Stand.
    game.pop()
    game.push(Place("e", 600, 300))
    game.push(Heal("a", 1))
    assert [(s.id, s.file) for s in game.regiment("a").alive_stands if s.rank == 2] == \
        [("r2f0", 1)]


# -- plain data, undo, JSON ---------------------------------------------------------------

def figure_battle() -> ConquestBattle:
    return table(unit("a", 0, 600, 520), unit("b", 1, 600, 600, stands=6),
                 unit("c", 0, 200, 300, 37.0))


def test_push_pop_identity_and_json_round_trip_with_a_battlefield() -> None:
    game = figure_battle()
    states = [game.state.to_json()]
    game.push(WoundPool("b", 3))   # B's rear rank destroyed; a Morale Test is owed
    states.append(game.state.to_json())
    assert game.state.engaged_before is not None
    game.push(MoraleTest("b", (1, 1, 1)))
    states.append(game.state.to_json())
    assert where(game, "a") == (600, 560)
    game.push(Place("c", 250.5, 333.25, 300.0))
    states.append(game.state.to_json())
    copy = ConquestBattle.from_json(json.loads(json.dumps(game.to_json())))
    assert copy.to_json() == game.to_json()
    assert copy.state.to_json() == game.state.to_json()
    assert copy.view() == game.view()
    again = type(game.state).from_json(json.loads(json.dumps(game.state.to_json())))
    assert again.to_json() == game.state.to_json()
    for expected in reversed(states[:-1]):
        game.pop()
        assert game.state.to_json() == expected
    game.redo()
    game.redo()
    assert game.state.to_json() == states[2]


def test_state_json_shape_with_a_battlefield() -> None:
    game = figure_battle()
    game.push(WoundPool("b", 3))
    data = game.state.to_json()
    assert data["battlefield"] == {"width": 1200.0, "depth": 1200.0}
    a = data["regiments"][0]
    assert a["position"] == {"x": 600.0, "y": 520.0, "facing": 0.0}
    assert a["footprint"] == {"width": 40.0, "depth": 40.0}
    assert data["engaged_before"]["a"] == {"stands": 3, "engagements": [
        {"enemy": "b", "edges": [["front", "rear"]], "stands": 3, "enemy_stands": 3}]}
    view = game.view()
    assert view["casualties_pending"] is True
    assert view_of(game, "a")["engagement"] == "stranded"


def test_battles_without_a_battlefield_keep_their_shape() -> None:
    game = battle(regiment("a", stands=6), regiment("e", player=1, stands=3))
    game.push(SetContacts("a", "r1f0", ("e",)))
    view = game.view()
    assert "battlefield" not in view and "engagement" not in view["regiments"][0]
    assert game.state.to_json()["battlefield"] is None
    assert game.state.to_json()["regiments"][0]["position"] is None
    assert game.regiment("a").stand("r1f0").contacts == ["e"]


def test_place_event_json_and_repr() -> None:
    event = Place("a", 600.5, 20, 37.0)
    assert ConquestBattle.event_from_json(json.loads(json.dumps(event.to_json()))) == event
    assert eval(repr(event)) == event


def bad(path: str, value: Any) -> dict[str, Any]:
    """A battle setup with one value replaced, by a dotted path."""
    setup: dict[str, Any] = {
        "battlefield": {"width": 1200, "depth": 1200},
        "regiments": [unit("a", 0, 600, 520), unit("b", 1, 600, 600)],
    }
    node: Any = setup
    *parents, last = path.split(".")
    for key in parents:
        node = node[int(key)] if key.isdigit() else node[key]
    node[int(last) if last.isdigit() else last] = value
    return setup


@pytest.mark.parametrize(("setup", "field", "words"), [
    (bad("battlefield", [1200, 1200]), "setup.battlefield", "must be an object"),
    (bad("battlefield.width", 0), "setup.battlefield.width", "at least 100"),
    (bad("battlefield.depth", "4 ft"), "setup.battlefield.depth", "must be a number"),
    (bad("battlefield.height", 3), "setup.battlefield.height", "unknown key"),
    (bad("regiments.0.position.x", None), "setup.regiments[0].position.x", "must be a number"),
    (bad("regiments.0.position.y", True), "setup.regiments[0].position.y", "must be a number"),
    (bad("regiments.0.position.facing", "north"), "setup.regiments[0].position.facing",
     "must be a number"),
    (bad("regiments.0.position.z", 1), "setup.regiments[0].position.z", "unknown key"),
    (bad("regiments.1.footprint", {"width": 2, "depth": 40}),
     "setup.regiments[1].footprint.width", "at least 5"),
    (bad("regiments.1.footprint", {"width": 40}), "setup.regiments[1].footprint.depth",
     "is required"),
    (bad("regiments.0.position", {"x": 1190, "y": 520}), "setup.regiments[0].position",
     "off the battlefield"),
    (bad("regiments.1.position", {"x": 600, "y": 510}), "setup.regiments[1].position",
     "A and B would overlap: the Stand at front rank, left end of B is on the Stand at "
     "front rank, left end of A (C-17)"),
    (bad("battlefield", None), "setup.regiments[0].position", "needs a battlefield"),
    (bad("engaged_before", {"zz": {"stands": 1, "engagements": []}}),
     "setup.engaged_before.zz", "not a Regiment"),
    (bad("engaged_before", {"a": {"stands": 3, "engagements": [
        {"enemy": "b", "edges": [["front", "top"]], "stands": 1, "enemy_stands": 1}]}}),
     "setup.engaged_before.a.engagements[0].edges[0]", "two edge names"),
])
def test_bad_battlefield_data_names_the_field(setup: dict[str, Any], field: str,
                                              words: str) -> None:
    with pytest.raises(InvalidData) as err:
        ConquestBattle.new(setup)
    assert err.value.field == field
    assert words in str(err.value)


def test_a_place_s_verdict_says_whether_it_moved_or_turned() -> None:
    """C-17: a Place is said as what it did ("Moved", "Turned to face 90°"), not "Done"."""
    from aftermath.conquest.outcome import outcome

    game = table(regiment("a", stands=3), regiment("b", player=1, stands=3))
    game.push(Place("b", 300, 900, 180))
    said = []
    for event in (Place("a", 600, 600), Place("a", 600, 700), Place("a", 600, 700, 90),
                  Place("a", 500, 700, 0)):
        before = game.state
        after, steps = game.preview(event)
        said.append(outcome(before, after, event, steps)["verdict"])
        game.push(event)
    assert said == ["Placed on the table, facing 0°", "Moved", "Turned to face 90°",
                    "Moved and turned to face 0°"]
