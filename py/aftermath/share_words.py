"""A shared link's preview in the engine's words, each a message id with its arguments
beside its English (the pattern of ``conquest/morale_words.py``): what a link carries,
by its kind, and a profile pack's one button."""

from __future__ import annotations

from aftermath.said import Said, sentence

# Each link kind's title (``systems.LinkKind.title``) by the key its message selects on.
TITLES = {
    "conquest_battle": "Conquest battle", "conquest_game": "Conquest battle",
    "conquest_regiment": "Conquest Regiment", "conquest_profile": "Conquest Regiment profile",
    "conquest_list": "Conquest army list", "conquest_pack": "Conquest profile pack",
    "ninth_age_battle": "Ninth Age battle", "ninth_age_game": "Ninth Age battle",
    "ninth_age_unit": "Ninth Age Unit", "ninth_age_profile": "Ninth Age Unit profile",
    "ninth_age_list": "Ninth Age army list", "ninth_age_pack": "Ninth Age profile pack",
    "campaign_roster": "warband roster",
}


def link_title(kind: str, title: str) -> Said:
    """What a link of ``kind`` carries; a kind without a message of its own is said in
    its English (``title``) by the page."""
    key = kind.replace(".", "_")
    if TITLES.get(key) != title:
        return Said("", title)
    return sentence("report-line-link-title", title, kind=key)


def pack_offer(count: int, faction: str) -> Said:
    """A profile pack's one button: its profiles added to Muster."""
    return sentence("report-line-pack-offer",
                    f"Add {count} profile{'' if count == 1 else 's'} of {faction}",
                    count=count, faction=faction)
