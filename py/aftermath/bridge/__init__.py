"""The whole JavaScript-facing surface: one JSON request in, one JSON reply out.

:mod:`aftermath.bridge.core` is the transport (parse, dispatch, errors, the open games);
each rule system is one adapter module exporting one :class:`System` descriptor
(``conquest``, ``ninth_age``, ``campaign``), and the requests every system shares have
their own adapters (``games``, ``share``, ``muster``, ``packs``, ``lists``, ``backup``, ``report``,
``engine``, ``replica``: two phones, one battle). Importing this package registers the
shared ones a start needs; each system's adapter, and the shared ones of screens opened
later (``muster``, ``packs``, ``lists``, ``backup``), is imported on its first use
(``core.ADAPTERS``, ``core.SHARED_ADAPTERS``, ``core.ON_FIRST_USE``). The rule packages
know nothing of it.
"""

from aftermath.bridge import (  # noqa: F401 - importing each registers its requests
    engine,
    games,
    replica,
    report,
    share,
)
from aftermath.bridge.core import (
    ADAPTERS,
    GAMES,
    HANDLERS,
    LAZY,
    MAX_OPEN_GAMES,
    ON_FIRST_USE,
    SHARED_ADAPTERS,
    SYSTEMS,
    DuplicateRequest,
    NotOpen,
    System,
    adapter,
    game_request,
    handle,
    load_adapters,
    request,
    reset,
    shared_adapter,
    warm,
    warm_packages,
)

# Each rule system's adapter, imported on its first use rather than here: the home
# screen's first requests need the shared ones alone, and a first visit reads only the
# systems it uses (the memory snapshot is made with every one in, so a repeat start
# imports none). First use is a request under one of its prefixes, or a shared request
# (a game opened, a link read, the systems' list) that reads its descriptor.
for _system, _prefixes in {"campaign": ("campaign.", "odds.campaign"),
                           "conquest": ("conquest.", "odds.conquest"),
                           "ninth_age": ("ninth_age.", "odds.ninth_age")}.items():
    adapter(_system, f"aftermath.bridge.{_system}", _prefixes)

# The shared requests of screens a player opens later (Muster and its list files, packs
# of profiles, backups; the new-battle form's Muster defaults are asked just after
# "engine ready"): on a first visit their modules (Muster's profiles, the packs' reader)
# were about a third of the bridge's import before "engine ready".
for _module, _prefix in {"backup": "backup.", "lists": "lists.", "muster": "muster.",
                         "packs": "pack."}.items():
    shared_adapter(f"aftermath.bridge.{_module}", (_prefix,))

__all__ = [
    "ADAPTERS",
    "GAMES",
    "HANDLERS",
    "LAZY",
    "MAX_OPEN_GAMES",
    "ON_FIRST_USE",
    "SHARED_ADAPTERS",
    "SYSTEMS",
    "DuplicateRequest",
    "NotOpen",
    "System",
    "adapter",
    "game_request",
    "handle",
    "load_adapters",
    "request",
    "reset",
    "shared_adapter",
    "warm",
    "warm_packages",
]
