"""The command lines of check-scripts (shallow and --deep) and sweep-equips: FOLDER [--cdb F]
[--json OUT] [--jobs N] and the worker options (--timeout, --worker-memory, --no-isolate)."""
import argparse
import json
import time
from pathlib import Path

from harness import isolation
from harness.probe.batches import progress_bar
from harness.probe.corpus import check_scripts, print_summary, report_json
from harness.probe.deep import BUDGET, deep_check, deep_report_json, print_deep_summary


def folder_command(prog, run, print_report, to_json, argv, deep=None):
    """The command line shared by check-scripts and sweep-equips: FOLDER [--cdb F] [--json OUT] [--jobs N];
    `deep`: (run, print_report, to_json) of check-scripts --deep (with --limit N and --budget S)."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("folder")
    parser.add_argument("--cdb", action="append", default=[], help="card database, .cdb or .yaml (repeatable)")
    parser.add_argument("--json", dest="json_out", metavar="OUT", help="write a JSON report for CI")
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: every core)")
    if deep is not None:
        parser.add_argument("--deep", action="store_true",
                            help="activate and resolve every script's effects on generated boards (docs/corpus.md)")
        parser.add_argument("--limit", type=int, default=None, metavar="N",
                            help="with --deep: an even sample of N scripts of the folder")
        parser.add_argument("--budget", type=float, default=BUDGET, metavar="SECONDS",
                            help=f"with --deep: the attempts' wall-clock budget per script (default {BUDGET})")
    isolation.add_options(parser, "script")
    args = parser.parse_args(argv)
    if not Path(args.folder).is_dir():
        parser.error(f"no such folder: {args.folder}")
    start = time.perf_counter()
    if deep is not None and args.deep:
        run_deep, print_report, to_json = deep
        results = run_deep(args.folder, args.cdb, args.jobs, progress=progress_bar, limit=args.limit,
                           budget=args.budget, isolation=isolation.from_args(args))
    else:
        results = run(args.folder, args.cdb, args.jobs, progress=progress_bar, isolation=isolation.from_args(args))
    elapsed = time.perf_counter() - start
    print_report(results, elapsed)
    if args.json_out:
        Path(args.json_out).write_text(json.dumps(to_json(results, elapsed), indent=1), encoding="utf-8")
    return 0


def main(argv=None):
    return folder_command("ygo-harness check-scripts", check_scripts, print_summary, report_json, argv,
                          deep=(deep_check, print_deep_summary, deep_report_json))
