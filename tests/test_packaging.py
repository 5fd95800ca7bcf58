"""A normal install works (issue 13): the wheel carries everything the harness needs at run time
(harness/bundled.py finds it there), and a missing bundled file is one clear message.

The wheel is built once per test run, whatever the number of pytest-xdist workers (pip wheel
--no-deps, from a clean copy of the checkout): offline with the running Python's setuptools when
it can build wheels itself (>= 70.1), else through pip's build isolation, which installs
setuptools from the registry; a build that cannot get setuptools is a skip that says so. The
built wheel is then unpacked and run with the dependencies of this Python (PYTHONPATH), from a
folder outside the source tree. .ci/run also installs it in a fresh venv.
"""
import contextlib
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from harness import bundled

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).resolve().parent / "data" / "packaging"
# What a build must not see (.gitignore's list, and the VCS).
JUNK = shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__", "*.pyc", ".pytest_cache",
                              ".venv", "fuzz-out")
# Folder of the repository -> where the wheel keeps it.
DATA_FOLDERS = {"scripts": "harness/data/scripts", "api_stubs": "harness/data/api_stubs",
                "scenarios": "harness/data/scenarios"}


def _offline_backend():
    """Whether this Python's setuptools builds wheels without pip installing anything (>= 70.1)."""
    probe = subprocess.run([sys.executable, "-c", "import setuptools.command.bdist_wheel"], capture_output=True)
    return probe.returncode == 0


def _source_files(folder):
    """The files of a folder of the checkout, relative to ROOT: git's list when there is one."""
    try:
        listed = subprocess.run(["git", "ls-files", "--", folder], cwd=ROOT, capture_output=True, text=True,
                                timeout=30)
    except (OSError, subprocess.SubprocessError):
        listed = None
    if listed is not None and listed.returncode == 0 and listed.stdout.strip():
        return sorted(line for line in listed.stdout.splitlines() if (ROOT / line).is_file())
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / folder).rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts and not p.name.startswith("."))


@contextlib.contextmanager
def _one_worker_at_a_time(lock_path):
    """Held by one pytest-xdist worker at a time (where fcntl exists; else each worker builds its own)."""
    try:
        import fcntl
    except ImportError:
        yield False
        return
    with open(lock_path, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield True


def _build_wheel(tmp):
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=JUNK)
    offline = _offline_backend()
    command = [sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check", "--no-deps",
               *(["--no-build-isolation"] if offline else []), "-w", str(tmp / "dist"), str(src)]
    built = subprocess.run(command, capture_output=True, text=True, timeout=300)
    output = built.stdout + built.stderr
    if built.returncode != 0:
        if not offline and "setuptools" in output and ("build dependencies" in output
                                                       or "No matching distribution" in output):
            pytest.skip("cannot build the wheel: this Python has no setuptools >= 70.1 and pip could not "
                        "install the build backend (setuptools>=68) from the registry (offline?)")
        pytest.fail(f"pip wheel failed:\n{output}")
    [path] = (tmp / "dist").glob("ygo_harness-*.whl")
    return path


@pytest.fixture(scope="session")
def wheel(tmp_path_factory):
    """The wheel, built once per test run: pytest-xdist workers share the build through the run's
    common temporary folder, the first one to get there building it."""
    if not (ROOT / "pyproject.toml").is_file():
        pytest.skip("not a source checkout: there is no pyproject.toml to build")
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode != 0:
        pytest.skip(f"cannot build the wheel: pip is not installed for {sys.executable}")
    own = tmp_path_factory.getbasetemp()
    # an xdist worker's folder sits in the folder of the whole run, which the other workers share
    shared = own.parent if os.environ.get("PYTEST_XDIST_WORKER") else own
    with _one_worker_at_a_time(shared / "wheel.lock") as locked:
        if not locked:
            return _build_wheel(tmp_path_factory.mktemp("packaging"))
        built = sorted((shared / "wheel" / "dist").glob("ygo_harness-*.whl"))
        if built:
            return built[0]
        if (shared / "wheel").exists():
            shutil.rmtree(shared / "wheel")        # a build that failed or was skipped: try again
        (shared / "wheel").mkdir()
        return _build_wheel(shared / "wheel")


@pytest.fixture(scope="module")
def wheel_names(wheel):
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def _unpack(wheel, where):
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(where)
    return where


def _run(site, *args, cwd):
    """`python ARGS` with the unpacked wheel first on the path (the tests' Python gives the
    dependencies), in a folder outside the source tree."""
    env = {**os.environ, "PYTHONPATH": str(site), "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    env.pop("YGO_HARNESS_SCRIPTS", None)
    env.pop("YGO_HARNESS_CDB", None)
    return subprocess.run([sys.executable, *map(str, args)], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=120)


# --- what the wheel holds ------------------------------------------------------------------------


def test_the_wheel_holds_the_lua_sandbox_the_schema_and_the_bundled_files(wheel_names):
    for name in ["harness/lua/sandbox.lua", "harness/scenario/schema.json", "harness/data/scripts/cards.yaml",
                 "harness/data/scripts/c40619825.lua", "harness/data/api_stubs/constant.lua",
                 "harness/data/api_stubs/utility.lua", "harness/data/api_stubs/procedure.lua",
                 "harness/data/api_stubs/annotations/card.lua", "harness/data/api_stubs/annotations/duel.lua",
                 "harness/data/scenarios/equip_shapes/several_equips_at_once.yaml",
                 "harness/data/scenarios/equip_shapes/scripts/c99200001.lua"]:
        assert name in wheel_names


@pytest.mark.parametrize("folder", sorted(DATA_FOLDERS))
def test_the_wheel_holds_every_file_of_the_bundled_folders(wheel_names, folder):
    files = _source_files(folder)
    assert files, f"{folder}/ is empty"
    missing = [f for f in files if DATA_FOLDERS[folder] + f[len(folder):] not in wheel_names]
    assert missing == [], f"not in the wheel (add a pattern to package-data in pyproject.toml): {missing}"


def test_the_wheel_holds_every_module_and_file_of_the_package(wheel_names):
    # A new subpackage of harness/ must be added to `packages` in pyproject.toml.
    missing = [f for f in _source_files("harness") if f not in wheel_names]
    assert missing == [], f"not in the wheel (add the package or the pattern in pyproject.toml): {missing}"


def test_the_wheel_holds_nothing_else_at_the_top_level(wheel_names):
    top = {name.split("/")[0] for name in wheel_names}
    assert {name for name in top if not name.endswith(".dist-info")} == {"harness"}


# --- the unpacked wheel, run outside the source tree ---------------------------------------------


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory):
    """(site folder holding the unpacked wheel, a user's folder outside the source tree)."""
    site = _unpack(wheel, tmp_path_factory.mktemp("site"))
    user = tmp_path_factory.mktemp("user")
    shutil.copytree(DATA, user, dirs_exist_ok=True)
    return site, user


def test_the_installed_package_finds_its_files_in_harness_data(installed):
    site, user = installed
    shown = _run(site, "-m", "harness", "annotations", cwd=user)
    assert shown.returncode == 0, shown.stderr
    assert Path(shown.stdout.strip()) == site / "harness" / "data" / "api_stubs" / "annotations"
    where = _run(site, "-c", "import harness.bundled as b; print(b.CHECKOUT, b.BUNDLED_SCENARIOS); b.check()",
                 cwd=user)
    assert where.returncode == 0, where.stderr
    assert where.stdout.split() == ["None", str(site / "harness" / "data" / "scenarios")]


def test_the_installed_package_runs_a_bundled_scenario_and_a_users_scripts(installed):
    site, user = installed
    bundled_scenario = site / "harness" / "data" / "scenarios" / "equip_shapes" / "several_equips_at_once.yaml"
    run = _run(site, "-m", "harness", "run", "--in-process", bundled_scenario, cwd=user)
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"PASS {bundled_scenario}" in run.stdout
    own = _run(site, "-m", "harness", "run", "--in-process", "weak_axe.yaml", "--scripts", "my_scripts", cwd=user)
    assert own.returncode == 0, own.stdout + own.stderr
    assert "PASS weak_axe.yaml" in own.stdout


def test_stubgen_does_not_write_into_an_installed_package(installed):
    site, user = installed
    stubs = site / "harness" / "data" / "api_stubs"
    before = {p: p.stat().st_mtime_ns for p in stubs.rglob("*.lua")}
    refused = _run(site, "-m", "harness.stubgen", cwd=user)
    assert refused.returncode == 1
    assert "regenerates api_stubs/ of a source checkout" in refused.stderr
    assert {p: p.stat().st_mtime_ns for p in stubs.rglob("*.lua")} == before


@pytest.mark.parametrize("lost", ["data/scripts/cards.yaml", "data/api_stubs/constant.lua"])
def test_a_missing_bundled_file_stops_the_run_with_one_line(wheel, tmp_path, lost):
    site = _unpack(wheel, tmp_path / "site")
    (site / "harness" / lost).unlink()
    run = _run(site, "-m", "harness", "run", cwd=tmp_path)          # the bundled suite
    assert run.returncode == 1
    assert run.stdout == ""
    assert run.stderr.splitlines() == [
        f"ygo-harness run: the installed ygo-harness package is broken: {site / 'harness' / lost} is missing; "
        f"reinstall it (pip install --force-reinstall with what it was installed from)"]
    scenario = site / "harness" / "data" / "scenarios" / "equip_shapes" / "several_equips_at_once.yaml"
    through_pytest = _run(site, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "harness.pytest_plugin",
                          scenario, cwd=tmp_path)
    assert through_pytest.returncode == 4, through_pytest.stdout + through_pytest.stderr
    assert through_pytest.stderr.count("package is broken") == 1, through_pytest.stderr


# --- the source checkout -------------------------------------------------------------------------


def test_a_checkout_uses_its_own_top_level_folders():
    if bundled.CHECKOUT is None:
        pytest.skip("the tests run against an installed package")
    from harness import carddb, cli, stubgen
    from harness.lua import host
    assert bundled.CHECKOUT == ROOT
    assert host.BUNDLED_SCRIPTS == ROOT / "scripts" and carddb.BUNDLED_CARDS == ROOT / "scripts" / "cards.yaml"
    assert host.API_STUBS == stubgen.STUB_DIR == ROOT / "api_stubs"
    assert stubgen.ANNOTATION_DIR == ROOT / "api_stubs" / "annotations"
    assert cli.DEFAULT_SCENARIOS == ROOT / "scenarios"
    assert bundled.missing_files() == []
