"""The Conquest step-log sentences of Healing, Rally, the Round, Characters' Wounds,
Charges, Stranded Regiments and Stand losses (C-3, C-5, C-7, C-14 to C-19, C-27, C-29),
each a message id with its arguments beside its English, as morale_words.py does for
the Morale Test: a count goes in as a number, a choice of words as a key, a name as
written."""

from __future__ import annotations

from aftermath.said import Said, sentence


def _s(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def _stands(n: int) -> str:
    return f"{n} {_s(n, 'Stand', 'Stands')}"


# Healing (C-7, C-29): ``source`` is the named heal's key ("regeneration") or "none",
# ``source_words`` its English.
def heals_with(regiment: str, points: int, source: str, source_words: str) -> Said:
    named = f" ({source_words})" if source != "none" else ""
    return sentence("conquest-heals-with",
                    f"{regiment} Heals with {points} {_s(points, 'Heal Point', 'Heal Points')}"
                    f"{named}", regiment=regiment, points=points, source=source)


def regeneration_skips() -> Said:
    return sentence("conquest-regeneration-skips",
                    "Regeneration skips the Regiment's Characters")


def healing_done(spent: int, lost: int, unused: int) -> Said:
    return sentence("conquest-healing-done",
                    f"Healing done: {spent} spent" + (f", {lost} lost (no room)" if lost else "")
                    + (f", {unused} unused" if unused else ""),
                    spent=spent, lost=lost, unused=unused)


def regeneration_of(points: int, character: str, healed: int, lost: int) -> Said:
    return sentence("conquest-regeneration-of",
                    f"Regeneration {points} of {character}: {healed} "
                    f"{_s(healed, 'Wound Marker', 'Wound Markers')} healed"
                    + (f", {lost} lost" if lost else ""),
                    points=points, character=character, healed=healed, lost=lost)


def character_heals(character: str, healed: int) -> Said:
    return sentence("conquest-character-heals",
                    f"Character {character} heals {healed} "
                    f"{_s(healed, 'Wound Marker', 'Wound Markers')}",
                    character=character, healed=healed)


# A Character's Wounds (C-3).
def character_removed(character: str) -> Said:
    return sentence("conquest-character-removed",
                    f"Character {character} is removed as a casualty", character=character)


def character_markers(character: str, markers: int) -> Said:
    return sentence("conquest-character-markers",
                    f"Character {character} has {markers} "
                    f"{_s(markers, 'Wound Marker', 'Wound Markers')}",
                    character=character, markers=markers)


def character_no_morale(regiment: str) -> Said:
    return sentence("conquest-character-no-morale",
                    f"No Morale Test for {regiment}: a Character's own Wounds are not "
                    "a Wound Pool", regiment=regiment)


def character_removed_with(character: str, regiment: str) -> Said:
    return sentence("conquest-character-removed-with",
                    f"Character {character} is removed with the last Stand of {regiment}, "
                    "as a casualty", character=character, regiment=regiment)


# Rally and the Round (C-15, C-16, C-19).
def rallies(regiment: str, was_broken: bool, stands: int) -> Said:
    was = "broken" if was_broken else "steady"
    return sentence("conquest-rallies",
                    f"{regiment} Rallies" + (": no longer Broken" if was_broken else "")
                    + f"; Broken is now counted from {_stands(stands)}",
                    regiment=regiment, was=was, stands=stands)


def round_begins(round: int) -> Said:
    return sentence("conquest-round-begins",
                    f"Round {round} begins: every Regiment's Broken count starts again",
                    round=round)


def still_broken(regiment: str, stands: int) -> Said:
    return sentence("conquest-still-broken",
                    f"{regiment} is still Broken: Shattered is now counted from "
                    f"{_stands(stands)}", regiment=regiment, stands=stands)


def active_player(player: str) -> Said:
    return sentence("conquest-active-player", f"{player} is the Active Player", player=player)


# A Charge (C-17): ``edge`` is the enemy's edge's key ("left"), ``edge_words`` its English.
def charges(regiment: str, edge: str, edge_words: str, enemy: str, stands: int,
            enemy_stands: int) -> Said:
    return sentence("conquest-charges",
                    f"{regiment} Charges the {edge_words} of {enemy}: {_stands(stands)} "
                    f"against {enemy_stands} in contact", regiment=regiment, edge=edge,
                    enemy=enemy, stands=stands, enemy_stands=enemy_stands)


# Stand losses (C-5, C-14, C-15, C-27).
def excess_ignored(excess: int) -> Said:
    return sentence("conquest-excess-ignored",
                    f"{excess} excess {_s(excess, 'Wound', 'Wounds')} ignored: no Stand left "
                    "to take them", excess=excess)


def dauntless(regiment: str, lost: int, stands: int) -> Said:
    return sentence("conquest-dauntless",
                    f"{regiment} is Dauntless: lost {lost} of {_stands(stands)} this Round, "
                    "and is never Broken", regiment=regiment, lost=lost, stands=stands)


def broken(regiment: str, lost: int, stands: int, needed: int) -> Said:
    return sentence("conquest-broken",
                    f"{regiment} is Broken: lost {lost} of {_stands(stands)} this Round "
                    f"(half, rounded up, is {needed})",
                    regiment=regiment, lost=lost, stands=stands, needed=needed)


def shattered(regiment: str, lost: int, stands: int, needed: int) -> Said:
    return sentence("conquest-shattered",
                    f"{regiment} is Shattered: lost {lost} of the {_stands(stands)} it had "
                    f"when Broken (half, rounded up, is {needed}); all Stands removed",
                    regiment=regiment, lost=lost, stands=stands, needed=needed)


def destroyed(regiment: str) -> Said:
    return sentence("conquest-destroyed", f"{regiment} has no Stands left and is destroyed",
                    regiment=regiment)


# Stranded Regiments and Press the Attack (C-18, C-19).
def back_in_contact(regiment: str) -> Said:
    return sentence("conquest-back-in-contact",
                    f"{regiment} is back in contact after an earlier push: no longer Stranded",
                    regiment=regiment)


def stays_unengaged(regiment: str) -> Said:
    return sentence("conquest-stays-unengaged",
                    f"{regiment} stays out of contact: it is Unengaged", regiment=regiment)


def not_stranded_after_all(regiment: str) -> Said:
    return sentence("conquest-not-stranded-after-all",
                    f"{regiment} is not Stranded after all: it is not pushed",
                    regiment=regiment)


# Contacts on the table (C-17): the edges that touch, each "its <own edge> against their
# <edge>", the edges as keys (front, right, rear, left), listed as the language lists parts.
def edge_pair(own: str, theirs: str) -> Said:
    return sentence("conquest-edge-pair", f"its {own} against their {theirs}",
                    own=own, theirs=theirs)


def in_contact(regiment: str, enemy: str, stands: int, enemy_stands: int,
               edges: tuple[tuple[str, str], ...], *, also: bool = False) -> Said:
    """A Regiment placed or charging, in contact with ``enemy`` (``also``: an enemy
    besides the one it charged)."""
    parts = tuple(edge_pair(a, b) for a, b in edges)
    listed = ", ".join(p.text for p in parts)
    said = (f"in contact with {enemy}: {_stands(stands)} against {enemy_stands} ({listed})")
    if also:
        return sentence("conquest-also-in-contact", f"{regiment} is also {said}", *parts,
                        regiment=regiment, enemy=enemy, stands=stands,
                        enemy_stands=enemy_stands)
    return sentence("conquest-in-contact", f"{regiment} is {said}", *parts,
                    regiment=regiment, enemy=enemy, stands=stands, enemy_stands=enemy_stands)


def name(name: str) -> Said:
    """A Regiment's name as one part of a list of them."""
    return sentence("conquest-name", name, name=name)


def out_of_contact(names: list[str]) -> Said:
    """C-18 while a Morale Test is owed: the Regiments out of contact, settled after it."""
    parts = tuple(name(n) for n in names)
    return sentence("conquest-out-of-contact",
                    f"Out of contact: {', '.join(names)}; Stranded Regiments are settled "
                    "after the Morale Test's casualties", *parts)
