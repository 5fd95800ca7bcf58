-- Test fixture: the failing API call is a tail call, so its line is gone from the stack.
local s, id = GetID()

function s.initial_effect(c) -- TAIL_CALL_FUNCTION_LINE
  return Card.IsCode(5, id)
end
