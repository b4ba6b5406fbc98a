"""The Ninth Age on the bridge: its System descriptor and the requests beyond the
generic ``game.*`` ones. None of them changes anything: they answer the questions a
screen asks before the player commits to an action (a plan, a preview, the odds)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from aftermath import battle_words
from aftermath import data as d
from aftermath import form_error_words as fe
from aftermath.bridge.core import Json, P, System, install
from aftermath.bridge.odds import optional_int
from aftermath.errors import InvalidData
from aftermath.history import Game, Log, require_system
from aftermath.muster import ArmyList, ListOf, Profile, list_setup, profile_setup
from aftermath.ninth_age import casualties
from aftermath.ninth_age.attacks import Attack, attacks_from_json
from aftermath.ninth_age.battle import MAX_LOSSES, NinthAgeBattle, NinthAgeState, unit_view
from aftermath.ninth_age.outcome import model_place, model_spot
from aftermath.ninth_age.profile import MUSTER, UnitProfile
from aftermath.ninth_age.unit import MAX_MODELS, RANK_AND_FILE, Unit, identifier_at
from aftermath.packs import PackOf
from aftermath.said import sentence
from aftermath.systems import LinkKind, ListReader, Word

if TYPE_CHECKING:
    from aftermath.report.model import Report

NINTH_AGE_ODDS_KEYS = ("pool", "losses", "attacks")


def _ninth_age(game: Game[Any]) -> NinthAgeBattle:
    return require_system(game, NinthAgeBattle, "payload.game_id")


def plan(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """What a batch of losses to one Health Pool of an open game would do.

    Payload ``{"game_id", "unit", "pool"?, "losses"?, "picks"?, "attacks"?}``. Always
    answers the default removal order of the whole Health Pool in one batch (``order``,
    N-3 / N-4); with ``losses`` or ``attacks`` also the models removed, the lost Health
    Points carried over, the excess (so the attacking player can be asked N-5 before the
    push) and the steps. ``attacks`` are the batch's simultaneous attacks as the event
    takes them; the answer's ``attacks`` give each one's Health Point losses, those of
    an attack with Multiple Wounds worked out by the engine (N-6), so the N-5 question
    can name what each attack caused. Without ``losses`` the batch loses their sum.
    """
    d.only_keys(payload, P, ("game_id", "unit", "pool", "losses", "picks", "attacks"))
    unit = _ninth_age(game).state.unit(d.identifier(payload, "unit", P), "payload.unit")
    pool = d.identifier(payload, "pool", P, default=RANK_AND_FILE)
    if pool != RANK_AND_FILE:
        unit.character(pool, "payload.pool")
    out: Json = {
        "unit": unit.id, "pool": pool, "hp": unit.hp_per_model(pool),
        "lost_hp": unit.lost(pool), "health_points": unit.health_points_left(pool),
        "order": casualties.removal_order(unit, pool),
        # N-3: the owner may choose among the models behind the first rank.
        "pickable": [
            {"model": m.id, "rank": m.rank, "file": m.file, "place": model_place(unit, m),
             "place_msg": battle_words.model_place(model_spot(unit, m), m.rank,
                                                   m.file).to_json()}
            for m in sorted(unit.models, key=lambda m: (-m.rank, m.file))
            if pool == RANK_AND_FILE and m.pool == RANK_AND_FILE and not m.removed and m.rank > 0
        ],
    }
    if "losses" in payload or "attacks" in payload:
        raw = d.array(payload, "picks", P, default=[], max_len=MAX_MODELS)
        picks = [identifier_at(p, f"payload.picks[{i}]") for i, p in enumerate(raw)]
        work = Unit.from_json(unit.to_json())
        log = Log()
        attacks = _attack_losses(work, pool, payload, log)
        losses = (sum(a.losses or 0 for a in attacks) if "losses" not in payload
                  else d.integer(payload, "losses", P, low=0, high=MAX_LOSSES))
        if attacks:
            out["attacks"] = [{"name": a.name, "losses": a.losses} for a in attacks]
        out["losses"] = losses
        result = casualties.take_losses(work, pool, losses, log, picks)
        out.update(removed=result.removed, lost_hp_after=result.lost_hp,
                   taken=result.taken, excess=result.excess,
                   steps=[s.to_json() for s in log.steps])
    return out


def _attack_losses(unit: Unit, pool: str, payload: Mapping[str, Any],
                   log: Log) -> tuple[Attack, ...]:
    """The attacks of the payload with their losses, Multiple Wounds worked out as the
    push will (N-6): values to be rolled by the app are refused, the plan rolls nothing."""
    attacks = attacks_from_json(payload.get("attacks"), f"{P}.attacks") or ()
    hp = unit.hp_per_model(pool)
    return tuple(a.resolved(hp, log, f"{P}.attacks[{i}]", unit=unit.id, pool=pool)
                 for i, a in enumerate(attacks))


def unit_preview(payload: Mapping[str, Any]) -> Json:
    """A Unit as the screens would draw it, from the new-battle form (or the full form),
    so the setup screen can show the formation, or the error, while it is filled in.
    Payload ``{"unit"}``."""
    d.only_keys(payload, P, ("unit",))
    return {"unit": unit_view(Unit.from_json(payload.get("unit"), "payload.unit"))}


def _odds(unit: Unit | Mapping[str, Any], payload: Mapping[str, Any]) -> Json:
    from aftermath.ninth_age.odds import NinthAgeAttacks, ninth_age_odds

    pool = d.identifier(payload, "pool", P, default=RANK_AND_FILE)
    if ("losses" in payload) == ("attacks" in payload):
        raise InvalidData(f"{P}.losses", payload.get("losses"),
                          fe.either_losses_or_attacks())
    if "losses" in payload:
        return ninth_age_odds(unit, d.integer(payload, "losses", P, low=0, high=999),
                              pool).to_json()
    raw = d.obj(payload["attacks"], f"{P}.attacks")
    field = f"{P}.attacks"
    d.only_keys(raw, field, ("count", "hit", "wound", "armour", "special", "damage",
                             "multiple_wounds"))
    multiple = raw.get("multiple_wounds")
    attacks = NinthAgeAttacks(
        d.integer(raw, "count", field, low=0, high=200),
        optional_int(raw, "hit", field, 1, 7), optional_int(raw, "wound", field, 1, 7),
        optional_int(raw, "armour", field, 1, 7), optional_int(raw, "special", field, 1, 7),
        d.integer(raw, "damage", field, low=1, high=6, default=1),
        None if multiple is None else d.text(raw, "multiple_wounds", field, max_len=8))
    return ninth_age_odds(unit, attacks, pool).to_json()


def odds_game(game: Game[Any], payload: Mapping[str, Any]) -> Json:
    """``{"game_id", "unit": id, "pool": "rank_and_file" | a Character's id, "losses": n
    | "attacks": {"count", "hit", "wound", "armour", "special", "damage" |
    "multiple_wounds": "D3"}}`` (Multiple Wounds, N-6)."""
    battle = _ninth_age(game)
    d.only_keys(payload, P, ("game_id", "unit", *NINTH_AGE_ODDS_KEYS))
    unit = battle.state.unit(d.identifier(payload, "unit", P), f"{P}.unit")
    return _odds(unit, payload)


def odds_data(payload: Mapping[str, Any]) -> Json:
    """``{"unit": {...full or new-battle form}, "pool", "losses" | "attacks"}``."""
    d.only_keys(payload, P, ("unit", *NINTH_AGE_ODDS_KEYS))
    return _odds(d.obj(payload.get("unit"), f"{P}.unit"), payload)


def _from_battle(state: NinthAgeState) -> Json:
    return state.to_json()


def _from_unit(unit: Unit) -> Json:
    return {"units": [unit.to_json()]}


def _from_profile(profile: Profile) -> Json:
    return profile_setup(profile)


def _from_list(army: ArmyList) -> Json:
    return list_setup(army)


def _report(game: Game[Any]) -> Report:
    from aftermath.ninth_age.report import ninth_age_report

    return ninth_age_report(_ninth_age(game))


# List files are read on the first import, not at start-up.
def _list_forces(roster: Any) -> list[Json]:
    from aftermath.ninth_age import list_file

    return list_file.forces(roster)


LISTS = ListReader(
    names=("9th age", "ninth age", "t9a"), forces=_list_forces,
    needs=("models", "hp"), character_needs=("hp",),
    answer_keys=("models", "files", "hp", "characters"), default_files=5)


# A battle's link, with its history or without: the same words.
_BATTLE = sentence("system-word-ninth-age-battle", "Ninth Age battle")


SYSTEM = install(System(
    name="ninth_age",
    title="The Ninth Age",
    title_msg=sentence("system-word-ninth-age-title", "The Ninth Age"),
    game=NinthAgeBattle,
    requests={"ninth_age.unit_preview": unit_preview},
    game_requests={"ninth_age.plan": plan},
    odds_requests={"odds.ninth_age_unit": odds_data},
    odds_game_requests={"odds.ninth_age": odds_game},
    share_battle="ninth_age.battle",
    share_history="ninth_age.game",
    links=(
        LinkKind.of("ninth_age.battle", _BATTLE, NinthAgeState.from_json, _from_battle),
        LinkKind.of("ninth_age.unit", sentence("system-word-ninth-age-unit", "Ninth Age Unit"),
                    Unit.from_json, _from_unit),
        LinkKind.of("ninth_age.game", _BATTLE, NinthAgeBattle.from_json),
        LinkKind.of("ninth_age.profile", sentence("system-word-ninth-age-profile",
                                                  "Ninth Age Unit profile"),
                    UnitProfile.from_json, _from_profile, muster="profile"),
        LinkKind.of("ninth_age.list", sentence("system-word-ninth-age-list",
                                               "Ninth Age army list"),
                    ListOf("ninth_age"), _from_list, muster="list"),
        LinkKind.of("ninth_age.pack", sentence("system-word-ninth-age-pack",
                                               "Ninth Age profile pack"),
                    PackOf("ninth_age"), muster="pack"),
    ),
    muster=MUSTER,
    lists=LISTS,
    report=_report,
    lazy=("aftermath.ninth_age.odds", "aftermath.ninth_age.report",
          "aftermath.ninth_age.list_file"),
    statuses=(Word.of("destroyed", sentence("system-word-ninth-age-destroyed", "Destroyed"),
                      "N-2"),),
    words=(Word("pick_models", "Tap the models to remove (on the drawing or below), in order, "
                "rearmost rank first", "N-3"),
           Word("several_attacks", "Several simultaneous attacks", "N-5",
                "Several simultaneous attacks (say which caused any excess, N-5)"),
           Word("multiple_wounds", "has Multiple Wounds", "N-6"),
           Word("tie_order", "Order of the Characters for a tie", "N-7"),
           Word("unstable_shared", "The engine shares them among its Health Pools", "N-7"),
           # Abbreviations the screens use where room is short, with their full words.
           Word.of("abbr_HP", sentence("system-word-ninth-age-health-points", "Health Points"),
                   "N-2")),
))
