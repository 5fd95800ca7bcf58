"""The monster a battle trigger of the card reads of the one it battles, for harness/probe/deep.py:
"if this card battles a Fiend or Zombie monster" (`bc:IsRace(RACE_FIEND+RACE_ZOMBIE)`), "destroys
a monster with 0 ATK by battle" (`bc:GetPreviousAttackOnField()==0`), "destroys a face-down
Defense Position monster" (`GetBattlePosition()==POS_FACEDOWN_DEFENSE`), "is destroyed by battle
with a Pyro monster", "attacks a Level 6 or higher Synchro Monster".

The fixed battles of harness/probe/battles.py are with the generic board's monsters and the
made-up monster of an archetype the filters name, of no Race, ATK or position a condition asks
about. Here the opponent gets a made-up monster with no effect, with the Race, Attribute,
archetype, kind (`TYPE_SYNCHRO`, `TYPE_NORMAL`), ATK, DEF and Level the text of the trigger's
condition and target names (asked_stats.py), in the position it reads (face-down for
`IsFacedown`, `POS_FACEDOWN`; face-up Defense Position for `IsDefensePos`), and:

- for "destroyed by battle" (EVENT_BATTLE_DESTROYED): it attacks the card (3000 ATK, unless the
  text names its ATK);
- else: the card attacks it (0 ATK and DEF, unless the text names them: the card destroys it),
  then, unless the text reads its position, attacks it in face-up Defense Position with 3000 DEF
  (both survive the battle: "at the end of the Damage Step, destroy the monster it battled"); then,
  but for "destroys by battle" (EVENT_BATTLE_DESTROYING), it attacks the card as above.

Tried after the other boards of the trigger, only for a single trigger of a monster on a battle
event whose text reads the monster it battles; and for "destroys a monster by battle"
(EVENT_BATTLE_DESTROYING) whatever its text reads, the first battle alone: a card weaker than every
monster of the generic board (Masked Chopper, 100 ATK) destroys the made-up monster with 0 ATK and DEF."""
import re

from harness.constants import (
    EFFECT_TYPE_SINGLE, EVENT_BATTLE_DESTROYED, EVENT_BATTLE_DESTROYING, LOCATION_MZONE, TYPE_MONSTER,
)
from harness.probe.asked_stats import monster_code, stats
from harness.probe.battles import attack
from harness.probe.boards import as_summoned
from harness.probe.events import BATTLE_EVENTS, DIRECT_EVENTS

# the monster it battles: c:GetBattleTarget(), Duel.GetAttackTarget(), a local named bc, tc:GetPreviousAttackOnField()
_READS = re.compile(r"GetBattleTarget\(\)|GetAttackTarget\(\)|GetAttacker\(\)|\bbc:|GetPrevious\w+OnField\(\)")
_FACEDOWN = re.compile(r"IsFacedown\(\)|POS_FACEDOWN")
_DEFENSE = re.compile(r"IsDefensePos\(\)|POS_FACEUP_DEFENSE|POS_DEFENSE\b")
_STRONG, _STURDY = 3000, 3000


def battle_foes(probe, effect, text, board):
    """[(name, location, position, board, action)]: the battles above, the card face-up in
    Attack Position in one's Monster Zone; [] when they do not apply."""
    code = effect.code
    reads = _READS.search(text)
    if not effect.type & EFFECT_TYPE_SINGLE or code not in BATTLE_EVENTS or code in DIRECT_EVENTS \
            or not probe.finder.data.type & TYPE_MONSTER or not (reads or code == EVENT_BATTLE_DESTROYING):
        return []
    bounded = stats(text)
    position = "facedown_defense" if _FACEDOWN.search(text) else "faceup_defense" if _DEFENSE.search(text) \
        else "faceup_attack"
    if code == EVENT_BATTLE_DESTROYED:
        scenes = [("attacks the card", "faceup_attack", {"atk": _STRONG, "def": 0}, False)]
    else:
        scenes = [("attacked by the card", position, {"atk": 0, "def": 0}, True)]
        if position == "faceup_attack" and reads:
            scenes.append(("in Defense Position with 3000 DEF, attacked by the card", "faceup_defense",
                           {"atk": 0, "def": _STURDY}, True))
        if code != EVENT_BATTLE_DESTROYING:
            scenes.append(("attacks the card", "faceup_attack", {"atk": _STRONG, "def": 0}, False))
    plans = []
    for what, where, defaults, card_attacks in scenes:
        foe = monster_code(probe, text, {"level": 4, **defaults, **bounded})
        plans.append((f"the opponent's made-up monster its text reads, {what}", "mzone", "faceup_attack", board,
                      _battle(foe, where, card_attacks)))
    return plans


def _battle(foe_code, position, card_attacks):
    def battle(session, card, number):
        if card.current.location != LOCATION_MZONE or not session.duel.free_sequences(1, LOCATION_MZONE):
            return False, "no battle of the card with a monster of the opponent's on the board"
        foe = session.add_card(foe_code, 1, "mzone", alias="foe_battler", position=position)
        as_summoned(foe)
        return attack(session, 0, card, foe) if card_attacks else attack(session, 1, foe, card)
    return battle
