-- Test fixture: initial_effect fails at run time.
local s, id = GetID()

function s.initial_effect(c)
  local missing = nil
  local value = missing.field -- RUNTIME_LINE
  c:RegisterEffect(value)
end
