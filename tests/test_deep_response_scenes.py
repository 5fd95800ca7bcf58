"""check-scripts --deep: the scenes a response's condition asks for (harness/probe/response_scenes.py)
and a strong monster's battle for a field trigger (harness/probe/battles.py), on own scripts
written in tmp_path: each effect is never legal on the other boards, and resolves on its scene."""
import pytest

from harness.probe import deep
from harness.probe.response_scenes import HINOTAMA

from tests.test_deep_events import MONSTER, probe, resolved, trigger  # noqa: F401  (probe: the fixture)
from snapshot_script import only_written, without_the_last_boards


def response(code, condition, helpers=""):
    """A Trap activated on `code` that draws a card when `condition` (a Lua expression) holds."""
    return f"""-- a Trap that responds to an event
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)
  e1:SetCode({code})
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return {condition} end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
{helpers}"""


TRAP = "{name: probed trap, type: [trap]}"
NAMED = 100000990         # a Normal Spell the condition names
NAMED_SPELL = """-- a Normal Spell: draw 1 card
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""
BURN_SPELL = """-- a Normal Spell: inflict 500 damage to the opponent
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DAMAGE)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return true end
    Duel.SetTargetPlayer(1-tp)
    Duel.SetTargetParam(500)
    Duel.SetOperationInfo(0,CATEGORY_DAMAGE,nil,0,1-tp,500)
  end)
  e1:SetOperation(function(e,tp)
    local p,d=Duel.GetChainInfo(0,CHAININFO_TARGET_PLAYER,CHAININFO_TARGET_PARAM)
    Duel.Damage(p,d,REASON_EFFECT)
  end)
  c:RegisterEffect(e1)
end
"""
SPELL = "{name: a spell, type: [spell]}"

# (condition's event, condition, the cards and scripts it needs, the scene it resolves on)
CASES = {
    "direct attack": ("EVENT_ATTACK_ANNOUNCE", "tp~=Duel.GetTurnPlayer() and Duel.GetAttackTarget()==nil", {}, {},
                      "the opponent attacks directly"),
    "destroyed by battle": ("EVENT_BATTLE_DESTROYED",
                            "eg:IsExists(function(c) return c:IsReason(REASON_BATTLE) and c:IsPreviousControler(tp) "
                            "end,1,nil)", {}, {}, "the opponent's stronger monster attacks one's"),
    "battle damage": ("EVENT_PRE_DAMAGE_CALCULATE", "Duel.GetTurnPlayer()~=tp and Duel.GetBattleDamage(tp)>0", {}, {},
                      "the opponent's stronger monster attacks one's"),
    "own activation": ("EVENT_CHAINING", "rp==tp and re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_TRAP)",
                       {}, {}, "in response to one's own Trap activation"),
    "named card": ("EVENT_CHAINING", f"re:GetHandler():IsCode({NAMED})", {NAMED: SPELL}, {NAMED: NAMED_SPELL},
                   f"in response to the opponent's activation of the card its condition names ({NAMED})"),
    "continuous spell": ("EVENT_CHAINING", "re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:GetActiveType()==TYPE_CONTINUOUS+TYPE_SPELL",
                         {}, {}, "in response to the opponent's Continuous Spell's activation"),
    "own turn": ("EVENT_CHAINING", "rp==1-tp and tp==Duel.GetTurnPlayer() and re:IsHasType(EFFECT_TYPE_ACTIVATE)", {}, {},
                 "in response to the opponent's Spell, one's Main Phase 1"),
    "battle phase trap": ("EVENT_CHAINING", "rp==1-tp and Duel.GetCurrentPhase()==PHASE_BATTLE_STEP "
                          "and re:IsActiveType(TYPE_TRAP)", {}, {},
                          "in response to the opponent's Trap, the opponent's Battle Phase"),
    "own special summon": ("EVENT_SPSUMMON_SUCCESS", "eg:IsExists(Card.IsControler,1,nil,tp)", {}, {},
                           "one Special Summons Harpie Lady"),
    "opponent's xyz summon": ("EVENT_SPSUMMON_SUCCESS", "local tc=eg:GetFirst() return tc:IsSummonType(SUMMON_TYPE_XYZ) "
                              "and tc:IsControler(1-tp)", {}, {}, "the opponent Xyz Summons Number 17: Leviathan Dragon"),
    "burn": ("EVENT_CHAINING", "local ex,cg,ct,cp=Duel.GetOperationInfo(ev,CATEGORY_DAMAGE) return ex and cp==tp", {HINOTAMA: SPELL}, {HINOTAMA: BURN_SPELL},
             "in response to the opponent's Spell that inflicts damage"),
    "attack target": ("EVENT_BE_BATTLE_TARGET", "local tc=eg:GetFirst() return tc:IsControler(tp) and tc:IsSetCard(0x7a2)",
                      {}, {}, "the opponent attacks one's made-up monster"),
    "activation target": ("EVENT_CHAINING", "rp~=tp and Duel.GetChainInfo(ev,CHAININFO_TARGET_CARDS) "
                          "and Duel.GetChainInfo(ev,CHAININFO_TARGET_CARDS):IsExists(Card.IsSetCard,1,nil,0x7a3)",
                          {}, {}, "in response to the opponent's Trap that targets one's made-up monster"),
}


def _script(code, condition):
    if condition.startswith("local "):      # a statement: the condition is a function of its own
        return response(code, "s.condition(e,tp,eg,ep,ev,re,r,rp)",
                        f"function s.condition(e,tp,eg,ep,ev,re,r,rp)\n  {condition}\nend\n")
    return response(code, condition)


@pytest.mark.parametrize("case", list(CASES))
def test_a_response_resolves_on_the_scene_its_condition_asks_for(probe, case):
    code, condition, cards, scripts, scene = CASES[case]
    status = probe(_script(code, condition), card=TRAP, cards=cards, scripts=scripts)
    assert resolved(status)
    assert status.board == scene


@pytest.mark.parametrize("case", list(CASES))
def test_without_the_scene_it_is_never_legal(probe, case, monkeypatch):
    # (and without the battles and summons of the made-up monsters, which answer some of them too)
    for scenes in ("response_scenes", "made_up_battles", "made_up_summons"):
        monkeypatch.setattr(deep, scenes, lambda probe, effect, condition: [])
    without_the_last_boards(monkeypatch)
    code, condition, cards, scripts, _ = CASES[case]
    assert probe(_script(code, condition), card=TRAP, cards=cards, scripts=scripts).status == "never legal"


def test_a_scene_is_only_tried_when_the_condition_asks_for_it(probe):
    # a condition no scene meets: the direct attack is not tried for a condition that does not name it
    status = probe(_script("EVENT_ATTACK_ANNOUNCE", "Duel.GetAttackTarget()~=nil and false"), card=TRAP)
    assert status.status == "never legal"
    assert "directly" not in status.board


def test_a_field_trigger_on_a_strong_monsters_direct_attack(probe):
    # "if you take 2000 or more battle damage": the opponent's 1300 ATK monster is not enough
    status = probe(trigger("FIELD", "EVENT_BATTLE_DAMAGE", "ep==tp and ev>=2000 and Duel.GetAttackTarget()==nil",
                           where="LOCATION_HAND"))
    assert resolved(status) and status.board == "trigger battle_damage, the card in hand"


def test_a_field_trigger_on_ones_made_up_monster_destroyed_by_battle(probe):
    # "if a 0x7a4 monster with 2500 or more ATK you control is destroyed by battle": a stronger
    # monster than the opponent's 1300 ATK one attacks the made-up one
    condition = ("eg:IsExists(function(c) return c:IsPreviousControler(tp) and c:IsSetCard(0x7a4) "
                 "and c:IsAttackAbove(2500) and c:IsReason(REASON_BATTLE) end,1,nil)")
    status = probe(trigger("FIELD", "EVENT_BATTLE_DESTROYED", condition, where="LOCATION_HAND"))
    assert resolved(status) and status.board == "trigger battle_destroyed, the card in hand"


@pytest.mark.parametrize("case", ["own activation", "direct attack", "attack target"])
def test_the_scene_is_written_as_a_snapshot_that_runs(tmp_path, case):
    from harness.probe.snapshot import replay, snapshot_card

    code, condition, cards, scripts, _ = CASES[case]
    (tmp_path / "c100000150.lua").write_text(_script(code, condition), encoding="utf-8")
    (tmp_path / "cards.yaml").write_text(f"100000150: {TRAP}\n", encoding="utf-8")
    out = tmp_path / "out"
    result = snapshot_card(100000150, tmp_path, out, [str(tmp_path / "cards.yaml")])
    name = only_written(result)
    assert replay(out / name, [tmp_path]) == ""         # as `ygo-harness run` runs it
