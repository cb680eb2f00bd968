"""The lab's report as one self-contained HTML page: the figures in tables
and the plots as inline SVG (seat win rates with their interval bars, the
length histograms, the lead changes, the option effects and the skill
trace). The PDF is this page laid out by Qt (cardtable/app/commands/lab.py),
each SVG handed to it as a picture.

Owns the page and its plots (:func:`page`, :func:`plots`). Everything that
came from a user or a file (option values, levels, file names, a folder's
name) is escaped: it reads as plain text whatever it holds. Pure Python.
"""

from __future__ import annotations

from html import escape
from typing import Any, Callable, Mapping, Sequence

from cardtable.engine.i18n import _

WIDTH, HEIGHT = 560, 240
LEFT, RIGHT, TOP, BOTTOM = 56, 16, 28, 44
BAR, WHISKER, FAIR = "#4c78a8", "#222222", "#d62728"


def _num(x: Any, places: int = 3) -> str:
    if x is None:
        return "—"
    if isinstance(x, float):
        return f"{x:.{places}f}".rstrip("0").rstrip(".") if abs(x) < 1e6 else f"{x:.0f}"
    return escape(str(x))


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f} %"


def bar_chart(title: str, labels: Sequence[str], values: Sequence[float], lows: Sequence[float] | None = None,
              highs: Sequence[float] | None = None, fair: float | None = None, top: float | None = None) -> str:
    """A bar chart as SVG text: one bar per label, an interval bar where
    ``lows``/``highs`` are given, a dashed line at ``fair``."""
    plot_w, plot_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM
    most = max([top or 0.0, *(v for v in values if v is not None), *(h for h in (highs or ()) if h is not None),
                fair or 0.0]) or 1.0
    least = min([0.0, *(v for v in values if v is not None), *(lo for lo in (lows or ()) if lo is not None)])
    span = (most - least) or 1.0

    def y(v: float) -> float:
        return TOP + plot_h * (most - v) / span

    n = max(1, len(values))
    step = plot_w / n
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="11">',
           '<rect width="100%" height="100%" fill="white"/>',
           f'<text x="{WIDTH / 2:.1f}" y="16" text-anchor="middle" font-size="13">{escape(title)}</text>']
    for i in range(5):
        v = least + span * i / 4
        out.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(v):.1f}" y2="{y(v):.1f}" stroke="#dddddd"/>')
        out.append(f'<text x="{LEFT - 4}" y="{y(v) + 4:.1f}" text-anchor="end">{_num(round(v, 3))}</text>')
    for i, v in enumerate(values):
        if v is None:
            continue
        x = LEFT + step * i + step * 0.15
        w = step * 0.7
        y0, y1 = y(max(v, 0.0)), y(min(v, 0.0))
        out.append(f'<rect x="{x:.1f}" y="{y0:.1f}" width="{w:.1f}" height="{max(0.5, y1 - y0):.1f}" fill="{BAR}"/>')
        if lows is not None and highs is not None and lows[i] is not None and highs[i] is not None:
            cx = x + w / 2
            out.append(f'<line x1="{cx:.1f}" x2="{cx:.1f}" y1="{y(highs[i]):.1f}" y2="{y(lows[i]):.1f}" '
                       f'stroke="{WHISKER}" stroke-width="1.5"/>')
            for edge in (lows[i], highs[i]):
                out.append(f'<line x1="{cx - 5:.1f}" x2="{cx + 5:.1f}" y1="{y(edge):.1f}" y2="{y(edge):.1f}" '
                           f'stroke="{WHISKER}" stroke-width="1.5"/>')
    every = max(1, -(-len(labels) // 10))  # at most about ten labels under the bars
    for i, label in enumerate(labels):
        if i % every:
            continue
        x = LEFT + step * (i + 0.5)
        out.append(f'<text x="{x:.1f}" y="{HEIGHT - BOTTOM + 14}" text-anchor="middle">{escape(str(label))}</text>')
    if fair is not None:
        out.append(f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y(fair):.1f}" y2="{y(fair):.1f}" stroke="{FAIR}" '
                   f'stroke-dasharray="5,4"/>')
    out.append(f'<line x1="{LEFT}" x2="{LEFT}" y1="{TOP}" y2="{HEIGHT - BOTTOM}" stroke="#444444"/>')
    out.append("</svg>")
    return "".join(out)


def variant_label(v: Mapping[str, Any]) -> str:
    opts = " ".join(f"{k}={val}" for k, val in v["options"].items())
    levels = "/".join(v["levels"])
    return _("{players} players, {options}, seats {levels}").format(players=v["players"], options=opts or "-",
                                                                     levels=levels)


def plots(found: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Every plot of the report: ``(name, SVG text)``, in the page's order."""
    out = []
    for i, v in enumerate(found["variants"]):
        seats = v["seats"]
        out.append((f"seats-{i}", bar_chart(_("Win rate by seat (95 % interval), variant {n}").format(n=i + 1),
                                            [str(s["seat"]) for s in seats], [s["rate"] for s in seats],
                                            [s["low"] for s in seats], [s["high"] for s in seats],
                                            fair=1 / v["players"], top=1.0)))
        for what, title in (("length_moves", _("Length in moves, variant {n}")),
                            ("length_rounds", _("Length in rounds, variant {n}")),
                            ("lead_changes", _("Lead changes per game, variant {n}"))):
            hist = (v[what] or {}).get("histogram") or []
            if hist:
                labels = [str(lo) if hi - lo == 1 else f"{lo}–{hi - 1}" for lo, hi, _c in hist]
                out.append((f"{what}-{i}", bar_chart(title.format(n=i + 1), labels, [c for *_e, c in hist])))
    options = sorted({e["option"] for e in found["effects"]})
    for k in options:
        rows = [e for e in found["effects"] if e["option"] == k]
        labels = [f"{e['value']} ({e['players']}p)" for e in rows]
        out.append((f"effect-moves-{k}", bar_chart(_("Mean length in moves by {option}").format(option=k), labels,
                                                   [e["mean_moves"] for e in rows])))
        out.append((f"effect-first-{k}", bar_chart(_("First-player advantage by {option}").format(option=k), labels,
                                                   [e["first_player_advantage"] for e in rows])))
    if found["skill"]:
        rows = found["skill"]
        out.append(("skill", bar_chart(_("Skill trace: win share by level (95 % interval)"),
                                       [r["level"] for r in rows], [r["rate"] for r in rows],
                                       [r["low"] for r in rows], [r["high"] for r in rows],
                                       fair=rows[0]["fair"] if len({r["fair"] for r in rows}) == 1 else None)))
    return out


def inline(_name: str, svg: str) -> str:
    return f'<div class="plot">{svg}</div>'


def _table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    cells = "".join(f"<th>{escape(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table border="1" cellspacing="0" cellpadding="3"><tr>{cells}</tr>{body}</table>'


def _spread_row(name: str, s: Mapping[str, Any] | None) -> list[str]:
    if not s:
        return [escape(name)] + ["—"] * 6
    return [escape(name), _num(s["mean"]), f"{_num(s['low'])} – {_num(s['high'])}", _num(s["median"]),
            _num(s["p10"]), _num(s["p90"]), str(s["games"])]


def source_lines(source: Mapping[str, Any]) -> list[str]:
    """What the report was made from, in words (plain text)."""
    if source.get("kind") == "records":
        lines = [_("From {n} records in the folder {folder}").format(n=source["records"], folder=source["folder"])]
        if source.get("other_games"):
            lines.append(_("{n} records of other games or player counts left out").format(n=source["other_games"]))
        for name, why in source.get("skipped", ()):
            lines.append(_("left out {file}: {reason}").format(file=name, reason=why))
        return lines
    return [_("Bot games: {games} per variant from seed {seed}; seats' levels {levels}; think {think}").format(
        games=source.get("games"), seed=source.get("seed"), levels=", ".join(source.get("levels", ())) or "classic",
        think=f"{source['think_ms']} ms" if source.get("think_ms") else _("each level's own budget"))]


def page(found: Mapping[str, Any], picture: Callable[[str, str], str] = inline) -> str:
    """The whole report as HTML; ``picture(name, svg)`` places each plot
    (inline SVG by default; the PDF hands Qt a picture instead)."""
    pics = dict(plots(found))
    title = _("Designer's lab: {game}").format(game=found["title"])
    parts = ["<!DOCTYPE html>", '<html><head><meta charset="utf-8">', f"<title>{escape(title)}</title>",
             "<style>body{font-family:sans-serif;max-width:60em;margin:1em auto}td,th{text-align:right}"
             "td:first-child{text-align:left}.plot{margin:0.5em 0}</style></head><body>",
             f"<h1>{escape(title)}</h1>"]
    parts += [f"<p>{escape(line)}</p>" for line in source_lines(found["source"])]
    parts.append(f"<p>{escape(_('Rules version {v}; report format {f} {n}').format(v=found['rules_version'], f=found['format'], n=found['version']))}</p>")
    for i, v in enumerate(found["variants"]):
        # on paper each variant starts a page, so no heading is left at the foot of one
        new_page = ' style="page-break-before:always"' if i else ""
        parts.append(f"<h2{new_page}>{escape(_('Variant {n}').format(n=i + 1))}: {escape(variant_label(v))}</h2>")
        parts.append("<p>" + escape(_("{games} games, {completed} played to the end, {unfinished} given up, {limit} "
                                      "stopped by the round limit").format(games=v["games"], completed=v["completed"],
                                                                           unfinished=v["unfinished"],
                                                                           limit=v["round_limit"])) + "</p>")
        rows = [[escape(_("seat {n}").format(n=s["seat"])), _num(s["count"]), _pct(s["rate"]),
                 f"{_pct(s['low'])} – {_pct(s['high'])}"] for s in v["seats"]]
        fp, sh, dr = v["first_player"], v["shared_wins"], v["draws"]
        rows.append([escape(_("first player")), _num(fp["count"]), _pct(fp["rate"]), f"{_pct(fp['low'])} – {_pct(fp['high'])}"])
        rows.append([escape(_("shared wins")), _num(sh["count"]), _pct(sh["rate"]), f"{_pct(sh['low'])} – {_pct(sh['high'])}"])
        rows.append([escape(_("draws")), _num(dr["count"]), _pct(dr["rate"]), f"{_pct(dr['low'])} – {_pct(dr['high'])}"])
        parts.append(_table([_("who"), _("wins"), _("rate"), _("95 % interval")], rows))
        parts.append("<p>" + escape(_("First-player advantage: {adv} (95 % interval {low} to {high}; fair share {fair})").format(
            adv=_num(fp["advantage"]), low=_num(fp["advantage_low"]), high=_num(fp["advantage_high"]),
            fair=_num(fp["fair"]))) + "</p>")
        done = v["completion"]
        parts.append("<p>" + escape(_("Balance (best seat's win rate minus the worst's): {balance}. Completion (games "
                                      "that reached their own end): {rate} (95 % interval {low} – {high})").format(
            balance=_num(v["balance"]), rate=_pct(done["rate"]), low=_pct(done["low"]), high=_pct(done["high"]))) + "</p>")
        parts.append(_table([_("measure"), _("mean"), _("95 % interval"), _("median"), _("p10"), _("p90"), _("games")],
                            [_spread_row(_("length in moves"), v["length_moves"]),
                             _spread_row(_("length in rounds"), v["length_rounds"]),
                             _spread_row(_("decisiveness"), v["decisiveness"]),
                             _spread_row(_("lead changes"), v["lead_changes"]),
                             _spread_row(_("stability"), v["stability"])]))
        for name in (f"seats-{i}", f"length_moves-{i}", f"length_rounds-{i}", f"lead_changes-{i}"):
            if name in pics:
                parts.append(picture(name, pics[name]))
    if found["effects"]:
        parts.append(f"<h2>{escape(_('Option effects'))}</h2>")
        rows = [[escape(f"{e['option']}={e['value']} ({e['players']}p)"), str(e["completed"]),
                 _num(e["first_player_advantage"]), _num(e["balance"]), _pct(e["shared_wins"]), _pct(e["draws"]), _num(e["mean_moves"]),
                 _num(e["mean_rounds"]), _num(e["decisiveness"]), _num(e["lead_changes"])] for e in found["effects"]]
        parts.append(_table([_("option"), _("games"), _("first-player advantage"), _("balance"), _("shared wins"), _("draws"),
                             _("mean moves"), _("mean rounds"), _("decisiveness"), _("lead changes")], rows))
        parts += [picture(name, svg) for name, svg in pics.items() if name.startswith("effect-")]
    if found["skill"]:
        parts.append(f"<h2>{escape(_('Skill trace'))}</h2>")
        parts.append(_table([_("level"), _("seats"), _("win share"), _("95 % interval"), _("fair share")],
                            [[escape(r["level"]), str(r["seats"]), _pct(r["rate"]), f"{_pct(r['low'])} – {_pct(r['high'])}",
                              _pct(r["fair"])] for r in found["skill"]]))
        parts.append(picture("skill", pics["skill"]))
    parts.append("</body></html>")
    return "\n".join(parts)
