"""What each Ninth Age action is called (its summary: the step log's entry, the Undo
and Redo buttons, the preview's title) and what a batch of losses did in one line (its
verdict), each a message id with its arguments beside its English, as step_words.py
does. A number not yet known (the app rolls it) goes in as -1, said "?"."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from aftermath.said import Arg, Said, sentence


def _s(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def _listed(values: Sequence[int]) -> str:
    return ", ".join(map(str, values))


def _known(n: int | None) -> str:
    return "?" if n is None else str(n)


def _multiple(values: Sequence[int] | None, none: str) -> tuple[str, dict[str, Arg]]:
    """Multiple Wounds' values (N-6): rolled by the app, none, or the values typed."""
    if values is None:
        return "rolled by the app", {"mw": "rolled", "values": ""}
    if not values:
        return none, {"mw": "empty", "values": ""}
    return _listed(values), {"mw": "values", "values": _listed(values)}


def attack(name: str, losses: int | None, x: str | None,
           values: Sequence[int] | None) -> Said:
    """One attack of a batch: its name as written, its losses; ``x``: its Multiple
    Wounds (D3, D6, ...) if it has them, with their ``values``."""
    if x is None:
        return sentence("history-attack", f"{name} ({_known(losses)})", name=name,
                        losses=-1 if losses is None else losses, mw="no", x="", values="")
    said, args = _multiple(values, "none")
    return sentence("history-attack", f"{name} ({_known(losses)}, Multiple Wounds {x}: {said})",
                    name=name, losses=-1 if losses is None else losses, x=x, **args)


def attacks(items: Sequence[Said]) -> Said:
    """The attacks of a batch, each said, listed."""
    return sentence("history-attacks", ", ".join(a.text for a in items), *items)


def hp_lost(losses: int | None, unit: str, pool: Mapping[str, Arg], pool_text: str,
            x: str | None, values: Sequence[int] | None, listed: Said | None,
            excess: Sequence[tuple[str, int]]) -> Said:
    """A batch of Health Point losses: ``pool`` the Health Pool as arguments (kind,
    character), ``pool_text`` its English; ``x``: the batch's Multiple Wounds, with its
    ``values``; ``listed``: its attacks (:func:`attacks`); ``excess``: which attacks
    caused the excess (N-5), each with its losses."""
    text = f"{_known(losses)} HP lost by {unit} ({pool_text})"
    args: dict[str, Arg] = {"losses": -1 if losses is None else losses, "unit": unit,
                            **pool, "x": x or "", "mw": "no", "values": ""}
    if x is not None:
        said, more = _multiple(values, "no unsaved wounds")
        text += f" — Multiple Wounds {x}: {said}"
        args.update(more)
    if listed is not None:
        text += f" — attacks: {listed.text}"
    shares = ", ".join(f"{a} ({n})" for a, n in excess)
    if excess:
        text += f"; excess from {shares}"
    args.update(listed="yes" if listed is not None else "no", excess=shares,
                has_excess="yes" if excess else "no")
    return sentence("history-hp-lost", text, *(() if listed is None else (listed,)), **args)


def unstable(losses: int, unit: str) -> Said:
    return sentence("history-unstable", f"Unstable: {losses} HP lost by {unit}",
                    losses=losses, unit=unit)


def pool_left(unstable: bool, losses: int, pool: Mapping[str, Arg], left: int,
              hp: int) -> Said:
    """A Character's or Champion's own Health Pool the batch left standing (``pool`` its
    arguments): its name and what it has ``left`` of its ``hp`` Health Points, the
    Character's state a player reads, where "carried over" is the rank and file's (N-2)."""
    return sentence("verdict-hp-left",
                    f"{'Unstable: ' if unstable else ''}{losses} HP lost; "
                    f"{pool['character']}: {left} of {hp} HP left",
                    unstable="yes" if unstable else "no", losses=losses, **pool, left=left,
                    hp=hp)


def verdict(unstable: bool, losses: int, removed: int, end: str, unit: str,
            pool: Mapping[str, Arg], pool_title: str, carried: int) -> Said:
    """``end``: destroyed (the Unit), wiped_out (the Health Pool ``pool``, titled
    ``pool_title`` in English) or carried (``carried`` HP carried over)."""
    last = {"destroyed": f"{unit} destroyed", "wiped_out": f"{pool_title} wiped out",
            "carried": f"{carried} HP carried over"}[end]
    return sentence("verdict-hp-lost",
                    f"{'Unstable: ' if unstable else ''}{losses} HP lost: {removed} "
                    f"{_s(removed, 'model', 'models')} removed; {last}",
                    unstable="yes" if unstable else "no", losses=losses, removed=removed,
                    end=end, **{**pool, "unit": unit}, carried=carried)
