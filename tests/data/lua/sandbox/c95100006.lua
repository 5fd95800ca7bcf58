-- Test fixture: a plain card with one registered effect and a few helpers.
local s, id = GetID()

s.marker = "well behaved"

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  e:SetCode(EFFECT_UPDATE_ATTACK)
  e:SetValue(100)
  c:RegisterEffect(e)
end

-- A filter that fails: called by the harness through Group.Filter.
function s.failing_filter(c)
  local broken = nil
  return broken.level > 0 -- FILTER_ERROR_LINE
end

-- A filter that never returns.
function s.endless_filter(c)
  while true do end -- FILTER_LOOP_LINE
end
