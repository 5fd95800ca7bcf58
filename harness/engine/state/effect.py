"""An effect: the engine's record of what a script registered with Effect.CreateEffect."""
from contextlib import contextmanager

from harness import constants
from harness.constants import (
    EFFECT_TYPE_SINGLE, EFFECT_TYPE_FIELD, EFFECT_TYPE_EQUIP, EFFECT_TYPE_ACTIONS,
    EFFECT_TYPE_ACTIVATE, EFFECT_TYPE_FLIP, EFFECT_TYPE_IGNITION, EFFECT_TYPE_TRIGGER_O,
    EFFECT_TYPE_QUICK_O, EFFECT_TYPE_TRIGGER_F, EFFECT_TYPE_QUICK_F, EFFECT_TYPE_CONTINUOUS, PLAYER_NONE,
)

def _code_name(code):
    """EFFECT_UPDATE_ATTACK for 100, EVENT_EQUIP for 1016: an effect's code as scripts write it."""
    for name, value in constants.ALL.items():
        if value == code and (name.startswith("EFFECT_") or name.startswith("EVENT_")) \
                and not name.startswith(("EFFECT_TYPE_", "EFFECT_FLAG_", "EFFECT_COUNT_CODE_")):
            return name
    return f"code {code}"


# The types of an activated effect, one that becomes a chain link (the core's EFFECT_TYPES_CHAIN_LINK):
# `effect: N` counts these. effect_set_type also marks EFFECT_TYPE_CONTINUOUS effects as actions.
CHAIN_LINK_TYPES = (EFFECT_TYPE_ACTIVATE | EFFECT_TYPE_FLIP | EFFECT_TYPE_IGNITION | EFFECT_TYPE_TRIGGER_O
                    | EFFECT_TYPE_QUICK_O | EFFECT_TYPE_TRIGGER_F | EFFECT_TYPE_QUICK_F)
_ACTIVATION_RANGE = constants.LOCATION_SZONE | constants.LOCATION_FZONE | constants.LOCATION_HAND


class Effect:
    def __init__(self, duel, owner, effect_id):
        self.duel = duel
        self.id = effect_id               # creation order: the order effects are applied in
        self.owner = owner                # the card that created it
        self.handler = None               # the card it is registered to (None: a player's effect)
        self.owner_player = owner.controller if owner is not None else PLAYER_NONE
        self.type = 0
        self._code = 0
        self.property = 0
        self.property2 = 0
        self.range = 0
        self.target_range = (0, 0)
        self.category = 0
        self.description = 0
        self.count_limit = 0
        self.count_limit_max = 0
        self.count_code = 0
        self.reset_flag = 0
        self.reset_count = 0
        self.labels = [0]
        self.label_object = None
        self.hint_timing = (0, 0)
        self.condition = None
        self.cost = None
        self.target = None
        self.operation = None
        self.value = None
        self.registered = False
        self.copy_id = 0                  # the Card.CopyEffect that registered it (0: none)
        self.active_type = 0
        self.cost_checked = False         # Effect.IsCostChecked
        self.oath_of = None               # the activation whose cost registered this oath effect
        self._ud = None                   # reserved for the Lua binding layer

    def set_type(self, value):
        """effect_set_type (libeffect.cpp): a card's activation is a field effect that works from
        the hand and the Spell & Trap and Field Zones; a Flip effect becomes a single trigger on
        EVENT_FLIP (an optional one with EFFECT_FLAG_DELAY: it does not miss its timing); Ignition
        and Quick Effects are field effects; activated and EFFECT_TYPE_CONTINUOUS effects are
        actions (EFFECT_TYPE_ACTIONS), and no other effect is."""
        if value & EFFECT_TYPE_ACTIVATE:
            value = EFFECT_TYPE_FIELD | EFFECT_TYPE_ACTIVATE
            self.range = _ACTIVATION_RANGE
        elif value & EFFECT_TYPE_FLIP:
            self.code = constants.EVENT_FLIP
            if value & EFFECT_TYPE_TRIGGER_O:
                value = EFFECT_TYPE_SINGLE | EFFECT_TYPE_FLIP | EFFECT_TYPE_TRIGGER_O
                self.property |= constants.EFFECT_FLAG_DELAY
            else:
                value = EFFECT_TYPE_SINGLE | EFFECT_TYPE_FLIP | EFFECT_TYPE_TRIGGER_F
        elif value & (EFFECT_TYPE_IGNITION | EFFECT_TYPE_QUICK_O | EFFECT_TYPE_QUICK_F):
            value |= EFFECT_TYPE_FIELD
        if value & (CHAIN_LINK_TYPES | EFFECT_TYPE_CONTINUOUS):
            value |= EFFECT_TYPE_ACTIONS
        else:
            value &= ~EFFECT_TYPE_ACTIONS
        self.type = value

    @property
    def is_chain_link_type(self):
        """An activated effect (its activation is a chain link): what `effect: N` counts."""
        return bool(self.type & CHAIN_LINK_TYPES)

    @property
    def code(self):
        return self._code

    @code.setter
    def code(self, value):
        self._code = value
        if self.registered:       # the duel's lookups by code hold it under the old one
            self.duel.effects_changed()

    def has_property(self, mask, mask2=0):
        return bool(self.property & mask) or bool(self.property2 & mask2)

    @property
    def is_single(self):
        return bool(self.type & EFFECT_TYPE_SINGLE) and not self.type & EFFECT_TYPE_FIELD

    @property
    def is_field(self):
        return bool(self.type & EFFECT_TYPE_FIELD)

    @property
    def is_equip(self):
        return bool(self.type & EFFECT_TYPE_EQUIP)

    def clone(self, new_id):
        twin = Effect(self.duel, self.owner, new_id)
        for key, value in vars(self).items():
            if key not in ("id", "handler", "registered", "_ud"):
                setattr(twin, key, list(value) if isinstance(value, list) else value)
        return twin

    def get_handler(self):
        """effect::get_handler: the card it is registered to; a player's effect (Duel.RegisterEffect)
        is handled by its owner card (field::add_effect), wherever that card is."""
        return self.handler if self.handler is not None else self.owner

    def describe(self):
        """"effect N of CARD" with N as a scenario's `effect: N` counts (the card's activated
        effects in registration order); other effects are named by their code."""
        holder = self.handler if self.handler is not None else self.owner
        if holder is None:
            return f"an effect of player {self.owner_player} (code {self.code})"
        actions = [e for e in holder.effects if e.is_chain_link_type]
        if self in actions:
            return f"effect {actions.index(self) + 1} of {holder.describe()}"
        return f"the {_code_name(self.code)} effect of {holder.describe()}"

    def __repr__(self):
        return f"<Effect {self.id} type={self.type:#x} code={self.code}>"


@contextmanager
def cost_checked(effect):
    """Effect.IsCostChecked is true while its cost and target run for an activation or its check
    (core: effect::is_activate_ready, add_chain)."""
    effect.cost_checked = True
    try:
        yield
    finally:
        effect.cost_checked = False
