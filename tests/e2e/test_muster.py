"""Muster at 360x740 with touch: profiles and army lists kept on the device,
a battle from two lists in a few taps, the backup file out and back in."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, expect

from aftermath.conquest import ConquestBattle, WoundPool
from aftermath.muster import DEFAULTS

from .axe import axe_violations
from .campaign_page import new_roster, open_rosters, roster_entry
from .conftest import wait_ready
from .conquest_page import actions_count, bar_tool, new_battle, regiment, stand, tap, wound_pool
from .device import idb, idb_put
from .muster_page import back_home, fill_profile, item, new_list, new_regiment_profile, open_muster
from .phone import phone, phone_checks
from .test_table_flow import ON_SCREEN

REGIMENTS = [
    {"name": "Men-at-Arms", "stands": 6, "files": 3, "wounds": 4, "resolve": 2},
    {"name": "Household Guard", "stands": 4, "files": 2, "wounds": 4, "resolve": 3},
    {"name": "Militia Bowmen", "stands": 3, "files": 3, "wounds": 3, "resolve": 1},
]


def build_muster(page: Page) -> None:
    """Three Regiment profiles and two army lists, made through the Muster screens."""
    open_muster(page)
    for values in REGIMENTS:
        new_regiment_profile(page, values)
    new_list(page, "Vanguard", "Ann", [("Men-at-Arms", 2), ("Household Guard", 1),
                                       ("Militia Bowmen", 1)])
    new_list(page, "Rearguard", "Bo", [("Militia Bowmen", 2)])


def test_muster_lists_make_a_battle_in_4_taps_without_scrolling_and_a_wound_pool_plays_on_it(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        build_muster(page)
        expect(item(page, "Vanguard").locator(".muted")).to_have_text(
            "Ann · 4 Regiments: 2 × Men-at-Arms, Household Guard, Militia Bowmen")
        # Kept on the device: versioned records in the muster store.
        records = idb(page, "muster")
        assert sorted((r["kind"], r["data"]["name"]) for r in records) == [
            ("list", "Rearguard"), ("list", "Vanguard"), ("profile", "Household Guard"),
            ("profile", "Men-at-Arms"), ("profile", "Militia Bowmen")]
        assert {(r["format"], r["version"]) for r in records} == {("aftermath.muster", 2)}
        back_home(page)

        # Every tap on a control already on screen at 360x740: no scrolling.
        taps = 0
        scrolls = []
        for target in ("[data-action=new-conquest]",
                       "[data-side='0'] [data-list=Vanguard]",
                       "[data-side='1'] [data-list=Rearguard]",
                       "[data-action=start-from-lists]"):
            expect(page.locator(target)).to_be_enabled()
            if not page.locator(target).evaluate(ON_SCREEN):
                scrolls.append(target)
            tap(page.locator(target))
            taps += 1
        expect(page.locator(".battle-title")).to_have_text("Vanguard v Rearguard")
        print(f"battle from two army lists: {taps} taps, {len(scrolls)} scrolls")
        assert (taps, scrolls) == (4, [])
        expect(page.locator("article[data-regiment]")).to_have_count(6)
        expect(regiment(page, "men-at-arms-2").locator(".regiment-name")).to_have_text(
            "Men-at-Arms 2")
        # Both sides field Militia Bowmen: each copy says whose it is, as players say it.
        expect(regiment(page, "militia-bowmen-ann").locator(".regiment-name")).to_have_text(
            "Militia Bowmen (Ann)")
        expect(regiment(page, "militia-bowmen-2-bo").locator(".regiment-name")).to_have_text(
            "Militia Bowmen 2 (Bo)")
        wound_pool(page, "men-at-arms", 6, morale=False)  # C-4 on a Regiment from a list
        expect(stand(page, "men-at-arms", "r1f0")).to_have_attribute("data-state", "destroyed")
        assert actions_count(page) == 1


def test_a_profile_error_is_shown_next_to_its_field_and_nothing_is_saved(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        open_muster(page)
        tap(page.locator("[data-action=new-profile]"))
        form = page.locator("form.muster-form")
        # New profiles start from the worked example (C-4's Men-at-Arms), never Wounds 1.
        expect(form.get_by_label("Wounds", exact=True)).to_have_value("4")
        expect(form.get_by_label("Stands", exact=True)).to_have_value("6")
        phone_checks(page, "Muster profile form", screenshot="muster-profile")
        assert axe_violations(page, where="Muster profile form") == []
        fill_profile(page, {"name": "Broken", "wounds": 0})
        tap(form.locator("[data-action=save-muster]"))
        wounds = form.get_by_label("Wounds", exact=True)
        expect(wounds).to_have_attribute("aria-invalid", "true")
        note = form.locator(".field-error")
        expect(note).to_have_text("data.wounds: must be at least 1, got 0")
        # The message sits right under the field it names.
        assert note.evaluate("(n) => n.previousElementSibling.contains(document.activeElement)")
        assert idb(page, "muster") == []
        fill_profile(page, {"wounds": 3})
        tap(form.locator("[data-action=save-muster]"))
        expect(item(page, "Broken")).to_have_count(1)
        # Duplicate, then delete with a confirm.
        tap(item(page, "Broken").get_by_role("button", name="Duplicate Broken"))
        expect(item(page, "Broken (copy)")).to_have_count(1)
        tap(item(page, "Broken (copy)").get_by_role("button", name="Delete Broken (copy)"))
        tap(page.locator("[data-action=confirm-delete]"))
        expect(item(page, "Broken (copy)")).to_have_count(0)
        phone_checks(page, "Muster", screenshot="muster")
        assert axe_violations(page, where="Muster") == []
        # A name is text, never HTML.
        tap(item(page, "Broken").get_by_role("button", name="Edit Broken"))
        fill_profile(page, {"name": "<b>Bold</b>"})
        tap(form.locator("[data-action=save-muster]"))
        expect(item(page, "<b>Bold</b>")).to_have_count(1)
        assert page.locator(".muster-item b").count() == 0
        tap(page.locator("[data-action=new-list]"))
        tap(page.locator("[data-add-profile='<b>Bold</b>']"))
        phone_checks(page, "army list form", screenshot="muster-list")
        assert axe_violations(page, where="army list form") == []
        tap(page.locator("form.muster-form [data-action=save-muster]"))
        expect(page.locator(".field-error")).to_contain_text("data.name: must not be blank")


def test_a_damaged_muster_record_is_set_aside_and_the_screen_still_opens(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        open_muster(page)
        new_regiment_profile(page, {"name": "Keep me"})
        idb_put(page, "muster", {"id": "bad1", "format": "aftermath.muster", "version": 1,
                                 "kind": "profile", "system": "conquest", "data": 7, "rev": 1})
        page.reload()
        wait_ready(page)
        expect(page.locator("[data-unreadable='bad1']")).to_be_visible()
        open_muster(page)
        expect(item(page, "Keep me")).to_have_count(1)


def _import(page: Page, path: str) -> None:
    page.locator("#import-file").set_input_files(path)


def test_export_everything_then_import_it_on_a_cleared_device_brings_it_all_back(
        browser: Browser, site: str, tmp_path: Path) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        build_muster(page)
        back_home(page)
        for target in ("[data-action=new-conquest]", "[data-side='0'] [data-list=Vanguard]",
                       "[data-side='1'] [data-list=Rearguard]", "[data-action=start-from-lists]"):
            tap(page.locator(target))
        wound_pool(page, "men-at-arms", 6, morale=False)
        wound_pool(page, "household-guard", 3, morale=False)
        tap(page.get_by_role("button", name="Back to battles"))
        open_rosters(page)
        new_roster(page, {"name": "Red Company", "vp": 5, "models": [
            {"name": "Captain Red", "kind": "Leader", "value": 40}]})
        page.goto(site)
        wait_ready(page)
        with page.expect_download() as download:
            tap(page.locator("[data-action=export]"))
        saved = tmp_path / "backup.json"
        download.value.save_as(saved)
        assert download.value.suggested_filename.startswith("aftermath-backup-")
        data = json.loads(saved.read_text())
        assert (data["format"], data["version"]) == ("aftermath.backup", 1)
        assert [len(data[k]) for k in ("battles", "rosters", "muster")] == [1, 1, 5]
        assert len(data["battles"][0]["game"]["events"]) == 2

    # A cleared device: a fresh browser context has no storage at all.
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        assert idb(page, "muster") == [] and idb(page, "battles") == []
        # A truncated file and a foreign one are refused, saying why, and change nothing.
        cut = tmp_path / "cut.json"
        cut.write_text(saved.read_text()[:-200])
        _import(page, str(cut))
        expect(page.locator("[data-import-error]")).to_contain_text("is not complete JSON")
        foreign = tmp_path / "foreign.json"
        foreign.write_text(json.dumps({"format": "other.app", "version": 1, "battles": []}))
        _import(page, str(foreign))
        expect(page.locator("[data-import-error]")).to_contain_text(
            "file.format: must be 'aftermath.backup': this is not an Aftermath backup file")
        future = tmp_path / "future.json"
        future.write_text(json.dumps({**data, "version": 2}))
        _import(page, str(future))
        expect(page.locator("[data-import-error]")).to_contain_text("newer version")
        # A version that is no whole number (1e400 reads as infinity) is damage, not news.
        unreadable = tmp_path / "unreadable.json"
        unreadable.write_text('{"format": "aftermath.backup", "version": 1e400, "battles": []}')
        _import(page, str(unreadable))
        expect(page.locator("[data-import-error]")).to_contain_text("could not be read")
        expect(page.locator("[data-import-error]")).not_to_contain_text("newer")
        assert idb(page, "muster") == [] and idb(page, "battles") == []
        assert idb(page, "rosters") == []

        _import(page, str(saved))
        review = page.locator("[data-import-review]")
        expect(review.locator(".import-item")).to_have_count(7)
        expect(review.locator("[data-choice=add]")).to_have_count(7)
        phone_checks(page, "import review")
        assert axe_violations(page, where="import review") == []
        tap(page.locator("[data-action=confirm-import]"))
        expect(page.locator(".game-item")).to_have_count(1)
        # The battle, with its undo history: Undo works.
        tap(page.locator(".game-open").first)
        expect(page.locator(".battle-title")).to_have_text("Vanguard v Rearguard")
        expect(page.locator(".battle-bar")).to_contain_text("2 actions")
        tap(page.locator("[data-action=undo]"))
        expect(page.locator(".battle-bar")).to_contain_text("1 action")
        expect(stand(page, "men-at-arms", "r1f0")).to_have_attribute("data-state", "destroyed")
        tap(page.get_by_role("button", name="Back to battles"))
        open_rosters(page)
        expect(roster_entry(page, "Red Company")).to_have_count(1)
        page.goto(site)
        wait_ready(page)
        open_muster(page)
        expect(item(page, "Vanguard")).to_have_count(1)
        expect(item(page, "Household Guard")).to_have_count(1)

        # The same file again: every item is already here, and nothing is replaced
        # unless the player says so. What is the same as the file's is skipped by
        # default (no doubles); the battle, changed since (the Undo), is kept both.
        back_home(page)
        _import(page, str(saved))
        review = page.locator("[data-import-review]")
        expect(review.locator("[data-choice=skip]")).to_have_count(6)
        expect(review.locator("[data-choice=both]")).to_have_count(1)
        expect(review.locator("[data-choice=both]")).to_contain_text("changed since")
        vanguard = review.locator(".import-item").filter(has_text="“Vanguard”")
        tap(vanguard.locator("[data-choose=replace]"))
        rearguard = review.locator(".import-item").filter(has_text="“Rearguard”")
        tap(rearguard.locator("[data-choose=both]"))
        skip = review.locator(".import-item").filter(has_text="“Red Company”")
        expect(skip).to_have_attribute("data-choice", "skip")
        tap(page.locator("[data-action=confirm-import]"))
        expect(page.locator(".game-item")).to_have_count(2)
        names = sorted(r["data"]["name"] for r in idb(page, "muster"))
        assert names.count("Vanguard") == 1 and "Rearguard (imported)" in names
        assert len(idb(page, "rosters")) == 1


def test_save_to_muster_from_a_battle_and_from_a_shared_list_link(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        new_battle(page, site, [{"name": "Brigands", "player": 0, "stands": 5, "files": 3,
                                 "wounds": 3, "resolve": 1},
                                {"name": "Wardens", "player": 1, "stands": 4, "files": 2,
                                 "wounds": 4, "resolve": 3}], name="Ambush")
        wound_pool(page, "r1", 4, morale=False)
        panel = page.locator("[data-actions-for=r1]")
        tap(panel.locator("[data-action=save-to-muster]"))
        expect(page.locator("[data-muster-status=r1]")).to_have_text(
            "Saved “Brigands” in Muster as a Regiment profile.")
        tap(page.get_by_role("button", name="Back to battles"))
        open_muster(page)
        # The Regiment as the battle began, not what is left of it.
        expect(item(page, "Brigands").locator(".muted")).to_have_text(
            "infantry, 5 Stands in 3 files, Wounds 3, Resolve 1")
        new_list(page, "Outlaws", "Cy", [("Brigands", 3)])
        tap(item(page, "Outlaws").get_by_role("button", name="Share Outlaws"))
        link = page.locator("#share-link").input_value()

    with phone(browser) as them:
        them.goto(link)
        wait_ready(them)
        preview = them.locator(".link-preview")
        expect(preview).to_have_attribute("data-link-kind", "conquest.list")
        expect(preview.locator("[data-action=open-link]")).to_have_text("Start a battle")
        phone_checks(them, "list link preview")
        tap(preview.locator("[data-action=save-link-to-muster]"))
        expect(them.locator(".muster .message")).to_have_text("Saved “Outlaws” in Muster.")
        expect(item(them, "Outlaws").locator(".muted")).to_have_text(
            "Cy · 3 Regiments: 3 × Brigands")
        assert [r["data"]["name"] for r in idb(them, "muster")] == ["Outlaws"]


V1_STORES = """async (record) => {
  const db = await new Promise((ok, fail) => {
    const r = indexedDB.open("aftermath", 1);
    r.onupgradeneeded = () => {
      const d = r.result;
      d.createObjectStore("battles", { keyPath: "id" });
      d.createObjectStore("rosters", { keyPath: "id" });
      d.createObjectStore("lists");
      d.createObjectStore("settings");
      d.createObjectStore("unreadable", { keyPath: "n", autoIncrement: true });
    };
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });
  const tx = db.transaction(["battles", "lists"], "readwrite");
  tx.objectStore("battles").put(record);
  tx.objectStore("lists").put([{ id: record.id, name: record.name, system: record.system,
                                 updated: record.updated }], "battles");
  await new Promise((ok, fail) => { tx.oncomplete = ok; tx.onerror = () => fail(tx.error); });
  db.close();
}"""


def test_a_version_1_device_database_opens_with_its_battles_and_gains_muster(
        browser: Browser, site: str) -> None:
    v1 = json.loads((Path(__file__).parent / "fixtures" / "localstorage_v1.json").read_text())
    key = next(k for k in v1 if k.startswith("aftermath.game.v1.")
               and json.loads(v1[k])["system"] == "conquest")
    record = {**json.loads(v1[key]), "format": "aftermath.battle", "version": 2, "rev": 4}
    with phone(browser) as page:
        page.goto(site + "build.json")  # the origin, without the app opening its database
        page.evaluate(V1_STORES, record)
        page.goto(site)
        wait_ready(page)
        expect(page.locator(".game-name")).to_have_text([record["name"]])
        assert page.evaluate("""async () => (await indexedDB.databases())
            .find((d) => d.name === "aftermath").version""") == 3  # muster, then actions
        assert idb(page, "battles", record["id"])["rev"] == 4
        open_muster(page)
        new_regiment_profile(page, {"name": "After the upgrade"})
        assert [r["data"]["name"] for r in idb(page, "muster")] == ["After the upgrade"]


def test_ninth_age_unit_profiles_and_lists_make_a_battle_in_4_taps(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        open_muster(page, "ninth_age")
        tap(page.locator("[data-action=new-profile]"))
        form = page.locator("form.muster-form")
        # The Ninth Age's worked example: 10 Trolls of 3 Health Points (N-2).
        expect(form.get_by_label("Health Points", exact=True)).to_have_value("3")
        expect(form.get_by_label("Models", exact=True)).to_have_value("10")
        tap(form.locator("[data-action=save-muster]"))
        new_list(page, "Mountain", "Di", [("Trolls", 1)])
        new_list(page, "Valley", "Ed", [("Trolls", 2)])
        phone_checks(page, "Muster, Ninth Age")
        assert axe_violations(page, where="Muster, Ninth Age") == []
        back_home(page)
        tap(page.locator("[data-action=new-ninth-age]"))
        tap(page.locator("[data-side='0'] [data-list=Mountain]"))
        tap(page.locator("[data-side='1'] [data-list=Valley]"))
        phone_checks(page, "new battle from lists")
        assert axe_violations(page, where="new battle from lists") == []
        tap(page.locator("[data-action=start-from-lists]"))
        expect(page.locator(".battle-title")).to_have_text("Mountain v Valley")
        expect(page.locator("article[data-unit]")).to_have_count(3)
        # Or a side made of profiles added one by one.
        tap(page.get_by_role("button", name="Back to battles"))
        tap(page.locator("[data-action=new-ninth-age]"))
        tap(page.locator("[data-side='0'] [data-list=Mountain]"))
        # The profiles are folded under the lists (Start stays above the fold).
        tap(page.locator("[data-side='1'] .one-by-one > summary"))
        two = page.locator("[data-side='1'] [data-add-profile=Trolls]")
        tap(two)
        tap(two)
        expect(page.locator("[data-picks='1']")).to_have_text(
            "Picked one by one: 2 Units: 2 × Trolls")
        tap(page.locator("[data-action=start-from-lists]"))
        expect(page.locator(".battle-title")).to_have_text("Mountain v Player 2")
        expect(page.locator("article[data-unit]")).to_have_count(3)


def _long_battle(ident: str) -> dict[str, Any]:
    """A 300-action battle record (about 43,000 characters of JSON)."""
    battle = ConquestBattle.new({"regiments": [
        {"id": f"r{i}", "name": f"Regiment {i}", "player": i % 2, "stands": 12, "files": 4,
         "wounds": 4, "resolve": 2, "command": False} for i in range(10)]})
    for _ in range(30):
        for i in range(10):
            battle.push(WoundPool(f"r{i}", 1, morale=False))
    return {"format": "aftermath.battle", "version": 2, "id": ident, "name": f"Long {ident}",
            "system": "conquest", "created": 1_796_000_000_000,
            "updated": 1_796_000_000_000, "rev": 1, "game": battle.to_json()}


def test_a_backup_larger_than_one_engine_request_is_checked_in_parts(
        browser: Browser, site: str, tmp_path: Path) -> None:
    one = _long_battle("g0")
    battles = [{**one, "id": f"g{i}", "name": f"Long {i}"} for i in range(26)]
    file = {"format": "aftermath.backup", "version": 1, "battles": battles, "rosters": [],
            "muster": [], "settings": {}}
    big = tmp_path / "big.json"
    big.write_text(json.dumps(file))
    assert big.stat().st_size > 1 << 20  # more than the engine reads in one request
    bad_game = json.loads(json.dumps(one["game"]))
    bad_game["events"][5]["wounds"] = -2
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**file, "battles": [*battles[:14], {**one, "id": "gx",
                                                                   "game": bad_game}]}))
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        page.locator("#import-file").set_input_files(str(bad))
        # Named by its place in the whole file, though it came in the file's second part.
        # (Each part replays its battles in the engine: slow on a loaded machine.)
        expect(page.locator("[data-import-error]")).to_contain_text("file.battles[14].game",
                                                                    timeout=150_000)
        assert idb(page, "battles") == []
        page.locator("#import-file").set_input_files(str(big))
        expect(page.locator("[data-import-review] .import-item")).to_have_count(
            26, timeout=150_000)
        tap(page.locator("[data-action=confirm-import]"))
        expect(page.locator(".game-item")).to_have_count(26)
        tap(page.locator(".game-open").filter(has_text="Long 7"))
        expect(page.locator(".battle-bar")).to_contain_text("300 actions")


def test_the_phones_back_button_goes_home_and_stays_in_the_app(
        browser: Browser, site: str) -> None:
    """Back from Muster or from a battle lands on the home screen, not out of the app;
    the battle is saved and opens again. Back from a battle's
    report returns to the battle."""
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        open_muster(page)
        page.go_back()
        expect(page.get_by_role("heading", name="Battles")).to_be_visible()
        assert page.url.startswith(site)
        new_battle(page, site, [{"name": "Brigands", "player": 0, "stands": 5, "files": 3,
                                 "wounds": 3, "resolve": 1}], name="Ambush")
        wound_pool(page, "r1", 4, morale=False)
        # From the report, Back returns to its battle, then home.
        bar_tool(page, "report")
        expect(page.locator(".report[data-system=conquest]")).to_be_visible()
        page.go_back()
        expect(page.locator(".battle-title")).to_have_text("Ambush")
        expect(page.locator(".battle-bar")).to_contain_text("1 action")
        page.go_back()
        expect(page.get_by_role("heading", name="Battles")).to_be_visible()
        tap(page.locator(".game-open").first)
        expect(page.locator(".battle-bar")).to_contain_text("1 action")
        # The report's own Back, then the phone's: home, not the report again.
        bar_tool(page, "report")
        tap(page.locator("[data-action=report-back]"))
        expect(page.locator(".battle-title")).to_have_text("Ambush")
        page.go_back()
        expect(page.get_by_role("heading", name="Battles")).to_be_visible()
        assert page.url.startswith(site)
        tap(page.locator(".game-open").first)
        bar_tool(page, "report")
        expect(page.locator(".report[data-system=conquest]")).to_be_visible()
        page.go_back()
        expect(page.locator(".battle-title")).to_have_text("Ambush")


def test_export_says_how_many_damaged_records_it_left_out(
        browser: Browser, site: str, tmp_path: Path) -> None:
    """Records set aside as unreadable (and one damaged since the start) are not in the
    backup file, and the export says so with where their raw text is."""
    bad = {"format": "aftermath.muster", "version": 1, "kind": "profile",
           "system": "conquest", "data": 7, "rev": 1}
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        open_muster(page)
        new_regiment_profile(page, {"name": "Keep me"})
        idb_put(page, "muster", {**bad, "id": "bad1"})
        page.reload()
        wait_ready(page)
        expect(page.locator("[data-unreadable='bad1']")).to_be_visible()
        idb_put(page, "muster", {**bad, "id": "bad2"})  # damaged after the start
        with page.expect_download() as download:
            tap(page.locator("[data-action=export]"))
        saved = tmp_path / "backup.json"
        download.value.save_as(saved)
        data = json.loads(saved.read_text())
        assert [r["data"]["name"] for r in data["muster"]] == ["Keep me"]
        expect(page.locator("[data-export-left-out]")).to_have_text(
            "2 damaged records were not exported: they are under “Could not be read” on "
            "this screen, where the raw text can be copied or downloaded.")
        assert axe_violations(page, where="home, export with damaged records") == []


def test_an_old_backup_whose_names_hold_a_bell_or_an_override_imports_shown_as_saved(
        browser: Browser, site: str, tmp_path: Path) -> None:
    """Saved before names were checked: in Pyodide too, the whole file imports, each
    such character shown as U+FFFD, never refused whole and never silently removed."""
    game = ConquestBattle.new({"regiments": [{"id": "a", "name": "A", "player": 0,
                                              "stands": 3, "files": 3, "wounds": 4,
                                              "resolve": 3}]}).to_json()
    file = {"format": "aftermath.backup", "version": 1, "battles": [
        {"format": "aftermath.battle", "version": 2, "id": "old", "name": "Battle Men\x07at",
         "system": "conquest", "game": game}], "rosters": [], "muster": [
        {"format": "aftermath.muster", "version": 1, "id": "m1", "kind": "profile",
         "system": "conquest", "data": {**DEFAULTS["conquest"], "name": "Men\u202eat"}}],
        "settings": {}}
    old = tmp_path / "old.json"
    old.write_text(json.dumps(file))
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        _import(page, str(old))
        expect(page.locator("[data-import-review] .import-item")).to_have_count(2)
        tap(page.locator("[data-action=confirm-import]"))
        expect(page.locator(".game-item .game-name")).to_have_text("Battle Men\ufffdat")
        result = [[r["name"] for r in idb(page, "battles")],
                  [r["data"]["name"] for r in idb(page, "muster")]]
        expected = [["Battle Men\ufffdat"], ["Men\ufffdat"]]
        assert result == expected
