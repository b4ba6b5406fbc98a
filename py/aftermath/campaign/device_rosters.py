"""The warband rosters on the player's device follow the aftermath's confirmation: written
when it is confirmed, put back as they went into the battle when the confirmation is
undone. What the device holds is the page's to say (each side's roster there now, or
none if it was deleted; what the last Confirm wrote); what to write, and the sentence
that tells the player, are decided here. The page saves the rosters in the same
transaction as the battle, so both change together or not at all.

A roster deleted on the device after a Confirm wrote it stays deleted: confirming again
after an undone Confirm does not bring it back (one never written there, a battle
restored without it, is written). An undo never overwrites a roster changed on the
device since the Confirm wrote it, and never brings back one deleted since."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath.campaign.resolution import AftermathState
from aftermath.campaign.roster import Roster, roster_view
from aftermath.errors import InvalidData
from aftermath.said import Said, sentence

Json = dict[str, Any]

# The notes, each a sentence of its own (the page says each, then joins them with a
# space, as the English).
CONFIRMED_SAID = sentence("campaign-rosters-confirmed", "Both rosters are updated on this device.")
BOTH_DELETED_SAID = sentence(
    "campaign-rosters-both-deleted",
    "Both rosters were deleted on this device since they were first confirmed, so neither is "
    "written again.")
ONE_DELETED_SAID = sentence(
    "campaign-rosters-one-deleted",
    "A roster was deleted on this device since it was first confirmed, so it stays deleted; "
    "the other is updated.")
CHANGED_SINCE_SAID = sentence(
    "campaign-rosters-changed-since",
    "A roster was changed on this device after this aftermath was confirmed, so it was not "
    "put back.")
DELETED_SINCE_SAID = sentence(
    "campaign-rosters-deleted-since",
    "A roster was deleted on this device after this aftermath was confirmed, so it stays "
    "deleted.")
PUT_BACK_SAID = sentence("campaign-rosters-put-back",
                         "The rosters on this device are back as they were before this aftermath.")
CONFIRMED, BOTH_DELETED, ONE_DELETED = (CONFIRMED_SAID.text, BOTH_DELETED_SAID.text,
                                        ONE_DELETED_SAID.text)
CHANGED_SINCE, DELETED_SINCE, PUT_BACK = (CHANGED_SINCE_SAID.text, DELETED_SINCE_SAID.text,
                                          PUT_BACK_SAID.text)


@dataclass(frozen=True)
class Device:
    """What the page knows of the device: whether the rosters now hold the Confirm's
    result (``applied``), whether a Confirm ever wrote them (``confirmed``), what the
    last Confirm wrote (``written``, each side's roster; None after an undo) and each
    side's roster there now (None: deleted)."""

    applied: bool
    confirmed: bool
    written: tuple[Json, ...] | None
    now: tuple[Json | None, ...]

    @classmethod
    def from_json(cls, value: Any, field: str) -> Device:
        data = d.obj(value, field)
        d.only_keys(data, field, ("applied", "confirmed", "written", "now"))
        now = d.list_at(data.get("now"), f"{field}.now", max_len=2)
        if len(now) != 2:
            raise InvalidData(f"{field}.now", now, fe.each_side_roster())
        written_at = data.get("written")
        written = None if written_at is None else tuple(
            _written(t, f"{field}.written[{i}]")
            for i, t in enumerate(d.list_at(written_at, f"{field}.written", max_len=2)))
        rosters = tuple(None if r is None else dict(d.obj(r, f"{field}.now[{i}]"))
                        for i, r in enumerate(now))
        return cls(d.flag(data, "applied", field), d.flag(data, "confirmed", field), written,
                   rosters)


def _written(value: Any, field: str) -> Json:
    # Kept on the device as the roster's JSON text.
    text = d.text_at(value, field, max_len=1_000_000)
    try:
        parsed = json.loads(text)
    except ValueError as err:
        raise InvalidData(field, text[:60], fe.roster_json()) from err
    return dict(d.obj(parsed, field))


@dataclass(frozen=True)
class Sync:
    """What changes on the device with this action: nothing (``change`` false), or the
    rosters to write (by side) and the device's new state, with the player's note."""

    change: bool
    write: tuple[tuple[int, Roster], ...] = ()
    applied: bool = False
    confirmed: bool = False
    written: tuple[Json, ...] | None = None
    note: str = ""
    # ``note`` sentence by sentence.
    said: tuple[Said, ...] = ()

    def to_json(self) -> Json:
        if not self.change:
            return {"change": False}
        return {
            "change": True,
            "write": [{"side": s, "roster": r.to_json(), "view": roster_view(r)}
                      for s, r in self.write],
            "applied": self.applied, "confirmed": self.confirmed,
            "written": None if self.written is None else [
                json.dumps(w, separators=(",", ":"), ensure_ascii=False) for w in self.written],
            "note": self.note,
            "note_msgs": [x.to_json() for x in self.said],
        }


def sync(state: AftermathState, device: Device) -> Sync:
    """The rosters to write now that the aftermath stands as ``state``."""
    if state.confirmed == device.applied:
        return Sync(change=False)
    if state.confirmed:
        after = [s.after or s.roster for s in state.sides]
        deleted = [s for s in (0, 1) if device.confirmed and device.now[s] is None]
        note = (CONFIRMED_SAID if not deleted else BOTH_DELETED_SAID if len(deleted) == 2
                else ONE_DELETED_SAID)
        return Sync(True, tuple((s, after[s]) for s in (0, 1) if s not in deleted),
                    applied=True, confirmed=True, written=tuple(r.to_json() for r in after),
                    note=note.text, said=(note,))
    before = [s.roster for s in state.sides]
    deleted = [s for s in (0, 1) if device.now[s] is None]
    changed = [s for s in (0, 1) if device.now[s] is not None and device.written is not None
               and device.now[s] != device.written[s]]
    notes = tuple(n for n, why in ((CHANGED_SINCE_SAID, changed), (DELETED_SINCE_SAID, deleted))
                  if why) or (PUT_BACK_SAID,)
    kept = tuple((s, before[s]) for s in (0, 1) if s not in changed and s not in deleted)
    return Sync(True, kept, applied=False, confirmed=device.confirmed, written=None,
                note=" ".join(n.text for n in notes), said=notes)

