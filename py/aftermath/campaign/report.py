"""The report of a campaign battle's aftermath, rebuilt from its history.

What each warband lost and what became of the lost models (W-2 to W-5): recovered,
dead, retired blind or held captive; each Casualty Fate; the captives' exchange,
ransom or execution. Each Recovery roll is judged against its exact odds with the
Recovery Number the engine gave that model when it was rolled (W-1, W-2); a model
killed in an unrecoverable way rolled nothing and is not judged.
"""

from __future__ import annotations

from aftermath.campaign import tables
from aftermath.campaign.events import ENDINGS, RecoveryRoll
from aftermath.campaign.game import CampaignAftermath
from aftermath.campaign.resolution import AftermathState, resolve
from aftermath.campaign.roster import ACTIVE, CAPTURED, DEAD, RETIRED_BLIND
from aftermath.history import Log
from aftermath.odds.luck import Dice, Luck, total
from aftermath.report import words as w
from aftermath.report.model import (
    JudgedRoll,
    Losses,
    LuckKind,
    Measure,
    Period,
    Report,
    Strength,
)
from aftermath.said import Said

# Labels are capitalised as in every system's report ("Stands lost", "Models lost").
MEASURES = (Measure("models_lost", "Models lost"), Measure("recovered", "Back in the warband"),
            Measure("dead", "Dead"), Measure("retired", "Retired blind"),
            Measure("owed", "Still to roll"))
RECOVERY = LuckKind("recovery", "W-2", "dead at Recovery", "dead at Recovery", "Recovery roll",
                    "Recovery rolls", "Recovery roll", "Recovery rolls")
# A captive is settled by W-5 in the result: it ends back in the warband or dead; one
# still held waits on rolls owed (W-5 settles none before every Casualty Fate).
STATUS_MEASURE = {ACTIVE: "recovered", DEAD: "dead", RETIRED_BLIND: "retired",
                  CAPTURED: "owed"}


def _recovery_roll(state: AftermathState, event: RecoveryRoll,
                   action: int) -> tuple[JudgedRoll, Dice] | None:
    side = state.sides[event.side]
    loss = side.loss(event.model)
    number = state.recovery_number(event.side, loss)
    if number is None or event.die is None:
        return None
    # W-2 by the engine's own table: faces that survive, and this die's verdict.
    survive = int(tables.recovery_chance(number) * tables.D20)
    dice = Dice(1, tables.D20 - survive, tables.D20)
    dead = int(not tables.recovers(event.die, number))
    model = side.roster.model(event.model)
    what = w.campaign_recovery_roll(event.die, number, bool(dead))
    when = w.recovery()
    return JudgedRoll(event.side, when.text, model.id, model.name, what.text, "W-2",
                      (event.die,), Luck(dice.distribution(), dead), action,
                      when_said=when, what_said=what), dice


def campaign_report(game: CampaignAftermath) -> Report:
    state = AftermathState.from_json(game.start_state())
    rolls: list[JudgedRoll] = []
    dice: list[list[Dice]] = [[], []]
    for action, event in enumerate(game.events):
        if isinstance(event, RecoveryRoll):
            judged = _recovery_roll(state, event, action)
            if judged is not None:
                rolls.append(judged[0])
                dice[event.side].append(judged[1])
        event.apply(state, Log())
    result = resolve(state)
    forces = state.forces()
    counts = [{m.key: 0 for m in MEASURES} for _ in range(2)]
    fates: list[dict[str, int]] = [{}, {}]
    lines: list[Said] = []
    for s, casualties in enumerate(result.casualties):
        counts[s]["models_lost"] = len(casualties)
        for c in casualties:
            if c.next_roll is not None:
                counts[s]["owed"] += 1
                continue
            status = result.rosters[s].model(c.before.id).status
            counts[s][STATUS_MEASURE[status]] += 1
            if c.fate is not None:
                fates[s][c.fate.name] = fates[s].get(c.fate.name, 0) + 1
        if fates[s]:
            lines.append(w.campaign_fates(forces[s], fates[s]))
    told = [r.sentence(forces) for r in result.releases]
    captives = [{"text": t.text, "msg": t.to_json(), **r.to_json()}
                for t, r in zip(told, result.releases, strict=True)]
    lines += [w.campaign_captive(t) for t in told]
    dead_unrolled = [sum(1 for c in side if c.recovery_number is None)
                     for side in result.casualties]
    statements: list[Said] = []
    if not rolls:
        statements.append(w.campaign_no_rolls())
    for s in (0, 1):
        if dead_unrolled[s]:
            statements.append(w.campaign_dead_unrolled(forces[s], dead_unrolled[s]))
    side_luck = tuple(
        Luck(total(dice[s]), sum(r.luck.actual for r in rolls if r.side == s))
        if dice[s] else None for s in (0, 1))
    battle = w.the_battle()
    period = Period(battle.text, (Losses(counts[0]), Losses(counts[1])), said=battle)
    # Each warband's active models before the battle and as the aftermath leaves it.
    strengths = tuple(
        Strength(s, forces[s], (("models in the warband",
                                 sum(m.status == ACTIVE for m in side.roster.models),
                                 sum(m.status == ACTIVE for m in result.rosters[s].models)),))
        for s, side in enumerate(state.sides))
    title = w.campaign_title(state.confirmed)
    return Report(
        system="campaign", title=title.text, title_said=title,
        said_statements=tuple(statements), said_extra_lines=tuple(lines),
        players=forces, actions=len(game.events), measures=MEASURES, periods=(period,),
        luck_kind=RECOVERY, rolls=tuple(rolls), side_luck=(side_luck[0], side_luck[1]),
        statements=tuple(s.text for s in statements),
        extra={"campaign": {
            "confirmed": state.confirmed,
            "fates": fates,
            # Each side's fates as lines ("2 Wounded"), said by the page.
            "fate_msgs": [[w.campaign_fate_count(name, n).to_json() for name, n in side.items()]
                          for side in fates],
            "captives": captives,
            "endings": {key: ENDINGS[status] for status, key in STATUS_MEASURE.items()},
        }},
        extra_lines=tuple(line.text for line in lines),
        strengths=strengths,
    )
