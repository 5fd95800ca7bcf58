"""The attacks of the deep probe (harness/probe/events.py): who attacks whom for a trigger on a
battle event, each attack a real attack declaration of the engine (the battle runs as in a duel)."""
from harness import constants
from harness.constants import LOCATION_MZONE
from harness.engine.state.errors import IllegalAction

DIRECT_EVENTS = (constants.EVENT_BATTLE_DAMAGE, constants.EVENT_PRE_BATTLE_DAMAGE)      # a direct attack raises them

# who attacks whom: (attacking player, attacker, attack target: None for a direct attack); "card"
# is the card, when it is a monster on the field (else a monster of one's own); "foe_set_monster"
# the opponent's Set monster; "foe_weak" a weak monster the opponent gets (Petit Dragon, 600 ATK);
# "foe_big" a strong one (the board's, else Blue-Eyes White Dragon)
_CARD_ATTACKS, _CARD_DIRECT = (0, "card", "foe_monster"), (0, "card", None)
_CARD_ATTACKS_SET, _CARD_ATTACKS_WEAK = (0, "card", "foe_set_monster"), (0, "card", "foe_weak")
PETIT_DRAGON = 75356564
BLUE_EYES = 89631139        # "foe_big": the opponent's strong attacker (Blue-Eyes White Dragon, 3000 ATK)
OWN_ATTACKS, _OWN_DIRECT = (0, "own_monster", "foe_monster"), (0, "own_monster", None)
CARD_ATTACKED, CARD_DESTROYED = (1, "foe_monster", "card"), (1, "foe_strong", "card")
_OWN_ATTACKED, OWN_DESTROYED, _FOE_DIRECT = (1, "foe_monster", "own_monster"), (1, "foe_strong", "own_monster"), \
    (1, "foe_monster", None)
_TARGETED = (constants.EVENT_BATTLE_DESTROYED, constants.EVENT_BE_BATTLE_TARGET)


def battle_actions(code, single, made_up_monster=False):
    """The attacks that raise a battle event: a single trigger's card attacks (directly, then a
    weak monster, for battle damage; else the opponent's monster, Set monster, a weak one, the made-up one the
    script's filters ask for) or is attacked (by a stronger monster, for "destroyed by battle";
    by the made-up one); a field trigger's: a monster of one's own attacks (the card itself first,
    when it is on the field) or is attacked, or the opponent attacks directly (no monster of
    one's own on the board)."""
    direct = code in DIRECT_EVENTS
    if single:
        if code in _TARGETED:
            scenes = [CARD_DESTROYED if code == constants.EVENT_BATTLE_DESTROYED else CARD_ATTACKED]
        else:
            # battle damage also by attacking a weak monster ("inflicts battle damage by attacking a monster")
            scenes = [_CARD_DIRECT, _CARD_ATTACKS_WEAK] if direct else \
                [_CARD_ATTACKS, CARD_ATTACKED, _CARD_ATTACKS_SET, _CARD_ATTACKS_WEAK]
        if made_up_monster and not direct:
            scenes += [(0, "card", "foe_made_up"), (1, "foe_made_up", "card")]
    else:
        scenes = [_OWN_DIRECT if direct else OWN_ATTACKS, _CARD_DIRECT if direct else _CARD_ATTACKS,
                  _OWN_ATTACKED, _FOE_DIRECT] + ([OWN_DESTROYED] if code == constants.EVENT_BATTLE_DESTROYED else [])
        if made_up_monster and not direct:      # the made-up monster of one's own battles (and is destroyed)
            scenes += [(1, "foe_monster", "own_made_up"), (0, "own_made_up", "foe_monster")]
            if code == constants.EVENT_BATTLE_DESTROYED:
                scenes.append((1, "foe_big", "own_made_up"))
        if direct:          # "if you take 2000 or more battle damage": a strong monster's direct attack
            scenes.append((1, "foe_big", None))
    return [scene_action(*scene) for scene in dict.fromkeys(scenes)]


def scene_action(player, attacker, target):
    def action(session, card, number):
        chosen = [_battler(session, card, alias) for alias in (attacker, target)]
        return attack(session, player, chosen[0], chosen[1] if target else None, target is not None)
    if player == 1:       # the opponent's monster attacks (directly: no monster of one's own on the board)
        action.board = {"foe_monster": True, **({"own_monster": False} if target is None else {})}
    return action


def _battler(session, card, alias):
    if alias == "card":
        return own_monster(session, card)
    if alias == "foe_set_monster":
        return next((c for c in session.duel.zone_list(1, LOCATION_MZONE) if c is not None and c.is_facedown()), None)
    if alias == "foe_big":          # the board's strong attacker of the opponent's, else one it gets
        if session.aliases.get("foe_strong") is not None:
            return session.aliases["foe_strong"]
        free = session.duel.free_sequences(1, LOCATION_MZONE)
        return session.add_card(BLUE_EYES, 1, "mzone", alias="foe_strong") if free else None
    if alias == "foe_weak":
        free = session.duel.free_sequences(1, LOCATION_MZONE)
        return session.add_card(PETIT_DRAGON, 1, "mzone", alias="foe_weak") if free else None
    return session.aliases.get(alias) if alias else None


def own_monster(session, card):
    return card if card.current.location == LOCATION_MZONE else session.aliases.get("own_monster")


def attack(session, player, attacker, target, needs_target=True):
    """`player`'s `attacker` attacks `target` (an alias, or a card; None: directly)."""
    if isinstance(target, str):
        target = session.aliases.get(target)
    if attacker is None or (needs_target and target is None):
        return False, "the board has no monster for the attack its event needs"
    if getattr(session, "steps", None):         # a recorded step came first (a Gemini Summon): its turn stays
        if (session.duel.turn_player, session.duel.phase) != (player, constants.PHASE_MAIN1):
            return False, "the attack its event needs would come in another turn than the plan's first step"
    else:
        session.set_turn(player, "main1", 2)
    try:
        session.attack(attacker, target)
    except IllegalAction:       # the board allows no such attack (a card that is no monster, say)
        return False, "the attack its event needs cannot be declared on the board"
    return True, ""
