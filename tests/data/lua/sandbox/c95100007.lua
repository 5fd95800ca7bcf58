-- Test fixture: fills the state's memory up to the limit, keeps it, and swallows the error.
local s, id = GetID()

function s.initial_effect(c)
  pcall(function()
    while true do HOARD = {HOARD} end
  end)
end
