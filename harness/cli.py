"""ygo-harness: run scenarios, look at them, start new ones, print the schema, benchmark.

  ygo-harness run [PATH ...] [--trace] [--scripts DIR] [--cdb FILE] [-v]
  ygo-harness show SCENARIO [--step N] [--html OUT] [--scripts DIR] [--cdb FILE] [-v]
  ygo-harness new CODE [-o FILE] [--force] [--scripts DIR] [--cdb FILE]
  ygo-harness schema [--path]
  ygo-harness annotations                  (the folder of the LuaLS annotation files)
  ygo-harness bench [PATH ...] [--repeat N] [--corpus DIR]
  ygo-harness check-scripts FOLDER ...     (harness.probe.commands)
  ygo-harness sweep-equips FOLDER ...      (harness.probe.sweep)
"""
import argparse
import json
import os
import queue
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from importlib import resources
from pathlib import Path

from harness import bundled, config, isolation, safe_files
from harness.lua import reuse
from harness.isolation import ScenarioTimeout, Worker, WorkerDied
from harness.limits import MAX_CARD_CODE, MAX_COUNT, MAX_JOBS, whole_number
from harness.read_scope import ReadScope
from harness.scenario import collector
from harness.scenario.loader import ScenarioError, load_scenario, load_schema, warm_up
from harness.scenario.runner import RunOptions, ScenarioFailed, run_scenario

DEFAULT_SCENARIOS = bundled.BUNDLED_SCENARIOS

# Commands that run duels: they need the bundled files (scripts/cards.yaml, api_stubs/*.lua).
DUEL_COMMANDS = {"run", "show", "new", "snapshot", "bench", "check-scripts", "sweep-equips", "mutate"}

# Commands whose own module parses the rest of the command line.
PASS_THROUGH = {
    "check-scripts": ("harness.probe.commands", "load every script of a folder and rank what blocks them"),
    "sweep-equips": ("harness.probe.sweep", "try every Equip Spell of a folder against candidate targets"),
    "coverage": ("harness.ci.coverage", "print scripts of a `run --coverage` lcov report with unrun lines marked"),
    "merge": ("harness.ci.merge", "merge the JSON reports of check-scripts/snapshot shards into one"),
    "pre-commit": ("harness.precommit", "the pre-commit hook: check staged scripts, run the scenarios they affect"),
    "mutate": ("harness.mutate.command", "mutation testing: change scripts slightly, see which changes no scenario notices"),
}


def collect_scenarios(paths):
    """The scenario files under the given paths, and the paths that do not exist."""
    found, missing = [], []
    for path in map(Path, paths or [DEFAULT_SCENARIOS]):
        if path.is_dir():
            found.extend(sorted(p for p in path.rglob("*") if p.suffix in (".yaml", ".yml")))
        elif path.exists():
            found.append(path)
        else:
            missing.append(path)
    return found, missing


def scenario_files(paths, command="run"):
    """The scenario files under the given paths; a path that does not exist ends the command."""
    found, missing = collect_scenarios(paths)
    if missing:
        raise SystemExit(f"ygo-harness {command}: no such file or folder: {', '.join(map(str, missing))}")
    return found


def _options(args):
    scripts = config.configured("scripts", args.scripts)
    named = [*getattr(args, "paths", ()), *filter(None, [getattr(args, "scenario", None)]), *scripts]
    return RunOptions(scripts=scripts, cdb=config.configured("cdb", args.cdb), verbose=args.verbose,
                      update=getattr(args, "update", False),
                      scope=ReadScope.for_run(named, allow_outside=args.allow_outside_root))


def run_one(path, options, trace_out=None):
    """(passed, message) for one scenario file; trace_out(text) gets its trace lines, if given."""
    observer = None
    if trace_out is not None:
        from harness.tracing import TracePrinter
        trace_out(f"TRACE {path}")
        observer = TracePrinter(out=trace_out)
    scenario = None
    try:
        with reuse.duels():       # the next file's duel takes this one's Lua state
            scenario = load_scenario(path, scope=options.scope)
            if observer is None:
                run_scenario(scenario, options)
            else:
                run_scenario(scenario, options, observer=observer)
        return True, ""
    except (ScenarioFailed, ScenarioError) as failure:
        if scenario is not None and scenario.snapshot:
            from harness.probe.update import after_failure
            return after_failure(path, options, str(failure))
        return False, str(failure)
    finally:
        collector.file_done()


def _print_trace(text):
    print(text, flush=True)


def _run_in_process(path, options, args):
    try:
        return getattr(args, "runner", run_one)(path, options, _print_trace if args.trace else None)
    except KeyboardInterrupt:
        raise
    except Exception:
        if args.verbose:
            raise
        return False, f"{path}: internal error of the harness (run with -v for the Python traceback)"


def _outcomes(files, options, args):
    """(path, passed, message) of each file, in file order: in this process (--in-process), else in
    worker processes, `--jobs` of them at once (threads here only wait for them); the results are
    printed in file order whatever finishes first."""
    if args.no_isolate:
        for path in files:
            yield (path, *_run_in_process(path, options, args))
        return
    jobs = 1 if args.trace else max(1, min(args.jobs, len(files)))      # a trace is one story
    jobs, memory = isolation.fit_memory(args.worker_memory, jobs)
    workers = [Worker(getattr(args, "runner", run_one), options, timeout=args.timeout, memory_mb=memory)
               for _ in range(jobs)]
    idle = queue.SimpleQueue()
    for worker in workers:
        idle.put(worker)

    def run(path):
        worker = idle.get()
        try:
            return worker.run(path, verbose=args.verbose, trace_out=_print_trace if args.trace else None)
        except (ScenarioTimeout, WorkerDied) as stopped:
            return False, f"{path}: {stopped}"
        finally:
            idle.put(worker)
    finished = False
    try:
        if jobs == 1:
            for path in files:
                yield (path, *run(path))
        else:
            with ThreadPoolExecutor(jobs) as pool:
                for path, outcome in zip(files, pool.map(run, files)):
                    yield (path, *outcome)
        finished = True
    finally:
        for worker in workers:
            worker.stop(kill=not finished)     # Ctrl-C: the scenarios under way are stopped


def cmd_run(args):
    from harness.limits import Limits
    try:
        Limits.from_env()             # a bad YGO_HARNESS_MAX_* variable: one message, not one per scenario
    except ValueError as error:
        raise SystemExit(f"ygo-harness run: {error}") from None
    options = _options(args)
    files, missing = collect_scenarios(args.paths)
    from harness.ci.runs import CiRun, ChangedError
    ci = CiRun.from_args(args, options.scripts)
    if ci.active and files:
        try:
            files = ci.select(files)
        except ChangedError as error:
            raise SystemExit(f"ygo-harness run: {error}") from None
        args.runner = ci.wrap(run_one)
        print("\n".join(ci.notes))
        if not files and not missing:
            print("no scenario to run")
            return 0
    failed = len(missing)
    for path in missing:
        print(f"FAIL {path}\n    no such file or folder\n")
    if not files and not missing:
        print(f"ygo-harness run: no scenarios found (no .yaml or .yml file under "
              f"{', '.join(map(str, args.paths or [DEFAULT_SCENARIOS]))})")
        return 1
    ran, updated, interrupted = 0, 0, False
    start = time.perf_counter()
    warm_up(len(files))           # before the workers fork: they inherit the compiled schema
    try:
        for path, ok, message in _outcomes(files, options, args):
            ran += 1
            if ok and message:              # a snapshot file whose expectations --update rewrote
                updated += 1
                print(f"UPDATED {path}\n{_indent(message)}\n")
            elif ok:
                print(f"PASS {path}")
            else:
                failed += 1
                print(f"FAIL {path}\n{_indent(message)}\n")
    except KeyboardInterrupt:
        interrupted = True
    elapsed = time.perf_counter() - start
    summary = f"{ran - (failed - len(missing))} passed, {failed} failed in {elapsed:.2f}s"
    if updated:
        summary = f"{summary} ({updated} snapshot file(s) updated)"
    if interrupted:
        print(f"{summary}; interrupted: {len(files) - ran} of {len(files)} scenario(s) not run")
        return 130
    try:           # a record or report that cannot be written: main() prints why, after the summary
        for line in ci.finish()[len(ci.notes):] if ci.active else ():
            print(line)
    finally:
        print(summary + (f" ({'; '.join(ci.notes)})" if ci.notes else ""))
    return 1 if failed else 0


def _indent(text):
    return "\n".join("    " + line for line in text.splitlines())


def schema_path():
    """The scenario JSON Schema file shipped in the package."""
    return Path(str(resources.files("harness.scenario").joinpath("schema.json")))


def cmd_schema(args):
    if args.path:
        print(schema_path())
    else:
        print(json.dumps(load_schema(), indent=2))
    return 0


def cmd_annotations(args):
    from harness.stubgen import ANNOTATION_DIR
    if not ANNOTATION_DIR.is_dir():
        raise SystemExit(f"ygo-harness annotations: {ANNOTATION_DIR} is missing (a checkout regenerates it "
                         "with `python -m harness.stubgen`; an installed package is broken: reinstall it)")
    print(ANNOTATION_DIR)
    return 0


def cmd_bench(args):
    from harness.bench import run_bench
    return run_bench(scenario_files(args.paths, "bench"), _options(args), args.repeat, args.corpus,
                     isolation.from_args(args))


# --- show ----------------------------------------------------------------------------------


def _snapshot_diff(path, scenario, record, args):
    """(title, diff) for the HTML page of a failing snapshot file: what `run --update` would change."""
    if not scenario.snapshot or record.passed:
        return None
    from harness.probe.update import NotUpdatable, diff, updated_text
    try:
        new = updated_text(path, _options(args))
    except (ScenarioFailed, ScenarioError, NotUpdatable) as error:
        return "The snapshot cannot be updated", str(error)
    return "What `ygo-harness run --update` would change", diff(path, path.read_text(encoding="utf-8"), new)


def cmd_show(args):
    return _isolated(_show, args, f"ygo-harness show: {args.scenario}")


def _isolated(command, args, what):
    """command(args) in a worker process under the run's limits, or here with --no-isolate."""
    if args.no_isolate:
        return command(args)
    _, memory = isolation.fit_memory(args.worker_memory, 1)
    return isolation.run_command(command, args, what, timeout=args.timeout, memory_mb=memory,
                                 verbose=args.verbose)


def _show(args):
    from harness.scenario.record import record_run
    from harness.scenario.report import render_events, render_snapshot

    path = Path(args.scenario)
    if not path.is_file():
        raise SystemExit(f"ygo-harness show: no such scenario file: {path}")
    options = _options(args)
    try:
        scenario = load_scenario(path, scope=options.scope)
    except ScenarioError as error:
        print(error, file=sys.stderr)
        return 1
    count = len(scenario.steps)
    if args.step is not None and not 0 <= args.step <= count:
        raise SystemExit(f"ygo-harness show: there is no step {args.step}: {path} has {count} step(s) "
                         f"(--step takes 0, the board before the first step, to {count})")
    try:
        record = record_run(scenario, options, stop_after=args.step)
    except Exception:
        if args.verbose:
            raise
        print(f"{path}: internal error of the harness (run with -v for the Python traceback)", file=sys.stderr)
        return 1
    if args.html:
        from harness.scenario.html_report import render_html
        out = Path(args.html)
        try:
            safe_files.write_text(out, render_html(record, _snapshot_diff(path, scenario, record, args)))
        except safe_files.FileError as error:
            return _refused(error)
        print(f"wrote {out} ({'passed' if record.passed else 'failed'})")
        return 0 if record.passed else 1
    print(f"{scenario.name}\n{path}")
    last = record.last_run
    if record.failure and (last is None or last.status != "failed"):
        print(f"\n{record.failure}")            # the duel could not be set up
        return 1
    if last is None or args.step == 0:
        print("\nBoard before the first step:")
        print(_indent(render_snapshot(record.initial_board)))
        return 0
    step = last.step
    if last.status == "failed":
        print(f"\nFAILED at step {step.index} of {count} ({step.kind}) at {step.where}:")
        print(_indent(last.message))
        return 1
    print(f"\nBoard after step {step.index} of {count} ({step.kind}) at {step.where}:")
    print(_indent(render_snapshot(last.board)))
    title = "Events the expectations looked at" if step.kind == "expect" else "Events of the step"
    print(f"{title}:")
    print("  " + render_events([]).strip() if not last.events else "\n".join(f"  {e}" for e in last.events))
    if last.checks:
        print("Expectations:")
        for check in last.checks:
            print(f"  {'ok  ' if check.passed else 'FAIL'} {check.subject}: {check.expected}"
                  + ("" if check.passed else f" (found {check.found})"))
    return 0


# --- new -----------------------------------------------------------------------------------


def cmd_new(args):
    return _isolated(_new, args, f"ygo-harness new: {args.code}")


def _new(args):
    from harness.probe import SkeletonError, render_skeleton

    scripts = config.configured("scripts", args.scripts)
    for folder in scripts:
        if not Path(folder).is_dir():
            raise SystemExit(f"ygo-harness new: scripts folder not found: {folder}")
    for database in config.configured("cdb", args.cdb):
        if not Path(database).is_file():
            raise SystemExit(f"ygo-harness new: card database not found: {database}")
    output = Path(args.output) if args.output else None
    if output is not None and os.path.lexists(output) and not args.force:     # a dangling link is there too
        raise SystemExit(f"ygo-harness new: {output} exists (use --force to overwrite it)")
    try:
        text = render_skeleton(args.code, scripts=args.scripts, cdb=config.configured("cdb", args.cdb),
                               output=output, search=scripts, effect=args.effect)
    except SkeletonError as error:
        raise SystemExit(f"ygo-harness new: {error}")
    except safe_files.FileError as error:        # a made-up card's script beside FILE
        return _refused(error)
    if output is None:
        sys.stdout.write(text)
        return 0
    try:
        safe_files.write_text(output, text)
    except safe_files.FileError as error:
        return _refused(error)
    try:
        load_scenario(output, scope=_options(args).scope)
    except ScenarioError as error:  # a bug of the generator: say so, keep the file to look at
        print(f"ygo-harness new: the skeleton does not load (a bug of the harness): {error}", file=sys.stderr)
        return 1
    print(f"wrote {output}: fill in its TODOs, then run `ygo-harness run {output}`")
    return 0


def cmd_snapshot(args):
    from harness.probe.batches import progress_bar
    from harness.probe.snapshot import print_summary, report_json, snapshot_folder
    if not Path(args.folder).is_dir():
        raise SystemExit(f"ygo-harness snapshot: no such folder: {args.folder}")
    for database in config.configured("cdb", args.cdb):
        if not Path(database).is_file():
            raise SystemExit(f"ygo-harness snapshot: card database not found: {database}")
    codes = args.codes
    if args.shard:
        from harness.ci.shards import file_size, shard
        from harness.probe.batches import script_codes
        every = args.codes or script_codes(args.folder)
        codes = shard(every, lambda code: file_size(Path(args.folder) / f"c{code}.lua"), args.shard)
        print(f"shard {args.shard[0]}/{args.shard[1]}: {len(codes)} of {len(every)} script(s)")
        if not codes:
            return 0
    start = time.perf_counter()
    results = snapshot_folder(args.folder, args.output, config.configured("cdb", args.cdb), codes=codes,
                              jobs=args.jobs, progress=progress_bar if sys.stderr.isatty() else None,
                              isolation=isolation.from_args(args), decoy_boards=args.decoys)
    elapsed = time.perf_counter() - start
    print_summary(results, elapsed)
    if args.json_out:
        safe_files.write_text(args.json_out, json.dumps(report_json(results, elapsed), indent=1))
    return 0


def _codes(text):
    return [_code(part) for part in text.split(",") if part.strip()]


def _code(text):
    try:
        code = int(text, 0)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a card code: {text!r}") from None
    if not 0 < code <= MAX_CARD_CODE:
        raise argparse.ArgumentTypeError(f"not a card code (1 to {MAX_CARD_CODE}): {text!r}")
    return code


# --- the command line ----------------------------------------------------------------------


def _unrecognized(command_parser, extra):
    """The command's own usage and error, with the closest option to each misspelled one."""
    import difflib
    known = [option for action in command_parser._actions for option in action.option_strings]
    hints = []
    for word in extra:
        if word.startswith("-"):
            close = difflib.get_close_matches(word.split("=", 1)[0], known, n=1, cutoff=0.6)
            if close:
                hints.append(f"{word}: did you mean {close[0]}?")
    command_parser.error(f"unrecognized arguments: {' '.join(extra)}" + "".join(f"\n  {h}" for h in hints))


def _check_bundled(command):
    """A missing bundled file ends the command with one line, before any scenario runs."""
    if command in DUEL_COMMANDS:
        try:
            bundled.check()
        except bundled.BrokenInstall as error:
            raise SystemExit(f"ygo-harness {command}: {error}")


def _refused(error):
    """A file the command cannot write or read (harness.safe_files): one line, exit status 2."""
    print(f"ygo-harness: {error}", file=sys.stderr)
    return 2


def _tolerant_output():
    """Text from scripts may hold bytes that are not UTF-8 (kept as surrogates): print them
    escaped rather than fail on them."""
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(errors="backslashreplace")
        except (AttributeError, ValueError):     # a replaced stream (pytest's capture) or a closed one
            pass


def main(argv=None):
    _tolerant_output()
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        config.check()      # before any worker starts, so that every command reports it alike
        return _dispatch(argv)
    except (config.ConfigError, isolation.MemoryBudgetError) as error:      # one line, no traceback
        print(f"ygo-harness: {error}", file=sys.stderr)
        return 2


def _dispatch(argv):
    if argv and argv[0] in PASS_THROUGH:
        _check_bundled(argv[0])
        import importlib
        try:
            return importlib.import_module(PASS_THROUGH[argv[0]][0]).main(argv[1:])
        except safe_files.FileError as error:
            return _refused(error)

    parser = argparse.ArgumentParser(prog="ygo-harness", description="Test YGOPro card scripts.")
    sub = parser.add_subparsers(dest="command", required=True)

    def common(p):
        p.add_argument("--scripts", action="append", default=[], metavar="DIR",
                       help="script folder searched after a scenario's own (repeatable)")
        p.add_argument("--cdb", action="append", default=[], metavar="FILE",
                       help="card database, .cdb or .yaml (repeatable)")
        p.add_argument("-v", "--verbose", action="store_true", help="show Python tracebacks of internal errors")
        p.add_argument("--allow-outside-root", action="store_true",
                       help="let scenario files name script folders, and script files lead, outside the run's "
                            "root (the folder of the nearest pyproject.toml, else the current folder); for your "
                            "own files only (docs/security.md)")

    run = sub.add_parser("run", help="run scenario files or folders (default: the bundled scenarios)")
    run.add_argument("paths", nargs="*", metavar="PATH",
                     help="scenario files (.yaml/.yml) or folders searched for them recursively "
                          "(default: the bundled scenarios/)")
    isolation.add_options(run, "scenario file")
    run.add_argument("--jobs", type=whole_number(1, MAX_JOBS), default=1, metavar="N",
                     help="worker processes running scenario files at once (default: 1); the results are "
                          "printed in file order")
    run.add_argument("--update", action="store_true",
                     help="rewrite the expectations of snapshot files (written by `ygo-harness snapshot`) whose "
                          "run now differs, printing a diff per file; other files are never touched")
    run.add_argument("--trace", action="store_true",
                     help="print each engine operation, event, chain link and prompt as it happens, "
                          "with the script line that caused it")
    from harness.ci.runs import add_options as add_ci_options
    add_ci_options(run)      # --changed-since, --shard, --record, --coverage (docs/ci.md)
    common(run)
    run.set_defaults(handler=cmd_run)

    show = sub.add_parser("show", help="run a scenario and print the board (or write an HTML report)")
    show.add_argument("scenario")
    show.add_argument("--step", type=int, metavar="N",      # the range is the scenario's: checked once it is loaded
                      help="stop after step N (0: the board before the first step); default: all")
    show.add_argument("--html", metavar="OUT", help="write an HTML page of the run: the board after each "
                                                    "step, its events, and each expectation")
    common(show)
    isolation.add_options(show, "scenario file")
    show.set_defaults(handler=cmd_show)

    new = sub.add_parser("new", help="write a scenario skeleton for a card")
    new.add_argument("code", type=_code, help="the card's code")
    new.add_argument("-o", "--output", metavar="FILE", help="write it to FILE (default: print it)")
    new.add_argument("--force", action="store_true", help="overwrite FILE if it exists")
    new.add_argument("--effect", type=int, metavar="N",
                     help="the board of the card's effect N (as `effect: N` counts them; 0: its summon procedure "
                          "or continuous effects) instead of the first effect that runs")
    common(new)
    isolation.add_options(new, "card's search")
    new.set_defaults(handler=cmd_new)

    snap = sub.add_parser("snapshot", help="write a scenario file for every card of a script folder whose effect "
                                           "the deep probe makes run (a regression suite of today's behaviour)")
    snap.add_argument("folder", help="the script folder (c<code>.lua files)")
    snap.add_argument("-o", "--output", required=True, metavar="DIR", help="where the c<code>.yaml files go")
    snap.add_argument("--codes", type=_codes, metavar="C1,C2,...", help="only these cards")
    snap.add_argument("--jobs", type=whole_number(1, MAX_JOBS), default=None, metavar="N",
                      help="processes (default: every core)")
    snap.add_argument("--json", dest="json_out", metavar="OUT", help="write a JSON report: per script, the file or why none")
    from harness.ci.shards import parse_shard
    snap.add_argument("--shard", type=parse_shard, metavar="K/N",
                      help="only the K-th of N balanced, disjoint parts of the scripts (by file size; "
                           "`ygo-harness merge` joins the parts' --json reports)")
    snap.add_argument("--decoys", action="store_true",
                      help="also write each effect's decoys edge board (c<code>.effect<N>.decoys.yaml): made-up "
                           "cards its filters must reject around the cards it picked, so offered: pins what they "
                           "take; about 1.7x the time and 1.6x the files (docs/snapshots.md)")
    common(snap)
    isolation.add_options(snap, "script")
    snap.set_defaults(handler=cmd_snapshot)

    schema = sub.add_parser("schema", help="print the scenario JSON Schema")
    schema.add_argument("--path", action="store_true", help="print the path of the installed schema file instead")
    schema.set_defaults(handler=cmd_schema)

    annotations = sub.add_parser("annotations", help="print the folder of the LuaLS annotation files "
                                                     "(for .luarc.json's workspace.library)")
    annotations.set_defaults(handler=cmd_annotations)

    bench = sub.add_parser("bench", help="time the scenarios and duel creation")
    bench.add_argument("paths", nargs="*")
    bench.add_argument("--repeat", type=whole_number(1, MAX_COUNT), default=5, metavar="N")
    bench.add_argument("--corpus", metavar="DIR", help="script folder to time loading on (default: the bundled scripts/)")
    common(bench)
    isolation.add_options(bench, "run of a scenario")
    bench.set_defaults(handler=cmd_bench)

    for name, (_, text) in PASS_THROUGH.items():
        sub.add_parser(name, help=f"{text} (see `ygo-harness {name} --help`)", add_help=False)

    args, extra = parser.parse_known_args(argv)
    if extra:
        _unrecognized(sub.choices[args.command], extra)
    _check_bundled(args.command)
    try:
        return args.handler(args)
    except safe_files.FileError as error:
        return _refused(error)
    except BrokenPipeError:
        # The reader went away (`ygo-harness run --trace | head`): stop quietly, as Python's docs advise.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
