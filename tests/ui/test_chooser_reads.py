"""Issue 28 (shell details): the move chooser's help line ran into its counter ("1-10 of
24: scroll or Page Down for more"), which stood on the same line at its right. The counter
now stands on the title's line, and no text of the chooser's head overlaps another, in
every game, in English and German, at 100 % and 150 % text (where the help line stood in
the title's descenders until the head grew with the text size)."""
import random

import pygame
import pytest

from shared.engine import i18n, registry
from shared.engine.match import Match
from shared.ui.chooser import MAX_ROWS, MoveChooser
from shared.ui.session import Session
from tests.games import GAMES

from .driver import canvas_calls


def long_list_table(app, game: str):
    """A hotseat table at a decision with more moves than the chooser shows at once."""
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["human"] * max(2, rules.min_players), {}, 4))
    rng = random.Random(4)
    while len(match.decision().moves) <= MAX_ROWS:
        match.play(rng.choice(match.decision().moves))
        if match.decision() is None:
            pytest.skip(f"no decision of a seeded {game} game lists over {MAX_ROWS} moves")
    table = registry.game_info(game).table_scene()(app, Session(match, {}, autosave=False))
    app.push(table)
    table.update(0)
    return table


@pytest.mark.parametrize("text_scale", [1.0, 1.5])
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_the_choosers_head_reads_whole(app, game, language, text_scale):
    i18n.use_language(language)
    app.canvas.text_scale = text_scale
    try:
        long_list_table(app, game)
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="",
                                        scancode=0))
        chooser = app.scene
        assert isinstance(chooser, MoveChooser) and len(chooser.labels) > chooser.rows()
        top_row = chooser.row_rect(0)[1]
        head = [(line.words, line.made)
                for line in canvas_calls(app, lambda: chooser.draw(app.canvas))
                if app.canvas.to_logical(line.made.topleft)[1] < top_row]   # above the moves
        texts = [t for t, _ in head]
        assert any("Page Down" in t or "Bild" in t for t in texts), texts
        for i, (a, ra) in enumerate(head):
            for b, rb in head[i + 1:]:
                assert not ra.colliderect(rb), f"{a!r} runs into {b!r}"
            assert "…" not in a, a
    finally:
        i18n.use_language("en")
