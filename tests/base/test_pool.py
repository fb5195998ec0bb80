"""Work in worker processes (``batch --jobs``, ``replay --jobs``): answers in input order,
errors raised where the caller can see them, and a run stopped at any moment stops at once."""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Iterator

import pytest

from mjscore.base import MjscoreError, ordered_map


def _square_slowly(number: int) -> int:
    time.sleep(0.002 * (number % 3))  # answers finish out of order
    return number * number


def _fail_on_seven(number: int) -> int:
    if number == 7:
        raise ValueError("seven")
    return number


def _die_on_five(number: int) -> int:
    if number == 5:
        os._exit(3)
    return number


def _big_answer(number: int) -> bytes:
    return bytes(200_000)  # larger than a pipe's buffer


def test_answers_come_in_input_order() -> None:
    assert list(ordered_map(_square_slowly, range(200), 2)) == [n * n for n in range(200)]


def test_answers_larger_than_a_pipe_do_not_block_the_run() -> None:
    assert len(list(ordered_map(_big_answer, range(40), 2))) == 40


def test_an_error_in_a_worker_is_raised_after_the_answers_before_it() -> None:
    answers = []
    with pytest.raises(ValueError, match="seven"):
        for answer in ordered_map(_fail_on_seven, range(20), 2):
            answers.append(answer)
    assert answers == list(range(7))
    assert multiprocessing.active_children() == []


def test_a_dead_worker_is_an_error_not_a_wait() -> None:
    with pytest.raises(MjscoreError) as raised:
        list(ordered_map(_die_on_five, range(50), 2))
    assert raised.value.code == "worker_died"
    assert "exit code 3" in str(raised.value)


def _items_then_an_error() -> Iterator[int]:
    yield from range(5)
    raise OSError("the disk went away")


def test_an_error_reading_the_items_is_raised_in_the_caller_in_its_turn() -> None:
    answers = []
    with pytest.raises(OSError, match="disk went away"):
        for answer in ordered_map(_square_slowly, _items_then_an_error(), 2):
            answers.append(answer)
    assert answers == [0, 1, 4, 9, 16]


def test_a_run_stopped_while_workers_answer_stops_at_once() -> None:
    # Regression: with multiprocessing.Pool, stopping while a worker was sending an answer
    # could leave the pool's shared lock held and the caller waiting for ever (seen in CI).
    for _ in range(30):
        answers = ordered_map(_big_answer, range(10_000), 2)
        next(answers)
        answers.close()
    assert multiprocessing.active_children() == []


def test_the_input_is_read_only_a_window_ahead() -> None:
    read = []

    def counted() -> Iterator[int]:
        for number in range(100_000):
            read.append(number)
            yield number

    answers = ordered_map(_square_slowly, counted(), 2, ahead=3)
    assert next(answers) == 0
    time.sleep(0.2)
    assert len(read) <= 2 * 3 + 2
    answers.close()
