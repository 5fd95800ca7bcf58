---@meta
-- Generated from the binding registry (harness/lua/bindings) by `python -m harness.stubgen`; do not edit.
-- Debug: 11 functions of the real API, 1 implemented by the harness;
-- the others say "not implemented by the harness" (calling one raises that error).

---Debugging helpers for scripts.
---@class Debug
Debug = {}

---Print a message (kept in the duel's message log and shown in reports).
---@param message any
function Debug.Message(message) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.AddCard".
---@param ... any
---@return any ...
function Debug.AddCard(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.SetPlayerInfo".
---@param ... any
---@return any ...
function Debug.SetPlayerInfo(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.PreSummon".
---@param ... any
---@return any ...
function Debug.PreSummon(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.PreEquip".
---@param ... any
---@return any ...
function Debug.PreEquip(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.PreSetTarget".
---@param ... any
---@return any ...
function Debug.PreSetTarget(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.PreAddCounter".
---@param ... any
---@return any ...
function Debug.PreAddCounter(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.ReloadFieldBegin".
---@param ... any
---@return any ...
function Debug.ReloadFieldBegin(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.ReloadFieldEnd".
---@param ... any
---@return any ...
function Debug.ReloadFieldEnd(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.SetAIName".
---@param ... any
---@return any ...
function Debug.SetAIName(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Debug.ShowHint".
---@param ... any
---@return any ...
function Debug.ShowHint(...) end
