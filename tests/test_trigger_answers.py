"""`triggers: {ALIAS: [true, false, ...]}`: a list answers the offers of one card's optional
triggers in a step in turn (a scalar answers the first offer only), and `snapshot` writes one where
a card's triggers are offered twice in a step."""
import textwrap

import pytest

from harness.probe.snapshot import snapshot_card
from harness.scenario.loader import ScenarioError, load_scenario
from harness.scenario.runner import RunOptions, ScenarioFailed, run_scenario

CODE = 990100
# Normal Summoned: draw 1; then, on the field, when its controller draws: gain 500 LP. One summon
# step offers its triggers twice: the draw of the first raises the second.
SCRIPT = """
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_SUMMON_SUCCESS)
  e1:SetTarget(s.drawtg)
  e1:SetOperation(s.drawop)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetCategory(CATEGORY_RECOVER)
  e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
  e2:SetCode(EVENT_DRAW)
  e2:SetRange(LOCATION_MZONE)
  e2:SetCondition(function(e,tp,eg,ep) return ep==tp end)
  e2:SetOperation(function(e,tp) Duel.Recover(tp,500,REASON_EFFECT) end)
  c:RegisterEffect(e2)
end
function s.drawtg(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end
end
function s.drawop(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end
"""


def scenario(tmp_path, answer, lp, script=SCRIPT, drawn=True, foe_lp=8000):
    (tmp_path / "scripts").mkdir(exist_ok=True)
    (tmp_path / "scripts" / f"c{CODE}.lua").write_text(script, encoding="utf-8")
    path = tmp_path / "twice.yaml"
    path.write_text(textwrap.dedent(f"""\
        name: one card's triggers offered twice in a step
        scripts: [scripts]
        cards:
          {CODE}: {{name: drawing monster, type: [monster, effect], attribute: dark, race: fiend, level: 4, atk: 1000, def: 1000}}
          91152256: {{name: Celtic Guardian, type: [monster, normal], attribute: earth, race: warrior, level: 4, atk: 1400, def: 1200}}
        board:
          - {{as: drawer, code: {CODE}, player: 0, location: hand}}
          - {{as: top, code: 91152256, player: 0, location: deck}}
        steps:
          - summon: drawer
            triggers: {{drawer: {answer}}}
          - expect:
              top: {{location: {'hand' if drawn else 'deck'}}}
              players: {{0: {{lp: {lp}}}, 1: {{lp: {foe_lp}}}}}
        """), encoding="utf-8")
    return path


def run(path):
    run_scenario(load_scenario(path), RunOptions())


@pytest.mark.parametrize("answer, lp", [("[true, true]", 8500), ("[true, false]", 8000), ("true", 8000)])
def test_a_list_answers_each_offer_in_turn(tmp_path, answer, lp):
    run(scenario(tmp_path, answer, lp))


def test_an_answer_left_over_fails_the_step(tmp_path):
    path = scenario(tmp_path, "[true, true, true]", 8500)
    with pytest.raises(ScenarioFailed, match="triggers"):
        run(path)


def test_a_list_holds_only_booleans(tmp_path):
    path = scenario(tmp_path, "[true, maybe]", 8500)
    with pytest.raises(ScenarioError, match=r"twice.yaml:\d+"):
        load_scenario(path)


def test_snapshot_writes_a_list_for_a_card_offered_twice(tmp_path):
    scenario(tmp_path, "true", 8000)        # the script, in tmp_path/scripts
    out = tmp_path / "out"
    cdb = tmp_path / "cards.yaml"
    cdb.write_text(f"{CODE}: {{name: drawing monster, type: [monster, effect], attribute: dark, race: fiend, level: 4, "
                   f"atk: 1000, def: 1000}}\n", encoding="utf-8")
    result = snapshot_card(CODE, tmp_path / "scripts", out, cdb=[cdb])
    texts = [(out / name).read_text(encoding="utf-8") for name in result.files]
    assert any("triggers: {drawing_monster: [true, true]}" in text for text in texts), result


# Two optional triggers of one card on the same summon, sharing one count limit: once the first is
# activated, the second is no longer offered (process_point_event checks the entries left again).
SHARED_LIMIT = """
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_SUMMON_SUCCESS)
  e1:SetCountLimit(1,id)
  e1:SetOperation(function(e,tp) Duel.Recover(tp,500,REASON_EFFECT) end)
  c:RegisterEffect(e1)
  local e2=e1:Clone()
  e2:SetOperation(function(e,tp) Duel.Damage(1-tp,500,REASON_EFFECT) end)
  c:RegisterEffect(e2)
end
"""


@pytest.mark.parametrize("answer, passes", [("true", True), ("[true, true]", False)])
def test_a_trigger_whose_shared_count_limit_is_used_up_is_not_offered(tmp_path, answer, passes):
    path = scenario(tmp_path, answer, 8500, script=SHARED_LIMIT, drawn=False)
    if passes:
        run(path)
    else:       # the second `true` is an answer no prompt asked for
        with pytest.raises(ScenarioFailed, match=r"triggers"):
            run(path)


# An End Phase trigger with no count limit of its own is once per turn (card::add_effect): after
# its chain, the phase's entries are listed again without it.
END_PHASE_GAIN = """
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_PHASE+PHASE_END)
  e1:SetRange(LOCATION_MZONE)
  e1:SetOperation(function(e,tp) Duel.Recover(tp,500,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


@pytest.mark.parametrize("answer", ["true", "[true, true]"])
def test_a_phase_trigger_without_a_count_limit_is_once_per_turn(tmp_path, answer):
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / f"c{CODE}.lua").write_text(END_PHASE_GAIN, encoding="utf-8")
    path = tmp_path / "end.yaml"
    path.write_text(textwrap.dedent(f"""\
        name: an End Phase trigger is activated once
        scripts: [scripts]
        cards:
          {CODE}: {{name: end phase monster, type: [monster, effect], attribute: dark, race: fiend, level: 4, atk: 1000, def: 1000}}
        board:
          - {{as: gainer, code: {CODE}, player: 0, location: mzone}}
        steps:
          - phase: end
          - phase: end
            triggers: {{gainer: {answer}}}
          - expect:
              players: {{0: {{lp: 8500}}}}
        """), encoding="utf-8")
    if answer == "true":
        run(path)
    else:       # offered once: the second answer is left over
        with pytest.raises(ScenarioFailed, match="triggers"):
            run(path)
