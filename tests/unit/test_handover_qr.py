"""Two phones with no network: what the hand-over by QR code asks of the engine (its
codes, its check of the two copies)."""

from __future__ import annotations

from .test_bridge_replica import call, ok, receive, two_phones

# The characters of a QR code's alphanumeric mode (base45, RFC 9285), and the longest
# part the page makes (web/link/handover.js PART_CHARS).
ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
PART_CHARS = 390


def test_the_longest_hand_over_part_is_a_code_of_version_10_or_less() -> None:
    part = "AH1A0103" + "9F2C01AB7E1A:" + (ALNUM * 9)[:PART_CHARS - 22] + "."
    assert len(part) == PART_CHARS
    code = ok("share.qr", {"text": part})
    assert code["version"] <= 10 and not code["dense"]


def test_both_copies_give_one_check_and_an_action_changes_it() -> None:
    two_phones()
    assert ok("link.hash", {"game_id": "w"}) == ok("link.hash", {"game_id": "f"})
    before = ok("link.hash", {"game_id": "w"})["hash"]
    ok("game.push", {"game_id": "w", "event": {"kind": "wound_pool", "regiment": "a",
                                                 "wounds": 2}})
    stamped = ok("link.stamp", {"game_id": "w", "n": 1, "op": "push", "by": "Phone A"})
    assert ok("link.hash", {"game_id": "w"})["hash"] == stamped["hash"] != before
    receive("f", "follower", 0, stamped["message"])
    assert ok("link.hash", {"game_id": "f"})["hash"] == stamped["hash"]
    wrong = call("link.hash", {"game_id": "w", "extra": 1})["error"]
    assert wrong["type"] == "invalid_data" and "extra" in wrong["message"]


def test_a_battle_is_named_between_its_phones_by_its_start() -> None:
    """A hand-over names the battle it is of (link.hash's ``battle``): the same for two
    copies of one battle, whatever each has done since."""
    two_phones()
    first = ok("link.hash", {"game_id": "w"})["battle"]
    assert first == ok("link.hash", {"game_id": "f"})["battle"]
    assert len(first) == 16
    ok("game.push", {"game_id": "w", "event": {"kind": "wound_pool", "regiment": "a",
                                               "wounds": 2}})
    assert ok("link.hash", {"game_id": "w"})["battle"] == first
