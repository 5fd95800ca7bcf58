"""pytest plugin: collects YAML scenarios as test items and gives tests a DuelSession fixture.

A YAML file is collected when it lies under a folder named `scenarios` or is named on the
command line. Options: --ygo-scripts DIR, --ygo-cdb FILE (repeatable). Each scenario runs in a
worker process (reused from item to item) that is stopped after --ygo-timeout seconds, as
`ygo-harness run` does; --ygo-no-isolate runs them in pytest's own process (for a debugger).
"""
import pytest

from harness import bundled, config, limits
from harness.isolation import DEFAULT_SCENARIO_TIMEOUT, ScenarioTimeout, Worker, WorkerDied
from harness.lua import reuse
from harness.read_scope import ReadScope
from harness.scenario.loader import ScenarioError, load_scenario, warm_up
from harness.scenario.runner import RunOptions, ScenarioFailed, run_scenario
from harness.session import DuelSession


def pytest_addoption(parser):
    group = parser.getgroup("ygo-harness")
    group.addoption("--ygo-scripts", action="append", default=[], metavar="DIR",
                    help="card script folder, searched after a scenario's own (repeatable)")
    group.addoption("--ygo-cdb", action="append", default=[], metavar="FILE",
                    help="card database, .cdb or .yaml (repeatable)")
    group.addoption("--ygo-isolate", action="store_true",
                    help="run each YAML scenario in a worker process that is stopped after --ygo-timeout "
                         "seconds or when it dies (the default; kept for older command lines)")
    group.addoption("--ygo-no-isolate", action="store_true",
                    help="run the YAML scenarios in pytest's own process (to debug them): no wall-clock "
                         "limit, and a crash of the harness stops the session")
    group.addoption("--ygo-allow-outside-root", action="store_true",
                    help="let scenario files name script folders, and script files lead, outside the run's root "
                         "(pytest's rootdir and the paths named); for your own files only")
    group.addoption("--ygo-timeout", type=limits.seconds, default=DEFAULT_SCENARIO_TIMEOUT, metavar="SECONDS",
                    help=f"wall-clock limit per scenario in its worker process (default: {DEFAULT_SCENARIO_TIMEOUT:g})")
    from harness.ci import pytest_support
    pytest_support.add_options(group)       # --ygo-changed-since, --ygo-coverage (docs/ci.md)


def pytest_configure(config):
    from harness.ci import pytest_support
    pytest_support.configure(config)


@pytest.hookimpl(optionalhook=True)
def pytest_configure_node(node):             # pytest-xdist's hook, when it is installed
    from harness.ci import pytest_support
    pytest_support.configure_node(node)


def pytest_sessionfinish(session):
    from harness.ci import pytest_support
    pytest_support.write_coverage(session)


def pytest_terminal_summary(terminalreporter, config):
    from harness.ci import pytest_support
    pytest_support.finish(config, terminalreporter)


def _options(pytest_config):
    try:
        return _checked_options(pytest_config)
    except config.ConfigError as error:       # the project's pyproject.toml: one line, no traceback
        raise pytest.UsageError(str(error)) from None


def _checked_options(pytest_config):
    start = pytest_config.rootpath
    scripts = config.configured("scripts", pytest_config.getoption("ygo_scripts"), start)
    given = (pytest_config.invocation_params.dir / str(arg).split("::")[0]
             for arg in pytest_config.invocation_params.args if not str(arg).startswith("-"))
    named = [start, *scripts, *(path for path in given if path.exists())]
    return RunOptions(scripts=scripts, cdb=config.configured("cdb", pytest_config.getoption("ygo_cdb"), start),
                      scope=ReadScope.for_run(named, pytest_config.getoption("ygo_allow_outside_root"), start))


def pytest_collect_file(parent, file_path):
    if file_path.suffix not in (".yaml", ".yml"):
        return None
    try:   # only folders below the rootdir count: the project itself may live under "scenarios/"
        folders = file_path.relative_to(parent.config.rootpath).parts[:-1]
    except ValueError:
        folders = file_path.parts[:-1]
    if "scenarios" in folders or parent.session.isinitpath(file_path):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


def pytest_collection_modifyitems(config, items):
    from harness.ci import pytest_support
    pytest_support.deselect(config, items, lambda item: isinstance(item, ScenarioItem), _options(config).scripts)
    # A missing bundled file (a broken install) is one error for the session, not one per scenario.
    scenarios = sum(isinstance(item, ScenarioItem) for item in items)
    warm_up(scenarios)            # before the worker forks: it inherits the compiled schema
    if scenarios:
        try:
            bundled.check()
        except bundled.BrokenInstall as error:
            raise pytest.UsageError(str(error)) from None


class ScenarioFile(pytest.File):
    def collect(self):
        yield ScenarioItem.from_parent(self, name=self.path.stem)


def _run_file(path, options, trace_out=None):
    """What an isolated worker runs: (passed, message)."""
    scenario = None
    try:
        with reuse.duels():       # the next file's duel takes this one's Lua state
            scenario = load_scenario(path, scope=options.scope)
            run_scenario(scenario, options)
        return True, ""
    except (ScenarioFailed, ScenarioError) as failure:
        return _failed(path, scenario, options, failure)


def _failed(path, scenario, options, failure):
    """(False, the report): a snapshot file's report ends with the diff `ygo-harness run --update`
    would make to its expectations (so JUnit shows it too)."""
    if scenario is not None and scenario.snapshot:
        from harness.probe.update import after_failure
        return after_failure(path, options, str(failure))
    return False, str(failure)


def _worker(pytest_config):
    worker = getattr(pytest_config, "_ygo_worker", None)
    if worker is None:
        from harness.ci import pytest_support
        worker = Worker(pytest_support.runner(pytest_config, _run_file), _options(pytest_config),
                        timeout=pytest_config.getoption("ygo_timeout"))
        pytest_config._ygo_worker = worker
        pytest_config.add_cleanup(worker.stop)
    return worker


class ScenarioItem(pytest.Item):
    def runtest(self):
        # -vv asks for the harness's Python traceback, which only this process can show
        if not self.config.getoption("ygo_no_isolate") and self.config.getoption("verbose") <= 1:
            try:
                ok, message = _worker(self.config).run(self.path)
            except (ScenarioTimeout, WorkerDied) as stopped:
                ok, message = False, f"{self.path}: {stopped}"
            if not ok:
                pytest.fail(message, pytrace=False)
            return
        options = _options(self.config)
        scenario = load_scenario(self.path, scope=options.scope)
        self.user_properties.append(("scenario", scenario.name))
        try:
            with reuse.duels():
                run_scenario(scenario, options)
        except ScenarioFailed as failure:
            if not scenario.snapshot:
                raise
            pytest.fail(_failed(self.path, scenario, options, failure)[1], pytrace=False)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, (ScenarioFailed, ScenarioError)) and not self.config.getoption("verbose") > 1:
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"scenario: {self.name}"


@pytest.fixture
def ygo_duel(request):
    """A fresh DuelSession with the configured scripts and card databases."""
    options = _options(request.config)
    return DuelSession(scripts=options.scripts, cdb=options.cdb)


@pytest.fixture
def ygo_duel_factory(request):
    """make(cards=None, scripts=(), cdb=(), **options): a fresh DuelSession with inline card data
    (`cards:` as in a scenario: {code: {name: ..., type: [...], ...}}), script folders and card
    databases searched before the configured ones, and DuelSession's other options."""
    configured = _options(request.config)

    def make(cards=None, scripts=(), cdb=(), **options):
        return DuelSession(cards=cards, scripts=[*scripts, *configured.scripts], cdb=[*cdb, *configured.cdb],
                           **options)
    return make
