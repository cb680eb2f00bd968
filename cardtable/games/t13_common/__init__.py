"""Helpers shared by the two T13 Ordeals (no ``GAME`` here: not a game)."""
