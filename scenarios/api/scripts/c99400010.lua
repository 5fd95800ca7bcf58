-- Token Embargo (a made-up Continuous Spell): neither player can Special Summon Tokens.
local s, id = GetID()

function s.initial_effect(c)
  local activate = Effect.CreateEffect(c)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  c:RegisterEffect(activate)
  local embargo = Effect.CreateEffect(c)
  embargo:SetType(EFFECT_TYPE_FIELD)
  embargo:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
  embargo:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
  embargo:SetRange(LOCATION_SZONE)
  embargo:SetTargetRange(1, 1)
  embargo:SetTarget(s.no_tokens)
  c:RegisterEffect(embargo)
end

function s.no_tokens(e, c, sump, sumtype, sumpos, targetp, se)
  return c:IsType(TYPE_TOKEN)
end
