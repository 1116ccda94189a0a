"""Rossio's rules behind the engine contract (pure Python, no pygame).

Decisions, one small choice each:
  keep        a player discards one of the cards dealt at setup (5 -> 3), one at a time
  recruit     which hand card, on side A or B (activation of all slotted cards follows)
  build       which space for the leftmost board tile, a swap of two board tiles (1 coin),
              or stop (after at least one tile)
  discard     the card-swap column bonus: discard one card (twice)
  market      which market card to take (A .. the number of tiles built)
  ross-draw   ROSS draws his card and scores (his controller follows the flowchart)
  ross-build  where ROSS builds his leftmost tile
"""
from __future__ import annotations

import attrs

from shared.engine.contract import (ConfigError, Decision, GameConfig, IllegalMove, OptionSpec,
                                    Result, Rules)
from shared.engine.emitter import Emitter
from shared.engine.narration import Line, Seat, listing

from .game import GAME
from . import ross, scoring, turn
from .components import DIFFICULTIES, SECTION_WORDS, components
from .events import (BuildingFinished, CardActivated, CardDiscarded, CardDrawn, CardRecruited,
                     CoinsGained, ColumnCompleted, CornerTileDrawn, DeckReshuffled, EndTriggered,
                     MarketCardDiscarded, MarketCardDrawn, MarketCardTaken, PhaseEntered,
                     RossCardDrawn, RossDeckFormed, RossOrders, RossScored, SquareAssembled,
                     TileBuilt, TilesDrawn, TilesSwapped, reducer)
from .hidden import sample_hidden
from .market import draw_to_hand, refill_board, refill_market
from .moves import (MOVE_TYPES, BuildTile, DiscardCard, RecruitCard, RossDraw, StopBuilding,
                    SwapTiles, TakeMarketCard)
from .square import assemble
from .state import (BUILD, DISCARD, EMPTY, KEEP, MARKET, Player, RECRUIT, ROSS_BUILD, ROSS_DRAW,
                    State)
from .view import view as seat_view

ROSS = GAME.automa[0]
VARIANTS = ("standard", "hidden-vp", "experienced")

PROMPTS = {
    KEEP: "Keep 3 of the 5 cards dealt: discard one",
    RECRUIT: "Recruit a card from your hand (side A pays its cost, side B is free)",
    BUILD: "Build your leftmost tile, swap two board tiles (1 coin), or stop",
    DISCARD: "Column bonus: discard a card from your hand",
    MARKET: "Take a card from the market",
    ROSS_DRAW: "ROSS draws a card and scores",
    ROSS_BUILD: "ROSS builds a tile",
}


class RossioRules(Rules):
    name, title = GAME.name, GAME.title
    min_players, max_players = GAME.min_players, GAME.max_players
    automa_names = GAME.automa
    # The strong bot spends all its steps on its own turn (recruit, build, market) and
    # plays no look-ahead past it: on the table's budget the greedy play-outs, cut short
    # in the middle of the next turn, misjudged it (20 games: 70 % against greedy, 88 VP
    # to 60, and 5 % against very hard ROSS); without them 99 % and 52 % of 100.
    search_shape = {"min_play_on": 10 ** 9}
    # The expert (shared/bots/expert.py): 24 positions at each level of the turn search
    # where the strong bot keeps 6; against it 23 of 40 (96 positions: 22 of 40). A
    # look-ahead playing the next turns by a search of each whole turn: 19 and 21 of 40.
    # With 8 empty spaces or fewer it plays its 5 best turns on to the end of the game in 8
    # worlds, each seat's turns as the strong bot plays them, and takes the one that wins
    # most often: on 400 paired games 246 wins where it won 231 without (rulings.md).
    expert_shape = {"min_play_on": 10 ** 9, "turn_width": 24, "candidates": 5,
                    "end_in_sight": scoring.end_in_sight}
    move_types = MOVE_TYPES
    reducer = reducer
    option_specs = (
        OptionSpec("ross-difficulty", "medium", "ROSS's deck in the solo game",
                   choices=DIFFICULTIES, label="ROSS's difficulty"),
        OptionSpec("nobles", False, "shuffle the 4 noble cards (mini-expansion) into the deck"),
        OptionSpec("variant", "standard",
                   "hidden-vp: victory points face down; experienced: hard bottom pieces",
                   choices=VARIANTS),
    )

    # --- configuration -------------------------------------------------------------
    def check_seats(self, config: GameConfig) -> None:
        n_ross = sum(1 for s in config.seats if s == ROSS)
        others = len(config.seats) - n_ross
        if n_ross == 0:
            if not 2 <= others <= 4:
                raise ConfigError("Rossio takes 2 to 4 players, or 1 player against ROSS: "
                                  "not {players}", players=others)
        elif n_ross == 1:
            if others != 1:
                raise ConfigError("ROSS plays against one player alone: give him exactly one "
                                  "other seat")
        else:
            raise ConfigError("only one seat can be ROSS")

    # --- setup ---------------------------------------------------------------------
    def setup(self, config: GameConfig, rng):
        comp = components()
        sq = comp.square
        seats = tuple(config.seats)
        ross_seat = seats.index(ROSS) if ROSS in seats else -1
        # the human plays first against ROSS; otherwise seat 1 holds the first player marker
        order = tuple(i for i in range(len(seats)) if i != ross_seat)
        if ross_seat >= 0:
            order = order + (ross_seat,)
        humans = len(seats) - (1 if ross_seat >= 0 else 0)
        pieces_n = sq.pieces(humans if ross_seat < 0 else 1)
        nobles = bool(config.option("nobles"))
        variant = config.option("variant")
        deck = comp.helper_ids + (comp.noble_ids if nobles else ())
        state = State(
            seats=seats, ross_seat=ross_seat, order=order, nobles=nobles, variant=variant,
            difficulty=config.option("ross-difficulty"), nrows=sq.rows,
            ncols=pieces_n * sq.columns_per_piece,
            square=((),) * sq.rows, supply=(sq.tiles_per_colour,) * len(sq.colours),
            deck=tuple(sorted(deck)),
            players=tuple(Player(ross=(i == ross_seat)) for i in range(len(seats))),
        )
        em = Emitter(state, reducer)
        # 1: the square; bottom pieces at random, their sides at random (experienced: hard)
        chosen = rng.shuffled([p.id for p in sq.bottom_pieces])[:pieces_n]
        sides = tuple("hard" if variant == "experienced" else rng.choice(("easy", "hard"))
                      for _ in chosen)
        pieces = tuple(zip(chosen, sides))
        em(SquareAssembled(pieces, assemble(pieces, sq.bottom_pieces, sq.columns_per_piece)))
        # 2: the two corner tiles, different colours (redraw the top one)
        bottom = _draw_tile(em.state.supply, rng)
        em(CornerTileDrawn(sq.rows - 1, bottom, True))
        while True:
            top = _draw_tile(em.state.supply, rng)
            if top != bottom:
                em(CornerTileDrawn(0, top, True))
                break
            em(CornerTileDrawn(0, top, False))
        # 3: the market
        refill_market(em, rng, sq.market_size)
        # 6: boards and hands
        for seat in order:
            refill_board(em, rng, seat)
            if seat != ross_seat:
                draw_to_hand(em, rng, seat, sq.deal)
        if ross_seat >= 0:
            ross.form_deck(em, rng, state.difficulty)
        em(PhaseEntered(KEEP, order[0]))
        return state, em.events

    # --- decisions -----------------------------------------------------------------
    def decision(self, state: State) -> Decision | None:
        if state.over:
            return None
        moves = self._moves(state)
        return Decision(state.current, state.phase, PROMPTS[state.phase], moves)

    def _moves(self, s: State) -> tuple:
        phase = s.phase
        if phase == KEEP:
            return turn.keep_moves(s)
        if phase == RECRUIT:
            return turn.recruit_moves(s)
        if phase == BUILD:
            return turn.build_moves(s)
        if phase == DISCARD:
            return turn.discard_moves(s)
        if phase == MARKET:
            return turn.market_moves(s)
        if phase == ROSS_DRAW:
            return ross.draw_moves(s)
        if phase == ROSS_BUILD:
            return ross.build_moves(s)
        return ()

    def play(self, state: State, move, rng) -> list:
        return self.advance(state, move, rng)[0]

    def advance(self, state: State, move, rng, *, trusted: bool = False) -> tuple[list, State]:
        """The move's events and the state its emitter folded; a trusted move (one of the
        decision's own moves) is not checked a second time."""
        if not trusted:
            if state.over:
                raise IllegalMove("the game is over")
            if move not in self._moves(state):
                raise self._refusal(state, move)
        em = Emitter(state, reducer)
        phase = state.phase
        if phase == KEEP:
            turn.play_keep(em, move)
        elif phase == RECRUIT:
            turn.play_recruit(em, move)
        elif phase == BUILD:
            if isinstance(move, BuildTile):
                turn.play_build(em, rng, move)
            elif isinstance(move, SwapTiles):
                turn.play_swap(em, move)
            else:
                turn.finish_building(em)
        elif phase == DISCARD:
            turn.play_bonus_discard(em, move)
        elif phase == MARKET:
            turn.play_market(em, rng, move)
        elif phase == ROSS_DRAW:
            ross.play_draw(em, rng)
        elif phase == ROSS_BUILD:
            ross.play_ross_build(em, rng, move)
        return em.events, em.state

    def _refusal(self, s: State, move) -> IllegalMove:
        phase = s.phase
        if phase == RECRUIT:
            return turn.recruit_refusal(s, move)
        if phase == BUILD:
            return turn.build_refusal(s, move)
        if phase == MARKET:
            return turn.market_refusal(s, move)
        if phase in (KEEP, DISCARD):
            if isinstance(move, DiscardCard):
                return IllegalMove("card {card} is not in your hand", card=move.card)
            return IllegalMove("discard a card from your hand")
        if phase == ROSS_DRAW:
            return IllegalMove("ROSS's turn: he draws his card first")
        if phase == ROSS_BUILD:
            return IllegalMove("ROSS builds his leftmost tile on a legal space")
        return IllegalMove("that move is not allowed now")

    def result(self, state) -> Result | None:
        return scoring.result(state)

    def view(self, state, seat: int):
        return seat_view(state, seat)

    def sample_hidden(self, view, seat: int, rng):
        return sample_hidden(view, seat, rng)

    def heuristic(self, state, seat: int) -> float:
        return scoring.heuristic(state, seat)

    def round_of(self, state) -> int:
        return state.round

    def score_now(self, state) -> tuple[int, ...]:
        """The victory points gained so far: players score as they activate their cards
        (side A), ROSS as he draws, and the 3 VP token ("END OF THE GAME": the players
        count the points collected during the game)."""
        return tuple(p.vp for p in state.players)

    def make_automa(self, name: str, seat: int, seed: int):
        if name != ROSS:
            return super().make_automa(name, seat, seed)
        from .automa import RossController
        return RossController(self, seat, seed)

    # The events that change points, coins, tiles or cards (a hand, a board, the square,
    # the market, the deck or the discard pile, ROSS's deck): the log tells each one.
    # Setup's (the corner tiles, ROSS's deck, the cards dealt) are told the same way
    # where setup is narrated; the log itself starts with the first move.
    told = (CornerTileDrawn, CardDrawn, DeckReshuffled, MarketCardDrawn, TilesDrawn,
            RossDeckFormed, CardDiscarded, CardRecruited, CoinsGained, CardActivated,
            TilesSwapped, TileBuilt, ColumnCompleted, EndTriggered, BuildingFinished,
            MarketCardTaken, MarketCardDiscarded, RossCardDrawn, RossScored)

    def headline(self, before, seat: int, move) -> list:
        """Only "stop building" is a line of its own: the other moves are told by the
        event that says what they did (the card recruited or discarded, the tile built,
        the swap, the market card taken, ROSS's card drawn)."""
        if isinstance(move, (DiscardCard, RecruitCard, BuildTile, SwapTiles, TakeMarketCard,
                             RossDraw)):
            return []
        return super().headline(before, seat, move)

    def tell(self, before, seat: int, move, event) -> list:
        """What one event did, who got what: a card drawn into a hand, a card recruited
        on side B and (hidden-VP variant) a card's points are lines for their owner only;
        the others read what they may know."""
        teller = _TELLERS.get(type(event))
        return getattr(self, teller)(before, event) if teller else []

    # --- the lines, one method per kind of event --------------------------------------
    def _tell_corner(self, before, e: CornerTileDrawn) -> list:
        colour = components().colour_word(e.colour)
        if e.kept:
            return [Line.of("a {colour} tile is placed at row {row}, column 1", indent=True,
                            colour=colour, row=e.row + 1)]
        return [Line.of("a {colour} tile, the other corner's colour, goes back to the stacks",
                        indent=True, colour=colour)]

    def _tell_card_drawn(self, before, e: CardDrawn) -> list:
        player = Seat(e.seat)
        line = Line.of("{player} draws {card}", indent=True, player=player,
                       card=components().card_text(e.card))
        return [line.private(e.seat, Line.of("{player} draws a card", indent=True,
                                             player=player))]

    def _tell_reshuffled(self, before, e: DeckReshuffled) -> list:
        if len(e.cards) == 1:
            return [Line.of("the discard pile (1 card) is shuffled into a new deck",
                            indent=True)]
        return [Line.of("the discard pile ({count} cards) is shuffled into a new deck",
                        indent=True, count=len(e.cards))]

    def _tell_market_drawn(self, before, e: MarketCardDrawn) -> list:
        return [Line.of("the market is refilled with {card}", indent=True,
                        card=components().card_text(e.card))]

    def _tell_tiles_drawn(self, before, e: TilesDrawn) -> list:
        comp = components()
        player = Seat(e.seat)
        names = [comp.colour_word(c) for c in e.colours]
        if not names:
            return [Line.of("{player} cannot refill the board: the stacks are empty",
                            indent=True, player=player)]
        if len(names) == 1:
            return [Line.of("{player} refills the board with a {colour} tile", indent=True,
                            player=player, colour=names[0])]
        return [Line.of("{player} refills the board with {colours} tiles", indent=True,
                        player=player, colours=listing(names, last="{first} and {rest}",
                                                       between="{first}, {rest}"))]

    def _tell_ross_deck(self, before, e: RossDeckFormed) -> list:
        return [Line.of("{player}'s deck of {count} cards is shuffled", indent=True,
                        player=Seat(before.ross_seat), count=len(e.rest) + 1)]

    def _tell_discarded(self, before, e: CardDiscarded) -> list:
        return [Line.of("{player}: {move}", player=Seat(e.seat),
                        move=self.describe(DiscardCard(e.card)))]

    def _tell_recruited(self, before, e: CardRecruited) -> list:
        player = Seat(e.seat)
        head = Line.of("{player}: {move}", player=player,
                       move=self.describe(RecruitCard(e.card, e.side)))
        if e.side == "B":   # its side A lies hidden
            head = head.private(e.seat, Line.of("{player}: recruit a card on side B (1 coin "
                                                "each activation)", player=player))
        lines = [head]
        if e.pushed_out != EMPTY:   # the cards slide left; the leftmost leaves the board
            lines.append(Line.of("{card} is pushed out to the discard pile", indent=True,
                                 card=components().card_text(e.pushed_out)))
        return lines

    def _tell_coins(self, before, e: CoinsGained) -> list:
        if e.coins == 1:
            return [Line.of("{player} gains 1 coin", indent=True, player=Seat(e.seat))]
        return [Line.of("{player} gains {coins} coins", indent=True, player=Seat(e.seat),
                        coins=e.coins)]

    def _tell_activated(self, before, e: CardActivated) -> list:
        if e.side == "B":
            line = (Line.of("card {card}: 1 coin", indent=True, card=e.card) if e.coins == 1
                    else Line.of("card {card}: {coins} coins", indent=True, card=e.card,
                                 coins=e.coins))
            return [line.private(e.seat, Line.of("a card on side B: 1 coin", indent=True))]
        if not e.vp:   # its pattern is nowhere in the square (the square is public)
            return [Line.of("card {card} scores nothing: its pattern is not in the square",
                            indent=True, card=e.card)]
        line = (Line.of("card {card}: {vp} VP (found once)", indent=True, card=e.card, vp=e.vp)
                if e.occurrences == 1 else
                Line.of("card {card}: {vp} VP (found {count} times)", indent=True, card=e.card,
                        vp=e.vp, count=e.occurrences))
        if before.variant == "hidden-vp":   # points are told to their owner only
            line = line.private(e.seat, Line.of("card {card} scores its hidden victory points",
                                                indent=True, card=e.card))
        return [line]

    def _tell_swapped(self, before, e: TilesSwapped) -> list:
        return [Line.of("{player}: {move}", player=Seat(e.seat),
                        move=self.describe(SwapTiles(e.left)))]

    def _tell_built(self, before, e: TileBuilt) -> list:
        mover = before.players[e.seat]
        lines = [Line.of("{player}: {move}", player=Seat(e.seat),
                         move=Line.of("build a {colour} tile at row {row}, column {col}",
                                      colour=components().colour_word(e.colour),
                                      row=e.row + 1, col=e.col + 1))]
        more = any(t != EMPTY for i, t in enumerate(mover.board) if i != e.board_space)
        if e.matched and more and not mover.ross:   # ROSS builds his count regardless
            lines.append(Line.of("next to its own colour: may build on", indent=True))
        return lines

    def _tell_column(self, before, e: ColumnCompleted) -> list:
        col = e.col + 1
        if e.bonus == "end":
            return [Line.of("column {col} complete: the 3 VP token", indent=True, col=col)]
        if before.players[e.seat].ross:
            # "ROSS does not receive or uses coins" and keeps no hand of cards
            return [Line.of("column {col} complete: ROSS takes no bonus", indent=True, col=col)]
        if e.bonus == "coin":
            return [Line.of("column {col} complete: 1 coin", indent=True, col=col)]
        return [Line.of("column {col} complete: draw 2 cards, then discard 2", indent=True,
                        col=col)]

    def _tell_end(self, before, e: EndTriggered) -> list:
        return [Line.of("the square is full: the round is played out with recruits only",
                        indent=True)]

    def _tell_finished(self, before, e: BuildingFinished) -> list:
        player = Seat(e.seat)
        if e.income == 0:
            return [Line.of("building ends: {player} gains no coins (no coin icon is visible "
                            "on the board)", indent=True, player=player)]
        if e.income == 1:
            return [Line.of("building ends: {player} gains 1 coin for the coin icon visible "
                            "on the board", indent=True, player=player)]
        return [Line.of("building ends: {player} gains {coins} coins for the coin icons "
                        "visible on the board", indent=True, player=player, coins=e.income)]

    def _tell_taken(self, before, e: MarketCardTaken) -> list:
        return [Line.of("{player}: {move}", player=Seat(e.seat),
                        move=Line.of("take market card {letter} ({card})",
                                     letter="ABCD"[e.position],
                                     card=components().card_text(e.card)))]

    def _tell_market_discarded(self, before, e: MarketCardDiscarded) -> list:
        return [Line.of("market card {letter} is discarded ({card})", indent=True,
                        letter="ABCD"[e.position], card=components().card_text(e.card))]

    def _tell_ross_drawn(self, before, e: RossCardDrawn) -> list:
        player = Seat(before.ross_seat)
        if e.card < 0:
            return [Line.of("{player}'s deck is empty: he draws no card", player=player)]
        return [Line.of("{player} draws his card {card}", player=player, card=e.card)]

    def _tell_ross_scored(self, before, e: RossScored) -> list:
        if not e.vp:
            return [Line.of("his visible cards score no VP", indent=True)]
        line = Line.of("his visible cards score {vp} VP", indent=True, vp=e.vp)
        if before.variant == "hidden-vp":
            line = line.private(before.ross_seat, Line.of(
                "his visible cards score their hidden victory points", indent=True))
        return [line]

    def _tell_orders(self, before, e: RossOrders) -> list:
        return [Line.of("card {card}, {section}: build {tiles}, then discard market card "
                        "{letter}", indent=True, card=e.card,
                        section=SECTION_WORDS.get(e.section, e.section), tiles=e.tiles,
                        letter="ABCD"[e.discard - 1])]

    def sample_hidden_play(self, before, move, events, seat: int, rng) -> tuple[object, tuple]:
        """Another seat's cards drawn or recruited on side B become other cards, and in
        the hidden-VP variant its points other numbers (seat may be OBSERVER)."""
        comp = components()
        every = comp.helper_ids + (comp.noble_ids if before.nobles else ())
        stand_in: dict[int, int] = {}

        def card(real: int) -> int:
            return stand_in.setdefault(real, every[rng.randrange(len(every))])

        def points() -> int:
            return rng.randrange(20)

        hidden_vp = before.variant == "hidden-vp"
        out = []
        for e in events:
            mine = getattr(e, "seat", None) == seat
            if isinstance(e, CardDrawn) and not mine:
                e = attrs.evolve(e, card=card(e.card))
            elif isinstance(e, (CardRecruited, CardActivated)) and e.side == "B" and not mine:
                e = attrs.evolve(e, card=card(e.card))
            elif isinstance(e, CardActivated) and hidden_vp and e.vp and not mine:
                e = attrs.evolve(e, vp=points() + 1)
            elif isinstance(e, RossScored) and hidden_vp and e.vp and before.ross_seat != seat:
                e = attrs.evolve(e, vp=points() + 1)
            out.append(e)
        if isinstance(move, RecruitCard) and move.side == "B" and before.current != seat:
            move = attrs.evolve(move, card=card(move.card))
        return move, tuple(out)

    def describe(self, move, state=None) -> Line | str:
        comp = components()
        if isinstance(move, DiscardCard):
            return Line.of("discard {card}", card=comp.card_text(move.card))
        if isinstance(move, RecruitCard):
            card = comp.card(move.card)
            text = comp.card_text(move.card)
            if move.side != "A":
                return Line.of("recruit {card} on side B (1 coin each activation)", card=text)
            if card.noble:
                return Line.of("recruit {card} on side A (free, every other player gains 1 coin)",
                               card=text)
            return Line.of("recruit {card} on side A (pays {cost} coins)", card=text,
                           cost=card.cost)
        if isinstance(move, BuildTile):
            return Line.of("build the leftmost tile at row {row}, column {col}",
                           row=move.row + 1, col=move.col + 1)
        if isinstance(move, SwapTiles):
            return Line.of("swap board tiles {left} and {right} (1 coin)",
                           left=move.left + 1, right=move.left + 2)
        if isinstance(move, StopBuilding):
            return Line.of("stop building")
        if isinstance(move, TakeMarketCard):
            return Line.of("take market card {letter}", letter="ABCD"[move.position])
        if isinstance(move, RossDraw):
            return Line.of("ROSS draws his card")
        return repr(move)


def _draw_tile(supply, rng) -> int:
    from .market import pick_tiles
    return pick_tiles(supply, rng, 1)[0]


# which method of RossioRules tells each kind of event (the others are told by nothing:
# a phase, a turn, the bonus discards to come, the end of the game)
_TELLERS = {
    CornerTileDrawn: "_tell_corner", CardDrawn: "_tell_card_drawn",
    DeckReshuffled: "_tell_reshuffled", MarketCardDrawn: "_tell_market_drawn",
    TilesDrawn: "_tell_tiles_drawn", RossDeckFormed: "_tell_ross_deck",
    CardDiscarded: "_tell_discarded", CardRecruited: "_tell_recruited",
    CoinsGained: "_tell_coins", CardActivated: "_tell_activated",
    TilesSwapped: "_tell_swapped", TileBuilt: "_tell_built", ColumnCompleted: "_tell_column",
    EndTriggered: "_tell_end", BuildingFinished: "_tell_finished",
    MarketCardTaken: "_tell_taken", MarketCardDiscarded: "_tell_market_discarded",
    RossCardDrawn: "_tell_ross_drawn", RossScored: "_tell_ross_scored",
    RossOrders: "_tell_orders",
}


RULES = RossioRules()
