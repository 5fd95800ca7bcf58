---@meta
-- Generated from the binding registry (harness/lua/bindings) by `python -m harness.stubgen`; do not edit.
-- Effect: 55 functions of the real API, 55 implemented by the harness;
-- the others say "not implemented by the harness" (calling one raises that error).

---An effect, created with Effect.CreateEffect(c) and registered with c:RegisterEffect(e).
---@class Effect
Effect = {}

---Create an effect owned by card c (not yet registered).
---@param c Card
---@return Effect
function Effect.CreateEffect(c) end

---An effect owned by no card (for Duel.RegisterEffect).
---@return Effect
function Effect.GlobalEffect() end

---A copy of e, not registered.
---@return Effect
function Effect:Clone() end

---Remove the effect from wherever it is registered.
function Effect:Reset() end

---Its field id (creation order).
---@return integer
function Effect:GetFieldID() end

---Set the effect's description.
---@param value any
function Effect:SetDescription(value) end

---Set the effect's code.
---@param value any
function Effect:SetCode(value) end

---Set the effect's range.
---@param value any
function Effect:SetRange(value) end

---Where a field effect applies.
---@param self_location integer
---@param opponent_location integer
function Effect:SetTargetRange(self_location, opponent_location) end

---Target range from a player's view.
---@param player integer
---@param self_ integer
---@param opponent integer
function Effect:SetAbsoluteRange(player, self_, opponent) end

---Limit how often it can be used.
---@param count? integer
---@param code? integer
---@param flag? integer
function Effect:SetCountLimit(count, code, flag) end

---When the effect resets (RESET_*).
---@param reset integer
---@param count? integer
function Effect:SetReset(reset, count) end

---Set the effect type (EFFECT_TYPE_*).
---@param type integer
function Effect:SetType(type) end

---Set the effect flags (EFFECT_FLAG_*).
---@param property integer
---@param property2? integer
function Effect:SetProperty(property, property2) end

---Store integer labels.
---@param ... integer
function Effect:SetLabel(...) end

---Set the effect's label_object.
---@param value any
function Effect:SetLabelObject(value) end

---Set the effect's category.
---@param value any
function Effect:SetCategory(value) end

---Client hint timings.
---@param timing_self integer
---@param timing_opponent? integer
function Effect:SetHintTiming(timing_self, timing_opponent) end

---Set the effect's condition.
---@param value any
function Effect:SetCondition(value) end

---Set the effect's target.
---@param value any
function Effect:SetTarget(value) end

---Set the effect's cost.
---@param value any
function Effect:SetCost(value) end

---Set the effect's value.
---@param value any
function Effect:SetValue(value) end

---Set the effect's operation.
---@param value any
function Effect:SetOperation(value) end

---Set the owner player.
---@param player integer
function Effect:SetOwnerPlayer(player) end

---Description (aux.Stringid value).
---@return integer
function Effect:GetDescription() end

---The effect code.
---@return integer
function Effect:GetCode() end

---The effect type.
---@return integer
function Effect:GetType() end

---The effect flags.
---@return integer
---@return integer
function Effect:GetProperty() end

---Its integer labels.
---@return integer ...
function Effect:GetLabel() end

---Its label object.
---@return any
function Effect:GetLabelObject() end

---Its categories.
---@return integer
function Effect:GetCategory() end

---Its activation range.
---@return integer
function Effect:GetRange() end

---The card that created it.
---@return Card
function Effect:GetOwner() end

---The card it is registered to.
---@return Card
function Effect:GetHandler() end

---Its condition.
---@return function|integer
function Effect:GetCondition() end

---Its target.
---@return function|integer
function Effect:GetTarget() end

---Its cost.
---@return function|integer
function Effect:GetCost() end

---Its value.
---@return function|integer
function Effect:GetValue() end

---Its operation.
---@return function|integer
function Effect:GetOperation() end

---The type of the card when it was activated.
---@return integer
function Effect:GetActiveType() end

---Whether the activated card was of this type.
---@param type integer
---@return boolean
function Effect:IsActiveType(type) end

---Its owner player.
---@return integer
function Effect:GetOwnerPlayer() end

---The controller of its handler.
---@return integer
function Effect:GetHandlerPlayer() end

---Whether it has these flags.
---@param property integer
---@param property2? integer
---@return boolean
function Effect:IsHasProperty(property, property2) end

---Whether it has any of these categories.
---@param category integer
---@return boolean
function Effect:IsHasCategory(category) end

---Whether its type has any of these bits.
---@param type integer
---@return boolean
function Effect:IsHasType(type) end

---Whether its range has any of these locations.
---@param range integer
---@return boolean
function Effect:IsHasRange(range) end

---Whether player could activate it (effect::is_activateable with no event: its card's place, count limit, condition, cost and target; not the spell speed or the phase). neglect_loc: the hand/Set-turn rules are skipped; neglect_target: the target check is.
---@param player integer
---@param neglect_loc? boolean
---@param neglect_target? boolean
---@return boolean
function Effect:IsActivatable(player, neglect_loc, neglect_target) end

---Whether it was activated (is a chain link's effect).
---@return boolean
function Effect:IsActivated() end

---Whether its cost and target are being run for an activation or its check.
---@return boolean
function Effect:IsCostChecked() end

---Set the cost-checked state.
---@param checked boolean
function Effect:SetCostCheck(checked) end

---Where its card was when the effect was last considered for activation (LOCATION_*).
---@return integer
function Effect:GetActivateLocation() end

---The sequence its card had when the effect was last considered for activation.
---@return integer
function Effect:GetActivateSequence() end

---Whether e's count limit has a use left for player.
---@param player integer
---@return boolean
function Effect:CheckCountLimit(player) end

---Use e's count limit count times for player (with oath_only: only an oath limit).
---@param player integer
---@param count? integer
---@param oath_only? boolean
function Effect:UseCountLimit(player, count, oath_only) end
