"""`expect: confirmed:`: the cards each Duel.ConfirmCards showed a player since the previous
`expect:`, written by `snapshot`, checked by `run`, rewritten by `--update`."""
import shutil

import pytest

from harness import cli
from harness.bundled import BUNDLED_SCRIPTS
from harness.scenario.loader import load_scenario
from project_scripts import changed, copy_scripts, run

MIRA = 33225925          # the project's Mira the Star-Bearer: when Normal Summoned, looks at a face-down card the opponent controls
SHOWN = "Duel.ConfirmCards(tp,tc)"


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    scripts = copy_scripts(tmp_path_factory.mktemp("scripts"))
    out = tmp_path_factory.mktemp("snapshots")
    assert cli.main(["snapshot", str(scripts), "-o", str(out), "--codes", str(MIRA), "--jobs", "1"]) == 0
    return scripts, out / f"c{MIRA}.yaml"


def confirmed_of(path):
    return [entry for step in load_scenario(path).steps if step.kind == "expect"
            for entry in step.data["expect"].get("confirmed", [])]


def test_the_snapshot_pins_the_card_shown_to_its_player(written, capsys):
    scripts, path = written
    [entry] = confirmed_of(path)
    own = next(item for item in load_scenario(path).board if item.code == MIRA)
    target = load_scenario(path).steps[0].data["targets"]
    assert entry == {"player": own.player, "cards": target}
    assert run(capsys, path, "--scripts", scripts)[0] == 0


@pytest.mark.parametrize("new, reported", [
    ("", "found nothing"),                                        # the look left out
    ("Duel.ConfirmCards(1-tp,tc)", "found player 1"),             # shown to the other player
])
def test_a_missing_or_misdirected_reveal_fails_the_file(written, tmp_path, capsys, new, reported):
    scripts, path = written
    code, text = run(capsys, path, "--scripts", changed(scripts, tmp_path / "scripts", MIRA, SHOWN, new))
    assert code == 1 and reported in text


def test_update_rewrites_them(written, tmp_path, capsys):
    scripts, path = written
    mutant = changed(scripts, tmp_path / "scripts", MIRA, SHOWN, "")
    copy = shutil.copytree(path.parent, tmp_path / "suite") / path.name       # with the made-up cards' scripts
    assert cli.main(["run", str(copy), "--scripts", str(mutant), "--update"]) == 0
    capsys.readouterr()
    assert confirmed_of(copy) == [] and run(capsys, copy, "--scripts", mutant)[0] == 0


def test_the_python_api_checks_them_since_the_previous_expect():
    from harness.session import DuelSession
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    session.add_card(91152256, 0, "hand", alias="celtic")
    session.expect(confirmed=[])
    session.lua("Duel.ConfirmCards(1, Duel.GetFieldGroup(0, LOCATION_HAND, 0))")
    session.expect(confirmed=[{"player": 1, "cards": ["celtic"]}])
    session.lua("Duel.ConfirmCards(2, Duel.GetFieldGroup(0, LOCATION_HAND, 0))")    # no such player: nothing shown
    session.expect(confirmed=[])
