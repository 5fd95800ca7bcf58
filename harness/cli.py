"""ygo-harness: run scenarios, print the schema, benchmark.

  ygo-harness run [PATH ...] [--scripts DIR] [--cdb FILE] [-v]
  ygo-harness schema
  ygo-harness bench [PATH ...] [--repeat N]
"""
import argparse
import json
import sys
import time
from pathlib import Path

from harness import config
from harness.scenario.loader import ScenarioError, load_scenario, load_schema
from harness.scenario.runner import RunOptions, ScenarioFailed, run_scenario

DEFAULT_SCENARIOS = Path(__file__).resolve().parent.parent / "scenarios"


def scenario_files(paths):
    found = []
    for path in map(Path, paths or [DEFAULT_SCENARIOS]):
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml")))
        elif path.exists():
            found.append(path)
        else:
            raise SystemExit(f"ygo-harness: no such file or folder: {path}")
    return found


def _options(args):
    return RunOptions(scripts=config.configured("scripts", args.scripts),
                      cdb=config.configured("cdb", args.cdb), verbose=args.verbose)


def run_one(path, options):
    """(passed, message) for one scenario file."""
    try:
        run_scenario(load_scenario(path), options)
        return True, ""
    except (ScenarioFailed, ScenarioError) as failure:
        return False, str(failure)


def cmd_run(args):
    options = _options(args)
    files = scenario_files(args.paths)
    failed = 0
    start = time.perf_counter()
    for path in files:
        try:
            ok, message = run_one(path, options)
        except Exception:
            if args.verbose:
                raise
            ok, message = False, f"{path}: internal error of the harness (run with -v for the Python traceback)"
        if ok:
            print(f"PASS {path}")
        else:
            failed += 1
            print(f"FAIL {path}\n{_indent(message)}\n")
    elapsed = time.perf_counter() - start
    print(f"{len(files) - failed} passed, {failed} failed in {elapsed:.2f}s")
    return 1 if failed or not files else 0


def _indent(text):
    return "\n".join("    " + line for line in text.splitlines())


def cmd_schema(args):
    print(json.dumps(load_schema(), indent=2))
    return 0


def cmd_bench(args):
    from harness.bench import run_bench
    return run_bench(scenario_files(args.paths), _options(args), args.repeat)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="ygo-harness", description="Test YGOPro card scripts.")
    sub = parser.add_subparsers(dest="command", required=True)

    def common(p):
        p.add_argument("--scripts", action="append", default=[], metavar="DIR",
                       help="script folder searched after a scenario's own (repeatable)")
        p.add_argument("--cdb", action="append", default=[], metavar="FILE",
                       help="card database, .cdb or .yaml (repeatable)")
        p.add_argument("-v", "--verbose", action="store_true", help="show Python tracebacks of internal errors")

    run = sub.add_parser("run", help="run scenario files or folders (default: the bundled scenarios)")
    run.add_argument("paths", nargs="*")
    common(run)
    run.set_defaults(handler=cmd_run)

    schema = sub.add_parser("schema", help="print the scenario JSON Schema")
    schema.set_defaults(handler=cmd_schema)

    bench = sub.add_parser("bench", help="time the scenarios and duel creation")
    bench.add_argument("paths", nargs="*")
    bench.add_argument("--repeat", type=int, default=5)
    common(bench)
    bench.set_defaults(handler=cmd_bench)

    args = parser.parse_args(argv)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
