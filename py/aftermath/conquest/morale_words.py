"""The Morale Test's and the Wound Pool's step-log sentences (C-4 to C-6, C-10, C-12,
C-21, C-23, C-25, C-26), each a message id with its arguments beside its English.

The English here is the Python API's and the fallback; the page says the same sentence
from web/i18n/en.ftl (a test renders every id both ways and compares them), or from the
player's language's catalogue. A count goes in as a number, so each catalogue chooses
its own plural forms; a choice of words goes in as a key.
"""

from __future__ import annotations

from aftermath.said import Arg, Said, sentence


def _s(n: int, one: str, many: str) -> str:
    return one if n == 1 else many


def pool_received(regiment: str, wounds: int) -> Said:
    return sentence("conquest-pool-received", f"{regiment} receives a Wound Pool of {wounds}",
               regiment=regiment, wounds=wounds)


def pool_suffered(regiment: str, suffered: int) -> Said:
    return sentence("conquest-pool-suffered",
               f"{regiment} suffered {suffered} {_s(suffered, 'Wound', 'Wounds')} from this "
               "Wound Pool", regiment=regiment, suffered=suffered)


def below_strength(regiment: str) -> Said:
    return sentence("conquest-below-strength", f"{regiment} is Below Starting Strength",
               regiment=regiment)


def no_test_destroyed() -> Said:
    return sentence("conquest-no-test-destroyed", "No Morale Test: the Regiment was destroyed")


def no_test_harm(harm: str, harm_words: str) -> Said:
    """``harm`` is the key of the harm (``"volley"``), ``harm_words`` its English name."""
    return sentence("conquest-no-test-harm", f"No Morale Test: {harm_words} Wounds cause none",
               harm=harm)


def no_test_marked() -> Said:
    return sentence("conquest-no-test-marked",
                    "No Morale Test: the pool was marked as causing none")


def must_test_first(regiment: str, dice: int, action: str, action_words: str) -> Said:
    """The C-12 refusal while a Morale Test is owed; ``action`` is the screen's key for
    the action refused (``"pool"``), ``action_words`` its English."""
    return sentence("conquest-must-test-first",
               f"{regiment} must first take its Morale Test ({dice} {_s(dice, 'die', 'dice')}) "
               f"before {action_words}", regiment=regiment, dice=dice, action=action)


def no_test_to_take(regiment: str) -> Said:
    return sentence("conquest-no-test-to-take", f"{regiment} has no Morale Test to take",
               regiment=regiment)


# Why a die passed or failed (C-10), by morale.Die's ``why``.
def _why(why: str, value: int, resolve: int) -> str:
    return {"one": "natural 1 always passes", "six": "natural 6 always fails",
            "at_most": f"{value} is at most Resolve {resolve}",
            "over": f"{value} is over Resolve {resolve}"}[why]


def die(value: int, passed: bool, why: str, resolve: int, *, reroll: bool = False) -> Said:
    """One die of the test, or of its re-roll (C-10, C-23)."""
    result = "pass" if passed else "fail"
    args: dict[str, Arg] = {"value": value, "result": result, "why": why, "resolve": resolve}
    said = f"{value}: {result} — {_why(why, value, resolve)}"
    if reroll:
        return sentence("conquest-reroll-die", f"Re-roll {said}", **args)
    return sentence("conquest-die", f"Die {said}", **args)


def not_rerolled(arc: str) -> Said:
    return sentence("conquest-not-rerolled",
               f"{arc.capitalize()}: Iron Discipline, the passed dice are not re-rolled",
               arc=arc)


def rerolled(arc: str, passes: int) -> Said:
    return sentence("conquest-rerolled",
               f"{arc.capitalize()}: {passes} {_s(passes, 'pass', 'passes')} re-rolled",
               arc=arc, passes=passes)


def indomitable(x: int, saved: int) -> Said:
    counts = "one failure counts" if saved == 1 else f"{saved} failures count"
    return sentence("conquest-indomitable", f"Indomitable {x}: {counts} as passed",
               x=x, saved=saved)


def oblivious(failed: int, wounds: int) -> Said:
    return sentence("conquest-oblivious",
               f"Oblivious: {failed} {_s(failed, 'failure', 'failures')} -> "
               f"{wounds} {_s(wounds, 'Wound', 'Wounds')}", failed=failed, wounds=wounds)


def test_result(passed: int, failed: int, wounds: int) -> Said:
    text = f"{passed} passed, {failed} failed"
    if wounds:
        text += f": {wounds} {_s(wounds, 'Wound', 'Wounds')}, which trigger no further tests"
    return sentence("conquest-test-result", text, passed=passed, failed=failed, wounds=wounds)
