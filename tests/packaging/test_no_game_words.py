"""No game words above the games layer (issue 25).

``cardtable/app/``, ``cardtable/model/`` and ``cardtable/table/`` serve every
game alike, so their code must not name one: no game id or title, no word
only one game uses. What a game has to say (a seat key's label, a phase's
name) comes from the game's definition. Docstrings (of modules, classes and
functions) may name games as examples; every other string, every
identifier (split on ``_`` and on capitals) and every comment is read.

The words come from the registry (``cardtable.games.all_games``), so a new
game is covered without editing this file:

- each game's id and title, as a phrase ("99 Chances", ``t13_snap_fire``,
  "chicks-with-disks");
- the distinctive words of the titles and ids, alone: every word but the
  numbers and the everyday words listed in ``ORDINARY``;
- ``GAME_ONLY``: words the rules of one game own, named by the issue.

A word matches whole (case ignored) and in its plain inflections (``duels``,
``claimed``, ``raiding``): ``disk`` finds "disks" but not "diskette".
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.games import all_games

PACKAGE = Path(__file__).resolve().parents[2] / "cardtable"
LAYERS = ("app", "model", "table")

# title words that are everyday English, found above the games in their
# ordinary sense ("with", "lives in", "fire a signal", "the chances are");
# the game's whole title is still found as a phrase
ORDINARY = {"with", "lives", "fire", "chances", "nine", "ninety"}

GAME_ONLY = {  # word: why it is a game's (storage is a file, a folder or the drive, not a disk)
    "disk": "the disks of Chicks With Disks",
    "claim": "the claims of the T13 games (a snap claim in Snap-fire)",
    "yarn": "the yarn of the T13 games",
    "snap": "the snaps of Snap-fire and its snap keys",
    "sway": "the Sway bid in Snap-fire and 99 Chances",
    "referee": "the referee seat of the T13 games",
    "duel": "the duels of Chicks With Disks",
    "raid": "the raids of Chicks With Disks",
}


def words(text: str) -> list[str]:
    """The words of ``text``, lower case: identifiers split on ``_`` and at
    capitals (``AutosaveClaim`` is "autosave claim"), digits kept with the
    letters before them (``t13``)."""
    text = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", text)
    return re.findall(r"[a-z]+[0-9]*|[0-9]+", text.lower())


def forms(word: str) -> set[str]:
    """A word and its plain inflections (and, for a plural title word, its singular)."""
    found = {word, word + "s", word + "es", word + "ed", word + "d", word + "ing",
             word + word[-1] + "ed", word + word[-1] + "ing"}
    if word.endswith("s") and len(word) > 3:
        found.add(word[:-1])
    return found


def game_vocabulary() -> tuple[dict[tuple[str, ...], str], dict[str, str]]:
    """Phrases (word tuples) and single words, each with why it is a game's."""
    phrases: dict[tuple[str, ...], str] = {}
    single = {form: why for word, why in GAME_ONLY.items() for form in forms(word)}
    for game in all_games().values():
        for name in (game.id, game.title):
            phrase = tuple(words(name))
            phrases.setdefault(phrase, f"{game.title} ({game.id})")
            for word in phrase:
                if not word.isdigit() and word not in ORDINARY:
                    for form in forms(word):
                        single.setdefault(form, f"a word of the title {game.title}")
    return phrases, single


def _docstrings(tree: ast.AST) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Where the module, class and function docstrings lie (start, end)."""
    spans = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                value = first.value
                spans.append(((value.lineno, value.col_offset), (value.end_lineno, value.end_col_offset)))
    return spans


KINDS = {tokenize.NAME: "name", tokenize.STRING: "string", tokenize.COMMENT: "comment"}


def scan(source: str) -> Iterator[tuple[int, str, str, str]]:
    """(line, kind, game word or phrase, why) for every game word in ``source``
    outside its docstrings, once per line."""
    phrases, single = game_vocabulary()
    docs = _docstrings(ast.parse(source))
    seen: set[tuple[int, str]] = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        kind = KINDS.get(token.type)
        if kind is None:
            continue
        if token.type == tokenize.STRING and any(a <= token.start and token.end <= b for a, b in docs):
            continue
        said = words(token.string)
        hits = [(" ".join(phrase), why) for phrase, why in phrases.items()
                if any(tuple(said[i:i + len(phrase)]) == phrase for i in range(len(said) - len(phrase) + 1))]
        hits += [(word, single[word]) for word in said if word in single]
        for word, why in hits:
            if (token.start[0], word) not in seen:
                seen.add((token.start[0], word))
                yield token.start[0], kind, word, why


@pytest.mark.every_game
@pytest.mark.parametrize("layer", LAYERS)
def test_no_game_words_above_the_games(layer):
    found = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for line, kind, word, why in scan(source):
            where = path.relative_to(PACKAGE.parent)
            found.append(f"{where}:{line}: {kind} says {word!r} ({why}): {lines[line - 1].strip()}")
    if found:
        pytest.fail(f"{len(found)} game word(s) in cardtable/{layer}/, which serves every game alike "
                    f"(a game's own words come from its GameDef):\n" + "\n".join(found), pytrace=False)


@pytest.mark.every_game
def test_the_vocabulary_comes_from_the_registry():
    phrases, single = game_vocabulary()
    for game in all_games().values():
        assert tuple(words(game.id)) in phrases and tuple(words(game.title)) in phrases
    assert {"duel", "duels", "raid", "claim", "claimed", "snap", "yarn", "disk", "disks"} <= set(single)
    assert "with" not in single and "lives" not in single


def test_the_scan_skips_docstrings_only():
    source = '''"""Module docstring: a Duel in Chicks With Disks."""

class Referee:  # a comment about the yarn
    """Class docstring: 99 Chances."""

    def raid_count(self):
        """Function docstring: the snap."""
        note = "only a docstring may name 9 Lives"
        x = "a string " "about a sway"
        return autosaveClaim, t13_snap_fire  # lives in a box; no game here
'''
    hits = {(line, kind, word) for line, kind, word, _ in scan(source)}
    assert hits == {
        (3, "name", "referee"), (3, "comment", "yarn"), (6, "name", "raid"),
        (8, "string", "9 lives"), (9, "string", "sway"), (10, "name", "claim"),
        (10, "name", "t13 snap fire"), (10, "name", "t13"), (10, "name", "snap"),
    }
