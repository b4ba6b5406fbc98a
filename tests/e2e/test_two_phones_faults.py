"""Two phones through a bad link: a 40-action battle with both players acting (in turn
and at the same moment), the link dropped at 5 seeded random points (the data channel
or the whole peer connection closed, from either phone), both phones acting while apart,
then connected again through the sheet. Nothing done on either phone is lost: every tap
is an action of the battle on both phones or refused with its reason (a Regiment the
other phone destroyed while apart), and the two copies' battle checks are equal.

Two browser contexts at 360x740 linked by WebRTC, as in test_two_phones.py; each Wound
Pool is made ready with the screen's controls and applied in the page (link_drive.py)."""

from __future__ import annotations

import random

from playwright.sync_api import Browser, expect

from . import conquest_page as qp
from .link_drive import (
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
)
from .test_two_phones import hotspot

__all__ = ["hotspot"]  # the module's fixture, shared

SEED = 4242
ACTIONS = 40
DROPS = 5
CONFLICTS = 2  # drops at which both phones wound the same one-Stand Regiment while apart

# Two Regiments a side of 6 Stands (r1, r2 Player 1's; r3, r4 Player 2's), then
# one-Stand Regiments of one wound (r5, r6), each destroyed by the first Wound Pool.
FORLORN = [{"name": f"Forlorn {i + 1}", "player": i % 2, "stands": 1, "files": 1, "wounds": 1,
            "resolve": 2} for i in range(CONFLICTS)]


def test_forty_actions_through_five_drops_lose_nothing(hotspot: Browser, site: str) -> None:
    rng = random.Random(SEED)
    print(f"\n# seed {SEED}")
    a, b = linked_phone(hotspot), linked_phone(hotspot)
    for page in (a, b):
        qp.new_battle(page, site, army(2, 6, FORLORN), "Ford")
    meet(a, b)
    drops = sorted(rng.sample(range(3, ACTIONS - 3), DROPS))
    taps = done = conflicts = 0
    for_a, for_b = ["r3", "r4"], ["r1", "r2"]
    while taps < ACTIONS:
        if drops and taps >= drops[0]:
            drops.pop(0)
            drop(rng.choice((a, b)), rng.choice(("channel", "peer")))
            apart(a, b)
            mine = done  # A's own taps are applied on A at once; B's wait for the link
            waiting = 0
            if conflicts < CONFLICTS:
                # Both wound the same one-Stand Regiment: A's destroys it, B's is refused.
                rid = f"r{5 + conflicts}"
                tap_pool(a, rid)
                wait_count(a, mine + 1)
                tap_pool(b, rid)
                expect(b.locator("#battle-message")).to_contain_text("Kept for Phone A")
                waiting = 1
                kept(b, waiting)
                conflicts += 1
                taps += 2
                done += 1
                mine += 1
            for _ in range(rng.randint(1, 2)):
                tap_pool(a, rng.choice(for_a))
                mine += 1
                wait_count(a, mine)
                tap_pool(b, rng.choice(for_b))
                waiting += 1
                kept(b, waiting)
                taps += 2
                done += 2
            meet(a, b)
            settled(a, b, done)
        elif rng.random() < 0.4:
            # At the same moment on both phones.
            at = now(a) + 150
            tap_pool(a, rng.choice(for_a), at)
            tap_pool(b, rng.choice(for_b), at)
            taps += 2
            done += 2
        else:
            tap_pool(*rng.choice(((a, rng.choice(for_a)), (b, rng.choice(for_b)))))
            taps += 1
            done += 1
        wait_count(a, done)
        wait_count(b, done)
    settled(a, b, done)
    refused = refusals(a)
    print(f"# {taps} taps, {done} actions on both phones, refused: {refused}")
    assert len(refused) == conflicts
    assert all("already destroyed" in reason for reason in refused.values())
    assert taps == done + len(refused)  # none lost
    assert link_hash(a) == link_hash(b)
