"""The CI files the harness reads (a `run --record` file, the reports `ygo-harness merge` joins, the
lcov file `ygo-harness coverage` prints) may come from the repository under test: a malformed one
is one line naming the file and what is wrong, exit status 2, never a traceback; each is read
only when it is a regular file that is not a link, at most YGO_HARNESS_MAX_CI_FILE_BYTES bytes
(harness/ci/json_files.py, harness/ci/coverage.py, harness/safe_files.py)."""
import json
import os

import pytest

from ci_project import cli_run, project, subprocess_run  # noqa: F401  (project: a fixture)

GOOD_RECORD = {"scenarios": {"scenarios/b_good.yaml": {"seconds": 0.5, "loaded": []}}}


def write(name, content):
    with open(name, "wb") as handle:
        handle.write(content if isinstance(content, bytes) else content.encode())


# --- the record file (run --record) -----------------------------------------------------------------

RECORDS = [
    ("[]", "rec.json: must be an object, got an array"),
    ("{}", 'rec.json: lacks the key "scenarios"'),
    ('{"scenarios": []}', "rec.json: scenarios: must be an object, got an array"),
    ('{"scenarios": {"a.yaml": 3}}', 'rec.json: scenarios["a.yaml"]: must be an object, got an integer'),
    ('{"scenarios": {"a.yaml": {"seconds": "1", "loaded": []}}}',
     'rec.json: scenarios["a.yaml"].seconds: must be a number, got a string'),
    ('{"scenarios": {"a.yaml": {"seconds": true, "loaded": []}}}',
     'rec.json: scenarios["a.yaml"].seconds: must be a number, got a boolean'),
    ('{"scenarios": {"a.yaml": {"seconds": -1, "loaded": []}}}',
     'rec.json: scenarios["a.yaml"].seconds: must be at least 0, got -1'),
    ('{"scenarios": {"a.yaml": {"seconds": 1}}}', 'rec.json: scenarios["a.yaml"]: lacks the key "loaded"'),
    ('{"scenarios": {"a.yaml": {"seconds": 1, "loaded": [1]}}}',
     'rec.json: scenarios["a.yaml"].loaded[0]: must be a string, got an integer'),
    ('{"scenarios": {"a.yaml": {"seconds": NaN, "loaded": []}}}', "rec.json: not JSON: NaN is not a JSON number"),
    ('{"scenarios": {"a.yaml": {"seconds": 1e999, "loaded": []}}}',
     "rec.json: not JSON: the number 1e999 is too large"),
    ('{"scenarios": ', "rec.json: not JSON: Expecting value: line 1 column 15 (char 14)"),
    (b'{"scenarios": {"\xff": 1}}', "rec.json: not UTF-8 (byte 16)"),
    ("[" * 100_000 + "]" * 100_000, "rec.json: not JSON the harness reads: nested too deeply"),
    ("", "rec.json: not JSON: Expecting value: line 1 column 1 (char 0)"),
]


@pytest.mark.parametrize("content, message", RECORDS, ids=[m.split(": ", 1)[1][:40] for _, m in RECORDS])
def test_a_malformed_record_stops_the_run_before_it_starts(project, capsys, content, message):
    write("rec.json", content)
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--record", "rec.json")
    assert (code, err) == (2, f"ygo-harness: {message}\n")
    assert "PASS" not in out


def test_a_good_record_is_read_and_updated(project, capsys):
    write("rec.json", json.dumps(GOOD_RECORD))
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--record", "rec.json", "--shard", "1/1")
    assert (code, err) == (0, "") and "balanced by recorded times" in out
    assert list(json.load(open("rec.json"))["scenarios"]) == ["scenarios/b_good.yaml"]


def test_a_record_over_the_size_cap_is_refused_and_names_the_variable(project, capsys, monkeypatch):
    write("rec.json", json.dumps(GOOD_RECORD))
    monkeypatch.setenv("YGO_HARNESS_MAX_CI_FILE_BYTES", "20")
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--record", "rec.json")
    assert (code, err) == (2, "ygo-harness: cannot read rec.json: it is larger than the limit of 20 bytes "
                              "(YGO_HARNESS_MAX_CI_FILE_BYTES raises it)\n")


def test_a_record_that_is_a_fifo_is_refused_without_waiting(project, capsys):
    os.mkfifo("rec.json")
    code, _, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--record", "rec.json")
    assert (code, err) == (2, "ygo-harness: cannot read rec.json: it is not a regular file\n")


def test_the_command_line_prints_one_line_and_no_traceback(project):
    write("rec.json", '{"scenarios": {"a.yaml": {"seconds": "1", "loaded": []}}}')
    done = subprocess_run(project.root, "-m", "harness", "run", "scenarios", "--scripts", "scripts", "--record",
                          "rec.json")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == 'ygo-harness: rec.json: scenarios["a.yaml"].seconds: must be a number, got a string\n'


# --- the reports ygo-harness merge joins -----------------------------------------------------------

def _shallow(*entries):
    return json.dumps({"total": len(entries), "seconds": 1, "scripts": list(entries)})


PARTS = [
    ("[1, 2]", "p.json: must be an object, got an array"),
    ('"text"', "p.json: must be an object, got a string"),
    ("{}", 'p.json: lacks the key "scripts"'),
    ('{"scripts": "x"}', "p.json: scripts: must be an array, got a string"),
    ('{"scripts": [7]}', "p.json: scripts[0]: must be an object, got an integer"),
    ('{"scripts": [], "seconds": "1"}', "p.json: seconds: must be a number, got a string"),
    (_shallow({"code": "1", "status": "ok"}), "p.json: scripts[0].code: must be an integer, got a string"),
    (_shallow({"code": 1.0, "status": "ok"}), "p.json: scripts[0].code: must be an integer, got a number"),
    (_shallow({"status": "ok"}), 'p.json: scripts[0]: lacks the key "code"'),
    (_shallow({"code": 1, "status": "fine"}),
     'p.json: scripts[0].status: must be one of "ok", "syntax error", "runtime error", "not implemented", '
     '"missing card data", got "fine"'),
    (_shallow({"code": 1, "status": "ok", "evil": 1}), 'p.json: scripts[0]: has an unknown key "evil"'),
    (_shallow({"code": 1, "status": "ok", "inferred": "yes"}),
     "p.json: scripts[0].inferred: must be a boolean, got a string"),
    (json.dumps({"mode": "deep", "scripts": [{"code": 1, "status": "ran", "how": "somehow"}]}),
     'p.json: scripts[0].how: must be one of "resolved", "procedure", "applied", got "somehow"'),
    (json.dumps({"scripts": [{"code": 1, "category": "written", "file": 3}]}),
     "p.json: scripts[0].file: must be a string, got an integer"),
    ("{", "p.json: not JSON: Expecting property name enclosed in double quotes: line 1 column 2 (char 1)"),
]


@pytest.mark.parametrize("content, message", PARTS, ids=[m.split(": ", 1)[1][:40] for _, m in PARTS])
def test_a_malformed_part_is_one_line_naming_it(project, capsys, content, message):
    write("good.json", _shallow({"code": 2, "status": "ok"}))
    write("p.json", content)
    code, out, err = cli_run(capsys, "merge", "merged.json", "good.json", "p.json")
    assert (code, out, err) == (2, "", f"ygo-harness: {message}\n")
    assert not os.path.exists("merged.json")


def test_parts_that_disagree_are_one_line(project, capsys):
    write("a.json", _shallow({"code": 1, "status": "ok"}))
    write("b.json", _shallow({"code": 1, "status": "runtime error"}))
    code, _, err = cli_run(capsys, "merge", "merged.json", "a.json", "b.json")
    assert (code, err) == (2, "ygo-harness merge: script 1 is in more than one report, with different results\n")


def test_a_part_that_is_a_link_or_missing_is_refused(project, capsys):
    os.symlink(project.outside / "victim.txt", "p.json")
    code, _, err = cli_run(capsys, "merge", "merged.json", "p.json")
    assert (code, err) == (2, "ygo-harness: cannot read p.json: it is a symbolic link\n")
    code, _, err = cli_run(capsys, "merge", "merged.json", "absent.json")
    assert (code, err) == (2, "ygo-harness: cannot read absent.json: No such file or directory\n")


def test_a_bad_size_cap_variable_is_one_line(project, capsys, monkeypatch):
    write("p.json", _shallow({"code": 1, "status": "ok"}))
    monkeypatch.setenv("YGO_HARNESS_MAX_CI_FILE_BYTES", "lots")
    code, _, err = cli_run(capsys, "merge", "merged.json", "p.json")
    assert (code, err) == (2, "ygo-harness: YGO_HARNESS_MAX_CI_FILE_BYTES must be a positive integer, got 'lots'\n")


# --- the lcov file ygo-harness coverage prints --------------------------------------------------------

LCOVS = [
    ("SF:a.lua\nDA:x,1\nend_of_record\n", "cov.info:2: DA: takes a line number and a count"),
    ("SF:a.lua\nDA:1,99999999999999999999999\nend_of_record\n", "cov.info:2: DA: takes a line number and a count"),
    ("SF:a.lua\nDA:1\nend_of_record\n", "cov.info:2: DA: takes a line number and a count"),
    ("DA:1,1\n", "cov.info:1: DA: outside a file's record (no SF: before it)"),
    ("SF:a.lua\nSF:b.lua\n", "cov.info:2: SF: before the end_of_record of the previous file"),
    ("SF:a\x01b.lua\nend_of_record\n", "cov.info:1: a control character in an lcov line"),
    ("SF:a.lua\u2028SF:/etc/passwd\nend_of_record\n", "cov.info:1: a control character in an lcov line"),
    ("TN:\nhello\n", "cov.info:2: not an lcov line"),
    ("SF:a.lua\nDA:1,1\n", "cov.info: the last record has no end_of_record (a file cut short?)"),
    (b"SF:a\xff.lua\nend_of_record\n", "cov.info: not UTF-8 (byte 4)"),
]


@pytest.mark.parametrize("content, message", LCOVS, ids=[m.split(": ", 1)[1][:40] for _, m in LCOVS])
def test_a_malformed_lcov_file_is_one_line_naming_its_line(project, capsys, content, message):
    write("cov.info", content)
    code, out, err = cli_run(capsys, "coverage", "cov.info")
    assert (code, out, err) == (2, "", f"ygo-harness: {message}\n")


def test_lcov_of_other_tools_is_read_past_its_other_records(project, capsys):
    write("cov.info", "TN:\nSF:/x/c1.lua\nFN:1,f\nFNDA:1,f\nDA:1,2,abc\r\nDA:2,0\nBRDA:1,0,0,1\nLF:2\nLH:1\n"
                      "end_of_record\n")
    code, out, err = cli_run(capsys, "coverage", "cov.info")
    assert (code, err) == (0, "") and out.split() == ["1", "of", "2", "/x/c1.lua"]


@pytest.mark.parametrize("make, reason", [(os.mkdir, "it is a folder"), (None, "No such file or directory")])
def test_an_lcov_file_that_is_a_folder_or_missing_is_one_line(project, capsys, make, reason):
    if make:
        make("cov.info")
    code, out, err = cli_run(capsys, "coverage", "cov.info")
    assert (code, err) == (2, f"ygo-harness: cannot read cov.info: {reason}\n")
