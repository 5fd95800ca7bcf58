"""The battle a response to an attack reads, for harness/probe/deep.py: "when an opponent's Xyz
Monster declares a direct attack" (`tc:IsType(TYPE_XYZ) and tc:IsControler(1-tp) and
Duel.GetAttackTarget()==nil`), "if the attacked Defense Position monster's DEF is higher than the
attacking monster's ATK" (`d:IsDefensePos() and d:GetDefense()>a:GetAttack()`), "when a monster you
control declares an attack" (`Duel.GetAttacker():IsControler(tp)`), "when a Tribute Summoned
monster of the opponent's declares an attack".

The fixed attacks of harness/probe/events.py and made_up_battles.py are between the generic
board's monsters, the made-up monsters of an archetype the filters name and Blue-Eyes White
Dragon, the opponent attacking first. Here each side of the battle the condition and target read
(the attacker: `Duel.GetAttacker()`, a local set to it, `eg:GetFirst()` on an attack declaration;
the attack target: `Duel.GetAttackTarget()`, `eg:GetFirst()` when it becomes one) is a made-up
monster with no effect, of the Race, Attribute, archetype, kind, ATK, DEF and Level its own calls
name (asked_stats.py), of the player `IsControler` names (else the turn player the text names,
else the opponent attacking; one's own for a Spell), the target in the position it reads; a
comparison between the two (`d:GetDefense()>a:GetAttack()`) gives the greater 2500 and the other
1000; the attacker Tribute Summoned for `SUMMON_TYPE_ADVANCE` (the board's `summon_type:`);
`GetAttackTarget()==nil`: a direct attack, on a board with no monster of the attacked player's;
the LP the text compares (`Duel.GetLP(tp)~=Duel.GetLP(1-tp)`) set first, and the numbers of cards
in a hand, GY, banishment or Deck it compares (`GetFieldGroupCount(tp,LOCATION_HAND,0)==0`). The card's effect is
activated in response to the attack declaration, or in its event's window of the battle (an
effect that responds to no event, a Trap "during damage calculation": the window the text reads);
a field trigger on an attack or a battle event is offered the battle's events.
Tried after the effect's other boards, only when the text reads a side of the battle."""
import re

from harness.constants import (
    EFFECT_TYPE_SINGLE, EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET, LOCATION_HAND, LOCATION_MZONE,
    SUMMON_TYPE_ADVANCE, TYPE_SPELL,
)
from harness.probe.asked_stats import monster_code, stats
from harness.probe.battles import attack
from harness.probe.boards import as_summoned
from harness.probe.conditions import _BATTLE as BATTLE, _battle_window as window_of, lp_steps, with_counts
from harness.probe.events import _WINDOWS as WINDOWS, activate_in_battle_window

_ATTACKER = re.compile(r"local\s+(\w+)\s*=\s*Duel\.GetAttacker\(\)")
_TARGET = re.compile(r"local\s+(\w+)\s*=\s*Duel\.GetAttackTarget\(\)")
_FIRST = re.compile(r"local\s+(\w+)\s*=\s*eg:GetFirst\(\)")
_DIRECT = re.compile(r"GetAttackTarget\(\)\s*==\s*nil|not\s+Duel\.GetAttackTarget\(\)")
_OPPONENT_TURN = re.compile(r"GetTurnPlayer\(\)\s*(?:~=\s*tp\b|==\s*1-tp)|(?:1-tp\s*==|\btp\s*~=)\s*Duel\.GetTurnPlayer")
_OWN_TURN = re.compile(r"GetTurnPlayer\(\)\s*==\s*tp\b|(?<!-)\btp\s*==\s*Duel\.GetTurnPlayer")
_STAT_CALL = r"Get(?:Base|Text)?(?:Attack|Defense)\(\)"
_DEFAULTS = {"attacker": {"atk": 1500, "def": 1000, "level": 4}, "target": {"atk": 1000, "def": 1000, "level": 4}}
_HIGH, _LOW = 2500, 1000


def battle_scenes(probe, effect, text, window=None):
    """[(name, action)] for a response to an attack or in a window of the battle (`text` its
    condition's and target's Lua; `window`: the battle window an effect that responds to no event
    is activated in); an action's `board` is the board it runs on."""
    if window is None and not _on_a_battle(effect):
        return []
    return _scenes(probe, effect, text, window or WINDOWS.get(effect.code), respond=True)


def battle_scene_triggers(probe, effect, text, location, position):
    """[(name, location, position, board, action)] for a field trigger on an attack or a battle
    event (`text` its condition's and target's Lua): the battle raises its event, the card at `location`."""
    if effect.type & EFFECT_TYPE_SINGLE or not _on_a_battle(effect):
        return []
    return [(name, location, position, action.board, action)
            for name, action in _scenes(probe, effect, text, None, respond=False)]


def _on_a_battle(effect):
    return effect.code in (EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET) or effect.code in WINDOWS


def _scenes(probe, effect, text, window, respond):
    """[(name, action)]: the battles above (`respond`: the card's effect activated in response,
    else the battle only raises its events)."""
    code = effect.code
    roles = _roles(text, code)
    calls = {role: _calls(text, names) for role, names in roles.items()}
    if not any(calls.values()):
        return []
    direct = bool(_DIRECT.search(text))
    values = {role: {**_DEFAULTS[role], **stats(calls[role])} for role in roles}
    _compared(text, roles, values)
    monsters = {role: monster_code(probe, calls[role], values[role]) for role in roles}
    positions = {"attacker": "faceup_attack", "target": _position(calls["target"])}
    advance = "SUMMON_TYPE_ADVANCE" in calls["attacker"]
    setup = lp_steps(text)
    actions = []
    spell = respond and bool(probe.finder.data.type & TYPE_SPELL)
    for attacking in _attackers(calls["attacker"], calls["target"], text, spell):
        action = _battle(window, monsters, positions, attacking, direct, advance, setup, respond)
        action.board = with_counts(probe.board(**({"own_monster": False} if attacking else {"foe_monster": False}))
                                   if direct else probe.board(), text)
        side = "the opponent's" if attacking else "one's"
        what = "attacks directly" if direct else f"attacks {'one' if attacking else 'the opponent'}'s made-up monster"
        actions.append((f"{side} made-up monster its text reads {what}", action))
    return actions


def free_chain_window(text):
    """The battle window an effect that responds to no event is activated in, for a condition
    `text` that reads the battle (`Duel.GetAttacker()`, `PHASE_DAMAGE`), else None."""
    return window_of(text) if BATTLE.search(text) else None


def _roles(text, code):
    """{role: [the Lua expressions that name it]}: the attacker's and the attack target's."""
    first = ["eg:GetFirst()"] + _FIRST.findall(text)
    attacker = ["Duel.GetAttacker()"] + _ATTACKER.findall(text) + (first if code == EVENT_ATTACK_ANNOUNCE else [])
    target = ["Duel.GetAttackTarget()"] + _TARGET.findall(text) + (first if code == EVENT_BE_BATTLE_TARGET else [])
    return {"attacker": list(dict.fromkeys(attacker)), "target": list(dict.fromkeys(target))}


def _calls(text, names):
    """The calls on any of `names` in the text, each with the comparison that follows it
    (`a:GetAttack()>=1500`), one a line."""
    found = []
    for name in names:
        found += [m.group(0) for m in re.finditer(
            rf"(?<![\w.]){re.escape(name)}:\w+\((?:[^()]|\([^()]*\))*\)(?:\s*(?:>=|>|<=|<|==|~=)\s*\d+)?", text)]
    return "\n".join(found)


def _compared(text, roles, values):
    """A comparison between the two sides' ATK or DEF: the greater side gets _HIGH, the other _LOW."""
    owner = {name: role for role, names in roles.items() for name in names}
    pattern = rf"([\w.]+(?:\(\))?):({_STAT_CALL})\s*(<=?|>=?)\s*([\w.]+(?:\(\))?):({_STAT_CALL})"
    for left, left_stat, op, right, right_stat in re.findall(pattern, text):
        if left in owner and right in owner and owner[left] != owner[right]:
            big, small = (left, right) if op[0] == ">" else (right, left)
            values[owner[big]][_key(left_stat if big == left else right_stat)] = _HIGH
            values[owner[small]][_key(right_stat if big == left else left_stat)] = _LOW
            return


def _key(call):
    return "def" if "Defense" in call else "atk"


def _position(calls):
    if re.search(r"IsFacedown\(\)|POS_FACEDOWN", calls):
        return "facedown_defense"
    return "faceup_defense" if re.search(r"IsDefensePos\(\)|POS_FACEUP_DEFENSE|POS_DEFENSE\b", calls) else "faceup_attack"


def _attackers(attacker, target, text, spell):
    """The attacking players to try: the one the calls or the turn name, else the opponent then one."""
    if spell:
        return [0]
    if "IsControler(1-tp)" in attacker or "IsControler(tp)" in target or _OPPONENT_TURN.search(text):
        return [1]
    if "IsControler(tp)" in attacker or "IsControler(1-tp)" in target or _OWN_TURN.search(text):
        return [0]
    return [1, 0]


def _battle(window, monsters, positions, attacking, direct, advance, setup, responds=True):
    """The attacking player's made-up attacker attacks the other's made-up target (or directly),
    the card's effect activated in response, or in the battle's `window` (not `responds`: the attack
    only); `advance`: the attacker was Tribute Summoned; `setup`: steps (session, card) that set the
    LP the text compares first."""
    def respond(session, card, number):
        for step in setup:
            step(session, card)
        defending = 1 - attacking
        if direct and any(c is not None for c in session.duel.zone_list(defending, LOCATION_MZONE)):
            return False, "the attacked player has a monster: no direct attack"
        if not session.duel.free_sequences(attacking, LOCATION_MZONE) \
                or not (direct or session.duel.free_sequences(defending, LOCATION_MZONE)):
            return False, "no free Monster Zone for the battle"
        attacker = session.add_card(monsters["attacker"], attacking, "mzone", alias="attacker")
        as_summoned(attacker)
        if advance:
            attacker.summon_type, attacker.summon_location = SUMMON_TYPE_ADVANCE, LOCATION_HAND
            attacker.summon_player = attacking
        target = None
        if not direct:
            target = session.add_card(monsters["target"], defending, "mzone", alias="attack_target",
                                      position=positions["target"])
            as_summoned(target)
        if not responds:
            return attack(session, attacking, attacker, target, needs_target=not direct)
        session.set_turn(attacking, "main1", 2 + (attacking == 0))
        if window:
            return activate_in_battle_window(session, card, number, attacker, target, window)
        session.attack(attacker, target, chain_responses=[{"card": card, "effect": number}])
        return True, ""
    return respond
