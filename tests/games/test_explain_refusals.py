"""Every game explains its own refusals: a drop (or a double-click) that
makes no move is answered by the game with the rule that stops it, in a
plain sentence, and with None where the game has nothing specific to say
(the app then works it out from the closest legal move). Here for 9 Lives
and the Yarn-Tangling Ordeal: the wrong drops a player typically tries."""

from __future__ import annotations

import random
import re

import attrs
import pytest

from cardtable.engine.cards import standard_deck
from cardtable.engine.protocol import Action, Gesture, PlayerSpec, Setup
from cardtable.games import all_games, get_game
from cardtable.games.nine_lives import rules as nl
from cardtable.games.nine_lives import table as nl_table
from cardtable.games.t13_yarn_tangling import rules as yt
from cardtable.games.t13_yarn_tangling import table as yt_table

LIVES = get_game("9-lives")
YARN = get_game("t13-yarn-tangling")


def plain(text: str | None) -> str:
    """``text`` is a sentence a player reads: words, no zone or card ids,
    nothing the program uses inside; returned for the asserts that follow."""
    assert isinstance(text, str) and text == text.strip() and len(text.split()) >= 4, text
    assert not re.search(r"\b[a-z]+:\d", text), f"a zone id in {text!r}"
    assert not re.search(r"Action\(|Gesture\(|\bNone\b|[{}]|_", text), f"program words in {text!r}"
    return text


@pytest.mark.parametrize("game_id", list(all_games()))
def test_every_game_explains_its_own_refusals(game_id):
    game = all_games()[game_id]
    assert game.explain is not None, f"{game.title} leaves every refusal to the app"


def test_the_table_modules_explain_is_picked_up():
    assert LIVES.explain is nl_table.explain and YARN.explain is yt_table.explain


# -- 9 Lives ---------------------------------------------------------------------------

def lives(seed: int = 4):
    players = tuple(PlayerSpec(n) for n in ("Ann", "Bob", "Cy", "Di"))
    return LIVES.create(Setup(players, {}, seed))


def lives_until(state, phase: str, rescue: bool = False):
    """Bot moves until ``phase`` (a rescue whenever one is legal, if asked)."""
    rng = random.Random(5)
    for _ in range(500):
        if state.phase == phase:
            return state
        seat = LIVES.to_act(state)[0]
        rescues = [a for a in LIVES.legal_actions(state, seat) if a.kind == nl.RESCUE] if rescue else []
        state, _ = LIVES.apply(state, seat, rescues[0] if rescues else LIVES.bot(state, seat, rng))
    raise AssertionError(f"never reached {phase}")


def why(state, seat, src, dst, card=None):
    return LIVES.explain(state, seat, Gesture(src, dst, card))


def test_lives_while_bidding_a_hand_card_goes_onto_your_own_bid_place():
    s = lives()
    c = s.hands[0][0]
    for dst in (nl_table.ALLEY_ZONE, nl_table.tableau_zone(0), nl_table.bid_zone(1)):
        assert "your own bid place" in plain(why(s, 0, nl_table.hand_zone(0), dst, c))
    assert why(s, 0, nl_table.hand_zone(0), nl_table.bid_zone(0), c) is None  # that is the bid itself
    assert why(s, 0, nl_table.hand_zone(0), None, c) is None  # double-click bids: nothing to explain


def test_lives_while_bidding_nobody_takes_from_the_alley_or_draws():
    s = lives()
    assert plain(why(s, 0, nl_table.ALLEY_ZONE, nl_table.tableau_zone(0), s.alley[0])) == \
        "everyone must choose a bid card first"
    assert "nobody draws" in plain(why(s, 0, nl_table.DECK_ZONE, nl_table.hand_zone(0)))
    assert plain(why(s, 0, nl_table.hand_zone(1), nl_table.bid_zone(1), s.hands[1][0])) == \
        "only Bob moves the cards in their hand"


def test_lives_on_a_turn_hand_cards_are_only_bid_and_cats_go_to_your_own_tableau():
    s = lives_until(lives(), nl.TURNS)
    seat = s.current
    other = next(t for t in range(s.players) if t != seat)
    assert "only bid" in plain(why(s, seat, nl_table.hand_zone(seat), None, s.hands[seat][0]))
    assert "your own tableau" in plain(why(s, seat, nl_table.ALLEY_ZONE, nl_table.tableau_zone(other),
                                           s.alley[0]))
    # out of turn: the rules' own refusal names whose turn it is
    assert plain(why(s, other, nl_table.ALLEY_ZONE, nl_table.tableau_zone(other), s.alley[0])) == \
        f"it is {s.names[seat]}'s turn, not {s.names[other]}'s"


def test_lives_your_tableau_gives_back_only_after_a_rescue():
    s = lives_until(lives(), nl.TURNS)
    seat = s.current
    s = attrs.evolve(s, tableaux=nl._put(s.tableaux, seat, (s.draw[0],)), draw=s.draw[1:])
    assert "stay there until the round is scored" in plain(
        why(s, seat, nl_table.tableau_zone(seat), nl_table.DISCARD_ZONE, s.tableaux[seat][0]))
    assert "only right after rescuing a cat" in plain(
        why(s, seat, nl_table.tableau_zone(seat), nl_table.ALLEY_ZONE, s.tableaux[seat][0]))


def test_lives_while_giving_back_the_rules_say_what_is_owed():
    s = lives_until(lives(), nl.GIVE_BACK, rescue=True)
    seat = s.current
    assert plain(why(s, seat, nl_table.ALLEY_ZONE, nl_table.tableau_zone(seat), s.alley[0])) == \
        f"finish giving back cards first ({s.owed} still to give)"
    assert plain(why(s, seat, nl_table.tableau_zone(seat), nl_table.ALLEY_ZONE, s.rescued[0])) == \
        "you cannot give back a cat you have just rescued"
    old = [c for c in s.tableaux[seat] if c not in s.rescued]
    if old:
        assert "go to the alley" in plain(why(s, seat, nl_table.tableau_zone(seat), nl_table.DISCARD_ZONE, old[0]))
        assert why(s, seat, nl_table.tableau_zone(seat), nl_table.ALLEY_ZONE, old[0]) is None  # the give itself


# -- Yarn-Tangling -----------------------------------------------------------------------

def yarn(hands, top="2C", deck=(), proposals=True):
    """A stacked round: ``hands`` dealt from seat 1, ``top`` on the discard
    pile, ``deck`` on top of the draw pile; the proposals written."""
    order = [h[i] for i in range(3) for h in hands] + [top] + list(deck)
    order += [c for c in standard_deck() if c not in order]
    players = tuple(PlayerSpec(n) for n in ("Ann", "Bob", "Cy")[:len(hands)])
    s = YARN.create(Setup(players, {}, 5, tuple(order)))
    if proposals:
        for seat in range(len(hands)):
            s, _ = YARN.apply(s, seat, Action.of("propose", text=""))
    return s


def ywhy(state, seat, src, dst, card=None):
    return YARN.explain(state, seat, Gesture(src, dst, card))


HANDS = [["3C", "4C", "5D"], ["6H", "7H", "8S"], ["9S", "2D", "3D"]]


def test_yarn_nothing_is_drawn_before_every_proposal_is_written():
    s = yarn(HANDS, proposals=False)
    assert plain(ywhy(s, 0, yt_table.DECK_ZONE, yt_table.hand_zone(0))).startswith(
        "play starts once every proposal is written: waiting for Ann, Bob and Cy")


def test_yarn_on_a_turn_draw_before_you_discard_and_draw_into_your_own_pool():
    s = yarn(HANDS, top="KD", deck=["QS"])
    assert s.phase == yt.TURN and s.current == 0
    assert plain(ywhy(s, 0, yt_table.hand_zone(0), yt_table.DISCARD_ZONE, "5D")) == "draw a card before you discard"
    assert plain(ywhy(s, 0, yt_table.hand_zone(0), None, "5D")) == "draw a card before you discard"
    assert "your own Yarn-Tangle Pool" in plain(ywhy(s, 0, yt_table.DECK_ZONE, yt_table.hand_zone(1)))
    assert ywhy(s, 0, yt_table.DECK_ZONE, yt_table.hand_zone(0)) is None  # that is the draw itself
    assert "to challenge Bob, drag your pool onto their" in plain(
        ywhy(s, 0, yt_table.hand_zone(0), yt_table.psych_zone(1), "5D"))
    out = attrs.evolve(s, status=(yt.IN, yt.IN, yt.OUT))
    assert plain(ywhy(out, 0, yt_table.hand_zone(0), yt_table.hand_zone(2), "5D")) == "Cy is not in this round"
    assert "theirs to play" in plain(ywhy(s, 0, yt_table.hand_zone(1), yt_table.DISCARD_ZONE, "6H"))


def test_yarn_after_drawing_discard_and_no_challenge():
    s = yarn(HANDS, top="KD", deck=["QS"])
    s, _ = YARN.apply(s, 0, Action.of("draw", source="deck"))
    assert s.phase == yt.DISCARDING
    assert plain(ywhy(s, 0, yt_table.DECK_ZONE, yt_table.hand_zone(0))) == "you have already drawn; discard a card now"
    assert plain(ywhy(s, 0, yt_table.hand_zone(0), yt_table.hand_zone(1), "QS")) == \
        "a Knock-Out is called instead of drawing, at the start of your turn"
    assert "face up onto the discard pile" in plain(ywhy(s, 0, yt_table.hand_zone(0), yt_table.psych_zone(0), "QS"))
    s, _ = YARN.apply(s, 0, Action.of("discard", card="3C"))
    assert s.discard == ("KD", "3C") and s.current == 1
    assert plain(ywhy(s, 1, yt_table.DISCARD_ZONE, yt_table.hand_zone(1), "KD")) == \
        "only the top card of the discard pile (3♣) can be taken"


def test_yarn_the_challenged_draws_and_discards_before_the_reveal():
    s = yarn(HANDS, top="KD", deck=["QS"])
    s, _ = YARN.apply(s, 0, Action.of("knock", target=1))
    assert s.phase == yt.DEFEND_DRAW and YARN.to_act(s) == (1,)
    assert plain(ywhy(s, 1, yt_table.hand_zone(1), yt_table.hand_zone(0), "6H")) == \
        "Ann challenged you: draw once (the deck or the discard pile) before the reveal"
    assert plain(ywhy(s, 1, yt_table.hand_zone(1), yt_table.DISCARD_ZONE, "6H")) == "draw a card before you discard"
    s, _ = YARN.apply(s, 1, Action.of("draw", source="deck"))
    assert plain(ywhy(s, 1, yt_table.hand_zone(1), yt_table.hand_zone(2), "6H")) == \
        "Ann challenged you: discard a card before both pools are shown"
    assert "out of play" in plain(ywhy(s, 1, yt_table.psych_zone(2), yt_table.hand_zone(1)))


# -- any gesture ---------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["9-lives", "t13-yarn-tangling"])
def test_any_gesture_along_a_game_is_explained_in_words_or_left_to_the_app(game_id):
    """Along a bot game, every place's top card dropped on every place (and
    double-clicked) by the seat that acts: the explanation is a plain
    sentence or None, and explaining never fails."""
    game = get_game(game_id)
    players = tuple(PlayerSpec(n) for n in ("Ann", "Bob", "Cy", "Di"))
    state = game.create(Setup(players, {}, 11))
    zones = [z.id for z in game.layout(4, game.normalise(Setup(players, {}, 11)).options, 0).zones]
    rng = random.Random(3)
    explained = set()
    for n in range(120):
        if game.result(state) is not None:
            break
        seat = game.to_act(state)[0]
        if n % 4 == 0:
            view = game.view(state, seat)
            for src in zones:
                cards = view.zone(src).cards
                card = cards[-1].id if cards and cards[-1].id else None
                for dst in [None, *zones]:
                    text = game.explain(state, seat, Gesture(src, dst, card))
                    if text is not None:
                        explained.add(plain(text))
        state, _ = game.apply(state, seat, game.bot(state, seat, rng))
    assert len(explained) >= 5, explained
