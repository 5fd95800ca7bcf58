"""The command lines of check-scripts (shallow and --deep) and sweep-equips: FOLDER [--cdb F]
[--json OUT] [--jobs N] and the worker options (--timeout, --worker-memory, --no-isolate)."""
import argparse
import json
import time
from pathlib import Path

from harness import isolation, safe_files
from harness.ci.changed import ChangedError, changes_since
from harness.ci.shards import file_size, parse_shard, shard
from harness.limits import MAX_COUNT, MAX_JOBS, seconds, whole_number
from harness.probe.batches import progress_bar, script_codes
from harness.probe.corpus import check_scripts, print_summary, report_json
from harness.probe.deep import BUDGET, deep_check, deep_report_json, print_deep_summary


def folder_command(prog, run, print_report, to_json, argv, deep=None):
    """The command line shared by check-scripts and sweep-equips: FOLDER [--cdb F] [--json OUT] [--jobs N];
    `deep`: (run, print_report, to_json) of check-scripts --deep (with --limit N and --budget S)."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument("folder")
    parser.add_argument("--cdb", action="append", default=[], help="card database, .cdb or .yaml (repeatable)")
    parser.add_argument("--json", dest="json_out", metavar="OUT", help="write a JSON report for CI")
    parser.add_argument("--jobs", type=whole_number(1, MAX_JOBS), default=None, metavar="N",
                        help="processes (default: every core)")
    if deep is not None:
        parser.add_argument("--deep", action="store_true",
                            help="activate and resolve every script's effects on generated boards (docs/corpus.md)")
        parser.add_argument("--limit", type=whole_number(1, MAX_COUNT), default=None, metavar="N",
                            help="with --deep: an even sample of N scripts of the folder")
        parser.add_argument("--budget", type=seconds, default=BUDGET, metavar="SECONDS",
                            help=f"with --deep: the attempts' wall-clock budget per script (default {BUDGET})")
    isolation.add_options(parser, "script")
    if deep is not None:          # check-scripts (shallow and --deep): docs/ci.md
        parser.add_argument("--changed-since", metavar="REF",
                            help="only the scripts changed since the git ref REF (all when a .lua that is not "
                                 "a card's, such as utility.lua, changed)")
        parser.add_argument("--shard", type=parse_shard, metavar="K/N",
                            help="only the K-th of N balanced, disjoint parts of the scripts (by file size; "
                                 "`ygo-harness merge` joins the parts' --json reports)")
    args = parser.parse_args(argv)
    if not Path(args.folder).is_dir():
        parser.error(f"no such folder: {args.folder}")
    codes = _selected_codes(parser, args)
    start = time.perf_counter()
    if deep is not None and args.deep:
        run_deep, print_report, to_json = deep
        results = run_deep(args.folder, args.cdb, args.jobs, progress=progress_bar, limit=args.limit,
                           budget=args.budget, codes=codes, isolation=isolation.from_args(args))
    elif codes is not None:
        results = run(args.folder, args.cdb, args.jobs, progress=progress_bar, codes=codes,
                      isolation=isolation.from_args(args))
    else:
        results = run(args.folder, args.cdb, args.jobs, progress=progress_bar, isolation=isolation.from_args(args))
    elapsed = time.perf_counter() - start
    print_report(results, elapsed)
    if args.json_out:
        safe_files.write_text(args.json_out, json.dumps(to_json(results, elapsed), indent=1))
    return 0


def _selected_codes(parser, args):
    """The codes --changed-since and --shard leave (None: every script of the folder)."""
    if not (getattr(args, "changed_since", None) or getattr(args, "shard", None)):
        return None
    codes = script_codes(args.folder)
    total = len(codes)
    if args.changed_since:
        try:
            changes = changes_since([args.folder], args.changed_since)
        except ChangedError as error:
            parser.error(str(error))
        if changes.helpers:
            print(f"changed since {args.changed_since}: {changes.describe()}: every script is checked")
        else:
            codes = [code for code in codes if code in changes.codes]
            print(f"changed since {args.changed_since}: {changes.describe()}: {len(codes)} of {total} script(s) "
                  f"of the folder checked")
    if args.shard:
        before = len(codes)
        codes = shard(codes, lambda code: file_size(Path(args.folder) / f"c{code}.lua"), args.shard)
        print(f"shard {args.shard[0]}/{args.shard[1]}: {len(codes)} of {before} script(s)")
    return codes


def main(argv=None):
    return folder_command("ygo-harness check-scripts", check_scripts, print_summary, report_json, argv,
                          deep=(deep_check, print_deep_summary, deep_report_json))
