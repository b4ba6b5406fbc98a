"""The engine's own plain data as bytes and back, by the C pickler: the history's
checkpoints, the copy every push works on, and the view cache's keys.

``_pickle`` itself, not ``pickle``: ``pickle.dumps`` and ``pickle.loads`` *are*
``_pickle``'s (``pickle`` re-exports its C accelerator), so the bytes and copies are the
same; but importing ``pickle`` compiles its 1,800 lines of source, which Pyodide's
standard library ships without bytecode after a snapshot start: in Node's Pyodide 70 to
100 ms of the first game's request (a shared link opened, the first Undo after a
reload), against 7 ms for ``_pickle``. Not imported at start-up either way: the first
game, or the idle-time warm-up (``bridge.core.IDLE_IMPORTS``), imports it.

These bytes never leave this process (saves and links are JSON), and nothing here
unpickles anything from outside it.
"""

from __future__ import annotations

from typing import Any, TypeVar

T = TypeVar("T")

# pickle.HIGHEST_PROTOCOL (which _pickle does not export); a unit test holds them equal.
PROTOCOL = 5


def pack(value: Any) -> bytes:
    import _pickle  # not at import: see the module's docstring

    packed: bytes = _pickle.dumps(value, protocol=PROTOCOL)
    return packed


def unpack(packed: bytes) -> Any:
    import _pickle

    return _pickle.loads(packed)  # our own bytes, made by pack above


def copied(value: T) -> T:
    """A deep copy of plain data (nothing shared with ``value``), made in C: several times
    quicker than ``copy.deepcopy``, which walks each object in Python."""
    out: T = unpack(pack(value))
    return out
