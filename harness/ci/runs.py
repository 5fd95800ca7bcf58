"""The CI options of `ygo-harness run` (--changed-since, --shard, --record, --coverage): which
scenario files to run, the worker function that records what they did, and the lines to print
at the end. cli.py calls `add_options`, then `CiRun.select`, `wrap` and `finish`."""
import shutil
import statistics
import tempfile

from harness import bundled
from harness.ci import changed, coverage, record, shards
from harness.ci.changed import ChangedError  # noqa: F401  (for cli.py)


def add_options(parser, prefix="--"):
    parser.add_argument(f"{prefix}changed-since", dest="changed_since", metavar="REF",
                        help="run only the scenarios affected by the scripts changed since the git ref REF (in the "
                             "git work tree of the run's root): those naming a changed card, those whose recorded run "
                             "loaded one (--record); all when constant/utility/procedure.lua or another .lua changed")
    parser.add_argument(f"{prefix}shard", type=shards.parse_shard, metavar="K/N",
                        help="run only the K-th of N balanced, disjoint parts of the scenarios (by their recorded "
                             "times, else file sizes): N machines with K = 1..N run each scenario once")
    parser.add_argument(f"{prefix}record", metavar="FILE",
                        help="JSON record of each scenario's time and loaded scripts: read by --shard and "
                             "--changed-since, updated after the run")
    parser.add_argument(f"{prefix}coverage", metavar="OUT",
                        help="record the lines of the scripts that ran; write lcov OUT.info and Cobertura OUT.xml")


class CiRun:
    def __init__(self, changed_since=None, shard=None, record_file=None, coverage_out=None, scripts=()):
        self.changed_since, self.shard, self.record_file = changed_since, shard, record_file
        self.coverage_out, self.scripts = coverage_out, list(scripts)
        self.notes = []
        self.directory = None
        self.record = record.read_record(record_file) if record_file else {}     # a FileError when malformed

    @classmethod
    def from_args(cls, args, scripts):
        return cls(args.changed_since, args.shard, args.record, args.coverage, scripts)

    @property
    def active(self):
        return bool(self.changed_since or self.shard or self.record_file or self.coverage_out)

    def select(self, files):
        """The files to run (raises changed.ChangedError when git fails)."""
        total = len(files)
        if self.changed_since:
            folders = self.scripts or [bundled.BUNDLED_SCRIPTS]
            changes = changed.changes_since(folders, self.changed_since)
            files, reasons = changed.select(files, changes, self.record)
            self.notes.append(changed.summary(self.changed_since, changes, files, total, reasons))
        if self.shard:
            before = len(files)
            files = shards.shard(files, self._weight(files), self.shard)
            k, n = self.shard
            self.notes.append(f"shard {k}/{n}: {len(files)} of {before} scenario(s)"
                              f" (balanced by {'recorded times' if self._timed(files) else 'file size'})")
        return files

    def _timed(self, files):
        return any(record.recorded(self.record, path) for path in files)

    def _weight(self, files):
        times = {}
        for path in files:
            entry = record.recorded(self.record, path)
            if entry:
                times[path] = entry["seconds"]
        if not times:
            return shards.file_size
        typical = statistics.median(times.values())
        return lambda path: times.get(path, typical)

    def wrap(self, run_one):
        """The worker function: run_one itself, or one that records what each run did."""
        if not (self.record_file or self.coverage_out):
            return run_one
        self.directory = tempfile.mkdtemp(prefix="ygo-harness-record-")
        return record.RecordingRun(run_one, self.directory, coverage=bool(self.coverage_out))

    def finish(self):
        """Write the record and coverage files (harness.safe_files: a FileError when one cannot
        be written); the lines to print."""
        if self.directory is None:
            return list(self.notes)
        lines = list(self.notes)
        try:
            entries = record.entries(self.directory)
            if self.record_file:
                record.update_record(self.record_file, self.record, entries)
                lines.append(f"record: {len(entries)} scenario(s) written to {self.record_file}")
            if self.coverage_out:
                lines.append(coverage.write_reports(entries, self.coverage_out))
        finally:       # the harness's own folder (tempfile.mkdtemp in wrap)
            shutil.rmtree(self.directory, ignore_errors=True)
        return lines
