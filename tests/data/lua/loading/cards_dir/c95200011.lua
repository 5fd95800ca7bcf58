-- Test fixture: a script that forgot its initial_effect.
local s, id = GetID()
s.loaded = true

function s.initial_effct(c) -- misspelled on purpose
end
