"""The phone latency benchmark (benchmarks/phone_latency.py) still runs: its
first five phone taps, made over loopback WebSockets in the real window, each
give both timings. Nothing here looks at how fast they were."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

pytestmark = pytest.mark.gui

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def test_the_phone_latency_benchmark_times_its_first_five_taps(qapp, monkeypatch, capsys):
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    import phone_latency

    r = phone_latency.run(max_taps=5, quiet=False)
    assert r["taps"] == 5 and len(r["per_tap"]) == 5
    assert not r["over"] and r["moves"] >= 5
    for tap in r["per_tap"]:
        assert tap["seat"] in (1, 2, 3)
        assert tap["table_ms"] is not None and tap["table_ms"] > 0
        assert tap["phone_ms"] is not None and tap["phone_ms"] > 0
    assert r["tap_to_table"]["n"] == r["tap_to_phone"]["n"] == 5
    assert r["server_refused"] == {}
    phone_latency.print_table(json.loads(json.dumps(r)))  # the --json output reads back; the table prints
    assert "tap -> table repainted" in capsys.readouterr().out
