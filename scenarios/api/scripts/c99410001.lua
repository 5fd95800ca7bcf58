-- Swing Scale (a made-up Normal Pendulum monster for the Extra Deck queries): no effect of its
-- own; the harness and the engine need a script for every Pendulum card.
local s, id = GetID()

function s.initial_effect(c)
end
