"""The errors the engine raises. Every message names the field or rule at fault."""

from __future__ import annotations

from typing import Any


class AftermathError(Exception):
    """Base of every error the engine raises on purpose."""

    kind = "error"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.kind, "message": str(self)}


class InvalidData(AftermathError, ValueError):
    """Input that does not describe a valid thing: names the field and the bad value."""

    kind = "invalid_data"

    def __init__(self, field: str, value: Any, expected: str) -> None:
        self.field = field
        self.value = value
        self.expected = expected
        shown = repr(value)
        if len(shown) > 80:
            shown = shown[:77] + "..."
        super().__init__(f"{field}: {expected}, got {shown}")

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "field": self.field}


class RuleViolation(AftermathError):
    """A well-formed request the rules do not allow now (e.g. Healing a Broken Regiment)."""

    kind = "rule_violation"

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        super().__init__(f"{message} ({rule})")

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "rule": self.rule}
