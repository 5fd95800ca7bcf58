-- Test fixture: does not compile.
local s, id = GetID()

function s.initial_effect(c)
  local x = = 1 -- SYNTAX_LINE
end
