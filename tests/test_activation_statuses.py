"""Card statuses of an activation. STATUS_EFFECT_ENABLED (effect::is_available): an activated
Spell's own single-range effects do not apply while it is activated; they do from the start of
its resolution (solve_chain step 2 enables them and runs adjust_instant before the operation), as
the engine destroys Falling Down without an Archfiend before it can equip. STATUS_CHAINING: set
while the chain is built, cleared as it resolves."""
from harness.session import DuelSession

SPELL = 99560001
CARDS = {SPELL: {"name": "Fragile Spell", "type": ["spell", "continuous"]}}
# a Continuous Spell that destroys itself whenever it is face-up (EFFECT_SELF_DESTROY), and whose
# activation gains 100 LP if it is still on the field at resolution, 200 if not
SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetOperation(function(e,tp) Duel.Recover(tp,e:GetHandler():IsOnField() and 100 or 200,REASON_EFFECT) end)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_SINGLE)
  e2:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e2:SetRange(LOCATION_SZONE)
  e2:SetCode(EFFECT_SELF_DESTROY)
  c:RegisterEffect(e2)
end
"""


def test_a_spell_is_destroyed_by_its_own_effect_as_it_starts_to_resolve_not_before(tmp_path):
    (tmp_path / f"c{SPELL}.lua").write_text(SCRIPT)
    duel = DuelSession(cards=CARDS, scripts=[tmp_path])
    spell = duel.add_card(SPELL, 0, "hand", "spell")
    duel.start()
    on_chain = []
    duel.activate(spell, chain_responses=[lambda: on_chain.append(spell.is_onfield())])
    assert on_chain == [True], "activated: its effects are not enabled yet"
    assert duel.duel.players[0].lp == 8200, "enabled at resolution: destroyed before its operation"
    assert spell.location == 0x10                                     # LOCATION_GRAVE


NOTER = 99560002
NOTER_SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return true end
    if e:GetHandler():IsStatus(STATUS_CHAINING) then Duel.Recover(tp,100,REASON_EFFECT) end
  end)
  e1:SetOperation(function(e,tp)
    if not e:GetHandler():IsStatus(STATUS_CHAINING) then Duel.Recover(tp,200,REASON_EFFECT) end
  end)
  c:RegisterEffect(e1)
end
"""


def test_status_chaining_holds_while_the_chain_is_built_not_while_it_resolves(tmp_path):
    (tmp_path / f"c{NOTER}.lua").write_text(NOTER_SCRIPT)
    duel = DuelSession(cards={NOTER: {"name": "Chain Noter", "type": ["spell", "quickplay"]}}, scripts=[tmp_path])
    card = duel.add_card(NOTER, 0, "hand", "noter")
    duel.start()
    duel.activate(card)
    assert duel.duel.players[0].lp == 8300       # 100 from its target (chaining), 200 from its operation (not)

