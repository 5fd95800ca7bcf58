"""check-scripts --deep: a trigger whose event happened but whose condition failed gets the boards
its condition's text asks for (harness/probe/trigger_boards.py, with conditions.py's text_boards,
and the board with all that the text asks for at once); an effect with no legal target, the
boards its target's text asks for; a Pendulum Monster, a Pendulum Summon with it as a Scale
(passive.py). On own scripts written in tmp_path."""
import pytest

from harness.probe import deep
from harness.probe.recording import RecordingSession

from tests.test_deep_events import DRAW, MONSTER, probe, resolved, trigger  # noqa: F401  (probe: the fixture)

STANDBY = "EVENT_PHASE+PHASE_STANDBY"


def test_a_trigger_on_the_lp_its_condition_asks_for(probe):
    status = probe(trigger("SINGLE", "EVENT_SUMMON_SUCCESS", "Duel.GetLP(1-tp)<=4000"))
    assert resolved(status)
    assert status.board == "trigger summon_success, the LP its condition asks for, the card in hand"


def test_a_trigger_on_all_that_its_condition_asks_for_at_once(probe):
    # in one's Standby Phase, from the GY: no monster of one's own and no card in one's GY but it
    condition = ("tp==Duel.GetTurnPlayer() and Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0 "
                 "and not Duel.IsExistingMatchingCard(aux.TRUE,tp,LOCATION_GRAVE,0,1,e:GetHandler())")
    status = probe(trigger("FIELD", STANDBY, condition, where="LOCATION_GRAVE"))
    assert resolved(status)
    assert status.board == "trigger phase+standby, all that its text asks for, the card in grave"


def test_each_state_alone_is_not_enough(probe, monkeypatch):
    from harness.probe import conditions
    condition = ("Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0 "
                 "and not Duel.IsExistingMatchingCard(aux.TRUE,tp,LOCATION_GRAVE,0,1,e:GetHandler())")
    script = trigger("FIELD", STANDBY, condition, where="LOCATION_GRAVE")
    assert resolved(probe(script))
    real = conditions.text_boards

    def one_at_a_time(*args, **kwargs):
        return [board for board in real(*args, **kwargs) if board[0] != "all that its text asks for"]
    monkeypatch.setattr(conditions, "text_boards", one_at_a_time)
    monkeypatch.setattr("harness.probe.trigger_boards.text_boards", one_at_a_time)
    assert probe(script).status == "never legal"


def test_a_trigger_whose_condition_no_board_meets_keeps_the_first_reason(probe):
    status = probe(trigger("SINGLE", "EVENT_SUMMON_SUCCESS", "Duel.GetLP(1-tp)<=4000 and false"))
    assert status.status == "never legal"
    assert status.detail.startswith("its event happened, but it did not activate")


def test_an_activated_effect_on_all_that_its_condition_asks_for(probe):
    # the LP and no monster of one's own, together
    script = f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_GRAVE)
  e1:SetCondition(function(e,tp) return Duel.GetLP(tp)<=2000 and Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==0 end)
{DRAW}
end
"""
    status = probe(script)
    assert resolved(status)
    assert status.board == "all that its text asks for, the card in grave"



def test_an_effect_with_no_legal_target_gets_the_boards_its_target_text_asks_for(probe):
    # "target 7 cards of archetype 0x7b1 in your GY": the generic GY has fewer
    script = f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetTarget(s.target)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.filter(c) return c:IsSetCard(0x7b1) end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chkc then return false end
  if chk==0 then return Duel.IsExistingTarget(s.filter,tp,LOCATION_GRAVE,0,7,nil) end
  Duel.SelectTarget(tp,s.filter,tp,LOCATION_GRAVE,0,7,7,nil)
end
"""
    status = probe(script)
    assert resolved(status)
    assert status.board == "7 of each card its filters name in one's GY, the card in mzone"


PENDULUM = """local s,id=GetID()
function s.initial_effect(c)
  aux.EnablePendulumAttribute(c)
end
"""


@pytest.mark.parametrize("scale", [1, 4, 8])
def test_a_pendulum_monster_is_a_scale_of_a_pendulum_summon(tmp_path, scale):
    code = 100000302
    (tmp_path / f"c{code}.lua").write_text(PENDULUM, encoding="utf-8")
    card = MONSTER.format(name="scale", extra=", pendulum", level=4, atk=1000, defense=1000)
    (tmp_path / "cards.yaml").write_text(f"{code}: {card[:-1]}, lscale: {scale}, rscale: {scale}}}\n", encoding="utf-8")
    probe = deep._Probe(code, str(tmp_path), [str(tmp_path / "cards.yaml")], deep.BUDGET, every=True,
                       session_class=RecordingSession)
    probe.run()
    passive = [ran.outcome for ran in probe.ran_effects if ran.number == 0]
    assert [(o.how, o.board) for o in passive] == [("applied", "a Pendulum Summon with it as a Pendulum Scale")]
    assert "a Pendulum Summon with it as the left Pendulum Scale" in passive[0].reason


def test_an_inferred_pendulum_monster_stays_a_monster(tmp_path):
    from harness.constants import TYPE_MONSTER, TYPE_PENDULUM
    from harness.probe.inferred import InferredCards
    (tmp_path / "c100000301.lua").write_text("-- a Pendulum Monster\n" + PENDULUM, encoding="utf-8")
    data = InferredCards(tmp_path).get(100000301)
    assert data.type & TYPE_MONSTER and data.type & TYPE_PENDULUM and data.lscale == 4


def test_a_condition_met_with_the_cards_its_target_asks_for_together(probe):
    # "if your LP are 2000 or less: target 7 cards of archetype 0x7b2 in your GY"
    script = f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_GRAVE)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetCondition(function(e,tp) return Duel.GetLP(tp)<=2000 end)
  e1:SetTarget(s.target)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.filter(c) return c:IsSetCard(0x7b2) end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chkc then return false end
  if chk==0 then return Duel.IsExistingTarget(s.filter,tp,LOCATION_GRAVE,0,7,nil) end
  Duel.SelectTarget(tp,s.filter,tp,LOCATION_GRAVE,0,7,7,nil)
end
"""
    status = probe(script)
    assert resolved(status)
    assert status.board == "7 of each card its filters name in one's GY, the card in grave"


def test_a_condition_on_a_card_of_an_archetype_in_the_other_pendulum_zone(probe):
    script = f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_PZONE)
  e1:SetCondition(function(e,tp) return Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_PZONE,0,1,e:GetHandler()) end)
{DRAW}
end
function s.cfilter(c) return c:IsSetCard(0x7b3) end
"""
    card = MONSTER.format(name="scale", extra=", pendulum", level=4, atk=1000, defense=1000)
    status = probe(script, card=card[:-1] + ", lscale: 4, rscale: 4}")
    assert resolved(status)
    assert status.board == "one's Pendulum Zones holding the Pendulum Monsters its filters name, the card in pzone"



XYZ = """local s,id=GetID()
function s.initial_effect(c)
  aux.AddXyzProcedure(c,aux.FilterBoolFunction(Card.IsAttribute,ATTRIBUTE_WATER),5,2)
  c:EnableReviveLimit()
end
"""
SYNCHRO = """local s,id=GetID()
function s.initial_effect(c)
  aux.AddSynchroProcedure(c,aux.FilterBoolFunction(Card.IsRace,RACE_DRAGON),aux.NonTuner(Card.IsRace,RACE_WINDBEAST),1)
  c:EnableReviveLimit()
end
"""
@pytest.mark.parametrize("script, card", [
    (XYZ, "{name: xyz, type: [monster, effect, xyz], attribute: water, race: fish, rank: 5, atk: 2000, def: 2000}"),
    (SYNCHRO, "{name: synchro, type: [monster, effect, synchro], attribute: wind, race: dragon, level: 7, atk: 2000, def: 2000}"),
])
def test_an_extra_deck_monster_summoned_with_the_made_up_materials_its_filters_name(probe, script, card):
    status = probe(script, card=card)
    assert (status.status, status.how, status.board) == \
        ("ran", "procedure", "its summon procedure, with the made-up materials its filters name")


FUSION = """local s,id=GetID()
function s.initial_effect(c)
  aux.AddFusionProcFunRep(c,aux.FilterBoolFunction(Card.IsRace,RACE_PYRO),2,true)
  c:EnableReviveLimit()
end
"""


def test_a_fusion_monster_of_materials_a_filter_names_by_polymerization(probe):
    card = "{name: fusion, type: [monster, effect, fusion], attribute: fire, race: pyro, level: 6, atk: 2000, def: 2000}"
    status = probe(FUSION, card=card)
    assert (status.status, status.how, status.board) == \
        ("ran", "procedure", "Fusion Summoned by Polymerization, with the made-up monsters its filters name")


def static_attack(condition):
    """A monster that gains 500 ATK while `condition` holds (a continuous effect)."""
    return f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCode(EFFECT_UPDATE_ATTACK)
  e1:SetCondition(s.atkcon)
  e1:SetValue(500)
  c:RegisterEffect(e1)
end
function s.atkcon(e)
  {condition}
end
"""


@pytest.mark.parametrize("condition, board", [
    ("return Duel.GetAttacker()==e:GetHandler()", "continuous, one attacking, in the battle_step window, the card in mzone"),
    ("return Duel.GetCurrentPhase()==PHASE_DAMAGE_CAL and Duel.GetAttacker()==e:GetHandler()",
     "continuous, one attacking, in the damage_cal window, the card in mzone"),
])
def test_a_continuous_effect_on_the_battle_its_condition_asks_for(probe, condition, board):
    status = probe(static_attack(condition))
    assert (status.status, status.how, status.board) == ("ran", "applied", board)


FLAGGED = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetOperation(function(e) e:GetHandler():RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END,0,1) end)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
  e2:SetCode(EVENT_PHASE+PHASE_END)
  e2:SetRange(LOCATION_MZONE)
  e2:SetCountLimit(1)
  e2:SetCondition(function(e) return e:GetHandler():GetFlagEffect(id)~=0 end)
  e2:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e2:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e2)
end
"""


def test_a_trigger_on_a_flag_its_card_registers_when_its_other_effect_resolves(tmp_path):
    code = 100000303
    (tmp_path / f"c{code}.lua").write_text(FLAGGED, encoding="utf-8")
    card = MONSTER.format(name="flagged", extra="", level=4, atk=1800, defense=1000)
    (tmp_path / "cards.yaml").write_text(f"{code}: {card}\n", encoding="utf-8")
    probe = deep._Probe(code, str(tmp_path), [str(tmp_path / "cards.yaml")], deep.BUDGET, every=True,
                        session_class=RecordingSession)
    probe.run()
    boards = {ran.number: ran.outcome.board for ran in probe.ran_effects if not ran.variant}
    assert boards[2] == "trigger phase+end, its effect 1 activated first, the card in mzone"


def test_a_trap_responds_to_the_summon_of_the_monster_its_filters_name(probe):
    script = f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_SPSUMMON_SUCCESS)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return eg:IsExists(s.filter,1,nil) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
function s.filter(c) return c:IsFaceup() and c:IsLevelAbove(5) end
"""
    status = probe(script, card="{name: trap, type: [trap]}")
    assert resolved(status)
    assert status.board == "in response to spsummon_success of a made-up monster"


def test_an_effect_on_a_flag_its_card_registers_when_special_summoned(probe):
    script = f"""local s,id=GetID()
function s.initial_effect(c)
  local e0=Effect.CreateEffect(c)
  e0:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
  e0:SetCode(EVENT_SPSUMMON_SUCCESS)
  e0:SetOperation(function(e) e:GetHandler():RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END,0,1) end)
  c:RegisterEffect(e0)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(function(e) return e:GetHandler():GetFlagEffect(id)>0 end)
{DRAW}
end
"""
    status = probe(script)
    assert resolved(status)
    assert status.board == "its spsummon_success first, the card in hand"


def replacement(kind, where):
    """A card with a destroy replacement of `kind` (SINGLE: itself; FIELD: one's monsters)."""
    return f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_{kind}+EFFECT_TYPE_CONTINUOUS)
  e1:SetCode(EFFECT_DESTROY_REPLACE)
  {"e1:SetRange(" + where + ")" if kind == "FIELD" else ""}
  e1:SetTarget(s.reptg)
  e1:SetValue(function(e,c) return c:IsControler(e:GetHandlerPlayer()) end)
  c:RegisterEffect(e1)
end
function s.reptg(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return eg:IsExists(Card.IsReason,1,nil,REASON_EFFECT) end
  return true
end
"""


@pytest.mark.parametrize("kind, where, home", [("FIELD", "LOCATION_SZONE", "szone"), ("SINGLE", "", "mzone")])
def test_a_destroy_replacement_replaces_a_destruction_by_an_effect(probe, kind, where, home):
    card = "{name: replacer, type: [spell, continuous]}" if home == "szone" else None
    status = probe(replacement(kind, where), card=card)
    assert (status.status, status.how, status.board) == ("ran", "applied", f"continuous on its event, the card in {home}")
    assert "replaced a destruction" in status.detail


def test_a_continuous_effect_with_a_library_target_the_script_passed_applies(probe):
    # a Field Spell: "monsters gain 300 ATK" (a library target, aux.TRUE: no function of its own)
    script = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(aux.FALSE)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_FIELD)
  e2:SetCode(EFFECT_UPDATE_ATTACK)
  e2:SetRange(LOCATION_FZONE)
  e2:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)
  e2:SetTarget(aux.TRUE)
  e2:SetValue(300)
  c:RegisterEffect(e2)
end
"""
    status = probe(script, card="{name: field, type: [spell, field]}")
    assert (status.status, status.how, status.detail) == ("ran", "applied", "effect 2 of the card applied")


def test_a_field_trigger_on_the_opponents_special_summon_from_the_extra_deck(probe):
    condition = ("eg:IsExists(function(c) return c:IsSummonLocation(LOCATION_EXTRA) and c:IsSummonPlayer(1-tp) end,"
                 "1,nil)")
    status = probe(trigger("FIELD", "EVENT_SPSUMMON_SUCCESS", condition, where="LOCATION_GRAVE"))
    assert resolved(status)
    assert status.board == "trigger spsummon_success, the card in grave"


UNION = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_EQUIP)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.GetLocationCount(tp,LOCATION_SZONE)>0
      and Duel.IsExistingMatchingCard(Card.IsFaceup,tp,LOCATION_MZONE,0,1,e:GetHandler()) end end)
  e1:SetOperation(s.eqop)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_IGNITION)
  e2:SetRange(LOCATION_SZONE)
  e2:SetCondition(function(e) return e:GetHandler():GetEquipTarget()~=nil end)
  e2:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e2)
end
function s.eqop(e,tp)
  local c=e:GetHandler()
  local tc=Duel.GetMatchingGroup(Card.IsFaceup,tp,LOCATION_MZONE,0,c):GetFirst()
  if not tc or not Duel.Equip(tp,c,tc) then return end
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE)
  e1:SetCode(EFFECT_EQUIP_LIMIT)
  e1:SetReset(RESET_EVENT+RESETS_STANDARD)
  e1:SetValue(function(e,c) return c==tc end)
  c:RegisterEffect(e1)
end
"""


def test_an_equip_card_effect_of_a_monster_that_equips_itself_first(tmp_path):
    code = 100000304
    (tmp_path / f"c{code}.lua").write_text(UNION, encoding="utf-8")
    card = MONSTER.format(name="union", extra="", level=4, atk=1000, defense=1000)
    (tmp_path / "cards.yaml").write_text(f"{code}: {card}\n", encoding="utf-8")
    probe = deep._Probe(code, str(tmp_path), [str(tmp_path / "cards.yaml")], deep.BUDGET, every=True,
                        session_class=RecordingSession)
    probe.run()
    boards = {ran.number: ran.outcome.board for ran in probe.ran_effects if not ran.variant}
    assert boards[2] == "equipped by its effect 1 first, the card in mzone"


def test_a_trigger_of_the_card_in_defense_position(probe):
    # "during each Standby Phase, if this card is in Defense Position": its plans again, the card so
    status = probe(trigger("FIELD", STANDBY, "e:GetHandler():IsDefensePos()", where="LOCATION_MZONE"))
    assert resolved(status)
    assert status.board == "trigger phase+standby, the card in Defense Position, the card in mzone"


BATTLE_THIS_TURN = """-- "target 1 monster in your GY destroyed by battle this turn": Special Summon it
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
  e1:SetRange(LOCATION_HAND)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.filter(c,e,tp,tid)
  return c:GetTurnID()==tid and c:IsReason(REASON_BATTLE) and c:IsCanBeSpecialSummoned(e,0,tp,false,false)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) end
  if chk==0 then return Duel.GetLocationCount(tp,LOCATION_MZONE)>0
    and Duel.IsExistingTarget(s.filter,tp,LOCATION_GRAVE,0,1,nil,e,tp,Duel.GetTurnCount()) end
  Duel.SelectTarget(tp,s.filter,tp,LOCATION_GRAVE,0,1,1,nil,e,tp,Duel.GetTurnCount())
end
function s.operation(e,tp)
  local tc=Duel.GetFirstTarget()
  if tc:IsRelateToEffect(e) then Duel.SpecialSummon(tc,0,tp,tp,false,false,POS_FACEUP) end
end
"""


def test_a_target_among_the_monsters_destroyed_by_battle_this_turn(tmp_path, monkeypatch):
    # one's monster and the opponent's trade in a battle, then Main Phase 2; written as a file that passes
    from harness.probe import conditions
    from tests.test_deep_field_asks import snapshot_of
    from harness.probe.snapshot import replay

    files, out = snapshot_of(tmp_path, BATTLE_THIS_TURN)
    assert files and replay(out / files[0], [tmp_path]) == ""
    assert "destroyed by battle this turn" in (out / files[0]).read_text(encoding="utf-8")
    monkeypatch.setattr(conditions, "_traded_in_battle", lambda session, card: None)
    (tmp_path / "without").mkdir()
    assert snapshot_of(tmp_path / "without", BATTLE_THIS_TURN)[0] == []
