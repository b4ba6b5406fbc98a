"""The carrier for two phones on one Wi-Fi with no internet (web/link/webrtc.js): two
browser contexts, standing for two phones, connected by a plain WebRTC data channel
with no STUN server, the invite and answer passed between them by the test as a player
would by QR code or message. The modules are served from web/ as written: this is the
carrier alone, under the link the app builds on it.

Headless Chromium hides local addresses behind mDNS names that nothing here resolves;
with that off, the two contexts meet on the machine's own address, as two phones on a
hotspot do."""

from __future__ import annotations

import mimetypes
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, Playwright, Route

from .conftest import CHROMIUM

WEB = Path(__file__).resolve().parents[2] / "web"
ORIGIN = "http://localhost:8931"
PAGE = """<!doctype html><meta charset="utf-8"><title>link</title><script type="module">
import { RtcCarrier } from "./link/webrtc.js";
import { readInvite } from "./link/invite.js";
import { ends, proof } from "./link/pairing.js";
window.ends = ends;
window.proof = proof;
window.got = [];
window.peer = [];
window.readInvite = readInvite;
window.carrier = new RtcCarrier({ maxText: 100000 });
window.carrier.listen({ onMessage: (t) => window.got.push(t), onPeer: (j) => window.peer.push(j) });
window.ready = true;
</script>"""


def _serve(route: Route) -> None:
    path = route.request.url.removeprefix(ORIGIN + "/")
    if path in ("", "index.html"):
        route.fulfill(body=PAGE, content_type="text/html")
        return
    file = (WEB / path).resolve()
    if WEB not in file.parents or not file.is_file():
        route.fulfill(status=404, body="")
        return
    kind = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    kind = "text/javascript" if file.suffix == ".js" else kind
    route.fulfill(body=file.read_bytes(), content_type=kind)


@pytest.fixture(scope="module")
def rtc_browser(playwright: Playwright) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
        "--disable-features=WebRtcHideLocalIpsWithMdns"])
    yield browser
    browser.close()


def phone(browser: Browser) -> Page:
    context = browser.new_context(viewport={"width": 360, "height": 740})
    context.route(ORIGIN + "/**", _serve)
    page = context.new_page()
    page.goto(ORIGIN + "/")
    page.wait_for_function("window.ready === true")
    return page


def connect(a: Page, b: Page) -> dict[str, Any]:
    invite = a.evaluate("carrier.invite()")
    answer = b.evaluate("(text) => carrier.join(text)", invite)
    a.evaluate("(text) => carrier.accept(text)", answer)
    a.wait_for_function("carrier.open && peer.at(-1) === true", timeout=15_000)
    b.wait_for_function("carrier.open && peer.at(-1) === true", timeout=15_000)
    return {"invite": invite, "answer": answer}


def test_two_phones_connect_by_invite_and_answer_and_again_after_a_drop(
        rtc_browser: Browser) -> None:
    a, b = phone(rtc_browser), phone(rtc_browser)
    texts = connect(a, b)
    assert texts["invite"].startswith("AFTERMATH-INVITE-1.")
    assert texts["answer"].startswith("AFTERMATH-ANSWER-1.")
    assert a.evaluate("(t) => readInvite(t, 'offer').then((d) => d.sdp.includes('a=candidate'))",
                      texts["invite"])
    a.evaluate("carrier.send('hello from A')")
    b.wait_for_function("got.includes('hello from A')")
    # A whole game is longer than one data channel message: it goes in pieces.
    b.evaluate("carrier.send('{' + 'x'.repeat(40000) + '}')")
    a.wait_for_function("got.some((t) => t.length === 40002)")
    b.evaluate("carrier.send('y'.repeat(100001))")
    a.wait_for_function("got.some((t) => typeof t === 'object' && t.length === 100001)")
    # The round trip over the channel, as the link would pay it for a tap.
    a.evaluate("""() => { window.pong = new Promise((resolve) => {
        const t0 = performance.now(); const was = got.length;
        const wait = () => got.length > was ? resolve(performance.now() - t0) : setTimeout(wait, 1);
        carrier.send('ping'); wait(); }); }""")
    b.wait_for_function("got.includes('ping')")
    b.evaluate("carrier.send('pong')")
    rtt = a.evaluate("pong")
    print(f"\n# invite {len(texts['invite'])} characters, answer {len(texts['answer'])}; "
          f"round trip {rtt:.1f} ms")
    assert rtt > 0  # printed, never asserted as a time
    # The link drops (the other phone's page closes the channel): both are told.
    b.evaluate("carrier.close()")
    a.wait_for_function("peer.at(-1) === false", timeout=15_000)
    assert a.evaluate("carrier.send('lost')") is False
    # A new invite and answer: connected again.
    connect(a, b)
    b.evaluate("carrier.send('back')")
    a.wait_for_function("got.includes('back')")


def test_each_phone_names_the_same_two_certificates_of_a_connection_crosswise(
        rtc_browser: Browser) -> None:
    # The internet pairing binds its proof to these (pairing.js): a browser's own
    # descriptions name this end's certificate and the other end's, so the phone proving
    # and the phone checking, at the two ends of one connection, agree on them.
    a, b = phone(rtc_browser), phone(rtc_browser)
    connect(a, b)
    mine, theirs = a.evaluate("ends(carrier.pc)"), b.evaluate("ends(carrier.pc)")
    assert mine["local"].startswith("sha-256 ") and mine["local"] != mine["remote"]
    assert (mine["local"], mine["remote"]) == (theirs["remote"], theirs["local"])
    token, na, nb = "1" * 32, "a" * 32, "b" * 32
    proved = a.evaluate("([t, x, y]) => { const c = ends(carrier.pc); "
                        "return proof(t, x, y, { from: c.local, to: c.remote }); }",
                        [token, na, nb])
    expected = b.evaluate("([t, x, y]) => { const c = ends(carrier.pc); "
                          "return proof(t, x, y, { from: c.remote, to: c.local }); }",
                          [token, na, nb])
    assert proved == expected
    # A connection of its own (a stranger's) has another certificate at this end.
    c = phone(rtc_browser)
    connect(c, b)
    assert b.evaluate("ends(carrier.pc).remote") not in (mine["local"], mine["remote"])


@pytest.mark.parametrize(("text", "words"), [
    ("x" * 7000, "7,000 characters long"),
    ("AFTERMATH-ANSWER-1.abc", "is an answer, not an invite"),
    ("hello", "does not start with AFTERMATH-INVITE-1."),
    ("AFTERMATH-INVITE-1.a+b", "characters an invite never has"),
    ("AFTERMATH-INVITE-1.AAAA", "damaged"),
])
def test_a_pasted_invite_that_is_not_one_is_refused_in_words(rtc_browser: Browser, text: str,
                                                             words: str) -> None:
    page = phone(rtc_browser)
    said = page.evaluate("(t) => readInvite(t, 'offer').then(() => 'read', (e) => e.message)",
                         text)
    assert words in said
