"""The events of the deep probe (harness/probe/deep.py): how a trigger's event is raised, and the event
an effect that responds to one is activated on. Each plan is (location, position, action):
the card starts there, and `action(session, card, number)` gives (legal, reason)."""
from harness import constants
from harness.constants import (
    EFFECT_TYPE_SINGLE, LOCATION_DECK, LOCATION_GRAVE, LOCATION_HAND, LOCATION_MZONE, LOCATION_REMOVED,
    POS_FACEUP_ATTACK, REASON_DISCARD, REASON_EFFECT, TYPE_DUAL, TYPE_MONSTER, TYPE_SPELL,
)
from harness.probe import agents
from harness.probe.boards import (
    BOOK_OF_MOON, EXTRA_TYPES, FOE_QUICK, HARPIE, LEVIATHAN, MADE_UP, PARASITE, ROYAL_DECREE, SUMMON_TYPES,
    attach_materials,
)
from harness.probe.battles import (
    CARD_ATTACKED, CARD_DESTROYED, DIRECT_EVENTS, OWN_ATTACKS, OWN_DESTROYED, attack, battle_actions, own_monster,
    scene_action,
)
from harness.probe.materials import material_actions, tribute_summon
from harness.probe.responses import RAIGEKI_BREAK, asked_activations, own_target, prepare
from harness.engine import operations, summons, turn
from harness.engine.state.errors import IllegalAction, IllegalDecision
from harness.engine.state.events import event_name
from harness.probe.finder import effect_home

BATTLE_EVENTS = {constants.ALL[name] for name in (
    "EVENT_ATTACK_ANNOUNCE", "EVENT_BATTLE_DESTROYING", "EVENT_BATTLE_DAMAGE", "EVENT_BATTLE_START",
    "EVENT_BATTLE_CONFIRM", "EVENT_DAMAGE_STEP_END", "EVENT_BATTLED", "EVENT_PRE_DAMAGE_CALCULATE",
    "EVENT_BATTLE_DESTROYED", "EVENT_PRE_BATTLE_DAMAGE", "EVENT_BE_BATTLE_TARGET") if name in constants.ALL}
_LUA_EVENTS = {constants.EVENT_DAMAGE: "Duel.Damage(0,500,REASON_EFFECT)",
               constants.EVENT_RECOVER: "Duel.Recover(0,500,REASON_EFFECT)",
               constants.EVENT_DRAW: "Duel.Draw(0,1,REASON_EFFECT)"}
# the same events by an agent's activation (agents.effect_agent): (what, the agent's player), player 0
# the one who takes the damage, gains the LP, draws first
_AGENT_EVENTS = {constants.EVENT_DAMAGE: (("damage", 1), ("damage", 0)),
                 constants.EVENT_RECOVER: (("recover", 0), ("recover", 1)),
                 constants.EVENT_DRAW: (("draw", 0), ("draw", 1))}
_BY_BATTLE_TOO = (constants.EVENT_TO_GRAVE, constants.EVENT_DESTROYED, constants.EVENT_LEAVE_FIELD)
STRONG_FOE_EVENTS = (constants.EVENT_BATTLE_DESTROYED,) + _BY_BATTLE_TOO     # the boards with foe_strong
_MOVES = {constants.EVENT_TO_GRAVE: "send_to_grave", constants.EVENT_REMOVE: "banish",
          constants.EVENT_TO_HAND: "to_hand", constants.EVENT_TO_DECK: "to_deck"}
_LEAVES = (constants.EVENT_TO_GRAVE, constants.EVENT_LEAVE_FIELD, constants.EVENT_DESTROYED,
           constants.EVENT_LEAVE_FIELD_P, constants.EVENT_REMOVE, constants.EVENT_TO_HAND,
           constants.EVENT_TO_DECK, constants.EVENT_RELEASE)
# EVENT_PHASE+X is raised at the end of phase X (the session moves on to the next phase);
# EVENT_PHASE_START+X when X starts
_STARTS = {constants.PHASE_END: "end", constants.PHASE_STANDBY: "standby", constants.PHASE_DRAW: "draw",
           constants.PHASE_BATTLE: "battle", constants.PHASE_MAIN1: "main1",
           constants.PHASE_MAIN2: "main2", constants.PHASE_BATTLE_START: "battle_start"}
_ENDS = {constants.PHASE_END: "draw", constants.PHASE_STANDBY: "main1", constants.PHASE_DRAW: "standby",
         constants.PHASE_BATTLE: "main2", constants.PHASE_MAIN1: "battle_start",
         constants.PHASE_MAIN2: "end", constants.PHASE_BATTLE_START: "main2"}
def reason_effect(session, player):
    """An effect to move or summon cards by: the first effect of the player's Mystical Space
    Typhoon in the Deck (a move by an effect has a reason effect in a real duel, and scripts rely
    on it: `re:GetHandler()`)."""
    card = next(c for c in session.duel.cards_in(player, LOCATION_DECK) if c.data.code == FOE_QUICK)
    return card.effects[0] if card.effects else None


def move(session, how, cards, reason, player=1):
    """Move cards by an effect of `player`'s: the activation of a made-up agent (agents.py), else
    (no free zone for it) the engine's move with the reason effect of reason_effect()."""
    if agents.act(session, agents.move_agent(how, reason), cards, player):
        return
    duel, effect = session.duel, reason_effect(session, player)
    if how == "destroy":
        session._finish(lambda: operations.destroy(duel, cards, effect, reason, player))
        return
    where = {"send_to_grave": LOCATION_GRAVE, "banish": LOCATION_REMOVED, "to_hand": LOCATION_HAND,
             "to_deck": LOCATION_DECK}[how]
    session._finish(lambda: operations.send_to(duel, cards, effect, reason, player, where))


def special_summon(session, card, player=0):
    """Special Summon the card by an effect of `player`'s (see reason_effect); a Fusion, Synchro,
    Xyz, Link or Ritual Monster from the Extra Deck or hand as that kind of summon (its triggers
    often ask); from the GY, a plain Special Summon."""
    kind = 0 if card.current.location == LOCATION_GRAVE else \
        next((sumtype for bit, sumtype in SUMMON_TYPES if card.data.type & bit), 0)
    if agents.act(session, agents.summon_agent(kind), [card], player):
        return
    effect = reason_effect(session, player)
    session._finish(lambda: summons.special_summon(session.duel, [card], kind, player, player, POS_FACEUP_ATTACK, effect))


def _from_the_extra_deck(player):
    """action: an Extra Deck monster of the player's (a made-up one first) is Special Summoned by
    an effect of the player's, as its kind of summon."""
    def action(session, card, number):
        extra = [c for c in session.duel.cards_in(player, constants.LOCATION_EXTRA) if c is not card]
        extra.sort(key=lambda c: c.data.code < MADE_UP)
        if not extra or not session.duel.free_sequences(player, LOCATION_MZONE):
            return False, "no Extra Deck monster to Special Summon"
        special_summon(session, extra[0], player)
        return True, ""
    return action


def _alone(action):
    """The action on a board with no monster of one's own ("if it is the only monster you control")."""
    def alone(session, card, number):
        return action(session, card, number)
    alone.board = {"own_monster": False}
    return alone


def tributes(session, card):
    """The monsters of one's own a Normal Summon of the card Tributes (Normal Monsters added when too few)."""
    level = card.data.level or 0
    need = 0 if level <= 4 else 1 if level <= 6 else 2
    monsters = [c for c in session.duel.zone_list(0, LOCATION_MZONE) if c is not None and c is not card]
    while len(monsters) < need:
        monsters.append(session.add_card(15025844, 0, "mzone"))
    return monsters[:need]


def _run(step):
    def action(session, card, number):
        step(session, card)
        return True, ""
    return action


def field_home(data):
    """Where the card is face-up on the field: (location, position)."""
    if data.type & TYPE_MONSTER:
        return "mzone", "faceup_attack"
    return ("fzone", "faceup") if data.type & constants.TYPE_FIELD else ("szone", "faceup")


# the opponent's activations to respond to: a Spell (Set Mystical Space Typhoon), a monster's
# Quick Effect from the hand (Parasite Paranoid), a Trap (Royal Decree, Set), in the opponent's
# turn only a monster effect on the field (Number 17: Leviathan Dragon's ignition), and a Spell
# that targets a monster of one's own (Book of Moon, Set), a Spell Set in the card's column (Mystical
# Space Typhoon)
_ACTIVATIONS = (("a Spell", FOE_QUICK, None), ("a monster effect", PARASITE, "hand"), ("a Trap", ROYAL_DECREE, "szone"),
                ("a monster effect on the field", LEVIATHAN, "mzone"), ("a Spell that targets", BOOK_OF_MOON, "szone"),
                ("a Spell in its column", FOE_QUICK, "column"))
_TARGETING = (PARASITE, BOOK_OF_MOON)
_CHAIN_EVENTS = (constants.EVENT_CHAINING, constants.EVENT_CHAIN_SOLVING, constants.EVENT_CHAIN_SOLVED,
                 constants.EVENT_CHAIN_END)          # what an activation of the opponent's raises


def trigger_plans(data, effect, made_up_monster=False):
    """How the trigger's event is raised: [(location, position, action)], [] when the probe does
    not raise it. A single trigger (its own card's event) gets it on the card; a field trigger
    on a card of each player (first on a made-up monster, when the board has one). A Gemini
    monster face-up on the field gets each plan also after its Gemini Summon (its effects work
    only then)."""
    plans = _event_plans(data, effect, made_up_monster)
    if data.type & TYPE_DUAL and effect.type & EFFECT_TYPE_SINGLE and effect.code == constants.EVENT_SUMMON_SUCCESS:
        plans.append(("mzone", "faceup_attack", _gemini_first(_run(lambda s, c: None))))     # "when Gemini Summoned"
    if data.type & TYPE_DUAL:           # (the Gemini Summon is the turn's Normal Summon: not before another)
        plans += [(where, pos, _gemini_first(action)) for where, pos, action in plans
                  if where == "mzone" and pos and pos.startswith("faceup") and effect.code not in _NORMAL_SUMMONS]
    return plans


_NORMAL_SUMMONS = (constants.EVENT_SUMMON_SUCCESS, constants.EVENT_SUMMON)


def _gemini_first(action):
    def gemini(session, card, number):
        try:
            session.summon(card)          # a face-up Gemini monster's second Normal Summon
        except IllegalAction:
            return False, "the card cannot be Gemini Summoned on the board"
        return action(session, card, number)
    gemini.board = getattr(action, "board", {})
    return gemini


def _event_plans(data, effect, made_up_monster):
    single = bool(effect.type & EFFECT_TYPE_SINGLE)
    code = effect.code
    home = field_home(data)
    location, position = home if single else effect_home(data, effect)
    phase = code & 0xfff if code & (constants.EVENT_PHASE | constants.EVENT_PHASE_START) else 0
    if code in (constants.EVENT_SUMMON_SUCCESS, constants.EVENT_SUMMON):
        if single:
            summon = _run(lambda s, c: s.summon(c, tribute=tributes(s, c)))
            return [("hand", None, summon), ("hand", None, _alone(summon))]
        own = _run(lambda s, c: s.summon(s.card("hand_monster")))
        # also with no other monster of one's own: the summon takes no last free Monster Zone its effect needs
        return [(location, position, own),
                (location, position, _run(lambda s, c: (s.set_turn(1, "main1", 2), s.summon(s.card("foe_hand_monster"))))),
                (location, position, tribute_summon(None)), (location, position, _alone(own))]
    if code in (constants.EVENT_SPSUMMON_SUCCESS, constants.EVENT_SPSUMMON):
        if single:
            extra = bool(data.type & EXTRA_TYPES)
            return [("extra" if extra else "hand", None, _run(special_summon)), ("grave", None, _run(special_summon)),
                    ("extra" if extra else "hand", None, _alone(_run(special_summon)))]
        own = _run(lambda s, c: special_summon(s, s.card("hand_monster")))
        return [(location, position, own),
                (location, position, _run(lambda s, c: special_summon(s, s.card("foe_hand_monster"), 1))),
                (location, position, _from_the_extra_deck(0)), (location, position, _from_the_extra_deck(1)),
                (location, position, _alone(own))]
    if code in (constants.EVENT_FLIP, constants.EVENT_FLIP_SUMMON_SUCCESS):
        if single:
            return [("mzone", "facedown_defense", _run(lambda s, c: s.flip_summon(c)))]
        return [(location, position, _run(lambda s, c: (s.change_position(s.card("own_monster"), "facedown_defense"),
                                                        s.flip_summon(s.card("own_monster")))))]
    if code in _LEAVES:
        return _leave_plans(code, single, home, location, position, made_up_monster)
    if code in BATTLE_EVENTS:
        where = home if single else (location, position)
        plans = [(where[0], where[1], action) for action in battle_actions(code, single, made_up_monster)]
        if single and where[0] == "mzone" and code not in DIRECT_EVENTS:
            # the card attacked in Defense Position (face-down: a Set monster attacked)
            plans += [("mzone", pos, scene_action(*CARD_ATTACKED)) for pos in ("facedown_defense", "faceup_defense")]
        return plans
    if phase:
        return _phase_plans(code, phase, location, position)
    if code == constants.EVENT_PREDRAW:       # the start of the Draw Phase, in the turn of each player
        return [(location, position, _run(lambda s, c: s.phase("draw"))),
                (location, position, _run(lambda s, c: (s.set_turn(1, "main1", 2), s.phase("draw"))))]
    if code in (constants.EVENT_CONTROL_CHANGED, constants.EVENT_EQUIP):
        where = home if single else (location, position)
        plans = [(where[0], where[1], _by_an_effect(step)) for step in _EFFECT_STEPS[code](single)]
        if code == constants.EVENT_CONTROL_CHANGED:     # then by a made-up agent, which a snapshot can write
            plans += [(where[0], where[1], _control_by_agent(alias, player))
                      for alias, player in ((("card", 1),) if single else (("own_monster", 1), ("foe_monster", 0)))]
        else:       # then Axe of Despair activated, which a snapshot can write
            plans.append((where[0], where[1], _axe_activated("card" if single else "own_monster")))
        return plans
    if code == constants.EVENT_CHAIN_NEGATED:
        return [(location, position, _negated_activation(player)) for player in (0, 1)]
    if code in _LUA_EVENTS:
        # the Lua, then the same by a made-up agent's activation (agents.py), which a snapshot can write
        what, player = _AGENT_EVENTS[code][0]
        return [(location, position, _run(lambda s, c: s.lua(_LUA_EVENTS[code]))),
                (location, position, _by_agent(what, player))]
    if code == constants.EVENT_ADJUST:       # the adjust pass the engine runs after every action
        return [(location, position, _run(lambda s, c: s.start()))]
    if code in _CHAIN_EVENTS:
        return [(location, position, _opponent_activates(activated, where, 1)) for _, activated, where in _ACTIVATIONS]
    if code == constants.EVENT_CHANGE_POS:
        # an effect changes the position of the card (a field trigger: of a monster of one's own)
        return [(home[0] if single else location, home[1] if single else position,
                 _run(lambda s, c: s.change_position(c if single else s.card("own_monster"), "faceup_defense")))]
    if code == constants.EVENT_BE_MATERIAL and (data.type & TYPE_MONSTER or not single):
        return [(home[0] if single else location, home[1] if single else position, action)
                for action in material_actions(single)]
    return []


_SET = {"mzone": "facedown_defense", "szone": "facedown", "fzone": "facedown"}     # the card Set where it is
_DESTROYABLE = (constants.EVENT_TO_GRAVE, constants.EVENT_DESTROYED, constants.EVENT_LEAVE_FIELD)


def _leave_plans(code, single, home, location, position, made_up_monster):
    """The card (or a monster of each player) leaves where it is by an effect: sent to the GY
    (also from the hand, discarded, and the Deck), added to the hand (also from the Deck and GY),
    banished or returned to the Deck (also from the GY), Tributed, destroyed (a card on the field
    also while Set); a monster on the field also destroyed by battle."""
    how = _MOVES.get(code, "destroy")
    from_where = [home]
    if single and code == constants.EVENT_TO_GRAVE:
        from_where += [("hand", None), ("deck", None)]
    elif single and code == constants.EVENT_TO_HAND:
        from_where += [("deck", None), ("grave", None)]
    elif single and code in (constants.EVENT_REMOVE, constants.EVENT_TO_DECK):
        from_where += [("grave", None)]
    subjects = (["own_made_up"] if made_up_monster else []) + ["own_monster", "foe_monster"]
    if not single and code in (constants.EVENT_TO_GRAVE, constants.EVENT_TO_HAND):
        # a monster of one's own from the hand (discarded) or the Deck; a monster of the opponent's Deck
        subjects += ["own_hand_monster", "own_deck_monster", "foe_deck_monster"] if code == constants.EVENT_TO_GRAVE \
            else ["own_deck_monster", "foe_deck_monster"]
    if single:
        moves = [(where, pos, None, how) for where, pos in from_where]
        if code in _DESTROYABLE and home[0] in _SET:
            # destroyed face-up; Set, in the opponent's turn; a monster Set as a Spell (EFFECT_MONSTER_SSET)
            moves += [(home[0], home[1], None, "destroy")] * (how != "destroy") + [(home[0], _SET[home[0]], None, "foe")]
            moves += [("szone", "facedown", None, "foe")] if home[0] == "mzone" else []
    else:
        moves = [(location, position, whose, how) for whose in subjects]
        if code == constants.EVENT_TO_GRAVE:
            moves += [(location, position, whose, "destroy") for whose in subjects]
    plans = []
    for where, pos, whose, kind in moves:
        if code == constants.EVENT_RELEASE:
            kind, reason = "send_to_grave", constants.REASON_RELEASE | REASON_EFFECT
        else:
            # discarded: the card sent from the hand to the GY (not a card added to the hand, banished,
            # returned to the Deck or destroyed, nor a monster moved while the card waits in the hand)
            reason = REASON_EFFECT | (REASON_DISCARD if where == "hand" and whose is None and kind == "send_to_grave"
                                      else 0)
        if whose in _HELD:
            reason |= REASON_DISCARD if whose == "own_hand_monster" else 0
            plans.append((where, pos, _move_held(kind, whose, reason)))
            continue
        plans.append((where, pos, _destroyed_set if kind == "foe" else
                      _run(lambda s, c, m=kind, r=reason, a=whose: move(s, m, [c if a is None else s.card(a)], r))))
    if code in _BY_BATTLE_TOO and (home[0] == "mzone" or not single):
        # destroyed by battle: the card (a monster of one's own) attacked by the opponent's stronger
        # monster; for a field trigger also the opponent's monster, attacked by one's own
        scenes = [CARD_DESTROYED] if single else [OWN_DESTROYED, OWN_ATTACKS] + \
            ([(1, "foe_monster", "own_made_up")] if made_up_monster else [])
        plans += [(home[0] if single else location, home[1] if single else position, scene_action(*scene))
                  for scene in scenes]
    if single and code == constants.EVENT_TO_GRAVE and home[0] == "mzone":
        plans.append((home[0], home[1], _run(lambda s, c: move(s, "send_to_grave", [c],
                                                                constants.REASON_RELEASE | REASON_EFFECT))))
    return plans


AXE_OF_DESPAIR = 40619825       # an Equip Spell (bundled)


def _take_control(alias, player):
    def take(session, card):
        monster = card if alias == "card" else session.aliases.get(alias)
        if monster is None or monster.current.location != LOCATION_MZONE:
            return False, "no monster on the field to take control of"
        operations.get_control(session.duel, [monster], session.duel.reason_effect, player, player)
        return True, ""
    return take, player


def _control_by_agent(alias, player):
    """action: `player` takes control of the monster (the card, or a monster of the board's) by the
    activation of the made-up agent that does (agents.control_agent)."""
    def action(session, card, number):
        monster = card if alias == "card" else session.aliases.get(alias)
        if monster is None or monster.current.location != LOCATION_MZONE:
            return False, "no monster on the field to take control of"
        if not agents.act(session, agents.control_agent(), [monster], player):
            return False, "the card that takes control could not be activated"
        return True, ""
    return action


def _equip(alias):
    def equip(session, card):
        monster = card if alias == "card" else session.aliases.get(alias)
        if monster is None or monster.current.location != LOCATION_MZONE:
            return False, "no monster on the field to equip"
        axe = session.add_card(AXE_OF_DESPAIR, 0, "hand")
        operations.equip(session.duel, 0, axe, monster)
        return True, ""
    return equip, 0


def _axe_activated(alias):
    """action: one activates Axe of Despair from the hand, equipping it to the monster (the card,
    or one's monster)."""
    def action(session, card, number):
        monster = card if alias == "card" else session.aliases.get(alias)
        if monster is None or monster.current.location != LOCATION_MZONE or monster.is_facedown():
            return False, "no face-up monster on the field to equip"
        axe = session.add_card(AXE_OF_DESPAIR, 0, "hand")
        session.after_step()
        try:
            session.activate(axe, targets=[monster])
        except IllegalAction:
            return False, "Axe of Despair could not be equipped to it"
        return True, ""
    return action


# the effects that raise control_changed (the opponent takes control of the card; a field trigger:
# of a monster of one's own, or one's own effect takes the opponent's) and equip (Axe of Despair is
# equipped to the card, or to a monster of one's own)
_EFFECT_STEPS = {
    constants.EVENT_CONTROL_CHANGED: lambda single: [_take_control("card", 1)] if single else
    [_take_control("own_monster", 1), _take_control("foe_monster", 0)],
    constants.EVENT_EQUIP: lambda single: [_equip("card" if single else "own_monster")],
}


def _by_an_effect(step):
    """action: `step(session, card)` done as an effect of its player's (see reason_effect)."""
    do, player = step

    def action(session, card, number):
        effect = reason_effect(session, player)
        result = []

        def act():
            with session.duel.acting(effect, player):
                result.append(do(session, card))
        session._finish(act)
        return result[0]
    return action


_HELD = {"own_hand_monster": (0, LOCATION_HAND), "own_deck_monster": (0, LOCATION_DECK),
         "foe_deck_monster": (1, LOCATION_DECK)}


def _move_held(kind, whose, reason):
    """A monster of a player's hand or Deck (a made-up one first) is moved by an effect of that player's."""
    player, location = _HELD[whose]

    def action(session, card, number):
        monsters = [c for c in session.duel.cards_in(player, location) if c.data.type & TYPE_MONSTER and c is not card]
        monsters.sort(key=lambda c: c.data.code < MADE_UP)
        if not monsters:
            return False, f"no {whose.replace('_', ' ')}"
        move(session, kind, [monsters[0]], reason, player)     # by an effect of its own player's
        return True, ""
    return action


def _destroyed_set(session, card, number):
    """The Set card is destroyed by an effect of the opponent's, in the opponent's turn; a monster
    Set in the Spell & Trap Zone only when it may be (EFFECT_MONSTER_SSET)."""
    if card.current.location == constants.LOCATION_SZONE and card.data.type & TYPE_MONSTER \
            and not any(e.code == constants.EFFECT_MONSTER_SSET for e in card.effects):
        return False, "a monster is Set in the Spell & Trap Zone only with EFFECT_MONSTER_SSET"
    session.set_turn(1, "main1", 2)
    move(session, "destroy", [card], REASON_EFFECT)
    return True, ""


def _phase_plans(code, phase, location, position):
    """The phase ends (or starts) in the turn of each player; the Battle Phase also ends after
    the card (or a monster of one's own) battled ("if this card battled")."""
    name = (_STARTS if code & constants.EVENT_PHASE_START else _ENDS).get(phase)
    if name is None:
        return []
    plans = [(location, position, _run(lambda s, c: s.phase(name))),
             (location, position, _run(lambda s, c: (s.set_turn(1, "main1", 2), s.phase(name))))]
    if phase == constants.PHASE_BATTLE and not code & constants.EVENT_PHASE_START:
        plans += [(location, position, _battled_then(name)), (location, position, _battled_then(name, _foe_set_monster))]
    return plans


def _battled_then(name, target="foe_monster"):
    """action: one's monster (the card) attacks `target` (an alias, or a function of the session
    that finds the card), then the phase `name`."""
    def action(session, card, number):
        legal, reason = attack(session, 0, own_monster(session, card), target if isinstance(target, str) else target(session))
        if legal:
            session.phase(name)
        return legal, reason
    return action


def _foe_set_monster(session):
    """The opponent's Set monster (Celtic Guardian, 1200 DEF): a weak attacker battles it and stays
    on the field ("if this card battled")."""
    return next((m for m in session.duel.zone_list(1, LOCATION_MZONE) if m is not None and not m.is_faceup()), None)


_SUMMON_EVENTS = (constants.EVENT_SUMMON_SUCCESS, constants.EVENT_SPSUMMON_SUCCESS, constants.EVENT_SUMMON,
                  constants.EVENT_SPSUMMON, constants.EVENT_FLIP_SUMMON_SUCCESS)


def response_actions(data, code, condition=""):
    """[(name, action(session, card, number))]: the event happens, and the card's effect is
    activated in response (a Spell in its own turn, anything else in the opponent's); an
    activation to respond to comes as each of _ACTIVATIONS, then as each the `condition`'s text
    asks for (harness/probe/responses.py)."""
    if code == constants.EVENT_CHAINING:
        spell = bool(data.type & TYPE_SPELL)
        activations = [entry for entry in _ACTIVATIONS if not (spell and entry[2] == "mzone")]
        return [(f"in response to {name}", respond_to_activation(data, activated, where))
                for name, activated, where in activations + asked_activations(condition, spell)]
    if code in _WINDOWS:
        return [(f"in response to {event_name(code)}, {side}", _respond_in_window(_WINDOWS[code], player))
                for side, player in (("attacking", 0), ("attacked", 1))]
    if code == constants.EVENT_BECOME_TARGET:      # an activation that targets a monster of one's own
        return [(f"in response to {name}", respond_to_activation(data, activated, where))
                for name, activated, where in _ACTIVATIONS if activated in _TARGETING]
    if code == constants.EVENT_CONTROL_CHANGED:
        return [(f"in response to control_changed: {name}", _respond_to_control(data, alias, player))
                for name, alias, player in (("the opponent takes one's monster", "own_monster", 1),
                                            ("one takes the opponent's monster", "foe_monster", 0))]
    if code == constants.EVENT_ATTACK_DISABLED:
        return [(f"in response to attack_disabled: {'the opponent' if attacking else 'one'} attacking, the attack "
                 "negated by a card", _respond_to_negated_attack(attacking)) for attacking in (1, 0)]
    if code in _EFFECT_RESPONSES:
        return [(f"in response to {event_name(code)}: {name}", _respond_after_effect(data, step, player))
                for name, step, player in _EFFECT_RESPONSES[code]] + \
            [(f"in response to {event_name(code)}: {'the opponent' if player else 'one'} activates a card that "
              f"{what}s", _respond_to_agent(data, what, player)) for what, player in _AGENT_EVENTS.get(code, ())]
    if code in _MOVE_RESPONSES:
        moves = [(f"in response to {event_name(code)} of {side} monster ({move})", _respond_to_move(data, move, alias))
                 for move in _MOVE_RESPONSES[code]
                 for side, alias in MOVED_MONSTERS]
        if code == constants.EVENT_TO_HAND:         # "if your opponent adds a card from its Deck to its hand"
            moves += [(f"in response to {'the opponent' if player else 'one'} adding a card from its {where} to "
                       "its hand", _respond_to_search(data, player, location))
                      for player in (1, 0) for location, where in _SEARCHED]
        return moves
    responses = [(f"in response to {event_name(code)}", _respond(data, code))]
    if code in _SUMMON_EVENTS:          # the monster the filters name summoned: "when a Level 5 or higher monster ..."
        responses.append((f"in response to {event_name(code)} of a made-up monster", _respond(data, code, True)))
    return responses


# a card moved outside a chain by an effect, for an activation on its event (the window after it)
_MOVE_RESPONSES = {constants.EVENT_TO_GRAVE: ("destroy", "send_to_grave"), constants.EVENT_DESTROYED: ("destroy",),
                   constants.EVENT_DESTROY: ("destroy",), constants.EVENT_LEAVE_FIELD: ("destroy", "banish"),
                   constants.EVENT_REMOVE: ("banish",), constants.EVENT_TO_HAND: ("to_hand",),
                   constants.EVENT_TO_DECK: ("to_deck",)}


# where a card is added to its player's hand from by that player's effect
_SEARCHED = ((LOCATION_DECK, "Deck"), (LOCATION_GRAVE, "GY"))


# the monsters moved: the generic board's, then the made-up ones the filters name ("when a X monster
# you control is destroyed"): (side, alias)
MOVED_MONSTERS = (("one's own", "own_monster"), ("the opponent's", "foe_monster"),
                  ("one's made-up", "own_made_up"), ("the opponent's made-up", "foe_made_up"),
                  ("one's made-up Extra Deck", "own_made_up_extra"))


def _draw(session, player):
    turn.draw(session.duel, player, 1, REASON_EFFECT)


def _change_position(alias):
    def change(session, player):
        monster = session.aliases.get(alias)
        if monster is None:
            raise IllegalAction(f"no {alias.replace('_', ' ')} to change the position of")
        operations.change_position(session.duel, [monster], constants.POS_FACEUP_DEFENSE, session.duel.reason_effect,
                                   player)
    return change


# an effect of `player`'s outside a chain, for an activation on its event: (name, step(session,
# player), player)
_EFFECT_RESPONSES = {
    constants.EVENT_DAMAGE: tuple((f"{side} takes damage", lambda s, p: operations.damage(
        s.duel, 1 - p, 1000, s.duel.reason_effect, REASON_EFFECT, p), player)
        for side, player in (("one", 1), ("the opponent", 0))),
    constants.EVENT_RECOVER: tuple((f"{side} gains LP", lambda s, p: operations.recover(
        s.duel, p, 1000, s.duel.reason_effect, REASON_EFFECT, p), player)
        for side, player in (("the opponent", 1), ("one", 0))),
    constants.EVENT_DRAW: (("the opponent draws", _draw, 1), ("one draws", _draw, 0)),
    constants.EVENT_CHANGE_POS: tuple((f"the position of {side} monster changes", _change_position(alias), 1)
                                      for side, alias in (("one's own", "own_monster"), ("the opponent's", "foe_monster"))),
}


def _respond_after_effect(data, step, player):
    """An effect of `player`'s (see reason_effect) damages, recovers, draws or changes a position
    outside a chain, in the opponent's turn (a Spell: one's own); the card's effect is activated
    in the quick-effect window after it."""
    def respond(session, card, number):
        session.set_turn(0 if data.type & TYPE_SPELL else 1, "main1", 2)
        session.respond_to_triggers([{"card": card, "effect": number}])
        effect = reason_effect(session, player)

        def act():
            with session.duel.acting(effect, player):
                step(session, player)
        session._finish(act)
        return True, ""
    return respond


def _negated_activation(player):
    """action: `player` activates the made-up agent that draws, and the other player chains the
    one that negates that activation (agents.effect_agent): EVENT_CHAIN_NEGATED."""
    def action(session, card, number):
        drawing = agents.set_agent(session, agents.effect_agent("draw"), player)
        negating = agents.set_agent(session, agents.effect_agent("negate_activation"), 1 - player)
        if drawing is None or negating is None or not session.can_activate(drawing, player=player)[0]:
            return False, "the activation to negate could not be made"
        session.activate(drawing, player=player, chain_responses=[{"card": negating, "player": 1 - player}])
        return True, ""
    return action


def _by_agent(what, player):
    """action: `player` activates the made-up agent that does `what` (agents.effect_agent)."""
    def action(session, card, number):
        if not agents.act(session, agents.effect_agent(what), [], player):
            return False, f"the card that {what}s could not be activated"
        return True, ""
    return action


def _respond_to_agent(data, what, player):
    """`player` activates the made-up agent that does `what` (damage, recover, draw), in the
    opponent's turn (a Spell: one's own); the card's effect is activated in the window after its
    chain (the step's `after_chain:`), as on a move (_respond_to_move)."""
    def respond(session, card, number):
        session.set_turn(0 if data.type & TYPE_SPELL else 1, "main1", 2)
        session.respond_to_triggers([{"card": card, "effect": number}])
        if not agents.act(session, agents.effect_agent(what), [], player):
            return False, f"the card that {what}s could not be activated"
        return True, ""
    return respond


def _respond_to_control(data, alias, player):
    """`player` takes control of the monster by the made-up agent that does (agents.control_agent),
    in the opponent's turn (a Spell: one's own); the card's effect is activated in the window
    after that chain."""
    def respond(session, card, number):
        monster = session.aliases.get(alias)
        if monster is None or monster is card or monster.current.location != LOCATION_MZONE:
            return False, f"no {alias.replace('_', ' ')} to take control of"
        session.set_turn(0 if data.type & TYPE_SPELL else 1, "main1", 2)
        session.respond_to_triggers([{"card": card, "effect": number}])
        if not agents.act(session, agents.control_agent(), [monster], player):
            return False, "the card that takes control could not be activated"
        return True, ""
    return respond


def _respond_to_negated_attack(attacking):
    """A monster of `attacking` (one's: the card, when it is a monster in a Monster Zone) attacks
    one of the other player's, and in the attack declaration window the other player negates the
    attack by the made-up agent that does (agents.effect_agent); the card's effect is activated in
    the window after that chain."""
    def respond(session, card, number):
        session.set_turn(attacking, "main1", 2)
        own = card if card.current.location == LOCATION_MZONE else session.aliases.get("own_monster")
        foe = session.aliases.get("foe_monster")
        if own is None or foe is None:
            return False, "the board has no monster of each player's to battle"
        negator = 1 - attacking
        agent = agents.set_agent(session, agents.effect_agent("negate_attack"), negator)
        if agent is None:
            return False, "no free Spell & Trap Zone for the card that negates the attack"
        attacker, target = (own, foe) if attacking == 0 else (foe, own)
        session.attack(attacker, target, stop_at="attack_declared")
        session.respond_to_triggers([{"card": card, "effect": number}])
        if not agents.activate(session, agent, [], negator):
            return False, "the card that negates the attack could not be activated"
        return True, ""
    return respond


def _respond_to_move(data, how, alias):
    """A monster on the field (one's own or the opponent's) is moved by an effect outside a chain,
    in the opponent's turn (a Spell: one's own); the card's effect is activated in the
    quick-effect window after it (the step's `chain:`, triggers.settle)."""
    def respond(session, card, number):
        monster = session.aliases.get(alias)
        if monster is None or monster is card:
            return False, f"no {alias.replace('_', ' ')} to move"
        session.set_turn(0 if data.type & TYPE_SPELL else 1, "main1", 2)
        session.respond_to_triggers([{"card": card, "effect": number}])
        move(session, how, [monster], REASON_EFFECT, 1 - monster.controller)
        return True, ""
    return respond


def _respond_to_search(data, player, location):
    """The player adds the first card of its `location` (a monster first) to its hand by its own
    effect, in its Main Phase 1; the card's effect is activated in the window after it."""
    def respond(session, card, number):
        cards = sorted((c for c in session.duel.cards_in(player, location) if c is not card),
                       key=lambda c: not c.data.type & TYPE_MONSTER)
        if not cards:
            return False, "no card to add to the hand"
        session.set_turn(player, "main1", 2 + (player == 0))
        session.respond_to_triggers([{"card": card, "effect": number}])
        move(session, "to_hand", cards[:1], REASON_EFFECT, player)
        return True, ""
    return respond


# the window of the Damage Step where each event is raised (battle.WINDOWS)
_WINDOWS = {constants.EVENT_BATTLE_START: "damage_start", constants.EVENT_BATTLE_CONFIRM: "before_damage",
            constants.EVENT_PRE_DAMAGE_CALCULATE: "damage_cal", constants.EVENT_BATTLED: "after_damage",
            constants.EVENT_BATTLE_DAMAGE: "after_damage", constants.EVENT_BATTLE_DESTROYED: "damage_end",
            constants.EVENT_BATTLE_DESTROYING: "damage_end",
            constants.EVENT_DAMAGE_STEP_END: "damage_end"}


def _respond_in_window(window, attacking):
    """A monster of `attacking` (the card itself, when it is an attacking monster of one's own)
    attacks one of the other player's; in `window` the card's effect is activated."""
    def respond(session, card, number):
        session.set_turn(attacking, "main1", 2)
        own = card if card.current.location == LOCATION_MZONE else session.aliases.get("own_monster") or \
            next((c for c in session.duel.zone_list(0, LOCATION_MZONE) if c is not None), None)
        foe = session.aliases.get("foe_monster")
        if own is None or foe is None:          # a board of the condition's text may have none
            return False, "the board has no monster of each player's to battle"
        attacker, target = (own, foe) if attacking == 0 else (foe, own)
        return activate_in_battle_window(session, card, number, attacker, target, window)
    return respond


def activate_in_battle_window(session, card, number, attacker, target, window):
    """`attacker` attacks `target` (None: directly); in the battle's `window` the card's effect
    `number` is activated, then the battle goes on. (legal, why not)."""
    session.attack(attacker, target, stop_at=window)
    legal, reason = session.can_activate(card, number)
    if not legal:
        return False, reason
    session.activate(card, number)
    session.continue_battle()
    return True, ""


def respond_to_activation(data, activated, where):
    return _opponent_activates(activated, where, 0 if data.type & TYPE_SPELL else 1, respond=True)


def _opponent_activates(activated, where, turn, respond=False):
    """action: the opponent activates a card (the Set Mystical Space Typhoon of the generic
    board, or a new one at `where`) in `turn`'s Main Phase; the probe's card responds to it."""
    def action(session, card, number):
        if where == "column":      # Set in the opponent's Spell & Trap Zone of the card's column
            column = _column(session, card)
            if column is None:
                return False, "the card is in no column with a free Spell & Trap Zone of the opponent's"
            foe_card = session.add_card(activated, 1, "szone", sequence=column)
        elif where is None:
            foe_card = session.aliases["foe_quick"]
        else:
            try:
                foe_card = session.add_card(activated, 1, where)
            except IllegalAction:      # the board's cards take the opponent's zones there
                return False, f"the opponent has no free zone ({where}) for the activation to respond to"
        if where == "mzone":
            attach_materials(session, foe_card, ())
        prepare(session, activated)
        session.set_turn(turn, "main1", 2)
        answers = {}
        if activated in _TARGETING:
            own = card if card.current.location == LOCATION_MZONE else session.aliases.get("own_monster")
            answers = {"targets": [own]} if own is not None else {}
        elif activated == RAIGEKI_BREAK:
            own = own_target(session, card)
            answers = {"targets": [own]} if own is not None else {}
        try:
            session.activate(foe_card, player=1, chain_responses=[{"card": card, "effect": number}] if respond else (),
                             **answers)
        except IllegalDecision:        # the card (or monster) cannot be its target
            return False, "the opponent's activation to respond to could not target it"
        return True, ""
    return action


def _column(session, card):
    """The sequence of the opponent's Spell & Trap Zone in the card's column, when it is free."""
    sequence = card.current.sequence
    if not card.current.location & constants.LOCATION_ONFIELD or sequence > 4:
        return None
    return 4 - sequence if 4 - sequence in session.duel.free_sequences(1, constants.LOCATION_SZONE) else None


def _respond(data, code, made_up=False):
    """The event happens and the card's effect is activated in response: a summon (of Harpie Lady;
    made_up: of the first made-up Main Deck monster of the board, one the filters name, a Normal
    Summon only at Level 4 or lower) by the opponent (by one's own player for a Spell), an attack."""
    spell = bool(data.type & TYPE_SPELL)

    def respond(session, card, number):
        responses = [{"card": card, "effect": number}]
        if code in _SUMMON_EVENTS:
            summoner = 0 if spell else 1
            if not session.duel.free_sequences(summoner, LOCATION_MZONE):
                return False, "no free Monster Zone for the summon to respond to"
            summoned = HARPIE
            if made_up:
                normal = code not in (constants.EVENT_SPSUMMON_SUCCESS, constants.EVENT_SPSUMMON)
                summoned = next((c.data.code for c in session.duel.cards if c.data.code >= MADE_UP and c is not card
                                 and c.data.type & TYPE_MONSTER and not c.data.type & EXTRA_TYPES
                                 and not (normal and (c.data.level or 0) > 4)), None)
                if summoned is None:
                    return False, "no made-up monster to summon"
            monster = session.add_card(summoned, summoner, "hand", alias="summoned")
            session.set_turn(summoner, "main1", 2)
            session.respond_to_triggers(responses)
            if code in (constants.EVENT_SPSUMMON_SUCCESS, constants.EVENT_SPSUMMON):
                session.special_summon(monster, player=summoner)
            else:
                session.summon(monster, player=summoner)
        elif code in (constants.EVENT_ATTACK_ANNOUNCE, constants.EVENT_BE_BATTLE_TARGET):
            return _respond_toattack(session, code, responses)
        else:
            return False, f"the probe does not raise {event_name(code)} (to respond to)"
        return True, ""
    return respond


def _respond_toattack(session, code, responses):
    session.set_turn(1, "main1", 2)
    own = [c for c in session.duel.zone_list(0, LOCATION_MZONE) if c is not None]
    target = session.aliases.get("own_monster") if code == constants.EVENT_BE_BATTLE_TARGET else None
    if target is None and code == constants.EVENT_BE_BATTLE_TARGET:
        return False, "no monster to be attacked"
    if target is None and own:
        target = own[0]
    if session.aliases.get("foe_monster") is None:
        return False, "no monster of the opponent's to attack"
    session.attack(session.aliases["foe_monster"], target, chain_responses=responses)
    return True, ""
