"""A Conquest battle as a game on the shared history (push / pop / redo / preview /
JSON replay), like every other rule system."""

from __future__ import annotations

from typing import Any

from aftermath.conquest import outcome as verdicts
from aftermath.conquest import view
from aftermath.conquest.events import EVENTS
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.special_events import SPECIAL_EVENTS
from aftermath.conquest.state import ConquestState, Pickled
from aftermath.history import Event, Game, Step

Json = dict[str, Any]


class ConquestBattle(Game[ConquestState]):
    system = "conquest"
    state_type = ConquestState
    event_types = EVENTS + SPECIAL_EVENTS

    def __init__(self, state: ConquestState) -> None:
        super().__init__(state)
        self._pickled = Pickled()

    @classmethod
    def new(cls, setup: Any) -> ConquestBattle:
        """A new battle from its setup (errors name ``setup.…``). It counts losses gross
        from its start (C-14), whatever the setup says: a full-form Regiment without a
        loss count (a state-only link made by an older version) starts from the Stands it
        has lost since its baseline as far as the state shows. Only a saved game's own
        start goes on counting net, so that its actions replay as they were played."""
        state = ConquestState.from_json(setup, "setup")
        for r in state.regiments:
            if r.losses is None:
                r.losses = max(0, r.baseline - (0 if r.destroyed else r.count()))
        return cls(state)

    def reloaded(self, work: ConquestState) -> ConquestState:
        # An action changes a Regiment or a few: the others are read again only by the
        # battle-wide checks (reading every Stand was two thirds of a push).
        return work.reloaded(self.state, self._pickled)

    def regiment(self, regiment_id: str) -> Regiment:
        return self.state.regiment(regiment_id)

    @classmethod
    def outcome(cls, before: ConquestState, after: ConquestState, event: Event,
                steps: list[Step]) -> Json | None:
        return verdicts.outcome(before, after, event, steps)

    @classmethod
    def describe(cls, state: ConquestState) -> Json:
        """What the screens draw: the state plus everything derived from it."""
        return view.describe(state)
