-- Big Bang Shot (ygo-harness's own script), Equip Spell:
-- the equipped monster gains 400 ATK and inflicts piercing damage. When this card leaves the
-- field, banish the monster it was equipped to.
local s, id = GetID()

function s.initial_effect(c)
  aux.AddEquipSpellEffect(c, true, true, Card.IsFaceup, nil)
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_EQUIP)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(400)
  c:RegisterEffect(boost)
  local pierce = Effect.CreateEffect(c)
  pierce:SetType(EFFECT_TYPE_EQUIP)
  pierce:SetCode(EFFECT_PIERCE)
  c:RegisterEffect(pierce)
  -- a single continuous effect: it runs inside the move, while the equip relation still holds
  local banish = Effect.CreateEffect(c)
  banish:SetDescription(aux.Stringid(id, 0))
  banish:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
  banish:SetCode(EVENT_LEAVE_FIELD)
  banish:SetOperation(s.banish_equipped)
  c:RegisterEffect(banish)
end

function s.banish_equipped(e, tp, eg, ep, ev, re, r, rp)
  local monster = e:GetHandler():GetEquipTarget()
  if monster then
    Duel.Remove(monster, POS_FACEUP, REASON_EFFECT)
  end
end
