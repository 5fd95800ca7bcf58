"""The collector's pace for runs of many files (harness/scenario/collector.py)."""
import gc
import weakref

from harness import cli
from harness.scenario import collector
from harness.scenario.loader import warm_up
from harness.scenario.runner import RunOptions



class _Node:
    pass


def test_warm_up_paces_the_young_generation():
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, 10, 10)
        warm_up(0)
        assert gc.get_threshold() == (collector.YOUNG_OBJECTS, 10, 10)
    finally:
        gc.set_threshold(*before)


def test_a_finished_files_cycles_are_freed_at_once():
    enabled = gc.isenabled()
    gc.disable()
    try:
        node = _Node()
        node.self = node                  # a cycle: only the collector frees it
        alive = weakref.ref(node)
        del node
        assert alive() is not None
        collector.file_done()
        assert alive() is None
    finally:
        if enabled:
            gc.enable()


def test_run_one_frees_the_files_duel(monkeypatch, tmp_path):
    done = []
    monkeypatch.setattr(collector, "file_done", lambda: done.append(True))
    path = tmp_path / "s.yaml"
    path.write_text("name: t\nboard: []\nsteps: []\n", encoding="utf-8")
    passed, message = cli.run_one(path, RunOptions())
    assert (passed, message, done) == (True, "", [True])
