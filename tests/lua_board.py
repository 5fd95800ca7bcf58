"""Shared by the API tests: a board of aliased cards, empty scripts for made-up cards, and the
Lua `eq` assertion their snippets use."""

EQ = """
local function eq(a, b, what)
  if a ~= b then error(what .. ": expected " .. tostring(b) .. ", got " .. tostring(a), 2) end
end
"""
EMPTY_SCRIPT = "local s,id=GetID()\nfunction s.initial_effect(c) end\n"


def board(duel, *entries):
    """(alias, code, player, location[, sequence[, position]]) ..., then the duel starts."""
    for alias, code, player, location, *rest in entries:
        sequence, position = (list(rest) + [None, None])[:2]
        duel.add_card(code, player, location, alias, sequence=sequence, position=position)
    duel.start()


def empty_scripts(folder, codes):
    """A script with an empty initial_effect for each code, in `folder`."""
    for code in codes:
        (folder / f"c{code}.lua").write_text(EMPTY_SCRIPT)
    return folder
