"""Figures (not a test): the greedy bot against each solo player alone and against three
together, at head start 0 and 4. Usage: python -m tests.circleville.solo_figures [games]"""
import sys

from circleville.rules import RULES
from shared.bots import make_controller
from shared.engine.match import Match


def run(seats, head, games):
    wins, totals = 0, [0] * len(seats)
    for seed in range(1, games + 1):
        m = Match(RULES, RULES.make_config(seats, {"solo-head-start": head}, seed))
        ctrls = [make_controller(RULES, n, s, seed) for s, n in enumerate(seats)]
        while not m.finished:
            d = m.decision()
            m.play(ctrls[d.seat].choose(m.state, d))
        r = RULES.result(m.state)
        wins += r.winners == (0,)
        totals = [t + v for t, v in zip(totals, r.scores)]
    avg = ", ".join(f"{n} {t / games:.1f}" for n, t in zip(seats, totals))
    print(f"{','.join(seats)} head {head}: greedy wins {wins}/{games}; averages {avg}", flush=True)


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for head in (0, 4):
        for solo in (("bertha",), ("carsten",), ("denzel",), ("katherine",),
                     ("bertha", "carsten", "denzel")):
            run(("greedy",) + solo, head, games)
