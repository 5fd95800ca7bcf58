"""A script folder's codes, and running a task over them in batches on every core.

By default every batch runs in a worker process (harness.isolation) under a wall-clock limit
per script and an address-space limit: a script that hangs in C, or kills its process, is one
result of its own (made by the caller's `on_stuck`), and the rest of its batch runs in a fresh
worker. `Isolation(enabled=False)` (harness.isolation) runs the batches in this process, one after the other (for a
debugger), where only the in-process budgets hold.
"""
import os
import queue
import re
import sys
import threading
from dataclasses import replace
from concurrent.futures import ThreadPoolExecutor

from harness.isolation import Isolation, TaskWorker, TimedOut, WorkerDied, WorkerError, WorkerOutOfMemory, fit_memory

_SCRIPT_NAME = re.compile(r"^c(\d+)\.lua$")


def script_codes(folder):
    codes = []
    for name in os.listdir(folder):
        match = _SCRIPT_NAME.match(name)
        if match:
            codes.append(int(match.group(1)))
    return sorted(codes)


def run_batches(task, fixed, codes, size, jobs=None, progress=None, on_stuck=None, isolation=Isolation()):
    """The results of `task(*fixed, batch)` over batches of `size` codes, in code order. The task
    yields one value per code of its batch (None: nothing to report for that code). on_stuck(code,
    why): the result for a code whose worker was stopped or died."""
    batches = [codes[i:i + size] for i in range(0, len(codes), size)]
    ticker = _Ticker(progress, len(codes))
    if not isolation.enabled:
        results = []
        for batch in batches:
            for result in task(*fixed, batch):
                ticker.tick()
                if result is not None:
                    results.append(result)
        return results
    jobs_given = jobs is not None
    jobs = max(1, min(jobs or os.cpu_count() or 1, len(batches)))
    jobs, memory = fit_memory(isolation.memory_mb, jobs, jobs_given)
    return _BatchPool(task, fixed, jobs, ticker, on_stuck or _no_result, replace(isolation, memory_mb=memory)).run(batches)


def _no_result(code, why):
    return None


def _stream(emit, task, fixed, batch):
    """In the worker: each result as it comes, so the parent's clock restarts per script."""
    for result in task(*fixed, batch):
        emit(result)


def _why(stop, isolation):
    if isinstance(stop, TimedOut):
        return (f"stopped after {isolation.timeout:g} s, the limit per script (its worker process was killed; "
                f"--timeout raises it)")
    if isinstance(stop, WorkerDied):
        return f"its worker process died ({stop})"
    if isinstance(stop, WorkerOutOfMemory):
        return f"exceeded the worker's memory limit ({isolation.memory_mb} MB; --worker-memory raises it)"
    return f"internal error of the harness: {stop}"


class _Ticker:
    """Counts the scripts done and tells `progress` at each whole percent (a log stays short)."""

    def __init__(self, progress, total):
        self._progress, self._total, self._done, self._lock = progress, total, 0, threading.Lock()

    def tick(self):
        if self._progress is None:
            return
        with self._lock:
            self._done += 1
            if self._done == self._total or self._done * 100 // self._total != (self._done - 1) * 100 // self._total:
                self._progress(self._done, self._total)


class _BatchPool:
    """`jobs` workers; a thread per worker here only waits for it."""

    def __init__(self, task, fixed, jobs, ticker, on_stuck, isolation):
        self._workers = [TaskWorker(_stream, task, fixed, memory_mb=isolation.memory_mb) for _ in range(jobs)]
        self._idle = queue.SimpleQueue()
        for worker in self._workers:
            self._idle.put(worker)
        self._ticker, self._on_stuck, self._isolation = ticker, on_stuck, isolation
        self._cancelled = threading.Event()

    def run(self, batches):
        try:
            with ThreadPoolExecutor(len(self._workers)) as threads:
                return [result for results in threads.map(self._run_batch, batches) for result in results]
        except BaseException:                 # Ctrl-C: the batches under way are stopped
            self._cancelled.set()
            for worker in self._workers:
                worker.kill()
            raise
        finally:
            for worker in self._workers:
                worker.stop()

    def _run_batch(self, batch):
        worker = self._idle.get()
        results, pending = [], list(batch)
        try:
            while pending and not self._cancelled.is_set():
                received = []

                def take(result):
                    received.append(result)
                    self._ticker.tick()
                try:
                    worker.call(pending, timeout=self._isolation.timeout, on_item=take, per_item=True)
                    results.extend(received)
                    break
                except (TimedOut, WorkerDied, WorkerOutOfMemory, WorkerError) as stop:
                    results.extend(received)
                    if self._cancelled.is_set():
                        break
                    stuck = pending[len(received)]
                    results.append(self._on_stuck(stuck, _why(stop, self._isolation)))
                    self._ticker.tick()
                    pending = pending[len(received) + 1:]
        finally:
            self._idle.put(worker)
        return [result for result in results if result is not None]


def progress_bar(done, total, stream=None):
    stream = stream or sys.stderr
    width = 30
    filled = int(width * done / max(total, 1))
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done >= total:
        stream.write("\n")
    stream.flush()
