"""Memory that fits the machine: a card database cannot make a worker build huge strings or loop
(SQLite bounds of harness/carddb.py), and --jobs workers with their address-space caps fit the
machine's available memory (harness/isolation.py fit_memory)."""
import sqlite3
import sys
import time

import pytest

from harness import cli, isolation
from harness.carddb import MAX_CDB_STEPS, CardDataError, CdbFile

STRINGS = ", ".join(f"'' AS str{i}" for i in range(1, 17))
DATAS = ("CREATE TABLE datas(id INTEGER PRIMARY KEY, ot, alias, setcode, type, atk, def, level, race, attribute, "
         "category); INSERT INTO datas VALUES (100, 0, 0, 0, 17, 1000, 1000, 4, 1, 1, 0);")


def cdb(path, texts_view):
    with sqlite3.connect(path) as db:
        db.executescript(DATAS + texts_view)
    return path


@pytest.mark.skipif(sys.version_info < (3, 11), reason="SQLITE_LIMIT_LENGTH is set through Python 3.11's setlimit; "
                                                        "on 3.10 the worker's address-space cap stops it")
def test_a_view_that_builds_a_huge_name_is_refused_without_building_it(tmp_path):
    path = cdb(tmp_path / "bomb.cdb", f"CREATE VIEW texts AS SELECT id, hex(zeroblob(1000000000)) AS name, "
                                      f"'' AS desc, {STRINGS} FROM datas;")
    with pytest.raises(CardDataError) as error:
        CdbFile(path).get(100)
    assert str(error.value) == f"card database {path}: cannot read: string or blob too big"


def test_a_view_that_recurses_for_ever_is_stopped(tmp_path):
    path = cdb(tmp_path / "loop.cdb", "CREATE VIEW texts AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL "
                                      f"SELECT n + 1 FROM r) SELECT (SELECT max(n) FROM r) AS id, 'x' AS name, "
                                      f"'' AS desc, {STRINGS};")
    start = time.perf_counter()
    with pytest.raises(CardDataError) as error:
        CdbFile(path).get(100)
    assert f"more than {MAX_CDB_STEPS:,} SQLite steps" in str(error.value)
    assert time.perf_counter() - start < 5


def test_a_plain_database_still_reads(tmp_path):
    path = cdb(tmp_path / "cards.cdb", f"CREATE TABLE texts AS SELECT id, 'Mon' AS name, '' AS desc, {STRINGS} "
                                       "FROM datas;")
    data = CdbFile(path).get(100)
    assert (data.name, data.atk, data.level) == ("Mon", 1000, 4)


@pytest.fixture
def machine(monkeypatch):
    """A machine with a given amount of available memory (MB)."""
    def set_available(megabytes):
        monkeypatch.setattr(isolation, "available_memory_mb", lambda: megabytes)
    return set_available


def test_the_default_cap_is_shared_among_the_workers(machine):
    machine(24_000)
    assert isolation.fit_memory(None, 2) == (2, isolation.DEFAULT_WORKER_MEMORY_MB)
    machine(6_000)
    assert isolation.fit_memory(None, 2) == (2, 3_000)
    assert isolation.fit_memory(None, 4) == (4, 1_500)


def test_a_default_number_of_jobs_shrinks_to_fit(machine):
    machine(2_048)
    assert isolation.fit_memory(None, 16, jobs_given=False) == (4, 512)


def test_a_given_number_of_jobs_that_cannot_fit_is_an_error(machine):
    machine(2_048)
    with pytest.raises(isolation.MemoryBudgetError, match=r"--jobs 16: .* use --jobs 4 or fewer"):
        isolation.fit_memory(None, 16)


def test_a_given_cap_must_fit_as_given(machine):
    machine(8_000)
    assert isolation.fit_memory(4_000, 2) == (2, 4_000)
    with pytest.raises(isolation.MemoryBudgetError, match=r"--jobs 2 x --worker-memory 4096 MB = 8192 MB"):
        isolation.fit_memory(4_096, 2)
    assert isolation.fit_memory(0, 64) == (64, 0)        # no cap: the user's explicit choice
    with pytest.raises(isolation.MemoryBudgetError, match="--worker-memory must be 0"):
        isolation.fit_memory(-1, 1)


def test_the_machine_reading_is_a_number():
    available = isolation.available_memory_mb()
    assert available is None or available > 0


def test_run_reports_a_budget_that_does_not_fit_in_one_line(machine, capsys):
    machine(1_000)
    code = cli.main(["run", "--jobs", "2", "--worker-memory", "800"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1 and "more than the 1000 MB" in err
