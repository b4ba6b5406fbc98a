"""A Conquest battle's state: the Regiments of two players, the Round, the Active
Player and, optionally, the table they stand on, with every check a loaded state must
pass (ids, contacts, places on the table, C-17, C-18). Events change it (events.py)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Self

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath import packed
from aftermath.conquest import battlefield as bf
from aftermath.conquest.placement import Battlefield
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.snapshot import Before, Snapshot
from aftermath.errors import InvalidData

Json = dict[str, Any]

MAX_REGIMENTS = 40
MAX_ROUNDS = 999


class Pickled:
    """Regiments' pickles, by the Regiment object: a push pickles each Regiment of the
    battle to see whether the action changed it (ConquestState.reloaded), and the
    Regiments it keeps are the next push's ``before``, so each is pickled once, not twice.
    An entry holds its Regiment, so the id it is found by is not reused. An
    entry is the pickle of a Regiment that was read and checked: a Regiment changed in
    place after its entry was taken (the table's contacts, updated as a state is read)
    only pickles differently from it, and is read again, never kept unchecked."""

    def __init__(self) -> None:
        self._by_id: dict[int, tuple[Regiment, bytes]] = {}

    def get(self, regiment: Regiment, pack: Callable[[Regiment], bytes]) -> bytes:
        entry = self._by_id.get(id(regiment))
        if entry is not None and entry[0] is regiment:
            return entry[1]
        return pack(regiment)

    def keep(self, current: Sequence[Regiment], taken: Sequence[tuple[Regiment, bytes]]) -> None:
        """Keeps only the pickles of ``current``'s Regiments and of those just ``taken``
        (a push's or a preview's kept ones): never more than two battles' worth."""
        wanted = {id(r) for r in current}
        by_id = {k: v for k, v in self._by_id.items() if k in wanted}
        for regiment, data in taken:
            by_id[id(regiment)] = (regiment, data)
        self._by_id = by_id


@dataclasses.dataclass
class ConquestState:
    regiments: list[Regiment]
    players: tuple[str, str] = ("Player 1", "Player 2")
    round: int = 1
    active_player: int = 0
    # Optional table (C-17). With it, Stand contacts are derived from positions.
    battlefield: Battlefield | None = None
    # Engagements before the current action's casualties, kept until they are complete
    # (after its Morale Test) so Stranded Regiments can be found (C-18).
    engaged_before: Snapshot | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        # Every push works on a deep copy (history._apply). copy.deepcopy walks each
        # Stand in Python; pickle makes the same copy in C, several times faster on a
        # 20-Regiment battle. The state holds plain data only (the history
        # pickles it for its checkpoints too), and nothing outside it shares its parts.
        return packed.copied(self)

    def regiment(self, regiment_id: str, field: str = "regiment") -> Regiment:
        for r in self.regiments:
            if r.id == regiment_id:
                return r
        raise InvalidData(field, regiment_id, fe.not_in_battle("regiment"))

    def reloaded(self, before: ConquestState, pickled: Pickled | None = None) -> Self:
        """``from_json(self.to_json())``, reading again only the Regiments that differ
        from ``before``'s: one pickled alike to a Regiment of ``before`` was read when
        ``before`` was made, and reading a read Regiment again gives it back unchanged
        (tested), so it is kept as it is. Every battle-wide check still runs on all.

        ``pickled``: Regiments' pickles already taken, by the Regiment object (a
        ``Pickled``, kept by the game from one push to the next): ``before``'s are looked
        up there, and the kept ones of this state are added for the next push."""
        known = Pickled() if pickled is None else pickled
        pack = packed.pack

        old = {r.id: r for r in before.regiments}
        kept: dict[int, Regiment] = {}
        taken: list[tuple[Regiment, bytes]] = []
        for i, r in enumerate(self.regiments):
            a = old.get(r.id)
            if a is None:
                continue
            # Pickled alike is equal with the same types (== alone takes 1.0 for 1, and a
            # value of the wrong type kept here would be saved, then refused on opening).
            mine = pack(r)
            if mine == known.get(a, pack):
                kept[i] = r
                taken.append((r, mine))
        after = type(self)._read(self._json(kept), "battle", kept)
        known.keep(before.regiments, taken)
        return after

    def to_json(self) -> Json:
        return self._json({})

    def _json(self, kept: Mapping[int, Regiment]) -> Json:
        return {
            "players": list(self.players), "round": self.round,
            "active_player": self.active_player,
            "regiments": [None if i in kept else r.to_json() for i, r in enumerate(self.regiments)],
            "battlefield": None if self.battlefield is None else self.battlefield.to_json(),
            "engaged_before": None if self.engaged_before is None else {
                rid: b.to_json() for rid, b in self.engaged_before.items()},
        }

    @classmethod
    def from_json(cls, value: Any, field: str = "battle") -> Self:
        return cls._read(value, field, {})

    @classmethod
    def _read(cls, value: Any, field: str, kept: Mapping[int, Regiment]) -> Self:
        # kept: Regiments already read, by index, standing in for their JSON (reloaded).
        data = d.obj(value, field)
        d.only_keys(data, field, ("players", "round", "active_player", "regiments",
                                  "battlefield", "engaged_before"))
        names = d.two_players(data, field)
        regiments_data = d.array(data, "regiments", field, max_len=MAX_REGIMENTS)
        regiments = [
            kept[i] if i in kept else Regiment.from_json(r, f"{field}.regiments[{i}]")
            for i, r in enumerate(regiments_data)
        ]
        state = cls(
            regiments=regiments,
            players=(names[0], names[1]),
            round=d.integer(data, "round", field, low=1, high=MAX_ROUNDS, default=1),
            active_player=d.integer(data, "active_player", field, low=0, high=1, default=0),
        )
        seen: set[str] = set()
        for i, r in enumerate(regiments):
            if r.id in seen:
                raise InvalidData(f"{field}.regiments[{i}].id", r.id, fe.used_by_two("regiments"))
            seen.add(r.id)
        for i, r in enumerate(regiments):
            for j, s in enumerate(r.stands):
                for enemy in s.contacts:
                    where = f"{field}.regiments[{i}].stands[{j}].contacts"
                    other = state.regiment(enemy, where)
                    if other.player == r.player:
                        raise InvalidData(where, enemy, fe.friendly_not_enemy())
        state._read_table(data, field)
        return state

    def _read_table(self, data: Mapping[str, Any], field: str) -> None:
        raw = data.get("battlefield")
        if raw is not None:
            self.battlefield = Battlefield.from_json(raw, f"{field}.battlefield")
        for i, r in enumerate(self.regiments):
            where = f"{field}.regiments[{i}].position"
            if r.position is None:
                continue
            if self.battlefield is None:
                raise InvalidData(where, r.position.to_json(),
                                  fe.needs_battlefield_to_stand())
            # Checked against the Regiments before it, so an overlap names the later one.
            why = bf.setup_problem(self.battlefield, self.regiments[:i], r)
            if why:
                raise InvalidData(where, r.position.to_json(), fe.not_legal_place(why),
                                  words=why)
        if self.battlefield is not None:
            # Derived, not trusted: hand-set contacts are replaced by the geometry (C-17).
            bf.update_contacts(self.regiments)
        before = data.get("engaged_before")
        if before is None:
            return
        where = f"{field}.engaged_before"
        if self.battlefield is None:
            raise InvalidData(where, before, fe.needs_battlefield())
        self.engaged_before = {}
        snapshot = d.obj(before, where)
        for rid, value in snapshot.items():
            self.regiment(rid, f"{where}.{rid}")
            self.engaged_before[rid] = Before.from_json(value, f"{where}.{rid}")
            for j, e in enumerate(self.engaged_before[rid].engagements):
                self.regiment(e.enemy, f"{where}.{rid}.engagements[{j}].enemy")
