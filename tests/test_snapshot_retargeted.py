"""`snapshot`'s retargeted edge board: the opponent changes an activation's target in response to
a card its target check (`chkc`) accepts, so the agent's `offered:` pins what that check takes."""
from harness.probe.snapshot import replay, snapshot_card
from harness.scenario.loader import load_scenario
from project_scripts import changed, copy_scripts

AXE = 40619825           # Axe of Despair (own script): targets a face-up monster
CHKC = "if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end"


def test_the_agent_offers_the_cards_the_target_check_accepts_and_a_loosened_check_fails_it(tmp_path):
    scripts = copy_scripts(tmp_path / "scripts")
    result = snapshot_card(AXE, scripts, tmp_path / "out")
    name = f"c{AXE}.effect1.retargeted.yaml"
    assert name in result.files
    path = tmp_path / "out" / name
    assert "the opponent changes its target in response" in path.read_text(encoding="utf-8")
    scenario = load_scenario(path)
    [step, _, _] = scenario.steps
    [response] = step.data["chain"]
    own, agents = step.data["offered"]
    # the face-up monsters but the one targeted first; the opponent's Set monster stays on the board, refused
    assert set(agents["cards"]) == set(own["cards"]) - set(step.data["targets"])
    [set_monster] = [entry.alias for entry in scenario.board if entry.position == "facedown_defense"]
    assert set_monster not in agents["cards"]
    assert step.data["targets"] != response["choose"]
    assert replay(path, [scripts]) == ""
    # a check that also takes face-down monsters: the agent offers the Set one too
    loosened = changed(scripts, tmp_path / "loosened", AXE, CHKC, CHKC.replace(" and chkc:IsFaceup()", ""))
    assert "offered" in replay(path, [loosened])
