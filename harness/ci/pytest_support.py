"""The CI options of the pytest plugin (harness/pytest_plugin.py): --ygo-changed-since REF
deselects the scenario items no changed script affects; --ygo-coverage OUT records the lines the
scenarios run (in their worker processes; with pytest-xdist, in every node's) and writes OUT.info
and OUT.xml at the end. Shards of a pytest run: pytest-split (docs/ci.md)."""
import shutil
from pathlib import Path

from harness import bundled
from harness.read_scope import run_root
from harness.ci import changed, coverage, record


def add_options(group):
    group.addoption("--ygo-changed-since", metavar="REF",
                    help="run only the YAML scenarios affected by the scripts changed since the git ref REF "
                         "(all of them when utility.lua or another non-card .lua changed); other tests run as usual")
    group.addoption("--ygo-coverage", metavar="OUT",
                    help="record the lines of the scripts the YAML scenarios run; write lcov OUT.info and "
                         "Cobertura OUT.xml")


def _parts(out):
    return Path(f"{out}.parts")


def _controller(config):
    return not hasattr(config, "workerinput")        # not a pytest-xdist node


def configure(config):
    out = config.getoption("ygo_coverage")
    if out and _controller(config):
        shutil.rmtree(_parts(out), ignore_errors=True)
        _parts(out).mkdir(parents=True)


def deselect(config, items, is_scenario, scripts):
    """Leave out the scenario items the changes since --ygo-changed-since do not affect."""
    ref = config.getoption("ygo_changed_since")
    if not ref:
        return
    import pytest
    paths = list(dict.fromkeys(item.path for item in items if is_scenario(item)))
    try:
        changes = changed.changes_since(scripts or [bundled.BUNDLED_SCRIPTS], ref,
                                        run_root(str(config.invocation_params.dir)))
    except changed.ChangedError as error:
        raise pytest.UsageError(f"--ygo-changed-since: {error}") from None
    selected, reasons = changed.select(paths, changes)
    keep = set(selected)
    deselected = [item for item in items if is_scenario(item) and item.path not in keep]
    if deselected:
        items[:] = [item for item in items if not (is_scenario(item) and item.path not in keep)]
        config.hook.pytest_deselected(items=deselected)
    config._ygo_changed_summary = changed.summary(ref, changes, selected, len(paths), reasons)


def runner(config, run_file):
    """The worker function: run_file, or one that records the lines it runs (--ygo-coverage)."""
    out = config.getoption("ygo_coverage")
    if not out:
        return run_file
    _parts(out).mkdir(parents=True, exist_ok=True)
    return record.RecordingRun(run_file, _parts(out), coverage=True)


def finish(config, terminal):
    summary = getattr(config, "_ygo_changed_summary", None)
    if summary and terminal:
        terminal.write_line(summary)
    out = config.getoption("ygo_coverage")
    if out and _controller(config) and _parts(out).is_dir():
        count, run, valid = coverage.write_reports(record.entries(_parts(out)), out)
        shutil.rmtree(_parts(out), ignore_errors=True)
        if terminal:
            terminal.write_line(f"coverage: {run} of {valid} lines of code run in {count} script file(s): "
                                f"{out}.info, {out}.xml")
