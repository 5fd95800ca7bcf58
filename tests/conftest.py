"""What the test run and the Python processes it starts (`ygo-harness`, `python -m pytest`, the
xdist workers) share.

- Compiled modules. With PYTHONDONTWRITEBYTECODE set nothing is cached: every process would
  compile the harness, the test modules and the plugins' modules again, each run (pytest
  rewrites the asserts of every plugin's package: all of hypothesis). They are cached under
  pytest's cache folder instead (sys.pycache_prefix, PYTHONPYCACHEPREFIX), never beside the
  sources; what came from the temporary folder (a test's own files) is removed after the run.
- A `python -m pytest` started by a test leaves out the plugins of the development install that
  no test of the harness's plugin uses (hypothesis, pytest-benchmark).
- `-n auto` starts one xdist worker more than there are cores: part of the suite's time is spent
  waiting (time limits that must expire, processes the tests start), which the extra worker fills
  with other tests. `-n` without `--dist` distributes with worksteal: a worker that runs out of
  tests takes those still queued behind a long one elsewhere, so the run does not end on one
  worker's queue.
"""
import os
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

UNUSED_PLUGINS = "-p no:hypothesispytest -p no:benchmark"


def pytest_configure(config):
    cache = getattr(config, "cache", None)      # None with -p no:cacheprovider: nothing is cached
    if cache is None:
        return
    folder = str(cache.mkdir("pycache"))
    # an xdist worker inherits the folder from the main process, which set it here
    inherited = os.environ.get("PYTHONPYCACHEPREFIX") == folder
    if not (os.environ.get("PYTHONDONTWRITEBYTECODE") or inherited):
        return
    sys.pycache_prefix, sys.dont_write_bytecode = folder, False
    os.environ["PYTHONPYCACHEPREFIX"] = folder
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    if "PYTEST_XDIST_WORKER" not in os.environ:
        temporary = Path(folder, *Path(tempfile.gettempdir()).resolve().parts[1:])
        config.add_cleanup(lambda: shutil.rmtree(temporary, ignore_errors=True))


@pytest.fixture(scope="session", autouse=True)
def started_pytest_plugins():
    # set when the first test runs: the xdist workers, started before, keep their own plugins
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PYTEST_ADDOPTS", f"{os.environ.get('PYTEST_ADDOPTS', '')} {UNUSED_PLUGINS}".strip())
        yield


@pytest.hookimpl(hookwrapper=True)
def pytest_xdist_auto_num_workers(config):
    outcome = yield
    if not os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):     # a number set by hand stays as it is
        outcome.force_result(outcome.get_result() + 1)


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config):
    if getattr(config.option, "numprocesses", None) and getattr(config.option, "dist", None) == "no":
        config.option.dist = "worksteal"         # before xdist would choose "load"
