"""`main.py screenshot`: render a game's table after M bot moves to a PNG, no screen."""
from __future__ import annotations


def add_arguments(p) -> None:
    p.add_argument("game")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--players", type=int)
    p.add_argument("--seats")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--moves", type=int, default=None, help="bot moves before the picture "
                   "(default: four per seat plus one; -1 for the finished game)")
    p.add_argument("--scene", default="table",
                   help="table, launcher, settings, setup, scores, replay, chart or rules")
    p.add_argument("--section", help="with --scene rules: the section shown (its id in the "
                   "game's reference; default: the one about the decision being taken)")
    p.add_argument("--viewer", metavar="SEAT",
                   help="draw as seat SEAT (1 for the first) sees it while the game runs, or "
                   "`none`: what every seat may see (with --scene replay, the game as it "
                   "stands after --moves)")
    p.add_argument("--resample-hidden", type=int, metavar="K",
                   help="first replace whatever --viewer may not see (other hands, deck "
                   "orders, hidden points) by its K-th sample that agrees with its view")
    p.add_argument("--size", default="1366x768")
    p.add_argument("--out", required=True)


def run(args, out) -> int:
    from shared.ui.shots import take_screenshot
    take_screenshot(args)
    out.write(f"wrote {args.out}\n")
    return 0
