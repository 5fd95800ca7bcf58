"""What each scenario's run did, brought back from the worker processes that ran it: its time,
the card scripts it loaded and (with coverage on) the lines of each script it ran.

A worker runs `RecordingRun(run_one, directory, coverage)` in place of `run_one`: after each
scenario it appends one JSON line to `<directory>/<pid>.jsonl` (a worker stopped for a timeout
keeps what it wrote before). The parent reads them all with `entries(directory)`.

The record file (`run --record FILE`) keeps, per scenario file, its last time and the scripts it
loaded: `--shard` balances by the times, `--changed-since` also selects the scenarios whose run
loaded a changed script. The file may come from the repository (or a CI cache): it is read as any
CI file (harness.ci.json_files) and checked against SCHEMA before anything uses it.
"""
import json
import os
import time
from pathlib import Path

from harness import safe_files
from harness.ci import json_files
from harness.lua import observed

SCHEMA = {
    "type": "object",
    "required": ["scenarios"],
    "properties": {
        "scenarios": {
            "type": "object",
            "additionalProperties": {
                "type": "object",
                "required": ["seconds", "loaded"],
                "properties": {"seconds": {"type": "number", "minimum": 0},
                               "loaded": {"type": "array", "items": {"type": "string"}}},
            },
        },
    },
}


class RecordingRun:
    """run_one(path, options, trace_out) with what the run did written to `directory`."""

    def __init__(self, run_one, directory, coverage=False):
        self.run_one, self.directory, self.coverage = run_one, str(directory), coverage

    def __call__(self, path, options, trace_out=None):
        observed.set_coverage(self.coverage)
        observed.take()
        start = time.perf_counter()
        try:
            return self.run_one(path, options, trace_out)
        finally:
            seconds = time.perf_counter() - start
            loaded, hits = observed.take()
            observed.set_coverage(False)
            line = {"path": str(path), "seconds": round(seconds, 4), "loaded": loaded,
                    "hits": {source: {str(n): times for n, times in lines.items()} for source, lines in hits.items()}}
            # the directory is the harness's own, private (tempfile.mkdtemp), never a repository's
            with open(os.path.join(self.directory, f"{os.getpid()}.jsonl"), "a", encoding="utf-8") as out:
                out.write(json.dumps(line) + "\n")


def entries(directory):
    """Every line the workers wrote, as dicts (hits: {absolute path of a script file the loader
    loaded: {line: times}})."""
    found = []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".jsonl"):
            continue
        with open(os.path.join(directory, name), encoding="utf-8") as handle:
            for text in handle:
                try:
                    entry = json.loads(text)
                except ValueError:           # a line cut short by a worker that was killed
                    continue
                entry["hits"] = {source: {int(n): times for n, times in lines.items()}
                                 for source, lines in entry["hits"].items()}
                found.append(entry)
    return found


def _key(path):
    """The scenario's path relative to the working directory (the repository's root in CI, the
    same on every machine), else absolute."""
    resolved = Path(path).resolve()
    try:
        return resolved.relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return resolved.as_posix()


def read_record(path):
    """{scenario path (see _key): {"seconds": s, "loaded": [script paths]}}; {} without a file.
    A file that cannot be read or does not hold a record is a FileError naming it."""
    data = json_files.read(path, SCHEMA, missing_ok=True)
    return {} if data is None else data["scenarios"]


def update_record(path, scenarios, new_entries):
    """Write the record file: `scenarios` (what it held) with the new entries' times and loaded scripts."""
    scenarios = dict(scenarios)
    for entry in new_entries:
        scenarios[_key(entry["path"])] = {"seconds": entry["seconds"], "loaded": entry["loaded"]}
    safe_files.write_text(path, json.dumps({"scenarios": dict(sorted(scenarios.items()))}, indent=1) + "\n")


def recorded(record, path):
    return record.get(_key(path))
