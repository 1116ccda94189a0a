"""Rulebook END OF THE GAME: links, neighbourhoods, parks, tokens, winner."""
from simplicity.rules import RULES
from simplicity.scoring import score_teams

from .helpers import board


def test_links_example_jc_three_links_score_nine():
    """END OF THE GAME, Links: JC (yellow) scores 9 for three links."""
    state = board(["R1 C1 O1 ..",
                   ".. .. V1 R2",
                   "P2 .. .. .."])
    assert score_teams(state)[0].links == 9


def test_links_are_orthogonal_only():
    """Links: horizontal or vertical, not diagonal."""
    state = board(["R1 ..", ".. C1"])
    assert score_teams(state)[0].links == 0


def test_neighbourhood_example_ismael_eight_fran_four():
    """END OF THE GAME, Neighborhoods: a group of 4 of one type; Ismael (2 discs) 8,
    Fran (1 disc) 4."""
    state = board(["O1 O1 C3 ..",
                   ".. O2 O3 ..",
                   "R3 .. .. .."])
    ismael, fran = score_teams(state)[0], score_teams(state)[1]
    office = 2  # buildings order: residential, commercial, office, civic
    assert ismael.buildings[office] == 8
    assert fran.buildings[office] == 4


def test_neighbourhood_counts_same_type_only():
    state = board(["R1 C1 R1"])
    assert score_teams(state)[0].buildings[0] == 2  # two separate groups of one


def test_park_example_fefa_one_plus_nine():
    """END OF THE GAME, Park tiles: Fefa's parks score 1 and 9, 10 in all."""
    state = board(["C2 P1 C2 .. V2",
                   ".. C2 .. C2 P1",
                   ".. .. .. .. R2"])
    assert score_teams(state)[0].parks == 10


def test_park_points_are_squares_and_parks_are_no_type():
    """Park tiles: 1, 4, 9, 16 by distinct adjacent types; another park does not count."""
    for layout, points in ((["P1 R2"], 1), (["R2 P1 C2"], 4), ([".. O2", "R2 P1", ".. C2"], 9),
                           ([".. O2 ..", "R2 P1 C2", ".. V2 .."], 16), (["P1 P2"], 0)):
        assert score_teams(board(layout, teams=2))[0].parks == points


def test_extra_point_tokens_score_one_each():
    state = board(["R1 C2"], extra=(3, 0))
    assert score_teams(state)[0].extra == 3


def test_score_sheet_example_totals():
    """The rulebook's score sheet: category rows add up to 22, 28, 27, 20, 30, 25."""
    from simplicity.scoring import TeamScore
    columns = [(6, (6, 1, 4, 4), 0, 1), (6, (0, 0, 5, 7), 10, 0), (9, (0, 10, 7, 0), 0, 1),
               (3, (2, 2, 13, 0), 0, 0), (6, (6, 1, 5, 0), 9, 3), (3, (0, 6, 0, 7), 9, 0)]
    totals = [TeamScore(links, b, parks, extra).total for links, b, parks, extra in columns]
    assert totals == [22, 28, 27, 20, 30, 25]


def test_two_teams_a_player_scores_the_lower_team():
    """SPECIAL RULES, Two teams per player: only the lower team counts."""
    state = board(["R1 R1 C2 ..", "P3 .. O4 O4"])
    import attrs
    state = attrs.evolve(state, players=2, team_player=(0, 1, 0, 1))
    res = RULES.result(state)
    totals = dict(zip(map(str, res.columns), res.sheet[-1]))
    assert res.scores == (min(totals["Team 1"], totals["Team 3"]),
                          min(totals["Team 2"], totals["Team 4"]))


def test_tie_goes_to_the_team_higher_in_final_turn_order():
    """END OF THE GAME: on a tie, whoever is higher in the final turn order wins."""
    import attrs
    state = board(["R1 .. R2"])
    for order, winner in (((0, 1), 0), ((1, 0), 1)):
        res = RULES.result(attrs.evolve(state, order=order))
        assert res.scores[0] == res.scores[1]
        assert res.winners == (winner,)
        assert "tied" in str(res.tiebreak)
