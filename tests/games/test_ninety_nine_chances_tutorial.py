"""The rulebook's worked example (Western Heist), replayed from a stacked deck."""

from __future__ import annotations

import pytest

from cardtable.engine.match import Match
from cardtable.engine.protocol import Action
from cardtable.games import get_game
from cardtable.games.ninety_nine_chances import rules, tutorial
from cardtable.games.ninety_nine_chances.tutorial import DEAN, JEFF, NICOLE, PETER, SEAN

GAME = get_game("99-chances")


def play_tutorial(finale: str = "63") -> Match:
    """The example; with another Finale the endings follow the new order."""
    match = Match(GAME, tutorial.tutorial_setup(finale))
    for seat, action in tutorial.tutorial_actions():
        if action.kind == rules.A_ENDING:
            break
        match.play(seat, action)
    while not match.over:
        seat = match.to_act()[0]
        match.play(seat, Action.of(rules.A_ENDING, text=tutorial.ENDINGS[seat]))
    return match


@pytest.fixture(scope="module")
def match() -> Match:
    return play_tutorial()


def word(state, card, mode):
    return state.deck.word(card, mode)


def test_script_replays_exactly():
    match = Match(GAME, tutorial.tutorial_setup())
    for seat, action in tutorial.tutorial_actions():
        match.play(seat, action)
    assert match.over and match.state.hero == JEFF


def test_theme_and_lead(match):
    s = match.state
    assert [word(s, c, "theme") for c in s.theme] == ["Western", "Heist"]
    assert s.consensus and s.lead == PETER and s.theme_seat == PETER
    assert word(s, "38", "resource") == "nourish"
    assert "38" in s.resources[PETER]


def test_revealed_cards_read_as_in_the_example(match):
    s = match.state
    resources = {"34": "comfort", "23": "hope", "41": "generosity", "81": "earned", "46": "caring"}
    for card, text in resources.items():
        assert word(s, card, "resource") == text
    assert word(s, "42", "problem") == "greed"
    assert word(s, "74", "problem") == "selfish"
    assert word(s, "36", "problem") == "broken" and word(s, "36", "resource") == "repaired"
    assert word(s, "84", "problem") == "decrepitude" and word(s, "84", "resource") == "youth"


def test_setup_rounds(match):
    s = match.state
    resources = [p for p in s.placed if p.kind == "resource"]
    problems = [p for p in s.placed if p.kind == "problem"]
    assert [word(s, p.card, "resource") for p in resources] == [
        "order", "technology", "mobility", "confidence", "cooperation"]
    assert [(word(s, p.card, "problem"), p.other) for p in problems] == [
        ("savagery", SEAN), ("noise", PETER), ("decrepitude", NICOLE), ("denial", JEFF), ("broken", DEAN)]


def test_medians_and_outcomes(match):
    plans = match.state.plans
    assert [p.storyteller for p in plans] == [PETER, DEAN, JEFF, NICOLE, SEAN]
    assert [p.median for p in plans] == list(tutorial.MEDIANS)
    assert [p.median_seat for p in plans] == [SEAN, JEFF, SEAN, DEAN, JEFF]
    assert [p.flip for p in plans] == ["42", "9", "53", "52", "74"]
    assert [p.success for p in plans] == list(tutorial.SUCCESSES)


def test_problems_after_storytelling(match):
    s = match.state
    assert s.problems[PETER] == ("29", "42")  # noise, greed
    assert s.problems[DEAN] == ()  # broken was repaired
    assert "36" in s.resources[DEAN]
    assert s.problems[JEFF] == ("47", "53")
    assert s.problems[NICOLE] == ()
    assert "84" in s.resources[NICOLE]
    assert s.problems[SEAN] == ("15", "74")


def test_climax_finale_63_and_hero(match):
    s = match.state
    assert s.tied == (DEAN, JEFF, SEAN)
    assert s.climax_lead == SEAN
    assert s.finale == "63"
    assert s.hero == JEFF
    assert s.outcomes == ("drew", "drew", "hero", "drew", "lost")
    assert [len(r) for r in s.resources] == [3, 4, 6, 3, 0]
    assert s.endings == ("happy", "happy", "happy", "happy", "tragic")
    assert match.result.winners == (JEFF,)


def test_notes_follow_the_cards(match):
    s = match.state
    assert s.note_on("27") == "Sheriff"
    assert s.note_on("38") == "Chili cook-off champion"
    assert s.note_on("34") == ""  # Sean lost comfort at the Finale: the note went with it
    assert any(n.card == "77" and n.text == "" for n in s.note_log)  # wiped...
    assert any(n.card == "77" and n.text.startswith("Honorary") for n in s.note_log)  # ...and rewritten


def test_alternative_finale_40_makes_peter_the_hero():
    s = play_tutorial("40").state
    assert s.hero == PETER
    assert s.outcomes == ("hero", "lost", "lost", "drew", "lost")
    assert len(s.resources[PETER]) == 4 and len(s.resources[NICOLE]) == 3


def test_alternative_finale_20_everybody_loses():
    s = play_tutorial("20").state
    assert s.hero is None
    assert all(o == "lost" for o in s.outcomes)
    assert all(r == () for r in s.resources)
    assert s.phase == rules.OVER
    assert len(s.winners) == 5  # a shared (empty-handed) win


def test_story_summary_tells_the_example(match):
    sections = dict(GAME.story_sections(match.state, match.journal))
    assert "Western + Heist" in sections["The Story Meeting"]
    assert "**Jeff became the Hero**" in sections["The Climax"]
    assert "**63**" in sections["The Climax"]
    assert "Saddle" in sections["The Storytelling"]
    assert "tragic ending" in sections["Denouement"]
    assert "Victory" not in sections  # who won is the summary's outcome, told once (issue 24)


def test_journal_narration_is_woven_into_the_story():
    from cardtable.engine.journal import JournalEntry

    m = play_tutorial()
    plans = m.state.plans
    journal = [
        JournalEntry(plans[0].at + 7, "The girl tips the chili out of the window.", SEAN),  # after the flip
        JournalEntry(m.state.finale_at, "The town is saved.", JEFF),
        JournalEntry(0, "Before anything happened.", None),
    ]
    sections = dict(GAME.story_sections(m.state, journal))
    story = sections["The Storytelling"]
    assert "chili out of the window" in story
    assert story.index("chili out of the window") > story.index("greed")  # after Peter's outcome
    assert story.index("chili out of the window") < story.index("**Dean** tackled")
    assert "*Jeff:* The town is saved." in sections["Denouement"]
    assert "Before anything happened." in sections["More from the table"]


def test_tutorial_record_round_trips(match):
    from tests.game_properties import check_replay

    check_replay(GAME, match)


def test_tutorial_notes_say_what_the_replay_does():
    notes = " ".join(tutorial.NOTES.split())
    # a Finale of 41 is already in play (generosity): the notes must not promise it
    with pytest.raises(ValueError, match="twice"):
        tutorial.tutorial_setup("41")
    assert "A Finale of 41 cannot" in notes and "41: Peter is the Hero" not in notes
    s = play_tutorial("40").state
    assert s.hero == PETER and "Peter has 4 (printed 6) and Nicole 3 (printed 4)" in notes
    assert len(s.resources[PETER]) == 4 and len(s.resources[NICOLE]) == 3
    # printed counts: one higher for most, two for Nicole
    assert "two higher for Nicole" in notes and "are one higher than" not in notes
