-- Runs once in a fresh Lua state, before any script, with the full standard library.
-- It keeps the few privileged functions the harness needs in locals (upvalues no script can
-- reach), then closes the sandbox: only base, string, utf8, table and math remain, as in the
-- real engine (interpreter.cpp), and no Lua value leads to a Python object.
local instruction_budget = ...

local getinfo, traceback, sethook = debug.getinfo, debug.traceback, debug.sethook
local collect_garbage = collectgarbage
local setmetatable_any = debug.setmetatable
local raw_load, select, type, error, tostring, xpcall, pcall = load, select, type, error, tostring, xpcall, pcall
local unpack = table.unpack

-- userdata handed to scripts -> the engine object it stands for (Python receives the object)
local engine_of = setmetatable({}, {__mode = "k"})

-- Instruction budget: a count hook, reset whenever the harness enters Lua from outside.
local STEP = 1000
local used, depth = 0, 0
local LIMIT_MESSAGE = "instruction limit exceeded (" .. instruction_budget .. " instructions): an infinite loop?"
local MEMORY_MESSAGE = "not enough memory"
local stopped = nil      -- why the running call must end, once the budget or the memory is exhausted
sethook(function()
  used = used + STEP
  if used > instruction_budget then
    local info = getinfo(2, "S")
    if info and info.source == "=[harness]" then return end   -- stop scripts, never the harness's code
    used = 0                -- the harness's own code after the error must not be stopped too
    stopped = LIMIT_MESSAGE -- but the script cannot swallow it (see script_pcall)
    error(LIMIT_MESSAGE, 2)
  end
end, "", STEP)

-- pcall/xpcall for scripts: a script may catch its own errors, but never the end of its budget
-- or of its memory; those go on up to the harness.
local raw_pcall, raw_xpcall = pcall, xpcall
local function rethrow_fatal(ok, ...)
  if not ok and (stopped or (...) == MEMORY_MESSAGE) then
    stopped = stopped or MEMORY_MESSAGE
    error(stopped, 0)
  end
  return ok, ...
end
local function script_pcall(f, ...) return rethrow_fatal(raw_pcall(f, ...)) end
local function script_xpcall(f, handler, ...) return rethrow_fatal(raw_xpcall(f, handler, ...)) end

-- The first frame that runs a script file (chunk names starting with '@'): "c123.lua:45".
local function script_location(level)
  level = level + 1
  while true do
    local info = getinfo(level, "Sl")
    if not info then return nil end
    if info.source:sub(1, 1) == "@" and info.currentline > 0 then
      return info.short_src .. ":" .. info.currentline
    end
    level = level + 1
  end
end

-- The functions the harness is calling, innermost last: when a tail call hid the failing line,
-- the error names where the called function is defined instead.
local calling = {}

local function defined_at(f)
  local info = f and getinfo(f, "S")
  if info and info.source:sub(1, 1) == "@" then
    return info.short_src .. ":" .. info.linedefined .. " (in the function defined there)"
  end
end

-- The innermost frame of a card script (c<code>.lua), skipping the aux helpers it called: a
-- trace line then names the card's own line.
local function card_script_location(level)
  while true do
    local info = getinfo(level, "Sl")
    if not info then return nil end
    if info.source:match("[/\\@]c%d+%.lua$") and info.currentline > 0 then
      return info.short_src .. ":" .. info.currentline
    end
    level = level + 1
  end
end

local function on_error(message)
  return {message = tostring(message), where = script_location(2) or defined_at(calling[depth]),
          traceback = traceback("", 2)}
end

local function leave(...)
  calling[depth] = nil
  depth = depth - 1
  return ...
end

-- Every call from the harness into Lua goes through here: budget, protection, tracebacks.
local function invoke(f, ...)
  if depth == 0 then used, stopped = 0, nil end
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

-- A binding: turns userdata arguments back into engine objects before Python sees them.
local function bind(python_function)
  return function(...)
    local n = select("#", ...)
    if n == 1 then
      local a = ...
      return checked(pcall(python_function, engine_of[a] or a))
    elseif n == 2 then
      local a, b = ...
      return checked(pcall(python_function, engine_of[a] or a, engine_of[b] or b))
    elseif n == 0 then
      return checked(pcall(python_function))
    end
    local args = {...}
    for i = 1, n do
      local v = args[i]
      if v ~= nil then args[i] = engine_of[v] or v end
    end
    return checked(pcall(python_function, unpack(args, 1, n)))
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

-- Build the API tables in one call: spec[table][name] is the Python function, or false for a
-- function the harness does not implement.
local function install(spec, order)
  local tables = {}
  for _, table_name in ipairs(order) do
    local api = {}
    for name, python_function in pairs(spec[table_name]) do
      api[name] = python_function and bind(python_function) or unimplemented(table_name .. "." .. name)
    end
    api.__index = api
    _G[table_name] = api
    tables[table_name] = api
  end
  return tables
end

-- Give an engine object its userdata: `ud` wraps an empty handle and gets the API metatable
-- (losing every path into Python); `object` keeps lupa's wrapper, so bindings receive the
-- engine object itself through engine_of.
local function make_userdata(ud, metatable, object)
  setmetatable_any(ud, metatable)
  engine_of[ud] = object
  return ud
end

-- Scripts may load source text, never binary chunks; chunks see the sandbox's globals.
local function safe_load(chunk, name, mode, ...)
  if select("#", ...) > 0 then
    return raw_load(chunk, name, "t", (...))
  end
  return raw_load(chunk, name, "t")
end

local function load_file_text(text, chunkname)
  return raw_load(text, chunkname, "t")
end

-- Close the sandbox.
for _, name in ipairs({"io", "os", "debug", "package", "require", "dofile", "loadfile",
                       "collectgarbage", "coroutine", "python", "load"}) do
  _G[name] = nil
end
_G.load = safe_load
_G.pcall = script_pcall      -- _G: `pcall`/`xpcall` are locals of this chunk
_G.xpcall = script_xpcall

return {
  invoke = invoke, bind = bind, unimplemented = unimplemented, make_userdata = make_userdata, install = install,
  load_text = load_file_text,
  collect_garbage = function() collect_garbage("collect") end,
  -- where the running script is now (for traces); nil outside scripts
  current_location = function() return card_script_location(2) or script_location(1) end,
  -- "c123.lua:45" where a script function is defined (for messages about that function)
  defined_at = function(f)
    local info = type(f) == "function" and getinfo(f, "S")
    if info and info.source:sub(1, 1) == "@" then return info.short_src .. ":" .. info.linedefined end
  end,
}
