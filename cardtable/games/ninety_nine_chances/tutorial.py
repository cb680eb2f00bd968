"""The rulebook's worked example, a one-act Western Heist for five players,
replayed from a stacked deck.

``tutorial_setup()`` gives the :class:`Setup` (players, options and the
stacked deck) and ``tutorial_actions()`` the moves, in order, as
``(seat, Action)`` pairs. The narration is written in our own words.

Where the printed example cannot be replayed as it stands, we decided:

- Numbers are unique, but the example reuses some: Peter evaluates Jeff's
  Plan with 23 and bids 23 although Jeff already keeps 23 (hope); Peter
  evaluates Sean's Plan with 42 although 42 (greed) is his Problem; Dean
  plays 18 twice and Sean plays 89, which Dean had played before. We use
  Peter 21 (Jeff's Plan), Peter 43, Dean 16 and Sean 86 (Sean's Plan) and
  a Peter bid of 25. Every median, flip and outcome stays as printed.
- The example imagines two other Finales. A Finale of 20 (everybody loses)
  replays as it stands. A Finale of 41 cannot: the 41 is already on the
  table, as the **generosity** Resource Sean's evaluation left with Jeff, so
  the script would use that card twice. Any free number from 26 to 48 tells
  the same story (Peter, bidding 25, is the Hero and only Nicole, on 22,
  also stays under it); ``tutorial_setup("40")`` replays it with 40.
- The example never shows the numbers of the Theme cards or of the cards
  played in the Resources and Trouble rounds; we chose them (see ``CARDS``).
- The 53 flipped against Jeff becomes the Problem **lock** (its Resource side
  is **key**): the example names the lock in its narration.
- The example's Resource counts at the Climax are higher than the cards it
  deals out: one higher for Peter, Dean, Jeff and Sean, two higher for
  Nicole (printed 4 before the Finale, 5 after; she holds 2 cards, then 3).
  We count the cards. So Dean, Jeff and Sean are tied on 3 (printed:
  "almost everyone tied at 4") and Sean, the latest storyteller, picks
  himself as the Climax Lead, as printed. After the Finale (63) Jeff, the
  Hero, has 6 Resources (printed 8), Peter 3 (4), Dean 4 (5), Nicole 3 (5)
  and Sean none. With a Finale of 40, Peter has 4 (printed 6) and Nicole 3
  (printed 4).
- Sean's note on **cooperation** is wiped and rewritten at his next move (his
  Trouble turn), since a player writes on their own Resources while it is
  their move.
"""

from __future__ import annotations

from cardtable.engine.i18n import N_, _
from cardtable.engine.protocol import Action, PlayerSpec, Setup

from . import rules
from .deck import shipped_deck

NOTES = __doc__  # the decisions above, for a tutorial page

PLAYERS = ("Peter", "Dean", "Jeff", "Nicole", "Sean")
PETER, DEAN, JEFF, NICOLE, SEAN = range(5)

# The cards the example uses, by number.
CARDS = {
    "pitches": {PETER: ("12", "57"), DEAN: ("44", "68"), JEFF: ("31", "95"), NICOLE: ("17", "83"),
                SEAN: ("5", "72")},
    "bonus": "38",  # nourish
    "resources": {PETER: "27", DEAN: "70", JEFF: "59", NICOLE: "32", SEAN: "77"},
    "problems": {PETER: ("15", SEAN), DEAN: ("29", PETER), JEFF: ("84", NICOLE), NICOLE: ("47", JEFF),
                 SEAN: ("36", DEAN)},
    "flips": ("42", "9", "53", "52", "74"),
    "finale": "63",
}

EVALUATIONS = (  # storyteller, problem, cards by seat (Peter, Dean, Jeff, Nicole, Sean)
    (PETER, "29", ("87", "18", "24", "78", "34")),
    (DEAN, "36", ("11", "89", "23", "51", "6")),
    (JEFF, "47", ("21", "56", "99", "13", "41")),
    (NICOLE, "84", ("67", "81", "3", "94", "88")),
    (SEAN, "15", ("43", "16", "46", "91", "86")),
)
MEDIANS = ("34", "23", "41", "81", "46")
SUCCESSES = (False, True, False, True, False)
BIDS = {SEAN: "65", PETER: "25", DEAN: "49", JEFF: "61", NICOLE: "22"}
HERO = JEFF

PITCHES = {
    PETER: N_("Bank robbers and lawmen in a dusty frontier town."),
    DEAN: N_("Love and lightning in the age of prophets."),
    JEFF: N_("Song, dance and scandal after dark."),
    NICOLE: N_("A haunted manor hosts a quiz with deadly prizes."),
    SEAN: N_("Cave dwellers stumble into the trenches."),
}
ROLES = {
    PETER: N_("The new Sheriff, appointed by the Mayor"),
    DEAN: N_("Mac McDougal, an outlaw with a big gun"),
    JEFF: N_("The Mayor and railroad baron"),
    NICOLE: N_("The saloonkeeper who knows everyone's secrets"),
    SEAN: N_("Doug McDougal, Mac's slow-witted brother"),
}
RESOURCE_NOTES = {
    PETER: (N_("Sheriff"), JEFF),
    DEAN: (N_("Gatling gun"), SEAN),
    JEFF: (N_("Stagecoach and rail line"), DEAN),
    NICOLE: (N_("Dirt on every man in town"), PETER),
    SEAN: (N_("Gang of old army pals"), DEAN),
}
PLANS = {
    PETER: N_("A pot of chili as a peace offering and an evening upstairs at the saloon to drown out the ringing."),
    DEAN: N_("Rob the train, then pay the best surgeon in the West to mend my back."),
    JEFF: N_("Stop the whiskey trains until the saloon lifts its ban on me."),
    NICOLE: N_("A beauty contest with a cash prize, and I know whose votes to lean on."),
    SEAN: N_("An ambush with a posse of deputies, who turn out because of my good name."),
}
KEEP_NOTES = (N_("Saddle"), N_("Coast-to-coast line"), N_("Carried his brother from the battlefield"),
              N_("War medal"), N_("Brought chili to the posse"))
FRAME = N_("A second train, carrying twice the payroll, must get through or the cavalry deserts the town.")
BID_TEXTS = {
    SEAN: N_("The McDougals go down in history: I ride my lucky saddle at the train."),
    PETER: N_("Chili for my men and my badge held high: the crooks stop here."),
    DEAN: N_("Let the town burn; I fire up the Gatling and take that train."),
    JEFF: N_("I throw the rail line and every trick of logistics into saving the town."),
    NICOLE: N_("I find out when the robbery is planned and tell the Sheriff."),
}
ENDINGS = {
    JEFF: N_("The Mayor leads the charge; no McDougal can bring himself to shoot him."),
    NICOLE: N_("The cavalry stays, and the saloon has never been busier."),
    SEAN: N_("Doug rides off bareback to make peace with his hunter, and does not come back."),
    PETER: N_("Having stared down a Gatling gun, the Sheriff finally hears silence."),
    DEAN: N_("Mac swears he was guarding the train all along, and the town believes him."),
}


def tutorial_actions() -> list[tuple[int, Action]]:
    """The example's moves; the words its players type come in the reader's
    language (they are the example's players' own text, as any typed text)."""
    out: list[tuple[int, Action]] = []
    for seat in range(5):
        a, b = CARDS["pitches"][seat]
        out.append((seat, Action.of(rules.A_THEME, a=a, b=b, text=_(PITCHES[seat]))))
    for seat in range(5):
        out.append((seat, Action.of(rules.A_VOTE, player=PETER)))
    # Story Meeting over: Peter leads and has the bonus Resource (nourish).
    out.append((PETER, Action.of(rules.A_NOTE, card=CARDS["bonus"], text=_("Chili cook-off champion"))))
    for seat in range(5):
        out.append((seat, Action.of(rules.A_ROLE, text=_(ROLES[seat]))))
    for seat in range(5):
        note, other = RESOURCE_NOTES[seat]
        out.append((seat, Action.of(rules.A_RESOURCE, card=CARDS["resources"][seat], involves=other, text=_(note))))
    for seat in range(5):
        card, target = CARDS["problems"][seat]
        if seat == SEAN:
            # The gang forgets the Sheriff; Sean wipes the note and rewrites it.
            out.append((SEAN, Action.of(rules.A_WIPE, card=CARDS["resources"][SEAN])))
            out.append((SEAN, Action.of(rules.A_NOTE, card=CARDS["resources"][SEAN],
                                        text=_("Honorary deputy, sworn in by the Sheriff"))))
        out.append((seat, Action.of(rules.A_PROBLEM, card=card, target=target)))
    for (teller, problem, cards), median, keep in zip(EVALUATIONS, MEDIANS, KEEP_NOTES):
        out.append((teller, Action.of(rules.A_PLAN, problem=problem, text=_(PLANS[teller]))))
        for seat, card in enumerate(cards):
            out.append((seat, Action.of(rules.A_EVALUATE, card=card)))
        owner = cards.index(median)
        out.append((owner, Action.of(rules.A_KEEP, text=_(keep))))
        out.append((teller, Action.of(rules.A_FLIP)))
    out.append((SEAN, Action.of(rules.A_LEAD, player=SEAN)))
    out.append((SEAN, Action.of(rules.A_FRAME, text=_(FRAME))))
    for seat in (SEAN, PETER, DEAN, JEFF, NICOLE):
        out.append((seat, Action.of(rules.A_BID, card=BIDS[seat], text=_(BID_TEXTS[seat]))))
    out.append((SEAN, Action.of(rules.A_FINALE)))
    for seat in (JEFF, NICOLE, SEAN, PETER, DEAN):
        out.append((seat, Action.of(rules.A_ENDING, text=_(ENDINGS[seat]))))
    return out


def stack_deck(actions: list[tuple[int, Action]], players: int, specials: list[str],
               all_ids: tuple[str, ...]) -> tuple[str, ...]:
    """A deck order that lets ``actions`` be played.

    Follows how the engine deals and draws: 5 cards each, one at a time from
    seat 0; every card played from a hand is replaced at once; the end of
    the vote takes the bonus card; each flip and the Finale take the top
    card. ``specials`` lists, in order, the bonus, the flips and the Finale.
    Each card a player plays is placed at a position already in their hand;
    the other positions get the remaining cards in number order.
    """
    positions: list[str | None] = []
    hands: dict[int, list[int]] = {s: [] for s in range(players)}
    queue = list(specials)

    def draw(seat: int) -> None:
        positions.append(None)
        hands[seat].append(len(positions) - 1)

    for _round in range(rules.HAND_SIZE):
        for seat in range(players):
            draw(seat)
    votes = 0
    for seat, action in actions:
        kind = action.kind
        if kind == rules.A_THEME:
            played = [action["a"], action["b"]]
        elif kind in (rules.A_RESOURCE, rules.A_PROBLEM, rules.A_EVALUATE, rules.A_BID):
            played = [action["card"]]
        else:
            played = []
        for card in played:
            positions[hands[seat].pop(0)] = card
        for _card in played:
            draw(seat)
        if kind == rules.A_VOTE:
            votes += 1
            if votes == players:
                positions.append(queue.pop(0))
        elif kind in (rules.A_FLIP, rules.A_FINALE):
            positions.append(queue.pop(0))
    placed = [p for p in positions if p is not None]
    if len(placed) != len(set(placed)):
        raise ValueError("the script uses a card twice")
    rest = iter(sorted((c for c in all_ids if c not in set(placed)), key=int))
    order = [p if p is not None else next(rest) for p in positions]
    order.extend(rest)
    return tuple(order)


def tutorial_setup(finale: str = CARDS["finale"]) -> Setup:
    """The example's set-up; ``finale`` swaps the Finale card (the example
    also imagines a Finale of 41, which is already in play, so use another
    number from 26 to 48 such as 40, or of 20)."""
    specials = [CARDS["bonus"], *CARDS["flips"], finale]
    deck = stack_deck(tutorial_actions(), len(PLAYERS), specials, shipped_deck().ids)
    return Setup(tuple(PlayerSpec(name) for name in PLAYERS), {"acts": 1, "deck_file": ""}, seed=0,
                 stacked=deck)


def example() -> tuple[Setup, list[tuple[int, Action]]]:
    """The worked example as the app plays it out (``GameDef.example``)."""
    return tutorial_setup(), tutorial_actions()
