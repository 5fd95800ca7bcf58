-- Lone Idol (ygo-harness test card): a monster of which only one can be face-up on the field,
-- either side (SetUniqueOnField(1, 1, its code)).
local s, id = GetID()

function s.initial_effect(c)
  c:SetUniqueOnField(1, 1, id)
end
