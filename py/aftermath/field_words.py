"""What a field of the input must be, as the commonest errors of validation say it
(:class:`aftermath.errors.InvalidData`'s ``expected``): each a message id with its
arguments beside its English, as the rule systems' *_words.py modules do. The error
says "<field>: <this>, got <value>" (message ``invalid-data``, this its one part); a
bound goes in as a number, a list of keys or options as written."""

from __future__ import annotations

from aftermath.said import Said, sentence


def an_object() -> Said:
    return sentence("field-an-object", "must be an object")


def unknown_key(allowed: str) -> Said:
    """``allowed``: the keys allowed, as the input spells them, listed."""
    return sentence("field-unknown-key", f"unknown key (allowed: {allowed})", allowed=allowed)


def required() -> Said:
    return sentence("field-required", "is required")


def whole_number() -> Said:
    return sentence("field-whole-number", "must be a whole number")


def a_number() -> Said:
    return sentence("field-a-number", "must be a number")


def at_least(low: int | float) -> Said | str:
    """A whole bound as a message (a catalogue writes it); another (1e5) as Python does."""
    if isinstance(low, float):
        return f"must be at least {low}"
    return sentence("field-at-least", f"must be at least {low}", low=low)


def at_most(high: int | float) -> Said | str:
    if isinstance(high, float):
        return f"must be at most {high}"
    return sentence("field-at-most", f"must be at most {high}", high=high)


def text() -> Said:
    return sentence("field-text", "must be text")


def max_characters(n: int) -> Said:
    return sentence("field-max-characters", f"must be at most {n} characters", max=n)


def one_of(options: str) -> Said:
    """``options``: the choices, as the input spells them, listed."""
    return sentence("field-one-of", f"must be one of {options}", options=options)


def not_blank() -> Said:
    return sentence("field-not-blank", "must not be blank")


def true_or_false() -> Said:
    return sentence("field-true-or-false", "must be true or false")


def a_list() -> Said:
    return sentence("field-a-list", "must be a list")


def max_items(n: int) -> Said:
    return sentence("field-max-items", f"must have at most {n} items", max=n)


def identifier() -> Said:
    return sentence("field-identifier", "must be 1-64 letters, digits, '-', '_' or '.'")


# Dice a player entered (aftermath.dice).
def dice_list(sides: int) -> Said:
    return sentence("field-dice-list", f"must be a list of D{sides} results", sides=sides)


def die_result(sides: int) -> Said:
    return sentence("field-die-result", f"must be a D{sides} result from 1 to {sides}",
                    sides=sides)


def dice_count(count: int) -> Said:
    return sentence("field-dice-count", f"must hold exactly {count} dice, one per test",
                    count=count)


def entered_or_rolled() -> Said:
    return sentence("field-entered-or-rolled", "must be entered, or rolled by the app first")


# What a file, a link, a backup or the device's data holds wrongly (their readers and
# aftermath.data's rarer checks).
def at_most_in_size(size: int) -> Said:
    return sentence("field-at-most-in-size", f"must be at most {size:,} in size", size=size)


def whole_number_or_text() -> Said:
    return sentence("field-whole-number-or-text", "must be a whole number or text")


def finite_number(most: float) -> Said:
    """``most`` as Python writes it (``1e+09``): a text to a catalogue."""
    return sentence("field-finite-number", f"must be a finite number of at most {most:g}",
                    most=f"{most:g}")


def no_refused_character(character: str, at: int) -> Said:
    """``character``: its code point and Unicode name (``U+202E RIGHT-TO-LEFT OVERRIDE``)."""
    return sentence("field-no-refused-character",
                    f"must not hold {character} (character {at}): names hold no control, "
                    "bidirectional or invisible characters", character=character, at=at)


def lone_surrogate(at: int) -> Said:
    return sentence("field-lone-surrogate",
                    f"must be valid Unicode text (character {at} is a lone surrogate)", at=at)


def two_players() -> Said:
    return sentence("field-two-players", "must name exactly two players")


def exactly(value: str) -> Said:
    """``value``: the one value allowed, as Python shows it (``'conquest'``)."""
    return sentence("field-exactly", f"must be {value}", value=value)


def characters_long(length: int, most: int) -> Said:
    return sentence("field-characters-long", f"is {length:,} characters long; at most {most:,}",
                    length=length, most=most)


def holds_at_most_items(most: int) -> Said:
    return sentence("field-holds-at-most-items", f"holds at most {most} items", most=most)


def nested_too_deep(most: int) -> Said:
    return sentence("field-nested-too-deep",
                    f"is nested more than {most} levels deep (arrays and objects inside each "
                    "other); nothing this app writes is", most=most)


def not_a_json_number() -> Said:
    return sentence("field-not-a-json-number", "is not a number JSON allows")


def infinite_number() -> Said:
    return sentence("field-infinite-number",
                    "is a number too large to be kept (it reads as infinity)")


def held_twice() -> Said:
    return sentence("field-held-twice", "holds this id twice")


def answered_twice() -> Said:
    return sentence("field-answered-twice", "is answered twice")
