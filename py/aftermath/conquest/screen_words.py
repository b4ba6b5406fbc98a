"""What Conquest's screens show of the engine's beside the step log, each a message id
with its arguments beside its English: what Broken means (C-14), the kinds of harm a
Wound Pool may name (C-21) and the heals a Heal may name (C-29).

The English here is the Python API's and the fallback; the page says the same from
web/i18n/en.ftl (tests/unit/test_said_conquest_screens.py renders each both ways and
compares them), or from the player's language's catalogue. A choice of words goes in
as a key.
"""

from __future__ import annotations

from aftermath.said import Said, sentence

# What a Broken Regiment may not do or loses (C-14), each a line of its own, in the
# order the rule text lists them.
BROKEN_KEYS = ("resolve", "charge", "heal", "objectives", "inspired", "duel")


def broken_effect(key: str) -> Said:
    """One of the things Broken means (``key``: one of BROKEN_KEYS)."""
    if key == "resolve":
        return sentence("cq-broken-resolve", "uses its lowest Resolve, no size bonus, ignores "
                        "positive Resolve modifiers")
    if key == "charge":
        return sentence("cq-broken-charge", "cannot Charge")
    if key == "heal":
        return sentence("cq-broken-heal", "cannot be Healed or have Stands Restored")
    if key == "objectives":
        return sentence("cq-broken-objectives",
                        "Stands do not count toward Seizing Objective Zones")
    if key == "inspired":
        return sentence("cq-broken-inspired", "cannot benefit from Inspired")
    if key == "duel":
        return sentence("cq-broken-duel", "its Characters may not refuse a Duel")
    raise ValueError(f"no Broken effect {key!r}")


def broken_effects() -> tuple[Said, ...]:
    return tuple(broken_effect(k) for k in BROKEN_KEYS)


def harm_title(harm: str, text: str) -> Said:
    """A kind of harm's title (``harm``: its key, ``text``: its English title)."""
    return sentence("cq-harm-title", text, harm=harm)


def heal_title(source: str, text: str, points: int | None) -> Said:
    """A heal's title in the Heal's picker: ``source`` the named heal's key ("" for plain
    Heal Points, said as ``plain``), ``points`` its fixed Heal Points, if any."""
    return sentence("cq-heal-title", text, source=source or "plain", points=points or 0)
