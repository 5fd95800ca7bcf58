"""A script folder's codes, and running a task over them in batches on every core."""
import os
import re
import sys
from concurrent.futures import ProcessPoolExecutor

_SCRIPT_NAME = re.compile(r"^c(\d+)\.lua$")


def script_codes(folder):
    codes = []
    for name in os.listdir(folder):
        match = _SCRIPT_NAME.match(name)
        if match:
            codes.append(int(match.group(1)))
    return sorted(codes)


def run_batches(task, codes, size, jobs=None, progress=None):
    """Results of every batch of `size` codes, in order: task(batch) gives (worker, *arguments),
    run in this process (jobs 1) or on `jobs` processes (default: every core)."""
    batches = [codes[i:i + size] for i in range(0, len(codes), size)]
    results = []
    jobs = jobs or os.cpu_count() or 1
    if jobs == 1 or len(batches) <= 1:
        for batch in batches:
            worker, *arguments = task(batch)
            results.extend(worker(*arguments))
            if progress:
                progress(len(results), len(codes))
        return results
    with ProcessPoolExecutor(jobs) as pool:
        futures = [pool.submit(*task(batch)) for batch in batches]
        for future in futures:
            results.extend(future.result())
            if progress:
                progress(len(results), len(codes))
    return results


def progress_bar(done, total, stream=None):
    stream = stream or sys.stderr
    width = 30
    filled = int(width * done / max(total, 1))
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
    if done >= total:
        stream.write("\n")
    stream.flush()
