"""The in-app rules reference (issue 16, item 3): every game has one; it opens on the
section about the decision being taken (every decision kind the rules produce has one);
F1 and the ? button open it from a table; a refused move names the rule it breaks and F1
opens it there; search filters the sections; the text scrolls and stays inside the panel;
broken reference data is reported by file and field; Circleville's tile glossary."""
from pathlib import Path

import pygame
import pytest

from shared.bots import ask
from shared.bots.playout import controllers_for
from shared.engine import registry
from shared.engine.data import DataError
from shared.engine.match import Match
from shared.engine.reference import load, reference
from shared.ui import rulebook
from shared.ui.rulebook import CONTENT, PANEL, RulesPanel
from shared.ui.session import Session
from tests.games import GAMES

from .driver import Driver

ROOT = Path(__file__).resolve().parents[2]
# seatings that between them reach every kind of decision a game has
SEATINGS = {
    "simplicity": [["random"] * 4, ["random"] * 3],
    "squarecircle": [["random"] * 3],
    "rossio": [["random", "ross"], ["random"] * 3],
    "circleville": [["random"] * 3, ["random", "bertha", "denzel"],
                    ["random", "carsten", "katherine"]],
}


def played(game: str, seed: int = 3) -> dict[str, Match]:
    """Decision kind -> the match as it stood at the first such decision, over random
    games of every seating."""
    rules = registry.get_rules(game)
    found: dict[str, Match] = {}
    for seats in SEATINGS[game]:
        match = Match(rules, rules.make_config(seats, {}, seed))
        bots = controllers_for(match)
        while (d := match.decision()) is not None:
            if d.kind not in found:
                found[d.kind] = match.at(len(match.log))
            match.play(ask(bots[d.seat], match))
    return found


def declared_kinds(game: str) -> set[str]:
    """The kinds the rules modules name in their prompt tables (some, such as an
    equipment tile's question, are rare in random play)."""
    if game == "circleville":
        from circleville.turn import _PROMPTS
        return set(_PROMPTS) | {"solo-turn", "solo-final"}
    if game == "rossio":
        from rossio.rules import PROMPTS
        return set(PROMPTS)
    return set()


def show_table(app, match, live=False):
    table = registry.game_info(match.config.game).table_scene()(
        app, Session(match, {}, autosave=False), live=live)
    app.push(table)
    return table


# --- the data ----------------------------------------------------------------------------
def test_every_game_with_a_table_has_a_reference():
    from shared.ui.games import GAMES as PLAYABLE
    assert sorted(PLAYABLE) == sorted(GAMES)
    for game in GAMES:
        ref = reference(game)
        assert ref is not None and len(ref.sections) >= 7, game
        for section in ref.sections:
            assert section.paragraphs(), (game, section.id)


@pytest.mark.parametrize("game", GAMES)
def test_every_decision_kind_has_a_section(game):
    ref = reference(game)
    kinds = set(played(game)) | declared_kinds(game)
    missing = sorted(k for k in kinds if ref.for_decision(k) is None)
    assert missing == []
    assert set(ref.decisions) <= kinds, "a decision kind the rules never produce"


@pytest.mark.parametrize("game", GAMES)
def test_every_refusal_entry_names_words_the_rules_say(game):
    """A refusal entry must match a sentence some IllegalMove of the game says, so a
    reworded refusal cannot leave a dead entry behind."""
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / game).rglob("*.py")
                       if "scene" not in p.parts)
    for refusal in reference(game).refusals:
        assert refusal.says in source, refusal.says


def write(tmp_path, text: str) -> Path:
    path = tmp_path / "reference.yaml"
    path.write_text(text, encoding="utf-8")
    return path


GOOD_SECTION = "  - id: a\n    title: A\n    text: [Words.]\n"


@pytest.mark.parametrize("text,where", [
    ("sections:\n  - id: a\n    text: [Words.]\ndecisions: {}\n", "sections[0].title"),
    (f"sections:\n{GOOD_SECTION}decisions: {{place: b}}\n", "decisions.place"),
    (f"sections:\n{GOOD_SECTION}{GOOD_SECTION}decisions: {{}}\n", "sections[1].id"),
    ("sections:\n  - id: a\n    title: A\n    text: []\ndecisions: {}\n", "sections[0].text"),
    ("sections:\n  - id: a\n    title: A\n    text: [Words.]\n    figures:\n"
     "      - {sprite: 'simplicity:no_such', caption: C}\ndecisions: {}\n",
     "sections[0].figures[0].sprite"),
    ("sections:\n  - id: a\n    title: A\n    text: [Words.]\n    entries: 'no.such:thing'\n"
     "decisions: {}\n", "sections[0].entries"),
    (f"sections:\n{GOOD_SECTION}decisions: {{}}\nrefusals:\n  - {{says: x, section: z}}\n",
     "refusals[0].section"),
    ("sections: [\n", "line"),
])
def test_broken_reference_data_names_the_file_and_the_field(tmp_path, text, where):
    with pytest.raises(DataError) as caught:
        load(write(tmp_path, text))
    assert str(caught.value).startswith(f"reference.yaml: {where}")


# --- the panel -------------------------------------------------------------------------
@pytest.mark.parametrize("game", GAMES)
def test_the_panel_opens_on_the_section_of_each_decision(app, game):
    ref = reference(game)
    for kind, match in played(game).items():
        app.scenes[:] = app.scenes[:1]
        table = show_table(app, match)
        table.open_rules()
        panel = app.scene
        assert isinstance(panel, RulesPanel)
        assert panel.current.id == ref.decisions[kind], kind
        app.draw()


def human_simplicity(app):
    """A live Simplicity table where the person (seat 0) is to place a tile."""
    from shared.bots import make_controller
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy", "greedy", "greedy"], {}, 2))
    bots = {s: make_controller(rules, "greedy", s, 0) for s in (1, 2, 3)}
    while (d := match.decision()).seat != 0 or d.kind != "place":
        match.play(ask(bots[d.seat], match))
    return show_table(app, match, live=True)


def refuse_a_placement(table) -> None:
    """The person tries to place the first planned tile where it may not go."""
    from simplicity.moves import PlaceTile
    d = table.match.decision()
    slot = d.moves[0].slot
    legal = {m.space for m in d.moves if m.slot == slot}
    refused = next(s for s in range(len(table.match.state.tiles)) if s not in legal)
    assert not table.play(PlaceTile(slot, refused), animate_all=True)


def test_f1_and_the_question_button_open_the_rules_from_a_table(app):
    drv = Driver(app)
    table = human_simplicity(app)
    drv.key(pygame.K_F1)
    assert isinstance(app.scene, RulesPanel)
    assert app.scene.current.id == reference("simplicity").for_decision(
        table.match.decision().kind)
    drv.key(pygame.K_F1)                      # F1 again closes it
    assert app.scene is table
    button = next(w for w in table.widgets if getattr(w, "label", "") == "?")
    drv.click(button.rect)
    assert isinstance(app.scene, RulesPanel)
    drv.key(pygame.K_ESCAPE)
    assert app.scene is table


def test_a_refused_move_names_its_rule_and_f1_opens_it_there(app):
    drv = Driver(app)
    table = human_simplicity(app)
    d = table.match.decision()
    refuse_a_placement(table)
    assert "Rule: Where a tile may go (F1)" in app.notice[0]
    drv.key(pygame.K_F1)
    assert app.scene.current.id == "placing"
    drv.key(pygame.K_ESCAPE)
    assert table.play(d.moves[0], animate_all=True)
    assert table.cited is None                # a played move forgets the refusal


def test_typing_filters_the_sections_and_esc_clears_then_closes(app):
    drv = Driver(app)
    rulebook.open_rules(app, "simplicity", "overview")
    panel = app.scene
    drv.type_text("park")
    assert panel.search.text == "park"
    assert [s.id for s in panel.shown][:1] and "parks" in [s.id for s in panel.shown]
    assert all("park" in (s.title + " ".join(s.text)).lower() for s in panel.shown)
    assert panel.current in panel.shown
    drv.type_text(" square")                  # every word must be there
    assert [s.id for s in panel.shown] == ["parks"]
    drv.type_text("zzqx")
    assert panel.shown == []
    app.draw()                                # says nothing matches, does not fail
    drv.key(pygame.K_ESCAPE)
    # every section again, and the key list after them
    assert panel.search.text == "" and len(panel.shown) == len(reference("simplicity").sections) + 1
    assert app.scene is panel
    drv.key(pygame.K_ESCAPE)
    assert app.scene is not panel


def test_the_glossary_scrolls_by_keys_and_wheel_within_its_length(app):
    drv = Driver(app)
    rulebook.open_rules(app, "circleville", "equipment")
    panel = app.scene
    app.draw()
    assert panel.content_h > CONTENT[3]
    drv.key(pygame.K_PAGEDOWN)
    assert panel.scroll > 0
    for _ in range(40):
        drv.key(pygame.K_DOWN)
    assert panel.scroll == pytest.approx(panel.content_h - CONTENT[3])
    drv.post(pygame.MOUSEMOTION, pos=drv.centre(CONTENT), rel=(0, 0), buttons=(0, 0, 0))
    drv.post(pygame.MOUSEWHEEL, x=0, y=3)
    drv.pump()
    assert 0 < panel.scroll < panel.content_h - CONTENT[3]
    drv.key(pygame.K_TAB)                     # the next section starts at its top
    assert panel.current.id == "achievements" and panel.scroll == 0


@pytest.mark.parametrize("game", GAMES)
def test_every_section_stays_inside_the_panel(app, game):
    """At the window size of a 1366x768 screen, no text or picture of any section runs
    past the right of the panel or the text column."""
    drawn = []
    canvas = app.canvas
    real_text, real_image = canvas.text, canvas.image

    def spy_text(text, *a, **k):
        rect = real_text(text, *a, **k)
        drawn.append((text, rect))
        return rect

    def spy_image(surface, r, *a, **k):
        drawn.append(("(picture)", canvas.rect(r)))
        return real_image(surface, r, *a, **k)
    canvas.text, canvas.image = spy_text, spy_image
    try:
        for section in reference(game).sections:
            rulebook.open_rules(app, game, section.id)
            drawn.clear()
            app.scene.draw(canvas)   # the panel alone, not the scene under it
            right = canvas.rect(PANEL).right
            column = canvas.rect(CONTENT).right
            for text, rect in drawn:
                assert rect.right <= right, (section.id, text)
                if rect.left >= canvas.rect(CONTENT).left and rect.top > canvas.rect(CONTENT).top:
                    assert rect.right <= column + 1, (section.id, text)
            app.pop()
    finally:
        canvas.text, canvas.image = real_text, real_image


# --- Circleville's tile glossary -----------------------------------------------------------
def test_every_circleville_tile_has_glossary_text():
    from circleville import glossary
    from circleville.components import components
    counts = {"equipment": len(components().equipment),
              "achievement": len(components().achievements),
              "year_bonus": len(components().year_bonus)}
    for kind, count in counts.items():
        for number in range(1, count + 1):
            text = glossary.tile_text(kind, number)
            assert len(text) > 20 and str(number) in text
        with pytest.raises(KeyError):
            glossary.tile_text(kind, count + 1)
    assert len(glossary.entries("equipment")) == counts["equipment"]
    assert len(glossary.entries("year_bonus")) == 8   # one entry per kind of tile


def test_reconstructed_tiles_say_so_and_stated_ones_do_not():
    from circleville import glossary
    assert 5 in glossary.reconstructed("equipment") and 22 not in glossary.reconstructed("equipment")
    assert "Reconstructed" in glossary.tile_text("equipment", 5)
    assert "Reconstructed" not in glossary.tile_text("equipment", 1)
    assert "Reconstructed" in glossary.tile_text("achievement", 3)
    assert "Reconstructed" not in glossary.tile_text("achievement", 23)
    assert "Reconstructed" not in glossary.tile_text("year_bonus", 19)


def test_the_glossary_is_searchable_in_the_panel(app):
    drv = Driver(app)
    rulebook.open_rules(app, "circleville")
    drv.type_text("against the clock")   # equipment 15's words, only in the glossary
    assert [s.id for s in app.scene.shown] == ["equipment"]


def test_the_game_menu_and_the_setup_screen_offer_the_rules(app):
    from shared.ui.setup import SeatSetup
    drv = Driver(app)
    table = human_simplicity(app)
    table.open_menu()
    menu = app.scene
    drv.click(next(w for w in menu.widgets if w.label == "Rules (F1)").rect)
    assert isinstance(app.scene, RulesPanel) and app.scene.current.id == "your-turn"
    drv.key(pygame.K_ESCAPE)
    assert app.scene is menu
    app.push(SeatSetup(app, registry.game_info("rossio")))
    drv.key(pygame.K_F1)
    assert isinstance(app.scene, RulesPanel) and app.scene.ref is reference("rossio")


def test_clicking_a_listed_section_shows_it(app):
    from shared.ui.rulebook import LIST, ROW_H
    drv = Driver(app)
    rulebook.open_rules(app, "simplicity", "overview")
    panel = app.scene
    drv.click((LIST[0], LIST[1] + 4 * ROW_H, LIST[2], ROW_H))
    assert panel.current is panel.shown[4] and panel.scroll == 0


def test_a_search_finds_other_forms_of_a_word(app):
    """Issue 28: "demolish" finds Simplicity's demolition token, though the text never
    says "demolish"; a word found nowhere in any form still finds nothing."""
    drv = Driver(app)
    rulebook.open_rules(app, "simplicity")
    drv.type_text("demolish")
    assert app.scene.shown and all("demoli" in " ".join(t for _, t in s.paragraphs()).lower()
                                   + s.title.lower() for s in app.scene.shown)
    for _ in "demolish":
        drv.key(pygame.K_BACKSPACE)
    drv.type_text("zeppelin")
    assert app.scene.shown == []
