"""The one translation function. Player-facing sentences are written whole, in English,
with named placeholders ("{player} builds a {kind}"); `tr` looks the sentence up in the
catalogue of the chosen language and fills the placeholders, and `trn` does the same for
a sentence about a number of things, in the form the language's plural rule picks.

The catalogues are gettext PO files, `<package>/locale/<language>.po` (read by
shared/engine/catalogue.py); English is the sentences themselves. A sentence a catalogue
lacks, or holds in a form that cannot be used, stays English: never an error.

Whatever keeps translated words between frames asks `generation()`, which changes with
every change of language, so a switch shows at once."""
from __future__ import annotations

import os
from typing import Callable

ENGLISH = "en"

_catalogue: dict[str, str] = {}                      # English sentence -> translation
_plurals: dict[tuple[str, str], tuple[str, ...]] = {}   # (singular, plural) -> forms


def _english_form(n: int) -> int:
    """English's plural rule: the form of `n` things (0 for one, 1 for any other)."""
    return int(n != 1)


_plural_form: Callable[[int], int] = _english_form
_language = ENGLISH
_generation = 0


def generation() -> int:
    """A number that changes whenever the language does (a key for caches of words)."""
    return _generation


def language() -> str:
    return _language


def use_catalogue(catalogue: dict[str, str], plurals=None, plural_form=None,
                  name: str = "") -> None:
    """Switch to a catalogue given whole: sentences missing from it stay in English."""
    global _plural_form, _language, _generation
    _catalogue.clear()
    _catalogue.update(catalogue)
    _plurals.clear()
    _plurals.update(plurals or {})
    _plural_form = plural_form or _english_form
    _language = name or (ENGLISH if not catalogue and not plurals else "custom")
    _generation += 1


def use_language(code: str, packages=None) -> list[str]:
    """Switch to `code`'s catalogues (shared's and every registered game's, or those of
    `packages`); English needs none. Returns what was wrong in them: those sentences
    stay English."""
    if code == ENGLISH:
        use_catalogue({})
        return []
    from .catalogue import load
    found = load(code, packages)
    use_catalogue(found.messages, found.plurals, found.plural_form, name=code)
    return found.problems


def mark(text: str) -> str:
    """A sentence kept as data (a score category, a table of descriptions) and looked up
    where it is shown: marked here so `python main.py catalogue` finds it; unchanged."""
    return text


def tr(text: str, **params) -> str:
    template = _catalogue.get(text, text)
    try:
        return template.format(**params) if params else template
    except (KeyError, IndexError, ValueError, AttributeError):
        # a catalogue entry with a wrong placeholder must not hide the sentence
        return text.format(**params)


def trn(singular: str, plural: str, count: int, **params) -> str:
    """A sentence about `count` things: "{count} card left" / "{count} cards left". The
    catalogue holds the pair with one form per plural form of its language and its rule
    picks one; without an entry, the English form is looked up as a sentence."""
    forms = _plurals.get((singular, plural))
    english = singular if count == 1 else plural
    if forms is None:
        return tr(english, count=count, **params)
    try:
        template = forms[_plural_form(count)]
        return template.format(count=count, **params)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError, ArithmeticError):
        return english.format(count=count, **params)


def system_language(offered, environ=None) -> str:
    """The language of the system's locale where it is one of `offered`, else English:
    the variables gettext reads (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), then the locale
    Python found (on Windows a name such as "German_Germany")."""
    env = os.environ if environ is None else environ
    names: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(variable, "")
        if value:
            names += value.split(":") if variable == "LANGUAGE" else [value]
            break
    if not names and environ is None:
        import locale
        try:
            names.append(locale.getlocale()[0] or "")
        except ValueError:   # a locale Python cannot name
            pass
    for name in names:
        code = name.replace("-", "_").split("_")[0].split(".")[0].lower()
        code = {"german": "de", "deutsch": "de", "english": "en"}.get(code, code)
        if code in offered:
            return code
        if code and code not in ("c", "posix"):
            return ENGLISH   # the first named language decides, as gettext's order has it
    return ENGLISH
