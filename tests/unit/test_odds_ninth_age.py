"""Ninth Age odds: attacks against one Health Pool, the models they remove and the lost
Health Points carried over (N-2 to N-4), worked out by hand."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from aftermath.errors import InvalidData, RuleViolation
from aftermath.ninth_age import HealthPointLosses, NinthAgeBattle
from aftermath.ninth_age.odds import NinthAgeAttacks, ninth_age_odds

from .test_odds_fixtures import ninth_age_battle

F = Fraction


def trolls(carried: int = 1) -> NinthAgeBattle:
    game = NinthAgeBattle.new({"units": [{"id": "trolls", "name": "Trolls", "player": 0,
                                          "models": 10, "files": 5, "hp": 3}]})
    if carried:
        game.push(HealthPointLosses("trolls", "rank_and_file", carried))
    return game


def test_n2_ten_trolls_one_lost_carried_two_attacks() -> None:
    """10 Trolls of 3 HP with 1 lost HP carried over; 2 attacks hitting on 4+ and
    wounding on 4+, no save: each attack costs a HP with 1/2 * 1/2 = 1/4.
    - 0 losses, (3/4)^2 = 9/16: nothing removed, 1 carried;
    - 1 loss, 2 * 1/4 * 3/4 = 6/16: 1 + 1 = 2, under 3: nothing removed, 2 carried;
    - 2 losses, 1/16: 1 + 2 = 3, one whole Troll removed, 0 carried.
    The Troll removed is m10, the first the engine's default order takes from the rear
    rank (N-3: the rear rank stays centred)."""
    attacks = NinthAgeAttacks(2, hit=4, wound=4)
    result = ninth_age_odds(trolls().unit("trolls"), attacks)
    assert result.losses.probabilities == {0: F(9, 16), 1: F(6, 16), 2: F(1, 16)}
    assert result.models_removed.probabilities == {0: F(15, 16), 1: F(1, 16)}
    assert result.carried.probabilities == {0: F(1, 16), 1: F(9, 16), 2: F(6, 16)}
    assert result.models_removed.mean == F(1, 16)
    chances = result.removal_chances
    assert chances["m10"] == F(1, 16)
    assert sum(chances.values()) == F(1, 16)
    assert result.wiped_out == 0


def test_n2_the_worked_example_as_a_certain_batch() -> None:
    """10 Trolls lose 7: two removed, 1 carried; the same as the event."""
    result = ninth_age_odds(trolls(0).unit("trolls"), 7)
    assert result.models_removed.probabilities == {2: 1}
    assert result.carried.probabilities == {1: 1}
    assert {m for m, p in result.removal if p} == {"m6", "m10"}


def test_rolls_are_x_plus_and_a_natural_one_fails() -> None:
    result = [NinthAgeAttacks(1, hit=h, wound=w, armour=a, special=s).unsaved_chance
              for h, w, a, s in [(None, None, None, None), (1, None, None, None),
                                 (None, None, 4, 5), (None, None, 1, None),
                                 (None, None, 7, 7), (6, 6, None, None)]]
    expected = [F(1), F(5, 6), F(1, 2) * F(2, 3), F(1, 6), F(1), F(1, 36)]
    assert result == expected


def test_damage_costs_several_health_points_per_unsaved_wound() -> None:
    """One automatic wound of 2 damage: 1 carried + 2 = 3, one Troll, nothing carried."""
    result = ninth_age_odds(trolls().unit("trolls"), NinthAgeAttacks(1, damage=2))
    assert result.losses.probabilities == {2: 1}
    assert result.models_removed.probabilities == {1: 1}
    assert result.carried.probabilities == {0: 1}


def test_n2_excess_losses_wipe_the_pool_and_carry_nothing() -> None:
    game = NinthAgeBattle.new({"units": [{"id": "u", "name": "U", "player": 0, "models": 3,
                                          "files": 3, "hp": 1}]})
    result = ninth_age_odds(game.unit("u"), NinthAgeAttacks(5))
    assert result.losses.probabilities == {5: 1}
    assert result.models_removed.probabilities == {3: 1}
    assert result.wiped_out == 1


def test_n1_a_character_is_its_own_health_pool() -> None:
    """A Character of 2 HP takes 2 attacks wounding on 2+ (5/6 each)."""
    game = NinthAgeBattle.new({"units": [{"id": "u", "name": "U", "player": 0, "models": 5,
                                          "files": 3, "hp": 1, "characters": [
                                              {"id": "cap", "name": "Cap", "hp": 2}]}]})
    result = ninth_age_odds(game.unit("u"), NinthAgeAttacks(2, wound=2), pool="cap")
    assert result.models_removed.probabilities == {0: F(11, 36), 1: F(25, 36)}
    assert result.carried.probabilities == {0: F(1, 36) + F(25, 36), 1: F(10, 36)}
    assert result.removal_chances == {"cap": F(25, 36)}


def test_refused_for_a_pool_that_is_gone_or_unknown() -> None:
    game = NinthAgeBattle.new({"units": [{"id": "u", "name": "U", "player": 0, "models": 2,
                                          "files": 2, "hp": 1}]})
    with pytest.raises(InvalidData):
        ninth_age_odds(game.unit("u"), 1, pool="nobody")
    game.push(HealthPointLosses("u", "rank_and_file", 2))
    with pytest.raises(RuleViolation) as err:
        ninth_age_odds(game.unit("u"), 1)
    assert err.value.rule == "N-2"
    with pytest.raises(InvalidData):
        NinthAgeAttacks(1, hit=8)
    with pytest.raises(InvalidData):
        NinthAgeAttacks(1, damage=0)


@pytest.mark.parametrize("seed", range(30))
def test_every_distribution_adds_up_to_exactly_one(seed: int) -> None:
    rng = random.Random(seed)
    unit = ninth_age_battle(rng).unit("u")
    attacks = NinthAgeAttacks(rng.randint(0, 12), rng.choice([None, 2, 4]),
                              rng.choice([None, 3, 5]), rng.choice([None, 4, 7]),
                              rng.choice([None, 5, 6]), rng.randint(1, 3))
    result = ninth_age_odds(unit, attacks)
    for dist in (result.losses, result.models_removed, result.carried):
        assert dist.total == 1
    assert sum(p for _, p in result.outcomes) == 1
    assert sum(result.removal_chances.values()) == result.models_removed.mean


def test_n6_odds_one_sure_wound_of_d3_on_trolls_carrying_one() -> None:
    """One automatic unsaved wound of D3 on Trolls (3 HP) carrying 1: 1 + 1 = 2, no
    Troll; 1 + 2 = 3 and 1 + 3 = 4, one Troll each (1 carried after 4)."""
    result = ninth_age_odds(trolls().unit("trolls"), NinthAgeAttacks(1, multiple_wounds="D3"))
    assert result.losses.probabilities == {1: F(1, 3), 2: F(1, 3), 3: F(1, 3)}
    assert result.models_removed.probabilities == {0: F(1, 3), 1: F(2, 3)}
    assert result.carried.probabilities == {0: F(1, 3), 1: F(1, 3), 2: F(1, 3)}


def test_n6_odds_cap_each_wound_at_one_models_health_points() -> None:
    """D6 on 3 HP models: 4, 5 and 6 all cost 3."""
    result = ninth_age_odds(trolls(0).unit("trolls"), NinthAgeAttacks(1, multiple_wounds="D6"))
    assert result.losses.probabilities == {1: F(1, 6), 2: F(1, 6), 3: F(4, 6)}


def test_n6_odds_two_attacks_wounding_half_the_time_with_d3_plus_1() -> None:
    """Each attack: no wound 1/2, else 2, 3 (and 4 capped to 3) from D3+1: 1/6, 1/3."""
    attacks = NinthAgeAttacks(2, wound=4, multiple_wounds="D3+1")
    result = ninth_age_odds(trolls(0).unit("trolls"), attacks).losses.probabilities
    half, two, three = F(1, 2), F(1, 6), F(1, 3)
    expected = {0: half * half, 2: 2 * half * two, 3: 2 * half * three, 4: two * two,
                5: 2 * two * three, 6: three * three}
    assert result == expected
    assert sum(result.values()) == 1


def test_n6_odds_of_multiple_wounds_1_are_todays_odds() -> None:
    attacks = dict(count=5, hit=3, wound=4, armour=5)
    plain = ninth_age_odds(trolls().unit("trolls"), NinthAgeAttacks(**attacks))
    result = ninth_age_odds(trolls().unit("trolls"), NinthAgeAttacks(**attacks,
                                                                     multiple_wounds="1"))
    assert result == plain


def test_n6_odds_refuse_a_bad_die_and_damage_beside_it() -> None:
    with pytest.raises(InvalidData) as err:
        NinthAgeAttacks(1, multiple_wounds="D5")
    assert (err.value.field, err.value.value) == ("attacks.multiple_wounds", "D5")
    with pytest.raises(InvalidData) as err:
        NinthAgeAttacks(1, damage=2, multiple_wounds="D3")
    assert err.value.field == "attacks.damage"
