"""Para Bellum's army builder export as players paste it: real exports from public
pages and repositories (tests/unit/fixtures/lists/parabellum/, each with its source),
and each way a paste has been seen to differ from what the builder writes."""

from __future__ import annotations

import pathlib

import pytest

from aftermath import lists

HERE = pathlib.Path(__file__).parent / "fixtures" / "lists" / "parabellum"
# Read by hand from each fixture: (list name, Regiments, Characters).
REAL = {
    "nords-test-1990": ("test", 10, 4),
    "spires-redbeard": ("Redbeard", 10, 3),
    "spires-the-shade": ("The Shade", 8, 3),
    "hundred-kingdoms-reiem-object-object": ("Reiem", 10, 4),
    "hundred-kingdoms-lost-parentheses": ("The Hundred Kingdoms", 9, 3),
    "hundred-kingdoms-merged-lines": ("The Hundred Kingdoms", 10, 3),
    "old-dominion-conquer-canberra": ("The Old Dominion", 9, 4),
    "sorcerer-kings-2024-11": ("Sorcerer Kings", 9, 3),
    "sorcerer-kings-dashes": ("Sorcerer Kings", 9, 3),
}


def force_of(text: str) -> dict:
    [force] = lists.read(text, "pasted text")["forces"]
    return force


def counts(force: dict) -> tuple[str, int, int]:
    return (force["name"], len(force["pieces"]),
            sum(len(p["characters"]) for p in force["pieces"]))


def test_every_real_export_has_its_source_written_beside_it() -> None:
    texts = {p.stem for p in HERE.glob("*.txt") if not p.name.endswith(".source.txt")}
    sources = {p.name.removesuffix(".source.txt") for p in HERE.glob("*.source.txt")}
    assert texts == sources == set(REAL)
    assert all("Source: http" in (HERE / f"{n}.source.txt").read_text() for n in REAL)


@pytest.mark.parametrize("name", sorted(REAL))
def test_a_real_export_imports_as_pasted_with_nothing_skipped(name: str) -> None:
    force = force_of((HERE / f"{name}.txt").read_text(encoding="utf-8"))
    assert (counts(force), force["skipped"]) == (REAL[name], [])


NORDS = (HERE / "nords-test-1990.txt").read_text(encoding="utf-8")


def test_the_builders_banner_is_not_a_character_and_the_list_is_named_without_its_points(
        ) -> None:
    force = force_of(NORDS)
    assert counts(force) == ("test", 10, 4)
    assert [c["name"] for p in force["pieces"] for c in p["characters"]] == [
        "Vargyr Lord", "Shaman", "Volva", "Volva"]


def test_a_date_line_is_the_lists_name() -> None:
    text = "=== The Last Argument of Kings ===\n\nOktober 2024 [2000/2000]\nNords\n" + \
        NORDS.split("Nords\n", 1)[1]
    assert force_of(text)["name"] == "Oktober 2024"


def test_a_name_line_marked_as_a_character_leaves_no_marks_in_the_name() -> None:
    force = force_of("== My List [2000/2000]\nNords\n" + NORDS.split("Nords\n", 1)[1])
    assert (force["name"], force["skipped"]) == ("My List", [])


@pytest.mark.parametrize("rule", ["The Sovereign Lineage", "[object Object]", None])
def test_the_army_rule_line_may_be_there_missing_or_object_object(rule: str | None) -> None:
    header = "=== The Last Argument of Kings ===\n\nReiem [1995/2000]\nThe Hundred Kingdoms\n"
    text = header + (f"{rule}\n" if rule else "") + "\n== Noble Lord [165]\n * Men at Arms (3)\n"
    force = force_of(text)
    assert (counts(force), force["skipped"]) == (("Reiem", 1, 1), [])


def test_a_paste_with_no_header_at_all_imports() -> None:
    force = force_of("== (Warlord) Volva [100]: \n * Raiders (3) [140]: Captain\n")
    assert (counts(force), force["skipped"]) == (("", 1, 1), [])


@pytest.mark.parametrize("bullet", ["*", "•", "·", "-", "–"])
def test_a_regiments_bullet_may_be_a_web_pages_or_a_dash(bullet: str) -> None:
    force = force_of(NORDS.replace(" * ", f" {bullet} "))
    assert (counts(force), force["skipped"]) == (("test", 10, 4), [])


def test_blank_lines_and_double_spaces_change_nothing() -> None:
    squeezed = force_of("\n".join(line for line in NORDS.splitlines() if line.strip()))
    spaced = force_of(NORDS.replace(" ", "  ").replace("\n", "\n\n"))
    assert counts(squeezed) == counts(spaced) == ("test", 10, 4)
    assert [p["name"] for p in spaced["pieces"]] == [p["name"] for p in squeezed["pieces"]]


def test_lost_parentheses_keep_the_stands_and_the_warlord() -> None:
    force = force_of("Nords [2000/2000]\n== Warlord Jarl [150]: Ulfhednar\n* Huskarls 4 [190]: "
                     "Standard Bearer\nHuskarls 3 [150]\n")
    assert [(p["name"], p["values"]["stands"], p["values"]["command"])
            for p in force["pieces"]] == [("Huskarls", 4, True), ("Huskarls", 3, False)]
    [jarl] = force["pieces"][0]["characters"]
    assert (jarl["name"], jarl["notes"][0]) == ("Jarl", "Warlord")


def test_upgrades_are_kept_per_regiment_and_per_character() -> None:
    force = force_of((HERE / "spires-the-shade.txt").read_text(encoding="utf-8"))
    bound = force["pieces"][4]
    [biomancer] = bound["characters"]
    assert [r["name"] for r in bound["special_rules"]] == ["Ward Preceptor"]
    assert [r["name"] for r in biomancer["special_rules"]][:2] == [
        "Cascading Degeneration", "Fleshcarver"]
    [executor] = force["pieces"][6]["characters"]
    assert "Infiltrator Variant" in [r["name"] for r in executor["special_rules"]]


def test_repeated_regiments_are_kept_as_separate_entries() -> None:
    force = force_of(NORDS)
    assert [p["name"] for p in force["pieces"]].count("Raiders") == 4


def test_a_character_run_on_after_the_line_before_is_read_on_its_own() -> None:
    force = force_of((HERE / "hundred-kingdoms-merged-lines.txt").read_text(encoding="utf-8"))
    assert [c["name"] for p in force["pieces"] for c in p["characters"]] == [
        "Mounted Noble Lord", "Imperial Officer", "Priory Commander (Crimson Tower)"]


def test_a_line_that_cannot_be_read_is_skipped_shown_as_text_and_the_rest_imports() -> None:
    text = NORDS.replace(" * Bearsarks (3) [200]: Savage",
                         " * Bearsarks [200]: Savage\nsee you at the table \u202e!")
    force = force_of(text)
    assert counts(force) == ("test", 9, 4)
    assert [(s["line"], s["text"]) for s in force["skipped"]] == [
        (26, "* Bearsarks [200]: Savage"), (27, "see you at the table \ufffd!")]


def test_prose_pasted_before_the_list_is_reported_past_the_header() -> None:
    text = "My list for Saturday:\nNords\nthoughts welcome\nit is fast\nreally fast\n" + \
        NORDS.split("Nords\n", 1)[1]
    force = force_of(text)
    assert [s["line"] for s in force["skipped"]] == [5]
    assert force["name"] == "My list for Saturday"


def test_a_line_with_no_mark_and_no_points_is_never_a_regiment() -> None:
    force = force_of(NORDS + "see you at 8\n")
    assert counts(force) == ("test", 10, 4)
    assert [s["text"] for s in force["skipped"]] == ["see you at 8"]


FACTION = {
    "nords-test-1990": "Nords",
    "spires-redbeard": "The Spires",
    "spires-the-shade": "The Spires",
    "hundred-kingdoms-reiem-object-object": "The Hundred Kingdoms",
    "hundred-kingdoms-lost-parentheses": "The Hundred Kingdoms",
    "hundred-kingdoms-merged-lines": "The Hundred Kingdoms",
    "old-dominion-conquer-canberra": "The Old Dominion",
    "sorcerer-kings-2024-11": "Sorcerer Kings",
    "sorcerer-kings-dashes": "Sorcerer Kings",
}


@pytest.mark.parametrize("name", sorted(REAL))
def test_a_real_exports_faction_line_files_its_profiles_under_that_faction(name: str) -> None:
    force = force_of((HERE / f"{name}.txt").read_text(encoding="utf-8"))
    result = (force["faction"]["name"], force["faction"]["from"])
    expected = (FACTION[name], "file")
    assert result == expected


def test_a_faction_is_matched_whatever_its_spelling_and_a_header_naming_none_gives_none() -> None:
    from aftermath.conquest import parabellum

    result = [parabellum.faction_of([line]) for line in
              ("W’adrhun", "wadrhŭn", "the nords", "Hundred Kingdoms [2000/2000]", "Reiem",
               "[object Object]")]
    expected = ["W'adrhŭn", "W'adrhŭn", "Nords", "The Hundred Kingdoms", "", ""]
    assert result == expected
