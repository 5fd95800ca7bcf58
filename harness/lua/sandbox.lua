-- Runs once in a fresh Lua state, before any script, with the full standard library.
-- It keeps the few privileged functions the harness needs in locals (upvalues no script can
-- reach), then closes the sandbox: only base, string, utf8, table and math remain, as in the
-- real engine (interpreter.cpp), and no Lua value leads to a Python object.
--
-- Nothing here may depend on what a script can change: globals, the string metatable (so no
-- `s:method()` calls), or metamethods of script tables (raw accesses only).
local config = ...
local instruction_budget = config.instruction_budget   -- VM instructions per call from the harness
local time_budget = config.time_budget                 -- seconds per call from the harness
local duel_instructions = config.duel_instruction_budget  -- VM instructions of all the calls of a duel
local duel_seconds = config.duel_time_budget              -- seconds of all the calls of a duel (a scenario)
local clock = config.clock                             -- a monotonic clock in seconds (Python's)
local max_memory = config.max_memory                   -- bytes (lupa enforces it; used in messages)
local coverage = config.coverage                       -- count the lines run (a line hook)

local getinfo, traceback, sethook = debug.getinfo, debug.traceback, debug.sethook
local getupvalue, setupvalue, upvalueid = debug.getupvalue, debug.setupvalue, debug.upvalueid
local raw_getmetatable = debug.getmetatable
local collect_garbage = collectgarbage
-- A duel's state is built in one go (this chunk, the API tables, the support files): nothing
-- built is garbage, so the collector waits until the harness has finished (resume_collector).
collect_garbage("stop")
local setmetatable_any = debug.setmetatable
local raw_load, select, type, error, tostring, xpcall, pcall = load, select, type, error, tostring, xpcall, pcall
local rawget, rawset, rawlen, setmetatable, tonumber, next = rawget, rawset, rawlen, setmetatable, tonumber, next
-- Locals, not globals, for everything the harness calls after scripts have run: a script may
-- replace any global (`_G` itself, `rawequal`), never these.
local _G, rawequal = _G, rawequal
local unpack, concat, math_type, huge, log = table.unpack, table.concat, math.type, math.huge, math.log
local math_floor = math.floor
local reseed = math.randomseed           -- the generator's state is the state's only one outside its tables
local sub, find, format, gsub = string.sub, string.find, string.format, string.gsub
local utf8_len = utf8.len

-- The chunk name of this file: the hook never stops code from it. No script may load a chunk
-- under a name containing it (see safe_load), so only the harness's own functions have it.
local HARNESS = "=[harness]"
local function reserved_name(name)   -- also the library's name below: tracebacks leave both out
  return type(name) == "string" and (find(name, "[harness]", 1, true) or find(name, "[sandbox", 1, true)) ~= nil
end

-- userdata handed to scripts -> the engine object it stands for (Python receives the object)
local engine_of = setmetatable({}, {__mode = "k"})

-- Budgets: a count hook every STEP instructions adds to `used` and reads the clock every
-- `interval` instructions. Both restart whenever the harness enters Lua from outside (depth 0),
-- which starts the deadline. Once a budget is exhausted the call is `stopped`: the hook then runs
-- at every instruction and fails whatever script code still runs (message handlers, __close
-- handlers, ...), until the call ends.
--
-- The clock is paced by what the instructions cost: every CLOCK_EVERY * STEP instructions while
-- they are cheap, every STEP once the last interval took longer than CLOCK_PACE seconds (each
-- instruction doing C work the count cannot see: comparing or joining strings of megabytes, a
-- slow binding). So a deadline is missed by at most STEP instructions. (Reading it more often
-- than every STEP instructions, by a smaller hook count, made deep recursions many times slower.)
local STEP = 1000
local CLOCK_EVERY = 4
local CLOCK_PACE = 0.005
local interval = STEP
local last_reading, used_at_reading = 0, 0
local used, depth, deadline = 0, 0, huge   -- (huge: the line hook may run before the first call)
local LIMIT_MESSAGE = "instruction limit exceeded (" .. instruction_budget .. " instructions): an infinite loop?"
local MEMORY_MESSAGE = "not enough memory"
local TIME_MESSAGE = "script exceeded its time budget (" .. format("%g", time_budget) .. " s)"
-- The duel's budget bounds what many calls that each stay within theirs add up to (a scenario of
-- hundreds of steps, a value function called again and again).
local DUEL_LIMIT_MESSAGE = "the duel's scripts used up their budget of " .. format("%d", duel_instructions)
  .. " instructions (all the calls of a scenario's steps and callbacks together)"
local DUEL_TIME_MESSAGE = "the duel's scripts used up their budget of " .. format("%g", duel_seconds)
  .. " s (all the calls of a scenario's steps and callbacks together)"
local duel_used, duel_time = 0, 0        -- what the duel's calls have spent so far
local call_budget = instruction_budget   -- this call's: its own budget, or what the duel has left
local call_started, duel_deadline = 0, false
local stopped = nil      -- why the running call must end (budget, time, memory, C stack)
local fine = false       -- the hook runs at every instruction
local hook
local MASK = coverage and "l" or ""   -- the hook's events besides the count

-- The first frame that runs a script file (chunk names starting with '@'): "c123.lua:45".
local function script_location(level)
  level = level + 1
  while true do
    local info = getinfo(level, "Sl")
    if not info then return nil end
    if sub(info.source, 1, 1) == "@" and info.currentline > 0 then
      return info.short_src .. ":" .. info.currentline
    end
    level = level + 1
  end
end

local LIBRARY = "=[sandbox library]"   -- the wrappers of C functions (below): not exempt

-- message, prefixed with the script line running now
local function at_script(message)
  local where = script_location(2)
  return where and (where .. ": " .. message) or message
end

local checkpoint
local function halt(message)
  stopped = message
  checkpoint = -1
  if not fine then
    fine = true
    sethook(hook, MASK, 1)
  end
end

-- The fast path is one addition and one comparison: `checkpoint` is where the budget ends or the
-- clock is due, and -1 once the call is stopped.
checkpoint = 0
local function slow_hook()
  local info = getinfo(3, "Sl")
  -- never stop the harness's own code, but the next script instruction (fine mode)
  local harness = info and info.source == HARNESS
  if stopped then
    if harness then return end
    error(stopped, 0)
  end
  if used > call_budget then
    if harness then
      if not fine then fine = true sethook(hook, MASK, 1) end
      return
    end
    local message = call_budget < instruction_budget and DUEL_LIMIT_MESSAGE or LIMIT_MESSAGE
    halt(message)     -- the script cannot swallow it (see script_pcall)
    if info and info.source == LIBRARY then error(at_script(message), 0) end
    error(message, 3)
  end
  local now = clock()
  if now > deadline then
    if harness then
      if not fine then fine = true sethook(hook, MASK, 1) end
      checkpoint = -1
      return
    end
    local where = script_location(3) or (info and (info.short_src .. ":" .. info.currentline)) or "?"
    halt((duel_deadline and DUEL_TIME_MESSAGE or TIME_MESSAGE) .. " at " .. where)
    error(stopped, 0)
  end
  local spent, ran = now - last_reading, used - used_at_reading
  last_reading, used_at_reading = now, used
  if spent > CLOCK_PACE and ran > 0 then        -- costly instructions: read the clock sooner
    interval = STEP
  elseif interval < CLOCK_EVERY * STEP then
    interval = interval * 2
  end
  checkpoint = used + interval
  if checkpoint > call_budget then checkpoint = call_budget + 1 end
end

-- Line coverage (`ygo-harness run --coverage`): only then is the hook also a line hook, which
-- counts the lines run per function (the function, not its source: getinfo "f" makes no string;
-- the sources are looked up once, when the counts are read). Off, it costs nothing.
-- With a line mask, Lua 5.4 no longer calls the hook every STEP instructions (the count restarts
-- at each line event): each line event is then charged as one instruction. Every line runs at
-- least one, and a loop, a call or a new line is a line event, so the budget still bounds the
-- run (more loosely: by lines run), and the time budget is unchanged.
local line_hits = {}
-- Only the files the harness's loader ran (`cover`) are counted. A chunk a script loads itself is
-- not: its name is the script's (`load(text, "@/etc/passwd")`), never a file the harness may open.
-- A script chunk named like a loaded file makes that file's counts of this state dropped, not mixed.
local covered, named_by_scripts = {}, {}
if coverage then
  hook = function(event, line)
    if event == "line" then
      local f = getinfo(2, "f").func
      local lines = line_hits[f]
      if not lines then
        lines = {}
        line_hits[f] = lines
      end
      lines[line] = (lines[line] or 0) + 1
      used = used + 1
    else
      used = used + STEP
    end
    if used < checkpoint then return end
    slow_hook()
  end
else
  hook = function()
    used = used + STEP
    if used < checkpoint then return end
    slow_hook()
  end
end
sethook(hook, MASK, STEP)

local function restart()
  used, stopped, checkpoint = 0, nil, STEP
  last_reading, used_at_reading, interval = clock(), 0, STEP
  call_started = last_reading
  call_budget = duel_instructions - duel_used
  if call_budget > instruction_budget then call_budget = instruction_budget end
  duel_deadline = duel_seconds - duel_time < time_budget
  deadline = last_reading + (duel_deadline and duel_seconds - duel_time or time_budget)
  if fine then
    fine = false
    sethook(hook, MASK, STEP)
  end
end

-- Work done inside C functions, which the count hook cannot see, is estimated by their
-- wrappers below and charged to the same budget. A single call estimated above the whole budget
-- is refused with a message naming the function.
local function charge(work)
  used = used + work
  used_at_reading = used_at_reading + work     -- the clock's pace counts instructions only
  if used > call_budget and not stopped then
    local message = call_budget < instruction_budget and DUEL_LIMIT_MESSAGE or LIMIT_MESSAGE
    halt(message)
    error(at_script(message), 0)
  end
end

local function too_much(name, what, work)
  error(at_script(format("%s: %s (about %.3g steps; the harness bounds the work of one call to the "
    .. "instruction budget, %d)", name, what, work, instruction_budget)), 0)
end

-- pcall/xpcall for scripts: a script may catch its own errors, but never the end of its budget,
-- its memory, or the C stack; those go on up to the harness.
local raw_pcall, raw_xpcall = pcall, xpcall
local C_STACK = "C stack overflow"
local function rethrow_fatal(ok, ...)
  if not ok then
    if stopped then error(stopped, 0) end
    local e = ...
    if e == MEMORY_MESSAGE then
      halt(MEMORY_MESSAGE)
      error(MEMORY_MESSAGE, 0)
    end
    if type(e) == "string" and find(e, C_STACK, 1, true) then
      halt(C_STACK .. ": script functions and the harness call each other too deeply "
        .. "(an endless recursion through API callbacks?)")
      error(stopped, 0)
    end
  end
  return ok, ...
end
local function script_pcall(f, ...) return rethrow_fatal(raw_pcall(f, ...)) end
local function script_xpcall(f, handler, ...)
  if handler == nil then return raw_xpcall(f, handler, ...) end   -- the usual argument error
  -- The handler may run inside the hook's error, with hooks off: never once the call is stopped.
  return rethrow_fatal(raw_xpcall(f, function(m)
    if stopped then return m end
    return handler(m)
  end, ...))
end

-- The functions the harness is calling, innermost last: when a tail call hid the failing line,
-- the error names where the called function is defined instead.
local calling = {}

local function defined_at(f)
  local info = f and getinfo(f, "S")
  if info and sub(info.source, 1, 1) == "@" then
    return info.short_src .. ":" .. info.linedefined .. " (in the function defined there)"
  end
end

-- The innermost frame of a card script (c<code>.lua), skipping the aux helpers it called: a
-- trace line then names the card's own line.
local function card_script_location(level)
  while true do
    local info = getinfo(level, "Sl")
    if not info then return nil end
    if find(info.source, "[/\\@]c%d+%.lua$") and info.currentline > 0 then
      return info.short_src .. ":" .. info.currentline
    end
    level = level + 1
  end
end

-- Text that reaches Python must be valid UTF-8 (lupa decodes strictly) and not huge.
local MAX_TEXT = 8192
local function valid_utf8(s)
  if utf8_len(s) then return s end
  local parts, i = {}, 1
  while true do
    local ok, bad = utf8_len(s, i)
    if ok then parts[#parts + 1] = sub(s, i) break end
    parts[#parts + 1] = sub(s, i, bad - 1)
    parts[#parts + 1] = "\u{FFFD}"
    i = bad + 1
  end
  return concat(parts)
end

local function clean_text(s)
  if s == nil then return nil end
  if #s > MAX_TEXT then s = sub(s, 1, MAX_TEXT) .. format("... (%d bytes)", #s) end
  return valid_utf8(s)
end

-- The text of an error value; an error object's __tostring is script code that may fail.
local function error_text(message)
  if type(message) == "string" then return message end
  if type(message) == "number" then return tostring(message) end
  if stopped then return stopped end
  local ok, text = raw_pcall(tostring, message)
  if ok and type(text) == "string" then return text end
  return "(error object is a " .. type(message) .. " value; converting it to text failed)"
end

local LIBRARY_PREFIX = "^%[sandbox library%]:%d+: "
local function on_error(message)
  local text = error_text(message)     -- may run a script's __tostring, which may exhaust the budget
  if stopped and not (type(message) == "string" and find(message, stopped, 1, true)) then
    text = stopped        -- (a message with the stop in it is its first report, with the position)
  end
  local where = script_location(2)
  if find(text, LIBRARY_PREFIX) then    -- an error in a wrapper of a C function: the script's line
    text = (where and (where .. ": ") or "") .. gsub(text, LIBRARY_PREFIX, "", 1)
  end
  return {message = clean_text(text), where = clean_text(where or defined_at(calling[depth])),
          traceback = clean_text(traceback("", 2))}
end

local function leave(...)
  calling[depth] = nil
  depth = depth - 1
  if depth == 0 then      -- a call from the harness ended: the duel's budget pays for it
    duel_used, duel_time = duel_used + used, duel_time + (clock() - call_started)
  end
  return ...
end

-- Every call from the harness into Lua goes through here: budget, protection, tracebacks.
local function invoke(f, ...)
  if depth == 0 then
    restart()
    if call_budget <= 0 or (duel_deadline and deadline <= last_reading) then     -- nothing left to run with
      return false, {message = call_budget <= 0 and DUEL_LIMIT_MESSAGE or DUEL_TIME_MESSAGE,
                     where = clean_text(defined_at(f)), traceback = ""}
    end
  end
  depth = depth + 1
  calling[depth] = f
  return leave(xpcall(f, on_error, ...))
end

-- A Python error becomes a plain string error: the exception object itself must never reach a
-- script (a pcall would hand it over, and with it a path into Python).
local function checked(ok, ...)
  if ok then return ... end
  error(tostring((...)), 0)
end

-- lupa decodes strings strictly as UTF-8 while it converts the arguments, before the Python
-- function runs (a decoding failure inside a binding is reported by the binding itself). So on
-- that error the call is made again, at no risk, with each string made valid UTF-8 (U+FFFD for
-- the bytes that are not), much as the engine passes bytes through; the common path pays nothing.
local CODEC_ERROR = "codec can't decode"
local function retry_or_raise(message, python_function, n, ...)
  message = tostring(message)         -- lupa hands over the Python exception: keep only its text
  if find(message, CODEC_ERROR, 1, true) then
    local args = {...}
    for i = 1, n do
      if type(args[i]) == "string" then args[i] = valid_utf8(args[i]) end
    end
    return checked(pcall(python_function, unpack(args, 1, n)))
  end
  error(message, 0)
end

local function outcome2(f, a, b, ok, ...)
  if ok then return ... end
  return retry_or_raise((...), f, 2, a, b)
end

local function outcome3(f, a, b, c, ok, ...)
  if ok then return ... end
  return retry_or_raise((...), f, 3, a, b, c)
end

local function outcome_n(f, args, n, ok, ...)
  if ok then return ... end
  return retry_or_raise((...), f, n, unpack(args, 1, n))
end

-- A binding: dispatch(index, ...) in Python runs the API function `index`; userdata arguments
-- are turned back into engine objects before Python sees them. A call with more than
-- MAX_ARGUMENTS arguments is refused before any is converted (lupa's conversion of a call's
-- arguments takes time quadratic in their number: 450,000 took minutes).
local MAX_ARGUMENTS = config.max_arguments
-- The bindings of one install: each is a closure over its index alone (dispatch and the names
-- are the binder's, shared), since building the 600 of them is part of every new duel.
-- names.by_index: binding index -> "Table.Name", for messages.
local function binder(dispatch, names)
  return function(index)
    return function(...)
      local n = select("#", ...)
      if n > MAX_ARGUMENTS then
        error(format("%s: %d arguments, more than the %d an API call may take", names.by_index[index], n,
                     MAX_ARGUMENTS), 2)
      end
      if n == 1 then
        local a = ...
        a = engine_of[a] or a
        return outcome2(dispatch, index, a, pcall(dispatch, index, a))
      elseif n == 2 then
        local a, b = ...
        a, b = engine_of[a] or a, engine_of[b] or b
        return outcome3(dispatch, index, a, b, pcall(dispatch, index, a, b))
      elseif n == 0 then
        return checked(pcall(dispatch, index))
      end
      local args = {index, ...}
      for i = 2, n + 1 do
        local v = args[i]
        if v ~= nil then args[i] = engine_of[v] or v end
      end
      return outcome_n(dispatch, args, n + 1, pcall(dispatch, unpack(args, 1, n + 1)))
    end
  end
end

-- An API function the harness does not implement: a clear error at the calling script line.
local function unimplemented(qualified_name)
  return function()
    local where = script_location(2) or defined_at(calling[depth])
    error("not implemented by the harness: " .. qualified_name
      .. (where and (" (called from " .. where .. ")") or ""), 0)
  end
end

-- Tables that are (or will be) metatables of engine userdata: the API tables and the cards'
-- script tables. The userdata under an engine object was made by lupa with a finalizer, and the
-- collector calls whatever __gc its metatable holds when it is collected, with hooks off: no
-- script may ever put a __gc in these tables, nor change their metatables.
local guarded = setmetatable({}, {__mode = "k"})
local GC_MESSAGE = "__gc is not allowed in the API tables or a card's script table (the harness cannot bound finalizers)"
local function refuse_gc(t, k, v)        -- __newindex of the guarded tables
  if k == "__gc" then error(GC_MESSAGE, 2) end
  rawset(t, k, v)
end
local guard_metatable = {__newindex = refuse_gc, __metatable = false}

-- Build the API tables in one call. `layout(bind, unimplemented)` (registry.py's chunk, compiled
-- once per process) returns {table name: {name: function}} and {binding index: "Table.Name"};
-- dispatch(index, ...) runs binding `index` in Python.
local function install(layout, order, dispatch)
  local names = {}
  local tables
  tables, names.by_index = layout(binder(dispatch, names), unimplemented)
  for i = 1, rawlen(order) do
    local table_name = rawget(order, i)
    local api = rawget(tables, table_name)
    rawset(api, "__index", api)
    setmetatable(api, guard_metatable)
    guarded[api] = true
    rawset(_G, table_name, api)
  end
  return tables
end

-- Give a table or userdata its metatable without ever marking it for finalization: a __gc a
-- script put in an API table or its own table would run with hooks off, unbounded.
local function attach(value, metatable)
  local gc = rawget(metatable, "__gc")
  if gc ~= nil then rawset(metatable, "__gc", nil) end
  setmetatable_any(value, metatable)
  if gc ~= nil then rawset(metatable, "__gc", gc) end
  return value
end

-- Give an engine object its userdata: `ud` wraps an empty handle and gets the API metatable
-- (losing every path into Python); `object` keeps lupa's wrapper, so bindings receive the
-- engine object itself through engine_of.
local function make_userdata(ud, metatable, object)
  guarded[metatable] = true
  attach(ud, metatable)
  engine_of[ud] = object
  return ud
end

-- A card's script table: itself as __index, and for metatable a stand-in for `metatable` (Card):
-- its __index is Card, it refuses __gc, and getmetatable() answers Card.
local stand_ins = setmetatable({}, {__mode = "k"})
-- A script table's data: {name = value} of its fields whose key is a string or an integer and
-- whose value is an integer, a short UTF-8 string, a boolean, or a table with no metatable holding only
-- such keys and values (aux.AddCodeList's card_code_list, a Fusion Monster's material list).
-- Functions, cards, effects and deeper tables are left out; so is a table of over DATA_ENTRIES
-- entries, and the walk stops after DATA_FIELDS fields (a script cannot make it long).
local DATA_FIELDS, DATA_ENTRIES = 4096, 64

local function is_data_key(k)
  return type(k) == "string" or math_type(k) == "integer"
end

local function is_data_value(v)
  local kind = type(v)
  if kind == "string" then return #v <= 200 and utf8_len(v) ~= nil end      -- UTF-8 text, short
  return kind == "boolean" or math_type(v) == "integer"
end

local function data_table(v)
  if raw_getmetatable(v) ~= nil then return nil end
  local copy, count = {}, 0
  for k, item in next, v do
    count = count + 1
    if count > DATA_ENTRIES or not is_data_key(k) or not is_data_value(item) then return nil end
    copy[k] = item
  end
  return copy
end

local function data_fields(t)
  local out, seen = {}, 0
  for k, v in next, t do
    seen = seen + 1
    if seen > DATA_FIELDS then break end
    if is_data_key(k) then
      if is_data_value(v) then
        out[k] = v
      elseif type(v) == "table" and v ~= t then
        out[k] = data_table(v)
      end
    end
  end
  return out
end

local function new_script_table(metatable)
  local t = {}
  rawset(t, "__index", t)
  guarded[t] = true
  local stand_in = stand_ins[metatable]
  if not stand_in then
    stand_in = {__index = metatable, __newindex = refuse_gc, __metatable = metatable}
    stand_ins[metatable] = stand_in
  end
  return attach(t, stand_in)
end

-- A duel starts (its state new or handed on): its budgets are whole (what building the state ran
-- is not the duel's), and the instruction count starts again, in steps of STEP from here, so a
-- duel's counts never depend on what the state ran before it.
local function start_duel()
  duel_used, duel_time, stopped, depth = 0, 0, nil, 0
  fine = false
  sethook(hook, MASK, STEP)
end

-- A state handed to the next duel (harness/lua/reuse.py). take_image, once the support files
-- have run, records everything a script can reach and change: every table reachable from the
-- globals and the string metatable (its fields and its metatable), and the upvalues of every
-- function of the support files and of the sandbox library among them (their locals; the
-- library's pattern cache, which would otherwise make a pattern the last duel analysed cheaper,
-- in instructions, for the next). restore_image puts all of it back and forgets the finished
-- duel: its engine objects, its budgets. Its garbage is left to the collector's own pace: the
-- engine objects its userdata keep were emptied by the harness (context.py let_go), so a full
-- collection here (a walk of the whole state, for every duel) would free nothing Python waits
-- for. The harness's own functions are not walked: their state is reset here by name.
local image
local function walked_function(f)
  local source = getinfo(f, "S").source
  return source ~= "=[C]" and source ~= HARNESS
end

local function take_image()
  local seen, pending, n = {}, {_G, raw_getmetatable("")}, 2
  local tables, upvalues = {}, {}
  local function push(v)
    local kind = type(v)
    if (kind == "table" or kind == "function") and not seen[v] then
      n = n + 1
      pending[n] = v
    end
  end
  while n > 0 do
    local v = pending[n]
    pending[n] = nil
    n = n - 1
    if not seen[v] then
      seen[v] = true
      if type(v) == "table" then
        local fields, count = {}, 0
        for k, x in next, v do
          fields[k] = x
          count = count + 1
          push(k)
          push(x)
        end
        local metatable = raw_getmetatable(v)
        tables[#tables + 1] = {v, fields, metatable, count}
        push(metatable)
      elseif walked_function(v) then
        local u = 1
        while true do
          local name, x = getupvalue(v, u)
          if name == nil then break end
          local id = upvalueid(v, u)
          if not seen[id] then            -- closures share their upvalues: each is recorded once
            seen[id] = true
            upvalues[#upvalues + 1] = {v, u, x}
            push(x)
          end
          u = u + 1
        end
      end
    end
  end
  local made = {}             -- the harness's own cache, put back by hand: a hit runs fewer instructions
  for metatable, stand_in in next, stand_ins do made[metatable] = stand_in end
  image = {tables = tables, upvalues = upvalues, stand_ins = made}
end

local function restore_image()
  start_duel()                    -- out of the finished duel's fine mode, if a budget stopped it
  local tables = image.tables
  for i = 1, #tables do
    local entry = tables[i]
    local t, fields = entry[1], entry[2]
    local kept = 0          -- the recorded keys t still has: all of them, in a table no script touched
    for k, x in next, t do
      local recorded = fields[k]          -- (fields has no metatable: a raw read)
      if recorded == nil then
        rawset(t, k, nil)
      else
        kept = kept + 1
        if not rawequal(recorded, x) then rawset(t, k, recorded) end
      end
    end
    if kept < entry[4] then
      for k, x in next, fields do
        if rawget(t, k) == nil then rawset(t, k, x) end
      end
    end
  end
  -- the metatables once every table has its own fields back (none then holds a script's __gc)
  for i = 1, #tables do
    local t, metatable = tables[i][1], tables[i][3]
    if not rawequal(raw_getmetatable(t), metatable) then
      if metatable == nil then setmetatable_any(t, nil) else attach(t, metatable) end
    end
  end
  local upvalues = image.upvalues
  for i = 1, #upvalues do
    local f, u, recorded = upvalues[i][1], upvalues[i][2], upvalues[i][3]
    local _, x = getupvalue(f, u)
    if not rawequal(x, recorded) then setupvalue(f, u, recorded) end
  end
  stand_ins = setmetatable({}, {__mode = "k"})
  for metatable, stand_in in next, image.stand_ins do stand_ins[metatable] = stand_in end
  engine_of = setmetatable({}, {__mode = "k"})     -- the finished duel's engine objects, let go
  calling = {}
  reseed()                        -- a random seed, as a fresh state's: no duel reads what the last one seeded
end

-- Scripts may load source text, never binary chunks; chunks see the sandbox's globals. A reader
-- function is refused: Lua calls it from inside the compiler (C), where the hook cannot stop
-- a reader that returns text forever (inside a `--[[` comment the compiler never ends).
local function safe_load(chunk, name, mode, ...)
  if type(chunk) ~= "string" then
    error("load: the chunk must be a string (the harness refuses reader functions and other values: "
      .. "got a " .. type(chunk) .. ")", 2)
  end
  if reserved_name(name) then
    error("load: the chunk name " .. format("%q", name) .. " is reserved for the harness", 2)
  end
  if coverage and type(name) == "string" then named_by_scripts[name] = true end
  if select("#", ...) > 0 then
    return raw_load(chunk, name, "t", (...))
  end
  return raw_load(chunk, name, "t")
end

local function load_file_text(text, chunkname)
  if reserved_name(chunkname) then return nil, "the chunk name is reserved for the harness" end
  local f, message = raw_load(text, chunkname, "t")
  if f then return f end
  return nil, clean_text(message)
end

-- The globals table keeps the harness's metatable: lupa looks up the global `debug` (for
-- debug.traceback) outside any protected call whenever Python calls into Lua, so _G may have no
-- __index a script wrote, and no script may define `debug`.
local RESERVED_GLOBAL = "the global 'debug' is reserved (the harness's Lua binding looks it up)"
local function script_rawset(t, k, v)
  if t == _G and k == "debug" then error(RESERVED_GLOBAL, 2) end
  if k == "__gc" and guarded[t] then error("rawset: " .. GC_MESSAGE, 2) end
  return (rawset(t, k, v))
end

-- setmetatable for scripts: no finalizers (the collector runs __gc with hooks off).
local function script_setmetatable(t, metatable)
  if t == _G then
    error("setmetatable: the globals table's metatable belongs to the harness", 2)
  end
  if guarded[t] then
    error("setmetatable: the metatables of the API tables and the cards' script tables belong to the harness", 2)
  end
  if type(metatable) == "table" and rawget(metatable, "__gc") ~= nil then
    error("setmetatable: a metatable with __gc is not allowed in card scripts (the harness cannot "
      .. "bound finalizers)", 2)
  end
  return (setmetatable(t, metatable))
end

-- Wrappers of the C functions whose work the hook cannot see: sandbox_library.lua, compiled
-- once per process (config.library is its bytecode).
local wrappers = raw_load(config.library, LIBRARY, "b")({
  charge = charge, too_much = too_much, script_location = script_location,
  instruction_budget = instruction_budget, max_memory = max_memory, raw_getmetatable = raw_getmetatable})

-- The originals stay findable under their names for Lua's argument errors ("bad argument #1 to
-- 'string.find'"): package.loaded, which no script can reach, holds copies of the two libraries.
local loaded = package.loaded
for _, library in ipairs({"string", "table", "utf8"}) do
  local originals = {}
  for name, f in pairs(_G[library]) do originals[name] = f end
  loaded[library] = originals
end
for _, name in ipairs({"rep", "find", "match", "gmatch", "gsub"}) do string[name] = wrappers[name] end
for _, name in ipairs({"concat", "move", "insert", "remove", "sort"}) do table[name] = wrappers[name] end
utf8.len, utf8.offset = wrappers.utf8_len, wrappers.utf8_offset

-- Close the sandbox.
for _, name in ipairs({"io", "os", "debug", "package", "require", "dofile", "loadfile",
                       "collectgarbage", "coroutine", "python", "load"}) do
  _G[name] = nil
end
_G.load = safe_load
_G.pcall = script_pcall      -- _G: `pcall`/`xpcall` are locals of this chunk
_G.xpcall = script_xpcall
_G.setmetatable = script_setmetatable
_G.rawset = script_rawset
setmetatable(_G, {__metatable = false, __newindex = function(t, k, v)
  if k == "debug" then error(RESERVED_GLOBAL, 2) end
  rawset(t, k, v)
end})

return {
  invoke = invoke, make_userdata = make_userdata, install = install,
  load_text = load_file_text,
  -- a card's script table as its global c<code>, in one call (each card's first use)
  card_table = function(name, metatable)
    local t = new_script_table(metatable)
    rawset(_G, name, t)
    return t
  end,
  -- self_table and self_code, while a card's script file runs (nil, nil after it)
  set_loading = function(t, code)
    rawset(_G, "self_table", t)
    rawset(_G, "self_code", code)
  end,
  -- the line hook off (false) or on again (true), while coverage is on
  trace_lines = function(on)
    if coverage then
      MASK = on and "l" or ""
      sethook(hook, MASK, fine and 1 or STEP)
    end
  end,
  -- the loader runs a script file under this chunk name: its lines are counted (coverage on)
  cover = function(chunkname) covered[chunkname] = true end,
  -- {source -> {line -> times run}} of the script files the loader ran (`cover`), while coverage is on
  line_hits = function()
    local by_source = {}
    for f, lines in next, line_hits do
      local source = getinfo(f, "S").source
      if covered[source] and not named_by_scripts[source] then
        local counts = by_source[source]
        if not counts then
          counts = {}
          by_source[source] = counts
        end
        for line, times in next, lines do counts[line] = (counts[line] or 0) + times end
      end
    end
    return by_source
  end,
  -- bytecode the harness compiled itself (harness/lua/compiled.py), never a script's, and a
  -- function's upvalues: the C functions themselves, which run no Lua instruction when Python
  -- calls them, so a duel's count does not depend on how its chunks were loaded
  -- (runtime.py LuaRuntime._loaded_chunk)
  load_binary = raw_load,
  get_upvalue = getupvalue,
  set_upvalue = setupvalue,
  -- the VM instructions the duel's calls have run so far (counted as the budget counts them)
  duel_instructions = function() return duel_used end,
  raw_get = function(t, k) return rawget(t, k) end,
  -- the data a card's script table holds (harness/scenario/script_data.py), read raw
  data_fields = function(t) return data_fields(t) end,
  raw_set = function(t, k, v) rawset(t, k, v) end,
  set_global = function(k, v) rawset(_G, k, v) end,
  collect_garbage = function() collect_garbage("collect") end,
  take_image = take_image,
  restore_image = restore_image,
  start_duel = start_duel,
  -- The duel's state is built: the collector runs again, paced as after a full cycle (its first
  -- cycle starts once the duel has allocated as much again), not from the start with a cycle
  -- over the whole fresh state, which is all alive (a negative step only lowers the debt). A
  -- duel near its memory limit is still collected first (Lua's emergency collection).
  resume_collector = function()
    collect_garbage("restart")
    collect_garbage("step", -math_floor(collect_garbage("count")))
  end,
  -- where the running script is now (for traces); nil outside scripts
  current_location = function() return card_script_location(2) or script_location(1) end,
  -- "c123.lua:45" where a script function is defined (for messages about that function)
  defined_at = function(f)
    local info = type(f) == "function" and getinfo(f, "S")
    if info and sub(info.source, 1, 1) == "@" then return info.short_src .. ":" .. info.linedefined end
  end,
}
