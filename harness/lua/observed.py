"""What the duels of this process ran, for the CI tools (harness/ci): the card scripts they
loaded (always: a set insertion per script) and, while line coverage is on, how many times each
line of each script file ran (the sandbox's line hook, set only then: off, it costs nothing).
`take()` hands both over and starts afresh (after each scenario)."""

_loaded = set()                 # paths of the card scripts loaded
_coverage = [False]
_traced = set()                 # support files whose top-level code was traced in this process
_hit_tables = []                # the runtimes' line-hit readers (Lua functions) since the last take()


def script_loaded(path):
    _loaded.add(str(path))


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
    """(sorted paths of the card scripts loaded, {chunk name without '@': {line: times run}})
    since the last call."""
    loaded = sorted(_loaded)
    _loaded.clear()
    hits = {}
    for read_hits in _hit_tables:
        try:
            table = read_hits()
        except Exception:           # a Lua state that ran out of memory: its counts are lost
            continue
        for source, lines in table.items():
            counts = hits.setdefault(source[1:] if source.startswith("@") else source, {})
            for line, times in lines.items():
                counts[int(line)] = counts.get(int(line), 0) + int(times)
    _hit_tables.clear()
    return loaded, hits
