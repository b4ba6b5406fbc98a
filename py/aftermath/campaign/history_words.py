"""What each action of an aftermath is called (its summary: the step log's entry, the
Undo and Redo buttons), each a message id with its arguments beside its English, as
step_words.py does. A table goes in by its key (recovery, fate, wound), a die not yet
rolled (the app rolls it) as -1; typed rolls are a chain, each roll a link."""

from __future__ import annotations

from collections.abc import Sequence

from aftermath.campaign.step_words import key
from aftermath.said import Said, sentence


def roll(table: str, table_name: str, model: str, die: int | None) -> Said:
    """One roll on ``table`` (its English name ``table_name``) for ``model``."""
    said = "rolled by the app" if die is None else str(die)
    return sentence("history-roll", f"{table_name} roll for {model}: {said}", table=table,
                    model=model, die=-1 if die is None else die)


def wound_rolls(model: str, dice: Sequence[int]) -> Said:
    return sentence("history-wound-rolls",
                    f"Wound Table rolls for {model}: {', '.join(map(str, dice))}",
                    model=model, dice=", ".join(map(str, dice)))


def typed_roll(model: str | None, table: str, table_name: str, die: int | None,
               rest: tuple[bool, Said] | None) -> Said:
    """One typed roll: ``model`` named where its rolls begin; ``rest``: the next roll,
    and whether it is of the same model (joined by ", ", else by "; "). A typed roll
    has its die (None only through the Python API: said as "None", as ever)."""
    text = f"{model} {table_name} {die}" if model is not None else f"{table_name} {die}"
    args = {"named": "no" if model is None else "yes", "model": model or "", "table": table,
            "die": -1 if die is None else die}
    if rest is None:
        return sentence("history-typed-roll", text, next="end", **args)
    same, after = rest
    joined = f"{text}{', ' if same else '; '}{after.text}"
    return sentence("history-typed-roll", joined, after, next="same" if same else "then",
                    **args)


def typed_rolls(rolls: Said) -> Said:
    return sentence("history-typed-rolls", f"Typed rolls: {rolls.text}", rolls)


def outcome(force: str, outcome: str | None) -> Said:
    """``outcome``: the outcome chosen by its English name, or None (from the models
    lost, W-1)."""
    return sentence("history-outcome",
                    f"{force}: outcome {outcome or 'from the models lost (W-1)'}",
                    force=force, outcome="lost" if outcome is None else key(outcome))


def confirm() -> Said:
    return sentence("history-confirm", "Confirmed: rosters updated")
