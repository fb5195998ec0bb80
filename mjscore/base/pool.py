"""Ordered work in worker processes, safe to stop at any moment.

:func:`ordered_map` is what ``batch --jobs`` and ``replay --jobs`` run on. Each worker
process has a pipe of its own; the caller notes which worker got each item and reads each
answer back from that worker's pipe, so answers come out in input order with no shared
queue and no lock shared between processes. That is the point of not using
``multiprocessing.Pool``: stopping a pool while a worker is writing an answer can leave the
pool's shared lock held forever, and the caller hangs (it did, in CI, for a run stopped
after its first record). Here a worker can be killed at any point without blocking anyone
else.

A thread of the calling process reads the items and sends each to the worker with the least
work waiting, at most ``ahead`` items per worker before the first unanswered one; the
calling thread reads the answers (a worker answers its items in the order they came).
Memory stays bounded whatever the length of the input. A worker that dies is reported as an
error (:class:`~mjscore.base.MjscoreError`, code ``worker_died``), never waited for; an
exception raised by the function in a worker is raised again in the caller; an error while
reading the items is raised in the caller when its turn comes.
"""

from __future__ import annotations

import itertools
import os
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from .errors import BatchError, MjscoreError

if TYPE_CHECKING:
    import queue
    from multiprocessing.connection import Connection

Item = TypeVar("Item")
Answer = TypeVar("Answer")

_END = object()
_STOP_POLL = 0.1
"""Seconds between the reading thread's looks at whether the caller has stopped."""


def ordered_map(function: Callable[[Item], Answer], items: Iterable[Item], processes: int,
                *, ahead: int = 4) -> Iterator[Answer]:
    """``map(function, items)`` in ``processes`` worker processes, in input order.

    ``function`` must be picklable where processes are spawned rather than forked (a module
    level function, or an instance of a module level class). Closing the iterator early
    stops the workers and the reading thread at once.
    """
    # (multiprocessing and queue here, signal in _serve: only --jobs > 1 needs them, and a
    # run with one job would import them for nothing at start-up)
    import multiprocessing
    import queue

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    ours: list[Connection] = []
    workers = []
    for _ in range(processes):
        mine, theirs = context.Pipe()
        worker = context.Process(target=_serve, args=(function, theirs, [*ours, mine]),
                                 daemon=True, name="mjscore-worker")
        worker.start()
        theirs.close()
        ours.append(mine)
        workers.append(worker)
    shared = _Shared(ours, threading.BoundedSemaphore(ahead * processes), threading.Event(),
                     queue.SimpleQueue(), [0] * processes, [0] * processes)
    feeder = threading.Thread(target=_feed, args=(items, shared), daemon=True,
                              name="mjscore-feeder")
    feeder.start()
    try:
        while (note := shared.sent.get()) is not _END:
            if isinstance(note, BaseException):
                raise note
            assert isinstance(note, int)
            ok, answer = _receive(ours[note], workers[note])
            shared.answered[note] += 1
            shared.window.release()
            if not ok:
                raise answer
            yield answer
    finally:
        shared.stop.set()
        for worker in workers:
            if worker.is_alive():
                worker.terminate()
        for connection in ours:
            connection.close()
        for worker in workers:
            worker.join()
        # The reading thread stops at its next item or send (the pipes are closed); one
        # blocked reading a slow stream ends with it, as a daemon.
        feeder.join(timeout=2 * _STOP_POLL)


def _receive(connection: Connection, worker: Any) -> tuple[bool, Any]:
    try:
        answer: tuple[bool, Any] = connection.recv()
    except (EOFError, OSError):
        worker.join(timeout=1)
        raise MjscoreError(f"a worker process stopped unexpectedly (exit code "
                           f"{worker.exitcode})", code="worker_died") from None
    return answer


class _Shared(NamedTuple):
    """What the feeding thread and the calling thread share."""

    connections: Sequence[Connection]
    window: threading.BoundedSemaphore
    """Items that may be sent before the first unanswered one is answered."""
    stop: threading.Event
    """Set by the caller to stop the feeding thread."""
    sent: queue.SimpleQueue[object]
    """Which worker has each item, in input order; then the end, or the reading error."""
    loaded: list[int]
    """Items sent to each worker (written by the feeding thread only)."""
    answered: list[int]
    """Answers read from each worker (written by the calling thread only)."""


def _feed(items: Iterable[Any], shared: _Shared) -> None:
    """Send each item to the worker with the least work waiting, a window ahead of the
    answers read (so that a long item holds up no other worker); tell the caller which
    worker has each one, then the end (or the error met while reading)."""
    loaded, answered, stop = shared.loaded, shared.answered, shared.stop
    workers = range(len(shared.connections))
    try:
        for item in items:
            while not shared.window.acquire(timeout=_STOP_POLL):
                if stop.is_set():
                    return
            if stop.is_set():
                return
            which = min(workers, key=lambda worker: loaded[worker] - answered[worker])
            loaded[which] += 1
            try:
                shared.connections[which].send(item)
            except OSError:  # a dead worker, or the caller stopping: reading its answer
                shared.sent.put(which)  # tells the caller which (never an answer lost)
                return
            shared.sent.put(which)
    except BaseException as error:  # handed to the caller, raised there
        shared.sent.put(error)
        return
    shared.sent.put(_END)


def _serve(function: Callable[[Any], Any], connection: Connection,
           inherited: Sequence[Connection]) -> None:
    """A worker's life: answer each item received until the caller's end closes."""
    import signal  # (imported by the worker only: see ordered_map)

    # Ctrl-C is for the caller, which stops the workers; a worker must not print a traceback.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for other in inherited:  # the caller's ends, copied by fork: an end held open here
        other.close()        # would keep a worker from seeing its caller go
    while True:
        try:
            item = connection.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[bool, Any] = (True, function(item))
        except Exception as error:  # raised again in the caller
            answer = (False, error)
        try:
            connection.send(answer)
        except (BrokenPipeError, OSError):
            return
        except Exception as error:  # an answer or error that cannot be pickled
            connection.send((False, MjscoreError(
                f"a worker's answer could not be sent back: {error}", code="internal_error")))


def in_blocks(items: Iterable[Item], size: int) -> Iterator[list[Item]]:
    """``items`` in lists of ``size`` (the last one shorter), in order, each read as it is
    needed: what :func:`ordered_map` is given to send a worker several items a message
    (``batch`` sends blocks of records, ``replay`` blocks of files).

    >>> list(in_blocks(range(5), 2))
    [[0, 1], [2, 3], [4]]
    """
    iterator = iter(items)
    return iter(lambda: list(itertools.islice(iterator, size)), [])


def resolve_jobs(jobs: int) -> int:
    """The number of processes for ``jobs`` (0 = one per CPU available): what
    ``batch --jobs`` and ``replay --jobs`` run :func:`ordered_map` with (here, next to it,
    so that a replay does not load the record readers for it).

    Raises:
        BatchError: for a negative number.
    """
    if isinstance(jobs, bool) or not isinstance(jobs, int) or jobs < 0:
        raise BatchError(f"jobs must be a whole number from 0 up, not {jobs!r}",
                         code="invalid_jobs")
    if jobs:
        return jobs
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not every platform has sched_getaffinity
        return max(1, os.cpu_count() or 1)
