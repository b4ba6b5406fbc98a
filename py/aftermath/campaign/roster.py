"""A warband's roster: its models, their characteristics and scars, and its VP.

The roster is what a campaign carries from battle to battle, so it round-trips through
plain data exactly and every bad value is refused with the field that holds it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, Self

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath.errors import InvalidData

Json = dict[str, Any]

KINDS = ("Leader", "Individual", "Hero", "Specialist", "Trooper")
TROOPER = "Trooper"
CHARACTERISTICS = ("AR", "MV", "ST", "RC", "LD", "AC", "CC")
ACTIVE, DEAD, CAPTURED, RETIRED_BLIND = "active", "dead", "captured", "retired blind"
STATUSES = (ACTIVE, DEAD, CAPTURED, RETIRED_BLIND)

# Wound Table locations a model can carry (W-4); kept here so a roster can be checked
# without the tables, and the tables check against this list.
LOCATIONS = (
    "Chest wound", "Leg wound", "Arm wound", "Blinded in one eye", "Head wound",
    "Ear wound", "Shell shock", "Hand wound",
)
EYE_WOUND = "Blinded in one eye"
EAR_WOUND = "Ear wound"
REAR_ATTACKERS_CC = 4

MAX_MODELS = 100
MAX_STAT = 99
MAX_VP = 1_000_000


def _name(data: Mapping[str, Any], key: str, field: str, default: str | None = None) -> str:
    value = d.name(data, key, field, max_len=60, default=default, blank=True).strip()
    if not value:
        raise InvalidData(f"{field}.{key}", data.get(key), fe.not_empty())
    return value


@dataclasses.dataclass
class Hatred:
    """Hate: N against an enemy force, named as its roster is (W-6)."""

    force: str
    hate: int

    def to_json(self) -> Json:
        return {"force": self.force, "hate": self.hate}

    @classmethod
    def from_json(cls, value: Any, field: str) -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("force", "hate"))
        return cls(_name(data, "force", field), d.integer(data, "hate", field, low=1, high=20))


@dataclasses.dataclass
class Model:
    id: str
    name: str
    kind: str
    value: int
    characteristics: dict[str, int]
    # Spot is a modifier to Spot tests, not a characteristic: it starts at 0 and goes
    # negative, so W-4's floor at 0 does not apply to it (it would erase every penalty).
    spot: int = 0
    undead: bool = False
    ep: int = 0
    lasting_wounds: list[str] = dataclasses.field(default_factory=list)
    hatreds: list[Hatred] = dataclasses.field(default_factory=list)
    status: str = ACTIVE

    @property
    def active(self) -> bool:
        return self.status == ACTIVE

    @property
    def rear_attackers_cc(self) -> int:
        # Deafened is a condition: a second Ear Wound stacks its Spot penalty (W-4) but
        # the model is no more surprised from behind than it already was.
        return REAR_ATTACKERS_CC if EAR_WOUND in self.lasting_wounds else 0

    def to_json(self) -> Json:
        return {
            "id": self.id, "name": self.name, "kind": self.kind, "value": self.value,
            "characteristics": dict(self.characteristics), "spot": self.spot,
            "undead": self.undead, "ep": self.ep, "lasting_wounds": list(self.lasting_wounds),
            "hatreds": [h.to_json() for h in self.hatreds], "status": self.status,
        }

    @classmethod
    def from_json(cls, value: Any, field: str, default_id: str = "") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, (
            "id", "name", "kind", "value", "characteristics", "spot", "undead", "ep",
            "lasting_wounds", "hatreds", "status",
        ))
        stats = d.obj(data.get("characteristics"), f"{field}.characteristics")
        where = f"{field}.characteristics"
        d.only_keys(stats, where, CHARACTERISTICS)
        wounds = d.array(data, "lasting_wounds", field, default=[], max_len=60)
        for i, w in enumerate(wounds):
            if w not in LOCATIONS:
                raise InvalidData(f"{field}.lasting_wounds[{i}]", w,
                                  fe.wound_location(LOCATIONS))
        model = cls(
            id=d.identifier(data, "id", field, default=default_id or None),
            name=_name(data, "name", field),
            kind=d.text(data, "kind", field, choices=KINDS),
            value=d.integer(data, "value", field, low=0, high=MAX_VP),
            characteristics={c: d.integer(stats, c, where, low=0, high=MAX_STAT)
                             for c in CHARACTERISTICS},
            spot=d.integer(data, "spot", field, low=-MAX_STAT, high=MAX_STAT, default=0),
            undead=d.flag(data, "undead", field),
            ep=d.integer(data, "ep", field, low=0, high=MAX_VP, default=0),
            lasting_wounds=list(wounds),
            hatreds=[Hatred.from_json(h, f"{field}.hatreds[{i}]") for i, h in
                     enumerate(d.array(data, "hatreds", field, default=[], max_len=20))],
            status=d.text(data, "status", field, default=ACTIVE, choices=STATUSES),
        )
        eyes = wounds.count(EYE_WOUND)
        if eyes > 2 or (eyes == 2 and model.status in (ACTIVE, CAPTURED)):
            raise InvalidData(f"{field}.lasting_wounds", wounds,
                              fe.blind())
        forces = [h.force for h in model.hatreds]
        if len(set(forces)) != len(forces):
            raise InvalidData(f"{field}.hatreds", forces, fe.each_enemy_once())
        return model


@dataclasses.dataclass
class Roster:
    """A warband: its name (what enemies Hate), its VP and its models."""

    name: str
    vp: int
    models: list[Model]
    # W-3: the Casualty Fate table is written for characters; troopers use it only when
    # the player opts into the extra bookkeeping for this warband.
    troopers_roll_fate: bool = False

    def model(self, model_id: str, field: str = "model") -> Model:
        for m in self.models:
            if m.id == model_id:
                return m
        raise InvalidData(field, model_id, fe.not_model_of(self.name))

    def rolls_fate(self, model: Model) -> bool:
        return model.kind != TROOPER or self.troopers_roll_fate

    def to_json(self) -> Json:
        return {"name": self.name, "vp": self.vp, "troopers_roll_fate": self.troopers_roll_fate,
                "models": [m.to_json() for m in self.models]}

    @classmethod
    def from_json(cls, value: Any, field: str = "roster") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("name", "vp", "troopers_roll_fate", "models"))
        items = d.array(data, "models", field, default=[], max_len=MAX_MODELS)
        models = [Model.from_json(m, f"{field}.models[{i}]", default_id=f"m{i + 1}")
                  for i, m in enumerate(items)]
        seen: set[str] = set()
        for i, m in enumerate(models):
            if m.id in seen:
                raise InvalidData(f"{field}.models[{i}].id", m.id, fe.used_by_two("models"))
            seen.add(m.id)
        return cls(
            name=_name(data, "name", field),
            vp=d.integer(data, "vp", field, low=0, high=MAX_VP),
            models=models,
            troopers_roll_fate=d.flag(data, "troopers_roll_fate", field),
        )

    def copy(self) -> Roster:
        return Roster.from_json(self.to_json())


def roster_view(roster: Roster) -> Json:
    """The roster with what follows from it, for the roster screens."""
    data = roster.to_json()
    for model, view in zip(roster.models, data["models"], strict=True):
        view["rear_attackers_cc"] = model.rear_attackers_cc
    data["active"] = sum(m.active for m in roster.models)
    return data
