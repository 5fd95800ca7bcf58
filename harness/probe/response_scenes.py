"""The scenes a response's condition asks for beyond the fixed events of harness/probe/events.py
(harness/probe/deep.py tries them after those): each is the event the condition reads, raised
the way its text names, and the card's effect activated in response.

- a direct attack (`Duel.GetAttackTarget()==nil`): the opponent's monster attacks one's empty
  field (the attack declaration, or the window of the battle the effect waits for);
- one's monster destroyed by battle, or one taking battle damage (`IsPreviousControler(tp)`,
  `IsControler(tp)`, `GetBattleDamage(tp)` on a battle event): the opponent's Blue-Eyes White
  Dragon attacks one's monster (the made-up one the filters name, when the board has one), and
  the effect is activated in the window;
- one's own activation (`rp==tp`, EVENT_CHAINING): one activates a card of the kind the
  condition names (a Trap: Royal Decree, Set; a monster effect: Parasite Paranoid from the hand;
  else a Spell: Mystical Space Typhoon, Set) and the card responds as the next chain link;
- the opponent's activation of the card the condition names (`re:GetHandler():IsCode(N)`, a
  Spell from the hand or a Trap Set, when a card database has it), or of a Continuous Spell
  (`TYPE_CONTINUOUS`: Morale Boost);
- the opponent's activation that inflicts damage (`aux.damcon1`, `CATEGORY_DAMAGE`, a player
  target): Hinotama from the hand, Secret Barrel Set (real cards, when a card database has them);
- the opponent's activation in the turn and phase the condition names (`Duel.GetTurnPlayer()==tp`,
  `PHASE_BATTLE`, ...; at most two): of a Trap for `TYPE_TRAP`, else of Mystical Space Typhoon,
  both Set;
- one's own Special Summon (of Harpie Lady from the hand) for a condition on one's side of a
  Special Summon event (`IsControler(tp)`, `ep==tp`, `IsSummonPlayer(tp)`);
- an Xyz or Link Summon (`SUMMON_TYPE_XYZ`, `SUMMON_TYPE_LINK` on a Special Summon event): the
  opponent (then one, for a condition on one's side) Xyz Summons the bundled Number 17:
  Leviathan Dragon with two Giant Soldier of Stone, or Link Summons Link Spider with Harpie Lady;
  after all the other responses (later_scenes), those its target's text names, and a Synchro
  Summon (`TYPE_SYNCHRO` in the condition or target; for a summon about to happen, EVENT_SPSUMMON,
  whose texts name no kind: only a summon by a procedure has that window): Gaia Knight, the Force
  of Earth with Genex Controller and Giant Soldier of Stone;
- after all the other responses too (later_scenes), for a card sent to the GY, destroyed or
  leaving the field whose condition names Spells or Traps: the opponent's effect destroys one's
  Set card (a Set Royal Decree when it names Traps only);
- one's monster of the kind the filters name (the board's made-up one) as the target: of the
  opponent's attack (`EVENT_BE_BATTLE_TARGET`), or of the opponent's activation
  (`CHAININFO_TARGET_CARDS`: Raigeki Break, Book of Moon).

Each is only tried when the condition's text asks for it, so a card that does not pays nothing."""
import re

from harness.constants import (
    EVENT_ATTACK_ANNOUNCE, EVENT_BE_BATTLE_TARGET, EVENT_CHAINING, EVENT_DESTROYED, EVENT_LEAVE_FIELD, EVENT_SPSUMMON,
    EVENT_SPSUMMON_SUCCESS, EVENT_TO_GRAVE, LOCATION_MZONE, LOCATION_SZONE, REASON_EFFECT, SUMMON_TYPE_LINK,
    SUMMON_TYPE_SYNCHRO, SUMMON_TYPE_XYZ, TYPE_SPELL, TYPE_TRAP,
)
from harness.engine.state.errors import IllegalAction, IllegalDecision
from harness.probe.boards import BOOK_OF_MOON, FOE_QUICK, HARPIE, LEVIATHAN, PARASITE, ROYAL_DECREE, with_extras
from harness.probe.field_asks import LINK_SPIDER
from harness.probe.conditions import _OWN_TURN, MORALE_BOOST, _turn_name as turn_name, _turns, function_text
from harness.probe.events import _WINDOWS as WINDOWS, activate_in_battle_window, move, respond_to_activation
from harness.probe.responses import RAIGEKI_BREAK, prepare

STRONG_FOE = "foe_strong"          # with_extras(strong_foe=True): the opponent's Blue-Eyes White Dragon
_DIRECT = re.compile(r"GetAttackTarget\(\)\s*==\s*nil|not\s+Duel\.GetAttackTarget\(\)")
_OWN_SIDE = re.compile(r"(?:IsPreviousControler|IsControler)\(tp\)|GetPreviousControler\(\)\s*==\s*tp|GetBattleDamage\(tp\)")
_OWN_ACTIVATION = re.compile(r"\brp\s*==\s*tp\b|\btp\s*==\s*rp\b")
# the kind of activation of one's own the condition names: (pattern, name, card, where it is activated from)
_OWN_KINDS = ((re.compile(r"TYPE_TRAP"), "Trap", ROYAL_DECREE, "szone"),
              (re.compile(r"TYPE_MONSTER"), "monster effect", PARASITE, "hand"))
_OWN_SPELL = ("Spell", FOE_QUICK, "szone")      # Mystical Space Typhoon
_NAMED_ACTIVATION = re.compile(r"re:GetHandler\(\):Is(?:Original)?Code(?:Rule)?\((\d{4,})\)")
_CONTINUOUS = re.compile(r"TYPE_CONTINUOUS")
_BURN = re.compile(r"damcon1|CATEGORY_DAMAGE|EFFECT_FLAG_PLAYER_TARGET")
HINOTAMA, SECRET_BARREL = 46130346, 27053506        # a Normal Spell and a Trap that inflict damage
_BURNS = (("Spell that inflicts damage", HINOTAMA, "hand"), ("Trap that inflicts damage", SECRET_BARREL, "szone"))
_TARGETED = re.compile(r"CHAININFO_TARGET_CARDS")
_TARGETING = (("Trap", RAIGEKI_BREAK, "szone"), ("Spell", BOOK_OF_MOON, "szone"))
GIANT_SOLDIER = 13039848      # Giant Soldier of Stone, a Level 3 Normal Monster
_OWN_EVENT = re.compile(r"\bep\s*==\s*tp\b|IsSummonPlayer\(tp\)|Card\.IsControler,\d+,nil,tp\b")
# (what the condition names, the summon's name, (the Extra Deck monster, its summon type, its materials))
_EXTRA_SUMMONS = ((re.compile(r"SUMMON_TYPE_XYZ|TYPE_XYZ"), "Xyz Summons Number 17: Leviathan Dragon",
                   (LEVIATHAN, SUMMON_TYPE_XYZ, (GIANT_SOLDIER, GIANT_SOLDIER))),
                  (re.compile(r"SUMMON_TYPE_LINK|TYPE_LINK"), "Link Summons Link Spider",
                   (LINK_SPIDER, SUMMON_TYPE_LINK, (HARPIE,))))
_TARGETS = {FOE_QUICK: "foe_set", PARASITE: "foe_monster"}      # what one's activation targets
GAIA_KNIGHT, GENEX_CONTROLLER = 97204936, 68505803     # a Level 6 Synchro Monster; a Level 3 Tuner
# tried after all the others: a Synchro Summon, and the Xyz and Link Summons a target's text names
_LATER_SUMMONS = ((re.compile(r"SUMMON_TYPE_SYNCHRO|TYPE_SYNCHRO"), "Synchro Summons Gaia Knight, the Force of Earth",
                   (GAIA_KNIGHT, SUMMON_TYPE_SYNCHRO, (GENEX_CONTROLLER, GIANT_SOLDIER))),) + _EXTRA_SUMMONS


def response_scenes(probe, effect, condition):
    """[(name, action)]: the scenes `condition` (the response's Lua text) asks for; an action's
    `board` is the board it runs on."""
    code, data = effect.code, probe.finder.data
    scenes = []
    if _DIRECT.search(condition) and (code == EVENT_ATTACK_ANNOUNCE or code in WINDOWS):
        scenes.append(("the opponent attacks directly", _direct_attack(WINDOWS.get(code)), probe.board(own_monster=False)))
    if code in WINDOWS and _OWN_SIDE.search(condition):
        scenes.append(("the opponent's stronger monster attacks one's", _attacked_by_strong(WINDOWS[code]),
                       with_extras(probe.board(), True, probe.made_up)))
    if code == EVENT_CHAINING and _OWN_ACTIVATION.search(condition):
        name, activated, where = next((kind[1:] for kind in _OWN_KINDS if kind[0].search(condition)), _OWN_SPELL)
        if not (data.type & TYPE_SPELL and where == "hand"):
            scenes.append((f"in response to one's own {name} activation", _own_activation(activated, where), probe.board()))
    if code == EVENT_CHAINING:
        scenes += [(f"in response to the opponent's {name}", respond_to_activation(data, activated, where), probe.board())
                   for name, activated, where in _named_activations(probe, condition)
                   if not (data.type & TYPE_SPELL and where == "hand")]
        trap = bool(_OWN_KINDS[0][0].search(condition))
        scenes += [(f"in response to the opponent's {'Trap' if trap else 'Spell'}, {turn_name(*turn)}",
                    _foe_activates_in(ROYAL_DECREE if trap else FOE_QUICK, "szone" if trap else None, *turn),
                    probe.board())
                   for turn in _foe_turns(condition)[:2] if not (data.type & TYPE_SPELL and turn[0] == 1)]
        if _BURN.search(condition):
            scenes += [(f"in response to the opponent's {name}", respond_to_activation(data, burn, where), probe.board())
                       for name, burn, where in _BURNS
                       if probe.known(burn) and not (data.type & TYPE_SPELL and where == "hand")]
        if _TARGETED.search(condition) and probe.made_up_monster():
            scenes += [(f"in response to the opponent's {name} that targets one's made-up monster",
                        _targets_made_up(activated, where, 0 if data.type & TYPE_SPELL else 1), probe.board())
                       for name, activated, where in _TARGETING]
    if code in (EVENT_SPSUMMON_SUCCESS, EVENT_SPSUMMON):
        players = [1] + ([0] if _OWN_SIDE.search(condition) or _OWN_EVENT.search(condition) else [])
        if 0 in players and not data.type & TYPE_SPELL:     # (a Spell's own response already sees one's summon)
            scenes.append(("one Special Summons Harpie Lady", _own_special_summon, probe.board()))
        scenes += [(f"{'the opponent' if player else 'one'} {name}", _extra_summoned(player, *summon), probe.board())
                   for pattern, name, summon in _EXTRA_SUMMONS if pattern.search(condition)
                   for player in players if not (data.type & TYPE_SPELL and player == 1)]
    if code == EVENT_BE_BATTLE_TARGET and probe.made_up_monster():
        scenes.append(("the opponent attacks one's made-up monster", _made_up_attacked(), probe.board()))
    return _with_boards(scenes)


def later_scenes(probe, effect, condition):
    """[(name, action)]: the scenes harness/probe/deep.py tries after all the other responses: the
    Extra Deck summons of a Special Summon's texts, one's Set card destroyed (see the module docstring)."""
    code, data = effect.code, probe.finder.data
    scenes = []
    if code in (EVENT_SPSUMMON_SUCCESS, EVENT_SPSUMMON):
        # the Extra Deck summons its target's text names (a Synchro Summon its condition's too), last
        target = function_text(effect, "target", probe.text)
        players = [1] + ([0] if _OWN_SIDE.search(condition) or _OWN_EVENT.search(condition) else [])
        scenes += [(f"{'the opponent' if player else 'one'} {name}", _extra_summoned(player, *summon), probe.board())
                   for pattern, name, summon in _LATER_SUMMONS
                   if pattern.search(target) and not pattern.search(condition)
                   or summon[1] == SUMMON_TYPE_SYNCHRO and pattern.search(condition)
                   or code == EVENT_SPSUMMON and summon[1] == SUMMON_TYPE_SYNCHRO
                   and not any(later[0].search(f"{condition}\n{target}") for later in _LATER_SUMMONS)
                   for player in players if not (data.type & TYPE_SPELL and player == 1)]
    if code in _SET_CARD_EVENTS and _SPELL_OR_TRAP.search(condition):
        # last: one's Set Spell or Trap destroyed by the opponent's effect ("when a Spell/Trap you control
        # is destroyed by your opponent's card effect and sent to the GY"): one's Set Trap, Royal Decree,
        # for a text that names Traps only
        trap = "TYPE_SPELL" not in condition
        board = _with_own_set_trap(probe.board()) if trap else probe.board()
        scenes.append((f"the opponent's effect destroys one's Set {'Trap' if trap else 'card'}",
                       _own_set_destroyed(data, trap), board))
    return _with_boards(scenes)


def _with_boards(scenes):
    actions = []
    for name, action, board in scenes:
        action.board = board
        actions.append((name, action))
    return actions


_SET_CARD_EVENTS = (EVENT_TO_GRAVE, EVENT_DESTROYED, EVENT_LEAVE_FIELD)
_SPELL_OR_TRAP = re.compile(r"TYPE_SPELL|TYPE_TRAP")


def _with_own_set_trap(board):
    def with_trap(session, card):
        board(session, card)
        if session.duel.free_sequences(0, LOCATION_SZONE):
            session.add_card(ROYAL_DECREE, 0, "szone", position="facedown")
    return with_trap


def _own_set_destroyed(data, trap):
    """The opponent's effect destroys one's Set card (a Trap: `trap`) other than the card, outside a
    chain, in the opponent's turn (a Spell: one's own); the card's effect is activated in the
    quick-effect window after it."""
    def respond(session, card, number):
        own = next((c for c in session.duel.zone_list(0, LOCATION_SZONE) if c is not None and c is not card
                    and c.is_facedown() and (not trap or c.data.type & TYPE_TRAP)), None)
        if own is None:
            return False, "no Set card of one's own to destroy"
        session.set_turn(0 if data.type & TYPE_SPELL else 1, "main1", 2)
        session.respond_to_triggers([{"card": card, "effect": number}])
        move(session, "destroy", [own], REASON_EFFECT, 1)
        return True, ""
    return respond


def _named_activations(probe, condition):
    """[(name, card, where the opponent activates it from)]: the Spells and Traps the condition
    names as the activation's card, then a Continuous Spell when it names one."""
    found = []
    for code in dict.fromkeys(int(c) for c in _NAMED_ACTIVATION.findall(condition)):
        if code == probe.code or not probe.known(code):
            continue
        kind = probe.finder.db.get(code).type
        if kind & TYPE_TRAP:
            found.append((f"activation of the card its condition names ({code})", code, "szone"))
        elif kind & TYPE_SPELL:
            found.append((f"activation of the card its condition names ({code})", code, "hand"))
    if _CONTINUOUS.search(condition) and probe.known(MORALE_BOOST):
        found.append(("Continuous Spell's activation", MORALE_BOOST, "hand"))
    return found[:2]


def _own_special_summon(session, card, number):
    """One Special Summons Harpie Lady from the hand in one's Main Phase 1; the card's effect responds."""
    if not session.duel.free_sequences(0, LOCATION_MZONE):
        return False, "no free Monster Zone for the summon to respond to"
    monster = session.add_card(HARPIE, 0, "hand")
    session.set_turn(0, "main1", 3)
    session.respond_to_triggers([{"card": card, "effect": number}])
    session.special_summon(monster, player=0)
    return True, ""


def _extra_summoned(player, code, kind, materials):
    """The player summons `code` from its Extra Deck by its procedure (`kind`), with new monsters
    `materials` on its field; the card's effect responds to the summon."""
    def respond(session, card, number):
        if len(session.duel.free_sequences(player, LOCATION_MZONE)) < len(materials):
            return False, "no free Monster Zones for the materials"
        summoned = session.add_card(code, player, "extra")
        chosen = [session.add_card(material, player, "mzone") for material in materials]
        session.set_turn(player, "main1", 2 + (player == 0))
        session.respond_to_triggers([{"card": card, "effect": number}])
        try:
            session.summon_by_procedure(summoned, kind, player=player, materials=chosen)
        except (IllegalAction, IllegalDecision):        # (an Extra Monster Zone taken, say)
            return False, "the summon to respond to could not be made"
        return True, ""
    return respond


def _made_up_attacked():
    """The opponent's monster attacks one's made-up monster (one the filters name); the card's
    effect responds to the attack."""
    def respond(session, card, number):
        session.set_turn(1, "main1", 2)
        attacker, target = session.aliases.get("foe_monster"), _own_made_up(session)
        if attacker is None or target is None:
            return False, "no made-up monster of one's own for the opponent's monster to attack"
        session.attack(attacker, target, chain_responses=[{"card": card, "effect": number}])
        return True, ""
    return respond


def _own_made_up(session):
    return session.aliases.get("own_made_up") or session.aliases.get("own_made_up_extra")


def _targets_made_up(activated, where, turn):
    """The opponent activates `activated` (added at `where`) in `turn`'s Main Phase 1, targeting
    one's made-up monster; the card's effect responds."""
    def respond(session, card, number):
        target = _own_made_up(session)
        if target is None or not session.duel.free_sequences(1, LOCATION_SZONE):
            return False, "no made-up monster of one's own for the opponent's activation to target"
        foe_card = session.add_card(activated, 1, where, position="facedown")
        prepare(session, activated)
        session.set_turn(turn, "main1", 2)
        try:
            session.activate(foe_card, player=1, chain_responses=[{"card": card, "effect": number}], targets=[target])
        except IllegalDecision:
            return False, "the opponent's activation could not target one's made-up monster"
        return True, ""
    return respond


def _foe_turns(condition):
    """The (turn player, phase) combinations the condition names, one's own Main Phase 1 among
    them (the opponent's activations are tried in the opponent's turn before)."""
    turns = _turns(condition)
    if not turns and _OWN_TURN.search(condition):
        turns = [(0, "main1")]
    return turns


def _foe_activates_in(activated, where, player, phase):
    """The opponent activates `activated` (the board's Set Mystical Space Typhoon when `where` is
    None, else one Set at `where`) in `player`'s turn, in `phase`; the card's effect responds."""
    def respond(session, card, number):
        foe_card = session.aliases.get("foe_quick") if where is None else session.add_card(activated, 1, where,
                                                                                          position="facedown")
        if foe_card is None:
            return False, "no Set card of the opponent's to activate"
        session.set_turn(player, phase, 2 + (player == 0))
        try:
            session.activate(foe_card, player=1, chain_responses=[{"card": card, "effect": number}])
        except IllegalDecision:
            return False, "the opponent's activation to respond to could not be made"
        return True, ""
    return respond


def _direct_attack(window):
    """The opponent's monster attacks directly (one controls no monster); the card's effect is
    activated in response to the declaration, or in `window` of the battle."""
    def respond(session, card, number):
        session.set_turn(1, "main1", 2)
        attacker = session.aliases.get("foe_monster")
        if attacker is None or any(session.duel.zone_list(0, LOCATION_MZONE)):
            return False, "no direct attack on this board"
        if window is None:
            session.attack(attacker, None, chain_responses=[{"card": card, "effect": number}])
            return True, ""
        return activate_in_battle_window(session, card, number, attacker, None, window)
    return respond


def _attacked_by_strong(window):
    """The opponent's Blue-Eyes White Dragon attacks one's monster (the made-up one the filters
    name first), which it destroys by battle; the card's effect is activated in `window`."""
    def respond(session, card, number):
        session.set_turn(1, "main1", 2)
        attacker = session.aliases.get(STRONG_FOE)
        target = session.aliases.get("own_made_up") or session.aliases.get("own_monster")
        if attacker is None or target is None or target is card:
            return False, "no monster of one's own for the opponent's monster to attack"
        return activate_in_battle_window(session, card, number, attacker, target, window)
    return respond


def _own_activation(activated, where):
    """One activates `activated` (added at `where`) in one's own Main Phase 1; the card's effect
    responds as the next chain link."""
    def respond(session, card, number):
        own = session.add_card(activated, 0, where, position="facedown" if where == "szone" else None)
        session.set_turn(0, "main1", 3)
        answers = {}
        if activated in _TARGETS:          # Mystical Space Typhoon, Parasite Paranoid: the opponent's card
            target = session.aliases.get(_TARGETS[activated])
            if target is None:
                return False, "no card of the opponent's for one's activation to target"
            answers = {"targets": [target]}
        try:
            session.activate(own, player=0, chain_responses=[{"card": card, "effect": number}], **answers)
        except IllegalDecision:
            return False, "one's own activation to respond to could not be made"
        return True, ""
    return respond
