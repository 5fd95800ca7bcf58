-- Gem-Knight Pearl (ygo-harness's own script): an Xyz Monster with no effect
-- (2 Level 4 monsters). The Xyz Summon procedure is not scripted: the harness has none yet;
-- scenarios place it on the board with its materials.
local s, id = GetID()

function s.initial_effect(c)
end
