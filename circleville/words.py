"""The words of Circleville's components as sentences put them in their placeholders: each
one a sentence of its own for the catalogue, so a colour or a structure is translated like
the sentence around it. Where English writes an article or an adjective with the word ("an
orange action", "a golden structure"), the whole phrase is the catalogue's key, so a
language picks its own article, gender and ending. A value the table does not know (from
a save of other data) stays as it is."""
from __future__ import annotations

from shared.engine.narration import Line

# an action colour, a road colour, a tile or a column by its colour
COLOURS = {"red": Line.of("red"), "blue": Line.of("blue"), "orange": Line.of("orange"),
           "green": Line.of("green")}
# the action of a colour, taken: "Take a blue action: Construct roads"
AN_ACTION = {"red": Line.of("a red action"), "blue": Line.of("a blue action"),
             "orange": Line.of("an orange action"), "green": Line.of("a green action")}
# a structure by its kind, razed or built ("a ..."), queued ("the ...")
A_STRUCTURE = {"golden": Line.of("a golden structure"), "silver": Line.of("a silver structure"),
               "brown": Line.of("a brown structure"),
               "natural": Line.of("a natural structure")}
THE_STRUCTURE = {"golden": Line.of("the golden structure"),
                 "silver": Line.of("the silver structure"),
                 "brown": Line.of("the brown structure"),
                 "natural": Line.of("the natural structure")}
# the road squares of a section: one, and several
A_SQUARE = {"red": Line.of("a red square"), "blue": Line.of("a blue square")}
SQUARES = {"red": Line.of("red squares"), "blue": Line.of("blue squares")}
# which numbered section of a quadrant a solo player starts with
SECTION_FIRST = {"lowest": Line.of("lowest-numbered section first"),
                 "highest": Line.of("highest-numbered section first")}


def colour(name: str) -> Line | str:
    return COLOURS.get(name, name)


def colours(names) -> tuple:
    return tuple(colour(name) for name in names)


def an_action(name: str) -> Line | str:
    return AN_ACTION.get(name, name)


def a_structure(kind: str) -> Line | str:
    return A_STRUCTURE.get(kind, kind)


def the_structure(kind: str) -> Line | str:
    return THE_STRUCTURE.get(kind, kind)


def a_square(road: str) -> Line | str:
    return A_SQUARE.get(road, road)


def squares(road: str) -> Line | str:
    return SQUARES.get(road, road)


def section_first(order: str) -> Line | str:
    return SECTION_FIRST.get(order, order)
