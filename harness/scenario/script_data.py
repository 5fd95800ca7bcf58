"""`script_data:`: the data a card's script keeps in its script table, checked once the board is built.

Besides its effects (`registered:`), a script declares facts about its card that other cards'
scripts read: the codes it lists (`aux.AddCodeList`: `card_code_list`, read by
`aux.IsCodeListed`), a Fusion Monster's materials (`material`, `material_count`), the archetypes
its text names (`setcode_monster_list`), flags of its own (`s.global_check`). A wrong code there
changes what other cards can do with it, though no step of the card's own scenario shows it, so
a snapshot pins them. Read raw, as the script left them: integer, string and boolean fields, and
tables of those (sandbox.lua data_fields); the native oracle does not read this key.
"""


def _written(value):
    """A Lua table as the scenario writes it: a list when its keys are 1..n, else a mapping
    sorted by key (numbers before text)."""
    if not isinstance(value, dict):
        return value
    if value and sorted(value, key=_key_order) == list(range(1, len(value) + 1)):
        return [value[index] for index in range(1, len(value) + 1)]
    return {key: value[key] for key in sorted(value, key=_key_order)}


def _key_order(key):
    return (isinstance(key, str), key)


def card_data(session, card):
    """{field: value} of the card's script table (its original code's script), sorted by field."""
    host = session.duel.host
    fields = host.runtime.data_fields(host.script_table(card))
    return {key: _written(fields[key]) for key in sorted(fields, key=_key_order)}


def mismatches(alias, wanted, found):
    """Lines saying how `found` (card_data) differs from the scenario's mapping; [] when equal."""
    lines = []
    for key in dict.fromkeys([*wanted, *found]):
        if key not in found:
            lines.append(f"script_data.{alias}.{key}: expected {wanted[key]!r}, not set")
        elif key not in wanted:
            lines.append(f"script_data.{alias}.{key}: not expected, found {found[key]!r}")
        elif wanted[key] != found[key]:
            lines.append(f"script_data.{alias}.{key}: expected {wanted[key]!r}, found {found[key]!r}")
    return lines
