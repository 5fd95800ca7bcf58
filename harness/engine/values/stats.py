"""Continuous effects and the values they change: which effects apply to a card, and its
current ATK/DEF, type, race, attribute, level and negation (as card::filter_effect and
card::get_atk_def do in the core)."""
from harness.constants import (
    EFFECT_TYPE_TARGET,
    EFFECT_FLAG_IMMEDIATELY_APPLY,
    ASSUME_ATTACK, ASSUME_ATTRIBUTE, ASSUME_CODE, ASSUME_DEFENSE, ASSUME_LEVEL, ASSUME_RACE, ASSUME_TYPE,
    EFFECT_TYPE_ACTIONS, EFFECT_FLAG_SINGLE_RANGE, EFFECT_FLAG_CANNOT_DISABLE, EFFECT_FLAG_FIELD_ONLY,
    EFFECT_FLAG_PLAYER_TARGET, EFFECT_FLAG_SET_AVAILABLE, EFFECT_FLAG_OWNER_RELATE,
    EFFECT_UPDATE_ATTACK, EFFECT_SET_ATTACK, EFFECT_SET_ATTACK_FINAL, EFFECT_SET_BASE_ATTACK,
    EFFECT_UPDATE_DEFENSE, EFFECT_SET_DEFENSE, EFFECT_SET_DEFENSE_FINAL, EFFECT_SET_BASE_DEFENSE,
    EFFECT_ADD_TYPE, EFFECT_REMOVE_TYPE, EFFECT_CHANGE_TYPE,
    EFFECT_ADD_RACE, EFFECT_REMOVE_RACE, EFFECT_CHANGE_RACE,
    EFFECT_ADD_ATTRIBUTE, EFFECT_REMOVE_ATTRIBUTE, EFFECT_CHANGE_ATTRIBUTE,
    EFFECT_UPDATE_LEVEL, EFFECT_CHANGE_LEVEL, EFFECT_DISABLE, EFFECT_CANNOT_DISABLE,
    EFFECT_EQUIP_LIMIT, EFFECT_CHANGE_CODE, EFFECT_ADD_CODE, EFFECT_REVEAL_ONFIELD, EFFECT_FLAG_IGNORE_RANGE,
    EFFECT_FLAG_ABSOLUTE_TARGET, EFFECT_FLAG_INITIAL, EFFECT_FLAG2_REPEAT_UPDATE, EFFECT_FLAG2_OPTION,
    EFFECT_FLAG2_WICKED, EFFECT_REVERSE_UPDATE, EFFECT_SWAP_AD, EFFECT_SWAP_BASE_AD, EFFECT_SET_BASE_ATTACK_FINAL,
    EFFECT_SET_BASE_DEFENSE_FINAL, EFFECT_PRE_MONSTER, STATUS_NO_LEVEL, EFFECT_IMMUNE_EFFECT, STATUS_SUMMONING,
    LOCATION_MZONE, LOCATION_ONFIELD, LOCATION_HAND, LOCATION_GRAVE, LOCATION_PZONE,
    TYPE_MONSTER, TYPE_LINK, TYPE_XYZ, TYPE_TOKEN, TYPE_PENDULUM, TYPE_SPELL, PLAYER_NONE,
    EFFECT_CANNOT_DISABLE_SPSUMMON, EFFECT_CANNOT_DISABLE_SUMMON, EFFECT_FLAG_IGNORE_IMMUNE, EVENT_BE_PRE_MATERIAL,
    EFFECT_FORBIDDEN, STATUS_CHAINING, STATUS_DISABLED, STATUS_EFFECT_ENABLED, STATUS_FORBIDDEN, STATUS_LEAVE_CONFIRMED, STATUS_SET_TURN,
)
from harness.carddb import SECOND_CODES

from ..state.errors import ScriptError


def effect_value(effect, *args):
    """An effect's value for these arguments: a number, or what its value function returns."""
    value = effect.value
    if value is None:
        return 0
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (int, float)):
        return script_integer(value, effect)
    result = effect.duel.host.call(value, effect, *args)
    first = result[0] if result else None
    if first is None or first is False:
        return 0
    if first is True:
        return 1
    return script_integer(first, effect, value)


def script_integer(value, effect, function=None):
    """A number a script gave as an effect's value: an int, or a finite float (truncated, as the
    core's int32 conversion); NaN, an infinity or a non-number is a ScriptError naming the effect."""
    if type(value) is int:
        return value
    if type(value) is float and value == value and value not in (float("inf"), float("-inf")):
        return int(value)
    shown = "nan" if value != value else value if isinstance(value, (int, float)) else type(value).__name__
    if not isinstance(value, (int, float)):
        shown = _LUA_NAMES.get(shown, shown)
    source = "the value function" if function is not None else "the value"
    where = effect.duel.host.defined_at(function) if function is not None else None
    raise ScriptError(f"{source} of {effect.describe()} gave {shown}: an effect's value must be an integer",
                      where=where)


_LUA_NAMES = {"_LuaTable": "a table", "_LuaFunction": "a function", "str": "a string", "_LuaThread": "a coroutine",
              "_LuaUserdata": "a userdata", "Card": "a Card", "Effect": "an Effect", "Group": "a Group"}


def condition_holds(effect):
    if effect.condition is None:
        return True
    result = effect.duel.host.call(effect.condition, effect)
    return bool(result and result[0])


def in_range(effect, card):
    """effect::in_range: the card is in one of the effect's locations (the Field and Pendulum Zones
    count as themselves, not only as the Spell & Trap Zone)."""
    return card.is_location(effect.range) if effect.range else False


def is_disabled(card):
    """STATUS_DISABLED: the card's own effects are negated (EFFECT_DISABLE applies to it)."""
    if getattr(card, "_checking_disable", False):
        return False   # an effect that asks whether its own card is negated sees "no" (no recursion)
    card._checking_disable = True
    try:
        return bool(applying(card, EFFECT_DISABLE)) and not applying(card, EFFECT_CANNOT_DISABLE)
    finally:
        card._checking_disable = False


def _blocked_by_negation(effect, handler):
    """A negated card's own effects stop; with EFFECT_FLAG_OWNER_RELATE, so do the effects it
    gave other cards (effect::is_available)."""
    if effect.has_property(EFFECT_FLAG_CANNOT_DISABLE):
        return False
    if effect.has_property(EFFECT_FLAG_OWNER_RELATE) and effect.owner is not None and is_disabled(effect.owner):
        return True
    return effect.owner is handler and is_disabled(handler)


def is_available(effect):
    """effect::is_available: whether a continuous effect currently applies at all."""
    if effect.type & EFFECT_TYPE_ACTIONS:
        return False
    handler = effect.handler
    if handler is None:                       # a player's effect
        return condition_holds(effect)
    if handler.current.controller == PLAYER_NONE:
        return False
    if effect.is_equip:
        if _blocked_by_negation(effect, handler):
            return False
        if not effect.has_property(EFFECT_FLAG_SET_AVAILABLE):
            if not handler.effect_enabled or not handler.is_faceup():
                return False
    elif effect.is_field or effect.type & EFFECT_TYPE_TARGET:     # a target effect is checked as a field one
        if not effect.has_property(EFFECT_FLAG_FIELD_ONLY):
            if not in_range(effect, handler) or not handler.effect_enabled:
                return False
            if handler.is_onfield() and not handler.is_faceup():
                return False
            if _blocked_by_negation(effect, handler):
                return False
    else:                                     # single
        if effect.has_property(EFFECT_FLAG_SINGLE_RANGE):
            if not in_range(effect, handler):
                return False
            # STATUS_EFFECT_ENABLED: an activated Spell/Trap's own effects wait for its resolution
            # (tracked on the field; the harness enables cards elsewhere as they arrive)
            if handler.is_onfield() and not handler.effect_enabled \
                    and not effect.has_property(EFFECT_FLAG_IMMEDIATELY_APPLY):
                return False
            if handler.is_onfield() and not handler.is_faceup():
                return False
        if _blocked_by_negation(effect, handler):
            return False
    return condition_holds(effect)


def _field_effect_targets(effect, card):
    """effect::is_target for field effects: face-down cards on the field are skipped (unless
    EFFECT_FLAG_SET_AVAILABLE), then the target range (relative to the handler's player, or
    absolute), then the target function."""
    if effect.has_property(EFFECT_FLAG_PLAYER_TARGET):
        return False
    if not effect.has_property(EFFECT_FLAG_SET_AVAILABLE) and effect.code != EFFECT_REVEAL_ONFIELD \
            and card.is_onfield() and not card.is_faceup():
        return False
    if not effect.has_property(EFFECT_FLAG_IGNORE_RANGE):
        if effect.has_property(EFFECT_FLAG_ABSOLUTE_TARGET):
            player = 0
        else:
            player = effect.handler.controller if effect.handler is not None else effect.owner_player
        self_range, opponent_range = effect.target_range
        mask = self_range if card.controller == player else opponent_range
        if not card.is_location(mask):
            return False
    return _fits_target_function(effect, card)


def _fits_target_function(effect, card):
    """effect::is_fit_target_function: no target function, or it accepts the card."""
    if effect.target is None:
        return True
    result = effect.duel.host.call(effect.target, effect, card)
    return bool(result and result[0])


def applying(card, code):
    """The effects with this code that apply to the card, in application (creation) order."""
    registered = card.duel.registered_with_code(code)
    if not registered:
        return []           # every effect that could apply is a registered one: none has this code
    return _applying(card, code, registered)


def _applying(card, code, registered):
    """applying() once the duel's registered effects with this code are known (some)."""
    found = [e for e in card.effects if e.code == code and e.is_single and is_available(e)]
    for equip in card.equipped:
        found.extend(e for e in equip.effects if e.code == code and e.is_equip and is_available(e))
    for owner in card.target_owners:        # EFFECT_TYPE_TARGET: on the cards its handler targets (SetCardTarget)
        found.extend(e for e in owner.effects if e.code == code and e.type & EFFECT_TYPE_TARGET and not e.is_field
                     and is_available(e) and _fits_target_function(e, card))
    for effect in registered:
        # default_aura_filter's order: the effect applies at all before its target function is asked
        if effect.code == code and effect.is_field and not effect.type & EFFECT_TYPE_ACTIONS \
                and is_available(effect) and _field_effect_targets(effect, card):
            found.append(effect)
    if code != EFFECT_IMMUNE_EFFECT and found:
        found = _affecting(card, found)
    return _sorted(found)


def _affecting(card, found):
    """card::filter_effect's filters: an equip effect, a field effect and a single-range one
    apply only if they can affect the card (card::is_affect_by_effect: not while it is being
    summoned, nor when it is immune to them); a card's own plain single effects always do.
    EFFECT_IMMUNE_EFFECT itself is gathered without this (card::filter_immune_effect)."""
    if getattr(card, "_checking_immunity", False):
        return found                     # an immunity value asking about the card: no recursion
    if not card.status_flags & STATUS_SUMMONING and (
            not card.duel.registered_with_code(EFFECT_IMMUNE_EFFECT)      # no immunity in the duel at all
            or not any(e.code == EFFECT_IMMUNE_EFFECT and e.value for e in _immunity_candidates(card))):
        return found                     # nothing can make it unaffected: the common case, fast
    card._checking_immunity = True
    try:
        return [e for e in found if (e.is_single and not e.has_property(EFFECT_FLAG_SINGLE_RANGE))
                or is_affected_by(card, e)]
    finally:
        card._checking_immunity = False


def _immunity_candidates(card):
    yield from card.effects
    for equip in card.equipped:
        yield from equip.effects
    yield from (e for e in card.duel.registered_with_code(EFFECT_IMMUNE_EFFECT) if e.code == EFFECT_IMMUNE_EFFECT)


def field_effects(duel, code):
    """Available field effects with this code (for rules that ask the whole field)."""
    return [e for e in duel.effects_with_code(code) if e.is_field
            and not e.type & EFFECT_TYPE_ACTIONS and is_available(e)]


def player_effects(duel, player, code):
    """Effects with this code that apply to a player (EFFECT_FLAG_PLAYER_TARGET field effects)."""
    found = []
    for effect in field_effects(duel, code):
        if not effect.has_property(EFFECT_FLAG_PLAYER_TARGET):
            continue
        owner = effect.handler.controller if effect.handler is not None else effect.owner_player
        self_range, opponent_range = effect.target_range
        if (self_range if player == owner else opponent_range):
            found.append(effect)
    return found


def affected_with_value(card, code, target):
    """card::is_affected_by_effect(code, target): an applying effect whose value accepts target."""
    for effect in applying(card, code):
        if effect_value(effect, target):
            return effect
    return None


def equip_limit_allows(equip, target):
    return affected_with_value(equip, EFFECT_EQUIP_LIMIT, target) is not None


# -- values ------------------------------------------------------------------------------------------
# A value function may read the value being computed (an ATK boost that reads the card's ATK):
# as the core's temp fields, the card then sees the value computed so far instead of recursing.
_NOT_YET = object()      # being computed, no effect applied yet: the starting value stands


def _reentrant(compute):
    key = compute.__name__

    def value(card, *args):
        partial = card.computing.get(key)
        if partial is _NOT_YET:
            return _START[key](card)
        if partial is not None:
            return partial
        card.computing[key] = _NOT_YET
        try:
            return compute(card, *args)
        finally:
            card.computing.pop(key, None)
    value.__name__ = key
    return value


def _assumable(kind, answer=None):
    """card::get_*'s first test: while Card.AssumeProperty(kind, value) holds, the getter answers
    `answer(card, value)` (default: the value)."""
    def wrap(getter):
        def get(card, *args):
            if card.assumed is not None and card.assumed[0] == kind:
                value = card.assumed[1]
                return value if answer is None else answer(card, value)
            return getter(card, *args)
        get.__name__, get.__doc__ = getter.__name__, getter.__doc__
        return get
    return wrap


def _assumed_atk_def(card, value):
    if card.assumed[0] == ASSUME_ATTACK:
        return value, 0
    return 0, (0 if card.data.type & TYPE_LINK else value)


def _sorted(effects):
    """effect_sort_id: initial single-range effects first, then by id (application order)."""
    if len(effects) < 2:
        return list(effects)
    return sorted(effects, key=lambda e: (not (e.is_single and e.has_property(EFFECT_FLAG_SINGLE_RANGE)
                                               and e.has_property(EFFECT_FLAG_INITIAL)), e.id))


def is_monster(card):
    """Printed or current Monster type: the core's getters read a monster card's printed
    Level, Attribute, Race and ATK/DEF even while it is an Equip Spell (an Equip Card)."""
    return bool(card.data.type & TYPE_MONSTER or current_type(card) & TYPE_MONSTER
                or applying(card, EFFECT_PRE_MONSTER))


@_assumable(ASSUME_TYPE)
@_reentrant
def current_type(card):
    """card::get_type: effects change the type only on the field, in the hand and in the GY."""
    if not card.current.location & (LOCATION_ONFIELD | LOCATION_HAND | LOCATION_GRAVE):
        return card.data.type
    if card.is_location(LOCATION_PZONE):
        return TYPE_PENDULUM | TYPE_SPELL
    value = card.data.type
    for effect in _sorted(_applying_all(card, (EFFECT_ADD_TYPE, EFFECT_REMOVE_TYPE, EFFECT_CHANGE_TYPE))):
        amount = effect_value(effect, card)
        if effect.code == EFFECT_ADD_TYPE:
            value |= amount
        elif effect.code == EFFECT_REMOVE_TYPE:
            value &= ~amount
        else:
            value = amount
        card.computing["current_type"] = value
    return value | (card.data.type & TYPE_TOKEN)


def _flag_value(card, key, base, add_code, remove_code, change_code):
    if not is_monster(card):
        return 0
    value = base
    for effect in _sorted(_applying_all(card, (add_code, remove_code, change_code))):
        amount = effect_value(effect, card)
        if effect.code == add_code:
            value |= amount
        elif effect.code == remove_code:
            value &= ~amount
        else:
            value = amount
        card.computing[key] = value
    return value


@_assumable(ASSUME_RACE)
@_reentrant
def current_race(card):
    return _flag_value(card, "current_race", card.data.race, EFFECT_ADD_RACE, EFFECT_REMOVE_RACE, EFFECT_CHANGE_RACE)


@_assumable(ASSUME_ATTRIBUTE)
@_reentrant
def current_attribute(card):
    return _flag_value(card, "current_attribute", card.data.attribute, EFFECT_ADD_ATTRIBUTE,
                       EFFECT_REMOVE_ATTRIBUTE, EFFECT_CHANGE_ATTRIBUTE)


@_reentrant
def current_level(card):
    if card.data.type & (TYPE_XYZ | TYPE_LINK) or card.status_flags & STATUS_NO_LEVEL or not is_monster(card):
        return 0
    if card.assumed is not None and card.assumed[0] == ASSUME_LEVEL:
        return card.assumed[1]
    level, up = card.data.level, 0
    for effect in _sorted(_applying_all(card, (EFFECT_UPDATE_LEVEL, EFFECT_CHANGE_LEVEL))):
        if effect.code == EFFECT_UPDATE_LEVEL:
            up += effect_value(effect, card)
        else:
            level, up = effect_value(effect, card), 0
        card.computing["current_level"] = level + up
    return max(level + up, 1)


def current_codes(card):
    """card::get_code, then its second name (a card with two printed names, card_data.h
    second_code), then each EFFECT_ADD_CODE value."""
    if card.assumed is not None and card.assumed[0] == ASSUME_CODE:
        return [card.assumed[1]]
    changed = applying(card, EFFECT_CHANGE_CODE)
    if changed:
        code = effect_value(changed[-1], card)
        codes = [code, SECOND_CODES[code]] if code in SECOND_CODES else [code]
    else:
        codes = [code for code in card.data.original_code_rule if code]
    for effect in applying(card, EFFECT_ADD_CODE):
        codes.append(effect_value(effect, card))
    return codes


def _printed_atk_def(card):
    return card.data.atk, (0 if card.data.type & TYPE_LINK else card.data.defense)


def base_attack(card):
    return max(base_atk_def(card)[0], 0)


def base_defense(card):
    return max(base_atk_def(card)[1], 0)


@_reentrant
def base_atk_def(card):
    """card::get_base_atk_def: printed values off the Monster Zone; there, single
    EFFECT_SET_BASE_* effects first, then the others in order (the last one wins)."""
    if not is_monster(card):
        return 0, 0
    if card.current.location != LOCATION_MZONE:
        return _printed_atk_def(card)
    atk, defense = (max(v, 0) for v in _printed_atk_def(card))
    effects = _sorted(_applying_all(card, (EFFECT_SET_BASE_ATTACK, EFFECT_SET_BASE_ATTACK_FINAL) + (
        () if card.data.type & TYPE_LINK else (EFFECT_SWAP_BASE_AD, EFFECT_SET_BASE_DEFENSE, EFFECT_SET_BASE_DEFENSE_FINAL))))
    singles = [e for e in effects if e.is_single and e.code in (EFFECT_SET_BASE_ATTACK, EFFECT_SET_BASE_DEFENSE)]
    for effect in singles + [e for e in effects if e not in singles]:
        if effect.code in (EFFECT_SET_BASE_ATTACK, EFFECT_SET_BASE_ATTACK_FINAL):
            atk = max(effect_value(effect, card), 0)
        elif effect.code == EFFECT_SWAP_BASE_AD:
            atk, defense = defense, atk
        else:
            defense = max(effect_value(effect, card), 0)
        card.computing["base_atk_def"] = (atk, defense)
    return atk, defense


def _applying_all(card, codes):
    """applying() for each code, concatenated; a code no effect of the duel has is skipped at once
    (most are: a value asks several codes, on every read)."""
    registered_with_code = card.duel.registered_with_code
    found = []
    for code in codes:
        registered = registered_with_code(code)
        if registered:
            found += _applying(card, code, registered)
    return found


def attack_and_defense(card):
    """Current ATK/DEF as GetAttack/GetDefense read them (never below 0)."""
    atk, defense = atk_def(card)
    return max(atk, 0), max(defense, 0)


@_assumable(ASSUME_ATTACK, _assumed_atk_def)
@_assumable(ASSUME_DEFENSE, _assumed_atk_def)
@_reentrant
def atk_def(card):
    """card::get_atk_def: the printed values off the Monster Zone; there, from the base values:
    single EFFECT_SET_ATTACK/DEFENSE first, then updates and sets in order, then the "final"
    values, swaps, and the Wicked / Option overrides, as the core orders them."""
    if not is_monster(card):
        return 0, 0
    if card.current.location != LOCATION_MZONE:
        return _printed_atk_def(card)
    is_link = card.data.type & TYPE_LINK
    atk, defense = base_atk_def(card)
    effects = _sorted(_applying_all(card, (EFFECT_UPDATE_ATTACK, EFFECT_SET_ATTACK, EFFECT_SET_ATTACK_FINAL) + (
        () if is_link else (EFFECT_SWAP_AD, EFFECT_UPDATE_DEFENSE, EFFECT_SET_DEFENSE, EFFECT_SET_DEFENSE_FINAL))))
    for effect in [e for e in effects if e.is_single and e.code in (EFFECT_SET_ATTACK, EFFECT_SET_DEFENSE)]:
        if effect.code == EFFECT_SET_ATTACK:
            atk = max(effect_value(effect, card), 0)
        else:
            defense = max(effect_value(effect, card), 0)
        effects.remove(effect)
    sign = -1 if applying(card, EFFECT_REVERSE_UPDATE) else 1     # EFFECT_REVERSE_UPDATE turns updates around
    up = {"atk": 0, "def": 0}          # single (non-range) updates
    upc = {"atk": 0, "def": 0}         # the others
    repeat, final, wicked, option = [], [], [], []
    swap = False

    def totals():          # the values so far: set values plus the updates, never below 0
        return (max(atk + sign * (up["atk"] + upc["atk"]), 0), max(defense + sign * (up["def"] + upc["def"]), 0))
    for effect in effects:
        code = effect.code
        own = effect.is_single and not effect.has_property(EFFECT_FLAG_SINGLE_RANGE)
        side = "atk" if code in (EFFECT_UPDATE_ATTACK, EFFECT_SET_ATTACK, EFFECT_SET_ATTACK_FINAL) else "def"
        if code in (EFFECT_UPDATE_ATTACK, EFFECT_UPDATE_DEFENSE):
            if effect.has_property(0, EFFECT_FLAG2_REPEAT_UPDATE):
                repeat.append(effect)
            else:
                (up if own else upc)[side] += effect_value(effect, card)
        elif code in (EFFECT_SET_ATTACK, EFFECT_SET_DEFENSE):
            value = max(effect_value(effect, card), 0)
            atk, defense = (value, defense) if side == "atk" else (atk, value)
            up[side] = 0
        elif code in (EFFECT_SET_ATTACK_FINAL, EFFECT_SET_DEFENSE_FINAL):
            if own:
                value = max(effect_value(effect, card), 0)
                atk, defense = (value, defense) if side == "atk" else (atk, value)
                up[side] = upc[side] = 0
            elif effect.has_property(0, EFFECT_FLAG2_OPTION):
                option.append(effect)
            elif effect.has_property(0, EFFECT_FLAG2_WICKED):
                wicked.append(effect)
            else:
                final.append(effect)
        elif code == EFFECT_SWAP_AD:
            swap = not swap
        card.computing["atk_def"] = totals()
    result = list(totals())
    for effect in repeat:
        index = 0 if effect.code == EFFECT_UPDATE_ATTACK else 1
        result[index] = max(result[index] + effect_value(effect, card), 0)
    for group in (final, None, wicked, option):
        if group is None:
            if swap:
                result.reverse()
            continue
        for effect in group:
            index = 0 if effect.code == EFFECT_SET_ATTACK_FINAL else 1
            result[index] = max(effect_value(effect, card), 0)
    return tuple(result)


_START = {
    "current_type": lambda card: card.data.type,
    "current_race": lambda card: card.data.race,
    "current_attribute": lambda card: card.data.attribute,
    "current_level": lambda card: card.data.level,
    "base_atk_def": lambda card: tuple(max(v, 0) for v in _printed_atk_def(card)),
    "atk_def": lambda card: base_atk_def(card),
}


def status(card):
    """card->status: the bits scripts set plus the ones the engine keeps as card state."""
    value = card.status_flags
    duel = card.duel
    # STATUS_CHAINING: its effect is on the chain being built (the core clears it as resolution starts)
    if duel.chain and not duel.chain_solving and any(link.effect.handler is card for link in duel.chain):
        value |= STATUS_CHAINING
    if card.effect_enabled:
        value |= STATUS_EFFECT_ENABLED
    if card.leave_confirmed:
        value |= STATUS_LEAVE_CONFIRMED
    if card.set_turn and card.set_turn == card.duel.turn:
        value |= STATUS_SET_TURN
    if is_disabled(card):
        value |= STATUS_DISABLED
    if applying(card, EFFECT_FORBIDDEN):
        value |= STATUS_FORBIDDEN
    return value


# -- immunity (card::is_affect_by_effect) ------------------------------------------------------------
# effect.h affect_summoning_effect: the only effects that reach a monster while it is being summoned
_AFFECT_SUMMONING = (EFFECT_CANNOT_DISABLE_SUMMON, EFFECT_CANNOT_DISABLE_SPSUMMON, EVENT_BE_PRE_MATERIAL)


def refresh_immunity(card):
    """card::filter_immune_effect: the EFFECT_IMMUNE_EFFECT list is_immune reads, taken now. The
    core takes it when the card's effects are enabled or disabled (it arrives, leaves, completes a
    summon) and in the adjust pass, so an immunity an operation gives a card holds once the
    operation is over: "it is unaffected by other card effects, and its ATK becomes 3000" changes
    the ATK."""
    card.immune_effects = applying(card, EFFECT_IMMUNE_EFFECT)


def refresh_all_immunity(duel):
    """The adjust pass's refresh (adjust_disable_check_list): every card's list, when any
    EFFECT_IMMUNE_EFFECT is registered (else every list is empty or only holds removed ones)."""
    if duel.registered_with_code(EFFECT_IMMUNE_EFFECT):
        for card in duel.cards:
            refresh_immunity(card)


def is_immune(card, effect):
    """effect::is_immuned: an EFFECT_IMMUNE_EFFECT of the card's list that still applies and
    whose value accepts (immunity, effect, card)."""
    return any(immunity.registered and immunity.value and is_available(immunity) and effect_value(immunity, effect, card)
               for immunity in card.immune_effects)


def is_affected_by(card, effect):
    """card::is_affect_by_effect: whether `effect` can affect the card (no effect: yes)."""
    if card.status_flags & STATUS_SUMMONING:
        return effect is not None and effect.code in _AFFECT_SUMMONING
    if effect is None or effect.has_property(EFFECT_FLAG_IGNORE_IMMUNE):
        return True
    return not is_immune(card, effect)
