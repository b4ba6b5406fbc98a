"""The report's lines and the examples' words are said by the page's English catalogue
exactly as the Python API says them, and every other catalogue says each of them: the
reports that the report tests build (every system, every kind of line) and each line's
counts and choices one by one."""

from __future__ import annotations

import contextlib
import dataclasses
import importlib
import inspect
from collections.abc import Iterator
from contextlib import contextmanager
from fractions import Fraction
from typing import Any

import pytest

from aftermath import systems
from aftermath.conquest.examples import examples
from aftermath.report import Report
from aftermath.report import words as w
from aftermath.said import Said

from .test_said_catalogue import COUNTS, said_by_the_page

LANGUAGES = ("de", "fr", "es", "it", "pl")
# The tests whose reports are listened to: every system's, and every line they say.
REPORTING = ("test_report", "test_report_special_dice", "test_report_says_who_came_out_ahead",
             "test_ninth_age_multiple_wounds")


@contextmanager
def reporting() -> Iterator[list[Report]]:
    """Every report built inside the block."""
    made: list[Report] = []
    registered = systems.registered()

    def listening(report: Any) -> Any:
        def build(game: Any) -> Report:
            out: Report = report(game)
            made.append(out)
            return out
        return build

    with pytest.MonkeyPatch.context() as mp:
        for name, system in list(registered.items()):
            if system.report is not None:
                mp.setitem(registered, name,
                           dataclasses.replace(system, report=listening(system.report)))
        yield made


def reports() -> list[Report]:
    with reporting() as made:
        for name in REPORTING:
            module = importlib.import_module(f"tests.unit.{name}")
            for attr, fn in sorted(vars(module).items()):
                if (not attr.startswith("test_") or not callable(fn)
                        or getattr(fn, "is_hypothesis_test", False)
                        or hasattr(fn, "pytestmark") or inspect.signature(fn).parameters):
                    continue
                # A failing test is reported by its own run; here we only listen.
                with contextlib.suppress(Exception, pytest.fail.Exception):
                    fn()
    return made


def lines_of(report: Report) -> list[Said]:
    """Every line of ``report`` the page says: the summary's (title, lead, losses,
    strengths, luck, least likely roll, statements), and the screen's own."""
    out = report.summary_lines()
    out += [m.said() for m in report.measures]
    out += [p.said for p in report.periods if p.said is not None]
    for roll in report.rolls:
        out += [s for s in (roll.when_said, roll.what_said) if s is not None]
    for side in (0, 1):
        standing, quote = report.side_standing_said(side), report.side_quote_said(side)
        out += [s for s in (standing, quote[0] if quote else None) if s is not None]
    if report.luck_kind is not None:
        kind = report.luck_kind.key
        out += [w.none_to_judge(kind), w.every_roll(kind, len(report.rolls)), w.bad(kind)]
    return out


def samples() -> list[Said]:
    """Each line with every count and choice it takes."""
    out: list[Said] = []
    chances = [Fraction(n, 1000) for n in (0, 1, 7, 125, 500, 937, 999, 1000)]
    chances += [Fraction(1, 3), Fraction(1, 16), Fraction(1, 2000), Fraction(1999, 2000)]
    for n in COUNTS:
        for kind in w.KINDS:
            out += [w.every_roll(kind, n), w.quote(n, True), w.quote(n, False)]
            out += [w.side_luck("Ann", kind, n, max(n, 1), Fraction(n, 3), w.quote(n, better),
                                chance, verdict)
                    for better in (True, False) for chance in chances[::3]
                    for verdict in ("lucky", "unlucky", "about as expected")]
        out += [w.round_(n), w.conquest_title(n), w.conquest_decay(2, n, n // 2),
                w.conquest_biotic(6, n, 6 - n), w.conquest_test_owed("Knights", "Ann", n),
                w.campaign_recovery_roll(n, 8, True), w.campaign_recovery_roll(n, 8, False),
                w.campaign_dead_unrolled("Brotherhood", n)]
        out += [w.conquest_morale(n, 3, r, f) for r in (0, 1, n) for f in (0, 1, n)]
        out += [w.figure(key, n, n // 2) for key in w.FIGURES]
        out += [w.figure("stands", n, n // 2, characters=c) for c in (1, 2, 5)]
        for key in w.NOUNS:
            out += [w.lead_more(key, "Ann", n, n // 2, "Bob"), w.lead_none(key),
                    w.lead_even(key, n), w.lead_even_on(key, n, w.lead_more(key, "Bob", 2, 1,
                                                                             "Ann"))]
        out += [w.loss_item(key, n, None) for key in w.MEASURES]
        out += [w.campaign_fate_count(fate, n) for fate in
                ("Full Recovery", "Wounded", "Badly Wounded", "Bitter Enemy", "Captured",
                 "Miraculous Recovery")]
        for pool in ({"pool": "rank_and_file", "unit": "Trolls", "character": "",
                      "character_s": "no"},
                     {"pool": "champion", "unit": "Trolls", "character": "Gus",
                      "character_s": "yes"},
                     {"pool": "character", "unit": "Trolls", "character": "Ann",
                      "character_s": "no"}):
            title = (f"the rank-and-file Health Pool of {pool['unit']}"
                     if pool["pool"] == "rank_and_file" else
                     f"{str(pool['pool']).capitalize()} {pool['character']}"
                     + ("'" if pool["character_s"] == "yes" else "'s") + " Health Pool")
            out.append(w.ninth_age_multiple_wounds("D3", n, title, pool, n))
    for kind in w.KINDS:
        out += [w.none_to_judge(kind), w.bad(kind), w.these(kind), w.side_none("Ann", kind)]
        out += [w.standing(kind, verdict, share) for share in chances
                for verdict in ("lucky", "unlucky", "about as expected")]
    out.append(w.side_none("Ann", None))
    for when in (w.round_(3), w.whole_battle(), w.the_battle(), w.recovery()):
        out += [w.swing(when, "Knights", "Ann", w.conquest_morale(2, 3, 0, 2), lucky, chance)
                for lucky in (True, False) for chance in chances]
    out += [w.loss_mark(mark, ["Knights", "Ghouls"], w.loss_item("dead", 2, None))
            for mark in w.MARKS]
    out += [w.losses("Ann", w.loss_item("stands_lost", 3, w.loss_mark("broken", ["K"], None)))]
    figures = [w.figure("stands", 9, 5), w.figure("wounds", 20, 11)]
    out += [w.strength("Knights", figures, status) for status in ("", *w.MARKS)]
    out += [w.summary_head(name, w.conquest_title(2), "Ann", "Bob") for name in ("", "Cup")]
    out += [w.summary_now(w.strength("Knights", figures, "broken")), w.summary_luck("C-12"),
            w.summary_swing(w.swing(w.round_(1), "K", "Ann", w.conquest_decay(1, 2, 1), True,
                                    Fraction(1, 9))), w.made_with()]
    out += [w.whole_battle(), w.the_battle(), w.recovery(), w.ninth_age_title(),
            w.campaign_title(True), w.campaign_title(False), w.conquest_no_tests(),
            w.conquest_rolled_none("Ann", "morale"), w.conquest_rolled_none("Ann", "dice"),
            w.ninth_age_cannot_judge(), w.ninth_age_no_rounds(),
            w.ninth_age_only_multiple_wounds(), w.campaign_no_rolls(),
            w.campaign_fates("Brotherhood", {"Wounded": 2, "Captured": 1}),
            w.campaign_captive(w.campaign_no_rolls())]
    out += [w.measure(key) for key in w.MEASURES]
    return out


def example_words() -> list[Said]:
    """The examples' titles and descriptions, and a pack's offer."""
    from aftermath.share_words import pack_offer
    said = [Said(x[f"{part}_msg"]["id"], x[part], x[f"{part}_msg"]["args"])
            for x in examples() for part in ("title", "about")]
    return said + [pack_offer(n, "Hundred Kingdoms") for n in COUNTS]


@pytest.fixture(scope="module")
def played() -> list[Said]:
    made = reports()
    systems_seen = {r.system for r in made}
    assert systems_seen == {"conquest", "ninth_age", "campaign"}, systems_seen
    return [line for report in made for line in lines_of(report)]


def ids(said: Said) -> set[str]:
    return {said.id}.union(*(ids(p) for p in said.parts))


def test_every_line_of_the_reports_built_is_said_by_its_message(played: list[Said]) -> None:
    # None is a hand-made line without a message: the systems give each line its own.
    assert [s.text for s in played if "" in ids(s)] == []
    assert said_by_the_page("en", played) == [s.text for s in played]


def test_the_english_catalogue_says_each_line_as_the_python_api_does() -> None:
    lines = samples() + example_words()
    assert said_by_the_page("en", lines) == [s.text for s in lines]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_says_every_line(language: str, played: list[Said]) -> None:
    lines = samples() + example_words() + played
    said = said_by_the_page(language, lines)
    assert [s.id for s, text in zip(lines, said, strict=True) if text is None] == []
    # Translated: a language says a long line in words of its own.
    english = said_by_the_page("en", lines)
    same = {s.id for s, a, b in zip(lines, said, english, strict=True)
            if a == b and len(a or "") > 40}
    assert same == set()


def test_every_report_line_id_is_in_the_samples_or_a_played_report(played: list[Said]) -> None:
    import re
    from pathlib import Path
    source = (Path(__file__).resolve().parents[2] / "py/aftermath/report/words.py").read_text()
    declared = set(re.findall(r'\bsentence\(\s*"([\w-]+)"', source))
    heard = set().union(*(ids(s) for s in samples() + played))
    assert declared - heard == set()


def test_the_json_carries_each_lines_message_beside_its_english() -> None:
    from aftermath.report import build

    from .report_scenarios import morale_only_battle
    data = build(morale_only_battle()).to_json()
    lines = data["summary_lines"]
    assert "\n".join(line["text"] for line in lines) == data["summary"]
    assert lines[-1] == {"text": "Made with Aftermath",
                         "msg": {"id": "report-line-made-with", "args": {}}}
    assert data["title_msg"]["id"] == "report-line-title-conquest"
    assert [m["msg"]["id"] for m in data["measures"]] == ["report-line-measure"] * 3
    assert data["lead_msg"]["id"].startswith("report-line-lead-")
