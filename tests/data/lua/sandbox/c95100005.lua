-- Test fixture: the file itself raises an error while it is being loaded.
local s, id = GetID()

error("refusing to load " .. id) -- LOAD_ERROR_LINE

function s.initial_effect(c)
end
