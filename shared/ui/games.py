"""Which games the window can play, and what their setup screen needs to know."""
from __future__ import annotations

import importlib
from typing import Callable

from dataclasses import dataclass


@dataclass(frozen=True)
class Look:
    """A seat colour: its name, RGB and the symbol that also carries it."""
    name: str
    rgb: tuple[int, int, int]
    symbol: str


@dataclass(frozen=True)
class GameUI:
    name: str
    title: str
    tagline: str
    players: str                       # "2-6 players"
    looks: tuple[Look, ...]            # colours a seat may take
    colours_per_seat: Callable[[int], int]
    table: str                         # "module:Class" of the table scene
    swatch: str = ""                   # sprite "group:pattern" showing a colour, e.g. a disc
    summary: tuple[str, ...] = ()      # the game in a few lines, for the setup screen

    def table_scene(self):
        module, _, cls = self.table.partition(":")
        return getattr(importlib.import_module(module), cls)


def _simplicity() -> GameUI:
    return GameUI(
        name="simplicity", title="Simplicity", players="2-6 players",
        tagline="Plan the city block by block: neighbourhoods, links and parks.",
        looks=(Look("pink", (236, 120, 160), "heart"), Look("white", (240, 238, 232), "star"),
               Look("yellow", (246, 206, 70), "sun"), Look("brown", (140, 94, 62), "diamond"),
               Look("red", (210, 58, 52), "cross"), Look("black", (44, 44, 48), "crescent")),
        colours_per_seat=lambda players: 2 if players <= 3 else 1,
        table="simplicity.scene.table:SimplicityTable", swatch="simplicity:disc_{}",
        summary=(
            "Five rounds. Each round seven tiles wait beside the planning board.",
            "In turn order, take one and build it on a city space showing its symbol; "
            "your pawn stays where the tile was, so a late pick means a late turn next round.",
            "Links: 3 points for each pair of your discs side by side.",
            "Neighbourhoods: each disc scores the size of its group of same-type buildings.",
            "Parks: different building types next to them, squared.",
            "The last team each round takes an extra point (and demolishes a tile with "
            "2, 4 or 5 players).",
        ))


def _squarecircle() -> GameUI:
    return GameUI(
        name="squarecircle", title="The Square Circle", players="2-5 players",
        tagline="Send merchants to the markets of Stonehenge and hold the goods worth most.",
        looks=(Look("purple", (132, 82, 180), "star"), Look("orange", (238, 132, 34), "heart"),
               Look("teal", (26, 148, 150), "drop"), Look("black", (52, 52, 58), "bolt"),
               Look("pink", (238, 124, 172), "flower")),
        colours_per_seat=lambda players: 1,
        table="squarecircle.scene.table:SquareCircleTable", swatch="squarecircle:seat_{}",
        summary=(
            "Each turn, turn over two cards. Take a merchant of one card's colour; the "
            "other card says where it stands: a day (sun) or night (moon) stone under a "
            "space of its colour or in its colour's marketplace.",
            "Take a good from above that space; the merchant's colour moves up one on the "
            "track.",
            "A neutral card walks the High Druid two bluestones. When he is back at the "
            "altar, the square closes.",
            "Each marketplace then scores for the colours of its merchants. The colour worth "
            "most pays 4 per good, then 3, 2, 1. Most points wins.",
        ))


GAMES: dict[str, Callable[[], GameUI]] = {"simplicity": _simplicity, "squarecircle": _squarecircle}


def playable() -> list[GameUI]:
    return [make() for make in GAMES.values()]


def game_ui(name: str) -> GameUI:
    return GAMES[name]()
