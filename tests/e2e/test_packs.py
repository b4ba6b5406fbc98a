"""Profile packs and lists that follow their profiles, at 360x740 with touch: a pack's
link adds its profiles in one tap and a battle from two lists of that faction follows
in at most 6 taps with nothing typed; a profile edit reaches the lists and not a battle
already started; "Start battle from lists" keeps the battle's name and battlefield."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Browser, Page, expect

from aftermath import share

from .conftest import wait_ready
from .conquest_page import hold_special_rules, tap
from .device import idb, idb_put, saved_game
from .muster_page import item, open_muster
from .phone import phone, phone_checks

CLONES = {"name": "Bound Clones", "kind": "infantry", "stands": 4, "files": 2, "wounds": 4,
          "resolve": 2, "command": False, "characters": []}
DRONES = {"name": "Force-Grown Drones", "kind": "infantry", "stands": 3, "files": 3,
          "wounds": 4, "resolve": 1, "command": False, "characters": []}
ORIGIN = {"faction": "Spires", "name": "Core", "revision": 1, "edited": False}
# Counts what the player types (trusted input events) from here on.
TYPED = """() => {
  window.__typed = 0;
  document.addEventListener("input", (e) => { if (e.isTrusted) window.__typed += 1; }, true);
}"""


def muster_record(ident: str, kind: str, data: dict[str, Any], **more: Any) -> dict[str, Any]:
    return {"format": "aftermath.muster", "version": 2, "id": ident, "kind": kind,
            "system": "conquest", "data": data, "rev": 1, "updated": 1_700_000_000_000, **more}


def seed_spires(page: Page) -> None:
    """Two profiles added from revision 1 of a pack and two lists made of them."""
    idb_put(page, "muster", muster_record("mclones0001", "profile", CLONES, from_pack=ORIGIN))
    idb_put(page, "muster", muster_record("mdrones0001", "profile", DRONES, from_pack=ORIGIN))
    for ident, name, player, lines in (
            ("mlist0000001", "Spire Host", "Ann",
             [("mclones0001", CLONES, 2), ("mdrones0001", DRONES, 1)]),
            ("mlist0000002", "Brood", "Bo", [("mdrones0001", DRONES, 2)])):
        idb_put(page, "muster", muster_record(ident, "list", {
            "system": "conquest", "name": name, "player": player,
            "entries": [{"profile": p, "count": n, "ref": ref} for ref, p, n in lines]}))


def regiment_wounds(page: Page, battle_name: str) -> dict[str, int]:
    [battle] = [b for b in idb(page, "battles") if b["name"] == battle_name]
    game = saved_game(page, battle["id"])
    return {r["name"]: r["stands"][0]["wounds"] for r in game["start"]["regiments"]}


def test_a_pack_link_adds_in_one_tap_then_a_battle_from_two_lists_is_at_most_6_taps(
        browser: Browser, site: str) -> None:
    revision_2 = {"format": "aftermath-pack", "version": 1, "system": "conquest",
                  "faction": "Spires", "name": "Core", "revision": 2,
                  "source": "Made up for this test",
                  "profiles": [{**CLONES, "wounds": 5}, DRONES,
                               {**DRONES, "name": "Abomination Drones", "stands": 2}]}
    link = f"{site}#{share.encode('conquest.pack', 'Core', revision_2)}"
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        seed_spires(page)
        page.goto(link)
        page.reload()
        wait_ready(page)
        preview = page.locator(".link-preview")
        expect(preview).to_have_attribute("data-link-kind", "conquest.pack")
        expect(preview.locator(".shared-contents")).to_contain_text(
            "Numbers from: Made up for this test")
        add = preview.locator("[data-action=add-pack]")
        expect(add).to_have_text("Add 3 profiles of Spires")
        phone_checks(page, "pack link preview")
        page.evaluate(TYPED)
        taps = 0
        for target in ("[data-action=add-pack]", ".muster .back", "[data-action=new-conquest]",
                       "[data-side='0'] [data-list='Spire Host']",
                       "[data-side='1'] [data-list=Brood]",
                       "[data-action=start-from-lists]"):
            if target == ".muster .back":
                notice = page.locator("[data-muster-notice]")
                expect(notice).to_contain_text("Spires: Core revision 2: 1 added, "
                                               "1 updated (the pack is newer), 1 unchanged.")
                expect(notice).to_contain_text("Bound Clones: updated from revision 1 to 2.")
                expect(notice).to_contain_text("1 army list follows the updated profiles.")
                phone_checks(page, "muster after a pack")
            tap(page.locator(target))
            taps += 1
        expect(page.locator(".battle-title")).to_have_text("Spire Host v Brood")
        assert page.evaluate("() => window.__typed") == 0
        print(f"pack link to a battle from two lists: {taps} taps, nothing typed")
        assert taps <= 6
        # The lists followed the pack's newer Bound Clones.
        wounds = regiment_wounds(page, "Spire Host v Brood")
        assert wounds["Bound Clones"] == 5 and wounds["Bound Clones 2"] == 5


def test_a_profile_edit_reaches_its_list_not_a_started_battle_and_lists_keep_the_forms_name(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        seed_spires(page)
        page.reload()
        wait_ready(page)
        # A battle from the two lists, with the name and the battlefield set in the form.
        tap(page.locator("[data-action=new-conquest]"))
        page.get_by_label("Battle name").fill("Friday")
        page.locator("input[name=on-table]").check()
        tap(page.locator("[data-side='0'] [data-list='Spire Host']"))
        tap(page.locator("[data-side='1'] [data-list=Brood]"))
        tap(page.locator("[data-action=start-from-lists]"))
        expect(page.locator(".battle-title")).to_have_text("Friday")
        [friday] = [b for b in idb(page, "battles") if b["name"] == "Friday"]
        assert saved_game(page, friday["id"])["start"]["battlefield"]["width"] > 0
        tap(page.get_by_role("button", name="Back to battles"))

        open_muster(page)
        tap(item(page, "Bound Clones").get_by_role("button", name="Edit Bound Clones"))
        used = page.locator("[data-used-by]")
        expect(used).to_have_text("Used by 1 army list (Spire Host): they follow this change; "
                                  "battles already started keep theirs.")
        page.locator("form.muster-form").get_by_label("Wounds", exact=True).fill("6")
        tap(page.locator("[data-action=save-muster]"))
        expect(page.locator("[data-muster-notice]")).to_have_text(
            "Saved “Bound Clones” in Muster. 1 army list follows it; "
            "battles already started keep theirs.")
        # The list says it, and is stored so.
        [host] = [r for r in idb(page, "muster") if r["data"]["name"] == "Spire Host"]
        assert host["data"]["entries"][0]["profile"]["wounds"] == 6
        # The pack's profile, edited here, is the player's now.
        [clones] = [r for r in idb(page, "muster") if r["id"] == "mclones0001"]
        assert clones["from_pack"]["edited"] is True
        # The battle already started keeps what it started with.
        assert regiment_wounds(page, "Friday")["Bound Clones"] == 4


def test_a_profile_added_twice_is_one_line_and_duplicated_profiles_are_numbered(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        seed_spires(page)
        idb_put(page, "muster", muster_record("mclones0002", "profile", CLONES))
        page.reload()
        wait_ready(page)
        open_muster(page)
        tap(page.locator("[data-action=new-list]"))
        form = page.locator("form.muster-form")
        expect(form.locator("[data-add-profile]")).to_have_text(
            ["+ Bound Clones", "+ Bound Clones (2)", "+ Force-Grown Drones"])
        for _ in range(3):
            tap(form.locator("[data-add-profile='Bound Clones']"))
        tap(form.locator("[data-add-profile='Bound Clones (2)']"))
        expect(form.locator(".list-entry .muster-name")).to_have_text(
            ["Bound Clones", "Bound Clones (2)"])
        expect(form.get_by_label("How many Bound Clones", exact=True)).to_have_value("3")
        phone_checks(page, "list form with numbered lines")


def test_a_pasted_hostile_pack_is_refused_naming_the_field_and_a_good_one_is_added(
        browser: Browser, site: str) -> None:
    good = {"format": "aftermath-pack", "version": 1, "system": "conquest", "faction": "Spires",
            "name": "Core", "revision": 1, "source": "Made up for this test",
            "profiles": [CLONES, DRONES]}
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        open_muster(page)
        pasted = page.get_by_label("Or paste a pack")
        pasted.fill(json.dumps({**good, "profiles": [CLONES, CLONES]}))
        tap(page.locator("[data-action=read-pack]"))
        expect(page.locator("[data-pack-message]")).to_contain_text(
            "pack.profiles[1].name: is the name of profiles[0] too")
        assert idb(page, "muster") == []
        # An army list pasted here: no parser's words, and where it does go.
        pasted.fill("Bound Clones 150pts\n  Stands: 4")
        tap(page.locator("[data-action=read-pack]"))
        expect(page.locator("[data-pack-message]")).to_contain_text(
            "pack: is not the text of a profile pack (it is not JSON from line 1, column 1):"
            " paste the whole pack as it was shared or exported; an army list goes in "
            "“Import a list”")
        assert idb(page, "muster") == []
        pasted.fill(json.dumps(good))
        tap(page.locator("[data-action=read-pack]"))
        tap(page.locator("[data-pack-preview] [data-action=add-pack]"))
        expect(page.locator("[data-muster-notice]")).to_contain_text(
            "Spires: Core revision 1: 2 added.")
        assert sorted(r["data"]["name"] for r in idb(page, "muster")) == [
            "Bound Clones", "Force-Grown Drones"]
        phone_checks(page, "muster after a pasted pack")


def test_a_pack_made_from_imported_profiles_holds_one_faction_each_name_once_and_shows_its_qr(
        browser: Browser, site: str) -> None:
    """Profiles an import kept: two factions, a name kept twice (a Regiment repeated in
    the list). The pack form offers the faction most are kept under, ticks its profiles
    each name once, and its link and QR code come up in the page (the QR package is
    installed on first use, as for a battle's link)."""
    with phone(browser) as page:
        errors: list[str] = []
        page.on("pageerror", lambda err: errors.append(str(err)))
        page.goto(site)
        wait_ready(page)
        for ident, data in (("mclones0001", {**CLONES, "faction": "The Spires"}),
                            ("mclones0002", {**CLONES, "faction": "The Spires"}),
                            ("mdrones0001", {**DRONES, "faction": "The Spires"}),
                            ("mraiders001", {**DRONES, "name": "Raiders", "faction": "Nords"})):
            idb_put(page, "muster", muster_record(ident, "profile", data))
        page.reload()
        wait_ready(page)
        open_muster(page)
        tap(page.locator("[data-action=export-pack]"))
        form = page.get_by_role("form", name="Make a profile pack")
        expect(form.get_by_label("Faction", exact=True)).to_have_value("The Spires")
        ticked = form.locator("[name=pack-profile]").evaluate_all(
            "(boxes) => boxes.map((b) => b.checked)")
        labels = form.locator("fieldset label").all_inner_texts()
        assert dict(zip(labels, ticked, strict=True)) == {
            "Bound Clones · The Spires": True, "Bound Clones (2) · The Spires": False,
            "Force-Grown Drones · The Spires": True, "Raiders · Nords": False}, labels
        form.get_by_label("Where the numbers came from").fill("Typed at our club")
        form.get_by_label("Pack name").fill("Spires core")
        tap(form.locator("[data-action=make-pack]"))
        tap(page.locator("[data-action=share-pack]"))
        expect(page.locator(".share-dialog svg.qr").first).to_be_visible(timeout=60_000)
        assert errors == []


def test_a_pack_form_opened_before_the_rules_list_came_stays_open_with_what_was_typed(
        browser: Browser, site: str) -> None:
    """Muster asks the engine's special rules' list to name its profiles' rules, and drew
    the whole screen again when it came: a pack's form opened before that (a quick tap
    after opening Muster) closed without a word. Now only the profiles' list is drawn
    again."""
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        idb_put(page, "muster", muster_record("mclones0001", "profile",
                                              {**CLONES, "faction": "The Spires"}))
        page.reload()
        wait_ready(page)
        hold_special_rules(page)
        open_muster(page)
        shown = page.locator("[data-profiles]")
        expect(shown).to_be_visible()
        shown.evaluate("(n) => { n.dataset.before = 'yes'; }")
        tap(page.locator("[data-action=export-pack]"))
        form = page.get_by_role("form", name="Make a profile pack")
        form.get_by_label("Pack name", exact=True).fill("Spires by Ana")
        page.evaluate("window.__releaseRules()")
        expect(page.locator("[data-profiles][data-before]")).to_have_count(0)  # drawn again
        expect(shown).to_be_visible()
        expect(form.get_by_label("Pack name", exact=True)).to_have_value("Spires by Ana")
