"""Seats played from phones: the session and the phones' desk, with no
network (the server only carries these messages).

Every game is played to its end with phones, a person at the screen and a
bot, every phone move made by the messages its page sends; after every
change each phone's view shows only what its seat may see, and the screen
never shows a phone's seat. The desk's tokens, requests for other seats,
stale taps, questions and narration are checked one by one.
"""

from __future__ import annotations

import json
import random
import re

import pytest

from cardtable.engine.knowledge import visible_ids
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games, get_game
from cardtable.model.outcome import Moved, Refused, Request
from cardtable.model.requests import GONE, ONLY_YOUR_SEAT
from cardtable.model.session import GameSession
from cardtable.remote.desk import CLOSED, GAME_OVER, NOT_VALID, TAKEN_BACK, Desk

from ..frontend import answering, play, settled
from ..phone_driver import answer_for, at_the_screen, phones_due, plan, play_phone_turn, tap_messages

GAMES = sorted(all_games())
# what names no place for a person: a zone's id ("slot:3:2", "home:0") or a bare position ("3:2")
NOT_A_NAME = re.compile(r"\b[A-Za-z][A-Za-z_-]*:\d|\b\d+:\d+\b")


def session_with_phones(game_id: str, people: int, bots: int = 0, seed: int = 3,
                        options: dict | None = None) -> tuple[GameSession, Desk, dict[int, str]]:
    """A game of ``people`` people (the last at the screen, the others on
    phones) and ``bots`` bots; every phone has said hello. The tokens
    returned are the phones' own (their invitations are spent)."""
    names = ["Ann", "Bob", "Cy", "Di", "Eve", "Flo", "Gus", "Hal", "Ida"]
    players = tuple(PlayerSpec(names[i], i >= people) for i in range(people + bots))
    session = GameSession.new(get_game(game_id), Setup(players, options or {}, seed), bot_delay_ms=0)
    desk = Desk(session)
    tokens = {}
    for seat in range(people - 1):
        invitation = desk.invite(seat)
        joined, messages = desk.hello(invitation)
        assert joined == seat and [m["t"] for m in messages] == ["welcome", "view"]
        tokens[seat] = messages[0]["rejoin"]
        assert desk.hello(invitation)[0] is None  # an invitation opens its seat once
    return session, desk, tokens


def check_view(session: GameSession, seat: int, view: dict) -> None:
    """A view a phone of ``seat`` is sent now holds only what that seat may see."""
    allowed = visible_ids(session.match.view(seat))
    shown = {c["id"] for z in view["zones"] for c in z["cards"] if c["id"] is not None and c["kind"] == "card"}
    assert shown <= allowed, f"seat {seat} was sent cards it may not see: {sorted(shown - allowed)}"
    mine = [t for _, ev in session.match.events() if (t := ev.text_for(seat))]
    assert view["log"] == mine[len(mine) - len(view["log"]):], f"seat {seat}: a log that is not its own"
    board, points = view["board"], set()
    for z in view["zones"]:  # each place named in words; a board's places on the board, one a point
        assert z["label"] and z["label"] != z["id"] and not NOT_A_NAME.search(z["label"]), \
            f"seat {seat}: a place named by no words: {z['label']!r} ({z['id']})"
        if "cell" in z:
            column, row = z["cell"]
            assert board and not z["mine"] and 1 <= column <= board["columns"] and 1 <= row <= board["rows"]
            assert (column, row) not in points, z["id"]
            points.add((column, row))
    json.dumps(view)  # plain data


class PhoneChecks:
    """Checks every view the desk pushes, when it pushes it, and each phone's
    view after every move; the screen shows no phone's seat."""

    def __init__(self, session: GameSession, desk: Desk) -> None:
        self.session, self.desk, self.count = session, desk, 0
        desk.sigViews.connect(self.pushed)

    def pushed(self, views: dict) -> None:
        for seat, view in views.items():
            check_view(self.session, seat, view)
            self.count += 1

    def now(self) -> None:
        s = self.session
        assert s.viewer not in s.remote and s.pending not in s.remote
        for seat in s.remote:
            check_view(s, seat, self.desk.view(seat))
            self.count += 1


def play_to_the_end(session: GameSession, desk: Desk, seed: int, max_moves: int = 3000) -> tuple[int, dict]:
    rng = random.Random(seed)
    checks = PhoneChecks(session, desk)
    counts: dict[str, int] = {}
    session.start()
    for _ in range(max_moves):
        session.step_bots_now()
        if session.match.over:
            break
        if session.holding is not None:
            session.pass_on()
        if session.covered:
            session.ready()
        checks.now()
        local = session.acting_seat()
        if local is not None:
            action = session.game.bot(session.state, local, rng)
            assert play(session, None, action, answering(text="A line of story.", choice=0)) is not None
            counts["screen"] = counts.get("screen", 0) + 1
            continue
        phones = [s for s in sorted(session.remote) if session.acting_seat(s) is not None]
        assert phones or session.match.over or session.machine_waiting, "nobody can move"
        play_phone_turn(session, desk, rng.choice(phones), rng, counts)
    assert session.match.over, f"{session.game.id} did not end"
    checks.now()
    return checks.count, counts


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_plays_to_its_end_with_phones_a_person_at_the_screen_and_a_bot(qtbot, game_id):
    game = get_game(game_id)
    people = min(game.max_players - 1, 3)
    session, desk, _ = session_with_phones(game_id, people, bots=1, seed=11)
    checks, counts = play_to_the_end(session, desk, seed=11)
    phone_moves = sum(n for kind, n in counts.items() if kind != "screen")
    assert phone_moves > 0 and checks > phone_moves


def test_the_screen_shows_the_public_table_while_only_phones_are_due(qtbot):
    session, desk, _ = session_with_phones("99-chances", 4)
    session.start()
    seen_public = seen_cover = 0
    rng = random.Random(4)
    while not session.match.over and len(session.match.steps) < 400:
        due = set(session.match.to_act())
        local_due = due - session.remote
        if not local_due and session.holding is None:
            assert session.viewer is None and not session.covered, "a phone's turn shows a seat on the screen"
            seen_public += 1
        if session.covered:
            seen_cover += 1
            assert session.pending == 3
            session.ready()
        if session.holding is not None:
            session.pass_on()
            continue
        if session.acting_seat() is not None:
            play(session, None, session.game.bot(session.state, 3, rng), answering(text="Told.", choice=0))
            continue
        phones = [s for s in sorted(session.remote) if session.acting_seat(s) is not None]
        play_phone_turn(session, desk, phones[0], rng)
    assert seen_public and seen_cover


def test_a_phone_plays_only_for_its_own_seat(qtbot):
    session, desk, _ = session_with_phones("99-chances", 4)
    s = session
    acting = [seat for seat in s.remote if s.acting_seat(seat) is not None]
    other = next(seat for seat in range(4) if seat not in acting)
    me = acting[0]
    action = s.game.bot(s.state, me, random.Random(1))
    before = len(s.match.steps)
    assert s.send(Request.move(action, seat=other, by=me)) == Refused(ONLY_YOUR_SEAT)
    assert s.send(Request.move(action, seat=me, by=other)) == Refused(ONLY_YOUR_SEAT)
    # a phone whose seat may not move now is told why, in its own words
    refused = s.send(Request.move(action, by=other))
    assert isinstance(refused, Refused) and "turn" in refused.reason
    assert len(s.match.steps) == before
    assert isinstance(settled(s, s.send(Request.move(action, by=me)), answering(text="Told.", choice=0)), Moved)


def test_a_seat_at_the_screen_cannot_be_played_as_a_phone(qtbot):
    session, desk, _ = session_with_phones("99-chances", 4)
    local = 3
    assert session.acting_seat(local) is None  # not remote: no phone may act for it
    action = next(iter(session.match.legal(local)), None)
    if action is not None:
        assert isinstance(session.send(Request.move(action, by=local)), Refused)


def test_tokens_are_long_random_one_seat_each_and_die(qtbot):
    session, desk, tokens = session_with_phones("99-chances", 4)
    assert len(set(tokens.values())) == 3
    for token in tokens.values():
        assert len(token) >= 32  # 192 bits in URL-safe base64
    assert desk.hello("")[0] is None
    assert desk.hello("x" * 10_000)[1] == [{"t": "denied", "reason": NOT_VALID}]
    assert desk.hello(tokens[0][:-1] + ("A" if tokens[0][-1] != "A" else "B"))[0] is None
    assert desk.hello({"token": tokens[0]})[0] is None
    # the phone's own token opens its seat again (a phone that slept), and nothing else
    assert desk.hello(tokens[1])[0] == 1
    with pytest.raises(ValueError):
        desk.invite(1)  # a seat on a phone gets no second invitation
    told = []
    desk.sigSeatClosed.connect(lambda seat, why: told.append((seat, why)))
    desk.take_back(1)
    assert told == [(1, TAKEN_BACK)]
    assert 1 not in session.remote
    assert desk.hello(tokens[1])[0] is None
    assert desk.handle(1, {"t": "ping"}) == [{"t": "denied", "reason": TAKEN_BACK}]
    again = desk.invite(1)
    assert again != tokens[1] and desk.hello(again)[0] == 1 and desk.hello(again)[0] is None
    desk.close()
    assert sorted(told[1:]) == [(0, CLOSED), (1, CLOSED), (2, CLOSED)]
    assert all(desk.hello(t)[0] is None for t in [*tokens.values(), again])
    assert not session.remote


def test_a_finished_games_tokens_open_nothing(qtbot):
    session, desk, tokens = session_with_phones("ninety-nine", 3, bots=1)
    play_to_the_end(session, desk, seed=2)
    assert desk.hello(tokens[0]) == (None, [{"t": "denied", "reason": GAME_OVER}])


def test_a_tap_on_a_view_that_changed_is_refused_and_the_new_view_sent(qtbot):
    session, desk, _ = session_with_phones("99-chances", 4)
    seat = next(s for s in sorted(session.remote) if session.acting_seat(s) is not None)
    view = desk.view(seat)
    before = len(session.match.steps)
    for stale in (0, view["v"] + 1, "1", None):  # no view of this table, or none given yet
        replies = desk.handle(seat, {"t": "button", "v": stale, "i": 0})
        assert replies[0] == {"t": "refused", "reason": GONE} and replies[1]["t"] == "view", stale
    for bad in ({"t": "button", "v": view["v"], "i": 99}, {"t": "button", "v": view["v"], "i": True},
                {"t": "drop", "v": view["v"], "zone": 3, "card": None, "target": "x"},
                {"t": "drop", "v": view["v"], "zone": "x" * 500, "card": None, "target": "y"},
                {"t": "answer", "v": view["v"], "q": view["v"], "value": 0},
                {"t": "narrate", "v": view["v"], "prompt": 50, "text": "x"},
                {"t": "narrate", "v": view["v"], "prompt": None, "text": ["x"]},
                {"t": "whatever", "v": view["v"]}):
        replies = desk.handle(seat, bad)
        assert replies and replies[0]["t"] in ("error", "refused"), bad
    assert len(session.match.steps) == before


def test_a_phones_question_and_narration_are_its_own(qtbot):
    session, desk, _ = session_with_phones("99-chances", 4)
    rng = random.Random(5)
    # a phone's free narration is credited to the phone's seat
    view = desk.view(0)
    assert view["can_narrate"]
    assert desk.handle(0, {"t": "narrate", "v": view["v"], "prompt": None, "text": "Ann's line."}) == []
    entry = session.match.journal[-1]
    assert entry.text == "Ann's line." and entry.seat == 0
    # a move whose words are asked for: the question goes to that phone only
    moved = 0
    while not session.match.over and moved < 60:
        phones = phones_due(session)
        if not phones:
            at_the_screen(session, rng)
            continue
        play_phone_turn(session, desk, phones[0], rng)
        moved += 1
    assert moved


def test_the_viewer_is_never_a_phones_seat_after_take_back_either(qtbot):
    session, desk, tokens = session_with_phones("99-chances", 4)
    session.start()
    seat = next(iter(sorted(session.remote)))
    desk.take_back(seat)
    assert seat not in session.remote
    # the seat is the screen's again: when the game waits on it, the screen is covered for it first
    if seat in session.match.to_act():
        assert session.covered or session.viewer == seat


def test_a_phone_takes_back_its_own_move_in_its_turn_and_nobody_elses(qtbot):
    """The undo rule of the screen, for phones: a player takes back only
    their own move, while it is still their turn (a card shown, or the turn
    passing, makes it stand); the screen cannot take back a phone's move,
    nor a phone the screen's."""
    session, desk, _ = session_with_phones("chicks-with-disks", 3, seed=5)
    s = session
    rng = random.Random(5)
    undone = refused_other = 0
    for _ in range(400):
        if s.match.over:
            break
        if at_the_screen(s, rng):
            for phone in s.remote:  # a move of the screen's is not a phone's to take back
                if s.history.can_undo and s.history.undo_seat not in s.remote:
                    assert not s.may_undo(phone)
                    assert desk.handle(phone, {"t": "undo", "v": desk.view(phone)["v"]})[0]["t"] == "refused"
                    refused_other += 1
            continue
        seat = phones_due(s)[0]
        before = len(s.match.steps)
        play_phone_turn(s, desk, seat, rng)
        view = desk.view(seat)
        assert view["can_undo"] == s.may_undo(seat)
        if view["can_undo"]:
            assert not s.can_undo  # the screen cannot take back a phone's move
            state = s.match.steps[before - 1].state if before else s.match.initial
            assert desk.handle(seat, {"t": "undo", "v": view["v"]}) == []
            assert len(s.match.steps) == before and s.state is state
            undone += 1
            play_phone_turn(s, desk, seat, rng)
        elif seat not in s.match.to_act():
            assert isinstance(s.undo(by=seat), Refused)
    assert undone and refused_other


def test_phones_acting_at_once_do_not_spoil_each_others_taps_or_questions(qtbot):
    """Two phones may act at once (99 Chances' evaluations, roles): one's
    move changes the other's view (its log, the players) but not what it
    may tap, so a tap made on the view before still counts, and a
    question the other phone is answering stays open."""
    session, desk, _ = session_with_phones("99-chances", 4, seed=3)
    s = session
    rng = random.Random(3)
    taps = questions = 0
    for _ in range(300):
        if s.match.over or (taps and questions):
            break
        if at_the_screen(s, rng):
            continue
        phones = phones_due(s)
        if len(phones) < 2:
            play_phone_turn(s, desk, phones[0], rng)
            continue
        a, b = phones[:2]
        seen = desk.view(b)
        # b starts a move that asks for words (a role, a note), if it has one
        worded = [m for m in s.match.legal(b) if s.describe(m).text_prompt and plan(s, b, seen, m) is not None]
        action = worded[0] if worded and not questions else s.game.bot(s.state, b, rng)
        p = plan(s, b, seen, action)
        asked = desk.handle(b, tap_messages(p, seen)) == [] and desk.view(b)["question"] is not None
        taps_before = desk.view(b)
        play_phone_turn(s, desk, a, rng)  # a moves meanwhile
        after = desk.view(b)
        if asked:
            assert after["question"] is not None, "another phone's move closed b's question"
            q = after["question"]
            replies = desk.handle(b, {"t": "answer", "v": taps_before["v"], "q": q["q"], "value": answer_for(q, p)})
            while not [m for m in replies if m["t"] in ("refused", "error")] and desk.view(b)["question"]:
                q = desk.view(b)["question"]
                replies = desk.handle(b, {"t": "answer", "v": desk.view(b)["v"], "q": q["q"],
                                          "value": answer_for(q, p)})
            assert not [m for m in replies if m["t"] in ("refused", "error")], replies
            questions += 1
        elif after["v"] != seen["v"] and s.acting_seat(b) is not None and after["moves"] == seen["moves"] \
                and after["buttons"] == seen["buttons"]:
            before = len(s.match.steps)
            p = plan(s, b, after, s.game.bot(s.state, b, rng))
            replies = desk.handle(b, tap_messages(p, seen))  # tapped on the view from before a's move
            assert not [m for m in replies if m["t"] in ("refused", "error")], replies
            for _ in range(4):
                q = desk.view(b)["question"]
                if q is None:
                    break
                desk.handle(b, {"t": "answer", "v": desk.view(b)["v"], "q": q["q"], "value": answer_for(q, p)})
            assert len(s.match.steps) > before
            taps += 1
    assert questions, "no moment with a question open on one phone while another moved"


def _seats(game_id: str, kinds: str, seed: int) -> tuple[GameSession, Desk]:
    """``kinds``: a letter a seat, L at the screen, P on a phone, B a bot."""
    names = ["Ann", "Bob", "Cy", "Di", "Eve"]
    players = tuple(PlayerSpec(names[i], k == "B") for i, k in enumerate(kinds))
    session = GameSession.new(get_game(game_id), Setup(players, {}, seed), bot_delay_ms=0)
    desk = Desk(session)
    for i, k in enumerate(kinds):
        if k == "P":
            assert desk.hello(desk.invite(i))[0] == i
    return session, desk


def _anyone_moves(s: GameSession, desk: Desk, rng: random.Random, one_bot: bool = False) -> None:
    """Someone moves: a bot (one only, with ``one_bot``), or at random the
    screen or a phone that may."""
    if one_bot and s.match.bot_seat() is not None:
        s.step_once()
        return
    phones = phones_due(s)
    if phones and (rng.random() < 0.5 or s.acting_seat() is None):
        play_phone_turn(s, desk, rng.choice(phones), rng)
    else:
        at_the_screen(s, rng)


@pytest.mark.parametrize("game_id,kinds", [("t13-snap-fire", "PPBB"), ("chicks-with-disks", "PLB"),
                                           ("9-lives", "PPLB")])
def test_a_phone_never_takes_back_a_move_once_its_turn_has_passed(qtbot, game_id, kinds):
    for seed in range(3):
        s, desk = _seats(game_id, kinds, seed)
        rng = random.Random(seed)
        for _ in range(600):
            if s.match.over:
                break
            _anyone_moves(s, desk, rng, one_bot=True)
            for p in s.remote:
                assert not s.may_undo(p) or p in s.match.to_act(), f"{s.name(p)} may undo a passed turn"
                assert desk.view(p)["can_undo"] == s.may_undo(p)


def test_a_seat_changing_hands_mid_turn_leaves_its_move_to_nobody(qtbot):
    taken = 0
    for kinds in ("PPL", "PLL"):
        for seed in range(6):
            s, desk = _seats("t13-snap-fire", kinds, seed)
            rng = random.Random(seed)
            for _ in range(800):
                if s.match.over:
                    break
                top = s.history.undo_seat if s.history.can_undo else None
                if top in s.remote and s.viewer not in (None, top) and not s.covered:
                    desk.take_back(top)  # the phone's move is on top of the history; another seat at the screen
                    taken += 1
                    assert not s.can_undo, "the screen may take back the move of a seat just back from its phone"
                    break
                _anyone_moves(s, desk, rng)
    assert taken


def test_the_screen_neither_shows_nor_answers_a_phone_seats_story_prompt(qtbot):
    s, desk = _seats("99-chances", "PPL", 3)
    rng = random.Random(3)
    seen = 0
    for _ in range(400):
        if s.match.over:
            break
        for p in s.open_prompts:
            if p.prompt.seat in s.remote:
                seen += 1
                assert p not in s.screen_prompts()
                refused = s.answer(p, "Told at the screen.")
                assert isinstance(refused, Refused) and "phone" in refused.reason
                assert p in s.open_prompts
        _anyone_moves(s, desk, rng)
    assert seen


@pytest.mark.parametrize("game_id", ["99-chances", "ninety-nine"])
def test_a_game_whose_only_person_plays_from_a_phone_ends_on_the_public_table(qtbot, game_id):
    s, desk = _seats(game_id, "PBB", 4)
    rng = random.Random(4)
    for _ in range(3000):
        if s.match.over:
            break
        assert s.viewer is None and not s.covered
        _anyone_moves(s, desk, rng)
    assert s.match.over and s.viewer is None and s.log_viewer is None


def test_while_the_seat_at_the_screen_looks_at_its_new_card_the_words_name_the_phones(qtbot):
    from cardtable.model.handover import TABLE

    s, desk = _seats("ninety-nine", "LP", 1)
    rng = random.Random(1)
    for _ in range(500):
        if s.holding == TABLE:
            break
        _anyone_moves(s, desk, rng)
    assert s.holding == TABLE
    why = s.not_your_turn()
    assert "the table" not in why and "Hide my cards" in why
    assert "the table" not in s.undo_refusal()


def test_a_moves_name_in_the_undo_menu_names_its_player_once(qtbot):
    s, desk = _seats("t13-snap-fire", "LLBB", 2)
    rng = random.Random(2)
    labels = set()
    for _ in range(200):
        if s.match.over or len(labels) > 5:
            break
        _anyone_moves(s, desk, rng)
        if s.history.can_undo:
            labels.add(s.history.undo_label)
    assert labels
    for label in labels:
        name = label.split(":")[0]
        assert not label.startswith(f"{name}: {name}: "), label


def test_one_phone_cannot_fill_the_whole_games_story(qtbot):
    """Free narration from a phone counts against that seat's share of the
    game's story room, so the others (and the screen) can still tell theirs."""
    from cardtable.engine.text import MAX_STORY

    s, desk = _seats("99-chances", "PPL", 3)
    share = MAX_STORY // 3
    long = "x" * 15_000  # under the wire's message limit
    told = 0
    for _ in range(share // len(long) + 3):
        replies = desk.handle(0, {"t": "narrate", "v": desk.view(0)["v"], "prompt": None, "text": long})
        if replies:
            assert replies[0]["t"] == "refused" and "share" in replies[0]["reason"]
            break
        told += 1
    assert 0 < told <= share // len(long)
    assert desk.handle(1, {"t": "narrate", "v": desk.view(1)["v"], "prompt": None, "text": long}) == []
    assert s.narrate("The screen's line.", seat=2) == Moved()
