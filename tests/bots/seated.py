"""Games with one searching bot seated (the strong or the expert bot, on a small budget)
and every other seat by its own controller: the seatings the bots' tests play, and the
play itself, every move checked to be one the decision offers."""
from shared.bots import controller_names, make_controller
from shared.engine import registry
from shared.engine.match import Match


def seatings(bot: str, company: str) -> list:
    """Per game that offers `bot`: every player count with `bot` in seat 1 and `company`
    beside it, and `bot` against each printed solo opponent."""
    out = []
    for game in registry.game_names():
        rules = registry.get_rules(game)
        if bot not in controller_names(rules):
            continue
        for n in range(max(2, rules.min_players), rules.max_players + 1):
            out.append((game, (bot,) + (company,) * (n - 1)))
        for name in rules.automa_names:
            out.append((game, (bot, name)))
    return out


def play(game, seats, seed, bot: str, make, budget, moves=None):
    """The match after `moves` moves (None: to its end); seats named `bot` are played by
    `make(rules, seat, seed, budget)`."""
    rules = registry.get_rules(game)
    match = Match(rules, rules.make_config(list(seats), {}, seed))
    bots = [make(rules, s, seed, budget) if name == bot else
            make_controller(rules, name, s, seed) for s, name in enumerate(seats)]
    while (d := match.decision()) is not None and (moves is None or len(match.log) < moves):
        move = bots[d.seat].choose(match.view(d.seat), d, len(match.log))
        assert move in d.moves
        match.play(move)
    return match


def played_again(first, make, budget, from_move: int) -> list:
    """The moves fresh bots (`make(rules, seat, seed, budget)` in every seat) play on from
    a replay of `first`'s first `from_move` moves (a load, an undo) to its length: the
    same as `first`'s when the bots decide by seed and position alone."""
    rules, seed = first.rules, first.config.seed
    again = Match.replay(rules, first.config, [e.move for e in first.log[:from_move]])
    bots = [make(rules, s, seed, budget) for s in range(first.config.players)]
    while len(again.log) < len(first.log):
        d = again.decision()
        again.play(bots[d.seat].choose(again.view(d.seat), d, len(again.log)))
    return [e.move for e in again.log]
