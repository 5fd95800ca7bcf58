-- Test fixture: initial_effect allocates until the state runs out of memory.
local s, id = GetID()

function s.initial_effect(c)
  local hoard = {}
  local i = 0
  while true do
    i = i + 1
    hoard[i] = string.rep("x", 4096) .. i
  end
end
