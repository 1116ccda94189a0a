"""Issue 31: German, all through. Whole seeded games of every game (against its printed
opponents too) are played and told in German, and
- no log line (as each seat and a finished game read it), move-chooser label, prompt or
  seat's reason holds one of the commonest English words (words German spells the same,
  "die", "an", "in", "so", "was", "will", "hat", "Rest", are not on the list);
- every sentence looked up on the way (the bots' and opponents' reasons, the hints' why,
  a damaged save's complaints included) is in its package's template, so the extractor
  sees what reaches `tr` through a variable (a sentence kept as data is marked with
  shared.engine.i18n.mark where it is written). tests/ui/test_fit.py does the same for
  every screen drawn."""
from __future__ import annotations

import copy
import re

import pytest
import yaml

from shared.bots import controller_names, make_controller
from shared.cli import catalogue as extraction
from shared.engine import i18n, registry, savecheck
from shared.engine.match import Match
from shared.engine.narration import Seat
from shared.ui import hint
from shared.ui.narrator import render, say, seen_lines, upper_first
from tests.games import GAMES

# the commonest English words that are no German words (nor German with a capital:
# "Bot", "Team", "Start", "Hand", "Rest", "Also", "As" are left out)
ENGLISH = set("""
the and of to you that it for on with as your are from at by be this have not or but can
all each one two three four five six they their them his her its has had were been which
who when where there than then more most any every only other after before again because
if would could should into onto over out up down off just no yes may must next first
last left right back now how what why our we he she him my me takes take gets get got
gives give puts put moves move scores score places place builds build draws draw pays pay
card cards tile tiles turn turns round rounds player players point points game games
piece pieces space spaces square squares circle circles board market supply coins coin
cubes cube token tokens bag deck hand's wins win winner tie tied nobody someone
red blue green yellow white black brown purple grey gray
""".split())
WORD = re.compile(r"[A-Za-zÄÖÜäöüß']+")
NAMES = ["Anna", "Bernd", "Clara", "Dieter", "Emma", "Fritz"]


def english_words(text: str) -> list[str]:
    return [w for w in WORD.findall(text) if w.lower() in ENGLISH]


def name_of(seat: Seat) -> str:
    return NAMES[seat.index % len(NAMES)] if seat.team is None else f"Team {seat.team}"


class Asked(dict):
    """A catalogue that remembers every sentence looked up in it."""

    def __init__(self, messages, asked: set):
        super().__init__(messages)
        self.asked = asked

    def get(self, text, default=None):
        self.asked.add(text)
        return super().get(text, default)


class Plurals(dict):
    def __init__(self, forms, asked: set):
        super().__init__(forms)
        self.asked = asked

    def get(self, pair, default=None):
        self.asked.add(pair[0])
        return super().get(pair, default)


def seatings(rules) -> list[list[str]]:
    """Three greedy seats, the most random ones, and each printed opponent (all of them
    together where there are several)."""
    out = [["greedy"] * 3, ["random"] * rules.max_players]
    out += [["greedy", name] for name in rules.automa_names]
    if len(rules.automa_names) > 1:
        out.append(["random", *rules.automa_names[:3]])
    return out


def play(rules, seats, seed, read) -> None:
    match = Match(rules, rules.make_config(seats, {}, seed))
    controllers = [make_controller(rules, name, s, seed) for s, name in enumerate(seats)]
    viewers = [None, *range(len(seats))]
    while (decision := match.decision()) is not None:
        state = match.state
        read("prompt", say(decision.prompt, name_of))
        for move in decision.moves[:30]:   # as the move chooser labels them
            read("chooser", upper_first(say(rules.describe(move, state), name_of)))
        blocker = match.undo_blocker()
        if blocker:
            read("undo", say(blocker, name_of))
        move = controllers[decision.seat].choose(match.view(decision.seat), decision,
                                                 len(match.log))
        read("reason", say(controllers[decision.seat].reason(move), name_of))
        said = rules.narrate(state, decision.seat, move, match.play(move))
        for viewer in viewers:
            for line in seen_lines(said, viewer):
                read("log", render(line, name_of))
    result = match.result()
    for value in (*result.categories, result.tiebreak, *result.notes):
        if value:
            read("score sheet", say(value, name_of))
    for column in result.columns:   # a printed opponent's column is its name, as it is
        read("score sheet", column if isinstance(column, str) else say(column, name_of))
    for name in controller_names(rules):   # what each kind of seat says of its moves
        if name != "human":
            read("reason", say(make_controller(rules, name, 1, seed).reason(move), name_of))


def damaged_saves(read) -> None:
    """A save with each top field missing, then of the wrong kind: the complaints."""
    from shared.bots.playout import play_out
    from shared.engine import saves
    rules = registry.get_rules(GAMES[0])
    match = Match(rules, rules.make_config(["greedy"] * 2, {}, 1))
    play_out(match, max_moves=4)
    doc = yaml.safe_load(saves.dump(match, {}))
    for field in ("game", "seats", "options", "seed", "meta", "finished", "autosave",
                  "saved_at", "data", "moves"):
        for damage in ("missing", "wrong"):
            broken = copy.deepcopy(doc)
            if damage == "missing":
                broken.pop(field, None)
            else:
                broken[field] = 3.5
            try:
                savecheck.check(broken)
            except savecheck.SchemaError as exc:
                read("save", say(exc.line, name_of))


class German:
    """Whole games played and told in German: the texts read, by where, and every
    sentence looked up."""

    def __init__(self):
        self.read: list[tuple[str, str]] = []
        self.asked: set[str] = set()

    def __call__(self, where: str, text: str) -> None:
        self.read.append((where, text))


@pytest.fixture(scope="module")
def german() -> German:
    told = German()
    i18n.use_language("de")
    saved = i18n._catalogue, i18n._plurals
    i18n._catalogue = Asked(i18n._catalogue, told.asked)   # type: ignore[assignment]
    i18n._plurals = Plurals(i18n._plurals, told.asked)     # type: ignore[assignment]
    try:
        for game in GAMES:
            rules = registry.get_rules(game)
            for k, seats in enumerate(seatings(rules)):
                play(rules, seats, 7 + k, told)
        for count, ratings in ((1, []), (2, []), (2, [("a", 1.0), ("b", 1.0)]),
                               (2, [("a", 3.0), ("b", 1.0)])):
            told("hint", hint.reason(ratings, "a", count))
        told("hint", hint.reason([("a", 0.7), ("b", 0.5)], "a", 2, chance=True))
        damaged_saves(told)
    finally:
        i18n._catalogue, i18n._plurals = saved
        i18n.use_language("en")
    return told


def test_no_common_english_word_is_left_in_german_games(german):
    found: dict[str, str] = {}
    for where, text in german.read:
        if where in ("prompt", "chooser", "log", "reason", "score sheet") and \
                english_words(text):
            found.setdefault(text, f"{where}: {english_words(text)}")
    assert len(german.read) > 5000
    assert found == {}, f"{len(found)} German texts keep English words:\n" + "\n".join(
        f"{why}  {text}" for text, why in sorted(found.items(), key=lambda kv: kv[1]))


def test_every_sentence_looked_up_is_in_a_template(german):
    known = set()
    for package in extraction.packages():
        for msgid, plural in extraction.template_ids(extraction.template_path(package)):
            known |= {msgid, plural or msgid}   # trn without a catalogue entry looks up either
    missing = sorted(text for text in german.asked - known if text.strip())
    assert missing == [], f"{len(missing)} sentences are in no template:\n" + "\n".join(
        repr(m) for m in missing)


def test_the_word_list_holds_no_german_word():
    for word in ("die", "an", "in", "so", "was", "will", "hat", "rest", "also", "bot",
                 "team", "start", "hand", "den", "war", "man"):
        assert word not in ENGLISH
    assert english_words("Anna nimmt 2 Karten; the end") == ["the"]


@pytest.mark.parametrize("game", GAMES)
def test_simulate_json_names_its_columns_in_the_language_asked(game):
    """`simulate --json`: the sheet's columns ("Team 1", "Player 1") are said in German
    with --language de, and stay the same English text without it (the keys are a
    contract and do not change)."""
    from shared.bots.playout import play_out
    from shared.cli.simulate import game_record
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["greedy"] * 2, {}, 1))
    play_out(match)
    english = game_record(match)
    i18n.use_language("de")
    try:
        german = game_record(match)
    finally:
        i18n.use_language("en")
    assert english.keys() == german.keys()
    assert english["columns"][0] in ("Team 1", "Player 1", "Player 1 (greedy)")
    assert german["columns"][0].startswith(("Team 1", "Spieler 1"))
    assert not any(english_words(column) for column in german["columns"])
