"""The executable lines of a Lua 5.4 chunk: the lines Lua's own line hook can report, read from
the chunk's bytecode (`string.dump`, debug information kept) for every function of the chunk,
called or not, as `debug.getinfo(f, "L").activelines` reports them for each function."""
import struct

from harness.lua import compiled

ABSLINEINFO = -0x80


class _Reader:
    def __init__(self, data):
        self.data, self.at = data, 0

    def byte(self):
        value = self.data[self.at]
        self.at += 1
        return value

    def take(self, n):
        chunk = self.data[self.at:self.at + n]
        self.at += n
        return chunk

    def varint(self):        # lundump.c loadUnsigned: 7 bits a byte, the last one flagged 0x80
        value = 0
        while True:
            b = self.byte()
            value = (value << 7) | (b & 0x7F)
            if b & 0x80:
                return value

    def string(self):
        size = self.varint()
        return None if size == 0 else self.take(size - 1)


def _function(reader, lines):
    reader.string()                              # source
    linedefined = reader.varint()
    reader.varint()                              # lastlinedefined
    reader.byte()                                # numparams
    is_vararg = reader.byte()
    reader.byte()                                # maxstacksize
    reader.take(4 * reader.varint())             # code
    for _ in range(reader.varint()):             # constants
        kind = reader.byte()
        if kind in (3, 19):                      # integer, float
            reader.take(8)
        elif kind in (4, 20):                    # short and long strings
            reader.string()
    reader.take(3 * reader.varint())             # upvalues
    for _ in range(reader.varint()):             # nested functions
        _function(reader, lines)
    size = reader.varint()
    lineinfo = struct.unpack(f"{size}b", reader.take(size))
    absolute = {}
    for _ in range(reader.varint()):
        pc = reader.varint()
        absolute[pc] = reader.varint()
    for _ in range(reader.varint()):             # local variables
        reader.string()
        reader.varint()
        reader.varint()
    for _ in range(reader.varint()):             # upvalue names
        reader.string()
    line = linedefined
    for pc, delta in enumerate(lineinfo):
        line = absolute[pc] if delta == ABSLINEINFO else line + delta
        if pc == 0 and is_vararg:                # OP_VARARGPREP: not a line of its own
            continue
        lines.add(line)


def executable_lines(text):
    """The sorted executable lines of a chunk's source (bytes or str); [] when it does not compile."""
    code = compiled.bytecode(text, "=lines")
    if code is None:
        return []
    if isinstance(code, str):
        code = code.encode("latin-1")
    reader = _Reader(code)
    reader.take(4 + 1 + 1 + 6)                   # signature, version, format, LUAC_DATA
    reader.take(3)                               # sizes of Instruction, lua_Integer, lua_Number
    reader.take(reader.data[reader.at - 2] + reader.data[reader.at - 1])   # LUAC_INT, LUAC_NUM
    reader.byte()                                # the main closure's upvalue count
    lines = set()
    _function(reader, lines)
    return sorted(lines)
