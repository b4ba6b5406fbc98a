"""Why Undo, Redo or an action is refused by the history itself, each a message id with
its arguments beside its English, as the rule systems' refusal_words.py do."""

from __future__ import annotations

from aftermath.said import Said, sentence


def nothing_to_undo() -> Said:
    return sentence("history-nothing-to-undo", "there is nothing to undo")


def nothing_to_redo() -> Said:
    return sentence("history-nothing-to-redo", "there is nothing to redo")


def too_many_actions(most: int) -> Said:
    return sentence("history-too-many-actions", f"a game holds at most {most} actions",
                    most=most)
