-- Test fixture: calls the API function the test names in the global PROBE_TABLE.PROBE_NAME.
local s, id = GetID()

function s.initial_effect(c)
  local api = _G[PROBE_TABLE]
  local result = api[PROBE_NAME](c) -- UNIMPLEMENTED_LINE
  s.result = result
end
