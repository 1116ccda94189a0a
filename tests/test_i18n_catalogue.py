"""The catalogues against the code (issue 31, point 1): every sentence the code and the
data give to tr is in its package's template (`python main.py catalogue` writes them);
every catalogue parses and its placeholders match the English; a language listed as
complete has every sentence translated and none fuzzy."""
from __future__ import annotations

import pytest

from shared.cli import catalogue as extraction
from shared.engine import catalogue
from shared.engine.registry import ROOT
from tests.games import GAMES

PACKAGES = extraction.packages()
# languages whose catalogues must hold every sentence of every template, checked: a
# language goes here once its translators say it is finished
COMPLETE: tuple[str, ...] = ("de",)
CATALOGUES = sorted(ROOT.glob("*/locale/*.po"))


def test_every_package_of_a_game_and_shared_is_extracted():
    assert PACKAGES[0] == "shared" and len(PACKAGES) >= 5, PACKAGES


@pytest.mark.parametrize("package", PACKAGES)
def test_every_sentence_of_the_code_is_in_its_packages_template(package):
    missing, _ = extraction.differences(package)
    assert missing == [], (
        f"{len(missing)} sentences of {package} are not in {package}/locale/messages.pot "
        "(run `python main.py catalogue`):\n" + "\n".join(repr(m) for m, _ in missing))


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_every_catalogue_parses_and_its_placeholders_match(path):
    found = catalogue.Catalogue(path.stem)
    catalogue.add_file(found, path)
    assert found.problems == [], "\n".join(found.problems)
    parsed = catalogue.parse(path.read_text(encoding="utf-8"), str(path))
    assert parsed.header.get("Language") == path.stem
    assert "Plural-Forms" in parsed.header


@pytest.mark.parametrize("language", sorted({p.stem for p in CATALOGUES}))
def test_a_languages_catalogues_agree_with_each_other(language):
    """Sentences are looked up without knowing which game asks: one translation each."""
    assert catalogue.load(language).problems == []


@pytest.mark.parametrize("package,language", [(p, lang) for lang in COMPLETE for p in PACKAGES])
def test_a_complete_language_has_every_sentence_translated_and_none_fuzzy(package, language):
    counts = extraction.progress(package, language)
    assert (counts["untranslated"], counts["fuzzy"]) == ([], []), (
        f"{package}/locale/{language}.po: {len(counts['untranslated'])} untranslated, "
        f"{len(counts['fuzzy'])} fuzzy:\n" + "\n".join(counts["untranslated"] + counts["fuzzy"]))


def test_progress_counts_what_a_catalogue_lacks(tmp_path, monkeypatch):
    (tmp_path / "pkg" / "locale").mkdir(parents=True)
    (tmp_path / "pkg" / "locale" / "messages.pot").write_text(
        'msgid "A"\nmsgstr ""\n\nmsgid "B"\nmsgstr ""\n\nmsgid "C"\nmsgstr ""\n\n'
        'msgid "{count} D"\nmsgid_plural "{count} Ds"\nmsgstr[0] ""\nmsgstr[1] ""\n')
    (tmp_path / "pkg" / "locale" / "xx.po").write_text(
        'msgid "A"\nmsgstr "a"\n\n#, fuzzy\nmsgid "B"\nmsgstr "b"\n\n'
        'msgid "{count} D"\nmsgid_plural "{count} Ds"\nmsgstr[0] "{count} d"\nmsgstr[1] ""\n')
    monkeypatch.setattr(extraction, "ROOT", tmp_path)
    assert extraction.progress("pkg", "xx") == {
        "translated": ["A"], "untranslated": ["C", "{count} D"], "fuzzy": ["B"]}


def test_extraction_finds_every_kind_of_sentence_carrier(tmp_path):
    code = tmp_path / "code.py"
    code.write_text(
        'tr("One")\ntrn("{count} two", "{count} twos", n)\nLine.of("Three {x}", x=1)\n'
        'IllegalMove("Four")\nSaveError(path, "Five")\nlisting(xs, "{first} or {rest}")\n'
        'listing(xs, between="{first}; {rest}")\nround_label = "Turn {n}"\n'
        'CONTROLLER_LABELS = {"a": "Six"}\nprint("Not a sentence")\ntr(f"{x}")\n'
        'self.tr("Seven")\nmark("Eight")\ntr("Nine" if x else "Ten")\n'
        'Result(scores, categories=("Eleven", y), tiebreak=z or "Twelve")\ntr(name)\n'
        'Decision(0, "kind", "Thirteen", moves)\n')
    found = extraction.Found()
    extraction.python_sentences(code, "code.py", found)
    assert set(found.messages) == {
        ("One", None), ("{count} two", "{count} twos"), ("Three {x}", None), ("Four", None),
        ("Five", None), ("{first} or {rest}", None), ("{first}; {rest}", None),
        ("Turn {n}", None), ("Six", None), ("Seven", None), ("Eight", None), ("Nine", None),
        ("Ten", None), ("Eleven", None), ("Twelve", None), ("Thirteen", None)}
    data = tmp_path / "data.yaml"
    data.write_text("sections:\n  - id: a\n    title: A title\n    text: [One, Two]\n"
                    "    figures: [{sprite: 'x:y', caption: A caption}]\n")
    extraction.data_sentences(data, "data.yaml", found)
    assert {("A title", None), ("One", None), ("Two", None), ("A caption", None)} <= \
        set(found.messages)
    assert ("x:y", None) not in found.messages and ("a", None) not in found.messages


def test_the_games_descriptors_and_options_are_extracted():
    found = extraction.extract("rossio")
    from shared.engine.registry import game_info, get_rules
    info, rules = game_info("rossio"), get_rules("rossio")
    wanted = {info.title, info.tagline, *info.summary,
              *(spec.help for spec in rules.option_specs if spec.help)}
    assert {text for text, _ in found.messages} >= wanted
    # how many play is said by the shell, from the descriptor's seats
    assert ("{fewest}-{most} players", None) in extraction.extract("shared").messages


def test_update_keeps_every_translation_and_brings_in_the_new_sentences(tmp_path, monkeypatch):
    locale = tmp_path / "pkg" / "locale"
    locale.mkdir(parents=True)
    (locale / "messages.pot").write_text(
        'msgid ""\nmsgstr ""\n\nmsgid "Kept {x}"\nmsgstr ""\n\nmsgid "New"\nmsgstr ""\n\n'
        'msgid "{count} card"\nmsgid_plural "{count} cards"\nmsgstr[0] ""\nmsgstr[1] ""\n')
    (locale / "de.po").write_text(
        '# Glossary:\n#   tile     -> Plättchen\nmsgid ""\nmsgstr ""\n"Language: de\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '# a translator\'s note\nmsgid "Kept {x}"\nmsgstr "Behalten {x}"\n\n'
        'msgid "Gone"\nmsgstr "Weg"\n\nmsgid "Untranslated"\nmsgstr ""\n\n'
        '#~ msgid "Old"\n#~ msgstr "Alt"\n\n'
        'msgid "{count} card"\nmsgid_plural "{count} cards"\n'
        'msgstr[0] "{count} Karte"\nmsgstr[1] "{count} Karten"\n', encoding="utf-8")
    monkeypatch.setattr(extraction, "ROOT", tmp_path)
    extraction.update("pkg", "de")
    text = (locale / "de.po").read_text(encoding="utf-8")
    parsed = catalogue.parse(text)
    assert parsed.problems == [] and parsed.header["Language"] == "de"
    # every translation stays, the one of a sentence the template lacks too (the code may
    # look it up still); an untranslated one the template lacks is no entry any more
    assert {e.msgid: e.strings for e in parsed.entries} == {
        "Kept {x}": ["Behalten {x}"], "New": [""], "Gone": ["Weg"],
        "{count} card": ["{count} Karte", "{count} Karten"]}
    assert "# a translator's note" in text
    assert text.startswith("# Glossary:\n#   tile     -> Plättchen\n")   # word for word
    assert '#~ msgid "Old"' in text   # obsolete already: stays so


def test_the_catalogue_command_checks_writes_and_then_finds_the_template_in_step(
        tmp_path, monkeypatch, capsys):
    import json

    from main import main
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text('tr("Hello {name}", name=x)\n')
    monkeypatch.setattr(extraction, "ROOT", tmp_path)
    monkeypatch.setattr(extraction, "packages", lambda: ["pkg"])
    monkeypatch.setattr(extraction, "_version", lambda: "1")
    assert main(["catalogue", "--check"]) == 1
    assert "pkg: missing from the template: 'Hello {name}'" in capsys.readouterr().out
    assert main(["catalogue", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["pkg"]["written"] is True
    template = (tmp_path / "pkg" / "locale" / "messages.pot").read_text(encoding="utf-8")
    assert 'msgid "Hello {name}"' in template and "#: pkg/__init__.py" in template
    assert main(["catalogue", "--check"]) == 0
    assert main(["catalogue", "--json"]) == 0   # nothing new: the file is left as it is
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["pkg"]["written"] is False


class Asked(dict):
    """A catalogue that remembers every sentence looked up (and answers in English)."""

    def __init__(self):
        super().__init__()
        self.asked: set[str] = set()

    def get(self, text, default=None):
        self.asked.add(text)
        return text


@pytest.mark.parametrize("game", GAMES)
def test_every_sentence_a_game_tells_is_in_a_template(game, monkeypatch):
    """What the code computes rather than writes out (a table of sentences, a score
    category held as data) is found only when it is looked up: a seeded game's prompts,
    log, move descriptions, undo refusals and result, each sentence looked up, are all in
    the templates (a sentence kept as data is marked with shared.engine.i18n.mark where it
    is written)."""
    from shared.bots import ask, make_controller
    from shared.engine import i18n, registry
    from shared.engine.match import Match
    from shared.ui.narrator import say
    known = set()
    for package in PACKAGES:
        known |= {msgid for msgid, _ in extraction.template_ids(extraction.template_path(package))}
    asked = Asked()
    monkeypatch.setattr(i18n, "_catalogue", asked)
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(["greedy"] * 3, {}, 5))
    bots = [make_controller(rules, "greedy", seat, 5) for seat in range(3)]
    while (d := match.decision()) is not None:
        say(d.prompt)
        blocker = match.undo_blocker()   # the table says why undo is greyed
        if blocker:
            say(blocker)
        for move in rules.legal_moves(match.state)[:8]:
            say(rules.describe(move, match.state))
        before = match.state
        move = ask(bots[d.seat], match)
        for line in rules.narrate(before, d.seat, move, match.play(move)):
            say(line)
    result = match.result()
    for text in (result.tiebreak, *result.categories, *result.notes):
        say(text)
    missing = sorted(text for text in asked.asked - known if text.strip())
    assert missing == [], (f"{len(missing)} sentences {game} looks up are in no template:\n"
                           + "\n".join(repr(m) for m in missing))
