"""The `decoys` edge board of `ygo-harness snapshot` (harness/probe/decoys.py), on the project's own
scripts (a copy in tmp_path): the effect's plan again with cards its filters must reject, so that
a loosened filter fails the file."""
import shutil

import pytest

from harness.probe.decoys import is_decoy
from harness.probe.snapshot import snapshot_card
from harness.scenario.loader import load_scenario
from project_scripts import changed, copy_scripts, run

DRAGON_TREASURE = 1435851     # Equip Spell: "equip only to a Dragon monster", the target a face-up Dragon
PREMATURE_BURIAL = 70828912   # targets a monster in the GY it can Special Summon
TREASURE_FILTER = "return c:IsFaceup() and c:IsRace(RACE_DRAGON)"
BURIAL_FILTER = "c:IsCanBeSpecialSummoned(e, 0, tp, false, false, POS_FACEUP_ATTACK)"


@pytest.fixture(scope="module")
def scripts(tmp_path_factory):
    return copy_scripts(tmp_path_factory.mktemp("scripts"))


@pytest.fixture(scope="module")
def suite(scripts, tmp_path_factory):
    out = tmp_path_factory.mktemp("snapshots")
    for code in (DRAGON_TREASURE, PREMATURE_BURIAL):
        result = snapshot_card(code, scripts, out, decoy_boards=True)
        assert f"c{code}.effect1.decoys.yaml" in result.files
    return out


def decoys_of(scenario):
    return {entry.alias: entry for entry in scenario.board if is_decoy(entry.code)}


def test_the_decoys_board_repeats_the_plan_with_cards_the_filter_rejects(suite):
    own = load_scenario(suite / f"c{DRAGON_TREASURE}.yaml")
    edge = load_scenario(suite / f"c{DRAGON_TREASURE}.effect1.decoys.yaml")
    # the same step with the same answers
    assert {k: v for k, v in edge.steps[0].data.items() if k != "offered"} == \
        {k: v for k, v in own.steps[0].data.items() if k != "offered"}
    decoys = decoys_of(edge)
    assert all(entry.code in edge.cards for entry in decoys.values())        # made-up: their data is in the file
    facedown = [alias for alias, entry in decoys.items() if entry.position == "facedown_defense"]
    other_side = [alias for alias, entry in decoys.items() if entry.location == "mzone" and entry.player == 1]
    assert facedown and other_side
    offered = edge.steps[0].data["offered"][0]["cards"]
    # the filter takes a face-up Dragon on either side: the other side's copy, not the face-down one
    assert set(other_side) <= set(offered) and not set(facedown) & set(offered)
    assert set(offered) - set(own.steps[0].data["offered"][0]["cards"]) <= set(decoys) | {
        entry.alias for entry in edge.board if entry.location == "mzone"}


@pytest.mark.parametrize("loosened", [
    "return c:IsFaceup() or c:IsRace(RACE_DRAGON)",        # `and` written `or`
    "return c:IsRace(RACE_DRAGON)",                        # the face-up check left out
])
def test_a_loosened_target_filter_fails_the_decoys_file_only(suite, scripts, tmp_path, capsys, loosened):
    mutated = changed(scripts, tmp_path / "scripts", DRAGON_TREASURE, TREASURE_FILTER, loosened)
    code, text = run(capsys, suite / f"c{DRAGON_TREASURE}.yaml", "--scripts", mutated)
    assert code == 0, text                   # the board the search found holds no card that tells
    code, text = run(capsys, suite / f"c{DRAGON_TREASURE}.effect1.decoys.yaml", "--scripts", mutated)
    assert code == 1 and "the card selections did not offer what `offered:` says" in text


def test_summons_ignoring_conditions_or_the_revive_limit_fail_the_decoys_file(suite, scripts, tmp_path, capsys):
    edge = load_scenario(suite / f"c{PREMATURE_BURIAL}.effect1.decoys.yaml")
    decoys = decoys_of(edge)
    blocked = {alias for alias in decoys if alias.startswith(("decoy_not_properly_summoned", "decoy_no_special_summon"))}
    assert len(blocked) == 2 and all(decoys[alias].location == "grave" for alias in blocked)
    assert not blocked & set(edge.steps[0].data["offered"][0]["cards"])
    for loosened in ("e, 0, tp, true, false", "e, 0, tp, false, true"):       # nocheck, nolimit
        mutated = changed(scripts, tmp_path / loosened.replace(", ", "_"), PREMATURE_BURIAL,
                          BURIAL_FILTER, BURIAL_FILTER.replace("e, 0, tp, false, false", loosened))
        code, text = run(capsys, suite / f"c{PREMATURE_BURIAL}.yaml", "--scripts", mutated)
        assert code == 0, text
        code, text = run(capsys, suite / f"c{PREMATURE_BURIAL}.effect1.decoys.yaml", "--scripts", mutated)
        assert code == 1 and "the card selections did not offer what `offered:` says" in text


def test_update_rewrites_the_offered_of_a_decoys_file(suite, scripts, tmp_path, capsys):
    original = (suite / f"c{DRAGON_TREASURE}.effect1.decoys.yaml").read_text(encoding="utf-8")
    line = next(line for line in original.splitlines() if line.startswith("    offered: "))
    stale = tmp_path / "stale.yaml"
    shutil.copytree(suite / "scripts", tmp_path / "scripts")              # the made-up cards' scripts
    stale.write_text(original.replace(line, "    offered: [[made_up_monster]]"), encoding="utf-8")
    code, text = run(capsys, stale, "--scripts", scripts)
    assert code == 1
    code, text = run(capsys, stale, "--scripts", scripts, "--update")
    assert code == 0 and "UPDATED" in text
    assert stale.read_text(encoding="utf-8") == original


@pytest.mark.parametrize("bounds, fails", [("0, 1", ["yaml", "effect1.decoys.yaml"]), ("1, 2", ["effect1.decoys.yaml"])])
def test_a_selection_asking_for_other_numbers_of_cards_fails_the_file(suite, scripts, tmp_path, capsys, bounds, fails):
    # offered: pins the 1-1 of Premature Burial's target selection, not only what it offered; the
    # engine's prompt asks for at most the cards it offers, so a maximum of 2 shows where 2 are offered
    original = "Duel.SelectTarget(tp, revivable, tp, LOCATION_GRAVE, 0, 1, 1, nil, e, tp)"
    mutated = changed(scripts, tmp_path / "scripts", PREMATURE_BURIAL, original, original.replace("1, 1, nil", f"{bounds}, nil"))
    for name in ("yaml", "effect1.decoys.yaml"):
        code, text = run(capsys, suite / f"c{PREMATURE_BURIAL}.{name}", "--scripts", mutated)
        assert (code == 1 and "the card selections did not offer what `offered:` says" in text) == (name in fails), text
