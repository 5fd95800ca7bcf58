"""The monster destroyed by battle (or destroying one) that a response or field trigger reads of
its event's cards, for harness/probe/deep.py: "when a Plant monster you control destroys an
opponent's monster by battle" (`tc:IsRace(RACE_PLANT)` on EVENT_BATTLE_DESTROYING), "if a Defense
Position monster you control is destroyed by battle" (`c:IsPreviousPosition(POS_DEFENSE)`), "when
your Synchro Monster is destroyed by battle and sent to the GY" (`IsReason(REASON_BATTLE)` on
EVENT_TO_GRAVE).

The fixed battles of harness/probe/battles.py and events.py are between the generic board's
monsters and the made-up monsters of an archetype the filters name. Here the monster the text
reads is a made-up monster with no effect, of the Race, Attribute, archetype, kind, ATK, DEF and
Level its text names (asked_stats.py), of the player it names (`IsPreviousControler(tp)`,
`IsControler(1-tp)`; one's own first when it names none), in the position it reads; the other
player's made-up monster (no kind, no effect) battles it:

- destroyed by battle: the other's 3000 ATK monster attacks it;
- destroying by battle (EVENT_BATTLE_DESTROYING; or the destroyed monster's reason card the text
  reads, `rc=c:GetReasonCard()`): it attacks the other's 0 ATK, 0 DEF monster.

A response is activated in the window of the Damage Step its event is raised in (the end of the
Damage Step for a move's event); a field trigger is offered its event. Tried after the effect's
other boards, only when the text reads its event's cards, on the generic board with no monster on
the field (and the numbers of cards in a hand, GY, banishment or Deck the text compares)."""
import re

from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_QUICK_O, EFFECT_TYPE_SINGLE, EVENT_BATTLE_DESTROYED, EVENT_BATTLE_DESTROYING,
    EVENT_DESTROYED, EVENT_LEAVE_FIELD, EVENT_TO_GRAVE, LOCATION_MZONE, TYPE_SPELL,
)
from harness.probe.asked_stats import monster_code, stats
from harness.probe.battles import attack
from harness.probe.boards import as_summoned
from harness.probe.conditions import with_counts
from harness.probe.events import _WINDOWS as WINDOWS, activate_in_battle_window

_MOVES = (EVENT_DESTROYED, EVENT_TO_GRAVE, EVENT_LEAVE_FIELD)       # with REASON_BATTLE in the text
_EVENT_CARDS = re.compile(r"\beg\b")
_OPPONENT = re.compile(r"Is(?:Previous)?Controler\(1-tp\)")
_OWN = re.compile(r"Is(?:Previous)?Controler\(tp\)")
_DEFENSE = re.compile(r"POS_(?:FACEUP_)?DEFENSE\b|IsDefensePos\(\)")
_STRONG, _WEAK = 3000, 0


def battle_destructions(probe, effect, text):
    """[(name, action)] for a response (`text` its condition's and target's Lua); an action's
    `board` is the board it runs on."""
    if not effect.type & (EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_QUICK_O):
        return []
    actions = []
    for name, battle in _battles(probe, effect, text, respond=True):
        battle.board = _board(probe, text)
        actions.append((name, battle))
    return actions


def _board(probe, text):
    """The generic board with no monster on the field (so each player has zones for the battle),
    with the numbers of cards in a hand, GY, banishment or Deck the text compares."""
    return with_counts(probe.board(own_monster=False, foe_monster=False), text)


def destruction_triggers(probe, effect, text, location, position):
    """[(name, location, position, board, action)] for a field trigger (`text` its condition's and
    target's Lua), the card at `location`."""
    if effect.type & EFFECT_TYPE_SINGLE:
        return []
    return [(name, location, position, _board(probe, text), battle)
            for name, battle in _battles(probe, effect, text, respond=False)]


def _battles(probe, effect, text, respond):
    code = effect.code
    # (a destroyed monster's reason card, `c:GetReasonCard():IsSetCard(X)`: the monster the text reads destroys it)
    destroying = code == EVENT_BATTLE_DESTROYING or "GetReasonCard()" in text
    if not (code in (EVENT_BATTLE_DESTROYED, EVENT_BATTLE_DESTROYING) or (code in _MOVES and "REASON_BATTLE" in text)) \
            or not _EVENT_CARDS.search(text):
        return []
    values = {"atk": _STRONG if destroying else 1000, "def": 1000, "level": 4, **stats(text)}
    battler = monster_code(probe, text, values)
    other = monster_code(probe, "", {"atk": _WEAK if destroying else _STRONG, "def": _WEAK, "level": 4})
    position = "faceup_defense" if _DEFENSE.search(text) and not destroying else "faceup_attack"
    players = [1, 0] if _OPPONENT.search(text) and not _OWN.search(text) else [0, 1]
    if respond and probe.finder.data.type & TYPE_SPELL:
        players = [0]
    what = "destroys the other player's by battle" if destroying else "destroyed by battle"
    return [(f"{'the opponent' if player else 'one'}'s made-up monster its text reads {what}",
             _battle(battler, other, player, position, destroying, WINDOWS.get(code, "damage_end") if respond else None))
            for player in players]


def _battle(battler, other, player, position, destroying, window):
    """The player's `battler` (in `position`) and the other player's `other` battle: the battler
    attacks when `destroying`, else it is attacked; `window`: the card's effect is activated there."""
    def battle(session, card, number):
        if not session.duel.free_sequences(player, LOCATION_MZONE) or not session.duel.free_sequences(1 - player,
                                                                                                     LOCATION_MZONE):
            return False, "no free Monster Zone of each player's for the battle"
        mine = session.add_card(battler, player, "mzone", alias="battler", position=position)
        theirs = session.add_card(other, 1 - player, "mzone", alias="other_battler")
        as_summoned(mine)
        attacking, attacker, target = (player, mine, theirs) if destroying else (1 - player, theirs, mine)
        if window is None:
            return attack(session, attacking, attacker, target)
        session.set_turn(attacking, "main1", 2 + (attacking == 0))
        return activate_in_battle_window(session, card, number, attacker, target, window)
    return battle
