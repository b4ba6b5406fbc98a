"""Simultaneous attacks in one batch, and which of them caused the excess losses (N-5).

A batch may be made of several attacks (model parts, models or units attacking at the
same time). When together they cause more losses than the Health Pool holds, the
attacking player says which attacks caused the excess; the event records that choice
(``excess_from``) so the log and a replay show it. When only one split is possible the
app makes it and says so.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Log
from aftermath.ninth_age import multiple_wounds as mw
from aftermath.ninth_age import refusal_words as refused
from aftermath.ninth_age import step_words as step
from aftermath.ninth_age.multiple_wounds import MultipleWounds
from aftermath.ninth_age.unit import list_at

Json = dict[str, Any]

MAX_ATTACKS = 20


@dataclasses.dataclass(frozen=True)
class Attack:
    """One of the simultaneous attacks of a batch, with the losses it caused. An attack
    with Multiple Wounds (N-6) carries its unsaved wounds' values; its ``losses`` are
    then what they cost (``None``: worked out by the engine, recorded by the push)."""

    name: str
    losses: int | None
    multiple_wounds: MultipleWounds | None = None

    def to_json(self) -> Json:
        out: Json = {"name": self.name, "losses": self.losses}
        if self.multiple_wounds is not None:
            out["multiple_wounds"] = self.multiple_wounds.to_json()
        return out

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "losses", "multiple_wounds"))
        multiple = mw.read(data.get("multiple_wounds"), f"{field}.multiple_wounds")
        losses = (None if multiple is not None and data.get("losses") is None
                  else d.integer(data, "losses", field, low=0, high=999))
        return cls(d.name(data, "name", field, max_len=60, blank=True), losses, multiple)

    def resolved(self, hp: int, log: Log, where: str, **at: Any) -> Attack:
        """This attack with its Multiple Wounds worked out on models of ``hp`` (N-6)."""
        if self.multiple_wounds is None:
            return self
        capped = self.multiple_wounds.capped(hp)
        total = sum(capped)
        if self.losses is not None and self.losses != total:
            raise InvalidData(f"{where}.losses", self.losses,
                              fe.losses_cost(total))
        log("N-6", step.attack_wounds(self.name, self.multiple_wounds.said(hp)), **at,
            attack=self.name,
            x=self.multiple_wounds.x, values=list(self.multiple_wounds.values or ()),
            capped=list(capped), total=total)
        return dataclasses.replace(self, losses=total)


@dataclasses.dataclass(frozen=True)
class ExcessShare:
    """How many of the excess losses the attacking player puts on one attack."""

    attack: str
    losses: int

    def to_json(self) -> Json:
        return {"attack": self.attack, "losses": self.losses}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("attack", "losses"))
        return cls(d.text(data, "attack", field, max_len=60),
                   d.integer(data, "losses", field, low=1, high=999))


def attacks_from_json(value: Any, field: str) -> tuple[Attack, ...] | None:
    if value is None:
        return None
    items = list_at(value, field, max_len=MAX_ATTACKS)
    return tuple(Attack.from_json(a, f"{field}[{i}]") for i, a in enumerate(items))


def shares_from_json(value: Any, field: str) -> tuple[ExcessShare, ...] | None:
    if value is None:
        return None
    items = list_at(value, field, max_len=MAX_ATTACKS)
    return tuple(ExcessShare.from_json(s, f"{field}[{i}]") for i, s in enumerate(items))


def check_attacks(attacks: Sequence[Attack], losses: int) -> None:
    if not attacks:
        raise InvalidData("attacks", [], fe.at_least_one_attack())
    seen: set[str] = set()
    for i, a in enumerate(attacks):
        if not a.name.strip():
            raise InvalidData(f"attacks[{i}].name", a.name, fe.name_the_attack())
        if a.name in seen:
            raise InvalidData(f"attacks[{i}].name", a.name, fe.names_two_attacks())
        if a.losses is None or a.losses < 0:
            raise InvalidData(f"attacks[{i}].losses", a.losses, fw.at_least(0))
        seen.add(a.name)
    total = sum(a.losses or 0 for a in attacks)
    if total != losses:
        raise InvalidData("attacks", [a.to_json() for a in attacks],
                          fe.add_up(losses, total))


def attribute(attacks: Sequence[Attack], excess: int, chosen: Sequence[ExcessShare] | None,
              log: Log, **where: Any) -> list[ExcessShare]:
    """Record which attacks caused ``excess`` losses (N-5)."""
    if not excess:
        if chosen:
            raise InvalidData("excess_from", [s.to_json() for s in chosen],
                              fe.no_excess())
        return []
    total = sum(a.losses or 0 for a in attacks)
    hitting = [a for a in attacks if a.losses]
    if chosen is None:
        if excess < total and len(hitting) > 1:
            raise RuleViolation("N-5", refused.choose_excess(excess, total), asks="excess_from")
        shares = ([ExcessShare(a.name, a.losses or 0) for a in hitting] if excess == total
                  else [ExcessShare(hitting[0].name, excess)])
        chose = False
    else:
        _check_shares(attacks, excess, chosen)
        shares = list(chosen)
        chose = True
    by_name = {s.attack: s.losses for s in shares}
    log("N-5", step.excess_from(excess, [(s.attack, s.losses) for s in shares], chose), **where,
        excess=excess, excess_from=[s.to_json() for s in shares],
        attacks=[{**a.to_json(), "counted": (a.losses or 0) - by_name.get(a.name, 0)}
                 for a in attacks])
    return shares


def _check_shares(attacks: Sequence[Attack], excess: int, chosen: Sequence[ExcessShare]) -> None:
    caused = {a.name: a.losses or 0 for a in attacks}
    seen: set[str] = set()
    for i, s in enumerate(chosen):
        where = f"excess_from[{i}]"
        if s.attack not in caused:
            raise InvalidData(f"{where}.attack", s.attack,
                              fe.one_of_attacks(list(caused)))
        if s.attack in seen:
            raise InvalidData(f"{where}.attack", s.attack, fe.named_twice())
        seen.add(s.attack)
        if not 1 <= s.losses <= caused[s.attack]:
            raise InvalidData(f"{where}.losses", s.losses,
                              fe.excess_of_attack(caused[s.attack], s.attack))
    given = sum(s.losses for s in chosen)
    if given != excess:
        raise InvalidData("excess_from", [s.to_json() for s in chosen],
                          fe.account_excess(excess, given))
