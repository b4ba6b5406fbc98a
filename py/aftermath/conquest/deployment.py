"""Both armies set on a new battlefield (C-17), for a battle that had none: each in its
own half, facing the other across the middle, in rows from the middle back, every
Regiment clear of the others. The layout depends only on the battle, so a replay (or an
undo, which is a replay) puts every Regiment in the same place again.
"""

from __future__ import annotations

from aftermath.conquest import battlefield as bf
from aftermath.conquest import table_words as tw
from aftermath.conquest.placement import Battlefield, Position
from aftermath.conquest.regiment import Regiment
from aftermath.conquest.state import ConquestState
from aftermath.errors import RuleViolation
from aftermath.said import Said

INCH = 25.4
# The armies' front lines stand a foot apart (or a quarter of a shallow table).
SEPARATION = 12 * INCH
GAP = INCH


def _size(r: Regiment) -> tuple[float, float]:
    """Width and depth of the formation's Stands still standing."""
    return r.files * r.footprint.width, (r.rear_rank() + 1) * r.footprint.depth


def _tenth(mm: float) -> float:
    """A position to a tenth of a mm, the drawing's precision: a spread row divides the
    table by the Regiments plus one, and 9410 / 7 is no length to show a player. The
    room around each Regiment (an inch at least) takes the 0.05 mm."""
    return round(mm, 1)


def _lanes(state: ConquestState) -> list[float]:
    """The room left around each Regiment, widest first: room for the deepest Regiment
    to charge into a flank or rear, then less, down to an inch, as the armies need."""
    deepest = max((_size(r)[1] for r in state.regiments if not r.destroyed), default=0.0)
    return [deepest + GAP, 4 * INCH, 2 * INCH, GAP]


def _rows(state: ConquestState, field: Battlefield, player: int,
          lane: float) -> list[list[Regiment]]:
    """The player's Regiments in list order, a row filled before the next begins."""
    room = field.width - 2 * lane
    rows: list[list[Regiment]] = [[]]
    used = 0.0
    for r in state.regiments:
        if r.player != player or r.destroyed:
            continue
        width = _size(r)[0]
        if width > field.width - 2 * GAP:
            raise RuleViolation("C-17", tw.too_wide(r.name, width, field.width))
        if rows[-1] and used + lane + width > room:
            rows.append([])
            used = 0.0
        used += (lane if rows[-1] else 0.0) + width
        rows[-1].append(r)
    return [row for row in rows if row]


def _army(state: ConquestState, field: Battlefield, player: int,
          lane: float) -> dict[str, Position] | Regiment:
    """One army laid out with ``lane`` around its Regiments, or the first Regiment that
    finds no room in its half."""
    middle = field.depth / 2
    toward, facing = (-1.0, 0.0) if player == 0 else (1.0, 180.0)
    # Distance from the middle line to the front of the row being laid.
    line = min(SEPARATION, field.depth / 4) / 2
    placed: dict[str, Position] = {}
    for row in _rows(state, field, player, lane):
        deepest = max(_size(r)[1] for r in row)
        if line + deepest > middle - GAP:
            return row[0]
        # Spread along the row: the most room beside each Regiment for a flank charge.
        space = (field.width - sum(_size(r)[0] for r in row)) / (len(row) + 1)
        x = space
        # Player 2 faces the other way: lay its row from its own left (high x) so each
        # army's first Regiment stands on its owner's left, as listed.
        for r in row if player == 0 else list(reversed(row)):
            width = _size(r)[0]
            placed[r.id] = Position(_tenth(x + width / 2), _tenth(middle + toward * line),
                                    facing)
            x += width + space
        line += deepest + lane
    return placed


def deploy(state: ConquestState, field: Battlefield) -> dict[str, Position]:
    """Where each Regiment of both armies stands, by id (a destroyed one stays off the
    table), with the widest room around each that both armies fit with; refused, naming
    the Regiment, when an army does not fit in its half even an inch apart."""
    for lane in _lanes(state):
        armies = [_army(state, field, player, lane) for player in (0, 1)]
        short = [(p, a) for p, a in enumerate(armies) if isinstance(a, Regiment)]
        if not short:
            return {rid: at for a in armies if isinstance(a, dict) for rid, at in a.items()}
    player, first = short[0]
    raise RuleViolation("C-17", tw.no_room_in_half(first.name, state.players[player],
                                                   field.width, field.depth))


def hand_set(state: ConquestState) -> list[tuple[str, str]]:
    """The contacts set by hand (SetContacts), as the two Regiments' names, each pair
    once."""
    return sorted({(a, b) for r in state.regiments for s in r.alive_stands
                   for e in s.contacts
                   for a, b in [sorted((r.name, state.regiment(e).name))]})


def hand_set_words(held: list[tuple[str, str]]) -> Said:
    """What a first battlefield does to contacts set by hand (C-17): on a table the
    positions decide contacts, and the deployment engages nobody, so they end; the
    Regiments that were engaged are charged again to be engaged on the table."""
    return tw.hand_set_end(held)


def place_all(state: ConquestState, field: Battlefield) -> dict[str, Position]:
    """Put the battle on ``field`` with both armies deployed, checked as a loaded table
    is (C-17): no Regiment off the table or over another. Contacts set by hand are
    replaced by those the positions make (none until a Charge)."""
    placed = deploy(state, field)
    state.battlefield = field
    for r in state.regiments:
        r.position = placed.get(r.id)
    for i, r in enumerate(state.regiments):
        why = bf.problem(field, state.regiments[:i], r, bf.rects(r))
        if why:
            raise RuleViolation("C-17", tw.cannot_be_deployed(r.name, why))
    bf.update_contacts(state.regiments)
    return placed
