"""The Conquest player actions, each an event on the shared history: Wound Pools,
Morale Tests, Healing, Character Wounds, Rallies, new Rounds, the Active Player,
contacts, places on the table and Charges (C-1 to C-19)."""

from __future__ import annotations

import contextvars
import copy
import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.conquest import allocation, deployment, healing, morale
from aftermath.conquest import battlefield as bf
from aftermath.conquest import charge as charging
from aftermath.conquest import engagement as eng
from aftermath.conquest import history_words as hw
from aftermath.conquest import morale_words as said
from aftermath.conquest import refusal_words as refused
from aftermath.conquest import special_rules as csr
from aftermath.conquest import stand_words as sw
from aftermath.conquest import step_words as step
from aftermath.conquest import table_words as tw
from aftermath.conquest.placement import Position, normal_facing
from aftermath.conquest.places import spot_at, stand_spot
from aftermath.conquest.regiment import (
    ARCS,
    HARM_WORDS,
    HARMS,
    MAX_POOL,
    NOT_NAMED,
    PoolSource,
    Regiment,
    Stand,
)
from aftermath.conquest.state import MAX_REGIMENTS, MAX_ROUNDS, ConquestState
from aftermath.dice import RandomSource, check_dice, roll
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Event, Log
from aftermath.said import Said

Json = dict[str, Any]


# Set while asking which Regiments an action would leave Stranded: the casualties are
# removed but the pushes are held back, so the Active Player can order them (C-19).
_holding_pushes = contextvars.ContextVar("_holding_pushes", default=False)


def stranded_by(state: ConquestState, event: Event) -> Json:
    """Who ``event`` would leave Stranded, in the default order of their pushes (C-19),
    and whether the pushes come with this event (``now``) or after a Morale Test."""
    work = copy.deepcopy(state)
    token = _holding_pushes.set(True)
    try:
        event.apply(work, Log())
    finally:
        _holding_pushes.reset(token)
    return {"push_order": eng.stranded_now(work) if work.engaged_before else [],
            "now": not any(r.pending_morale for r in work.regiments)}


def after_casualties(state: ConquestState, log: Log, order: tuple[str, ...] = ()) -> None:
    """Once an action's casualties are all removed: nobody stays in contact with the dead.

    On a battlefield contacts follow from the Stands left, and once no Morale Test is owed
    the action's casualties are complete: Stranded Regiments Press the Attack (C-18, C-19),
    in ``order`` first when the Active Player chose one.
    """
    if order and state.battlefield is None:
        raise RuleViolation("C-19", refused.no_battlefield_to_push())
    if state.battlefield is not None:
        bf.update_contacts(state.regiments)
        if any(r.pending_morale for r in state.regiments):
            if order:
                raise RuleViolation("C-19", refused.pushed_after_the_test())
            waiting = eng.stranded_now(state)
            if waiting:
                log("C-18", step.out_of_contact([state.regiment(w).name for w in waiting]),
                    stranded=waiting)
            return
        if not _holding_pushes.get():
            eng.resolve(state, log, order)
        return
    gone = {r.id for r in state.regiments if r.destroyed}
    if not gone:
        return  # the common case, and a long battle's replay runs this once per action
    for r in state.regiments:
        for s in r.alive_stands:
            if any(e in gone for e in s.contacts):
                s.contacts = [e for e in s.contacts if e not in gone]


def read_push_order(data: Mapping[str, Any], field: str) -> tuple[str, ...]:
    """The Active Player's order for pushing Stranded Regiments (C-19); saves from before
    the order was recorded have none and keep the default order."""
    raw = d.array(data, "push_order", field, default=[], max_len=MAX_REGIMENTS)
    order: list[str] = []
    for i, item in enumerate(raw):
        rid = d.identifier_at(item, f"{field}.push_order[{i}]")
        if rid in order:
            raise InvalidData(f"{field}.push_order[{i}]", rid, fe.listed_twice())
        order.append(rid)
    return tuple(order)


def _without_default_order(out: Json) -> Json:
    # No chosen order is the default order (C-19): saved as before the order existed.
    if not out.get("push_order"):
        out.pop("push_order", None)
    return out


def _name(state: ConquestState, regiment_id: str) -> str:
    # A summary names what it can: an event redone later may name a Regiment by id only.
    return next((r.name for r in state.regiments if r.id == regiment_id), regiment_id)


# What each action is called in the C-12 refusal while a Morale Test is owed, by the
# screen's name for the action: the events refuse with it and the view says it first.
WAITING_FOR = {"pool": "another Wound Pool", "heal": "Healing", "character": "more Wounds",
               "rally": "a Rally", "place": "moving Regiments", "charge": "a Charge",
               "round": "a new Round", "contacts": "contacts change"}


def no_pending(state: ConquestState, action: str) -> None:
    """Refuse ``action`` (a key of WAITING_FOR) while a Morale Test is owed (C-12)."""
    for r in state.regiments:
        if r.pending_morale:
            raise RuleViolation("C-12", said.must_test_first(
                r.name, r.pending_morale, action, WAITING_FOR[action]))


@dataclasses.dataclass(frozen=True)
class WoundPool(Event):
    """A Wound Pool allocated to a Regiment; ``morale=False`` marks a pool that causes no
    Morale Tests (C-12). It may name its ``source`` Enemy Regiment, the ``harm`` (a key
    of ``HARMS``) and the ``arc`` of the target it came from (C-21); without ``morale``
    the harm decides whether it causes tests, and the event keeps the answer."""

    kind: ClassVar[str] = "wound_pool"
    regiment: str
    wounds: int
    morale: bool | None = None
    push_order: tuple[str, ...] = ()
    source: str | None = None
    harm: str | None = None
    arc: str | None = None

    def __post_init__(self) -> None:
        # C-21: a pool naming nothing is against the front, and saves so: a saved pool
        # naming no arc at all was made when it had none (NOT_NAMED).
        if self.source is None and self.harm is None and self.arc is None:
            object.__setattr__(self, "arc", "front")
        super().__post_init__()

    def to_json(self) -> Json:
        out = _without_default_order(super().to_json())
        for key in ("morale", "source", "harm", "arc"):
            if out.get(key) is None:
                out.pop(key, None)  # a pool naming no source saves as it did before
        return out

    def said_summary(self, state: ConquestState) -> Said:
        return hw.wound_pool(self.wounds, _name(state, self.regiment),
                             _name(state, self.source) if self.source else None, self.arc,
                             bool(self.morale))

    def apply(self, state: ConquestState, log: Log) -> None:
        r = state.regiment(self.regiment)
        if r.destroyed:
            raise RuleViolation("C-5", refused.already_destroyed(r.name))
        no_pending(state, "pool")
        origin = pool_source(state, r, self.source, self.harm, self.arc)
        eng.begin(state)
        log("C-4", said.pool_received(r.name, self.wounds), regiment=r.id, pool=self.wounds)
        # A pool naming nothing but its arc, the front by default (or none in an old
        # save), logs nothing of a source, as a pool naming nothing always has.
        named = self.source is not None or self.harm is not None or self.arc in ("flank", "rear")
        if origin is not None and named:
            log("C-21", source_said(origin), regiment=r.id, source=origin.to_json())
        result = allocation.allocate(r, self.wounds, log)
        log("C-5", said.pool_suffered(r.name, result.suffered), regiment=r.id,
            suffered=result.suffered, excess=result.excess, removed=result.removed)
        if r.destroyed:
            log("C-12", said.no_test_destroyed(), regiment=r.id)
        elif r.below_starting_strength():
            log("C-6", said.below_strength(r.name), regiment=r.id)
        if not r.destroyed and result.suffered:
            if self.morale:
                r.pending_morale = result.suffered
                r.pending_source = origin
                target = morale.resolve(r)
                log("C-12", said.morale_roll(result.suffered, target.value,
                                             target.explanation()), regiment=r.id,
                    dice=result.suffered, resolve=target.value)
            elif self.harm and not HARMS[self.harm]:
                log("C-21", said.no_test_harm(self.harm, HARM_WORDS[self.harm]), regiment=r.id)
            else:
                log("C-12", said.no_test_marked(), regiment=r.id)
        after_casualties(state, log, self.push_order)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment", "wounds", "morale", "push_order",
                                  "source", "harm", "arc"))
        harm = None if data.get("harm") is None else d.text(data, "harm", field,
                                                            choices=HARMS)
        arc = None if data.get("arc") is None else d.text(
            data, "arc", field, choices=(*ARCS, NOT_NAMED) if d.saved() else ARCS)
        if arc is None and harm is None and data.get("source") is None:
            arc = NOT_NAMED if d.saved() else "front"
        return cls(
            d.identifier(data, "regiment", field),
            d.integer(data, "wounds", field, low=0, high=MAX_POOL),
            # C-21: Volley, Decay, Aura of Death and Lethal Demise cause no tests unless
            # the player says they do; a pool naming no harm causes them (C-12).
            d.flag(data, "morale", field, default=HARMS[harm] if harm else True),
            read_push_order(data, field),
            None if data.get("source") is None else d.identifier(data, "source", field),
            harm,
            arc,
        )


# Harm that is in contact with its target by definition (C-22).
IN_CONTACT = ("clash", "charge", "duel")


def pool_source(state: ConquestState, r: Regiment, source: str | None, harm: str | None,
                arc: str | None) -> PoolSource | None:
    """What the pool names of where it came from (C-21), checked against the battle,
    and the Terrifying it brings (C-22); None when it names nothing (as before)."""
    if source is None and harm is None and arc is None:
        return None
    if arc == NOT_NAMED:
        return PoolSource(arc=NOT_NAMED)
    enemy = None
    if source is not None:
        enemy = state.regiment(source, "source")
        if enemy.player == r.player:
            raise InvalidData("source", source, fe.own_side(r.name))
    touching = table_arc(state, r, source)
    if touching is not None and arc is not None and arc != touching:
        assert enemy is not None
        raise InvalidData("arc", arc, fe.arc_in_contact(enemy.name, r.name, touching))
    contact = enemy is not None and (harm in IN_CONTACT or enemy.id in r.enemies_in_contact())
    return PoolSource(source, None if enemy is None else enemy.name, harm,
                      touching or arc or "front", terrifying_of(enemy) if contact else 0)


def terrifying_of(enemy: Regiment | None) -> int:
    """C-22: the highest Terrifying X among the source's Stands and Characters."""
    if enemy is None:
        return 0
    found = [enemy.rule_x("Terrifying")] + [
        csr.x_of(c.special_rules, "Terrifying") for c in enemy.alive_characters]
    return max(found)


def table_arc(state: ConquestState, r: Regiment, source: str | None) -> str | None:
    """C-21 on a battlefield: the arc of ``r`` the source touches, the flank or rear when
    it touches one of those as well as the front (the rear first); None when the table
    does not say (no battlefield, no source, or no contact)."""
    if state.battlefield is None or source is None:
        return None
    return arc_of({t.edge for t in bf.all_touches(state.regiments)
                   if t.regiment == r.id and t.enemy == source})


def arc_of(edges: set[str]) -> str | None:
    """The arc a set of the target's touched edges makes (C-21): the rear first, then a
    flank, else the front; None when nothing touches."""
    if not edges:
        return None
    if "rear" in edges:
        return "rear"
    return "flank" if edges & {"left", "right"} else "front"


def source_text(origin: PoolSource) -> str:
    return source_said(origin).text


def source_said(origin: PoolSource) -> Said:
    harm = origin.harm
    return sw.pool_source(origin.name, harm, HARM_WORDS[harm] if harm else "", origin.arc)


@dataclasses.dataclass(frozen=True)
class MoraleTest(Event):
    """The Morale Test owed after a Wound Pool: entered dice, or ``dice=None`` to let the
    app roll (C-13). ``modifiers`` are the player's, e.g. ``(-1,)`` for Terrifying.
    ``rerolls``: the second roll of the passed dice against Wounds from the flank or
    rear (C-23), one per pass, entered or (None) rolled by the app."""

    kind: ClassVar[str] = "morale_test"
    rolled: ClassVar[tuple[str, ...]] = ("dice", "rerolls")
    regiment: str
    dice: tuple[int, ...] | None = None
    modifiers: tuple[int, ...] = ()
    push_order: tuple[str, ...] = ()
    rerolls: tuple[int, ...] | None = None

    def with_rolls(self, state: ConquestState, rng: RandomSource) -> Event:
        r = state.regiment(self.regiment)
        event = self
        if event.dice is None:
            event = dataclasses.replace(event, dice=roll(r.pending_morale, 6, rng))
        if event.rerolls is None and event.dice and morale.rerolls_passes(r):
            target = morale.resolve(r, event.modifiers).value
            passes = sum(morale.judge(v, target).passed for v in event.dice)
            if passes:
                event = dataclasses.replace(event, rerolls=roll(passes, 6, rng))
        return event

    def to_json(self) -> Json:
        out = _without_default_order({
            "kind": self.kind, "regiment": self.regiment,
            "dice": None if self.dice is None else list(self.dice),
            "modifiers": list(self.modifiers), "push_order": list(self.push_order)})
        if self.rerolls is not None:
            out["rerolls"] = list(self.rerolls)
        return out

    def said_summary(self, state: ConquestState) -> Said:
        return hw.morale_test(_name(state, self.regiment), self.dice, self.rerolls)

    def apply(self, state: ConquestState, log: Log) -> None:
        r = state.regiment(self.regiment)
        if not r.pending_morale:
            raise RuleViolation("C-12", said.no_test_to_take(r.name))
        if self.dice is None:
            raise InvalidData("dice", None, fw.entered_or_rolled())
        eng.begin(state)  # normally already taken by the Wound Pool that owes this test
        dice = check_dice(list(self.dice), 6, "dice", count=r.pending_morale)
        taken = morale.take(r, dice, self.rerolls, self.modifiers)
        log_test(r, taken, log)
        r.pending_morale = 0
        r.pending_source = None
        if taken.wounds:
            allocation.allocate(r, taken.wounds, log, source="Morale failures")
        after_casualties(state, log, self.push_order)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment", "dice", "modifiers", "push_order",
                                  "rerolls"))
        raw = data.get("dice")
        dice = None if raw is None else check_dice(raw, 6, f"{field}.dice")
        again = data.get("rerolls")
        # No re-rolled dice is the same record as none asked for (C-13: entered or rolled).
        rerolls = None if not again else check_dice(again, 6, f"{field}.rerolls")
        return cls(
            d.identifier(data, "regiment", field), dice,
            morale.read_modifiers(data, field), read_push_order(data, field),
            None if rerolls is None else tuple(rerolls),
        )


def log_test(r: Regiment, taken: morale.Taken, log: Log) -> None:
    """Each step of one Morale Test in the rulings' order, with the rule that decided it."""
    target = taken.resolve
    if target.terrifying or target.terrifying_ignored:
        x = target.terrifying or (r.pending_source.terrifying if r.pending_source else 0)
        who = target.terrifying_from
        if target.terrifying_ignored:
            log("C-22", said.terrifying_ignored(x, who, r.name, target.terrifying_ignored),
                regiment=r.id, terrifying=0)
        else:
            log("C-22", said.terrifying(x, who, target.before_rules), regiment=r.id,
                terrifying=x)
    if target.phalanx:
        log("C-24", said.phalanx(target.value - target.phalanx, target.value),
            regiment=r.id, phalanx=target.phalanx)
    log("C-11", said.resolve_line(target.value, target.explanation()), regiment=r.id,
        resolve=target.to_json())
    for v in taken.first:
        log("C-10", said.die(v.value, v.passed, v.why, target.value),
            regiment=r.id, die=v.value, passed=v.passed)
    _log_reroll(r, taken, log)
    if taken.indomitable:
        n = taken.indomitable
        log("C-25", said.indomitable(r.rule_x("Indomitable"), n), regiment=r.id, indomitable=n)
    if taken.oblivious and taken.failed:
        log("C-26", said.oblivious(taken.failed, taken.wounds), regiment=r.id,
            wounds=taken.wounds)
    failed, passed = taken.failed, len(taken.first) - taken.failed
    wounds = taken.wounds
    log("C-12", said.test_result(passed, failed, wounds), regiment=r.id, passed=passed,
        failed=failed,
        dice=[v.to_json() for v in taken.first],
        **({"rerolls": [v.to_json() for v in taken.second], "wounds": wounds}
           if taken.reroll or wounds != failed else {}))


def _log_reroll(r: Regiment, taken: morale.Taken, log: Log) -> None:
    src = r.pending_source
    if src is None or src.arc not in ("flank", "rear"):
        return
    if not taken.reroll:
        log("C-23", said.not_rerolled(src.arc), regiment=r.id, rerolled=0)
        return
    n = taken.passes
    log("C-23", said.rerolled(src.arc, n), regiment=r.id, rerolled=n)
    for v in taken.second:
        log("C-10", said.die(v.value, v.passed, v.why, taken.resolve.value, reroll=True),
            regiment=r.id, die=v.value, passed=v.passed, reroll=True)


# Named heals (C-29): each Heal ``source`` and the special rule it is.
NAMED_HEALS: dict[str, str] = {"regeneration": "Regeneration",
                               "fanatical_devotion": "Fanatical Devotion",
                               "biotic_renewal": "Biotic Renewal"}
# The named heals whose Heal Points are fixed (C-29): the rest take the X entered or a die.
FIXED_HEAL_POINTS: Mapping[str, int] = {"fanatical_devotion": 3}
PLAIN_HEAL = "Heal Points"


def heals_json() -> list[dict[str, Any]]:
    """The heals a Heal may name, for the picker: plain Heal Points (``source`` ""), then
    each named heal (C-29) titled as its rule reads, "(X)" where it takes an X and its
    points where they are fixed."""
    def title(source: str) -> str:
        name = NAMED_HEALS[source]
        if source in FIXED_HEAL_POINTS:
            return f"{name} ({FIXED_HEAL_POINTS[source]})"
        return f"{name} (X)" if csr.TAKES_X[name] else name
    return [{"source": "", "title": PLAIN_HEAL, "points": None}] + [
        {"source": k, "title": title(k), "points": FIXED_HEAL_POINTS.get(k)}
        for k in NAMED_HEALS]


@dataclasses.dataclass(frozen=True)
class Heal(Event):
    """Heal Points for a Regiment (C-7 to C-9); ``no_room`` when a restored Stand cannot
    be placed, which loses the remaining points. ``source`` names the heal (C-29):
    "regeneration" (``points`` is X; skips the Characters, or with ``character`` heals
    only that Character), "fanatical_devotion" (3) or "biotic_renewal" (a D6, a D3 when
    not Infantry: ``points`` entered, or None for the app to roll)."""

    kind: ClassVar[str] = "heal"
    rolled: ClassVar[tuple[str, ...]] = ("points",)
    regiment: str
    points: int | None = None
    no_room: bool = False
    source: str | None = None
    character: str | None = None

    def to_json(self) -> Json:
        out = super().to_json()
        for key in ("source", "character"):
            if out.get(key) is None:
                out.pop(key, None)  # a Heal naming no source saves as it did before
        return out

    def with_rolls(self, state: ConquestState, rng: RandomSource) -> Event:
        if self.points is not None or self.source != "biotic_renewal":
            return self
        return dataclasses.replace(self, points=roll(1, biotic_die(state.regiment(
            self.regiment)), rng)[0])

    def said_summary(self, state: ConquestState) -> Said:
        return hw.heal(self.points, self.source, NAMED_HEALS[self.source] if self.source else "",
                       _name(state, self.regiment), self.no_room)

    def apply(self, state: ConquestState, log: Log) -> None:
        r = state.regiment(self.regiment)
        no_pending(state, "heal")
        if self.points is None:
            raise InvalidData("points", None, fw.entered_or_rolled())
        self._check_named(r)
        if self.character is not None:
            _regenerate_character(r, self.character, self.points, log)
            return
        log("C-7", step.heals_with(r.name, self.points, self.source or "none",
                                   NAMED_HEALS[self.source] if self.source else ""),
            regiment=r.id, points=self.points)
        room = None if state.battlefield is None else _room_on_table(state, r)
        skip = self.source == "regeneration"
        if skip and any(c.markers for c in r.alive_characters):
            log("C-29", step.regeneration_skips(), regiment=r.id)
        result = healing.heal(r, self.points, log, no_room=self.no_room, room=room,
                              characters=not skip)
        if state.battlefield is not None:
            bf.update_contacts(state.regiments)
        unused = self.points - result.spent - result.lost
        log("C-7", step.healing_done(result.spent, result.lost, unused), regiment=r.id,
            spent=result.spent, lost=result.lost, unused=unused, restored=result.restored)

    def _check_named(self, r: Regiment) -> None:
        assert self.points is not None
        if self.source == "biotic_renewal" and self.points > biotic_die(r):
            raise InvalidData("points", self.points,
                              fe.biotic_renewal(biotic_die(r), r.name, r.kind))
        if self.source == "regeneration" and self.points > 6:
            raise InvalidData("points", self.points, fe.regeneration_range())

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment", "points", "no_room", "source",
                                  "character"))
        source = None if data.get("source") is None else d.text(data, "source", field,
                                                                choices=NAMED_HEALS)
        given = {k: v for k, v in data.items() if not (k == "points" and v is None)}
        fixed = None if source is None else FIXED_HEAL_POINTS.get(source)
        points = (None if source == "biotic_renewal" and "points" not in given
                  else d.integer(given, "points", field, low=1, high=999, default=fixed))
        if source is not None and fixed is not None and points != fixed:
            raise InvalidData(f"{field}.points", points,
                              fe.named_heal(source, NAMED_HEALS[source], fixed))
        character = (None if data.get("character") is None
                     else d.identifier(data, "character", field))
        if character is not None and source != "regeneration":
            raise InvalidData(f"{field}.character", character,
                              fe.character_regeneration())
        return cls(d.identifier(data, "regiment", field), points,
                   d.flag(data, "no_room", field), source, character)


def biotic_die(r: Regiment) -> int:
    """C-29: Biotic Renewal heals a D6, a D3 when the Regiment is not Infantry."""
    return 6 if r.kind == "infantry" else 3


def _regenerate_character(r: Regiment, character: str, points: int, log: Log) -> None:
    """C-29: a Character's own Regeneration heals only itself; the rest is lost."""
    if r.broken:
        raise RuleViolation("C-9", refused.broken_no_heal(r.name))
    c = r.character(character, "character")
    if c.destroyed:
        raise RuleViolation("C-3", refused.character_removed(c.name))
    n = min(points, c.markers)
    c.markers -= n
    log("C-29", step.regeneration_of(points, c.name, n, points - n), regiment=r.id,
        character=c.id, healed=n, lost=points - n)


def _room_on_table(state: ConquestState, r: Regiment) -> healing.Room:
    """C-9 on a battlefield: a restored Stand needs its place free and on the table."""
    field = state.battlefield
    assert field is not None

    def room(stand: Stand, rank: int, file: int) -> Said | None:
        if r.position is None:
            return None
        ghost = dataclasses.replace(stand, rank=rank, file=file, destroyed=False)
        return bf.problem(field, state.regiments, r, {stand.id: bf.stand_rect(r, ghost)},
                          places={stand.id: spot_at(r, rank, file)})

    return room


@dataclasses.dataclass(frozen=True)
class CharacterWounds(Event):
    """Wounds a Character suffers outside the Wound Pool, e.g. in a Duel (C-3)."""

    kind: ClassVar[str] = "character_wounds"
    regiment: str
    character: str
    wounds: int
    push_order: tuple[str, ...] = ()

    def to_json(self) -> Json:
        return _without_default_order(super().to_json())

    def said_summary(self, state: ConquestState) -> Said:
        who = next((c.name for r in state.regiments if r.id == self.regiment
                    for c in r.characters if c.id == self.character), self.character)
        return hw.character_wounds(self.wounds, who, _name(state, self.regiment))

    def apply(self, state: ConquestState, log: Log) -> None:
        r = state.regiment(self.regiment)
        c = r.character(self.character, "character")
        no_pending(state, "character")
        if c.destroyed:
            raise RuleViolation("C-3", refused.character_already_removed(c.name))
        c.markers += self.wounds
        if c.markers >= c.wounds:
            eng.begin(state)
            c.markers, c.destroyed = 0, True
            if r.losses is not None:
                r.losses += 1  # a Character removed is a loss (C-14)
            log("C-3", step.character_removed(c.name), regiment=r.id,
                character=c.id)
            allocation.check_broken(r, log)
            after_casualties(state, log, self.push_order)
        else:
            log("C-3", step.character_markers(c.name, c.markers), regiment=r.id, character=c.id)
        # Ch6 tests Morale after a Wound Pool's Wounds; these never were one (C-3). Said
        # only of a Regiment still on the table (one Shattered by them tests nothing).
        if not state.regiment(self.regiment).destroyed:
            log("C-3", step.character_no_morale(r.name), regiment=r.id)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment", "character", "wounds", "push_order"))
        return cls(d.identifier(data, "regiment", field), d.identifier(data, "character", field),
                   d.integer(data, "wounds", field, low=1, high=99),
                   read_push_order(data, field))


@dataclasses.dataclass(frozen=True)
class Rally(Event):
    """A Rally, Combat Rally or a Character's rally (C-16)."""

    kind: ClassVar[str] = "rally"
    regiment: str

    def said_summary(self, state: ConquestState) -> Said:
        return hw.rally(_name(state, self.regiment))

    def apply(self, state: ConquestState, log: Log) -> None:
        r = state.regiment(self.regiment)
        if r.destroyed:
            raise RuleViolation("C-16", refused.destroyed_no_rally(r.name))
        no_pending(state, "rally")
        was = r.broken
        r.broken, r.broken_at = False, None
        r.baseline = r.count()
        r.losses = None if r.losses is None else 0
        log("C-16", step.rallies(r.name, was, r.baseline), regiment=r.id,
            baseline=r.baseline)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment"))
        return cls(d.identifier(data, "regiment", field))


@dataclasses.dataclass(frozen=True)
class NewRound(Event):
    """Start the next Round: every baseline is reset, Broken Regiments re-base (C-15, C-16)."""

    kind: ClassVar[str] = "new_round"

    def said_summary(self, state: ConquestState) -> Said:
        return hw.new_round()

    def apply(self, state: ConquestState, log: Log) -> None:
        no_pending(state, "round")
        if state.round >= MAX_ROUNDS:
            raise RuleViolation("C-16", refused.max_rounds(MAX_ROUNDS))
        state.round += 1
        log("C-16", step.round_begins(state.round), round=state.round)
        for r in state.regiments:
            if r.destroyed:
                continue
            r.baseline = r.count()
            r.losses = None if r.losses is None else 0
            if r.broken:
                r.broken_at = r.count()
                log("C-15", step.still_broken(r.name, r.broken_at), regiment=r.id)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind",))
        return cls()


@dataclasses.dataclass(frozen=True)
class SetActivePlayer(Event):
    kind: ClassVar[str] = "active_player"
    player: int

    def said_summary(self, state: ConquestState) -> Said:
        return hw.active_player(state.players[self.player])

    def apply(self, state: ConquestState, log: Log) -> None:
        state.active_player = self.player
        log("C-19", step.active_player(state.players[self.player]), player=self.player)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "player"))
        return cls(d.integer(data, "player", field, low=0, high=1))


@dataclasses.dataclass(frozen=True)
class SetContacts(Event):
    """Which Enemy Regiments a Stand is in base contact with (C-2), set by the player."""

    kind: ClassVar[str] = "contacts"
    regiment: str
    stand: str
    enemies: tuple[str, ...] = ()

    def said_summary(self, state: ConquestState) -> Said:
        # The Stand by its place in the players' words, its id only if the
        # Regiment is not (or no longer) there to place it in.
        r = next((r for r in state.regiments if r.id == self.regiment), None)
        s = next((s for s in r.stands if s.id == self.stand), None) if r else None
        return hw.contacts(_name(state, self.regiment), stand_spot(r, s) if r and s else None,
                           self.stand)

    def apply(self, state: ConquestState, log: Log) -> None:
        if state.battlefield is not None:
            raise RuleViolation("C-17", refused.contacts_from_positions())
        no_pending(state, "contacts")
        r = state.regiment(self.regiment)
        s = r.stand(self.stand)
        if s.destroyed:
            raise RuleViolation("C-2", sw.stand_removed(stand_spot(r, s), r.name))
        for i, e in enumerate(self.enemies):
            enemy = state.regiment(e, f"enemies[{i}]")
            if enemy.player == r.player:
                raise InvalidData(f"enemies[{i}]", e, fe.friendly_not_enemy())
            if enemy.destroyed:
                raise InvalidData(f"enemies[{i}]", e, fe.destroyed())
        s.contacts = sorted(set(self.enemies))
        names = [state.regiment(e).name for e in s.contacts]
        log("C-2", sw.stand_contacts(stand_spot(r, s), r.name, names), regiment=r.id,
            stand=s.id, contacts=s.contacts)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment", "stand", "enemies"))
        enemies = d.array(data, "enemies", field, default=[], max_len=10)
        return cls(d.identifier(data, "regiment", field), d.identifier(data, "stand", field),
                   tuple(d.identifier_at(e, f"{field}.enemies[{i}]")
                         for i, e in enumerate(enemies)))


@dataclasses.dataclass(frozen=True)
class Place(Event):
    """Put a Regiment on the battlefield or move it (C-17): ``x``, ``y`` are the centre of
    its front edge in mm, ``facing`` the compass angle its front looks along (0 is +y)."""

    kind: ClassVar[str] = "place"
    regiment: str
    x: float
    y: float
    facing: float = 0.0

    def said_summary(self, state: ConquestState) -> Said:
        return hw.place(_name(state, self.regiment), self.x, self.y, self.facing)

    def apply(self, state: ConquestState, log: Log) -> None:
        if state.battlefield is None:
            raise RuleViolation("C-17", refused.no_battlefield_to_place())
        no_pending(state, "place")
        if state.engaged_before is not None:
            raise RuleViolation("C-18", refused.casualties_not_complete())
        r = state.regiment(self.regiment)
        if r.destroyed:
            raise RuleViolation("C-17", refused.destroyed(r.name))
        r.position = Position(float(self.x), float(self.y), normal_facing(float(self.facing)))
        why = bf.problem(state.battlefield, state.regiments, r, bf.rects(r))
        if why:
            raise RuleViolation("C-17", tw.cannot_stand_there(r.name, why))
        log("C-17", tw.stands_at(r.name, r.position.x, r.position.y, r.position.facing),
            regiment=r.id,
            position=r.position.to_json())
        bf.update_contacts(state.regiments)
        for e in eng.current(state).get(r.id, []):
            log("C-17", step.in_contact(r.name, state.regiment(e.enemy).name, e.stands,
                                        e.enemy_stands, e.edges),
                regiment=r.id, enemy=e.enemy, engagement=e.to_json())

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment", "x", "y", "facing"))
        return cls(d.identifier(data, "regiment", field),
                   d.number(data, "x", field, low=-1e5, high=1e5),
                   d.number(data, "y", field, low=-1e5, high=1e5),
                   d.number(data, "facing", field, low=-3600.0, high=3600.0, default=0.0))


@dataclasses.dataclass(frozen=True)
class Charge(Event):
    """``regiment`` charges ``enemy``'s ``edge`` (front, left, right, rear; left and right
    as the enemy's owner faces): it stands flush against that edge, facing it, centred
    on it, or slid ``offset`` of its Stand widths to its own right (negative: left)
    (C-17). A battle without a battlefield gets one first, ``table`` = (width, depth)
    in mm or a 6' x 4' table, with both armies deployed in their halves."""

    kind: ClassVar[str] = "charge"
    regiment: str
    enemy: str
    edge: str
    offset: int = 0
    table: tuple[float, float] | None = None

    def said_summary(self, state: ConquestState) -> Said:
        return hw.charge(_name(state, self.regiment), self.edge, charging.EDGE_WORDS[self.edge],
                         _name(state, self.enemy))

    def apply(self, state: ConquestState, log: Log) -> None:
        r, enemy = charge_sides(state, self.regiment, self.enemy)
        if state.battlefield is None:
            first_battlefield(state, self.table, log)
        elif self.table is not None:
            raise InvalidData("table", list(self.table), fe.table_left_out_size(
                state.battlefield.width, state.battlefield.depth))
        charging.on_the_battlefield(r, enemy)
        at, made, why = charging.fit(state, r, enemy, self.edge, self.offset)
        if why is not None:
            raise RuleViolation("C-17", charging.refusal(r, enemy, self.edge, why))
        assert made is not None
        was = r.enemies_in_contact()
        r.position = at
        bf.update_contacts(state.regiments)
        left = sorted(was - r.enemies_in_contact())
        if left:
            log("C-17", tw.leaves_contact(r.name, [state.regiment(e).name for e in left]),
                regiment=r.id, left=left)
        log("C-17", step.charges(r.name, self.edge, charging.EDGE_WORDS[self.edge], enemy.name,
                                 made.stands, made.enemy_stands),
            regiment=r.id, enemy=enemy.id, edge=self.edge, offset=self.offset,
            stands=made.stands, enemy_stands=made.enemy_stands, position=at.to_json())
        for e in eng.current(state).get(r.id, []):
            if e.enemy != enemy.id:
                log("C-17", step.in_contact(r.name, state.regiment(e.enemy).name, e.stands,
                                            e.enemy_stands, e.edges, also=True),
                    regiment=r.id, enemy=e.enemy, engagement=e.to_json())

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "regiment", "enemy", "edge", "offset", "table"))
        table = charging.read_table(data.get("table"), f"{field}.table")
        return cls(d.identifier(data, "regiment", field), d.identifier(data, "enemy", field),
                   d.text(data, "edge", field, choices=charging.EDGES),
                   d.integer(data, "offset", field, low=-charging.MAX_OFFSET,
                             high=charging.MAX_OFFSET, default=0),
                   table)


def charge_sides(state: ConquestState, attacker: str, target: str) -> tuple[Regiment, Regiment]:
    """The two Regiments of a Charge, refused before anything changes."""
    r = state.regiment(attacker)
    enemy = state.regiment(target, "enemy")
    if enemy.player == r.player:
        raise InvalidData("enemy", target, fe.friendly_not_enemy())
    no_pending(state, "charge")
    if state.engaged_before is not None:
        raise RuleViolation("C-18", refused.casualties_not_complete())
    for who in (r, enemy):
        if who.destroyed:
            raise RuleViolation("C-17", refused.destroyed(who.name))
    if r.broken:
        raise RuleViolation("C-15", refused.broken_no_charge(r.name))
    return r, enemy


def first_battlefield(state: ConquestState, table: tuple[float, float] | None,
                      log: Log) -> None:
    """C-17 for a battle that had no table: one, with both armies deployed."""
    field = charging.first_table(table)
    held = deployment.hand_set(state)
    placed = deployment.place_all(state, field)
    log("C-17", tw.first_battlefield(field.width, field.depth), battlefield=field.to_json(),
        deployed={rid: p.to_json() for rid, p in placed.items()})
    if held:
        log("C-17", deployment.hand_set_words(held), ended=[f"{a} with {b}" for a, b in held])


EVENTS: tuple[type[Event], ...] = (WoundPool, MoraleTest, Heal, CharacterWounds, Rally, NewRound,
                                   SetActivePlayer, SetContacts, Place, Charge)
