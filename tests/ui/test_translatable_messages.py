"""Messages that reach a player are looked up whole, inner sentences too (issue 10, item
9): why a save cannot be loaded on the Load screen, a score sheet's categories and
tie-break, a printed opponent's reason in the log and a Circleville prompt. Players are
named, never "seat 2" or "Player 2"."""
import pytest

from shared.bots import ask, make_controller
from shared.bots.playout import play_out
from shared.engine import i18n, registry
from shared.engine.match import Match
from shared.engine.narration import Line, Seat
from shared.ui.session import Session

from .test_translatable import WRAPPED_ROWS, drawn_texts, untranslated


class Recording(dict):
    """A pseudo-language that marks every sentence looked up and remembers it."""

    def __init__(self):
        super().__init__()
        self.asked: set[str] = set()

    def get(self, text, default=None):
        self.asked.add(text)
        return "«" + text + "»"


@pytest.fixture
def pseudo(monkeypatch):
    catalogue = Recording()
    monkeypatch.setattr(i18n, "_catalogue", catalogue)
    return catalogue


def sentences(value) -> set[str]:
    """The sentence of a Line and of every Line nested in it (or a plain sentence)."""
    if not isinstance(value, Line):
        return {str(value)}
    out = {value.text}
    for _, param in value.params:
        if isinstance(param, Line):
            out |= sentences(param)
    return out


def names_of(players: int) -> list[str]:
    return ["Ana", "Ben", "Cy", "Di", "Ed"][:players]


def test_why_a_save_cannot_be_loaded_is_looked_up_sentence_by_sentence(app, pseudo):
    from shared.engine import saves
    from shared.engine.paths import saves_dir
    from shared.ui.loadgame import LoadGame
    rules = registry.get_rules("simplicity")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 1))
    saves.save(match, saves_dir() / "fine.yaml", {"names": ["Ana", "Ben"]})
    text = (saves_dir() / "fine.yaml").read_text(encoding="utf-8")
    assert "\nseed: 1\n" in text
    (saves_dir() / "seedless.yaml").write_text(text.replace("\nseed: 1\n", "\nseed: one\n"))
    (saves_dir() / "cut.yaml").write_text("format: [")
    screen = LoadGame(app)
    texts = drawn_texts(app, [screen])
    missing = untranslated(texts, {"Ana, Ben", "fine", "seedless.yaml", "cut.yaml"})
    assert missing == [], "\n".join(missing)
    broken = [entry for entry in screen.entries if entry.problem]
    assert len(broken) == 2
    for entry in broken:
        assert isinstance(entry.problem, Line)
        assert sentences(entry.problem) <= pseudo.asked, entry.problem
        screen.chosen = entry.path
        texts += drawn_texts(app, [], then=screen.open_chosen)   # the toast saying why
    # the field and the file are named, in the player's language
    assert any("seed" in t and "«a whole number»" in t for t in texts)
    assert any(t.startswith("«cut.yaml: ««is not valid YAML at line") for t in texts)


@pytest.mark.parametrize("game,players,seed,named", [
    ("simplicity", 2, 23, "Ben"),           # a tie: seat 2 wins by the turn order
    ("squarecircle", 3, 6, "Cy"),           # a tie: Player 3 holds the most red goods
    ("circleville", 2, 1, None),            # quadrants as "Quadrant {quadrant}"
])
def test_a_score_sheets_categories_and_tie_break_are_looked_up(app, pseudo, game, players,
                                                               seed, named):
    from shared.ui.scores import ScoreSheet
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["random"] * players, {}, seed))
    play_out(match)
    names = names_of(players)
    session = Session(match, {"names": names}, autosave=False)
    result = match.result()
    table = registry.game_info(game).table_scene()(app, session, live=False)
    sheet = ScoreSheet(app, session, getattr(table, "column_look", None))
    texts = drawn_texts(app, [sheet])
    for value in result.categories + (result.tiebreak,):
        assert sentences(value) <= pseudo.asked, value
    if game != "simplicity":   # whose rows are kinds of building, words of its data
        assert any(isinstance(c, Line) and c.params for c in result.categories)
    if named:
        assert isinstance(result.tiebreak, Line)
        said = sheet.say(result.tiebreak)
        assert said in texts and named in said
        assert "seat" not in said and "Player" not in said
    missing = untranslated(texts, set(names))
    assert missing == [], "\n".join(missing)


def test_the_square_circles_own_final_sheet_says_the_tie_break_with_names(app, pseudo):
    from squarecircle.scene.final import SquareCircleFinal
    rules = registry.get_rules("squarecircle")
    match = Match(rules, rules.make_config(["random"] * 3, {}, 6))
    play_out(match)
    session = Session(match, {"names": names_of(3)}, autosave=False)
    # drawn_texts skips the rows of text wrapped before, kept across tests: a row that is
    # this whole sentence, wrapped earlier in the same worker, would hide it here
    WRAPPED_ROWS.clear()
    texts = drawn_texts(app, [SquareCircleFinal(app, session, complete=True)])
    assert sentences(match.result().tiebreak) <= pseudo.asked
    # the tie-break sentence as drawn: wrapped over the lines it needs, which split it
    # between words, so the lines joined by spaces give it back
    drawn = " ".join(texts)
    at = drawn.index("tie on")
    said = drawn[max(0, at - 120):at + 120]
    assert "Ana" in said and "Cy" in said and "Player" not in said


@pytest.mark.parametrize("game,seats", [("rossio", ["greedy", "ross"]),
                                        ("circleville", ["random", "bertha", "katherine"])])
def test_a_printed_opponents_reason_in_the_log_is_looked_up(pseudo, game, seats):
    from shared.ui.narrator import Narrator
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(seats, {}, 3))
    controllers = [make_controller(rules, name, s, 3) for s, name in enumerate(seats)]
    reasons = {}
    while not match.finished and len(match.log) < 400:
        d = match.decision()
        move = ask(controllers[d.seat], match)
        if seats[d.seat] in rules.automa_names:
            reasons[len(match.log)] = controllers[d.seat].reason(move)
        match.play(move)
    names = names_of(len(seats))
    lines = Narrator(match, lambda seat: names[seat.index], reasons).lines()
    told = [why for why in reasons.values() if isinstance(why, Line) and why.params]
    assert len(told) > 5
    for why in reasons.values():
        assert sentences(why) <= pseudo.asked, why
    # each reason is its own marked sentence inside the log's "({why})"
    assert sum(line.lstrip().startswith("«(«") for line in lines) == len(reasons)


def test_a_circleville_prompt_names_the_player(app, pseudo):
    from shared.ui.narrator import say
    rules = registry.get_rules("circleville")
    match = Match(rules, rules.make_config(["human", "greedy"], {}, 2))
    bots = [None, make_controller(rules, "greedy", 1, 2)]
    while match.decision().seat != 0:
        match.play(ask(bots[1], match))
    session = Session(match, {"names": ["Ana", "Ben"]}, autosave=False)
    table = registry.game_info("circleville").table_scene()(app, session)
    prompt = table.human_decision().prompt
    assert isinstance(prompt, Line) and dict(prompt.params)["player"] == Seat(0, label="Player 1")
    texts = drawn_texts(app, [table])
    banner = say(prompt, table.seat_label)
    assert banner.startswith("«Ana: ") and banner in texts
    assert prompt.text in pseudo.asked
    assert not [t for t in texts if "Player 1" in t]
