"""`main.py catalogue`: write each package's template of sentences (locale/messages.pot).
Extraction reads the code (the sentences given to tr, trn and what carries a sentence to
them: Line, Explained and its kin, listing), the games' descriptors and options, and the
player-facing text of the data files; each run prints how much of each language is
translated. `--check` writes nothing and fails when a template is out of step with the
code; `--update` also merges each template into the package's translations
(locale/<language>.po), new sentences untranslated and every translation kept (see
update). A development tool: it needs Babel (the test extras); the program does not."""
from __future__ import annotations

import ast
from pathlib import Path

from shared.engine import catalogue as po
from shared.engine.registry import ROOT

# what carries a sentence to tr: call name -> the positions (and keyword names) of the
# arguments holding English sentences; a pair in a tuple is trn's singular and plural
CARRIERS: dict[str, tuple] = {
    "tr": (0,), "trn": ((0, 1),), "mark": (0,),
    "Line": (0,), "Line.of": (0,), "sentence": (0,), "listing": (1, 2, "last", "between"),
    "Explained": (0,), "IllegalMove": (0,), "ConfigError": (0,), "YamlProblem": (0,),
    "SaveError": (1,), "SchemaError": (1,), "FieldError": (1,), "NameProblem": (0,),
    "Result": ("categories", "tiebreak", "notes"), "Decision": (2, "prompt"),
}
# names of constants whose string values are sentences looked up where they are shown
# (tr(rules.round_label, n=3), tr(CONTROLLER_LABELS[kind]))
SENTENCE_CONSTANTS = {"round_label", "rounds_label", "CONTROLLER_LABELS", "SYMBOL_WORDS",
                      "_HEADS", "_NOTES", "PROMPTS", "_PROMPTS", "FINAL_CATEGORIES"}
# fields of the data files (YAML) whose text is shown through tr
DATA_FIELDS = {"title", "text", "caption"}
# and of a game's lessons (<game>/lessons.yaml, beside its data: shared/engine/lessons.py)
LESSON_FIELDS = {"title", "teaches", "text", "also"}
HEADER = "Town Squares"
TEMPLATE_COMMENT = ("# The sentences of Town Squares to translate, made from the code and the "
                    "data\n# by `python main.py catalogue`: edit the code, not this file.")


def _version() -> str:
    import tomllib
    with open(ROOT / "pyproject.toml", "rb") as f:
        return str(tomllib.load(f)["project"]["version"])


class Found:
    """The sentences of one package: (msgid, plural or None) -> where they were found."""

    def __init__(self):
        self.messages: dict[tuple[str, str | None], list[tuple[str, int]]] = {}

    def add(self, msgid: str, plural: str | None, where: str, line: int) -> None:
        if msgid.strip():
            self.messages.setdefault((msgid, plural), []).append((where, line))


def _call_name(func) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        if isinstance(func.value, ast.Name) and f"{func.value.id}.{func.attr}" in CARRIERS:
            return f"{func.value.id}.{func.attr}"
        return func.attr if func.attr in ("tr", "trn", "mark") else ""
    return ""


def _text(node) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) \
        else None


def _strings(node):
    """Every string an expression may stand for: a constant, either side of `or` and of
    `if ... else`, the items of a tuple or list (or of two added), a dict's values (not
    its keys)."""
    if isinstance(node, ast.Dict):
        for value in node.values:
            yield from _strings(value)
    elif isinstance(node, (ast.Tuple, ast.List)):
        for item in node.elts:
            yield from _strings(item)
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):   # tuple + tuple
        # (never "text " + name: English put together in code is no sentence)
        for side in (node.left, node.right):
            if isinstance(side, (ast.Tuple, ast.List, ast.BinOp)):
                yield from _strings(side)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _strings(value)
    elif isinstance(node, ast.IfExp):
        yield from _strings(node.body)
        yield from _strings(node.orelse)
    elif _text(node) is not None:
        yield node


def python_sentences(path: Path, where: str, found: Found) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            spec = CARRIERS.get(_call_name(node.func), ())
            for slot in spec:
                if isinstance(slot, tuple):
                    args = [node.args[i] if i < len(node.args) else None for i in slot]
                    singular, plural = (_text(a) if a is not None else None for a in args)
                    if singular is not None and plural is not None:
                        found.add(singular, plural, where, node.lineno)
                    continue
                if isinstance(slot, str):
                    values = [k.value for k in node.keywords if k.arg == slot]
                else:
                    values = node.args[slot:slot + 1]
                for value in values:
                    for string in _strings(value):
                        found.add(string.value, None, where, string.lineno)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names = target.elts if isinstance(target, ast.Tuple) else [target]
                if not any(isinstance(n, ast.Name) and n.id in SENTENCE_CONSTANTS
                           for n in names) or node.value is None:
                    continue
                for string in _strings(node.value):
                    found.add(string.value, None, where, string.lineno)


def data_sentences(path: Path, where: str, found: Found, fields=DATA_FIELDS) -> None:
    """The strings under `fields` anywhere in a YAML file (line numbers from the YAML's
    own nodes)."""
    import yaml

    def walk(node, key=None) -> None:
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                walk(v, k.value if isinstance(k, yaml.ScalarNode) else None)
        elif isinstance(node, yaml.SequenceNode):
            for item in node.value:
                walk(item, key)
        elif isinstance(node, yaml.ScalarNode) and key in fields and \
                node.tag.endswith(":str"):
            # a lesson's text is looked up stripped, as shared/engine/lessons.py keeps it
            value = node.value.strip() if fields is LESSON_FIELDS else node.value
            found.add(value, None, where, node.start_mark.line + 1)
    walk(yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader))


def descriptor_sentences(package: str, found: Found) -> None:
    """What each game of `package` tells people about itself (its descriptor, its
    colours, its options and how it counts rounds), looked up where it is shown."""
    from shared.engine.registry import games
    for info in games().values():
        if info.package != package:
            continue
        where = f"{package}/game.py"
        texts = [info.title, info.tagline, info.teams_note, *info.summary,
                 *(label for _, label in info.automa_labels),
                 *(text for _, text in info.automa_characters),
                 *(look.name for look in info.looks)]
        rules = info.load_rules()
        texts += [rules.round_label, rules.rounds_label]
        for spec in rules.option_specs:
            texts += [spec.words(), spec.help,
                      *(note for _, note in spec.notes),
                      *(c.replace("-", " ") for c in spec.choices if isinstance(c, str))]
        for text in texts:
            if text:
                found.add(text, None, where, 0)


def extract(package: str) -> Found:
    """Every sentence of one package (its folder under the root)."""
    base = ROOT / package
    found = Found()
    for path in sorted(base.rglob("*.py")):
        python_sentences(path, path.relative_to(ROOT).as_posix(), found)
    for path in sorted(base.rglob("data/*.yaml")):
        data_sentences(path, path.relative_to(ROOT).as_posix(), found)
    if (base / "lessons.yaml").is_file():
        data_sentences(base / "lessons.yaml", f"{package}/lessons.yaml", found, LESSON_FIELDS)
    if package != "shared":
        descriptor_sentences(package, found)
    return found


def packages() -> list[str]:
    """shared and every registered game's package that lives in this checkout."""
    return [p for p in po.game_packages() if (ROOT / p / "__init__.py").is_file()]


def template_path(package: str) -> Path:
    return ROOT / package / "locale" / "messages.pot"


def template(found: Found):
    """The package's template as a Babel catalogue."""
    from babel.messages.catalog import Catalog
    cat = Catalog(project=HEADER, version=_version(), charset="utf-8", fuzzy=False,
                  header_comment=TEMPLATE_COMMENT, copyright_holder="", msgid_bugs_address="")
    for (msgid, plural), where in sorted(found.messages.items(),
                                         key=lambda item: (item[1][0], item[0][0])):
        message = (msgid, plural) if plural is not None else msgid
        # a descriptor's text has a file but no line
        locations: list = [(w, n) for w, n in sorted(set(where)) if n]
        locations = locations or [(w, None) for w in sorted({w for w, _ in where})]
        flags = {"python-brace-format"} if _has_placeholders(msgid, plural) else set()
        cat.add(message, locations=locations, flags=flags)
    return cat


def _has_placeholders(*texts) -> bool:
    try:
        return any(po.placeholders(t) for t in texts if t)
    except ValueError:
        return False


def template_ids(path: Path) -> set[tuple[str, str | None]]:
    """(msgid, plural) of every entry of a template or catalogue on disk."""
    if not path.is_file():
        return set()
    parsed = po.parse(path.read_text(encoding="utf-8"), str(path))
    return {(e.msgid, e.plural) for e in parsed.entries}


def differences(package: str, found: Found | None = None) -> tuple[list, list]:
    """(sentences of the code missing from the template, template entries the code no
    longer has)."""
    found = found or extract(package)
    have = template_ids(template_path(package))
    want = set(found.messages)
    return sorted(want - have, key=str), sorted(have - want, key=str)


def progress(package: str, language: str) -> dict[str, list[str]]:
    """The template's sentences by how `language`'s catalogue of the package has them:
    translated, untranslated (missing or empty), fuzzy (a guess nobody checked yet)."""
    path = ROOT / package / "locale" / f"{language}.po"
    entries = {}
    if path.is_file():
        parsed = po.parse(path.read_text(encoding="utf-8"), str(path))
        entries = {(e.msgid, e.plural): e for e in parsed.entries if e.context is None}
    out: dict[str, list[str]] = {"translated": [], "untranslated": [], "fuzzy": []}
    for key in sorted(template_ids(template_path(package)), key=str):
        entry = entries.get(key)
        state = ("untranslated" if entry is None or not entry.translated else
                 "fuzzy" if entry.fuzzy else "translated")
        out[state].append(key[0])
    return out


def _po_text(cat, **options) -> str:
    import io

    from babel.messages.pofile import write_po
    out = io.BytesIO()
    # references name the file, not the line: a template changes with its sentences only,
    # not with every edit that moves a line
    write_po(out, cat, width=96, include_lineno=False, **options)
    return out.getvalue().decode("utf-8")


def _without_dates(text: str) -> str:
    return "\n".join(line for line in text.splitlines()
                     if not line.startswith(('"POT-Creation-Date', '"PO-Revision-Date')))


def write_template(package: str, found: Found) -> bool:
    """Write the template if its content changed (its date alone is no change)."""
    path = template_path(package)
    text = _po_text(template(found))
    if path.is_file() and _without_dates(path.read_text(encoding="utf-8")) == \
            _without_dates(text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def _opening(text: str) -> str:
    """The comment lines a PO file opens with."""
    end = 0
    for line in text.splitlines(keepends=True):
        if not line.startswith("#"):
            break
        end += len(line)
    return text[:end]


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, (tuple, list)) else [message.string]
    return bool(message.id) and any(strings)


def update(package: str, language: str) -> str:
    """Merge the template into `language`'s catalogue of the package: new sentences come
    in untranslated and every translation stays as it is, those of sentences the template
    lacks too (the code may still look them up: a sentence kept as data and not yet
    marked; test_every_sentence_a_game_tells_is_in_a_template names those); an
    untranslated entry the template lacks turns obsolete, as those already so stay, and
    the translators' opening comment stays word for word."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po
    path = ROOT / package / "locale" / f"{language}.po"
    with open(template_path(package), "rb") as f:
        pot = read_po(f)
    opening = ""
    if path.is_file():
        with open(path, "rb") as f:
            cat = read_po(f, locale=language)
        before = {m.id for m in cat if _translated(m)}
        opening = _opening(path.read_text(encoding="utf-8"))
    else:
        cat, before = Catalog(locale=language, project=HEADER, fuzzy=False), set()
    cat.update(pot, no_fuzzy_matching=True, update_header_comment=False)
    beyond = [m for m in cat.obsolete.values() if m.id in before]
    for message in beyond:
        del cat.obsolete[message.id if isinstance(message.id, str) else message.id[0]]
        cat[message.id] = message
    assert before <= {m.id for m in cat if _translated(m)}, "a translation would be lost"
    text = _po_text(cat, ignore_obsolete=False)
    if opening:   # Babel rewrites the comment's spacing (a glossary's columns)
        text = opening + text[len(_opening(text)):]
    path.write_text(text, encoding="utf-8")
    return (f"{path.relative_to(ROOT)}: {len(before)} translations kept, "
            f"{len(beyond)} of them for sentences the template lacks")


def add_arguments(p) -> None:
    p.add_argument("--check", action="store_true",
                   help="write nothing; exit 1 if a template is out of step with the code")
    p.add_argument("--update", action="store_true",
                   help="also merge each template into the packages' translations")
    p.add_argument("--json", action="store_true")


def run(args, out) -> int:
    import json
    report = {}
    stale = False
    for package in packages():
        found = extract(package)
        missing, unused = differences(package, found)
        entry: dict = {"messages": len(found.messages), "missing": len(missing),
                 "unused": len(unused)}
        if args.check:
            stale = stale or bool(missing or unused)
            if not args.json:
                for msgid, _ in missing:
                    out.write(f"{package}: missing from the template: {msgid!r}\n")
                for msgid, _ in unused:
                    out.write(f"{package}: no longer in the code: {msgid!r}\n")
        else:
            entry["written"] = write_template(package, found)
            if args.update:
                entry["updated"] = [update(package, language)
                                    for language in po.languages() or ["de"]]
        entry["languages"] = {language: {state: len(texts) for state, texts in
                                         progress(package, language).items()}
                              for language in po.languages()}
        report[package] = entry
        if not args.json:
            out.write(f"{package}: {entry['messages']} sentences"
                      + (f", {len(missing)} missing, {len(unused)} unused" if args.check else
                         ", template " + ("written" if entry["written"] else "unchanged"))
                      + "".join(f"; {code}: {n['translated']} translated, {n['untranslated']} "
                                f"untranslated, {n['fuzzy']} fuzzy"
                                for code, n in entry["languages"].items())
                      + "\n")
    if args.json:
        out.write(json.dumps(report, sort_keys=True) + "\n")
    return 1 if stale else 0
