-- Axe of Despair (40619825) rewritten to give +1 ATK, so that a run shows which script it used:
-- this one (given with --scripts) instead of the bundled one (+1000).
local s, id = GetID()
function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, Card.IsFaceup)
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(1)
  c:RegisterEffect(boost)
end
