-- Test fixture: passes a number where Card.IsCode wants a card.
local s, id = GetID()

function s.initial_effect(c)
  local ok = Card.IsCode(5, id) -- WRONG_TYPE_LINE
  s.ok = ok
end
