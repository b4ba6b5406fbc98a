"""Special rules that change casualties and Morale (C-20 to C-29): each ruling pinned by
a test that fails when it is broken, and the hand cases of the rulings' section."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from aftermath.conquest import ConquestBattle, MoraleTest, WoundPool
from aftermath.conquest.outcome import outcome
from aftermath.conquest.regiment import Regiment
from aftermath.dice import seeded
from aftermath.errors import InvalidData

from .conquest_helpers import battle, regiment


def rules(*named: Any) -> list[dict[str, Any]]:
    out = []
    for n in named:
        name, _, x = n.partition(" ")
        if x.isdigit():
            out.append({"name": name, "x": int(x)})
        else:
            out.append({"name": n})
    return out


def militia(*special: str) -> dict[str, Any]:
    return regiment("m", name="Militia", stands=3, files=3, wounds=4, resolve=2,
                    special_rules=rules(*special))


def knights(*special: str) -> dict[str, Any]:
    return regiment("k", name="Knights", player=1, stands=3, files=3, wounds=4, resolve=3,
                    special_rules=rules(*special))


def tower(*special: str) -> dict[str, Any]:
    return regiment("t", name="Crimson Tower", stands=3, files=3, wounds=4, resolve=4,
                    special_rules=rules(*special))


def texts(steps: list[Any]) -> list[str]:
    return [s.text for s in steps]


def rule_steps(steps: list[Any], rule: str) -> list[str]:
    return [s.text for s in steps if s.rule == rule]


# -- C-20 --------------------------------------------------------------------------------
def test_c20_special_rules_kept_on_a_regiment_and_unknown_names_change_nothing() -> None:
    r = Regiment.new({**militia(), "special_rules": [
        {"name": "indomitable", "x": 1}, {"name": "Shield Wall"}]})
    result = r.to_json()["special_rules"]
    expected = [{"name": "Indomitable", "x": 1}, {"name": "Shield Wall"}]
    assert result == expected
    assert Regiment.from_json(r.to_json()).to_json() == r.to_json()
    plain = battle(militia(), knights())
    shielded = battle(militia("Shield Wall"), knights())
    logs = []
    for g in (plain, shielded):
        logs.append(texts(g.push(WoundPool("m", 5, source="k", harm="clash")))
                    + texts(g.push(MoraleTest("m", (1, 2, 3, 3, 6)))))
    result_state = shielded.regiment("m").to_json()
    assert result_state.pop("special_rules") == [{"name": "Shield Wall"}]
    assert result_state == plain.regiment("m").to_json()
    assert logs[0] == logs[1]


def test_c20_a_regiment_without_rules_writes_no_special_rules_key() -> None:
    r = Regiment.new(militia())
    assert "special_rules" not in r.to_json()
    assert "pending_source" not in r.to_json()


@pytest.mark.parametrize(("rule", "field", "value"), [
    ({"name": "x" * 41}, "regiment.special_rules[0].name", "x" * 41),
    ({"name": "Indomitable", "x": 0}, "regiment.special_rules[0].x", 0),
    ({"name": "Terrifying", "x": 7}, "regiment.special_rules[0].x", 7),
    ({"name": "Terrifying", "x": -1}, "regiment.special_rules[0].x", -1),
    ({"name": "Terrifying"}, "regiment.special_rules[0].x", None),
    ({"name": "Fearless", "x": 2}, "regiment.special_rules[0].x", 2),
])
def test_c20_bad_rules_are_refused_naming_field_and_value(rule: dict[str, Any], field: str,
                                                          value: Any) -> None:
    with pytest.raises(InvalidData) as err:
        Regiment.new({**militia(), "special_rules": [rule]})
    assert (err.value.field, err.value.value) == (field, value)


def test_c20_fearless_on_a_character_does_not_make_the_regiment_fearless() -> None:
    hero = {"id": "h", "name": "Hero", "wounds": 3, "resolve": 2,
            "special_rules": [{"name": "Fearless"}]}
    game = battle({**militia(), "characters": [hero]}, knights("Terrifying 1"))
    game.push(WoundPool("m", 5, source="k", harm="clash"))
    resolve = game.state.regiment("m")
    # 2 Stands and the Hero: 3, no size bonus; Terrifying still applies.
    from aftermath.conquest import morale
    assert morale.resolve(resolve).value == 1


# -- C-21 --------------------------------------------------------------------------------
@pytest.mark.parametrize(("harm", "tests"), [
    ("clash", True), ("charge", True), ("duel", True), ("volley", False), ("spell", True),
    ("decay", False), ("aura_of_death", False), ("lethal_demise", False), ("other", True)])
def test_c21_the_kind_of_harm_sets_whether_the_pool_causes_morale_tests(harm: str,
                                                                        tests: bool) -> None:
    game = battle(militia(), knights())
    game.push(WoundPool("m", 2, source="k", harm=harm))
    assert (game.regiment("m").pending_morale > 0) == tests
    assert WoundPool("m", 2, harm=harm).morale == tests


def test_c21_the_player_can_override_the_harm_either_way() -> None:
    game = battle(militia(), knights())
    game.push(WoundPool("m", 2, source="k", harm="volley", morale=True))
    assert game.regiment("m").pending_morale == 2
    assert WoundPool("m", 2, harm="clash", morale=False).to_json()["morale"] is False


def test_c21_a_source_must_be_an_enemy_regiment() -> None:
    game = battle(militia(), regiment("f", name="Friends"), knights())
    before = game.to_json()
    with pytest.raises(InvalidData) as err:
        game.push(WoundPool("m", 2, source="f"))
    assert (err.value.field, err.value.value) == ("source", "f")
    with pytest.raises(InvalidData) as err:
        game.push(WoundPool("m", 2, source="nobody"))
    assert (err.value.field, err.value.value) == ("source", "nobody")
    assert game.to_json() == before


def test_c21_a_pool_naming_nothing_saves_its_arc_the_front() -> None:
    # Saved with its arc, so that it reads as the front when the battle is opened again;
    # a saved pool naming no arc at all was made when it had none (test_conquest_saved_plain_pools).
    result = WoundPool("m", 3).to_json()
    expected = {"kind": "wound_pool", "regiment": "m", "wounds": 3, "morale": True,
                "arc": "front"}
    assert result == expected


def test_c21_the_arc_defaults_to_the_front_without_a_battlefield() -> None:
    game = battle(tower(), knights())
    game.push(WoundPool("t", 3, source="k"))
    source = game.regiment("t").pending_source
    assert source is not None and source.arc == "front"
    game.pop()
    assert game.regiment("t").pending_source is None


# -- C-22 --------------------------------------------------------------------------------
def test_c22_terrifying_militia_hand_case_four_fails() -> None:
    game = battle(militia(), knights("Terrifying 1"))
    game.push(WoundPool("m", 5, source="k", harm="clash"))
    assert game.regiment("m").count() == 2
    steps = game.push(MoraleTest("m", (1, 2, 3, 3, 6)))
    assert rule_steps(steps, "C-22") == ["Terrifying 1 (Knights): Resolve 2 -> 1"]
    result = steps[[s.rule for s in steps].index("C-12")].data["failed"]
    expected = 4
    assert result == expected


def test_c22_terrifying_ignored_by_fearless_militia_three_fails() -> None:
    game = battle(militia("Fearless"), knights("Terrifying 1"))
    game.push(WoundPool("m", 5, source="k", harm="clash"))
    steps = game.push(MoraleTest("m", (1, 2, 3, 3, 6)))
    assert rule_steps(steps, "C-22") == [
        "Terrifying 1 (Knights) ignored: Militia has Fearless"]
    result = next(s.data["failed"] for s in steps if s.rule == "C-12")
    expected = 3
    assert result == expected


def test_c22_bravery_ignores_terrifying_too_and_broken_still_suffers_it() -> None:
    game = battle(militia("Bravery"), knights("Terrifying 2"))
    game.push(WoundPool("m", 5, source="k", harm="clash"))
    from aftermath.conquest import morale
    assert morale.resolve(game.state.regiment("m")).value == 2
    broken = battle({**militia(), "stands": 2}, knights("Terrifying 2"))
    broken.push(WoundPool("m", 4, source="k", harm="clash"))
    r = broken.state.regiment("m")
    assert r.broken and morale.resolve(r).value == 0  # lowest 2, no bonus, -2


def test_c22_a_volley_out_of_contact_is_not_terrifying() -> None:
    game = battle(militia(), knights("Terrifying 1"))
    game.push(WoundPool("m", 5, source="k", harm="volley", morale=True))
    steps = game.push(MoraleTest("m", (1, 2, 3, 3, 6)))
    assert rule_steps(steps, "C-22") == []


def test_c22_terrifying_of_a_character_counts_highest_x() -> None:
    beast = {"id": "b", "name": "Beast", "wounds": 3, "resolve": 3,
             "special_rules": [{"name": "Terrifying", "x": 2}]}
    game = battle(militia(), {**knights("Terrifying 1"), "characters": [beast]})
    game.push(WoundPool("m", 5, source="k", harm="duel"))
    source = game.regiment("m").pending_source
    assert source is not None and source.terrifying == 2


# -- C-23 --------------------------------------------------------------------------------
def test_c23_crimson_tower_flank_rerolls_the_passes_two_fails() -> None:
    game = battle(tower(), knights())
    game.push(WoundPool("t", 3, source="k", harm="clash", arc="flank"))
    steps = game.push(MoraleTest("t", (1, 3, 6), rerolls=(4, 5)))
    assert rule_steps(steps, "C-23") == ["Flank: 2 passes re-rolled"]
    result = next(s.data["failed"] for s in steps if s.rule == "C-12")
    expected = 2
    assert result == expected
    assert game.to_json()["events"][-1]["rerolls"] == [4, 5]


def test_c23_the_verdict_s_dice_say_which_passes_were_rolled_again() -> None:
    """The first roll's passes are marked re-rolled, and the re-rolls are judged on their
    own: a "Why?" never shows a first-roll pass as a pass that stood."""
    game = battle(tower(), knights())
    game.push(WoundPool("t", 3, source="k", harm="clash", arc="flank"))
    event = MoraleTest("t", (1, 3, 6), rerolls=(5, 1))
    after, steps = game.preview(event)
    out = outcome(game.state, after, event, steps)
    assert out is not None
    result = ([(d["value"], d["passed"], d.get("rerolled", False)) for d in out["dice"]],
              [(d["value"], d["passed"]) for d in out["rerolls"]], out["failed"])
    expected = ([(1, True, True), (3, True, True), (6, False, False)],
                [(5, False), (1, True)], 2)
    assert result == expected


def test_c23_a_front_test_marks_no_die_rerolled() -> None:
    game = battle(tower(), knights())
    game.push(WoundPool("t", 3, source="k", harm="clash"))
    event = MoraleTest("t", (1, 3, 6))
    after, steps = game.preview(event)
    out = outcome(game.state, after, event, steps)
    assert out is not None and "rerolls" not in out
    assert [d.get("rerolled", False) for d in out["dice"]] == [False, False, False]


def test_c23_iron_discipline_one_fail_and_no_reroll() -> None:
    game = battle(tower("Iron Discipline"), knights())
    game.push(WoundPool("t", 3, source="k", harm="clash", arc="flank"))
    steps = game.push(MoraleTest("t", (1, 3, 6)))
    assert rule_steps(steps, "C-23") == [
        "Flank: Iron Discipline, the passed dice are not re-rolled"]
    assert next(s.data["failed"] for s in steps if s.rule == "C-12") == 1
    with pytest.raises(InvalidData) as err:
        game.pop()
        game.push(MoraleTest("t", (1, 3, 6), rerolls=(4, 5)))
    assert err.value.field == "rerolls"


@pytest.mark.parametrize("rerolls", [(4,), (4, 5, 6)])
def test_c23_rerolled_dice_must_match_the_passes(rerolls: tuple[int, ...]) -> None:
    game = battle(tower(), knights())
    game.push(WoundPool("t", 3, source="k", arc="rear"))
    before = game.to_json()
    with pytest.raises(InvalidData) as err:
        game.push(MoraleTest("t", (1, 3, 6), rerolls=rerolls))
    assert (err.value.field, err.value.value) == ("rerolls", list(rerolls))
    assert game.to_json() == before
    from aftermath.conquest import morale
    with pytest.raises(InvalidData) as err:
        morale.take(game.state.regiment("t"), (1, 3, 6), None)
    assert (err.value.field, err.value.value) == ("rerolls", None)


def test_c23_the_app_rolls_the_rerolls_and_makes_the_same_record_as_entered() -> None:
    rolled = battle(tower(), knights())
    rolled.push(WoundPool("t", 3, source="k", arc="flank"))
    event = MoraleTest("t").with_rolls(rolled.state, seeded(7))
    assert isinstance(event, MoraleTest) and event.dice is not None
    entered = battle(tower(), knights())
    entered.push(WoundPool("t", 3, source="k", arc="flank"))
    a = rolled.push(event)
    b = entered.push(MoraleTest("t", event.dice, rerolls=event.rerolls))
    assert texts(a) == texts(b)
    assert rolled.to_json() == entered.to_json()


# -- C-24 --------------------------------------------------------------------------------
def test_c24_phalanx_adds_one_from_the_front_only() -> None:
    from aftermath.conquest import morale
    front = battle(tower("Phalanx"), knights())
    front.push(WoundPool("t", 3, source="k"))
    assert morale.resolve(front.state.regiment("t")).value == 5
    flank = battle(tower("Phalanx"), knights())
    flank.push(WoundPool("t", 3, source="k", arc="flank"))
    assert morale.resolve(flank.state.regiment("t")).value == 4


# -- C-25, C-26 ---------------------------------------------------------------------------
def test_c25_indomitable_one_with_three_fails_leaves_two() -> None:
    game = battle(tower("Indomitable 1"), knights())
    game.push(WoundPool("t", 3, source="k"))
    steps = game.push(MoraleTest("t", (5, 6, 6)))
    assert rule_steps(steps, "C-25") == ["Indomitable 1: one failure counts as passed"]
    assert next(s.data["failed"] for s in steps if s.rule == "C-12") == 2


@pytest.mark.parametrize(("dice", "wounds"), [((5, 6, 6), 2), ((1, 2, 6), 1)])
def test_c26_oblivious_one_wound_per_two_failures_rounding_up(dice: tuple[int, ...],
                                                              wounds: int) -> None:
    game = battle(tower("Oblivious"), knights())
    game.push(WoundPool("t", 3, source="k"))
    steps = game.push(MoraleTest("t", dice))
    failed = 3 if wounds == 2 else 1
    assert rule_steps(steps, "C-26") == [
        f"Oblivious: {failed} failure{'s' if failed != 1 else ''} -> "
        f"{wounds} Wound{'s' if wounds != 1 else ''}"]
    markers = sum(s.markers for s in game.regiment("t").stands) + 4 * sum(
        s.destroyed for s in game.regiment("t").stands)
    assert markers == 3 + wounds


def test_c25_c26_order_indomitable_before_oblivious_after_rerolls() -> None:
    game = battle(tower("Indomitable 1", "Oblivious"), knights())
    game.push(WoundPool("t", 3, source="k", arc="rear"))
    steps = game.push(MoraleTest("t", (1, 3, 6), rerolls=(6, 6)))
    order = [s.rule for s in steps if s.rule in ("C-23", "C-25", "C-26", "C-12")]
    assert order == ["C-23", "C-25", "C-26", "C-12"]
    assert rule_steps(steps, "C-26") == ["Oblivious: 2 failures -> 1 Wound"]


# -- C-27 --------------------------------------------------------------------------------
def test_c27_dauntless_losing_all_but_one_stand_is_never_broken() -> None:
    game = battle(regiment("d", stands=6, wounds=1, special_rules=[{"name": "Dauntless"}]))
    steps = game.push(WoundPool("d", 5, morale=False))
    r = game.regiment("d")
    assert (r.broken, r.shattered, len(r.alive_stands), r.losses) == (False, False, 1, 5)
    assert len(rule_steps(steps, "C-27")) == 1
    plain = battle(regiment("d", stands=6, wounds=1))
    plain.push(WoundPool("d", 5, morale=False))
    assert plain.regiment("d").shattered


def _played(game: ConquestBattle) -> ConquestBattle:
    return ConquestBattle.from_json(game.to_json())


def test_c21_old_saves_open_and_write_back_unchanged(tmp_path: Any) -> None:
    game = battle(militia(), knights())
    game.push(WoundPool("m", 5))
    game.push(MoraleTest("m", (1, 2, 3, 3, 6)))
    saved = game.to_json()
    assert _played(game).to_json() == saved


# -- C-28 --------------------------------------------------------------------------------
def test_c28_bravery_then_one_more_loss_same_round_breaks_again_with_new_b() -> None:
    from aftermath.conquest import Bravery, Rally
    from aftermath.errors import RuleViolation
    game = battle(regiment("b", stands=8, wounds=1, special_rules=[{"name": "Bravery"}]))
    game.push(WoundPool("b", 4, morale=False))
    r = game.regiment("b")
    assert (r.broken, r.broken_at) == (True, 4)
    steps = game.push(Bravery("b"))
    r = game.regiment("b")
    assert (r.broken, r.baseline, r.losses) == (False, 8, 4)
    assert rule_steps(steps, "C-28")
    game.push(WoundPool("b", 1, morale=False))
    r = game.regiment("b")
    assert (r.broken, r.broken_at, r.shattered) == (True, 3, False)
    with pytest.raises(RuleViolation):
        battle(regiment("p", stands=8, wounds=1)).push(Bravery("p"))
    steady = battle(regiment("b", stands=8, wounds=1, special_rules=[{"name": "Bravery"}]))
    with pytest.raises(RuleViolation):
        steady.push(Bravery("b"))
    # A Rally resets the baseline; Bravery does not (C-16 vs C-28).
    rallied = battle(regiment("b", stands=8, wounds=1, special_rules=[{"name": "Bravery"}]))
    rallied.push(WoundPool("b", 4, morale=False))
    rallied.push(Rally("b"))
    rallied.push(WoundPool("b", 1, morale=False))
    assert not rallied.regiment("b").broken


# -- C-29 --------------------------------------------------------------------------------
def test_c29_regeneration_skips_a_wounded_character() -> None:
    from aftermath.conquest import CharacterWounds, Heal
    hero = {"id": "h", "name": "Hero", "wounds": 3, "resolve": 3}
    game = battle(regiment("r", stands=4, wounds=2, characters=[hero]))
    game.push(CharacterWounds("r", "h", 2))
    game.push(WoundPool("r", 1, morale=False))
    game.push(Heal("r", 3, source="regeneration"))
    r = game.regiment("r")
    assert r.characters[0].markers == 2
    assert sum(s.markers for s in r.alive_stands) == 0
    plain = battle(regiment("r", stands=4, wounds=2, characters=[hero]))
    plain.push(CharacterWounds("r", "h", 2))
    plain.push(Heal("r", 3))
    assert plain.regiment("r").characters[0].markers == 0


def test_c29_a_characters_own_regeneration_heals_only_itself() -> None:
    from aftermath.conquest import CharacterWounds, Heal
    hero = {"id": "h", "name": "Hero", "wounds": 3, "resolve": 3}
    game = battle(regiment("r", stands=4, wounds=2, characters=[hero]))
    game.push(CharacterWounds("r", "h", 1))
    game.push(WoundPool("r", 1, morale=False))
    steps = game.push(Heal("r", 3, source="regeneration", character="h"))
    r = game.regiment("r")
    assert (r.characters[0].markers, sum(s.markers for s in r.alive_stands)) == (0, 1)
    assert rule_steps(steps, "C-29") == ["Regeneration 3 of Hero: 1 Wound Marker healed, 2 lost"]


def test_c29_fanatical_devotion_heals_three_and_biotic_renewal_a_die() -> None:
    from aftermath.conquest import Heal
    assert Heal("r", source="fanatical_devotion").points == 3
    with pytest.raises(InvalidData) as err:
        Heal("r", 4, source="fanatical_devotion")
    assert (err.value.field, err.value.value) == ("event.points", 4)
    cavalry = battle(regiment("c", kind="cavalry", stands=3, wounds=3))
    cavalry.push(WoundPool("c", 2, morale=False))
    with pytest.raises(InvalidData) as err:
        cavalry.push(Heal("c", 4, source="biotic_renewal"))
    assert (err.value.field, err.value.value) == ("points", 4)
    rolled = Heal("c", source="biotic_renewal").with_rolls(cavalry.state, seeded(3))
    assert isinstance(rolled, Heal) and rolled.points is not None and 1 <= rolled.points <= 3
    cavalry.push(rolled)


def test_c29_decay_rolls_stands_times_x_and_fives_and_sixes_wound_without_tests() -> None:
    from aftermath.conquest import Decay
    game = battle(regiment("z", stands=3, wounds=2))
    with pytest.raises(InvalidData) as err:
        game.push(Decay("z", 2, (1, 2, 3)))
    assert err.value.field == "dice"
    steps = game.push(Decay("z", 2, (5, 6, 1, 2, 3, 6)))
    r = game.regiment("z")
    assert (len(r.alive_stands), r.pending_morale) == (2, 0)
    assert rule_steps(steps, "C-29")[0].startswith("Decay 2: 3 Stands roll 6 dice, 3 of them")
    rolled = Decay("z", 1).with_rolls(game.state, seeded(1))
    assert isinstance(rolled, Decay) and rolled.dice is not None and len(rolled.dice) == 2
    for bad in (0, 7):
        with pytest.raises(InvalidData):
            Decay("z", bad)


# -- C-21 and C-22 on a battlefield ------------------------------------------------------
def _flanked() -> ConquestBattle:
    from .test_conquest_battlefield_helpers import table, unit
    return table(unit("maa", 0, 600, 600, name="Men-at-Arms", wounds=4, resolve=2),
                 unit("kn", 1, 660, 580, 270, stands=1, files=1, name="Knights",
                      special_rules=[{"name": "Terrifying", "x": 1}]),
                 unit("far", 1, 200, 200, stands=1, files=1, name="Bowmen"))


def test_c21_on_a_battlefield_the_arc_comes_from_the_contact() -> None:
    from .test_conquest_battlefield_helpers import view_of
    game = _flanked()
    assert view_of(game, "maa")["pool_source"] == {
        "default": "kn", "choices": [{"regiment": "kn", "name": "Knights", "arc": "flank"}]}
    steps = game.push(WoundPool("maa", 3, source="kn", harm="clash"))
    source = game.regiment("maa").pending_source
    assert source is not None and (source.arc, source.terrifying) == ("flank", 1)
    assert rule_steps(steps, "C-21") == [
        "Wound Pool from Knights, Clash, Wounds from the flank"]
    assert view_of(game, "maa")["morale"]["reroll"] is True


def test_c21_an_arc_the_battlefield_contradicts_is_refused_and_changes_nothing() -> None:
    game = _flanked()
    before = game.to_json()
    with pytest.raises(InvalidData) as err:
        game.push(WoundPool("maa", 3, source="kn", arc="front"))
    assert (err.value.field, err.value.value) == ("arc", "front")
    assert game.to_json() == before
    # A source out of contact leaves the arc to the player (a Volley from afar).
    game.push(WoundPool("maa", 3, source="far", harm="volley", arc="rear", morale=True))
    source = game.regiment("maa").pending_source
    assert source is not None and (source.arc, source.terrifying) == ("rear", 0)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(["front", "flank", "rear"]),
       st.sampled_from([[], [{"name": "Iron Discipline"}], [{"name": "Indomitable", "x": 2}],
                        [{"name": "Oblivious"}, {"name": "Phalanx"}]]),
       st.integers(1, 9))
def test_c13_c23_entered_and_app_rolled_dice_make_the_same_record(
        seed: int, arc: str, special: list[dict[str, Any]], pool: int) -> None:
    games = [battle({**tower(), "stands": 6, "special_rules": special}, knights("Terrifying 1"))
             for _ in range(2)]
    for g in games:
        g.push(WoundPool("t", pool, source="k", harm="clash", arc=arc))
    if not games[0].regiment("t").pending_morale:
        return
    rolled = MoraleTest("t").with_rolls(games[0].state, seeded(seed))
    assert isinstance(rolled, MoraleTest) and rolled.dice is not None
    a = games[0].push(MoraleTest("t"), rng=seeded(seed))
    b = games[1].push(MoraleTest("t", rolled.dice, rerolls=rolled.rerolls))
    assert texts(a) == texts(b)
    assert games[0].to_json() == games[1].to_json()


def test_c24_phalanx_is_ignored_while_broken() -> None:
    from aftermath.conquest import morale
    game = battle(regiment("p", stands=2, files=2, wounds=1, resolve=3,
                           special_rules=[{"name": "Phalanx"}]), knights())
    game.push(WoundPool("p", 1, source="k"))
    r = game.state.regiment("p")
    assert r.broken and morale.resolve(r).value == 3


def test_c23_the_report_judges_a_rerolled_test_by_the_two_roll_distribution() -> None:
    from fractions import Fraction

    from aftermath.report import build
    game = battle(tower(), knights())
    game.push(WoundPool("t", 3, source="k", arc="flank"))
    game.push(MoraleTest("t", (1, 3, 6), rerolls=(4, 5)))
    roll = build(game).rolls[0]
    # Resolve 4: a die fails on 5, 6 (1/3), or passes then fails: 1/3 + 2/3 * 1/3 = 5/9.
    assert roll.luck.actual == 2
    assert roll.luck.distribution.mean == 3 * Fraction(5, 9)
    assert roll.dice == (1, 3, 6, 4, 5)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 12), st.integers(1, 4), st.integers(1, 3), st.integers(0, 5),
       st.integers(0, 20), st.lists(st.integers(1, 6), min_size=40, max_size=40))
def test_c20_unknown_rules_and_no_rules_play_exactly_alike(stands: int, files: int,
                                                           wounds: int, resolve: int,
                                                           pool: int, dice: list[int]) -> None:
    spec = regiment("a", stands=stands, files=min(files, stands), wounds=wounds,
                    resolve=resolve)
    plain, ruled = battle(spec), battle({**spec, "special_rules": [{"name": "Shield Wall"}]})
    logs = []
    for g in (plain, ruled):
        out = texts(g.push(WoundPool("a", pool)))
        owed = g.regiment("a").pending_morale
        if owed:
            out += texts(g.push(MoraleTest("a", tuple(dice[:owed]))))
        logs.append(out)
    assert logs[0] == logs[1]
    state = ruled.state.to_json()
    assert state["regiments"][0].pop("special_rules") == [{"name": "Shield Wall"}]
    assert state == plain.state.to_json()
    assert "special_rules" not in json.dumps(plain.to_json())


@pytest.mark.parametrize(("edge", "arc", "rerolls"), [
    ("left", "flank", True), ("rear", "rear", True), ("front", "front", False)])
def test_c21_c23_a_charge_into_an_edge_sets_the_arc_of_its_wound_pool(edge: str, arc: str,
                                                                      rerolls: bool) -> None:
    from aftermath.conquest import Charge

    from .test_conquest_battlefield_helpers import table, unit, view_of
    game = table(unit("a", 0, 150, 150, name="Knights",
                      special_rules=[{"name": "Terrifying", "x": 1}]),
                 unit("b", 1, 600, 600, stands=6, files=3, name="Men-at-Arms"))
    game.push(Charge("a", "b", edge))
    assert view_of(game, "b")["pool_source"]["default"] == "a"
    game.push(WoundPool("b", 2, source="a", harm="charge"))
    source = game.regiment("b").pending_source
    assert source is not None and (source.arc, source.terrifying) == (arc, 1)
    assert view_of(game, "b")["morale"]["reroll"] is rerolls
