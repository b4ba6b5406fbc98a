# ruff: noqa: E501  (the JavaScript run in the page is kept on readable lines)
"""`make bench`: one battle on two phones, with the real engine in real pages: two
Chromium contexts at 360x740 linked by the Wi-Fi carrier (plain WebRTC, the invite and
answer carried through the sheet as in tests/e2e/test_two_phones.py), Phone A holding
the battle. 8 Regiments a side of 12 Stands.

1. Tap -> verdict on the other phone over 500 actions, both players acting: in turn,
   and some of the time at the same moment (Apply clicked on both at one instant of the
   clock both contexts share). Wound Pools of 1 that cause no Morale Tests, and every
   50 actions a Wound Pool that does, with its Morale Test (the app's dice) from the
   same phone. From the Apply click (performance.timeOrigin + now()) to the other
   phone's screen first drawing that action's count. Median, p95, max; the late/early
   ratio (median of the last 100 over the first 100); bytes per action as the data
   channel took them (RTCDataChannel.prototype.send wrapped by an init script).
2. Faults: a 200-action battle, both acting, the link dropped at 20 seeded random
   points (either phone's data channel or peer connection closed), both phones acting
   while apart (at some drops both wound the same one-Stand Regiment: the second is
   refused), connected again through the sheet: actions lost, refusals and their
   reasons, the two copies' battle checks (link.hash) at the end.
3. No network: the QR hand-over of typical activations (a Wound Pool; a Wound Pool and
   its Morale Test with dice; a Charge; the other phone's tap and its answer): codes and
   their versions, as drawn on the page, each hand-over read by the other phone (pasted).

  bench/two_phones.py [--actions 500] [--faults 200] [--drops 20] [--seed N] [--skip 1,2,3]

Prints figures (and the load average), asserts nothing.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "scripts"), str(ROOT / "bench"), str(ROOT)]

from run import CHROMIUM_ARGS, serve  # noqa: E402
from tests.e2e import conquest_page as qp  # noqa: E402
from tests.e2e.link_drive import (  # noqa: E402
    ROLL,
    apart,
    army,
    drop,
    kept,
    link_hash,
    linked_phone,
    meet,
    now,
    refusals,
    settled,
    tap_pool,
    wait_count,
    wire,
)
from tests.e2e.test_two_phones import close_sheet, sheet  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = [*CHROMIUM_ARGS, "--disable-features=WebRtcHideLocalIpsWithMdns"]
A_HITS = [f"r{i}" for i in range(9, 17)]  # Phone A wounds Player 2's Regiments
B_HITS = [f"r{i}" for i in range(1, 9)]


def load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def figures(values: list[float]) -> str:
    if not values:
        return "none"
    return (f"median {statistics.median(values):6.1f} ms, p95 {pct(values, 95):6.1f}, "
            f"max {max(values):6.1f} (n={len(values)})")


def both(a: Any, b: Any, n: int) -> None:
    wait_count(a, n, 60000)
    wait_count(b, n, 60000)


# -- 1. tap -> verdict ---------------------------------------------------------------
def latency(browser: Any, site: str, actions: int) -> None:
    a, b = linked_phone(browser), linked_phone(browser)
    for page in (a, b):
        qp.new_battle(page, site, army(8, 12), "Two phones")
    meet(a, b)
    time.sleep(3)  # the follower's first need answered with the whole battle: not counted
    base = {id(p): len(wire(p)) for p in (a, b)}
    modes: dict[int, list[str]] = {id(a): [], id(b): []}
    hits = {id(a): 0, id(b): 0}

    def target(page: Any) -> str:
        hits[id(page)] += 1
        return (A_HITS if page is a else B_HITS)[hits[id(page)] % 8]

    pattern = ["A", "B", "A", "B", "A", "B", "both", "both"]
    done = step = 0
    next_test = 49
    started = time.perf_counter()
    while done < actions:
        kind = pattern[step % len(pattern)]
        step += 1
        if kind == "both" and done + 2 <= actions:
            at = now(a) + 120
            tap_pool(a, target(a), at)
            tap_pool(b, target(b), at)
            modes[id(a)].append("at once")
            modes[id(b)].append("at once")
            done += 2
        elif done >= next_test and kind != "both" and done + 2 <= actions:
            next_test += 50
            # A Wound Pool that causes a Morale Test, and the test, dice rolled by the app.
            page = a if kind == "A" else b
            rid = target(page)
            tap_pool(page, rid, morale=True)
            both(a, b, done + 1)
            rolled = page.evaluate(ROLL, rid)
            modes[id(page)] += ["in turn"] + (["morale test"] if rolled else [])
            done += 2 if rolled else 1
        else:
            page = a if kind in ("A", "both") else b
            tap_pool(page, target(page))
            modes[id(page)].append("in turn")
            done += 1
        both(a, b, done)
    took = time.perf_counter() - started
    for page, name in ((a, "Phone A"), (b, "Phone B")):
        if page.evaluate("window.misses"):
            print(f"  ! {name}: {page.evaluate('window.misses')} clicks on an Apply turned off")

    # Whose each action is, from the writer's messages (the first send of each number).
    whose: dict[int, str] = {}
    for m in wire(a):
        if m["kind"] == "action" and m["n"] not in whose:
            whose[m["n"]] = m["by"]
    seen = {id(p): {int(k): v for k, v in p.evaluate("window.seenAt").items()} for p in (a, b)}
    rows: list[tuple[float, float, float, str, str]] = []  # tap time, other, own, who, mode
    for page, other, name in ((a, b, "Phone A"), (b, a, "Phone B")):
        taps = page.evaluate("window.taps")
        numbers = sorted(n for n, by in whose.items() if by == name)
        if len(numbers) != len(taps):
            print(f"  ! {name}: {len(taps)} taps but {len(numbers)} actions of its own")
        for t, n, mode in zip(taps, numbers, modes[id(page)], strict=False):
            rows.append((t, seen[id(other)][n] - t, seen[id(page)][n] - t, name, mode))
    rows.sort()
    other = [r[1] for r in rows]
    print(f"== 1. Tap -> verdict on the other phone, {len(rows)} actions on 2 phones "
          f"(16 Regiments of 12 Stands), {took:.0f} s; load {load()}")
    print(f"  all                         {figures(other)}")
    for label, test in (("Phone A's taps -> B", lambda r: r[3] == "Phone A"),
                        ("Phone B's taps -> A", lambda r: r[3] == "Phone B"),
                        ("in turn", lambda r: r[4] == "in turn"),
                        ("at once (both tapped)", lambda r: r[4] == "at once"),
                        ("Morale Tests (dice)", lambda r: r[4] == "morale test")):
        print(f"  {label:28s}{figures([r[1] for r in rows if test(r)])}")
    print(f"  B's tap -> its own verdict  {figures([r[2] for r in rows if r[3] == 'Phone B'])}"
          " (proposed, applied by A, sent back)")
    early, late = statistics.median(other[:100]), statistics.median(other[-100:])
    print(f"  late/early (median of the last 100 / first 100): {late:.1f} / {early:.1f} ms "
          f"= {late / early:.2f}")
    sent = [m for p in (a, b) for m in wire(p)[base[id(p)]:]]
    total = sum(m["bytes"] for m in sent)
    print(f"  on the wire: {total:,} bytes both ways in {len(sent)} messages = "
          f"{total / len(rows):,.0f} bytes per action")
    kinds = sorted({m["kind"] for m in sent})
    for kind in kinds:
        sizes = [m["bytes"] for m in sent if m["kind"] == kind]
        print(f"    {kind:10s} {len(sizes):5d} messages, median {statistics.median(sizes):6.0f} "
              f"bytes, max {max(sizes):6,}, {sum(sizes) / len(rows):6.0f} bytes per action")
    a.context.close()
    b.context.close()


# -- 2. faults -----------------------------------------------------------------------
def faults(browser: Any, site: str, actions: int, drops: int, seed: int) -> None:
    rng = random.Random(seed)
    conflicts_wanted = max(1, drops // 4)
    forlorn = [{"name": f"Forlorn {i + 1}", "player": i % 2, "stands": 1, "files": 1,
                "wounds": 1, "resolve": 2} for i in range(conflicts_wanted)]
    a, b = linked_phone(browser), linked_phone(browser)
    for page in (a, b):
        qp.new_battle(page, site, army(8, 12, forlorn), "Bad link")
    meet(a, b)
    points = sorted(rng.sample(range(3, actions - 3), drops))
    conflict_at = set(rng.sample(points, conflicts_wanted))
    taps = done = conflicts = 0
    ways: list[str] = []
    meets: list[float] = []
    late: list[str] = []
    started = time.perf_counter()
    while taps < actions:
        if points and taps >= points[0]:
            point = points.pop(0)
            who, how = rng.choice(("A", "B")), rng.choice(("channel", "peer"))
            ways.append(f"{who}:{how}")
            drop(a if who == "A" else b, how)
            apart(a, b)
            mine, waiting = done, 0  # A's taps are applied on A at once; B's are kept
            if point in conflict_at:
                rid = f"r{17 + conflicts}"
                tap_pool(a, rid)
                mine += 1
                wait_count(a, mine)
                tap_pool(b, rid)
                waiting += 1
                kept(b, waiting)
                conflicts += 1
                taps += 2
                done += 1
            for _ in range(rng.randint(1, 3)):
                tap_pool(a, rng.choice(A_HITS))
                mine += 1
                wait_count(a, mine)
                tap_pool(b, rng.choice(B_HITS))
                waiting += 1
                kept(b, waiting)
                taps += 2
                done += 2
            t = time.perf_counter()
            meet(a, b)
            try:
                settled(a, b, done)
            except AssertionError as err:
                late.append(f"drop {len(ways)}: not settled in 30 s ({str(err).splitlines()[0]})")
                settled(a, b, done)
            meets.append(time.perf_counter() - t)
        elif rng.random() < 0.4:
            at = now(a) + 120
            tap_pool(a, rng.choice(A_HITS), at)
            tap_pool(b, rng.choice(B_HITS), at)
            taps += 2
            done += 2
        else:
            page = rng.choice((a, b))
            tap_pool(page, rng.choice(A_HITS if page is a else B_HITS))
            taps += 1
            done += 1
        both(a, b, done)
    settled(a, b, done)
    took = time.perf_counter() - started
    counts = [qp.actions_count(p) for p in (a, b)]
    refused = refusals(a)
    hashes = [link_hash(p) for p in (a, b)]
    print(f"== 2. Faults: seed {seed}, {taps} taps on 2 phones, the link dropped {len(ways)} times "
          f"({', '.join(ways)}), {took:.0f} s; load {load()}")
    print(f"  actions on A / B: {counts[0]} / {counts[1]}; refused with a reason: {len(refused)}; "
          f"lost: {taps - counts[0] - len(refused)} (taps - actions - refusals)")
    for reason in sorted(set(refused.values())):
        print(f"    refused: {reason} (x{sum(1 for r in refused.values() if r == reason)})")
    print(f"  battle checks: A {hashes[0]}, B {hashes[1]}: {'equal' if hashes[0] == hashes[1] else 'DIFFERENT'}")
    print(f"  connected again through the sheet, to both settled: median {statistics.median(meets):.1f} s, "
          f"max {max(meets):.1f} s")
    for line in late:
        print(f"  ! {line}")
    a.context.close()
    b.context.close()


# -- 3. QR hand-over ----------------------------------------------------------------
CODES = """() => {
  const box = [...document.querySelectorAll("[data-two-phones] .handover-codes")].at(-1);
  const parts = box.dataset.parts.split("\\n");
  const versions = [];
  for (let i = 0; i < parts.length; i++) {
    versions.push(Number(box.querySelector("svg.qr").dataset.qrVersion));
    const next = box.querySelector("[data-action=code-next]");
    if (next) next.click();
  }
  return { parts, versions };
}"""


def give(page: Any) -> dict[str, Any]:
    """This phone's hand-over, drawn fresh: its parts and their QR versions."""
    if page.locator("[data-two-phones]").count():
        close_sheet(page)
    sheet(page)
    qp.tap(page.locator("[data-action=handover-give]"))
    qp.expect(page.locator("[data-handover-said]")).to_contain_text("Let ")
    codes: dict[str, Any] = page.evaluate(CODES)
    close_sheet(page)
    return codes


def take(page: Any, parts: list[str]) -> str:
    sheet(page)
    qp.tap(page.locator("[data-action=handover-scan]"))
    page.locator("[data-scan-paste]").fill("\n".join(parts))
    qp.tap(page.locator("[data-action=scan-paste]"))
    qp.expect(page.locator("[data-scan]")).to_have_count(0)
    said: str = page.locator("[data-handover-said]").inner_text()
    close_sheet(page)
    return said


def handover(browser: Any, site: str) -> None:
    knights = [{"name": "Knights", "kind": "cavalry", "stands": 3, "files": 3, "wounds": 4, "resolve": 3}]
    a, b = linked_phone(browser), linked_phone(browser)
    for page in (a, b):
        qp.new_battle(page, site, army(8, 12, knights), "No network")
    for page, role in ((a, "qr-host"), (b, "qr-join")):
        sheet(page)
        qp.tap(page.locator("[data-action=link-by-hand]"))
        qp.tap(page.locator(f"[data-action={role}]"))
        close_sheet(page)
    print(f"== 3. QR hand-over (no network), 17 Regiments; load {load()}")

    def row(label: str, codes: dict[str, Any], said: str) -> None:
        print(f"  {label:46s} {len(codes['parts'])} code(s), versions {codes['versions']}, "
              f"{sum(map(len, codes['parts'])):5,} characters -> {said}")

    def round_trip(label: str) -> None:
        codes = give(a)
        row(f"A: {label}", codes, take(b, codes["parts"]))
        back = give(b)
        row("  B's answer (what it has)", back, take(a, back["parts"]))

    # First meeting: B's copy is the writer's whole battle.
    first = give(b)
    row("B: first need", first, take(a, first["parts"]))
    round_trip("the whole battle (first meeting)")
    qp.wound_pool(a, "r9", 3, morale=False)
    round_trip("a Wound Pool (no Morale Test)")
    qp.wound_pool(a, "r10", 2)
    qp.tap(a.locator("[data-morale-for=r10] [data-action=roll-dice]"))
    qp.expect(a.locator(".battle-bar .muted")).to_have_text(f"{qp.actions_count(b) + 2} actions")
    round_trip("a Wound Pool and its Morale Test (dice)")
    qp.select(a, "r17")
    qp.tap(a.locator("[data-tab=charge]"))
    enemy = a.locator("[data-charge-enemy=r9]")
    if enemy.count():
        qp.tap(enemy)
    before = qp.actions_count(a)
    qp.tap(a.locator("[data-charge-edge=front]"))
    qp.expect(a.locator(".battle-bar .muted")).not_to_have_text(f"{before} actions")
    round_trip(f"a Charge ({qp.actions_count(a) - before} action)")
    qp.select(b, "r1")
    qp.tap(b.locator("[data-key=clear]"))
    qp.tap(b.locator("[data-key='2']"))
    b.locator("#pool-no-morale").check()
    qp.tap(b.locator("[data-action=apply-pool]"))
    qp.expect(b.locator("#battle-message")).to_contain_text("Kept for Phone A")
    tap = give(b)
    row("B: its Wound Pool (a tap)", tap, take(a, tap["parts"]))
    round_trip("the tap's action")
    hashes = [link_hash(p) for p in (a, b)]
    print(f"  battle checks at the end: {'equal' if hashes[0] == hashes[1] else 'DIFFERENT'} ({hashes[0]})")
    a.context.close()
    b.context.close()


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser()
    parser.add_argument("--actions", type=int, default=500)
    parser.add_argument("--faults", type=int, default=200)
    parser.add_argument("--drops", type=int, default=20)
    parser.add_argument("--seed", type=int, default=random.randrange(10**6))
    parser.add_argument("--skip", default="")
    args = parser.parse_args()
    skip = set(args.skip.split(","))
    server, url = serve(ROOT / "dist", [0], {})
    print(f"== Two phones over local WebRTC (headless Chromium, 2 contexts at 360x740); load {load()}")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            if "1" not in skip:
                latency(browser, url, args.actions)
            if "2" not in skip:
                faults(browser, url, args.faults, args.drops, args.seed)
            if "3" not in skip:
                handover(browser, url)
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
