---@meta
-- Generated from the binding registry (harness/lua/bindings) by `python -m harness.stubgen`; do not edit.
-- Group: 40 functions of the real API, 40 implemented by the harness;
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

---player picks one card of g (to add) or of selected (to take back); nil: the selection ends (answer: `choose: [ALIAS, ...]`, the whole selection as one list).
---@param selected Group?
---@param player integer
---@param finishable? boolean
---@param cancelable? boolean
---@param min? integer
---@param max? integer
---@return Card?
function Group:SelectUnselect(selected, player, finishable, cancelable, min, max) end

---count cards of the group at random (answer: `random: [ALIAS, ...]`).
---@param player integer
---@param count integer
---@return Group
function Group:RandomSelect(player, count) end

---player selects min-max cards of g and may cancel instead (nil): `choose: []` cancels.
---@param player integer
---@param min integer
---@param max integer
---@param ex? Card|Group
---@return Group?
function Group:CancelableSelect(player, min, max, ex) end

---Whether count cards match f.
---@param f function
---@param count integer
---@param ex Card|Group?
---@param ... any
---@return boolean
function Group:IsExists(f, count, ex, ...) end

---Whether min-max cards (with those of SetSelectedCard) have values f(c, ...) adding up to exactly acc.
---@param f function
---@param acc integer
---@param min integer
---@param max integer
---@param ... any
---@return boolean
function Group:CheckWithSumEqual(f, acc, min, max, ...) end

---player selects min-max cards whose values f(c, ...) add up to exactly acc (answer: `sum: [ALIAS, ...]`).
---@param player integer
---@param f function
---@param acc integer
---@param min integer
---@param max integer
---@param ... any
---@return Group
function Group:SelectWithSumEqual(player, f, acc, min, max, ...) end

---Whether some cards (with those of SetSelectedCard) have values f(c, ...) adding up to at least acc.
---@param f function
---@param acc integer
---@param ... any
---@return boolean
function Group:CheckWithSumGreater(f, acc, ...) end

---player selects cards whose values f(c, ...) add up to at least acc, none to spare (answer: `sum: [ALIAS, ...]`).
---@param player integer
---@param f function
---@param acc integer
---@param ... any
---@return Group
function Group:SelectWithSumGreater(player, f, acc, ...) end

---The cards whose f(c, ...) is smallest, and that value (nothing for an empty group).
---@param f function
---@param ... any
---@return Group?
---@return integer?
function Group:GetMinGroup(f, ...) end

---The cards whose f(c, ...) is largest, and that value (nothing for an empty group).
---@param f function
---@param ... any
---@return Group?
---@return integer?
function Group:GetMaxGroup(f, ...) end

---The sum of f(c, ...) over the group.
---@param f function
---@param ... any
---@return integer
function Group:GetSum(f, ...) end

---How many different values f(c, ...) takes over the group.
---@param f function
---@param ... any
---@return integer
function Group:GetClassCount(f, ...) end

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

---How many different bits the values f(c, ...) have between them.
---@param f function
---@param ... any
---@return integer
function Group:GetBinClassCount(f, ...) end

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
