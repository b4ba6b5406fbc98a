"""A toy fourth rule system, installed the way an adapter installs one: its own package
(here, the classes below) and one System descriptor is all the engine needs. The shared
requests (``game.*``, ``share.*``, ``engine.systems``, ``backup.check``) and the shared
modules serve it without a line of theirs changed; docs/architecture.md lists the files
a real one touches beyond these (the import in ``aftermath/bridge/__init__.py``, the
page's plug-in)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator, Mapping
from typing import Any, ClassVar, Self

import pytest

from aftermath import bridge, share
from aftermath import data as d
from aftermath.bridge import core
from aftermath.history import Event, Game, Json, Log
from aftermath.systems import LinkKind, System, Word


@dataclasses.dataclass
class TallyState:
    name: str
    marks: int = 0

    def to_json(self) -> Json:
        return {"name": self.name, "marks": self.marks}

    @classmethod
    def from_json(cls, data: Any, field: str = "state") -> Self:
        d.only_keys(data, field, ("name", "marks"))
        return cls(d.text(data, "name", field), d.integer(data, "marks", field, low=0, high=99,
                                                          default=0))


@dataclasses.dataclass(frozen=True)
class Mark(Event):
    kind: ClassVar[str] = "mark"
    count: int

    def apply(self, state: TallyState, log: Log) -> None:
        state.marks += self.count
        log("T-1", f"{self.count} marks, {state.marks} in all")

    def summary(self, state: TallyState) -> str:
        return f"{self.count} marks on {state.name}"

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Mark:
        d.only_keys(data, field, ("kind", "count"))
        return cls(d.integer(data, "count", field, low=1, high=9))


class Tally(Game[TallyState]):
    system: ClassVar[str] = "tally"
    event_types: ClassVar[tuple[type[Event], ...]] = (Mark,)
    state_type: ClassVar[type[TallyState]] = TallyState


TALLY = System(
    name="tally", title="Tally", game=Tally, share_battle="tally.battle",
    share_history="tally.game",
    links=(LinkKind("tally.battle", "Tally", TallyState.from_json, lambda data: data),
           LinkKind("tally.game", "Tally", Tally.from_json)),
    words=(Word("mark", "One mark a tap", "T-1"),))


@pytest.fixture
def tally() -> Iterator[None]:
    bridge.reset()
    core.install(TALLY)
    yield
    del bridge.SYSTEMS["tally"]
    bridge.reset()


def ok(type: str, **payload: Any) -> Any:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "type": type, "payload": payload})))
    assert reply["ok"], reply
    return reply["result"]


def test_a_fourth_system_is_played_through_the_shared_requests(tally: None) -> None:
    ok("game.new", system="tally", game_id="t", setup={"name": "Camp"})
    pushed = ok("game.push", game_id="t", event={"kind": "mark", "count": 3})
    ok("game.undo", game_id="t")
    ok("game.redo", game_id="t")
    result = (pushed["summary"], ok("game.log", game_id="t")["entries"][-1]["summary"])
    expected = ("3 marks on Camp", "3 marks on Camp")
    assert result == expected


def test_a_fourth_system_is_in_engine_systems_with_its_words_and_links(tally: None) -> None:
    reply = ok("engine.systems")
    mine = next(s for s in reply["systems"] if s["name"] == "tally")
    result = (mine["title"], mine["words"], reply["links"]["tally.game"]["as"])
    expected = ("Tally", [{"key": "mark", "text": "One mark a tap", "rule": "T-1",
                           "said": "One mark a tap (T-1)"}], "game")
    assert result == expected


def test_a_fourth_systems_battle_travels_as_a_share_link(tally: None) -> None:
    ok("game.new", system="tally", game_id="t", setup={"name": "Camp"})
    ok("game.push", game_id="t", event={"kind": "mark", "count": 2})
    links = ok("share.encode_game", game_id="t", name="Friday")
    opened = ok("share.decode", fragment=links["with_history"]["fragment"], game_id="there")
    result = (opened["kind"], opened["opened"]["game"]["start"], len(share.KINDS) > 2)
    expected = ("tally.game", {"name": "Camp", "marks": 0}, True)
    assert result == expected
