"""The after-battle report's lines, each a message id with its arguments beside its
English (the pattern of ``conquest/morale_words.py``).

The English here is what the Python API's report says; the page says the same line from
its catalogue in the reader's language. What a system's rolls count (``LuckKind.key``),
a measure, a mark and a verdict go in as keys; counts as numbers; a chance as a number
of percent (to a tenth, each language writing its own percent sign) with ``bound``
"below" or "above" when it is shown as "<0.1%" or ">99.9%"; names as written.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

from aftermath.said import Arg, Said, sentence


def _s(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


# -- chances, as report.model writes them -------------------------------------------------
def percent_text(p: Fraction) -> str:
    """A chance as the page's ``percentText`` writes it (web/views/odds.js), so that a
    figure shown in a sentence and on its tap-to-see-exact button reads the same."""
    value = p * 100
    if value in (0, 100):
        return f"{value}%"
    if value < Fraction(1, 10):
        return "<0.1%"
    if value > Fraction(999, 10):
        return ">99.9%"
    if value.denominator == 1:
        return f"{value}%"
    # Half up, as toFixed(1) does: 6.25 reads 6.3.
    tenths = (value * 10 + Fraction(1, 2)) // 1
    return f"{tenths // 10}.{tenths % 10}%"


def percent_args(p: Fraction) -> dict[str, Arg]:
    """:func:`percent_text` as arguments: ``percent`` in percent to a tenth, ``bound``
    below, above, tenths (written to a tenth, 32.0 too) or none (a whole number)."""
    value = p * 100
    if value in (0, 100) or value.denominator == 1:
        return {"percent": int(value), "bound": "none"}
    if value < Fraction(1, 10):
        return {"percent": 0.1, "bound": "below"}
    if value > Fraction(999, 10):
        return {"percent": 99.9, "bound": "above"}
    tenths = int((value * 10 + Fraction(1, 2)) // 1)
    return {"percent": tenths / 10, "bound": "tenths"}


def at_least_text(p: Fraction) -> tuple[str, float]:
    """A share rounded down, for "better/worse than N%": never more than is true; its
    text and its value in percent."""
    tenths = int(p * 1000 // 1)
    if tenths == 1000 and p < 1:
        tenths = 999
    text = f"{tenths // 10}%" if tenths % 10 == 0 else f"{tenths / 10:.1f}%"
    return text, tenths / 10


def number_text(x: Fraction) -> tuple[str, float]:
    """To one decimal, half up, without a trailing ".0": as the charts write it; its
    text and its value."""
    tenths = int((x * 10 + Fraction(1, 2)) // 1)
    text = f"{tenths // 10}" if tenths % 10 == 0 else f"{tenths // 10}.{tenths % 10}"
    return text, tenths / 10


# -- what a system's rolls count (report.model.LuckKind), in English ----------------------
# key: (bad one, bad many, units, roll, of)
KINDS = {
    "morale": ("failed Morale die", "failed Morale dice", "Morale dice", "Morale Test", ""),
    "dice": ("bad result", "bad results", "dice", "roll", "dice"),
    "multiple_wounds": ("Health Point lost to Multiple Wounds",
                        "Health Points lost to Multiple Wounds", "Multiple Wounds dice",
                        "Multiple Wounds roll", ""),
    "recovery": ("dead at Recovery", "dead at Recovery", "Recovery rolls", "Recovery roll", ""),
}

MEASURES = {
    "stands_lost": "Stands lost", "wounds_lost": "Wounds lost",
    "stands_restored": "Stands restored", "models_lost": "Models lost",
    "hp_lost": "Health Points lost", "recovered": "Back in the warband", "dead": "Dead",
    "retired": "Retired blind", "owed": "Still to roll",
}
MARKS = {"broken": "Broken", "shattered": "Shattered", "destroyed": "destroyed"}
VERDICTS = {"lucky": "lucky", "unlucky": "unlucky", "about as expected": "as_expected"}
FIGURES = {"stands": "Stands", "wounds": "Wounds", "models": "models", "hp": "Health Points",
           "warband": "models in the warband"}


def measure(key: str) -> Said:
    return sentence("report-line-measure", MEASURES[key], measure=key)


def bad(kind: str) -> Said:
    """What a side's chart counts: its bad results, in the plural."""
    return sentence("report-line-bad", KINDS[kind][1], kind=kind)


# -- periods and titles -------------------------------------------------------------------
def round_(n: int) -> Said:
    return sentence("report-line-round", f"Round {n}", round=n)


def whole_battle() -> Said:
    return sentence("report-line-whole-battle", "Whole battle")


def the_battle() -> Said:
    return sentence("report-line-the-battle", "The battle")


def recovery() -> Said:
    return sentence("report-line-recovery", "Recovery")


def when_args(when: Said) -> dict[str, Arg]:
    """A period said as arguments of another line: ``period`` its key, ``round``."""
    period = {"report-line-round": "round", "report-line-whole-battle": "whole",
              "report-line-the-battle": "battle", "report-line-recovery": "recovery"}[when.id]
    n = when.args.get("round", 0)
    assert isinstance(n, int), n  # a Round is a number: never a list of names
    return {"period": period, "round": n}


def conquest_title(n: int) -> Said:
    return sentence("report-line-title-conquest", f"Conquest battle, Round {n}", round=n)


def ninth_age_title() -> Said:
    return sentence("report-line-title-ninth-age", "Ninth Age battle")


def campaign_title(confirmed: bool) -> Said:
    return sentence("report-line-title-campaign", "Campaign aftermath"
                    + (" (confirmed)" if confirmed else " (in progress)"),
                    confirmed="yes" if confirmed else "no")


# -- strengths ----------------------------------------------------------------------------
def figure(key: str, start: int, now: int, characters: int = 0) -> Said:
    """One quantity of a strength: "Stands 5 of 9"; Stands counting Characters (C-3) say
    how many, as the overview does."""
    if characters:
        label = f"Stands (incl. ★ {characters} {_s(characters, 'Character', 'Characters')})"
        return sentence("report-line-figure-characters", f"{label} {now} of {start}",
                        characters=characters, now=now, start=start)
    return sentence("report-line-figure", f"{FIGURES[key]} {now} of {start}", figure=key,
                    now=now, start=start)


def strength(name: str, figures: Sequence[Said], status: str) -> Said:
    """``status`` a mark's key, or empty."""
    parts = ", ".join(f.text for f in figures)
    text = f"{name}: {parts}" + (f" ({MARKS[status]})" if status else "")
    return sentence("report-line-strength", text, *figures, name=name,
                    status=status or "none")


# -- losses -------------------------------------------------------------------------------
def loss_item(key: str, count: int, rest: Said | None) -> Said:
    """A measure's count in a side's losses, then (``rest``) the next item."""
    text = f"{MEASURES[key]} {count}" + (f"; {rest.text}" if rest else "")
    return sentence("report-line-loss-count", text, *((rest,) if rest else ()), measure=key,
                    count=count, more="yes" if rest else "no")


def loss_mark(mark: str, names: Sequence[str], rest: Said | None) -> Said:
    """The Regiments or Units that became Broken, Shattered or destroyed: their names as
    written, with a comma between."""
    joined = ", ".join(names)
    text = f"{MARKS[mark]}: {joined}" + (f"; {rest.text}" if rest else "")
    return sentence("report-line-loss-mark", text, *((rest,) if rest else ()), mark=mark,
                    names=joined, more="yes" if rest else "no")


def losses(player: str, items: Said) -> Said:
    return sentence("report-line-losses", f"{player}: {items.text}", items, player=player)


# The noun a lead line counts by, from a measure "... lost".
NOUNS = {"stands_lost": "Stands", "wounds_lost": "Wounds", "models_lost": "Models",
         "hp_lost": "Health Points"}


def lead_more(key: str, more: str, high: int, low: int, fewer: str) -> Said:
    noun = NOUNS[key]
    return sentence("report-line-lead-more",
                    f"{more} lost more {noun}: {high} to {low} ({high - low} more than {fewer})",
                    measure=key, more=more, high=high, low=low, diff=high - low, fewer=fewer)


def lead_none(key: str) -> Said:
    return sentence("report-line-lead-none", f"Neither side has lost any {NOUNS[key]} yet",
                    measure=key)


def lead_even_on(key: str, count: int, then: Said) -> Said:
    return sentence("report-line-lead-even-on",
                    f"Even on {NOUNS[key]} ({count} each); {then.text}", then, measure=key,
                    count=count)


def lead_even(key: str, count: int) -> Said:
    return sentence("report-line-lead-even", f"Even: each side lost {count} {NOUNS[key]}",
                    measure=key, count=count)


# -- luck ---------------------------------------------------------------------------------
def quote(actual: int, better: bool) -> Said:
    """The tail a side's luck line quotes: "3 or fewer" (doing this well or better)."""
    return sentence("report-line-quote", f"{actual} or {'fewer' if better else 'more'}",
                    actual=actual, quote="fewer" if better else "more")


def side_none(player: str, kind: str | None) -> Said:
    units = KINDS[kind][2] if kind else "rolls"
    return sentence("report-line-side-none", f"{player}: no {units} rolled", player=player,
                    kind=kind or "none")


def side_luck(player: str, kind: str, actual: int, dice: int, expected: Fraction,
              tail: Said, chance: Fraction, verdict: str) -> Said:
    one, many, _, _, of = KINDS[kind]
    counted = f"{dice} {of}".rstrip()
    shown, value = number_text(expected)
    return sentence("report-line-side-luck",
                    f"{player}: {actual} {_s(actual, one, many)} of {counted} (expected "
                    f"{shown}); {tail.text}: {percent_text(chance)} ({verdict})", tail,
                    player=player, kind=kind, actual=actual, dice=dice, expected=value,
                    verdict=VERDICTS[verdict], **percent_args(chance))


def these(kind: str) -> Said:
    return sentence("report-line-these", f"battles with these {KINDS[kind][2]}", kind=kind)


def standing(kind: str, verdict: str, share: Fraction) -> Said:
    """Where a side's total stands among all the ways its dice could have fallen."""
    shown, value = at_least_text(share)
    them = these(kind)
    if verdict == "unlucky":
        text = f"Unlucky: worse than {shown} of {them.text}"
    elif verdict == "lucky":
        text = f"Lucky: better than {shown} of {them.text}"
    else:
        text = f"About as expected for {them.text}"
    return sentence("report-line-standing", text, them, verdict=VERDICTS[verdict],
                    share=value)


def swing(when: Said, who: str, player: str, what: Said, lucky: bool,
          chance: Fraction) -> Said:
    how = "this well or better" if lucky else "this badly or worse"
    return sentence("report-line-swing",
                    f"{when.text}, {who} ({player}): {what.text}; {how}: {percent_text(chance)}",
                    what, **when_args(when), who=who, player=player,
                    how="better" if lucky else "worse", **percent_args(chance))


def none_to_judge(kind: str) -> Said:
    return sentence("report-line-none-to-judge", f"No {KINDS[kind][2]} to judge yet.",
                    kind=kind)


def every_roll(kind: str, count: int) -> Said:
    return sentence("report-line-every-roll", f"Every {KINDS[kind][3]} ({count})", kind=kind,
                    count=count)


# -- the summary --------------------------------------------------------------------------
def summary_head(name: str, title: Said, first: str, second: str) -> Said:
    what = f"{name} ({title.text})" if name else title.text
    return sentence("report-line-summary-head", f"{what}: {first} vs {second}", title,
                    named="yes" if name else "no", name=name, first=first, second=second)


def summary_now(strength_: Said) -> Said:
    return sentence("report-line-summary-now", f"Now: {strength_.text}", strength_)


def summary_luck(rule: str) -> Said:
    return sentence("report-line-summary-luck", f"Luck ({rule}, exact odds):", rule=rule)


def summary_swing(swing_: Said) -> Said:
    return sentence("report-line-summary-swing", f"Least likely roll: {swing_.text}", swing_)


def made_with() -> Said:
    return sentence("report-line-made-with", "Made with Aftermath")


# -- Conquest's lines (C-12, C-29) --------------------------------------------------------
def conquest_morale(dice: int, resolve: int, rerolled: int, failed: int) -> Said:
    """A Morale Test judged: ``rerolled`` the passes re-rolled (C-23), 0 for none."""
    text = (f"Morale Test, {dice} {_s(dice, 'die', 'dice')} against Resolve {resolve}"
            + (f", {rerolled} re-rolled" if rerolled else "") + f": {failed} failed")
    return sentence("report-line-conquest-morale", text, dice=dice, resolve=resolve,
                    rerolled=rerolled, failed=failed)


def conquest_decay(x: int, dice: int, wounds: int) -> Said:
    return sentence("report-line-conquest-decay",
                    f"Decay {x}, {dice} {_s(dice, 'die', 'dice')}: {wounds} 5 or 6", x=x,
                    dice=dice, wounds=wounds)


def conquest_biotic(sides: int, points: int, short: int) -> Said:
    return sentence("report-line-conquest-biotic",
                    f"Biotic Renewal, a D{sides}: {points} healed, {short} short of {sides}",
                    sides=sides, points=points, short=short)


def conquest_no_tests() -> Said:
    return sentence("report-line-conquest-no-tests", "No Morale Tests were rolled in this "
                    "battle, so there is no luck to judge (C-12).")


def conquest_rolled_none(player: str, kind: str) -> Said:
    """A side that rolled nothing judged: ``kind`` morale or dice."""
    return sentence("report-line-conquest-rolled-none", f"{player} rolled no "
                    + ("Morale Tests." if kind == "morale" else "dice."), player=player,
                    kind=kind)


def conquest_test_owed(regiment: str, player: str, dice: int) -> Said:
    return sentence("report-line-conquest-test-owed",
                    f"{regiment} ({player}): 1 Morale Test still to roll ({dice} "
                    f"{_s(dice, 'die', 'dice')}), not judged yet (C-12).",
                    regiment=regiment, player=player, dice=dice)


# -- The Ninth Age's lines (N-2, N-6) -----------------------------------------------------
def ninth_age_cannot_judge() -> Said:
    return sentence("report-line-ninth-age-cannot-judge",
                    "The Ninth Age losses are entered as Health Points lost, not rolled here: "
                    "the app holds no dice for this battle, so the report can show what each "
                    "side lost but cannot judge how lucky anyone was (N-2).")


def ninth_age_no_rounds() -> Said:
    return sentence("report-line-ninth-age-no-rounds", "Rounds are not recorded for The Ninth "
                    "Age: the losses are for the whole battle.")


def ninth_age_only_multiple_wounds() -> Said:
    return sentence("report-line-ninth-age-only-multiple-wounds",
                    "Only the Multiple Wounds dice are judged (N-6): the other losses are "
                    "entered as Health Points lost, not rolled here (N-2).")


def ninth_age_multiple_wounds(x: str, wounds: int, pool_title: str,
                              pool: Mapping[str, Arg], cost: int) -> Said:
    """A Multiple Wounds roll judged; ``pool`` the Health Pool as ``Unit.pool_said``
    gives it, ``pool_title`` its English."""
    return sentence("report-line-ninth-age-multiple-wounds",
                    f"Multiple Wounds {x}, {wounds} unsaved wound{'' if wounds == 1 else 's'} "
                    f"on {pool_title}: {cost} Health Points", x=x, wounds=wounds, cost=cost,
                    **pool)


# -- The campaign's lines (W-2, W-3, W-5) -------------------------------------------------
def campaign_recovery_roll(die: int, number: int, dead: bool) -> Said:
    return sentence("report-line-campaign-recovery-roll",
                    f"Recovery roll {die}, needing {number} or less: "
                    f"{'dead' if dead else 'survived'}", die=die, number=number,
                    dead="yes" if dead else "no")


def campaign_fate_count(fate: str, count: int) -> Said:
    """How many of a side's models had a Casualty Fate, by the fate's table name."""
    return sentence("report-line-campaign-fate-count", f"{count} {fate}", count=count,
                    fate=_key(fate))


def campaign_fates(warband: str, fates: Mapping[str, int]) -> Said:
    counts = [campaign_fate_count(name, n) for name, n in fates.items()]
    return sentence("report-line-campaign-fates", f"{warband} fates (W-3): "
                    + ", ".join(c.text for c in counts), *counts, warband=warband)


def campaign_captive(told: Said) -> Said:
    return sentence("report-line-campaign-captive", f"Captives (W-5): {told.text}", told)


def campaign_no_rolls() -> Said:
    return sentence("report-line-campaign-no-rolls", "No Recovery rolls have been made yet, "
                    "so there is no luck to judge (W-2).")


def campaign_dead_unrolled(warband: str, count: int) -> Said:
    return sentence("report-line-campaign-dead-unrolled",
                    f"{warband}: {count} killed in an unrecoverable way, dead without a roll "
                    "(W-2), not counted as luck.", warband=warband, count=count)


def _key(text: str) -> str:
    """A table's English name as a message's key, as the campaign's step lines key it."""
    return text.lower().replace(" ", "_").replace("-", "_")
