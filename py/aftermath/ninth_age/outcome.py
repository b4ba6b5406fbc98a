"""Where a model stands in the players' words, and what one batch of losses did, as
typed data with a one-line verdict ("7 HP lost: 2 models removed; 1 HP carried over")."""

from __future__ import annotations

from typing import Any

from aftermath.history import Event, Step
from aftermath.ninth_age import formation
from aftermath.ninth_age import history_words as hw
from aftermath.ninth_age.unit import RANK_AND_FILE, Model, Unit
from aftermath.places import Place, place_words

Json = dict[str, Any]


def model_place(unit: Unit, m: Model) -> str:
    """"rear rank, left end (rank 2, file 1)": words, then ranks and files counted from 1
    at the front left, the same in the picker, the log and the drawing."""
    rows = formation.ranks([x for x in unit.models if not x.removed or x is m])
    row = rows.get(m.rank, [m])
    at = next((i for i, x in enumerate(row) if x is m), 0)
    words = place_words(m.rank, at, max(rows) + 1 if rows else 1, len(row))
    return f"{words} (rank {m.rank + 1}, file {m.file + 1})"


def model_spot(unit: Unit, m: Model) -> Place:
    """The place :func:`model_place` says in words, for a sentence's arguments."""
    rows = formation.ranks([x for x in unit.models if not x.removed or x is m])
    row = rows.get(m.rank, [m])
    at = next((i for i, x in enumerate(row) if x is m), 0)
    return Place(m.rank, at, max(rows) + 1 if rows else 1, len(row))


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def outcome(before: Any, after: Any, event: Event, steps: list[Step]) -> Json | None:
    uid = getattr(event, "unit", None)
    pool = getattr(event, "pool", RANK_AND_FILE)
    if not isinstance(uid, str):
        return None
    was: Unit = before.unit(uid)
    now: Unit = after.unit(uid)
    old = {m.id: m for m in was.models}
    removed = [old[m.id] for m in now.models if m.removed and not old[m.id].removed]
    losses = getattr(event, "losses", 0)
    if losses is None:  # Multiple Wounds not yet totalled (N-6): N-2 says what was taken
        losses = next((s.data["losses"] for s in steps
                       if s.rule == "N-2" and "losses" in s.data and "carried" in s.data), 0)
    out: Json = {
        "unit": uid, "pool": pool,
        "removed": [{"model": m.id, "place": model_place(was, m)} for m in removed],
        "lost_hp": now.lost(pool), "destroyed": now.destroyed and not was.destroyed,
        "wiped_out": not now.pool_models(pool),
    }
    end = "destroyed" if out["destroyed"] else "wiped_out" if out["wiped_out"] else "carried"
    unstable = getattr(event, "kind", "") == "unstable_losses"
    if end == "carried" and pool != RANK_AND_FILE and pool in now.pools():
        # A Character or Champion is one model: what is left on it is what players read.
        said = hw.pool_left(unstable, losses, now.pool_said(pool),
                            now.health_points_left(pool), now.hp_per_model(pool))
        out["verdict"], out["verdict_msg"] = said.text, said.to_json()
        return out
    said = hw.verdict(unstable, losses, len(removed), end, now.name,
                      was.pool_said(pool) if pool in was.pools() else {
                          "pool": "unknown", "character": pool, "character_s": "no"},
                      was.pool_title(pool) if end == "wiped_out" else "", out["lost_hp"])
    out["verdict"] = said.text
    out["verdict_msg"] = said.to_json()
    return out


__all__ = ["model_place", "outcome"]
