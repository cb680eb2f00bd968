"""Words are the reader's, play is not: a game played in German goes through
the same states, makes the same record and the same save as in English, and
every text a game writes in German is whole (no placeholder left unfilled,
no format error)."""

from __future__ import annotations

import json
import random

import pytest

from cardtable.engine import i18n
from cardtable.games import all_games
from tests.game_properties import make_setup, random_play

GAMES = sorted(all_games())


def _texts(game, match) -> list[str]:
    """Every text the game writes about ``match``: its events for each seat,
    the descriptions of every legal move, the views' words, the result."""
    out = []
    for _index, event in match.events():
        out += [event.text] + [event.text_for(seat) for seat in event.private_to]
    state = match.state
    for seat in match.to_act():
        out += [game.describe(state, action).label for action in match.legal(seat)]
    for viewer in [None, *range(match.setup.count)]:
        view = game.view(state, viewer)
        out.append(repr(view))  # whole (no placeholder left anywhere), and its words one by one:
        out += [view.hint, view.headline, *(z.label for z in view.zones)]
        out += [line for seat in view.seats for line in seat.lines]
        out += [c.tooltip for z in view.zones for c in z.cards if c.tooltip]
    result = game.result(state)
    if result is not None:
        out.append(result.summary)
    if game.story_sections is not None:
        out += [f"{heading}\n{body}" for heading, body in game.story_sections(state, ())]
    if game.story_pace is not None:
        out.append(game.story_pace(state))
    return out


def _printed_words(game, match) -> set[str]:
    """The words printed on the cards (which stay as printed), the players'
    names and the game's title: every word of them, lowered."""
    from tests.gui.test_german_window import _WORD

    out: set[str] = set()
    fields = [game.title, *match.setup.names]
    for step_state in [match.initial, *(s.state for s in match.steps)][::7] + [match.state]:
        for viewer in [None, *range(match.setup.count)]:
            for zone in game.view(step_state, viewer).zones:
                for card in zone.cards:
                    if card.face is not None:
                        fields += [card.face.title, card.face.top, card.face.bottom, card.face.big]
    for field in fields:
        for word in _WORD.findall(field or ""):
            out |= {word.lower(), *(part.lower() for part in word.split("-"))}
    return out


def _play(game, seed: int, language: str):
    i18n.set_language(language)
    try:
        setup = make_setup(game, game.default_players, seed)
        match = random_play(game, setup, random.Random(seed), use_bot_every=3, check_every_move=True)
        record = match.record().to_json()
        record.pop("created", None)  # the clock's, not the game's
        record.pop("uid", None)  # drawn at random for each game (the statistics tell games apart by it)
        return match, _texts(game, match), json.dumps(record, sort_keys=True)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_plays_the_same_in_any_language(game_id):
    """In German too; where the game speaks German (a catalogue of its own),
    no English is left in its texts. An English-only game plays the same
    in a German window, in English."""
    game = all_games()[game_id]
    for seed in (1, 2):
        english, english_texts, english_record = _play(game, seed, "en")
        german, german_texts, german_record = _play(game, seed, "de")
        assert [s.state for s in german.steps] == [s.state for s in english.steps], "a state holds words"
        assert german_record == english_record, "the record depends on the language"
        for text in german_texts:
            assert "{" not in text.replace("{{", "") or "}" not in text, f"a placeholder left in {text!r}"
        if "de" not in game.languages:
            continue  # English-only: its own words stay English
        from tests.gui.test_german_window import english_in

        printed = _printed_words(game, german)
        english = sorted({text[:140] for text in german_texts if not text.startswith("TableView(")
                          and english_in(text, printed)})
        assert not english, f"English in {game.title}'s German texts:\n" + "\n".join(english[:25])


def test_the_language_is_chosen_from_what_is_asked_or_the_system(monkeypatch):
    assert i18n.pick_language("de") == "de" and i18n.pick_language("de_AT.UTF-8") == "de"
    assert i18n.pick_language("fr") == "en" and i18n.pick_language("C") == "en"
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LC_MESSAGES", "")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.pick_language(None) == "de" and i18n.pick_language("") == "de"


@pytest.mark.every_game
def test_rules_pages_come_in_the_language_set():
    """In each language a game speaks (its catalogues say which), its rules
    page is its own (RULES.<code>.md); in any other, the English page."""
    for game_id in GAMES:
        game = all_games()[game_id]
        english = game.rules_page()
        assert english == game.rules_text
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            try:
                page = game.rules_page()
            finally:
                i18n.set_language("en")
            if code == i18n.SOURCE_LANGUAGE or code not in game.languages:
                assert page == english, f"{game.title} in {code}: not the English rules page"
            else:
                assert page != english, f"{game.title} speaks {code} but has no RULES.{code}.md"


def test_a_game_without_a_catalogue_is_english_only(tmp_path, monkeypatch):
    """A game's languages are read from its package: English and each
    ``locale/<code>.po`` there. One without a catalogue is English-only."""
    import sys

    from cardtable.games import all_games as registry

    game = registry()["ninety-nine"]
    assert game.languages == ("en", "de")
    bare = tmp_path / "bare_game"
    (bare / "locale").mkdir(parents=True)
    (bare / "__init__.py").write_text("", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    import attrs

    try:
        assert attrs.evolve(game, package="bare_game").languages == ("en",)
        (bare / "locale" / "fr.po").write_text("", encoding="utf-8")
        assert attrs.evolve(game, package="bare_game").languages == ("en", "fr")
    finally:
        sys.modules.pop("bare_game", None)


def test_an_answered_story_prompt_is_saved_without_its_words(qapp):
    """Narration answering a game's prompt is kept with the prompt's trigger,
    not its words (which are the reader's language): the save is the same
    in English and German, and the story's room is the same."""
    from cardtable.model.session import GameSession
    from cardtable.engine.protocol import PlayerSpec, Setup
    from tests.frontend import answering
    from tests.frontend import play as settle_play

    def play(language: str):
        i18n.set_language(language)
        try:
            game = all_games()["chicks-with-disks"]
            setup = Setup((PlayerSpec("Ann"), PlayerSpec("Bob", bot=True), PlayerSpec("Cy", bot=True)), {}, 3)
            session = GameSession.new(game, setup, bot_delay_ms=0)
            rng = random.Random(3)
            answered = 0
            for _step in range(400):
                if answered >= 2 or session.match.over:
                    break
                for open_prompt in list(session.open_prompts):
                    session.answer(open_prompt, "She smiles.")
                    answered += 1
                session.step_bots_now()
                if session.covered:
                    session.ready()
                elif session.holding is not None:
                    session.pass_on()
                elif session.acting_seat() is not None:
                    seat = session.acting_seat()
                    settle_play(session, seat, game.bot(session.match.state, seat, rng), answering(text="x", choice=0))
            record = session.match.record().to_json()
            session.shutdown()
        finally:
            i18n.set_language("en")
        record.pop("created", None)
        record.pop("uid", None)  # drawn at random for each game
        for entry in record["journal"]:
            entry.pop("time", None)
        return record, answered

    english, told = play("en")
    german, _told = play("de")
    assert told, "no prompt was answered"
    assert german == english
    assert all(not entry.get("prompt") for entry in english["journal"])


@pytest.mark.parametrize("game_id", GAMES)
def test_every_place_word_a_layout_gives_is_translated(game_id):
    """A seat's zone's place word ("your hand") comes from its game's own
    catalogue, or from the engine's where the shared table kit lays the zone
    out, marked where it is laid out."""
    game = all_games()[game_id]
    places = {spec.place for n in range(game.min_players, game.max_players + 1)
              for viewer in (None, 0) for spec in game.layout(n, {}, viewer).zones if spec.place}
    from importlib.resources import files

    from babel.messages.pofile import read_po

    spoken = [code for code in game.languages if code != i18n.SOURCE_LANGUAGE]
    if not spoken:
        pytest.skip(f"{game.title} is English-only: its place words are read as written")
    for code in spoken:
        catalogs = []
        for package in (game.package, "cardtable.engine"):  # the engine's: where the shared table kit lays a zone out
            with files(package).joinpath("locale", f"{code}.po").open("rb") as handle:
                catalogs.append(read_po(handle, locale=code))
        for place in places:
            message = next((found for catalog in catalogs if (found := catalog.get(place, context="place"))), None)
            assert message is not None and message.string, f"{game.title}: place word {place!r} is not in its {code} catalogue"
