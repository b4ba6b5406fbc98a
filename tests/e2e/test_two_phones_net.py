"""Play on two phones over the internet (web/link/trystero.js): phones at 360x740 in
browser contexts of their own. There is no internet here, so the relays' library is
replaced, at its vendored URL, by a fake (fake_trystero.js) whose one signalling relay
this test keeps: every context reaches it, as every phone reaches the public relays.
What goes through it is the real link protocol and each phone's real engine.

The browser resolves no host name but this machine's: the real library, loaded in the
last test, reaches no relay (and sends nothing off this machine), as on a phone with no
internet."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from playwright.sync_api import Browser, Page, Playwright, Route, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import CHROMIUM, wait_ready
from .phone import phone_checks
from .test_two_phones import close_sheet, sheet
from .two_phones_common import TWO, actions
from .two_phones_common import phone as phone_page

FAKE = (Path(__file__).parent / "fake_trystero.js").read_text()
VENDORED = "**/vendor/trystero/index.js"


class Relay:
    """One fake signalling relay: what each phone posts, every phone may read."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []

    def handle(self, route: Route) -> None:
        url = urlparse(route.request.url)
        if url.path.endswith("/fake-relay/post"):
            self.messages.append(json.loads(route.request.post_data or "{}"))
            route.fulfill(status=200, body="")
            return
        after = int(parse_qs(url.query)["after"][0])
        route.fulfill(status=200, content_type="application/json",
                      body=json.dumps(self.messages[after:]))


@pytest.fixture(scope="module")
def offline(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
        "--disable-quic", "--js-flags=--liftoff-only",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1"])
    yield browser
    browser.close()


def phone(browser: Browser, relay: Relay | None) -> Page:
    """A phone whose relays' library is the fake, reaching ``relay`` (None: the real one)."""
    if relay is None:
        return phone_page(browser)
    return phone_page(browser, routes=(
        (VENDORED, lambda r: r.fulfill(body=FAKE, content_type="text/javascript")),
        ("**/fake-relay/**", relay.handle)))


def host(a: Page) -> str:
    sheet(a)
    expect(a.locator("[data-two-phones] h3", has_text="Same Wi-Fi or hotspot")).to_be_visible()
    qp.tap(a.locator("[data-action=link-net-host]"))
    invite = a.locator("[data-link-net-invite]").input_value()
    assert re.fullmatch(r"http://127\.0\.0\.1:\d+/#net1\.conquest\.[\w-]{16}\.[\w-]{24}", invite)
    expect(a.locator("[data-two-phones] svg.qr")).to_be_visible()
    return invite


def join(b: Page, invite: str) -> None:
    b.goto(invite)
    wait_ready(b)
    expect(b.locator("[data-net-offer] h2")).to_have_text("Join a battle over the internet")
    qp.tap(b.locator("[data-action=link-net-join]"))


def test_two_phones_join_by_the_invite_link_and_play_over_the_internet(
        offline: Browser, site: str) -> None:
    relay = Relay()
    a, b = phone(offline, relay), phone(offline, relay)
    qp.new_battle(a, site, TWO, "Hill Fight")
    invite = host(a)
    expect(a.locator("[data-link-net-state]")).to_have_text(
        "Waiting for the other phone to open the invite…")
    phone_checks(a, "two phones over the internet, the invite",
                 screenshot="two-phones-net-invite")
    assert axe_violations(a) == []

    join(b, invite)
    # B's battle is A's: the holder's whole game replaced the one made to hold it.
    expect(b.locator("[data-link-net-state]")).to_have_text("Connected over the internet.")
    expect(a.locator("[data-link-net-state]")).to_have_text("Connected over the internet.")
    expect(a.locator("[data-link-status]")).to_contain_text(
        "Two phones over the internet: ● connected to Phone B")
    expect(b.locator("[data-link-status]")).to_contain_text("Phone A holds the battle")
    expect(b.locator("[data-regiment]")).to_have_count(2)
    expect(b.locator("[data-regiment]").first).to_contain_text("Thin Line")
    phone_checks(b, "two phones over the internet, joined", screenshot="two-phones-net-joined")
    assert axe_violations(b) == []
    close_sheet(a)
    close_sheet(b)

    # B's Wound Pool, applied by A's engine; A's in turn, applied on B's copy.
    qp.wound_pool(b, "r1", 1, morale=False)
    actions(a, 1)
    verdict = b.locator(".verdict-line").first.inner_text()
    expect(a.locator(".verdict-line").first).to_have_text(verdict)
    expect(a.locator("[data-link-bar]")).to_contain_text("last action from Phone B")
    qp.wound_pool(a, "r2", 1, morale=False)
    actions(b, 2)
    expect(b.locator(".verdict-line").first).to_have_text(
        a.locator(".verdict-line").first.inner_text())
    assert b.locator("[data-regiment]").all_inner_texts() == \
        a.locator("[data-regiment]").all_inner_texts()

    # A third phone with the invite's secret changed joins nothing: it says it was
    # refused, and A's battle is as it was.
    c = phone(offline, relay)
    room, secret = invite.rsplit(".", 2)[1:]
    wrong = invite.removesuffix(secret) + ("A" if secret[0] != "A" else "B") + secret[1:]
    join(c, wrong)
    expect(c.locator("[data-link-net-state]")).to_contain_text(
        "Could not join: a phone with another secret tried to connect and was refused")
    expect(c.locator("[data-action=link-net-wifi]")).to_be_visible()
    expect(c.locator("[data-link-status]")).to_contain_text("not connected to Phone A")
    sheet(a)
    expect(a.locator("[data-link-net-state]")).to_contain_text(
        "A phone with another secret tried to join and was refused.")
    expect(a.locator("[data-link-status]")).to_contain_text("connected to Phone B")
    actions(a, 2)
    assert "Thin Line" not in " ".join(c.locator("[data-regiment]").all_inner_texts())
    assert room in invite
    print(f"\n# invite link {len(invite)} characters; {len(relay.messages)} relay messages")
    for page in (a, b, c):
        page.context.close()


def test_a_malformed_invite_is_refused_naming_the_field(offline: Browser, site: str) -> None:
    page = phone(offline, Relay())
    page.goto(site + "#net1.conquest.short.BBBBBBBBBBBBBBBBBBBBBBBB")
    wait_ready(page)
    expect(page.locator("#app-message")).to_have_text(
        "This invite could not be opened: invite.room: must be 16 characters, got 5. "
        "Nothing was changed.")
    expect(page.locator("[data-net-offer]")).to_have_count(0)
    page.context.close()


def test_the_relays_library_loads_only_when_chosen_and_says_it_reached_no_relay(
        offline: Browser, site: str) -> None:
    page = phone(offline, None)
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url))
    qp.new_battle(page, site, TWO, "Hill Fight")
    sheet(page)
    assert not [u for u in fetched if "vendor/trystero" in u]
    qp.tap(page.locator("[data-action=link-net-host]"))
    expect(page.locator("[data-link-net-state]")).to_have_text(re.compile(
        r"Could not reach the internet's meeting points \(the public relays\) within 10 s: "
        r"this phone seems to have no internet\. Connect on the same Wi-Fi instead\."),
        timeout=30_000)
    assert [u for u in fetched if u.endswith("/vendor/trystero/index.js")]
    offsite = [u for u in fetched if not u.startswith(site)]
    assert offsite == []
    phone_checks(page, "two phones over the internet, no relay",
                 screenshot="two-phones-net-no-relay")
    assert axe_violations(page) == []
    # The next way: the Wi-Fi invite, made at once.
    qp.tap(page.locator("[data-action=link-net-wifi]"))
    expect(page.locator("[data-link-invite]")).to_have_value(
        re.compile(r"^AFTERMATH-INVITE-1\."))
    expect(page.locator("[data-link-status]")).to_contain_text(
        "over Wi-Fi or hotspot, no internet")
    page.context.close()


def test_a_battle_linked_over_the_internet_comes_back_over_it_after_a_reload(
        offline: Browser, site: str) -> None:
    relay = Relay()
    a, b = phone(offline, relay), phone(offline, relay)
    qp.new_battle(a, site, TWO, "Hill Fight")
    invite = host(a)
    join(b, invite)
    expect(b.locator("[data-link-net-state]")).to_have_text("Connected over the internet.")
    expect(b.locator("[data-regiment]")).to_have_count(2)
    close_sheet(a)
    close_sheet(b)
    qp.wound_pool(b, "r1", 1, morale=False)
    actions(a, 1)

    # B's page is opened again: its link's room and secret were kept with it, so the
    # link comes back over the internet by itself (not the Wi-Fi's "Connect again").
    b.reload()
    expect(b.locator("[data-link-bar]")).to_contain_text(
        "Two phones over the internet: ● connected to Phone A")
    expect(a.locator("[data-link-bar]")).to_contain_text(
        "Two phones over the internet: ● connected to Phone B")
    sheet(b)
    expect(b.locator("[data-link-net-state]")).to_have_text("Connected over the internet.")
    expect(b.locator("[data-action=link-host]")).to_have_count(0)
    close_sheet(b)
    # A tap goes through, both ways.
    qp.wound_pool(b, "r2", 1, morale=False)
    actions(a, 2)
    qp.wound_pool(a, "r1", 1, morale=False)
    actions(b, 3)
    assert b.locator("[data-regiment]").all_inner_texts() == \
        a.locator("[data-regiment]").all_inner_texts()

    # The holder reloads too: its invite is the same one, its room taken up again.
    a.reload()
    expect(a.locator("[data-link-bar]")).to_contain_text("● connected to Phone B")
    sheet(a)
    expect(a.locator("[data-link-net-invite]")).to_have_value(invite)
    for page in (a, b):
        page.context.close()


def test_a_join_given_up_before_the_holders_game_came_leaves_no_battle(
        offline: Browser, site: str) -> None:
    relay = Relay()
    a, c = phone(offline, relay), phone(offline, relay)
    qp.new_battle(a, site, TWO, "Hill Fight")
    invite = host(a)
    # The invite's secret changed on the way: the join fails, and the battle made to hold
    # the holder's copy says it only holds its place.
    secret = invite.rsplit(".", 1)[1]
    join(c, invite.removesuffix(secret) + ("A" if secret[0] != "A" else "B") + secret[1:])
    state = c.locator("[data-link-net-state]")
    expect(state).to_contain_text("Could not join")
    expect(state).to_contain_text(
        "Until the other phone's game comes, this battle only holds its place: "
        "“Stop joining” removes it.")
    stop = c.locator("[data-action=link-stop]")
    expect(stop).to_have_text("Stop joining (removes this battle: the other phone's never came)")
    assert axe_violations(c) == []
    qp.tap(stop)
    expect(c.locator("#app-message")).to_have_text(
        "Stopped joining: the battle made to hold the other phone's copy was removed "
        "(its game never came). Nothing else was changed.")
    expect(c.locator("[data-game]")).to_have_count(0)
    # Opened again, nothing of it comes back.
    c.reload()
    wait_ready(c)
    expect(c.locator("[data-game]")).to_have_count(0)

    # A join that worked is the player's battle: stopping keeps it.
    b = phone(offline, relay)
    join(b, invite)
    expect(b.locator("[data-regiment]").first).to_contain_text("Thin Line")
    stop = b.locator("[data-action=link-stop]")
    expect(stop).to_have_text("Stop playing on two phones")
    qp.tap(stop)
    expect(b.locator("[data-link-status]")).to_have_text("This battle is on this phone only.")
    close_sheet(b)
    qp.tap(b.locator(".battle-bar button", has_text="Back to battles"))
    expect(b.locator("[data-game]")).to_have_count(1)
    for page in (a, b, c):
        page.context.close()


KEPT_PAIRS = """async () => {
    const db = await new Promise((ok, no) => { const r = indexedDB.open('aftermath');
      r.onsuccess = () => ok(r.result); r.onerror = () => no(r.error); });
    const all = await new Promise((ok) => { const r = db.transaction('settings')
      .objectStore('settings').getAll(); r.onsuccess = () => ok(r.result); });
    return all.filter((v) => v && v.net).map((v) => v.net.pair); }"""


def pair_kept(page: Page) -> list[Any]:
    """The pair tokens the phone's links keep, once one is written (up to 10 s)."""
    for _ in range(100):
        kept: list[Any] = page.evaluate(KEPT_PAIRS)
        if kept and all(kept):
            return kept
        page.wait_for_timeout(100)
    return kept


def test_an_old_invite_joins_nothing_once_the_phones_are_paired_and_a_fresh_one_pairs_anew(
        offline: Browser, site: str) -> None:
    relay = Relay()
    a, b = phone(offline, relay), phone(offline, relay)
    qp.new_battle(a, site, TWO, "Hill Fight")
    invite = host(a)
    join(b, invite)
    expect(b.locator("[data-link-net-state]")).to_have_text("Connected over the internet.")
    # The token the two agreed is kept with the link on each phone, never in the invite
    # (each phone saves it once paired: B may say "Connected" before A has written it).
    kept = [pair_kept(p) for p in (a, b)]
    assert len(kept[0]) == 1 and kept[0] == kept[1] and re.fullmatch(r"[0-9a-f]{32}", kept[0][0])
    assert kept[0][0] not in invite
    b.context.close()
    # B is gone once A has stopped hearing it (as a connection that stopped answering).
    expect(a.locator("[data-link-net-state]")).to_contain_text("The other phone left",
                                                               timeout=10_000)

    # Someone who kept the invite joins once B has gone: refused, said on both pages.
    c = phone(offline, relay)
    join(c, invite)
    expect(c.locator("[data-link-net-state]")).to_contain_text(
        "The other phone was paired with another phone and refused this one", timeout=20_000)
    expect(a.locator("[data-link-net-state]")).to_contain_text(
        "Another phone tried to join with an old invite and was refused")
    expect(a.locator("[data-link-status]")).to_contain_text("not connected to Phone B")
    assert "Thin Line" not in " ".join(c.locator("[data-regiment]").all_inner_texts())
    assert axe_violations(a) == []
    c.context.close()

    # A fresh invite (stop, then invite again) pairs anew with whoever opens it.
    qp.tap(a.locator("[data-action=link-stop]"))
    fresh = host(a)
    assert fresh != invite
    d = phone(offline, relay)
    join(d, fresh)
    expect(d.locator("[data-link-net-state]")).to_have_text("Connected over the internet.")
    expect(d.locator("[data-regiment]").first).to_contain_text("Thin Line")
    for page in (a, d):
        page.context.close()


def test_at_the_first_meeting_both_phones_show_one_check_code_and_either_may_unpair(
        offline: Browser, site: str) -> None:
    relay = Relay()
    a, b = phone(offline, relay), phone(offline, relay)
    qp.new_battle(a, site, TWO, "Hill Fight")
    invite = host(a)
    join(b, invite)
    expect(b.locator("[data-link-net-state]")).to_have_text("Connected over the internet.")
    codes = [p.locator("[data-link-check-code]") for p in (a, b)]
    for code in codes:
        expect(code).to_have_text(re.compile(
            r"^Both phones show \d \d \d \d\? Then no one is in between\.$"))
    assert codes[0].inner_text() == codes[1].inner_text()
    phone_checks(b, "two phones over the internet, the check code",
                 screenshot="two-phones-net-check")
    assert axe_violations(b) == []
    # Alike: A's player says so and the code goes; B's player unpairs all the same.
    qp.tap(a.locator("[data-action=link-check-same]"))
    expect(a.locator("[data-link-check]")).to_be_hidden()
    qp.tap(b.locator("[data-action=link-check-differ]"))
    expect(b.locator("[data-link-error]")).to_contain_text(
        "Unpaired: the two phones showed different numbers")
    expect(b.locator("[data-link-status]")).to_have_text("This battle is on this phone only.")
    expect(a.locator("[data-link-status]")).to_contain_text("not connected to Phone B")
    for page in (a, b):
        page.context.close()
