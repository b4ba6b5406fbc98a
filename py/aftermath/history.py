"""The event history every rule system shares: push, pop, redo, preview, JSON.

Shaped like python-chess's ``Board``: one ``Game`` holds the state; ``push(event)``
applies an event and saves the state it replaced, ``pop()`` puts that state back, so
undo is exact by construction. Events are small frozen values whose ``repr`` can be
pasted back into Python. A game serialises like a PGN: the starting state plus the
events, replayed on load, so every step of the log is rebuilt and re-validated.
"""

from __future__ import annotations

import copy
import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from aftermath import data as d
from aftermath.dice import RandomSource
from aftermath.errors import AftermathError, InvalidData, RuleViolation

Json = dict[str, Any]

FORMAT = "aftermath.game"
FORMAT_VERSION = 1
MAX_EVENTS = 5_000


@dataclasses.dataclass(frozen=True)
class Step:
    """One line of the step log: the rule that decided it and what happened."""

    rule: str
    text: str
    data: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def to_json(self) -> Json:
        out: Json = {"rule": self.rule, "text": self.text}
        if self.data:
            out["data"] = dict(self.data)
        return out


class Log:
    """Collects the steps of one event as it is applied."""

    def __init__(self) -> None:
        self.steps: list[Step] = []

    def __call__(self, rule: str, text: str, **data: Any) -> None:
        self.steps.append(Step(rule, text, data))


class State(Protocol):
    def to_json(self) -> Json: ...

    @classmethod
    def from_json(cls, data: Any, field: str = ...) -> Self: ...


StateT = TypeVar("StateT", bound=State)
GameT = TypeVar("GameT", bound="Game[Any]")


class Event:
    """A player action. Subclasses are frozen dataclasses with a ``kind`` name."""

    kind: ClassVar[str] = ""

    def apply(self, state: Any, log: Log) -> None:
        raise NotImplementedError

    def with_rolls(self, state: Any, rng: RandomSource) -> Event:
        """The same event with any dice the app was asked to roll filled in."""
        return self

    def to_json(self) -> Json:
        out: Json = {"kind": self.kind}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Event:
        raise NotImplementedError


@dataclasses.dataclass
class _Entry:
    event: Event
    before: Json
    steps: list[Step]


class Game(Generic[StateT]):
    """A state plus its history of events. Subclassed once per rule system."""

    system: ClassVar[str] = ""
    state_type: ClassVar[type[Any]]
    event_types: ClassVar[tuple[type[Event], ...]] = ()

    def __init__(self, state: StateT) -> None:
        self.state: StateT = state
        self._done: list[_Entry] = []
        self._undone: list[Event] = []

    @classmethod
    def new(cls, setup: Any) -> Self:
        """A new game from the setup form of its state (errors name ``setup.…``)."""
        return cls(cls.state_type.from_json(setup, "setup"))

    # -- the stack -------------------------------------------------------------------
    def push(self, event: Event) -> list[Step]:
        """Apply ``event``. On any error the game is left exactly as it was."""
        if len(self._done) >= MAX_EVENTS:
            raise RuleViolation("history", f"a game holds at most {MAX_EVENTS} actions")
        before, after, steps = self._apply(event)
        self.state = after
        self._done.append(_Entry(event, before, steps))
        self._undone.clear()
        return steps

    def preview(self, event: Event) -> tuple[StateT, list[Step]]:
        """What ``push(event)`` would do, without doing it."""
        _, after, steps = self._apply(event)
        return after, steps

    def pop(self) -> Event:
        """Undo the last event exactly; it can be redone until another event is pushed."""
        if not self._done:
            raise RuleViolation("history", "there is nothing to undo")
        entry = self._done.pop()
        self.state = self.state_type.from_json(entry.before)
        self._undone.append(entry.event)
        return entry.event

    def redo(self) -> list[Step]:
        if not self._undone:
            raise RuleViolation("history", "there is nothing to redo")
        event = self._undone[-1]
        undone = self._undone[:-1]
        before, after, steps = self._apply(event)  # raises with the redo list intact
        self.state = after
        self._done.append(_Entry(event, before, steps))
        self._undone = undone
        return steps

    def _replay(self, event: Event) -> None:
        """Push while loading a saved game: a failure abandons the whole load, so the
        event may work on the state itself, which makes opening a long battle quick."""
        before = self.state.to_json()
        log = Log()
        event.apply(self.state, log)
        self._done.append(_Entry(event, before, log.steps))

    def _apply(self, event: Event) -> tuple[Json, StateT, list[Step]]:
        before = self.state.to_json()
        # Work on a copy so an event that fails half-way changes nothing.
        work = copy.deepcopy(self.state)
        log = Log()
        event.apply(work, log)
        # Only a state the loader accepts may be kept: otherwise the saved game could
        # never be opened again. Reaching this is an engine fault, refused like any other.
        try:
            after = self.state_type.from_json(work.to_json())
        except InvalidData as err:
            raise RuleViolation(
                "engine", f"this action would leave a battle that cannot be saved ({err})"
            ) from err
        return before, after, log.steps

    # -- reading ---------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        return [e.event for e in self._done]

    @property
    def redo_events(self) -> list[Event]:
        return list(reversed(self._undone))

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def history(self) -> list[tuple[Event, list[Step]]]:
        return [(e.event, list(e.steps)) for e in self._done]

    @classmethod
    def describe(cls, state: StateT) -> Json:
        """The state as the screens draw it, with everything derived from it."""
        return state.to_json()

    def view(self, state: StateT | None = None) -> Json:
        return {
            "system": self.system,
            **type(self).describe(self.state if state is None else state),
            "can_undo": self.can_undo,
            "can_redo": self.can_redo,
            "actions": len(self._done),
            # What Undo and Redo would act on, so their buttons can say it.
            "undo_event": self._done[-1].event.to_json() if self._done else None,
            "redo_event": self._undone[-1].to_json() if self._undone else None,
        }

    @classmethod
    def outcome(cls, before: StateT, after: StateT, event: Event,
                steps: list[Step]) -> Json | None:
        """What an event did, as typed data for the screen that drew it, with a one-line
        ``verdict`` a player would say aloud. ``None`` when a system has nothing to add;
        the step log stays the full account."""
        return None

    def start_state(self) -> Json:
        return self._done[0].before if self._done else self.state.to_json()

    # -- events from plain data ------------------------------------------------------
    @classmethod
    def event_from_json(cls, value: Any, field: str = "event") -> Event:
        data = d.obj(value, field)
        kinds = {t.kind: t for t in cls.event_types}
        kind = d.text(data, "kind", field, choices=kinds)
        return kinds[kind].from_json(data, field)

    # -- serialisation ---------------------------------------------------------------
    def to_json(self) -> Json:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "system": self.system,
            "start": self.start_state(),
            "events": [e.event.to_json() for e in self._done],
            "redo": [e.to_json() for e in self.redo_events],
        }

    @classmethod
    def from_json(cls, value: Any, field: str = "game") -> Self:
        data = d.obj(value, field)
        d.only_keys(data, field, ("format", "version", "system", "start", "events", "redo"))
        d.text(data, "format", field, choices=(FORMAT,))
        version = d.integer(data, "version", field, low=1)
        if version > FORMAT_VERSION:
            raise InvalidData(
                f"{field}.version", version,
                f"was written by a newer Aftermath (this one reads up to {FORMAT_VERSION})",
            )
        d.text(data, "system", field, choices=(cls.system,))
        game = cls(cls.state_type.from_json(data.get("start"), f"{field}.start"))
        events = d.array(data, "events", field, default=[], max_len=MAX_EVENTS)
        for i, item in enumerate(events):
            where = f"{field}.events[{i}]"
            event = cls.event_from_json(item, where)
            try:
                game._replay(event)
            except AftermathError as err:
                raise InvalidData(where, item, f"cannot be replayed: {err}") from err
        if events:
            # Replay skips the per-event checks a live push makes; the end state gets them.
            game.state = cls.state_type.from_json(game.state.to_json(), f"{field} (replayed)")
        redo = d.array(data, "redo", field, default=[], max_len=MAX_EVENTS)
        parsed = [cls.event_from_json(item, f"{field}.redo[{i}]") for i, item in enumerate(redo)]
        game._undone = list(reversed(parsed))
        return game

    def copy(self) -> Self:
        return type(self).from_json(self.to_json())


def require_system(game: Game[Any], cls: type[GameT], field: str = "payload.game_id") -> GameT:
    """The open game as the system a request is for, or an error naming the mismatch."""
    if not isinstance(game, cls):
        raise InvalidData(field, f"a {game.system} game", f"must name an open {cls.system} game")
    return game
