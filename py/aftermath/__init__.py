"""Aftermath: casualty and morale rules for regiment wargames, exactly by the book.

The package holds every rule, validation, odds and serialisation; the web front end
only draws and asks. Rule systems live in sub-packages (``conquest``, ``ninth_age``,
``campaign``); they share the event history in :mod:`aftermath.history`.
"""

__version__ = "0.1.0"

from aftermath.errors import AftermathError, InvalidData, RuleViolation

__all__ = ["AftermathError", "InvalidData", "RuleViolation", "__version__"]
