"""What the battle screens show beside the engine's data, as messages the page says in
the player's language: a side's name when the players gave none, and a Stand's or a
model's place in the drawing of its formation. The English is the Python API's (a view's
``players`` and ``place``) and the fallback; web/i18n/en.ftl says the same words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from aftermath.places import Place
from aftermath.said import Said, sentence


def default_player(n: int) -> Said:
    """Side ``n`` (counted from 1) by the app's own name for it: "Player 1"."""
    return sentence("tbl-default-player", f"Player {n}", n=n)


def players_said(players: Sequence[str]) -> list[dict[str, Any] | None]:
    """Each side's name as a message where it is the app's default ("Player 1", the
    name a worked example, a list without a player and a setup without names get), else
    None: a name the players typed is said as written."""
    out: list[dict[str, Any] | None] = []
    for i, name in enumerate(players):
        said = default_player(i + 1)
        out.append(said.to_json() if name == said.text else None)
    return out


def stand_place(place: Place) -> Said:
    """A Conquest Stand's place: "rear rank, right end"."""
    return sentence("tbl-stand-place", str(place), **place.args())


def model_place(place: Place, rank: int, file: int) -> Said:
    """A Ninth Age model's place, then its rank and file counted from 1 (``rank`` and
    ``file`` counted from 0): "front rank, left end (rank 1, file 1)"."""
    return sentence("tbl-model-place", f"{place} (rank {rank + 1}, file {file + 1})",
                    **place.args(), model_rank=rank + 1, model_file=file + 1)
