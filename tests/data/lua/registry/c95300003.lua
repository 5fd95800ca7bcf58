-- Test fixture: calls Duel.GetLP without its player argument.
local s, id = GetID()

function s.initial_effect(c)
  local lp = Duel.GetLP() -- MISSING_ARGUMENT_LINE
  s.lp = lp
end
