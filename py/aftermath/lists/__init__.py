"""Army lists from the files players already have: BattleScribe and New Recruit
rosters (``.ros`` XML, ``.rosz`` zip, New Recruit ``.json``) and Para Bellum's army
builder text, as Muster army lists.

:func:`read` turns a file (bytes, or pasted text) into a preview: per army, each
Regiment or Unit with what the file gave (``found``), what it lacks (``missing``) and
what came from the player's Muster profiles of the same name (``filled``), and the army
list itself once nothing is missing. :func:`build` puts the player's answers in and
makes the list and the profiles to keep. Nothing is written here: the page keeps what
the player accepts.

>>> text = "== Aristarch [150]\\n * Hoplites (7) [315]: Leader\\n"
>>> preview = read(text, "army.txt")
>>> piece = preview["forces"][0]["pieces"][0]
>>> piece["values"]["stands"], piece["values"]["command"], piece["missing"]
(7, True, ['kind', 'wounds', 'resolve', 'characters[0].wounds', 'characters[0].resolve'])
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath import field_words, names, systems
from aftermath import file_words as fw
from aftermath.errors import InvalidData
from aftermath.lists import library, preview
from aftermath.lists import note_words as nw
from aftermath.lists.source import (
    MAX_FILE,
    PASTED,
    ListFileError,
    Roster,
    capped,
    file_place,
    parse_xml,
    roster_from_json,
    roster_from_xml,
    text_of,
    unzip,
)
from aftermath.muster import MAX_FACTION, MAX_LIST_NAME, Faction

Json = dict[str, Any]
MAX_PIECES = 60   # Regiments or Units in one force
MAX_FILENAME = 200
__all__ = ["MAX_FILE", "MAX_PIECES", "PASTED", "ListFileError", "build", "read", "roster"]


def readers() -> dict[str, systems.ListReader]:
    """The systems whose army lists are read from files, each with its reader."""
    return {name: s.lists for name, s in systems.registered().items() if s.lists is not None}


def system_of(roster: Roster, filename: str) -> str:
    name = roster.game_system.casefold()
    for system, reader in readers().items():
        if any(word in name for word in reader.names):
            return system
    shown = roster.game_system or "no game system"
    titles = [systems.registered()[s].title for s in readers()]
    raise ListFileError(f"{file_place(filename)} > roster", roster.game_system,
                        fw.other_system(roster.game_system, *titles) if len(titles) == 2
                        else f'is a roster of "{shown[:60]}"; this app reads '
                             f'{" and ".join(titles)} rosters')


def _text_reader(text: str) -> tuple[str, systems.ListReader] | None:
    """The system whose plain-text export ``text`` looks like, and its reader; or None."""
    return next(((system, reader) for system, reader in readers().items()
                 if reader.looks_like is not None and reader.text is not None
                 and reader.looks_like(text)), None)


def _check_input(raw: Any, filename: Any) -> None:
    """What a caller hands in is a file's bytes or text and its name, or a typed error
    (the file's content is checked by the readers)."""
    if not isinstance(raw, bytes | str):
        raise InvalidData("raw", raw, fw.bytes_or_text())
    if not isinstance(filename, str):
        raise InvalidData("filename", filename, field_words.text())
    if len(filename) > MAX_FILENAME:
        raise InvalidData("filename", filename,
                          field_words.characters_long(len(filename), MAX_FILENAME))


def roster(raw: bytes | str, filename: str) -> Roster | str:
    """The file as a :class:`Roster`, or as text when it is a system's plain-text export
    (Para Bellum's)."""
    _check_input(raw, filename)
    capped(raw, filename)
    lower = filename.casefold()
    if not raw:  # before the zip's check: an empty .rosz is empty, not a broken zip
        raise ListFileError(file_place(filename), "", fw.empty())
    if isinstance(raw, bytes) and (raw[:4] == b"PK\x03\x04" or lower.endswith(".rosz")):
        body = unzip(raw, filename)
        return roster_from_xml(parse_xml(body, filename), "BattleScribe .rosz")
    text = text_of(raw, filename) if isinstance(raw, bytes) else raw
    start = text.lstrip("\ufeff \t\r\n")[:1]
    if not text.strip("\ufeff \t\r\n"):
        raise ListFileError(file_place(filename), text[:40], fw.empty())
    if start == "<":
        return roster_from_xml(parse_xml(raw if isinstance(raw, bytes) else text, filename),
                               "BattleScribe .ros")
    if start in ("{", "["):
        return roster_from_json(text, filename)
    if _text_reader(text) is not None:
        return text
    raise _not_a_roster(text, filename)


def _not_a_roster(text: str, filename: str) -> ListFileError:
    return ListFileError(file_place(filename), text[:40], fw.not_a_roster())


def read(raw: bytes | str, filename: str = PASTED,
         muster: Mapping[str, list[Any]] | None = None,
         factions: Mapping[str, list[Any]] | None = None) -> Json:
    """A file's preview: ``{"format", "system", "name", "forces": [...]}``.

    ``muster``: the player's Muster profiles per system, used to fill what the file lacks;
    ``factions``: the player's faction records per system (:class:`aftermath.muster.Faction`),
    whose upgrade answers are put in. Each force says its ``faction`` (``{"name", "from",
    "upgrades"}``: its name, where that came from, what the library answered), the
    upgrade names still to ask (``upgrades``) and how many of its names the library
    knew (``known``).
    """
    _check_input(raw, filename)
    for what, given in (("muster", muster), ("factions", factions)):
        if given is not None and not isinstance(given, Mapping):
            raise InvalidData(what, given, fw.object_per_system(what))
    found = roster(raw, filename)
    forces: list[Json]
    extra: Json = {}
    format_said: Json = {}   # the format's name as a message too, when the reader has one
    text_reader = _text_reader(found) if isinstance(found, str) else None
    if isinstance(found, str) and text_reader is not None and text_reader[1].text is not None:
        system, reader = text_reader
        title, pieces, skipped, faction = text_reader[1].text(found, "text")
        # No title line: no name (the page says "Import list"; the list is "Imported list").
        forces = [{"name": title, "pieces": pieces, "skipped": skipped}]
        if faction:
            forces[0]["faction"] = faction
        fmt = reader.text_format
        if reader.text_format_said is not None:
            format_said["format_msg"] = reader.text_format_said.to_json()
    elif isinstance(found, Roster):
        system = system_of(found, filename)
        reader = readers()[system]
        if not found.forces:
            raise ListFileError("roster", found.name, fw.no_force())
        forces = reader.forces(found)
        if len(forces) == 1 and found.name.strip():
            forces[0]["name"] = found.name
        if reader.extra is not None:
            extra = reader.extra(found)
        fmt = found.format
        format_named = nw.roster_format(fmt)
        if format_named is not None:
            format_said["format_msg"] = format_named.to_json()
    else:  # roster() gives text only when a system reads it
        raise _not_a_roster(found, filename)
    profiles = preview.checked(system, _profiles(muster, system), f"muster.{system}")
    kept_factions = library.factions(_profiles(factions, system, "factions"),
                                     f"factions.{system}")
    out = []
    for force in forces:
        faction, said = library.guess(force, profiles, kept_factions)
        kept, chars = preview.index(library.prefer(profiles, faction))
        before = library.find(kept_factions, faction)
        answered = {names.match_key(u["name"]): u for u in (before.data["upgrades"]
                                                             if before else [])}
        named = force["name"] or "Imported list"
        preview.check_text(force["name"], f'force "{named}"', "a title")
        if len(force["pieces"]) > MAX_PIECES:
            raise ListFileError(f'force "{named}"', len(force["pieces"]),
                                fw.too_many_pieces(len(force["pieces"]), MAX_PIECES))
        if not force["pieces"]:
            raise ListFileError(f'force "{named}"', 0, fw.no_pieces())
        library.apply(system, force, answered, kept)
        for piece in force["pieces"]:
            preview.fill(system, piece, kept, chars, faction)
            if piece["filled"]:
                library.own_rules(piece, kept[names.match_key(piece["values"]["name"])],
                                  answered)
        done = preview.finish(system, {"system": system, "name": force["name"][:MAX_LIST_NAME],
                                       **extra, "pieces": force["pieces"],
                                       "skipped": force.get("skipped", [])})
        done["faction"] = {"name": faction, "from": said,
                           "upgrades": before.data["upgrades"] if before else []}
        done["upgrades"] = [{"name": u, "rules": _kept_as(done, u)}
                            for u in library.upgrades_of(done)
                            if names.match_key(u) not in answered]
        done["known"] = _known(system, done)
        out.append(done)
    return {"format": fmt, **format_said, "system": system, "forces": out,
            "kinds": list(reader.kinds)}


def _profiles(muster: Mapping[str, Any] | None, system: str, what: str = "muster") -> list[Any]:
    given = (muster or {}).get(system, [])
    if not isinstance(given, list | tuple):
        raise InvalidData(f"{what}.{system}", given, fw.list_of(what))
    return list(given)


def _known(system: str, force: Json) -> int:
    """How many of the force's names (Regiments and Characters, each once) the library
    gave everything the file lacks."""
    whole = {names.match_key(p["name"]) for p in force["pieces"]
             if p["filled"] and not [m for m in p["missing"] if not m.startswith("characters[")]}
    for p in force["pieces"]:
        for i, c in enumerate(preview.characters_of(system, p)):
            if c.get("filled") and not [m for m in p["missing"]
                                        if m.startswith(f"characters[{i}].")]:
                whole.add(names.match_key(c["values"]["name"]))
    return len(whole)


def _kept_as(force: Json, upgrade: str) -> list[Json]:
    """The special rule an upgrade is kept as now (none: the file's text was refused)."""
    for piece in force["pieces"]:
        for holder in [piece, *piece.get("characters", [])]:
            if any(names.match_key(u) == names.match_key(upgrade)
                   for u in holder.get("upgrades", [])):
                return [r for r in holder.get("special_rules", [])
                        if library.is_rule_of(r, upgrade)]
    return []


def build(force: Any, answers: Any, field: str = "payload", joins: Any = None,
          faction: Any = None, upgrades: Any = None) -> Json:
    """The player's answers put into a previewed force: ``{"force", "list", "profiles"}``,
    the list once nothing is missing, and the profiles of the pieces the player answered
    (kept in Muster, so the next import of this army asks nothing), each alike one once.

    ``joins``: ``{"<Regiment index>.<Character index>": Regiment index}``, the Regiment
    each Character joins instead of the one the preview shows it with (indexes as the
    preview gave them; the answers are read first, by those indexes).

    ``faction``: the faction the player confirmed (the preview's by default): every
    profile made is kept under it, and the faction's library answers come back
    (``"faction"``, to keep as its record) with this list's upgrades answered:
    ``upgrades`` ``{name: {"as": "rule" | "auxiliary" | "character" | "nothing",
    "rule"?, "profile"?, "wounds"?, "resolve"?}}``, an upgrade not answered kept as the
    special rule the file gave.

    A piece still lacking a number is refused with the field of the first one lacking
    (``payload.answers.3.wounds``, ``payload.answers.0.characters.0.resolve``), so the page
    can name the Regiment and the number and put the player there."""
    copied = preview.copy_force(force, f"{field}.force")
    system = copied["system"]
    if not isinstance(answers, Mapping):
        raise InvalidData(f"{field}.answers", answers, field_words.an_object())
    given = library.answers_of(upgrades, f"{field}.upgrades")
    read_as: Mapping[str, Any] = (copied["faction"] if isinstance(copied.get("faction"), Mapping)
                                  else {})
    name = d.name_at(faction if faction is not None else read_as.get("name", ""),
                     f"{field}.faction", max_len=MAX_FACTION, blank=True).strip()
    before = (Faction.from_json({"name": name or "x", "upgrades": read_as.get("upgrades", [])},
                                f"{field}.force.faction") if read_as else None)
    touched = preview.answer(system, copied, answers, f"{field}.answers")
    # After the numbers (each checked, named as its answer): an auxiliary Stand is of a
    # Regiment answered here too.
    preview.check_answered(system, copied, f"{field}.answers")
    kept_profiles = {names.match_key(p["name"]): preview.make_profile(system, p)
                     for p in copied["pieces"] if not preview.missing(system, p)}
    library.apply(system, copied, given, kept_profiles)
    if joins is not None:
        touched += preview.move_characters(system, copied, joins, f"{field}.joins")
    preview.check_answered(system, copied, f"{field}.answers")
    if name:
        for piece in copied["pieces"]:
            piece["values"]["faction"] = name
    done = preview.finish(system, copied)
    if "refused" in done:
        raise InvalidData(f"{field}.force", done["name"], preview.refusal(system, done))
    if not done["complete"]:
        i, first = next((i, p) for i, p in enumerate(done["pieces"]) if p["missing"])
        lacking = first["missing"][0].replace("[", ".").replace("]", "")
        raise InvalidData(f"{field}.answers.{i}.{lacking}", first["name"],
                          fw.still_lacks(first["name"], ", ".join(first["missing"])))
    profiles: list[Json] = []
    for i in sorted(set(touched)):
        made = done["pieces"][i]["profile"]
        if made not in profiles:
            profiles.append(made)
    kept = library.merged(name, before, done, given).to_json() if name else None
    return {"force": done, "list": done["list"], "profiles": profiles, "faction": kept}
