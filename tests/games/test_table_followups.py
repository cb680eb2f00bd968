"""Follow-ups from playing the games in a real window (issue 24): hints,
highlights and labels derived from the moves each seat really has."""

from __future__ import annotations

from cardtable.engine.match import Match
from cardtable.games.chicks_with_disks import rules as cwd_rules
from tests.game_properties import make_setup
from tests.games.test_chicks_with_disks_rules import GAME as CWD, duel_setup, play


# -- Chicks With Disks: the duel hint names only what the duellist can do -----------

def _verb(game, state, action) -> str:
    """The word a move's button starts with ("Pass", "Concede", "Play")."""
    return game.describe(state, action).label.split()[0].lower()


def _check_duel_hint(state) -> None:
    from cardtable.engine.protocol import Action

    who = cwd_rules.actor(state)
    legal = {a.kind for a in CWD.legal_actions(state, who)}
    asked = CWD.view(state, None).hint.split("—", 1)[1].lower()
    for kind in (cwd_rules.UPPER_HAND, cwd_rules.PASS, cwd_rules.CONCEDE):
        verb = _verb(CWD, state, Action.of(kind))
        assert (verb in asked) == (kind in legal), (asked, legal)


def test_duel_hint_names_only_the_moves_the_duellist_has():
    state = play(play(duel_setup(), 1, cwd_rules.DRAW), 1, cwd_rules.DUEL_DRAW_ACTION)
    _check_duel_hint(state)
    seen = 0
    for seed in range(6):
        m = Match(CWD, make_setup(CWD, 4, seed))
        while not m.over and seen < 40:
            if m.state.phase == cwd_rules.DUEL_BID:
                _check_duel_hint(m.state)
                seen += 1
            m.play_bot(m.bot_seat())
    assert seen


# -- 9 Lives: only the viewer's own zones look actionable ----------------------------

def _zones_of_moves(game, state, seat) -> set[str]:
    out = set()
    for action in game.legal_actions(state, seat):
        g = game.describe(state, action).gesture
        if g is not None:
            out.update(z for z in (g.src, g.dst) if z)
    return out


def test_nine_lives_only_the_viewers_playable_zones_look_actionable():
    """A zone is drawn as playable only in the view of a seat whose legal
    moves start or end there; a bid place invites a bid ("Bid here") only
    in its owner's view, never in another player's."""
    from cardtable.games import all_games
    from cardtable.games.nine_lives.table import bid_zone

    game = all_games()["9-lives"]
    lit = invited = 0
    for n in (3, 6):
        m = Match(game, make_setup(game, n, n))
        for _ in range(60):
            if m.over or not m.to_act():
                break
            views = [game.view(m.state, v) for v in range(n)]
            for viewer, view in enumerate(views):
                mine = _zones_of_moves(game, m.state, viewer)
                for zone in view.zones:
                    if zone.highlight:
                        assert zone.id in mine, (viewer, zone.id)
                        lit += 1
                if bid_zone(viewer) in mine:
                    own = view.zone(bid_zone(viewer)).label
                    for other, seen in enumerate(views):
                        if other != viewer:
                            assert seen.zone(bid_zone(viewer)).label != own, (viewer, other, own)
                            invited += 1
            m.play_bot(m.to_act()[0])
    assert lit and invited


# -- Snap-fire: passing the bid and letting the card go say how they differ -------------

def _snap_fire_states(n=9, moves=200):
    from cardtable.games import all_games

    game = all_games()["t13-snap-fire"]
    m = Match(game, make_setup(game, n, 4))
    yield game, m.state
    for _ in range(moves):
        if m.over or not m.to_act():
            break
        m.play_bot(m.to_act()[0])
        yield game, m.state


def _words(text: str) -> set[str]:
    import re

    return set(re.findall(r"[a-z]+", text.lower()))


def test_snap_fire_pass_and_let_go_name_what_each_gives_up():
    """Passing gives up the bid; letting the card go gives up the Snap: each
    label carries the word of the move it forgoes (from that move's own
    label), and not the other's."""
    from cardtable.engine.protocol import Action
    from cardtable.games.t13_snap_fire import rules as sf

    both = 0
    for game, state in _snap_fire_states():
        for seat in range(state.count):
            kinds = {}
            for a in game.legal_actions(state, seat):
                kinds.setdefault(a.kind, a)
            if sf.PASS not in kinds or sf.WAIVE not in kinds:
                continue
            ch = kinds[sf.PASS]["character"]
            own = _words(state.chars[ch].name)
            bid_word = (_words(game.describe(state, kinds[sf.BID]).label) - own - {"sway"}
                        - {str(i) for i in range(99)})
            snap_word = _words(game.describe(state, Action.of(sf.SNAP, character=ch)).label) - own
            passing = _words(game.describe(state, kinds[sf.PASS]).label)
            waiving = _words(game.describe(state, kinds[sf.WAIVE]).label)
            assert bid_word & passing and not bid_word & waiving, (passing, waiving)
            assert snap_word & waiving and not snap_word & passing, (passing, waiving)
            both += 1
    assert both


def test_snap_fire_seat_status_follows_the_phase_and_names_once():
    from cardtable.games.t13_snap_fire import rules as sf

    after = 0
    for game, state in _snap_fire_states():
        for seat in game.view(state, 0).seats:
            for line in seat.lines:
                assert not line.startswith(f"{seat.name}:"), line  # the seat's name is its heading
                if state.phase != sf.BIDDING:
                    assert sf.BIDDING not in line, (state.phase, line)
                    after += 1
    assert after


# -- 99 Chances: "your Plan" to its storyteller; sentences start with a capital ---------

def _chances_games(seeds=range(3), n=3):
    from cardtable.games import all_games

    game = all_games()["99-chances"]
    for seed in seeds:
        m = Match(game, make_setup(game, n, seed))
        for _ in range(400):
            if m.over or not m.to_act():
                break
            events = m.play_bot(m.to_act()[0])
            yield game, m, events


def test_chances_storyteller_is_asked_about_her_own_plan_as_yours():
    from cardtable.games.ninety_nine_chances import rules as c99

    asked = 0
    for game, m, _ in _chances_games():
        state = m.state
        if state.phase != c99.EVALUATE or state.plan is None:
            continue
        teller = state.plan.storyteller
        if teller in c99.to_act(state):
            hint = game.view(state, teller).hint
            assert f"{state.names[teller]}'s" not in hint, hint
            asked += 1
    assert asked


def test_chances_log_sentences_after_an_exclamation_start_with_a_capital():
    import re

    seen = 0
    for _, _, events in _chances_games():
        for ev in events:
            for after in re.findall(r"! +(\S)", ev.text):
                assert not after.islower(), ev.text
                seen += 1
    assert seen


# -- captions that must not be cut short ------------------------------------------------

def _cut_captions(game, n: int, viewers=(0, 1), moves=80) -> set[tuple[str, str]]:
    """(zone, caption) of shared zones and bid places whose caption the
    table draws cut short, along a bot game at ``n`` players."""
    from PySide6.QtGui import QFontMetricsF

    from cardtable.engine.layouts import caption_scale
    from cardtable.engine.protocol import PlayerSpec, Setup
    from cardtable.table.faces import CAPTION_EDGE, caption_font
    from cardtable.table.scene import TableScene

    match = Match(game, Setup(tuple(PlayerSpec(f"Player {i + 1}") for i in range(n)), {}, 3))
    cut = set()
    for _ in range(moves):
        for viewer in viewers:
            scene = TableScene()
            scene.show_view(match.view(viewer), match.layout(viewer), animate=False)
            for zid, zone in scene.zones.items():
                if not zone.label or (zone.spec.seat is not None and not zid.startswith("bid:")):
                    continue
                room = (zone.caption_width or zone.rect.width()) - CAPTION_EDGE
                metrics = QFontMetricsF(caption_font(caption_scale(zone.spec.scale)))
                if metrics.horizontalAdvance(zone.label) > room:
                    cut.add((zid, zone.label))
        if match.over or not match.to_act():
            break
        match.play_bot(match.to_act()[0])
    return cut


def test_shared_and_bid_captions_fit_their_room(qapp):
    from cardtable.games import all_games

    games = all_games()
    for gid in ("9-lives", "99-chances"):
        game = games[gid]
        for n in sorted({max(3, game.min_players), game.max_players}):
            assert not _cut_captions(game, n), (gid, n)
