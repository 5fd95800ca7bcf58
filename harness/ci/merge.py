"""`ygo-harness merge OUT REPORT...`: one JSON report from the --json reports of the shards of a
check-scripts (shallow or --deep) or snapshot run, as if one machine had run them all: the scripts
of every part (each once, in code order), the counts and rankings computed again, the time of the
slowest part."""
import argparse
import json
import sys
from pathlib import Path


def _kind(report):
    if report.get("mode") == "deep":
        return "deep"
    scripts = report.get("scripts") or [{}]
    return "snapshot" if "category" in scripts[0] else "shallow"


def merge_reports(reports):
    """The merged report (a dict) of parsed JSON reports of one kind."""
    kinds = {_kind(report) for report in reports if report.get("scripts")} or {_kind(reports[0])}
    if len(kinds) > 1:
        raise ValueError(f"the reports are of different kinds ({', '.join(sorted(kinds))}): merge one kind at a time")
    kind = kinds.pop()
    scripts = {}
    for report in reports:
        for entry in report.get("scripts", []):
            if entry["code"] in scripts and scripts[entry["code"]] != entry:
                raise ValueError(f"script {entry['code']} is in more than one report, with different results")
            scripts[entry["code"]] = entry
    elapsed = max((report.get("seconds", 0) for report in reports), default=0)
    if kind == "deep":
        from harness.probe.deep import DeepStatus
        from harness.probe.report import deep_report_json as to_json
        make = DeepStatus
    elif kind == "snapshot":
        from harness.probe.snapshot import SnapshotResult as make, report_json as to_json
    else:
        from harness.probe.corpus import ScriptStatus as make, report_json as to_json
    merged = to_json([make(**scripts[code]) for code in sorted(scripts)], elapsed)
    merged["parts"] = len(reports)
    return merged


def main(argv=None):
    parser = argparse.ArgumentParser(prog="ygo-harness merge",
                                     description="merge the JSON reports (--json) of check-scripts or snapshot "
                                                 "shards (--shard K/N) into one")
    parser.add_argument("output", help="the merged report to write")
    parser.add_argument("reports", nargs="+", help="the shards' JSON reports")
    args = parser.parse_args(argv)
    reports = []
    for name in args.reports:
        try:
            reports.append(json.loads(Path(name).read_text(encoding="utf-8")))
        except (OSError, ValueError) as error:
            parser.error(f"cannot read {name}: {error}")
    try:
        merged = merge_reports(reports)
    except (ValueError, TypeError, KeyError) as error:
        print(f"ygo-harness merge: {error}", file=sys.stderr)
        return 1
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    Path(args.output).write_text(json.dumps(merged, indent=1), encoding="utf-8")
    print(f"merged {len(reports)} report(s): {merged['total']} scripts -> {args.output}")
    return 0
