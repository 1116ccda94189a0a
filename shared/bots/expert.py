"""The expert bot: the strong bot's search (shared/bots/strong.py) shaped by each game for
playing well rather than quickly (`Rules.expert_shape`): four times the steps, and where
the game says so a wider search of its own turn, more sampled worlds, or its own
evaluation. In Circleville and Rossio, whose turns are chains of small decisions, it keeps
24 positions at each level of the turn search where the strong bot keeps 6, so it finds
turns the strong bot's narrower beam cuts off; in Circleville it also counts the solo
players' points still to come over the rounds the one kind of work left takes at the
table's capacity for it (circleville/outlook.py `planned`), so in the end game it raises
the level of the action that alone can finish the town, and it judges its best turns
after the others' replies and its own next turn (`Budget.next_turn`), so a turn that
sets up the next one (where it leaves its assistant and supervisor, the levels it
raises) can beat one that scores a little more now. In Simplicity, once nothing is
left to draw (the last round), it searches every move of both players to the final
scores (`Budget.exact`) wherever that fits its steps (nearly every placement does), and
so places those tiles perfectly. In Rossio, once the square is nearly full
(`Budget.end_in_sight`), it plays its best turns on to the end of the game in sampled
worlds, every seat's turns as the strong bot plays them, and takes the one that wins most
often.

A game whose strong bot no shape was found to beat offers no expert (`expert_shape`
None: The Square Circle). Tried and left out, with their figures in the games' rules
modules: in Rossio, a look-ahead that played the turns after its own by a search of each
whole turn (48-52 % against the strong bot).

Like the strong bot it decides from its seat's view only, its randomness comes only from
(seed, seat, ply) and its work is bounded by moves tried, not by the clock."""
from __future__ import annotations

from shared.engine.i18n import mark

from .strong import BUDGETS, Budget, StrongBot

EXPERT = Budget(steps=4 * BUDGETS["table"].steps)


class ExpertBot(StrongBot):
    shape_of = "expert_shape"

    def __init__(self, rules, seat: int, seed: int, budget: Budget = EXPERT):
        super().__init__(rules, seat, seed, budget)

    def reason(self, move) -> str:
        if self.played_out:
            return mark("won most often, played on to the end of the game")
        return mark("best after a wider search of its turn and the replies")
