"""Which rules of a game's rule index do the tests name?

    python -m tests.rules_coverage GAME [--strict] [--index FILE] [--tests DIR]

Reads `<GAME>/rule_index.yaml` (a `rules:` list of `id` + `rule`, and the path of the
game's checklist relative to the repository root under `checklist:`), scans every test
file under tests/ for the ids it names, prints each uncovered id with its rule, then
"N ids, M covered, K uncovered". A test names an id by writing it literally in a
docstring, comment or string ("CV-SETUP-08"), or in its name with underscores
(`test_cv_setup_08_...`); case does not matter.

When the checklist is reachable, the index must list exactly its ids (each once); when it
is not, that comparison is skipped with a note. Exit status: 0, or with --strict 1 when
an id is uncovered or the index and the checklist disagree.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Iterable

import attrs

from shared.engine.data import DataError, Reader

REPO = Path(__file__).resolve().parent.parent
TESTS = REPO / "tests"

_TOKEN = re.compile(r"[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)+")
_CHECKLIST_LINE = re.compile(r"^\s*[-*]\s+([A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+)(?=\s)")


@attrs.frozen
class RuleIndex:
    game: str
    rules: tuple[tuple[str, str], ...]          # (id, rule) in file order
    checklist: Path | None                      # resolved against the repository root

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(rule_id for rule_id, _ in self.rules)


def index_file(game: str) -> Path:
    """Where a game keeps its rule index."""
    return REPO / game / "rule_index.yaml"


def load_index(path: Path) -> RuleIndex:
    """Read a rule index; a malformed one raises DataError naming the file and field."""
    reader = Reader(path)
    doc = reader.check(reader.doc, dict, "(top)")
    game = reader.field(doc, "game", str)
    checklist = reader.optional(doc, "checklist", str, None)
    rules, seen = [], {}
    for where, entry in reader.items(reader.field(doc, "rules", list), "rules"):
        rule_id = reader.field(entry, "id", str, where)
        if rule_id in seen:
            reader.fail(f"{where}.id", f"{rule_id} is listed twice (also at {seen[rule_id]})")
        seen[rule_id] = where
        rules.append((rule_id, reader.field(entry, "rule", str, where)))
    return RuleIndex(game, tuple(rules), (REPO / checklist).resolve() if checklist else None)


def checklist_ids(path: Path) -> list[str]:
    """The ids of a checklist: the first word of each bullet line that looks like an id."""
    ids = []
    for line in path.read_text(encoding="utf-8").splitlines():
        match = _CHECKLIST_LINE.match(line)
        if match:
            ids.append(match.group(1))
    return ids


def scanned_files(root: Path = TESTS) -> list[Path]:
    return sorted(p for p in root.rglob("*.py")
                  if p.name.startswith("test_") or p.name.endswith("_test.py"))


def named_ids(ids: Iterable[str], files: Iterable[Path]) -> dict[str, list[Path]]:
    """For each id that some file names, the files naming it."""
    wanted = {tuple(rule_id.upper().split("-")): rule_id for rule_id in ids}
    lengths = sorted({len(parts) for parts in wanted})
    found: dict[str, list[Path]] = {}
    for path in files:
        text = path.read_text(encoding="utf-8")
        hits = set()
        for token in _TOKEN.findall(text):
            parts = re.split(r"[-_]", token.upper())
            for start in range(len(parts)):
                for length in lengths:
                    rule_id = wanted.get(tuple(parts[start:start + length]))
                    if rule_id:
                        hits.add(rule_id)
        for rule_id in hits:
            found.setdefault(rule_id, []).append(path)
    return found


def compare_with_checklist(index: RuleIndex) -> list[str] | None:
    """Problems between index and checklist; None when the checklist is not reachable."""
    if index.checklist is None or not index.checklist.is_file():
        return None
    listed = checklist_ids(index.checklist)
    problems = []
    doubled = sorted({i for i in listed if listed.count(i) > 1})
    if doubled:
        problems.append(f"the checklist lists {', '.join(doubled)} more than once")
    missing = [i for i in listed if i not in set(index.ids)]
    extra = [i for i in index.ids if i not in set(listed)]
    if missing:
        problems.append(f"missing from the index: {', '.join(missing)}")
    if extra:
        problems.append(f"not in the checklist: {', '.join(extra)}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.rules_coverage",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="game package name, e.g. circleville")
    parser.add_argument("--strict", action="store_true",
                        help="exit 1 if any id is uncovered or index and checklist disagree")
    parser.add_argument("--index", type=Path, help="rule index file (default GAME/rule_index.yaml)")
    parser.add_argument("--tests", type=Path, default=TESTS, help="folder to scan (default tests/)")
    args = parser.parse_args(argv)

    path = args.index or index_file(args.game)
    try:
        index = load_index(path)
    except DataError as exc:
        print(f"rules_coverage: {exc}", file=sys.stderr)
        return 2
    found = named_ids(index.ids, scanned_files(args.tests))
    uncovered = [(i, rule) for i, rule in index.rules if i not in found]
    for rule_id, rule in uncovered:
        print(f"{rule_id}  {rule}")

    problems = compare_with_checklist(index)
    if problems is None:
        print(f"note: checklist {index.checklist or '(none named)'} not found;"
              " skipped comparing it with the index")
    for problem in problems or ():
        print(f"index and checklist disagree: {problem}")

    total = len(index.ids)
    print(f"{total} ids, {total - len(uncovered)} covered, {len(uncovered)} uncovered")
    return 1 if args.strict and (uncovered or problems) else 0


if __name__ == "__main__":
    sys.exit(main())
