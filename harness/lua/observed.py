"""What the duels of this process ran, for the CI tools (harness/ci): the card scripts they
loaded (always: a set insertion per script) and, while line coverage is on, how many times each
line of each script file ran (the sandbox's line hook, set only then: off, it costs nothing).
`take()` hands both over and starts afresh (after each scenario).

Coverage counts only the files the script loader itself loaded (card scripts and
constant/utility/procedure.lua: `file_chunk`), by the chunk name it gave them. A chunk a script
loads itself (`load(text, "@/etc/passwd")`) is never counted, so its name never becomes a path
the harness opens; the sandbox leaves such chunks out (sandbox.lua, `line_hits`) and `take()`
drops any name the loader did not give."""
import os

_loaded = set()                 # paths of the card scripts loaded
_coverage = [False]
_traced = set()                 # support files whose top-level code was traced in this process
_hit_tables = []                # the runtimes' line-hit readers (Lua functions) since the last take()
_file_chunks = {}               # chunk name -> path of each file the loader loaded, while coverage is on


def script_loaded(path):
    _loaded.add(str(path))


def file_chunk(chunkname, path):
    """The loader runs the file `path` under `chunkname` (while coverage is on)."""
    _file_chunks[chunkname] = os.path.abspath(path)


def set_coverage(on):
    _coverage[0] = bool(on)


def coverage_on():
    return _coverage[0]


def first_run(path):
    """True the first time in this process (the support files' top-level code is traced once)."""
    key = str(path)
    if key in _traced:
        return False
    _traced.add(key)
    return True


def track(line_hits):
    _hit_tables.append(line_hits)


def take():
    """(sorted paths of the card scripts loaded, {path of a file the loader loaded: {line: times
    run}}) since the last call."""
    loaded = sorted(_loaded)
    _loaded.clear()
    readers, files = list(_hit_tables), dict(_file_chunks)
    _hit_tables.clear()
    _file_chunks.clear()
    hits = {}
    for read_hits in readers:
        try:
            table = dict(read_hits())
            counted = {files[source]: dict(lines) for source, lines in table.items() if source in files}
        except Exception:           # a Lua state that ran out of memory: its counts are lost
            continue
        for path, lines in counted.items():
            counts = hits.setdefault(path, {})
            for line, times in lines.items():
                counts[int(line)] = counts.get(int(line), 0) + int(times)
    return loaded, hits
