"""A card in the duel: its data, where it is, why it moved there, and what it is attached to."""
from dataclasses import dataclass

from harness.constants import (
    LOCATION_SZONE, LOCATION_ONFIELD, LOCATION_FZONE, LOCATION_PZONE, POS_FACEUP,
    POS_FACEDOWN, PLAYER_NONE, STATUS_FLIP_SUMMON_TURN, STATUS_SPSUMMON_TURN, STATUS_SUMMON_TURN,
)

# What a monster's summon this turn sets (Normal Summon or Set, Flip Summon, Special Summon); the
# core clears them when the card moves to the field again and for every monster as a turn starts
SUMMON_TURN_STATUS = STATUS_SUMMON_TURN | STATUS_FLIP_SUMMON_TURN | STATUS_SPSUMMON_TURN


@dataclass
class Place:
    """Where a card is (or was): the fields GetPrevious*/IsPrevious* read."""
    controller: int = PLAYER_NONE
    location: int = 0
    sequence: int = 0
    position: int = 0
    code: int = 0
    attack: int = 0
    defense: int = 0
    type: int = 0
    level: int = 0
    rank: int = 0
    attribute: int = 0
    race: int = 0

    def copy(self):
        return Place(**vars(self))

    def is_location(self, location):
        """card_state::is_location: LOCATION_FZONE and LOCATION_PZONE are Spell & Trap Zones
        by their sequence (the Field Zone 5, the Pendulum Zones 6 and 7 here)."""
        if self.location == LOCATION_SZONE:
            if self.sequence == 5 and location & LOCATION_FZONE:
                return True
            if self.sequence in (6, 7) and location & LOCATION_PZONE:
                return True
        return bool(self.location & location)


class Card:
    """Engine state of one card. Rules live in the engine modules, not here."""

    def __init__(self, duel, data, owner, card_id):
        self.duel = duel
        self.data = data
        self.code = data.code
        self.owner = owner
        self.card_id = card_id            # creation order, stable for the duel
        self.field_id = 0                 # changes on every move: "is this still the same card?"
        self.label = None                 # the scenario alias, for messages
        self.current = Place(controller=owner)
        self.previous = Place()
        self.reason = 0
        self.destination = 0              # sendto_param.location: where its latest move sends it (GetDestination)
        self.previous_overlay_count = 0   # xyz_materials_previous_count_onfield, when it last left the field
        self.reason_player = PLAYER_NONE
        self.reason_card = None
        self.reason_effect = None
        self.effects = []                 # effects registered to this card, registration order
        self.equip_target = None
        self.equipped = []                # equip cards attached to this monster, in equip order
        self.previous_equip_target = None
        self.card_targets = []            # continuous card targets (SetCardTarget / equip relation)
        self.target_owners = []           # cards that continuously target this one
        self.relations = set()            # (effect, chain_id) pairs: IsRelateToEffect
        self.card_relations = {}          # card -> reset flags: CreateRelation / IsRelateToCard
        self.overlays = []
        self.overlay_target = None
        self.counters = {}
        self.effect_enabled = False       # STATUS_EFFECT_ENABLED: its continuous effects apply
        self.leave_confirmed = False      # STATUS_LEAVE_CONFIRMED: sent to the GY when the chain ends
        self.set_turn = 0                 # turn number when it was Set (0: not set)
        self.turn_id = 0                  # turn number of its last move
        self.summon_type = 0              # SUMMON_TYPE_* of the summon that put it on the field
        self.status_flags = 0             # STATUS_* bits set by scripts or rules (see stats.status)
        self.unique = None                # SetUniqueOnField: (self range, opponent range, code or function, location)
        self.spsummon_once_code = 0
        self.turn_counter = 0
        self.summon_player = PLAYER_NONE
        self.summon_location = 0
        self.materials = []               # the cards it was summoned with (Card.SetMaterial / GetMaterial)
        self.spsummon = None              # card->spsummon: what Special Summoned it (card_rules.set_special_summon_status)
        self.computing = {}               # values being computed now (stats: recursion guard)
        self.assumed = None               # Card.AssumeProperty: (ASSUME_*, value) until the script call returns
        # battle (battle.py): attacks declared, attacks that counted (announce_count, as the core's
        # limit on attacks), battles entered, and against whom (None: a direct attack)
        self.attack_announce_count = 0
        self.announce_count = 0
        self.attacked_count = 0
        self.announced_cards = []
        self.attacked_cards = []
        self.battled_cards = []
        self.attack_all_target = True     # EFFECT_ATTACK_ALL still applies
        self.direct_attackable = False    # set by battle.attack_targets, as the core's
        self.attack_controller = PLAYER_NONE   # its controller when the attack was declared
        self.battle_position = 0          # core temp.position: its position when the Damage Step began
        self.indestructible_uses = {}     # EFFECT_INDESTRUCTABLE_COUNT without a count limit: effect id -> uses this turn
        self.immune_effects = []          # card::immune_effect: the EFFECT_IMMUNE_EFFECT list immunity reads (stats.refresh_immunity)
        self.saved_reason = None          # its reason before battle destruction was decided (restored if it survives)
        self.battle_destination = 0       # where battle destruction sends it
        self._ud = None                   # reserved for the Lua binding layer (its userdata)

    # -- where it is ---------------------------------------------------------------------------
    @property
    def controller(self):
        return self.current.controller

    @property
    def location(self):
        return self.current.location

    @property
    def sequence(self):
        return self.current.sequence

    @property
    def position(self):
        return self.current.position

    def is_location(self, location):
        return self.current.is_location(location)

    def is_onfield(self):
        return bool(self.current.location & LOCATION_ONFIELD)

    def is_faceup(self):
        return bool(self.current.position & POS_FACEUP)

    def is_facedown(self):
        return bool(self.current.position & POS_FACEDOWN)

    def is_position(self, position):
        return bool(self.current.position & position)

    # -- relations -----------------------------------------------------------------------------
    def create_relation(self, link):
        self.relations.add((link.effect, link.chain_id))

    def is_related_to_link(self, link):
        return (link.effect, link.chain_id) in self.relations

    def is_related_to_effect(self, effect):
        return any(e is effect for e, _ in self.relations)

    def release_relation(self, link):
        self.relations.discard((link.effect, link.chain_id))

    def add_card_target(self, target):
        if target not in self.card_targets:
            self.card_targets.append(target)
            target.target_owners.append(self)

    def clear_card_targets(self):
        for target in self.card_targets:
            if self in target.target_owners:
                target.target_owners.remove(self)
        self.card_targets.clear()
        for owner in list(self.target_owners):
            if self in owner.card_targets:
                owner.card_targets.remove(self)
        self.target_owners.clear()

    def describe(self):
        name = self.data.name or str(self.code)
        return f"{self.label} ({name})" if self.label else f"{name} [{self.code}]"

    def __repr__(self):
        return f"<Card {self.describe()}>"
