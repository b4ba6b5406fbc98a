"""Army list import at 360x740 with touch: a .rosz for Player 1 and a pasted Para Bellum
export for Player 2 (whose missing Wounds and Resolve are asked once, then found in
Muster on a second import), then the battle from both lists and a Wound Pool on it,
with every tap counted from the home screen."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect

from .axe import axe_violations
from .conftest import wait_ready
from .conquest_page import actions_count, regiment, tap
from .device import idb
from .phone import phone, phone_checks
from .test_table_flow import ON_SCREEN

pytestmark = pytest.mark.e2e

FIXTURES = Path(__file__).resolve().parents[1] / "unit" / "fixtures" / "lists"
PASTED = (FIXTURES / "conquest-parabellum.txt").read_text()
# What the Para Bellum text lacks, per name: Type (when not infantry), Wounds, Resolve.
NUMBERS = {
    "Hoplites": ("infantry", 4, 3), "Phalangites": ("infantry", 4, 2),
    "Agema": ("infantry", 5, 4), "Minotaur Thyreans": ("brute", 6, 3),
    "Inspired Talos": ("brute", 8, 4),
}
PASTE = "Or paste the list (Para Bellum's army builder, or a roster)"
CHARACTERS = {"Aristarch (with Hoplites)": (5, 4), "Polemarch (with Hoplites)": (4, 3),
              "Selinoi (with Minotaur Thyreans)": (4, 3)}


class Count:
    """Taps and entered values, and every tapped control that was not already on screen."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.taps = 0
        self.entries = 0
        self.scrolls: list[str] = []

    def tap(self, locator: Locator, name: str) -> None:
        expect(locator).to_be_enabled()
        if not locator.evaluate(ON_SCREEN):
            self.scrolls.append(name)
        tap(locator)
        self.taps += 1

    def enter(self, locator: Locator, value: str) -> None:
        if locator.evaluate("(n) => n.tagName") == "SELECT":
            if locator.input_value() == value:
                return
            locator.select_option(value)
        else:
            locator.fill(value)
        self.entries += 1


def answer_missing(page: Page, count: Count) -> None:
    asks = page.locator(".import-asks")
    for name, (kind, wounds, resolve) in NUMBERS.items():
        count.enter(asks.get_by_label(f"Type of {name}", exact=True), kind)
        count.enter(asks.get_by_label(f"Wounds of {name}", exact=True), str(wounds))
        count.enter(asks.get_by_label(f"Resolve of {name}", exact=True), str(resolve))
    for title, (wounds, resolve) in CHARACTERS.items():
        count.enter(asks.get_by_label(f"Wounds of {title}", exact=True), str(wounds))
        count.enter(asks.get_by_label(f"Resolve of {title}", exact=True), str(resolve))


def test_two_imported_lists_to_the_first_wound_pool(browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        count = Count(page)
        count.tap(page.locator("[data-action=muster]"), "muster")
        count.tap(page.locator("[data-action=open-import]"), "open import")
        # Player 1: the .rosz, picked (one tap on the picker).
        page.locator("[data-action=list-file]").set_input_files(
            str(FIXTURES / "conquest-hundred-kingdoms.rosz"))
        count.taps += 1
        force = page.locator(".import-force")
        expect(force.locator("h3")).to_have_text("Vanguard of the Crown")
        expect(force.locator(".import-piece")).to_have_count(3)
        expect(force.locator(".import-piece[data-status=found]")).to_have_count(3)
        men = force.locator(".import-piece[data-piece='0']")
        expect(men.locator(".wounds-reason")).to_have_text("Wounds 4: 1 per model x 4 models")
        # The other reading of W is one tap away, and back.
        tap(men.locator("[data-action=wounds-per]"))
        expect(men.locator(".wounds-reason")).to_have_text("Wounds 1: W is per Stand")
        tap(men.locator("[data-action=wounds-per]"))
        expect(men.locator(".wounds-reason")).to_have_text("Wounds 4: 1 per model x 4 models")
        phone_checks(page, "import preview (rosz)")
        assert axe_violations(page, where="import preview") == []
        count.tap(force.locator("[data-action=import-list]"), "import rosz")
        expect(page.locator(".muster .message.info")).to_have_text(
            "Imported “Vanguard of the Crown”: 3 Regiments, 3 new profiles kept.")

        # Player 2: the Para Bellum text, pasted; what it lacks asked once per name.
        count.tap(page.locator("[data-action=open-import]"), "open import")
        page.get_by_label(PASTE).fill(PASTED)
        count.taps += 1
        count.tap(page.locator("[data-action=read-pasted]"), "read pasted")
        force = page.locator(".import-force")
        expect(force.locator(".import-piece[data-status=missing]")).to_have_count(6)
        expect(force.locator(".import-ask")).to_have_count(8)
        button = force.locator("[data-action=import-list]")
        assert button.evaluate(ON_SCREEN), "the preview's Import button needs a scroll"
        phone_checks(page, "import preview (text)")
        assert axe_violations(page, where="import preview, missing numbers") == []
        answer_missing(page, count)
        count.tap(button, "import text")
        expect(page.locator(".muster .message.info")).to_contain_text(
            "Imported “Hellenic Expedition”: 6 Regiments")
        records = idb(page, "muster")
        assert sorted(r["data"]["name"] for r in records if r["kind"] == "list") == [
            "Hellenic Expedition", "Vanguard of the Crown"]

        # The battle from the two lists, and a Wound Pool on it.
        count.tap(page.locator(".muster .back"), "home")
        for target in ("[data-action=new-conquest]",
                       "[data-side='0'] [data-list='Vanguard of the Crown']",
                       "[data-side='1'] [data-list='Hellenic Expedition']",
                       "[data-action=start-from-lists]"):
            count.tap(page.locator(target), target)
        expect(page.locator(".battle-title")).to_have_text(
            "Vanguard of the Crown v Hellenic Expedition")
        expect(page.locator("article[data-regiment]")).to_have_count(9)
        count.tap(regiment(page, "men-at-arms").locator(".formation-button"), "select")
        tab = page.locator("[data-tab=pool]")
        if tab.count():
            count.tap(tab, "pool tab")
        count.tap(page.locator("[data-key=clear]"), "clear")
        count.tap(page.locator("[data-key='4']"), "4")
        count.tap(page.locator("[data-action=apply-pool]"), "apply")
        expect(page.locator(".battle-bar")).to_contain_text("1 action")
        assert actions_count(page) == 1
        # C-4: 4 Wounds take one Stand of Wounds 4 (worked out from 1 per model x 4).
        expect(regiment(page, "men-at-arms").locator("[data-stand][data-state=destroyed]")
               ).to_have_count(1)
        print(f"home to first Wound Pool: {count.taps} taps, {count.entries} values entered "
              f"(the text lacks {sum(2 for _ in NUMBERS) + 2 * len(CHARACTERS)} numbers), "
              f"scrolls: {count.scrolls}")
        assert count.scrolls == []


def test_a_second_import_finds_everything_in_muster_and_offers_update_or_keep_both(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        tap(page.locator("[data-action=muster]"))
        for attempt in range(2):
            tap(page.locator("[data-action=open-import]"))
            page.get_by_label(PASTE).fill(PASTED)
            tap(page.locator("[data-action=read-pasted]"))
            force = page.locator(".import-force")
            if attempt == 0:
                answer_missing(page, Count(page))
                tap(force.locator("[data-action=import-list]"))
                expect(page.locator(".muster .message.info")).to_contain_text("Imported")
                continue
            # Nothing asked: every number from the Muster profiles kept the first time.
            expect(force.locator(".import-ask")).to_have_count(0)
            expect(force.locator(".import-piece[data-status=found]")).to_have_count(6)
            expect(force.locator(".import-piece").first).to_contain_text(
                'Type, Wounds, Resolve, Files per rank from Muster profile "Hoplites"')
            tap(force.locator("[data-action=import-list]"))
            expect(page.locator("[aria-label='Already in Muster'] [role=status]")).to_have_text(
                "Muster already has an army list “Hellenic Expedition”.")
            assert axe_violations(page, where="update or keep both") == []
            tap(page.locator("[data-action=keep-both]"))
            expect(page.locator(".muster .message.info")).to_have_text(
                "Imported “Hellenic Expedition (2)”: 6 Regiments.")
        lists = sorted(r["data"]["name"] for r in idb(page, "muster") if r["kind"] == "list")
        assert lists == ["Hellenic Expedition", "Hellenic Expedition (2)"]
        # "Update the list" replaces the one of that name instead.
        tap(page.locator("[data-action=open-import]"))
        page.get_by_label(PASTE).fill(PASTED)
        tap(page.locator("[data-action=read-pasted]"))
        tap(page.locator(".import-force [data-action=import-list]"))
        tap(page.locator("[data-action=update-list]"))
        expect(page.locator(".muster .message.info")).to_have_text(
            "Imported “Hellenic Expedition”: 6 Regiments.")
        lists = sorted(r["data"]["name"] for r in idb(page, "muster") if r["kind"] == "list")
        assert lists == ["Hellenic Expedition", "Hellenic Expedition (2)"]


def test_a_hostile_file_is_refused_with_its_reason_and_nothing_is_kept(
        browser: Browser, site: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.ros"
    bad.write_text((FIXTURES / "conquest-hundred-kingdoms.ros").read_text().replace(
        'typeId="9c64-457b-c1a1-bc22">1<', 'typeId="9c64-457b-c1a1-bc22">x<', 1))
    markup = tmp_path / "markup.txt"
    markup.write_text("== Lord [100]\n * <img src=x onerror=alert(1)> (3) [10]\n")
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        tap(page.locator("[data-action=muster]"))
        tap(page.locator("[data-action=open-import]"))
        page.locator("[data-action=list-file]").set_input_files(str(bad))
        expect(page.get_by_role("alert")).to_have_text(
            'Not imported: force "Hundred Kingdoms" > selection "Men-at-Arms" > '
            'characteristic W: "x" is not a number')
        page.locator("[data-action=list-file]").set_input_files(str(markup))
        piece = page.locator(".import-piece").first
        expect(piece.locator(".muster-name")).to_contain_text("<img src=x onerror=alert(1)>")
        assert page.locator(".import-piece img").count() == 0
        assert idb(page, "muster") == []


@pytest.mark.service_workers
def test_a_list_shared_to_the_app_lands_in_the_import_preview(browser: Browser, site: str) -> None:
    """The manifest's share_target: a file POSTed to ./share-target (as a phone's share
    sheet does) is kept by the service worker and opened in the import preview."""
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        expect(page.locator("#offline-status")).to_have_text("Available offline", timeout=90_000)
        # The POST goes through the service worker only once it controls the page.
        assert page.evaluate("""() => navigator.serviceWorker.controller ? true : new Promise(
            (done) => navigator.serviceWorker.addEventListener("controllerchange",
                                                              () => done(true)))""")
        manifest = page.evaluate("() => fetch('manifest.webmanifest').then((r) => r.json())")
        assert manifest["share_target"]["action"] == "./share-target"
        assert manifest["file_handlers"][0]["accept"]["application/zip"] == [".rosz"]
        # The share sheet's POST (a navigation from outside, which the page's own CSP
        # form-action does not govern), made here with fetch through the service worker,
        # then the page it redirects to.
        rosz = base64.b64encode((FIXTURES / "conquest-hundred-kingdoms.rosz").read_bytes()).decode()
        landed = page.evaluate("""async (b64) => {
            const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
            const form = new FormData();
            form.append("list", new File([bytes], "Vanguard.rosz"));
            const reply = await fetch("share-target", { method: "POST", body: form });
            return reply.ok;
        }""", rosz)
        assert landed is True  # the site's own server refuses a POST (501): the worker took it
        page.goto(site + "?import=shared")
        wait_ready(page)
        expect(page.locator(".import-force h3")).to_have_text("Vanguard of the Crown")
        assert "import=" not in page.url
        # Read once: a reload does not import it again.
        page.reload()
        wait_ready(page)
        expect(page.locator("[data-action=muster]")).to_be_visible()
        assert page.locator(".import-force").count() == 0
