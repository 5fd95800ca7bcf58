---@meta
-- Generated from the binding registry (harness/lua/bindings) by `python -m harness.stubgen`; do not edit.
-- Debug: 11 functions of the real API, 11 implemented by the harness;
-- the others say "not implemented by the harness" (calling one raises that error).

---Debugging helpers for scripts.
---@class Debug
Debug = {}

---Print a message (kept in the duel's message log and shown in reports).
---@param message any
function Debug.Message(message) end

---Put a new card of owner's into player's location (a free zone; a Monster Zone with an Xyz Monster: as its material) with no event; proc: it counts as properly summoned. nil when the place cannot take it.
---@param code integer
---@param owner integer
---@param player integer
---@param location integer
---@param sequence integer
---@param pos integer
---@param proc? boolean
---@return Card?
function Debug.AddCard(code, owner, player, location, sequence, pos, proc) end

---Set a player's LP, the cards they draw at the start and in each Draw Phase.
---@param player integer
---@param lp integer
---@param start_count integer
---@param draw_count integer
function Debug.SetPlayerInfo(player, lp, start_count, draw_count) end

---Record how the card was summoned (its summon type and the location it was summoned from), as a puzzle does.
---@param c Card
---@param sumtype integer
---@param sumloc? integer
function Debug.PreSummon(c, sumtype, sumloc) end

---Start a card in a Spell & Trap Zone equipped to a face-up monster (no event); false if it cannot be.
---@param equip Card
---@param target Card
---@return boolean
function Debug.PreEquip(equip, target) end

---c starts targeting target continuously (Card.GetFirstCardTarget sees it).
---@param c Card
---@param target Card
function Debug.PreSetTarget(c, target) end

---Put counters on a card with no check (puzzle set-up).
---@param c Card
---@param countertype integer
---@param count? integer
function Debug.PreAddCounter(c, countertype, count) end

---Start a puzzle's field: every card and effect leaves the duel, LP back to 8000, the DUEL_* options added; the current master rule only (another rule raises not implemented).
---@param flag integer
---@param rule? integer
function Debug.ReloadFieldBegin(flag, rule) end

---End a puzzle's field set-up: in the core it sends the field to the clients; nothing to do here.
function Debug.ReloadFieldEnd() end

---Name the AI opponent (MSG_AI_NAME: a message to the client only; nothing in the duel changes, so a no-op here).
---@param name string
function Debug.SetAIName(name) end

---Show a hint to the player (MSG_SHOW_HINT: a message to the client only; kept in the message log like Debug.Message).
---@param message any
function Debug.ShowHint(message) end
