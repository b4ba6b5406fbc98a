"""The post-battle state of two warbands: who was lost, each die rolled for them, and
what follows from those dice (W-1 to W-6).

Only the dice are stored. Every result (alive or dead, the fate, each wound, the
captives' release, the rosters after) is worked out again from the rosters as they went
into battle plus the dice, by :func:`resolve`, so the record cannot disagree with itself.
"""

from __future__ import annotations

import copy
import dataclasses
from typing import Any, Self

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath import value_words as vw
from aftermath.campaign import captives, effects, tables
from aftermath.campaign import step_words as step
from aftermath.campaign.roster import ACTIVE, CAPTURED, DEAD, Model, Roster
from aftermath.errors import InvalidData
from aftermath.said import Arg, Said

Json = dict[str, Any]

RECOVERY, FATE, WOUND = "recovery", "fate", "wound"
TABLE_NAMES = {RECOVERY: "Recovery", FATE: "Casualty Fate", WOUND: "Wound Table"}
_RECORDS = ("recovery", "fate", "wounds")


@dataclasses.dataclass
class Loss:
    """A model lost in the battle, and the dice rolled for it so far."""

    model: str
    recoverable: bool = True
    recovery: int | None = None
    fate: int | None = None
    wounds: list[int] = dataclasses.field(default_factory=list)

    def to_json(self) -> Json:
        return {"model": self.model, "recoverable": self.recoverable, "recovery": self.recovery,
                "fate": self.fate, "wounds": list(self.wounds)}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("model", "recoverable", "recovery", "fate", "wounds"))

        def die(key: str) -> int | None:
            raw = data.get(key)
            return None if raw is None else tables.d20(raw, f"{field}.{key}")

        wounds = d.array(data, "wounds", field, default=[], max_len=3)
        return cls(
            model=d.identifier(data, "model", field),
            recoverable=d.flag(data, "recoverable", field, default=True),
            recovery=die("recovery"), fate=die("fate"),
            wounds=[tables.d20(w, f"{field}.wounds[{i}]") for i, w in enumerate(wounds)],
        )


@dataclasses.dataclass
class Side:
    roster: Roster
    losses: list[Loss] = dataclasses.field(default_factory=list)
    # The players' choice of outcome, overriding W-1; None follows W-1.
    outcome: str | None = None
    # The roster as the confirmed aftermath left it; None until confirmed.
    after: Roster | None = None

    def loss(self, model_id: str, field: str = "model") -> Loss:
        for loss in self.losses:
            if loss.model == model_id:
                return loss
        raise InvalidData(field, model_id, fe.not_model_lost(self.roster.name))

    def to_json(self) -> Json:
        return {"roster": self.roster.to_json(), "losses": [x.to_json() for x in self.losses],
                "outcome": self.outcome,
                "after": None if self.after is None else self.after.to_json()}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("roster", "losses", "outcome", "after"))
        roster = Roster.from_json(data.get("roster"), f"{field}.roster")
        items = d.array(data, "losses", field, default=[], max_len=len(roster.models))
        losses = [Loss.from_json(x, f"{field}.losses[{i}]") for i, x in enumerate(items)]
        seen: set[str] = set()
        for i, loss in enumerate(losses):
            where = f"{field}.losses[{i}].model"
            if not roster.model(loss.model, where).active:
                raise InvalidData(where, loss.model, fe.only_active_lost())
            if loss.model in seen:
                raise InvalidData(where, loss.model, fe.lost_twice())
            seen.add(loss.model)
        outcome = data.get("outcome")
        if outcome is not None:
            outcome = d.text(data, "outcome", field, choices=tables.OUTCOME_NAMES)
        after = data.get("after")
        return cls(roster, losses, outcome,
                   None if after is None else Roster.from_json(after, f"{field}.after"))


@dataclasses.dataclass
class AftermathState:
    sides: list[Side]
    confirmed: bool = False

    def outcome(self, s: int) -> tables.Outcome | None:
        chosen = self.sides[s].outcome
        if chosen is not None:
            return tables.outcome_named(chosen)
        return tables.battle_outcome(len(self.sides[s].losses), len(self.sides[1 - s].losses))

    def recovery_number(self, s: int, loss: Loss) -> int | None:
        """W-2's number for this loss; None for a model that dies without a roll."""
        outcome = self.outcome(s)
        if not loss.recoverable or outcome is None:
            return None
        model = self.sides[s].roster.model(loss.model)
        return tables.recovery_number(outcome, model.undead)

    def forces(self) -> tuple[str, str]:
        return self.sides[0].roster.name, self.sides[1].roster.name

    def to_json(self) -> Json:
        return {"sides": [s.to_json() for s in self.sides], "confirmed": self.confirmed}

    @classmethod
    def from_json(cls, value: Any, field: str = "aftermath") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("sides", "confirmed"))
        items = d.array(data, "sides", field, max_len=2)
        if len(items) != 2:
            raise InvalidData(f"{field}.sides", vw.counted(len(items), "sides"),
                              fe.two_warbands())
        state = cls([Side.from_json(x, f"{field}.sides[{i}]") for i, x in enumerate(items)],
                    d.flag(data, "confirmed", field))
        # Judging every loss is what refuses a die recorded where none is owed.
        if resolve(state, field).pending and state.confirmed:
            raise InvalidData(f"{field}.confirmed", True, fe.rolls_owed())
        for s, side in enumerate(state.sides):
            where = f"{field}.sides[{s}].after"
            if state.confirmed and side.after is None:
                raise InvalidData(where, None, fe.confirmed_holds_after())
            if not state.confirmed and side.after is not None:
                raise InvalidData(where, "(a roster)", fe.only_once_confirmed())
        return state


@dataclasses.dataclass
class Casualty:
    """One lost model's story so far, worked out from the dice."""

    side: int
    loss: Loss
    before: Model
    model: Model
    recovery_number: int | None
    fate: tables.Fate | None = None
    effects: list[Said] = dataclasses.field(default_factory=list)
    wounds: list[tuple[int, tables.Wound, list[dict[str, Arg]]]] = dataclasses.field(
        default_factory=list)
    wound_rolls_owed: int = 0
    next_roll: str | None = None

    @property
    def survived(self) -> bool | None:
        if self.recovery_number is None:
            return False
        if self.loss.recovery is None:
            return None
        return tables.recovers(self.loss.recovery, self.recovery_number)


def _nothing_from(loss: Loss, record: str, field: str, why: Said) -> None:
    for key in _RECORDS[_RECORDS.index(record):]:
        value = getattr(loss, key)
        if value is not None and value != []:
            raise InvalidData(f"{field}.{key}", value, why)


def judge(state: AftermathState, s: int, loss: Loss, field: str = "loss") -> Casualty:
    """Follow one loss through its dice; a die recorded where none is owed is refused."""
    side = state.sides[s]
    before = side.roster.model(loss.model, f"{field}.model")
    model = copy.deepcopy(before)
    c = Casualty(s, loss, before, model, state.recovery_number(s, loss))
    if c.recovery_number is None:
        _nothing_from(loss, "recovery", field, fe.no_roll("unrecoverable"))
        model.status = DEAD
        return c
    if loss.recovery is None:
        _nothing_from(loss, "fate", field, fe.no_roll("recovery_first"))
        c.next_roll = RECOVERY
        return c
    if not c.survived:
        _nothing_from(loss, "fate", field, fe.no_roll("dead"))
        model.status = DEAD
        return c
    if not side.roster.rolls_fate(before):
        _nothing_from(loss, "fate", field, fe.no_roll("trooper"))
        return c
    if loss.fate is None:
        _nothing_from(loss, "wounds", field, fe.no_roll("fate_first"))
        c.next_roll = FATE
        return c
    c.fate = tables.fate(loss.fate)
    if c.fate is tables.BITTER_ENEMY:
        c.effects.append(effects.bitter_enemy(model, state.sides[1 - s].roster.name))
    elif c.fate is tables.MIRACULOUS_RECOVERY:
        c.effects.append(effects.miraculous_recovery(model))
    elif c.fate is tables.CAPTURED:
        model.status = CAPTURED
        c.effects.append(step.held_by(state.sides[1 - s].roster.name))
    for i, die in enumerate(loss.wounds):
        if i >= c.fate.wound_rolls or model.status != ACTIVE:
            raise InvalidData(f"{field}.wounds[{i}]", die,
                              fe.no_more_wound_rolls(model.name))
        w = tables.wound(die)
        c.wounds.append((die, w, effects.apply_wound(model, w)))
    if model.status == ACTIVE:
        c.wound_rolls_owed = c.fate.wound_rolls - len(loss.wounds)
    c.next_roll = WOUND if c.wound_rolls_owed else None
    return c


@dataclasses.dataclass
class Resolution:
    casualties: list[list[Casualty]]
    releases: list[captives.Release]
    rosters: list[Roster]

    @property
    def pending(self) -> list[Casualty]:
        return [c for side in self.casualties for c in side if c.next_roll]


def resolve(state: AftermathState, field: str = "aftermath") -> Resolution:
    """Everything the dice so far decide, and both rosters as confirming would leave them."""
    casualties = [
        [judge(state, s, loss, f"{field}.sides[{s}].losses[{i}]")
         for i, loss in enumerate(side.losses)]
        for s, side in enumerate(state.sides)
    ]
    rosters = [side.roster.copy() for side in state.sides]
    held = []
    for s, side_casualties in enumerate(casualties):
        for order, c in enumerate(side_casualties):
            models = rosters[s].models
            models[models.index(rosters[s].model(c.model.id))] = copy.deepcopy(c.model)
            if c.model.status == CAPTURED:
                held.append(captives.Captive(s, c.model.id, c.model.name, c.before.value, order))
    # A roll still owed on the Recovery or Casualty Fate table may take another captive.
    owing = sorted({c.side for side in casualties for c in side if c.next_roll in (RECOVERY, FATE)})
    if owing and held:
        return Resolution(casualties, captives.waiting(held, owing), rosters)
    releases, vp = captives.settle(held, (rosters[0].vp, rosters[1].vp))
    for r in releases:
        rosters[r.captive.owner].model(r.captive.model).status = ACTIVE if r.returned else DEAD
    for roster, left in zip(rosters, vp, strict=True):
        roster.vp = left
    return Resolution(casualties, releases, rosters)
