"""The Morale Test's and the Wound Pool's step-log sentences (C-4 to C-6, C-10 to C-12,
C-21 to C-26), each a message id with its arguments beside its English.

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


def die_reason(value: int, why: str, resolve: int) -> Said:
    """Why one die passed or failed, alone (the chip beside the die under "Why?")."""
    return sentence("tbl-die-reason", _why(why, value, resolve), value=value, why=why,
                    resolve=resolve)


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


# The Resolve a test is rolled against, explained part by part (C-11, C-22, C-24): the
# parts are listed (", " in English) before " = " and the Resolve.
def resolve_base(broken: bool, base: int) -> Said:
    kind = "lowest" if broken else "highest"
    return sentence("conquest-resolve-base", f"{kind} Resolve {base}", kind=kind, base=base)


def resolve_no_size() -> Said:
    return sentence("conquest-resolve-no-size", "no size bonus (Broken)")


def resolve_size(bonus: int, stands: int) -> Said:
    return sentence("conquest-resolve-size",
                    f"size bonus +{bonus} ({stands} {_s(stands, 'Stand', 'Stands')})",
                    bonus=bonus, stands=stands)


def resolve_modifier(modifier: int, *, ignored: bool) -> Said:
    sign, size = ("minus", -modifier) if modifier < 0 else ("plus", modifier)
    if ignored:
        return sentence("conquest-resolve-modifier-ignored",
                        f"modifier {modifier:+d} ignored (Broken)", sign=sign, size=size)
    return sentence("conquest-resolve-modifier", f"modifier {modifier:+d}", sign=sign, size=size)


def resolve_terrifying(x: int) -> Said:
    return sentence("conquest-resolve-terrifying", f"Terrifying -{x}", x=x)


def resolve_terrifying_ignored(rule: str) -> Said:
    """``rule``: the special rule that ignored it, "Fearless" or "Bravery"."""
    return sentence("conquest-resolve-terrifying-ignored", f"Terrifying ignored ({rule})",
                    rule=rule.lower())


def resolve_phalanx() -> Said:
    return sentence("conquest-resolve-phalanx", "Phalanx +1")


def explained(parts: tuple[Said, ...], value: int) -> str:
    return ", ".join(p.text for p in parts) + f" = {value}"


def morale_roll(dice: int, value: int, parts: tuple[Said, ...]) -> Said:
    return sentence("conquest-morale-roll",
                    f"Morale Test: roll {dice} {_s(dice, 'die', 'dice')} against Resolve "
                    f"{value} ({explained(parts, value)})", *parts, dice=dice, value=value)


def resolve_line(value: int, parts: tuple[Said, ...]) -> Said:
    return sentence("conquest-resolve-line", f"Resolve {value}: {explained(parts, value)}",
                    *parts, value=value)


def terrifying_ignored(x: int, source: str | None, regiment: str, rule: str) -> Said:
    """C-22: Terrifying (X), from ``source`` when named, ignored for Fearless or Bravery."""
    if source:
        return sentence("conquest-terrifying-from-ignored",
                        f"Terrifying {x} ({source}) ignored: {regiment} has {rule}",
                        x=x, source=source, regiment=regiment, rule=rule.lower())
    return sentence("conquest-terrifying-ignored",
                    f"Terrifying {x} ignored: {regiment} has {rule}",
                    x=x, regiment=regiment, rule=rule.lower())


def terrifying(x: int, source: str | None, was: int) -> Said:
    if source:
        return sentence("conquest-terrifying-from",
                        f"Terrifying {x} ({source}): Resolve {was} -> {was - x}",
                        x=x, source=source, was=was, now=was - x)
    return sentence("conquest-terrifying", f"Terrifying {x}: Resolve {was} -> {was - x}",
                    x=x, was=was, now=was - x)


def phalanx(was: int, now: int) -> Said:
    return sentence("conquest-phalanx",
                    f"Phalanx against Wounds from the front: Resolve {was} -> {now}",
                    was=was, now=now)
