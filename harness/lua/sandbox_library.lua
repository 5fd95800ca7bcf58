-- The sandbox's wrappers of the C functions whose work the count hook cannot see (see `charge`
-- in sandbox.lua). A chunk of its own, named "=[sandbox library]": the hook exempts only
-- "=[harness]", and these functions loop over script data (pattern text, tables with a __len),
-- so the hook must see them like script code. Compiled once per process (runtime.py); each
-- duel's sandbox loads the bytecode and calls it with its dependencies.
local deps = ...
local charge, too_much, script_location = deps.charge, deps.too_much, deps.script_location
local instruction_budget, max_memory = deps.instruction_budget, deps.max_memory
local raw_getmetatable, rawget, rawlen, tonumber, tostring, type, select, error =
  deps.raw_getmetatable, rawget, rawlen, tonumber, tostring, type, select, error
local byte, find, format, math_type, log = string.byte, string.find, string.format, math.type, math.log

-- Plain uses (short strings, small tables) take the fast path and behave exactly like the originals.
local C = {rep = string.rep, find = string.find, match = string.match, gmatch = string.gmatch,
           gsub = string.gsub, move = table.move, concat = table.concat, insert = table.insert,
           remove = table.remove, sort = table.sort, utf8_len = utf8.len, utf8_offset = utf8.offset}

local function text_length(v)
  local t = type(v)
  if t == "string" then return #v end
  if t == "number" then return 32 end
  return nil
end

-- Pattern analysis, cached: the number of items that may backtrack over the subject (single
-- character classes with * + - ?, %b, back references), whether the pattern is anchored,
-- whether it has special characters at all, and the length of its longest set ([...] or
-- %f[...]): matching one character against a set reads the whole set.
local pattern_cache, cached = {}, 0
local function skip_set(p, i, n)       -- p[i] == '['; the index after the closing ']'
  local j = i + 1
  if byte(p, j) == 94 then j = j + 1 end
  repeat
    local ch = byte(p, j)
    if ch == nil then return n + 1 end
    j = j + 1
    if ch == 37 then j = j + 1 end
  until byte(p, j) == 93
  return j + 1
end
local function analyse(p)
  local n, k, i, longest_set = #p, 0, 1, 0
  local anchored = byte(p, 1) == 94
  if anchored then i = 2 end
  local special = find(p, "[%^%$%*%+%?%.%(%)%[%]%%%-]") ~= nil
  while i <= n do
    local c = byte(p, i)
    local single = true
    if c == 37 then                      -- %
      local d = byte(p, i + 1)
      if d == 98 then k, i, single = k + 1, i + 4, false                       -- %bxy
      elseif d == 102 then                                                       -- %f[set]
        local after = skip_set(p, i + 2, n)
        if after - i > longest_set then longest_set = after - i end
        i, single = after, false
      elseif d and d >= 48 and d <= 57 then k, i, single = k + 1, i + 2, false  -- %1
      else i = i + 2 end
    elseif c == 91 then
      local after = skip_set(p, i, n)
      if after - i > longest_set then longest_set = after - i end
      i = after
    elseif c == 40 or c == 41 then i, single = i + 1, false
    else i = i + 1 end
    if single then
      local q = byte(p, i)
      if q == 42 or q == 43 or q == 45 or q == 63 then k, i = k + 1, i + 1 end
    end
  end
  -- one step is about one VM instruction; a set of L characters costs about L/4 of them
  local a = {k, anchored, special, longest_set > 8 and longest_set / 4 or 1}
  if cached >= 512 then pattern_cache, cached = {}, 0 end
  pattern_cache[p], cached = a, cached + 1
  return a
end

-- The worst-case steps of matching p in s: every start position, times the ways the k
-- backtracking items can split the rest of the subject (C(m + k, k)), or times #p.
local function match_work(name, s, p, plain, anchor_counts)
  local m, lp = text_length(s), text_length(p)
  if not m or not lp then return 0 end
  if type(p) ~= "string" then p = tostring(p) end
  local a = pattern_cache[p] or analyse(p)
  local k = a[1]
  if plain or not a[3] then
    return (m + 1) * (lp > 0 and lp or 1)
  end
  if k == 0 then return ((anchor_counts and a[2]) and 1 or (m + 1)) * (lp > 0 and lp or 1) end
  -- anchored: C(m + k, k); unanchored, summed over the start positions: C(m + k + 1, k + 1);
  -- each step times the cost of testing a character against the longest set
  if not (anchor_counts and a[2]) then m, k = m + 1, k + 1 end
  local work = a[4]
  for j = 1, k do
    work = work * (m + j) / j
    if work > instruction_budget then
      too_much(name, format("pattern too complex for a subject of %d characters (%d repeated or "
        .. "backtracking items%s)", text_length(s), a[1],
        a[4] > 1 and format(", a character set of %.0f characters", a[4] * 4) or ""), work)
    end
  end
  return work
end

local SMALL = 64   -- below this many steps a call is not worth accounting for

local function bounded(name, work)
  if work > SMALL then
    if work > instruction_budget then
      too_much(name, "too much work for one call", work)
    end
    charge(work)
  end
end

local function check_match(name, s, p, plain, anchor_counts)
  local work = match_work(name, s, p, plain, anchor_counts)
  if work > SMALL then
    if work > instruction_budget then
      local m = text_length(s)
      too_much(name, plain and format("a plain search for %d characters in %d is too much work", text_length(p), m)
        or format("pattern too complex for a subject of %d characters", m), work)
    end
    charge(work)
  end
end

local function w_find(s, p, init, plain)
  check_match("string.find", s, p, plain, true)
  return C.find(s, p, init, plain)
end
local function w_match(s, p, init)
  check_match("string.match", s, p, false, true)
  return C.match(s, p, init)
end
local function w_gmatch(s, p, init)
  check_match("string.gmatch", s, p, false, false)
  return C.gmatch(s, p, init)
end
local function w_gsub(s, p, repl, n)
  check_match("string.gsub", s, p, false, true)
  return C.gsub(s, p, repl, n)
end

local function w_rep(s, n, sep)
  local count, ls = tonumber(n), text_length(s)
  if count and ls and count > 1 then
    local lsep = sep == nil and 0 or text_length(sep) or 0
    local bytes = ls * count + lsep * (count - 1)
    if bytes > max_memory then
      error(format("string.rep: the result would take %.0f bytes, more than the Lua memory limit (%d bytes)",
        bytes, max_memory), 2)
    end
    local work = count + bytes / 16
    if work > instruction_budget then
      too_much("string.rep", format("%.0f repetitions is too many", count), work)
    end
    if work > SMALL then charge(work) end
  end
  return C.rep(s, n, sep)
end

-- j - i + 1 as a float: integers would wrap (table.concat(t, "", math.mininteger, 0) is 2^63)
local function range(i, j)
  i, j = tonumber(i), tonumber(j)
  if i and j and j >= i then return (j + 0.0) - i + 1 end
  return 0
end

local function w_concat(t, sep, i, j)
  if j ~= nil then bounded("table.concat", range(i or 1, j)) end
  return C.concat(t, sep, i, j)
end

local function w_move(a1, f, e, t, a2)
  bounded("table.move", range(f, e))
  return C.move(a1, f, e, t, a2)
end

-- A value whose length is a metamethod (which may answer differently each time): the table
-- functions that depend on the length are done in Lua for it, where the hook sees the work.
local function lua_length(t)
  local mt = raw_getmetatable(t)
  return mt ~= nil and rawget(mt, "__len") ~= nil
end
local function size(t) return type(t) == "table" and rawlen(t) or 0 end

local function position(v, name, arg)
  local n = tonumber(v)
  if n == nil or math_type(n) == nil then
    error(format("bad argument #%d to '%s' (number expected, got %s)", arg, name, type(v)), 3)
  end
  if math_type(n) == "float" then
    if n ~= n // 1 then error(format("bad argument #%d to '%s' (number has no integer representation)", arg, name), 3) end
    n = n // 1 | 0
  end
  return n
end

local function w_insert(t, ...)
  local nargs = select("#", ...)
  if not lua_length(t) then
    if nargs == 2 then bounded("table.insert", size(t)) end
    return C.insert(t, ...)
  end
  local e = #t + 1
  if nargs == 1 then
    t[e] = ...
    return
  elseif nargs ~= 2 then
    error("wrong number of arguments to 'insert'", 2)
  end
  local pos, value = ...
  pos = position(pos, "insert", 2)
  if pos < 1 or pos > e then error("bad argument #2 to 'insert' (position out of bounds)", 2) end
  for i = e, pos + 1, -1 do t[i] = t[i - 1] end
  t[pos] = value
end

local function w_remove(t, ...)
  if not lua_length(t) then
    if select("#", ...) > 0 then bounded("table.remove", size(t)) end
    return C.remove(t, ...)
  end
  local size = #t
  local pos = size
  if select("#", ...) > 0 and (...) ~= nil then pos = position((...), "remove", 2) end
  if pos ~= size and (pos < 1 or pos > size + 1) then
    error("bad argument #2 to 'remove' (position out of bounds)", 2)
  end
  local value = t[pos]
  while pos < size do
    t[pos] = t[pos + 1]
    pos = pos + 1
  end
  t[pos] = nil
  return value
end

local function w_sort(t, comp)
  if not lua_length(t) then
    local n = size(t)
    if n > 1 then bounded("table.sort", n * (1 + log(n, 2))) end
    return C.sort(t, comp)
  end
  local n = #t
  local copy = {}
  for i = 1, n do copy[i] = t[i] end
  bounded("table.sort", n * (1 + log(n + 1, 2)))
  C.sort(copy, comp)
  for i = 1, n do t[i] = copy[i] end
end

-- utf8.len and utf8.offset read the string byte by byte in C: about 4 bytes a step.
local function utf8_span(s, i, j)
  local m = text_length(s)
  if not m then return 0 end
  i, j = tonumber(i) or 1, tonumber(j) or -1
  if i < 0 then i = m + i + 1 end
  if j < 0 then j = m + j + 1 end
  return range(i, j) / 4
end

local function w_utf8_len(s, i, j, lax)
  bounded("utf8.len", utf8_span(s, i, j))
  return C.utf8_len(s, i, j, lax)
end

local function w_utf8_offset(s, n, i)
  local m = text_length(s)
  if m and m > 4 * SMALL then bounded("utf8.offset", m / 4) end
  return C.utf8_offset(s, n, i)
end

return {rep = w_rep, find = w_find, match = w_match, gmatch = w_gmatch, gsub = w_gsub,
        concat = w_concat, move = w_move, insert = w_insert, remove = w_remove, sort = w_sort,
        utf8_len = w_utf8_len, utf8_offset = w_utf8_offset}
