"""`main.py tutorial`: list a game's lessons (Learn to play), or with --check walk every one
with its expected moves and fail naming the lesson and step that no longer fits the rules."""
from __future__ import annotations

import json

from shared.bots.tutor import chooser
from shared.engine import lessons, registry
from shared.engine.contract import ConfigError
from shared.engine.data import DataError


def add_arguments(p) -> None:
    p.add_argument("game", help="a game, or `all`")
    p.add_argument("--check", action="store_true",
                   help="walk every lesson to its end with its expected moves")
    p.add_argument("--json", action="store_true")


def games(name: str) -> list[str]:
    if name == "all":
        return [g for g in registry.game_names() if lessons.has_lessons(g)]
    registry.game_info(name)   # an unknown game is told as such
    if not lessons.has_lessons(name):
        raise ConfigError("{game} has no lessons yet", game=name)
    return [name]


def run(args, out) -> int:
    failed = False
    report: list[dict] = []
    for game in games(args.game):
        rules = registry.get_rules(game)
        try:
            book = lessons.load(game)
        except DataError as exc:
            report.append({"game": game, "problems": [str(exc)]})
            failed = True
            continue
        problems = (lessons.check(rules, book, lambda lesson: chooser(rules, lesson))
                    if args.check else [])
        failed = failed or bool(problems)
        report.append({"game": game, "problems": problems,
                       "sections": [{"id": s.id, "title": s.title, "steps": len(s.steps)}
                                    for s in book.sections]})
    if args.json:
        out.write(json.dumps(report, indent=1) + "\n")
    else:
        for item in report:
            for section in item.get("sections", []):
                out.write(f"{item['game']} {section['id']}: {section['title']} "
                          f"({section['steps']} steps)\n")
            for problem in item["problems"]:
                out.write(f"{item['game']}: {problem}\n")
            if args.check and not item["problems"]:
                out.write(f"{item['game']}: every lesson fits the rules\n")
    return 1 if failed else 0
