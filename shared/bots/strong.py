"""The strong bot: whole-turn search with determinized look-ahead, for any game.

For one decision it
1. samples a *world* from its seat's view (`rules.sample_hidden`: other hands, deck order,
   ROSS's cards drawn with the bot's own rng; never the true state);
2. searches its own turn: a turn is the chain of decisions the same seat takes in a row
   (Circleville's many small choices), cut at a reveal because what is drawn is not known
   yet; each first move is scored by the best value reachable within the turn, by the
   game's evaluation (`rules.evaluation`: its heuristic unless the game knows better);
3. if enough steps are left, plays the best few first moves on in fresh worlds: the rest
   of the turn along the line the search found, then every seat greedily (one-move
   look-ahead on the evaluation) to the end of the game or until its share of the steps
   is spent, scoring the position reached (a finished game: the evaluation plus a bonus
   for winning; or the game's own judge of its chance of winning), averaged over the
   worlds;
4. picks the best, ties broken by the rng.

A game may ask (`Budget.exact`, the expert's in Simplicity) that in a two-player game
whose rest holds no draw the search go first to the end of the game, every move of
both seats, by alpha-beta on the final result; the plain search decides when a draw
comes first or the steps run out. A game may also say when the end is in sight
(`Budget.end_in_sight`, the expert's in Rossio): the best first moves are then played on
to the end of the game, every seat's turns by the strong bot's turn search, and compared
by how often they win. And it may ask (`Budget.next_turn`, the expert's in Circleville)
that the best first moves be compared where its own next turn leaves it: the other
seats' turns played as the strong bot plays them, then its next turn searched.

Its randomness comes only from (seed, seat, ply) and its work is bounded by a count of
moves tried, not by the clock, so a given seed and position always give the same move.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import attrs

from shared.engine.contract import IllegalMove
from shared.engine.i18n import mark
from shared.engine.rng import Rng

from .seeding import rng_for

SALT = 3000
WIN_BONUS = 10.0
EXACT_WIN = 1000.0   # in an exact end game, a win outweighs any margin
# turn searches on the way to its next turn, at most: a turn cut short at a reveal is
# searched again from there, and every other seat has a turn first
NEXT_TURN_SEARCHES = 12


@attrs.frozen
class Budget:
    steps: int               # moves tried (played and scored) per decision, at most
    turn_share: float = 0.5  # of the steps, for searching its own turn
    turn_width: int = 6      # positions the turn search keeps at each level
    candidates: int = 8      # first moves that get look-ahead
    worlds: int = 2          # hidden-information samples the look-ahead needs at least...
    max_worlds: int = 12     # ...and uses at most, while steps are left
    min_play_on: int = 40    # steps a look-ahead needs to be worth playing at all
    # Opt-in, for a game to set in its search_shape; the defaults keep the plain search.
    step_scale: float = 1.0  # the game's decisions are cheap: this many times the steps
    # (state, seat) -> the seat's chance of winning (0 to 1) from a position searched to;
    # None: `outcome`
    judge: Callable[[Any, int], float] | None = None
    # (state, seat) -> its own value of a position, in place of the game's `evaluation`
    # (a game's expert may know more than its strong bot)
    evaluation: Callable[[Any, int], float] | None = None
    replies: str = "evaluation"  # the other seats in a look-ahead play greedily on the
                                 # game's "evaluation", or on its "heuristic" with ties
                                 # drawn at random (as the greedy bot plays)
    # search the rest of a two-player game exactly, every move of both seats to the final
    # result, where nothing is revealed or drawn on the way and the steps suffice (else the
    # usual search gets the steps again); for a game whose views hide nothing but its draws
    exact: bool = False
    # With the end of the game in sight (the game's own test of the seat's view), the
    # first moves the turn search rates best are played on to the end of the game in
    # `end_worlds` fresh worlds, every seat's turns as the strong bot plays them (a turn
    # search of `end_turn_steps` steps each), and compared by how often they win; a
    # play-on cut short after `end_turns` turns counts the heuristic's lead as a chance
    # of winning over a normal spread of `end_spread`.
    end_in_sight: Callable[[Any], bool] | None = None
    end_worlds: int = 8
    end_turn_steps: int = 400
    end_turns: int = 8
    end_spread: float = 6.0
    # Its own next turn counted (the expert's in Circleville): the first moves the turn
    # search rates within `next_gap` of its best (`next_candidates` at most) are each
    # played on in `next_worlds` fresh worlds, the rest of its turn along the line found,
    # every other seat's turn as the strong bot plays it (a printed opponent whose rules
    # offer it one move a decision plays that), and then its own next turn searched
    # (`next_turn_steps` steps a turn, fewer if the decision's own steps are fewer than
    # these searches take); a first move counts with the best value that next turn
    # reaches, averaged over the worlds.
    next_turn: bool = False
    next_candidates: int = 3
    next_worlds: int = 2
    next_turn_steps: int = 1000
    next_gap: float = 2.0


BUDGETS = {
    # at the table, CPU a decision on the shared 2-core machine (100-game balance rows):
    # Circleville and Rossio, whose search shapes spend it all on the turn, median 0.03 s
    # and 0.01 s, worst 1.1 s and 0.12 s; Simplicity median 0.19 s, worst 0.28 s; The
    # Square Circle (2.5 times the steps) median 0.67 s, worst 0.8 s. The balance figures
    # measure this budget too: the bot a person meets.
    "table": Budget(steps=6000),
    # quicker samples (balance --budget figures) and the tests; it plays weaker (Simplicity
    # beats greedy in 56 % of 100 games on it, 88 % on the table's)
    "figures": Budget(steps=600),
}


def outcome(rules, state, seat: int, evaluation=None) -> float:
    """The game's evaluation (or the one given), plus a bonus for a finished game this seat
    wins."""
    value = (evaluation or rules.evaluation)(state, seat)
    result = rules.result(state)
    if result is not None and seat in result.winners:
        value += WIN_BONUS / len(result.winners)
    return value


class _OutOfSteps(Exception):
    pass


class _NotExact(Exception):
    """The rest of the game is not two players' skill alone: something is drawn or
    revealed before the end, or more seats play."""


class StrongBot:
    shape_of = "search_shape"   # the Rules attribute that shapes this bot's search

    def __init__(self, rules, seat: int, seed: int, budget: Budget = BUDGETS["table"]):
        self.rules = rules
        self.seat = seat
        self.seed = seed
        # the game may shape the search (rules.search_shape); the step count stays ours
        shape = getattr(rules, self.shape_of, None)
        shape = rules.search_shape if shape is None else shape
        shaped = attrs.evolve(budget, **{k: v for k, v in shape.items() if k != "steps"})
        self.budget = attrs.evolve(shaped, steps=round(budget.steps * shaped.step_scale))
        self._left = 0
        # the last decision's first moves it compared, best first, with the value each
        # was given (a hint says why with these); empty when there was one legal move
        self.ratings: list[tuple[object, float]] = []
        self.played_out = False   # the last decision's moves were played out to the end

    def reason(self, move) -> str:
        return mark("best after searching its turn and the replies")

    # --- the decision -------------------------------------------------------------
    def choose(self, view, decision, ply: int):
        moves = decision.moves
        self.ratings, self.played_out = [], False
        if len(moves) == 1:
            return moves[0]
        rng = rng_for(self.seed, self.seat, ply, SALT)
        b = self.budget
        self._left = b.steps
        world = self.rules.sample_hidden(view, self.seat, rng)
        key = rng.next64()
        if b.exact:
            solved = self._solved(world, moves)
            if solved is not None:
                return solved
            self._left = b.steps
        lines = self._turn_lines(world, moves, key, self._turn_steps(len(moves)))
        ranked = sorted(range(len(moves)), key=lambda i: -lines[i][0])
        best = [i for i in ranked[:b.candidates] if lines[i][0] > -1e9]
        scores = {i: lines[i][0] for i in best}
        self.played_out = len(best) > 1 and b.end_in_sight is not None and b.end_in_sight(view)
        if self.played_out:
            chances = dict(zip(best, self._end_game(view, rng, [lines[i][1] for i in best])))
            self.ratings = sorted(((moves[i], v) for i, v in chances.items()),
                                  key=lambda r: -r[1])
            top = max(chances.values())
            # as likely to win: the turn search's best (a win by more, a loss by less)
            return moves[next(i for i in best if chances[i] >= top - 1e-9)]
        near = []   # the first moves close enough to its best to count its next turn for
        if b.next_turn:
            near = [i for i in best[:b.next_candidates]
                    if lines[i][0] >= lines[best[0]][0] - b.next_gap]
        if len(near) > 1:
            scores = dict(zip(near, self._next_turns(view, rng, [lines[i][1] for i in near])))
        elif len(best) > 1:
            ahead = self._look_ahead_rounds(view, rng, [lines[i][1] for i in best])
            if ahead is not None:
                scores = dict(zip(best, ahead))
        top = max(scores.values())
        self.ratings = sorted(((moves[i], v) for i, v in scores.items()), key=lambda r: -r[1])
        tied = [moves[i] for i in scores if scores[i] >= top - 1e-9]
        return tied[0] if len(tied) == 1 else rng.choice(tied)

    def _turn_steps(self, n_moves: int) -> int:
        """The turn search's share, or every step when the rest could not pay for a
        look-ahead worth playing (see `_look_ahead_rounds`)."""
        b = self.budget
        share = int(b.steps * b.turn_share)
        rest = (b.steps - share) // (2 * min(b.candidates, n_moves) * b.worlds)
        return share if rest >= b.min_play_on else b.steps

    # --- steps --------------------------------------------------------------------
    def _step(self, state, move, key: int, stop: int = 0, trusted: bool = False):
        """(state after `move`, whether it revealed something); hidden outcomes are drawn
        from `key`. None if the rules refuse the move. Out of steps below `stop`.
        `trusted`: `move` is one of `rules.decision(state).moves`, so the rules need not
        check it again."""
        if self._left <= stop:
            raise _OutOfSteps
        self._left -= 1
        try:
            events, after = self.rules.advance(state, move, Rng(key), trusted=trusted)
        except IllegalMove:
            return None
        return after, any(e.reveals for e in events)

    # --- its own turn -------------------------------------------------------------
    def _turn_lines(self, world, moves, key: int, steps: int) -> list:
        """(value, line) per first move: the best value found by the end of the turn and
        the moves leading there. A beam search, level by level: the `turn_width` best
        unfinished positions (and the best one under each first move) are expanded until
        every line has ended or the steps run out; a first move none of whose lines has
        ended counts with its best unfinished one. Positions reached twice are expanded
        once (swapping back and forth leads nowhere new)."""
        finished = [(-1e18, (move,)) for move in moves]
        unfinished = list(finished)
        stop = self._left - steps
        frontier = [(0.0, i, (), world) for i in range(len(moves))]
        seen = set()
        try:
            while frontier:
                grown = []
                for _, root, line, state in frontier:
                    # a first move was offered in the view, not in this world: checked
                    tried = (moves[root],) if not line else self.rules.decision(state).moves
                    for move in tried:
                        child = self._scored(state, move, key, stop, bool(line))
                        if child is None:
                            continue
                        value, after, revealed = child
                        path = line + (move,)
                        if revealed or not self._mine(after):
                            if value > finished[root][0]:
                                finished[root] = (value, path)
                        elif after not in seen:
                            seen.add(after)
                            grown.append((value, root, path, after))
                            if value > unfinished[root][0]:
                                unfinished[root] = (value, path)
                frontier = self._keep(grown)
        except _OutOfSteps:
            pass
        return [f if f[0] > -1e18 else u for f, u in zip(finished, unfinished)]

    def _scored(self, state, move, key: int, stop: int, trusted: bool):
        stepped = self._step(state, move, key, stop, trusted)   # the same draws for every move
        if stepped is None:
            return None
        return self._judged(stepped[0]), stepped[0], stepped[1]

    def _judged(self, state) -> float:
        judge = self.budget.judge
        if judge is None:
            return outcome(self.rules, state, self.seat, self.budget.evaluation)
        return judge(state, self.seat)

    def _keep(self, grown: list) -> list:
        grown.sort(key=lambda g: -g[0])
        keep = grown[:self.budget.turn_width]
        roots = {g[1] for g in keep}
        for g in grown[self.budget.turn_width:]:
            if g[1] not in roots:
                roots.add(g[1])
                keep.append(g)
        return keep

    def _mine(self, state) -> bool:
        d = self.rules.decision(state)
        return d is not None and d.seat == self.seat

    # --- the end game, exactly ---------------------------------------------------------
    def _solved(self, world, moves):
        """The first move that does best when both seats play the rest of the game
        perfectly for the final result (a win, then the margin), by alpha-beta search; None
        when that is not all that is left (`_NotExact`) or the steps run out."""
        alpha, best, ratings = -math.inf, None, []
        try:
            for move in moves:
                after = self._settled(world, move, trusted=False)   # offered in the view
                if after is None:
                    continue
                value = self._exact(after, alpha, math.inf)
                ratings.append((move, value))
                if value > alpha:
                    alpha, best = value, move
        except (_OutOfSteps, _NotExact):
            return None
        # a move no better than one before it is rated by the bound that showed it
        self.ratings = sorted(ratings, key=lambda r: -r[1])
        return best

    def _settled(self, state, move, trusted: bool = True):
        """The state after `move` (None if the rules refuse it); `_NotExact` if the move
        reveals or draws something."""
        stepped = self._step(state, move, 0, trusted=trusted)
        if stepped is None:
            return None
        if stepped[1]:
            raise _NotExact
        return stepped[0]

    def _exact(self, state, alpha: float, beta: float) -> float:
        d = self.rules.decision(state)
        if d is None:
            return self._final(state)
        mine = d.seat == self.seat
        children = [c for c in (self._settled(state, m) for m in d.moves) if c is not None]
        if len(children) > 1 and self.rules.decision(children[0]) is not None:
            # the mover's likely best first: the bounds close sooner
            children.sort(key=lambda c: -self.rules.evaluation(c, d.seat))
        for child in children:
            value = self._exact(child, alpha, beta)
            if mine:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                break
        return alpha if mine else beta

    def _final(self, state) -> float:
        """A finished game's worth to the seat: its share of the win, then its margin."""
        result = self.rules.result(state)
        if len(result.scores) != 2:
            raise _NotExact
        share = 1 / len(result.winners) if self.seat in result.winners else 0.0
        other = max(s for i, s in enumerate(result.scores) if i != self.seat)
        return EXACT_WIN * share + result.scores[self.seat] - other

    # --- the end game, played out ---------------------------------------------------
    def _end_game(self, view, rng, lines) -> list[float]:
        """Each line's share of wins when it is played on to the end of the game in fresh
        worlds, every seat's turns after it as the strong bot plays them. The worlds stop
        early (two at least) once the next would overrun the steps."""
        b = self.budget
        self._left = b.steps
        players: dict[int, StrongBot] = {}   # each seat's strong bot, for its turns
        totals, worlds, cost = [0.0] * len(lines), 0, 0
        while worlds < b.end_worlds and (worlds < 2 or self._left >= cost):
            world = self.rules.sample_hidden(view, self.seat, rng)
            key, before = rng.next64(), self._left
            totals = [t + self._played_out(world, line, key, players)
                      for t, line in zip(totals, lines)]
            worlds += 1
            cost = before - self._left
        return [t / worlds for t in totals]

    def _played_out(self, state, line, key: int, players: dict) -> float:
        """Follow `line` while it is legal and our turn lasts, then each turn by the
        deciding seat's strong bot to the end of the game: this seat's share of the win,
        or, cut short after `end_turns` turns, its chance by the heuristic's lead."""
        rules, b = self.rules, self.budget
        rng = Rng(key)
        state = self._followed(state, line, self.seat, rng)
        for _ in range(b.end_turns):
            d = rules.decision(state)
            if d is None:
                break
            turn = self._searched_turn(state, d, rng, players, b.end_turn_steps)
            state = self._followed(state, max(turn, key=lambda t: t[0])[1], d.seat, rng)
        result = rules.result(state)
        if result is None:
            lead = rules.heuristic(state, self.seat)
            return 0.5 * (1 + math.erf(lead / (b.end_spread * math.sqrt(2))))
        return 1 / len(result.winners) if self.seat in result.winners else 0.0

    def _searched_turn(self, state, decision, rng, players: dict, steps: int,
                       evaluation=None) -> list:
        """(value, line) per first move of the deciding seat's turn, as its strong bot
        (kept in `players`; `evaluation`, if given, its own) searches it in `steps`
        steps, which count as ours."""
        seat = decision.seat
        if seat not in players:
            players[seat] = StrongBot(self.rules, seat, self.seed, Budget(steps=steps))
            if evaluation is not None:
                players[seat].budget = attrs.evolve(players[seat].budget,
                                                    evaluation=evaluation)
        player = players[seat]
        player._left = steps
        turn = player._turn_lines(state, decision.moves, rng.next64(), steps)
        self._left -= steps - player._left
        return turn

    def _followed(self, state, line, seat: int, rng):
        """The state after `line`, followed while it is legal and the seat's turn lasts."""
        for move in line:
            d = self.rules.decision(state)
            if d is None or d.seat != seat or move not in d.moves:
                break
            state = self._forced(state, move, rng.next64())
        return state

    def _forced(self, state, move, key: int):
        """The state after one of the state's own moves, counted as a step even when the
        steps have run out (a line already chosen is played to its end)."""
        self._left -= 1
        return self.rules.advance(state, move, Rng(key), trusted=True)[1]

    # --- its next turn ---------------------------------------------------------------
    def _next_turns(self, view, rng, lines) -> list[float]:
        """Each line's value once its own next turn has been played, averaged over
        `next_worlds` fresh worlds (the same worlds for every line)."""
        b = self.budget
        # about two turn searches a line and world, within the decision's own steps
        steps = min(b.next_turn_steps, b.steps // (2 * b.next_candidates * b.next_worlds))
        players: dict[int, StrongBot] = {}   # each seat's strong bot, for its turns
        totals = [0.0] * len(lines)
        for _ in range(b.next_worlds):
            world = self.rules.sample_hidden(view, self.seat, rng)
            key = rng.next64()
            totals = [t + self._after_next_turn(world, line, key, players, steps)
                      for t, line in zip(totals, lines)]
        return [t / b.next_worlds for t in totals]

    def _after_next_turn(self, state, line, key: int, players: dict, steps: int) -> float:
        """Follow `line` to the end of our turn, play every other seat's turn as its strong
        bot would (`steps` a turn search), then search our next turn: the best value it
        reaches (the position reached if the game ends first)."""
        rules, b = self.rules, self.budget
        rng = Rng(key)
        state = self._followed(state, line, self.seat, rng)
        others = False   # whether another seat has had its turn since ours
        for _ in range(NEXT_TURN_SEARCHES):
            d = rules.decision(state)
            if d is None:
                break
            turn = self._searched_turn(state, d, rng, players, steps,
                                       b.evaluation if d.seat == self.seat else None)
            if d.seat == self.seat and others:
                return max(value for value, _ in turn)
            others = others or d.seat != self.seat
            state = self._followed(state, max(turn, key=lambda t: t[0])[1], d.seat, rng)
        return self._judged(state)

    # --- look-ahead ---------------------------------------------------------------
    def _look_ahead_rounds(self, view, rng, lines) -> list | None:
        """Average look-ahead value per line over as many fresh worlds as the steps allow;
        None when the steps left are too few for it to say anything."""
        b = self.budget
        cap = self._left // (2 * len(lines) * b.worlds)
        if cap < b.min_play_on:
            return None
        totals, rounds, cost = [0.0] * len(lines), 0, cap * len(lines)
        while rounds < b.max_worlds and self._left >= cost:
            world = self.rules.sample_hidden(view, self.seat, rng)
            key, before = rng.next64(), self._left
            values = [self._play_on(world, line, key, cap) for line in lines]
            totals = [t + v for t, v in zip(totals, values)]
            rounds += 1
            cost = before - self._left   # the next world costs about as much
        return [t / rounds for t in totals]

    def _play_on(self, world, line, key: int, cap: int) -> float:
        """Follow `line` while it is legal and our turn lasts, then everyone greedily to
        the end of the game, or, once `cap` steps are spent, to the start of our next
        turn (positions compared at the same point of the round; twice `cap` at most)."""
        rules = self.rules
        rng = Rng(key)
        soft, hard = self._left - cap, self._left - 2 * cap
        state, last = world, self.seat
        try:
            for move in line:
                d = rules.decision(state)
                if d is None or d.seat != self.seat or move not in d.moves:
                    break
                stepped = self._step(state, move, rng.next64(), hard, True)   # in d.moves
                if stepped is None:
                    return -1e9
                state = stepped[0]
            while (d := rules.decision(state)) is not None:
                if d.seat == self.seat != last and self._left <= soft:
                    break
                last = d.seat
                state = self._greedy(state, d, rng.next64(), hard)
        except _OutOfSteps:
            pass
        return self._judged(state)

    def _greedy(self, state, decision, key: int, stop: int):
        """The state after the move best by the deciding seat's own evaluation; another
        seat, if the game says the others reply on their heuristic, plays as the greedy
        bot does: best by it, ties drawn at random."""
        mimic = decision.seat != self.seat and self.budget.replies == "heuristic"
        best, best_states = None, []
        for move in decision.moves:
            stepped = self._step(state, move, key, stop, True)   # the state's own moves
            if stepped is None:
                continue
            if len(decision.moves) == 1:
                return stepped[0]
            if mimic:
                value = self.rules.heuristic(stepped[0], decision.seat)
            else:
                value = self.rules.evaluation(stepped[0], decision.seat)
            if best is None or value > best + 1e-9:
                best, best_states = value, [stepped[0]]
            elif mimic and value >= best - 1e-9:
                best_states.append(stepped[0])
        if len(best_states) > 1:
            return Rng(key).choice(best_states)
        return best_states[0] if best_states else None
