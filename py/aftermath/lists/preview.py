"""From pieces read out of a file to army lists: what was found, what is missing, what
came from the player's Muster profiles, and the list once nothing is missing.

Every profile is made by the Muster profile's own check (:meth:`RegimentProfile.from_json`
/ :meth:`UnitProfile.from_json`), so an imported list is exactly what a typed one
would be, and a value a battle would refuse is refused here, naming the selection.
"""

from __future__ import annotations

import copy
import itertools
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from aftermath import data as d
from aftermath import field_words, systems
from aftermath import file_words as fw
from aftermath import value_words as vw
from aftermath.errors import InvalidData
from aftermath.lists import note_words as nw
from aftermath.lists import rules as list_rules
from aftermath.lists.source import ListFileError
from aftermath.muster import MAX_LIST_NAME, MAX_NAME, PROFILES, ArmyList, Entry, Profile
from aftermath.names import match_key
from aftermath.said import Said

Json = dict[str, Any]


def reader(system: str) -> systems.ListReader:
    """What list import needs of ``system`` (its descriptor's)."""
    found = systems.registered()[system].lists
    if found is None:
        raise InvalidData("system", system, fw.no_list_files())
    return found


def _files(system: str, kind: Any, stands: Any) -> int:
    """The files a piece is given: its kind's usual, at most its Stands."""
    r = reader(system)
    usual = r.files_by_kind.get(kind, r.default_files) if isinstance(kind, str) else r.default_files
    return min(usual, stands) if isinstance(stands, int) else usual


def checked(system: str, profiles: list[Any], field: str) -> list[Profile]:
    """The player's Muster profiles, each by Muster's own check."""
    return [PROFILES[system].from_json(raw, f"{field}[{i}]") for i, raw in enumerate(profiles)]


def muster_index(system: str, profiles: list[Any], field: str
                 ) -> tuple[dict[str, Profile], dict[str, Json]]:
    """The player's Muster profiles by name, each checked, and the Characters they hold
    by name (from every profile, not only the first of a name)."""
    return index(checked(system, profiles, field))


def index(profiles: list[Profile]) -> tuple[dict[str, Profile], dict[str, Json]]:
    """Profiles by name (:func:`match_key`: case, accents, apostrophes, hyphens and spacing
    ignored), the first of a name kept, and the Characters they hold by name."""
    out: dict[str, Profile] = {}
    characters: dict[str, Json] = {}
    for profile in profiles:
        out.setdefault(_key(profile.name), profile)
        for c in profile.data["characters"]:
            characters.setdefault(_key(c["name"]), {**c, "from": profile.name})
    return out, characters


_key = match_key


def _check_name(name: Any, where: str) -> str:
    """A name from a file passes the checks a typed one does (text, valid Unicode, not
    blank, at most 60 characters); it is kept as text, never read as markup."""
    if not isinstance(name, str):
        raise ListFileError(where, name, fw.name_not_text())
    d.check_unicode(name, where)
    if not name.strip():
        raise ListFileError(where, name, fw.blank_name())
    if len(name) > MAX_NAME:
        raise ListFileError(where, name, fw.name_too_long(len(name), MAX_NAME))
    check_text(name, where, "a name")
    return name


def check_text(text: str, where: str, what: str) -> None:
    """Refuse text from a file that becomes a name (a Regiment's, a Character's, a
    special rule's, the list's title) or is shown beside one (a tag kept as a note) when
    it holds a character a name may not hold (:func:`aftermath.data.check_name`), at
    read, naming the line, before the player answers anything. The place is shown with
    that character replaced, so the message itself reads the right way round."""
    at = d.first_refused(text)
    if at is not None:
        raise ListFileError(d.mend_saved_text(where), text,
                            fw.refused_character(what, d.character_words(text[at]), at + 1))


def _check_rules_and_notes(piece: Json, where: str) -> None:
    for rule in piece.get("special_rules") or ():
        check_text(str(rule["name"]), where, "a special rule")
    for note in piece.get("notes") or ():
        check_text(str(note), where, "a tag or note")


def fill(system: str, piece: Json, muster: dict[str, Profile], chars: dict[str, Json],
         faction: str = "") -> None:
    """What the file lacks, from the Muster profile of the same name first; what is still
    missing after that is listed, to be asked. A profile kept under another faction than
    ``faction`` (the list's) is found too, and said to be."""
    values = piece["values"]
    _check_name(values["name"], piece["where"])
    piece.setdefault("filled", {})
    kept = muster.get(_key(values["name"]))
    said: str = ""
    if kept is not None:
        other = kept.data.get("faction", "")
        said = nw.from_profile(kept.name, other if other and faction
                               and _key(other) != _key(faction) else None)
    for key in reader(system).needs:
        if key not in values and kept is not None:
            values[key] = kept.data[key]
            piece["filled"][key] = said
    if "files" not in values:
        if kept is not None and "files" not in piece["found"]:
            values["files"] = kept.data["files"]
            piece["filled"]["files"] = said
        elif "kind" in values:
            values["files"] = _files(system, values["kind"], values.get("stands", 99))
    for c in _characters(system, piece):
        _check_name(c["values"]["name"], c["where"])
        _check_rules_and_notes(c, c["where"])
        c.setdefault("filled", {})
        known = chars.get(_key(c["values"]["name"]))
        for key in reader(system).character_needs:
            if key not in c["values"] and known is not None and key in known:
                c["values"][key] = known[key]
                c["filled"][key] = nw.from_profile(known["from"], None)
    # After its Characters: a note may quote one's name, which is refused as a name.
    _check_rules_and_notes(piece, piece["where"])
    piece["missing"] = missing(system, piece)


def characters_of(system: str, piece: Json) -> list[Json]:
    """A piece's Characters, each shaped as a piece (``values``, ``filled``)."""
    return _characters(system, piece)


def _characters(system: str, piece: Json) -> list[Json]:
    if reader(system).joins:
        chars: list[Json] = piece["characters"]
        return chars
    # A Character that is a value of its piece (a Ninth Age Champion), shaped as a piece
    # for the same checks.
    return [{"values": c, "where": f"{piece['where']} > {c['name']}"}
            for c in piece["values"]["characters"]]


def missing(system: str, piece: Json) -> list[str]:
    r = reader(system)
    out = [k for k in r.needs if k not in piece["values"]]
    if "files" not in piece["values"] and "kind" not in out:
        out.append("files")
    for i, c in enumerate(_characters(system, piece)):
        out += [f"characters[{i}].{k}" for k in r.character_needs if k not in c["values"]]
    return out


def profile_data(system: str, piece: Json) -> Json:
    values = dict(piece["values"])
    if reader(system).joins:
        taken: set[str] = set()
        values["characters"] = [
            {"id": _char_id(c["values"]["name"], taken), **c["values"],
             **({"special_rules": c["special_rules"]} if c.get("special_rules") else {})}
            for c in piece["characters"]]
    else:
        values["characters"] = [dict(c) for c in values["characters"]]
    if piece.get("special_rules"):
        values["special_rules"] = piece["special_rules"]
    return values


def _char_id(name: str, taken: set[str]) -> str:
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    base = re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:40] or "character"
    ident, n = base, 1
    while ident in taken:
        n += 1
        ident = f"{base}-{n}"
    taken.add(ident)
    return ident


def check_answered(system: str, force: Json, field: str) -> None:
    """Each complete piece by Muster's check, a value refused named as the answer's field
    (``payload.answers.3.wounds``), so the page can put the player on it."""
    for i, piece in enumerate(force["pieces"]):
        if missing(system, piece):
            continue
        try:
            PROFILES[system].from_json(profile_data(system, piece), "profile")
        except InvalidData as err:
            key = err.field.removeprefix("profile.").replace("[", ".").replace("]", "")
            raise InvalidData(f"{field}.{i}.{key}", err.given,
                              fw.of_piece(piece["name"], err.because)
                              if isinstance(err.because, Said)
                              else f"{piece['name']}: {err.expected}") from err


def make_profile(system: str, piece: Json) -> Profile:
    """The piece as a Muster profile, by Muster's own check; its error names where."""
    try:
        return PROFILES[system].from_json(profile_data(system, piece), "profile")
    except InvalidData as err:
        raise ListFileError(piece["where"], err.value, err.said or str(err)) from err


def army(system: str, name: str, pieces: list[Json]) -> ArmyList:
    """The army list of complete pieces: alike profiles are one line with a count."""
    entries: list[Entry] = []
    for piece in pieces:
        profile = make_profile(system, piece)
        last = next((i for i, e in enumerate(entries) if e.profile == profile), None)
        if last is None:
            entries.append(Entry(profile, 1))
        else:
            entries[last] = Entry(profile, entries[last].count + 1)
    listed = ArmyList.from_json({"system": system, "name": name[:MAX_LIST_NAME] or "Imported list",
                                 "player": "",
                                 "entries": [{"profile": e.profile.to_json(), "count": e.count}
                                             for e in entries]}, "list")
    return listed


def finish(system: str, force: Json) -> Json:
    """The force's state now: per piece its profile (or what it still misses), and the
    army list once every piece is complete."""
    complete = True
    for piece in force["pieces"]:
        piece["missing"] = missing(system, piece)
        piece["profile"] = None
        if piece["missing"]:
            complete = False
        else:
            piece["profile"] = make_profile(system, piece).to_json()
    for piece in force["pieces"]:
        for holder in [piece, *piece.get("characters", [])]:
            nw.said_out(holder)
    force["complete"] = complete
    force["missing"] = sum(len(p["missing"]) for p in force["pieces"])
    force["list"] = None
    force.pop("refused", None)
    force.pop("refused_msg", None)
    if complete:
        try:
            force["list"] = army(system, force["name"], force["pieces"]).to_json()
        except InvalidData as err:
            # Read, but not one army list (more Regiments than a battle holds): the
            # preview still shows every piece, and says why there is no list.
            force["complete"] = False
            force["refused"] = str(err)
            if err.said is not None:
                force["refused_msg"] = err.said.to_json()
    return force


def refusal(system: str, force: Json) -> str | Said:
    """Why a finished force makes no army list, as its message when it has one (a build
    re-raises it under its own field, keeping the message)."""
    try:
        army(system, force["name"], force["pieces"])
    except InvalidData as err:
        return err.said if err.said is not None else str(err)
    return str(force["refused"])


# -- the player's answers --------------------------------------------------------------
def answer(system: str, force: Json, answers: Mapping[str, Any], field: str) -> list[int]:
    """The player's numbers put into the pieces; the indexes of the pieces answered. A
    key is a piece's index, or a name: then it answers every piece of that name, so a
    number is asked once however many Regiments share it."""
    pieces = force["pieces"]
    touched = []
    for key, raw in answers.items():
        where = f"{field}.{key}"
        if key.isdigit() and int(key) < len(pieces):
            chosen = [int(key)]
        else:
            chosen = [i for i, p in enumerate(pieces)
                      if _key(str(p["values"].get("name", ""))) == _key(key)]
        if not chosen:
            raise InvalidData(where, key, fw.piece_index_or_name())
        given = d.obj(raw, where)
        d.only_keys(given, where, reader(system).answer_keys)
        for i in chosen:
            _answer_piece(system, pieces[i], given, where)
        touched.extend(chosen)
    return touched


def add_rules(piece: Json, rules: list[Any]) -> None:
    """``rules`` added to a piece's, each name once (checked with the whole profile)."""
    have = piece.setdefault("special_rules", [])
    names = {list_rules.key(str(r.get("name", ""))) for r in have if isinstance(r, Mapping)}
    for rule in rules:
        if isinstance(rule, Mapping) and list_rules.key(str(rule.get("name", ""))) in names:
            continue
        have.append(rule)


def _answer_piece(system: str, piece: Json, given: Mapping[str, Any], where: str) -> None:
    """One answer put into one piece; each value is checked with the whole profile."""
    values = piece["values"]
    per = given.get("wounds_per")
    if per is not None:
        choice = d.text(given, "wounds_per", where, choices=("model", "stand"))
        alt = piece.get("wounds")
        if not isinstance(alt, Mapping):
            raise InvalidData(f"{where}.wounds_per", per, fw.one_reading())
        values["wounds"] = d.integer(alt, f"per_{choice}", f"{where}.wounds", low=1, high=99)
        reasons = d.obj(alt.get("reasons"), f"{where}.wounds.reasons")
        piece["wounds"] = {**alt, "per": choice,
                           "reason": d.text(reasons, choice, f"{where}.wounds.reasons")}
    for key in reader(system).answer_keys:
        if key in ("wounds_per", "characters") or key not in given:
            continue
        if key == "special_rules":
            # The Regiment's own rules, which the file does not give: added to the
            # upgrades the file gave each Regiment of the name.
            add_rules(piece, d.array(given, key, where, max_len=64))
            continue
        values[key] = given[key]   # checked with the whole profile by make_profile
        piece.setdefault("filled", {})[key] = "entered"
    chars = d.obj(given.get("characters", {}), f"{where}.characters")
    targets = _characters(system, piece)
    for ckey, craw in chars.items():
        if not ckey.isdigit() or int(ckey) >= len(targets):
            raise InvalidData(f"{where}.characters.{ckey}", ckey, fw.character_index())
        cgiven = d.obj(craw, f"{where}.characters.{ckey}")
        d.only_keys(cgiven, f"{where}.characters.{ckey}", reader(system).character_needs)
        targets[int(ckey)]["values"].update(cgiven)
    if "kind" in given and "files" not in values:
        values["files"] = _files(system, values["kind"], values.get("stands", 99))


def move_characters(system: str, force: Json, joins: Any, field: str) -> list[int]:
    """Each Character named by ``"<Regiment>.<Character>"`` joins the Regiment given
    (C-2: at most a few Characters in one); the indexes of the Regiments changed."""
    moves = d.obj(joins, field)
    pieces = force["pieces"]
    most = reader(system).joins
    if moves and not most:
        joining = " or ".join(s.title for s in systems.registered().values()
                              if s.lists is not None and s.lists.joins)
        raise InvalidData(field, dict(moves), fw.only_joins(joining))
    taken: list[tuple[int, int, int]] = []
    for key, raw in moves.items():
        where = f"{field}.{key}"
        host, _, ci = key.partition(".")
        if not (host.isdigit() and ci.isdigit() and int(host) < len(pieces)
                and int(ci) < len(pieces[int(host)]["characters"])):
            raise InvalidData(where, key, fw.character_as())
        if isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw < len(pieces):
            raise InvalidData(where, raw, fw.regiment_index(len(pieces) - 1))
        taken.append((int(host), int(ci), raw))
    moving = {(h, c): pieces[h]["characters"][c] for h, c, _ in taken}
    for h, c, _ in sorted(taken, key=lambda t: -t[1]):
        pieces[h]["characters"].pop(c)
    for h, c, target in taken:
        char = moving[(h, c)]
        name = char["values"]["name"]
        _drop_join(pieces[h], name)
        pieces[target]["characters"].append(char)
        if target != h:
            _drop_join(pieces[target], name)
            pieces[target]["notes"].append(nw.joins(name))
    for h, c, target in taken:
        if len(pieces[target]["characters"]) > most:
            raise InvalidData(f"{field}.{h}.{c}", target,
                              fw.most_characters(pieces[target]["name"], most))
    return sorted({i for h, _, t in taken for i in (h, t)})


def _drop_join(piece: Json, name: str) -> None:
    """The note of ``name``'s join to ``piece``, found by its message (the notes the page
    sent back each have theirs in ``note_msgs``), dropped with its message."""
    msgs = piece.get("note_msgs") or []
    kept = [(n, nw.msg_of(n, m))
            for n, m in itertools.zip_longest(piece["notes"], msgs[:len(piece["notes"])])
            if not nw.is_join_of(nw.msg_of(n, m), name)]
    piece["notes"] = [n for n, _ in kept]
    piece["note_msgs"] = [m for _, m in kept]


def copy_force(force: Any, field: str) -> Json:
    """A preview's force as the page sent it back, copied so nothing of it is shared."""
    data = d.obj(force, field)
    for key in ("system", "name", "pieces"):
        if key not in data:
            raise InvalidData(f"{field}.{key}", None, field_words.required())
    out: Json = copy.deepcopy(dict(data))
    d.text(out, "system", field, choices=PROFILES)
    d.text(out, "name", field, max_len=MAX_LIST_NAME)
    pieces = d.array(out, "pieces", field, max_len=60)
    for i, piece in enumerate(pieces):
        where = f"{field}.pieces[{i}]"
        p: Json = dict(d.obj(piece, where))
        pieces[i] = p
        values = d.obj(p.get("values"), f"{where}.values")
        d.text(values, "name", f"{where}.values", max_len=MAX_NAME)
        if not reader(out["system"]).joins:
            for j, c in enumerate(d.array(values, "characters", f"{where}.values", default=[],
                                          max_len=8)):
                d.text(d.obj(c, f"{where}.values.characters[{j}]"), "name",
                       f"{where}.values.characters[{j}]", max_len=MAX_NAME)
        d.text(p, "where", where, max_len=400)
        for j, c in enumerate(d.array(p, "characters", where, default=[], max_len=8)):
            d.obj(d.obj(c, f"{where}.characters[{j}]").get("values"),
                  f"{where}.characters[{j}].values")
            d.text(c, "where", f"{where}.characters[{j}]", max_len=400)
        for key in ("found", "special_rules", "notes"):
            d.array(p, key, where, default=[], max_len=64)
        _check_note_msgs(p, where)
        p.setdefault("characters", [])
        p.setdefault("found", [])
    return out


def _check_note_msgs(piece: Json, where: str) -> None:
    """The notes' messages the page sent back: one per note at most (a force sent by a
    page before them has none, and its notes are said in English)."""
    msgs = d.array(piece, "note_msgs", where, default=[], max_len=64)
    if len(msgs) > len(piece.get("notes") or []):
        raise InvalidData(f"{where}.note_msgs", vw.counted(len(msgs), "items"),
                          field_words.max_items(len(piece.get("notes") or [])))
    d.obj(piece.get("filled_msgs", {}), f"{where}.filled_msgs")
