-- ygo-harness's own summon-procedure helpers (aux.*), loaded when no script folder supplies
-- procedure.lua. Written for the harness from the public script API: each helper has the name
-- and arguments card scripts call and registers the effects they expect of it (Synchro, Xyz and
-- Link Summons as an EFFECT_SPSUMMON_PROC in the Extra Deck, the Pendulum Summon as an
-- EFFECT_SPSUMMON_PROC_G of the left Pendulum Scale, Fusion Materials as EFFECT_FUSION_MATERIAL,
-- Ritual Spells as a card activation). Which cards may be materials is left to the engine's
-- material API (Duel.CheckSynchroMaterial, Duel.SelectXyzMaterial, Card.IsCanBeLinkMaterial, ...).
--
-- Simpler than the real helpers on purpose; not handled here: Xyz Materials that count as 2
-- (EFFECT_DOUBLE_XMATERIAL), Link Materials from the hand or the Spell & Trap Zone
-- (EFFECT_EXTRA_LINK_MATERIAL), extra Pendulum Summons (EFFECT_EXTRA_PENDULUM_SUMMON), hand
-- materials of the Synchro "mix" procedure (EFFECT_HAND_SYNCHRO), Shaddoll Fusions, the checks some
-- archetypes hook in (aux.FCheckAdditional, aux.GCheckAdditional, Tune Magician). A script that
-- needs those runs against the real procedure.lua.

-- == shared pieces ===============================================================================

-- The count limits a Duel.SynchroSummon / XyzSummon / LinkSummon call adds to a procedure's own.
local function narrowed(low, high, min, max)
  if min then
    if min > low then low = min end
    if max and max < high then high = max end
  end
  return low, high
end

-- A face-up Pendulum Monster in the Extra Deck comes back by Pendulum Summon only.
local function faceup_pendulum(c)
  return c:IsType(TYPE_PENDULUM) and c:IsFaceup()
end

-- The "Special Summon from the Extra Deck by its procedure" effect all three kinds register.
local function extra_deck_procedure(c, description, summon_type, condition, target, operation)
  local proc = Effect.CreateEffect(c)
  proc:SetDescription(description)
  proc:SetType(EFFECT_TYPE_FIELD)
  proc:SetCode(EFFECT_SPSUMMON_PROC)
  proc:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  proc:SetRange(LOCATION_EXTRA)
  proc:SetCondition(condition)
  proc:SetTarget(target)
  proc:SetOperation(operation)
  proc:SetValue(summon_type)
  c:RegisterEffect(proc)
  return proc
end

-- The target keeps the materials it selected for the operation (nil: nothing selected, no summon).
local function keep_materials(e, g)
  if not g then return false end
  g:KeepAlive()
  e:SetLabelObject(g)
  return true
end

local function cards_of(g, except)
  local list = {}
  for card in aux.Next(g) do
    if not (except and except:IsContains(card)) then list[#list + 1] = card end
  end
  return list
end

-- Whether `chosen` can grow, with cards of the array `pool` (from index `from` on), into a group
-- of min-max cards that `goal` accepts. `prune(chosen)` true: no larger group can be accepted.
local function completable(chosen, pool, from, min, max, goal, prune)
  if #chosen >= min and goal(chosen) then return true end
  if #chosen >= max or (prune and prune(chosen)) then return false end
  for i = from, #pool do
    chosen:AddCard(pool[i])
    local found = completable(chosen, pool, i + 1, min, max, goal, prune)
    chosen:RemoveCard(pool[i])
    if found then return true end
  end
  return false
end

-- Whether min-max cards of g (the `preset` ones among them) make a group `goal` accepts.
local function group_exists(g, min, max, goal, preset, prune)
  local chosen = Group.CreateGroup()
  if preset then chosen:Merge(preset) end
  if #chosen > max then return false end
  return completable(chosen, cards_of(g, chosen), 1, min, max, goal, prune)
end

-- The player builds the group one card at a time (Group.SelectUnselect): each prompt offers the
-- cards that can still lead to a group `goal` accepts and the chosen ones to take back, and may
-- end the selection once the chosen cards are such a group. The `preset` cards are always in it.
-- Returns the group, or nil when the player cancelled.
local function select_group(tp, g, min, max, goal, cancelable, preset, prune)
  local chosen = Group.CreateGroup()
  if preset then chosen:Merge(preset) end
  while #chosen < max do
    local rest = cards_of(g, chosen)
    local offered = Group.CreateGroup()
    for i, card in ipairs(rest) do
      local others = {}
      for j, other in ipairs(rest) do
        if j ~= i then others[#others + 1] = other end
      end
      chosen:AddCard(card)
      if completable(chosen, others, 1, min, max, goal, prune) then offered:AddCard(card) end
      chosen:RemoveCard(card)
    end
    if #offered == 0 then break end
    local done = #chosen >= min and goal(chosen)
    local card = offered:SelectUnselect(chosen, tp, done, cancelable and not done, min, max)
    if not card then break end
    if preset and preset:IsContains(card) then
      if cancelable then return nil end
    elseif chosen:IsContains(card) then
      chosen:RemoveCard(card)
    else
      chosen:AddCard(card)
    end
  end
  if #chosen >= min and goal(chosen) then return chosen end
  return nil
end

-- "Must be used as material" effects (EFFECT_MUST_BE_xMATERIAL): with v nil, whether none applies.
function Auxiliary.MustMaterialCheck(v, tp, code)
  if v == nil then
    if code == EFFECT_MUST_BE_XMATERIAL and Duel.IsPlayerAffectedByEffect(tp, 67120578) then return false end
    if code == EFFECT_MUST_BE_SMATERIAL and Duel.IsPlayerAffectedByEffect(tp, 8173184) then return false end
    return #Duel.GetMustMaterial(tp, code) == 0
  end
  return Duel.CheckMustMaterial(tp, v, code)
end

function Auxiliary.MustMaterialCounterFilter(c, g)
  return not g:IsContains(c)
end

-- Summon conditions (EFFECT_SPSUMMON_CONDITION values): only by that kind of summon.
local function only_by(summon_type)
  return function(e, se, sp, st) return st & summon_type == summon_type end
end
Auxiliary.fuslimit = only_by(SUMMON_TYPE_FUSION)
Auxiliary.ritlimit = only_by(SUMMON_TYPE_RITUAL)
Auxiliary.synlimit = only_by(SUMMON_TYPE_SYNCHRO)
Auxiliary.xyzlimit = only_by(SUMMON_TYPE_XYZ)
Auxiliary.penlimit = only_by(SUMMON_TYPE_PENDULUM)
Auxiliary.linklimit = only_by(SUMMON_TYPE_LINK)

-- == Synchro Summon ==============================================================================

-- Material filters: a Tuner (a non-Tuner) for the Synchro Monster, that f(card, ...) accepts.
function Auxiliary.Tuner(f, ...)
  local extra = table.pack(...)
  return function(card, syncard)
    return card:IsTuner(syncard) and (not f or f(card, table.unpack(extra, 1, extra.n)))
  end
end

function Auxiliary.NonTuner(f, ...)
  local extra = table.pack(...)
  return function(card, syncard)
    return card:IsNotTuner(syncard) and (not f or f(card, table.unpack(extra, 1, extra.n)))
  end
end

-- "1 Tuner (f1) + minc-maxc non-Tuners (f2)". The engine checks the Levels and selects: the Tuner,
-- then the non-Tuners (Duel.SelectSynchroMaterial). A Duel.SynchroSummon call may name the Tuner
-- (smat), the cards to use (mg) and narrow the count (min, max).
function Auxiliary.AddSynchroProcedure(c, f1, f2, minc, maxc)
  local most = c:GetLevel() - 1          -- every non-Tuner has a Level of 1 or more
  if maxc ~= nil and maxc < most then most = maxc end

  local function named_tuner(syncard, smat)
    return smat ~= nil and smat:IsTuner(syncard) and (not f1 or f1(smat, syncard))
  end

  local function condition(e, syncard, smat, mg, min, max)
    if syncard == nil then return true end
    if faceup_pendulum(syncard) then return false end
    local low, high = narrowed(minc, most, min, max)
    if low > high then return false end
    if named_tuner(syncard, smat) then
      return Duel.CheckTunerMaterial(syncard, smat, f1, f2, low, high, mg)
    end
    return Duel.CheckSynchroMaterial(syncard, f1, f2, low, high, smat, mg)
  end

  local function target(e, tp, eg, ep, ev, re, r, rp, chk, syncard, smat, mg, min, max)
    local low, high = narrowed(minc, most, min, max)
    if low > high then return false end
    local player = syncard:GetControler()
    local g
    Duel.Hint(HINT_SELECTMSG, player, HINTMSG_SMATERIAL)
    if named_tuner(syncard, smat) then
      g = Duel.SelectTunerMaterial(player, syncard, smat, f1, f2, low, high, mg)
    else
      g = Duel.SelectSynchroMaterial(player, syncard, f1, f2, low, high, smat, mg)
    end
    return keep_materials(e, g)
  end

  local function operation(e, tp, eg, ep, ev, re, r, rp, syncard, smat, mg, min, max)
    local g = e:GetLabelObject()
    syncard:SetMaterial(g)
    Duel.SendtoGrave(g, REASON_MATERIAL + REASON_SYNCHRO)
    g:DeleteGroup()
  end

  return extra_deck_procedure(c, 1164, SUMMON_TYPE_SYNCHRO, condition, target, operation)
end

-- "1 Tuner + 1 non-Tuner" (the older form).
function Auxiliary.AddSynchroProcedure2(c, f1, f2)
  return Auxiliary.AddSynchroProcedure(c, f1, f2, 1, 1)
end

-- The lowest Level a material may count as for the Synchro Monster (Card.GetSynchroLevel may
-- give two Levels, in the low and high 16 bits).
local function lowest_synchro_level(card, syncard)
  local value, lowest = card:GetSynchroLevel(syncard), card:GetLevel()
  while value & 0xffff > 0 do
    lowest = math.min(lowest, value & 0xffff)
    value = value >> 16
  end
  return lowest
end

-- Whether the Tuner limits of the group's cards (EFFECT_TUNER_MATERIAL_LIMIT: which other
-- materials, from where, how many) allow the others.
local function tuner_limits_allow(g, syncard)
  for _, card in ipairs(cards_of(g)) do
    local limit, allowed, location, least, most = card:GetTunerLimit()
    if limit then
      local others = #g - 1
      if location and g:FilterCount(Card.IsLocation, card, location) ~= others then return false end
      if allowed and g:IsExists(function(other) return not allowed(limit, other, syncard) end, 1, card) then return false end
      if (least and others < least) or (most and others > most) then return false end
    end
  end
  return true
end

-- "f1 (+ f2 (+ f3)) + minc-maxc monsters that f4 accepts": one material each for f1(card, syncard),
-- f2(card, syncard, c1) and f3(card, syncard, c1, c2) when given, then the others for
-- f4(card, syncard, c1, c2, c3); their Levels (Card.GetSynchroLevel) add up to the Synchro
-- Monster's; gc(g, syncard, tp): a check on the whole group. (Hand materials that a Tuner's
-- EFFECT_HAND_SYNCHRO would allow are not offered here.)
function Auxiliary.AddSynchroMixProcedure(c, f1, f2, f3, f4, minc, maxc, gc)
  local fixed = {f1, f2, f3}
  local named = 1 + (f2 and 1 or 0) + (f3 and 1 or 0)
  local most = maxc
  if most > c:GetLevel() then most = c:GetLevel() - (f1 and 1 or 0) - (f2 and 1 or 0) - (f3 and 1 or 0) end

  -- cards (an array) split into the named materials (in order) and the others, as the filters want
  local function split_fits(cards, syncard, low, high)
    local picked = {}
    local function others_fit()
      local count = 0
      for _, card in ipairs(cards) do
        local is_named = false
        for _, p in ipairs(picked) do if p == card then is_named = true end end
        if not is_named then
          if f4 and not f4(card, syncard, picked[1], picked[2], picked[3]) then return false end
          count = count + 1
        end
      end
      return count >= low and count <= high
    end
    local function assign(index)
      if index > named then return others_fit() end
      local f = fixed[index]
      for _, card in ipairs(cards) do
        local free = true
        for _, p in ipairs(picked) do if p == card then free = false end end
        if free and (not f or f(card, syncard, picked[1], picked[2])) then
          picked[index] = card
          if assign(index + 1) then return true end
          picked[index] = nil
        end
      end
      return false
    end
    return assign(1)
  end

  local function goal_for(tp, syncard, smat, low, high)
    return function(g)
      return Duel.GetLocationCountFromEx(tp, tp, g, syncard) > 0
        and (not gc or gc(g, syncard, tp))
        and (not smat or g:IsContains(smat))
        and Auxiliary.MustMaterialCheck(g, tp, EFFECT_MUST_BE_SMATERIAL)
        and g:CheckWithSumEqual(Card.GetSynchroLevel, syncard:GetLevel(), #g, #g, syncard)
        and tuner_limits_allow(g, syncard)
        and split_fits(cards_of(g), syncard, low, high)
    end
  end

  local function prune_for(syncard)
    return function(g) return g:GetSum(lowest_synchro_level, syncard) >= syncard:GetLevel() end
  end

  local function counts(min, max)
    local low, high = minc, most
    if min then
      local extra = named - 1
      if min - extra > low then low = min - extra end
      if max - extra < high then high = max - extra end
    end
    return low, high
  end

  local function pool(tp, syncard, smat, mg)
    local g
    if mg then
      g = mg:Filter(Card.IsCanBeSynchroMaterial, nil, syncard)
    else
      g = Duel.GetSynchroMaterial(tp):Filter(function(card)
        return (not card:IsOnField() or card:IsFaceup()) and card:IsCanBeSynchroMaterial(syncard)
      end, nil)
    end
    if smat then g:AddCard(smat) end
    return g
  end

  local function condition(e, syncard, smat, mg, min, max)
    if syncard == nil then return true end
    if faceup_pendulum(syncard) then return false end
    local low, high = counts(min, max)
    if low > high or (smat and not smat:IsCanBeSynchroMaterial(syncard)) then return false end
    local tp = syncard:GetControler()
    return group_exists(pool(tp, syncard, smat, mg), named + low, named + high, goal_for(tp, syncard, smat, low, high),
      nil, prune_for(syncard))
  end

  local function target(e, tp, eg, ep, ev, re, r, rp, chk, syncard, smat, mg, min, max)
    local low, high = counts(min, max)
    if low > high then return false end
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SMATERIAL)
    return keep_materials(e, select_group(tp, pool(tp, syncard, smat, mg), named + low, named + high,
      goal_for(tp, syncard, smat, low, high), Duel.IsSummonCancelable(), nil, prune_for(syncard)))
  end

  local function operation(e, tp, eg, ep, ev, re, r, rp, syncard, smat, mg, min, max)
    local g = e:GetLabelObject()
    syncard:SetMaterial(g)
    Duel.SendtoGrave(g, REASON_MATERIAL + REASON_SYNCHRO)
    g:DeleteGroup()
  end

  return extra_deck_procedure(c, 1164, SUMMON_TYPE_SYNCHRO, condition, target, operation)
end

-- == Xyz Summon ==================================================================================

-- The Xyz procedure both helpers register. `regular.check(xyzc, og, min, max)` and
-- `regular.select(tp, xyzc, og, min, max)` find the usual materials; alterf(card, e, tp, xyzc): the
-- one monster an alternative summon uses instead ("you can also Xyz Summon this card by using
-- ..."), asked with alterdesc when both are possible; alterop(e, tp, chk, card): its extra cost.
-- The alternative monster's own materials become this card's; any other material's go to the GY.
local function xyz_procedure(c, regular, alterf, alterdesc, alterop)
  local function alternative(card, e, tp, xyzc)
    return alterf(card, e, tp, xyzc) and card:IsCanBeXyzMaterial(xyzc)
      and Duel.GetLocationCountFromEx(tp, tp, card, xyzc) > 0
      and not card:IsHasEffect(EFFECT_XYZ_MIN_COUNT)
      and Auxiliary.MustMaterialCheck(card, tp, EFFECT_MUST_BE_XMATERIAL)
      and (not alterop or alterop(e, tp, 0, card))
  end

  local function alternatives(e, tp, xyzc, og, min)
    if not alterf or (min and min > 1) then return nil end
    local pool = og or Duel.GetFieldGroup(tp, LOCATION_MZONE, 0)
    local found = pool:Filter(alternative, nil, e, tp, xyzc)
    if #found == 0 then return nil end
    return found
  end

  local function condition(e, xyzc, og, min, max)
    if xyzc == nil then return true end
    if faceup_pendulum(xyzc) then return false end
    if alternatives(e, xyzc:GetControler(), xyzc, og, min) then return true end
    return regular.check(xyzc, og, min, max)
  end

  local function target(e, tp, eg, ep, ev, re, r, rp, chk, xyzc, og, min, max)
    if og and not min then return true end      -- Duel.XyzSummon with these materials: all of them
    local others = alternatives(e, tp, xyzc, og, min)
    local g
    if others and (not regular.check(xyzc, og, min, max) or Duel.SelectYesNo(tp, alterdesc)) then
      e:SetLabel(1)
      Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_XMATERIAL)
      g = others:Select(tp, 1, 1, nil)
      if alterop then alterop(e, tp, 1, g:GetFirst()) end
    else
      e:SetLabel(0)
      Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_XMATERIAL)
      g = regular.select(tp, xyzc, og, min, max)
    end
    return keep_materials(e, g)
  end

  local function operation(e, tp, eg, ep, ev, re, r, rp, xyzc, og, min, max)
    local given = og and not min
    local g = given and og or e:GetLabelObject()
    if not given and e:GetLabel() == 1 then
      local inherited = g:GetFirst():GetOverlayGroup()
      if #inherited > 0 then Duel.Overlay(xyzc, inherited) end
    else
      local leftovers = Group.CreateGroup()
      for material in aux.Next(g) do leftovers:Merge(material:GetOverlayGroup()) end
      if #leftovers > 0 then Duel.SendtoGrave(leftovers, REASON_RULE) end
    end
    xyzc:SetMaterial(g)
    Duel.Overlay(xyzc, g)
    if not given then g:DeleteGroup() end
  end

  return extra_deck_procedure(c, 1165, SUMMON_TYPE_XYZ, condition, target, operation)
end

-- "ct (to maxct) Level lv monsters (that f(card, xyzc) accepts)": the engine checks the Levels
-- (Duel.CheckXyzMaterial) and selects (Duel.SelectXyzMaterial).
function Auxiliary.AddXyzProcedure(c, f, lv, ct, alterf, alterdesc, maxct, alterop)
  local most = maxct or ct
  local regular = {
    check = function(xyzc, og, min, max)
      local low, high = narrowed(ct, most, min, max)
      return low <= high and Duel.CheckXyzMaterial(xyzc, f, lv, low, high, og)
    end,
    select = function(tp, xyzc, og, min, max)
      local low, high = narrowed(ct, most, min, max)
      return Duel.SelectXyzMaterial(tp, xyzc, f, lv, low, high, og)
    end,
  }
  return xyz_procedure(c, regular, alterf, alterdesc, alterop)
end

-- "minc-maxc monsters (that f(card, xyzc) accepts)" with no Level condition; gf(g, xyzc, tp): a
-- check on the whole group. Materials: the face-up monsters the player controls (or og).
function Auxiliary.AddXyzProcedureLevelFree(c, f, gf, minc, maxc, alterf, alterdesc, alterop)
  local function usable(card, xyzc)
    return (not card:IsOnField() or card:IsFaceup()) and card:IsCanBeXyzMaterial(xyzc) and (not f or f(card, xyzc))
  end

  local function goal_for(tp, xyzc)
    return function(g)
      if Duel.GetLocationCountFromEx(tp, tp, g, xyzc) <= 0 or (gf and not gf(g, xyzc, tp)) then return false end
      for card in aux.Next(g) do
        local least = card:IsHasEffect(EFFECT_XYZ_MIN_COUNT)
        if least and #g < least:GetValue() then return false end
      end
      return Auxiliary.MustMaterialCheck(g, tp, EFFECT_MUST_BE_XMATERIAL)
    end
  end

  local function pool(tp, xyzc, og)
    return (og or Duel.GetFieldGroup(tp, LOCATION_MZONE, 0)):Filter(usable, nil, xyzc)
  end

  local regular = {
    check = function(xyzc, og, min, max)
      local low, high = narrowed(minc, maxc, min, max)
      if low > high then return false end
      local tp = xyzc:GetControler()
      local g = pool(tp, xyzc, og)
      if Duel.GetMustMaterial(tp, EFFECT_MUST_BE_XMATERIAL):IsExists(Auxiliary.MustMaterialCounterFilter, 1, nil, g) then
        return false
      end
      return group_exists(g, low, high, goal_for(tp, xyzc))
    end,
    select = function(tp, xyzc, og, min, max)
      local low, high = narrowed(minc, maxc, min, max)
      return select_group(tp, pool(tp, xyzc, og), low, high, goal_for(tp, xyzc), Duel.IsSummonCancelable())
    end,
  }
  return xyz_procedure(c, regular, alterf, alterdesc, alterop)
end

-- == Link Summon =================================================================================

-- What a material counts for: 1, or (a Link Monster of Link-2 or more) either 1 or its Link Rating.
local function link_value(card)
  if card:IsLinkType(TYPE_LINK) and card:GetLink() > 1 then return 1 + 0x10000 * card:GetLink() end
  return 1
end

-- "min-max monsters (that f(card) accepts)"; gf(g, lc, tp): a check on the whole group.
-- Materials: the face-up monsters the player controls; the Link Ratings must add up exactly.
function Auxiliary.AddLinkProcedure(c, f, min, max, gf)
  local fewest, most = min, max or c:GetLink()

  local function usable(card, lc, e)
    return (card:IsFaceup() or not card:IsOnField() or e:IsHasProperty(EFFECT_FLAG_SET_AVAILABLE))
      and card:IsCanBeLinkMaterial(lc) and (not f or f(card))
  end

  -- The candidates (nil when a named material lmat cannot be used).
  local function pool(e, lc, tp, og, lmat)
    local g
    if og then
      g = og:Filter(usable, nil, lc, e)
    else
      g = Duel.GetMatchingGroup(usable, tp, LOCATION_MZONE, 0, nil, lc, e)
    end
    if lmat ~= nil then
      if not usable(lmat, lc, e) then return nil end
      g:AddCard(lmat)
    end
    return g
  end

  local function goal_for(tp, lc, lmat)
    return function(g)
      return g:CheckWithSumEqual(link_value, lc:GetLink(), #g, #g)
        and Duel.GetLocationCountFromEx(tp, tp, g, lc) > 0
        and (not gf or gf(g, lc, tp))
        and (not lmat or g:IsContains(lmat))
        and Duel.CheckMustMaterial(tp, g, EFFECT_MUST_BE_LMATERIAL)
    end
  end

  local function condition(e, lc, og, lmat, min, max)
    if lc == nil then return true end
    if faceup_pendulum(lc) then return false end
    local low, high = narrowed(fewest, most, min, max)
    if low > high then return false end
    local tp = lc:GetControler()
    local g = pool(e, lc, tp, og, lmat)
    if not g then return false end
    if Duel.GetMustMaterial(tp, EFFECT_MUST_BE_LMATERIAL):IsExists(Auxiliary.MustMaterialCounterFilter, 1, nil, g) then
      return false
    end
    return group_exists(g, low, high, goal_for(tp, lc, lmat))
  end

  local function target(e, tp, eg, ep, ev, re, r, rp, chk, lc, og, lmat, min, max)
    local low, high = narrowed(fewest, most, min, max)
    if low > high then return false end
    local g = pool(e, lc, tp, og, lmat)
    if not g then return false end
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_LMATERIAL)
    return keep_materials(e, select_group(tp, g, low, high, goal_for(tp, lc, lmat), Duel.IsSummonCancelable()))
  end

  local function operation(e, tp, eg, ep, ev, re, r, rp, lc, og, lmat, min, max)
    local g = e:GetLabelObject()
    lc:SetMaterial(g)
    Duel.SendtoGrave(g, REASON_MATERIAL + REASON_LINK)
    g:DeleteGroup()
  end

  return extra_deck_procedure(c, 1166, SUMMON_TYPE_LINK, condition, target, operation)
end

-- == Pendulum Summon =============================================================================

-- A player flag: this player Pendulum Summoned this turn (once per turn).
local PENDULUM_SUMMONED = 1163

-- The left Scale's Scale, the right Scale's, lowest first, and the right Scale (nil: c is not
-- the left Scale of a pair).
local function pendulum_scales(c, tp)
  local right = Duel.GetFieldCard(tp, LOCATION_PZONE, 1)
  if right == nil or right == c then return nil end
  local low, high = c:GetLeftScale(), right:GetRightScale()
  if low > high then low, high = high, low end
  return low, high, right
end

-- Where monsters may come from now: the hand with a Main Monster Zone free, the Extra Deck (face-up
-- Pendulum Monsters) with a zone an Extra Deck monster may use.
local function pendulum_rooms(tp)
  local hand_room = Duel.GetLocationCount(tp, LOCATION_MZONE)
  local extra_room = Duel.GetLocationCountFromEx(tp, tp, nil, TYPE_PENDULUM)
  local room = Duel.GetUsableMZoneCount(tp)
  if Duel.IsPlayerAffectedByEffect(tp, 59822133) then     -- only 1 monster at a time
    hand_room, extra_room, room = math.min(hand_room, 1), math.min(extra_room, 1), 1
  end
  local from = 0
  if hand_room > 0 then from = from | LOCATION_HAND end
  if extra_room > 0 then from = from | LOCATION_EXTRA end
  return from, hand_room, extra_room, room
end

-- A monster with a revive limit that may still be Pendulum Summoned from where it is (see
-- aux.EnableReviveLimitPendulumSummonable).
function Auxiliary.PendulumSummonableBool(c)
  return c.psummonable_location ~= nil and c:GetLocation() & c.psummonable_location > 0
end

local function pendulum_summonable(card, e, tp, low, high)
  local level = card.pendulum_level or card:GetLevel()
  local unlimited = Auxiliary.PendulumSummonableBool(card)
  return (card:IsLocation(LOCATION_HAND) or (card:IsFaceup() and card:IsType(TYPE_PENDULUM)))
    and level > low and level < high
    and card:IsCanBeSpecialSummoned(e, SUMMON_TYPE_PENDULUM, tp, unlimited, unlimited)
    and not card:IsForbidden()
end

local function pendulum_candidates(e, tp, low, high, from, og)
  local g = og and og:Filter(Card.IsLocation, nil, from) or Duel.GetFieldGroup(tp, from, 0)
  return g:Filter(pendulum_summonable, nil, e, tp, low, high)
end

local function pendulum_condition(e, c, og)
  if c == nil then return true end
  local tp = c:GetControler()
  if Duel.GetFlagEffect(tp, PENDULUM_SUMMONED) > 0 then return false end
  local low, high = pendulum_scales(c, tp)
  if not low then return false end
  local from = pendulum_rooms(tp)
  if from == 0 then return false end
  return #pendulum_candidates(e, tp, low, high, from, og) > 0
end

-- Fills sg with the monsters the player selects; the engine then summons them all at once.
local function pendulum_operation(e, tp, eg, ep, ev, re, r, rp, c, sg, og)
  local low, high, right = pendulum_scales(c, tp)
  if not low then return end
  local from, hand_room, extra_room, room = pendulum_rooms(tp)
  local candidates = pendulum_candidates(e, tp, low, high, from, og)
  local function fits(g)
    local from_extra = g:FilterCount(Card.IsLocation, nil, LOCATION_EXTRA)
    return #g <= room and from_extra <= extra_room and #g - from_extra <= hand_room
  end
  Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
  local g = select_group(tp, candidates, 1, math.min(#candidates, room), fits, true)
  if not g then return end
  Duel.RegisterFlagEffect(tp, PENDULUM_SUMMONED, RESET_PHASE + PHASE_END, 0, 1)
  sg:Merge(g)
  Duel.HintSelection(Group.FromCards(c))
  Duel.HintSelection(Group.FromCards(right))
end

-- A Pendulum Monster: its Pendulum Summon (from the left Pendulum Zone) and, unless reg is false
-- (the script registers its own), the activation that places it in a Pendulum Zone from the hand.
function Auxiliary.EnablePendulumAttribute(c, reg)
  local summon = Effect.CreateEffect(c)
  summon:SetDescription(1163)
  summon:SetType(EFFECT_TYPE_FIELD)
  summon:SetCode(EFFECT_SPSUMMON_PROC_G)
  summon:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  summon:SetRange(LOCATION_PZONE)
  summon:SetCondition(pendulum_condition)
  summon:SetOperation(pendulum_operation)
  summon:SetValue(SUMMON_TYPE_PENDULUM)
  c:RegisterEffect(summon)
  if reg == nil or reg then
    local activate = Effect.CreateEffect(c)
    activate:SetDescription(1160)
    activate:SetType(EFFECT_TYPE_ACTIVATE)
    activate:SetCode(EVENT_FREE_CHAIN)
    activate:SetRange(LOCATION_HAND)
    c:RegisterEffect(activate)
  end
end

-- A monster that must be properly summoned first but may be Pendulum Summoned from `loc` (default:
-- anywhere); a Pendulum Summon completes its procedure.
function Auxiliary.EnableReviveLimitPendulumSummonable(c, loc)
  if c:IsStatus(STATUS_COPYING_EFFECT) then return end
  c:EnableReviveLimit()
  getmetatable(c).psummonable_location = loc or 0xff
  local complete = Effect.CreateEffect(c)
  complete:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
  complete:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  complete:SetCode(EVENT_SPSUMMON_SUCCESS)
  complete:SetOperation(function(e)
    local card = e:GetHandler()
    if card:IsSummonType(SUMMON_TYPE_PENDULUM) then card:CompleteProcedure() end
  end)
  c:RegisterEffect(complete)
end

-- == Fusion Materials ============================================================================

-- What one listed material accepts: a card code (a card with that name, or a substitute when
-- substitutes are allowed), a function f(card, fc, sub, mg, sg), or a table of either.
local function fusion_test(spec)
  if type(spec) == "number" then
    return function(card, fc, sub) return card:IsFusionCode(spec) or (sub and card:CheckFusionSubstitute(fc)) end
  elseif type(spec) == "function" then
    return spec
  end
  local tests = {}
  for i, each in ipairs(spec) do tests[i] = fusion_test(each) end
  return function(card, fc, sub, mg, sg)
    for _, test in ipairs(tests) do
      if test(card, fc, sub, mg, sg) then return true end
    end
    return false
  end
end

local function listed_codes(spec, codes)
  if type(spec) == "number" then
    codes[spec] = true
  elseif type(spec) == "table" then
    for _, each in ipairs(spec) do listed_codes(each, codes) end
  end
end

-- Whether the cards (an array) can fill the fixed tests from `index` on, one card each, every
-- other card passing the `repeated` test; `sub`: one of them may still be a substitute.
local function fusion_assign(cards, tests, repeated, index, taken, sub, fc, mg, sg)
  if index > #tests then
    for i, card in ipairs(cards) do
      if not taken[i] then
        if not repeated then return false end
        if not repeated(card, fc, false, mg, sg) then
          if not (sub and repeated(card, fc, true, mg, sg)) then return false end
          sub = false
        end
      end
    end
    return true
  end
  local test = tests[index]
  for i, card in ipairs(cards) do
    if not taken[i] then
      taken[i] = true
      local found = (test(card, fc, false, mg, sg) and fusion_assign(cards, tests, repeated, index + 1, taken, sub, fc, mg, sg))
        or (sub and test(card, fc, true, mg, sg) and fusion_assign(cards, tests, repeated, index + 1, taken, false, fc, mg, sg))
      taken[i] = false
      if found then return true end
    end
  end
  return false
end

-- The EFFECT_FUSION_MATERIAL of every Fusion helper: the `fixed` materials (an array of specs, see
-- fusion_test) one each, plus rep_min-rep_max materials that `rep_spec` accepts (none: nil).
-- sub: a Fusion Substitute may replace a named material; insf: Instant Fusion (no materials).
-- chkfnf: the player whose field must have a zone for it (PLAYER_NONE: none), plus 0x100 (not a
-- Fusion Summon, substitutes allowed) or 0x200 (not a Fusion Summon: no substitute).
local function fusion_procedure(fcard, sub, insf, rep_spec, rep_min, rep_max, fixed)
  if fcard:IsStatus(STATUS_COPYING_EFFECT) then return end
  local tests, codes = {}, {}
  for i, spec in ipairs(fixed) do
    tests[i] = fusion_test(spec)
    listed_codes(spec, codes)
  end
  local repeated = nil
  if rep_spec ~= nil then
    repeated = fusion_test(rep_spec)
    listed_codes(rep_spec, codes)
  else
    rep_min, rep_max = 0, 0
  end
  local fewest, most = #tests + rep_min, #tests + rep_max
  local mt = getmetatable(fcard)
  if mt.material == nil then mt.material = codes end
  if mt.material_count == nil then mt.material_count = {fewest, most} end
  if Auxiliary.AddCodeList then
    for code in pairs(codes) do Auxiliary.AddCodeList(fcard, code) end
  end

  local function options(chkfnf)
    chkfnf = chkfnf or PLAYER_NONE
    local hexsealed, contact = chkfnf & 0x100 ~= 0, chkfnf & 0x200 ~= 0
    return (sub or hexsealed) and not contact, contact
  end

  local function usable(card, fc, may_sub, contact)
    if not card:IsCanBeFusionMaterial(fc, contact and SUMMON_TYPE_SPECIAL or SUMMON_TYPE_FUSION) then return false end
    if repeated and repeated(card, fc, may_sub) then return true end
    for _, test in ipairs(tests) do
      if test(card, fc, may_sub) then return true end
    end
    return false
  end

  local function goal_for(tp, fc, may_sub, chkfnf, mg)
    local chkf = (chkfnf or PLAYER_NONE) & 0xff
    return function(g)
      return #g >= fewest and #g <= most and fusion_assign(cards_of(g), tests, repeated, 1, {}, may_sub, fc, mg, g)
        and (chkf == PLAYER_NONE or Duel.GetLocationCountFromEx(tp, tp, g, fc) > 0)
        and Auxiliary.MustMaterialCheck(g, tp, EFFECT_MUST_BE_FMATERIAL)
    end
  end

  local function preset_of(gc)
    if not gc then return nil end
    return Group.FromCards(gc)
  end

  local materials = Effect.CreateEffect(fcard)
  materials:SetType(EFFECT_TYPE_SINGLE)
  materials:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  materials:SetCode(EFFECT_FUSION_MATERIAL)
  materials:SetCondition(function(e, g, gc, chkfnf)
    if g == nil then return insf and Auxiliary.MustMaterialCheck(nil, e:GetHandlerPlayer(), EFFECT_MUST_BE_FMATERIAL) end
    local fc = e:GetHandler()
    local tp = fc:GetControler()
    local may_sub, contact = options(chkfnf)
    local mg = g:Filter(usable, fc, fc, may_sub, contact)
    if gc and not mg:IsContains(gc) then return false end
    return group_exists(mg, fewest, most, goal_for(tp, fc, may_sub, chkfnf, mg), preset_of(gc))
  end)
  materials:SetOperation(function(e, tp, eg, ep, ev, re, r, rp, gc, chkfnf)
    local fc = e:GetHandler()
    local may_sub, contact = options(chkfnf)
    local mg = eg:Filter(usable, fc, fc, may_sub, contact)
    Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_FMATERIAL)
    local cancelable = contact and Duel.GetCurrentChain() == 0
    local g = select_group(tp, mg, fewest, most, goal_for(tp, fc, may_sub, chkfnf, mg), cancelable, preset_of(gc))
    Duel.SetFusionMaterial(g or Group.CreateGroup())
  end)
  fcard:RegisterEffect(materials)
  return materials
end

-- "material 1 + material 2 + ..." (each a code, a function f(card, fc, sub, mg, sg) or a table).
function Auxiliary.AddFusionProcMix(fcard, sub, insf, ...)
  return fusion_procedure(fcard, sub, insf, nil, 0, 0, {...})
end

-- "fun1 x minc-maxc + material + ...".
function Auxiliary.AddFusionProcMixRep(fcard, sub, insf, fun1, minc, maxc, ...)
  return fusion_procedure(fcard, sub, insf, fun1, minc, maxc, {...})
end

local function copies(f, n)
  local list = {}
  for i = 1, n do list[i] = f end
  return table.unpack(list)
end

function Auxiliary.AddFusionProcCode2(c, code1, code2, sub, insf)
  return Auxiliary.AddFusionProcMix(c, sub, insf, code1, code2)
end

function Auxiliary.AddFusionProcCode3(c, code1, code2, code3, sub, insf)
  return Auxiliary.AddFusionProcMix(c, sub, insf, code1, code2, code3)
end

function Auxiliary.AddFusionProcCode4(c, code1, code2, code3, code4, sub, insf)
  return Auxiliary.AddFusionProcMix(c, sub, insf, code1, code2, code3, code4)
end

-- "cc monsters with that name" / "minc-maxc monsters with that name".
function Auxiliary.AddFusionProcCodeRep(c, code1, cc, sub, insf)
  return Auxiliary.AddFusionProcMix(c, sub, insf, copies(code1, cc))
end

function Auxiliary.AddFusionProcCodeRep2(c, code1, minc, maxc, sub, insf)
  return Auxiliary.AddFusionProcMixRep(c, sub, insf, code1, minc, maxc)
end

-- "f1 + f2" (filters of a card), "cc (minc-maxc) monsters that f accepts".
function Auxiliary.AddFusionProcFun2(c, f1, f2, insf)
  return Auxiliary.AddFusionProcMix(c, false, insf, f1, f2)
end

function Auxiliary.AddFusionProcFunRep(c, f, cc, insf)
  return Auxiliary.AddFusionProcMix(c, false, insf, copies(f, cc))
end

function Auxiliary.AddFusionProcFunRep2(c, f, minc, maxc, insf)
  return Auxiliary.AddFusionProcMixRep(c, false, insf, f, minc, maxc)
end

-- "f1 + cc (minc-maxc) monsters that f2 accepts".
function Auxiliary.AddFusionProcFunFun(c, f1, f2, cc, insf)
  return Auxiliary.AddFusionProcMix(c, false, insf, f1, copies(f2, cc))
end

function Auxiliary.AddFusionProcFunFunRep(c, f1, f2, minc, maxc, insf)
  return Auxiliary.AddFusionProcMixRep(c, false, insf, f2, minc, maxc, f1)
end

-- "code1 (+ code2) + cc (minc-maxc) monsters that f accepts".
function Auxiliary.AddFusionProcCodeFun(c, code1, f, cc, sub, insf)
  return Auxiliary.AddFusionProcMix(c, sub, insf, code1, copies(f, cc))
end

function Auxiliary.AddFusionProcCodeFunRep(c, code1, f, minc, maxc, sub, insf)
  return Auxiliary.AddFusionProcMixRep(c, sub, insf, f, minc, maxc, code1)
end

function Auxiliary.AddFusionProcCode2FunRep(c, code1, code2, f, minc, maxc, sub, insf)
  return Auxiliary.AddFusionProcMixRep(c, sub, insf, f, minc, maxc, code1, code2)
end

-- A "Contact Fusion": Special Summon this Fusion Monster from the Extra Deck (not a Fusion Summon)
-- using its materials from these locations (filter(card, fc): which may be used), which
-- mat_operation(g, ...) then moves (aux.ContactFusionSendToDeck(c): shuffled into the Deck).
function Auxiliary.AddContactFusionProcedure(c, filter, self_location, opponent_location, mat_operation, ...)
  self_location, opponent_location = self_location or 0, opponent_location or 0
  local extra = table.pack(...)
  local function usable(card, fc)
    return card:IsCanBeFusionMaterial(fc, SUMMON_TYPE_SPECIAL) and (not filter or filter(card, fc))
  end
  local function materials_of(fc, tp)
    return Duel.GetMatchingGroup(usable, tp, self_location, opponent_location, fc, fc)
  end
  local proc = Effect.CreateEffect(c)
  proc:SetType(EFFECT_TYPE_FIELD)
  proc:SetCode(EFFECT_SPSUMMON_PROC)
  proc:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
  proc:SetRange(LOCATION_EXTRA)
  proc:SetCondition(function(e, fc)
    if fc == nil then return true end
    if faceup_pendulum(fc) then return false end
    local tp = fc:GetControler()
    return fc:CheckFusionMaterial(materials_of(fc, tp), nil, tp | 0x200)
  end)
  proc:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk, fc)
    local g = Duel.SelectFusionMaterial(tp, fc, materials_of(fc, tp), nil, tp | 0x200)
    if #g == 0 then return false end
    return keep_materials(e, g)
  end)
  proc:SetOperation(function(e, tp, eg, ep, ev, re, r, rp, fc)
    local g = e:GetLabelObject()
    fc:SetMaterial(g)
    mat_operation(g, table.unpack(extra, 1, extra.n))
    g:DeleteGroup()
  end)
  c:RegisterEffect(proc)
  return proc
end

-- The usual Contact Fusion cost: the materials are shuffled into the Deck (face-down ones shown
-- to the opponent first, those in the GY or banished pointed out).
function Auxiliary.ContactFusionSendToDeck(c)
  return function(g)
    local hidden = g:Filter(Card.IsFacedown, nil)
    if #hidden > 0 then Duel.ConfirmCards(1 - c:GetControler(), hidden) end
    local shown = g:Filter(Card.IsLocation, nil, LOCATION_GRAVE + LOCATION_REMOVED)
    if #shown > 0 then Duel.HintSelection(shown) end
    Duel.SendtoDeck(g, nil, SEQ_DECKSHUFFLE, REASON_COST)
  end
end
Auxiliary.tdcfop = Auxiliary.ContactFusionSendToDeck

-- == Gemini monsters =============================================================================

-- A Gemini monster is a Normal Monster on the field and in the GY until it is Normal Summoned a
-- second time (Card.EnableDualState); then it gains its effects.
function Auxiliary.IsDualState(effect)
  local c = effect:GetHandler()
  return not c:IsDisabled() and c:IsDualState()
end

function Auxiliary.IsNotDualState(effect)
  local c = effect:GetHandler()
  return c:IsDisabled() or not c:IsDualState()
end

function Auxiliary.DualNormalCondition(effect)
  local c = effect:GetHandler()
  return c:IsFaceup() and not c:IsDualState()
end

function Auxiliary.EnableDualAttribute(c)
  local second_summon = Effect.CreateEffect(c)
  second_summon:SetType(EFFECT_TYPE_SINGLE)
  second_summon:SetCode(EFFECT_DUAL_SUMMONABLE)
  c:RegisterEffect(second_summon)
  for _, change in ipairs({{EFFECT_ADD_TYPE, TYPE_NORMAL}, {EFFECT_REMOVE_TYPE, TYPE_EFFECT}}) do
    local normal = Effect.CreateEffect(c)
    normal:SetType(EFFECT_TYPE_SINGLE)
    normal:SetCode(change[1])
    normal:SetProperty(EFFECT_FLAG_SINGLE_RANGE + EFFECT_FLAG_IGNORE_IMMUNE)
    normal:SetRange(LOCATION_MZONE + LOCATION_GRAVE)
    normal:SetCondition(Auxiliary.DualNormalCondition)
    normal:SetValue(change[2])
    c:RegisterEffect(normal)
  end
end

-- == Ritual Summon ===============================================================================

-- The lowest of a material's Ritual Levels (a card may count as two Levels).
local function lowest_ritual_level(card, rc)
  local raw = card:GetRitualLevel(rc)
  local first, second = raw & 0xffff, raw >> 16
  if second > 0 and second < first then return second end
  return first
end

local function ritual_goal(tp, rc, level, greater_or_equal)
  return function(g)
    if rc:IsLocation(LOCATION_EXTRA) then
      if Duel.GetLocationCountFromEx(tp, tp, g, rc) <= 0 then return false end
    elseif Duel.GetMZoneCount(tp, g, tp) <= 0 then
      return false
    end
    local levels_fit
    if greater_or_equal == "Greater" then
      Duel.SetSelectedCard(g)
      levels_fit = g:CheckWithSumGreater(Card.GetRitualLevel, level, rc)
    else
      levels_fit = g:CheckWithSumEqual(Card.GetRitualLevel, level, #g, #g, rc)
    end
    return levels_fit and (not rc.mat_group_check or rc.mat_group_check(g, tp))
  end
end

-- No larger group can work: the Levels already exceed what an exact total allows, or (at least)
-- a card is to spare already.
local function ritual_prune(rc, level, greater_or_equal)
  return function(g)
    local total, lowest = 0, nil
    for card in aux.Next(g) do
      local lv = lowest_ritual_level(card, rc)
      total = total + lv
      if lowest == nil or lv < lowest then lowest = lv end
    end
    if greater_or_equal == "Greater" then return lowest ~= nil and total - lowest >= level end
    return total > level
  end
end

local function not_in_necrovalley(card)
  return not (card:IsLocation(LOCATION_GRAVE) and card:IsHasEffect(EFFECT_NECRO_VALLEY))
end

local function grave_extra(card, f)
  return card:GetLevel() > 0 and f(card) and card:IsType(TYPE_MONSTER) and card:IsAbleToRemove()
end

-- The materials rc may use: the Ritual Materials (mg, filtered for it), the GY extras, less rc.
local function ritual_materials_for(rc, tp, mg, extra)
  local g = mg:Filter(Card.IsCanBeRitualMaterial, rc, rc)
  if extra then g:Merge(extra) end
  if rc.mat_filter then
    g = g:Filter(rc.mat_filter, rc, tp)
  else
    g:RemoveCard(rc)
  end
  return g
end

-- The Ritual Spell: Ritual Summon a Ritual Monster (filter(c, e, tp, chk)) from summon_location
-- (default: the hand) by Tributing monsters whose Levels (level_function of the monster) add up
-- to its Level or more ("Greater") or exactly ("Equal"); grave_filter: monsters in the GY that
-- may be banished instead; mat_filter(c, e, tp, chk): which Ritual Materials may be used;
-- pause: return the effect without registering it; extra_operation(e, tp, eg, ep, ev, re, r, rp,
-- tc, mat) and extra_target(e, tp, eg, ep, ev, re, r, rp): run after the summon and at the target.
function Auxiliary.AddRitualProcUltimate(c, filter, level_function, greater_or_equal, summon_location, grave_filter,
                                         mat_filter, pause, extra_operation, extra_target)
  summon_location = summon_location or LOCATION_HAND

  local function materials(e, tp, chk)
    local mg = Duel.GetRitualMaterial(tp)
    if mat_filter then mg = mg:Filter(mat_filter, nil, e, tp, chk) end
    local extra = nil
    if grave_filter then
      extra = Duel.GetMatchingGroup(grave_extra, tp, LOCATION_GRAVE, 0, nil, grave_filter)
    end
    return mg, extra
  end

  local function summonable(card, e, tp, mg, extra, chk)
    if card:GetType() & (TYPE_MONSTER + TYPE_RITUAL) ~= TYPE_MONSTER + TYPE_RITUAL then return false end
    if (filter and not filter(card, e, tp, chk)) or not card:IsCanBeSpecialSummoned(e, SUMMON_TYPE_RITUAL, tp, false, true) then
      return false
    end
    local level = level_function(card)
    return group_exists(ritual_materials_for(card, tp, mg, extra), 1, level,
      ritual_goal(tp, card, level, greater_or_equal), nil, ritual_prune(card, level, greater_or_equal))
  end

  local activate = Effect.CreateEffect(c)
  activate:SetCategory(CATEGORY_SPECIAL_SUMMON)
  activate:SetType(EFFECT_TYPE_ACTIVATE)
  activate:SetCode(EVENT_FREE_CHAIN)
  activate:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
    if chk == 0 then
      local mg, extra = materials(e, tp, true)
      return Duel.IsExistingMatchingCard(summonable, tp, summon_location, 0, 1, nil, e, tp, mg, extra, true)
    end
    Duel.SetOperationInfo(0, CATEGORY_SPECIAL_SUMMON, nil, 1, tp, summon_location)
    if grave_filter then Duel.SetOperationInfo(0, CATEGORY_REMOVE, nil, 0, tp, LOCATION_GRAVE) end
    if extra_target then extra_target(e, tp, eg, ep, ev, re, r, rp) end
  end)
  activate:SetOperation(function(e, tp, eg, ep, ev, re, r, rp)
    local tc, mat
    while true do
      local mg, extra = materials(e, tp)
      Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_SPSUMMON)
      local picked = Duel.SelectMatchingCard(tp, function(card, ...)
        return summonable(card, ...) and not_in_necrovalley(card)
      end, tp, summon_location, 0, 1, 1, nil, e, tp, mg, extra)
      tc = picked:GetFirst()
      if not tc then break end
      local level = level_function(tc)
      Duel.Hint(HINT_SELECTMSG, tp, HINTMSG_RELEASE)
      mat = select_group(tp, ritual_materials_for(tc, tp, mg, extra), 1, level,
        ritual_goal(tp, tc, level, greater_or_equal), true, nil, ritual_prune(tc, level, greater_or_equal))
      if mat then
        tc:SetMaterial(mat)
        Duel.ReleaseRitualMaterial(mat)
        Duel.BreakEffect()
        Duel.SpecialSummon(tc, SUMMON_TYPE_RITUAL, tp, tp, false, true, POS_FACEUP)
        tc:CompleteProcedure()
        break
      end
    end
    if extra_operation then extra_operation(e, tp, eg, ep, ev, re, r, rp, tc, mat) end
  end)
  if not pause then c:RegisterEffect(activate) end
  return activate
end

local function code_filter(c, code1, code2)
  if Auxiliary.AddCodeList then
    if code2 then Auxiliary.AddCodeList(c, code1, code2) else Auxiliary.AddCodeList(c, code1) end
  end
  return function(card) return card:IsCode(code1) or (code2 ~= nil and card:IsCode(code2)) end
end

-- Total Level equal to or more than the Ritual Monster's printed Level.
function Auxiliary.AddRitualProcGreater(c, filter, ...)
  return Auxiliary.AddRitualProcUltimate(c, filter, Card.GetOriginalLevel, "Greater", ...)
end

function Auxiliary.AddRitualProcGreaterCode(c, code1, ...)
  return Auxiliary.AddRitualProcGreater(c, code_filter(c, code1), ...)
end

-- Total Level exactly the Ritual Monster's printed Level.
function Auxiliary.AddRitualProcEqual(c, filter, ...)
  return Auxiliary.AddRitualProcUltimate(c, filter, Card.GetOriginalLevel, "Equal", ...)
end

function Auxiliary.AddRitualProcEqualCode(c, code1, ...)
  return Auxiliary.AddRitualProcEqual(c, code_filter(c, code1), ...)
end

-- The same, against the monster's current Level.
function Auxiliary.AddRitualProcGreater2(c, filter, ...)
  return Auxiliary.AddRitualProcUltimate(c, filter, Card.GetLevel, "Greater", ...)
end

function Auxiliary.AddRitualProcGreater2Code(c, code1, ...)
  return Auxiliary.AddRitualProcGreater2(c, code_filter(c, code1), ...)
end

function Auxiliary.AddRitualProcGreater2Code2(c, code1, code2, ...)
  return Auxiliary.AddRitualProcGreater2(c, code_filter(c, code1, code2), ...)
end

function Auxiliary.AddRitualProcEqual2(c, filter, ...)
  return Auxiliary.AddRitualProcUltimate(c, filter, Card.GetLevel, "Equal", ...)
end

function Auxiliary.AddRitualProcEqual2Code(c, code1, ...)
  return Auxiliary.AddRitualProcEqual2(c, code_filter(c, code1), ...)
end

function Auxiliary.AddRitualProcEqual2Code2(c, code1, code2, ...)
  return Auxiliary.AddRitualProcEqual2(c, code_filter(c, code1, code2), ...)
end
