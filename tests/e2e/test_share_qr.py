"""The share QR code of a long battle, on a 360x740 touch phone: it fills the dialog's
width, and when the link with the whole history would make a code denser than version
25 the state-only link is offered for the QR (a 1,461-character link was too dense for
a phone camera across a table)."""

from __future__ import annotations

import random

import pytest
import segno
from playwright.sync_api import Browser, expect

from aftermath.conquest import ConquestBattle, MoraleTest, NewRound, WoundPool

from .conftest import wait_ready
from .conquest_page import bar_tool, new_battle, tap
from .device import idb, idb_put
from .phone import phone

pytestmark = pytest.mark.e2e

TWO = [{"name": "Men-at-Arms", "stands": 30, "files": 5, "wounds": 4, "resolve": 2},
       {"name": "Foes", "player": 1, "stands": 30, "files": 5, "wounds": 4, "resolve": 2}]


def test_a_dense_history_link_offers_the_state_only_qr_filling_the_dialog(
        browser: Browser, site: str) -> None:
    with phone(browser) as page:
        new_battle(page, site, TWO, name="Long")
        [record] = [r for r in idb(page, "battles") if r["name"] == "Long"]
        game = ConquestBattle.from_json(record["game"])
        dice = random.Random(7)
        for i in range(60):  # pools and Morale dice as rolled: a history that hardly compresses
            rid = "r1" if i % 2 else "r2"
            wounds = dice.randint(1, 3)
            game.push(WoundPool(rid, wounds))
            game.push(MoraleTest(rid, tuple(dice.randint(1, 6) for _ in range(wounds))))
            if i % 6 == 5:
                game.push(NewRound())
        record["game"], record["view"] = game.to_json(), game.view()
        idb_put(page, "battles", record)
        page.reload()
        wait_ready(page)
        expect(page.locator(".battle-bar")).to_contain_text(f"{len(game.events)} actions")
        bar_tool(page, "share")
        dialog = page.locator(".share-dialog")
        expect(dialog).to_be_visible()
        # The state-only link is the one shown first, its QR at L and version 25 or less.
        expect(page.locator("[data-share-choice=state]")).to_be_checked()
        link = page.locator("#share-link").input_value()
        code = segno.make(link, error="l", micro=False)
        assert code.version <= 25
        qr = page.locator(".share-dialog svg.qr")
        assert (qr.get_attribute("data-matrix") or "").split("/") == [
            "".join("1" if c else "0" for c in row) for row in code.matrix]
        # As wide as the dialog's content: the larger each square, the farther it scans.
        widths = qr.evaluate("(svg) => { const body = svg.closest('.share-body');"
                             " const cs = getComputedStyle(body);"
                             " return [svg.getBoundingClientRect().width, body.clientWidth"
                             " - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight)]; }")
        assert widths[0] >= widths[1] - 1 and widths[0] >= 280, widths
        # The history link is still there to send; its QR would be too dense to scan.
        tap(page.locator("[data-share-choice=history]"))
        history = page.locator("#share-link").input_value()
        assert segno.make(history, error="l", micro=False).version > 25
        expect(qr).to_have_count(0)
        expect(page.locator("[data-qr-dense]")).to_contain_text("too dense to scan across a table")
