"""`expect: registered:` and `expect: operation_info:`: what a step's operations left registered and
what each chain link announced, written by `snapshot`, checked by `run`, rewritten by `--update`."""
import shutil

import pytest

from harness import cli
from harness.bundled import BUNDLED_SCRIPTS
from harness.scenario.loader import ScenarioError, load_scenario
from project_scripts import changed, copy_scripts, run

CALLED = 24224830         # the project's Called by the Grave: banishes a GY monster, then 2 player effects


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """The project's scripts (a copy) and the snapshot of Called by the Grave."""
    scripts = copy_scripts(tmp_path_factory.mktemp("scripts"))
    out = tmp_path_factory.mktemp("snapshots")
    assert cli.main(["snapshot", str(scripts), "-o", str(out), "--codes", str(CALLED), "--jobs", "1"]) == 0
    return scripts, out / f"c{CALLED}.yaml"


def mutated(scripts, folder, old, new):
    return changed(scripts, folder, CALLED, old, new)


def the_expect(path):
    return next(step.data["expect"] for step in load_scenario(path).steps if step.kind == "expect")


def test_the_snapshot_pins_the_player_effects_and_the_operation_info(written, capsys):
    scripts, path = written
    expect = the_expect(path)
    # both effects the resolution registers for its player, until the End Phase of the next turn
    assert [(e["code"], e["reset"]) for e in expect["registered"][0]] == [
        (2, ["phase", "0x200", 2]), (1020, ["phase", "0x200", 2])]
    assert expect["registered"][0][0]["target_range"] == [4, 4]
    # what its target announced: banish 1 card of the opponent's GY (LOCATION_GRAVE)
    [info] = expect["operation_info"]
    assert info == {"card": "called_by_the_grave", "category": ["remove"], "count": 1, "player": 1, "param": 16,
                    "cards": ["vorse_raider"]}
    assert run(capsys, path, "--scripts", scripts)[0] == 0


@pytest.mark.parametrize("old, new, reported", [
    ("Duel.RegisterEffect(silence, tp)", "", "registered.0[1].code: expected 2, found 1020"),
    ("SetReset(RESET_PHASE + PHASE_END, 2)\n  Duel.RegisterEffect(silence", "SetReset(RESET_PHASE + PHASE_END)\n"
     "  Duel.RegisterEffect(silence", "registered.0[1].reset"),
    ("CATEGORY_REMOVE, chosen, 1, 1 - tp", "CATEGORY_TOGRAVE, chosen, 1, 1 - tp", "operation_info[1].category"),
    ("chosen, 1, 1 - tp, LOCATION_GRAVE", "chosen, 1, tp, LOCATION_GRAVE", "operation_info[1].player"),
])
def test_a_changed_registration_or_announcement_fails_the_file(written, tmp_path, capsys, old, new, reported):
    scripts, path = written
    changed = mutated(scripts, tmp_path / "scripts", old, new)
    code, text = run(capsys, path, "--scripts", changed)
    assert code == 1 and reported in text


def test_update_rewrites_them_from_what_the_steps_do_now(written, tmp_path, capsys):
    scripts, path = written
    changed = mutated(scripts, tmp_path / "scripts", "Duel.RegisterEffect(silence, tp)", "")
    copy = tmp_path / path.name
    shutil.copy(path, copy)
    assert cli.main(["run", str(copy), "--scripts", str(changed), "--update"]) == 0
    capsys.readouterr()
    assert [e["code"] for e in the_expect(copy)["registered"][0]] == [1020]
    assert run(capsys, copy, "--scripts", changed)[0] == 0
    assert run(capsys, copy, "--scripts", scripts)[0] == 1        # the original script registers one more


def test_a_player_key_must_be_a_number(written, tmp_path):
    _, path = written
    broken = tmp_path / "quoted.yaml"
    text = path.read_text(encoding="utf-8")
    broken.write_text(text.replace("      registered:\n        0:", "      registered:\n        \"0\":"), encoding="utf-8")
    with pytest.raises(ScenarioError) as error:
        load_scenario(broken)
    line = text.splitlines().index("        0:") + 1
    assert f"quoted.yaml:{line}" in str(error.value) and "a player is the integer 0 or 1" in str(error.value)


def test_the_python_api_checks_them_since_the_previous_expect(tmp_path):
    from harness.session import DuelSession
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    grave = session.add_card(CALLED, 0, "hand", alias="called")
    raider = session.add_card(14898066, 1, "grave", alias="raider")       # Vorse Raider
    session.expect(raider={"location": "grave"})           # the board: its initial effects are before this
    session.activate(grave, 1, targets=[raider])
    session.expect(operation_info=[{"card": "called", "category": ["REMOVE"], "count": 1, "player": 1,
                                    "param": 16, "cards": ["raider"]}],
                   registered={0: [{"type": ["field"], "code": 2, "target_range": [4, 4],
                                    "reset": ["phase", "0x200", 2], "functions": ["target"]},
                                   {"type": ["field", "actions", "continuous"], "code": 1020, "reset": ["phase", "0x200", 2],
                                    "functions": ["condition", "operation"]}]})
    with pytest.raises(AssertionError, match=r"operation_info: expected 1 entr\(ies\), found 0"):
        session.expect(operation_info=[{"card": "called", "category": ["remove"], "count": 1, "player": 1,
                                        "param": 16}])


def test_a_board_monster_the_search_summoned_is_written_with_its_summon_type(tmp_path, capsys):
    """Sacred Noble Knight of King Artorigus detaches and destroys on a board where it was Xyz
    Summoned earlier: the file says so (`summon_type: xyz`), and replays."""
    artorigus = 10613952
    assert cli.main(["snapshot", str(BUNDLED_SCRIPTS), "-o", str(tmp_path), "--codes", str(artorigus),
                     "--jobs", "1"]) == 0
    capsys.readouterr()
    path = tmp_path / f"c{artorigus}.yaml"
    [own] = [entry for entry in load_scenario(path).board if entry.code == artorigus]
    assert own.location == "mzone" and own.summon_type == "xyz"
    assert run(capsys, path)[0] == 0
