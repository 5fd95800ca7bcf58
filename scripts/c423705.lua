-- Gearfried the Iron Knight (ygo-harness's own script)
-- When an Equip Card is equipped to this card: destroy that Equip Card.
local s, id = GetID()

function s.initial_effect(c)
  local shed = Effect.CreateEffect(c)
  shed:SetDescription(aux.Stringid(id, 0))
  shed:SetCategory(CATEGORY_DESTROY)
  shed:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  shed:SetCode(EVENT_EQUIP)      -- the single event on the equipped monster; eg = the equips
  shed:SetTarget(s.target)
  shed:SetOperation(s.operation)
  c:RegisterEffect(shed)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  local mine = eg:Filter(function(ec) return ec:GetEquipTarget() == e:GetHandler() end, nil)
  Duel.SetTargetCard(mine)
  Duel.SetOperationInfo(0, CATEGORY_DESTROY, mine, #mine, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local equips = Duel.GetChainInfo(0, CHAININFO_TARGET_CARDS):Filter(Card.IsRelateToEffect, nil, e)
  Duel.Destroy(equips, REASON_EFFECT)
end
