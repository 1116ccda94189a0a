"""The one translation function. Player-facing sentences are written whole, in English,
with named placeholders ("{player} builds a {kind}"); `tr` looks the sentence up in the
catalogue of the chosen language and fills the placeholders. English is the only
catalogue so far, and it is the sentences themselves, so another language is a
catalogue (sentence -> translated sentence), not a code change."""
from __future__ import annotations

_catalogue: dict[str, str] = {}


def use_catalogue(catalogue: dict[str, str]) -> None:
    """Switch language: sentences missing from `catalogue` stay in English."""
    _catalogue.clear()
    _catalogue.update(catalogue)


def tr(text: str, **params) -> str:
    template = _catalogue.get(text, text)
    try:
        return template.format(**params) if params else template
    except (KeyError, IndexError, ValueError):
        # a catalogue entry with a wrong placeholder must not hide the sentence
        return text.format(**params)


def trn(singular: str, plural: str, count: int, **params) -> str:
    """A sentence about `count` things: "{count} card left" / "{count} cards left"
    (English has two forms; a catalogue may hold more under the plural's key)."""
    return tr(singular if count == 1 else plural, count=count, **params)
