-- Two Arrows (a made-up Link-2 monster, arrows bottom-left and bottom-right) for the Extra Deck
-- zone counts: no effect.
local s, id = GetID()

function s.initial_effect(c)
end
