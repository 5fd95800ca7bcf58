-- Junk Warrior (ygo-harness's own script), Synchro Monster: "Junk Synchron" + 1 or more
-- non-Tuner monsters. When this card is Synchro Summoned, it gains ATK equal to the total ATK of
-- the Level 2 or lower monsters you control.
local s, id = GetID()

function s.initial_effect(c)
  aux.AddSynchroProcedure(c, s.junk_synchron, aux.NonTuner(nil), 1)
  c:EnableReviveLimit()

  local gain = Effect.CreateEffect(c)
  gain:SetDescription(aux.Stringid(id, 0))
  gain:SetCategory(CATEGORY_ATKCHANGE)
  gain:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
  gain:SetCode(EVENT_SPSUMMON_SUCCESS)
  gain:SetCondition(function(e) return e:GetHandler():IsSummonType(SUMMON_TYPE_SYNCHRO) end)
  gain:SetOperation(s.operation)
  c:RegisterEffect(gain)
end

-- The Tuner must be "Junk Synchron" (or a card that may be used as one: 20932152).
function s.junk_synchron(card)
  return card:IsCode(63977008) or card:IsHasEffect(20932152)
end

function s.small(card)
  return card:IsFaceup() and card:IsLevelBelow(2)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  local c = e:GetHandler()
  if not (c:IsFaceup() and c:IsRelateToEffect(e)) then return end
  local total = Duel.GetMatchingGroup(s.small, tp, LOCATION_MZONE, 0, nil):GetSum(Card.GetAttack)
  if total <= 0 then return end
  local boost = Effect.CreateEffect(c)
  boost:SetType(EFFECT_TYPE_SINGLE)
  boost:SetCode(EFFECT_UPDATE_ATTACK)
  boost:SetValue(total)
  boost:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_DISABLE)
  c:RegisterEffect(boost)
end
