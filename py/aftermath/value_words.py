"""A value the engine describes in an error instead of quoting it ("2001 items", "12,345
characters", "3 auxiliary Stands"): a count and what it counts, as a message's arguments
beside the English the Python API has always said. The error's sentence then says it in
the player's language, the count formatted as the page's locale formats numbers."""

from __future__ import annotations

from aftermath.said import Said, sentence

# What is counted, and its English; each is a key of the catalogue's message.
NOUNS = {"items": "items", "characters": "characters", "auxiliary": "auxiliary Stands",
         "rolls": "rolls", "sides": "sides", "levels": "levels"}


def counted(n: int, what: str, *, grouped: bool = False) -> Said:
    """``n`` ``what`` (a key of :data:`NOUNS`); ``grouped``: the English writes the count
    with thousands separators ("12,345 characters"), as the message it replaces did."""
    text = f"{n:,}" if grouped else str(n)
    return sentence("tab-value-counted", f"{text} {NOUNS[what]}", n=n, what=what,
                    grouping="yes" if grouped else "no")
