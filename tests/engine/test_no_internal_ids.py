"""Internal ids never reach players, and Chicks' words follow the table
(issue 24, item 8): along bot games of every game, at three players and at
the most, no caption, label, players-list line, hint or headline holds a
zone or token id (``psych:0``, ``slot:1:1``, ``token:1``, ``home:0``), and
every zone has words the table list can show."""

from __future__ import annotations

import random
import re

import pytest

from cardtable.engine.match import Match
from cardtable.engine.protocol import PlayerSpec, Setup
from cardtable.games import all_games
from cardtable.games.chicks_with_disks import rules as chicks
from cardtable.games.chicks_with_disks import table as chicks_table
from cardtable.games.chicks_with_disks.grid import CENTRE

GAMES = all_games()
ID = re.compile(r"\b[A-Za-z][A-Za-z_-]*:\d")


def _cases():
    for gid, game in sorted(GAMES.items()):
        for n in sorted({max(3, game.min_players), game.max_players}):
            yield pytest.param(gid, n, id=f"{gid}-{n}")


def _texts(match: Match, viewer):
    view = match.view(viewer)
    layout = match.layout(viewer)
    specs = {z.id: z for z in layout.zones}
    for z in view.zones:
        spec = specs.get(z.id)
        shown = z.label or (spec.label if spec is not None else "")
        yield f"zone {z.id}", shown, True
        for c in z.cards:
            yield f"card in {z.id}", c.label, False
            yield f"tooltip in {z.id}", c.tooltip, False
    for spec in layout.zones:
        yield f"layout {spec.id}", spec.label, False
    for s in view.seats:
        for line in s.lines:
            yield f"seat {s.seat}", line, False
    yield "hint", view.hint, False
    yield "headline", view.headline, False


@pytest.mark.parametrize("gid,n", list(_cases()))
def test_no_internal_id_is_shown(gid, n):
    game = GAMES[gid]
    setup = game.normalise(Setup(tuple(PlayerSpec(f"P{i + 1}", bot=True) for i in range(n)), {}, 7))
    m = Match(game, setup)
    rng = random.Random(3)
    problems = []
    for move in range(160):
        if m.over:
            break
        for viewer in (None, move % n):
            for where, text, needed in _texts(m, viewer):
                if needed and not text.strip():
                    problems.append(f"move {move}: {where} has no words for the table list")
                if ID.search(text or ""):
                    problems.append(f"move {move}: {where} shows {text!r}")
        seat = m.to_act()[rng.randrange(len(m.to_act()))]
        m.play(seat, game.bot(m.state, seat, rng))
    assert not problems, "\n".join(dict.fromkeys(problems))


# -- Chicks With Disks ------------------------------------------------------------

def _chicks_game(seed: int = 1, moves: int = 400):
    game = GAMES["chicks-with-disks"]
    setup = game.normalise(Setup(tuple(PlayerSpec(f"Player {i + 1}", bot=True) for i in range(3)), {}, seed))
    m = Match(game, setup)
    rng = random.Random(seed)
    states = [m.state]
    for _ in range(moves):
        if m.over:
            break
        seat = m.to_act()[0]
        m.play(seat, game.bot(m.state, seat, rng))
        states.append(m.state)
    return game, states


def test_chicks_words_follow_the_table():
    game, states = _chicks_game()
    mid = [st for st in states if st.phase not in (chicks.DEAL, chicks.FIRST_DRAW, chicks.SHEETS, chicks.OVER)]
    assert mid
    layout = game.layout(3, {}, None)
    first = layout.spec(chicks_table.FIRST_ZONE)
    for st in mid:
        view = game.view(st, None)
        # the headline says who moves now, never a contest already settled
        if st.phase != chicks.DUEL_BID:
            assert view.headline.endswith(f"{chicks.name(st, chicks.actor(st))} to move"), view.headline
        # the row beside the piles is not called the draw for first player mid-game
        z = view.zone(chicks_table.FIRST_ZONE)
        assert "first" not in (z.label or first.label).lower(), z.label
        # the discard's caption counts the cards lying in it
        pile = view.zone(chicks_table.DISCARD_ZONE)
        assert pile.label == f"Discard ({len(pile.cards)})"
        # Mission Points are on the table, under each seat's home
        for s in range(st.n):
            assert f"{st.mission[s]} MP" in view.zone(chicks_table.home_zone(s)).label
    # the slot labelled Centre is the Centre wherever the table names it
    centre = [st for st in states if st.pos and CENTRE in st.pos]
    assert centre, "no token reached the Centre in this game"
    for st in centre:
        s = st.pos.index(CENTRE)
        lines = game.view(st, None).seats[s].lines
        assert "Token at the Centre" in lines, lines


def test_chicks_initials_are_letters():
    assert chicks_table._initials("Bea 'Bee' Smith") == "BBS"
    assert chicks_table._initials("B'Elanna Torres") == "BT"
    assert chicks_table._initials("“Ann” 2") == "A2"
