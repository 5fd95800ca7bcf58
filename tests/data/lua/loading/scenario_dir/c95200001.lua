-- Test fixture: the scenario folder's version (must win over configured_dir's).
local s, id = GetID()
s.origin = "scenario_dir"

function s.initial_effect(c)
end
