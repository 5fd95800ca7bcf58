"""What the Python processes the tests start (`ygo-harness`, `python -m pytest`) share.

Many tests run a command as a user does, in a fresh interpreter. Each one would otherwise pay
for what the test run already has:
- compiling the harness's modules: with PYTHONDONTWRITEBYTECODE set nothing is cached, so every
  process compiles them again; the processes cache it under pytest's cache folder instead
  (PYTHONPYCACHEPREFIX: never beside the sources);
- loading pytest plugins of the development install that no test of the harness's plugin uses
  (hypothesis, pytest-benchmark): a `python -m pytest` started by a test leaves them out.
"""
import os

import pytest

UNUSED_PLUGINS = "-p no:hypothesispytest -p no:benchmark"


@pytest.fixture(scope="session", autouse=True)
def started_processes_environment(request, tmp_path_factory):
    with pytest.MonkeyPatch.context() as patch:
        if os.environ.get("PYTHONDONTWRITEBYTECODE"):
            cache = (request.config.cache.mkdir("pycache") if getattr(request.config, "cache", None) else
                     tmp_path_factory.mktemp("pycache"))
            patch.delenv("PYTHONDONTWRITEBYTECODE")
            patch.setenv("PYTHONPYCACHEPREFIX", str(cache))
        patch.setenv("PYTEST_ADDOPTS", f"{os.environ.get('PYTEST_ADDOPTS', '')} {UNUSED_PLUGINS}".strip())
        yield
