-- Rank Four Knight (a made-up Xyz monster for the Rank and Extra Deck queries): no effect.
local s, id = GetID()

function s.initial_effect(c)
end
