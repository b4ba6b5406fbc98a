"""The Conquest states a Regiment reaches one Wound at a time, found by the engine.

One step is ``allocation.allocate(regiment, 1)``: C-4 allocates a pool one Wound at a
time, re-choosing the Stand before each, so n steps are n Wounds of one pool, and a
Morale Test's failed dice are more steps from the state its pool left (C-12). Steps are
memoised by state (the Regiment's JSON), so the steps a Morale Test needs after a pool
of k are mostly the ones already found for the larger pools: the whole odds of a pool
and its test cost one engine step per distinct state, not one per dice outcome.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence

from aftermath.conquest import allocation, morale
from aftermath.conquest.regiment import Regiment
from aftermath.history import Log

SIDES = 6
# States kept between requests (each a JSON text and a Regiment, ~10 kB for 12 Stands):
# plenty for the UI asking about one Regiment again and again; past it the memo starts
# afresh at the next request rather than grow without end in a browser tab.
MAX_STATES = 2_000


def state_key(regiment: Regiment) -> str:
    return json.dumps(regiment.to_json(), sort_keys=True, separators=(",", ":"))


def passing_faces(target: int) -> int:
    """How many D6 faces pass a roll against a characteristic of ``target``, read by the
    engine's own Morale die (C-10: a natural 1 always passes, a natural 6 always fails)."""
    return sum(morale.judge(face, target).passed for face in range(1, SIDES + 1))


@dataclasses.dataclass(frozen=True)
class Node:
    """What the odds read from one state."""

    stands: int
    status: str
    broken: bool
    shattered: bool
    destroyed: bool


class Walk:
    """Memo of single-Wound steps between states, keyed by the state's JSON text."""

    def __init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self._regiments: dict[str, Regiment] = {}
        self._next: dict[str, tuple[str, int]] = {}
        self._nodes: dict[str, Node] = {}
        self._failing: dict[tuple[str, tuple[int, ...]], int] = {}

    def start(self, regiment: Regiment) -> str:
        if len(self._regiments) > MAX_STATES:
            self.clear()
        key = state_key(regiment)
        self._regiments.setdefault(key, Regiment.from_json(json.loads(key)))
        return key

    def _regiment(self, key: str) -> Regiment:
        # Kept read-only: every step works on a fresh copy.
        return self._regiments[key]

    def step(self, key: str) -> tuple[str, int]:
        """The state after one more Wound, and 1 if it was suffered (0: excess, C-5)."""
        known = self._next.get(key)
        if known is not None:
            return known
        work = Regiment.from_json(json.loads(key))
        result = allocation.allocate(work, 1, Log())
        after = state_key(work)
        self._regiments.setdefault(after, work)
        known = self._next[key] = (after, result.suffered)
        return known

    def after(self, key: str, wounds: int) -> str:
        for _ in range(wounds):
            after, _ = self.step(key)
            if after == key:
                break  # nothing changed (every further Wound is excess): nor will it
            key = after
        return key

    def node(self, key: str) -> Node:
        known = self._nodes.get(key)
        if known is None:
            r = self._regiment(key)
            known = Node(len(r.alive_stands), r.status, r.broken, r.shattered, r.destroyed)
            self._nodes[key] = known
        return known

    def failing_faces(self, key: str, modifiers: Sequence[int]) -> int:
        """D6 faces failing this state's Morale Test (C-10, C-11), by the engine."""
        memo = (key, tuple(modifiers))
        known = self._failing.get(memo)
        if known is None:
            target = morale.resolve(self._regiment(key), modifiers).value
            known = SIDES - passing_faces(target)
            self._failing[memo] = known
        return known


WALK = Walk()
