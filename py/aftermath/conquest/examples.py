"""Ready-made battles built from the rule texts' worked examples, so a first visit can
play at once. Sizes are chosen so each example plays exactly as its text says (the
Morale examples have 3 Stands or fewer at the test: no size bonus, per the rulings)."""

from __future__ import annotations

from typing import Any

from aftermath.said import Said, sentence

Json = dict[str, Any]


def _words(title: Said, about: Said) -> Json:
    """An example's title and what it shows, in English and as messages the page says."""
    return {"title": title.text, "title_msg": title.to_json(), "about": about.text,
            "about_msg": about.to_json()}


def _regiment(id: str, name: str, player: int, stands: int, files: int, wounds: int,
              resolve: int, **extra: Any) -> Json:
    return {"id": id, "name": name, "player": player, "stands": stands, "files": files,
            "wounds": wounds, "resolve": resolve, **extra}


EXAMPLES: list[Json] = [
    {
        "id": "ch5-men-at-arms",
        **_words(sentence("example-men-at-arms-title", "Men-at-Arms (Wounds 4)"),
                  sentence("example-men-at-arms-about", "Chapter 5: a Wound Pool of 2, then "
                           "one of 6 on a Regiment of Wounds 4.")),
        "setup": {"players": ["Player 1", "Player 2"], "regiments": [
            _regiment("maa", "Men-at-Arms", 0, 6, 3, 4, 2, command=False),
            _regiment("foe", "Enemy Regiment", 1, 6, 3, 3, 2),
        ]},
    },
    {
        "id": "ch5-household-knights",
        **_words(sentence("example-household-knights-title",
                           "Cavalry and Household Knights (Wounds 4)"),
                  sentence("example-household-knights-about", "Chapter 5: Cavalry suffer 5 "
                           "Wounds twice; Household Knights Heal 6.")),
        "setup": {"players": ["Player 1", "Player 2"], "regiments": [
            _regiment("cav", "Cavalry", 0, 6, 3, 4, 3, kind="cavalry", command=False),
            _regiment("hk", "Household Knights", 0, 4, 2, 4, 3, kind="cavalry", command=False,
                      characters=[{"id": "marshal", "name": "Marshal", "wounds": 3,
                                   "resolve": 4}]),
            _regiment("foe", "Enemy Regiment", 1, 6, 3, 3, 2),
        ]},
    },
    {
        "id": "ch6-press-the-attack",
        **_words(sentence("example-press-the-attack-title", "Press the Attack (Fig 6.1)"),
                  sentence("example-press-the-attack-about", "Chapter 6: A fights B's rear. "
                           "A Wound Pool of 3 removes B's rear rank; A is Stranded and "
                           "pushed back into contact.")),
        "setup": {"players": ["Player 1", "Player 2"],
                  "battlefield": {"width": 600, "depth": 600},
                  "regiments": [
                      _regiment("a", "Regiment A", 0, 3, 3, 1, 3, command=False,
                                position={"x": 300, "y": 180, "facing": 0}),
                      _regiment("b", "Regiment B", 1, 9, 3, 1, 3, command=False,
                                position={"x": 300, "y": 300, "facing": 0}),
                  ]},
    },
    {
        "id": "ch6-morale",
        **_words(sentence("example-morale-title",
                           "Militia (Resolve 2) and Order of the Crimson Tower (Resolve 4)"),
                  sentence("example-morale-about", "Chapter 6: Militia roll 1, 2, 3, 3, 6; "
                           "the Crimson Tower roll 1, 3, 6.")),
        "setup": {"players": ["Player 1", "Player 2"], "regiments": [
            _regiment("militia", "Militia", 0, 4, 2, 5, 2, command=False),
            _regiment("crimson", "Order of the Crimson Tower", 1, 3, 3, 4, 4, command=False),
        ]},
    },
]


def examples() -> list[Json]:
    """The worked examples, each with its id, title, what it shows and its setup."""
    return [dict(example) for example in EXAMPLES]
