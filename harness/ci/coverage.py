"""Line coverage of the card scripts (and constant/utility/procedure.lua) that scenarios ran:
lcov (OUT.info) and Cobertura XML (OUT.xml) reports, and `ygo-harness coverage OUT.info
--scripts c123.lua`, which prints a script with its unrun lines marked.

The lines run come from the sandbox's line hook (harness/lua/observed.py, on only while
coverage is recorded); the executable lines, run or not, from the scripts' bytecode (lines.py),
so an unrun line is always a line of code.
"""
import argparse
import os
import sys
import time
from pathlib import Path
from xml.sax.saxutils import quoteattr

from harness.ci.lines import executable_lines


def merge_hits(entries):
    """{absolute path: {line: times run}} over the entries of harness.ci.record."""
    merged = {}
    for entry in entries:
        for source, lines in entry["hits"].items():
            counts = merged.setdefault(source, {})
            for line, times in lines.items():
                counts[line] = counts.get(line, 0) + times
    return merged


def file_lines(hits):
    """[(path, {line: times run, 0 for an unrun executable line})] for the script files that ran."""
    files = []
    for source in sorted(hits):
        if not os.path.isfile(source):
            continue
        with open(source, "rb") as handle:
            lines = dict.fromkeys(executable_lines(handle.read()), 0)
        lines.update(hits[source])
        files.append((source, dict(sorted(lines.items()))))
    return files


def write_lcov(files, out):
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("TN:\n")
        for path, lines in files:
            handle.write(f"SF:{path}\n")
            for line, times in lines.items():
                handle.write(f"DA:{line},{times}\n")
            handle.write(f"LF:{len(lines)}\nLH:{sum(1 for t in lines.values() if t)}\nend_of_record\n")


def _rate(covered, valid):
    return f"{covered / valid:.4f}" if valid else "1"


def write_cobertura(files, out, root=None):
    """Cobertura XML (coverage-04.dtd): one package, a class per script file (its path relative to
    `root`, the working directory by default)."""
    root = os.path.abspath(root or os.getcwd())
    valid = sum(len(lines) for _, lines in files)
    covered = sum(1 for _, lines in files for t in lines.values() if t)
    out_lines = ['<?xml version="1.0" ?>',
                 '<!DOCTYPE coverage SYSTEM "http://cobertura.sourceforge.net/xml/coverage-04.dtd">',
                 f'<coverage line-rate="{_rate(covered, valid)}" branch-rate="0" lines-covered="{covered}" '
                 f'lines-valid="{valid}" branches-covered="0" branches-valid="0" complexity="0" '
                 f'version="ygo-harness" timestamp="{int(time.time() * 1000)}">',
                 f"  <sources><source>{_escape(root)}</source></sources>", "  <packages>",
                 f'    <package name="scripts" line-rate="{_rate(covered, valid)}" branch-rate="0" complexity="0">',
                 "      <classes>"]
    for path, lines in files:
        name = os.path.relpath(path, root) if path.startswith(root + os.sep) else path
        hit = sum(1 for t in lines.values() if t)
        out_lines.append(f"        <class name={quoteattr(Path(name).stem)} filename={quoteattr(Path(name).as_posix())} "
                         f'line-rate="{_rate(hit, len(lines))}" branch-rate="0" complexity="0">')
        out_lines.append("          <methods/>")
        out_lines.append("          <lines>")
        out_lines.extend(f'            <line number="{line}" hits="{times}" branch="false"/>'
                         for line, times in lines.items())
        out_lines.append("          </lines>")
        out_lines.append("        </class>")
    out_lines += ["      </classes>", "    </package>", "  </packages>", "</coverage>"]
    Path(out).write_text("\n".join(out_lines) + "\n", encoding="utf-8")


def _escape(text):
    return quoteattr(text)[1:-1]


def write_reports(entries, out):
    """OUT.info and OUT.xml from the workers' entries; returns (files, lines run, executable lines)."""
    files = file_lines(merge_hits(entries))
    Path(out).parent.mkdir(parents=True, exist_ok=True)
    write_lcov(files, f"{out}.info")
    write_cobertura(files, f"{out}.xml")
    return (len(files), sum(1 for _, lines in files for t in lines.values() if t),
            sum(len(lines) for _, lines in files))


def read_lcov(path):
    """{path: {line: times}} from an lcov file."""
    files, current = {}, None
    for text in Path(path).read_text(encoding="utf-8").splitlines():
        if text.startswith("SF:"):
            current = files.setdefault(text[3:], {})
        elif text.startswith("DA:") and current is not None:
            line, times = text[3:].split(",")[:2]
            current[int(line)] = current.get(int(line), 0) + int(times)
    return files


def annotate(path, lines):
    """The script's text, each line prefixed by the times it ran, `!!!!` for an unrun line of
    code, blank for a line that is not code."""
    source = Path(path).read_bytes().decode("utf-8", "replace").splitlines()
    out = []
    for number, text in enumerate(source, 1):
        times = lines.get(number)
        mark = "" if times is None else ("!!!!" if times == 0 else str(times))
        out.append(f"{mark:>6} {number:>5}  {text}")
    run = sum(1 for t in lines.values() if t)
    out.append(f"{Path(path).name}: {run} of {len(lines)} lines of code run"
               + (f" ({100 * run / len(lines):.0f}%)" if lines else ""))
    return "\n".join(out)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="ygo-harness coverage",
                                     description="print scripts of an lcov report (`run --coverage OUT` writes "
                                                 "OUT.info) with their unrun lines marked !!!!")
    parser.add_argument("report", help="the lcov file (OUT.info)")
    parser.add_argument("--scripts", nargs="+", metavar="SCRIPT",
                        help="the scripts to print (file names like c123.lua, or paths); default: a one-line "
                             "summary of every script")
    args = parser.parse_args(argv)
    if not Path(args.report).is_file():
        parser.error(f"no such file: {args.report}")
    files = read_lcov(args.report)
    if not args.scripts:
        for path, lines in sorted(files.items()):
            run = sum(1 for t in lines.values() if t)
            print(f"{run:>6} of {len(lines):>6}  {path}")
        return 0
    status = 0
    for wanted in args.scripts:
        matches = [p for p in files if p == os.path.abspath(wanted) or Path(p).name == Path(wanted).name]
        if not matches:
            print(f"ygo-harness coverage: {wanted} is not in {args.report} (no scenario loaded it)", file=sys.stderr)
            status = 1
        for path in matches:
            if not Path(path).is_file():
                print(f"ygo-harness coverage: {path} no longer exists", file=sys.stderr)
                status = 1
                continue
            print(annotate(path, files[path]))
    return status
