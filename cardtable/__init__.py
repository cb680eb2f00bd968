"""CardTable: hot-seat paper card games on one computer."""

__version__ = "0.1.0"
APP_NAME = "CardTable"
