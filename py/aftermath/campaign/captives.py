"""Captives after the battle (W-5): exchanged one for one, then bought back or executed."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from aftermath.campaign import step_words as step
from aftermath.campaign import story_words as story
from aftermath.said import Said

EXCHANGED, BOUGHT_BACK, EXECUTED = "exchanged", "bought back", "executed"
# W-5 pairs the captives of both sides: none is settled while a Recovery or Casualty
# Fate roll could still take another captive (it would change the pairs and the VP).
WAITING = "waiting"


@dataclasses.dataclass(frozen=True)
class Captive:
    """A model of side ``owner`` held by the other side. ``order`` is its place in the
    owner's list of losses: between two captives of equal value the one listed first
    goes first, so the result never depends on anything the players cannot see."""

    owner: int
    model: str
    name: str
    value: int
    order: int


@dataclasses.dataclass(frozen=True)
class Release:
    captive: Captive
    how: str
    partner: Captive | None = None
    paid: int = 0
    vp_left: int = 0
    # While WAITING: the side whose rolls are awaited (the other side's when both owe).
    waiting_for: int | None = None

    @property
    def settled(self) -> bool:
        return self.how != WAITING

    @property
    def returned(self) -> bool:
        return self.how not in (EXECUTED, WAITING)

    def said(self) -> str:
        """How this captive stands, in a few words."""
        return self.standing().text

    def standing(self) -> Said:
        """:meth:`said` as a sentence (campaign/story_words.py)."""
        if self.settled:
            return story.captive(self.how)
        return story.captive("own" if self.waiting_for == self.captive.owner else "other")

    def text(self, forces: Sequence[str]) -> str:
        return self.sentence(forces).text

    def sentence(self, forces: Sequence[str]) -> Said:
        """:meth:`text` as a sentence (campaign/step_words.py)."""
        c, owner = self.captive, forces[self.captive.owner]
        if not self.settled:
            return step.captive_waiting(c.name, owner, c.value,
                                        self.waiting_for == self.captive.owner)
        if self.how == EXCHANGED and self.partner is not None:
            return step.captive_exchanged(c.name, owner, c.value, self.partner.name,
                                          forces[self.partner.owner], self.partner.value)
        if self.how == BOUGHT_BACK:
            return step.captive_bought(owner, c.name, self.paid, self.vp_left)
        return step.captive_executed(owner, c.name, c.value, self.vp_left)

    def to_json(self) -> dict[str, Any]:
        return {"side": self.captive.owner, "model": self.captive.model,
                "value": self.captive.value, "how": self.how,
                "partner": None if self.partner is None else self.partner.model,
                "paid": self.paid}


def _by_value(captives: Sequence[Captive], owner: int) -> list[Captive]:
    return sorted((c for c in captives if c.owner == owner), key=lambda c: (-c.value, c.order))


def waiting(captives: Sequence[Captive], owing: Sequence[int]) -> list[Release]:
    """The captives while the sides in ``owing`` may still take more (W-5): none is
    exchanged, bought back or executed yet."""
    return [Release(c, WAITING, waiting_for=next((s for s in owing if s != c.owner), c.owner))
            for owner in (0, 1) for c in _by_value(captives, owner)]


def settle(captives: Sequence[Captive], vp: tuple[int, int]) -> tuple[list[Release], list[int]]:
    """Every captive's release, and each side's VP after paying ransoms."""
    held = (_by_value(captives, 0), _by_value(captives, 1))
    releases: list[Release] = []
    pairs = min(len(held[0]), len(held[1]))
    for a, b in zip(held[0][:pairs], held[1][:pairs], strict=True):
        # W-5: highest value for highest value, so the exchange is fair at the top.
        releases += [Release(a, EXCHANGED, b), Release(b, EXCHANGED, a)]
    left = list(vp)
    for owner in (0, 1):
        for c in held[owner][pairs:]:
            # W-5: most valuable first while VP last; one too dear is executed and the
            # owner goes on to the cheaper ones, which may still be affordable.
            if c.value <= left[owner]:
                left[owner] -= c.value
                releases.append(Release(c, BOUGHT_BACK, paid=c.value, vp_left=left[owner]))
            else:
                releases.append(Release(c, EXECUTED, vp_left=left[owner]))
    return releases, left
