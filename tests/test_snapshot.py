"""`ygo-harness snapshot` and `run --update`, on the project's own scripts (a copy in tmp_path)."""
import json
import shutil

import pytest

from harness import cli

pytest_plugins = ["pytester"]
from harness.probe.snapshot import snapshot_card
from harness.scenario.loader import load_scenario
from project_scripts import changed, copy_scripts, run

AXE = 40619825            # Axe of Despair: an Equip Spell, +1000 ATK
RAIGEKI = 12580477
JUPITER = 16255173        # The Grand Jupiter: equips a monster; Axe of Despair is on its board
SOLEMN = 41420027
CODES = [AXE, RAIGEKI, JUPITER]


@pytest.fixture(scope="module")
def scripts(tmp_path_factory):
    return copy_scripts(tmp_path_factory.mktemp("scripts"))


@pytest.fixture(scope="module")
def suite(scripts, tmp_path_factory):
    out = tmp_path_factory.mktemp("snapshots")
    report = out.parent / "report.json"
    codes = ",".join(map(str, CODES))
    assert cli.main(["snapshot", str(scripts), "-o", str(out), "--codes", codes, "--jobs", "1", "--decoys",
                     "--json", str(report)]) == 0
    return out, json.loads(report.read_text(encoding="utf-8"))


def files(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def with_axe_value(scripts, folder, value):
    """A copy of the scripts whose Axe of Despair gives `value` (Lua) instead of 1000 ATK."""
    return changed(scripts, folder, AXE, "SetValue(1000)", f"SetValue({value})")


def test_a_file_per_card_whose_effect_ran_and_each_passes(suite, scripts, capsys):
    out, report = suite
    # every effect that runs gets its file: Axe of Despair's activation, its continuous effect alone,
    # each targeting activation again with its target banished in response, and each effect
    # again with decoys around the cards it picked or changed, and the Axe's activation refused on
    # its board without the monster it targeted, Jupiter's without the cards its discard offered
    own = [f"c{AXE}.yaml", f"c{AXE}.continuous.yaml", f"c{JUPITER}.yaml", f"c{RAIGEKI}.yaml"]
    # (copies of what they picked or destroyed beside: Raigeki's and Jupiter's too)
    edges = [f"c{AXE}.effect1.target_gone.yaml", f"c{JUPITER}.effect1.target_gone.yaml",
             f"c{AXE}.effect1.retargeted.yaml", f"c{JUPITER}.effect1.retargeted.yaml",
             f"c{AXE}.effect1.nothing_to_pick.yaml", f"c{AXE}.effect1.copies.yaml",
             f"c{JUPITER}.effect1.copies.yaml", f"c{RAIGEKI}.effect1.copies.yaml",
             f"c{JUPITER}.effect1.nothing_offered_1.yaml",
             # still activated with the one card Jupiter's discard picked, Raigeki with one monster to destroy
             f"c{JUPITER}.effect1.fewest_candidates.yaml", f"c{RAIGEKI}.effect1.fewest_candidates.yaml"]
    decoys = [f"c{AXE}.effect1.decoys.yaml", f"c{AXE}.continuous.decoys.yaml", f"c{JUPITER}.effect1.decoys.yaml",
              f"c{RAIGEKI}.effect1.decoys.yaml"]
    assert sorted(name for name in files(out) if name.endswith(".yaml")) == sorted(own + edges + decoys)
    by_code = {entry["code"]: entry for entry in report["scripts"]}
    assert by_code[AXE]["category"] == "written" and by_code[AXE]["file"] == f"c{AXE}.yaml"
    assert [(e["effect"], e["category"], e["file"], e["variant"]) for e in by_code[AXE]["effects"]] == [
        ("effect 1", "written", f"c{AXE}.yaml", ""),
        ("effect 1", "written", f"c{AXE}.effect1.nothing_to_pick.yaml", "nothing to pick"),
        ("effect 1", "written", f"c{AXE}.effect1.copies.yaml", "copies"),
        ("effect 1", "written", f"c{AXE}.effect1.target_gone.yaml", "target gone"),
        ("effect 1", "written", f"c{AXE}.effect1.retargeted.yaml", "retargeted"),
        ("effect 1", "written", f"c{AXE}.effect1.decoys.yaml", "decoys"),
        ("continuous", "written", f"c{AXE}.continuous.yaml", ""),
        ("continuous", "written", f"c{AXE}.continuous.decoys.yaml", "decoys")]
    assert report["counts"]["written"] == 3
    assert report["effects"]["written"] == 4 and report["effects"]["effects"] >= 5
    assert report["effects"]["edge boards"] == 15
    assert report["effects"]["edge boards by kind"] == {"nothing to pick": 1, "nothing offered": 1, "bare": 0,
                                                           "fewest candidates": 2, "zones full": 0,
                                                           "fewest zones": 0, "copies": 3, "other seats": 0,
                                                           "target gone": 2, "retargeted": 2, "handler gone": 0,
                                                           "decoys": 4}
    code, text = run(capsys, out, "--scripts", scripts)
    assert code == 0 and text.splitlines()[-1].startswith("19 passed, 0 failed")


def test_a_target_gone_before_resolution_is_written_as_the_opponents_response(suite):
    out, _ = suite
    scenario = load_scenario(out / f"c{AXE}.effect1.target_gone.yaml")
    activate, expect = scenario.steps[:2]
    target = activate.data["targets"][0]
    [response] = activate.data["chain"]
    assert response["player"] == 1 and response["choose"] == [target]
    wanted = expect.data["expect"]
    # the Equip Spell's target is gone when it resolves: it goes to the GY by rule, as the core does
    assert wanted["axe_of_despair"] == {"location": "grave", "reason": ["rule"]}
    assert wanted[target]["location"] == "removed"


def test_the_file_records_the_board_the_answers_and_what_changed(suite):
    out, _ = suite
    text = (out / f"c{AXE}.yaml").read_text(encoding="utf-8")
    assert text.startswith("# A snapshot of Axe of Despair (40619825): an effect of it resolves")
    assert "records what the harness does today, not what the card's" in text
    scenario = load_scenario(out / f"c{AXE}.yaml")
    assert scenario.snapshot == {"tool": scenario.snapshot["tool"]} and scenario.snapshot["tool"]
    assert AXE in scenario.cards                                  # every card's data: no database needed
    assert {entry.code for entry in scenario.board} <= set(scenario.cards)
    activate, expect, again = scenario.steps
    assert again.data == {"expect_not_activatable": {"axe_of_despair": 1}}      # it is on the field now
    target = activate.data["targets"][0]
    assert activate.data["activate"] == "axe_of_despair"
    # its target selection: the board's one monster, one to be chosen
    assert activate.data["offered"] == [{"cards": [target], "min": 1, "max": 1, "hint": "HINTMSG_EQUIP"}]
    assert f"    offered: [{{cards: [{target}], min: 1, max: 1, hint: HINTMSG_EQUIP}}]\n  - expect:" in text     # the step's last key, as run --update rewrites it
    wanted = expect.data["expect"]
    assert wanted["axe_of_despair"] == {"location": "szone", "position": "faceup", "equip_target": target}
    assert wanted[target]["equipped"] == ["axe_of_despair"]
    assert {"event": "equip", "cards": ["axe_of_despair"]} in wanted["events"]
    assert set(wanted["players"]) == {0, 1}


def test_two_runs_give_byte_identical_files(suite, scripts, tmp_path):
    out, _ = suite
    for code in (AXE, RAIGEKI, JUPITER):
        assert snapshot_card(code, scripts, tmp_path, decoy_boards=True).category == "written"
    assert files(tmp_path) == files(out)


def test_a_changed_script_fails_the_snapshots_that_use_it_and_update_rewrites_only_those(suite, scripts, tmp_path,
                                                                                         capsys):
    out, _ = suite
    changed = with_axe_value(scripts, tmp_path / "scripts", "900")
    suite_copy = tmp_path / "suite"
    shutil.copytree(out, suite_copy)
    before = files(suite_copy)

    code, text = run(capsys, suite_copy, "--scripts", changed)
    assert code == 1
    failed = sorted(line.split()[1] for line in text.splitlines() if line.startswith("FAIL "))
    # Jupiter's, whose board equips the Axe, and every file of the Axe: the effect it registers
    # changed, even where it never equips (its target gone)
    failed_names = (f"c{JUPITER}.yaml", f"c{JUPITER}.effect1.decoys.yaml", f"c{AXE}.yaml", f"c{AXE}.continuous.yaml",
                    f"c{AXE}.effect1.target_gone.yaml", f"c{AXE}.effect1.decoys.yaml", f"c{AXE}.continuous.decoys.yaml",
                    f"c{AXE}.effect1.nothing_to_pick.yaml", f"c{AXE}.effect1.copies.yaml", f"c{JUPITER}.effect1.copies.yaml",
                    f"c{AXE}.effect1.retargeted.yaml", f"c{JUPITER}.effect1.retargeted.yaml")
    assert failed == sorted(str(suite_copy / name) for name in failed_names)
    assert "the snapshot differs from what the run does now (`ygo-harness run --update`" in text
    assert "atk: 3000" in text and "atk: 2900" in text          # the diff: 2000 + 1000 then, 2000 + 900 now
    assert files(suite_copy) == before                          # a run without --update writes nothing

    code, text = run(capsys, suite_copy, "--scripts", changed, "--update")
    assert code == 0
    assert sorted(line.split()[1] for line in text.splitlines() if line.startswith("UPDATED ")) == failed
    assert text.splitlines()[-1].endswith("(12 snapshot file(s) updated)")
    after = files(suite_copy)
    assert {name for name in after if after[name] != before[name]} == set(failed_names)
    code, text = run(capsys, suite_copy, "--scripts", changed)
    assert code == 0


def test_update_rewrites_a_stale_offered_and_adds_a_missing_one(suite, scripts, tmp_path, capsys):
    out, _ = suite
    original = (out / f"c{JUPITER}.yaml").read_text(encoding="utf-8")
    line = next(line for line in original.splitlines() if line.startswith("    offered: "))
    stale = tmp_path / "stale.yaml"
    stale.write_text(original.replace(line, "    offered: [[axe_of_despair]]"), encoding="utf-8")
    code, text = run(capsys, stale, "--scripts", scripts)
    assert code == 1 and "the card selections did not offer what `offered:` says" in text
    assert "-    offered: [[axe_of_despair]]" in text and f"+{line}" in text     # the diff an update would make
    code, text = run(capsys, stale, "--scripts", scripts, "--update")
    assert code == 0 and "UPDATED" in text
    assert stale.read_text(encoding="utf-8") == original

    # a file written before `offered:` existed gets it with the next update of its expectations
    older = tmp_path / "older.yaml"
    older.write_text(original.replace(line + "\n", "").replace("atk: 4800", "atk: 4700"), encoding="utf-8")
    code, text = run(capsys, older, "--scripts", scripts, "--update")
    assert code == 0 and "UPDATED" in text
    assert older.read_text(encoding="utf-8") == original


def test_update_never_touches_a_file_snapshot_did_not_write(suite, scripts, tmp_path, capsys):
    out, _ = suite
    mine = tmp_path / "mine.yaml"
    mine.write_text((out / f"c{AXE}.yaml").read_text(encoding="utf-8").replace("snapshot: {tool:", "# was: {tool:")
                    .replace("atk: 3000", "atk: 3100"), encoding="utf-8")
    before = mine.read_bytes()
    code, text = run(capsys, mine, "--scripts", scripts, "--update")
    assert code == 1 and "expected 3100, found 3000" in text and "UPDATED" not in text
    assert mine.read_bytes() == before


def test_update_never_hides_a_script_error(suite, scripts, tmp_path, capsys):
    out, _ = suite
    broken = with_axe_value(scripts, tmp_path / "scripts", "nil + 1")
    copy = tmp_path / "suite"
    shutil.copytree(out, copy)
    before = files(copy)
    code, text = run(capsys, copy / f"c{AXE}.yaml", "--scripts", broken, "--update")
    assert code == 1 and "FAIL" in text and "UPDATED" not in text
    assert "attempt to perform arithmetic on a nil value" in text
    assert files(copy) == before


@pytest.mark.parametrize("isolate", [False, True])
def test_a_failing_snapshot_shows_its_diff_in_the_junit_report(suite, scripts, pytester, isolate):
    out, _ = suite
    changed = with_axe_value(scripts, pytester.path / "scripts", "900")
    snapshots = pytester.path / "scenarios"
    snapshots.mkdir()
    shutil.copy(out / f"c{AXE}.yaml", snapshots)
    report = pytester.path / "report.xml"
    options = ["--ygo-isolate"] if isolate else []
    result = pytester.runpytest("-p", "no:hypothesispytest", "-p", "no:benchmark", "-p", "no:cacheprovider",
                                "--ygo-scripts", str(changed), f"--junitxml={report}", *options, str(snapshots))
    result.assert_outcomes(failed=1)
    xml = report.read_text(encoding="utf-8")
    assert "the snapshot differs from what the run does now" in xml
    assert "atk: 3000" in xml and "atk: 2900" in xml


def test_the_html_view_of_a_failing_snapshot_shows_the_diff(suite, scripts, tmp_path, capsys):
    out, _ = suite
    changed = with_axe_value(scripts, tmp_path / "scripts", "900")
    page = tmp_path / "run.html"
    assert cli.main(["show", str(out / f"c{AXE}.yaml"), "--scripts", str(changed), "--html", str(page)]) == 1
    html = page.read_text(encoding="utf-8")
    assert "What `ygo-harness run --update` would change" in html
    assert "atk: 2900" in html


def test_a_card_written_again_loses_the_files_of_effects_that_no_longer_run(scripts, tmp_path):
    stale = tmp_path / f"c{AXE}.effect9.yaml"
    stale.write_text("name: an effect the card no longer has\n", encoding="utf-8")
    other = tmp_path / f"c{AXE}9.yaml"            # another card whose code starts alike stays
    other.write_text("name: another card\n", encoding="utf-8")
    result = snapshot_card(AXE, scripts, tmp_path, decoy_boards=True)
    assert result.files == [f"c{AXE}.yaml", f"c{AXE}.effect1.nothing_to_pick.yaml", f"c{AXE}.effect1.copies.yaml",
                            f"c{AXE}.effect1.target_gone.yaml", f"c{AXE}.effect1.retargeted.yaml",
                            f"c{AXE}.effect1.decoys.yaml",
                            f"c{AXE}.continuous.yaml", f"c{AXE}.continuous.decoys.yaml"]
    assert not stale.exists() and other.exists()


def test_update_rewrites_the_closing_activatable_checks(suite, scripts, tmp_path, capsys):
    out, _ = suite
    path = tmp_path / f"c{AXE}.yaml"
    text = (out / f"c{AXE}.yaml").read_text(encoding="utf-8")
    assert text.endswith("  - expect_not_activatable: {axe_of_despair: 1}    # effect 1\n")
    path.write_text(text.replace("expect_not_activatable: {axe_of_despair: 1}",
                                 "expect_activatable: {axe_of_despair: 1}"), encoding="utf-8")
    code, report = run(capsys, path, "--scripts", scripts)
    assert code == 1 and "expected activatable, but it is not" in report
    code, report = run(capsys, path, "--scripts", scripts, "--update")
    assert code == 0 and "UPDATED" in report
    assert path.read_text(encoding="utf-8") == text


POLYMERIZATION = 24094653      # its script sends the materials to the GY without announcing it


def test_the_warnings_of_the_script_checks_are_pinned_and_updated(scripts, tmp_path, capsys):
    result = snapshot_card(POLYMERIZATION, scripts, tmp_path)
    path = tmp_path / result.file
    text = path.read_text(encoding="utf-8")
    pinned = ("      all_warnings:\n        - effect 1 of polymerization (Polymerization) performed an action of "
              "category tograve that it never announced (SetOperationInfo or SetCategory)\n")
    assert pinned in text and "c24094653.lua" not in text.split("all_warnings:")[1]     # no machine's path
    path.write_text(text.replace("category tograve", "category remove"), encoding="utf-8")
    code, report = run(capsys, path, "--scripts", scripts)
    assert code == 1 and "category remove" in report
    code, report = run(capsys, path, "--scripts", scripts, "--update")
    assert code == 0 and path.read_text(encoding="utf-8") == text


def test_the_effects_the_script_registers_are_pinned_and_updated(suite, scripts, tmp_path, capsys):
    out, _ = suite
    scenario = load_scenario(out / f"c{AXE}.yaml")
    [activation, *_] = scenario.registered["axe_of_despair"]
    assert activation == {"type": ["field", "actions", "activate"], "code": 1002, "category": ["equip"],
                          "range": ["hand", "szone", "fzone"],
                          "property": ["initial", "card_target", "continuous_target"],
                          "functions": ["target", "operation"]}
    path = tmp_path / f"c{AXE}.yaml"
    text = (out / f"c{AXE}.yaml").read_text(encoding="utf-8")
    # a script that forgets its category: nothing a step does shows it, the registered effects do
    changed = with_axe_value(scripts, tmp_path / "scripts", "1000")
    axe = changed / f"c{AXE}.lua"
    axe.write_text(axe.read_text(encoding="utf-8").replace("activate:SetCategory(CATEGORY_EQUIP)", ""), encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    code, report = run(capsys, path, "--scripts", changed)
    assert code == 1 and "registered.axe_of_despair[1].category: expected ['equip'], found None" in report
    line = text.splitlines().index("  axe_of_despair:") + 2          # the failure points at the card's list
    assert f"{path}:{line}: the effects a script registered differ" in report
    code, report = run(capsys, path, "--scripts", changed, "--update")
    assert code == 0 and "category: [equip]" not in path.read_text(encoding="utf-8").split("steps:")[0]
    code, report = run(capsys, path, "--scripts", changed)
    assert code == 0


def test_without_decoys_no_decoys_board_is_written(scripts, tmp_path):
    result = snapshot_card(AXE, scripts, tmp_path)
    assert result.files == [f"c{AXE}.yaml", f"c{AXE}.effect1.nothing_to_pick.yaml", f"c{AXE}.effect1.copies.yaml",
                            f"c{AXE}.effect1.target_gone.yaml", f"c{AXE}.effect1.retargeted.yaml",
                            f"c{AXE}.continuous.yaml"]
    assert not list(tmp_path.glob("*.decoys.yaml"))
