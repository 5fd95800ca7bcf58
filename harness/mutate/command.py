"""`ygo-harness mutate SCRIPT... [SCENARIO PATH...]`: mutation testing of card scripts
(docs/mutation.md). Exit status: 0, 1 when the score is below --min-score, 2 when the command
cannot run (a bad argument, a missing file, git failing), 130 when interrupted."""
import argparse
import json
import signal
import sys
import threading
import time
from pathlib import Path

from harness import bundled, config, isolation, limits, safe_files
from harness.ci import changed, record
from harness.lua.host import SUPPORT_FILES
from harness.mutate import diff, report
from harness.mutate.runner import Settings, mutate, prepare
from harness.read_scope import ReadScope
from harness.scenario.runner import RunOptions

MAX_JOBS = 256                  # worker processes
MAX_COUNT = 10 ** 9             # --max, --seed


def _parser():
    parser = argparse.ArgumentParser(
        prog="ygo-harness mutate",
        description="Make small changes (mutants) to card scripts and run the scenarios that concern each card "
                    "against them: a mutant no scenario fails on is a behaviour nothing checks.")
    parser.add_argument("paths", nargs="*", metavar="SCRIPT|SCENARIO",
                        help="card scripts (.lua: c<code>.lua, or utility.lua/procedure.lua, which every scenario "
                             "concerns), then scenario files or folders (default: the bundled scenarios)")
    parser.add_argument("--scripts", action="append", default=[], metavar="DIR",
                        help="script folder searched after a scenario's own (repeatable); the named scripts' "
                             "folders are searched first")
    parser.add_argument("--cdb", action="append", default=[], metavar="FILE",
                        help="card database, .cdb or .yaml (repeatable)")
    parser.add_argument("--changed-since", metavar="REF",
                        help="also mutate the scripts changed since the git ref REF in the script folders' "
                             "repositories (as `run --changed-since` finds them)")
    parser.add_argument("--lines", choices=("all", "changed"), default="all",
                        help="mutate every line (default), or only the lines added or changed since "
                             "--changed-since REF")
    parser.add_argument("--max", type=limits.whole_number(1, MAX_COUNT), metavar="N", dest="max_per_script",
                        help="at most N mutants per script, sampled (see --seed)")
    parser.add_argument("--seed", type=limits.whole_number(0, MAX_COUNT), default=0, metavar="N",
                        help="which mutants --max samples (default: 0); the same seed samples the same ones")
    parser.add_argument("--min-score", type=_percent, metavar="P",
                        help="exit with 1 when the score (percent of mutants killed) is below P")
    parser.add_argument("--json", dest="json_out", metavar="OUT", help="write the report as JSON to OUT")
    parser.add_argument("--jobs", type=limits.whole_number(1, MAX_JOBS), default=1, metavar="N", help="worker processes (default: 1)")
    parser.add_argument("--record", metavar="FILE",
                        help="a `run --record` file: a scenario whose recorded run loaded the script concerns it too")
    isolation.add_options(parser, "scenario run")
    parser.add_argument("--allow-outside-root", action="store_true",
                        help="let scenario files name script folders outside the run's root (docs/security.md)")
    return parser


def _percent(text):
    try:
        value = float(text)
    except ValueError:
        value = None
    if value is None or not 0 <= value <= 100:
        raise argparse.ArgumentTypeError(f"not a percentage from 0 to 100: {text!r}")
    return value


def main(argv=None):
    parser = _parser()
    args = parser.parse_args(argv)
    stop = _on_sigterm()
    try:
        return _mutate(parser, args)
    except KeyboardInterrupt:
        print("ygo-harness mutate: interrupted", file=sys.stderr)
        return 130
    finally:
        stop()


def _on_sigterm():
    """SIGTERM ends the run as Ctrl-C does (the workers stopped, the temporary folder removed);
    returns the function that puts the old handler back."""
    if threading.current_thread() is not threading.main_thread():
        return lambda: None

    def interrupt(signum, frame):
        raise KeyboardInterrupt
    previous = signal.signal(signal.SIGTERM, interrupt)
    return lambda: signal.signal(signal.SIGTERM, previous)


def _mutate(parser, args):
    named, scenario_paths = _check(parser, args)
    from harness.cli import collect_scenarios
    files, missing = collect_scenarios(scenario_paths)
    if missing:
        parser.error(f"no such file or folder: {', '.join(map(str, missing))}")
    configured = config.configured("scripts", args.scripts)
    try:
        targets = _targets(named, configured, args,
                           ReadScope.for_run([*scenario_paths, *configured, *named], args.allow_outside_root))
    except changed.ChangedError as error:
        print(f"ygo-harness mutate: {error}", file=sys.stderr)
        return 2
    if not targets:
        print(f"no script changed since {args.changed_since}: nothing to mutate")
        return 0
    folders = list(dict.fromkeys(str(path.parent) for path, _ in targets))    # searched first
    options = RunOptions(scripts=[*folders, *configured], cdb=config.configured("cdb", args.cdb), board_before=False,
                         scope=ReadScope.for_run([*scenario_paths, *folders, *configured], args.allow_outside_root))
    settings = Settings(jobs=args.jobs, isolation=isolation.from_args(args), max_per_script=args.max_per_script,
                        seed=args.seed, record=record.read_record(args.record) if args.record else {})
    start = time.perf_counter()
    runs = [prepare(path, _code(path), lines, settings) for path, lines in targets]
    print(f"mutating {len(runs)} script(s) against {len(files)} scenario file(s)", flush=True)
    mutate(runs, files, options, settings)
    seconds = time.perf_counter() - start
    print("\n".join(report.text(runs, seconds)))
    if args.json_out and not _write_json(args.json_out, report.to_json(runs, seconds, settings)):
        return 2
    score = report.totals(runs).score
    if args.min_score is not None and score is not None and score < args.min_score:
        print(f"the score {score:g}% is below --min-score {args.min_score:g}")
        return 1
    return 0


def _check(parser, args):
    """(the scripts named, the scenario paths); a bad argument ends the command (status 2)."""
    named = [Path(p) for p in args.paths if p.endswith(".lua")]
    for path in named:
        if not path.is_file():
            parser.error(f"no such script file: {path}")
        if _code(path) is None and path.name not in SUPPORT_FILES:
            parser.error(f"{path}: not a card script (c<code>.lua) or a support file ({', '.join(SUPPORT_FILES)})")
    if args.lines == "changed" and not args.changed_since:
        parser.error("--lines changed needs --changed-since REF")
    if args.changed_since and args.changed_since.startswith("-"):
        parser.error(f"--changed-since: not a git ref: {args.changed_since!r}")
    if not named and not args.changed_since:
        parser.error("name the scripts to mutate (c<code>.lua ...) or give --changed-since REF")
    return named, [p for p in args.paths if not p.endswith(".lua")]


def _targets(named, configured, args, scope):
    """[(script path, lines to mutate or None for all)]: the named scripts, then those changed
    since --changed-since REF (once each). A changed file that leads out of its folder and the
    run's roots (a link) is not read: its text would show in the report."""
    paths = list(named)
    if args.changed_since:
        folders = configured or [str(bundled.BUNDLED_SCRIPTS)]
        changes = changed.changes_since(folders, args.changed_since)
        names = [f"c{code}.lua" for code in sorted(changes.codes)]
        names += [name for name in sorted(changes.helpers) if name in SUPPORT_FILES]
        for name in names:
            folder = next((Path(f) for f in folders if (Path(f) / name).is_file()), None)
            if folder is None:             # a deleted script has nothing to mutate
                continue
            if scope.allows(folder / name, own_folder=folder):
                paths.append(folder / name)
            else:
                print(f"ygo-harness mutate: {folder / name}: not mutated: {scope.refusal(folder / name, 'it')}",
                      file=sys.stderr)
    unique = {}
    for path in paths:
        unique.setdefault(str(path.resolve()), path)
    return [(path, diff.changed_lines(path, args.changed_since) if args.lines == "changed" else None)
            for path in unique.values()]


def _write_json(out, data):
    try:
        safe_files.write_text(out, json.dumps(data, indent=1) + "\n")      # never through a link
    except safe_files.FileError as error:
        print(f"ygo-harness mutate: {error}", file=sys.stderr)
        return False
    return True


def _code(path):
    match = changed.CARD_SCRIPT.match(path.name)
    return int(match.group(1)) if match else None
