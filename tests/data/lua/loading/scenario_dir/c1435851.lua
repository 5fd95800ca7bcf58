-- Test fixture: replaces the bundled script of card 1435851 from the scenario's own folder.
local s, id = GetID()
s.origin = "scenario_dir"

function s.initial_effect(c)
  local e = Effect.CreateEffect(c)
  e:SetType(EFFECT_TYPE_SINGLE)
  c:RegisterEffect(e)
end
