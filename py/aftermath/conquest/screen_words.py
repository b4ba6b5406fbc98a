"""What Conquest's screens show of the engine's beside the step log, each a message id
with its arguments beside its English: what Broken means (C-14), the kinds of harm a
Wound Pool may name (C-21), the heals a Heal may name (C-29) and what each known
special rule does in the app (C-20 to C-29).

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


# What each special rule the engine knows does in the app, by its name (C-20 to C-29).
_DOES: dict[str, Said] = {
    "Fearless": sentence("cq-does-fearless", "Ignores the Terrifying of the Regiment that "
                         "caused the Wounds."),
    "Bravery": sentence("cq-does-bravery", "Ignores Terrifying; at the start of its "
                        "Activation a Broken Regiment may stop being Broken (not a Rally: the "
                        "Round's count stays)."),
    "Dauntless": sentence("cq-does-dauntless", "Never Broken, so never Shattered; its losses "
                          "are still counted."),
    "Iron Discipline": sentence("cq-does-iron-discipline", "Does not re-roll passed Morale "
                                "dice against Wounds from the flank or rear."),
    "Phalanx": sentence("cq-does-phalanx", "+1 Resolve in Morale Tests against Wounds from "
                        "the front (not while Broken)."),
    "Oblivious": sentence("cq-does-oblivious", "Suffers 1 Wound for every 2 failed Morale "
                          "dice, rounding up."),
    "Indomitable": sentence("cq-does-indomitable", "X failed Morale dice count as passed, "
                            "after any re-rolls."),
    "Terrifying": sentence("cq-does-terrifying", "An enemy it is in contact with tests Morale "
                           "against its Wounds with Resolve -X (the highest X among its Stands "
                           "and Characters)."),
    "Regeneration": sentence("cq-does-regeneration", "A Heal of X that skips the Regiment's "
                             "Characters (taken as a Heal naming Regeneration)."),
    "Fanatical Devotion": sentence("cq-does-fanatical-devotion", "A Heal of 3 (taken as a Heal "
                                   "naming Fanatical Devotion)."),
    "Biotic Renewal": sentence("cq-does-biotic-renewal", "A Heal of a D6, or a D3 when not "
                               "Infantry, entered or rolled."),
    "Decay": sentence("cq-does-decay", "Each Stand of the Regiment it harms rolls X dice; each "
                      "5 or 6 is a Wound; no Morale Tests."),
}


def rule_does(name: str) -> Said:
    """What the known special rule ``name`` does in the app."""
    return _DOES[name]
