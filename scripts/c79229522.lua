-- Chimeratech Fortress Dragon (ygo-harness's own script), Fusion Monster:
-- "Cyber Dragon" + 1 or more Machine monsters. Must first be Special Summoned (from your Extra
-- Deck) by sending the above cards from either field to the GY (you need not use
-- Polymerization): face-down cards only from your own field. Its original ATK becomes 1000 x
-- the number of materials used. It cannot be used as Fusion Material.
local s, id = GetID()

local CYBER_DRAGON = 70095154

local function machine_monster(c)
  return c:IsRace(RACE_MACHINE) and c:IsType(TYPE_MONSTER)
end

-- a card the procedure may send: to the GY as a cost, and face-up unless it is on your field
local function sendable(c, fc)
  return c:IsAbleToGraveAsCost() and (c:IsFaceup() or c:IsControler(fc:GetControler()))
end

function s.initial_effect(c)
  c:EnableReviveLimit()
  aux.AddFusionProcCodeFunRep(c, CYBER_DRAGON, machine_monster, 1, 127, true, true)
  aux.AddContactFusionProcedure(c, sendable, LOCATION_ONFIELD, LOCATION_ONFIELD, s.send_materials(c))

  -- from the Extra Deck only by its own procedure
  local only_proc = Effect.CreateEffect(c)
  only_proc:SetType(EFFECT_TYPE_SINGLE)
  only_proc:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  only_proc:SetCode(EFFECT_SPSUMMON_CONDITION)
  only_proc:SetValue(function(e) return not e:GetHandler():IsLocation(LOCATION_EXTRA) end)
  c:RegisterEffect(only_proc)

  local no_material = Effect.CreateEffect(c)
  no_material:SetType(EFFECT_TYPE_SINGLE)
  no_material:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  no_material:SetCode(EFFECT_CANNOT_BE_FUSION_MATERIAL)
  no_material:SetValue(1)
  c:RegisterEffect(no_material)
end
s.material_setcode = 0x1093

function s.send_materials(c)
  return function(g)
    Duel.SendtoGrave(g, REASON_COST)
    local base = Effect.CreateEffect(c)
    base:SetType(EFFECT_TYPE_SINGLE)
    base:SetCode(EFFECT_SET_BASE_ATTACK)
    base:SetReset(RESET_EVENT + 0xff0000)
    base:SetValue(g:GetCount() * 1000)
    c:RegisterEffect(base)
  end
end
