"""Sweeps on a Dask cluster (``cardtable sweep --scheduler ADDRESS``).

Owns the form a scheduler's address may take
(:func:`check_scheduler_address`, checked before anything is played) and
the session with the scheduler (:func:`run_dask`): every wait has its own
deadline, so a scheduler that does not answer, answers nonsense or has no
workers is reported within seconds as a :class:`~.variant.SweepError`, and
nothing is left running. May touch Dask's ``distributed`` (imported only
here, only when a cluster is used) and :func:`~.play.play_chunk`, which the
workers run.
"""

from __future__ import annotations

import asyncio
import itertools
import re
from typing import Any, Callable, Iterator

from cardtable.engine.i18n import _, number

from .pool import Task
from .play import Tally, play_chunk
from .variant import SweepError

CLUSTER_EXTRA = "pip install 'cardtable[cluster]'"
CONNECT_SECONDS = 5.0  # to reach a Dask scheduler and hear it answer (a silent one is given up)
WORKER_SECONDS = 10.0  # for a reached scheduler with no worker to get one

_SCHEME = re.compile(r"^([a-z][a-z0-9+.-]*)://(.*)$", re.IGNORECASE)
_HOST = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_]([A-Za-z0-9_.-]{0,251}[A-Za-z0-9_])?)$")
SCHEDULER_PROTOCOLS = ("tcp", "tls", "ws", "wss", "ucx", "inproc")


def check_scheduler_address(address: str) -> str:
    """``address`` if it has the form of a Dask scheduler's address
    (``[PROTOCOL://]HOST:PORT``, or an ``inproc://`` address), else
    :class:`SweepError`. Only the form: whether anything answers there is
    found out when connecting."""
    example = "give one like tcp://192.168.1.20:8786 or HOST:PORT"
    if not isinstance(address, str) or not address.strip():
        raise SweepError(_("the scheduler address is empty: {example}").format(example=example))
    shown = _clip(address)
    if address != address.strip() or any(c.isspace() or not c.isprintable() for c in address):
        raise SweepError(_("{shown} is not a scheduler address (it has spaces or control characters): {example}").format(shown=shown, example=example))
    m = _SCHEME.match(address)
    protocol, rest = (m.group(1).lower(), m.group(2)) if m else ("tcp", address)
    if protocol not in SCHEDULER_PROTOCOLS:
        raise SweepError(_("{shown} is not a scheduler address: Dask speaks {join}, not {clip}").format(shown=shown, join=', '.join(SCHEDULER_PROTOCOLS), clip=_clip(protocol)))
    if protocol == "inproc":
        if not rest:
            raise SweepError(_("{shown} is not a scheduler address: {example}").format(shown=shown, example=example))
        return address
    host, sep, port = rest.rpartition(":")
    if not sep or not port.isdigit() or not port.isascii() or not 1 <= int(port[:6]) <= 65535:
        raise SweepError(_("{shown} is not a scheduler address: it needs a port from 1 to 65535 after the host ({example})").format(shown=shown, example=example))
    if not _HOST.match(host):
        raise SweepError(_("{shown} is not a scheduler address: {value} is not a host name or IP address ({example})").format(shown=shown, value=_clip(host) if host else _("the host"), example=example))
    return address


def _clip(text: Any, limit: int = 60) -> str:
    """``text`` quoted for a one-line message, cut short if long."""
    shown = repr(str(text))
    return shown if len(shown) <= limit else shown[:limit - 4] + "…" + shown[0]


def run_dask(address: str, work: Iterator[tuple[Task, tuple]], done: Callable[[Task, Tally], None],
             fn: Callable[..., Any] = play_chunk) -> None:
    """``work`` on the Dask cluster at ``address``, each chunk's arguments
    given to ``fn`` (:func:`~.play.play_chunk` unless told). Everything happens in an
    event loop of this thread, each wait with its own deadline: a scheduler
    that does not answer, answers nonsense or has no workers is reported
    (:class:`SweepError`) within seconds, and nothing is left running that
    could hold the process open or print later. (``address`` was checked
    by :func:`~.running.run`.)"""
    try:
        import distributed  # noqa: F401
    except ImportError:
        raise SweepError(_("--scheduler needs Dask's distributed scheduler: {install}").format(install=CLUSTER_EXTRA)) from None
    asyncio.run(_dask_session(address, work, done, fn))


async def _dask_session(address: str, work: Iterator[tuple[Task, tuple]],
                        done: Callable[[Task, Tally], None], fn: Callable[..., Any] = play_chunk) -> None:
    from distributed import Client

    where = _("the Dask scheduler at {address}").format(address=address)
    client = None
    try:
        try:
            client = Client(address, asynchronous=True, timeout=CONNECT_SECONDS, set_as_default=False)
            await asyncio.wait_for(_started(client), CONNECT_SECONDS + 1)
        except (asyncio.TimeoutError, TimeoutError):
            raise SweepError(_("cannot reach {where}: it did not answer within {seconds} seconds (is it a Dask scheduler?)").format(
                where=where, seconds=number(CONNECT_SECONDS, 0))) from None
        except OSError as err:  # refused, unknown host, closed on us
            raise SweepError(_("cannot reach {where}: {reason}").format(where=where, reason=_reason(err))) from None
        except Exception as err:  # something that does not speak Dask's protocol, or not as a scheduler
            raise SweepError(_("cannot use {where}: {reason} (is it a Dask scheduler?)").format(where=where, reason=_reason(err))) from None
        try:
            await asyncio.wait_for(client.wait_for_workers(1), WORKER_SECONDS)
        except (asyncio.TimeoutError, TimeoutError):
            raise SweepError(_("{where} has no workers (none joined within {seconds} seconds)").format(
                where=where, seconds=number(WORKER_SECONDS, 0))) from None
        except Exception as err:
            raise SweepError(_("{where} stopped answering: {reason}").format(where=where, reason=_reason(err))) from None

        async def one(task: Task, a: tuple) -> tuple[Task, Tally]:
            return task, await client.submit(fn, *a, pure=False)

        ahead = 64
        pending = {asyncio.ensure_future(one(t, a)) for t, a in itertools.islice(work, ahead)}
        try:
            while pending:
                finished, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
                for f in finished:
                    done(*f.result())
                pending |= {asyncio.ensure_future(one(t, a)) for t, a in itertools.islice(work, len(finished))}
        finally:
            for f in pending:
                f.cancel()
            if pending:
                await asyncio.gather(*pending, return_exceptions=True)
    finally:
        if client is not None:
            try:
                await asyncio.wait_for(client.close(), CONNECT_SECONDS)
            except BaseException:  # noqa: BLE001 - closing a client that never started, or a lost one
                pass


async def _started(client: Any) -> Any:
    return await client


def _reason(err: BaseException) -> str:
    """An exception from Dask as a short reason on one line."""
    text = " ".join(str(err).split()) or type(err).__name__
    return text if len(text) <= 160 else text[:159] + "…"
