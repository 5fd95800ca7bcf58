-- Secret Six Samurai - Kizaru (ygo-harness's own script), Effect Monster:
-- if this card is Special Summoned: you can add 1 "Secret Six Samurai" monster from your Deck to
-- your hand whose Attribute no face-up monster you control has. If exactly one face-up "Secret
-- Six Samurai" monster you control would be destroyed by a card effect, you can banish this card
-- from your GY instead.
local s, id = GetID()

local SECRET_SIX_SAMURAI = 0x103d

function s.initial_effect(c)
  local search = Effect.CreateEffect(c)
  search:SetDescription(aux.Stringid(id, 0))
  search:SetCategory(CATEGORY_TOHAND + CATEGORY_SEARCH)
  search:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_O)
  search:SetCode(EVENT_SPSUMMON_SUCCESS)
  search:SetTarget(s.search_target)
  search:SetOperation(s.search_operation)
  c:RegisterEffect(search)

  local replace = Effect.CreateEffect(c)
  replace:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
  replace:SetCode(EFFECT_DESTROY_REPLACE)
  replace:SetRange(LOCATION_GRAVE)
  replace:SetTarget(s.replace_target)
  replace:SetValue(s.replace_value)
  replace:SetOperation(s.replace_operation)
  c:RegisterEffect(replace)
end

local function faceup_with_attribute(c, attribute)
  return c:IsFaceup() and c:IsAttribute(attribute)
end

local function searchable(c, tp)
  return c:IsSetCard(SECRET_SIX_SAMURAI) and c:IsType(TYPE_MONSTER) and c:IsAbleToHand()
    and not Duel.IsExistingMatchingCard(faceup_with_attribute, tp, LOCATION_MZONE, 0, 1, nil, c:GetAttribute())
end

function s.search_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return Duel.IsExistingMatchingCard(searchable, tp, LOCATION_DECK, 0, 1, nil, tp) end
  Duel.SetOperationInfo(0, CATEGORY_TOHAND, nil, 1, tp, LOCATION_DECK)
end

function s.search_operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_ATOHAND)
  local found = Duel.SelectMatchingCard(tp, searchable, tp, LOCATION_DECK, 0, 1, 1, nil, tp)
  if #found > 0 then
    Duel.SendtoHand(found, nil, REASON_EFFECT)
    Duel.ConfirmCards(1 - tp, found)
  end
end

-- a face-up "Secret Six Samurai" monster of ours about to be destroyed by an effect (not already
-- a replacement)
local function protected(c, tp)
  return c:IsFaceup() and c:IsSetCard(SECRET_SIX_SAMURAI) and c:IsLocation(LOCATION_MZONE)
    and c:IsControler(tp) and c:IsReason(REASON_EFFECT) and not c:IsReason(REASON_REPLACE)
end

function s.replace_target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then
    return e:GetHandler():IsAbleToRemove() and eg:GetCount() == 1 and eg:IsExists(protected, 1, nil, tp)
  end
  return Duel.SelectEffectYesNo(tp, e:GetHandler(), 96)
end

function s.replace_value(e, c)
  return protected(c, e:GetHandlerPlayer())
end

function s.replace_operation(e, tp, eg, ep, ev, re, r, rp)
  Duel.Remove(e:GetHandler(), POS_FACEUP, REASON_EFFECT)
end
