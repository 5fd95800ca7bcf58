-- A deliberately broken Equip Spell: its chkc branch accepts any face-up monster,
-- while its selection offers only Dragons.
local s, id = GetID()

local function faceup_dragon(c) return c:IsFaceup() and c:IsRace(RACE_DRAGON) end

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_EQUIP)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetProperty(EFFECT_FLAG_CARD_TARGET + EFFECT_FLAG_CONTINUOUS_TARGET)
  activate:SetTarget(s.target)
  activate:SetOperation(s.operation)
  c:RegisterEffect(activate)
  local limit = Effect.CreateEffect(c)
  limit:SetType(EFFECT_TYPE_SINGLE)
  limit:SetCode(EFFECT_EQUIP_LIMIT)
  limit:SetValue(function(e, m) return m:IsRace(RACE_DRAGON) end)
  c:RegisterEffect(limit)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk, chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsFaceup() end   -- BUG: no race check
  if chk == 0 then return Duel.IsExistingTarget(faceup_dragon, tp, LOCATION_MZONE, LOCATION_MZONE, 1, nil) end
  Duel.SelectTarget(tp, faceup_dragon, tp, LOCATION_MZONE, LOCATION_MZONE, 1, 1, nil)
  Duel.SetOperationInfo(0, CATEGORY_EQUIP, e:GetHandler(), 1, 0, 0)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c, target = e:GetHandler(), Duel.GetFirstTarget()
  if c:IsRelateToEffect(e) and target:IsRelateToEffect(e) and target:IsFaceup() then
    Duel.Equip(tp, c, target)
  end
end
