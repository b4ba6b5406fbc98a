"""The after-battle report as values: what each side lost, period by period,
and how lucky its dice were by the exact odds. Each rule system builds one from its own
history (``conquest/report.py``, ``ninth_age/report.py``, ``campaign/report.py``); this
module only holds the shapes, the plain-text summary and the JSON the page draws."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from aftermath.odds.distribution import chance_json
from aftermath.odds.luck import LUCKY, UNLUCKY, Luck, unusual_among

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class Measure:
    """A kind of loss counted per side, e.g. ``("stands_lost", "Stands lost")``."""

    key: str
    label: str


@dataclasses.dataclass(frozen=True)
class Losses:
    """One side's losses in one period: a count per measure, and the names of the
    Regiments or Units that became Broken, Shattered or destroyed in it."""

    counts: Mapping[str, int]
    broken: tuple[str, ...] = ()
    shattered: tuple[str, ...] = ()
    destroyed: tuple[str, ...] = ()

    def to_json(self) -> Json:
        return {"counts": dict(self.counts), "broken": list(self.broken),
                "shattered": list(self.shattered), "destroyed": list(self.destroyed)}


@dataclasses.dataclass(frozen=True)
class Strength:
    """One Regiment's or Unit's (or warband's) strength now beside its start: per
    quantity in the players' words, ``(label, start, now)`` ("Stands", 9, 5); ``status``
    is its state now ("Broken", "destroyed"), empty when there is nothing to say."""

    side: int
    name: str
    figures: tuple[tuple[str, int, int], ...]
    status: str = ""

    def text(self) -> str:
        parts = ", ".join(f"{label} {now} of {start}" for label, start, now in self.figures)
        return f"{self.name}: {parts}" + (f" ({self.status})" if self.status else "")

    def to_json(self) -> Json:
        return {"side": self.side, "name": self.name, "status": self.status,
                "figures": [{"label": label, "start": start, "now": now}
                            for label, start, now in self.figures],
                "text": self.text()}


@dataclasses.dataclass(frozen=True)
class Period:
    """A Round, or the whole battle where the system records no Rounds (``round`` None):
    the page words a Round by its number, never by reading the label."""

    label: str
    sides: tuple[Losses, Losses]
    round: int | None = None

    def to_json(self) -> Json:
        return {"label": self.label, "round": self.round,
                "sides": [s.to_json() for s in self.sides]}


@dataclasses.dataclass(frozen=True)
class JudgedRoll:
    """One roll that was made, against its exact odds. ``when`` is the period's label
    (``"Round 2"``), ``who`` the Regiment's or model's name, ``what`` the roll in words,
    ``rule`` the ruling it was judged by, ``action`` its index in the history."""

    side: int
    when: str
    who_id: str
    who: str
    what: str
    rule: str
    dice: tuple[int, ...]
    luck: Luck
    action: int
    # The dice the luck is judged over: a re-rolled Morale Test (C-23) shows both rolls
    # in ``dice`` but is judged as one two-roll die per first die.
    judged: int | None = None

    @property
    def judged_dice(self) -> int:
        return len(self.dice) if self.judged is None else self.judged

    def to_json(self) -> Json:
        return {"side": self.side, "when": self.when, "who_id": self.who_id, "who": self.who,
                "what": self.what, "rule": self.rule, "dice": list(self.dice),
                "action": self.action, "luck": self.luck.to_json()}


@dataclasses.dataclass(frozen=True)
class LuckKind:
    """What a system's judged rolls count, in the players' words, singular and plural:
    ``bad_one``/``bad`` a bad result ("failed Morale die"/"failed Morale dice"),
    ``unit``/``units`` one die ("Morale die"/"Morale dice"), ``roll``/``rolls`` one judged
    roll ("Morale Test"/"Morale Tests"). ``rule`` is the ruling (or rulings) the rolls
    cite. ``of`` follows the number of dice in a side's sentence when ``bad`` does not
    already say what was counted ("3 bad results of 6 dice")."""

    key: str
    rule: str
    bad: str
    bad_one: str
    unit: str
    units: str
    roll: str
    rolls: str
    of: str = ""


@dataclasses.dataclass(frozen=True)
class Report:
    """Everything the report screen shows. ``statements`` are plain sentences the page
    shows as they are: what the report cannot judge, or that no roll was made. ``name``
    is the players' own name for the game, if any, heading the summary."""

    system: str
    title: str
    players: tuple[str, str]
    actions: int
    measures: tuple[Measure, ...]
    periods: tuple[Period, ...]
    luck_kind: LuckKind | None
    rolls: tuple[JudgedRoll, ...]
    side_luck: tuple[Luck | None, Luck | None]
    statements: tuple[str, ...]
    extra: Json = dataclasses.field(default_factory=dict)
    extra_lines: tuple[str, ...] = ()
    name: str = ""
    strengths: tuple[Strength, ...] = ()

    @property
    def totals(self) -> tuple[Losses, Losses]:
        return (_sum_losses(self.measures, [p.sides[0] for p in self.periods]),
                _sum_losses(self.measures, [p.sides[1] for p in self.periods]))

    @property
    def swing(self) -> JudgedRoll | None:
        """The least likely result: the roll with the smallest tail chance (either way);
        on a tie, the earlier roll. Named only when it is unusual for a battle of this
        many rolls (``odds.luck.unusual_among``): of a dozen rolls one comes out at 1 in
        6 or rarer more often than not, and that is no story to tell."""
        best: JudgedRoll | None = None
        for roll in self.rolls:
            if best is None or roll.luck.tail < best.luck.tail:
                best = roll
        if best is None or not unusual_among(best.luck.tail, len(self.rolls)):
            return None
        return best

    def side_dice(self, side: int) -> int:
        return sum(r.judged_dice for r in self.rolls if r.side == side)

    def side_rolls(self, side: int) -> int:
        return sum(1 for r in self.rolls if r.side == side)

    # -- words -------------------------------------------------------------------------
    def side_quote(self, side: int) -> tuple[str, Fraction] | None:
        """The chance a side's luck sentence quotes: of doing this well or better when
        lucky, this badly or worse when unlucky, else the smaller of the two tails."""
        luck = self.side_luck[side]
        if luck is None or not self.side_rolls(side):
            return None
        if luck.verdict == LUCKY or (luck.verdict != UNLUCKY
                                     and luck.this_or_better < luck.this_or_worse):
            return f"{luck.actual} or fewer", luck.this_or_better
        return f"{luck.actual} or more", luck.this_or_worse

    def side_luck_text(self, side: int) -> str:
        luck, kind = self.side_luck[side], self.luck_kind
        name = self.players[side]
        quote = self.side_quote(side)
        if luck is None or kind is None or quote is None:
            return f"{name}: no {kind.units if kind else 'rolls'} rolled"
        bad = kind.bad_one if luck.actual == 1 else kind.bad
        counted = f"{self.side_dice(side)} {kind.of}".rstrip()
        return (f"{name}: {luck.actual} {bad} of {counted} "
                f"(expected {_number(luck.expected)}); {quote[0]}: "
                f"{_percent(quote[1])} ({luck.verdict})")

    def side_standing_text(self, side: int) -> str | None:
        """Where a side's total stands among all the ways its dice could have fallen, in
        words: the share of those ways strictly better (or worse) than what it rolled."""
        luck, kind = self.side_luck[side], self.luck_kind
        if luck is None or kind is None or not self.side_rolls(side):
            return None
        these = f"battles with these {kind.units}"
        if luck.verdict == UNLUCKY:
            return f"Unlucky: worse than {_at_least(1 - luck.this_or_worse)} of {these}"
        if luck.verdict == LUCKY:
            return f"Lucky: better than {_at_least(1 - luck.this_or_better)} of {these}"
        return f"About as expected for {these}"

    def swing_text(self) -> str | None:
        roll = self.swing
        if roll is None:
            return None
        luck = roll.luck
        if luck.verdict == "lucky":
            how = f"this well or better: {_percent(luck.this_or_better)}"
        else:
            how = f"this badly or worse: {_percent(luck.this_or_worse)}"
        return f"{roll.when}, {roll.who} ({self.players[roll.side]}): {roll.what}; {how}"

    def loss_text(self, side: int) -> str:
        t = self.totals[side]
        # The first measure always, the others only when something happened.
        parts = [f"{m.label} {t.counts.get(m.key, 0)}" for i, m in enumerate(self.measures)
                 if i == 0 or t.counts.get(m.key, 0)]
        for label, names in (("Broken", t.broken), ("Shattered", t.shattered),
                             ("destroyed", t.destroyed)):
            if names:
                parts.append(f"{label}: {', '.join(names)}")
        return f"{self.players[side]}: " + "; ".join(parts)

    def lead_text(self) -> str:
        """Which side lost more and by how much, by the first measure; on a tie there,
        by the next measure that tells them apart."""
        totals = [t.counts for t in self.totals]
        first = self.measures[0]
        noun = first.label.removesuffix(" lost")
        a, b = totals[0].get(first.key, 0), totals[1].get(first.key, 0)
        if a != b:
            return self._more(first, a, b)
        if not a:
            return f"Neither side has lost any {noun} yet"
        for m in self.measures[1:]:
            x, y = totals[0].get(m.key, 0), totals[1].get(m.key, 0)
            if x != y and m.label.endswith(" lost"):
                return f"Even on {noun} ({a} each); " + self._more(m, x, y)
        return f"Even: each side lost {a} {noun}"

    def _more(self, measure: Measure, a: int, b: int) -> str:
        noun = measure.label.removesuffix(" lost")
        more, fewer = (0, 1) if a > b else (1, 0)
        high, low = max(a, b), min(a, b)
        return (f"{self.players[more]} lost more {noun}: {high} to {low} "
                f"({high - low} more than {self.players[fewer]})")

    def summary(self) -> str:
        """A short plain-text summary to paste into a chat."""
        what = f"{self.name} ({self.title})" if self.name else self.title
        lines = [f"{what}: {self.players[0]} vs {self.players[1]}", self.lead_text()]
        lines += [self.loss_text(0), self.loss_text(1)]
        lines += [f"Now: {s.text()}" for s in self.strengths]
        lines += list(self.extra_lines)
        if self.luck_kind is not None and self.rolls:
            lines.append(f"Luck ({self.luck_kind.rule}, exact odds):")
            lines += [self.side_luck_text(0), self.side_luck_text(1)]
            swing = self.swing_text()
            if swing:
                lines.append(f"Least likely roll: {swing}")
        lines += list(self.statements)
        lines.append("Made with Aftermath")
        return "\n".join(lines)

    def to_json(self) -> Json:
        swing = self.swing
        luck: Json | None = None
        if self.luck_kind is not None:
            luck = {
                "kind": self.luck_kind.key, "rule": self.luck_kind.rule,
                "bad": self.luck_kind.bad, "unit": self.luck_kind.unit,
                "units": self.luck_kind.units,
                "none_text": f"No {self.luck_kind.units} to judge yet.",
                "rolls_heading": f"Every {self.luck_kind.roll} ({len(self.rolls)})",
                "rolls": [r.to_json() for r in self.rolls],
                "side_texts": [self.side_luck_text(0), self.side_luck_text(1)],
                "sides": [
                    None if lk is None else {
                        "rolls": self.side_rolls(s), "dice": self.side_dice(s),
                        "text": self.side_luck_text(s),
                        "standing": self.side_standing_text(s),
                        "quote": _quote_json(self.side_quote(s)),
                        **lk.to_json(outcomes=True)}
                    for s, lk in enumerate(self.side_luck)],
                "swing": None if swing is None else {
                    "roll": self.rolls.index(swing), "text": self.swing_text(),
                    "tail": chance_json(swing.luck.tail)},
            }
        return {
            "system": self.system, "title": self.title, "players": list(self.players),
            "actions": self.actions,
            "measures": [{"key": m.key, "label": m.label} for m in self.measures],
            "periods": [p.to_json() for p in self.periods],
            "totals": [t.to_json() for t in self.totals],
            "loss_text": [self.loss_text(0), self.loss_text(1)],
            "lead_text": self.lead_text(),
            "strengths": [st.to_json() for st in self.strengths],
            "luck": luck,
            "statements": list(self.statements),
            "summary": self.summary(),
            **self.extra,
        }


def _sum_losses(measures: tuple[Measure, ...], rows: list[Losses]) -> Losses:
    return Losses(
        {m.key: sum(r.counts.get(m.key, 0) for r in rows) for m in measures},
        tuple(n for r in rows for n in r.broken),
        tuple(n for r in rows for n in r.shattered),
        tuple(n for r in rows for n in r.destroyed),
    )


def _quote_json(quote: tuple[str, Fraction] | None) -> Json | None:
    return None if quote is None else {"label": quote[0], **chance_json(quote[1])}


def _percent(p: Fraction) -> str:
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


def _at_least(p: Fraction) -> str:
    """A share rounded down, for "better/worse than N%": never more than is true."""
    tenths = p * 1000 // 1
    if tenths == 1000 and p < 1:
        tenths = 999
    return f"{tenths // 10}%" if tenths % 10 == 0 else f"{tenths / 10:.1f}%"


def _number(x: Fraction) -> str:
    """To one decimal, half up, without a trailing ".0": as the charts write it."""
    tenths = (x * 10 + Fraction(1, 2)) // 1
    return f"{tenths // 10}" if tenths % 10 == 0 else f"{tenths // 10}.{tenths % 10}"
