"""Direct attacks for an effect activated when battle damage is inflicted (EVENT_BATTLE_DAMAGE:
"when you take battle damage from a direct attack", "when your monster inflicts battle damage to
your opponent by a direct attack"): the fixed battles of harness/probe/events.py are between a
monster of each player's. harness/probe/deep.py tries these after them:

- the opponent's monster attacks directly (no monster of one's own on the board);
- the opponent's Blue-Eyes White Dragon attacks directly (3000 damage: "2000 or more");
- one's monster (the card itself, when it is a monster on the field) attacks directly (no
  monster of the opponent's on the board).

The effect is activated after damage calculation, the window the battle damage is raised in."""
from harness.constants import EVENT_BATTLE_DAMAGE, LOCATION_MZONE
from harness.probe.boards import with_extras
from harness.probe.events import _WINDOWS as WINDOWS, activate_in_battle_window

# (name, attacking player, the attacker's alias, whether the opponent's strong monster is added)
_ATTACKS = (("the opponent's monster attacks directly", 1, "foe_monster", False),
            ("the opponent's Blue-Eyes White Dragon attacks directly", 1, "foe_strong", True),
            ("one's monster attacks directly", 0, "own_monster", False))


def direct_attacks(probe, effect):
    """[(name, action)] for an effect on EVENT_BATTLE_DAMAGE; an action's `board` is the board it runs on."""
    if effect.code != EVENT_BATTLE_DAMAGE:
        return []
    actions = []
    for name, attacking, alias, strong in _ATTACKS:
        action = _attack_directly(attacking, alias)
        board = probe.board(own_monster=False) if attacking else probe.board(foe_monster=False)
        action.board = with_extras(board, True, probe.made_up) if strong else board
        actions.append((name, action))
    return actions


def _attack_directly(attacking, alias):
    def respond(session, card, number):
        attacker = card if not attacking and card.current.location == LOCATION_MZONE else session.aliases.get(alias)
        if attacker is None:
            return False, "the board has no monster to attack directly"
        if any(c is not None for c in session.duel.zone_list(1 - attacking, LOCATION_MZONE)):
            return False, "the attacked player has a monster: no direct attack"
        session.set_turn(attacking, "main1", 2)
        return activate_in_battle_window(session, card, number, attacker, None, WINDOWS[EVENT_BATTLE_DAMAGE])
    return respond
