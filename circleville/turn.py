"""The turn: its four steps, the decisions inside it, and what happens between turns
("06 Sequence of play", "07 Game end and final scoring").

Decision kinds (what the active player chooses):
  rondel          step 1: where the assistant goes (also: year bonus tiles, equipment 18/19)
  actions         between actions: which action (colour, basic or alternate), a year bonus
                  tile, equipment 2/17/18/19, the bonus action (step 3), or end the turn
  action          inside an action: supervisor steps, the work, taking cubes back, stopping
  queue           the order razed structures join the queue
  resolve-order   which of several completed sections is resolved first
  double          equipment 22: double the section's points
  year-swap       equipment 4: swap the next year bonus tile first
  achievement     completion step III: the table slot for the achievement tile
  year-bonus      the target of a year bonus tile
  closing         the end of the turn: the column for each used year bonus tile
  final           the final action after the last round
"""
from __future__ import annotations

from shared.engine.contract import Decision, IllegalMove
from shared.engine.narration import Line, Seat

from . import actions, completion, equipment, queue, rondel, yearbonus
from .events import (ActionTileTaken, AssistantMoved, BonusTilesReturned, Emitter,
                     EndTriggered, FinalActionStarted, GameEnded, Stalled, TurnStarted,
                     UsedTilePlaced, WorkRecorded, YearBonusUsed)
from .components import components
from .mat import COLOURS, filled_columns, room
from .moves import (Beautify, BonusAction, BuildStructure, ChooseAction, ClaimAchievement,
                    DoubleScore, EndTurn, FinishAction, FlipStack, Improve, MoveAssistant,
                    MoveSupervisorAnywhere, PickStructure, PlaceAchievement, PlaceCubes,
                    PlaceNewPlot, PlaceUsedTile, QueueStructure, RazeAnywhere, RazeStructure,
                    ReclaimCube, ResolveSection, StepSupervisor, SwapMatTile, SwapQueue,
                    SwapUpcoming, SwapYearBonus, TakeEquipment, UseYearBonus)
from .scoring import final_scoring
from .state import ACTIONS, CLOSING, FINAL, OVER, RONDEL, State
from .tiles import YEAR_BONUS_KIND, equipment_params
from .town import completed_sections, empty_plots, free_squares, incomplete, town_work

NO_SECTION = "no section can be completed any more (deadlock guard)"
NO_PROGRESS = "no work was done in town for 20 rounds (deadlock guard)"
STALL_ROUNDS = 20   # rounds without any new low of the work left in town (ruling G16 backstop)


def seat_colours(state: State) -> tuple[str, ...]:
    """Each seat's player colour. A solo player plays the colour whose mat it is the back of
    (03 Components: "1 each in four player colors. Solo mats are on the other side"), so
    that colour is not free for anyone else (CV-SOLO-35); the others take the remaining
    colours in the inventory's order."""
    comp = components()
    solos = [state.solo_seat(s) for s in range(state.n)]
    mine = [solo and comp.mat.solo_side(solo.name.title()).colour for solo in solos]
    free = iter(c for c in comp.inventory.player_colours if c not in mine)
    return tuple(c or next(free) for c in mine)


def player_name(seat: int, state: State | None = None) -> str:
    solo = state.solo_seat(seat) if state is not None else None
    return solo.name.title() if solo is not None else f"Player {seat + 1}"


# --- what the state waits for -------------------------------------------------------------------

def pending_colours(state: State) -> tuple[str, ...]:
    """The colours still to be used for actions. A normal turn's two colours are read from
    the rondel when the first action is chosen (so equipment 2/17 can change them)."""
    t = state.turn
    if t.phase == ACTIONS and t.actions == 0 and not t.pick_one:
        return rondel.turn_colours(state, state.players[t.seat].assistant)
    return t.colours


def free_uses(state: State, seat: int) -> tuple:
    """What a player may do at any time of their turn between decisions of an action."""
    return (yearbonus.use_moves(state, seat)
            + tuple(actions.supervisor_moves(state, seat, False))
            + equipment.any_time(state, seat))


def bonus_moves(state: State, seat: int) -> tuple[BonusAction, ...]:
    """Step 3: with a tile (action tile or used year bonus tile) in all four columns, return
    the top one of each; equipment 14: three of different colours (if all four columns hold
    tiles, the player picks the column to keep)."""
    player = state.players[seat]
    filled = filled_columns(player)
    out = []
    if len(filled) == len(COLOURS):
        out.append(BonusAction())
    cheaper = [p["tiles"] for p in equipment_params(player, "cheaper_bonus_action")]
    if cheaper and len(filled) >= cheaper[0]:
        keep = len(COLOURS) - cheaper[0]
        if keep == 1:
            out += [BonusAction(c) for c in COLOURS
                    if c not in filled or len(filled) == len(COLOURS)]
    return tuple(out)


def hub_moves(state: State) -> tuple:
    t = state.turn
    seat = t.seat
    out: list = []
    colours = pending_colours(state)
    if colours:
        out += actions.choices(state, seat, colours)
    out += free_uses(state, seat)
    if t.phase == ACTIONS:
        if t.actions == 0:
            out += equipment.before_actions(state, seat)
        if not colours and not t.bonus and t.actions > 0:
            out += bonus_moves(state, seat)
    if not colours:
        out.append(EndTurn())
    return tuple(out)


def closing_moves(state: State) -> tuple[PlaceUsedTile, ...]:
    t = state.turn
    player = state.players[t.seat]
    tile = t.flipped[0]
    return tuple(PlaceUsedTile(tile, c) for c in COLOURS if room(player, c) > 0)


# the kinds of decision a turn asks for (Decision.kind); the steps of a turn (RONDEL,
# ACTIONS, CLOSING, FINAL: circleville.state) are the kinds of their own decisions
ACTION, QUEUE, RESOLVE_ORDER = "action", "queue", "resolve-order"
DOUBLE, YEAR_SWAP, ACHIEVEMENT, YEAR_BONUS = "double", "year-swap", "achievement", "year-bonus"
SOLO_TURN, SOLO_FINAL = "solo-turn", "solo-final"

_PROMPTS = {
    RONDEL: "{player}: Move your assistant on the courthouse rondel",
    ACTIONS: "{player}: Choose an action, use a tile, or end your turn",
    ACTION: "{player}: Carry out your action: work, move your supervisor, or finish",
    QUEUE: "{player}: Put the razed structures on the queue: which comes next?",
    RESOLVE_ORDER: "{player}: Several sections are complete: which is resolved first?",
    DOUBLE: "{player}: Equipment 22: score this section twice?",
    YEAR_SWAP: "{player}: Equipment 4: swap the next year bonus tile before taking it?",
    ACHIEVEMENT: "{player}: Place the achievement tile on the achievements table",
    YEAR_BONUS: "{player}: Choose the target of your year bonus tile",
    CLOSING: "{player}: Place your used year bonus tile on a column of your mat",
    FINAL: "{player}: Your final action: choose any column's action",
}


def decision(state: State) -> Decision | None:
    t = state.turn
    if t.phase == OVER:
        return None
    solo = state.solo_seat(t.seat)
    if solo is not None:
        from .moves import SoloFinal, SoloTurn
        if t.phase == FINAL:
            return Decision(t.seat, SOLO_FINAL, Line.of("{solo}: final action (3 VP)",
                                                          solo=solo.name.title()), (SoloFinal(),))
        return Decision(t.seat, SOLO_TURN, Line.of("{solo}: play the solo turn",
                                                     solo=solo.name.title()), (SoloTurn(),))
    kind, moves = _decision(state)
    # the table names the player; headless English says "Player n", as player_name does
    player = Seat(t.seat, label=player_name(t.seat))
    return Decision(t.seat, kind, Line.of(_PROMPTS[kind], player=player), moves)


def _decision(state: State) -> tuple[str, tuple]:
    t = state.turn
    if t.resolving:
        if t.step == "double":
            return DOUBLE, (DoubleScore(True), DoubleScore(False))
        if t.step == "swap":
            return YEAR_SWAP, completion.swap_moves(state)
        return ACHIEVEMENT, completion.table_moves(state)
    if t.held and t.action is None:
        return QUEUE, queue.order_moves(state)
    if t.pending:
        return RESOLVE_ORDER, completion.order_moves(state)
    if t.using:
        return YEAR_BONUS, yearbonus.target_moves(state)
    if t.action is not None:
        return ACTION, actions.moves(state)
    if t.phase == RONDEL:
        return RONDEL, rondel.destinations(state, t.seat) + free_uses(state, t.seat)
    if t.phase == CLOSING:
        return CLOSING, closing_moves(state)
    if t.phase == FINAL:
        return FINAL, hub_moves(state)
    return ACTIONS, hub_moves(state)


# --- playing a move -------------------------------------------------------------------------------

def play(state: State, move, rng) -> list:
    return play_folded(state, move, rng)[0]


def play_folded(state: State, move, rng) -> tuple[list, State]:
    """(the events of a legal move, the state after them): every event goes through the
    emitter, so its state is the fold of them and need not be folded again."""
    em = Emitter(state)
    t = state.turn
    kind = type(move)
    if state.solo_seat(t.seat) is not None:
        from .solo import engine as solo
        if t.phase == FINAL:
            solo.final_action(em)
            next_final(em)
        else:
            solo.play_turn(em, rng)
            if not em.state.turn.phase == OVER:
                next_turn(em, rng)
        settle(em, rng)
        return em.events, em.state
    if kind is MoveAssistant:
        if move.tile:
            em(YearBonusUsed(t.seat, move.tile, True))
        em(AssistantMoved(t.seat, move.space))
        em.turn(phase=ACTIONS)
    elif kind is ChooseAction:
        colours = pending_colours(state)
        left: tuple[str, ...]
        if t.pick_one:
            left = ()
        else:
            i = colours.index(move.colour)
            left = colours[:i] + colours[i + 1:]
        actions.start(em, move, left, t.bonus)
    elif kind is StepSupervisor:
        actions.step(em, move)
    elif kind is MoveSupervisorAnywhere:
        actions.jump(em, move)
    elif kind is PlaceCubes:
        actions.place_cubes(em)
    elif kind is ReclaimCube:
        actions.reclaim(em, move)
    elif kind is RazeStructure:
        actions.raze(em, move)
    elif kind is BuildStructure:
        if t.using:
            actions.build(em, move, t.picked, False)
            yearbonus.done(em)
        else:
            actions.build(em, move, 0, True)
    elif kind is Beautify:
        actions.beautify(em, move)
    elif kind is Improve:
        actions.improve(em, move)
    elif kind is TakeEquipment:
        actions.take_equipment(em, move)
        if t.using:
            yearbonus.done(em)
    elif kind is ClaimAchievement:
        actions.claim(em, move)
    elif kind is FinishAction:
        actions.finish(em, move)
    elif kind is QueueStructure:
        queue.queue_one(em, move.kind)
    elif kind is ResolveSection:
        completion.begin(em, move.section)
    elif kind is DoubleScore:
        completion.double(em, move)
    elif kind is SwapYearBonus:
        completion.swap(em, move)
    elif kind is PlaceAchievement:
        completion.place_achievement(em, move)
    elif kind is UseYearBonus:
        yearbonus.use(em, move)
    elif kind is PlaceNewPlot:
        yearbonus.new_plot(em, move)
    elif kind is RazeAnywhere:
        yearbonus.raze(em, move)
    elif kind is PickStructure:
        yearbonus.pick(em, move)
    elif kind in (FlipStack, SwapUpcoming, SwapMatTile, SwapQueue):
        equipment.play(em, move, rng)
    elif kind is BonusAction:
        returned = tuple(c for c in COLOURS if c != move.keep)
        em(BonusTilesReturned(t.seat, returned))
        em.turn(colours=COLOURS, pick_one=True, bonus=True)
    elif kind is EndTurn:
        end_actions(em, rng)
    elif kind is PlaceUsedTile:
        em(UsedTilePlaced(t.seat, move.tile, move.colour))
    else:
        raise IllegalMove("{move} is not a move of Squaring Circleville", move=repr(move))
    settle(em, rng)
    return em.events, em.state


def settle(em: Emitter, rng) -> None:
    """Carry out everything that needs no choice, until the next real decision."""
    while True:
        s = em.state
        t = s.turn
        if t.phase == OVER or t.resolving:
            return
        if t.held and t.action is None:
            if len(set(t.held)) > 1:
                return
            queue.queue_rest(em)
            continue
        if t.pending:
            if len(t.pending) > 1:
                return
            completion.begin(em, t.pending[0])
            continue
        if t.using:
            return
        if t.action is not None:
            if actions.moves(s) == (FinishAction(),):
                actions.finish(em, FinishAction())
                continue
            return
        if completion.detect(em):
            continue
        if t.phase == CLOSING:
            if not t.flipped:
                next_turn(em, rng)
                continue
            if not closing_moves(s):
                em(UsedTilePlaced(t.seat, t.flipped[0], ""))
                continue
        return


def end_actions(em: Emitter, rng) -> None:
    """EndTurn: step 4 (or the end of the final action)."""
    s = em.state
    t = s.turn
    if t.phase == FINAL:
        for tile in t.flipped:
            em(UsedTilePlaced(t.seat, tile, ""))
        next_final(em)
        return
    space = s.players[t.seat].assistant
    colour = rondel.top(s, space)
    if colour:
        em(ActionTileTaken(t.seat, space, colour, room(s.players[t.seat], colour) > 0))
        rondel.after_taking(em, space, rng)
    em.turn(phase=CLOSING)


def can_complete(state: State, section: int, razing: bool) -> bool:
    """Could this section ever be completed? Its empty road squares and its structures
    need cubes, which can only come from the supplies and from road squares of other
    incomplete sections (cubes on section tiles never come back); its structures need a
    way into the queue (`razing`)."""
    site = state.site(section)
    if site.structures and not razing:
        return False
    needed = (free_squares(state, section, "red") + free_squares(state, section, "blue")
              + len(site.structures))
    cubes = sum(p.cubes for p in state.players)
    for n in incomplete(state):
        if n != section:
            other = state.site(n)
            cubes += sum(other.red) + sum(other.blue)
    return needed <= cubes


def stuck(state: State) -> bool:
    """Deadlock guard (ruling G16, refined): the game cannot end normally when no
    incomplete section can ever be completed: razing is impossible for good (the queue is
    full, no empty plot, nobody holds a New plot tile) where structures remain, or the
    cubes left cannot cover what remains (2-player games can bury their 100 cubes on
    section tiles)."""
    if state.end_triggered:
        return False
    razing = (queue.room(state) > 0 or any(empty_plots(state, n) for n in completed_sections(state))
              or any(YEAR_BONUS_KIND[t] == "new_plot" for p in state.players for t in p.year_bonus))
    return not any(can_complete(state, n, razing) for n in incomplete(state))


def work_left(state: State) -> int:
    """Empty road squares and unrazed structures of the whole town."""
    red, blue, structures, _ = town_work(state.sites, state.completed)
    return red + blue + structures


def next_turn(em: Emitter, rng) -> None:
    s = em.state
    if not s.end_triggered:
        left = work_left(s)
        if left < s.low_work:
            em(WorkRecorded(left))
        elif stuck(s):
            em(Stalled())
            em(EndTriggered(NO_SECTION))
        elif s.round - s.low_round >= STALL_ROUNDS:
            em(Stalled())
            em(EndTriggered(NO_PROGRESS))
        s = em.state
    seat = s.turn.seat
    if s.end_triggered and seat == s.last_seat:
        em(FinalActionStarted(s.first, COLOURS))
        return
    nxt = (seat + 1) % s.n
    em(TurnStarted(nxt, s.round + (1 if nxt == s.first else 0)))


def next_final(em: Emitter) -> None:
    s = em.state
    order = [(s.first + i) % s.n for i in range(s.n)]
    later = order[order.index(s.turn.seat) + 1:]
    if later:
        em(FinalActionStarted(later[0], COLOURS))
        return
    final_scoring(em)
    em(GameEnded())
