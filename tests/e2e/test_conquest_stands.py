"""Real Stands at 360x740 with touch: a Monster-type Regiment profile with an auxiliary
Stand made in Muster's profile form, a battle from it, and a Wound Pool the auxiliary
Stand takes with its own Wounds (C-2, C-4), drawn on its own base and named in text."""

from __future__ import annotations

from playwright.sync_api import Browser, expect

from .axe import axe_violations
from .conftest import wait_ready
from .conquest_page import regiment, stand, tap, wound_pool
from .muster_page import back_home, fill_profile, item, new_list, open_muster
from .phone import phone, phone_checks


def test_a_monster_profile_with_an_auxiliary_stand_from_the_form_takes_a_wound_pool(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        open_muster(page)
        tap(page.locator("[data-action=new-profile]"))
        form = page.locator("form.muster-form")
        expect(form.get_by_label("Name", exact=True)).not_to_have_value("")
        fill_profile(page, {"name": "Behemoth Host", "kind": "monster", "stands": 2,
                            "files": 2, "wounds": 6, "resolve": 4})
        tap(form.locator("[data-action=add-auxiliary]"))
        aux = form.locator(".auxiliary-row")
        aux.get_by_label("Auxiliary name").fill("Minotaur Haspist")
        aux.get_by_label("Auxiliary type").select_option("brute")
        aux.get_by_label("Auxiliary Wounds").fill("5")
        aux.get_by_label("Auxiliary Resolve").fill("3")
        aux.get_by_label("How many").fill("1")
        phone_checks(page, "profile form with an auxiliary")
        tap(form.locator("[data-action=save-muster]"))
        expect(item(page, "Behemoth Host").locator(".muted")).to_contain_text(
            "monster, 2 Stands in 2 files, Wounds 6, Resolve 4, Command Stand; "
            "+ 1 Minotaur Haspist (brute, Wounds 5, Resolve 3)")
        new_list(page, "Vanguard", "Ann", [("Behemoth Host", 1)])
        new_list(page, "Rearguard", "Bo", [("Behemoth Host", 1)])
        back_home(page)
        for target in ("[data-action=new-conquest]", "[data-side='0'] [data-list=Vanguard]",
                       "[data-side='1'] [data-list=Rearguard]", "[data-action=start-from-lists]"):
            tap(page.locator(target))
        expect(page.locator(".battle-title")).to_have_text("Vanguard v Rearguard")

        # Both sides field it: Ann's is "Behemoth Host (Ann)".
        host = regiment(page, "behemoth-host-ann")
        # The auxiliary joins behind the Regiment's own two Stands, on its own base:
        # a brute's 50 mm beside the Monsters' 100 mm, marked "aux" in text.
        haspist = stand(page, "behemoth-host-ann", "r1f0")
        expect(haspist).to_have_attribute("data-auxiliary", "Minotaur Haspist")
        expect(haspist.locator(".cell-mark")).to_have_text("aux")
        own = stand(page, "behemoth-host-ann", "r0f1")
        own_w = float(own.locator("rect").get_attribute("width") or 0)
        aux_w = float(haspist.locator("rect").get_attribute("width") or 0)
        assert abs(aux_w * 2 - own_w) < 0.5, (aux_w, own_w)
        expect(host.locator("[data-auxiliary-stand=r1f0]")).to_have_text(
            "◆ Minotaur Haspist (brute): 5 of 5 Wounds left, Resolve 3")

        # C-4: the rear rank's only Stand takes the pool, up to its own 5 Wounds (C-2).
        wound_pool(page, "behemoth-host-ann", 3, morale=False)
        expect(haspist).to_have_attribute("data-wounds", "3")
        expect(haspist.locator(".cell-sub")).to_have_text("2 W left")
        expect(host.locator("[data-auxiliary-stand=r1f0]")).to_have_text(
            "◆ Minotaur Haspist (brute): 2 of 5 Wounds left, Resolve 3")
        wound_pool(page, "behemoth-host-ann", 3, morale=False)
        expect(haspist).to_have_attribute("data-state", "destroyed")
        expect(host.locator("[data-auxiliary-stand=r1f0]")).to_have_text(
            "◆ Minotaur Haspist (brute): lost, Resolve 3")
        expect(stand(page, "behemoth-host-ann", "r0f1")).to_have_attribute("data-wounds", "1")
        phone_checks(page, "battle with an auxiliary Stand")
        assert axe_violations(page) == []
