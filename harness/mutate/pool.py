"""The worker processes a mutation run uses (harness.isolation's killable workers, one per
--jobs), each driven by a thread of this process that only waits for it. `each(work, items)` runs
work(worker, item) for every item, a free worker taking the next item, and yields the results as
they finish. `worker.run(...)` is harness.mutate.worker.run in that process, under a wall-clock
limit; with --no-isolate it runs here, without one."""
import queue
from concurrent.futures import ThreadPoolExecutor, as_completed

from harness import isolation
from harness.mutate import worker as task


class _Isolated:
    def __init__(self, options, memory_mb):
        self._worker = isolation.TaskWorker(task.run, options, memory_mb=memory_mb)

    def run(self, path, mutant_folder, watched, timeout):
        return self._worker.call(str(path), mutant_folder, watched, timeout=timeout)

    def kill(self):
        """From the main thread: the waiting thread's call then ends (WorkerDied)."""
        self._worker.kill()

    def stop(self, kill):
        self._worker.stop(kill)


class _InProcess:
    def __init__(self, options):
        self._options = options

    def run(self, path, mutant_folder, watched, timeout):
        return task.run(None, self._options, str(path), mutant_folder, watched)

    def kill(self):
        pass

    def stop(self, kill):
        pass


class Pool:
    def __init__(self, options, jobs, isolation_settings):
        self.isolated = isolation_settings.enabled
        count = max(1, jobs) if self.isolated else 1
        if self.isolated:       # the workers' caps together fit the machine (harness.isolation.fit_memory)
            count, memory = isolation.fit_memory(isolation_settings.memory_mb, count)
        self.workers = [_Isolated(options, memory) if self.isolated else _InProcess(options) for _ in range(count)]
        self._idle = queue.SimpleQueue()
        for worker in self.workers:
            self._idle.put(worker)

    def each(self, work, items):
        """work(worker, item) for each item; yields (item, result) as each finishes."""
        def with_worker(item):
            worker = self._idle.get()
            try:
                return work(worker, item)
            finally:
                self._idle.put(worker)
        with ThreadPoolExecutor(len(self.workers)) as threads:
            futures = {threads.submit(with_worker, item): item for item in items}
            try:
                for future in as_completed(futures):
                    yield futures[future], future.result()
            except BaseException:              # Ctrl-C, SIGTERM: stop what is under way
                for future in futures:
                    future.cancel()
                for worker in self.workers:
                    worker.kill()
                raise

    def stop(self):
        """Kill every worker, then wait for each: a worker forked while another was starting
        holds that one's exit pipe, so waiting for one before killing the next would stall."""
        for worker in self.workers:
            worker.kill()
        for worker in self.workers:
            worker.stop(kill=True)
