"""Each of the lab's figures on a few games of a toy game written by hand,
the expected figures worked out by hand (see docs/lab.md for the same
games as its worked example)."""

from __future__ import annotations

import math
from fractions import Fraction

from cardtable.engine.protocol import Action
from cardtable.lab import LabTally, report, summarise
from cardtable.lab.figures import histogram, percentile

from tests.lab.toy import end, gain, setup, toy_game

GAME = toy_game()
Z = 1.959963984540054

# the worked example: four finished games and one left unfinished, two seats
A = [gain(0, 1), gain(1, 2), gain(0, 2), end(1)]  # 3:2, seat 1 ahead, then seat 2, then seat 1 again
B = [gain(0, 1), end(1)]  # 1:0
C = [gain(0, 2), gain(1, 2), end(0)]  # 2:2, a shared win
D = [end(0)]  # 0:0, a draw
E = [gain(0, 1)]  # not finished


def wilson_by_hand(x: float, n: int) -> tuple[float, float]:
    p = x / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z / (1 + Z * Z / n) * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n))
    return round(centre - half, 4), round(centre + half, 4)


def test_one_game_summed_up_from_its_record():
    a = summarise(GAME, setup(), A)
    assert (a.finished, a.moves, a.rounds, a.first, a.winners) == (True, 4, 2, 0, 1)
    assert a.shares == (1, 0)
    assert a.lead_changes == 2  # seat 1 leads, seat 2, seat 1 again
    assert a.decided == Fraction(3, 4)  # seat 1 ahead for good from move 3 of 4
    b = summarise(GAME, setup(), B)
    assert (b.lead_changes, b.decided) == (0, Fraction(1, 2))  # level before move 1, seat 1 ahead after
    c = summarise(GAME, setup(), C)
    assert c.shares == (Fraction(1, 2), Fraction(1, 2)) and c.winners == 2
    assert c.decided == 0  # the two winners were never behind anyone else
    d = summarise(GAME, setup(), D)
    assert (d.winners, d.decided, d.rounds) == (0, None, 1)
    e = summarise(GAME, setup(), E)
    assert not e.finished


def _tally(*games, s=None):
    s = s or setup()
    found = [summarise(GAME, s, g) for g in games]
    t = LabTally(found[0].key)
    for g in found:
        t.add(g)
    return t


def test_a_variants_figures():
    t = _tally(A, B, C, D, E)
    (v,) = report(GAME, {t.key: t}, {"kind": "records"})["variants"]
    assert (v["games"], v["completed"], v["unfinished"]) == (5, 4, 1)
    # four of the five games reached their own end
    assert (v["completion"]["count"], v["completion"]["rate"]) == (4, 0.8)
    # seat 1: A, B and half of C = 2.5 of 4; seat 2: half of C
    one, two = v["seats"]
    assert (one["count"], one["rate"]) == (2.5, 0.625) and (two["count"], two["rate"]) == (0.5, 0.125)
    assert (one["low"], one["high"]) == wilson_by_hand(2.5, 4)
    assert v["balance"] == 0.5  # 0.625 - 0.125
    # seat 1 moved first in every game: its 0.625 against a fair 0.5
    fp = v["first_player"]
    assert fp["seats"] == {"1": 4} and fp["rate"] == 0.625 and fp["advantage"] == 0.125
    low, high = wilson_by_hand(2.5, 4)
    assert (fp["advantage_low"], fp["advantage_high"]) == (round(low - 0.5, 4), round(high - 0.5, 4))
    assert (v["shared_wins"]["rate"], v["draws"]["rate"]) == (0.25, 0.25)
    # lengths 4, 2, 3, 1: mean 2.5, sample sd sqrt(5/3)
    m = v["length_moves"]
    half = Z * math.sqrt(5 / 3) / 2
    assert (m["mean"], m["median"], m["p10"], m["p90"], m["min"], m["max"]) == (2.5, 2, 1, 4, 1, 4)
    assert (m["low"], m["high"]) == (round(2.5 - half, 4), round(2.5 + half, 4))
    assert m["histogram"] == [[1, 2, 1], [2, 3, 1], [3, 4, 1], [4, 5, 1]]
    r = v["length_rounds"]  # 2, 1, 2, 1
    assert (r["mean"], r["median"], r["p90"]) == (1.5, 1, 2)
    # decided at 3/4, 1/2 and 0 (the draw has no winner): mean 5/12
    dec = v["decisiveness"]
    assert dec["games"] == 3 and dec["mean"] == round(5 / 12, 4)
    assert dec["tenths"] == [1, 0, 0, 0, 0, 1, 0, 1, 0, 0]
    lead = v["lead_changes"]  # 2, 0, 0, 0
    assert (lead["mean"], lead["median"], lead["max"]) == (0.5, 0, 2)
    # stability: 4/25, 1/18, 3/64 and 0 (worked out in test_stability_is_how_much_the_places_move)
    st = v["stability"]
    assert st["games"] == 4 and st["mean"] == round((4 / 25 + 1 / 18 + 3 / 64) / 4, 4) and st["max"] == 0.16


def test_stability_is_how_much_the_places_move():
    # two seats: a seat ahead is at place 1, level 1/2, behind 0; from the start (0:0) to the end
    # A, seat 1: 1/2, 1, 0, 1, 1 (mean 7/10, mean square 13/20): variance 4/25; seat 2 the mirror, the same
    assert summarise(GAME, setup(), A).stability == Fraction(4, 25)
    # B, seat 1: 1/2, 1, 1 (mean 5/6, mean square 3/4): 1/18; seat 2 the same
    assert summarise(GAME, setup(), B).stability == Fraction(1, 18)
    # C: 1/2, 1, 1/2, 1/2 (mean 5/8, mean square 7/16): 3/64
    assert summarise(GAME, setup(), C).stability == Fraction(3, 64)
    assert summarise(GAME, setup(), D).stability == 0  # level throughout


def test_option_effects_and_skill_trace():
    plain, extra = _tally(A, B), _tally(C, D, s=setup(extra=1))
    found = report(GAME, {plain.key: plain, extra.key: extra}, {"kind": "records"})
    rows = {e["value"]: e for e in found["effects"]}
    assert set(rows) == {"0", "1"} and all(e["option"] == "extra" for e in rows.values())
    assert [s["rate"] for s in rows["0"]["seats"]] == [1.0, 0.0]  # A and B: seat 1
    assert [s["rate"] for s in rows["1"]["seats"]] == [0.25, 0.25]  # half of C each; D a draw
    assert (rows["0"]["mean_moves"], rows["1"]["mean_moves"]) == (3.0, 2.0)
    assert (rows["1"]["shared_wins"], rows["1"]["draws"]) == (0.5, 0.5)
    assert (rows["0"]["decisiveness"], rows["1"]["decisiveness"]) == (round(5 / 8, 4), 0.0)
    # every seat a classic bot: 3 wins shared over 8 seats played
    (skill,) = found["skill"]
    assert (skill["level"], skill["seats"], skill["count"], skill["rate"], skill["fair"]) == ("classic", 8, 3.0, 0.375, 0.5)


def test_skill_trace_by_level_and_people():
    leveled = setup(levels={0: "3"})
    human = setup(humans=(1,))
    t1, t2 = _tally(A, B, s=leveled), _tally(C, s=human)
    found = report(GAME, {t1.key: t1, t2.key: t2}, {"kind": "records"})
    rows = {r["level"]: r for r in found["skill"]}
    assert [r["level"] for r in found["skill"]] == ["classic", "3", "human"]
    assert (rows["3"]["seats"], rows["3"]["rate"]) == (2, 1.0)  # level 3 won A and B
    assert (rows["classic"]["seats"], rows["classic"]["rate"]) == (3, round(0.5 / 3, 4))  # half of C
    assert (rows["human"]["seats"], rows["human"]["rate"]) == (1, 0.5)


def test_completion_leaves_out_games_a_round_limit_stopped():
    capped = [gain(0, 2), (1, Action.of("cap"))]  # seat 1 ahead when the limit stops the game
    t = _tally(A, capped, E)
    (v,) = report(GAME, {t.key: t}, {"kind": "records"})["variants"]
    assert (v["completed"], v["round_limit"], v["unfinished"]) == (2, 1, 1)
    assert (v["completion"]["count"], v["completion"]["of"]) == (1, 3)  # only A reached its own end
    assert v["seats"][0]["rate"] == 1.0  # a game the limit stopped still has its winner


def test_percentiles_and_histograms_by_hand():
    counts = {1: 1, 2: 1, 3: 1, 4: 1, 10: 6}
    assert [percentile(counts, p) for p in (0.1, 0.3, 0.4, 0.5, 0.9)] == [1, 3, 4, 10, 10]
    # lengths 0..39: two to a bar
    assert histogram({n: 1 for n in range(40)})[:2] == [[0, 2, 2], [2, 4, 2]]


def test_a_game_without_a_standing_leads_only_at_its_end():
    bare = toy_game(standing=False)
    a = summarise(bare, setup(), A)
    assert a.lead_changes == 0 and a.decided == 1 and a.rounds is None


def test_a_seats_place_counts_the_seats_behind_it_and_half_of_those_level_with_it():
    from cardtable.engine.standing import Standing

    assert Standing((3.0, 1.0, 1.0)).places() == (1, Fraction(1, 4), Fraction(1, 4))
    assert Standing((2.0, 2.0, 2.0, 0.0)).places() == (Fraction(2, 3), Fraction(2, 3), Fraction(2, 3), 0)
    assert Standing((5.0,)).places() == (0,)  # alone: no other seat to be ahead of
