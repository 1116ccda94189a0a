"""Every word a person reads is looked up, the words inside a sentence too (issue 31,
point 2): with a pseudo-language whose catalogue knows every sentence and writes its
letters as full-width look-alikes, whole seeded games of every game and player count are
told, and no line of the log (as each seat and a finished game read it), no move
description, prompt, refusal, seat's reason, score sheet line or hint reason
keeps a run of three plain letters: those would be English a catalogue never saw.
The catalogue is a mapping whose lookup marks any sentence, so no list of sentences is
kept here: whatever the code asks `tr` for is marked, whatever it does not stays plain."""
from __future__ import annotations

import re
import string

import pytest

from shared.bots import make_controller
from shared.engine import i18n, registry
from shared.engine.contract import IllegalMove
from shared.engine.match import Match
from shared.engine.narration import Seat
from shared.engine.rng import Rng
from shared.ui import hint
from shared.ui.narrator import render, say, seen_lines, upper_first
from tests.games import GAMES

PLAIN = string.ascii_uppercase + string.ascii_lowercase
WIDE = "".join(chr(0xFF21 + i) for i in range(26)) + "".join(chr(0xFF41 + i) for i in range(26))
TO_WIDE = str.maketrans(PLAIN, WIDE)


def marked(template: str) -> str:
    """`template` in the pseudo-language: its own letters full-width, its placeholders
    (names, conversions, format specs) as they were, so `tr` still fills them."""
    out = []
    for literal, field, spec, conversion in string.Formatter().parse(template):
        out.append(literal.translate(TO_WIDE).replace("{", "{{").replace("}", "}}"))
        if field is not None:
            out.append("{" + field + (f"!{conversion}" if conversion else "")
                       + (f":{spec}" if spec else "") + "}")
    return "".join(out)


class Pseudo(dict):
    """A catalogue holding every sentence the code can ask for."""

    def get(self, text, default=None):
        return marked(text)

    def __contains__(self, text) -> bool:
        return True


@pytest.fixture
def pseudo(monkeypatch):
    # use_catalogue copies into the module's own dict, so the marking mapping goes in whole
    monkeypatch.setattr(i18n, "_catalogue", Pseudo())


# a player's name stands as written; printed opponents are named by their own names
NAMES = ("Bertha", "Carsten", "Denzel", "Katherine", "ROSS")
ENGLISH = re.compile(r"[A-Za-z]{3,}")


def name_of(seat: Seat) -> str:
    return f"P{seat.index + 1}" if seat.team is None else f"T{seat.team}"


def leaks(text: str) -> list[str]:
    """Runs of plain letters that are not a name (a refusal names a solo player by the
    rules' id, "bertha")."""
    return [run for run in ENGLISH.findall(text) if run.title() not in NAMES
            and run not in NAMES]


class Reader:
    """Collects what a person would read, and which of it kept English words."""

    def __init__(self):
        self.read = 0
        self.english: dict[str, str] = {}   # the offending text -> where it was read

    def __call__(self, where: str, text: str) -> None:
        self.read += 1
        if leaks(text) and text not in self.english:
            self.english[text] = where

    def report(self) -> str:
        return "\n".join(f"{where}: {text}" for text, where in sorted(
            self.english.items(), key=lambda kv: kv[1]))


def seatings(rules) -> list[list[str]]:
    """Random bots at every player count (they wander into more corners than a good
    player), and one game against each printed opponent."""
    counts = range(max(2, rules.min_players), rules.max_players + 1)
    return ([["random"] * n for n in counts]
            + [["random", name] for name in rules.automa_names]
            + ([["random", *rules.automa_names[:3]]] if len(rules.automa_names) > 1 else []))


def options(rules) -> list[dict]:
    """Each game option at each value but its default (an integer at its highest), so the
    sentences only a variant says are read too."""
    out: list[dict] = []
    for spec in rules.option_specs:
        if isinstance(spec.default, bool):
            out.append({spec.key: not spec.default})
        elif spec.choices:
            out += [{spec.key: choice} for choice in spec.choices if choice != spec.default]
        elif isinstance(spec.default, int):
            out.append({spec.key: spec.maximum})
    return out


def play_and_read(rules, seats: list[str], seed: int, read: Reader,
                  chosen: dict | None = None) -> None:
    match = Match(rules, rules.make_config(seats, chosen or {}, seed))
    controllers = [make_controller(rules, name, s, seed) for s, name in enumerate(seats)]
    viewers = [None, *range(len(seats))]
    earlier: list = []
    while (decision := match.decision()) is not None:
        state = match.state
        read("prompt", say(decision.prompt, name_of))
        for move in decision.moves:   # as the move chooser labels it
            read("describe", upper_first(say(rules.describe(move, state), name_of)))
        for move in earlier:   # a move of an earlier decision, refused now
            if move in decision.moves:
                continue
            try:
                rules.play(state, move, Rng(1))
            except IllegalMove as exc:
                read("refusal", say(exc.line, name_of))
        earlier = list(decision.moves[:4])
        move = controllers[decision.seat].choose(match.view(decision.seat), decision,
                                                 len(match.log))
        # why the seat played it, as the log tells it under the move
        read("reason", say(controllers[decision.seat].reason(move), name_of))
        events = match.play(move)
        said = rules.narrate(state, decision.seat, move, events)
        for viewer in viewers:
            for line in seen_lines(said, viewer):
                read(f"log (viewer {viewer})", render(line, name_of))
    result = match.result()
    for value in (*result.categories, result.tiebreak, *result.notes):
        if value:
            read("score sheet", say(value, name_of))


@pytest.mark.parametrize("game", GAMES)
def test_every_word_of_a_whole_game_is_looked_up(pseudo, game):
    rules = registry.get_rules(game)
    read = Reader()
    for seats in seatings(rules):
        for seed in (1, 2):
            play_and_read(rules, seats, seed, read)
    against = ["random", *rules.automa_names[:1]] if rules.automa_names else ["random"] * 2
    for chosen in options(rules):
        play_and_read(rules, against, 3, read, chosen)
    assert read.read > 1000
    assert not read.english, f"{len(read.english)} texts keep English:\n" + read.report()


def test_hint_reasons_are_looked_up(pseudo):
    read = Reader()
    read("only move", hint.reason([], "a", 1))
    read("no comparison", hint.reason([], "a", 2))
    read("tied", hint.reason([("a", 1.0), ("b", 1.0)], "a", 2))
    read("lead", hint.reason([("a", 3.0), ("b", 1.0)], "a", 2))
    read("chance", hint.reason([("a", 0.7), ("b", 0.5)], "a", 2, chance=True))
    assert read.read == 5 and not read.english, read.report()


def test_the_pseudo_language_marks_letters_and_keeps_placeholders():
    assert marked("{player} takes {count:d} cubes {{here}}").format(player="P1", count=2) == (
        "P1 " + "takes".translate(TO_WIDE) + " 2 " + "cubes".translate(TO_WIDE) + " {"
        + "here".translate(TO_WIDE) + "}")
    assert leaks(marked("End your actions")) == []
    assert leaks("P1 builds a " + marked("fountain")) == ["builds"]
