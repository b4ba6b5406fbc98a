"""The aftermath screens' sentences: a lost model's results so far (its story, a list
of sentences the page joins with "; "), why its next roll is owed, and a captive's
standing (W-1 to W-6). Each is a message id with its arguments beside its English, as
campaign/step_words.py's: a table's result goes in as its key, a name as written."""

from __future__ import annotations

from collections.abc import Sequence

from aftermath.campaign.step_words import key, notes
from aftermath.places import possessive
from aftermath.said import Arg, Said, sentence

SEPARATOR = "; "


def text(story: Sequence[Said]) -> str:
    """A story's English, its sentences joined as the page joins them."""
    return SEPARATOR.join(s.text for s in story)


def unrecoverable() -> Said:
    return sentence("campaign-story-unrecoverable", "killed in an unrecoverable way: dead (W-2)")


def awaiting_recovery() -> Said:
    return sentence("campaign-story-awaiting-recovery", "awaiting the Recovery roll")


def awaiting_fate() -> Said:
    return sentence("campaign-story-awaiting-fate", "awaiting the Casualty Fate roll")


def recovery(die: int, number: int, result: str) -> Said:
    """``result``: dead, survived, or trooper (survived; no Casualty Fate for it)."""
    said = {"dead": "dead", "survived": "survived",
            "trooper": "survived (Troopers roll no Casualty Fate)"}[result]
    return sentence("campaign-story-recovery",
                    f"Recovery {die} (needed {number} or less): {said}", die=die,
                    number=number, result=result)


def fate(die: int, fate: str) -> Said:
    return sentence("campaign-story-fate", f"Casualty Fate {die}: {fate}", die=die,
                    fate=key(fate))


def wound(location: str, items: Sequence[dict[str, Arg]]) -> Said:
    """A Wound's location and (its part) its notes."""
    if not items:
        return sentence("campaign-story-wound-bare", f"{location} ()", location=key(location))
    said = notes(items)
    return sentence("campaign-story-wound", f"{location} ({said.text})", said,
                    location=key(location))


def wounds_to_go(owed: int) -> Said:
    return sentence("campaign-story-wounds-to-go", f"{owed} Wound Table roll(s) to go",
                    owed=owed)


def retired_blind() -> Said:
    return sentence("campaign-story-retired-blind", "retired blind")


def captive(how: str) -> Said:
    """A captive's standing: exchanged, bought back, executed, or waiting for its own
    side's rolls (own) or the other side's (other)."""
    said = {"exchanged": "exchanged", "bought back": "bought back", "executed": "executed",
            "own": "held captive, waiting for its side's other rolls",
            "other": "held captive, waiting for the other side"}[how]
    return sentence("campaign-story-captive", said, how=key(how))


def _a(number: int) -> str:
    """English's article before a number said aloud: "an 8", "an 11", "an 18", "a 6"."""
    return "an" if number in (8, 11, 18) else "a"


# Why a roll is owed (W-1 to W-4).
def why_recovery(name: str, force: str, outcome: str, number: int,
                 undead_bonus: int | None) -> Said:
    undead = f" (+{undead_bonus}: Undead)" if undead_bonus is not None else ""
    return sentence("campaign-why-recovery",
                    f"{name} was lost in the battle; {possessive(force)} outcome is {outcome}: "
                    f"{name} lives on {_a(number)} {number} or less{undead} (W-1, W-2)", name=name,
                    force=force, outcome=key(outcome), number=number,
                    apostrophe="s" if possessive(force).endswith("'s") else "bare",
                    undead="yes" if undead_bonus is not None else "no",
                    bonus=undead_bonus or 0)


def why_fate(name: str, kind: str, trooper: bool) -> Said:
    who = ("its roster keeps trooper fates" if trooper
           else "Leaders, Individuals, Heroes and Specialists roll for their fate")
    return sentence("campaign-why-fate", f"{name} survived and is a {kind}; {who} (W-3)",
                    name=name, kind=key(kind))


def why_wound(name: str, fate: str, done: int, rolls: int) -> Said:
    return sentence("campaign-why-wound",
                    f"{name} is {fate}: Wound Table roll {done} of {rolls} (W-4)", name=name,
                    fate=key(fate), done=done, rolls=rolls)
