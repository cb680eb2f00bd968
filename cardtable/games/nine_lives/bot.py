"""A 9 Lives bot that plays to score.

It judges a position by the round points it would score if the round ended
now, minus a share of what its rivals would score: that values being the
only holder of a cat (double points) and keeping scratches low where a cat
is shared, and it likes spoiling a rival's lone cat. On its turn it tries
every take and every rescue (choosing the give-backs that cost it least)
and keeps the best. It bids a low card when the alley holds something worth
grabbing first, and saves its low cards otherwise.
"""

from __future__ import annotations

import random

import attrs

from cardtable.engine.i18n import _, ngettext
from cardtable.engine.memo import Memo
from cardtable.engine.protocol import Action

from .rules import (
    BID,
    BIDDING,
    GIVE,
    GIVE_BACK,
    RESCUE,
    TAKE,
    State,
    alley_group,
    alley_offer,
    legal_actions,
)
from .scoring import holdings

SEARCH_RATE = 0.25  # search iterations per ms on the reference machine (measured once, written here)

RIVAL_WEIGHT = 0.5  # how much a rival's point counts against ours
SCRATCH_PENALTY = 0.05  # tie-break: fewer scratches in our own tableau


class Evaluator:
    """Scores ``seat``'s possible tableaux against the others' fixed ones.

    The rivals' holdings are tallied once. A position is then kept as its
    integer parts, ``(our points, our scratches, each rival's points)``, and
    each cat we hold adds its own share to them (:meth:`share`), so a move
    that changes one cat is scored by swapping that cat's share
    (``judge(*swap(...))``): the same value :meth:`value_of` gives the changed
    tableau, without re-scoring the rest. That keeps the bot fast for
    simulations.
    """

    __slots__ = ("seat", "deck", "sole", "fewest", "shared", "base", "_own")

    def __init__(self, state: State, seat: int) -> None:
        self.seat = seat
        cfg = state.config
        deck = self.deck = cfg.deck
        sole, fewest = self.sole, self.fewest = cfg.sole_points, cfg.fewest_points
        # Each rival's points without us. Whether we score a shared cat, and
        # what that does to its rivals, turns only on our scratches against
        # the rivals' fewest: below it we alone score and they lose what they
        # had; level with it we all score; above it they keep their points.
        # So each cat a rival holds maps to its fewest and two sets of
        # (rival index, change of points) pairs (see :meth:`share`).
        held = []  # each rival's holdings (_holdings, its memo read in place)
        for s, t in enumerate(state.tableaux):
            if s == seat:
                continue
            if not t:
                held.append(_NONE)
                continue
            got = _HELD.get(t)
            held.append(got[1] if got is not None and got[0] is deck else _holdings(deck, t))
        base = [0] * len(held)
        shared: dict[str, tuple[int, tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]] = {}
        several = None  # cats more than one rival holds (seldom): worked out below
        for i, h in enumerate(held):
            got = 0
            for cat, (n, sc) in h.items():
                if cat in shared:
                    if several is None:
                        several = []
                    several.append(cat)
                    continue
                alone = sole * n
                got += alone
                change = fewest * n - alone
                shared[cat] = (sc, ((i, -alone),) if alone else (), ((i, change),) if change else ())
            base[i] = got
        if several is not None:
            for cat in dict.fromkeys(several):
                holders = [(i, *h[cat]) for i, h in enumerate(held) if cat in h]
                base[holders[0][0]] -= sole * holders[0][1]  # counted above as its only holder
                least = min(sc for _, _, sc in holders)
                below = []
                for i, n, sc in holders:
                    if sc == least and fewest * n:
                        base[i] += fewest * n
                        below.append((i, -fewest * n))
                shared[cat] = (least, tuple(below), ())  # level: everyone keeps what they had
        self.shared = shared
        self.base = base
        self._own: tuple | None = None  # (our tableau, holdings, parts): see own()

    def share(self, cat: str, n: int, sc: int) -> tuple[int, tuple[tuple[int, int], ...]]:
        """What holding ``n`` cards of ``cat`` with ``sc`` scratches brings:
        our points for it, and (rival index, change of their points) pairs."""
        if n <= 0:
            return 0, ()
        shared = self.shared.get(cat)
        if shared is None:
            return self.sole * n, ()
        least, below, level = shared
        if sc < least:
            return self.fewest * n, below
        return (self.fewest * n if sc == least else 0), level

    def parts(self, mine: dict[str, tuple[int, int]]) -> tuple[int, int, list[int]]:
        """(our points, our scratches, rivals' points) for a tableau given as
        cat -> (cards, scratches)."""
        points = scratches = 0
        rivals = list(self.base)
        for cat, (n, sc) in mine.items():
            if n <= 0:
                continue
            pts, deltas = self.share(cat, n, sc)
            points += pts
            scratches += sc
            for i, d in deltas:
                rivals[i] += d
        return points, scratches, rivals

    @staticmethod
    def judge(points: int, scratches: int, rivals: list[int]) -> float:
        rival = max(rivals) if rivals else 0
        mean = sum(rivals) / max(1, len(rivals))
        return points - RIVAL_WEIGHT * (rival + mean) / 2 - SCRATCH_PENALTY * scratches

    def swap(self, parts: tuple[int, int, list[int]], cat: str, n0: int, sc0: int, n1: int,
             sc1: int) -> tuple[int, int, list[int]]:
        """``parts`` with our holding of ``cat`` changed from (n0, sc0) to (n1, sc1)."""
        p0, d0 = self.share(cat, n0, sc0)
        p1, d1 = self.share(cat, n1, sc1)
        rivals = parts[2]
        if d0 or d1:
            rivals = list(rivals)
            for i, d in d0:
                rivals[i] -= d
            for i, d in d1:
                rivals[i] += d
        return (parts[0] - p0 + p1, parts[1] - (sc0 if n0 > 0 else 0) + (sc1 if n1 > 0 else 0), rivals)

    def own(self, tableau: tuple[str, ...]) -> tuple[dict[str, tuple[int, int]], tuple[int, int, list[int]]]:
        """Our holdings and :meth:`parts` for our ``tableau`` (kept: one
        evaluator serves one position)."""
        got = self._own
        if got is None or got[0] is not tableau:
            mine = _holdings(self.deck, tableau)
            got = self._own = (tableau, mine, self.parts(mine))
        return got[1], got[2]

    def value(self, tableau) -> float:
        return self.value_of(holdings(self.deck, tableau))

    def value_of(self, mine: dict[str, tuple[int, int]]) -> float:
        """Value of a tableau given as cat -> (cards, scratches)."""
        return self.judge(*self.parts(mine))


_NONE: dict[str, tuple[int, int]] = {}  # an empty tableau's holdings (never changed)

# Rivals' tableaux stay the same over many decisions: their tallies are kept
# (for the deck in use) rather than counted again for every bot move.
_HELD = Memo(64)  # tableau -> (deck, holdings)


def _holdings(deck, tableau: tuple[str, ...]) -> dict[str, tuple[int, int]]:
    """:func:`holdings`, kept; the answer is shared, so it must not be changed."""
    got = _HELD.get(tableau)
    if got is None or got[0] is not deck:
        got = _HELD.keep(tableau, (deck, holdings(deck, tableau)))
    return got[1]


def evaluate(state: State, seat: int, tableaux) -> float:
    """Value of ``tableaux`` for ``seat`` (slow path, used by tests)."""
    return Evaluator(attrs.evolve(state, tableaux=tuple(tableaux)), seat).value(tableaux[seat])


def best_give_backs(ev: Evaluator, tableau, keep, count: int) -> tuple[list[str], float]:
    """Greedily choose ``count`` cards of ``tableau`` (not in ``keep``) to give
    back, each time the one whose loss hurts least (the first such in
    ``tableau`` order). Returns them and the value."""
    mine = holdings(ev.deck, tableau)
    return _give_back(ev, mine, ev.parts(mine), _kinds(ev, tableau, keep), count)


def _kinds(ev: Evaluator, tableau, keep) -> list[tuple[str, int, list[str]]]:
    """The cards of ``tableau`` not in ``keep`` as (cat, scratches, [cards])
    in order of first appearance: cards of one cat with equal scratches lose
    alike, so only the first of each kind need be tried."""
    by_id = ev.deck.by_id
    kinds: list[tuple[str, int, list[str]]] = []
    where: dict[tuple[str, int], list[str]] = {}
    for c in tableau:
        if c in keep:
            continue
        card = by_id[c]
        key = (card.cat, card.scratches)
        same = where.get(key)
        if same is None:
            same = where[key] = []
            kinds.append((card.cat, card.scratches, same))
        same.append(c)
    return kinds


def _give_back(ev: Evaluator, mine: dict[str, tuple[int, int]], parts, kinds, count: int,
               losses: list | None = None, fresh: str = ""):
    """:func:`best_give_backs` on prepared holdings, parts and kinds (all
    three are left as they were). ``losses`` (from :func:`_losses`) may give
    what giving back a card of each kind not of cat ``fresh`` changes. The
    innermost loop of the bot: each try is ``ev.judge(*ev.swap(...))``,
    written out in place; a kind's change stays the same until a card of its
    cat goes back, so later rounds only work out that cat's again."""
    points, scratches, rivals = parts
    changes: list = [losses[k] if losses is not None and cat != fresh else _loss(ev, cat, *mine[cat], s)
                     for k, (cat, s, _) in enumerate(kinds)]  # None once a kind is all given back
    left = [len(same) for _, _, same in kinds]
    n_rivals = max(1, len(rivals))
    chosen: list[str] = []
    value = None
    while len(chosen) < count:
        # judge()'s rivals' share when a change leaves them be
        plain = RIVAL_WEIGHT * ((max(rivals) if rivals else 0) + sum(rivals) / n_rivals) / 2
        best = -1
        for k, change in enumerate(changes):
            if change is None:
                continue
            dp, ds, deltas = change
            if deltas:
                after = list(rivals)
                for i, d in deltas:
                    after[i] += d
                v = points + dp - RIVAL_WEIGHT * (max(after) + sum(after) / n_rivals) / 2 - SCRATCH_PENALTY * (
                    scratches + ds)
            else:
                v = points + dp - plain - SCRATCH_PENALTY * (scratches + ds)
            if best < 0 or v > value:
                value, best = v, k
        if best < 0:
            break
        cat, s, same = kinds[best]
        chosen.append(same[len(same) - left[best]])
        left[best] -= 1
        if len(chosen) < count:  # give it back: the parts move, and so do the changes of its cat's kinds
            dp, ds, deltas = changes[best]
            points += dp
            scratches += ds
            if deltas:
                rivals = list(rivals)
                for i, d in deltas:
                    rivals[i] += d
            n, sc = mine[cat]
            mine = {**mine, cat: (n - 1, sc - s)}
            for k, (kcat, ks, _same) in enumerate(kinds):
                if kcat == cat:
                    changes[k] = _loss(ev, cat, n - 1, sc - s, ks) if left[k] else None
    return chosen, ev.judge(points, scratches, rivals) if value is None else value


def _loss(ev: Evaluator, cat: str, n: int, sc: int, s: int) -> tuple[int, int, tuple]:
    """What giving back a card of ``cat`` with ``s`` scratches changes when we
    hold ``n`` cards of it with ``sc`` scratches: (our points, our
    scratches, rivals' (index, change) pairs)."""
    # ev.share(cat, n, sc) and ev.share(cat, n - 1, sc - s), written out
    cut = ev.shared.get(cat)
    if cut is None:  # no rival holds the cat
        sole = ev.sole
        return (sole * (n - 1) if n > 1 else 0) - (sole * n if n > 0 else 0), (sc - s if n > 1 else 0) - sc, ()
    least, below, level = cut
    fewest = ev.fewest
    if n > 0:
        p0, d0 = (fewest * n, below) if sc < least else ((fewest * n if sc == least else 0), level)
    else:
        p0, d0 = 0, ()
    if n > 1:
        p1, d1 = (fewest * (n - 1), below) if sc - s < least else ((fewest * (n - 1) if sc - s == least else 0), level)
    else:
        p1, d1 = 0, ()
    return p1 - p0, (sc - s if n > 1 else 0) - sc, (tuple([(i, -d) for i, d in d0]) + d1) if d0 or d1 else ()


def _losses(ev: Evaluator, mine: dict[str, tuple[int, int]], kinds) -> list[tuple[int, int, tuple]]:
    """:func:`_loss` for each kind, from holdings ``mine``."""
    return [_loss(ev, cat, *mine[cat], s) for cat, s, _ in kinds]


def turn_options(state: State, seat: int, ev: Evaluator | None = None) -> list[tuple[float, Action]]:
    """Every take and rescue ``seat`` could make on a turn with the alley and
    tableaux as they are, with the value it leads to, in the order of
    :func:`turn_moves` (a cat's rescue once, named by its lowest card)."""
    out: list[tuple[float, Action]] = []
    ev = ev or Evaluator(state, seat)
    cards, cats = alley_offer(state.config, state.alley)
    mine = state.tableaux[seat]
    mine_held, parts = ev.own(mine)
    points, scratches, rivals = parts
    share = ev.share
    shared_get, sole, fewest = ev.shared.get, ev.sole, ev.fewest
    n_rivals = max(1, len(rivals))
    top = max(rivals) if rivals else 0
    total = sum(rivals)
    plain = RIVAL_WEIGHT * (top + total / n_rivals) / 2  # the rivals' share of judge() when a move leaves them be
    for _value, action, _rescue, cat, marks in cards:
        n, sc = mine_held.get(cat) or (0, 0)
        # ev.judge(*ev.swap(parts, cat, n, sc, n + 1, sc + scratches)), share() written out
        s1 = sc + marks
        cut = shared_get(cat)
        if cut is None:  # no rival holds the cat: we would be its only holder
            out.append((points - sole * n + sole * (n + 1) - plain
                        - SCRATCH_PENALTY * (scratches - (sc if n > 0 else 0) + s1), action))
            continue
        least, below, level = cut
        if n:
            p0, d0 = (fewest * n, below) if sc < least else ((fewest * n if sc == least else 0), level)
        else:  # holding none scores nothing
            p0, d0 = 0, ()
        p1, d1 = (fewest * (n + 1), below) if s1 < least else ((fewest * (n + 1) if s1 == least else 0), level)
        if d0 or d1:
            after = list(rivals)
            for i, d in d0:
                after[i] -= d
            for i, d in d1:
                after[i] += d
            out.append((points - p0 + p1 - RIVAL_WEIGHT * (max(after) + sum(after) / n_rivals) / 2
                        - SCRATCH_PENALTY * (scratches - (sc if n > 0 else 0) + s1), action))
        else:
            out.append((points - p0 + p1 - plain
                        - SCRATCH_PENALTY * (scratches - (sc if n > 0 else 0) + s1), action))
    room = len(mine)
    kinds = None
    for size, action, cat, marks in cats if room else ():
        if size > room:
            continue
        n, sc = mine_held.get(cat) or (0, 0)
        # our tableau plus the cat's whole group from the alley, none of which may go back
        gn, gs = n + size, sc + marks
        if kinds is None:
            kinds = _kinds(ev, mine, ())
            losses = _losses(ev, mine_held, kinds)
        if size == room:  # every card of ours goes back: only the rescued group stays
            # ev.judge(*ev.parts({cat: (size, marks)})), written out
            got, deltas = share(cat, size, marks)
            rivals_y = list(ev.base)
            for i, d in deltas:
                rivals_y[i] += d
            v = ev.judge(got, marks, rivals_y)
        elif size == 1:  # _give_back(ev, held, ev.swap(...), kinds, 1, ...), its one round written out
            points_x, scratches_x, rivals_x = ev.swap(parts, cat, n, sc, gn, gs)
            top_x = max(rivals_x) if rivals_x else 0
            total_x = sum(rivals_x)
            v = None
            for k, (kcat, ks, _same) in enumerate(kinds):
                if kcat == cat:  # this cat's losses are new: we hold the rescued card too
                    dp, ds, deltas = _loss(ev, cat, gn, gs, ks)
                else:
                    dp, ds, deltas = losses[k]
                if deltas:
                    after = list(rivals_x)
                    for i, d in deltas:
                        after[i] += d
                    rival = max(after)
                    mean = sum(after) / n_rivals
                else:
                    rival = top_x
                    mean = total_x / n_rivals
                w = points_x + dp - RIVAL_WEIGHT * (rival + mean) / 2 - SCRATCH_PENALTY * (scratches_x + ds)
                if v is None or w > v:
                    v = w
            if v is None:
                v = ev.judge(points_x, scratches_x, rivals_x)
        else:
            held = dict(mine_held)
            held[cat] = (gn, gs)
            _given, v = _give_back(ev, held, ev.swap(parts, cat, n, sc, gn, gs), kinds, size, losses, cat)
        out.append((v, action))
    return out


def choose(state: State, seat: int, rng: random.Random) -> Action:
    phase = state.phase
    if phase == BIDDING:
        actions = legal_actions(state, seat)
        if actions:
            return _choose_bid(state, seat, actions)
    elif state.current == seat:
        if phase == GIVE_BACK:
            chosen, _value = best_give_backs(Evaluator(state, seat), state.tableaux[seat], set(state.rescued), 1)
            if chosen:
                return Action.of(GIVE, card=chosen[0])
        else:  # its turn: the options are its legal actions (see turn_options)
            options = _remembered_options(state, seat)
            if options:
                best = max(v for v, _ in options)
                top = [a for v, a in options if v >= best - 1e-9]
                # prefer the plain take on a tie: it keeps the tableau growing
                takes = [a for a in top if a.kind == TAKE]
                return rng.choice(takes or top)
    raise ValueError("the bot was asked to move when it cannot")


def _choose_bid(state: State, seat: int, actions: list[Action]) -> Action:
    """Low bid when there is something worth grabbing first, else a high one."""
    if len(actions) == 1:
        return actions[0]
    ordered = actions  # legal bids come lowest value first
    index = round((1.0 - _urgency(state, seat)) * (len(ordered) - 1))
    assert ordered[index].kind == BID
    return ordered[index]


def _urgency(state: State, seat: int) -> float:
    """How much going early is worth to ``seat`` this trick (0..1): what the
    best move in the alley would gain, and how much of that the others
    could take first."""
    ev = Evaluator(state, seat)
    now = ev.judge(*ev.own(state.tableaux[seat])[1])
    gains = sorted([v - now for v, _ in turn_options_free(state, seat, ev)], reverse=True)
    gain = gains[0] if gains else 0.0
    # The best card may be gone before our turn if others go first.
    spread = gain - (gains[state.players - 1] if len(gains) >= state.players else 0.0)
    urgency = max(0.0, min(1.0, (gain + spread) / 4.0))
    if len(state.alley) < state.players:
        urgency = min(1.0, urgency + 0.3)
    return urgency


def turn_options_free(state: State, seat: int, ev: Evaluator | None = None) -> list[tuple[float, Action]]:
    """Turn options as if it were ``seat``'s turn now (used while bidding;
    the tableaux are the same, so an evaluator of ``state`` serves)."""
    return _remembered_options(state, seat, ev)


# The first seat to act in a trick meets exactly the alley and tableaux it
# judged while bidding, so its turn options are looked up, not worked out
# again. The options depend only on the seat, the alley, the tableaux and the
# game's settings, which make up the key. Kept small: a trick or two of games.
_REMEMBERED = Memo(32)  # (seat, alley, tableaux, config) -> [(value, action)]


def _remembered_options(state: State, seat: int, ev: Evaluator | None = None) -> list[tuple[float, Action]]:
    key = (seat, state.alley, state.tableaux, state.config)
    got = _REMEMBERED.get(key)
    if got is None:
        got = _REMEMBERED.keep(key, turn_options(state, seat, ev))
    return got


# -- hints ---------------------------------------------------------------------------

def reason(state: State, seat: int, action: Action) -> str | None:
    """Why :func:`choose` makes ``action``, in a sentence for a hint (from
    the alley, the tableaux and the seat's own hand: what the seat sees)."""
    deck = state.deck
    c = action.get("card")
    if not isinstance(c, str) or c not in deck.by_id:
        return None
    if action.kind == BID:
        if len(legal_actions(state, seat)) <= 1:
            return _("It is your only card, so it is your bid.")
        if _urgency(state, seat) >= 0.5:
            return _("A low bid, to act early: the alley holds something worth grabbing before the others do.")
        return _("A high bid: nothing in the alley is worth racing for, so your low cards are kept "
                 "for a trick that needs them.")
    if action.kind == GIVE:
        return _("Of the cards you may give back, this one costs you least: "
                 "what you keep scores best if the round ended now.")
    if action.kind not in (TAKE, RESCUE):
        return None
    cat = deck.by_id[c].cat
    name = deck.cat_by_key[cat].name
    group = alley_group(state, cat) if action.kind == RESCUE else (c,)
    marks = sum(deck.by_id[x].scratches for x in group)
    ev = Evaluator(state, seat)
    n, sc = holdings(deck, state.tableaux[seat]).get(cat, (0, 0))
    shared = ev.shared.get(cat)
    if shared is None:
        return ngettext("Of every take and rescue, this one leaves you best placed if the round ended now: "
                        "nobody else holds {cat}, and its only rescuer scores {n} point a card.",
                        "Of every take and rescue, this one leaves you best placed if the round ended now: "
                        "nobody else holds {cat}, and its only rescuer scores {n} points a card.",
                        ev.sole).format(cat=name, n=ev.sole)
    least, below, _level = shared
    if sc + marks < least:
        if below:
            return _("Of every take and rescue, this one leaves you best placed if the round ended now: "
                     "you would have the fewest scratches on {cat}, so you score it and the others who hold it "
                     "score nothing.").format(cat=name)
        return _("Of every take and rescue, this one leaves you best placed if the round ended now: "
                 "you would have the fewest scratches on {cat}, so you score it.").format(cat=name)
    if sc + marks == least:
        return _("Of every take and rescue, this one leaves you best placed if the round ended now: "
                 "you would tie for the fewest scratches on {cat} and share its points.").format(cat=name)
    return _("Of every take and rescue, this one leaves you best placed if the round ended now.")
