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
CHARACTERS = {"Aristarch (Character)": (5, 4), "Polemarch (Character)": (4, 3),
              "Selinoi (Character)": (4, 3)}
# The numbers the text lacks and the form asks (a Type is chosen, infantry first).
LACKED = 2 * len(NUMBERS) + 2 * len(CHARACTERS)
TAPS = 12  # home to the first Wound Pool, besides the numbers the text lacks


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
        if locator.get_attribute("role") == "radiogroup":   # the Type, one tap
            choice = locator.locator(f"[data-kind={value}]")
            if choice.get_attribute("aria-checked") == "true":
                return
            tap(choice)
        elif locator.evaluate("(n) => n.tagName") == "SELECT":
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


def check_rosz_preview(page: Page) -> Locator:
    force = page.locator(".import-force")
    expect(force.locator("h3")).to_have_text("Vanguard of the Crown")
    expect(force.locator(".import-piece")).to_have_count(3)
    expect(force.locator(".import-piece[data-status=found]")).to_have_count(3)
    expect(force.locator("[data-summary]")).to_have_text(
        "BattleScribe .rosz: 3 Regiments; nothing missing")
    men = force.locator(".import-piece[data-piece='0']")
    expect(men.locator(".wounds-reason")).to_have_text("Wounds 4: 1 per model x 4 models")
    return force


def test_two_imported_lists_from_the_new_battle_screen_to_the_first_wound_pool(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        page.goto(site)
        wait_ready(page)
        count = Count(page)
        count.tap(page.locator("[data-action=new-conquest]"), "new battle")
        # Player 1: the .rosz, picked (one tap on the picker), from the new-battle screen.
        count.tap(page.locator("[data-action=import-for][data-import-side='0']"), "import P1")
        page.locator("[data-action=list-file]").set_input_files(
            str(FIXTURES / "conquest-hundred-kingdoms.rosz"))
        count.taps += 1
        force = check_rosz_preview(page)
        men = force.locator(".import-piece[data-piece='0']")
        # The other reading of W is one tap away, and back.
        tap(men.locator("[data-action=wounds-per]"))
        expect(men.locator(".wounds-reason")).to_have_text("Wounds 1: W is per Stand")
        tap(men.locator("[data-action=wounds-per]"))
        expect(men.locator(".wounds-reason")).to_have_text("Wounds 4: 1 per model x 4 models")
        phone_checks(page, "import preview (rosz)")
        assert axe_violations(page, where="import preview") == []
        count.tap(force.locator("[data-action=import-list]"), "import rosz")
        # Back on the new battle, the list kept and picked for Player 1.
        expect(page.locator("#app-message")).to_have_text(
            "Imported “Vanguard of the Crown”: 3 Regiments, 3 new profiles kept.")
        expect(page.locator("[data-side='0'] [data-list='Vanguard of the Crown']")
               ).to_have_attribute("aria-pressed", "true")

        # Player 2: the Para Bellum text, pasted; what it lacks asked once per name.
        count.tap(page.locator("[data-action=import-for][data-import-side='1']"), "import P2")
        page.get_by_label(PASTE).fill(PASTED)
        count.taps += 1
        count.tap(page.locator("[data-action=read-pasted]"), "read pasted")
        force = page.locator(".import-force")
        expect(force.locator(".import-piece[data-status=missing]")).to_have_count(6)
        expect(force.locator(".import-ask")).to_have_count(8)
        summary = force.locator("[data-summary]")
        expect(summary).to_have_text(
            f"Para Bellum army builder text: 6 Regiments; {LACKED} numbers to fill in below")
        button = force.locator("[data-action=import-list]")
        expect(button).to_have_text("Import Hellenic Expedition")
        assert button.evaluate(ON_SCREEN), "the preview's Import button needs a scroll"
        # Upgrades are kept as special rules, the Character's on the Character.
        hoplites = force.locator(".import-piece[data-piece='0']")
        expect(hoplites.locator("[data-rules]")).to_have_text("Special rules: Dorilates")
        expect(hoplites.locator("[data-character=Aristarch]")).to_have_text(
            "Character: Aristarch (Aristia, Initiative)")
        phone_checks(page, "import preview (text)")
        assert axe_violations(page, where="import preview, missing numbers") == []
        answer_missing(page, count)
        # What was typed counts at once: nothing is left "to fill in".
        expect(summary).to_have_text(
            "Para Bellum army builder text: 6 Regiments; everything filled in")
        expect(force.locator(".import-piece[data-status=filled]")).to_have_count(6)
        count.tap(button, "import text")
        expect(page.locator("#app-message")).to_contain_text(
            "Imported “Hellenic Expedition”: 6 Regiments")
        records = idb(page, "muster")
        assert sorted(r["data"]["name"] for r in records if r["kind"] == "list") == [
            "Hellenic Expedition", "Vanguard of the Crown"]

        # Both lists picked: the battle, and a Wound Pool on it.
        expect(page.locator("[data-side='1'] [data-list='Hellenic Expedition']")
               ).to_have_attribute("aria-pressed", "true")
        count.tap(page.locator("[data-action=start-from-lists]"), "start")
        expect(page.locator(".battle-title")).to_have_text(
            "Vanguard of the Crown v Hellenic Expedition")
        expect(page.locator("article[data-regiment]")).to_have_count(9)
        count.tap(regiment(page, "men-at-arms").locator(".formation-button"), "select")
        # The Wound Pool is the tab open, and its first digit replaces the 0 shown.
        expect(page.locator("[data-tab=pool]")).to_have_attribute("aria-selected", "true")
        count.tap(page.locator("[data-key='4']"), "4")
        count.tap(page.locator("[data-action=apply-pool]"), "apply")
        expect(page.locator(".battle-bar")).to_contain_text("1 action")
        assert actions_count(page) == 1
        # C-4: 4 Wounds take one Stand of Wounds 4 (worked out from 1 per model x 4).
        expect(regiment(page, "men-at-arms").locator("[data-stand][data-state=destroyed]")
               ).to_have_count(1)
        print(f"home to first Wound Pool: {count.taps} taps, {count.entries} values entered "
              f"(the text lacks {LACKED} numbers), scrolls: {count.scrolls}")
        assert count.scrolls == []
        # The numbers, and the two Types that are not the first choice (brute).
        assert count.entries == LACKED + 2
        assert count.taps <= TAPS


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
                check_blank_import_is_refused_in_words(page)
                answer_missing(page, Count(page))
                # Aristarch joins the Agema instead of the first Regiment of his warband
                # (the list's Regiments are folded under the numbers asked).
                tap(force.locator(".import-pieces > summary"))
                force.get_by_label("Aristarch joins", exact=True).select_option(label="Agema")
                tap(force.locator("[data-action=import-list]"))
                expect(page.locator(".muster .message.info")).to_contain_text("Imported")
                check_kept_upgrades_and_join(page)
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
            # Aristarch is with the Hoplites again, as the file has him (the first of his
            # warband): those two Regiments are new profiles.
            expect(page.locator(".muster .message.info")).to_have_text(
                "Imported “Hellenic Expedition (2)”: 6 Regiments, 2 new profiles kept.")
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
        # From Muster, the list just imported starts a battle: the new battle, it picked.
        tap(page.locator("[data-action=start-with-import]"))
        expect(page.locator("[data-side='0'] [data-list='Hellenic Expedition']")
               ).to_have_attribute("aria-pressed", "true")


def check_blank_import_is_refused_in_words(page: Page) -> None:
    """Import with the numbers still blank: the player's words, naming the Regiment and
    the number, on that number (focused); nothing kept, nothing typed lost."""
    force = page.locator(".import-force")
    wounds = force.get_by_label("Wounds of Hoplites", exact=True)
    force.get_by_label("Resolve of Hoplites", exact=True).fill("3")
    tap(force.locator("[data-action=import-list]"))
    said = force.locator(".import-ask[data-ask=Hoplites] [role=alert]")
    expect(said).to_have_text("Enter the Wounds of Hoplites.")
    expect(wounds).to_be_focused()
    expect(wounds).to_have_attribute("aria-invalid", "true")
    assert "payload" not in force.inner_text()
    expect(force.get_by_label("Resolve of Hoplites", exact=True)).to_have_value("3")
    assert idb(page, "muster") == []
    assert axe_violations(page, where="a blank number refused") == []


def check_kept_upgrades_and_join(page: Page) -> None:
    [listed] = [r["data"] for r in idb(page, "muster") if r["kind"] == "list"]
    profiles = {e["profile"]["name"] + str(e["profile"]["stands"]): e["profile"]
                for e in listed["entries"]}
    assert profiles["Hoplites7"]["special_rules"] == [{"name": "Dorilates"}]
    assert profiles["Hoplites7"]["characters"] == []
    assert [(c["name"], c["special_rules"]) for c in profiles["Agema3"]["characters"]] == [
        ("Aristarch", [{"name": "Aristia"}, {"name": "Initiative"}])]
    # Muster shows them.
    expect(page.locator("[data-kind=profile]").filter(has_text="Dorilates").first).to_be_visible()


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


def test_a_list_opened_with_the_app_lands_in_the_import_preview(
        browser: Browser, site: str) -> None:
    """The manifest's file_handlers: the browser hands the file to the launch queue's
    consumer. Where Chromium here offers no launch to drive, the page's consumer is
    called as the browser would, with a file handle of the .rosz."""
    with phone(browser) as page:
        wheels: list[str] = []
        page.on("request", lambda r: wheels.append(r.url.rsplit("/", 1)[-1])
                if "/wheels/" in r.url else None)
        page.add_init_script("""Object.defineProperty(window, "launchQueue", {
            configurable: true,
            value: { setConsumer: (consumer) => { window.launchConsumer = consumer; } },
        });""")
        page.goto(site)
        wait_ready(page)
        rosz = base64.b64encode((FIXTURES / "conquest-hundred-kingdoms.rosz").read_bytes()).decode()
        page.evaluate("""async (b64) => {
            const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
            const file = new File([bytes], "Vanguard.rosz", { type: "application/zip" });
            await window.launchConsumer({ files: [{ getFile: async () => file }] });
        }""", rosz)
        check_rosz_preview(page)
        # defusedxml came with the engine's wheel at start: the import installed nothing
        # (no package installer fetched).
        assert any(w.startswith("defusedxml-") for w in wheels), wheels
        assert not any(w.startswith("micropip-") for w in wheels), wheels
        assert page.locator(".import-force [data-action=import-list]").evaluate(ON_SCREEN)
        tap(page.locator(".import-force [data-action=import-list]"))
        expect(page.locator(".muster .message.info")).to_have_text(
            "Imported “Vanguard of the Crown”: 3 Regiments, 3 new profiles kept.")


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
