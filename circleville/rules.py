"""Squaring Circleville (Matt Wolfe, Spielworxx 2021) behind the engine contract: the
multiplayer game for 2-4 players. Pure Python: no pygame, no I/O.

The game is a chain of small decisions (turn.py lists their kinds); every optional rule
(equipment, year bonus tiles, stopping early) is offered as a move and never applied on
its own. Setup ("05 Set up") is here; the turn is in turn.py; component data in
components.py and data/*.yaml.
"""
from __future__ import annotations


from shared.engine.contract import (ConfigError, Decision, GameConfig, IllegalMove, OptionSpec,
                                    Result, Rules)
from shared.engine.narration import Line, Seat

from . import outlook, turn
from .components import components
from .describe import describe
from .events import (EquipmentRevealed, FirstPlayerChosen, StacksDealt, TurnStarted,
                     UpcomingFilled, YearTrackDealt)
from .events import reduce as reduce_event
from .mat import COLOURS
from .moves import MOVE_TYPES
from .scoring import FINAL_CATEGORIES, heuristic, totals, winners
from .state import RONDEL, Player, Plot, Site, State, Turn
from .tiles import LAST_YEAR_TILE

START_SECTIONS = tuple(str(n) for n in components().town.start_sections)
# the printed solo players ("08 Solo mode"): solo/engine.py, solo/automa.py
SOLO_PLAYERS: tuple[str, ...] = ("bertha", "carsten", "denzel", "katherine")
SOLO_EQUIPMENT = 6          # CV-SOLO-07: revealed whatever the number of solo players
SOLO_REMOVED_EQUIPMENT = 22  # CV-SOLO-06


class CirclevilleRules(Rules):
    name = "circleville"
    title = "Squaring Circleville"
    min_players = 2
    max_players = 4
    move_types = MOVE_TYPES
    automa_names = SOLO_PLAYERS
    option_specs = (
        OptionSpec("start-section", str(components().town.first_game_start),
                   "the section tile the town starts with (10 in your first game; later "
                   "any of 1, 10, 15, 20)", choices=START_SECTIONS),
        OptionSpec("solo-head-start", 0,
                   "solo mode: the space the solo players' quadrant markers start on "
                   "(0-10)", minimum=0, maximum=10,
                   notes=((4, "harder game"),)),
    )
    # The strong bot spends all its steps on the whole turn (a chain of a dozen small
    # decisions) and plays no look-ahead past it: play-outs by greedy single decisions
    # misjudge the next turns so badly that they cost more than they tell (at the table
    # budget with them, 64-66 VP against Denzel's 180-200 in 4 trial games; without them
    # 105 against 124, and a turn search that ends before the steps run out).
    search_shape = {"min_play_on": 10 ** 9}

    # --- configuration -------------------------------------------------------------
    def check_seats(self, config: GameConfig) -> None:
        solo = [s for s in config.seats if s in SOLO_PLAYERS]
        people = len(config.seats) - len(solo)
        if not solo:
            if not self.min_players <= people <= self.max_players:
                raise ConfigError("{game} takes {fewest} to {most} players, not {players} (the "
                                  "solo mode against solo players comes later)",
                                  game=self.title, fewest=self.min_players,
                                  most=self.max_players, players=people)
            return
        if len(solo) > 3:
            raise ConfigError("a solo game of {game} has at most three solo players, not "
                              "{count} ({solo})", game=self.title, count=len(solo),
                              solo=", ".join(solo))
        if len(set(solo)) != len(solo):
            raise ConfigError("each solo player of {game} can take part only once ({solo})",
                              game=self.title, solo=", ".join(solo))
        if people != 1:
            raise ConfigError("a solo game of {game} is exactly one person (or a bot standing "
                              "in) against 1 to 3 solo players, not {people}", game=self.title,
                              people=people)
        if config.seats[0] in SOLO_PLAYERS:
            raise ConfigError("in a solo game of {game} the person is the first player: put "
                              "them in seat 1 (e.g. --seats human,{solo})", game=self.title,
                              solo=",".join(solo))

    def make_automa(self, name: str, seat: int, seed: int):
        if name not in SOLO_PLAYERS:
            return super().make_automa(name, seat, seed)
        from .solo.automa import SoloController
        return SoloController(self, name, seat, seed)

    # --- setup (05 Set up) ---------------------------------------------------------
    def setup(self, config: GameConfig, rng):
        comp = components()
        n = config.players
        start = int(config.option("start-section"))
        zero = (0,) * n
        sites = []
        for section in comp.town.sections:
            if section.number == start:     # completed from the start, nobody scores it
                sites.append(Site(zero, zero, zero, zero, (),
                                  plots=(Plot(),) * section.tile.plots))
            else:
                sites.append(Site(zero, zero, zero, zero, section.structures))
        half = comp.inventory.action_tiles_per_colour // 2
        rondel = comp.board.rondel
        players = tuple(Player(cubes=comp.inventory.cubes, supervisor=start,
                               assistant=rondel.start) for _ in range(n))
        state = State(
            players=players, first=0, start=start, sites=tuple(sites),
            completed=1 << (start - 1), queue=comp.board.queue.setup,
            stacks=((),) * len(rondel.spaces), upcoming=(),
            pools=((half,) * len(COLOURS), (half,) * len(COLOURS)),
            bag=half * len(COLOURS), box=(0,) * len(COLOURS), equipment=(),
            year_tiles=(), year_achievements=(),
            table=(0,) * comp.board.achievements_table.capacity,
            turn=Turn(0, RONDEL))
        solo = any(seat in SOLO_PLAYERS for seat in config.seats)
        first = rng.randrange(n)
        removed = "two_player" if n == 2 else ""
        pool = [t.id for t in comp.equipment if removed not in t.removed_in]
        count = comp.mat.slots * n
        if solo:                     # CV-SOLO-06, -07, -09
            pool = [t for t in pool if t != SOLO_REMOVED_EQUIPMENT]
            count = SOLO_EQUIPMENT
            first = 0
        equipment = rng.shuffled(pool)[:count]
        track = comp.board.year_track
        others = rng.shuffled(t.id for t in comp.year_bonus if t.id != LAST_YEAR_TILE)
        tiles = others + (LAST_YEAR_TILE,)
        dealt = iter(rng.shuffled(t.id for t in comp.achievements))
        beside = tuple(next(dealt) if y in track.achievement_slots else 0 for y in track.tile_years)
        # the stacks: 32 tiles (8 per colour) face down, the top tile of each turned up
        pool0 = [half] * len(COLOURS)
        tops = []
        for _ in rondel.spaces:
            colour = _draw(pool0, rng)
            tops.append(colour)
        top = _draw([half] * len(COLOURS), rng)
        events = [FirstPlayerChosen(first), EquipmentRevealed(equipment),
                  YearTrackDealt(tiles, beside), StacksDealt(tuple(tops), rondel.stack_size),
                  UpcomingFilled(rondel.upcoming_stack_size, top)]
        if solo:
            from .solo.engine import setup_events
            folded = state
            for e in events:
                folded = reduce_event(folded, e)
            events += setup_events(folded, config.seats, int(config.option("solo-head-start")),
                                   rng)
        events.append(TurnStarted(first, 1))
        return state, events

    # --- the game ------------------------------------------------------------------
    def decision(self, state: State) -> Decision | None:
        return _decision(state)

    def play(self, state: State, move, rng) -> list:
        d = _decision(state)
        if d is None:
            raise IllegalMove("the game is over")
        if move not in d.moves:
            raise _why_not(state, d, move)
        return turn.play(state, move, rng)

    def reduce(self, state: State, event) -> State:
        return reduce_event(state, event)

    def view(self, state: State, seat: int) -> State:
        """Nothing is hidden in the state: face-down action tiles get their colour only
        when they turn up (rondel.py), so there is no order of a bag or stack to see."""
        return state

    # --- scoring -------------------------------------------------------------------
    def result(self, state: State) -> Result | None:
        if not state.over:
            return None
        n = state.n
        final = state.final
        categories = ["Completed sections", "Achievement claims and the 3 VP tile"]
        solo = [state.solo_seat(s) is not None for s in range(n)]
        sheet = [tuple(p.section_vp for p in state.players),
                 tuple(0 if solo[s] else p.other_vp for s, p in enumerate(state.players))]
        if any(solo):   # a solo player's other VP all come from its own procedure
            categories.append("Solo player points")
            sheet.append(tuple(p.other_vp if solo[s] else 0 for s, p in enumerate(state.players)))
        for i, name in enumerate(FINAL_CATEGORIES):
            categories.append(name)
            sheet.append(tuple(final[s][i] for s in range(n)))
        scores = totals(state)
        categories.append("Total")
        sheet.append(scores)
        won, sentence = winners(state)
        if state.stalled:
            sentence = (Line.of("{tiebreak} The game ended early: no section could be "
                                "completed any more.", tiebreak=sentence) if sentence else
                        "The game ended early: no section could be completed any more.")
        return Result(scores=scores, winners=won, categories=tuple(categories),
                      columns=tuple(turn.player_name(s, state) for s in range(n)),
                      sheet=tuple(sheet), column_seat=tuple(range(n)),
                      tiebreak=sentence or "No tie for first place.")

    def heuristic(self, state: State, seat: int) -> float:
        return heuristic(state, seat)

    def evaluation(self, state: State, seat: int) -> float:
        """The heuristic, and against solo players what they will still earn on their
        own while the town is unfinished (outlook.py)."""
        return outlook.evaluation(state, seat)

    def round_of(self, state: State) -> int:
        return state.round

    def supply_rounds(self, state: State) -> int:
        """Every turn takes one action tile from the rondel (step 4) and none come back, so
        the 64 tiles last 64 / players rounds ("Set up" K)."""
        comp = components()
        return comp.inventory.action_tiles_per_colour * len(comp.mat.colours) // state.n

    def score_now(self, state: State) -> tuple[int, ...]:
        """The VP track (sections scored in step I, achievement claims) plus final
        scoring once it is done ("07 Game end and final scoring")."""
        return totals(state)

    def describe(self, move) -> Line | str:
        return describe(move)

    def narrate(self, before, seat: int, move, events) -> list:
        """The move, then each step a solo player's mat decided and why (its turn is one
        move; "08 Solo mode")."""
        from .solo.engine import SoloStepTold
        return super().narrate(before, seat, move, events) + [
            e.line for e in events if isinstance(e, SoloStepTold)]


def _draw(pool: list[int], rng) -> str:
    pick = rng.randrange(sum(pool))
    for i, count in enumerate(pool):
        if pick < count:
            pool[i] -= 1
            return COLOURS[i]
        pick -= count
    raise AssertionError("empty pool")


_cache: tuple = (None, None)   # (state, its decision), replaced whole


def _decision(state: State) -> Decision | None:
    """turn.decision, remembered for the last state asked about (the match, the bots and
    play all ask for the same state several times in a row). The UI, bot and hint threads
    all ask: the pair is read and written as one tuple, so no thread can see one state's
    decision under another state."""
    global _cache
    cached_state, cached = _cache
    if cached_state is state:
        return cached
    d = turn.decision(state)
    _cache = (state, d)
    return d


def _why_not(state: State, d: Decision, move) -> IllegalMove:
    """A reason for a person: what the current decision is about, and why not this move."""
    from .moves import MOVE_TYPES as known
    from .moves import ChooseAction, MoveAssistant
    if type(move) not in known:
        return IllegalMove("{move} is not a move of Squaring Circleville", move=repr(move))
    kinds = {type(m) for m in d.moves}
    if type(move) not in kinds:
        return IllegalMove("{move} is not possible now: {prompt}", move=describe(move),
                           prompt=_lower_first(d.prompt))
    if isinstance(move, MoveAssistant):
        return IllegalMove("{move} is not allowed here: the assistant moves 1 or 2 unoccupied "
                           "spaces clockwise (occupied spaces are skipped), unless a tile or "
                           "equipment says otherwise", move=describe(move))
    if isinstance(move, ChooseAction):
        colours = sorted({m.colour for m in d.moves if isinstance(m, ChooseAction)})
        if move.colour not in colours:
            return IllegalMove("{move} is not allowed here: the colours left for your actions "
                               "are {colours}", move=describe(move), colours=", ".join(colours))
        return IllegalMove("{move} is not allowed here: an alternate action needs that level "
                           "in the colour, and an action must be able to do something within "
                           "your supervisor's reach", move=describe(move))
    return IllegalMove("{move} is not allowed here ({prompt})", move=describe(move),
                       prompt=d.prompt)


def _lower_first(prompt: Line) -> Line:
    """A decision's prompt inside a reason starts in lower case ("bertha: final action");
    a prompt that opens with a player (a Seat: the table writes their name) is kept."""
    text, params = prompt.text, dict(prompt.params)
    if text.startswith("{"):
        key = text[1:text.index("}")]
        if not isinstance(params[key], Seat):
            params[key] = str(params[key])[:1].lower() + str(params[key])[1:]
        return Line.of(text, **params)
    return Line.of(text[:1].lower() + text[1:], **params)


RULES = CirclevilleRules()
