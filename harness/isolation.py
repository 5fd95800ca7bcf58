"""Untrusted work runs in a worker process that its parent can kill: the last line of defence
against a script or file that hangs or crashes the interpreter in a way the Lua sandbox cannot see
(work inside a C function, a bug of lupa or of the harness). The parent never hangs or dies: an
item that outlives its wall-clock limit, or whose worker dies, is one named failure, the worker is
replaced and the next item runs.

A worker is forked where the platform allows (it inherits the imported harness, so starting one
costs milliseconds) and spawned elsewhere; it is reused from item to item. It ignores Ctrl-C (the
parent decides when to stop) and runs under an address-space limit.

`TaskWorker` is the general form: `call(*args)` runs `task(emit, *fixed, *args)` in the worker;
what the task passes to `emit` reaches the parent as it comes (trace lines, output, one result per
script of a batch), and with `per_item=True` each emitted value restarts the clock. `Worker` runs
scenario files (`ygo-harness run`, the pytest plugin); `run_command` runs a whole command
(`show`, `new`) with its output forwarded; harness.probe.batches runs script batches.
"""
import contextlib
import faulthandler
import io
import multiprocessing
import os
import signal
import sys
import threading
import time
import traceback
from dataclasses import dataclass

from harness import limits

DEFAULT_SCENARIO_TIMEOUT = 60.0           # seconds of wall time per scenario file, or per script of a folder
DEFAULT_WORKER_MEMORY_MB = 4096           # address-space cap of a worker (0: none), at most ...
MIN_WORKER_MEMORY_MB = 512                # ... and at least this: a worker running the bundled suite peaks at ~200 MB


@dataclass(frozen=True)
class Isolation:
    """How a command runs untrusted items: in workers (enabled) or in this process."""
    enabled: bool = True
    timeout: float = DEFAULT_SCENARIO_TIMEOUT        # seconds of wall time per item
    memory_mb: int | None = None                     # address-space cap of each worker (0: none; None: fit_memory)


def add_options(parser, item):
    """--timeout, --worker-memory and --no-isolate on an argparse parser; `item` names what the
    time limit applies to ("script", "scenario file")."""
    parser.add_argument("--timeout", type=limits.seconds, default=DEFAULT_SCENARIO_TIMEOUT, metavar="SECONDS",
                        help=f"wall-clock limit per {item}, after which its worker process is killed and the "
                             f"{item} reported as stopped (default: {DEFAULT_SCENARIO_TIMEOUT:g})")
    parser.add_argument("--worker-memory", type=limits.whole_number(0, limits.MAX_WORKER_MEMORY_MB), default=None,
                        metavar="MB",
                        help=f"address-space limit of each worker process (default: {DEFAULT_WORKER_MEMORY_MB}, or "
                             f"the machine's available memory shared among the workers if that is less; 0: none)")
    parser.add_argument("--no-isolate", "--in-process", dest="no_isolate", action="store_true",
                        help="run in this process, one item at a time, without worker processes (to debug): "
                             "no wall-clock or address-space limit beyond the in-process budgets "
                             "(docs/security.md)")


def from_args(args):
    return Isolation(not args.no_isolate, args.timeout, args.worker_memory)


class MemoryBudgetError(ValueError):
    """--jobs workers with --worker-memory each do not fit the machine's available memory."""


def available_memory_mb():
    """The memory the machine can give now without swapping (MemAvailable), or None if unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE") // (1024 * 1024)
    except (AttributeError, ValueError, OSError):
        return None


def fit_memory(requested, jobs, jobs_given=True):
    """(jobs, each worker's address-space cap in MB) such that the workers together fit the
    machine's available memory. `requested` None: DEFAULT_WORKER_MEMORY_MB, or an equal share of
    the available memory if that is less (never under MIN_WORKER_MEMORY_MB: fewer workers when
    the number of jobs was a default, else an error); an explicit cap must fit as given (0: no
    cap, the user's choice)."""
    if requested is not None and requested < 0:
        raise MemoryBudgetError(f"--worker-memory must be 0 (no cap) or a number of megabytes, got {requested}")
    available = available_memory_mb()
    if requested == 0 or available is None:
        return jobs, DEFAULT_WORKER_MEMORY_MB if requested is None else requested
    each = requested if requested is not None else min(DEFAULT_WORKER_MEMORY_MB, available // jobs)
    if requested is None and each < MIN_WORKER_MEMORY_MB:
        fitting = max(1, available // MIN_WORKER_MEMORY_MB)
        if not jobs_given:
            return min(jobs, fitting), min(DEFAULT_WORKER_MEMORY_MB, available // min(jobs, fitting))
        raise MemoryBudgetError(f"--jobs {jobs}: each worker would get {each} MB of the {available} MB the machine has "
                                f"available (at least {MIN_WORKER_MEMORY_MB} MB each); use --jobs {fitting} or fewer")
    if each * jobs > available:
        raise MemoryBudgetError(f"--jobs {jobs} x --worker-memory {each} MB = {each * jobs} MB, more than the {available} "
                                f"MB the machine has available; lower one of them (--worker-memory 0: no cap)")
    return jobs, each


class TimedOut(Exception):
    """The item outlived its wall-clock limit; its worker was killed."""


ScenarioTimeout = TimedOut               # the name `run` and the plugin have always caught


class WorkerDied(Exception):
    """The worker process ended without replying; the message says how ("killed by SIGABRT")."""


class WorkerOutOfMemory(Exception):
    """A MemoryError in the worker: the address-space limit (or the machine) ran out."""


class WorkerError(Exception):
    """The task raised; `details` is its Python traceback."""

    def __init__(self, details):
        super().__init__(details.strip().splitlines()[-1] if details.strip() else "error")
        self.details = details


# Workers started from several threads at once (`run --jobs`) fork one at a time: a fork while
# another worker's start is half done would copy that worker's end of its exit pipe, and its
# parent would then wait for both to exit before seeing that one has.
_START_LOCK = threading.Lock()


def _context():
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def _limit_memory(megabytes):
    if not megabytes:
        return
    try:
        import resource
    except ImportError:           # not on this platform: the Lua and Python-side caps still hold
        return
    limit = megabytes * 1024 * 1024
    _, hard = resource.getrlimit(resource.RLIMIT_AS)
    if hard != resource.RLIM_INFINITY:
        limit = min(limit, hard)
    resource.setrlimit(resource.RLIMIT_AS, (limit, hard))


def _serve(connection, task, fixed, memory_mb, parent_end):
    # A forked worker holds a copy of its parent's end of the pipe: closed, the worker's next
    # read ends (EOF) when the parent dies, even by SIGKILL, instead of waiting forever.
    parent_end.close()
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    faulthandler.disable()        # inherited from a pytest parent: its dump of a dying worker is noise
    _limit_memory(memory_mb)

    def emit(value):
        connection.send(("item", value))
    while True:
        try:
            request = connection.recv()
        except EOFError:
            return
        if request is None:
            return
        try:
            reply = ("done", task(emit, *fixed, *request))
        except MemoryError:
            reply = ("memory", None)
        except Exception:
            reply = ("error", traceback.format_exc())
        connection.send(reply)


class TaskWorker:
    """One worker process at a time, running `task(emit, *fixed, *args)` for each `call(*args)`."""

    def __init__(self, task, *fixed, memory_mb=DEFAULT_WORKER_MEMORY_MB):
        self._task, self._fixed, self.memory_mb = task, fixed, memory_mb
        self._process = self._connection = None

    def _start(self):
        with _START_LOCK:
            parent_end, child_end = _context().Pipe()
            self._process = _context().Process(target=_serve, daemon=True,
                                               args=(child_end, self._task, self._fixed, self.memory_mb, parent_end))
            self._process.start()
            child_end.close()
        self._connection = parent_end

    def call(self, *args, timeout, on_item=None, per_item=False):
        """The task's return value. Raises TimedOut (the worker was killed), WorkerDied,
        WorkerOutOfMemory or WorkerError; the next call starts a fresh worker when needed."""
        if self._process is None or not self._process.is_alive():
            self._start()
        deadline = time.monotonic() + timeout
        try:
            self._connection.send(args)
            while True:
                if not self._connection.poll(max(0.0, deadline - time.monotonic())):
                    self.stop(kill=True)
                    raise TimedOut(f"{timeout:g} s")
                kind, value = self._connection.recv()
                if kind == "item":
                    if on_item is not None:
                        on_item(value)
                    if per_item:
                        deadline = time.monotonic() + timeout
                    continue
                if kind == "memory":
                    raise WorkerOutOfMemory(f"{self.memory_mb} MB")
                if kind == "error":
                    raise WorkerError(value)
                return value
        except (EOFError, BrokenPipeError, ConnectionResetError):
            self._process.join(1)
            code = self._process.exitcode
            self.stop(kill=True)
            raise WorkerDied(_describe_exit(code)) from None

    def kill(self):
        """Kill the process at once (from another thread: its `call` then raises WorkerDied)."""
        process = self._process
        if process is not None:
            process.kill()

    def stop(self, kill=False):
        if self._process is None:
            return
        if kill:
            self._process.kill()
        else:
            try:
                self._connection.send(None)
            except (OSError, EOFError):
                pass
        self._process.join(5)
        if self._process.is_alive():
            self._process.kill()
            self._process.join()
        self._connection.close()
        self._process = self._connection = None


# --- scenario files ---------------------------------------------------------------------------


def _run_scenario_task(emit, run_one, options, path, verbose, trace):
    try:
        return run_one(path, options, emit if trace else None)
    except MemoryError:
        raise
    except Exception:
        text = f"{path}: internal error of the harness"
        return False, text + (("\n" + traceback.format_exc()) if verbose
                              else " (run with -v for the Python traceback)")


class Worker:
    """Runs scenario files: `run(path)` returns (passed, message) of `run_one(path, options,
    trace_out)` or raises ScenarioTimeout / WorkerDied (after which the next `run` starts a fresh
    worker)."""

    def __init__(self, run_one, options, timeout=DEFAULT_SCENARIO_TIMEOUT, memory_mb=DEFAULT_WORKER_MEMORY_MB):
        self.timeout, self.memory_mb = timeout, memory_mb
        self._worker = TaskWorker(_run_scenario_task, run_one, options, memory_mb=memory_mb)

    def run(self, path, verbose=False, trace_out=None):
        """trace_out: where the worker's trace lines go, as they come (None: no trace)."""
        try:
            return self._worker.call(str(path), verbose, trace_out is not None, timeout=self.timeout,
                                     on_item=trace_out)
        except TimedOut:
            raise ScenarioTimeout(f"the scenario exceeded its time limit of {self.timeout:g} s and was "
                                  f"stopped (--timeout raises it)") from None
        except WorkerDied as died:
            raise WorkerDied(f"the process running the scenario died ({died})") from None
        except WorkerOutOfMemory:
            return False, (f"{path}: the scenario exceeded the worker's memory limit ({self.memory_mb} MB; "
                           f"--worker-memory raises it)")

    def stop(self, kill=False):
        self._worker.stop(kill)


# --- a whole command --------------------------------------------------------------------------


class _Forward(io.TextIOBase):
    """A text stream whose writes reach the parent as ("out"|"err", text)."""

    def __init__(self, emit, stream):
        self._emit, self._stream = emit, stream

    def writable(self):
        return True

    def isatty(self):
        return False

    def write(self, text):
        if text:
            self._emit((self._stream, text))
        return len(text)


def _command_task(emit, command, args):
    with contextlib.redirect_stdout(_Forward(emit, "out")), contextlib.redirect_stderr(_Forward(emit, "err")):
        try:
            return "return", command(args)
        except SystemExit as stop:
            return "exit", stop.code


def _forward(item):
    stream, text = item
    (sys.stdout if stream == "out" else sys.stderr).write(text)


def run_command(command, args, what, timeout=DEFAULT_SCENARIO_TIMEOUT, memory_mb=DEFAULT_WORKER_MEMORY_MB,
                verbose=False):
    """command(args) in a worker, its output printed here as it comes; its exit status. `what`
    names the item in the message of a failure (e.g. "ygo-harness show: x.yaml")."""
    worker = TaskWorker(_command_task, command, memory_mb=memory_mb)
    try:
        kind, value = worker.call(args, timeout=timeout, on_item=_forward)
    except TimedOut:
        print(f"{what}: exceeded its time limit of {timeout:g} s and was stopped (--timeout raises it)",
              file=sys.stderr)
        return 1
    except WorkerDied as died:
        print(f"{what}: the process running it died ({died})", file=sys.stderr)
        return 1
    except WorkerOutOfMemory:
        print(f"{what}: exceeded the worker's memory limit ({memory_mb} MB; --worker-memory raises it)",
              file=sys.stderr)
        return 1
    except WorkerError as error:
        print(f"{what}: internal error of the harness" + (f"\n{error.details}" if verbose else
              " (run with -v for the Python traceback)"), file=sys.stderr)
        return 1
    finally:
        worker.stop()
    if kind == "exit":
        raise SystemExit(value)
    return value


def _describe_exit(code):
    if code is None:
        return "no exit status"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"
