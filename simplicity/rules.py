"""Simplicity's rules (rulebook: GAME SETUP, GAMEPLAY, END OF THE ROUND, END OF THE GAME,
SPECIAL RULES). Pure Python; the scene and the bots reach it only through the contract."""
from __future__ import annotations

from typing import cast

from shared.engine.contract import ConfigError, Decision, IllegalMove, Result, Rules
from shared.engine.i18n import mark
from shared.engine.narration import Line, Seat, listing

from .game import GAME
from . import scoring
from .components import BLANK, KIND_HEADINGS, WILD_SPACE, components, kind_word, shape_word
from .events import (BoardSideChosen, CityLaid, DemolitionPlaced, ExtraPointGiven, GameEnded,
                     PawnsRevealed, RoundEnded, TilePlaced, TilesDrawn, reducer)
from .moves import Demolish, PlaceTile
from .state import DEMOLISH, OVER, PLACE, State

PARK = "park"


def space_name(state: State, space: int) -> str:
    row, col = divmod(space, state.cols)
    return f"{'ABCDEFG'[col]}{row + 1}"


def fits(state: State, slot: int, space: int) -> bool:
    """Placement rule (GAMEPLAY): the planning space's symbol(s) must match the city
    space; space 7 is wild; the blank city space takes only the tile from space 7."""
    shape = state.shapes[space]
    if slot == WILD_SPACE:
        return True
    return shape != BLANK and shape in components().sides[state.side][slot]


def available_slots(state: State) -> list[int]:
    return [k for k, tile in enumerate(state.offer) if tile is not None and k != state.demolished]


def placements(state: State) -> tuple[PlaceTile, ...]:
    """Every legal (tile, space) pair. Whenever some tile can be placed, one must be; only
    if none can may any tile go on any free space (GAMEPLAY)."""
    free = [i for i, t in enumerate(state.tiles) if t is None]
    slots = available_slots(state)
    legal = tuple(PlaceTile(k, s) for k in slots for s in free if fits(state, k, s))
    return legal or tuple(PlaceTile(k, s) for k in slots for s in free)


def draw_tiles(bag: tuple[int, ...], count: int, rng, parks_allowed: bool) -> tuple[str, ...]:
    """Draw `count` tiles from the bag. In round 1 a park drawn goes back and another is
    drawn (GAME SETUP 5), which is the same as drawing among the other tiles."""
    kinds = components().tile_kinds
    left = list(bag)
    if not parks_allowed:
        left[kinds.index(PARK)] = 0
    drawn = []
    for _ in range(count):
        pick = rng.randrange(sum(left))
        for k, n in enumerate(left):
            if pick < n:
                drawn.append(kinds[k])
                left[k] -= 1
                break
            pick -= n
    return tuple(drawn)


def tile_list(kinds) -> Line | str:
    """Several tiles for one placeholder: "office, civic and park"."""
    return listing([kind_word(k) for k in kinds], last="{first} and {rest}",
                   between="{first}, {rest}")


class SimplicityRules(Rules):
    name, title = GAME.name, GAME.title
    min_players, max_players = GAME.min_players, GAME.max_players
    move_types = (PlaceTile, Demolish)
    reducer = reducer
    # The expert (shared/bots/expert.py): four times the strong bot's steps, spent on more
    # first moves and worlds; and the last round, where nothing is drawn any more, searched
    # to the final scores (`exact`: alpha-beta over both players' every move). Against the
    # strong bot (`balance --rows expert,strong --games 100`): 70 % [60, 78] at seed 9000,
    # 61 % [51, 70] at seed 6000, where without the exact last round it won 56 % (the same
    # 100 games finished both ways from round 5: 5 lost games won, none the other way),
    # and 61 % [51, 70] at seed 1000 (60 % without); 64 % of the 300. Decisions 0.93 s
    # median, 2.9 s worst (an exact search that runs out of steps, mostly the demolition
    # token's, then the usual search). Before it also 16 of 30 (the plain search on four
    # times the steps: 11 of 20).
    expert_shape = {"candidates": 10, "max_worlds": 48, "exact": True}

    # --- setup (GAME SETUP 1-8) ---------------------------------------------------------
    def setup(self, config, rng):
        comp = components()
        n = config.players
        if n not in comp.players:
            raise ConfigError("Simplicity takes 2 to 6 players, not {players}", players=n)
        per = comp.players[n]
        teams = n * per.teams_each
        # with two teams each, teams alternate between the players: 0,1,0,1...
        state = State(players=n, teams=teams, team_player=tuple(t % n for t in range(teams)),
                      demolition=per.demolition, bag=comp.tile_counts,
                      extra=(0,) * teams, pawns=(None,) * teams, last_pawns=(None,) * teams)
        regular = rng.shuffled(s.id for s in comp.strips)[:comp.strips_for_players[n]]
        strips = rng.shuffled(regular + (comp.special.id,))
        side = rng.choice(("A", "B"))
        order = rng.shuffled(range(teams))
        tiles = draw_tiles(state.bag, comp.offer_size, rng, parks_allowed=False)
        events = [CityLaid(strips), BoardSideChosen(side), PawnsRevealed(order),
                  ExtraPointGiven(order[-1]), TilesDrawn(tiles)]
        return state, events

    # --- decisions -------------------------------------------------------------------
    def decision(self, state: State):
        team = state.team_to_move()
        if team is None:
            return None
        seat = state.team_player[team]
        if state.phase == DEMOLISH:
            moves = tuple(Demolish(k) for k in available_slots(state))
            return Decision(seat, DEMOLISH, Line.of(
                "Team {team}: place the demolition token on a tile nobody may take this round",
                team=team + 1), moves)
        return Decision(seat, PLACE, Line.of("Team {team}: take a tile and build it in the city",
                                             team=team + 1), placements(state))

    def play(self, state: State, move, rng):
        if state.phase == OVER:
            raise IllegalMove("the game is over")
        team = state.team_to_move()
        if isinstance(move, Demolish):
            if state.phase != DEMOLISH:
                raise IllegalMove("the demolition token is placed only at the start of a round")
            if move.slot not in available_slots(state):
                raise IllegalMove("planning space {slot} holds no tile", slot=move.slot + 1)
            kind = state.offer[move.slot]
            assert team is not None and kind is not None   # the phase and the slot checked
            return [DemolitionPlaced(team, move.slot, kind)]
        if not isinstance(move, PlaceTile):
            raise IllegalMove("{move} is not a Simplicity move", move=repr(move))
        if state.phase != PLACE:
            raise IllegalMove("first place the demolition token")
        self._check_placement(state, move)
        kind = state.offer[move.slot]
        assert team is not None and kind is not None   # the phase and the slot checked
        events = [TilePlaced(team, move.slot, move.space, kind)]
        if state.turn + 1 < state.teams:
            return events
        # END OF THE ROUND: pawns lowest on the board play last next round (every team
        # has placed its pawn: none is None)
        pawns = cast("list[int]", list(state.pawns))
        pawns[team] = move.slot
        next_order = tuple(sorted(range(state.teams), key=lambda t: pawns[t]))
        if state.round >= components().rounds:
            return events + [GameEnded(next_order)]
        drawn = draw_tiles(state.bag, components().offer_size, rng, parks_allowed=True)
        return events + [RoundEnded(next_order), ExtraPointGiven(next_order[-1]),
                         TilesDrawn(drawn)]

    def _check_placement(self, state: State, move: PlaceTile) -> None:
        if not 0 <= move.slot < len(state.offer) or state.offer[move.slot] is None:
            raise IllegalMove("planning space {slot} holds no tile", slot=move.slot + 1)
        if move.slot == state.demolished:
            raise IllegalMove("that tile is under the demolition token this round")
        if not 0 <= move.space < len(state.tiles):
            raise IllegalMove("that space is not on the city board")
        if state.tiles[move.space] is not None:
            raise IllegalMove("space {space} is already built on",
                              space=space_name(state, move.space))
        # fast path: a fitting tile is always legal; otherwise only under the fallback
        if not fits(state, move.slot, move.space) and move not in placements(state):
            shape = state.shapes[move.space]
            if shape == BLANK:
                raise IllegalMove("the blank space takes only the tile from planning space 7")
            needs = components().sides[state.side][move.slot]
            where = dict(slot=move.slot + 1, shape=shape_word(shape),
                         space=space_name(state, move.space))
            if len(needs) == 2:
                raise IllegalMove("the tile from planning space {slot} needs {need} or {other}, "
                                  "not the {shape} of space {space}",
                                  need=shape_word(needs[0]), other=shape_word(needs[1]), **where)
            raise IllegalMove("the tile from planning space {slot} needs {need}, "
                              "not the {shape} of space {space}",
                              need=listing([shape_word(n) for n in needs], last="{first} or {rest}",
                                           between="{first} or {rest}"), **where)

    # --- scoring ------------------------------------------------------------------------
    def player_scores(self, state: State, team_totals) -> tuple[int, ...]:
        """With two teams, a player's result is the lower team (SPECIAL RULES)."""
        return tuple(min(team_totals[t] for t in state.teams_of(p)) for p in range(state.players))

    def result(self, state: State):
        if state.phase != OVER:
            return None
        teams = scoring.score_teams(state)
        totals = [t.total for t in teams]
        scores = self.player_scores(state, totals)
        # the team that counts for a player; between equal teams the one higher in order
        position = {team: i for i, team in enumerate(state.order)}
        counted = [min(state.teams_of(p), key=lambda t: (totals[t], position[t]))
                   for p in range(state.players)]
        best = max(scores)
        tied = [p for p in range(state.players) if scores[p] == best]
        winner = min(tied, key=lambda p: position[counted[p]])
        tiebreak: Line | str = ""
        if len(tied) > 1:
            tiebreak = Line.of("{count} players tied on {points}; {player} wins by being "
                               "higher in the final turn order", count=len(tied), points=best,
                               player=Seat(winner))
        kinds = components().buildings
        categories = (mark("Links"),) + tuple(KIND_HEADINGS.get(k, k) for k in kinds) + (
            mark("Parks"), mark("Extra points"), "Total")
        sheet = tuple(zip(*[(t.links,) + t.buildings + (t.parks, t.extra, t.total) for t in teams]))
        columns = tuple(Line.of("Team {team}", team=t + 1) for t in range(state.teams))
        return Result(scores=scores, winners=(winner,), categories=categories, columns=columns,
                      sheet=sheet, column_seat=state.team_player, tiebreak=tiebreak)

    def heuristic(self, state: State, seat: int) -> float:
        totals = [t.total for t in scoring.score_teams(state)]
        scores = self.player_scores(state, totals)
        others = [s for p, s in enumerate(scores) if p != seat]
        return scores[seat] - 0.5 * max(others, default=0)

    def round_of(self, state: State) -> int:
        return state.round

    def score_now(self, state: State) -> tuple[int, ...]:
        """What END OF THE GAME scoring would give if the game ended now."""
        return self.player_scores(state, [t.total for t in scoring.score_teams(state)])

    # --- the game log (a whole record of the game) ---------------------------------------
    # every event of a move that changes tiles, discs or points (the setup's events, the
    # city laid, the board's side and the first order, come before any move is logged)
    told = (TilePlaced, DemolitionPlaced, RoundEnded, ExtraPointGiven, TilesDrawn, GameEnded)

    def headline(self, before, seat: int, move) -> list:
        """None: the tile placed or demolished says the move."""
        return []

    def tell(self, before, seat: int, move, event) -> list:
        e = event
        if isinstance(e, TilePlaced):   # GAMEPLAY
            return [Line.of("{team}: {kind} from {slot} to {space}",
                            team=Seat(seat, e.team), kind=kind_word(e.kind), slot=e.slot + 1,
                            space=space_name(before, e.space))]
        if isinstance(e, DemolitionPlaced):   # SPECIAL RULES, Demolition
            return [Line.of("{team}: demolished {kind} on {slot}",
                            team=Seat(seat, e.team), kind=kind_word(e.kind), slot=e.slot + 1)]
        if isinstance(e, RoundEnded):   # END OF THE ROUND 1
            lines = [Line.of("Round {round} begins", round=before.round + 1)]
            taken = move.slot if isinstance(move, PlaceTile) else None
            left = [kind for k, kind in enumerate(before.offer) if kind is not None and k != taken]
            if len(left) == 1:
                lines.append(Line.of("the tile left beside the planning board is discarded: "
                                     "{tiles}", indent=True, tiles=kind_word(left[0])))
            elif left:
                lines.append(Line.of("the {count} tiles left beside the planning board are "
                                     "discarded: {tiles}", indent=True, count=len(left),
                                     tiles=tile_list(left)))
            lines.append(Line.of("the planning board is flipped to side {side}", indent=True,
                                 side="B" if before.side == "A" else "A"))
            return lines
        if isinstance(e, ExtraPointGiven):   # END OF THE ROUND 3
            return [Line.of("{team} is last in the turn order and receives an extra point token",
                            indent=True, team=Seat(before.team_player[e.team], e.team))]
        if isinstance(e, TilesDrawn):   # END OF THE ROUND 2
            if len(e.tiles) == 1:
                return [Line.of("{count} tile is drawn from the bag for the planning board: "
                                "{tiles}", indent=True, count=1, tiles=kind_word(e.tiles[0]))]
            return [Line.of("{count} tiles are drawn from the bag for the planning board: "
                            "{tiles}", indent=True, count=len(e.tiles), tiles=tile_list(e.tiles))]
        if isinstance(e, GameEnded):   # END OF THE GAME
            return [Line.of("After round {round} the city is complete.", round=before.round)]
        return []

    def describe(self, move, state=None) -> Line | str:
        if isinstance(move, Demolish):
            return Line.of("demolition token on planning space {slot}", slot=move.slot + 1)
        if isinstance(move, PlaceTile) and state is not None and state.cols:
            # the city space as the board labels it and the log names it ("E2")
            return Line.of("tile from planning space {slot} to city space {space}",
                           slot=move.slot + 1, space=space_name(state, move.space))
        if isinstance(move, PlaceTile):
            return Line.of("tile from planning space {slot} to city space number {number}",
                           slot=move.slot + 1, number=move.space + 1)
        return repr(move)


RULES = SimplicityRules()
