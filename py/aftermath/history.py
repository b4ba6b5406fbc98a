"""The event history every rule system shares: push, pop, redo, preview, JSON.

Shaped like python-chess's ``Board``: one ``Game`` holds the state; ``push(event)``
applies an event, ``pop()`` puts the state before it back. The history keeps the events
and a checkpoint of the state every ``CHECKPOINT_EVERY`` events, not a state per action:
undo rebuilds the earlier state from the nearest checkpoint by
replaying at most ``CHECKPOINT_EVERY - 1`` events, exactly as opening a save does, so a
long battle neither grows by a whole state per tap nor gets slower to undo. The latest
``KEEP_BEFORE`` actions also keep the state before them (the last one of a save too,
once opened), so undoing them replays nothing. Events are
small frozen values whose ``repr`` can be pasted back into Python. A game serialises
like a PGN: the starting state plus the events, replayed on load, so every step of the
log is rebuilt and re-validated.
"""

from __future__ import annotations

import contextvars
import copy
import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar, cast

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath import history_words as refused
from aftermath import packed
from aftermath.dice import RandomSource, system_random
from aftermath.errors import AftermathError, InvalidData, RuleViolation
from aftermath.said import Said

Json = dict[str, Any]

FORMAT = "aftermath.game"
FORMAT_VERSION = 1
MAX_EVENTS = 5_000
# A checkpoint every this many events: memory is MAX_EVENTS / CHECKPOINT_EVERY states at
# most, and an undo replays at most CHECKPOINT_EVERY - 1 events (an event replays in
# ~0.1 ms on the largest Conquest battle; a checkpoint costs ~8 ms there).
CHECKPOINT_EVERY = 100
# The latest actions each keep the state before them, so undoing one puts that state
# back with nothing replayed (the first Undo after a reload replayed the whole battle).
# A pushed action keeps the state it replaced, which nothing changes after (every action
# works on a copy): a reference, no copy made on the tap's path. Older ones let theirs go,
# so memory stays a few states; undoing past them replays from a checkpoint as before.
KEEP_BEFORE = 8
# The revision of the rules a checkpoint's state was worked out under. Raise it with any
# change that can make an event leave a different state: a save's checkpoint from
# another revision is not used (its events are replayed under today's rules, as a save
# without one is), so resuming stays equal to the full replay across updates.
RULES = 2


@dataclasses.dataclass(frozen=True)
class Step:
    """One line of the step log: the rule that decided it and what happened; ``said``
    is the same sentence as a message id and its arguments, for the page to say in the
    player's language (None: the page shows ``text``)."""

    rule: str
    text: str
    data: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    said: Said | None = None

    def to_json(self) -> Json:
        out: Json = {"rule": self.rule, "text": self.text}
        if self.data:
            out["data"] = dict(self.data)
        if self.said is not None:
            out["msg"] = self.said.to_json()
        return out


class Log:
    """Collects the steps of one event as it is applied."""

    def __init__(self) -> None:
        self.steps: list[Step] = []

    def __call__(self, rule: str, text: str | Said, **data: Any) -> None:
        if isinstance(text, Said):
            self.steps.append(Step(rule, text.text, data, text))
        else:
            self.steps.append(Step(rule, text, data))


class State(Protocol):
    def to_json(self) -> Json: ...

    @classmethod
    def from_json(cls, data: Any, field: str = ...) -> Self: ...


StateT = TypeVar("StateT", bound=State)
GameT = TypeVar("GameT", bound="Game[Any]")


# Rolls the dice a pushed event leaves to the app, unless the caller brings its own.
_default_rng: RandomSource = system_random()

# Set while ``from_json`` builds an event: its fields were just read by the checks
# themselves, so ``__post_init__`` need not read them again.
_reading = contextvars.ContextVar("_reading", default=False)


class Event:
    """A player action. Subclasses are frozen dataclasses with a ``kind`` name.

    One validation path: an event made in Python is checked when it is made, by its own
    ``from_json`` on its own ``to_json``, so ``WoundPool("r", -3)`` fails with the same
    :class:`InvalidData` (naming ``event.wounds``) as the same event from a link or the
    bridge, and a bad event can never reach ``push`` or a save.
    """

    kind: ClassVar[str] = ""
    # Where ``with_rolls`` fills in dice left to the app (dotted paths, ``[]`` for each
    # item of a list): the only values the writer may add to another phone's proposal.
    rolled: ClassVar[tuple[str, ...]] = ()

    def __post_init__(self) -> None:
        if _reading.get() or type(self).from_json.__func__ is Event.from_json.__func__:  # type: ignore[attr-defined]
            return
        token = _reading.set(True)
        try:
            valid = type(self).from_json(self._plain(), "event")
        finally:
            _reading.reset(token)
        # Keep the checked, normalised values (e.g. a list of dice becomes a tuple).
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            object.__setattr__(self, f.name, getattr(valid, f.name))

    def _plain(self) -> Json:
        try:
            return self.to_json()
        except (TypeError, AttributeError, ValueError):
            # A field of the wrong type broke to_json: hand from_json the fields as they
            # are, so its error names the field, as it would for the same JSON.
            out: Json = {"kind": self.kind}
            for f in dataclasses.fields(self):  # type: ignore[arg-type]
                value = getattr(self, f.name)
                out[f.name] = list(value) if isinstance(value, tuple) else value
            return out

    def apply(self, state: Any, log: Log) -> None:
        raise NotImplementedError

    def with_rolls(self, state: Any, rng: RandomSource) -> Event:
        """The same event with any dice the app was asked to roll filled in."""
        return self

    def summary(self, state: Any) -> str:
        """One line in the players' words, e.g. "Wound Pool of 6 on Men-at-Arms", for the
        log, the Undo and Redo buttons and the announcement; ``state`` supplies names."""
        return self.said_summary(state).text

    def said_summary(self, state: Any) -> Said:
        """:meth:`summary` as a sentence of the catalogue, said in the player's language."""
        raise NotImplementedError(f"{type(self).__name__} has no summary")

    def to_json(self) -> Json:
        out: Json = {"kind": self.kind}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any], field: str) -> Event:
        raise NotImplementedError


# An event's summary: its sentence, or its English alone (an event of a system whose
# summaries have no message yet, as the tests' toy system).
Summary = Said | str


def summary_of(event: Event, state: Any) -> Summary:
    """``event``'s summary in ``state``, as a sentence wherever the event says one."""
    if type(event).said_summary is Event.said_summary:
        return event.summary(state)
    return event.said_summary(state)


def msg_of(said: Summary | None) -> Json | None:
    """The message the page says a summary or verdict by; None for English alone."""
    return said.to_json() if isinstance(said, Said) else None


@dataclasses.dataclass
class _Entry:
    event: Event
    # None for an event before the checkpoint a save was resumed from: its steps are
    # rebuilt (one replay from the start) only when the step log is asked for.
    steps: list[Step] | None
    # The event's summary, made in the state it left (see Game.summaries). None where
    # the steps are, and for an action to redo that was read from a save.
    summary: Summary | None = None
    # The state before the event, for one of the latest KEEP_BEFORE actions: the state
    # object a push replaced, or (opening a save) its pickle, taken before the in-place
    # replay of the last event changed it. None for the others.
    before: Any = None


def _pack(state: Any) -> bytes:
    # Pickled, not JSON: three times quicker to take on a big battle, and these bytes
    # never leave this process (saves are JSON; nothing here unpickles outside data).
    return packed.pack(state)


def _unpack(data: bytes) -> Any:
    return packed.unpack(data)  # our own bytes, made by _pack above


class Game(Generic[StateT]):
    """A state plus its history of events. Subclassed once per rule system."""

    system: ClassVar[str] = ""
    state_type: ClassVar[type[Any]]
    event_types: ClassVar[tuple[type[Event], ...]] = ()

    def __init__(self, state: StateT) -> None:
        self.state: StateT = state
        self._done: list[_Entry] = []
        self._undone: list[_Entry] = []
        # _checkpoints[i]: the state before event i (so 0 is the start), for every i
        # that is a multiple of CHECKPOINT_EVERY and at most len(_done).
        self._checkpoints: dict[int, bytes] = {0: _pack(state)}
        self._start: Json = state.to_json()  # every autosave writes it
        # The checkpoint a resumed save was opened from (0: replayed from the start).
        self.resumed_from = 0

    @classmethod
    def new(cls, setup: Any) -> Self:
        """A new game from the setup form of its state (errors name ``setup.…``)."""
        return cls(cls.state_type.from_json(setup, "setup"))

    # -- the stack -------------------------------------------------------------------
    def push(self, event: Event, rng: RandomSource | None = None) -> list[Step]:
        """Apply ``event``. Dice it leaves for the app to roll (``dice=None``, ``die=None``)
        are rolled first with ``rng`` (by default the system's random source), so the
        history records plain values (C-13); the rolled event is ``events[-1]``. On any
        error the game is left exactly as it was."""
        if len(self._done) >= MAX_EVENTS:
            raise RuleViolation("history", refused.too_many_actions(MAX_EVENTS))
        self._check_event(event)
        if rng is not None and not callable(getattr(rng, "randint", None)):
            raise InvalidData("rng", rng, "must be a random source with randint, or None")
        event = event.with_rolls(self.state, _default_rng if rng is None else rng)
        after, steps = self._apply(event)
        before, self.state = self.state, after
        self._keep(_Entry(event, steps, summary_of(event, after), before))
        self._checkpoint()
        self._undone.clear()
        return steps

    def _keep(self, entry: _Entry) -> None:
        self._done.append(entry)
        if len(self._done) > KEEP_BEFORE:
            self._done[-KEEP_BEFORE - 1].before = None

    def _checkpoint(self) -> None:
        count = len(self._done)
        if count % CHECKPOINT_EVERY == 0:
            self._checkpoints[count] = _pack(self.state)

    def preview(self, event: Event) -> tuple[StateT, list[Step]]:
        """What ``push(event)`` would do, without doing it."""
        after, steps = self._apply(event)
        return after, steps

    def pop(self) -> Event:
        """Undo the last event exactly; it can be redone until another event is pushed."""
        if not self._done:
            raise RuleViolation("history", refused.nothing_to_undo())
        count = len(self._done) - 1
        # Rebuilt first: a replay that fails (an event a resumed save never replayed,
        # refused by today's rules) leaves the game exactly as it was.
        kept = self._done[-1].before
        if kept is None:
            state = self.rebuild(count)
        elif isinstance(kept, bytes):
            # Taken mid-replay (opening a save): normalised as rebuild's is.
            state = cast(StateT, self.state_type.from_json(_unpack(kept).to_json()))
        else:
            state = kept
        entry = self._done.pop()
        for index in [i for i in self._checkpoints if i > count]:
            del self._checkpoints[index]
        self.state = state
        self._undone.append(_Entry(entry.event, None, entry.summary))
        return entry.event

    def rebuild(self, count: int) -> StateT:
        """The state after the first ``count`` events, from the nearest checkpoint at or
        before it plus the events since: the same replay that opens a save."""
        d.int_value(count, "count")
        if not 0 <= count <= len(self._done):
            raise RuleViolation("history", f"there is no state after {count} actions")
        base = max(i for i in self._checkpoints if i <= count)
        state = _unpack(self._checkpoints[base])
        every = CHECKPOINT_EVERY
        for index, entry in enumerate(self._done[base:count], start=base + 1):
            entry.event.apply(state, Log())
            # A save resumed from its latest checkpoint has none before it: the first
            # undo below it replays from the start, and keeps what it passes.
            if index % every == 0 and index not in self._checkpoints:
                self._checkpoints[index] = _pack(state)
        # Normalised the way a live push leaves its state (see _apply and from_json).
        return cast(StateT, self.state_type.from_json(state.to_json()))

    def redo(self) -> list[Step]:
        if not self._undone:
            raise RuleViolation("history", refused.nothing_to_redo())
        event = self._undone[-1].event
        undone = self._undone[:-1]
        after, steps = self._apply(event)  # raises with the redo list intact
        before, self.state = self.state, after
        self._keep(_Entry(event, steps, summary_of(event, after), before))
        self._checkpoint()
        self._undone = undone
        return steps

    def _replay(self, event: Event, before: bytes | None = None) -> None:
        """Push while loading a saved game: a failure abandons the whole load, so the
        event may work on the state itself, which makes opening a long battle quick."""
        log = Log()
        event.apply(self.state, log)
        self._done.append(_Entry(event, log.steps, summary_of(event, self.state), before))
        self._checkpoint()

    def _check_event(self, event: Any) -> None:
        if not isinstance(event, self.event_types):
            names = ", ".join(t.__name__ for t in self.event_types)
            raise InvalidData("event", event, f"must be an event of {self.system}: one of {names}")

    def _apply(self, event: Event) -> tuple[StateT, list[Step]]:
        self._check_event(event)
        # Work on a copy so an event that fails half-way changes nothing.
        work = copy.deepcopy(self.state)
        log = Log()
        event.apply(work, log)
        # Only a state the loader accepts may be kept: otherwise the saved game could
        # never be opened again. Reaching this is an engine fault, refused like any other.
        try:
            after = self.reloaded(work)
        except InvalidData as err:
            raise RuleViolation(
                "engine", f"this action would leave a battle that cannot be saved ({err})"
            ) from err
        return after, log.steps

    def reloaded(self, work: StateT) -> StateT:
        """``work`` as the loader reads it back (``from_json(work.to_json())``): what a
        push keeps, so that a saved game always opens. A system whose state is made of
        parts an action mostly leaves alone may read again only the changed ones."""
        return cast(StateT, self.state_type.from_json(work.to_json()))

    # -- reading ---------------------------------------------------------------------
    @property
    def events(self) -> list[Event]:
        return [e.event for e in self._done]

    @property
    def redo_events(self) -> list[Event]:
        return [e.event for e in reversed(self._undone)]

    @property
    def can_undo(self) -> bool:
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        return bool(self._undone)

    def history(self, since: int = 0) -> list[tuple[Event, list[Step]]]:
        """Each event from the ``since``-th on, with the steps of the log it made."""
        d.int_value(since, "since", low=0)
        self._fill_steps(since)
        return [(e.event, list(e.steps or ())) for e in self._done[since:]]

    def summaries(self, since: int = 0) -> list[str]:
        """The summary of each event from the ``since``-th on, made in the state it left,
        as its push said it: a later action (a Stand destroyed, then restored elsewhere)
        does not change what the step log calls an earlier one."""
        return [str(s) for s in self.said_summaries(since)]

    def said_summaries(self, since: int = 0) -> list[Summary]:
        """:meth:`summaries` as sentences (an event with a summary in English only: its text)."""
        d.int_value(since, "since", low=0)
        self._fill_steps(since)
        return [cast(Summary, e.summary) for e in self._done[since:]]

    @property
    def undo_summary(self) -> str | None:
        """The summary of the action Undo would undo, as its push said it."""
        said = self.undo_said
        return None if said is None else str(said)

    @property
    def undo_said(self) -> Summary | None:
        """:attr:`undo_summary` as its sentence."""
        if not self._done:
            return None
        last = self._done[-1]
        # The state it left is the state now: a save resumed from a checkpoint after its
        # last action did not replay it, and needs nothing replayed for this either.
        return last.summary if last.summary is not None else summary_of(last.event, self.state)

    @property
    def redo_summary(self) -> str | None:
        """The summary Redo's action will have once redone (as its push had it)."""
        said = self.redo_said
        return None if said is None else str(said)

    @property
    def redo_said(self) -> Summary | None:
        """:attr:`redo_summary` as its sentence."""
        if not self._undone:
            return None
        entry = self._undone[-1]
        if entry.summary is None:
            # Read from a save's redo list: made in the state it would leave, or, if
            # today's rules would refuse it (Redo then says why), in the state now.
            try:
                after, _ = self._apply(entry.event)
            except AftermathError:
                after = self.state
            entry.summary = summary_of(entry.event, after)
        return entry.summary

    def _fill_steps(self, since: int) -> None:
        missing = [i for i in range(since, len(self._done)) if self._done[i].steps is None]
        if not missing:
            return
        # Only a resumed save lacks steps, all before its checkpoint: one replay from the
        # start rebuilds them, exactly as the full open would have.
        state = _unpack(self._checkpoints[0])
        for entry in self._done[:missing[-1] + 1]:
            log = Log()
            entry.event.apply(state, log)
            if entry.steps is None:
                entry.steps = log.steps
                entry.summary = summary_of(entry.event, state)

    # -- the checkpoint a device save keeps --------------------------------------------
    def checkpoint(self) -> Json:
        """The latest checkpoint a save should keep beside its events: the state after
        the last multiple of ``CHECKPOINT_EVERY`` events (``{"count": 0}`` before the
        first, the start being saved anyway). :meth:`resume` opens from it, replaying
        fewer than ``CHECKPOINT_EVERY`` events."""
        count = self.checkpoint_count
        if count == 0:
            return {"count": 0}
        # At a multiple itself, the state held is that checkpoint (a push keeps it read
        # back as the loader would): no need to rebuild it.
        state = self.state if count == len(self._done) else self.rebuild(count)
        return {"count": count, "state": state.to_json(), "rules": RULES}

    @property
    def checkpoint_count(self) -> int:
        """How many actions :meth:`checkpoint` is after, without making it."""
        return len(self._done) - len(self._done) % CHECKPOINT_EVERY

    @staticmethod
    def checkpoint_moved(before: int, after: int) -> bool:
        """Whether going from ``before`` to ``after`` actions changes :meth:`checkpoint`."""
        d.int_value(before, "before", low=0)
        d.int_value(after, "after", low=0)
        return before // CHECKPOINT_EVERY != after // CHECKPOINT_EVERY

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
            "redo_event": self._undone[-1].event.to_json() if self._undone else None,
            "undo_summary": self.undo_summary,
            "redo_summary": self.redo_summary,
            # The same in the player's language: the message, or None (English only).
            "undo_summary_msg": msg_of(self.undo_said),
            "redo_summary_msg": msg_of(self.redo_said),
        }

    @classmethod
    def outcome(cls, before: StateT, after: StateT, event: Event,
                steps: list[Step]) -> Json | None:
        """What an event did, as typed data for the screen that drew it, with a one-line
        ``verdict`` a player would say aloud. ``None`` when a system has nothing to add;
        the step log stays the full account."""
        return None

    def start_state(self) -> Json:
        return self._start

    # -- events from plain data ------------------------------------------------------
    @classmethod
    def event_from_json(cls, value: Any, field: str = "event") -> Event:
        data = d.obj(value, field)
        kinds = {t.kind: t for t in cls.event_types}
        kind = d.text(data, "kind", field, choices=kinds)
        token = _reading.set(True)
        try:
            return kinds[kind].from_json(data, field)
        finally:
            _reading.reset(token)

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
        game, events, redo = cls._read(value, field)
        game._replay_all(events, 0, field)
        game._check_redo(redo, field)
        game._undone = [_Entry(event, None) for event in reversed(redo)]
        return game

    @classmethod
    def resume(cls, value: Any, checkpoint: Any, field: str = "game",
               checkpoint_field: str = "checkpoint") -> Self:
        """A saved game (``to_json``) opened from a checkpoint of it (``checkpoint()``)
        instead of the start: the state is the checkpoint's, and only the events since
        are replayed, so a long battle opens as fast as a short one. Equal in every way
        to ``from_json(value)``: the earlier events are kept for undo (rebuilt from the
        start when first needed) and their step log is rebuilt when asked for. The
        checkpoint must belong to this game; a device keeps both in one save."""
        game, events, redo = cls._read(value, field)
        data = d.obj(checkpoint, checkpoint_field)
        d.only_keys(data, checkpoint_field, ("count", "state", "rules"))
        count = d.integer(data, "count", checkpoint_field, low=0, high=len(events))
        # Without its rules revision (unknown rules) it is not used either.
        rules = d.integer(data, "rules", checkpoint_field, low=0, default=0) if count else RULES
        if count == 0 or rules != RULES:
            # Made under other rules: the events are replayed under today's, exactly as
            # opening the save without a checkpoint does.
            game._replay_all(events, 0, field)
        else:
            with d.reading_saved():
                state = cls.state_type.from_json(data.get("state"), f"{checkpoint_field}.state")
            game._done = [_Entry(event, None) for event in events[:count]]
            game.state = state
            game._checkpoints[count] = _pack(state)
            game.resumed_from = count
            game._replay_all(events, count, field)
        game._check_redo(redo, field)
        game._undone = [_Entry(event, None) for event in reversed(redo)]
        return game

    @classmethod
    def _read(cls, value: Any, field: str) -> tuple[Self, list[Event], list[Event]]:
        """The game's start, its events and its redo list, each checked, none applied."""
        with d.reading_saved():
            return cls._read_saved(value, field)

    @classmethod
    def _read_saved(cls, value: Any, field: str) -> tuple[Self, list[Event], list[Event]]:
        data = d.obj(value, field)
        d.only_keys(data, field, ("format", "version", "system", "start", "events", "redo"))
        d.text(data, "format", field, choices=(FORMAT,))
        version = d.integer(data, "version", field, low=1)
        if version > FORMAT_VERSION:
            raise InvalidData(
                f"{field}.version", version,
                fe.newer_version(FORMAT_VERSION),
            )
        d.text(data, "system", field, choices=(cls.system,))
        game = cls(cls.state_type.from_json(data.get("start"), f"{field}.start"))
        items = d.array(data, "events", field, default=[], max_len=MAX_EVENTS)
        events = [cls.event_from_json(item, f"{field}.events[{i}]") for i, item in enumerate(items)]
        redo = d.array(data, "redo", field, default=[], max_len=MAX_EVENTS)
        parsed = [cls.event_from_json(item, f"{field}.redo[{i}]") for i, item in enumerate(redo)]
        return game, events, parsed

    def _replay_all(self, events: list[Event], since: int, field: str) -> None:
        for i in range(since, len(events)):
            # The last action keeps the state before it (a pickle: the replay works on
            # the state in place), so the first Undo after opening replays nothing.
            before = _pack(self.state) if i == len(events) - 1 else None
            try:
                self._replay(events[i], before)
            except AftermathError as err:
                where = f"{field}.events[{i}]"
                raise InvalidData(where, events[i].to_json(),
                                  fe.cannot_be("replayed", err)) from err
        if len(events) > since:
            # Replay skips the per-event checks a live push makes; the end state gets them.
            self.state = self.state_type.from_json(self.state.to_json(), f"{field} (replayed)")

    def _check_redo(self, redo: list[Event], field: str) -> None:
        """Each action of a saved redo list replayed, in order, on a copy of the state
        now, checked as the history is: a link or backup whose Redo names a Regiment
        that is not there (or anything today's rules refuse) is refused when opened,
        not offered on the Redo button and refused when tapped."""
        if not redo:
            return
        work = _unpack(_pack(self.state))
        for i, event in enumerate(redo):
            try:
                event.apply(work, Log())
            except AftermathError as err:
                raise InvalidData(f"{field}.redo[{i}]", event.to_json(),
                                  fe.cannot_be("redone", err)) from err
        try:
            self.state_type.from_json(work.to_json(), f"{field} (redone)")
        except AftermathError as err:
            raise InvalidData(f"{field}.redo", len(redo), fe.cannot_be("redone", err)) from err

    def copy(self) -> Self:
        return type(self).from_json(self.to_json())


def require_system(game: Game[Any], cls: type[GameT], field: str) -> GameT:
    """``game`` as the system ``cls``, or an error naming ``field`` (the caller's name for
    where the game came from) and the mismatch."""
    if not isinstance(game, cls):
        raise InvalidData(field, f"a {game.system} game", fe.open_game(cls.system))
    return game
