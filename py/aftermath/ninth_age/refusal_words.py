"""The Ninth Age's refusals (RuleViolation reasons), each a message id with its
arguments beside its English, as aftermath/conquest/refusal_words.py does; a Health
Pool goes in as step_words.pool_args says."""

from __future__ import annotations

from collections.abc import Mapping

from aftermath.said import Arg, Said, sentence


def choose_excess(excess: int, total: int) -> Said:
    """N-5: several attacks could have caused the excess losses; the attacker says which."""
    return sentence("ninth-refused-choose-excess",
                    f"{excess} of the {total} losses are excess: the attacking player must "
                    "choose which attacks caused them", excess=excess, total=total)


def pool_empty(pool: Mapping[str, Arg], title: str) -> Said:
    """N-2: ``title`` is the pool's English title (step_words.pool_title)."""
    return sentence("ninth-refused-pool-empty", f"{title} has no models left", **pool)


def unit_empty(unit: str) -> Said:
    return sentence("ninth-refused-unit-empty", f"{unit} has no models left", unit=unit)
