"""`ygo-harness merge OUT REPORT...`: one JSON report from the --json reports of the shards of a
check-scripts (shallow or --deep) or snapshot run, as if one machine had run them all: the scripts
of every part (each once, in code order), the counts and rankings computed again, the time of the
slowest part.

Each part is read as any CI file (harness.ci.json_files) and checked against the schema of its
kind, made from the result class its entries become (their fields and types, the statuses the
summaries count), so that a bad part is one line naming it and what is wrong."""
import argparse
import dataclasses
import json
import sys
import typing

from harness import safe_files
from harness.ci import json_files

_JSON_TYPES = {int: "integer", str: "string", bool: "boolean"}

PART_SCHEMA = {
    "type": "object",
    "required": ["scripts"],
    "properties": {
        "mode": {"type": "string"},
        "seconds": {"type": "number", "minimum": 0},
        "scripts": {"type": "array", "items": {"type": "object"}},
    },
}


def _kinds():
    """{kind: (result class, report_json, schema of one entry of its "scripts")}."""
    from harness.probe.corpus import STATUSES, ScriptStatus, report_json
    from harness.probe.deep import DeepStatus
    from harness.probe.report import DEEP_STATUSES, RAN_KINDS, deep_report_json
    from harness.probe.snapshot import CATEGORIES, SnapshotResult, report_json as snapshot_json
    deep = _entry_schema(DeepStatus, "status", DEEP_STATUSES)
    deep["if"] = {"properties": {"status": {"const": "ran"}}}       # a run is one of the kinds counted
    deep["then"] = {"properties": {"how": {"enum": list(RAN_KINDS)}}}
    return {"deep": (DeepStatus, deep_report_json, deep),
            "snapshot": (SnapshotResult, snapshot_json, _entry_schema(SnapshotResult, "category", CATEGORIES)),
            "shallow": (ScriptStatus, report_json, _entry_schema(ScriptStatus, "status", STATUSES))}


def _entry_schema(result_class, status_key, statuses):
    """The fields of the dataclass, typed (a list of dataclasses: its items' schema); those without
    a default required; no other key."""
    types = typing.get_type_hints(result_class)
    fields = dataclasses.fields(result_class)
    properties = {field.name: _field_schema(field, types[field.name]) for field in fields}
    properties[status_key] = {"enum": list(statuses)}
    return {"type": "object", "properties": properties, "additionalProperties": False,
            "required": [field.name for field in fields if _required(field)]}


def _required(field):
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING


def _field_schema(field, kind):
    items = field.metadata.get("items")
    if items is not None:                   # a list of results of another dataclass (a snapshot's effects)
        item_types = typing.get_type_hints(items)
        return {"type": "array", "items": {
            "type": "object", "additionalProperties": False,
            "properties": {f.name: {"type": _JSON_TYPES[item_types[f.name]]} for f in dataclasses.fields(items)},
            "required": [f.name for f in dataclasses.fields(items) if _required(f)]}}
    return {"type": _JSON_TYPES[kind]}


def _kind(report):
    if report.get("mode") == "deep":
        return "deep"
    scripts = report.get("scripts") or [{}]
    return "snapshot" if "category" in scripts[0] else "shallow"


def read_part(path):
    """The parsed report `path`, checked against the schema of its kind (a FileError if not)."""
    report = json_files.read(path, PART_SCHEMA)
    entry = _kinds()[_kind(report)][2]
    json_files.check(path, report, {"properties": {"scripts": {"items": entry}}})
    return report


def merge_reports(reports):
    """The merged report (a dict) of parsed JSON reports of one kind."""
    kinds = {_kind(report) for report in reports if report.get("scripts")} or {_kind(reports[0])}
    if len(kinds) > 1:
        raise ValueError(f"the reports are of different kinds ({', '.join(sorted(kinds))}): merge one kind at a time")
    make, to_json, _ = _kinds()[kinds.pop()]
    scripts = {}
    for report in reports:
        for entry in report.get("scripts", []):
            if entry["code"] in scripts and scripts[entry["code"]] != entry:
                raise ValueError(f"script {entry['code']} is in more than one report, with different results")
            scripts[entry["code"]] = entry
    elapsed = max((report.get("seconds", 0) for report in reports), default=0)
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
    reports = [read_part(name) for name in args.reports]        # a bad one: a FileError, one line
    try:
        merged = merge_reports(reports)
    except ValueError as error:
        print(f"ygo-harness merge: {error}", file=sys.stderr)
        return 2
    safe_files.write_text(args.output, json.dumps(merged, indent=1))
    print(f"merged {len(reports)} report(s): {merged['total']} scripts -> {args.output}")
    return 0
