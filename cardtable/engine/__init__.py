"""Pure-Python game engine: cards, random generator, game protocol, records.

Nothing in this package may import Qt.
"""
