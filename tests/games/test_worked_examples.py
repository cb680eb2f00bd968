"""Every game's worked example (Help ▸ Watch a worked example), where the
game has one (``GameDef.example``; a game without one is no fault, the menu
just offers none): every move is legal when it is played, it is the same
every run, it shows what its notes promise, and the words it types are what
a player could type.
"""

from __future__ import annotations

import importlib

import pytest

from cardtable.engine.match import Match
from cardtable.engine.protocol import Action
from cardtable.engine.text import MAX_ENTRY, MAX_NAME, MAX_STORY, clean_line, clean_text, free_text
from cardtable.games import GAMES, all_games

# the games that ship a worked example, as the registry says
GAME_IDS = [game_id for game_id, game in all_games().items() if game.example is not None]

# What each built-in example promises to show, as words of the public log
# that must come up in this order (each may be part of a longer line).
SHOWS = {
    "ninety-nine": ("Total 10.", "Pass Me By!", "Back To You!", "Minus Ten!", "Ninety-Nine!",
                    "cannot play without passing 99", "loses a life (2 left)", "a new hand is dealt"),
    "chicks-with-disks": ("deals the grid", "goes first", "Superhuman power:", "enters the complex",
                          "which beats", "takes a Mission Point (1)", "takes an Upper Hand over",
                          "slips past", "faces Jo in a duel", "plays an Upper Hand", "concedes the duel",
                          "upgrades", "downgrades", "does not beat", "takes the Disk!",
                          "reaches the centre of the complex with the Disk and wins!"),
    "99-chances": ("Consensus! The story will be Peter's Western + Heist", "the Plan fails",
                   "the Plan succeeds!", "The Finale card is 63!", "is the Hero!", "has a happy ending"),
    "9-lives": ("Bids revealed", "takes Mango 7", "join the alley", "rescues every Mango",
                "gives Snowdrop 6 (3 scratches) back to the alley", "rescues every Pounce",
                "Round 1 is scored", "new hands of 7 cards are dealt"),
    "t13-yarn-tangling": ("states the retcon", "pay a blind", "draws from the deck.", "discards",
                          "takes 3♥ from the discard pile.", "challenges Kofi to a Knock-Out!",
                          "wins the Knock-Out", "Psych Attack", "Blitz!", "wins round 1 in Hearts (Blitz)",
                          "Round 2 begins"),
    "t13-snap-fire": ("the Snap-fire card is 8♠", "bids 2 Sway", "does not bid", "wins the bid with 3 Sway",
                      "the Snap-fire card is 7♦", "Snap! Cal", "Snap! Bex", "a miscall!", "read as a Wound",
                      "Snap! Foe", "read as an Obstacle", "The Snap-fire Ordeal ends"),
}


def _game(game_id):
    return all_games()[game_id]


def _replay(game_id) -> Match:
    """The example played move by move, each checked against the legal moves first."""
    game = _game(game_id)
    setup, moves = game.example()
    match = Match(game, setup)
    for i, (seat, action) in enumerate(moves):
        assert not match.over, f"{game_id}: the game ended before move {i + 1}"
        assert seat in match.to_act(), f"{game_id}: move {i + 1} ({action}) is not seat {seat + 1}'s to make"
        legal = match.legal(seat)
        assert action in legal or (action.has_text and any(a.same_move(action) for a in legal)), \
            f"{game_id}: move {i + 1} ({action}) is not among the legal moves"
        match.play(seat, action)
    return match


@pytest.fixture(scope="module")
def replays() -> dict[str, Match]:
    return {game_id: _replay(game_id) for game_id in GAME_IDS}


def _log(match: Match) -> list[str]:
    return [ev.text_for(None) for _, ev in match.events()]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_worked_example_is_a_set_up_and_moves(game_id):
    game = _game(game_id)
    assert game.example_module, f"{game.title} does not say where its example is written"
    setup, moves = game.example()
    game.check_players(setup.count)
    assert moves, f"{game.title}'s example has no moves"
    assert all(isinstance(seat, int) and isinstance(action, Action) for seat, action in moves)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_example_says_what_it_shows(game_id):
    """Its module explains, in a docstring, what it shows and the choices made."""
    module = importlib.import_module(_game(game_id).example_module)
    assert module.__doc__ and len(module.__doc__.split()) > 60
    assert _game(game_id).example.__doc__


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_example_replays_legally(game_id, replays):
    match = replays[game_id]
    _, moves = _game(game_id).example()
    assert len(match.steps) == len(moves)
    game = _game(game_id)
    for step in match.steps:  # the replay view shows every state
        game.view(step.state, None)
    for viewer in [None, *range(match.setup.count)]:
        game.view(match.state, viewer)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_example_is_the_same_every_run(game_id, replays):
    game = _game(game_id)
    first, second = game.example(), game.example()
    assert first[0] == second[0] and list(first[1]) == list(second[1])
    again = _replay(game_id)
    assert again.initial == replays[game_id].initial
    assert [s.state for s in again.steps] == [s.state for s in replays[game_id].steps]
    assert _log(again) == _log(replays[game_id])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_example_saves_and_loads(game_id, replays):
    from tests.game_properties import check_replay

    check_replay(_game(game_id), replays[game_id])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_example_shows_what_it_promises(game_id, replays):
    if game_id not in SHOWS:
        assert game_id not in GAMES, f"say what the built-in {game_id} example shows in SHOWS"
        pytest.skip("a game from elsewhere: its own tests check its example")
    log = _log(replays[game_id])
    at = 0
    for words in SHOWS[game_id]:
        found = next((i for i in range(at, len(log)) if words in log[i]), None)
        assert found is not None, f"{game_id}: no {words!r} in the log after line {at + 1}"
        at = found


def test_the_examples_leave_the_table_where_their_notes_say(replays):
    nn = replays["ninety-nine"].state
    assert nn.lives == (2, 3, 3) and nn.total == 0 and nn.hand_number == 2
    cwd = replays["chicks-with-disks"]
    assert cwd.over and cwd.result.winners == (0,) and cwd.state.end_reason == "escape"
    assert len(cwd.state.history) and sum(1 for m in cwd.state.history if m.kind == "duel") == 2
    nl = replays["9-lives"].state
    assert nl.round == 2 and nl.totals == (6, 10, 10) and not replays["9-lives"].over
    kinds = {score.kind for seat in nl.history[0].seats for score in seat}
    assert kinds == {"sole", "fewest", "nothing"}
    yt = replays["t13-yarn-tangling"].state
    assert yt.won == ("H", "", "") and yt.yarn == (16, 8, 6) and yt.round_no == 2 and yt.phase == "proposing"
    sf = replays["t13-snap-fire"]
    assert sf.over and sf.result.winners == (2,)
    assert [f.outcome for f in sf.state.failures] == ["Wound", "Obstacle"]
    assert replays["99-chances"].over


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_examples_words_are_plain_text_within_limits(game_id, replays):
    game = _game(game_id)
    setup, moves = game.example()
    for name in setup.names:
        assert name == clean_line(name, MAX_NAME) and name, f"{name!r} is not a name a player could type"
    match = replays[game_id]
    states = [match.initial] + [s.state for s in match.steps]
    for (seat, action), before in zip(moves, states):
        text = action.get("text")
        if not action.has_text:
            continue
        assert isinstance(text, str) and text, f"{game_id}: {action} carries no words"
        assert text == clean_text(text, MAX_ENTRY) == text.strip(), f"{game_id}: {text!r} is not plain text"
        if game.describe(before, action).one_line:
            assert text == clean_line(text), f"{game_id}: {text!r} does not fit on one line"
    assert free_text((a for _, a in moves), ()) <= MAX_STORY


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if _game(g).example_module.endswith(".example")])
def test_the_new_examples_are_short_teaching_games(game_id):
    """Three or four named players and roughly 20 to 80 moves: an example
    written in the game's ``example`` module (99 Chances' tutorial, in its
    ``tutorial`` module, walks a longer game)."""
    setup, moves = _game(game_id).example()
    assert 3 <= setup.count <= 4
    assert 20 <= len(moves) <= 80
