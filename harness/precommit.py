"""`ygo-harness pre-commit [OPTION...] -- FILE...`: the pre-commit hook (.pre-commit-hooks.yaml).
pre-commit passes the staged files, after the hook's `args`, which end with `--`: a file name is
never read as an option (a staged `--scenarios=x.yaml` is a file). The hook checks the staged card
scripts as `check-scripts` does (shallow: the script loads and its initial_effect runs) and runs
the scenarios they affect, as `run --changed-since` would select them, under the same worker
limits (--timeout, --worker-memory). A syntax or runtime error, or a failing scenario, stops the
commit."""
import argparse
import sys
from pathlib import Path

from harness import isolation
from harness.ci import changed

BLOCKING = ("syntax error", "runtime error")
DEFAULT_SCENARIO_FOLDERS = ("scenarios", "tests/scenarios", "snapshots")


def _parser():
    parser = argparse.ArgumentParser(prog="ygo-harness pre-commit", usage="%(prog)s [OPTION ...] -- FILE ...",
                                     description="check the given (staged) scripts and run the scenarios they "
                                                 "affect; the files come after `--`")
    parser.add_argument("--scenarios", action="append", default=[], metavar="PATH",
                        help=f"scenario files or folders (default: those of {', '.join(DEFAULT_SCENARIO_FOLDERS)} "
                             "that exist)")
    parser.add_argument("--scripts", action="append", default=[], metavar="DIR",
                        help="more script folders (the staged scripts' own folders come first)")
    parser.add_argument("--cdb", action="append", default=[], metavar="FILE", help="card database (repeatable)")
    isolation.add_options(parser, "scenario file or script")
    return parser


def _split(parser, argv):
    """(the parsed options, the file names): the names are everything after the first `--`."""
    if "--" not in argv:
        parser.error("the file names come after `--` (in .pre-commit-config.yaml, end the hook's `args:` "
                     "with `--`; pre-commit adds the staged files after them)")
    at = argv.index("--")
    return parser.parse_args(argv[:at]), argv[at + 1:]


def main(argv=None):
    parser = _parser()
    args, names = _split(parser, list(sys.argv[1:] if argv is None else argv))
    files = [Path(name) for name in names if Path(name).exists() or Path(name).suffix == ".lua"]
    changes = changed.classify(files)
    scripts = [path for path in files if changed.CARD_SCRIPT.match(path.name) and path.is_file()]
    status = _check(scripts, args.cdb, isolation.from_args(args))
    folders = list(dict.fromkeys(str(path.parent) for path in files if path.suffix == ".lua" and path.parent.is_dir()))
    scenario_paths = args.scenarios or [name for name in DEFAULT_SCENARIO_FOLDERS if Path(name).exists()]
    from harness.cli import collect_scenarios
    every, _ = collect_scenarios(scenario_paths) if scenario_paths else ([], [])
    selected, reasons = changed.select(every, changes)
    print(changed.summary("the staged files", changes, selected, len(every), reasons))
    if selected:
        from harness.cli import main as cli_main
        status = cli_main(_run_command(args, folders, selected)) or status
    return status


def _run_command(args, folders, selected):
    """`run` with the hook's folders, databases and worker limits; every path as `--opt=PATH` or after
    `--`, so that no name of the repository's is read as an option."""
    command = ["run", f"--timeout={args.timeout}"]
    if args.worker_memory is not None:          # else run's default, fitted to the machine
        command.append(f"--worker-memory={args.worker_memory}")
    if args.no_isolate:
        command.append("--no-isolate")
    command += [f"--scripts={folder}" for folder in [*folders, *args.scripts]]
    command += [f"--cdb={database}" for database in args.cdb]
    return [*command, "--", *map(str, selected)]


def _check(scripts, cdb, workers):
    """1 when a staged card script does not load (its initial_effect included); the problems printed."""
    from harness.probe.corpus import check_scripts
    status = 0
    by_folder = {}
    for path in scripts:
        by_folder.setdefault(path.parent, []).append(int(changed.CARD_SCRIPT.match(path.name).group(1)))
    for folder, codes in by_folder.items():
        for result in check_scripts(folder, cdb, jobs=1, codes=codes, isolation=workers):
            if result.status in BLOCKING:
                status = 1
                print(f"{folder / f'c{result.code}.lua'}: {result.status}: {result.detail}")
            elif result.status != "ok":
                print(f"{folder / f'c{result.code}.lua'}: {result.status} (not blocking): {result.detail}")
    if scripts:
        print(f"checked {len(scripts)} staged script(s): {'problems above' if status else 'all load'}")
    return status
