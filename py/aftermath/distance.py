"""A distance in the unit the players measure in: every distance the engine says (an
Undo label, a step, a refusal) is written by :func:`length`.

The engine works in mm. Which unit its words use is the device's setting, sent with
each request (``units``) and held for that request only: a text made then keeps its
unit, and names it ("10″", "254 mm"), so a line made before the setting changed is
never misread.

>>> length(254)
'254 mm'
>>> with using("in"):
...     length(254), length(40), size(1828.8, 1219.2)
('10″', '1.6″', '72 x 48″')
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator

MM_PER_INCH = 25.4
UNITS = ("mm", "in")
_units = contextvars.ContextVar("units", default="mm")


@contextlib.contextmanager
def using(units: str) -> Iterator[None]:
    """Distances said in ``units`` ("mm" or "in") inside the block."""
    if units not in UNITS:
        raise ValueError(f"units must be one of {UNITS}, got {units!r}")
    token = _units.set(units)
    try:
        yield
    finally:
        _units.reset(token)


def _number(mm: float) -> str:
    if _units.get() == "in":
        return f"{round(mm / MM_PER_INCH, 1):g}"
    return f"{round(mm, 1):g}"


def amount(mm: float) -> float:
    """``mm`` as the number :func:`length` says, in the players' unit (:func:`unit`)."""
    return round(mm / MM_PER_INCH, 1) if _units.get() == "in" else round(mm, 1)


def unit() -> str:
    """The players' unit now: "mm" or "in" (a sentence's ``unit`` argument)."""
    return _units.get()


def size_args(width: float, depth: float) -> dict[str, float | str]:
    """A table's size as a sentence's arguments, the numbers :func:`size` says."""
    if _units.get() == "in":
        return {"width": amount(width), "depth": amount(depth), "unit": "in"}
    return {"width": round(width), "depth": round(depth), "unit": "mm"}


def length(mm: float) -> str:
    """``mm`` in the players' unit: to a tenth of an inch ("1.6″") or of a mm."""
    return _number(mm) + ("″" if _units.get() == "in" else " mm")


def size(width: float, depth: float) -> str:
    """A table or a Regiment, width by depth: "72 x 48″", "1829 x 1219 mm"."""
    if _units.get() == "in":
        return f"{_number(width)} x {_number(depth)}″"
    return f"{round(width)} x {round(depth)} mm"
