"""A Ninth Age battle: the Units of two players and the Health Point losses they take.

Every change is an event on the shared history (push / pop / redo / JSON replay); one
``HealthPointLosses`` event is one batch of simultaneous losses to one Health Pool.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from aftermath import battle_words
from aftermath import data as d
from aftermath import field_words as fw
from aftermath import form_error_words as fe
from aftermath.dice import RandomSource
from aftermath.errors import InvalidData
from aftermath.history import Event, Game, Log, Step
from aftermath.ninth_age import attacks as atk
from aftermath.ninth_age import casualties, formation
from aftermath.ninth_age import history_words as hw
from aftermath.ninth_age import multiple_wounds as mw
from aftermath.ninth_age import outcome as verdicts
from aftermath.ninth_age import step_words as step
from aftermath.ninth_age.attacks import Attack, ExcessShare
from aftermath.ninth_age.multiple_wounds import MultipleWounds, parse_spec
from aftermath.ninth_age.unit import MAX_MODELS, RANK_AND_FILE, Unit, identifier_at
from aftermath.ninth_age.unstable import UnstableLosses
from aftermath.said import Said

Json = dict[str, Any]

MAX_UNITS = 40
MAX_LOSSES = 999


@dataclasses.dataclass
class NinthAgeState:
    units: list[Unit]
    players: tuple[str, str] = ("Player 1", "Player 2")

    def unit(self, unit_id: str, field: str = "unit") -> Unit:
        for u in self.units:
            if u.id == unit_id:
                return u
        raise InvalidData(field, unit_id, fe.not_in_battle("unit"))

    def to_json(self) -> Json:
        return {"players": list(self.players), "units": [u.to_json() for u in self.units]}

    @classmethod
    def from_json(cls, value: Any, field: str = "battle") -> Self:
        """``{"players": [two names], "units": [...]}``; each Unit in its full form or in
        the new-battle form of :meth:`Unit.new`."""
        data = d.obj(value, field)
        d.only_keys(data, field, ("players", "units"))
        names = d.two_players(data, field)
        units_data = d.array(data, "units", field, max_len=MAX_UNITS)
        if not units_data:
            raise InvalidData(f"{field}.units", [], fe.needs_at_least_one("battle"))
        units = [Unit.from_json(u, f"{field}.units[{i}]") for i, u in enumerate(units_data)]
        seen: set[str] = set()
        for i, u in enumerate(units):
            if u.id in seen:
                raise InvalidData(f"{field}.units[{i}].id", u.id, fe.used_by_two("units"))
            seen.add(u.id)
        return cls(units=units, players=(names[0], names[1]))


@dataclasses.dataclass(frozen=True)
class HealthPointLosses(Event):
    """One batch of Health Point losses to one Health Pool of a Unit (N-2 to N-5).

    ``pool`` is ``"rank_and_file"`` or a Character's / Champion's id. ``attacks``
    optionally splits the batch into its simultaneous attacks, whose losses add up to
    ``losses``; ``excess_from`` is the attacking player's choice of which attacks caused
    the excess (N-5). ``picks`` are rank-and-file models the owner chooses, in order, for
    the models leaving ranks behind the first (N-3); the rest follow the default order.

    ``multiple_wounds`` makes the batch one attack with Multiple Wounds (X) (N-6): its
    unsaved wounds and each one's value, entered or (``values=None``) rolled by the app
    when pushed. ``losses`` is then the Health Points those values cost, each capped at
    the pool's Health Points per model; ``None`` lets the engine work it out, and a push
    records the number. Left out, nothing is written: saves from before read the same.
    """

    kind: ClassVar[str] = "health_point_losses"
    rolled: ClassVar[tuple[str, ...]] = ("multiple_wounds.values", "losses",
                                         "attacks[].multiple_wounds.values",
                                         "attacks[].losses")
    unit: str
    pool: str
    losses: int | None
    attacks: tuple[Attack, ...] | None = None
    excess_from: tuple[ExcessShare, ...] | None = None
    picks: tuple[str, ...] = ()
    multiple_wounds: MultipleWounds | None = None

    def said_summary(self, state: NinthAgeState) -> Said:
        unit = next((u for u in state.units if u.id == self.unit), None)
        name = self.unit if unit is None else unit.name
        character = next((c for c in (unit.characters if unit else []) if c.id == self.pool),
                         None)
        if self.pool == RANK_AND_FILE:
            pool: dict[str, str] = {"pool": RANK_AND_FILE, "character": ""}
            pool_text = "Rank and file"
        elif character is None:
            pool, pool_text = {"pool": "unknown", "character": self.pool}, self.pool
        else:
            pool = {"pool": character.kind, "character": character.name}
            pool_text = character.title
        losses: int | str | None = self.losses
        if losses is None and self.multiple_wounds is not None:
            # Not yet totalled (a preview): the same sum the push will record (N-6).
            hp = unit.hp if unit is not None and self.pool == RANK_AND_FILE else next(
                (c.hp for c in (unit.characters if unit else []) if c.id == self.pool), None)
            values = self.multiple_wounds.values
            losses = None if hp is None or values is None else sum(
                self.multiple_wounds.capped(hp))
        mw = self.multiple_wounds
        listed = None if not self.attacks else hw.attacks([
            hw.attack(a.name, a.losses, a.multiple_wounds.x if a.multiple_wounds else None,
                      a.multiple_wounds.values if a.multiple_wounds else None)
            for a in self.attacks])
        return hw.hp_lost(losses if isinstance(losses, int) else None, name, pool, pool_text,
                          mw.x if mw else None, mw.values if mw else None, listed,
                          [(s.attack, s.losses) for s in self.excess_from or ()])

    def with_rolls(self, state: NinthAgeState, rng: RandomSource) -> Event:
        """Rolls the Multiple Wounds values left to the app and records what they cost
        (N-6); a wrong total entered beside the values is refused by apply, not hidden."""
        multiple = [self.multiple_wounds] + [a.multiple_wounds for a in self.attacks or ()]
        if all(m is None for m in multiple):
            return self
        u = state.unit(self.unit)
        if self.pool != RANK_AND_FILE:
            u.character(self.pool)
        hp = u.hp_per_model(self.pool)
        event = self
        if self.multiple_wounds is not None:
            rolled = self.multiple_wounds.rolled(rng)
            event = dataclasses.replace(event, multiple_wounds=rolled)
            total: int | None = sum(rolled.capped(hp))
        else:
            attacks = tuple(a if a.multiple_wounds is None else dataclasses.replace(
                a, multiple_wounds=a.multiple_wounds.rolled(rng)) for a in self.attacks or ())
            attacks = tuple(a if a.losses is not None or a.multiple_wounds is None else
                            dataclasses.replace(a, losses=sum(a.multiple_wounds.capped(hp)))
                            for a in attacks)
            event = dataclasses.replace(event, attacks=attacks)
            total = sum(a.losses or 0 for a in attacks)
        if self.losses is None:
            event = dataclasses.replace(event, losses=total)
        return event

    def resolve(self, u: Unit, log: Log) -> tuple[int, tuple[Attack, ...] | None]:
        """The batch's Health Point losses and its attacks, each attack's Multiple Wounds
        worked out (N-6)."""
        if self.multiple_wounds is not None:
            return self.total(u, log), self.attacks
        if self.attacks is None:
            if self.losses is None:
                raise InvalidData("losses", None, fw.required())
            return d.int_value(self.losses, "losses", low=0, high=MAX_LOSSES), None
        hp = u.hp_per_model(self.pool)
        attacks = tuple(a.resolved(hp, log, f"attacks[{i}]", unit=u.id, pool=self.pool)
                        for i, a in enumerate(self.attacks))
        losses = sum(a.losses or 0 for a in attacks) if self.losses is None else self.losses
        return d.int_value(losses, "losses", low=0, high=MAX_LOSSES), attacks

    def total(self, u: Unit, log: Log) -> int:
        """The Health Point losses of a batch that is one attack with Multiple Wounds."""
        assert self.multiple_wounds is not None
        if self.attacks is not None:
            raise InvalidData("multiple_wounds", self.multiple_wounds.to_json(),
                              fe.multiple_wounds_one_attack())
        hp = u.hp_per_model(self.pool)
        capped = self.multiple_wounds.capped(hp)
        total = sum(capped)
        if self.losses is not None and self.losses != total:
            raise InvalidData("losses", self.losses,
                              fe.losses_cost(total))
        log("N-6", step.wounds_capped(self.multiple_wounds.said(hp), hp), unit=u.id,
            pool=self.pool, x=self.multiple_wounds.x,
            values=list(self.multiple_wounds.values or ()), capped=list(capped), total=total)
        return d.int_value(total, "losses", low=0, high=MAX_LOSSES)

    def apply(self, state: NinthAgeState, log: Log) -> None:
        u = state.unit(self.unit)
        if self.pool != RANK_AND_FILE:
            u.character(self.pool)
        losses, attacks = self.resolve(u, log)
        if attacks is not None:
            atk.check_attacks(attacks, losses)
        elif self.excess_from is not None:
            raise InvalidData("excess_from", [s.to_json() for s in self.excess_from],
                              fe.excess_needs_attacks())
        result = casualties.take_losses(u, self.pool, losses, log, self.picks)
        if attacks is not None:
            atk.attribute(attacks, result.excess, self.excess_from, log,
                          unit=u.id, pool=self.pool)

    def to_json(self) -> Json:
        out: Json = {
            "kind": self.kind, "unit": self.unit, "pool": self.pool, "losses": self.losses,
            "attacks": None if self.attacks is None else [a.to_json() for a in self.attacks],
            "excess_from": (None if self.excess_from is None
                            else [s.to_json() for s in self.excess_from]),
            "picks": list(self.picks),
        }
        if self.multiple_wounds is not None:
            out["multiple_wounds"] = self.multiple_wounds.to_json()
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Self:
        d.only_keys(data, field, ("kind", "unit", "pool", "losses", "attacks", "excess_from",
                                  "picks", "multiple_wounds"))
        attacks = atk.attacks_from_json(data.get("attacks"), f"{field}.attacks")
        multiple = mw.read(data.get("multiple_wounds"), f"{field}.multiple_wounds")
        # A form that lists the attacks need not add them up itself.
        total = None if attacks is None else sum(a.losses or 0 for a in attacks)
        unknown = multiple is not None or any(a.losses is None for a in attacks or ())
        picks = d.array(data, "picks", field, default=[], max_len=MAX_MODELS)
        # With Multiple Wounds the engine works the losses out from the values (N-6).
        if data.get("losses") is None and (unknown or total is not None):
            losses = None if unknown else total
        else:
            losses = d.integer(data, "losses", field, low=0, high=MAX_LOSSES, default=total)
        return cls(
            unit=d.identifier(data, "unit", field),
            pool=d.identifier(data, "pool", field, default=RANK_AND_FILE),
            losses=losses,
            attacks=attacks,
            excess_from=atk.shares_from_json(data.get("excess_from"), f"{field}.excess_from"),
            picks=tuple(identifier_at(p, f"{field}.picks[{i}]") for i, p in enumerate(picks)),
            multiple_wounds=multiple,
        )


class NinthAgeBattle(Game[NinthAgeState]):
    system = "ninth_age"
    state_type = NinthAgeState
    event_types = (HealthPointLosses, UnstableLosses)

    def unit(self, unit_id: str) -> Unit:
        return self.state.unit(unit_id)

    @classmethod
    def outcome(cls, before: NinthAgeState, after: NinthAgeState, event: Event,
                steps: list[Step]) -> Json | None:
        return verdicts.outcome(before, after, event, steps)

    @classmethod
    def describe(cls, state: NinthAgeState) -> Json:
        """What the screens draw: every model's rank, file and Health Pool, every Unit's
        carried-over lost Health Points, and each Health Pool's standing."""
        return {"players": list(state.players),
                # A side the players did not name, by the app's name in their language.
                "players_msg": battle_words.players_said(state.players),
                "units": [unit_view(u) for u in state.units],
                "multiple_wounds_faces": MULTIPLE_WOUNDS_FACES}


# The faces of each die a Multiple Wounds (X) may be (N-6): the keypad that enters one
# wound's value shows only these.
MULTIPLE_WOUNDS_FACES = {x: parse_spec(x, "x").faces() for x in ("D3", "D6", "D3+1")}


def unit_view(u: Unit) -> Json:
    data = u.to_json()
    in_play = u.in_play
    rows = formation.ranks(in_play)
    kinds = {c.id: c.kind for c in u.characters}
    placed = {m.id: m for m in u.models}
    for m in data["models"]:
        m["kind"] = kinds.get(m["pool"], RANK_AND_FILE)
        # In the players' words, counted from 1; the ids stay in "id", "rank", "file".
        m["place"] = verdicts.model_place(u, placed[m["id"]])
        model = placed[m["id"]]
        m["place_msg"] = battle_words.model_place(verdicts.model_spot(u, model), model.rank,
                                                  model.file).to_json()
    data.update(
        destroyed=u.destroyed,
        # The overview's row: models still in play of those the Unit started with.
        models_left=len(in_play),
        width=len(rows[0]) if rows else 0,
        ranks=len(rows),
        pools=[pool_view(u, p) for p in u.pools()],
    )
    return data


def pool_view(u: Unit, pool: str) -> Json:
    models = u.pool_models(pool)
    name = "Rank and file" if pool == RANK_AND_FILE else u.character(pool).name
    kind = RANK_AND_FILE if pool == RANK_AND_FILE else u.character(pool).kind
    return {
        "id": pool, "name": name, "kind": kind, "hp": u.hp_per_model(pool),
        "lost_hp": u.lost(pool), "models": len(models),
        "health_points": u.health_points_left(pool), "wiped_out": not models,
    }
