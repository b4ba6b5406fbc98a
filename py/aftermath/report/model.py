"""The after-battle report as values: what each side lost, period by period,
and how lucky its dice were by the exact odds. Each rule system builds one from its own
history (``conquest/report.py``, ``ninth_age/report.py``, ``campaign/report.py``); this
module only holds the shapes, the plain-text summary and the JSON the page draws."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from aftermath.battle_words import players_said
from aftermath.odds.distribution import chance_json
from aftermath.odds.luck import LUCKY, UNLUCKY, Luck, unusual_among
from aftermath.report import words as w
from aftermath.said import Said

Json = dict[str, Any]


@dataclasses.dataclass(frozen=True)
class Measure:
    """A kind of loss counted per side, e.g. ``("stands_lost", "Stands lost")``."""

    key: str
    label: str

    def said(self) -> Said:
        return w.measure(self.key) if self.key in w.MEASURES else unsaid(self.label)

    def to_json(self) -> Json:
        return {"key": self.key, "label": self.label, "msg": self.said().to_json()}


def unsaid(text: str) -> Said:
    """A line of a report made by hand with no message of its own: the page says the
    English of any line that holds it."""
    return Said("", text)


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
    # Each figure's key (report.words.FIGURES) where its label is not one of them, and
    # the Characters a Regiment's Stands count (C-3).
    keys: tuple[str, ...] = ()
    characters: int = 0

    def said(self) -> Said:
        labels = {label: key for key, label in w.FIGURES.items()}
        keys = self.keys or tuple(labels.get(label, "") for label, _, _ in self.figures)
        marks = {word: key for key, word in w.MARKS.items()}
        if "" in keys or (self.status and self.status not in marks):
            parts = ", ".join(f"{label} {now} of {start}" for label, start, now in self.figures)
            return unsaid(f"{self.name}: {parts}" + (f" ({self.status})" if self.status else ""))
        figures = [w.figure(key, start, now, self.characters if key == "stands" else 0)
                   for key, (_, start, now) in zip(keys, self.figures, strict=True)]
        return w.strength(self.name, figures, marks.get(self.status, ""))

    def text(self) -> str:
        return self.said().text

    def to_json(self) -> Json:
        said = self.said()
        return {"side": self.side, "name": self.name, "status": self.status,
                "figures": [{"label": label, "start": start, "now": now}
                            for label, start, now in self.figures],
                "text": said.text, "msg": said.to_json()}


@dataclasses.dataclass(frozen=True)
class Period:
    """A Round, or the whole battle where the system records no Rounds (``round`` None):
    the page words a Round by its number, never by reading the label."""

    label: str
    sides: tuple[Losses, Losses]
    round: int | None = None
    said: Said | None = None

    def to_json(self) -> Json:
        said = self.said or unsaid(self.label)
        return {"label": self.label, "round": self.round, "msg": said.to_json(),
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
    # ``when`` and ``what`` as sentences (report.words).
    when_said: Said | None = None
    what_said: Said | None = None

    @property
    def judged_dice(self) -> int:
        return len(self.dice) if self.judged is None else self.judged

    def to_json(self) -> Json:
        when, what = self.when_said or unsaid(self.when), self.what_said or unsaid(self.what)
        return {"side": self.side, "when": self.when, "who_id": self.who_id, "who": self.who,
                "what": self.what, "rule": self.rule, "dice": list(self.dice),
                "action": self.action, "luck": self.luck.to_json(),
                "when_msg": when.to_json(), "what_msg": what.to_json()}


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
    # The title, statements and extra lines as sentences (report.words), when the system
    # gives them so.
    title_said: Said | None = None
    said_statements: tuple[Said, ...] = ()
    said_extra_lines: tuple[Said, ...] = ()

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
    # Each line is a sentence (report.words) whose English is the Python API's text and
    # whose message and arguments the page says in the reader's language.
    def side_quote_said(self, side: int) -> tuple[Said, Fraction] | None:
        """The chance a side's luck sentence quotes: of doing this well or better when
        lucky, this badly or worse when unlucky, else the smaller of the two tails."""
        luck = self.side_luck[side]
        if luck is None or not self.side_rolls(side):
            return None
        if luck.verdict == LUCKY or (luck.verdict != UNLUCKY
                                     and luck.this_or_better < luck.this_or_worse):
            return w.quote(luck.actual, True), luck.this_or_better
        return w.quote(luck.actual, False), luck.this_or_worse

    def side_quote(self, side: int) -> tuple[str, Fraction] | None:
        quote = self.side_quote_said(side)
        return None if quote is None else (quote[0].text, quote[1])

    def side_luck_said(self, side: int) -> Said:
        luck, kind = self.side_luck[side], self.luck_kind
        name = self.players[side]
        quote = self.side_quote_said(side)
        if luck is None or kind is None or quote is None or kind.key not in w.KINDS:
            if kind is not None and kind.key not in w.KINDS:
                return unsaid(self._side_luck_english(side))
            return w.side_none(name, kind.key if kind else None)
        return w.side_luck(name, kind.key, luck.actual, self.side_dice(side), luck.expected,
                           quote[0], quote[1], luck.verdict)

    def _side_luck_english(self, side: int) -> str:
        """A hand-made kind's words (no message of its own)."""
        luck, kind = self.side_luck[side], self.luck_kind
        quote = self.side_quote(side)
        name = self.players[side]
        if luck is None or kind is None or quote is None:
            return f"{name}: no {kind.units if kind else 'rolls'} rolled"
        bad = kind.bad_one if luck.actual == 1 else kind.bad
        counted = f"{self.side_dice(side)} {kind.of}".rstrip()
        return (f"{name}: {luck.actual} {bad} of {counted} "
                f"(expected {w.number_text(luck.expected)[0]}); {quote[0]}: "
                f"{w.percent_text(quote[1])} ({luck.verdict})")

    def side_luck_text(self, side: int) -> str:
        return self.side_luck_said(side).text

    def side_standing_said(self, side: int) -> Said | None:
        """Where a side's total stands among all the ways its dice could have fallen, in
        words: the share of those ways strictly better (or worse) than what it rolled."""
        luck, kind = self.side_luck[side], self.luck_kind
        if luck is None or kind is None or not self.side_rolls(side):
            return None
        share = (1 - luck.this_or_worse if luck.verdict == UNLUCKY
                 else 1 - luck.this_or_better)
        if kind.key not in w.KINDS:
            these = f"battles with these {kind.units}"
            shown = w.at_least_text(share)[0]
            return unsaid(f"Unlucky: worse than {shown} of {these}" if luck.verdict == UNLUCKY
                          else f"Lucky: better than {shown} of {these}"
                          if luck.verdict == LUCKY else f"About as expected for {these}")
        return w.standing(kind.key, luck.verdict, share)

    def side_standing_text(self, side: int) -> str | None:
        said = self.side_standing_said(side)
        return None if said is None else said.text

    def swing_said(self) -> Said | None:
        roll = self.swing
        if roll is None:
            return None
        luck = roll.luck
        lucky = luck.verdict == "lucky"
        chance = luck.this_or_better if lucky else luck.this_or_worse
        if roll.when_said is None or roll.what_said is None:
            how = "this well or better" if lucky else "this badly or worse"
            return unsaid(f"{roll.when}, {roll.who} ({self.players[roll.side]}): {roll.what}; "
                          f"{how}: {w.percent_text(chance)}")
        return w.swing(roll.when_said, roll.who, self.players[roll.side], roll.what_said,
                       lucky, chance)

    def swing_text(self) -> str | None:
        said = self.swing_said()
        return None if said is None else said.text

    def loss_said(self, side: int) -> Said:
        t = self.totals[side]
        # The first measure always, the others only when something happened; each item
        # holds the next (a chain, so each language joins them as it does).
        items: list[tuple[str, str, Any]] = [
            ("count", m.key, t.counts.get(m.key, 0)) for i, m in enumerate(self.measures)
            if i == 0 or t.counts.get(m.key, 0)]
        for mark, names in (("broken", t.broken), ("shattered", t.shattered),
                            ("destroyed", t.destroyed)):
            if names:
                items.append(("mark", mark, names))
        if any(kind == "count" and key not in w.MEASURES for kind, key, _ in items):
            labels = {m.key: m.label for m in self.measures}
            parts = [f"{labels[key]} {value}" if kind == "count"
                     else f"{w.MARKS[key]}: {', '.join(value)}" for kind, key, value in items]
            return unsaid(f"{self.players[side]}: " + "; ".join(parts))
        rest: Said | None = None
        for kind, key, value in reversed(items):
            rest = (w.loss_item(key, value, rest) if kind == "count"
                    else w.loss_mark(key, value, rest))
        assert rest is not None  # the first measure is always an item
        return w.losses(self.players[side], rest)

    def loss_text(self, side: int) -> str:
        return self.loss_said(side).text

    def lead_said(self) -> Said:
        """Which side lost more and by how much, by the first measure; on a tie there,
        by the next measure that tells them apart."""
        totals = [t.counts for t in self.totals]
        first = self.measures[0]
        a, b = totals[0].get(first.key, 0), totals[1].get(first.key, 0)
        if first.key not in w.NOUNS:
            return unsaid(self._lead_english())
        if a != b:
            return self._more(first, a, b)
        if not a:
            return w.lead_none(first.key)
        for m in self.measures[1:]:
            x, y = totals[0].get(m.key, 0), totals[1].get(m.key, 0)
            if x != y and m.label.endswith(" lost"):
                if m.key not in w.NOUNS:
                    return unsaid(self._lead_english())
                return w.lead_even_on(first.key, a, self._more(m, x, y))
        return w.lead_even(first.key, a)

    def _lead_english(self) -> str:
        """The lead line of a hand-made measure (no message of its own)."""
        totals = [t.counts for t in self.totals]
        first = self.measures[0]
        noun = first.label.removesuffix(" lost")
        a, b = totals[0].get(first.key, 0), totals[1].get(first.key, 0)

        def more(label: str, x: int, y: int) -> str:
            high, low = max(x, y), min(x, y)
            who, other = (0, 1) if x > y else (1, 0)
            return (f"{self.players[who]} lost more {label.removesuffix(' lost')}: {high} to "
                    f"{low} ({high - low} more than {self.players[other]})")
        if a != b:
            return more(first.label, a, b)
        if not a:
            return f"Neither side has lost any {noun} yet"
        for m in self.measures[1:]:
            x, y = totals[0].get(m.key, 0), totals[1].get(m.key, 0)
            if x != y and m.label.endswith(" lost"):
                return f"Even on {noun} ({a} each); " + more(m.label, x, y)
        return f"Even: each side lost {a} {noun}"

    def lead_text(self) -> str:
        return self.lead_said().text

    def _more(self, measure: Measure, a: int, b: int) -> Said:
        more, fewer = (0, 1) if a > b else (1, 0)
        return w.lead_more(measure.key, self.players[more], max(a, b), min(a, b),
                           self.players[fewer])

    def _title_said(self) -> Said:
        return self.title_said or unsaid(self.title)

    def summary_lines(self) -> list[Said]:
        """The summary's lines, each a sentence."""
        lines = [w.summary_head(self.name, self._title_said(), *self.players), self.lead_said()]
        lines += [self.loss_said(0), self.loss_said(1)]
        lines += [w.summary_now(s.said()) for s in self.strengths]
        lines += (list(self.said_extra_lines) if self.said_extra_lines
                  else [unsaid(line) for line in self.extra_lines])
        if self.luck_kind is not None and self.rolls:
            lines.append(w.summary_luck(self.luck_kind.rule))
            lines += [self.side_luck_said(0), self.side_luck_said(1)]
            swing = self.swing_said()
            if swing:
                lines.append(w.summary_swing(swing))
        lines += self._statements()
        lines.append(w.made_with())
        return lines

    def _statements(self) -> list[Said]:
        if self.said_statements:
            return list(self.said_statements)
        return [unsaid(s) for s in self.statements]

    def summary(self) -> str:
        """A short plain-text summary to paste into a chat."""
        return "\n".join(line.text for line in self.summary_lines())

    def to_json(self) -> Json:
        swing = self.swing
        luck: Json | None = None
        if self.luck_kind is not None:
            kind = self.luck_kind
            known = kind.key in w.KINDS
            none = w.none_to_judge(kind.key) if known else unsaid(f"No {kind.units} to judge yet.")
            heading = (w.every_roll(kind.key, len(self.rolls)) if known
                       else unsaid(f"Every {kind.roll} ({len(self.rolls)})"))
            bad = w.bad(kind.key) if known else unsaid(kind.bad)
            side_said = [self.side_luck_said(0), self.side_luck_said(1)]
            swing_said = self.swing_said()
            luck = {
                "kind": kind.key, "rule": kind.rule,
                "bad": kind.bad, "unit": kind.unit, "units": kind.units,
                "bad_msg": bad.to_json(),
                "none_text": none.text, "none_msg": none.to_json(),
                "rolls_heading": heading.text, "rolls_heading_msg": heading.to_json(),
                "rolls": [r.to_json() for r in self.rolls],
                "side_texts": [s.text for s in side_said],
                "side_msgs": [s.to_json() for s in side_said],
                "sides": [
                    None if lk is None else self._side_json(s, lk, side_said[s])
                    for s, lk in enumerate(self.side_luck)],
                "swing": None if swing is None or swing_said is None else {
                    "roll": self.rolls.index(swing), "text": swing_said.text,
                    "msg": swing_said.to_json(), "tail": chance_json(swing.luck.tail)},
            }
        loss = [self.loss_said(0), self.loss_said(1)]
        lead = self.lead_said()
        lines = self.summary_lines()
        statements = self._statements()
        return {
            "system": self.system, "title": self.title, "players": list(self.players),
            # A side the players did not name as the app's message for it: the page says
            # it, in the report's every sentence too, in the reader's language.
            "players_msg": players_said(self.players),
            "title_msg": self._title_said().to_json(),
            "actions": self.actions,
            "measures": [m.to_json() for m in self.measures],
            "periods": [p.to_json() for p in self.periods],
            "totals": [t.to_json() for t in self.totals],
            "loss_text": [s.text for s in loss], "loss_msgs": [s.to_json() for s in loss],
            "lead_text": lead.text, "lead_msg": lead.to_json(),
            "strengths": [st.to_json() for st in self.strengths],
            "luck": luck,
            "statements": [s.text for s in statements],
            "statement_msgs": [s.to_json() for s in statements],
            "summary": "\n".join(line.text for line in lines),
            "summary_lines": [{"text": line.text, "msg": line.to_json()} for line in lines],
            **self.extra,
        }

    def _side_json(self, side: int, luck: Luck, said: Said) -> Json:
        standing = self.side_standing_said(side)
        quote = self.side_quote_said(side)
        return {"rolls": self.side_rolls(side), "dice": self.side_dice(side),
                "text": said.text, "msg": said.to_json(),
                "standing": None if standing is None else standing.text,
                "standing_msg": None if standing is None else standing.to_json(),
                "quote": None if quote is None else {
                    "label": quote[0].text, **chance_json(quote[1])},
                "quote_msg": None if quote is None else quote[0].to_json(),
                **luck.to_json(outcomes=True)}


def _sum_losses(measures: tuple[Measure, ...], rows: list[Losses]) -> Losses:
    return Losses(
        {m.key: sum(r.counts.get(m.key, 0) for r in rows) for m in measures},
        tuple(n for r in rows for n in r.broken),
        tuple(n for r in rows for n in r.shattered),
        tuple(n for r in rows for n in r.destroyed),
    )


def _percent(p: Fraction) -> str:
    return w.percent_text(p)


def _number(x: Fraction) -> str:
    return w.number_text(x)[0]
