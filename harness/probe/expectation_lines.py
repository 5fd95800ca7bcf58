"""The expectation lines of a snapshot file, from a recorded run: each step's `offered:`, the
`expect:` steps (what changed, the players, the step's events, the effects it left registered,
what its chain links announced, the warnings of the script-bug checks), `registered:` and the
closing `expect_activatable` / `expect_not_activatable` steps. `snapshot` writes them, and `run
--update` rewrites them from a run now (update.py)."""
import re

from harness.constants import EVENT_FREE_CHAIN
from harness.engine.state.errors import ScriptError
from harness.probe.scenario_text import flow, scalar

_EXPECTED_KEYS = ("location", "position", "controller", "atk", "def", "summon_type", "reason", "equip_target",
                  "equipped", "counters")


def written_offered(log):
    """A step's `offered:` as a file writes it: each selection's cards by alias, in alias order,
    with the numbers of cards it asked for where its prompt states them and the select message the
    script gave for it (`{cards:, min:, max:, hint:}`);
    None when a selection offered a card with no alias (it cannot be written)."""
    if any(card.label is None for cards in log for card in cards):
        return None
    return [_written_selection(cards) for cards in log]


def _written_selection(cards):
    aliases = sorted(card.label for card in cards)
    hint = getattr(cards, "hint", "")
    if getattr(cards, "minimum", None) is None:
        return {"cards": aliases, "hint": hint} if hint else aliases
    return {"cards": aliases, "min": cards.minimum, "max": cards.maximum, **({"hint": hint} if hint else {})}


_LOCATION = re.compile(r"^(?:\S+\.lua:\d+: )+")


def warning_lines(session):
    """The warnings of the script-bug checks the run gave, as the `all_warnings:` key of the last
    `expect:` (the text of each without the script's path, which differs between machines; `[]`
    for none): a mistake the checks see (an operation that does what it never announced, a chkc
    branch that disagrees with the selection) is a behaviour too, and a change that makes one
    appear fails the file."""
    texts = [_LOCATION.sub("", warning).split(" [check:")[0] for warning in session.duel.warnings]
    if not texts:
        return ["      all_warnings: []"]
    return ["      all_warnings:"] + [f"        - {scalar(text)}" for text in dict.fromkeys(texts)]


def registered_lines(alias, effects):
    """The `registered:` key of the card's effects (harness/scenario/registered.py)."""
    if not effects:
        return []
    return ["registered:", f"  {alias}:"] + [f"    - {flow(effect)}" for effect in effects]


def with_registered(text, alias, effects):
    """The scenario text with its `registered:` key (before `steps:`) set to the card's effects."""
    return _with_key(text, "registered", registered_lines(alias, effects))


def script_data_lines(alias, data):
    """The `script_data:` key of the data the card's script keeps (harness/scenario/script_data.py)."""
    return ["script_data:", f"  {alias}: {flow(data)}"] if data else []


def with_script_data(text, alias, data):
    """The scenario text with its `script_data:` key (before `steps:`) set to the card's script data."""
    return _with_key(text, "script_data", script_data_lines(alias, data))


def _with_key(text, key, new_lines):
    """The scenario text with its top-level `key` (its lines indented under it) replaced by
    `new_lines`, placed before `steps:`."""
    lines = text.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if line.rstrip() == f"{key}:"), None)
    if start is not None:                       # an older one: replaced
        end = start + 1
        while end < len(lines) and lines[end].startswith("  "):
            end += 1
        del lines[start:end]
    at = next(i for i, line in enumerate(lines) if line.rstrip() == "steps:")
    lines[at:at] = [line + "\n" for line in new_lines]
    return "".join(lines)


def activatable_lines(session, alias):
    """After the last step, whether each effect the card's controller activates by choice at any
    time could be activated now (a count limit used up, a condition, a cost, its place): one
    `expect_activatable` or `expect_not_activatable` step per effect. Effects that respond to an
    event (EVENT_CHAINING, an attack, a summon) are left out: no "now" outside their event, and the
    core never checks them there (a condition reading `re` would fail). None while a chain, an
    attack or the end of the duel leaves no plain "now"."""
    duel = session.duel
    card = session.aliases.get(alias)
    if card is None or duel.chain or duel.attack is not None or duel.winner is not None:
        return []
    lines = []
    effects = session.activatable_effects(card)
    for number in session.choice_effect_numbers(card):
        if effects[number - 1].code not in (0, EVENT_FREE_CHAIN):
            continue
        try:
            ok, _ = session.can_activate(card, number)
        except ScriptError:         # its check breaks a rule (acts with chk==0): a step checking it fails alike
            continue
        lines.append(f"  - expect_{'' if ok else 'not_'}activatable: {{{alias}: {number}}}    # effect {number}")
    return lines


def offered_lines(offered, for_a_person=False):
    """The `offered:` line of a step (none when it raised no card selection); `for_a_person` (`new`):
    with a note to check it, and why it is missing when a selection offered a card with no alias."""
    if offered is None:
        return ["    # offered: not written: a selection offered a card with no alias (`created:` names the cards a "
                "step creates)"] if for_a_person else []
    if not offered:
        return []
    note = "    # what each card selection offered now: check it against the card's text" if for_a_person else ""
    return [f"    offered: {flow(offered)}{note}"]


def asked_lines(asked):
    """The `asked:` line of a step (none when it raised no yes/no or option prompt): what each
    prompt asked, decisions.asked_item."""
    return [f"    asked: {flow(list(asked))}"] if asked else []


def named(value, aliases):
    """The value with every card replaced by its alias."""
    if isinstance(value, dict):
        return {named(k, aliases): named(v, aliases) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [named(v, aliases) for v in value]
    if hasattr(value, "card_id"):
        return aliases[value]
    return value


def expect_lines(step, aliases, players=True):
    """The `expect:` step after a recorded step: what changed, the players, the step's events."""
    lines = ["  - expect:"]
    for card in sorted(step.changes, key=lambda c: aliases[c]):
        changed = step.changes[card]
        if changed["location"] == "nowhere":     # a Token that left the field is gone: no place to expect
            continue
        values = {k: named(changed[k], aliases) for k in _EXPECTED_KEYS if k in changed}
        if "equipped" in values:
            values["equipped"] = sorted(values["equipped"])       # a set: in alias order, as on any machine
        lines.append(f"      {aliases[card]}: {flow(values)}")
    if players:
        lines.append(f"      players: {flow(step.players)}")
    if step.winner is not None:         # the step ended the duel: no step can follow
        lines.append(f"      winner: {step.winner}")
    if step.events is None:          # a board-only step: the events of the duel's start are not checked
        return lines
    events = [{"event": name, **({"cards": sorted(named(cards, aliases))} if cards else {})}
              for name, cards in step.events]          # an event's cards are a set: in alias order
    lines += ["      events:"] + [f"        - {flow(event)}" for event in events] if events else ["      events: []"]
    return lines + left_registered_lines(step.registered, aliases) + declared_lines(step.declared, aliases) \
        + confirmed_lines(step.confirmed, aliases)


def left_registered_lines(found, aliases):
    """`expect: registered:`: the effects the step left, per card (alias order) then player; `{}`
    when it left none (an operation that registers an effect only on a path the file does not take,
    a resolution check written `or`, then fails it)."""
    holders = [h for h in found if isinstance(h, int) or h in aliases]
    if not holders:
        return ["      registered: {}"]
    lines = ["      registered:"]
    for holder in sorted(holders, key=lambda h: (isinstance(h, int), str(aliases.get(h, h)))):
        lines.append(f"        {holder if isinstance(holder, int) else aliases[holder]}:")
        lines += [f"          - {flow(entry)}" for entry in found[holder]]
    return lines


def declared_lines(declared, aliases):
    """`expect: operation_info:`: what the step's chain links announced."""
    entries = []
    for entry in declared:
        if entry["card"] not in aliases:
            return []           # a link of a card no step can name: the list could not be exact
        cards = entry.get("cards")
        named_cards = {"cards": sorted(aliases[c] for c in cards)} if isinstance(cards, list) \
            and all(c in aliases for c in cards) else {"cards": f"{len(cards)} card(s), not all named"} if cards else {}
        entries.append({**entry, "card": aliases[entry["card"]], **named_cards})
    return ["      operation_info:"] + [f"        - {flow(entry)}" for entry in entries] if entries else []


def confirmed_lines(confirmed, aliases):
    """`expect: confirmed:`: the cards each Duel.ConfirmCards of the step showed, when all are named."""
    entries = []
    for entry in confirmed:
        cards = entry["cards"]
        if not isinstance(cards, list) or not all(card in aliases for card in cards):
            return []           # a card no step can name: the list could not be exact
        entries.append({"player": entry["player"], "cards": sorted(aliases[card] for card in cards)})
    return ["      confirmed:"] + [f"        - {flow(entry)}" for entry in entries] if entries else []
