"""The boards a trigger's condition asks for (harness/probe/deep.py): when its event happened but
it did not activate, the plans that raised the event (harness/probe/events.py) run again on the
boards the text of its condition and its target asks for (harness/probe/conditions.py text_boards:
the turn and phase, the LP, no monster of one's own, the cards it names or counts, ..., and all
of them at once; the card itself in face-up Defense Position, for
`e:GetHandler():IsDefensePos()`), the event last; for a condition that reads a flag of the
card's own, what registers it first (flag_plans); for a material whose condition names the
monster summoned, that summon with a made-up monster (named_summons.py); for a condition that
names the archetype of what Special Summoned the card, a made-up card of it doing so
(summoner_agents.py); last, the cards its text asks for under other names (other_name_boards)."""
import re

from harness.constants import CATEGORY_EQUIP, EFFECT_TYPE_CONTINUOUS, EFFECT_TYPE_IGNITION, LOCATION_MZONE, TYPE_MONSTER
from harness.engine.state.errors import IllegalAction
from harness.engine.state.events import event_name
from harness.probe.boards import with_extras
from harness.probe.conditions import ANY_TURN, function_text, other_names, text_boards
from harness.probe.battle_asks import DEFENSE, foes_in_defense
from harness.probe.events import BATTLE_EVENTS, STRONG_FOE_EVENTS, trigger_plans
from harness.probe.finder import effect_home
from harness.probe.named_summons import named_summons
from harness.probe.summoner_agents import summoner_plans

PLANS = 2                   # the plans that raised the event, run again
# the card itself in Defense Position: e:GetHandler():IsDefensePos(), c:IsPosition(POS_FACEUP_DEFENSE)
_IN_DEFENSE = re.compile(r"GetHandler\(\):Is(?:DefensePos\(\)|Position\(POS_(?:FACEUP_)?DEFENSE\))")
MOST = 6                    # boards per trigger (the attempts per effect are bounded: deep.ATTEMPTS)


def trigger_boards(probe, effect, plans):
    """[(name, location, position, board, action)]: each plan (location, position, action,
    board options) that raised the event, on each board its condition's and target's text asks for."""
    text = "\n".join(function_text(effect, attr, probe.text) for attr in ("condition", "target")).strip()
    if not text:
        return []
    strong = effect.code in STRONG_FOE_EVENTS
    # a condition that names the monster summoned with the card as material, or what Special
    # Summoned the card: that summon first (named_summons.py, summoner_agents.py)
    condition = function_text(effect, "condition", probe.text)
    boards = named_summons(probe, effect, condition) + summoner_plans(probe, effect, condition)
    if _IN_DEFENSE.search(text):        # "if this card is in Defense Position": the plans again, the card so
        boards += [("the card in Defense Position", location, "faceup_defense",
                    with_extras(probe.board(**options), strong, probe.made_up), action)
                   for location, position, action, options in plans[:PLANS] if position == "faceup_attack"]
    for location, position, action, options in plans[:PLANS]:
        def base(**kwargs):
            return with_extras(probe.board(**{**options, **kwargs}), strong, probe.made_up)
        boards += [(name, location, position, board, prepared)
                   for name, board, prepared, companion, home in text_boards(probe, effect, text, ANY_TURN,
                                                                             action=action, base=base,
                                                                             event=True, late=False)
                   if companion is None and home is None]
    return boards[:MOST] + _attacked_in_defense(probe, effect, text, plans)


def _attacked_in_defense(probe, effect, text, plans):
    """For a battle trigger whose text reads a Defense Position monster but not the card's own
    ("when this card attacks a Defense Position monster"): each plan that raised the event again,
    with the opponent's monsters (the generic one and the made-up one) in face-up Defense Position."""
    if effect.code not in BATTLE_EVENTS or not DEFENSE.search(_IN_DEFENSE.sub("", text)):
        return []
    strong = effect.code in STRONG_FOE_EVENTS
    return [("the opponent's monsters in Defense Position", location, position,
             foes_in_defense(with_extras(probe.board(**options), strong, probe.made_up), ("foe_monster", "foe_made_up")),
             action)
            for location, position, action, options in plans[:PLANS]]


def other_name_boards(probe, effect, plans):
    """[(name, location, position, board, action)]: each plan that raised the event again, with
    the cards its condition's and target's text asks for under other names (conditions.other_names:
    "3 or more monsters with different names in your GY"), tried after all the others."""
    text = "\n".join(function_text(effect, attr, probe.text) for attr in ("condition", "target")).strip()
    wraps = other_names(probe, text) if text else []
    strong = effect.code in STRONG_FOE_EVENTS
    return [(name, location, position, wrap(with_extras(probe.board(**options), strong, probe.made_up)), action)
            for location, position, action, options in plans[:PLANS] for name, wrap in wraps]


# the card's own flag its condition reads, and the effects of the card that register it
_READS_FLAG = re.compile(r"(?:GetHandler\(\)|\bc):GetFlagEffect(?:Label)?\((\w+)\)")
_REGISTERS_FLAG = r"(?:GetHandler\(\)|\bc):RegisterFlagEffect\({}\b"
FLAG_PLANS = 4              # plans per trigger


def flag_setters(probe, effect, kinds):
    """[(name, location, action)]: for a condition that reads a flag of the card's own
    (`e:GetHandler():GetFlagEffect(id)~=0`), what registers it, with the card starting at
    `location`: an effect of the card activated by choice whose cost, target or operation
    registers it, or a continuous effect of the card whose operation does (its event raised as a
    trigger's: "if this card was Special Summoned this turn"). `kinds`: the types of the effects
    activated by choice (deep._BY_CHOICE)."""
    wanted = _READS_FLAG.findall(function_text(effect, "condition", probe.text))
    if not wanted:
        return []
    codes = {flag, str(probe.code)} if (flag := wanted[0]) == "id" else {flag, "id"} if flag == str(probe.code) else {flag}
    registers = re.compile("|".join(_REGISTERS_FLAG.format(re.escape(code)) for code in codes))
    setters = []
    for number, other in probe.finder.effects(kinds=kinds):
        if other is not effect and any(registers.search(function_text(other, attr, probe.text))
                                       for attr in ("cost", "target", "operation")):
            where, _ = effect_home(probe.finder.data, other)
            setters.append((f"its effect {number} activated first", where, _activated(probe, number)))
    for other in probe.passive_effects()[1]:
        if other.type & EFFECT_TYPE_CONTINUOUS and registers.search(function_text(other, "operation", probe.text)):
            setters += [(f"its {event_name(other.code)} first", where, action)
                        for where, _, action in trigger_plans(probe.finder.data, other, probe.made_up_monster())]
    return setters


def flag_plans(probe, effect, plans, kinds):
    """[(name, location, position, action, options)]: what registers the flag the trigger's
    condition reads (flag_setters), then each of the trigger's plans (location, position, action,
    options) that starts the card where that leaves it, at most FLAG_PLANS."""
    combined = [(name, location, position, then(before, action), options)
                for name, where, before in flag_setters(probe, effect, kinds)
                for location, position, action, options in plans if location == where]
    return combined[:FLAG_PLANS]


def _activated(probe, number):
    def activate(session, card, _):
        return probe.activate(session, card, number)
    return activate


def then(before, action):
    """`before`, then `action`, which may not change the turn (a recorded run cannot after a step)."""
    def then(session, card, number):
        legal, reason = before(session, card, number)
        if not legal:
            return False, reason
        session.set_turn = _no_turn_change
        try:
            return action(session, card, number)
        finally:
            del session.set_turn
    return then


def _no_turn_change(*args, **kwargs):
    raise IllegalAction("the plan sets the turn after a step")


def self_equip(probe):
    """[(name, action)]: a monster's own ignition effect in the Monster Zone that equips (CATEGORY_EQUIP:
    a Union monster's "equip this card to a monster you control"), activated first, for its effects
    that work while it is an Equip Card (at most one)."""
    if not probe.finder.data.type & TYPE_MONSTER:
        return []
    return [(f"equipped by its effect {number} first", _activated(probe, number))
            for number, effect in probe.finder.effects(kinds=EFFECT_TYPE_IGNITION)
            if effect.category & CATEGORY_EQUIP and effect.range & LOCATION_MZONE][:1]
