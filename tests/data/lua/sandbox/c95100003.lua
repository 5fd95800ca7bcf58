-- Test fixture: does not compile.
local s, id = GetID()

function s.initial_effect(c)
  if c then then -- SYNTAX_LINE
  end
end
