"""The translation front (issue 31, points 1 and 4): PO catalogues read by our own strict
parser, a faulty entry left in English (never a crash), plural forms chosen by the
catalogue's own rule, the language taken from the system's locale where it is German."""
from __future__ import annotations

import pytest

from shared.engine import catalogue, i18n

FIXTURE = ["tests.i18n_fixture"]   # tests/i18n_fixture/locale/de.po: five sentences
HEADER = ('msgid ""\nmsgstr ""\n"Language: xx\\n"\n"Plural-Forms: {forms}\\n"\n\n')
PLURAL_3 = "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.use_language("en")


def write(tmp_path, body: str, forms: str = "nplurals=2; plural=(n != 1);"):
    path = tmp_path / "xx.po"
    path.write_text(HEADER.replace("{forms}", forms) + body, encoding="utf-8")
    return path


def loaded(path) -> catalogue.Catalogue:
    found = catalogue.Catalogue("xx")
    catalogue.add_file(found, path)
    return found


def test_the_fixture_catalogue_switches_tr_and_trn_and_back():
    before = i18n.generation()
    assert i18n.use_language("de", FIXTURE) == []
    assert i18n.language() == "de" and i18n.generation() != before
    assert i18n.tr("Load game") == "Partie laden"
    assert i18n.tr("seat {number}", number=2) == "Platz 2"
    pair = ("{count} move, saved {when}", "{count} moves, saved {when}")
    assert i18n.trn(*pair, 1, when="heute") == "1 Zug, gespeichert heute"
    assert i18n.trn(*pair, 4, when="heute") == "4 Züge, gespeichert heute"
    # a sentence the catalogue lacks stays English, a pair too
    assert i18n.tr("Quit") == "Quit"
    assert i18n.trn("{count} card", "{count} cards", 2) == "2 cards"
    i18n.use_language("en")
    assert i18n.tr("Load game") == "Load game" and i18n.language() == "en"


def test_po_syntax_multiline_strings_escapes_fuzzy_and_obsolete(tmp_path):
    path = write(tmp_path, '# a translator\'s note\n#: a.py:1\nmsgid ""\n"Two "\n"lines"\n'
                 'msgstr "Zwei \\"Zeilen\\"\\n"\n\n'
                 '#, fuzzy, python-brace-format\nmsgid "Fuzzy {x}"\nmsgstr "Unscharf {x}"\n\n'
                 'msgid "Empty"\nmsgstr ""\n\n'
                 '#~ msgid "Gone"\n#~ msgstr "Weg"\n')
    parsed = catalogue.parse(path.read_text(encoding="utf-8"))
    assert parsed.problems == [] and parsed.header["Language"] == "xx"
    assert [(e.msgid, e.fuzzy, e.translated) for e in parsed.entries] == [
        ("Two lines", False, True), ("Fuzzy {x}", True, True), ("Empty", False, False)]
    assert parsed.entries[0].references == ["a.py:1"]
    found = loaded(path)
    # fuzzy and empty translations are not used; the obsolete entry is no entry
    assert found.messages == {"Two lines": 'Zwei "Zeilen"\n'} and found.problems == []


@pytest.mark.parametrize("bad,says", [
    ('msgid "A"\nmsgstr "x\n', "double quotes"),
    ('msgid "A"\nmsgstr "\\q"\n', "unknown escape"),
    ('msgid "A"\n', "one msgstr"),
    ('msgid "A"\nmsgstr[0] "x"\n', "msgstr[N] only with msgid_plural"),
    ('msgid "A"\nmsgid_plural "As"\nmsgstr[1] "x"\n', "in order"),
    ('msgid "A"\nmsgstr "x"\nmsgstr "y"\n', "given twice"),
    ('msgid "A"\nmsgstr "x"\nnonsense\n', "expected msgid"),
    ('"x"\n', "belongs to no keyword"),
])
def test_a_syntax_error_costs_its_entry_only_and_is_named(tmp_path, bad, says):
    path = write(tmp_path, 'msgid "Before"\nmsgstr "Vorher"\n\n' + bad +
                 '\nmsgid "After"\nmsgstr "Nachher"\n')
    found = loaded(path)
    assert found.messages == {"Before": "Vorher", "After": "Nachher"}
    assert len(found.problems) == 1 and says in found.problems[0], found.problems
    assert found.problems[0].startswith(f"{path}:")


@pytest.mark.parametrize("msgstr", ["Baut {art}", "Baut", "Baut {kind} {kind2}", "Baut {}",
                                    "Baut {kind"])
def test_a_translation_with_other_placeholders_stays_english(tmp_path, msgstr):
    path = write(tmp_path, f'msgid "Builds {{kind}}"\nmsgstr "{msgstr}"\n\n'
                 'msgid "Fine {kind}"\nmsgstr "Gut {kind}"\n')
    found = loaded(path)
    assert list(found.messages) == ["Fine {kind}"]
    assert len(found.problems) == 1 and "Builds {kind}" in found.problems[0]
    i18n.use_catalogue(found.messages)
    assert i18n.tr("Builds {kind}", kind="x") == "Builds x"   # English, never a crash


def test_tr_survives_a_broken_entry_given_directly():
    i18n.use_catalogue({"Builds {kind}": "Baut {art}", "Odd {kind}": "Seltsam {kind"})
    assert i18n.tr("Builds {kind}", kind="x") == "Builds x"
    assert i18n.tr("Odd {kind}", kind="x") == "Odd x"


def test_the_plural_rule_of_the_catalogue_picks_the_form(tmp_path):
    """Three forms, as Polish has them: 1, 2-4 (not 12-14), the rest."""
    path = write(tmp_path, 'msgid "{count} card"\nmsgid_plural "{count} cards"\n'
                 'msgstr[0] "{count} karta"\nmsgstr[1] "{count} karty"\n'
                 'msgstr[2] "{count} kart"\n\n'
                 'msgid "one tile"\nmsgid_plural "{count} tiles"\n'
                 'msgstr[0] "jeden"\nmsgstr[1] "{count} x"\nmsgstr[2] "{count} y"\n',
                 PLURAL_3)
    found = loaded(path)
    assert found.problems == [] and found.nplurals == 3
    i18n.use_catalogue(found.messages, found.plurals, found.plural_form, name="xx")
    said = {n: i18n.trn("{count} card", "{count} cards", n) for n in (1, 2, 4, 5, 12, 22, 25)}
    assert said == {1: "1 karta", 2: "2 karty", 4: "4 karty", 5: "5 kart", 12: "12 kart",
                    22: "22 karty", 25: "25 kart"}
    # a form may leave {count} out, as an English singular may
    assert i18n.trn("one tile", "{count} tiles", 1) == "jeden"


@pytest.mark.parametrize("forms,says", [
    ("nplurals=2; plural=(n != 1);", "Plural-Forms says 2"),   # three given for two
    ("nplurals=3; plural=n ? __import__('os') : 0;", "Plural-Forms"),
    ("plural=(n != 1);", "Plural-Forms"),
])
def test_a_plural_entry_that_does_not_fit_the_rule_stays_english(tmp_path, forms, says):
    path = write(tmp_path, 'msgid "{count} card"\nmsgid_plural "{count} cards"\n'
                 'msgstr[0] "a"\nmsgstr[1] "b"\nmsgstr[2] "c"\n\n'
                 'msgid "Yes"\nmsgstr "Ja"\n', forms)
    found = loaded(path)
    assert found.plurals == {} and found.messages == {"Yes": "Ja"}
    assert any(says in p for p in found.problems), found.problems
    i18n.use_catalogue(found.messages, found.plurals, found.plural_form, name="xx")
    assert i18n.trn("{count} card", "{count} cards", 3) == "3 cards"


def test_a_plural_rule_that_fails_for_a_number_picks_the_first_form():
    cat = catalogue.Catalogue("xx", nplurals=2, rule=lambda n: 1 // (n - 3))
    assert cat.plural_form(3) == 0 and cat.plural_form(4) == 1


def test_an_unreadable_catalogue_is_a_problem_not_a_crash(tmp_path):
    path = tmp_path / "xx.po"
    path.write_bytes(b'msgid "A"\nmsgstr "\xff"\n')
    found = loaded(path)
    assert found.messages == {} and "cannot be read" in found.problems[0]


def test_the_same_sentence_translated_twice_alike_is_no_problem(tmp_path):
    found = catalogue.Catalogue("xx")
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
        path = write(tmp_path / name, 'msgid "Yes"\nmsgstr "Ja"\n')
        catalogue.add_file(found, path)
    assert found.messages == {"Yes": "Ja"} and found.problems == []


@pytest.mark.parametrize("environ,expected", [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de_AT"}, "de"),
    ({"LC_MESSAGES": "de_CH.UTF-8", "LANG": "en_GB.UTF-8"}, "de"),
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),     # LC_ALL decides
    ({"LANGUAGE": "de:en", "LANG": "en_US.UTF-8"}, "de"),
    ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "German_Germany.1252"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({}, "en"),
])
def test_the_system_language_is_german_only_where_the_locale_says_so(environ, expected):
    assert i18n.system_language(("en", "de"), environ) == expected
    assert i18n.system_language(("en",), environ) == "en"   # no German catalogue: English


def test_languages_offered_are_those_shared_has_a_catalogue_for():
    from shared.ui import settings
    offered = catalogue.languages()
    assert settings.LANGUAGES == ("en",) + tuple(c for c in offered if c != "en")
    assert ("de" in settings.LANGUAGES) == (catalogue.package_dirs(["shared"])[0]
                                            / "locale" / "de.po").is_file()
    assert all(code in settings.LANGUAGE_NAMES for code in settings.LANGUAGES)


def test_the_same_sentence_translated_otherwise_in_two_packages_is_a_problem(tmp_path):
    found = catalogue.Catalogue("xx")
    for name, said in (("a", "Ja"), ("b", "Jawohl")):
        (tmp_path / name).mkdir()
        catalogue.add_file(found, write(tmp_path / name, f'msgid "Yes"\nmsgstr "{said}"\n'))
    assert found.messages == {"Yes": "Ja"}
    assert len(found.problems) == 1 and "translated otherwise" in found.problems[0]


def test_a_sentence_given_twice_in_one_file_is_a_problem_and_the_first_counts(tmp_path):
    found = loaded(write(tmp_path, 'msgid "Yes"\nmsgstr "Ja"\n\nmsgid "Yes"\nmsgstr "Nein"\n'))
    assert found.messages == {"Yes": "Ja"}
    assert len(found.problems) == 1 and "given twice" in found.problems[0]
