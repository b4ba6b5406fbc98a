"""The campaign's refusals (RuleViolation reasons), each a message id with its arguments
beside its English, as aftermath/conquest/refusal_words.py does; a table goes in as its
key (recovery, fate, wound), a fate as step_words.key says. Dice a player typed are a
list (``listed``: "12, 16 and 18") and the rolls owed a list of models, each with the
tables it owes: chains, each link the next one's part."""

from __future__ import annotations

from collections.abc import Sequence

from aftermath.campaign.step_words import key
from aftermath.said import Said, sentence


def confirmed() -> Said:
    return sentence("campaign-refused-confirmed",
                    "this aftermath is confirmed; undo the confirmation to change it")


def nothing_owed() -> Said:
    return sentence("campaign-refused-nothing-owed", "no roll is owed now")


def other_table(name: str, table: str, table_words: str, asked: str, asked_words: str) -> Said:
    return sentence("campaign-refused-other-table",
                    f"the next roll for {name} is on the {table_words} table, not the "
                    f"{asked_words} table", name=name, table=table, asked=asked)


def unrecoverable(name: str) -> Said:
    return sentence("campaign-refused-unrecoverable",
                    f"{name} was killed in an unrecoverable way and dies without a roll",
                    name=name)


def dead(name: str) -> Said:
    return sentence("campaign-refused-dead", f"{name} failed the Recovery roll and is dead",
                    name=name)


def trooper(name: str) -> Said:
    return sentence("campaign-refused-trooper",
                    f"{name} is a Trooper and the roster does not keep trooper fates", name=name)


def all_made(name: str, fate: str) -> Said:
    return sentence("campaign-refused-all-made", f"{name} has made every roll it owes ({fate})",
                    name=name, fate=key(fate))


def already_rolled(force: str) -> Said:
    return sentence("campaign-refused-already-rolled",
                    f"{force} has already rolled for Recovery; undo those rolls to change its "
                    "outcome", force=force)


def still_owed(count: int, name: str, table: str, table_words: str) -> Said:
    return sentence("campaign-refused-still-owed",
                    f"{count} lost {'model' if count == 1 else 'models'} still owe rolls; "
                    f"next: {name} on the {table_words} table", count=count, name=name,
                    table=table)


# Dice a player typed, read out: "18", "16 and 18", "12, 16 and 18".
def listed(values: Sequence[int]) -> Said:
    if len(values) == 1:
        return sentence("campaign-die", str(values[0]), die=values[0])
    rest = listed(values[1:])
    if len(values) == 2:
        return sentence("campaign-die-and", f"{values[0]} and {rest.text}", rest, die=values[0])
    return sentence("campaign-die-then", f"{values[0]}, {rest.text}", rest, die=values[0])


# The rolls owed: each model with its tables ("Vex: Recovery, Wound Table x3"), models
# joined by "; ": a model's last table carries the next model (its part), and the last
# model's last table what follows the list (``end``).
Owed = tuple[str, Sequence[tuple[str, str, int]]]


def _table(table: str, words: str, times: int, then: Said | None, end: Said | None) -> Said:
    said = words if times == 1 else f"{words} x{times}"
    if then is not None:
        return sentence("campaign-owed-table-then", f"{said}; {then.text}", then, table=table,
                        times=times)
    if end is not None:
        return sentence("campaign-owed-table-end", f"{said}{end.text}", end, table=table,
                        times=times)
    return sentence("campaign-owed-table", said, table=table, times=times)


def owed_by(models: Sequence[Owed], end: Said | None = None) -> Said:
    """``models``: (name, [(table key, table's English, times)]) in order."""
    name, tables = models[0]
    then = owed_by(models[1:], end) if len(models) > 1 else None
    last = len(tables) - 1
    parts = tuple(_table(t, w, n, then if i == last else None,
                         end if i == last and then is None else None)
                  for i, (t, w, n) in enumerate(tables))
    return sentence("campaign-owed-by", f"{name}: {', '.join(p.text for p in parts)}", *parts,
                    name=name)


def typed_too_many(typed: int, owed: int, models: Sequence[Owed], rest: Sequence[int]) -> Said:
    """More dice typed than rolls owed: nothing entered. Its part is the rolls owed, and
    the last of those carries the dice left over."""
    left = listed(rest)
    end = sentence("campaign-typed-left-over",
                   f"), so nothing was entered: {left.text} "
                   f"{'is' if len(rest) == 1 else 'are'} left over", left, left=len(rest))
    owed_said = owed_by(models, end)
    return sentence("campaign-refused-typed-too-many",
                    f"{typed} rolls typed, but {owed} {'was' if owed == 1 else 'were'} owed in "
                    f"all ({owed_said.text}", owed_said, typed=typed, owed=owed)


def typed_after_blind(die: int, name: str, after: Sequence[int], typed: str,
                      more: bool) -> Said:
    """A die blinds the model while more dice were typed after it (W-4); ``typed`` the
    dice to type instead, as typed."""
    then = " first, then the next model's rolls" if more else ""
    left = listed(after)
    return sentence("campaign-refused-typed-after-blind",
                    f"The {die} blinds {name}, who makes no more Wound Table rolls, so nothing "
                    f"was entered: {left.text} typed after it may have been rolled for those. "
                    f"Type {typed}{then}", left, die=die, name=name, typed=typed,
                    then="next" if more else "none")
