"""The rules' own words are whole sentences a catalogue can hold (issue 10, item 9): an
illegal move's reason is a string literal with named placeholders, never a sentence built
with an f-string, `%`, `+` or `.format`; a legal move's description and a decision's
prompt are a Line (or a plain sentence) whose text is written out in the game's source."""
import ast
import string
from pathlib import Path

import pytest

from shared.engine.contract import IllegalMove
from shared.engine.narration import Line
from shared.engine.registry import game_info
from shared.engine.rng import Rng, seed_state

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("simplicity", "squarecircle", "rossio", "circleville")


def rules_files(game: str):
    """The game's rules modules: everything but its scenes (the table) and its data."""
    for path in sorted((ROOT / game).rglob("*.py")):
        if not {"scene", "data"} & set(path.relative_to(ROOT / game).parts):
            yield path


def reason_faults(source: str, name: str = "<source>") -> list[str]:
    """Each `IllegalMove(...)` whose sentence is not a literal with matching placeholders."""
    faults = []
    for node in ast.walk(ast.parse(source, name)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "IllegalMove"):
            continue
        where = f"{name}:{node.lineno}"
        first = node.args[0] if node.args else None
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


@pytest.mark.parametrize("source", [
    'raise IllegalMove(f"space {n} is taken")',
    'raise IllegalMove("space %d is taken" % n)',
    'raise IllegalMove("space " + str(n) + " is taken")',
    'raise IllegalMove("space {} is taken".format(n))',
    'raise IllegalMove(why(state))',
    'raise IllegalMove("space {space} is taken", place=n)',
])
def test_the_guard_catches_a_sentence_built_in_code(source):
    assert len(reason_faults(source)) == 1


def test_the_guard_passes_a_sentence_with_placeholders():
    assert reason_faults('raise IllegalMove("space {space} is taken", space=n)') == []


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
