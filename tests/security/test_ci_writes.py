"""Every file the harness writes or removes is its own (harness/safe_files.py): a symbolic link the
repository under test commits, at a report's name or among its folders, is replaced or refused,
never followed; an output that is a folder is one line, exit status 2; the pytest plugin's parts
never go to, or get removed from, a folder of the repository (docs/security.md, "Files the
harness writes, and CI files it reads")."""
import json
import os
import shutil
import stat

import pytest

from ci_project import cli_run, project, subprocess_run  # noqa: F401  (project: a fixture)
from harness import cli, safe_files
from harness.bundled import BUNDLED_SCRIPTS
from harness.ci import coverage

AXE = 40619825
LINK_REFUSED = "is a symbolic link (inside the working directory the harness follows no link to a file it writes or reads)"


def link(name, target):
    os.makedirs(os.path.dirname(name) or ".", exist_ok=True)
    os.symlink(target, name)


def is_regular(path):
    return stat.S_ISREG(os.lstat(path).st_mode)


# --- coverage reports and the record --------------------------------------------------------------

def test_coverage_reports_replace_a_link_at_their_name_and_never_write_its_target(project, capsys):
    before = project.outside_state()
    link("out/cov.info", project.outside / "victim.txt")
    link("out/cov.xml", project.outside / "absent.xml")          # a dangling link: nothing is created there
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--coverage", "out/cov")
    assert (code, err) == (0, ""), out + err
    assert project.outside_state() == before
    assert is_regular("out/cov.info") and is_regular("out/cov.xml")
    assert project.good_script() in coverage.read_lcov("out/cov.info")


def test_a_linked_report_folder_is_refused_with_one_line_after_the_summary(project, capsys):
    before = project.outside_state()
    link("reports", project.outside / "folder")
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--coverage", "reports/cov")
    assert code == 2
    assert err == f"ygo-harness: cannot write reports/cov.info: {project.root}/reports {LINK_REFUSED}\n"
    assert "PASS scenarios/b_good.yaml" in out and "1 passed, 0 failed" in out
    assert project.outside_state() == before


def test_a_link_two_folders_down_is_refused_too(project, capsys):
    os.makedirs("ci")
    link("ci/reports", project.outside / "folder")
    code, _, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--coverage", "ci/reports/deep/cov")
    assert code == 2 and err == f"ygo-harness: cannot write ci/reports/deep/cov.info: {project.root}/ci/reports {LINK_REFUSED}\n"
    assert not (project.outside / "folder" / "deep").exists()


@pytest.mark.parametrize("option, folder", [("--coverage", "out/cov.info"), ("--record", "out/record.json")])
def test_an_output_that_is_a_folder_is_one_line(project, capsys, option, folder):
    os.makedirs(folder)
    value = "out/cov" if option == "--coverage" else folder
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", option, value)
    assert code == 2
    if option == "--coverage":
        assert err == "ygo-harness: cannot write out/cov.info: it is a folder\n" and "1 passed" in out
    else:      # the record is read first: the run does not start
        assert err == "ygo-harness: cannot read out/record.json: it is a folder\n" and "PASS" not in out


def test_a_record_file_that_is_a_link_is_never_read_nor_written_through(project, capsys):
    victim = project.outside / "record.json"
    victim.write_text(json.dumps({"scenarios": {}}))
    before = project.outside_state()
    link(".ygo-record.json", victim)
    code, out, err = cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--record", ".ygo-record.json")
    assert code == 2 and err == "ygo-harness: cannot read .ygo-record.json: it is a symbolic link\n"
    assert "PASS" not in out
    assert project.outside_state() == before


def test_a_new_record_is_written_and_keeps_the_permissions_of_the_file_it_replaces(project, capsys):
    assert cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--record", "rec/r.json")[0] == 0
    os.chmod("rec/r.json", 0o600)
    assert cli_run(capsys, "run", "scenarios", "--scripts", "scripts", "--record", "rec/r.json")[0] == 0
    assert stat.S_IMODE(os.stat("rec/r.json").st_mode) == 0o600
    assert list(json.loads(open("rec/r.json").read())["scenarios"]) == ["scenarios/b_good.yaml"]
    assert os.listdir("rec") == ["r.json"]                   # no temporary file left beside it


# --- the other commands' outputs -----------------------------------------------------------------

def _part(name, codes):
    with open(name, "w") as handle:
        json.dump({"total": len(codes), "seconds": 1, "scripts": [{"code": c, "status": "ok"} for c in codes]}, handle)


def test_merge_replaces_a_link_at_its_output_and_refuses_a_linked_folder(project, capsys):
    _part("p1.json", [1])
    _part("p2.json", [2])
    before = project.outside_state()
    link("merged.json", project.outside / "victim.txt")
    code, out, err = cli_run(capsys, "merge", "merged.json", "p1.json", "p2.json")
    assert (code, err) == (0, "") and is_regular("merged.json") and json.load(open("merged.json"))["total"] == 2
    link("linked", project.outside / "folder")
    code, out, err = cli_run(capsys, "merge", "linked/merged.json", "p1.json", "p2.json")
    assert code == 2 and err == f"ygo-harness: cannot write linked/merged.json: {project.root}/linked {LINK_REFUSED}\n"
    os.mkdir("a_folder")
    code, out, err = cli_run(capsys, "merge", "a_folder", "p1.json", "p2.json")
    assert code == 2 and err == "ygo-harness: cannot write a_folder: it is a folder\n"
    assert project.outside_state() == before


def test_show_html_replaces_a_link_and_refuses_a_linked_folder(project, capsys):
    before = project.outside_state()
    link("page.html", project.outside / "victim.txt")
    code, out, err = cli_run(capsys, "show", "scenarios/b_good.yaml", "--scripts", "scripts", "--html", "page.html")
    assert (code, err) == (0, "") and is_regular("page.html") and "<html" in open("page.html").read()
    link("pages", project.outside / "folder")
    code, out, err = cli_run(capsys, "show", "scenarios/b_good.yaml", "--scripts", "scripts", "--html", "pages/p.html")
    assert code == 2 and err == f"ygo-harness: cannot write pages/p.html: {project.root}/pages {LINK_REFUSED}\n"
    assert project.outside_state() == before


def test_new_treats_a_dangling_link_as_there_and_force_replaces_it(project, capsys):
    target = project.outside / "created.yaml"
    link("new.yaml", target)
    with pytest.raises(SystemExit) as stopped:
        cli.main(["new", str(AXE), "-o", "new.yaml"])
    assert stopped.value.code == "ygo-harness new: new.yaml exists (use --force to overwrite it)"
    code, out, err = cli_run(capsys, "new", str(AXE), "-o", "new.yaml", "--force")
    assert (code, err) == (0, ""), out + err
    assert is_regular("new.yaml") and not target.exists()
    link("skeletons", project.outside / "folder")
    before = project.outside_state()
    code, out, err = cli_run(capsys, "new", str(AXE), "-o", "skeletons/axe.yaml")
    assert code == 2 and err == f"ygo-harness: cannot write skeletons/axe.yaml: {project.root}/skeletons {LINK_REFUSED}\n"
    assert project.outside_state() == before


def test_check_scripts_json_replaces_a_link(project, capsys):
    before = project.outside_state()
    link("check.json", project.outside / "victim.txt")
    code, out, err = cli_run(capsys, "check-scripts", "scripts", "--jobs", "1", "--json", "check.json")
    assert code == 0 and is_regular("check.json") and json.load(open("check.json"))["total"] == 1
    assert project.outside_state() == before


def test_snapshot_refuses_a_linked_output_folder_before_it_probes(project, capsys):
    shutil.copy(BUNDLED_SCRIPTS / f"c{AXE}.lua", "scripts")
    link("snapshots", project.outside / "folder")
    before = project.outside_state()
    code, out, err = cli_run(capsys, "snapshot", "scripts", "-o", "snapshots", "--codes", str(AXE), "--jobs", "1")
    assert code == 2
    assert err == f"ygo-harness: cannot make the folder {project.root}/snapshots: {project.root}/snapshots {LINK_REFUSED}\n"
    assert "scripts in" not in out                           # nothing was probed
    assert project.outside_state() == before


def test_snapshot_and_update_replace_a_link_at_the_file_and_keep_its_target(project, capsys):
    shutil.copy(BUNDLED_SCRIPTS / f"c{AXE}.lua", "scripts")
    os.mkdir("snapshots")
    link(f"snapshots/c{AXE}.yaml", project.outside / "victim.txt")
    before = project.outside_state()
    code, out, err = cli_run(capsys, "snapshot", "scripts", "-o", "snapshots", "--codes", str(AXE), "--jobs", "1",
                             "--json", "snap.json")
    assert code == 0 and json.load(open("snap.json"))["scripts"][0]["category"] == "written", out + err
    assert is_regular(f"snapshots/c{AXE}.yaml") and project.outside_state() == before
    # run --update: the snapshot file is now a link to a file of the project; the update replaces
    # the link by the rewritten file and leaves the file it pointed to as it was
    os.mkdir("kept")
    os.replace(f"snapshots/c{AXE}.yaml", f"kept/c{AXE}.yaml")
    link(f"snapshots/c{AXE}.yaml", f"../kept/c{AXE}.yaml")
    kept = open(f"kept/c{AXE}.yaml").read()
    axe = f"scripts/c{AXE}.lua"
    with open(axe) as handle:
        text = handle.read().replace("SetValue(1000)", "SetValue(900)")
    with open(axe, "w") as handle:
        handle.write(text)
    code, out, err = cli_run(capsys, "run", "snapshots", "--scripts", "scripts", "--update")
    assert code == 0 and f"UPDATED snapshots/c{AXE}.yaml" in out, out + err
    assert is_regular(f"snapshots/c{AXE}.yaml") and "atk: 2900" in open(f"snapshots/c{AXE}.yaml").read()
    assert open(f"kept/c{AXE}.yaml").read() == kept


# --- the pytest plugin's parts --------------------------------------------------------------------

def test_the_pytest_plugin_never_uses_nor_removes_a_parts_folder_of_the_repository(project):
    before = project.outside_state()
    os.makedirs("out")
    link("out/cov.parts", project.outside / "folder")        # the old parts folder, now a link out
    os.makedirs("mine/cov.parts")                            # a folder of the user's, with their file
    open("mine/cov.parts/notes.txt", "w").write("mine\n")
    link("mine/cov.info", project.outside / "victim.txt")
    for out in ("out/cov", "mine/cov"):
        done = subprocess_run(project.root, "-m", "pytest", "-q", "-p", "no:cacheprovider", "scenarios",
                              "--ygo-scripts", "scripts", "--ygo-coverage", out)
        assert done.returncode == 0, done.stdout + done.stderr
        assert "Traceback" not in done.stdout + done.stderr
        assert project.good_script() in coverage.read_lcov(f"{out}.info")
    assert os.path.islink("out/cov.parts") and open("mine/cov.parts/notes.txt").read() == "mine\n"
    assert is_regular("mine/cov.info")
    assert project.outside_state() == before


def test_the_pytest_plugin_reports_a_report_it_cannot_write_in_one_line(project):
    link("reports", project.outside / "folder")
    before = project.outside_state()
    done = subprocess_run(project.root, "-m", "pytest", "-q", "-p", "no:cacheprovider", "scenarios",
                          "--ygo-scripts", "scripts", "--ygo-coverage", "reports/cov")
    assert done.returncode == 4, done.stdout + done.stderr
    assert f"ygo-harness: cannot write reports/cov.info: {project.root}/reports {LINK_REFUSED}" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr and "INTERNALERROR" not in done.stdout
    assert project.outside_state() == before


# --- the module itself -----------------------------------------------------------------------------

def test_a_failed_write_leaves_no_temporary_file_and_the_old_file_whole(project, monkeypatch):
    safe_files.write_text("out/f.txt", "old\n")

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(safe_files.os, "replace", broken)
    with pytest.raises(safe_files.FileError, match=r"^cannot write out/f.txt: No space left on device$"):
        safe_files.write_text("out/f.txt", "new\n")
    assert os.listdir("out") == ["f.txt"] and open("out/f.txt").read() == "old\n"


def test_outside_the_working_directory_the_users_own_links_are_followed(project, tmp_path):
    # a path the user typed outside the checkout (/tmp/..., $RUNNER_TEMP) is theirs: its folders
    # are followed; only the file's own name is never followed
    (tmp_path / "elsewhere").mkdir()
    os.symlink(tmp_path / "elsewhere", tmp_path / "via")
    safe_files.write_text(tmp_path / "via" / "r.txt", "ok\n")
    assert (tmp_path / "elsewhere" / "r.txt").read_text() == "ok\n"


def test_the_logical_working_directory_counts_as_inside(project, tmp_path, monkeypatch):
    # a shell that reached the checkout through a link names it by that link ($PWD): a path under
    # that name is still inside, and a link below it is refused
    os.symlink(project.root, tmp_path / "logical")
    monkeypatch.setenv("PWD", str(tmp_path / "logical"))
    link("reports", project.outside / "folder")
    with pytest.raises(safe_files.FileError, match="is a symbolic link"):
        safe_files.write_text(tmp_path / "logical" / "reports" / "r.txt", "x")
    assert not (project.outside / "folder" / "r.txt").exists()


def test_remove_takes_the_link_away_never_its_target(project):
    link("gone.yaml", project.outside / "victim.txt")
    safe_files.remove("gone.yaml")
    assert not os.path.lexists("gone.yaml") and (project.outside / "victim.txt").read_text() == "precious\n"
    link("linked", project.outside / "folder")
    with pytest.raises(safe_files.FileError, match=LINK_REFUSED.split(" (")[0]):
        safe_files.remove("linked/kept.txt")
    assert (project.outside / "folder" / "kept.txt").exists()
