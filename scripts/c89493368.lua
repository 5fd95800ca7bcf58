-- Summon Reactor・AI (ygo-harness's own script), Level 5 DARK Machine. When your opponent
-- Normal, Special or Flip Summons a monster while this card is on the field: inflict 800 damage
-- to them (once per turn for this card). (Not scripted: negating an attack, and its Special
-- Summon of "Flying Fortress SKY FIRE".)
local s, id = GetID()

function s.initial_effect(c)
  for _, event in ipairs({EVENT_SUMMON_SUCCESS, EVENT_SPSUMMON_SUCCESS, EVENT_FLIP_SUMMON_SUCCESS}) do
    local burn = Effect.CreateEffect(c)
    burn:SetDescription(aux.Stringid(id, 0))
    burn:SetCategory(CATEGORY_DAMAGE)
    burn:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
    burn:SetCode(event)
    burn:SetRange(LOCATION_MZONE)
    burn:SetCountLimit(1, EFFECT_COUNT_CODE_SINGLE)
    burn:SetCondition(s.opponent_summoned)
    burn:SetTarget(s.target)
    burn:SetOperation(s.operation)
    c:RegisterEffect(burn)
  end
end

function s.opponent_summoned(e, tp, eg, ep, ev, re, r, rp)
  return eg:IsExists(Card.IsControler, 1, nil, 1 - tp)
end

function s.target(e, tp, eg, ep, ev, re, r, rp, chk)
  if chk == 0 then return true end
  Duel.SetOperationInfo(0, CATEGORY_DAMAGE, nil, 0, 1 - tp, 800)
end

function s.operation(e, tp, eg, ep, ev, re, r, rp)
  if e:GetHandler():IsRelateToEffect(e) then
    Duel.Damage(1 - tp, 800, REASON_EFFECT)
  end
end
