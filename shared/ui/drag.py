"""A press that may become a drag. Tables let a person drag a piece to its target or
click it and then the target; this tells the two apart the same way everywhere."""
from __future__ import annotations

from typing import Any

THRESHOLD = 6   # logical units the pointer moves before a press counts as a drag


class Drag:
    def __init__(self):
        # what was pressed (a tile's slot, a card: each table its own), None when released
        self.item: Any = None
        self.start: tuple[float, float] | None = None   # where it was pressed
        # the pointer while dragging, None before the threshold
        self.pos: tuple[float, float] | None = None

    @property
    def pressed(self) -> bool:
        return self.item is not None

    @property
    def dragging(self) -> bool:
        return self.pos is not None

    def press(self, item, pos) -> None:
        self.item, self.start, self.pos = item, pos, None

    def move(self, pos) -> bool:
        """Follow the pointer; True when the drag moved (the table must be redrawn)."""
        if self.item is None or self.start is None:   # nothing pressed (start comes with it)
            return False
        far = abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) > THRESHOLD
        if self.pos is not None or far:
            self.pos = pos
            return True
        return False

    def release(self) -> tuple:
        """(what was pressed, whether it was dragged), and forget the press."""
        item, dragged = self.item, self.pos is not None
        self.item = self.start = self.pos = None
        return item, dragged
