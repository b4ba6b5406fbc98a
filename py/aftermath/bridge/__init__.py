"""The whole JavaScript-facing surface: one JSON request in, one JSON reply out.

:mod:`aftermath.bridge.core` is the transport (parse, dispatch, errors, the open games);
each rule system is one adapter module exporting one :class:`System` descriptor
(``conquest``, ``ninth_age``, ``campaign``), and the requests every system shares have
their own adapters (``games``, ``share``, ``muster``, ``packs``, ``lists``, ``backup``, ``report``,
``engine``, ``replica``: two phones, one battle). Importing this package registers them
all; the rule packages know nothing of it.
"""

from aftermath.bridge import (  # noqa: F401 - importing each registers its requests
    backup,
    campaign,
    conquest,
    engine,
    games,
    lists,
    muster,
    ninth_age,
    packs,
    replica,
    report,
    share,
)
from aftermath.bridge.core import (
    GAMES,
    HANDLERS,
    LAZY,
    MAX_OPEN_GAMES,
    SYSTEMS,
    DuplicateRequest,
    NotOpen,
    System,
    game_request,
    handle,
    request,
    reset,
    warm,
    warm_packages,
)

__all__ = [
    "GAMES", "HANDLERS", "LAZY", "MAX_OPEN_GAMES", "SYSTEMS", "DuplicateRequest", "NotOpen",
    "System", "game_request", "handle", "request", "reset", "warm", "warm_packages",
]
