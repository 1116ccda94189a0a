"""Gettext catalogues (`<package>/locale/<language>.po`), read directly: a small strict
parser of our own (the standard library reads only compiled .mo files, and the program
needs no Babel at run time), the checks a usable entry passes, and one language's
catalogue merged over the packages of the registered games and shared/.

An entry that cannot be used (bad syntax, a translation whose {placeholders} differ from
the English sentence's, a fuzzy or empty translation) is left out, so its sentence stays
in English; `problems` says why, and the tests insist there are none. Pure Python."""
from __future__ import annotations

import importlib.util
import re
import string
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

ENGLISH_PLURAL = "nplurals=2; plural=(n != 1);"
# what an escaped character in a PO string stands for (the escapes gettext writes)
_ESCAPES = {"\\": "\\", '"': '"', "n": "\n", "t": "\t", "r": "\r", "a": "\a", "b": "\b",
            "f": "\f", "v": "\v"}
_KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*)$')
_PLURAL_FORMS = re.compile(r"^\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?\s*$")


class PoError(ValueError):
    pass


@dataclass
class Entry:
    """One message of a PO file: the English (`msgid`, with `plural` for a pair) and its
    translation (`strings`: one, or one per plural form; "" where untranslated)."""
    msgid: str
    plural: str | None = None
    strings: list[str] = field(default_factory=list)
    context: str | None = None
    fuzzy: bool = False
    line: int = 0                      # where it starts in the file
    references: list[str] = field(default_factory=list)   # "#:" comments, kept for merges
    comments: list[str] = field(default_factory=list)     # every other comment line, as is

    @property
    def translated(self) -> bool:
        return bool(self.strings) and all(self.strings)


@dataclass
class PoFile:
    header: dict[str, str]
    entries: list[Entry]               # the header entry (msgid "") left out
    problems: list[str]                # "file:line: what is wrong", empty for a sound file


def unquote(text: str, where: str) -> str:
    """A PO string literal's content: "..." with backslash escapes."""
    if len(text) < 2 or not text.startswith('"') or not text.endswith('"'):
        raise PoError(f"{where}: expected a string in double quotes")
    body = text[1:-1]
    if "\\" not in body and '"' not in body:
        return body   # most strings: nothing to undo
    out, i = [], 0
    while i < len(body):
        ch = body[i]
        if ch == '"':
            raise PoError(f"{where}: a double quote inside a string must be written \\\"")
        if ch == "\\":
            if i + 1 >= len(body) or body[i + 1] not in _ESCAPES:
                raise PoError(f"{where}: unknown escape {body[i:i + 2]!r}")
            out.append(_ESCAPES[body[i + 1]])
            i += 2
            continue
        out.append(ch)
        i += 1
    return "".join(out)


def parse(text: str, name: str = "<po>") -> PoFile:
    """Every entry of a PO file. An entry with a syntax error is dropped (named in
    `problems`) and reading goes on at the next blank line, so one mistake costs one
    sentence, never the catalogue."""
    entries: list[Entry] = []
    problems: list[str] = []
    lines = text.splitlines()
    current: Entry | None = None
    comments: list[str] = []
    field_name: str | None = None      # the keyword the last string belongs to
    parts: dict[str, list[str]] = {}   # keyword -> its string pieces
    broken = False

    def finish() -> None:
        nonlocal current, comments, parts, field_name, broken
        if current is not None and not broken:
            try:
                entries.append(_entry(current, parts, f"{name}:{current.line}"))
            except PoError as exc:
                problems.append(str(exc))
        current, comments, parts, field_name, broken = None, [], {}, None, False

    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        where = f"{name}:{number}"
        if not line:
            finish()
            continue
        if broken:
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                continue   # an obsolete entry: kept by the tools, used by nobody
            if parts:      # a comment after strings starts the next entry
                finish()
            comments.append(raw.rstrip())
            continue
        try:
            match = _KEYWORD.match(line)
            if match:
                keyword, _, rest = match.groups()
                if (keyword == "msgctxt" and parts) or (keyword == "msgid" and "msgid" in parts):
                    finish()   # the next entry, without a blank line between
                if current is None:
                    current = Entry("", line=number)
                    for comment in comments:
                        _comment(current, comment)
                if keyword in parts:
                    raise PoError(f"{where}: {keyword} given twice")
                parts[keyword] = [unquote(rest, where)]
                field_name = keyword
            elif line.startswith('"'):
                if field_name is None:
                    raise PoError(f"{where}: a string that belongs to no keyword")
                parts[field_name].append(unquote(line, where))
            else:
                raise PoError(f"{where}: expected msgid, msgstr, a string or a comment")
        except PoError as exc:
            problems.append(str(exc))
            broken = True   # this entry is dropped; the next blank line starts afresh
    finish()
    header: dict[str, str] = {}
    body, seen = [], set()
    for entry in entries:
        if (entry.context, entry.msgid) in seen:
            problems.append(f"{name}:{entry.line}: {entry.msgid[:60]!r} is given twice")
        elif entry.msgid == "" and entry.context is None:
            header = _header(entry.strings[0] if entry.strings else "")
        else:
            body.append(entry)
        seen.add((entry.context, entry.msgid))
    return PoFile(header, body, problems)


def _comment(entry: Entry, comment: str) -> None:
    if comment.startswith("#,"):
        entry.fuzzy = entry.fuzzy or "fuzzy" in [f.strip() for f in comment[2:].split(",")]
    if comment.startswith("#:"):
        entry.references += comment[2:].split()
    else:
        entry.comments.append(comment)


def _entry(entry: Entry, parts: dict[str, list[str]], where: str) -> Entry:
    if "msgid" not in parts:
        raise PoError(f"{where}: an entry without msgid")
    entry.msgid = "".join(parts["msgid"])
    entry.context = "".join(parts["msgctxt"]) if "msgctxt" in parts else None
    if "msgid_plural" in parts:
        entry.plural = "".join(parts["msgid_plural"])
        forms = sorted(int(k[7:-1]) for k in parts if k.startswith("msgstr["))
        if "msgstr" in parts or not forms or forms != list(range(len(forms))):
            raise PoError(f"{where}: a plural entry needs msgstr[0], msgstr[1], … in order")
        entry.strings = ["".join(parts[f"msgstr[{i}]"]) for i in forms]
    else:
        if "msgstr" not in parts or any(k.startswith("msgstr[") for k in parts):
            raise PoError(f"{where}: an entry needs one msgstr (msgstr[N] only with "
                          f"msgid_plural)")
        entry.strings = ["".join(parts["msgstr"])]
    return entry


def _header(text: str) -> dict[str, str]:
    header = {}
    for line in text.split("\n"):
        key, sep, value = line.partition(":")
        if sep and key.strip():
            header[key.strip()] = value.strip()
    return header


# --- the checks ---------------------------------------------------------------------------

def placeholders(text: str) -> set[str]:
    """The named {placeholders} of a sentence; ValueError for a broken brace or a
    positional "{}" (tr fills names only)."""
    names = set()
    for _, name, _, _ in string.Formatter().parse(text):
        if name is None:
            continue
        if not name or name.isdigit():
            raise ValueError("a placeholder without a name")
        names.add(name.split(".", 1)[0].split("[", 1)[0])   # {card.name} fills "card"
    return names


def entry_problem(entry: Entry, nplurals: int) -> str | None:
    """Why a translated entry cannot be used (None: it can): its placeholders must be the
    English sentence's (a plural form may leave out {count}, as "one card" does)."""
    try:
        wanted = placeholders(entry.msgid) | placeholders(entry.plural or "")
    except ValueError as exc:
        return f"the English sentence itself is broken ({exc})"
    if entry.plural is not None and len(entry.strings) != nplurals:
        return f"{len(entry.strings)} plural forms where Plural-Forms says {nplurals}"
    for i, text in enumerate(entry.strings):
        try:
            have = placeholders(text)
        except ValueError as exc:
            return f"translation {i}: {exc}"
        optional = {"count"} if entry.plural is not None else set()
        if have - wanted or wanted - optional - have:
            return (f"translation {i} has placeholders {sorted(have)}, the English "
                    f"{sorted(wanted)}")
    return None


def plural_rule(header: dict[str, str]) -> tuple[int, Callable[[int], int]]:
    """(nplurals, n -> form index) from the header's Plural-Forms (gettext's own
    evaluator of the C expression, which refuses anything but arithmetic on n)."""
    match = _PLURAL_FORMS.match(header.get("Plural-Forms", ENGLISH_PLURAL))
    if not match:
        raise PoError(f"Plural-Forms {header.get('Plural-Forms')!r} is not "
                      f"'nplurals=N; plural=EXPR;'")
    import gettext   # only for a catalogue with plural sentences
    try:
        rule = gettext.c2py(match.group(2))
    except (ValueError, SyntaxError, RecursionError) as exc:
        raise PoError(f"Plural-Forms: {exc}") from None
    return int(match.group(1)), rule


# --- one language over the packages ----------------------------------------------------------

@dataclass
class Catalogue:
    """What `tr` and `trn` look sentences up in."""
    language: str
    messages: dict[str, str] = field(default_factory=dict)
    plurals: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)
    nplurals: int = 2
    rule: Callable[[int], int] = field(default=lambda n: int(n != 1))
    problems: list[str] = field(default_factory=list)

    def plural_form(self, count: int) -> int:
        """The index of the form for `count` (0 where the rule fails: never a crash)."""
        try:
            index = int(self.rule(count))
        except (ArithmeticError, ValueError, TypeError):
            return 0
        return index if 0 <= index < self.nplurals else 0


def add_file(catalogue: Catalogue, path: Path) -> None:
    """Merge one PO file into `catalogue`; what cannot be used goes to its problems."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeError) as exc:
        catalogue.problems.append(f"{path}: cannot be read ({exc})")
        return
    po = parse(text, str(path))
    catalogue.problems += po.problems
    try:
        nplurals, rule = plural_rule(po.header)
    except PoError as exc:   # its plural sentences stay English; the rest is usable
        catalogue.problems.append(f"{path}: {exc}")
        nplurals, rule = 0, catalogue.rule
    if not catalogue.messages and not catalogue.plurals and nplurals:
        catalogue.nplurals, catalogue.rule = nplurals, rule
    elif nplurals and nplurals != catalogue.nplurals:
        catalogue.problems.append(f"{path}: Plural-Forms differs from the other files'")
        nplurals = 0
    for entry in po.entries:
        if entry.context is not None or entry.fuzzy or not entry.translated:
            continue   # tr has no contexts; fuzzy and empty translations are not used
        problem = entry_problem(entry, nplurals) if entry.plural is None or nplurals else \
            "no usable Plural-Forms"
        key = entry.msgid if entry.plural is None else (entry.msgid, entry.plural)
        table: dict = catalogue.messages if entry.plural is None else catalogue.plurals
        said = entry.strings[0] if entry.plural is None else tuple(entry.strings)
        if not problem and table.get(key, said) != said:
            # one sentence, one translation: the program looks sentences up without
            # knowing which game asks, so the packages must agree
            problem = f"translated otherwise in another package ({table[key]!r})"
        if problem:
            catalogue.problems.append(f"{path}:{entry.line}: {entry.msgid[:60]!r}: {problem}")
        else:
            table[key] = said


def package_dirs(packages) -> list[Path]:
    """The folders of the named top-level packages (found without importing them)."""
    dirs = []
    for package in packages:
        spec = importlib.util.find_spec(package)
        if spec is not None and spec.submodule_search_locations:
            dirs.append(Path(list(spec.submodule_search_locations)[0]))
    return dirs


def game_packages() -> list[str]:
    """shared and the package of every registered game."""
    from .registry import games
    names = ["shared"]
    for info in games().values():
        if info.package not in names:
            names.append(info.package)
    return names


def po_files(language: str, packages=None) -> list[Path]:
    dirs = package_dirs(game_packages() if packages is None else packages)
    return [path for d in dirs if (path := d / "locale" / f"{language}.po").is_file()]


def load(language: str, packages=None) -> Catalogue:
    """`language`'s catalogue over the packages (default: shared and every registered
    game); a package without one adds nothing."""
    catalogue = Catalogue(language)
    for path in po_files(language, packages):
        add_file(catalogue, path)
    return catalogue


def languages() -> list[str]:
    """The languages shared/ has a catalogue for (a game's own catalogue alone does not
    make a language: the launcher, the settings and the messages would stay English)."""
    return sorted(path.stem for path in (Path(__file__).parents[1] / "locale").glob("*.po"))
