"""Line coverage of the card scripts (and constant/utility/procedure.lua) that scenarios ran:
lcov (OUT.info) and Cobertura XML (OUT.xml) reports, and `ygo-harness coverage OUT.info
--scripts c123.lua`, which prints a script with its unrun lines marked.

The lines run come from the sandbox's line hook (harness/lua/observed.py, on only while
coverage is recorded), for the script files the loader loaded and no other; the executable
lines, run or not, from the scripts' bytecode (lines.py), so an unrun line is always a line of
code. A path holding a control character (a newline would start a new lcov record), or bytes
that are not UTF-8, is left out of both reports, and the run's coverage line says so.
"""
import argparse
import os
import re
import sys
import time
from pathlib import Path
from xml.sax.saxutils import quoteattr

from harness import safe_files
from harness.ci import json_files
from harness.ci.lines import executable_lines
from harness.engine.state.errors import ScriptError
from harness.lua.host import read_script
from harness.safe_files import FileError

# C0 and C1 controls, DEL, the Unicode line and paragraph separators (which split lines too) and
# lone surrogates (bytes of a file name that are not UTF-8)
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff]")
_DA = re.compile(r"DA:(\d{1,18}),(\d{1,18})(,.*)?")
_RECORD = re.compile(r"[A-Z]+:.*")


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
    """([(path, {line: times run, 0 for an unrun executable line})] for the script files that ran,
    [the paths left out: not printable in a report]). A file gone or unreadable since is dropped."""
    files, left_out = [], []
    for source in sorted(hits):
        if _UNPRINTABLE.search(source):
            left_out.append(source)
            continue
        try:
            executable = executable_lines(read_script(source))
        except ScriptError:
            continue
        lines = dict.fromkeys(executable, 0)
        lines.update((line, times) for line, times in hits[source].items() if line in lines)
        files.append((source, dict(sorted(lines.items()))))
    return files, left_out


def write_lcov(files, out):
    text = ["TN:\n"]
    for path, lines in files:
        text.append(f"SF:{path}\n")
        text.extend(f"DA:{line},{times}\n" for line, times in lines.items())
        text.append(f"LF:{len(lines)}\nLH:{sum(1 for t in lines.values() if t)}\nend_of_record\n")
    safe_files.write_text(out, "".join(text))


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
                 f"  <sources><source>{'' if _UNPRINTABLE.search(root) else _escape(root)}</source></sources>",
                 "  <packages>",
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
    safe_files.write_text(out, "\n".join(out_lines) + "\n")


def _escape(text):
    return quoteattr(text)[1:-1]


def write_reports(entries, out):
    """OUT.info and OUT.xml from the workers' entries; the line that tells what they hold."""
    files, left_out = file_lines(merge_hits(entries))
    write_lcov(files, f"{out}.info")
    write_cobertura(files, f"{out}.xml")
    run = sum(1 for _, lines in files for t in lines.values() if t)
    line = (f"coverage: {run} of {sum(len(lines) for _, lines in files)} lines of code run in {len(files)} "
            f"script file(s): {out}.info, {out}.xml")
    if left_out:
        line += (f" ({len(left_out)} file(s) left out, their path holding a control character or bytes that are "
                 f"not UTF-8: {', '.join(ascii(p) for p in left_out[:3])}{', ...' if len(left_out) > 3 else ''})")
    return line


def read_lcov(path):
    """{path: {line: times}} from an lcov file; a FileError naming the line that is not lcov.
    Records other than SF, DA and end_of_record (TN, FN, BRDA, LF, ...) are read past."""
    data = json_files.read_capped(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FileError(f"{path}: not UTF-8 (byte {error.start})") from None
    files, current = {}, None
    for number, line in enumerate(text.split("\n"), 1):
        line = line[:-1] if line.endswith("\r") else line
        if _UNPRINTABLE.search(line):
            raise FileError(f"{path}:{number}: a control character in an lcov line")
        if line.startswith("SF:"):
            if current is not None:
                raise FileError(f"{path}:{number}: SF: before the end_of_record of the previous file")
            current = files.setdefault(line[3:], {})
        elif line.startswith("DA:"):
            match = _DA.fullmatch(line)
            if current is None or not match:
                raise FileError(f"{path}:{number}: " + ("DA: outside a file's record (no SF: before it)"
                                                          if match else "DA: takes a line number and a count"))
            line_number, times = int(match.group(1)), int(match.group(2))
            current[line_number] = current.get(line_number, 0) + times
        elif line == "end_of_record":
            current = None
        elif line and not _RECORD.fullmatch(line):
            raise FileError(f"{path}:{number}: not an lcov line")
    if current is not None:
        raise FileError(f"{path}: the last record has no end_of_record (a file cut short?)")
    return files


def annotate(path, lines):
    """The script's text, each line prefixed by the times it ran, `!!!!` for an unrun line of
    code, blank for a line that is not code."""
    source = read_script(str(path)).decode("utf-8", "replace").splitlines()
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
            try:
                print(annotate(path, files[path]))
            except ScriptError as error:       # gone since, or not a regular file
                print(f"ygo-harness coverage: {error}", file=sys.stderr)
                status = 1
    return status
