"""The Conquest rulings clarified this round, C-3 and C-22: one test for each of their
sentences, each failing when the engine stops following that sentence."""

from __future__ import annotations

from typing import Any

from aftermath.conquest import (
    CharacterWounds,
    ConquestBattle,
    Heal,
    MoraleTest,
    SetContacts,
    WoundPool,
    morale,
)
from aftermath.conquest.outcome import outcome
from aftermath.report import build

from .conquest_helpers import battle, regiment


def texts(steps: list[Any], rule: str) -> list[str]:
    return [s.text for s in steps if s.rule == rule]


def with_heroes(stands: int = 3, *, wounds: int = 1, **kw: Any) -> dict[str, Any]:
    """A Regiment with two Characters: Ben (Resolve 4) and Cy."""
    return regiment("a", name="A", stands=stands, files=3, wounds=wounds, resolve=3,
                    command=False, characters=[
                        {"id": "ben", "name": "Ben", "wounds": 3, "resolve": 4},
                        {"id": "cy", "name": "Cy", "wounds": 2, "resolve": 2}], **kw)


# -- C-3 ---------------------------------------------------------------------------------
def test_c3_the_wound_pool_never_allocates_to_a_character() -> None:
    game = battle(with_heroes())
    steps = game.push(WoundPool("a", 5, morale=False))
    r = game.regiment("a")
    result = ([c.markers for c in r.characters], [s.data.get("stand") for s in steps
                                                   if s.rule.startswith("C-4.")],
              next(s.data["excess"] for s in steps if "excess" in s.data))
    expected = ([0, 0], ["r0f0", "r0f2", "r0f1"], 2)
    assert result == expected


def test_c3_characters_count_as_stands_for_the_resolve_size_bonus() -> None:
    """3 Stands and 2 Characters are 5 Stands: +1 (C-11), on Ben's Resolve 4."""
    target = morale.resolve(battle(with_heroes()).regiment("a"))
    result = (target.size, target.size_bonus, target.value)
    expected = (5, 1, 5)
    assert result == expected


def test_c3_characters_count_as_stands_for_the_broken_count() -> None:
    """4 Stands and 2 Characters: 6 at the start of the Round, Broken at 3 lost; without
    the Characters 2 lost would already break it."""
    game = battle(with_heroes(4))
    game.push(WoundPool("a", 2, morale=False))
    assert not game.regiment("a").broken
    steps = game.push(WoundPool("a", 1, morale=False))
    result = texts(steps, "C-14")
    expected = ["A is Broken: lost 3 of 6 Stands this Round (half, rounded up, is 3)"]
    assert result == expected


def test_c3_characters_count_as_stands_for_the_shattered_count() -> None:
    """6 Stands and 2 Characters, Broken at 4 lost with 4 left (2 Stands, 2 Characters):
    Shattered at 2 more, so one Stand lost is not enough, Ben removed too is."""
    game = battle(with_heroes(6))
    game.push(WoundPool("a", 4, morale=False))
    assert game.regiment("a").broken_at == 4
    game.push(WoundPool("a", 1, morale=False))
    assert not game.regiment("a").shattered
    steps = game.push(CharacterWounds("a", "ben", 3))
    result = texts(steps, "C-15")
    expected = ["A is Shattered: lost 2 of the 4 Stands it had when Broken (half, rounded "
                "up, is 2); all Stands removed"]
    assert result == expected


def test_c3_a_character_s_own_wounds_cause_no_morale_test_and_the_log_says_why() -> None:
    """Ch6 tests Morale once a Wound Pool's Wounds are allocated; a Character's Wounds
    (a Duel) are not allocated from one (C-3): nothing is owed, and the log says so."""
    game = battle(with_heroes())
    for wounds, character in ((1, "ben"), (2, "cy")):  # Ben wounded, Cy removed
        steps = game.push(CharacterWounds("a", character, wounds))
        result = (texts(steps, "C-3")[-1], game.regiment("a").pending_morale)
        expected = ("No Morale Test for A: a Character's own Wounds are not a Wound Pool", 0)
        assert result == expected


def test_c3_characters_are_healed_first() -> None:
    game = battle(with_heroes(wounds=2))
    game.push(WoundPool("a", 1, morale=False))
    game.push(CharacterWounds("a", "ben", 1))
    steps = game.push(Heal("a", 1))
    r = game.regiment("a")
    result = (texts(steps, "C-7"), r.character("ben").markers, sum(s.markers for s in r.stands))
    expected = (["A Heals with 1 Heal Point", "Character Ben heals 1 Wound Marker",
                 "Healing done: 1 spent"], 0, 1)
    assert result == expected


def test_c3_a_character_removed_is_never_restored() -> None:
    game = battle(with_heroes())
    game.push(CharacterWounds("a", "cy", 2))
    game.push(WoundPool("a", 1, morale=False))
    game.push(Heal("a", 6))
    r = game.regiment("a")
    result = (r.character("cy").destroyed, len(r.alive_stands))
    expected = (True, 3)
    assert result == expected


def test_c3_characters_fall_with_the_last_stand_and_the_log_names_each() -> None:
    game = battle(with_heroes(), regiment("k", name="K", player=1, stands=3))
    steps = game.push(WoundPool("a", 3, morale=False))
    result = [(s.rule, s.text) for s in steps
              if s.rule == "C-3" or s.data.get("status") == "destroyed"]
    expected = [("C-3", "Character Ben is removed with the last Stand of A, as a casualty"),
                ("C-3", "Character Cy is removed with the last Stand of A, as a casualty"),
                ("C-5", "A has no Stands left and is destroyed")]
    assert result == expected
    assert all(c.destroyed for c in game.regiment("a").characters)


def test_c3_characters_falling_with_the_last_stand_count_as_losses() -> None:
    """3 Stands and 2 Characters removed: 5 losses this Round (C-14), in the Regiment's
    count, the verdict's and the report's."""
    game = battle(with_heroes(), regiment("k", name="K", player=1, stands=3))
    before = game.state
    event = WoundPool("a", 3, morale=False)
    after, steps = game.preview(event)
    verdict = outcome(before, after, event, steps)
    game.push(event)
    result = (game.regiment("a").losses, verdict["lost_this_round"],
              build(game).totals[0].counts["stands_lost"])
    expected = (5, 5, 5)
    assert result == expected


def test_c3_characters_fall_with_a_shattered_regiment_and_the_log_names_each() -> None:
    """6 Stands and 2 Characters, Broken with 4 left (2 Stands, Ben and Cy); a Stand and
    then Ben lost Shatter it: the last Stand and Cy are removed with it."""
    game = battle(with_heroes(6))
    game.push(WoundPool("a", 4, morale=False))
    game.push(WoundPool("a", 1, morale=False))
    steps = game.push(CharacterWounds("a", "ben", 3))
    result = [(s.rule, s.text) for s in steps if s.rule in ("C-3", "C-15")]
    expected = [
        ("C-3", "Character Ben is removed as a casualty"),
        ("C-15", "A is Shattered: lost 2 of the 4 Stands it had when Broken (half, rounded "
                 "up, is 2); all Stands removed"),
        ("C-3", "Character Cy is removed with the last Stand of A, as a casualty")]
    assert result == expected
    assert game.regiment("a").characters[1].destroyed


def test_c3_a_battle_that_ends_a_regiment_with_characters_reopens_the_same() -> None:
    game = battle(with_heroes(), regiment("k", name="K", player=1, stands=3))
    game.push(WoundPool("a", 3, morale=False))
    reopened = ConquestBattle.from_json(game.to_json())
    result = reopened.regiment("a").to_json()
    expected = game.regiment("a").to_json()
    assert result == expected


# -- C-22 --------------------------------------------------------------------------------
def terrified(*special: dict[str, Any], resolve: int = 3) -> ConquestBattle:
    """Militia (3 Stands, no size bonus) and Knights with Terrifying 1 (Ben on the
    Knights has Terrifying 2)."""
    return battle(
        regiment("m", name="Militia", stands=3, files=3, wounds=4, resolve=resolve,
                 special_rules=list(special)),
        regiment("k", name="Knights", player=1, stands=3, files=3, wounds=4,
                 special_rules=[{"name": "Terrifying", "x": 1}]))


def resolve_after(game: ConquestBattle, pool: WoundPool) -> int:
    game.push(pool)
    return morale.resolve(game.regiment(pool.regiment)).value


def test_c22_terrifying_of_a_source_in_contact_reduces_the_targets_resolve_by_x() -> None:
    result = resolve_after(terrified(), WoundPool("m", 1, source="k", harm="clash"))
    expected = 2
    assert result == expected


def test_c22_a_source_not_named_brings_no_terrifying() -> None:
    result = resolve_after(terrified(), WoundPool("m", 1, harm="clash"))
    expected = 3
    assert result == expected


def test_c22_the_highest_x_among_the_sources_stands_and_characters() -> None:
    game = battle(
        regiment("m", name="Militia", stands=3, files=3, wounds=4, resolve=3),
        regiment("k", name="Knights", player=1, stands=3, files=3, wounds=4,
                 special_rules=[{"name": "Terrifying", "x": 1}],
                 characters=[{"id": "ben", "name": "Ben", "wounds": 3, "resolve": 4,
                              "special_rules": [{"name": "Terrifying", "x": 2}]}]))
    result = resolve_after(game, WoundPool("m", 1, source="k", harm="clash"))
    expected = 1
    assert result == expected


def test_c22_clash_charge_and_duel_sources_are_in_contact_by_definition() -> None:
    result = [resolve_after(terrified(), WoundPool("m", 1, source="k", harm=h))
              for h in ("clash", "charge", "duel")]
    expected = [2, 2, 2]
    assert result == expected


def test_c22_a_volley_or_spell_source_is_terrifying_only_in_contact() -> None:
    apart = [resolve_after(terrified(), WoundPool("m", 1, source="k", harm=h))
             for h in ("volley", "spell")]
    touching = []
    for h in ("volley", "spell"):
        game = terrified()
        game.push(SetContacts("m", "r0f1", ("k",)))
        touching.append(resolve_after(game, WoundPool("m", 1, source="k", harm=h,
                                                      morale=True)))
    result = (apart, touching)
    expected = ([3, 3], [2, 2])
    assert result == expected


def test_c22_fearless_or_bravery_ignore_it_even_when_broken() -> None:
    result = []
    for rule in ("Fearless", "Bravery"):
        game = terrified({"name": rule})
        game.push(WoundPool("m", 8, morale=False))  # 2 of 3 Stands lost: Broken
        assert game.regiment("m").broken
        result.append(resolve_after(game, WoundPool("m", 1, source="k", harm="clash")))
    expected = [3, 3]  # the lowest Resolve 3, no size bonus, nothing taken off
    assert result == expected


def test_c22_fearless_does_not_raise_resolve_it_only_ignores_terrifying() -> None:
    game = terrified({"name": "Fearless"})
    result = resolve_after(game, WoundPool("m", 1, harm="clash"))
    expected = 3
    assert result == expected


def test_c22_a_broken_target_still_suffers_terrifying() -> None:
    game = terrified()
    game.push(WoundPool("m", 8, morale=False))
    assert game.regiment("m").broken
    result = resolve_after(game, WoundPool("m", 1, source="k", harm="clash"))
    expected = 2
    assert result == expected


def test_c22_contact_is_judged_before_the_pools_casualties_are_removed() -> None:
    """The Knights touch only the Militia's lone rear Stand, the one the Volley
    destroys: the source was in contact when the pool was made, so Terrifying counts
    though no Stand touches the Knights once the casualties are removed."""
    game = battle(
        regiment("m", name="Militia", stands=4, files=3, wounds=1, resolve=3),
        regiment("k", name="Knights", player=1, stands=3, files=3, wounds=4,
                 special_rules=[{"name": "Terrifying", "x": 1}]))
    game.push(SetContacts("m", "r1f1", ("k",)))
    game.push(WoundPool("m", 1, source="k", harm="volley", morale=True))
    r = game.regiment("m")
    result = (len(r.alive_stands), r.enemies_in_contact(), morale.resolve(r).value)
    expected = (3, set(), 2)
    assert result == expected


def test_c22_terrifying_applies_to_that_pools_morale_test_only() -> None:
    game = terrified()
    game.push(WoundPool("m", 1, source="k", harm="clash"))
    game.push(MoraleTest("m", (1,)))
    result = resolve_after(game, WoundPool("m", 1, harm="clash"))
    expected = 3
    assert result == expected


def test_c22_on_a_battlefield_a_volley_is_terrifying_when_the_table_has_its_source_touching(
) -> None:
    """A (Terrifying 1) fights B's rear on the table; C, with the same rule, stands off.
    A Volley from A brings it, one from C does not: the battlefield says who touches."""
    from .test_conquest_battlefield_helpers import table, unit
    scary = [{"name": "Terrifying", "x": 1}]
    result = []
    for source in ("a", "c"):
        game = table(unit("a", 0, 600, 520, special_rules=scary),
                     unit("c", 0, 200, 200, special_rules=scary),
                     unit("b", 1, 600, 600, stands=6, wounds=2))
        result.append(resolve_after(game, WoundPool("b", 1, source=source, harm="volley",
                                                    morale=True)))
    expected = [3, 4]  # Resolve 3, size bonus +1 (6 Stands), Terrifying -1 from A only
    assert result == expected


def test_c3_the_verdict_names_the_characters_that_fall_with_the_last_stand() -> None:
    game = battle(with_heroes(), regiment("k", name="K", player=1, stands=3))
    event = WoundPool("a", 3, morale=False)
    after, steps = game.preview(event)
    result = outcome(game.state, after, event, steps)["verdict"]
    expected = "3 Wounds suffered; 3 Stands lost with Ben and Cy -> DESTROYED"
    assert result == expected
