"""How text crosses between Lua and Python. Lua strings are bytes and the real engine passes
them through untouched (Debug.Message("caf\233") prints); lupa decodes them with a codec name
we give it. This codec is UTF-8 that keeps every other byte as a lone surrogate
(errors="surrogateescape"), so any Lua string reaches Python and goes back to Lua with the same
bytes. `display` turns such text into valid UTF-8 for messages and reports."""
import codecs

LUA_ENCODING = "ygo-harness-lua-bytes"

_UTF8 = codecs.lookup("utf-8")


def _search(name):
    if name.replace("_", "-") != LUA_ENCODING:
        return None
    return codecs.CodecInfo(name=LUA_ENCODING,
                            encode=lambda text, errors="strict": _UTF8.encode(text, "surrogateescape"),
                            decode=lambda data, errors="strict": _UTF8.decode(data, "surrogateescape"))


codecs.register(_search)


def display(text):
    """The text with each byte that was not UTF-8 shown as U+FFFD."""
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
