"""A share in the engine's words, each a message id with its arguments beside its
English (the pattern of ``conquest/morale_words.py``): a profile pack's one button, a
link refused as too big, and a pack too large for QR codes. A link's preview says what
it carries by its kind's title (``systems.LinkKind.title_msg``)."""

from __future__ import annotations

from aftermath.said import Said, sentence

# Each link kind's title (``systems.LinkKind.title``) by the key the refusal's message
# selects it on: a kind not here (or titled otherwise) is refused in English only.
TITLES = {
    "conquest_battle": "Conquest battle", "conquest_game": "Conquest battle",
    "conquest_regiment": "Conquest Regiment", "conquest_profile": "Conquest Regiment profile",
    "conquest_list": "Conquest army list", "conquest_pack": "Conquest profile pack",
    "ninth_age_battle": "Ninth Age battle", "ninth_age_game": "Ninth Age battle",
    "ninth_age_unit": "Ninth Age Unit", "ninth_age_profile": "Ninth Age Unit profile",
    "ninth_age_list": "Ninth Age army list", "ninth_age_pack": "Ninth Age profile pack",
    "campaign_roster": "warband roster",
}

# What a link would hold too much of: its English, given the count and the most.
TOO_MUCH = {
    "items": lambda count, most: f"{count:,} items, the most is {most:,}",
    "depth": lambda count, most: f"nested {count} deep, the most is {most}",
    "bytes": lambda count, most: f"{count:,} bytes of data, the most is {most:,}",
    "characters": lambda count, most: f"{count:,} characters, the most is {most:,}",
}


def too_big(kind: str, title: str, what: str, count: int, most: int) -> Said:
    """A link of ``kind`` (titled ``title``) refused: it would hold ``count`` of
    ``what`` (a key of ``TOO_MUCH``), more than ``most``."""
    text = f"This {title} is too big for a link: {TOO_MUCH[what](count, most)}."
    key = kind.replace(".", "_")
    if TITLES.get(key) != title:
        return Said("", text)
    return sentence("wk-too-big", text, kind=key, what=what, count=count, most=most)


def pack_too_large(count: int, most: int) -> Said:
    """A pack of ``count`` profiles that no ``most`` QR codes could carry."""
    return sentence("wk-pack-too-large",
                    f"This pack of {count} profiles is too large for QR codes (it would need "
                    f"more than {most} codes): send the link or the file instead.",
                    count=count, most=most)


def pack_offer(count: int, faction: str) -> Said:
    """A profile pack's one button: its profiles added to Muster."""
    return sentence("report-line-pack-offer",
                    f"Add {count} profile{'' if count == 1 else 's'} of {faction}",
                    count=count, faction=faction)
