"""The campaign tables' rows as the screens print them beside the dice (W-1 to W-4), each a
message id with its arguments beside its English: a row's dice as numbers, its result
(an outcome, a fate, a wound's location) as its key, as step_words.py keys them."""

from __future__ import annotations

from aftermath.campaign import tables as t
from aftermath.campaign.step_words import key
from aftermath.said import Said, sentence


def _span(low: int, high: int) -> tuple[str, str]:
    """The dice a row covers in English ("17", "1–10"), and whether it is one face."""
    return (str(low), "one") if low == high else (f"{low}–{high}", "range")


def recovery_meaning(outcome: t.Outcome) -> Said:
    """What an outcome of the Recovery table means (W-1)."""
    return sentence("tab-recovery-meaning", outcome.meaning, outcome=key(outcome.name))


def fate_row(fate: t.Fate) -> Said:
    """A row of the Casualty Fate table (W-3): its dice, its result and what it does."""
    dice, span = _span(fate.low, fate.high)
    return sentence("tab-fate-row", f"{dice}: {fate.name} ({fate.meaning})", low=fate.low,
                    high=fate.high, span=span, fate=key(fate.name), hate=t.HATE,
                    ep=t.MIRACLE_EP)


def wound_row(wound: t.Wound) -> Said:
    """A row of the Wound table (W-4): its dice, the wound and what it does."""
    dice, span = _span(wound.low, wound.high)
    return sentence("tab-wound-row", f"{dice}: {wound.location} ({wound.effect})",
                    low=wound.low, high=wound.high, span=span, location=key(wound.location))


def tables_json() -> dict[str, object]:
    """The three tables as the screens print them beside the dice entry
    (:func:`tables.tables_json`), each row's words also as a message to be said in the
    player's language: a Recovery row's ``meaning_msg``, the other rows' ``row_msg``
    beside their English ``row``."""
    out = t.tables_json()
    out["recovery"] = [{**row, "meaning_msg": recovery_meaning(o).to_json()}
                       for row, o in zip(_rows(out["recovery"]), t.OUTCOMES, strict=True)]
    out["fate"] = [{**row, **_row(fate_row(f))}
                   for row, f in zip(_rows(out["fate"]), t.FATES, strict=True)]
    out["wound"] = [{**row, **_row(wound_row(w))}
                    for row, w in zip(_rows(out["wound"]), t.WOUNDS, strict=True)]
    return out


def _rows(rows: object) -> list[dict[str, object]]:
    assert isinstance(rows, list)
    return rows


def _row(said: Said) -> dict[str, object]:
    return {"row": said.text, "row_msg": said.to_json()}
