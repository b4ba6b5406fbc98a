"""The rule systems the engine knows: one :class:`System` descriptor each, made by the
system's adapter (``aftermath.bridge.conquest``, ...) and kept in :data:`SYSTEMS`.

A descriptor holds everything the shared modules need to know about a system, as data:
its game, its requests, the link kinds it travels as (:mod:`aftermath.share`), its
Muster table (:mod:`aftermath.muster`), its parts of the backup file
(:mod:`aftermath.backup`), its report (:mod:`aftermath.report`) and odds. Those modules
read the descriptors and switch on no system's name; this module imports neither a rule
package nor the bridge above it. :mod:`aftermath.bridge` (the engine's entry point: the
worker imports it, and a script or test that uses a shared module alone imports it
first) names each system's adapter module here; the adapter is imported, and installs
its descriptor, the first time the descriptor is asked for, so a start that asks only
the core's requests reads no rule system. Asked before that, :func:`registered` raises
:class:`NoSystems` rather than answer with no system.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from typing import Any

from aftermath.history import Game
from aftermath.said import Said

Json = dict[str, Any]
Handler = Callable[[Mapping[str, Any]], Json]
GameHandler = Callable[[Game[Any], Mapping[str, Any]], Json]
# How a shared item's data becomes the setup of a new game (``game.new``).
ToSetup = Callable[[Any], Json]
# How one record of a backup file part is checked and kept (an ``aftermath.backup.Item``;
# this module sits below the shared modules, so it names none of their types).
BackupReader = Callable[[Any, str], Any]
# How a game's after-battle report is built (an ``aftermath.report.Report``).
Reporter = Callable[[Game[Any]], Any]



class Installed(MutableMapping[str, "System"]):
    """The systems by name: those installed, and those whose adapter module is known
    (:meth:`know`) and imported the first time its descriptor is read. Names and
    ``in`` need no import (the version's list of systems, a request's choices); a
    descriptor, or every one (``values()``), imports what is not in yet."""

    def __init__(self) -> None:
        self._adapters: dict[str, str] = {}
        self._installed: dict[str, System] = {}

    def know(self, name: str, module: str) -> None:
        self._adapters[name] = module

    def adapter(self, name: str) -> str | None:
        return self._adapters.get(name)

    def is_installed(self, name: str) -> bool:
        return name in self._installed

    def __getitem__(self, name: str) -> System:
        if name not in self._installed and name in self._adapters:
            importlib.import_module(self._adapters[name])
            if name not in self._installed:
                raise NoSystems(f"{self._adapters[name]} installs no system {name!r}")
        return self._installed[name]

    def __setitem__(self, name: str, system: System) -> None:
        self._installed[name] = system

    def __delitem__(self, name: str) -> None:
        self._adapters.pop(name, None)
        del self._installed[name]

    def __iter__(self) -> Iterator[str]:
        # The known ones in the order they were named, then any installed without one.
        yield from self._adapters
        yield from (n for n in self._installed if n not in self._adapters)

    def __len__(self) -> int:
        return len(self._adapters.keys() | self._installed.keys())

    def __contains__(self, name: object) -> bool:
        return name in self._adapters or name in self._installed


SYSTEMS: Installed = Installed()


class NoSystems(RuntimeError):
    """A shared module was asked about the rule systems before any was installed: a
    program that forgot its entry point, never a player's input."""


@dataclasses.dataclass(frozen=True)
class LinkKind:
    """One kind of share link: its ``name`` (``"conquest.battle"``), its ``title`` in
    the players' words, and ``read``, the data model's own check of what it carries.
    ``setup`` turns what it carries into a new game's setup; ``muster`` says it can also
    be kept in Muster (``"profile"`` or ``"list"``), or is a profile pack (``"pack"``),
    which opens as the offer to add its profiles. A kind without ``setup`` opens as
    the game itself when it is its system's ``share_history``, else it is kept on the
    device as it is (a roster)."""

    name: str
    title: str
    read: Callable[[Any, str], Any]
    setup: ToSetup | None = None
    muster: str | None = None
    # ``title`` as a message of the catalogue, for the page to say in the player's language.
    title_msg: Said | None = None

    @classmethod
    def of(cls, name: str, title: Said, read: Callable[[Any, str], Any],
           setup: ToSetup | None = None, muster: str | None = None) -> LinkKind:
        """A link kind whose title is the sentence ``title``'s English."""
        return cls(name, title.text, read, setup, muster, title_msg=title)


@dataclasses.dataclass(frozen=True)
class MusterTable:
    """What Muster needs of one rule system: its profile class (an
    ``aftermath.muster.Profile``); what a battle setup calls its pieces
    (``"regiments"``) and how many it holds; the profile a new one starts from (a rule
    text's worked example, never values no example uses); the system's name before
    "battle" in a sentence; and how a piece of a battle becomes a profile."""

    profile: type[Any]
    pieces: str
    most: int
    default: Json
    battle: str
    from_piece: Callable[[Game[Any], str, str], Any]


@dataclasses.dataclass(frozen=True)
class ListReader:
    """What army list import (:mod:`aftermath.lists`) needs of one rule system.

    ``names``: words that, in a roster's game system name, mean this system (case
    ignored); ``forces`` reads a roster's forces into armies of pieces (``{"name",
    "pieces"}``), ``extra`` what an army of it keeps of the file besides. ``needs``: the
    numbers a piece needs, ``character_needs`` a Character's, ``answer_keys`` what the
    player may answer; ``default_files`` and ``files_by_kind`` the files a piece is
    given. ``joins``: how many Characters may join one piece, as pieces of their own (0:
    its Characters are values of the piece, as a Ninth Age Champion). A plain-text
    export of the system is told by ``looks_like``, read by ``text`` (its name, its
    pieces, the lines it skipped, ``{"line", "text", "why", "why_msg"}``, and the faction
    its header names or "") and named ``text_format`` (``text_format_said`` the same as a
    message). ``kinds``: the types a piece may be, the first the default, offered when a
    file does not say."""

    names: tuple[str, ...]
    forces: Callable[[Any], list[Json]]
    needs: tuple[str, ...]
    character_needs: tuple[str, ...]
    answer_keys: tuple[str, ...]
    default_files: int
    files_by_kind: Mapping[str, int] = dataclasses.field(default_factory=dict)
    joins: int = 0
    extra: Callable[[Any], Json] | None = None
    looks_like: Callable[[str], bool] | None = None
    text: Callable[[str, str], tuple[str, list[Json], list[Json], str]] | None = None
    text_format: str = ""
    text_format_said: Said | None = None
    kinds: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class Word:
    """A word or sentence the page shows for a system, with the ruling behind it;
    ``said`` is how the page shows the two together (by default "text (rule)"); ``msg``
    is ``text`` as a message of the catalogue (the page then says "text (rule)" as
    ``rule-cited`` does)."""

    key: str
    text: str
    rule: str
    said: str = ""
    msg: Said | None = None

    @classmethod
    def of(cls, key: str, msg: Said, rule: str) -> Word:
        """A word whose text is the sentence ``msg``'s English."""
        return cls(key, msg.text, rule, msg=msg)

    def to_json(self) -> Json:
        out: Json = {"key": self.key, "text": self.text, "rule": self.rule,
                     "said": self.said or f"{self.text} ({self.rule})"}
        if self.msg is not None:
            out["msg"] = self.msg.to_json()
        return out


@dataclasses.dataclass(frozen=True)
class System:
    """Everything the engine knows about one rule system, in one place.

    ``share_battle`` / ``share_history`` are the link kinds its battles travel as (state
    only, or the whole game); ``links`` lists every link kind of the system. ``muster``
    is its Muster table (None: it keeps no profiles), ``lists`` how its army lists are
    read from files (None: it has none), ``backup`` the parts of the backup file it
    adds (file key -> reader), ``report`` builds its after-battle report and ``lazy``
    names the modules its odds, report and list reader import on first use (warmed in
    idle time). ``statuses`` are the words its report's losses use for a Regiment's or
    Unit's state (``Losses.broken`` ...), ``report_words`` the report's other
    sentences; both with their rule ids, for the page; ``words`` the sentences its
    screens show beside a control, with theirs (the page holds no rule id). Event
    summaries are the events' own ``summary()``.
    """

    name: str
    title: str
    game: type[Game[Any]]
    requests: Mapping[str, Handler] = dataclasses.field(default_factory=dict)
    game_requests: Mapping[str, GameHandler] = dataclasses.field(default_factory=dict)
    odds_requests: Mapping[str, Handler] = dataclasses.field(default_factory=dict)
    odds_game_requests: Mapping[str, GameHandler] = dataclasses.field(default_factory=dict)
    share_battle: str | None = None
    share_history: str | None = None
    links: tuple[LinkKind, ...] = ()
    muster: MusterTable | None = None
    lists: ListReader | None = None
    backup: Mapping[str, BackupReader] = dataclasses.field(default_factory=dict)
    report: Reporter | None = None
    lazy: tuple[str, ...] = ()
    statuses: tuple[Word, ...] = ()
    report_words: tuple[Word, ...] = ()
    words: tuple[Word, ...] = ()
    # ``title`` as a message of the catalogue.
    title_msg: Said | None = None

    @property
    def event_kinds(self) -> tuple[str, ...]:
        return tuple(t.kind for t in self.game.event_types)

    @property
    def opens(self) -> Mapping[str, ToSetup]:
        """Per link kind that starts a new game of this system, how its data does."""
        return {k.name: k.setup for k in self.links if k.setup is not None}

    def opening(self, link: LinkKind) -> Json:
        """What opening a link of this kind does: ``"setup"`` (a new game from
        ``share.to_setup``), ``"game"`` (the game itself), ``"pack"`` (its profiles
        offered to Muster) or ``"roster"`` (kept)."""
        if link.muster == "pack":
            return {"as": "pack", "system": self.name}
        if link.setup is not None:
            out: Json = {"as": "setup", "system": self.name}
            if link.muster is not None:
                out["muster"] = link.muster
            return out
        if link.name == self.share_history:
            return {"as": "game", "system": self.name}
        return {"as": "roster"}

    def to_json(self) -> Json:
        return {"name": self.name, "title": self.title, "event_kinds": list(self.event_kinds),
                **({"title_msg": self.title_msg.to_json()} if self.title_msg else {}),
                "share_battle": self.share_battle, "share_history": self.share_history,
                "opens": sorted(self.opens),
                "links": [{"kind": k.name, "title": k.title,
                           **({"title_msg": k.title_msg.to_json()} if k.title_msg else {}),
                           **self.opening(k)}
                          for k in self.links],
                "muster": self.muster is not None,
                "statuses": [w.to_json() for w in self.statuses],
                "report_words": [w.to_json() for w in self.report_words],
                "words": [w.to_json() for w in self.words]}


def registered() -> Mapping[str, System]:
    """Every installed system, by name."""
    if not SYSTEMS:
        raise NoSystems("no rule system is installed: import aftermath.bridge first "
                        "(its adapters install them)")
    return SYSTEMS


def links() -> dict[str, tuple[System, LinkKind]]:
    """Every link kind of every system, by name."""
    return {k.name: (s, k) for s in registered().values() for k in s.links}


class View(Mapping[str, Any]):
    """A live, read-only mapping made from the descriptors at each look-up (so a
    shared module can offer ``KINDS`` or ``PROFILES`` without a table of its own)."""

    def __init__(self, make: Callable[[], Mapping[str, Any]]) -> None:
        self._make = make

    def __getitem__(self, key: str) -> Any:
        return self._make()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._make())

    def __len__(self) -> int:
        return len(self._make())

    def __repr__(self) -> str:
        return repr(dict(self._make()))
