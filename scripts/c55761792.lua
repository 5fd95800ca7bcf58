-- Black Luster Ritual (ygo-harness's own script), Ritual Spell: Ritual Summon "Black Luster
-- Soldier" (5405694) from your hand by Tributing monsters from your hand or field whose total
-- Levels equal 8 or more.
local s, id = GetID()

function s.initial_effect(c)
  aux.AddRitualProcGreater(c, function(card) return card:IsCode(5405694) end)
end
