-- Test fixture: the configured folder's version (must lose to scenario_dir's).
local s, id = GetID()
s.origin = "configured_dir"

function s.initial_effect(c)
end
