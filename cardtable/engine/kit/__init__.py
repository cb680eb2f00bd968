"""A kit for the games that share a shape: hands dealt from a draw pile onto
a discard pile (:mod:`.tables`), and a deck read from a plain-text file
(:mod:`.deckfile`). Each game keeps its own rules and words; the kit holds
what they would otherwise each write again. No Qt, no game's words.
"""
