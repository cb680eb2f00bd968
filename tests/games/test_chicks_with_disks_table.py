"""Chicks With Disks: table view, gestures, prompts, story summary and bot."""

from __future__ import annotations

import random

import attrs

from cardtable.engine.journal import JournalEntry
from cardtable.engine.match import Match
from cardtable.engine.protocol import Action, Gesture
from cardtable.games.chicks_with_disks import bot, rules, table
from cardtable.games.chicks_with_disks.grid import CENTRE, SLOTS, slot_index
from tests.game_properties import make_setup
from tests.games.test_chicks_with_disks_rules import (
    GAME, act, begin, duel_setup, play, put, reveal, setup, stack, turn)

ALL_TRIGGERS = {"entry", "room", "link", "raid-before", "raid-won", "raid-lost", "mission-point",
                "upper-hand-gained", "duel-before", "upper-hand", "duel-won", "duel-lost", "win",
                "epilogue", "epilogue-winner"}


# -- layout and view -------------------------------------------------------------

def test_layout_has_the_27_slots_and_fits():
    for n in (2, 3, 4):
        lay = GAME.layout(n, {}, None)
        ids = [z.id for z in lay.zones]
        assert len([i for i in ids if i.startswith("slot:")]) == 27
        assert {"deck", "discard", "first-draw"} <= set(ids)
        assert [i for i in ids if i.startswith("home:")] == [f"home:{s}" for s in range(n)]
        for z in lay.zones:
            assert 0 <= z.x and z.x + 1 <= lay.width and 0 <= z.y and z.y + 1.4 <= lay.height
        assert lay.spec("slot:5:2").spread == "slot"


def test_view_hides_face_down_cards_and_shows_tokens_and_disk():
    state = begin()
    view = GAME.view(state, None)
    assert all(c.hidden for c in view.zone("deck").cards) and len(view.zone("deck").cards) == 25
    assert view.zone("slot:1:1").cards[0].hidden
    assert view.zone("home:1").cards[0].id == "token:1"
    state = play(state, 1, rules.ENTER, slot="1:1")
    state = attrs.evolve(state, disk=1)
    cards = GAME.view(state, 2).zone("slot:1:1").cards
    assert cards[0].id == "AS" and cards[0].face is not None
    assert cards[1].id == "token:1" and cards[1].kind == "token" and cards[1].label == "P2"
    assert cards[2].id == "disk" and cards[2].kind == "token" and cards[2].shape == "ring"  # the piece with a hole
    assert GAME.view(state, None).zone("home:1").cards == ()
    for zone in GAME.view(state, None).zones:
        if zone.id.startswith("slot:"):
            assert len([c for c in zone.cards if c.kind == "card"]) <= 1


def test_seat_panel_shows_ranks_mission_points_upper_hands_and_disk():
    state = attrs.evolve(begin(), mission=(0, 2, 0), upper=((0, 0, 0), (3, 0, 1), (0, 0, 0)), disk=1)
    lines = GAME.view(state, None).seats[1].lines
    text = "\n".join(lines)
    assert "Spades: Superhuman (+10) — violence" in text
    assert "Hearts: Motif (+3)" in text and "Clubs: Neutral (+0)" in text and "Diamonds: Bane (-3)" in text
    assert "Mission Points: 2" in text
    assert "Upper Hands: 3 over Player 1, 1 over Player 3" in text
    assert "Holds the Disk" in text


def test_gestures_deal_enter_raid_move():
    state = GAME.create(setup())
    info = GAME.describe(state, Action.of(rules.DEAL_CARD, slot="5:2"))
    assert info.gesture == Gesture("deck", "slot:5:2", None)
    assert GAME.describe(state, Action.of(rules.DEAL_GRID)).gesture is None
    state = begin()
    info = GAME.describe(state, Action.of(rules.ENTER, slot="9:3"))
    assert info.gesture == Gesture("home:1", "slot:9:3", "token:1")
    state = play(put(turn(state, 1), 1, "1:1"), 1, rules.RAID)
    own = GAME.describe(state, Action.of(rules.TARGET, slot="1:1"))
    assert own.default and own.gesture == Gesture("slot:1:1", "slot:1:1", "token:1")
    other = GAME.describe(state, Action.of(rules.TARGET, slot="2:1"))
    assert other.gesture == Gesture("slot:1:1", "slot:2:1", "token:1") and not other.default
    assert GAME.describe(state, Action.of(rules.RAID)).gesture is None


def test_duel_buttons_have_clear_labels():
    state = play(play(duel_setup(), 1, rules.DRAW), 1, rules.DUEL_DRAW_ACTION)
    labels = [GAME.describe(state, a).label for a in GAME.legal_actions(state, 1)]
    assert labels == ["Play an Upper Hand over Player 3 (−5 to them; 1 left)", "Concede the duel"]
    assert all(GAME.describe(state, a).gesture is None for a in GAME.legal_actions(state, 1))
    assert GAME.view(state, None).headline == "Duel: Player 2 5 – Player 3 7"


def test_reward_and_sheet_labels():
    state = begin()
    text = GAME.describe(state, Action.of(rules.REWARD, choice="upper", over=2)).label
    assert text == "Take an Upper Hand over Player 3"
    state = play(GAME.create(setup()), 0, rules.DEAL_GRID)
    for seat in range(3):
        state = play(state, seat, rules.DRAW_FIRST)
    info = GAME.describe(state, Action.of(rules.SHEET, field="power", text=""))
    assert info.text_prompt and "Spades" in info.text_prompt and "e.g." in info.text_prompt


def test_hint_names_who_acts():
    state = GAME.create(setup())
    assert "Player 1" in GAME.view(state, None).hint
    state = begin()
    assert GAME.view(state, None).hint.startswith("Player 2")


# -- prompts -------------------------------------------------------------------------

def test_prompts_are_coloured_by_suit_theme():
    state = begin()
    _, events = act(state, 1, rules.ENTER, slot="1:1")  # the A♠ room
    prompt = [e.prompt for e in events if e.prompt and e.prompt.trigger == "room"][0]
    assert prompt.colour == "#8b1e1e" and "savage" in prompt.text and prompt.seat == 1


def test_every_storytelling_trigger_appears_in_bot_games():
    seen = set()
    for seed in range(12):
        match = Match(GAME, make_setup(GAME, 4, seed))
        match.run_bots()
        for _, ev in match.events():
            if ev.prompt:
                seen.add(ev.prompt.trigger)
                assert ev.prompt.text and ev.prompt.colour
    assert seen == ALL_TRIGGERS


# -- story ---------------------------------------------------------------------------

def _player_2_is_vesna(**sheet: str) -> Match:
    """Dealt, first player drawn, Player 2's sheet written (name Vesna and
    ``sheet``), every sheet done and Player 2 in at corner 1:1."""
    match = Match(GAME, setup())
    match.play(0, Action.of(rules.DEAL_GRID))
    for seat in range(3):
        match.play(seat, Action.of(rules.DRAW_FIRST))
    for field, text in {"name": "Vesna", **sheet}.items():
        match.play(1, Action.of(rules.SHEET, field=field, text=text))
    for seat in (1, 2, 0):
        match.play(seat, Action.of(rules.SHEET_DONE))
    match.play(1, Action.of(rules.ENTER, slot="1:1"))
    return match


def test_story_tells_rooms_with_their_narration_in_order():
    match = _player_2_is_vesna(power="blades")
    match.narrate("Through the sewer grate.", 1, "entry")
    match.narrate("Three thugs with chains.", 1, "room")
    match.play(2, Action.of(rules.ENTER, slot="9:3"))
    match.narrate("A lift full of men in suits.", 2, "room")
    sections = dict(GAME.story_sections(match.state, match.journal))
    assert "**Vesna** (played by Player 2)" in sections["The cast"]
    assert "blades" in sections["The cast"]
    heist = sections["The heist"]
    order = [heist.index(t) for t in ("gets into the complex at corner 1:1", "Through the sewer grate.",
                                      "opens the A♠ room", "Three thugs with chains.",
                                      "Player 3 opens the A♥ room",
                                      "A lift full of men in suits.")]
    assert order == sorted(order)
    # the final grid is a picture of the 27 rooms, not a text grid in ``` fences
    assert "The final grid" not in sections and "```" not in "".join(sections.values())
    (picture,) = GAME.story_pictures(match.state)
    assert len(picture.focus) == SLOTS and picture.paths == ()  # nobody has the Disk yet
    assert picture.view.zone("slot:1:1").cards[0].id == "AS"


def test_narration_is_credited_to_whoever_wrote_it():
    # Player 3 (seat 2) narrates Vesna's room: the quote is hers, not Vesna's.
    match = _player_2_is_vesna()
    match.narrate("Three thugs with chains.", 2, "room")
    match.narrate("Vesna smiles.", 1, "entry")
    heist = dict(GAME.story_sections(match.state, match.journal))["The heist"]
    assert "> Three thugs with chains.\n>\n> — *Player 3*" in heist
    assert "> Vesna smiles.\n>\n> — *Player 2, Vesna's player*" in heist


def test_story_tells_turning_points_not_every_move_and_counts_rounds():
    from cardtable.app.summary import build_summary, to_html, to_markdown

    match = Match(GAME, make_setup(GAME, 4, 3))
    match.run_bots()
    assert match.over
    state = match.state
    md = to_markdown(build_summary(match))
    rounds = state.round
    assert f"The game ran for {rounds} round{'s' if rounds != 1 else ''}" in md
    for absent in ("```", "Story prompt", "The complex lies dark", "draws for first player", "answering"):
        assert absent not in md
    heist = dict(GAME.story_sections(state, match.journal))["The heist"]
    raids = sum(1 for m in state.history if m.kind in ("raid-won", "raid-lost"))
    assert raids > 10 and "gets through (" not in heist and "is stopped (" not in heist  # counted, not told
    assert all(f"**Round {m.round}.**" in heist for m in state.history if m.kind in ("mission", "duel"))
    assert "| Heroine | Rooms opened |" in dict(GAME.story_sections(state, match.journal))["The tally"]
    assert "<table" in to_html(build_summary(match))  # the tally is a real table, not pipes


def test_the_disk_route_is_drawn_over_the_grid():
    state = attrs.evolve(begin(), mission=(0, 2, 0))
    state = reveal(put(turn(state, 1), 1, "2:2"), "3:2")
    state = play(play(state, 1, rules.RAID), 1, rules.TARGET, slot="3:2")
    state = play(play(stack(state, "KD"), 1, rules.DRAW), 1, rules.MOVE, slot="4:2")
    state = play(state, 1, rules.REWARD, choice="mission")  # the Disk, at 4:2
    state = reveal(turn(state, 1), "6:2")
    state = play(play(state, 1, rules.EVADE), 1, rules.FLIP, slot="5:2")  # passes over the centre...
    state = play(state, 1, rules.MOVE, slot="6:2")  # ...to 6:2
    assert state.disk_trail == tuple(slot_index(c, 2) for c in (4, 5, 6))
    (picture,) = GAME.story_pictures(state)
    assert picture.paths[0].zones == ("slot:4:2", "slot:5:2", "slot:6:2")
    assert "Disk's route" in picture.caption
    assert "the Disk made 2 moves" in dict(GAME.story_sections(state, []))["The Disk"]


def test_story_has_escape_and_epilogues():
    state = attrs.evolve(begin(), disk=1)
    state = reveal(put(turn(state, 1), 1, "3:2"), "4:2")
    state = play(play(state, 1, rules.EVADE), 1, rules.FLIP, slot="4:2")
    state = play(state, 1, rules.MOVE, slot="5:2")
    journal = [JournalEntry(state.moves, "Out through the roof.", 1, "win"),
               JournalEntry(state.moves, "She retired to Lisbon.", 2, "epilogue"),
               JournalEntry(state.moves, "The world changed.", 1, "epilogue-winner")]
    sections = dict(GAME.story_sections(state, journal))
    assert "Out through the roof." in sections["The escape"]
    epi = sections["Epilogues"]
    assert epi.index("Lisbon") < epi.index("The world changed.")
    assert "Lisbon" not in sections["The heist"]


# -- bot ---------------------------------------------------------------------------------

def test_bot_takes_mission_points_then_upper_hands_over_the_disk_holder():
    state = play(duel_setup(), 1, rules.DRAW)
    state = attrs.evolve(state, disk=None, duel=None, duel_queue=(), pos=(None, 1, None), phase=rules.RAID_MOVE)
    state = play(state, 1, rules.MOVE, slot="3:1")
    assert bot.choose(state, 1, random.Random(1)) == Action.of(rules.REWARD, choice="mission")
    state = attrs.evolve(state, disk=0, pos=(5, 2, None))
    assert bot.choose(state, 1, random.Random(1)) == Action.of(rules.REWARD, choice="upper", over=0)


def test_bot_with_the_disk_evades_onto_the_centre():
    state = attrs.evolve(begin(), disk=1)
    state = reveal(put(turn(state, 1), 1, "3:2"), "4:2")
    rng = random.Random(3)
    a = bot.choose(state, 1, rng)
    assert a == Action.of(rules.EVADE)
    state = play(state, 1, a.kind)
    a = bot.choose(state, 1, rng)
    assert a == Action.of(rules.FLIP, slot="4:2")
    state = play(state, 1, rules.FLIP, slot="4:2")
    assert bot.choose(state, 1, rng) == Action.of(rules.MOVE, slot="5:2")


def test_bot_duel_sense():
    state = play(play(duel_setup(), 1, rules.DRAW), 1, rules.DUEL_DRAW_ACTION)  # 5 against 7
    rng = random.Random(0)
    assert bot.choose(state, 1, rng) == Action.of(rules.UPPER_HAND)  # one Upper Hand turns it
    poor = attrs.evolve(state, upper=((0, 0, 0), (0, 0, 0), (0, 1, 0)))
    assert bot.choose(poor, 1, rng) == Action.of(rules.CONCEDE)
    state = play(state, 1, rules.UPPER_HAND)
    assert bot.choose(state, 1, rng) == Action.of(rules.PASS)  # ahead
    hopeless = attrs.evolve(state, duel=attrs.evolve(state.duel, cards=("AD", "KD"), bidder=1))
    # 1 against 16 − 5 = 11: one more Upper Hand would not turn it, so it keeps them
    assert bot.choose(attrs.evolve(hopeless, upper=((0, 0, 0), (0, 0, 1), (0, 1, 0))), 1, rng) == \
        Action.of(rules.CONCEDE)


def test_bots_usually_escape_well_before_the_round_limit():
    escapes = 0
    for seed in range(20):
        match = Match(GAME, make_setup(GAME, 3, seed))
        match.run_bots()
        assert match.over
        escapes += match.state.end_reason == "escape"
    assert escapes >= 18


def test_bot_beats_random_players():
    wins = 0
    games = 24
    for seed in range(games):
        match = Match(GAME, make_setup(GAME, 3, seed, {"round_cap": 40}))
        rng = random.Random(seed)
        while not match.over:
            seat = match.to_act()[0]
            if seat == 0:
                action = GAME.bot(match.state, 0, rng)
            else:
                action = rng.choice(match.legal(seat))
            match.play(seat, action)
        wins += 0 in match.result.winners
    assert wins >= games * 2 // 3


def test_slots_helpers():
    assert slot_index(5, 2) == CENTRE and SLOTS == 27
    assert table.slot_xy(0) == (table.LEFT, table.TOP)


def test_chart_follows_mission_points_and_the_disk():
    match = Match(GAME, make_setup(GAME, 3, 5))
    match.run_bots()
    states = [match.initial] + [s.state for s in match.steps]
    data = GAME.chart(states)
    assert data is not None and len(data.series) == 3
    for name, ys in data.series:
        assert len(ys) == len(data.x) and ys[0] == 0.0
    winner = match.result.winners[0]
    assert data.series[winner][1][-1] >= 3.0


def test_a_card_drawn_for_a_raid_or_duel_lies_face_up_until_the_next_move():
    """Everyone sees the card a raid or a duel was decided by: it lies face up
    beside the discard until the next move, then goes face down on it."""
    seen = {"raid-result": 0, "duel-draw": 0}
    for seed in range(12):
        m = Match(GAME, make_setup(GAME, 4, seed))
        while not m.over and min(seen.values()) < 2:
            _check_drawn_cards(m, seen)
    assert min(seen.values()) >= 2, seen


def _check_drawn_cards(m, seen) -> None:
    from cardtable.engine.knowledge import visible_ids

    kinds = {ev.kind for ev in m.play_bot(m.bot_seat())}
    public = m.view(None)
    shown = visible_ids(public)
    drew = kinds & set(seen)
    for kind in drew:
        seen[kind] += 1
    duel = set(m.state.duel.cards) if m.state.phase == rules.DUEL_BID else set()
    if drew:
        drawn = {c for _, c in m.state.just_drawn}
        assert drawn and drawn <= shown
        zone = public.zone(table.FIRST_ZONE)
        assert zone.label in ("Just drawn", "Duel cards") and {c.id for c in zone.cards} == drawn | duel
        assert len(public.zone(table.DISCARD_ZONE).cards) + len(drawn | duel) == len(m.state.discard)
    else:
        assert not m.state.just_drawn
        # a discarded card goes face down at the next move; a duel's stay up until it is decided
        assert shown & set(m.state.discard) == duel & set(m.state.discard)


def test_a_duels_cards_stay_face_up_until_the_duel_is_decided():
    """Whoever must pass, play an Upper Hand or concede sees the two cards
    that decide it, however many moves the bidding takes."""
    state = play(play(duel_setup(), 1, rules.DRAW), 1, rules.DUEL_DRAW_ACTION)
    pair = state.duel.cards
    state = play(play(state, 1, rules.UPPER_HAND), 1, rules.PASS)  # 5 against 7 - 5: Player 3 must answer
    assert state.phase == rules.DUEL_BID and rules.actor(state) == 2 and not state.just_drawn
    public = GAME.view(state, None)
    zone = public.zone(table.FIRST_ZONE)
    assert zone.label == "Duel cards"
    assert [(c.id, c.note) for c in zone.cards] == [(pair[0], "Player 2"), (pair[1], "Player 3")]
    assert len(public.zone(table.DISCARD_ZONE).cards) == len(state.discard) - 2
    state = play(state, 2, rules.CONCEDE)
    assert state.phase != rules.DUEL_BID and GAME.view(state, None).zone(table.FIRST_ZONE).cards == ()


def test_halfway_through_an_evade_the_token_is_not_on_the_room_it_slips_past():
    """Player 3 stands on the room Player 2 slips past: the public table
    keeps Player 2's token on the room she set out from (no Duel there, she
    never stops), and the drag that lands her starts from there."""
    state = put(put(turn(begin(), 1), 1, "1:1"), 2, "2:1", face_up=False)
    state = play(play(state, 1, rules.EVADE), 1, rules.FLIP, slot="2:1")
    assert state.phase == rules.EVADE_MOVE
    public = GAME.view(state, None)

    def tokens(view, zone):
        return [c.id for c in view.zone(zone).cards if c.kind == "token"]

    assert tokens(public, "slot:2:1") == ["token:2"]
    assert tokens(public, "slot:1:1") == ["token:1"] and public.zone("slot:1:1").highlight
    assert not public.zone("slot:2:1").highlight
    assert GAME.describe(state, Action.of(rules.MOVE, slot="2:2")).gesture == Gesture("slot:1:1", "slot:2:2", "token:1")
    assert "2:1" in public.hint  # the hint names the room she slips past
    state = play(state, 1, rules.MOVE, slot="2:2")
    landed = GAME.view(state, None)
    assert tokens(landed, "slot:2:2") == ["token:1"] and tokens(landed, "slot:1:1") == []
