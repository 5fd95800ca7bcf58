-- Test fixture: only the configured folder has this one.
local s, id = GetID()
s.origin = "configured_dir"

function s.initial_effect(c)
end
