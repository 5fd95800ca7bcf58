"""`ygo-harness pre-commit FILE...`: the pre-commit hook (.pre-commit-hooks.yaml). pre-commit
passes the staged files; the hook checks the staged card scripts as `check-scripts` does
(shallow: the script loads and its initial_effect runs) and runs the scenarios they affect, as
`run --changed-since` would select them. A syntax or runtime error, or a failing scenario, stops
the commit."""
import argparse
from pathlib import Path

from harness.ci import changed

BLOCKING = ("syntax error", "runtime error")
DEFAULT_SCENARIO_FOLDERS = ("scenarios", "tests/scenarios", "snapshots")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="ygo-harness pre-commit",
                                     description="check the given (staged) scripts and run the scenarios they affect")
    parser.add_argument("files", nargs="*", help="the staged files (pre-commit passes them)")
    parser.add_argument("--scenarios", action="append", default=[], metavar="PATH",
                        help=f"scenario files or folders (default: those of {', '.join(DEFAULT_SCENARIO_FOLDERS)} "
                             "that exist)")
    parser.add_argument("--scripts", action="append", default=[], metavar="DIR",
                        help="more script folders (the staged scripts' own folders come first)")
    parser.add_argument("--cdb", action="append", default=[], metavar="FILE", help="card database (repeatable)")
    args = parser.parse_args(argv)
    files = [Path(name) for name in args.files if Path(name).exists() or Path(name).suffix == ".lua"]
    changes = changed.classify(files)
    scripts = [path for path in files if changed.CARD_SCRIPT.match(path.name) and path.is_file()]
    status = _check(scripts, args.cdb)
    folders = list(dict.fromkeys(str(path.parent) for path in files if path.suffix == ".lua" and path.parent.is_dir()))
    scenario_paths = args.scenarios or [name for name in DEFAULT_SCENARIO_FOLDERS if Path(name).exists()]
    from harness.cli import collect_scenarios
    every, _ = collect_scenarios(scenario_paths) if scenario_paths else ([], [])
    selected, reasons = changed.select(every, changes)
    print(changed.summary("the staged files", changes, selected, len(every), reasons))
    if selected:
        from harness.cli import main as cli_main
        command = ["run", *map(str, selected)]
        for folder in [*folders, *args.scripts]:
            command += ["--scripts", folder]
        for database in args.cdb:
            command += ["--cdb", database]
        status = cli_main(command) or status
    return status


def _check(scripts, cdb):
    """1 when a staged card script does not load (its initial_effect included); the problems printed."""
    from harness.probe.corpus import check_scripts
    status = 0
    by_folder = {}
    for path in scripts:
        by_folder.setdefault(path.parent, []).append(int(changed.CARD_SCRIPT.match(path.name).group(1)))
    for folder, codes in by_folder.items():
        for result in check_scripts(folder, cdb, jobs=1, codes=codes):
            if result.status in BLOCKING:
                status = 1
                print(f"{folder / f'c{result.code}.lua'}: {result.status}: {result.detail}")
            elif result.status != "ok":
                print(f"{folder / f'c{result.code}.lua'}: {result.status} (not blocking): {result.detail}")
    if scripts:
        print(f"checked {len(scripts)} staged script(s): {'problems above' if status else 'all load'}")
    return status
