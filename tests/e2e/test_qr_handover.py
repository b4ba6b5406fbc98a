"""Two phones with no network at all (360x740, nothing between the two browser contexts
but the codes): phone A holds the battle, phone B follows. A's Wound Pool and Morale
Test are handed over as QR codes that B reads with its camera; B's tap goes back the
same way and A applies it; both end with the same battle check. The codes are read
back through the vendored decoder as drawn on the page, and through the camera:
Chromium's fake camera plays a video made here of the codes drawn (in any order,
repeated). A damaged and a forged code are refused and said; the Wi-Fi invite is a few
codes of version 10 or less, scanned the same way.

Printed (never asserted beyond the version cap): codes, versions and characters per
hand-over."""

from __future__ import annotations

import hashlib
import json
import re
import zlib
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page, Playwright, expect

from . import conquest_page as qp
from .axe import axe_violations
from .conftest import CHROMIUM, NO_SERVICE_WORKERS
from .phone import phone_checks
from .test_two_phones import close_sheet, sheet

TWO = [{"name": "Thin Line", "stands": 3, "files": 3, "wounds": 2, "resolve": 3},
       {"name": "Brutes", "player": 1, "stands": 4, "files": 2, "wounds": 3, "resolve": 3}]
SIDE = 480  # the fake camera's picture, square
FPS = 10


def y4m(codes: list[list[str]], path: Path, frames_each: int = 6) -> None:
    """A video of ``codes`` (rows of 0/1), each held ``frames_each`` frames, black on
    white with a quiet zone, in the raw YUV 4:2:0 the fake camera plays in a loop."""
    out = [f"YUV4MPEG2 W{SIDE} H{SIDE} F{FPS}:1 Ip A1:1 C420jpeg\n".encode()]
    chroma = bytes([128]) * (SIDE * SIDE // 2)
    for rows in codes:
        size = len(rows) + 8
        scale = SIDE // size
        pad = (SIDE - scale * size) // 2 + 4 * scale
        luma = bytearray([255]) * (SIDE * SIDE)
        for y, row in enumerate(rows):
            for x, cell in enumerate(row):
                if cell == "1":
                    for dy in range(scale):
                        at = (pad + y * scale + dy) * SIDE + pad + x * scale
                        luma[at:at + scale] = bytes(scale)
        out += [b"FRAME\n" + bytes(luma) + chroma] * frames_each
    path.write_bytes(b"".join(out))


@pytest.fixture(scope="module")
def camera_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("camera") / "codes.y4m"
    y4m([["1" * 21] * 21], path)  # a placeholder until a test films its codes
    return path


@pytest.fixture(scope="module")
def table(playwright: Playwright, camera_file: Path) -> Iterator[Browser]:
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=[
        "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run",
        "--js-flags=--liftoff-only", "--use-fake-ui-for-media-stream",
        "--use-fake-device-for-media-stream",
        f"--use-file-for-fake-video-capture={camera_file}",
        "--disable-features=WebRtcHideLocalIpsWithMdns"])
    yield browser
    browser.close()


def phone(browser: Browser, site: str) -> Page:
    context = browser.new_context(viewport={"width": 360, "height": 740}, has_touch=True,
                                  is_mobile=True, service_workers="block")
    context.add_init_script(NO_SERVICE_WORKERS)
    context.grant_permissions(["camera"], origin=site.rstrip("/"))
    page = context.new_page()
    qp.use_touch(page)
    return page


def codes(page: Page) -> tuple[list[str], list[list[str]], list[int]]:
    """The hand-over's parts as drawn, one after another: texts, matrices, versions."""
    box = page.locator("[data-two-phones] .handover-codes").last
    parts = (box.get_attribute("data-parts") or "").split("\n")
    matrices, versions = [], []
    for i in range(len(parts)):
        svg = box.locator("svg.qr")
        expect(svg).to_have_attribute("data-part", str(i + 1))
        matrices.append((svg.get_attribute("data-matrix") or "").split("/"))
        versions.append(int(svg.get_attribute("data-qr-version") or "0"))
        if len(parts) > 1:
            qp.tap(box.locator("[data-action=code-next]"))
    return parts, matrices, versions


# The decoder the scanner uses on this browser (jsQR: headless Chromium on Linux has no
# BarcodeDetector), reading each code as the page drew it: its SVG rasterised.
DECODE_DRAWN = """async () => {
  await new Promise((ok, bad) => { if (window.jsQR) return ok();
    const s = document.createElement("script"); s.src = "./vendor/jsqr/jsQR.js";
    s.onload = ok; s.onerror = bad; document.head.append(s); });
  const svg = document.querySelector("[data-two-phones] .handover-codes svg.qr");
  const text = new XMLSerializer().serializeToString(svg)
    .replace("<svg ", '<svg width="520" height="520" ')
    .replace(/class="qr-dot"/g, 'fill="#000"').replace(/class="qr-bg"/g, 'fill="#fff"');
  const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
  const img = new Image();
  await new Promise((ok, bad) => { img.onload = ok; img.onerror = bad; img.src = url; });
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 520;
  const ctx = canvas.getContext("2d");
  ctx.drawImage(img, 0, 0, 520, 520);
  const data = ctx.getImageData(0, 0, 520, 520);
  const code = window.jsQR(data.data, 520, 520);
  return code ? code.data : null;
}"""


def hand_over(giver: Page, taker: Page, camera_file: Path, order: list[int] | None = None
              ) -> str:
    """``giver``'s hand-over, drawn, filmed (in ``order``, each part twice) and scanned
    by ``taker``'s camera: what the taker's sheet then says."""
    sheet(giver)
    qp.tap(giver.locator("[data-action=handover-give]"))
    expect(giver.locator(".handover-codes svg.qr")).to_be_visible()
    parts, matrices, versions = codes(giver)
    assert giver.evaluate(DECODE_DRAWN) == parts[0]
    phone_checks(giver, "a hand-over's codes", screenshot="qr-handover-codes")
    assert axe_violations(giver) == []
    print(f"\n# hand-over: {len(parts)} code(s), versions {versions}, "
          f"{sum(map(len, parts))} characters")
    assert all(v <= 10 for v in versions)
    picked = order or list(range(len(parts)))
    y4m([matrices[i] for i in picked + picked], camera_file)
    sheet(taker)
    qp.tap(taker.locator("[data-action=handover-scan]"))
    expect(taker.locator("[data-scan]")).to_have_count(0, timeout=30000)
    said = taker.locator("[data-handover-said]")
    expect(said).to_contain_text("Read ")
    return said.inner_text()


B45 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"


def one_code(text: str) -> str:
    """A well-made one-part hand-over of ``text``, made as web/link/handover.js makes
    one (so anyone could make it): what is in it is the engine's to refuse."""
    raw = text.encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw) + packer.flush()
    body = ""
    for i in range(0, len(packed), 2):
        pair = packed[i:i + 2]
        x = int.from_bytes(pair, "big")
        for _ in range(3 if len(pair) == 2 else 2):
            body += B45[x % 45]
            x //= 45
    head = "AH1A0101" + hashlib.sha256(raw).hexdigest()[:8].upper()
    check = hashlib.sha256((head + body).encode()).hexdigest()[:4].upper()
    return f"{head}{check}:{body}."


def same_check(a: Page, b: Page) -> None:
    """Both phones' battle check, asked of each one's engine: equal."""
    hashes = []
    for page in (a, b):
        close_sheet(page)
        sheet(page)
        node = page.locator("[data-battle-check]")
        expect(node).to_have_attribute("data-hash", re.compile(r"^[0-9a-f]{16}$"))
        hashes.append(node.get_attribute("data-hash"))
    assert hashes[0] == hashes[1]


def test_a_battle_handed_over_by_qr_codes_both_ways_with_no_network(
        table: Browser, site: str, camera_file: Path) -> None:
    a, b = phone(table, site), phone(table, site)
    qp.new_battle(a, site, TWO, "Hill Fight")
    qp.new_battle(b, site, TWO, "Hill Fight")
    for page, role in ((a, "qr-host"), (b, "qr-join")):
        sheet(page)
        qp.tap(page.locator("[data-action=link-by-hand]"))
        qp.tap(page.locator(f"[data-action={role}]"))
        expect(page.locator("[data-link-status]")).to_contain_text("over QR codes, no network")
    expect(a.locator("[data-action=handover-give]")).to_have_text("Hand over 0 actions")
    for page, who in ((a, "a"), (b, "b")):
        phone_checks(page, f"hand-over by QR, phone {who}", screenshot=f"qr-handover-{who}")
        assert axe_violations(page) == []
    close_sheet(a)
    close_sheet(b)

    # A's activation: a Wound Pool and its Morale Test, the dice rolled by the app.
    qp.wound_pool(a, "r1", 2)
    qp.tap(a.locator("[data-morale-for=r1] [data-action=roll-dice]"))
    expect(a.locator(".battle-bar .muted")).to_have_text("2 actions")
    expect(a.locator("[data-link-bar]")).to_contain_text(
        "by QR code with Phone B · hand over 2 actions")
    sheet(a)
    expect(a.locator("[data-action=handover-give]")).to_have_text("Hand over 2 actions")
    said = hand_over(a, b, camera_file)
    assert "2 actions applied" in said, said
    expect(b.locator(".battle-bar .muted")).to_have_text("2 actions")
    same_check(a, b)
    expect(b.locator(".verdict-line").first).to_have_text(
        a.locator(".verdict-line").first.inner_text())
    # The scanner, on the page: axe-clean, Stop ends it.
    y4m([["1" * 21] * 21], camera_file)
    qp.tap(b.locator("[data-action=handover-scan]"))
    expect(b.locator("[data-scan-said]")).not_to_have_text("Starting the camera…")
    assert axe_violations(b) == []
    qp.tap(b.locator("[data-action=scan-stop]"))
    expect(b.locator("[data-scan]")).to_have_count(0)

    # B's tap, kept (no network), handed over; A applies it and hands back.
    close_sheet(b)
    close_sheet(a)
    qp.select(b, "r2")
    qp.tap(b.locator("[data-key=clear]"))
    qp.tap(b.locator("[data-key='1']"))
    b.locator("#pool-no-morale").check()
    qp.tap(b.locator("[data-action=apply-pool]"))
    expect(b.locator("#battle-message")).to_contain_text(
        "Kept for Phone A: hand it over by QR code")
    sheet(b)
    expect(b.locator("[data-action=handover-give]")).to_have_text("Hand over 1 tap")
    said = hand_over(b, a, camera_file)
    assert "1 action applied" in said, said
    expect(a.locator(".battle-bar .muted")).to_have_text("3 actions")
    said = hand_over(a, b, camera_file)
    assert "1 action applied" in said, said
    expect(b.locator("[data-link-status]")).not_to_contain_text("waiting to be sent")
    same_check(a, b)


def test_split_damaged_and_forged_codes(table: Browser, site: str, camera_file: Path) -> None:
    a, b = phone(table, site), phone(table, site)
    qp.new_battle(a, site, TWO, "Ridge")
    qp.new_battle(b, site, TWO, "Ridge")
    # The Wi-Fi invite: a few codes of version 10 or less, scanned in any order.
    sheet(a)
    qp.tap(a.locator("[data-action=link-host]"))
    expect(a.locator("[data-link-invite]")).not_to_have_value("")
    invite = a.locator("[data-link-invite]").input_value()
    parts, matrices, versions = codes(a)
    print(f"\n# invite: {len(invite)} characters as {len(parts)} codes, versions {versions}")
    assert len(parts) > 1 and all(v <= 10 for v in versions)
    y4m([matrices[i] for i in reversed(range(len(parts)))] * 2, camera_file)
    sheet(b)
    qp.tap(b.locator("[data-action=link-join]"))
    qp.tap(b.locator("[data-action=scan-invite]"))
    expect(b.locator("[data-link-invite-in]")).to_have_value(invite, timeout=30000)
    expect(b.locator("[data-scan]")).to_have_count(0)
    y4m([["1" * 21] * 21], camera_file)
    close_sheet(a)
    close_sheet(b)

    # Hand-overs by pasted text: a damaged code and a forged action, refused and said.
    for page, role in ((a, "qr-host"), (b, "qr-join")):
        sheet(page)
        if page.locator("[data-action=link-stop]").count():
            qp.tap(page.locator("[data-action=link-stop]"))
        qp.tap(page.locator("[data-action=link-by-hand]"))
        qp.tap(page.locator(f"[data-action={role}]"))
    close_sheet(a)
    qp.wound_pool(a, "r1", 1, morale=False)
    sheet(a)
    qp.tap(a.locator("[data-action=handover-give]"))
    part = a.locator("[data-codes-text]").input_value()
    damaged = part[:30] + ("A" if part[30] != "A" else "B") + part[31:]
    qp.tap(b.locator("[data-action=handover-scan]"))
    b.locator("[data-scan-paste]").fill(damaged)
    qp.tap(b.locator("[data-action=scan-paste]"))
    expect(b.locator("[data-scan-said]")).to_contain_text("Not read: part 1 of 1 is damaged")
    # A forged action, in a well-made code that does not name the battle: refused whole,
    # nothing applied, and it is said (one naming it is refused by the engine's hash:
    # tests/js/handover.test.mjs).
    forged = json.dumps({"kind": "action", "n": 1, "op": "push", "by": "Phone A",
                         "hash": "0" * 16, "event": {"kind": "wound_pool", "regiment": "r1",
                                                     "wounds": 9, "arc": "front"}})
    b.locator("[data-scan-paste]").fill(one_code(forged))
    qp.tap(b.locator("[data-action=scan-paste]"))
    expect(b.locator("[data-handover-said]")).to_contain_text("1 message refused")
    expect(b.locator("[data-handover-said]")).to_contain_text(
        "Refused the whole hand-over: it does not say which battle it is of")
    expect(b.locator(".battle-bar .muted")).to_have_text("0 actions")
    # The real one, pasted as a link: applied.
    qp.tap(b.locator("[data-action=handover-scan]"))
    b.locator("[data-scan-paste]").fill(f"{site}#handover={quote(part, safe='')}")
    qp.tap(b.locator("[data-action=scan-paste]"))
    expect(b.locator("[data-handover-said]")).to_contain_text("1 action applied")
    expect(b.locator(".battle-bar .muted")).to_have_text("1 action")
