-- Test fixture: initial_effect never returns.
local s, id = GetID()

function s.initial_effect(c)
  local n = 0
  while true do n = n + 1 end -- LOOP_LINE
end
