"""The rule book's options, for tests in every folder (the root of tests/ is on the
import path through its conftest)."""

# Every value of every option of RULES.md "Options" but the target, written out here (not
# taken from the engine) so that the tests check the engine against the rule book.
OPTION_VALUES = {
    "players": [4, 6],
    "high_joker": ["red", "black"],
    "three_of_trump": [False, True],
    "game_point": ["count", "ten_of_trump"],
    "four_player_discard": ["exchange", "discard_three"],
    "follow": ["suit_trump_anytime", "suit_or_trump", "suit"],
    "first_lead_trump": [False, True],
    "low_point": ["played", "captured"],
    "bidding": ["auction", "single_round"],
}
