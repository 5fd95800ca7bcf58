---@meta
-- Generated from the binding registry (harness/lua/bindings) by `python -m harness.stubgen`; do not edit.
-- Group: 40 functions of the real API, 29 implemented by the harness;
-- the others say "not implemented by the harness" (calling one raises that error).

---A group of cards. `#g` is its size; `+`, `-`, `|`, `&` and `~` combine groups and cards.
---@class Group
---@operator add(Group|Card): Group
---@operator bor(Group|Card): Group
---@operator sub(Group|Card): Group
---@operator band(Group|Card): Group
---@operator bxor(Group|Card): Group
---@operator len: integer
Group = {}

---A new empty group.
---@return Group
function Group.CreateGroup() end

---Keep the group after the current call (groups here live as long as they are referenced).
function Group:KeepAlive() end

---Release a kept group (groups here live as long as they are referenced).
function Group:DeleteGroup() end

---A copy.
---@return Group
function Group:Clone() end

---A group of these cards.
---@param ... Card
---@return Group
function Group.FromCards(...) end

---Remove every card.
function Group:Clear() end

---Add cards.
---@param c Card|Group
function Group:AddCard(c) end

---Remove cards.
---@param c Card|Group
function Group:RemoveCard(c) end

---The next card of the iteration GetFirst started.
---@return Card?
function Group:GetNext() end

---The first card; starts an iteration for GetNext.
---@return Card?
function Group:GetFirst() end

---How many cards.
---@return integer
function Group:GetCount() end

---#g
---@param g Group
---@return integer
function Group.__len(g) end

---The cards that match f.
---@param f function
---@param ex Card|Group?
---@param ... any
---@return Group
function Group:Filter(f, ex, ...) end

---How many cards match f.
---@param f function
---@param ex Card|Group?
---@param ... any
---@return integer
function Group:FilterCount(f, ex, ...) end

---player selects min-max cards that match f.
---@param player integer
---@param f function
---@param min integer
---@param max integer
---@param ex Card|Group?
---@param ... any
---@return Group
function Group:FilterSelect(player, f, min, max, ex, ...) end

---player selects min-max cards.
---@param player integer
---@param min integer
---@param max integer
---@param ex Card|Group?
---@return Group
function Group:Select(player, min, max, ex) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.SelectUnselect".
---@param ... any
---@return any ...
function Group:SelectUnselect(...) end

---count random cards.
---@param player integer
---@param count integer
---@return Group
function Group:RandomSelect(player, count) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.CancelableSelect".
---@param ... any
---@return any ...
function Group:CancelableSelect(...) end

---Whether count cards match f.
---@param f function
---@param count integer
---@param ex Card|Group?
---@param ... any
---@return boolean
function Group:IsExists(f, count, ex, ...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.CheckWithSumEqual".
---@param ... any
---@return any ...
function Group:CheckWithSumEqual(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.SelectWithSumEqual".
---@param ... any
---@return any ...
function Group:SelectWithSumEqual(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.CheckWithSumGreater".
---@param ... any
---@return any ...
function Group:CheckWithSumGreater(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.SelectWithSumGreater".
---@param ... any
---@return any ...
function Group:SelectWithSumGreater(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.GetMinGroup".
---@param ... any
---@return any ...
function Group:GetMinGroup(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.GetMaxGroup".
---@param ... any
---@return any ...
function Group:GetMaxGroup(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.GetSum".
---@param ... any
---@return any ...
function Group:GetSum(...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.GetClassCount".
---@param ... any
---@return any ...
function Group:GetClassCount(...) end

---Remove the cards that match f.
---@param f function
---@param ex Card|Group?
---@param ... any
function Group:Remove(f, ex, ...) end

---Add the other cards to g.
---@param other Card|Group
function Group:Merge(other) end

---Remove the other cards from g.
---@param other Card|Group
function Group:Sub(other) end

---Whether both groups hold the same cards.
---@param other Group
---@return boolean
function Group:Equal(other) end

---Whether c is in the group.
---@param c Card
---@return boolean
function Group:IsContains(c) end

---The first card that matches f.
---@param f function
---@param ... any
---@return Card?
function Group:SearchCard(f, ...) end

---not implemented by the harness: calling it raises "not implemented by the harness: Group.GetBinClassCount".
---@param ... any
---@return any ...
function Group:GetBinClassCount(...) end

---a + b: union.
---@param a Group|Card
---@param b Group|Card
---@return Group
function Group.__add(a, b) end

---a | b: union.
---@param a Group|Card
---@param b Group|Card
---@return Group
function Group.__bor(a, b) end

---a - b: difference.
---@param a Group|Card
---@param b Group|Card
---@return Group
function Group.__sub(a, b) end

---a & b: intersection.
---@param a Group|Card
---@param b Group|Card
---@return Group
function Group.__band(a, b) end

---a ~ b: symmetric difference.
---@param a Group|Card
---@param b Group|Card
---@return Group
function Group.__bxor(a, b) end
