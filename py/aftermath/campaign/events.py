"""The player actions of a post-battle aftermath, each an event on the shared history:
set an outcome, enter (or let the app roll) one D20, and confirm the result."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.campaign import history_words as hw
from aftermath.campaign import refusal_words as refused
from aftermath.campaign import step_words as step
from aftermath.campaign import tables
from aftermath.campaign.resolution import (
    FATE,
    RECOVERY,
    TABLE_NAMES,
    WOUND,
    AftermathState,
    Casualty,
    Loss,
    Side,
    judge,
    resolve,
)
from aftermath.campaign.roster import ACTIVE, CAPTURED, DEAD, RETIRED_BLIND
from aftermath.dice import RandomSource, roll
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Event, Log
from aftermath.said import Said

RULE_OF = {RECOVERY: "W-2", FATE: "W-3", WOUND: "W-4"}
ENDINGS = {ACTIVE: "back in the warband", DEAD: "dead", RETIRED_BLIND: "retired blind",
           CAPTURED: "held captive"}


def _open(state: AftermathState) -> None:
    if state.confirmed:
        raise RuleViolation("campaign", refused.confirmed())


def _side(state: AftermathState, side: int) -> Side:
    if side not in (0, 1):
        raise InvalidData("side", side, fe.zero_or_one())
    return state.sides[side]


def _force(state: AftermathState, side: int) -> str:
    return state.sides[side].roster.name if side in (0, 1) else f"side {side + 1}"


def _model_name(state: AftermathState, side: int, model: str) -> str:
    # A summary names what it can: a redo may name a model the roster no longer has.
    if side not in (0, 1):
        return model
    return next((m.name for m in state.sides[side].roster.models if m.id == model), model)


def why_not(c: Casualty, table: str) -> RuleViolation:
    """Why ``c`` owes no roll on ``table`` now, citing the ruling that says so."""
    name = c.before.name
    if c.next_roll is not None:
        return RuleViolation(RULE_OF[c.next_roll], refused.other_table(
            name, c.next_roll, TABLE_NAMES[c.next_roll], table, TABLE_NAMES[table]))
    if c.recovery_number is None:
        return RuleViolation("W-2", refused.unrecoverable(name))
    if not c.survived:
        return RuleViolation("W-2", refused.dead(name))
    if c.fate is None:
        return RuleViolation("W-3", refused.trooper(name))
    return RuleViolation(RULE_OF[table], refused.all_made(name, c.fate.name))


@dataclasses.dataclass(frozen=True)
class _Roll(Event):
    """One D20 for one lost model: entered by the player, or ``die=None`` for the app to
    roll with :meth:`with_rolls`. Both leave the same record: the value."""

    table: ClassVar[str] = ""
    rolled: ClassVar[tuple[str, ...]] = ("die",)
    side: int
    model: str
    die: int | None = None

    def said_summary(self, state: AftermathState) -> Said:
        return hw.roll(self.table, TABLE_NAMES[self.table],
                       _model_name(state, self.side, self.model), self.die)

    def with_rolls(self, state: AftermathState, rng: RandomSource) -> Event:
        if self.die is not None:
            return self
        return dataclasses.replace(self, die=roll(1, tables.D20, rng)[0])

    def apply(self, state: AftermathState, log: Log) -> None:
        _open(state)
        loss = _side(state, self.side).loss(self.model)
        c = judge(state, self.side, loss)
        if c.next_roll != self.table:
            raise why_not(c, self.table)
        if self.die is None:
            raise InvalidData("die", None, fw.entered_or_rolled())
        self.record(loss, tables.d20(self.die, "die"))
        self.report(state, judge(state, self.side, loss), log)

    def record(self, loss: Loss, die: int) -> None:
        raise NotImplementedError

    def report(self, state: AftermathState, c: Casualty, log: Log) -> None:
        raise NotImplementedError

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "side", "model", "die"))
        raw = data.get("die")
        return cls(d.integer(data, "side", field, low=0, high=1),
                   d.identifier(data, "model", field),
                   None if raw is None else tables.d20(raw, f"{field}.die"))


def _next_up(c: Casualty, log: Log) -> None:
    ids = {"side": c.side, "model": c.before.id}
    if c.next_roll == FATE:
        log("W-3", step.roll_fate(c.before.name, c.before.kind), **ids)
    elif c.next_roll == WOUND:
        log("W-4", step.owes_wound_rolls(c.before.name, c.wound_rolls_owed),
            owed=c.wound_rolls_owed, **ids)


@dataclasses.dataclass(frozen=True)
class RecoveryRoll(_Roll):
    kind: ClassVar[str] = "recovery_roll"
    table: ClassVar[str] = RECOVERY

    def record(self, loss: Loss, die: int) -> None:
        loss.recovery = die

    def report(self, state: AftermathState, c: Casualty, log: Log) -> None:
        outcome = state.outcome(c.side)
        assert outcome is not None and c.recovery_number is not None
        assert c.loss.recovery is not None
        log("W-2", step.recovery(c.before.name, c.loss.recovery, c.recovery_number, outcome.name,
                                 tables.UNDEAD_BONUS if c.before.undead else None,
                                 bool(c.survived)), side=c.side, model=c.before.id,
            die=c.loss.recovery, recovery_number=c.recovery_number, survived=c.survived)
        if c.survived and c.next_roll is None:
            log("W-3", step.trooper_no_fate(c.before.name), side=c.side, model=c.before.id)
        _next_up(c, log)


@dataclasses.dataclass(frozen=True)
class FateRoll(_Roll):
    kind: ClassVar[str] = "fate_roll"
    table: ClassVar[str] = FATE

    def record(self, loss: Loss, die: int) -> None:
        loss.fate = die

    def report(self, state: AftermathState, c: Casualty, log: Log) -> None:
        assert c.fate is not None
        assert c.loss.fate is not None
        log("W-3", step.fate(c.before.name, c.loss.fate, c.fate.name, c.fate.meaning,
                             tables.HATE, tables.MIRACLE_EP), side=c.side, model=c.before.id,
            die=c.loss.fate, fate=c.fate.name)
        rule = "W-5" if c.fate is tables.CAPTURED else "W-6"
        for effect in c.effects:
            log(rule, step.effect(c.before.name, effect), side=c.side, model=c.before.id)
        _next_up(c, log)


@dataclasses.dataclass(frozen=True)
class WoundRoll(_Roll):
    kind: ClassVar[str] = "wound_roll"
    table: ClassVar[str] = WOUND

    def record(self, loss: Loss, die: int) -> None:
        loss.wounds.append(die)

    def report(self, state: AftermathState, c: Casualty, log: Log) -> None:
        die, wound, notes = c.wounds[-1]
        log("W-4", step.wound(c.before.name, die, wound.location, step.notes(notes)),
            side=c.side, model=c.before.id, die=die,
            location=wound.location)
        assert c.fate is not None
        left = c.fate.wound_rolls - len(c.wounds)
        if c.model.status == RETIRED_BLIND and left:
            log("W-4", step.blind_leaves(c.before.name, left), side=c.side, model=c.before.id)
        _next_up(c, log)


def not_used(unused: tuple[int, ...] | list[int], owed: int) -> Said:
    """Why typed rolls were left over, naming them (W-4)."""
    return fe.dice_not_used(refused.listed(unused), len(unused), owed)


MAX_WOUND_ROLLS = 20


@dataclasses.dataclass(frozen=True)
class WoundRolls(Event):
    """Several Wound Table rolls for one model as one action with one Undo (W-4), each
    filling the roll the model owes next. Typed rolls are now a :class:`TypedRolls`;
    this one is still read and replayed, as saves, links and backups hold it."""

    kind: ClassVar[str] = "wound_rolls"
    side: int
    model: str
    dice: tuple[int, ...]

    def said_summary(self, state: AftermathState) -> Said:
        return hw.wound_rolls(_model_name(state, self.side, self.model), self.dice)

    def apply(self, state: AftermathState, log: Log) -> None:
        for i, die in enumerate(self.dice):
            c = judge(state, self.side, _side(state, self.side).loss(self.model))
            if i and c.next_roll != WOUND:
                # Not one is dropped unsaid: the whole action is refused, naming them.
                raise InvalidData("dice", list(self.dice), not_used(self.dice[i:], i))
            WoundRoll(self.side, self.model, die).apply(state, log)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "side", "model", "dice"))
        raw = d.array(data, "dice", field, max_len=MAX_WOUND_ROLLS)
        if len(raw) < 2:
            raise InvalidData(f"{field}.dice", raw, fe.two_or_more_rolls("wound"))
        return cls(d.integer(data, "side", field, low=0, high=1),
                   d.identifier(data, "model", field),
                   tuple(tables.d20(v, f"{field}.dice[{i}]") for i, v in enumerate(raw)))


MAX_TYPED_ROLLS = 20


def typed_chain(state: AftermathState, rolls: tuple[_Roll, ...]) -> Said:
    """``rolls`` as one sentence, "Vex Recovery 3, Casualty Fate 15; Hero Recovery 19":
    each roll a link, the model named where its rolls begin, built from the last."""
    said: Said | None = None
    for i in reversed(range(len(rolls))):
        r = rolls[i]
        first = i == 0 or (rolls[i - 1].side, rolls[i - 1].model) != (r.side, r.model)
        after = rolls[i + 1] if i + 1 < len(rolls) else None
        rest = None if said is None or after is None else (
            (after.side, after.model) == (r.side, r.model), said)
        said = hw.typed_roll(_model_name(state, r.side, r.model) if first else None,
                             r.table, TABLE_NAMES[r.table], r.die, rest)
    if said is None:
        raise ValueError("typed_chain: no rolls")
    return said


@dataclasses.dataclass(frozen=True)
class TypedRolls(Event):
    """D20 results typed at once ("3 15 19"), each filling the roll owed next once the one
    before it is made: across tables and lost models, as one action with one Undo. Each
    roll is recorded with the table and model it went to, and is made as that single
    roll would be (its own checks, its own steps and ruling ids)."""

    kind: ClassVar[str] = "typed_rolls"
    rolls: tuple[_Roll, ...]

    def said_summary(self, state: AftermathState) -> Said:
        return hw.typed_rolls(typed_chain(state, self.rolls))

    def apply(self, state: AftermathState, log: Log) -> None:
        _open(state)
        for r in self.rolls:
            r.apply(state, log)

    def to_json(self) -> dict[str, Any]:
        # Anything but a roll is handed on as it is, for from_json to name by its place.
        return {"kind": self.kind,
                "rolls": [r.to_json() if isinstance(r, Event) else r for r in self.rolls]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "rolls"))
        raw = d.array(data, "rolls", field, max_len=MAX_TYPED_ROLLS)
        if len(raw) < 2:
            raise InvalidData(f"{field}.rolls", raw, fe.two_or_more_rolls("any"))
        kinds: dict[str, type[_Roll]] = {t.kind: t for t in (RecoveryRoll, FateRoll, WoundRoll)}
        rolls = []
        for i, item in enumerate(raw):
            where = f"{field}.rolls[{i}]"
            one = d.obj(item, where)
            kind = d.text(one, "kind", where, choices=kinds)
            roll_ = kinds[kind].from_json(one, where)
            if roll_.die is None:
                raise InvalidData(f"{where}.die", None, fe.value_typed())
            rolls.append(roll_)
        return cls(tuple(rolls))


@dataclasses.dataclass(frozen=True)
class SetOutcome(Event):
    """The players override W-1's outcome for one side (``outcome=None`` goes back to
    W-1). Only before that side's first Recovery roll: a die already judged against one
    Recovery Number must not silently change meaning."""

    kind: ClassVar[str] = "set_outcome"
    side: int
    outcome: str | None = None

    def said_summary(self, state: AftermathState) -> Said:
        return hw.outcome(_force(state, self.side), self.outcome)

    def apply(self, state: AftermathState, log: Log) -> None:
        _open(state)
        side = _side(state, self.side)
        if self.outcome is not None and self.outcome not in tables.OUTCOME_NAMES:
            raise InvalidData("outcome", self.outcome,
                              fw.one_of(", ".join(tables.OUTCOME_NAMES)))
        if any(loss.recovery is not None for loss in side.losses):
            raise RuleViolation("W-1", refused.already_rolled(side.roster.name))
        side.outcome = self.outcome
        outcome = state.outcome(self.side)
        log("W-1", step.outcome(side.roster.name, None if outcome is None else outcome.name,
                                bool(self.outcome),
                                0 if outcome is None else outcome.recovery_number),
            side=self.side,
            outcome=None if outcome is None else outcome.name)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "side", "outcome"))
        outcome = None if data.get("outcome") is None else d.text(
            data, "outcome", field, choices=tables.OUTCOME_NAMES)
        return cls(d.integer(data, "side", field, low=0, high=1), outcome)


@dataclasses.dataclass(frozen=True)
class Confirm(Event):
    """The final step: settle the captives and write the results into both rosters."""

    kind: ClassVar[str] = "confirm"

    def said_summary(self, state: AftermathState) -> Said:
        return hw.confirm()

    def apply(self, state: AftermathState, log: Log) -> None:
        _open(state)
        result = resolve(state)
        if result.pending:
            c = result.pending[0]
            assert c.next_roll is not None
            raise RuleViolation(RULE_OF[c.next_roll], refused.still_owed(
                len(result.pending), c.before.name, c.next_roll, TABLE_NAMES[c.next_roll]))
        forces = state.forces()
        for r in result.releases:
            log("W-5", r.sentence(forces), **r.to_json())
        for s, side in enumerate(state.sides):
            after = result.rosters[s]
            side.after = after
            counts: dict[str, int] = {}
            for c in result.casualties[s]:
                status = after.model(c.before.id).status
                counts[status] = counts.get(status, 0) + 1
            endings = [step.ending(n, status, ENDINGS[status]) for status, n in counts.items()]
            log("campaign", step.confirmed(side.roster.name, endings, side.roster.vp, after.vp),
                side=s, statuses=counts, vp=after.vp)
        state.confirmed = True

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind",))
        return cls()


def next_roll(state: AftermathState) -> _Roll | None:
    """The roll the players owe next, as the event to push (``die=None``: fill it in, or
    let :meth:`Event.with_rolls` roll it). Lost models are walked one at a time, first
    side first, each through Recovery, Fate and Wounds before the next."""
    if state.confirmed:
        return None
    pending = resolve(state).pending
    if not pending:
        return None
    c = pending[0]
    kinds = {RECOVERY: RecoveryRoll, FATE: FateRoll, WOUND: WoundRoll}
    assert c.next_roll is not None
    return kinds[c.next_roll](c.side, c.before.id)
