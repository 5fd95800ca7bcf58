"""check-scripts --deep: the boards tried when the generic one makes an effect activated by choice
illegal by its condition or its cost (harness/probe/conditions.py), on own scripts written in tmp_path."""
import re

import pytest

from harness.probe import conditions, deep
from harness.probe.conditions import CONDITION_FAILED, function_text, other_boards

DRAW = """  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def activation(condition, helpers="", kind="EFFECT_TYPE_ACTIVATE", extra=""):
    """A script whose one effect draws a card when `condition` (Lua, a function's body) holds."""
    return f"""-- a card whose effect has a condition
local s,id=GetID()
function s.initial_effect(c)
{extra}  local e1=Effect.CreateEffect(c)
  e1:SetType({kind})
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCondition(s.condition)
""" + DRAW + f"""function s.condition(e,tp,eg,ep,ev,re,r,rp)
  {condition}
end
{helpers}"""


def ignition(condition, where="LOCATION_MZONE", extra="", cost=None):
    """A monster's ignition effect (in `where`) that draws when `condition` holds (and `cost` can be paid)."""
    cost_line = f"  e1:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return {cost} end end)\n" \
        if cost else ""
    return f"""-- a monster whose ignition effect has a condition
local s,id=GetID()
function s.initial_effect(c)
{extra}  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange({where})
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return {condition} end)
{cost_line}""" + DRAW


QUICK = "EFFECT_TYPE_QUICK_O"
GLOBAL_CHECK = """function s.checkop(e,tp,eg)
  for tc in aux.Next(eg) do
    if tc:IsPreviousLocation(LOCATION_MZONE) then Duel.RegisterFlagEffect(tc:GetPreviousControler(),id,RESET_PHASE+PHASE_END,0,1) end
  end
end
"""
TABLE_CHECK = """function s.checkop(e,tp,eg)
  for tc in aux.Next(eg) do
    if tc:IsPreviousLocation(LOCATION_MZONE) then s[tc:GetPreviousControler()]=true end
  end
end
"""
SUMREG = """  aux.sumreg=aux.sumreg or function(e,tp,eg)
    for tc in aux.Next(eg) do
      if tc:GetOriginalCode()==e:GetLabel() then tc:RegisterFlagEffect(e:GetLabel(),RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END,0,1) end
    end
  end
  local ge1=Effect.CreateEffect(c)
  ge1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
  ge1:SetCode(EVENT_SUMMON_SUCCESS)
  ge1:SetLabel(id)
  ge1:SetOperation(aux.sumreg)
  Duel.RegisterEffect(ge1,0)
"""
ON_DRAW = """  local e0=Effect.CreateEffect(c)
  e0:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
  e0:SetCode(EVENT_DRAW)
  e0:SetOperation(function(e) e:GetHandler():RegisterFlagEffect(id,RESET_PHASE+PHASE_MAIN1,0,1) end)
  c:RegisterEffect(e0)
"""
DESTROYED_THIS_TURN = """function s.filter(c,tid) return c:IsReason(REASON_DESTROY) and c:GetTurnID()==tid end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_GRAVE,LOCATION_GRAVE,1,nil,Duel.GetTurnCount()) end
end
"""
SCRIPTS = {
    # a Trap for the opponent's Standby Phase
    100000401: ("trap", activation("return Duel.GetTurnPlayer()~=tp and Duel.GetCurrentPhase()==PHASE_STANDBY")),
    # a Spell for one's Main Phase 2
    100000402: ("spell", activation("return Duel.GetCurrentPhase()==PHASE_MAIN2")),
    # a Trap for 1000 LP or fewer
    100000403: ("trap", activation("return Duel.GetLP(tp)<=1000")),
    # a Trap for an attack of the opponent's
    100000404: ("trap", activation("local a=Duel.GetAttacker() return a and a:IsControler(1-tp)")),
    # a Gemini monster's effect once it is Gemini Summoned
    100000405: ("gemini", ignition("aux.IsDualState(e)", extra="  aux.EnableDualAttribute(c)\n")),
    # a monster's effect in the turn it was Normal Summoned
    100000406: ("monster", ignition("e:GetHandler():IsSummonType(SUMMON_TYPE_NORMAL)")),
    # a Spell for three face-up monsters of archetype 0x7a4
    100000407: ("spell", activation("return Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,3,nil)",
                                    "function s.cfilter(c) return c:IsFaceup() and c:IsSetCard(0x7a4) end\n")),
    # a Spell for a Field Spell on the field
    100000408: ("spell", activation("return Duel.IsEnvironment(100000420)")),
    # a monster's effect with no card in one's hand
    100000409: ("monster", ignition("Duel.GetFieldGroupCount(tp,LOCATION_HAND,0)==0")),
    # a monster's effect with no Spell in one's GY
    100000410: ("monster", ignition("not Duel.IsExistingMatchingCard(Card.IsType,tp,LOCATION_GRAVE,0,1,nil,TYPE_SPELL)")),
    # a monster's effect in the GY, except the turn it was sent there (aux.exccon)
    100000411: ("monster", ignition("Duel.GetTurnCount()~=e:GetHandler():GetTurnID()", where="LOCATION_GRAVE")),
    # a monster's effect whose cost needs three monsters of archetype 0x7a5
    100000412: ("monster", ignition("true", cost="Duel.IsExistingMatchingCard(Card.IsSetCard,tp,LOCATION_MZONE,0,3,nil,0x7a5)")),
    # a monster's Quick Effect in the Damage Step, before damage calculation
    100000413: ("monster", activation("return Duel.GetCurrentPhase()==PHASE_DAMAGE and not Duel.IsDamageCalculated() "
                                      "and Duel.GetAttacker():IsControler(1-tp)", kind=QUICK).replace(
        "  e1:SetCode(EVENT_FREE_CHAIN)\n", "  e1:SetCode(EVENT_FREE_CHAIN)\n  e1:SetRange(LOCATION_MZONE)\n"
        "  e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)\n")),
    # a Spell for the opponent's turn: a Spell is never activated then
    100000414: ("spell", activation("return Duel.GetTurnPlayer()~=tp")),
    # a Trap for the opponent holding more than 4 cards in the hand
    100000415: ("trap", activation("return Duel.GetFieldGroupCount(tp,0,LOCATION_HAND)>4")),
    # a Spell for 6 cards of archetype 0x7a6 in one's GY (the generic board has 5: 3 monsters, a Spell, a Trap)
    100000416: ("spell", activation("return Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_GRAVE,0,6,nil)",
                                    "function s.cfilter(c) return c:IsSetCard(0x7a6) end\n")),
    # a Trap for Chain Link 2 or higher
    100000417: ("trap", activation("return Duel.GetCurrentChain()>0")),
    # a Trap for the End Step of the opponent's Battle Phase
    100000418: ("trap", activation("return Duel.GetTurnPlayer()~=tp and Duel.GetCurrentPhase()==PHASE_BATTLE")),
    # a Spell for a monster of one's own destroyed this turn (a flag its global effect registers)
    100000419: ("spell", activation("return Duel.GetFlagEffect(tp,id)~=0", GLOBAL_CHECK,
                                    extra="  local ge1=Effect.CreateEffect(c)\n  ge1:SetType(EFFECT_TYPE_FIELD+"
                                          "EFFECT_TYPE_CONTINUOUS)\n  ge1:SetCode(EVENT_DESTROYED)\n"
                                          "  ge1:SetOperation(s.checkop)\n  Duel.RegisterEffect(ge1,0)\n")),
    # a Spell for two face-up Link Monsters of one's own
    100000421: ("spell", activation("return Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,2,nil)",
                                    "function s.cfilter(c) return c:IsFaceup() and c:IsType(TYPE_LINK) end\n")),
    # a monster's effect whose cost discards a Spell (the generic hand holds monsters only)
    100000422: ("monster", ignition("true", cost="Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_HAND,0,1,nil)")
                + "function s.cfilter(c) return c:IsType(TYPE_SPELL) and c:IsDiscardable() end\n"),
    # a monster's effect whose cost reveals a Trap in the hand
    100000423: ("monster", ignition("true", cost="Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_HAND,0,1,nil)")
                + "function s.cfilter(c) return c:IsType(TYPE_TRAP) and not c:IsPublic() end\n"),
    # a monster's effect whose cost detaches a material from an Xyz Monster of one's own
    100000424: ("monster", ignition("true", cost="Duel.CheckRemoveOverlayCard(tp,1,0,1,REASON_COST)")),
    # a monster's effect whose cost sends a face-up Continuous Spell of one's own to the GY
    100000425: ("monster", ignition("true", cost="Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_SZONE,0,1,nil)")
                + "function s.cfilter(c) return c:IsFaceup() and c:GetType()==0x20002 end\n"),
    # a Trap for an attack on a monster of archetype 0x7a7 of one's own, before damage calculation
    100000426: ("trap", activation("local d=Duel.GetAttackTarget() return Duel.GetCurrentPhase()==PHASE_DAMAGE "
                                   "and not Duel.IsDamageCalculated() and d and d:IsControler(tp) and d:IsSetCard(0x7a7)")
                .replace("  e1:SetCode(EVENT_FREE_CHAIN)\n", "  e1:SetCode(EVENT_FREE_CHAIN)\n"
                         "  e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)\n")),
    # a monster's effect once it has attacked this turn
    100000427: ("monster", ignition("e:GetHandler():GetAttackedCount()>0")),
    # a Spell for 20 cards or more in one's Deck
    100000428: ("spell", activation("return Duel.GetFieldGroupCount(tp,LOCATION_DECK,0)>=20")),
    # a Spell for two monsters face-up, their codes passed to a filter that compares them
    100000429: ("spell", activation("return Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,1,nil,100000431) "
                                    "and Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,1,nil,100000432)",
                                    "function s.cfilter(c,code) return c:IsFaceup() and c:IsCode(code) end\n")),
    # a Trap for five monsters of the opponent's
    100000430: ("trap", activation("return Duel.GetFieldGroupCount(tp,0,LOCATION_MZONE)>=5")),
    # a Trap for the opponent's Spell & Trap Zones all holding a card
    100000433: ("trap", activation("return Duel.GetLocationCount(1-tp,LOCATION_SZONE)==0")),
    100000431: ("normal", "-- a Normal Monster\nlocal s,id=GetID()\nfunction s.initial_effect(c)\nend\n"),
    100000432: ("normal", "-- a Normal Monster\nlocal s,id=GetID()\nfunction s.initial_effect(c)\nend\n"),
    # a monster's effect whose cost removes 2 Spell Counters from one's field
    100000434: ("monster", ignition("true", cost="Duel.IsCanRemoveCounter(tp,1,0,0x1,2,REASON_COST)")),
    # a Spell whose cost is a flag its own effect registers when it is drawn (until Main Phase 1)
    100000435: ("spell", activation("return true", "function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)\n"
                                    "  if chk==0 then return e:GetHandler():GetFlagEffect(id)~=0 end\nend\n",
                                    extra=ON_DRAW).replace("  e1:SetCondition(s.condition)\n",
                                                           "  e1:SetCondition(s.condition)\n  e1:SetCost(s.cost)\n")),
    # a Trap for the End Phase that targets a monster destroyed this turn in a GY
    100000436: ("trap", activation("return Duel.GetCurrentPhase()==PHASE_END", DESTROYED_THIS_TURN).replace(
        "  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)\n",
        "  e1:SetTarget(s.target)\n")),
    # a Trap for 7000 LP fewer than the opponent's
    100000437: ("trap", activation("return Duel.GetLP(tp)<=Duel.GetLP(1-tp)-7000")),
    # a monster's ignition effect for "if this card was Normal Summoned this turn": a flag the global
    # aux.sumreg registers on its summon (the scripts' utility.lua has it; written here for the test)
    100000441: ("monster", ignition("e:GetHandler():GetFlagEffect(id)>0", extra=SUMREG)),
    # a Spell for a face-up Dark Magician, named as the last argument of a combined filter
    # a Spell whose target counts the opponent's free Monster Zones (Ojama Trio: 3 Tokens there)
    100000443: ("spell", """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.GetLocationCount(1-tp,LOCATION_MZONE,tp)>3 end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""),
    100000442: ("spell", activation("local function AND(f1,f2) return function(c,...) return f1(c,...) and "
                                    "f2(c,...) end end\n  return Duel.IsExistingMatchingCard(AND(Card.IsFaceup,"
                                    "Card.IsCode),tp,LOCATION_ONFIELD,0,1,nil,46986414)")),
    # a Trap for an empty hand, the count refused the other way ("if ...~=0 then return false")
    100000440: ("trap", activation("if Duel.GetFieldGroupCount(tp,LOCATION_HAND,0)~=0 then return false end\n"
                                   "  return true")),
    # a Spell for fewer LP than the opponent and two Dinosaurs of one's own
    100000439: ("spell", activation("return Duel.GetLP(tp)<Duel.GetLP(1-tp) "
                                    "and Duel.IsExistingMatchingCard(Card.IsRace,tp,LOCATION_MZONE,0,2,nil,RACE_DINOSAUR)")),
    # a Spell for a monster of one's own destroyed this turn (a table of the script's own its global effect fills)
    100000438: ("spell", activation("return s[tp]", TABLE_CHECK,
                                    extra="  if not s.global_check then\n    s.global_check=true\n    s[0]=false\n"
                                          "    s[1]=false\n  local ge1=Effect.CreateEffect(c)\n  ge1:SetType(EFFECT_TYPE_FIELD+"
                                          "EFFECT_TYPE_CONTINUOUS)\n  ge1:SetCode(EVENT_DESTROYED)\n"
                                          "  ge1:SetOperation(s.checkop)\n  Duel.RegisterEffect(ge1,0)\n  end\n")),
    # the code of the Continuous Trap the probe puts Spell Counters on (a stand-in written here)
    24429467: ("ctrap", "-- a Continuous Trap that Spell Counters can be placed on\nlocal s,id=GetID()\n"
                        "function s.initial_effect(c)\n  c:EnableCounterPermit(0x1)\n"
                        "  local e1=Effect.CreateEffect(c)\n  e1:SetType(EFFECT_TYPE_ACTIVATE)\n"
                        "  e1:SetCode(EVENT_FREE_CHAIN)\n  c:RegisterEffect(e1)\nend\n"),
    100000420: ("field", "-- a Field Spell\nlocal s,id=GetID()\nfunction s.initial_effect(c)\n"
                         "  local e1=Effect.CreateEffect(c)\n  e1:SetType(EFFECT_TYPE_ACTIVATE)\n"
                         "  e1:SetCode(EVENT_FREE_CHAIN)\n  c:RegisterEffect(e1)\nend\n"),
}
TYPES = {"trap": "[trap]", "spell": "[spell]", "field": "[spell, field]", "monster": "[monster, effect]",
         "gemini": "[monster, effect, dual]", "normal": "[monster, normal]",
         "ctrap": "[trap, continuous]"}


@pytest.fixture
def folder(tmp_path):
    cards = []
    for code, (kind, text) in SCRIPTS.items():
        (tmp_path / f"c{code}.lua").write_text(text, encoding="utf-8")
        stats = ", attribute: dark, race: warrior, level: 4, atk: 1800, def: 1000" if kind in ("monster", "gemini", "normal") else ""
        cards.append(f"{code}: {{name: card {code}, type: {TYPES[kind]}{stats}}}")
    (tmp_path / "cards.yaml").write_text("\n".join(cards) + "\n", encoding="utf-8")
    return tmp_path


def probe(folder, code):
    return deep.probe_script(code, folder, [str(folder / "cards.yaml")])


@pytest.mark.parametrize("code, board", [
    (100000401, "the opponent's Standby Phase, the card in szone"),
    (100000402, "one's Main Phase 2, the card in hand"),
    (100000403, "the LP its condition asks for, the card in szone"),
    (100000404, "the opponent attacking, in the battle_step window, the card in szone"),
    (100000405, "Gemini Summoned, the card in mzone"),
    (100000406, "Normal Summoned this turn, the card in hand"),
    (100000407, "one's monsters the filters name, the card in hand"),
    (100000408, "the cards its text names face-up, the card in hand"),
    (100000409, "the cards its text counts (0 in one's hand), the card in mzone"),
    (100000410, "no card in one's GY, the card in mzone"),
    (100000411, "a later turn, the card in grave"),
    (100000412, "one's monsters the filters name, the card in mzone"),
    (100000413, "the opponent attacking, in the before_damage window, the card in mzone"),
    (100000415, "the cards its text counts (5 in the opponent's hand), the card in szone"),
    (100000416, "6 of each card its filters name in one's GY, the card in hand"),
    (100000417, "chained to an activation (in response to a Spell), the card in szone"),
    (100000419, "earlier this turn, one's monster destroyed by the opponent's effect, the card in hand"),
    (100000421, "one's monsters the filters name, the card in hand"),
    (100000422, "the kinds of cards its text names in one's hand, the card in mzone"),
    (100000423, "the kinds of cards its text names in one's hand, the card in mzone"),
    (100000424, "an Xyz Monster of one's own with materials, the card in mzone"),
    (100000425, "a Continuous Spell face-up on one's field, the card in mzone"),
    (100000426, "the opponent attacking, in the before_damage window, the card in szone"),
    (100000427, "after it attacked, Main Phase 2, the card in mzone"),
    (100000428, "the cards its text counts (20 in one's Deck), the card in hand"),
    (100000429, "the cards its text names face-up, the card in hand"),
    (100000430, "the opponent's Monster Zones full, the card in szone"),
    (100000433, "the opponent's Spell & Trap Zones full, the card in szone"),
    (100000434, "3 Spell Counters on one's field, the card in mzone"),
    (100000435, "drawn in one's Draw Phase, Main Phase 1, the card in deck"),
    (100000436, "the opponent's End Phase, the card in szone"),
    (100000437, "the LP its condition asks for, the card in szone"),
    (100000438, "earlier this turn, one's monster destroyed by the opponent's effect, the card in hand"),
    (100000439, "one's monsters the filters name, the card in hand"),
    (100000440, "the cards its text counts (0 in one's hand), the card in szone"),
    (100000441, "Normal Summoned this turn, the card in hand"),
    (100000442, "the cards its text names face-up, the card in hand"),
    (100000443, "no monster on the opponent's field, the card in hand"),
])
def test_the_board_the_text_asks_for_makes_the_effect_resolve(folder, code, board):
    result = probe(folder, code)
    assert (result.status, result.how, result.board) == ("ran", "resolved", board)


def test_without_the_lp_its_comparison_asks_for_the_dinosaurs_alone_do_not_do(folder, monkeypatch):
    # "fewer LP than the opponent" and the cards together: the LP step comes with the cards' board
    monkeypatch.setattr(conditions, "_LP_COMPARED", re.compile(r"(?!)"))
    assert probe(folder, 100000439).status == "never legal"


def test_no_board_starts_in_the_end_step_of_the_battle_phase(folder):
    # `turn: {phase: battle}` starts at the battle step, as the native engine's Battle Phase does:
    # GetCurrentPhase() reads PHASE_BATTLE only when the turn player leaves it, so no board is written
    assert probe(folder, 100000418).status == "never legal"


def test_the_generic_board_alone_makes_them_illegal(folder, monkeypatch):
    monkeypatch.setattr(deep, "other_boards", lambda probe, effect, reason: [])
    for code in (100000401, 100000405, 100000407, 100000409, 100000412, 100000415, 100000419, 100000421, 100000422,
                 100000423, 100000424, 100000425, 100000429, 100000430, 100000433,
                 100000434, 100000435, 100000437, 100000438, 100000439, 100000440, 100000441,
                 100000442):
        assert probe(folder, code).status == "never legal"


def _probe_and_effect(folder, code):
    p = deep._Probe(code, str(folder), [str(folder / "cards.yaml")], deep.BUDGET)
    (number, effect), = p.finder.effects()
    return p, effect


def test_a_spell_is_not_tried_in_a_turn_it_cannot_be_activated_in(folder):
    p, effect = _probe_and_effect(folder, 100000414)
    names = [name for name, *_ in other_boards(p, effect, CONDITION_FAILED)]
    assert names == ["no monster of one's own", "a companion in the hand", "no monster on the field",
                     "no other card on the field", "fewer LP than the opponent"]     # no turn of the opponent's
    assert probe(folder, 100000414).status == "never legal"


def test_function_text_has_the_helpers_the_function_calls(folder):
    p, effect = _probe_and_effect(folder, 100000407)
    text = function_text(effect, "condition", p.text)
    assert text.startswith("function s.condition(") and "IsSetCard(0x7a4)" in text
    p, effect = _probe_and_effect(folder, 100000411)
    assert function_text(effect, "condition", p.text).strip().startswith("e1:SetCondition(function(e,tp")
    assert function_text(effect, "cost", p.text) == ""


def test_a_step_the_rules_refuse_makes_the_board_one_the_effect_is_not_legal_on():
    from harness.probe.conditions import _prepared
    from harness.engine.state.errors import IllegalAction

    def refused(session, card):
        raise IllegalAction("no such attack")
    action = _prepared(lambda session, card, number: (True, ""), refused)
    assert action(None, None, 1) == (False, "the board could not be set up: no such attack")
