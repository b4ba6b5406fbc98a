"""Ninth Age requests beyond the generic ``game.*`` ones, merged into aftermath.bridge.

None of them changes anything: they answer the questions a screen asks before the
player commits to an action.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from aftermath import data as d
from aftermath.history import Game, Log, require_system
from aftermath.ninth_age import casualties
from aftermath.ninth_age.battle import MAX_LOSSES, NinthAgeBattle, unit_view
from aftermath.ninth_age.outcome import model_place
from aftermath.ninth_age.unit import MAX_MODELS, RANK_AND_FILE, Unit, identifier_at

Json = dict[str, Any]


def _ninth_age(game: Game[Any]) -> NinthAgeBattle:
    return require_system(game, NinthAgeBattle)


def plan(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """What a batch of losses to one Health Pool of an open game would do.

    Payload ``{"game_id", "unit", "pool"?, "losses"?, "picks"?}``. Always answers the
    default removal order of the whole Health Pool in one batch (``order``, N-3 / N-4);
    with ``losses`` also the models removed, the lost Health Points carried over, the
    excess (so the attacking player can be asked N-5 before the push) and the steps.
    """
    d.only_keys(payload, "payload", ("game_id", "unit", "pool", "losses", "picks"))
    unit = _ninth_age(game).state.unit(d.identifier(payload, "unit", "payload"),
                                       "payload.unit")
    pool = d.identifier(payload, "pool", "payload", default=RANK_AND_FILE)
    if pool != RANK_AND_FILE:
        unit.character(pool, "payload.pool")
    out: Json = {
        "unit": unit.id, "pool": pool, "hp": unit.hp_per_model(pool),
        "lost_hp": unit.lost(pool), "health_points": unit.health_points_left(pool),
        "order": casualties.removal_order(unit, pool),
        # N-3: the owner may choose among the models behind the first rank.
        "pickable": [
            {"model": m.id, "rank": m.rank, "file": m.file, "place": model_place(unit, m)}
            for m in sorted(unit.models, key=lambda m: (-m.rank, m.file))
            if pool == RANK_AND_FILE and m.pool == RANK_AND_FILE and not m.removed and m.rank > 0
        ],
    }
    if "losses" in payload:
        losses = d.integer(payload, "losses", "payload", low=0, high=MAX_LOSSES)
        raw = d.array(payload, "picks", "payload", default=[], max_len=MAX_MODELS)
        picks = [identifier_at(p, f"payload.picks[{i}]") for i, p in enumerate(raw)]
        work = Unit.from_json(unit.to_json())
        log = Log()
        result = casualties.take_losses(work, pool, losses, log, picks)
        out.update(removed=result.removed, lost_hp_after=result.lost_hp,
                   taken=result.taken, excess=result.excess,
                   steps=[s.to_json() for s in log.steps])
    return out


def unit_preview(payload: Mapping[str, Any]) -> Json:
    """A Unit as the screens would draw it, from the new-battle form (or the full form),
    so the setup screen can show the formation, or the error, while it is filled in.
    Payload ``{"unit"}``."""
    d.only_keys(payload, "payload", ("unit",))
    return {"unit": unit_view(Unit.from_json(payload.get("unit"), "payload.unit"))}


GAME_REQUESTS: dict[str, Callable[[Game[Any], Mapping[str, Any]], Json]] = {
    "ninth_age.plan": plan,
}

REQUESTS: dict[str, Callable[[Mapping[str, Any]], Json]] = {
    "ninth_age.unit_preview": unit_preview,
}
