"""Shared by the API tests: a board of aliased cards, empty scripts for made-up cards, the Lua
`eq` assertion their snippets use, and the card script of a Spell whose activation is written
in its functions."""

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


def activated_spell(comment, functions, category=None):
    """The script of a Spell whose card activation (a free chain) runs s.target and s.operation,
    which `functions` (Lua) defines; `comment` is its first line, `category` its Lua category."""
    category_line = f"  e1:SetCategory({category})\n" if category else ""
    return (f"-- {comment}\nlocal s,id=GetID()\nfunction s.initial_effect(c)\n  local e1=Effect.CreateEffect(c)\n"
            f"{category_line}  e1:SetType(EFFECT_TYPE_ACTIVATE)\n  e1:SetCode(EVENT_FREE_CHAIN)\n"
            f"  e1:SetTarget(s.target)\n  e1:SetOperation(s.operation)\n  c:RegisterEffect(e1)\nend\n{functions}")
