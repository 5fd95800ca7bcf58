"""The boards the deep probe (harness/probe/deep.py) tries when the generic board makes an effect
activated by choice illegal: a few fixed ones and, for a condition or a cost that failed, the game
states its Lua text asks for (docs/corpus.md lists them). Each is a real game state: a turn player
and phase, the LP, an attack paused in a window of the battle, the card Gemini Summoned or summoned
this turn, an event earlier in the turn, one's Monster Zones holding the monsters the script's
filters name, the cards it names face-up on one's field, the opponent's Monster or Spell & Trap
Zones full, the number of cards in a hand, GY or Deck it compares, cards of the kinds it names in
the hand, an Xyz Monster with materials, a later turn; and, from their own modules, the cards of
one's field (field_asks.py), one's Monster Zones or GY holding only copies of one monster
(only_monsters.py, only_in_grave.py), the two players' numbers of cards compared
(compared_counts.py), an activation earlier in the turn (earlier_activations.py)."""
import functools
import re
from pathlib import Path

from harness.constants import (
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_IGNITION, EVENT_CHAINING, LOCATION_DECK, LOCATION_FZONE, LOCATION_GRAVE,
    LOCATION_HAND, LOCATION_MZONE, LOCATION_PZONE, LOCATION_REMOVED, LOCATION_SZONE, POS_FACEDOWN_DEFENSE,
    POS_FACEUP_DEFENSE, REASON_EFFECT, TYPE_CONTINUOUS, TYPE_DUAL, TYPE_FIELD, TYPE_MONSTER, TYPE_PENDULUM, TYPE_QUICKPLAY, TYPE_SPELL,
    TYPE_TRAP,
)
from harness.probe.boards import (
    DECK, EXTRA_TYPES, FLASH_KNIGHT, FOE_MONSTER, FOE_SET, HARPIE, IN_PENDULUM_ZONES, LEVIATHAN, MANDRAGON,
    as_summoned, attach_materials,
)
from harness.probe.events import move, response_actions, special_summon, tributes
from harness.probe.different_names import different_names
from harness.probe.extra_twins import extra_twins
from harness.probe.field_asks import field_asks
from harness.probe.extra_summons import extra_summons
from harness.probe.only_monsters import only_monsters
from harness.probe.only_in_grave import only_in_grave
from harness.probe.xyz_materials import xyz_materials
from harness.probe.own_copies import own_copies
from harness.probe.battle_asks import battle_asks
from harness.probe.compared_counts import compared_counts
from harness.probe.earlier_activations import earlier_activations
from harness.engine import operations
from harness.engine.state.errors import IllegalAction
from harness.probe.finder import _companion

CONDITION_FAILED = "its condition is not met"
COST_FAILED = "its cost cannot be paid (cost with chk==0 returned false)"
TARGET_FAILED = "it has no legal target (target with chk==0 returned false)"
_FUNCTIONS = {CONDITION_FAILED: "condition", COST_FAILED: "cost", TARGET_FAILED: "target"}
MOST = 6                    # boards from the text per effect (the attempts per script are bounded: ATTEMPTS)
_LINES = 80                 # the longest function read

_OPPONENT_TURN = re.compile(r"GetTurnPlayer\(\)\s*(?:~=\s*tp\b|==\s*1-tp)|(?:1-tp\s*==|\btp\s*~=)\s*Duel\.GetTurnPlayer")
_OWN_TURN = re.compile(r"GetTurnPlayer\(\)\s*==\s*tp\b|(?<!-)\btp\s*==\s*Duel\.GetTurnPlayer")
_PHASES = ((re.compile(r"PHASE_MAIN2"), "main2"), (re.compile(r"PHASE_STANDBY"), "standby"),
           (re.compile(r"PHASE_END\b"), "end"), (re.compile(r"PHASE_DRAW"), "draw"),
           (re.compile(r"==\s*PHASE_BATTLE_START\b"), "battle_start"),
           (re.compile(r"PHASE_BATTLE_STEP|[<>]=\s*PHASE_BATTLE|IsBattlePhase|\bbpcon\b|>\s*PHASE_MAIN1\b"
                       r"|>=\s*0x0?8\b"), "battle_step"),          # (ph>PHASE_MAIN1 and ph<PHASE_MAIN2: the Battle Phase)
           (re.compile(r"PHASE_MAIN1|IsMainPhase"), "main1"))
_PHASE_NAMES = {"main1": "Main Phase 1", "main2": "Main Phase 2", "standby": "Standby Phase", "end": "End Phase",
                "draw": "Draw Phase", "battle_start": "Start Step", "battle_step": "Battle Phase"}
_BATTLE = re.compile(r"GetAttacker\(|GetAttackTarget\(|PHASE_DAMAGE\b|IsDamageCalculated|GetBattleMonster|GetBattleTarget\(")
_DAMAGE_STEP = re.compile(r"PHASE_DAMAGE\b|IsDamageCalculated|GetBattleTarget\(|IsRelateToBattle")
_DAMAGE_CALCULATION = re.compile(r"==\s*PHASE_DAMAGE_CAL\b|~=\s*PHASE_DAMAGE_CAL\b.*then\s+return\s+false")
_LP = re.compile(r"GetLP\((tp|1-tp)\)\s*(<=|<|>=|>)\s*(\d+)")
_LP_AHEAD = re.compile(r"GetLP\((tp|1-tp)\)\s*-\s*Duel\.GetLP\((?:tp|1-tp)\)\s*>=?\s*(\d+)")
_LP_BEHIND = re.compile(r"GetLP\((tp|1-tp)\)\s*<=?\s*Duel\.GetLP\((?:tp|1-tp)\)\s*-\s*(\d+)")
_LP_COMPARED = re.compile(r"GetLP\((tp|1-tp)\)\s*(<=?|>=?|~=)\s*Duel\.GetLP\((tp|1-tp)\)(?!\s*[-+*/])")
_GEMINI = re.compile(r"(?:Auxiliary|aux)\.IsDualState\b|(?<!not )\b\w+:IsDualState\(\)")
_NORMAL_SUMMONED = re.compile(r"SUMMON_TYPE_NORMAL|SUMMON_TYPE_ADVANCE|STATUS_SUMMON_TURN")
_SPECIAL_SUMMONED = re.compile(r"SUMMON_TYPE_SPECIAL|STATUS_SPSUMMON_TURN|IsSummonLocation|"
                               r"GetTurnID\(\)\s*==\s*Duel\.GetTurnCount|GetTurnCount\(\)\s*==\s*\w+:GetTurnID")
_LATER_TURN = re.compile(r"\bexccon\b|GetTurnID\(\)\s*~=|~=\s*[\w:()]*GetTurnID\(\)")
_ATTACKED = re.compile(r"GetAttackedCount\(\)|GetBattledGroupCount\(\)|GetAttackAnnouncedCount\(\)")
_MONSTERS = re.compile(r"LOCATION_MZONE|LOCATION_ONFIELD|ReleaseGroup|GetFieldGroup")
_NAMED = re.compile(r"(?:IsCode|IsEnvironment|IsOriginalCodeRule)\((\d{4,})|Card\.IsCode,[^()]*?,(\d{4,})\)"
                    r"|Card\.IsCode\),[^()\n]*?,(\d{4,})\)")      # (aux.AND(Card.IsFaceup,Card.IsCode),tp,...,nil,N)
# a code passed to a filter that compares it (IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,1,nil,46986414)
# with "function s.cfilter(c,code) ... c:IsCode(code)")
_NAMED_ARGUMENT = re.compile(r"MatchingCard\([^()]*?,(?:nil|\w+:GetHandler\(\)|\w+),(\d{5,})\)")
_CODE_PARAMETER = re.compile(r"(?:IsCode|IsOriginalCodeRule)\([a-z_]\w*\)")
_NAMED_MOST = 5
# the opponent's Monster or Spell & Trap Zones counted: "5 monsters", "no Spell & Trap Zone free",
# "controls more monsters than you"
_FOE_FIELD = re.compile(r"(?:GetFieldGroupCount|GetMatchingGroupCount|IsExistingMatchingCard)\([^()]*?\btp,0,"
                        r"(LOCATION_MZONE|LOCATION_SZONE)[^()]*\)\s*(?:>=?\s*[2-9]|>\s*Duel)"
                        r"|IsExistingMatchingCard\([^()]*?\btp,0,(LOCATION_MZONE|LOCATION_SZONE),[2-9],"
                        r"|GetFieldCard\(1-tp,(LOCATION_MZONE|LOCATION_SZONE),"
                        r"|GetLocationCount\(1-tp,(LOCATION_MZONE|LOCATION_SZONE)\)\s*(?:==|<=)\s*0"
                        r"|<\s*Duel\.GetFieldGroupCount\(tp,0,(LOCATION_MZONE)\)")
# a count of one player's cards in a location: GetFieldGroupCount(tp,0,LOCATION_HAND)>4 (the opponent's hand)
_COUNT = re.compile(r"GetFieldGroupCount\((tp|1-tp),(0|LOCATION_HAND|LOCATION_GRAVE|LOCATION_REMOVED|LOCATION_DECK),"
                    r"(0|LOCATION_HAND|LOCATION_GRAVE|LOCATION_REMOVED|LOCATION_DECK)\)\s*(==|>=|>|<=|<|~=)\s*(\d+)"
                    r"(\s+then\s+return\s+false)?")
_OF_A_KIND = re.compile(r"IsExisting(?:MatchingCard|Target)\([\w.]+,\s*tp,\s*(LOCATION_GRAVE|LOCATION_REMOVED|LOCATION_DECK),\s*0,\s*(\d+)")
_CHAINED = re.compile(r"GetCurrentChain\(\)\s*(?:>\s*0|~=\s*0|>=\s*1)\b")
_LOCATIONS = {"LOCATION_HAND": LOCATION_HAND, "LOCATION_GRAVE": LOCATION_GRAVE, "LOCATION_REMOVED": LOCATION_REMOVED,
              "LOCATION_DECK": LOCATION_DECK}
_WHERE = {LOCATION_HAND: "hand", LOCATION_GRAVE: "GY", LOCATION_REMOVED: "banished cards", LOCATION_DECK: "Deck"}
_NO_GRAVE = re.compile(r"not Duel\.IsExistingMatchingCard\([^\n]*?\btp,LOCATION_GRAVE,0,")
# no monster of one's own: GetFieldGroupCount(tp,LOCATION_MZONE,0)==0, not IsExistingMatchingCard(...,tp,LOCATION_MZONE,0,...)
_NO_OWN_MONSTER = re.compile(r"GetFieldGroupCount\(tp,LOCATION_MZONE,0\)\s*(?:==\s*0|<\s*1)\b"
                             r"|not Duel\.IsExistingMatchingCard\([^\n]*?\btp,LOCATION_MZONE,0,")
_NO_OWN_CARD = re.compile(r"GetFieldGroupCount\(tp,LOCATION_ONFIELD,0\)\s*(?:==\s*0|<\s*1)\b")
# a global effect of the script's (registered to a player) that records an event in a flag the
# condition reads: "if a monster was destroyed this turn"
_GLOBAL_EVENT = re.compile(r"(\w+):SetCode\((EVENT_\w+)\)(?=[\s\S]{0,400}?Duel\.RegisterEffect\(\1,)")
# a flag, or a table of the script's own its global effects fill (c12345[tp], s[0]: "if a X monster was destroyed this turn")
_FLAG = re.compile(r"GetFlagEffect\(|\b(?:c\d+|s)\[(?:tp|1-tp|0|1)\]")
# a card of a kind in one's hand (to reveal, discard, send) or face-up on one's field: the bundled
# Black Luster Ritual, Black Luster Soldier, Raigeki (two), Compulsory Evacuation Device (two), Morale Boost
_RITUAL_SPELL = re.compile(r"0x82\b|TYPE_RITUAL\s*\+\s*TYPE_SPELL|TYPE_SPELL\s*\+\s*TYPE_RITUAL")
_KINDS = ((_RITUAL_SPELL, (55761792,)), (re.compile(r"0x81\b|TYPE_RITUAL"), (5405694,)),
          (re.compile(r"TYPE_SPELL"), (12580477, 12580477)), (re.compile(r"TYPE_TRAP"), (94192409, 94192409)))
_IN_HAND = re.compile(r"LOCATION_HAND")
_CONTINUOUS_SPELL = re.compile(r"TYPE_SPELL\s*\+\s*TYPE_CONTINUOUS|TYPE_CONTINUOUS\s*\+\s*TYPE_SPELL|0x20002\b")
MORALE_BOOST = 93671934
# Spell Counters removed from (or counted on) one's field: a Continuous Trap that gets one each time a
# Spell is activated (no limit, no replacement effect) face-up with them, as after a few Spells
_SPELL_COUNTERS = re.compile(r"(?:IsCanRemoveCounter|RemoveCounter|GetCounter)\(tp,1,[01],0x1\b(?:,(\d+))?"
                             r"|IsCanAddCounter\(0x1\b")      # (a card Spell Counters can be placed on)
SPELL_COUNTER_TRAP = 24429467
SPELL_COUNTER = 0x1
# a flag on the card that its own effect registers when it is drawn ("if you draw this card, you can
# reveal it ... activate it during Main Phase 1 of this turn")
_DESTROYED_THIS_TURN = re.compile(r"GetTurnID\(\)\s*==\s*(?:Duel\.GetTurnCount\(\)|tid\b|turn\b)")
_OWN_FLAG = re.compile(r"(?:GetHandler\(\)|\bc):GetFlagEffect\(")
_SUMMON_FLAG = re.compile(r"SetOperation\((?:aux|Auxiliary)\.sumreg\)")
_ON_DRAW = re.compile(r"SetType\(EFFECT_TYPE_SINGLE\+EFFECT_TYPE_CONTINUOUS\)\s*\n\s*\w+:SetCode\(EVENT_DRAW\)")
_MATERIALS = re.compile(r"Duel\.CheckRemoveOverlayCard\(tp,")
_WHERE_NAMES = {LOCATION_HAND: "hand", LOCATION_GRAVE: "grave", LOCATION_REMOVED: "removed", LOCATION_DECK: "deck"}
_NORMAL_MONSTERS = (HARPIE, 15025844, 23771716)      # Harpie Lady, Mystical Elf, 7 Colored Fish
_CALLED = re.compile(r"\b(?:s|c\d+)\.(\w+)")
_CONTROLLER = re.compile(r"\b(?:c|e:GetHandler\(\)):GetControler\(\)|\be:GetHandlerPlayer\(\)")
# one's Pendulum Zones read one by one or counted: "if you have 2 cards in your Pendulum Zones"
# the opponent's Spell & Trap Zone (or field) empty, or no monster of a kind there:
# GetFieldGroupCount(tp,0,LOCATION_SZONE)==0, not Duel.IsExistingMatchingCard(Card.IsAttackPos,tp,0,LOCATION_MZONE,...)
_NO_FOE_CARDS = re.compile(r"GetFieldGroupCount\(tp,0,LOCATION_(?:SZONE|ONFIELD)\)\s*(?:==\s*0|<\s*1)\b"
                           r"|not Duel\.IsExistingMatchingCard\([^\n]*?\btp,0,LOCATION_MZONE,")
# free Monster Zones of the opponent's, for monsters it summons there (Ojama Trio's Tokens): GetLocationCount(1-tp,LOCATION_MZONE,tp)>2
_FOE_ZONES = re.compile(r"GetLocationCount\(1-tp,LOCATION_MZONE\b")
# the card itself in Defense Position: e:GetHandler():IsDefensePos()
_OWN_DEFENSE = re.compile(r"GetHandler\(\):Is(?:DefensePos\(\)|Position\(POS_(?:FACEUP_)?DEFENSE\))")
_PENDULUM_ZONES_READ = re.compile(r"GetFieldCard\(tp,LOCATION_PZONE,|GetFieldGroupCount\(tp,LOCATION_PZONE,0\)")


def other_boards(probe, effect, reason):
    """The boards tried when the generic one makes an effect activated by choice illegal:
    [(name, board, action, companion, home)] (home: where the card starts, None: where the effect
    works). No monster of one's own; a Normal Monster in the hand besides (a cost); for a condition
    that failed, no monster on the field, no other card on the field, fewer LP than the opponent,
    the opponent's turn and one's own Battle Phase; then the boards the condition's (or cost's)
    text asks for (text_boards), and the cards it asks for under other names. A turn the effect cannot be activated in is not tried."""
    activate = probe.activate
    speed = activation_speed(probe.finder.data, effect)
    boards = [("no monster of one's own", probe.board(own_monster=False), activate, None, None),
              ("a companion in the hand", probe.board(own_monster=False), activate,
               _companion(probe.finder.db, probe.code), None)]
    if reason == CONDITION_FAILED:
        boards += [("no monster on the field", probe.board(own_monster=False, foe_monster=False), activate, None, None),
                   ("no other card on the field", probe.board(field=False), activate, None, None),
                   ("fewer LP than the opponent", probe.board(), _prepared(activate, _lp(0, 4000)), None, None)]
        boards += [(_turn_name(*turn), probe.board(), _prepared(activate, _turn(*turn)), None, None)
                   for turn in ((1, "main1"), (0, "battle_step")) if speed.allows(*turn)]
    if reason in _FUNCTIONS:
        text = function_text(effect, _FUNCTIONS[reason], probe.text)
        # a condition met may leave the target to fail: the cards its target's text asks for come too
        also = function_text(effect, "target", probe.text) if reason == CONDITION_FAILED else ""
        boards += text_boards(probe, effect, text, speed, condition=reason == CONDITION_FAILED, also=also, late=False)
        # last, so that the boards before keep their order: cards under other names (different_names.py,
        # extra_twins.py)
        boards += [(name, wrap(probe.board()), activate, None, None)
                   for name, wrap in other_names(probe, f"{text}\n{also}" if also else text)]
    return boards


def later_boards(probe, effect, reason):
    """The boards of text_boards' `late` group (battles, ...) for an effect activated by choice
    that the generic board makes illegal for `reason`: tried after all its other boards."""
    if reason not in _FUNCTIONS:
        return []
    text = function_text(effect, _FUNCTIONS[reason], probe.text)
    also = function_text(effect, "target", probe.text) if reason == CONDITION_FAILED else ""
    return text_boards(probe, effect, text, activation_speed(probe.finder.data, effect),
                       condition=reason == CONDITION_FAILED, also=also, late="only")


def other_names(probe, text):
    """[(name, wrap)]: the cards a function's text (with the script's functions it calls) asks for
    under other names: different names, Levels, Races or Attributes it counts (different_names.py),
    Extra Deck monsters related to a card of one's field (extra_twins.py); wrap(board) -> board."""
    asked = called_too(text, probe.text)
    return different_names(probe, asked) + extra_twins(probe, asked) + own_copies(probe, asked)


class _Ask:
    """One game state a text asks for: `wrap(board)` adds cards to a board of `options`
    (probe.board's), `steps` set the turn up before the action; `alone`: it is not combined with
    the others (its own action, or a step that sets the turn itself)."""

    def __init__(self, name, wrap=None, steps=(), options=None, home=None, action=None, alone=False, own=True):
        self.name, self.wrap, self.steps, self.options = name, wrap, tuple(steps), options or {}
        self.home, self.action, self.alone = home, action, alone or home is not None or action is not None
        self.own = own              # False: only a part of the board with all of them


def text_boards(probe, effect, text, speed, condition=True, action=None, base=None, event=False, also="",
                late=True):
    """The boards a condition's (condition=False: a cost's) text asks for, at most MOST:
    [(name, board, action, companion, home)]; then, when it asks for two states or more that go
    together, one board with all of them ("all that its text asks for"). `action`: what runs
    once the board is set up (the activation; a trigger's event), `base(**options)`: the board
    they start from (probe.board); event=True: the action raises a trigger's event, so no state
    that a battle, a summon or a move sets up (the action makes its own: a recorded run can
    neither place its made-up agent cards nor change the turn after a step); `also`: another function's
    text (a target's), for the cards it asks for only. After them (late=False: not; an action that
    makes its own battle; late="only": those alone, for a caller that tries them after its other
    boards): the battles of battle_asks.py, the made-up Xyz Monster's materials of xyz_materials.py,
    no card on the opponent's field ("if your opponent controls no Spells/Traps"), no monster on
    it (its free zones: GetLocationCount(1-tp,LOCATION_MZONE)), the card in face-up Defense Position."""
    activate, base = action or probe.activate, base or probe.board
    boards = []
    asks = _asks(probe, effect, text, speed, condition, not event, also)
    for ask in (ask for ask in asks if ask.own):
        board = base(**ask.options)
        boards.append((ask.name, ask.wrap(board) if ask.wrap else board, _prepared(ask.action or activate, *ask.steps),
                       None, ask.home))
    # after the others: the battles the text reads beyond the fixed one (battle_asks.py; the fixed
    # one too when no ask above made it: a cost's or target's text, a target's read with a condition),
    # the made-up Xyz Monster's materials (xyz_materials.py)
    read = text if _BATTLE.search(text) else also if _BATTLE.search(also) else ""
    fixed = not (condition and read is text)
    later = [(name, wrap(base(**options)) if wrap else base(**options), _prepared(activate, step), None, None)
             for name, wrap, step, options in battle_asks(read, _battle_players(f"{text}\n{also}", speed),
                                                          _battle_window(read), probe.made_up_monster(), fixed)] \
        if read and not event and not speed.speed1 else []
    later += [(name, wrap(base()), _prepared(activate), None, None) for name, wrap in xyz_materials(text, probe.made_up)] \
        if not _MATERIALS.search(text) else []
    if _NO_FOE_CARDS.search(text):         # "if your opponent controls no Spells/Traps"
        later.append(("no card on the opponent's field", base(foe_field=False), _prepared(activate), None, None))
    if _FOE_ZONES.search(text):         # its free zones: none of the generic board's monsters there
        later.append(("no monster on the opponent's field", base(foe_monster=False), _prepared(activate), None, None))
    if _OWN_DEFENSE.search(text):
        later.append(("the card in face-up Defense Position", _card_in_defense(base()), _prepared(activate), None, None))
    if late == "only":
        return later
    later = later if late else []
    together = [ask for ask in asks if not ask.alone]
    if len({ask.name for ask in together}) < 2:
        return boards[:MOST] + later
    options, steps, board = {}, [], None
    for ask in together:
        options.update(ask.options)
        steps += [step for step in ask.steps if step not in steps]
    board = base(**options)
    for ask in together:
        board = ask.wrap(board) if ask.wrap else board
    return boards[:MOST - 1] + [("all that its text asks for", board, _prepared(activate, *steps), None, None)] + later


def _battle_window(text):
    """The window of the battle a text reads: damage calculation, the Damage Step, else the Battle Step."""
    return "damage_cal" if _DAMAGE_CALCULATION.search(text) else \
        "before_damage" if _DAMAGE_STEP.search(text) else "battle_step"


def _battle_players(text, speed):
    return [p for p in _players(text) if speed.allows(p, "battle_step")]


def _asks(probe, effect, text, speed, condition, moves, also=""):
    """The game states (_Ask) the text asks for, in the order they are tried (the cards of the
    board: also those `also` asks for)."""
    data = probe.finder.data
    lp = lp_steps(text) if condition else []
    turns = [t for t in _turns(text) if speed.allows(*t)] if condition else []
    turn_steps = {t: _turn(*t) for t in turns}
    first = [turn_steps[turns[0]]] if turns else []
    asks = []
    if condition:
        # a target among the cards destroyed this turn: one's monster is, in that turn and phase
        this_turn = [_destroyed(0)] if moves and _DESTROYED_THIS_TURN.search(function_text(effect, "target", probe.text)) else []
        asks += [_Ask(_turn_name(*t), steps=(*lp, turn_steps[t], *this_turn), alone=index > 0)
                 for index, t in enumerate(t for t in turns if t not in ((1, "main1"), (0, "battle_step")))][:3]
        if lp and not turns:
            asks.append(_Ask("the LP its condition asks for", steps=lp))
        if _BATTLE.search(text) and not speed.speed1 and moves:
            window, players = _battle_window(text), _battle_players(text, speed)
            asks += [_Ask(f"{'the opponent' if p else 'one'} attacking, in the {window} window",
                          steps=(*lp, _attack(p, window)), alone=True) for p in players]
        home = effect.range & LOCATION_MZONE and data.type & TYPE_MONSTER
        if home and data.type & TYPE_DUAL and _GEMINI.search(text) and moves:
            asks.append(_Ask("Gemini Summoned", steps=(_gemini_summon,)))
        if home and not data.type & EXTRA_TYPES:
            # (a flag of the card's own that aux.sumreg, a global effect of the script's, registers on its summon)
            summon_flag = bool(_OWN_FLAG.search(text) and _SUMMON_FLAG.search(probe.text))
            if _NORMAL_SUMMONED.search(text) or summon_flag:
                asks.append(_Ask("Normal Summoned this turn", steps=(_normal_summon,), home="hand"))
            if _SPECIAL_SUMMONED.search(text):
                asks.append(_Ask("Special Summoned this turn", steps=(_special_summon,), home="hand"))
        if _CHAINED.search(text) and not speed.speed1:
            name, chained = response_actions(data, EVENT_CHAINING)[0]
            asks.append(_Ask(f"chained to an activation ({name})", action=chained))
        if _FLAG.search(text) and moves:
            asks += [_Ask(f"earlier this turn, {name}", steps=(step,), alone=index > 0)
                     for index, (name, step) in enumerate(_earlier_events(probe.text))]
        if moves:
            asks += [_Ask(name, steps=(*lp, *first, step), alone=True) for name, step in earlier_activations(text, probe.known)]
        if home and _ATTACKED.search(text) and moves:
            asks.append(_Ask("after it attacked, Main Phase 2", steps=(_attacked,), alone=True))
        if _LATER_TURN.search(text):
            asks.append(_Ask("a later turn", steps=(_turn(0, "main1", 3),), alone=bool(turns)))
        if _NO_OWN_CARD.search(text):         # "if you control no cards": the opponent's field stays
            asks.append(_Ask("no card of one's own on the field", options={"own_field": False}))
        if _NO_OWN_MONSTER.search(text):       # (then one's Monster Zones are not filled, below)
            asks.append(_Ask("no monster of one's own", options={"own_monster": False}, own=False))
    if _OWN_FLAG.search(text) and _ON_DRAW.search(probe.text):
        asks.append(_Ask("drawn in one's Draw Phase, Main Phase 1", steps=(_drawn,), home="deck"))
    if not condition and moves and _DESTROYED_THIS_TURN.search(text) and speed.allows(0, "main2"):
        # a target among the monsters destroyed this turn (by battle, say): one's and the opponent's are
        asks.append(_Ask("a monster of each player's destroyed by battle this turn, Main Phase 2",
                         steps=(_traded_in_battle,), alone=True))
    together = (*lp, *first)
    text = f"{text}\n{also}" if also else text
    monsters = _made_up_cards(probe, monsters=True)
    if monsters and _MONSTERS.search(text) and not _NO_OWN_MONSTER.search(text):
        asks.append(_Ask("one's monsters the filters name", lambda board: _crowded(board, monsters), together,
                         {"own_monster": False}))
    named = [c for c in dict.fromkeys(_named(text)) if probe.known(c)][:_NAMED_MOST]
    if named:
        asks.append(_Ask("the cards its text names face-up", lambda board: _with_named(board, named), together))
    in_hand = [code for pattern, codes in _KINDS if pattern.search(text) for code in codes] \
        if _IN_HAND.search(text) else []
    if _RITUAL_SPELL.search(text):
        in_hand = [c for c in in_hand if c != 12580477]        # a Ritual Spell, not any Spell
    if in_hand:
        asks.append(_Ask("the kinds of cards its text names in one's hand", lambda board: _in_hand(board, in_hand),
                         together))
    if _CONTINUOUS_SPELL.search(text):
        asks.append(_Ask("a Continuous Spell face-up on one's field", lambda board: _with_named(board, [MORALE_BOOST]),
                         together))
    main_deck = _made_up_cards(probe, main_deck=True)
    asks += [_Ask(name, wrap, together) for name, wrap in field_asks(text, probe.known, monsters, main_deck)]
    # (alone: the board with all the others keeps its cards)
    asks += [_Ask(name, wrap, together, {"own_monster": False}, alone=True)
             for name, wrap in extra_summons(called_too(text, probe.text), probe.known)]
    asks += [_Ask(name, wrap, together) for name, wrap in only_monsters(text, monsters)]
    asks += [_Ask(name, wrap, together) for name, wrap in only_in_grave(text, main_deck)]
    if _MATERIALS.search(text):
        asks.append(_Ask("an Xyz Monster of one's own with materials", lambda board: _with_xyz(board, probe.made_up),
                         together))
    foe_zones = {LOCATION_MZONE if "MZONE" in zone else LOCATION_SZONE
                 for found in _FOE_FIELD.findall(text) for zone in found if zone}
    if foe_zones:
        name = " and ".join(_ZONE_NAMES[z] for z in sorted(foe_zones))
        asks.append(_Ask(f"the opponent's {name} full", lambda board: _foe_filled(board, sorted(foe_zones), monsters),
                         together))
    spell_counters = _SPELL_COUNTERS.findall(text)
    if spell_counters and probe.known(SPELL_COUNTER_TRAP):
        n = min(max([3] + [int(c) for c in spell_counters if c]), 10)
        asks.append(_Ask(f"{n} Spell Counters on one's field",
                         lambda board: _with_counters(board, SPELL_COUNTER_TRAP, SPELL_COUNTER, n), together))
    asks += [_Ask(name, wrap, together) for name, wrap in compared_counts(text)]
    counts = _counts(text)
    if counts:
        name = ", ".join(f"{n} in {'the opponent' if p else 'one'}'s {_WHERE[where]}" for (p, where), n in counts.items())
        asks.append(_Ask(f"the cards its text counts ({name})", lambda board: _counted(board, counts), together))
    kinds = [(_LOCATIONS[where], min(int(n), 10)) for where, n in _OF_A_KIND.findall(text) if int(n) >= 2][:1]
    if kinds:
        where, n = kinds[0]
        codes = _made_up_cards(probe)[:4] or list(DECK[:3])
        asks.append(_Ask(f"{n} of each card its filters name in one's {_WHERE[where]}",
                         lambda board: _with_copies(board, codes, where, n), together))
    if _NO_GRAVE.search(text):
        asks.append(_Ask("no card in one's GY", lambda board: _emptied(board, LOCATION_GRAVE), together))
    if IN_PENDULUM_ZONES.search(text) or _PENDULUM_ZONES_READ.search(text):
        scales = [c for c in _made_up_cards(probe, monsters=True) if _is_pendulum(probe, c)] + [FLASH_KNIGHT, MANDRAGON]
        asks.append(_Ask("one's Pendulum Zones holding the Pendulum Monsters its filters name",
                         lambda board: _in_pendulum_zones(board, scales), together))
    if not condition and lp_steps(text):        # a cost's or target's LP ("if your LP differ"), after the others
        asks.append(_Ask("the LP its text asks for", steps=lp_steps(text), alone=True))
    return asks


def _is_pendulum(probe, code):
    spec = probe.finder.extra_cards.get(code)
    return "pendulum" in spec["type"] if spec is not None else bool(probe.finder.db.get(code).type & TYPE_PENDULUM)


def _in_pendulum_zones(board, codes):
    """The board, with each free Pendulum Zone of one's own holding one of the Pendulum Monsters, in
    order; a card Set in the Spell & Trap Zone a Pendulum Zone is (the card itself, say) moves to a
    free one in the middle first."""
    def in_zones(session, card):
        board(session, card)
        zones = session.duel.zone_list(0, LOCATION_SZONE)
        for edge in (0, 4):
            middle = [seq for seq in session.duel.free_sequences(0, LOCATION_SZONE) if 0 < seq < 4]
            if zones[edge] is not None and middle:
                operations.place(zones[edge], 0, LOCATION_SZONE, middle[0], zones[edge].current.position)
        for code in codes[:len(session.duel.free_sequences(0, LOCATION_PZONE))]:
            session.add_card(code, 0, "pzone", position="faceup")
    return in_zones


def _named(text):
    """The codes the text names: in IsCode(N) and the like, or as the argument of a filter that compares a code."""
    codes = [int(a or b or c) for a, b, c in _NAMED.findall(text)]
    if _CODE_PARAMETER.search(text):
        codes += [int(c) for c in _NAMED_ARGUMENT.findall(text)]
    return codes


def _made_up_cards(probe, monsters=False, main_deck=False):
    """The codes of the probe's made-up (and named) cards: of the Main Deck, or (monsters=True)
    its monsters, those of the Main Deck first (main_deck=True: its Main Deck monsters only)."""
    specs, kinds = probe.finder.extra_cards, ("fusion", "synchro", "xyz", "link")

    def kind(code):              # (a monster, an Extra Deck monster)
        if code in specs:
            types = specs[code]["type"]
            return "monster" in types, any(k in types for k in kinds)
        data = probe.finder.db.get(code)
        return bool(data.type & TYPE_MONSTER), bool(data.type & EXTRA_TYPES)
    kinds_of = {code: kind(code) for code in probe.made_up}
    if main_deck:
        return [c for c in probe.made_up if kinds_of[c] == (True, False) and c != probe.code]
    if monsters:
        return sorted((c for c in probe.made_up if kinds_of[c][0]), key=lambda c: kinds_of[c][1])
    return [c for c in probe.made_up if not kinds_of[c][1]]


# -- the text of a script function --------------------------------------------------------------
def function_text(effect, attr, script):
    """The Lua source of the effect's function `attr` ("condition", "cost"), with the functions of
    the card's own script it calls: "" when the function is none or not found."""
    function = getattr(effect, attr)
    where = effect.duel.host.defined_at(function) if function is not None else None
    if not where:
        return ""
    path, _, line = where.rpartition(":")          # relative to the working directory, or absolute
    own = effect.owner is not None and Path(path).name == f"c{effect.owner.data.code}.lua"
    source = script if own else _library(path)
    body = _body(source, int(line)) if line.isdigit() else ""
    called = [_body(script, index + 1) for index in _definitions(script, _CALLED.findall(body))]
    return "\n".join([body] + called)


def as_tp(text):
    """A condition's text with its player named `tp`: a summon procedure's or a continuous
    effect's condition names it `c:GetControler()`, `e:GetHandlerPlayer()`, ... (the regular
    expressions of the boards read `tp`)."""
    return _CONTROLLER.sub("tp", text)


def called_too(text, script):
    """`text` with the functions of the script it calls that it does not hold yet (the filters a
    filter passes on: "IsExistingMatchingCard(s.spfilter,tp,LOCATION_EXTRA,...)")."""
    held = set(re.findall(r"function\s+(?:s|c\d+)\.(\w+)\s*\(", text))
    wanted = [name for name in dict.fromkeys(_CALLED.findall(text)) if name not in held]
    return "\n".join([text] + [_body(script, index + 1) for index in _definitions(script, wanted)])


@functools.lru_cache(maxsize=8)
def _library(path):
    """A library script (utility.lua, procedure.lua): read once per process."""
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _body(source, line):
    """The lines of the function that starts at `line` (1-based), up to its `end`."""
    lines = source.split("\n")[line - 1:line - 1 + _LINES]
    if not lines:
        return ""
    if re.search(r"\bfunction\b.*\bend\)?\s*$", lines[0]):
        return lines[0]                          # a function written on one line
    indent = len(lines[0]) - len(lines[0].lstrip())
    for index, text in enumerate(lines[1:], 1):
        if text.strip().startswith("end") and len(text) - len(text.lstrip()) <= indent:
            return "\n".join(lines[:index + 1])
    return "\n".join(lines)


def _definitions(script, names):
    """The line indexes (0-based) where the script defines the functions `names`."""
    wanted = set(names)
    return [index for index, text in enumerate(script.split("\n"))
            if (found := re.match(r"function\s+(?:s|c\d+)\.(\w+)\s*\(", text)) and found.group(1) in wanted]


# -- what the text asks for ---------------------------------------------------------------------
class _Speed:
    """When the effect can be activated: speed1 (an ignition effect, a Spell that is not a
    Quick-Play Spell: one's own Main Phase only), own_turn (a Quick-Play Spell from the hand)."""

    def __init__(self, speed1, own_turn):
        self.speed1, self.own_turn = speed1, own_turn

    def allows(self, player, phase):
        if self.speed1:
            return player == 0 and phase in ("main1", "main2")
        return player == 0 or not self.own_turn


ANY_TURN = _Speed(False, False)         # a trigger: its event can happen in any turn and phase


def activation_speed(data, effect):
    card_spell = bool(effect.type & EFFECT_TYPE_ACTIVATE and data.type & TYPE_SPELL)
    speed1 = bool(effect.type & EFFECT_TYPE_IGNITION) or (card_spell and not data.type & TYPE_QUICKPLAY)
    return _Speed(speed1, card_spell)


def _players(text):
    """The turn players the text names (the opponent first), both when it names none."""
    players = ([1] if _OPPONENT_TURN.search(text) else []) + ([0] if _OWN_TURN.search(text) else [])
    return players or [1, 0]


def _turns(text):
    """(player, phase) combinations the text names: its phases in the turns it names (Main Phase 1
    when it names a turn but no phase)."""
    phases = [name for pattern, name in _PHASES if pattern.search(text)]
    if not phases and not (_OPPONENT_TURN.search(text) or _OWN_TURN.search(text)):
        return []
    turns = [(player, phase) for player in _players(text) for phase in phases or ["main1"]]
    return [t for t in turns if t != (0, "main1")]


def _counts(text):
    """{(player, location): count} for the counts of cards the text compares with a number."""
    counts = {}
    for who, own, other, op, n, refused in _COUNT.findall(text):
        if (own == "0") == (other == "0"):
            continue                    # both players' cards, or none
        player = (who == "1-tp") if own != "0" else (who == "tp")
        if refused:                     # "if ...~=0 then return false": it asks for exactly n
            op = {"~=": "==", "==": "~=", ">": "<=", ">=": "<", "<": ">=", "<=": ">"}[op]
        value = int(n) + {"==": 0, ">=": 0, ">": 1, "<=": 0, "<": -1, "~=": 1}[op]
        counts.setdefault((int(player), _LOCATIONS[own if own != "0" else other]), max(min(value, 40), 0))
    return counts


def _earlier_events(script):
    """[(name, step)]: the events the script's global effects watch, made to happen before the
    activation: a monster destroyed (by the other player's effect, or by battle: then one's Main
    Phase 2) or sent to the GY, a Special Summon, damage (by each player's effect). At most three."""
    events = {code for _, code in _GLOBAL_EVENT.findall(script)}
    steps = []
    if events & {"EVENT_DESTROYED", "EVENT_TO_GRAVE", "EVENT_LEAVE_FIELD", "EVENT_DESTROY", "EVENT_BATTLE_DESTROYED"}:
        steps += [("one's monster destroyed by the opponent's effect", _destroyed(0)),
                  ("the opponent's monster destroyed by one's effect", _destroyed(1)),
                  ("the opponent's monster destroyed by battle", _battle_destroyed)]
    if events & {"EVENT_SPSUMMON_SUCCESS", "EVENT_SPSUMMON"}:
        steps += [(f"{'the opponent' if p else 'one'} Special Summoned a monster", _summoned(p)) for p in (1, 0)]
    if events & {"EVENT_DAMAGE", "EVENT_BATTLE_DAMAGE"}:
        steps += [(f"{'the opponent' if p else 'one'} took damage", _damaged(p)) for p in (0, 1)]
    return steps[:3]


def _destroyed(player):
    """The player's monster (the made-up one the filters name, when the board has one) is destroyed."""
    side = "foe" if player else "own"

    def destroyed(session, card):
        monster = session.aliases.get(f"{side}_made_up") or session.aliases.get(f"{side}_monster")
        if monster is None:
            raise IllegalAction(f"no monster of player {player} to destroy")
        move(session, "destroy", [monster], REASON_EFFECT, 1 - player)
    return destroyed


def _battle_destroyed(session, card):
    """One's Gene-Warped Warwolf (2000 ATK) destroys the opponent's Giant Soldier of Stone (1300
    ATK) by battle; then one's Main Phase 2."""
    attacker, target = session.aliases.get("own_monster"), session.aliases.get("foe_monster")
    if attacker is None or target is None:
        raise IllegalAction("no battle on this board")
    session.set_turn(0, "main1", 3)
    session.attack(attacker, target)
    session.phase("main2")


def _traded_in_battle(session, card):
    """One's Gene-Warped Warwolf (2000 ATK) attacks the opponent's Number 17: Leviathan Dragon (2000
    ATK): both are destroyed by battle; then one's Main Phase 2."""
    attacker, target = session.aliases.get("own_monster"), session.aliases.get("foe_xyz")
    if attacker is None or target is None:
        raise IllegalAction("no battle on this board")
    session.set_turn(0, "main1", 3)
    session.attack(attacker, target)
    session.phase("main2")


def _summoned(player):
    def summoned(session, card):
        special_summon(session, session.add_card(HARPIE, player, "hand"), player)
    return summoned


def _damaged(player):
    return lambda session, card: session.lua(f"Duel.Damage({player},500,REASON_EFFECT)")


def lp_steps(text):
    """The steps (session, card) that set the LP the text compares: with a number
    (`Duel.GetLP(tp)<=1000`), a gap between the players, or the players' LP to each other."""
    return [_lp(0 if who == "tp" else 1, _lp_value(op, int(n))) for who, op, n in _LP.findall(text)] + _lp_gap(text)[:2]


def _lp_gap(text):
    """The LP of both players for the first gap between them the text compares with a number
    (`Duel.GetLP(tp)-Duel.GetLP(1-tp)>=8000`, `Duel.GetLP(tp)<=Duel.GetLP(1-tp)-7000`): the lower
    player has 1000; for a plain comparison (`Duel.GetLP(tp)<Duel.GetLP(1-tp)`; `~=`: the left one
    lower), 4000."""
    found = _LP_AHEAD.search(text) or _LP_BEHIND.search(text)
    if not found:
        compared = _LP_COMPARED.search(text)
        if not compared:
            return []
        left, op, right = compared.groups()
        if left == right:
            return []
        lower = int(left == "1-tp") if op[0] in "<~" else int(right == "1-tp")
        return [_lp(lower, 4000)]
    player, n = int(found.group(1) == "1-tp"), int(found.group(2))
    ahead = player if found.re is _LP_AHEAD else 1 - player
    return [_lp(ahead, 1000 + n), _lp(1 - ahead, 1000)]


def _lp_value(op, n):
    """LP that make `LP op n` hold."""
    return {"<=": n, "<": max(n // 2, 1), ">=": n, ">": n + 1000}[op]


def _turn_name(player, phase):
    return f"{'the opponent' if player else 'one'}'s {_PHASE_NAMES[phase]}" if (player, phase) != (1, "main1") \
        else "the opponent's turn"


# -- settings and boards ------------------------------------------------------------------------
def _prepared(action, *steps):
    """action, after the steps (session, card) have set the game state up (a step the rules
    refuse, an attack the board does not allow say, makes the board one the effect is not legal on)."""
    def prepared(session, card, number):
        try:
            for step in steps:
                step(session, card)
        except IllegalAction as error:
            return False, f"the board could not be set up: {error}"
        return action(session, card, number)
    return prepared


def _lp(player, lp):
    return lambda session, card: session.set_lp(player, lp)


def _turn(player, phase, number=None):
    """The player's turn (the second, or the third for one's own), in that phase."""
    return lambda session, card: session.set_turn(player, phase, number or 2 + (player == 0))


def _attack(player, window):
    """The player's monster attacks one of the other player's (one's monster: the card, when it is
    a monster on the field, else the monster it equips, else the made-up monster the filters name,
    else Gene-Warped Warwolf), and the attack pauses in the window."""
    def attack(session, card):
        session.set_turn(player, "main1", 2)
        own = card if card.current.location == LOCATION_MZONE else card.equip_target if card.equip_target \
            and card.equip_target.controller == 0 else session.aliases.get("own_made_up") or session.aliases.get("own_monster")
        foe = session.aliases.get("foe_monster")
        if own is None or foe is None:
            raise IllegalAction("no monster of each player's for an attack")
        attacker, target = (own, foe) if player == 0 else (foe, own)
        session.attack(attacker, target, stop_at=window)
    return attack


def _attacked(session, card):
    """The card attacks the opponent's Giant Soldier of Stone; then one's Main Phase 2."""
    target = session.aliases.get("foe_monster")
    if target is None:
        raise IllegalAction("no monster of the opponent's to attack")
    session.set_turn(0, "main1", 3)
    session.attack(card, target)
    session.phase("main2")


def _drawn(session, card):
    """The card, on top of one's Deck, is drawn in one's Draw Phase (the normal draw); then Main Phase 1."""
    if card.current.location != LOCATION_DECK:
        raise IllegalAction("the card is not in the Deck")
    operations.place(card, 0, LOCATION_DECK, position=POS_FACEDOWN_DEFENSE)     # on top
    session.set_turn(1, "end", 2)
    session.phase("draw")
    session.phase("main1")


def _gemini_summon(session, card):
    session.summon(card)          # a face-up Gemini monster's second Normal Summon


def _normal_summon(session, card):
    session.summon(card, tribute=tributes(session, card))


def _special_summon(session, card):
    special_summon(session, card)


def _crowded(board, monsters):
    """One's Monster Zones hold the made-up monsters (four monsters in all: a zone stays free; an
    Extra Deck monster summoned its way)."""
    def crowded(session, card):
        board(session, card)
        own = [c for c in session.duel.zone_list(0, LOCATION_MZONE)[:5] if c is not None]
        for index in range(max(4 - len(own), 0)):
            as_summoned(session.add_card(monsters[index % len(monsters)], 0, "mzone"))
    return crowded


def _with_named(board, codes):
    """The named cards face-up on one's field: a monster in a Monster Zone, a Field Spell in the
    Field Zone, a Continuous Spell or Trap in the Spell & Trap Zone (the kinds that stay face-up)."""
    def named(session, card):
        board(session, card)
        for code in codes:
            data = session.carddb.get(code)
            if data.type & TYPE_MONSTER and session.duel.free_sequences(0, LOCATION_MZONE):
                as_summoned(session.add_card(code, 0, "mzone"))
            elif data.type & TYPE_FIELD and session.duel.free_sequences(0, LOCATION_FZONE):
                session.add_card(code, 0, "fzone", position="faceup")
            elif data.type & (TYPE_SPELL | TYPE_TRAP) and data.type & TYPE_CONTINUOUS \
                    and session.duel.free_sequences(0, LOCATION_SZONE):
                session.add_card(code, 0, "szone", position="faceup")
    return named


_ZONE_NAMES = {LOCATION_MZONE: "Monster Zones", LOCATION_SZONE: "Spell & Trap Zones"}


def _foe_filled(board, zones, monsters):
    """The board, with every free Monster Zone (of the five) of the opponent's holding a monster
    (the made-up monsters the filters name, else Giant Soldier of Stone), every free Spell & Trap
    Zone a Set Solemn Judgment."""
    def filled(session, card):
        board(session, card)
        for zone in zones:
            codes = (monsters or [FOE_MONSTER]) if zone == LOCATION_MZONE else [FOE_SET]
            free = [seq for seq in session.duel.free_sequences(1, zone) if seq < 5]
            for index, seq in enumerate(free):
                placed = session.add_card(codes[index % len(codes)], 1, "mzone" if zone == LOCATION_MZONE else "szone",
                                          sequence=seq)
                if zone == LOCATION_MZONE:
                    as_summoned(placed)
    return filled


def _with_counters(board, code, kind, count):
    """The board, with the Continuous Spell or Trap `code` face-up in one's Spell & Trap Zone holding
    `count` counters."""
    def with_counters(session, card):
        board(session, card)
        if [seq for seq in session.duel.free_sequences(0, LOCATION_SZONE) if seq < 5]:
            session.add_card(code, 0, "szone", position="faceup").counters[kind] = count
    return with_counters


def _emptied(board, location):
    """The board, with one's cards of `location` (but the card and the companion) in the Deck instead."""
    return _counted(board, {(0, location): 0})


def _counted(board, counts):
    """The board, with `count` cards in each player's location: the others (never the card nor
    the companion) go to the Deck, or Normal Monsters are added (the Deck only gets more)."""
    def counted(session, card):
        board(session, card)
        keep = {card, session.aliases.get("companion")}
        for (player, location), count in counts.items():
            present = session.duel.cards_in(player, location)
            surplus = 0 if location == LOCATION_DECK else max(len(present) - count, 0)
            for other in [c for c in present if c not in keep][:surplus]:
                operations.place(other, player, LOCATION_DECK, position=POS_FACEDOWN_DEFENSE)
            for index in range(count - len(present)):
                session.add_card(_NORMAL_MONSTERS[index % len(_NORMAL_MONSTERS)], player, _WHERE_NAMES[location])
    return counted


def _in_hand(board, codes):
    def in_hand(session, card):
        board(session, card)
        for code in codes:
            session.add_card(code, 0, "hand")
    return in_hand


def _card_in_defense(board):
    """The board, with the card (a monster on the field) in face-up Defense Position."""
    def in_defense(session, card):
        board(session, card)
        if card.current.location == LOCATION_MZONE and card.data.type & TYPE_MONSTER:
            operations.place(card, card.controller, LOCATION_MZONE, card.current.sequence, POS_FACEUP_DEFENSE)
    return in_defense


def _with_xyz(board, made_up):
    """The board, with one's Number 17: Leviathan Dragon Xyz Summoned, with Xyz Materials."""
    def with_xyz(session, card):
        board(session, card)
        if session.duel.free_sequences(0, LOCATION_MZONE):
            xyz = session.add_card(LEVIATHAN, 0, "mzone")
            as_summoned(xyz)
            attach_materials(session, xyz, made_up)
    return with_xyz


def _with_copies(board, codes, location, count):
    """The board, with `count` more copies of each card in one's `location`."""
    def with_copies(session, card):
        board(session, card)
        for code in codes:
            for _ in range(count):
                session.add_card(code, 0, _WHERE_NAMES[location])
    return with_copies


def with_counts(board, text):
    """The board, with the numbers of cards in a player's hand, GY, banishment or Deck that `text`
    compares with a number (`Duel.GetFieldGroupCount(tp,LOCATION_HAND,0)==0`: one's hand empty)."""
    counts = _counts(text)
    return _counted(board, counts) if counts else board
