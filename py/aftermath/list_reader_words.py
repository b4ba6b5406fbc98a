"""What the rule systems' list readers say of a list they read: their refusals, a pasted
line they skipped and why, and the name of a plain-text export. Each a message id with
its arguments beside its English, as file_words.py; names go in as written."""

from __future__ import annotations

from aftermath.said import Said, sentence


def at_line(line: int, rest: str, problem: Said) -> Said:
    """A pasted text's refusal at its line ``line``; ``rest``: the place inside the line,
    `` > Regiment "Hoplites"`` or empty."""
    return sentence("list-reader-at-line", f"text line {line}{rest}: {problem.text}", problem,
                    line=line, rest=rest)


def in_text(rest: str, problem: Said) -> Said:
    """The same, of the whole pasted text."""
    return sentence("list-reader-in-text", f"text{rest}: {problem.text}", problem, rest=rest)


# -- Para Bellum's army builder text -----------------------------------------------------
def para_bellum_text() -> Said:
    return sentence("list-reader-para-bellum-text", "Para Bellum army builder text")


def too_many_lines(count: int, most: int) -> Said:
    return sentence("list-reader-too-many-lines", f"has {count} lines; at most {most}",
                    count=count, most=most)


def line_too_long(length: int, most: int) -> Said:
    return sentence("list-reader-line-too-long",
                    f"is {length:,} characters long; a line is at most {most:,}",
                    length=length, most=most)


def no_regiment_line() -> Said:
    return sentence("list-reader-no-regiment-line",
                    "holds no Regiment line ( * Name (Stands) ...): not a Para Bellum army "
                    "builder export")


# Why a pasted line was skipped (the rest of the list imports).
def before_first_character() -> Said:
    return sentence("list-reader-before-first-character",
                    "comes before the first Character and is not the list's name, faction "
                    "or army rule")


def not_a_regiment_line() -> Said:
    return sentence("list-reader-not-a-regiment-line",
                    "is not a Regiment line: * Name (Stands) [points]: upgrades")


def not_a_list_line() -> Said:
    return sentence("list-reader-not-a-list-line",
                    "is not a Character (== Name [points]: upgrades) or a Regiment "
                    "(* Name (Stands) [points]: upgrades) line")


def leads_none(name: str) -> Said:
    return sentence("list-reader-leads-none",
                    f"{name} leads no Regiment: a warband's Regiments follow its Character, "
                    "who joins the first", name=name)


def stands_refused(name: str, stands: int, most: int) -> Said:
    return sentence("list-reader-stands-refused",
                    f"{name} has ({stands}) Stands: a Regiment has 1 to {most}",
                    name=name, stands=stands, most=most)


# -- a roster's Regiments and Units --------------------------------------------------------
def makes_stands(stands: int, most: int) -> Said:
    return sentence("list-reader-makes-stands", f"makes {stands} Stands; at most {most}",
                    stands=stands, most=most)


def no_regiment_to_join() -> Said:
    return sentence("list-reader-no-regiment-to-join",
                    "is a Character with no Regiment in its force to join")


def makes_models(models: int, most: int) -> Said:
    return sentence("list-reader-makes-models",
                    f"makes {models} models; a Unit holds at most {most}",
                    models=models, most=most)
