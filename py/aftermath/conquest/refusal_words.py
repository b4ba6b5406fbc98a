"""The Conquest engine's refusals (RuleViolation reasons), each a message id with its
arguments beside its English, as morale_words.py does for the C-12 refusals: a count
goes in as a number, a name as written."""

from __future__ import annotations

from aftermath.said import Said, sentence


# A Regiment or Character gone (C-3, C-5, C-9, C-16, C-17, C-28).
def already_destroyed(regiment: str) -> Said:
    return sentence("conquest-refused-already-destroyed", f"{regiment} is already destroyed",
                    regiment=regiment)


def destroyed(regiment: str) -> Said:
    return sentence("conquest-refused-destroyed", f"{regiment} is destroyed", regiment=regiment)


def destroyed_no_rally(regiment: str) -> Said:
    return sentence("conquest-refused-destroyed-no-rally",
                    f"{regiment} is destroyed and cannot Rally", regiment=regiment)


def destroyed_no_heal(regiment: str) -> Said:
    return sentence("conquest-refused-destroyed-no-heal",
                    f"{regiment} is destroyed and cannot be Healed", regiment=regiment)


def character_removed(character: str) -> Said:
    return sentence("conquest-refused-character-removed", f"{character} has been removed",
                    character=character)


def character_already_removed(character: str) -> Said:
    return sentence("conquest-refused-character-already-removed",
                    f"{character} has already been removed", character=character)


# What a Broken Regiment cannot do (C-9, C-15, C-28).
def broken_no_heal(regiment: str) -> Said:
    return sentence("conquest-refused-broken-no-heal",
                    f"{regiment} is Broken: a Broken Regiment cannot be Healed",
                    regiment=regiment)


def broken_no_restore(regiment: str) -> Said:
    return sentence("conquest-refused-broken-no-restore",
                    f"{regiment} is Broken: a Broken Regiment cannot be Healed or have Stands "
                    "Restored", regiment=regiment)


def broken_no_charge(regiment: str) -> Said:
    return sentence("conquest-refused-broken-no-charge",
                    f"{regiment} is Broken: a Broken Regiment cannot Charge (Ch6)",
                    regiment=regiment)


def not_broken(regiment: str) -> Said:
    return sentence("conquest-refused-not-broken", f"{regiment} is not Broken",
                    regiment=regiment)


def no_bravery(regiment: str) -> Said:
    return sentence("conquest-refused-no-bravery", f"{regiment} does not have Bravery",
                    regiment=regiment)


# The Round (C-16).
def max_rounds(rounds: int) -> Said:
    return sentence("conquest-refused-max-rounds", f"a battle holds at most {rounds} Rounds",
                    rounds=rounds)


# The battlefield, contacts and pushes (C-17 to C-19).
def no_battlefield_to_push() -> Said:
    return sentence("conquest-refused-no-battlefield-to-push",
                    "this battle has no battlefield: nobody is pushed")


def pushed_after_the_test() -> Said:
    return sentence("conquest-refused-pushed-after-the-test",
                    "Stranded Regiments are pushed after the Morale Test's casualties: choose "
                    "their order with that test")


def nothing_to_push() -> Said:
    return sentence("conquest-refused-nothing-to-push",
                    "no Regiment is Stranded by this action: there is nothing to push")


def not_engaged_before(regiment: str) -> Said:
    return sentence("conquest-refused-not-engaged-before",
                    f"{regiment} was not engaged before this action: it cannot be Stranded or "
                    "pushed", regiment=regiment)


def contacts_from_positions() -> Said:
    return sentence("conquest-refused-contacts-from-positions",
                    "on a battlefield, contacts follow from the positions: move Regiments with "
                    "Place instead")


def no_battlefield_to_place() -> Said:
    return sentence("conquest-refused-no-battlefield-to-place",
                    "this battle has no battlefield to place Regiments on")


def casualties_not_complete() -> Said:
    return sentence("conquest-refused-casualties-not-complete",
                    "the last action's casualties are not complete yet")


def enemy_not_placed(enemy: str, attacker: str) -> Said:
    return sentence("conquest-refused-enemy-not-placed",
                    f"{enemy} is not on the battlefield yet: Move it onto the battlefield "
                    f"first, then {attacker} can charge one of its edges",
                    enemy=enemy, attacker=attacker)
