"""Conquest on the bridge: its System descriptor and the requests beyond the generic
``game.*`` ones (examples, the Resolve a test would face, push order, the edges a
Charge can take, odds)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath import list_reader_words as reader_words
from aftermath.bridge.core import Json, P, System, install
from aftermath.bridge.odds import optional_int
from aftermath.conquest import ConquestBattle, ConquestState, Regiment, morale, screen_words
from aftermath.conquest import charge as charging
from aftermath.conquest import history_words as hw
from aftermath.conquest import outcome as verdicts
from aftermath.conquest import special_rules as csr
from aftermath.conquest.charge_options import options
from aftermath.conquest.events import biotic_die, heals_json, no_pending, stranded_by
from aftermath.conquest.events import pool_source as named_source
from aftermath.conquest.examples import examples
from aftermath.conquest.profile import MUSTER, RegimentProfile
from aftermath.conquest.regiment import ARCS, HARM_WORDS, HARMS, KINDS, MAX_CHARACTERS, PoolSource
from aftermath.conquest.special_events import bravery_refusal, decay_dice
from aftermath.conquest.view import pool_sources
from aftermath.dice import check_dice
from aftermath.errors import InvalidData, RuleViolation
from aftermath.history import Game, require_system
from aftermath.muster import ArmyList, ListOf, Profile, list_setup, profile_setup
from aftermath.packs import PackOf
from aftermath.said import sentence
from aftermath.special_rules import MAX_NAME, MAX_X
from aftermath.systems import LinkKind, ListReader, Word

if TYPE_CHECKING:
    from aftermath.conquest.odds import ConquestOdds
    from aftermath.report.model import Report

CONQUEST_ODDS_KEYS = ("pool", "attacks", "decay", "modifiers", "morale", "harm", "arc")
MAX_DICE = 1000  # a list this long is refused before any die is read


def _battle(game: Game[Any]) -> ConquestBattle:
    return require_system(game, ConquestBattle, "payload.game_id")


def conquest_examples(payload: Mapping[str, Any]) -> Json:
    """The rule texts' worked examples as ready-made battles."""
    return {"examples": examples()}


def default_table(payload: Mapping[str, Any]) -> Json:
    """The battlefield a battle gets when the player sets no size (C-17: a 6' x 4'
    table, in mm): the new-battle form and the first Charge start from it."""
    d.only_keys(payload, P, ())
    return {"battlefield": charging.TABLE_6X4.to_json()}


def special_rules(payload: Mapping[str, Any]) -> Json:
    """The picker's lists: the known special rules with what each does (C-20), the kinds
    of harm a Wound Pool may name with whether each causes Morale Tests, the arcs
    (C-21), and the heals a Heal may name with their fixed points (C-29)."""
    d.only_keys(payload, P, ())
    return {"rules": csr.known_json(), "max_name": MAX_NAME, "max_x": MAX_X,
            # Each title beside its message, said in the player's words.
            "harms": [{"harm": k, "title": HARM_WORDS[k], "morale": v,
                       "title_msg": screen_words.harm_title(k, HARM_WORDS[k]).to_json()}
                      for k, v in HARMS.items()],
            "arcs": list(ARCS),
            "heals": [{**h, "title_msg": screen_words.heal_title(h["source"], h["title"],
                                                                 h["points"]).to_json()}
                      for h in heals_json()]}


def pool_source(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """Where a Wound Pool on a Regiment most likely comes from (C-21): the Enemy
    Regiments in contact with it, each with its arc, and the default when only one is."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment"))
    r = battle.state.regiment(d.identifier(payload, "regiment", P), f"{P}.regiment")
    return pool_sources(battle.state, r)


def special_actions(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """What the special rules' actions need for one Regiment: whether Bravery is offered
    and why it is refused now (C-28), the die of its Biotic Renewal and how many dice a
    Decay of ``x`` rolls (C-29)."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment", "x"))
    r = battle.state.regiment(d.identifier(payload, "regiment", P), f"{P}.regiment")
    x = d.integer(payload, "x", P, low=1, high=MAX_X, default=1)
    refused = bravery_refusal(r)
    try:
        no_pending(battle.state, "rally")
    except RuleViolation as err:
        refused = refused or err
    return {"regiment": r.id,
            "bravery": {"offered": r.has("Bravery"),
                        # Its reason beside its message, said in the player's words.
                        "refused": None if refused is None else refused.refusal()},
            "biotic_renewal_die": biotic_die(r),
            "biotic_renewal_faces": list(range(1, biotic_die(r) + 1)),
            "decay_dice": decay_dice(r, x), "x": x}


def resolve(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """The Resolve a Morale Test would be rolled against, with its breakdown (C-11, C-22,
    C-24); with the first roll's ``dice``, how many passes are re-rolled (C-23)."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment", "modifiers", "dice"))
    rid = d.identifier(payload, "regiment", P)
    regiment = battle.state.regiment(rid, "payload.regiment")
    if regiment.destroyed:
        raise RuleViolation("C-12", f"{regiment.name} is destroyed: it takes no Morale Test")
    modifiers = morale.read_modifiers(payload, P)
    target = morale.resolve(regiment, modifiers)
    out = {"regiment": regiment.id, "dice": regiment.pending_morale,
           "resolve": {**target.to_json(), "explain_msg": target.explain_msg(),
                       "passes": target.passes(),
                       "passes_msg": hw.passes(target.value).to_json()},
           "faces": verdicts.morale_faces(regiment, modifiers)["faces"],
           "reroll": bool(regiment.pending_morale) and morale.rerolls_passes(regiment)}
    if "dice" in payload:
        dice = check_dice(payload["dice"], 6, f"{P}.dice", count=regiment.pending_morale)
        passes = sum(morale.judge(v, target.value).passed for v in dice)
        out["rerolls"] = passes if out["reroll"] else 0
        if out["rerolls"]:
            out["reroll_step"] = verdicts.reroll_step(dice, passes)
    return out


def morale_so_far(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """The dice entered so far for the Morale Test a Regiment owes (some or all, typed or
    counted), judged as the test will judge them (C-10, C-11): the running count of
    failures as they go in. Nothing is applied."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment", "modifiers", "dice", "rerolls"))
    regiment = battle.state.regiment(d.identifier(payload, "regiment", P), f"{P}.regiment")
    if not regiment.pending_morale:
        raise RuleViolation("C-12", f"{regiment.name} has no Morale Test to take")
    modifiers = morale.read_modifiers(payload, P)
    raw = d.array(payload, "dice", P, max_len=MAX_DICE)
    owed = regiment.pending_morale
    if len(raw) > owed:
        raise InvalidData(f"{P}.dice", raw, fe.dice_owed(len(raw), owed))
    dice = check_dice(raw, 6, f"{P}.dice")
    if "rerolls" not in payload:
        return verdicts.morale_so_far(regiment, modifiers, dice)
    return verdicts.morale_so_far(regiment, modifiers, dice,
                                  _rerolls_so_far(regiment, modifiers, dice, payload))


def _rerolls_so_far(regiment: Regiment, modifiers: tuple[int, ...], dice: tuple[int, ...],
                    payload: Mapping[str, Any]) -> tuple[int, ...]:
    """The re-rolls entered so far (C-23): only after the whole first roll, only when the
    test re-rolls, and never more than its passes."""
    raw = d.array(payload, "rerolls", P, max_len=MAX_DICE)
    if len(dice) != regiment.pending_morale:
        raise InvalidData(f"{P}.rerolls", raw, fe.rerolls_after_first(len(dice),
                                                           regiment.pending_morale))
    if not morale.rerolls_passes(regiment):
        raise InvalidData(f"{P}.rerolls", raw, fe.no_rerolls())
    target = morale.resolve(regiment, modifiers).value
    passes = sum(morale.judge(v, target).passed for v in dice)
    if len(raw) > passes:
        raise InvalidData(f"{P}.rerolls", raw, fe.rerolls_only_passes(len(raw), passes))
    return check_dice(raw, 6, f"{P}.rerolls")


def push_order(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """Which Regiments an action would leave Stranded, in the default order of their
    pushes, for the Active Player to reorder before it is applied (C-19)."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "event"))
    event = battle.event_from_json(payload.get("event"), "payload.event")
    return stranded_by(battle.state, event)


def charge_options(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "regiment", "enemy", "table": [width, depth] (a battle without a
    battlefield only)}``: the enemy's four edges to charge (C-17), each with its line in
    mm, whether it fits, the Stands that would touch and the offsets it may be nudged
    to; ``refused`` when no Charge is possible at all. Then push ``{"kind": "charge",
    "regiment", "enemy", "edge", "offset", "table"}``."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment", "enemy", "table"))
    state = battle.state
    attacker = state.regiment(d.identifier(payload, "regiment", P), f"{P}.regiment")
    enemy = state.regiment(d.identifier(payload, "enemy", P), f"{P}.enemy")
    table = charging.read_table(payload.get("table"), f"{P}.table")
    if table is not None and state.battlefield is not None:
        raise InvalidData(f"{P}.table", list(table), fe.table_left_out())
    return options(state, attacker.id, enemy.id, table)


def _odds(regiment: Regiment | Mapping[str, Any], payload: Mapping[str, Any],
          source: PoolSource | None) -> Json:
    from aftermath.conquest.odds import (
        ConquestAttacks,
        conquest_odds,
        decay_odds,
        owed_morale_odds,
    )

    if "decay" in payload:
        # C-29: a Decay roll, on its own: no pool, no source, no Morale Test.
        for key in ("pool", "attacks", "modifiers", "morale", "source", "harm", "arc",
                    "terrifying"):
            if key in payload:
                raise InvalidData(f"{P}.{key}", payload[key], fe.left_out_with("decay"))
        return decay_odds(regiment, d.integer(payload, "decay", P, low=1, high=MAX_X)).to_json()
    modifiers = list(morale.read_modifiers(payload, P))
    harm = None if payload.get("harm") is None else d.text(payload, "harm", P, choices=HARMS)
    # C-21: without the player's word, the kind of harm says whether tests are owed.
    tests = d.flag(payload, "morale", P, default=HARMS[harm] if harm else True)
    if "pool" in payload and "attacks" in payload:
        raise InvalidData(f"{P}.attacks", payload["attacks"], fe.left_out_with("pool"))
    odds: ConquestOdds
    if "attacks" in payload:
        raw = d.obj(payload["attacks"], f"{P}.attacks")
        d.only_keys(raw, f"{P}.attacks", ("count", "hit", "save"))
        attacks = ConquestAttacks(d.integer(raw, "count", f"{P}.attacks", low=0, high=200),
                                  optional_int(raw, "hit", f"{P}.attacks", 0, 20),
                                  optional_int(raw, "save", f"{P}.attacks", 0, 20))
        odds = conquest_odds(regiment, attacks, modifiers=modifiers, morale=tests,
                             source=source)
    elif "pool" in payload:
        odds = conquest_odds(regiment, d.integer(payload, "pool", P, low=0, high=999),
                             modifiers=modifiers, morale=tests, source=source)
    else:
        # No new pool: the odds of the Morale Test the Regiment owes (C-12), which
        # already knows where its pool came from (C-21).
        for key in ("morale", "source", "harm", "arc", "terrifying"):
            if key in payload:
                raise InvalidData(f"{P}.{key}", payload[key], fe.needs_pool_or_attacks())
        odds = owed_morale_odds(regiment, modifiers=modifiers)
    return odds.to_json()


def odds_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "regiment": id, "pool": n | "attacks": {"count", "hit", "save"},
    "modifiers": [..], "morale": true, "source": id, "harm": "clash", "arc": "flank"}``
    (the source as the WoundPool event takes it, checked alike, C-21); with neither
    pool nor attacks, the odds of the Morale Test the Regiment owes."""
    battle = _battle(game)
    d.only_keys(payload, P, ("game_id", "regiment", "source", *CONQUEST_ODDS_KEYS))
    regiment = battle.state.regiment(d.identifier(payload, "regiment", P), f"{P}.regiment")
    source = None
    if "pool" in payload or "attacks" in payload:
        source = named_source(
            battle.state, regiment,
            None if payload.get("source") is None else d.identifier(payload, "source", P),
            None if payload.get("harm") is None else d.text(payload, "harm", P, choices=HARMS),
            None if payload.get("arc") is None else d.text(payload, "arc", P, choices=ARCS))
    return _odds(regiment, payload, source)


def odds_data(payload: Mapping[str, Any]) -> Json:
    """``{"regiment": {...full or new-battle form}, "pool" | "attacks", ..., "harm",
    "arc", "terrifying": X}``: with no battle to look in, the source's Terrifying X
    (C-22) is given as a number."""
    d.only_keys(payload, P, ("regiment", "terrifying", *CONQUEST_ODDS_KEYS))
    source = None
    if any(payload.get(k) is not None for k in ("harm", "arc", "terrifying")):
        harm = None if payload.get("harm") is None else d.text(payload, "harm", P, choices=HARMS)
        source = PoolSource(None, None, harm, d.text(payload, "arc", P, default="front",
                                                     choices=ARCS),
                            d.integer(payload, "terrifying", P, low=0, high=6, default=0))
    return _odds(d.obj(payload.get("regiment"), f"{P}.regiment"), payload, source)


def _from_battle(state: ConquestState) -> Json:
    return state.to_json()


def _from_regiment(regiment: Regiment) -> Json:
    return {"regiments": [regiment.to_json()]}


def _from_profile(profile: Profile) -> Json:
    return profile_setup(profile)


def _from_list(army: ArmyList) -> Json:
    return list_setup(army)


def _report(game: Game[Any]) -> Report:
    from aftermath.conquest.report import conquest_report

    return conquest_report(_battle(game))


# List files are read on the first import, not at start-up.
def _list_forces(roster: Any) -> list[Json]:
    from aftermath.conquest import list_file

    return list_file.forces(roster)


def _list_extra(roster: Any) -> Json:
    from aftermath.conquest import list_file

    return list_file.extra(roster)


def _looks_like(text: str) -> bool:
    from aftermath.conquest import parabellum

    return parabellum.looks_like(text)


def _from_text(text: str, where: str) -> tuple[str, list[Json], list[Json], str]:
    from aftermath.conquest import parabellum

    return parabellum.parse(text, where)


_PARA_BELLUM = reader_words.para_bellum_text()

LISTS = ListReader(
    names=("conquest",), forces=_list_forces, extra=_list_extra,
    needs=("kind", "stands", "wounds", "resolve"), character_needs=("wounds", "resolve"),
    answer_keys=("kind", "stands", "files", "wounds", "resolve", "command", "wounds_per",
                 "characters", "special_rules"),
    default_files=2, files_by_kind={"infantry": 3}, joins=MAX_CHARACTERS,
    looks_like=_looks_like, text=_from_text, text_format=_PARA_BELLUM.text,
    text_format_said=_PARA_BELLUM,
    kinds=KINDS)


# A battle's link, with its history or without: the same words.
_BATTLE = sentence("system-word-conquest-battle", "Conquest battle")


SYSTEM = install(System(
    name="conquest",
    title="Conquest",
    title_msg=sentence("system-word-conquest-title", "Conquest"),
    game=ConquestBattle,
    requests={"conquest.examples": conquest_examples, "conquest.special_rules": special_rules,
              "conquest.default_table": default_table},
    game_requests={"conquest.resolve": resolve, "conquest.push_order": push_order,
                   "conquest.charge_options": charge_options,
                   "conquest.pool_source": pool_source,
                   "conquest.special_actions": special_actions,
                   "conquest.morale_so_far": morale_so_far},
    odds_requests={"odds.conquest_regiment": odds_data},
    odds_game_requests={"odds.conquest": odds_game},
    share_battle="conquest.battle",
    share_history="conquest.game",
    links=(
        LinkKind.of("conquest.battle", _BATTLE, ConquestState.from_json, _from_battle),
        LinkKind.of("conquest.regiment", sentence("system-word-conquest-regiment",
                                                  "Conquest Regiment"),
                    Regiment.from_json, _from_regiment),
        # A battle with its history: the saved game (start state + events), replayed and
        # re-validated by Game.from_json, so the other phone can undo what was done here.
        LinkKind.of("conquest.game", _BATTLE, ConquestBattle.from_json),
        # Muster: profiles and army lists, checked as the new-battle form checks them.
        LinkKind.of("conquest.profile", sentence("system-word-conquest-profile",
                                                 "Conquest Regiment profile"),
                    RegimentProfile.from_json, _from_profile, muster="profile"),
        LinkKind.of("conquest.list", sentence("system-word-conquest-list", "Conquest army list"),
                    ListOf("conquest"), _from_list, muster="list"),
        LinkKind.of("conquest.pack", sentence("system-word-conquest-pack",
                                              "Conquest profile pack"),
                    PackOf("conquest"), muster="pack"),
    ),
    muster=MUSTER,
    lists=LISTS,
    report=_report,
    lazy=("aftermath.conquest.odds", "aftermath.conquest.odds_walk",
          "aftermath.conquest.report", "aftermath.conquest.list_file",
          "aftermath.conquest.parabellum"),
    statuses=(Word.of("broken", sentence("system-word-conquest-broken", "Broken"), "C-14"),
              Word.of("shattered", sentence("system-word-conquest-shattered", "Shattered"),
                      "C-15"),
              Word.of("destroyed", sentence("system-word-conquest-destroyed", "Destroyed"),
                      "C-5")),
    words=(Word.of("natural_rolls", sentence("system-word-conquest-natural-rolls",
                                             "A natural 1 always passes, a natural 6 always "
                                             "fails"), "C-10"),
           Word.of("push_order", sentence("system-word-conquest-push-order",
                                          "Stranded Regiments are pushed in this order"), "C-19"),
           Word.of("push_order_label", sentence("system-word-conquest-push-order-label",
                                                "Order of the pushes"), "C-19"),
           Word.of("broken_means", sentence("system-word-conquest-broken-means",
                                            "What Broken means"), "C-14"),
           Word.of("stands_counted", sentence("system-word-conquest-stands-counted",
                                              "Characters count as Stands"), "C-3"),
           # What the Rally the player records does (the app rolls nothing for it).
           Word.of("rally_broken", sentence("system-word-conquest-rally-broken",
                                            "A successful Rally clears Broken and counts "
                                            "losses afresh from now"), "C-16"),
           Word.of("rally_steady", sentence("system-word-conquest-rally-steady",
                                            "Rallying counts this Round's losses afresh "
                                            "from now"), "C-16"),
           # Abbreviations the screens use where room is short, with their full words.
           Word.of("abbr_W", sentence("system-word-conquest-wounds", "Wounds"), "C-2")),
))
