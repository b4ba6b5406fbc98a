"""The faction library: what the player answered once, used at every later import.

A faction's Regiments are the player's Muster profiles (each with its ``faction``), and
its upgrade names are a Muster record of kind "faction" (:class:`aftermath.muster.Faction`):
each upgrade a special rule, an auxiliary Stand of another profile, a Character, or
nothing. Every name is matched by :func:`aftermath.names.match_key`, so "W'adrhŭn"
in a file finds "Wadrhun" kept. This module gathers and applies; every number is still
checked by the Muster profile's own check when the list is made.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from aftermath import data as d
from aftermath.errors import InvalidData
from aftermath.lists import note_words as nw
from aftermath.lists import rules as list_rules
from aftermath.muster import DEFAULTS, MAX_FACTION, PROFILES, UPGRADE_ANSWERS, Faction, Profile
from aftermath.names import match_key

Json = dict[str, Any]


def factions(raw: Any, field: str) -> list[Faction]:
    """The faction records the page keeps, each checked."""
    given = d.array({"f": raw if raw is not None else []}, "f", field, max_len=200)
    return [Faction.from_json(f, f"{field}[{i}]") for i, f in enumerate(given)]


def find(kept: Iterable[Faction], name: str) -> Faction | None:
    key = match_key(name)
    return next((f for f in kept if key and match_key(f.name) == key), None)


def guess(force: Json, profiles: list[Profile], kept: list[Faction]) -> tuple[str, str]:
    """The faction a list is of, and where that came from: the file's faction line;
    else the faction most of its Regiments are kept under; else a kept faction its
    title names; else its title (the player confirms it once)."""
    given = force.get("faction")
    if isinstance(given, str) and given.strip():
        return given.strip()[:MAX_FACTION], "file"
    names = {match_key(p["values"]["name"]) for p in force["pieces"]}
    seen = Counter(p.data["faction"] for p in profiles
                   if "faction" in p.data and match_key(p.name) in names)
    if seen:
        return seen.most_common(1)[0][0], "library"
    title = match_key(force.get("name") or "")
    named = next((f.name for f in kept if title and match_key(f.name) in title), None)
    if named is not None:
        return named, "library"
    return (force.get("name") or "").strip()[:MAX_FACTION], "title"


def prefer(profiles: list[Profile], faction: str) -> list[Profile]:
    """The faction's own profiles first: a name kept in two factions is found in this
    one's (kept without a faction, or in another, it is still found)."""
    key = match_key(faction)
    return sorted(profiles, key=lambda p: match_key(p.data.get("faction", "")) != key)


# -- upgrades --------------------------------------------------------------------------
def is_rule_of(rule: Mapping[str, Any], upgrade: str) -> bool:
    """Whether ``rule`` is the special rule the file's ``upgrade`` was kept as."""
    key = list_rules.key(rule["name"])
    if key == list_rules.key(upgrade):
        return True
    split = list_rules.with_x(upgrade)
    return (split is not None and key == list_rules.key(split[0])
            and rule.get("x") == int(split[1][:9]))


def upgrades_of(force: Json) -> list[str]:
    """The force's upgrade names, each once (its first spelling), in the file's order."""
    out: dict[str, str] = {}
    for piece in force["pieces"]:
        # A warband's Character comes before its Regiments in the file.
        for holder in [*piece.get("characters", []), piece]:
            for name in holder.get("upgrades", []):
                out.setdefault(match_key(name), name)
    return list(out.values())


def accepts_auxiliaries(system: str) -> bool:
    """Whether this system's profiles field auxiliary Stands (``auxiliaries``): until
    they do, an auxiliary answer is kept in the library and fields nothing."""
    try:
        PROFILES[system].from_json({**DEFAULTS[system], "auxiliaries": []}, "probe")
    except InvalidData:
        return False
    return True


def apply(system: str, force: Json, answers: Mapping[str, Json],
          profiles: Mapping[str, Profile]) -> None:
    """Each upgrade answered (by its key) put into the pieces holding it: its special
    rule as answered, or taken out for an auxiliary Stand, a Character or nothing."""
    auxiliaries = None
    for piece in force["pieces"]:
        for holder in [piece, *piece.get("characters", [])]:
            for name in holder.get("upgrades", []):
                answer = answers.get(match_key(name))
                if answer is None or (answer["as"] == "rule" and "rule" not in answer):
                    continue
                holder["special_rules"] = [r for r in holder.get("special_rules", [])
                                           if not is_rule_of(r, name)]
                if answer["as"] == "rule":
                    holder["special_rules"].append(dict(answer["rule"]))
                elif holder is piece and answer["as"] == "character" and "characters" in piece:
                    piece["characters"].append(_character(piece, name, answer))
                elif holder is piece and answer["as"] == "auxiliary":
                    if auxiliaries is None:
                        auxiliaries = accepts_auxiliaries(system)
                    _auxiliary(piece, name, answer, profiles, auxiliaries)


def _character(piece: Json, name: str, answer: Json) -> Json:
    values: Json = {"name": name, **{k: answer[k] for k in ("wounds", "resolve") if k in answer}}
    return {"name": name, "where": f"{piece['where']} > {name}", "values": values,
            "found": ["name"], "special_rules": [], "notes": [], "joined": True,
            "filled": {k: nw.from_library() for k in ("wounds", "resolve")
                       if k in answer}}


def _auxiliary(piece: Json, name: str, answer: Json, profiles: Mapping[str, Profile],
               fielded: bool) -> None:
    other = profiles.get(match_key(answer["profile"]))
    if fielded and other is not None:
        data = other.data
        piece["values"].setdefault("auxiliaries", []).append(
            {"name": data["name"], "kind": data["kind"], "wounds": data["wounds"],
             "resolve": data["resolve"], "count": 1})
        return
    piece["notes"].append(nw.auxiliary(name, answer["profile"], fielded))


def answers_of(raw: Any, field: str) -> dict[str, Json]:
    """The player's answers for upgrade names, ``{name: {"as", "rule"?, "profile"?,
    "wounds"?, "resolve"?}}``, each checked as the library keeps it, by key."""
    given = d.obj(raw if raw is not None else {}, field)
    out: dict[str, Json] = {}
    for name, answer in given.items():
        where = f"{field}.{name}"
        item = d.obj(answer, where)
        d.text(item, "as", where, choices=UPGRADE_ANSWERS)
        try:
            checked = Faction.from_json({"name": "x", "upgrades": [{**item, "name": name}]},
                                        "faction").data["upgrades"][0]
        except InvalidData as err:
            # Checked as the library keeps it, named as the player sent it.
            inner = err.field.removeprefix("faction.upgrades[0]")
            raise InvalidData(f"{where}{inner}", err.given, err.because) from err
        out[match_key(name)] = checked
    return out


def merged(name: str, before: Faction | None, force: Json, given: Mapping[str, Json]) -> Faction:
    """The faction as the library keeps it after this import: what it answered before,
    and every upgrade of this list answered (a special rule when the player left it)."""
    kept = {match_key(u["name"]): u for u in (before.data["upgrades"] if before else [])}
    for upgrade in upgrades_of(force):
        key = match_key(upgrade)
        if key not in kept:
            kept[key] = {**given.get(key, {"as": "rule"}), "name": upgrade}
    return Faction.from_json({"name": name, "upgrades": list(kept.values())}, "faction")


def own_rules(piece: Json, kept: Profile, answered: Mapping[str, Json]) -> None:
    """A Regiment filled from its kept profile gets that profile's own special rules back
    (not those its upgrades gave, which each list says for itself)."""
    from aftermath.lists.preview import add_rules

    upgrades = [*piece.get("upgrades", []), *(u["name"] for u in answered.values())]
    answered_as = [u["rule"] for u in answered.values() if "rule" in u]
    own = [r for r in kept.data.get("special_rules", [])
           if not any(is_rule_of(r, u) for u in upgrades)
           and not any(list_rules.key(r["name"]) == list_rules.key(a["name"])
                       for a in answered_as)]
    add_rules(piece, own)
