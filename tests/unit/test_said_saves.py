"""Old saves of every system open with each step of their log said by its message: a
log is the events replayed, so each step is made again with its id and arguments, and
the page's English catalogue says what the step's English text says."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from aftermath.campaign import CampaignAftermath
from aftermath.conquest import ConquestBattle
from aftermath.history import Game
from aftermath.ninth_age import NinthAgeBattle

from .test_said_catalogue import said_by_the_page

FIXTURES = Path(__file__).parent / "fixtures"

# (file, the key holding the saved game or None for the whole file, the system's class)
SAVES: list[tuple[str, str | None, type[Game[Any]]]] = [
    ("conquest-save-v1-before-checkpoints.json", "game", ConquestBattle),
    ("conquest-save-battlefield-before-charge.json", "game", ConquestBattle),
    ("conquest-save-before-auxiliaries.json", "game", ConquestBattle),
    ("conquest-save-v1-phalanx-plain-pool.json", "played", ConquestBattle),
    ("ninth-age-save-losses.json", None, NinthAgeBattle),
    ("campaign-save-wound-rolls.json", None, CampaignAftermath),
]


@pytest.mark.parametrize(("name", "key", "cls"), SAVES, ids=[s[0] for s in SAVES])
def test_an_old_save_opens_with_every_step_said_by_its_message(
        name: str, key: str | None, cls: type[Game[Any]]) -> None:
    saved = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    game = cls.from_json(saved if key is None else saved[key])
    steps = [s for _, made in game.history() for s in made]
    assert steps
    assert [s.text for s in steps if s.said is None] == []
    assert all("msg" in s.to_json() for s in steps)
    said = [s.said for s in steps if s.said is not None]
    assert said_by_the_page("en", said) == [s.text for s in steps]
