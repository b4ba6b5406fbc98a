"""Builders the campaign tests share (imported by the other test_campaign_* files)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Iterator
from typing import Any

import pytest

from aftermath import bridge
from aftermath.campaign import CampaignAftermath, Confirm, FateRoll, RecoveryRoll, WoundRoll


@pytest.fixture
def fresh_bridge() -> Iterator[None]:
    """Every game the test opened on the bridge is forgotten after it."""
    yield
    bridge.reset()


def ask(kind: str, **payload: Any) -> dict[str, Any]:
    """One bridge request, as the page sends it; the whole reply."""
    reply: dict[str, Any] = json.loads(bridge.handle(json.dumps(
        {"id": 1, "type": kind, "payload": payload})))
    return reply


STATS = {"AR": 10, "MV": 3, "ST": 10, "RC": 10, "LD": 10, "AC": 10, "CC": 10}


def model(model_id: str, kind: str = "Hero", value: int = 10, **extra: Any) -> dict[str, Any]:
    stats = {**STATS, **extra.pop("stats", {})}
    return {"id": model_id, "name": model_id.title(), "kind": kind, "value": value,
            "characteristics": stats, **extra}


def side(name: str, models: Iterable[dict[str, Any]], lost: Iterable[str] = (), *,
         vp: int = 0, unrecoverable: Iterable[str] = (), outcome: str | None = None,
         troopers_roll_fate: bool = False) -> dict[str, Any]:
    gone = set(unrecoverable)
    out: dict[str, Any] = {
        "roster": {"name": name, "vp": vp, "troopers_roll_fate": troopers_roll_fate,
                   "models": list(models)},
        "losses": [{"model": m, "recoverable": m not in gone} for m in lost],
    }
    if outcome is not None:
        out["outcome"] = outcome
    return out


def troopers(prefix: str, count: int) -> list[dict[str, Any]]:
    return [model(f"{prefix}{i}", "Trooper", 5) for i in range(count)]


def battle(a_lost: int, b_lost: int, *, a_first: dict[str, Any] | None = None,
           **side_a: Any) -> CampaignAftermath:
    """Brotherhood (side 0) lost ``a_lost`` models, the first of them ``a_first`` (a Hero
    by default, id "hero"); Dark Legion (side 1) lost ``b_lost`` troopers."""
    first = a_first or model("hero")
    a_models = [first, *troopers("a", max(a_lost - 1, 0))]
    b_models = troopers("b", b_lost + 1)
    a = side("Brotherhood", a_models, [m["id"] for m in a_models[:a_lost]], vp=50, **side_a)
    b = side("Dark Legion", b_models, [m["id"] for m in b_models[:b_lost]], vp=50)
    return CampaignAftermath.new({"sides": [a, b]})


def survive_with_fate(game: CampaignAftermath, s: int, model_id: str, fate: int) -> None:
    game.push(RecoveryRoll(s, model_id, 1))
    game.push(FateRoll(s, model_id, fate))


def wound(game: CampaignAftermath, s: int, model_id: str, *dice: int) -> None:
    for die in dice:
        game.push(WoundRoll(s, model_id, die))


def after(game: CampaignAftermath, s: int, model_id: str) -> dict[str, Any]:
    roster = game.view()["rosters_after"][s]
    return next(m for m in roster["models"] if m["id"] == model_id)


def finish(game: CampaignAftermath, seed: int = 0) -> None:
    """Let the app roll everything still owed, then confirm."""
    rng = random.Random(seed)
    while (event := game.next_roll()) is not None:
        game.push(event.with_rolls(game.state, rng))
    game.push(Confirm())


def test_fixtures_build_a_valid_battle() -> None:
    game = battle(2, 1)
    assert [len(s["casualties"]) for s in game.view()["sides"]] == [2, 1]
