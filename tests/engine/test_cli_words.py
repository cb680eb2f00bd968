"""What the command line and the rules pages say to a player: option values
read by each option's own kind, `replay` in the table's own words (never the
ids the program uses), `simulate` with the figures the README promises, and
rules pages that name only keys the app handles and no source-tree path."""

from __future__ import annotations

import json
import random
import re

import pytest

from cardtable.app.cli import main
from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.engine.record import save_record
from cardtable.games import all_games

GAMES = all_games()


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def _option_words():
    """(game, key, word) for every value every option of every game can be
    given on the command line: each choice as written, on/off, a number."""
    for game in GAMES.values():
        for spec in game.options:
            if spec.kind == "choice":
                words = [str(c) for c in spec.choices]
            elif spec.kind == "bool":
                words = ["on", "off"]
            elif spec.kind == "int":
                words = [str(spec.default)]
            else:
                continue
            for word in words:
                yield pytest.param(game.id, spec.key, word, id=f"{game.id}-{spec.key}={word}")


@pytest.mark.parametrize("game_id,key,word", list(_option_words()))
def test_every_option_value_is_read_by_its_own_kind(capsys, game_id, key, word):
    game = GAMES[game_id]
    code, out, err = run(capsys, "simulate", game_id, "--players", str(game.default_players), "--games", "1",
                         "--jobs", "1", "--json", "--option", f"{key}={word}")
    assert code == 0, err
    spec = next(s for s in game.options if s.key == key)
    chosen = json.loads(out)["options"][key]
    if spec.kind == "choice":
        assert chosen == word and isinstance(chosen, str)
    elif spec.kind == "bool":
        assert chosen is (word == "on")
    else:
        assert chosen == int(word)


def test_a_sweep_reads_choices_as_the_choices_they_name(capsys):
    code, out, err = run(capsys, "sweep", "ninety-nine", "--players", "3", "--option", "decks=1,2",
                         "--games", "2", "--jobs", "1")
    assert code == 0, err
    assert "decks=1" in out and "decks=2" in out


def _finished_and_halfway(game_id: str, seed: int = 4) -> list[Match]:
    game = GAMES[game_id]
    players = tuple(PlayerSpec(n, True) for n in ("Ann", "Bea", "Cy", "Dee")[:max(3, game.min_players)])
    done = Match(game, Setup(players, {}, seed))
    done.run_bots()
    half = Match(game, Setup(players, {}, seed))
    for _ in range(len(done.steps) // 2):
        half.play_bot(half.bot_seat())
    return [done, half]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_replay_prints_the_tables_words_never_ids(capsys, tmp_path, game_id):
    for k, match in enumerate(_finished_and_halfway(game_id)):
        path = tmp_path / f"{k}.cardtable"
        save_record(path, match.record())
        code, out, err = run(capsys, "replay", str(path))
        assert code == 0, err
        view = match.view(None)
        words = set(re.split(r"[\s,()]+|: ", out))
        ids = {z.id for z in view.zones}
        for zone in view.zones:
            for card in zone.cards:
                if card.id is not None:
                    shown = card.face and (card.face.big or card.face.title)
                    if card.id != shown:
                        ids.add(card.id)
        leaked = sorted(ids & words)
        assert not leaked, f"{game_id} replay shows internal ids {leaked}:\n{out}"
        layout = match.layout(None)
        for spec in layout.zones:
            caption = {z.id: z.label for z in view.zones}.get(spec.id) or spec.label
            if caption:
                assert " ".join(caption.split()) in out


def test_the_chance_of_a_plan_reads_right_whatever_the_number():
    """"a 80 in 100 chance": no article is put before a number (an 80, an 11,
    an 18 but a 79), whichever the median is."""
    game = GAMES["99-chances"]
    found = []
    for seed in range(1, 60):
        match = Match(game, Setup(tuple(PlayerSpec(n, True) for n in ("Ann", "Bea", "Cy", "Dee")), {}, seed))
        match.run_bots()
        for _, ev in match.events():
            if ev.kind == "median" and re.search(r"The median is (8\d?|11|18)\b", ev.text_for(None)):
                found.append(ev.text_for(None))
        if found:
            break
    assert found, "no Plan with a median read with 'an' in 60 seeded games"
    for text in found:
        assert not re.search(r"\ba (8\d?|11|18)\b", text), text


def test_simulate_prints_the_spread_and_round_limit_and_win_rates(capsys):
    args = ("simulate", "chicks-with-disks", "--players", "3", "--games", "20", "--jobs", "1",
            "--option", "round_cap=3")
    code, out, err = run(capsys, *args)
    assert code == 0, err
    code, js, err = run(capsys, *args, "--json")
    figures = json.loads(js)
    assert figures["round_limit"] > 0 and any(w != int(w) for w in figures["wins_by_seat"])
    assert f"{figures['mean_score_spread']:.2f}" in out and "spread" in out
    assert re.search(rf"round limit: {figures['round_limit']} games", out)
    for seat, rate in enumerate(figures["win_rate_by_seat"], start=1):
        assert f"seat {seat}: won {rate:.1%}" in out
    assert not re.search(r"\d\.\d+ wins", out), out  # a shared win is a share of a rate, not "36.833 wins"


KEYS_THE_APP_HANDLES = {"Left", "Right", "Up", "Down", "Enter", "Return", "Space", "Ctrl+Z", "Ctrl+Shift+Z",
                        "Ctrl+Y", "Tab", "Esc", "Escape", *"1234567890"}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_rules_pages_name_only_keys_the_app_handles_and_no_source_paths(game_id):
    text = GAMES[game_id].rules_text
    assert not re.search(r"cardtable/|\w+/\w+\.(?:py|csv|md)\b", text), "the rules page names a source-tree path"
    # a capital letter named as a key ("D draws", "Ctrl+Z undoes")
    for key in re.findall(r"(?:Ctrl\+(?:Shift\+)?)?\b[A-Z]\b(?= (?:draws|plays|passes|undoes|ends|takes))", text):
        assert key in KEYS_THE_APP_HANDLES, f"{game_id}'s rules page names the key {key}, which nothing handles"
