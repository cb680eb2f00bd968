"""The bounded memo the hot paths share (cardtable.engine.memo)."""

from cardtable.engine.memo import Memo


def test_a_memo_keeps_answers_until_full_then_starts_afresh():
    memo = Memo(3)
    assert memo.keep("a", 1) == 1
    memo.keep("b", 2)
    memo.keep("c", 3)
    assert memo == {"a": 1, "b": 2, "c": 3}
    assert memo.keep("d", 4) == 4  # full: everything earlier is forgotten
    assert memo == {"d": 4}
    assert memo.get("a") is None
