"""The CI options of the pytest plugin (harness/pytest_plugin.py): --ygo-changed-since REF
deselects the scenario items no changed script affects; --ygo-coverage OUT records the lines the
scenarios run (in their worker processes; with pytest-xdist, in every node's) and writes OUT.info
and OUT.xml at the end. Shards of a pytest run: pytest-split (docs/ci.md).

The workers' parts go to a private folder the controller makes (tempfile.mkdtemp) and hands to
the pytest-xdist nodes, never a folder of the repository under test (which could be a link), and
only that folder is removed at the end."""
import shutil
import tempfile

from harness import bundled
from harness.read_scope import run_root
from harness.ci import changed, coverage, record
from harness.safe_files import FileError

_PARTS = "ygo_coverage_parts"          # the key of the parts folder in a pytest-xdist node's workerinput


def add_options(group):
    group.addoption("--ygo-changed-since", metavar="REF",
                    help="run only the YAML scenarios affected by the scripts changed since the git ref REF "
                         "(all of them when utility.lua or another non-card .lua changed); other tests run as usual")
    group.addoption("--ygo-coverage", metavar="OUT",
                    help="record the lines of the scripts the YAML scenarios run; write lcov OUT.info and "
                         "Cobertura OUT.xml")


def _controller(config):
    return not hasattr(config, "workerinput")        # not a pytest-xdist node


def _parts(config):
    """The folder of the workers' parts (None without --ygo-coverage)."""
    if _controller(config):
        return getattr(config, "_ygo_coverage_parts", None)
    return config.workerinput.get(_PARTS)


def configure(config):
    if config.getoption("ygo_coverage") and _controller(config):
        parts = tempfile.mkdtemp(prefix="ygo-harness-coverage-")
        config._ygo_coverage_parts = parts
        config.add_cleanup(lambda: shutil.rmtree(parts, ignore_errors=True))


def configure_node(node):
    """pytest-xdist is starting a node: hand it the parts folder."""
    parts = _parts(node.config)
    if parts:
        node.workerinput[_PARTS] = parts


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
    parts = _parts(config)
    if not parts:
        return run_file
    return record.RecordingRun(run_file, parts, coverage=True)


def write_coverage(session):
    """At the end of the session (the controller): OUT.info and OUT.xml. A report that cannot be
    written is one line and the session's exit status 4 (pytest's usage error)."""
    config = session.config
    parts = _parts(config)
    if not parts or not _controller(config):
        return
    out = config.getoption("ygo_coverage")
    try:
        config._ygo_coverage_line = coverage.write_reports(record.entries(parts), out)
    except FileError as error:
        import pytest
        config._ygo_coverage_line = f"ygo-harness: {error}"
        session.exitstatus = pytest.ExitCode.USAGE_ERROR


def finish(config, terminal):
    summary = getattr(config, "_ygo_changed_summary", None)
    if summary and terminal:
        terminal.write_line(summary)
    line = getattr(config, "_ygo_coverage_line", None)
    if line and terminal:
        terminal.write_line(line)
