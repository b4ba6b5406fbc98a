"""What is wrong with a list file, a backup, a profile pack, a share link or Muster's
data, where no field_words sentence says it: each a message id with its arguments beside
its English, as field_words.py. Names, file names, paths and values go in as written."""

from __future__ import annotations

from aftermath.said import Said, sentence


# -- where in a list file ----------------------------------------------------------------
def at(where: str, problem: Said) -> Said:
    """A list file's refusal: the place in the file's own terms, then what is wrong."""
    return sentence("file-error-at", f"{where}: {problem.text}", problem, where=where)


def in_file(file: str, rest: str, problem: Said) -> Said:
    """The same, at a file (or the text pasted: ``file`` is then ``"pasted text"``);
    ``rest``: the place inside it, `` > roster`` or empty."""
    pasted = "yes" if file == "pasted text" else "no"
    place = "the pasted text" if pasted == "yes" else f"file {file!r}"
    return sentence("file-error-in-file", f"{place}{rest}: {problem.text}", problem,
                    file=repr(file), pasted=pasted, rest=rest)


# -- a list file -------------------------------------------------------------------------
def bytes_or_text() -> Said:
    return sentence("file-error-bytes-or-text", "must be the file's bytes or its text")


def object_per_system(what: str) -> Said:
    """``what``: ``muster`` (profiles) or ``factions`` (faction records)."""
    noun = "profiles" if what == "muster" else "faction records"
    return sentence("file-error-object-per-system", f"must be an object of {noun} per system",
                    what=what)


def list_of(what: str) -> Said:
    noun = "profiles" if what == "muster" else "faction records"
    return sentence("file-error-list-of", f"must be a list of {noun}", what=what)


def still_lacks(name: str, missing: str) -> Said:
    return sentence("file-error-still-lacks", f"{name} still lacks {missing}",
                    name=name, missing=missing)


def other_system(game_system: str, first: str, second: str) -> Said:
    shown = game_system[:60] or "no game system"
    return sentence("file-error-other-system",
                    f'is a roster of "{shown}"; this app reads {first} and {second} rosters',
                    system=game_system[:60], named="yes" if game_system else "no",
                    first=first, second=second)


def not_a_roster() -> Said:
    return sentence("file-error-not-a-roster",
                    "is not a roster: not BattleScribe XML (.ros, .rosz), New Recruit "
                    "JSON, nor a Para Bellum army builder export")


def empty() -> Said:
    return sentence("file-error-empty",
                    "is empty: paste a list's text, or pick its file")


def no_force() -> Said:
    return sentence("file-error-no-force", "holds no force")


def too_many_pieces(count: int, most: int) -> Said:
    return sentence("file-error-too-many-pieces",
                    f"holds {count} Regiments or Units; at most {most}", count=count, most=most)


def no_pieces() -> Said:
    return sentence("file-error-no-pieces", "holds no Regiment or Unit this app can field")


def no_list_files() -> Said:
    return sentence("file-error-no-list-files", "has no army lists read from files")


def name_not_text() -> Said:
    return sentence("file-error-name-not-text", "has a name that is not text")


def blank_name() -> Said:
    return sentence("file-error-blank-name", "has a blank name")


def name_too_long(length: int, most: int) -> Said:
    return sentence("file-error-name-too-long",
                    f"has a name of {length} characters; at most {most}", length=length,
                    most=most)


# What a refused text from a file becomes, as check_text's callers say it.
TEXT_KINDS = {"a name": "name", "a title": "title", "a special rule": "rule",
              "a tag or note": "note"}


def refused_character(what: str, character: str, at: int) -> Said | str:
    text = (f"has {what} holding {character} (character {at}): names hold no control, "
            "bidirectional or invisible characters")
    if what not in TEXT_KINDS:
        return text
    return sentence("file-error-refused-character", text, what=TEXT_KINDS[what],
                    character=character, at=at)


def of_piece(name: str, problem: Said) -> Said:
    return sentence("file-error-of-piece", f"{name}: {problem.text}", problem, name=name)


def piece_index_or_name() -> Said:
    return sentence("file-error-piece-index-or-name", "must be a piece's index or the name of one")


def one_reading() -> Said:
    return sentence("file-error-one-reading", "this Regiment's W has one reading only")


def character_index() -> Said:
    return sentence("file-error-character-index", "must be a Character's index")


def only_joins(joining: str) -> Said:
    """``joining``: the system that lets Characters join, by its title."""
    return sentence("file-error-only-joins", f"only a {joining} Character joins a Regiment",
                    system=joining)


def character_as() -> Said:
    return sentence("file-error-character-as",
                    "must name a Character as <Regiment>.<Character> index of the preview")


def regiment_index(last: int) -> Said:
    return sentence("file-error-regiment-index", f"must be a Regiment's index, 0 to {last}",
                    last=last)


def most_characters(name: str, most: int) -> Said:
    return sentence("file-error-most-characters", f"{name} holds at most {most} Characters",
                    name=name, most=most)


# -- a backup file -----------------------------------------------------------------------
def ascii_id() -> Said:
    return sentence("file-error-ascii-id", "must be ASCII letters, digits, '-', '_' or '.'")


def battle_version(versions: str) -> Said:
    return sentence("file-error-battle-version",
                    f"must be a battle record version this app reads ({versions})",
                    versions=versions)


def kind_and_id() -> Said:
    return sentence("file-error-kind-and-id", "must be [kind, id]")


def file_text() -> Said:
    return sentence("file-error-file-text", "must be the file's text")


def too_large(most: int) -> Said:
    return sentence("file-error-too-large",
                    f"is larger than the engine reads ({most:,} characters)", most=most)


def not_complete_json(reason: str) -> Said:
    """``reason``: what the JSON parser said, as it said it."""
    return sentence("file-error-not-complete-json",
                    f"is not complete JSON (cut short or damaged: {reason})", reason=reason)


def not_a_backup(fmt: str) -> Said:
    return sentence("file-error-not-a-backup",
                    f"must be {fmt!r}: this is not an Aftermath backup file", format=repr(fmt))


def newer_backup(version: int) -> Said:
    return sentence("file-error-newer-backup",
                    "was written by a newer version of Aftermath; this one reads backup "
                    f"versions up to {version}: update the app, then import it",
                    version=version)


def nothing_imported(bad: int, problem: Said) -> Said:
    """The first bad item's problem, and how many are bad (none is imported)."""
    more = (f" ({bad} items are bad; nothing is imported)" if bad > 1
            else " (nothing is imported)")
    return sentence("file-error-nothing-imported", f"{problem.text}{more}", problem, bad=bad)


def cannot_be_replayed(reason: str, refusal: Said | None = None, rule: str = "") -> Said:
    """A battle whose history the rules refuse: ``refusal`` and its ``rule`` when the
    refusal has a message, else ``reason`` as the engine said it."""
    if refusal is not None:
        return sentence("file-error-cannot-be-replayed",
                        f"cannot be replayed: {refusal.text} ({rule})", refusal, rule=rule)
    return sentence("file-error-cannot-be-replayed-as", f"cannot be replayed: {reason}",
                    reason=reason)


def a_time() -> Said:
    return sentence("file-error-time", "must be a time in whole milliseconds since 1970")


# -- a profile pack ----------------------------------------------------------------------
def not_a_pack(fmt: str) -> Said:
    return sentence("file-error-not-a-pack", f"must be {fmt!r}: this is not a profile pack",
                    format=repr(fmt))


def newer_pack(version: int) -> Said:
    return sentence("file-error-newer-pack",
                    f"was written by a newer Aftermath (this one reads version {version})",
                    version=version)


def no_source() -> Said:
    return sentence("file-error-no-source",
                    "must name where the numbers came from (a book, a site, a club)")


def one_profile() -> Said:
    return sentence("file-error-one-profile", "must hold at least one profile")


def letter_or_digit() -> Said:
    return sentence("file-error-letter-or-digit",
                    "must hold a letter or a digit: a list finds a profile by them")


def same_name(index: int) -> Said:
    return sentence("file-error-same-name",
                    f"is the name of profiles[{index}] too (names are matched whatever their "
                    "case, accents, apostrophes or spacing): a pack names each profile once",
                    index=index)


def pack_text() -> Said:
    return sentence("file-error-pack-text", "must be the pack file's text")


def pack_too_large(most: int) -> Said:
    return sentence("file-error-pack-too-large",
                    f"is too large for a profile pack (the most is {most:,})", most=most)


def pack_too_deep(most: int) -> Said:
    return sentence("file-error-pack-too-deep",
                    f"is nested more than {most} levels deep; no profile pack is", most=most)


def pack_not_json(line: int, column: int) -> Said:
    """A pasted text that is no pack at all, where its JSON breaks off; what a player
    may have pasted instead is named (the parser's own words are not a player's)."""
    return sentence("file-error-pack-not-json",
                    f"is not the text of a profile pack (it is not JSON from line {line}, "
                    f"column {column}): paste the whole pack as it was shared or exported; "
                    "an army list goes in “Import a list”", line=line, column=column)


# -- a share link (each said whole: the link has no field to name) -----------------------
def link_damaged(why: Said) -> Said:
    """The link's data refused by its JSON reader (``why``, as that says it)."""
    return sentence("file-error-link-damaged-by", f"This link is damaged: {why.text}", why)


def link_name_invalid(why: Said) -> Said:
    return sentence("file-error-link-name-invalid", f"This link's name is not valid: {why.text}",
                    why)


def link_kind_invalid(title: str, why: Said) -> Said:
    """``title``: what the link carries, as its system titles it (a name, as written)."""
    return sentence("file-error-link-kind-invalid", f"This link's {title} is not valid: {why.text}",
                    why, title=title)


# -- Muster's data -----------------------------------------------------------------------
def muster_blank() -> Said:
    return sentence("file-error-muster-blank", "must not be blank: Muster lists it by name")


def system_profile(system: str) -> Said:
    """``system``: the system's key (``conquest``), as the data writes it."""
    return sentence("file-error-system-profile", f"must be a {system} profile", system=system)


def battle_holds(most: int, pieces: str) -> Said:
    """``pieces``: ``regiments`` or ``units``, the setup's key."""
    return sentence("file-error-battle-holds", f"a battle holds at most {most} {pieces}",
                    most=most, pieces=pieces)


def same_system(system: str) -> Said:
    return sentence("file-error-same-system",
                    f"must be the same rule system as the first list ({system})", system=system)


def no_profiles(first: str, second: str) -> Said:
    """``first``, ``second``: the battles that have profiles, by their systems' titles."""
    return sentence("file-error-no-profiles",
                    f"is not a {first} or {second} battle: only those have profiles",
                    first=first, second=second)


# -- a list file's bytes, zip, XML and JSON (aftermath.lists.source) ----------------------
def list_too_big(size: int, most: int) -> Said:
    return sentence("file-error-list-too-big",
                    f"is {size:,} bytes; a list file is at most {most:,} bytes (4 MiB)",
                    size=size, most=most)


def not_a_zip() -> Said:
    return sentence("file-error-not-a-zip", "is not a readable zip (.rosz) file")


def zip_files(count: int) -> Said:
    return sentence("file-error-zip-files",
                    f"holds {count} files; a .rosz holds exactly one roster", count=count)


def zip_path(name: str) -> Said:
    return sentence("file-error-zip-path",
                    f"holds {name!r}, a path; a .rosz holds one plain file name", name=repr(name))


def encrypted() -> Said:
    return sentence("file-error-encrypted", "is encrypted")


def unpacks_to(size: int, most: int) -> Said:
    return sentence("file-error-unpacks-to", f"unpacks to {size:,} bytes; at most {most:,}",
                    size=size, most=most)


def unpacks_times(times: int, most: int) -> Said:
    return sentence("file-error-unpacks-times",
                    f"unpacks {times} times its size; at most {most} (a zip bomb?)",
                    times=times, most=most)


def not_unpacked(reason: str) -> Said:
    """``reason``: what the zip reader said, as it said it."""
    return sentence("file-error-not-unpacked", f"could not be unpacked ({reason})",
                    reason=reason)


def unpacks_larger() -> Said:
    return sentence("file-error-unpacks-larger", "unpacks larger than its header says; refused")


def not_a_number(shown: str) -> Said:
    """``shown``: the value as the file wrote it, quoted."""
    return sentence("file-error-not-a-number", f"{shown} is not a number", value=shown)


def more_than(value: int, high: int) -> Said:
    return sentence("file-error-more-than", f"{value} is more than {high}", value=value,
                    high=high)


def xml_too_many(most: int) -> Said:
    return sentence("file-error-xml-too-many",
                    f"holds more than {most:,} XML elements; a roster holds far fewer", most=most)


def xml_too_deep(most: int) -> Said:
    return sentence("file-error-xml-too-deep",
                    f"is XML nested more than {most} elements deep; a roster nests far less",
                    most=most)


def declares_dtd(kind: str) -> Said:
    return sentence("file-error-declares-dtd",
                    "declares a DTD or entities, which a roster never needs; refused unread "
                    f"({kind})", kind=kind)


def not_xml(reason: str) -> Said:
    """``reason``: what the XML parser said, as it said it."""
    return sentence("file-error-not-xml", f"is not well-formed XML ({reason})", reason=reason)


def not_a_roster_xml(tag: str) -> Said:
    return sentence("file-error-not-a-roster-xml",
                    f"is XML whose top element is <{tag}>, not a BattleScribe <roster>", tag=tag)


def too_many_entries(most: int) -> Said:
    return sentence("file-error-too-many-entries",
                    f"holds more than {most:,} entries; not a roster this app reads", most=most)


def not_text(shown: str) -> Said:
    return sentence("file-error-not-text", f"{shown} is not text", value=shown)


def attribute_too_long(length: int, most: int) -> Said:
    return sentence("file-error-attribute-too-long",
                    f"is {length} characters long; at most {most}", length=length, most=most)


def nested(depth: int, most: int) -> Said:
    return sentence("file-error-nested", f"is nested {depth} deep; at most {most}",
                    depth=depth, most=most)


def not_a_list(shown: str) -> Said:
    return sentence("file-error-not-a-list", f"{shown} is not a list", value=shown)


def not_an_entry(shown: str) -> Said:
    return sentence("file-error-not-an-entry", f"{shown} is not an entry", value=shown)


def not_number_or_text(shown: str) -> Said:
    return sentence("file-error-not-number-or-text", f"{shown} is not a number or text",
                    value=shown)


def json_too_deep(depth: int, most: int) -> Said:
    return sentence("file-error-json-too-deep",
                    f"is JSON nested {depth} levels deep; at most {most} (a roster nests far "
                    "less)", depth=depth, most=most)


def json_too_many(most: int) -> Said:
    return sentence("file-error-json-too-many",
                    f"holds more than {most:,} JSON values; a roster holds far fewer", most=most)


def not_valid_json(reason: str) -> Said:
    """``reason``: what the JSON parser said, as it said it."""
    return sentence("file-error-not-valid-json", f"is not valid JSON ({reason})", reason=reason)


def json_no_roster() -> Said:
    return sentence("file-error-json-no-roster",
                    'is JSON without a "roster": not a New Recruit or BattleScribe roster')


def not_utf8(byte: int) -> Said:
    return sentence("file-error-not-utf8", f"is not UTF-8 text (byte {byte})", byte=byte)
