"""The rules' own words are whole sentences a catalogue can hold (issue 10, item 9): an
illegal move's reason is a string literal with named placeholders, never a sentence built
with an f-string, `%`, `+` or `.format`; a legal move's description and a decision's
prompt are a Line (or a plain sentence) whose text is written out in the game's source."""
import ast
import string
from pathlib import Path

import pytest

from shared.engine.contract import IllegalMove
from shared.engine.narration import Line, Seat
from shared.engine.registry import game_info
from shared.engine.rng import Rng, seed_state
from tests.games import GAMES, per_game

ROOT = Path(__file__).resolve().parent.parent


def rules_files(game: str):
    """The game's rules modules: everything but its scenes (the table) and its data."""
    for path in sorted((ROOT / game).rglob("*.py")):
        if not {"scene", "data"} & set(path.relative_to(ROOT / game).parts):
            yield path


# errors told to a person, and which argument holds the sentence
TOLD = {"IllegalMove": 0, "ConfigError": 0, "YamlProblem": 0, "SaveError": 1,
        "SchemaError": 1, "FieldError": 1}


def reason_faults(source: str, name: str = "<source>") -> list[str]:
    """Each error told to a person (`IllegalMove(...)`, `SaveError(path, ...)`, ...) whose
    sentence is not a literal with matching placeholders, nor an inner error's `.line`."""
    faults = []
    for node in ast.walk(ast.parse(source, name)):
        func = node.func if isinstance(node, ast.Call) else None
        called = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else None)
        if called not in TOLD:
            continue
        where = f"{name}:{node.lineno}"
        first = node.args[TOLD[called]] if len(node.args) > TOLD[called] else None
        if isinstance(first, ast.Attribute) and first.attr == "line" and not node.keywords:
            continue   # an inner error's sentence, told inside this one
        if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
            kind = type(first).__name__ if first is not None else "nothing"
            faults.append(f"{where}: the reason is built at run time ({kind}), not a literal")
            continue
        fields = {f for _, f, _, _ in string.Formatter().parse(first.value) if f is not None}
        given = {k.arg for k in node.keywords}
        if None in given:     # **params: the names are checked where the dict is built
            continue
        if fields != given:
            faults.append(f"{where}: placeholders {sorted(fields)} but values {sorted(given)}")
    return faults


def literals(game: str) -> set[str]:
    """Every string literal in the game's rules modules: where a catalogue finds its keys."""
    out = set()
    for path in rules_files(game):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                out.add(node.value)
    return out


def unwritten(value, written: set[str]) -> list[str]:
    """Sentences in `value` (a Line with its nested Lines, or a str) not written in the source."""
    if isinstance(value, Line):
        out = [] if value.text in written else [value.text]
        for _, param in value.params:
            if isinstance(param, Line):
                out += unwritten(param, written)
        return out
    if isinstance(value, str):
        return [] if value in written else [value]
    return [repr(value)]


def test_the_guard_sees_every_game():
    assert all(len(list(rules_files(g))) >= 5 for g in GAMES)


@pytest.mark.parametrize("game", GAMES)
def test_illegal_move_reasons_are_literal_sentences(game):
    faults = []
    for path in rules_files(game):
        faults += reason_faults(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert faults == []


def engine_files():
    """Shared modules that tell a person why a save, a setting or a seat cannot be used."""
    for folder in ("shared/engine", "shared/bots"):
        yield from sorted((ROOT / folder).glob("*.py"))


def test_save_and_setup_errors_are_literal_sentences():
    faults = []
    for path in engine_files():
        faults += reason_faults(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    assert faults == []


@pytest.mark.parametrize("source", [
    'raise IllegalMove(f"space {n} is taken")',
    'raise IllegalMove("space %d is taken" % n)',
    'raise IllegalMove("space " + str(n) + " is taken")',
    'raise IllegalMove("space {} is taken".format(n))',
    'raise IllegalMove(why(state))',
    'raise IllegalMove("space {space} is taken", place=n)',
    'raise SaveError(path, f"is {size} bytes")',
    'raise saves.SaveError(path, "is {size} bytes", bytes=size)',
    'raise SchemaError(field, "expected " + what)',
    'raise ConfigError(f"option {key}: bad")',
    'raise SaveError(path, str(exc))',
])
def test_the_guard_catches_a_sentence_built_in_code(source):
    assert len(reason_faults(source)) == 1


@pytest.mark.parametrize("source", [
    'raise IllegalMove("space {space} is taken", space=n)',
    'raise SaveError(path, exc.line)',   # an inner error's sentence
    'raise SaveError(path, "field seats: {problem}", problem=exc.line)',
])
def test_the_guard_passes_a_sentence_with_placeholders(source):
    assert reason_faults(source) == []


def positions(rules, seed: int, moves: int = 150, every: int = 7):
    """States along a seeded random game, one every few moves."""
    config = rules.make_config(["random"] * max(2, rules.min_players), {}, seed)
    rng = Rng(seed_state(seed))
    state, events = rules.setup(config, rng)
    state = rules.apply(state, events)
    pick = Rng(seed_state(seed, 1))
    for step in range(moves):
        decision = rules.decision(state)
        if decision is None:
            return
        if step % every == 0:
            yield state, decision
        move = decision.moves[pick.randrange(len(decision.moves))]
        state = rules.apply(state, rules.play(state, move, rng))


@pytest.mark.parametrize("game", GAMES)
def test_descriptions_and_prompts_are_sentences_written_in_the_source(game):
    rules = game_info(game).load_rules()
    written = literals(game)
    seen, missing = 0, set()
    for seed in (1, 2):
        for state, decision in positions(rules, seed):
            missing.update(unwritten(decision.prompt, written))
            for move in decision.moves:
                text = rules.describe(move)
                missing.update(unwritten(text, written))
                assert not str(text).startswith(type(move).__name__ + "("), text
                seen += 1
    assert seen > 50
    assert sorted(missing) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_refusal_keeps_its_sentence_and_values_apart(game):
    """A move from an earlier decision, refused now: the reason is the catalogue's key plus
    the values, and its English message is that sentence filled in."""
    rules = game_info(game).load_rules()
    written = literals(game)
    earlier, refused = [], 0
    for state, decision in positions(rules, 3, every=3):
        for move in earlier:
            if move in decision.moves:
                continue
            with pytest.raises(IllegalMove) as caught:
                rules.play(state, move, Rng(1))
            exc = caught.value
            assert exc.template in written
            assert str(exc) == (exc.template.format(**exc.params) if exc.params else exc.template)
            refused += 1
        earlier = list(decision.moves[:3])
    assert refused > 5


def data_words(game: str) -> set[str]:
    """The words of the game's component data (names of kinds), as a row heading writes them."""
    import yaml

    def strings(node):
        if isinstance(node, str):
            yield node
        elif isinstance(node, dict):
            for k, v in node.items():
                yield from strings(k)
                yield from strings(v)
        elif isinstance(node, list):
            for v in node:
                yield from strings(v)
    out = set()
    for path in (ROOT / game / "data").glob("*.yaml"):
        out.update(w.capitalize() for w in strings(yaml.safe_load(path.read_text("utf-8"))))
    return out


def sentences_of(value) -> list:
    """A Line and the Lines nested in it (or a plain sentence)."""
    out = [value]
    for _, param in value.params if isinstance(value, Line) else ():
        if isinstance(param, Line):
            out += sentences_of(param)
    return out


def finished_results(rules, seats, seeds):
    from shared.engine.match import Match
    from shared.bots.playout import play_out
    for seed in seeds:
        match = Match(rules, rules.make_config(seats, {}, seed))
        play_out(match)
        yield match.result()


# seeds whose random games end in a tie, so the tie-break sentence is a Line with players
TIES = per_game({"simplicity": (["random"] * 2, (23, 1)),
                 "squarecircle": (["random"] * 3, (6, 23, 1)),
                 "rossio": (["random", "ross"], (1, 2)),
                 "circleville": (["random", "bertha"], (1,))})


@pytest.mark.parametrize("game", GAMES)
def test_score_sheets_are_sentences_written_in_the_source(game):
    """Categories and the tie-break of a result: catalogue keys, numbers and players as
    placeholders (a player is a Seat, so the score sheet writes their name)."""
    rules = game_info(game).load_rules()
    written = literals(game) | data_words(game)   # e.g. a kind of building, capitalised
    seats, seeds = TIES[game]
    missing = set()
    for result in finished_results(rules, seats, seeds):
        for value in result.categories + (result.tiebreak,):
            missing.update(unwritten(value, written))
    assert sorted(missing) == []


def test_a_tie_break_names_players_as_seats():
    rules = game_info("squarecircle").load_rules()
    result = next(finished_results(rules, ["random"] * 3, (6,)))
    seats = [v for line in sentences_of(result.tiebreak) for _, v in line.params
             if isinstance(v, Seat)]
    assert {s.index for s in seats} == {0, 2}
    assert str(result.tiebreak).startswith("Player 1 and Player 3 tie on 20 points")


@pytest.mark.parametrize("game,seats", [("rossio", ["greedy", "ross"]),
                                        ("circleville", ["random", "bertha", "katherine"]),
                                        ("circleville", ["random", "carsten", "denzel"])])
def test_printed_opponents_reasons_are_sentences_written_in_the_source(game, seats):
    """ROSS's and the solo players' reasons in the log: catalogue keys with placeholders."""
    from shared.bots import make_controller
    from shared.engine.match import Match
    rules = game_info(game).load_rules()
    written = literals(game)
    match = Match(rules, rules.make_config(seats, {}, 4))
    controllers = [make_controller(rules, name, s, 4) for s, name in enumerate(seats)]
    missing, told = set(), 0
    while not match.finished and len(match.log) < 1500:
        d = match.decision()
        move = controllers[d.seat].choose(match.view(d.seat), d, len(match.log))
        if seats[d.seat] in rules.automa_names:
            why = controllers[d.seat].reason(move)
            missing.update(unwritten(why, written))
            told += isinstance(why, Line) and bool(why.params)
        match.play(move)
    assert told > 10
    assert sorted(missing) == []
