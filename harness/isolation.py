"""Scenarios run in a worker process that the run can kill: the last line of defence against a
script or file that hangs or crashes the interpreter in a way the Lua sandbox cannot see (work
inside a C function, a bug of lupa or of the harness). The run itself never hangs or dies: a
scenario that outlives its wall-clock limit, or whose worker dies, is one failure, the worker is
replaced and the next scenario runs.

The worker is forked where the platform allows (it inherits the imported harness, so starting
one costs milliseconds) and spawned elsewhere. It ignores Ctrl-C: the parent decides when to stop.
"""
import faulthandler
import multiprocessing
import signal
import time
import traceback

DEFAULT_SCENARIO_TIMEOUT = 60.0           # seconds of wall time per scenario file
DEFAULT_WORKER_MEMORY_MB = 4096           # address-space cap of a worker (0: none)


class ScenarioTimeout(Exception):
    pass


class WorkerDied(Exception):
    pass


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


def _serve(connection, run_one, options, memory_mb):
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    faulthandler.disable()        # inherited from a pytest parent: its dump of a dying worker is noise
    _limit_memory(memory_mb)
    while True:
        try:
            request = connection.recv()
        except EOFError:
            return
        if request is None:
            return
        path, verbose, trace = request
        trace_out = (lambda text: connection.send(("trace", text))) if trace else None
        try:
            ok, message = run_one(path, options, trace_out)
            reply = ("done", ok, message)
        except MemoryError:
            reply = ("done", False, f"{path}: the scenario exceeded the worker's memory limit "
                                    f"({memory_mb} MB; --worker-memory raises it)")
        except Exception:
            text = f"{path}: internal error of the harness"
            text += ("\n" + traceback.format_exc()) if verbose else " (run with -v for the Python traceback)"
            reply = ("done", False, text)
        connection.send(reply)


class Worker:
    """One worker process at a time; `run(path)` returns (passed, message) or raises
    ScenarioTimeout / WorkerDied (after which the next `run` starts a fresh worker)."""

    def __init__(self, run_one, options, timeout=DEFAULT_SCENARIO_TIMEOUT, memory_mb=DEFAULT_WORKER_MEMORY_MB):
        self._run_one, self._options = run_one, options
        self.timeout, self.memory_mb = timeout, memory_mb
        self._process = self._connection = None

    def _start(self):
        parent_end, child_end = _context().Pipe()
        self._process = _context().Process(target=_serve, daemon=True,
                                           args=(child_end, self._run_one, self._options, self.memory_mb))
        self._process.start()
        child_end.close()
        self._connection = parent_end

    def run(self, path, verbose=False, trace_out=None):
        """trace_out: where the worker's trace lines go, as they come (None: no trace)."""
        if self._process is None or not self._process.is_alive():
            self._start()
        deadline = time.monotonic() + self.timeout
        try:
            self._connection.send((str(path), verbose, trace_out is not None))
            while True:
                if not self._connection.poll(max(0.0, deadline - time.monotonic())):
                    self.stop(kill=True)
                    raise ScenarioTimeout(f"the scenario exceeded its time limit of {self.timeout:g} s and was "
                                          f"stopped (--timeout raises it)")
                reply = self._connection.recv()
                if reply[0] == "trace":
                    trace_out(reply[1])
                    continue
                _, ok, message = reply
                return ok, message
        except (EOFError, BrokenPipeError, ConnectionResetError):
            self._process.join(1)
            code = self._process.exitcode
            self.stop(kill=True)
            raise WorkerDied(f"the process running the scenario died ({_describe_exit(code)})") from None

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


def _describe_exit(code):
    if code is None:
        return "no exit status"
    if code < 0:
        try:
            return f"killed by {signal.Signals(-code).name}"
        except ValueError:
            return f"killed by signal {-code}"
    return f"exit status {code}"
