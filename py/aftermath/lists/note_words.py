"""What a list preview notes beside a Regiment or Unit (whom a Character joins, a rule not
kept, a type to choose...) and where a number came from, each a message id with its
arguments beside its English: names and what the file wrote go in as written.

A note is a :class:`Note`: its English as a plain ``str`` (the Python API's ``notes``
are as ever), its sentence kept beside it. The preview's JSON carries them as
``note_msgs``, one per note (null for a tag the file wrote), and ``filled_msgs`` beside
``filled``: the page says each in the player's language, and the engine finds a note
again by its id (a Character's join), never by its words."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath.said import Said, sentence


class Note(str):
    """A note's English, which is its value, with its sentence (``said``)."""

    said: Said

    def __new__(cls, said: Said) -> Note:
        note = super().__new__(cls, said.text)
        note.said = said
        return note


# A Character's join (C-2): when the reader chose the Regiment, and when the player did
# (the ids the functions below say).
JOINS_FIRST = "tab-note-joins-first"
JOINS = "tab-note-joins"


def joins_first(name: str, of: str) -> Note:
    """``of``: "force" (a BattleScribe force) or "warband" (a Para Bellum warband)."""
    return Note(sentence("tab-note-joins-first",
                         f"{name} joins this Regiment (the first of its {of})", name=name, of=of))


def joins(name: str) -> Note:
    return Note(sentence("tab-note-joins", f"{name} joins this Regiment", name=name))


def is_join_of(msg: Any, name: str) -> bool:
    """Whether a note's message (as the page sent it back) is ``name``'s join."""
    if not isinstance(msg, Mapping):
        return False
    args = msg.get("args")
    return msg.get("id") in (JOINS, JOINS_FIRST) and isinstance(args, Mapping) \
        and args.get("name") == name


def rules_not_kept(more: int, most: int) -> Note:
    return Note(sentence("tab-note-rules-not-kept",
                         f"{more} more special rules not kept (at most {most})",
                         more=more, most=most))


# A special rule the file wrote that could not be kept as written; ``rule``: the file's
# words (at most 80 characters).
def x_out_of_range(rule: str, most: int) -> Note:
    return Note(sentence("tab-note-x-out-of-range",
                         f"{rule}: X must be 1 to {most}; not kept, add it in Muster",
                         rule=rule, most=most))


def no_x(rule: str) -> Note:
    return Note(sentence("tab-note-no-x",
                         f"{rule}: the file gives no value X; not kept, add it in Muster",
                         rule=rule))


def shortened(rule: str, most: int) -> Note:
    return Note(sentence("tab-note-shortened", f"{rule}: shortened to {most} characters",
                         rule=rule, most=most))


def auxiliary(name: str, profile: str, fielded: bool) -> Note:
    """An upgrade answered as an auxiliary Stand of the player's ``profile``."""
    later = "" if fielded else "; not on the battlefield yet"
    return Note(sentence("tab-note-auxiliary",
                         f"{name}: an auxiliary Stand of {profile}, kept in your library{later}",
                         name=name, profile=profile, fielded="yes" if fielded else "no"))


def type_to_choose(type_: str) -> Note:
    """A Conquest Regiment's type the file wrote (its first 30 characters)."""
    return Note(sentence("tab-note-type", f'Type "{type_}" is not infantry, cavalry or '
                         "brute: choose one", type=type_))


def champion(name: str, models: int) -> Note:
    """A Ninth Age Unit's Champion, counted among its models."""
    return Note(sentence("tab-note-champion", f"{name} is one of the Unit's models: "
                         f"{models} rank and file and the Champion", name=name, models=models))


def character_unit() -> Note:
    return Note(sentence("tab-note-character-unit",
                         "A Character: it comes as a Unit of its own; join it to a Unit in "
                         "Muster"))


# Where a number the file lacks came from.
def from_profile(profile: str, under: str | None) -> Note:
    """The player's Muster profile ``profile``, kept under another faction ``under``."""
    text = f'Muster profile "{profile}"' + (f" (kept under {under})" if under else "")
    return Note(sentence("tab-filled-profile", text, profile=profile,
                         under=under or "", kept="other" if under else "same"))


def from_library() -> Note:
    return Note(sentence("tab-filled-library", "your faction library"))


def msg_of(note: Any, msg: Any) -> Any:
    """A note's message: the one the page sent back, else its own (a :class:`Note`'s)."""
    return msg if msg is not None or not isinstance(note, Note) else note.said.to_json()


def said_out(holder: dict[str, Any]) -> None:
    """A piece's (or Character's) notes and fillings as JSON: each note's message in
    ``note_msgs`` after those the page sent back, and ``filled_msgs`` by field."""
    notes = holder.get("notes") or []
    msgs = list(holder.get("note_msgs") or [])
    msgs += [n.said.to_json() if isinstance(n, Note) else None for n in notes[len(msgs):]]
    holder["note_msgs"] = msgs
    holder["notes"] = [str(n) if isinstance(n, Note) else n for n in notes]
    filled = holder.get("filled")
    if isinstance(filled, dict):
        kept = dict(holder.get("filled_msgs") or {})
        kept.update({k: v.said.to_json() for k, v in filled.items() if isinstance(v, Note)})
        # A number the player typed since ("entered") is no longer the file's or Muster's.
        holder["filled_msgs"] = {k: v for k, v in kept.items()
                                 if k in filled and filled[k] != "entered"}
        holder["filled"] = {k: str(v) if isinstance(v, Note) else v for k, v in filled.items()}


# A roster's format as the preview's summary names it (the program that wrote it and
# its file's extension: :attr:`aftermath.lists.source.Roster.format`), by its key.
ROSTER_FORMATS = {"BattleScribe .ros": "ros", "BattleScribe .rosz": "rosz",
                  "New Recruit .json": "json"}


def roster_format(fmt: str) -> Said | None:
    """A roster's format as a message; None for a format this module does not know (its
    name is then said as written)."""
    key = ROSTER_FORMATS.get(fmt)
    return None if key is None else sentence("tab-format-roster", fmt, format=key)
