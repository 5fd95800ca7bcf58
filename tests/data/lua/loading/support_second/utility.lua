-- Test fixture: a minimal utility.lua of the test's own (no aux helpers).
UTILITY_FROM = "support_second"
GETID_CALLS = 0

function GetID()
  GETID_CALLS = GETID_CALLS + 1
  return self_table, self_code
end
