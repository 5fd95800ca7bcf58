---@meta
-- Generated from harness/constants.py by `python -m harness.stubgen`; do not edit.
-- 859 constants of the YGOPro script API, in 41 groups.

-- limits used by the client and the core
---limits used by the client and the core
---@type integer
MIN_ID = 128
---limits used by the client and the core
---@type integer
MAX_ID = 268435455
---limits used by the client and the core
---@type integer
MAX_COUNTER = 65535
---limits used by the client and the core
---@type integer
MAX_PARAMETER = 65535
---limits used by the client and the core
---@type integer
MAX_XYZ_LEVEL = 4095

-- LOCATION_*: where a card is
---LOCATION_*: where a card is
---@type integer
LOCATION_DECK = 0x1
---LOCATION_*: where a card is
---@type integer
LOCATION_HAND = 0x2
---LOCATION_*: where a card is
---@type integer
LOCATION_MZONE = 0x4
---LOCATION_*: where a card is
---@type integer
LOCATION_SZONE = 0x8
---LOCATION_*: where a card is
---@type integer
LOCATION_GRAVE = 0x10
---LOCATION_*: where a card is
---@type integer
LOCATION_REMOVED = 0x20
---LOCATION_*: where a card is
---@type integer
LOCATION_EXTRA = 0x40
---LOCATION_*: where a card is
---@type integer
LOCATION_OVERLAY = 0x80
---LOCATION_*: where a card is
---@type integer
LOCATION_FZONE = 0x100
---LOCATION_*: where a card is
---@type integer
LOCATION_PZONE = 0x200
---LOCATION_*: where a card is
---@type integer
LOCATION_ONFIELD = 0xc
---LOCATION_*: where a card is
---@type integer
LOCATION_DECKBOT = 0x10001
---LOCATION_*: where a card is
---@type integer
LOCATION_DECKSHF = 0x20001

-- SEQ_*: deck positions for Duel.SendtoDeck
---SEQ_*: deck positions for Duel.SendtoDeck
---@type integer
SEQ_DECKTOP = 0
---SEQ_*: deck positions for Duel.SendtoDeck
---@type integer
SEQ_DECKBOTTOM = 1
---SEQ_*: deck positions for Duel.SendtoDeck
---@type integer
SEQ_DECKSHUFFLE = 2

-- POS_*: battle positions
---POS_*: battle positions
---@type integer
POS_FACEUP_ATTACK = 0x1
---POS_*: battle positions
---@type integer
POS_FACEDOWN_ATTACK = 0x2
---POS_*: battle positions
---@type integer
POS_FACEUP_DEFENSE = 0x4
---POS_*: battle positions
---@type integer
POS_FACEDOWN_DEFENSE = 0x8
---POS_*: battle positions
---@type integer
POS_FACEUP = 0x5
---POS_*: battle positions
---@type integer
POS_FACEDOWN = 0xa
---POS_*: battle positions
---@type integer
POS_ATTACK = 0x3
---POS_*: battle positions
---@type integer
POS_DEFENSE = 0xc

-- position modifier: turn face-up without running flip effects
---position modifier: turn face-up without running flip effects
---@type integer
NO_FLIP_EFFECT = 0x10000

-- TYPE_*: card types; TYPES_ are common combinations
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_MONSTER = 0x1
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_SPELL = 0x2
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_TRAP = 0x4
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_NORMAL = 0x10
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_EFFECT = 0x20
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_FUSION = 0x40
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_RITUAL = 0x80
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_TRAPMONSTER = 0x100
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_SPIRIT = 0x200
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_UNION = 0x400
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_DUAL = 0x800
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_TUNER = 0x1000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_SYNCHRO = 0x2000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_TOKEN = 0x4000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_QUICKPLAY = 0x10000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_CONTINUOUS = 0x20000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_EQUIP = 0x40000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_FIELD = 0x80000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_COUNTER = 0x100000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_FLIP = 0x200000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_TOON = 0x400000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_XYZ = 0x800000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_PENDULUM = 0x1000000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_SPSUMMON = 0x2000000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPE_LINK = 0x4000000
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPES_TOKEN_MONSTER = 0x4011
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPES_NORMAL_TRAP_MONSTER = 0x111
---TYPE_*: card types; TYPES_ are common combinations
---@type integer
TYPES_EFFECT_TRAP_MONSTER = 0x121

-- ATTRIBUTE_*: monster attributes
---ATTRIBUTE_*: monster attributes
---@type integer
ATTRIBUTE_EARTH = 0x1
---ATTRIBUTE_*: monster attributes
---@type integer
ATTRIBUTE_WATER = 0x2
---ATTRIBUTE_*: monster attributes
---@type integer
ATTRIBUTE_FIRE = 0x4
---ATTRIBUTE_*: monster attributes
---@type integer
ATTRIBUTE_WIND = 0x8
---ATTRIBUTE_*: monster attributes
---@type integer
ATTRIBUTE_LIGHT = 0x10
---ATTRIBUTE_*: monster attributes
---@type integer
ATTRIBUTE_DARK = 0x20
---ATTRIBUTE_*: monster attributes
---@type integer
ATTRIBUTE_DIVINE = 0x40
---ATTRIBUTE_*: monster attributes
---@type integer
ATTRIBUTE_ALL = 0x7f

-- RACE_*: monster races
---RACE_*: monster races
---@type integer
RACE_WARRIOR = 0x1
---RACE_*: monster races
---@type integer
RACE_SPELLCASTER = 0x2
---RACE_*: monster races
---@type integer
RACE_FAIRY = 0x4
---RACE_*: monster races
---@type integer
RACE_FIEND = 0x8
---RACE_*: monster races
---@type integer
RACE_ZOMBIE = 0x10
---RACE_*: monster races
---@type integer
RACE_MACHINE = 0x20
---RACE_*: monster races
---@type integer
RACE_AQUA = 0x40
---RACE_*: monster races
---@type integer
RACE_PYRO = 0x80
---RACE_*: monster races
---@type integer
RACE_ROCK = 0x100
---RACE_*: monster races
---@type integer
RACE_WINDBEAST = 0x200
---RACE_*: monster races
---@type integer
RACE_PLANT = 0x400
---RACE_*: monster races
---@type integer
RACE_INSECT = 0x800
---RACE_*: monster races
---@type integer
RACE_THUNDER = 0x1000
---RACE_*: monster races
---@type integer
RACE_DRAGON = 0x2000
---RACE_*: monster races
---@type integer
RACE_BEAST = 0x4000
---RACE_*: monster races
---@type integer
RACE_BEASTWARRIOR = 0x8000
---RACE_*: monster races
---@type integer
RACE_DINOSAUR = 0x10000
---RACE_*: monster races
---@type integer
RACE_FISH = 0x20000
---RACE_*: monster races
---@type integer
RACE_SEASERPENT = 0x40000
---RACE_*: monster races
---@type integer
RACE_REPTILE = 0x80000
---RACE_*: monster races
---@type integer
RACE_PSYCHO = 0x100000
---RACE_*: monster races
---@type integer
RACE_DIVINE = 0x200000
---RACE_*: monster races
---@type integer
RACE_CREATORGOD = 0x400000
---RACE_*: monster races
---@type integer
RACE_WYRM = 0x800000
---RACE_*: monster races
---@type integer
RACE_CYBERSE = 0x1000000
---RACE_*: monster races
---@type integer
RACE_ILLUSION = 0x2000000
---RACE_*: monster races
---@type integer
RACE_ALL = 0x3ffffff

-- REASON_*: why a card moved
---REASON_*: why a card moved
---@type integer
REASON_DESTROY = 0x1
---REASON_*: why a card moved
---@type integer
REASON_RELEASE = 0x2
---REASON_*: why a card moved
---@type integer
REASON_TEMPORARY = 0x4
---REASON_*: why a card moved
---@type integer
REASON_MATERIAL = 0x8
---REASON_*: why a card moved
---@type integer
REASON_SUMMON = 0x10
---REASON_*: why a card moved
---@type integer
REASON_BATTLE = 0x20
---REASON_*: why a card moved
---@type integer
REASON_EFFECT = 0x40
---REASON_*: why a card moved
---@type integer
REASON_COST = 0x80
---REASON_*: why a card moved
---@type integer
REASON_ADJUST = 0x100
---REASON_*: why a card moved
---@type integer
REASON_LOST_TARGET = 0x200
---REASON_*: why a card moved
---@type integer
REASON_RULE = 0x400
---REASON_*: why a card moved
---@type integer
REASON_SPSUMMON = 0x800
---REASON_*: why a card moved
---@type integer
REASON_DISSUMMON = 0x1000
---REASON_*: why a card moved
---@type integer
REASON_FLIP = 0x2000
---REASON_*: why a card moved
---@type integer
REASON_DISCARD = 0x4000
---REASON_*: why a card moved
---@type integer
REASON_RDAMAGE = 0x8000
---REASON_*: why a card moved
---@type integer
REASON_RRECOVER = 0x10000
---REASON_*: why a card moved
---@type integer
REASON_RETURN = 0x20000
---REASON_*: why a card moved
---@type integer
REASON_FUSION = 0x40000
---REASON_*: why a card moved
---@type integer
REASON_SYNCHRO = 0x80000
---REASON_*: why a card moved
---@type integer
REASON_RITUAL = 0x100000
---REASON_*: why a card moved
---@type integer
REASON_XYZ = 0x200000
---REASON_*: why a card moved
---@type integer
REASON_REPLACE = 0x1000000
---REASON_*: why a card moved
---@type integer
REASON_DRAW = 0x2000000
---REASON_*: why a card moved
---@type integer
REASON_REDIRECT = 0x4000000
---REASON_*: why a card moved
---@type integer
REASON_REVEAL = 0x8000000
---REASON_*: why a card moved
---@type integer
REASON_LINK = 0x10000000
---REASON_*: why a card moved
---@type integer
REASON_LOST_OVERLAY = 0x20000000
---REASON_*: why a card moved
---@type integer
REASON_MAINTENANCE = 0x40000000
---REASON_*: why a card moved
---@type integer
REASON_ACTION = 0x80000000

-- LOCATION_REASON_*: purpose argument of Duel.GetLocationCount
---LOCATION_REASON_*: purpose argument of Duel.GetLocationCount
---@type integer
LOCATION_REASON_TOFIELD = 0x1
---LOCATION_REASON_*: purpose argument of Duel.GetLocationCount
---@type integer
LOCATION_REASON_CONTROL = 0x2

-- SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_NORMAL = 0x10000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_ADVANCE = 0x11000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_DUAL = 0x12000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_FLIP = 0x20000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_SPECIAL = 0x40000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_FUSION = 0x43000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_RITUAL = 0x45000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_SYNCHRO = 0x46000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_XYZ = 0x49000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_PENDULUM = 0x4a000000
---SUMMON_TYPE_*: how a monster was summoned (high byte of the summon type)
---@type integer
SUMMON_TYPE_LINK = 0x4c000000

-- SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_SELF = 0x1
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_SYNCHRO_MATERIAL = 0x11
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_DARK_SANCTUARY = 0x12
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_MONSTER_REBORN = 0x13
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_MASK_CHANGE = 0x14
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_ASSAULT_MODE = 0x15
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_LV = 0x1000
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_GLADIATOR = 0x2000
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_EVOLTILE = 0x4000
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_DARK_FUSION = 0x43000016
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_FOSSIL_FUSION = 0x43000017
---SUMMON_VALUE_*: low bits of a summon type: which effect summoned
---@type integer
SUMMON_VALUE_FUTURE_FUSION = 0x43000018

-- SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_CODE = 0x1
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_CODE2 = 0x2
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_TYPE = 0x4
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_LEVEL = 0x8
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_RANK = 0x10
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_ATTRIBUTE = 0x20
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_RACE = 0x40
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_ATTACK = 0x80
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_DEFENSE = 0x100
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_REASON_EFFECT = 0x200
---SUMMON_INFO_*: fields of Card.GetSpecialSummonInfo
---@type integer
SUMMON_INFO_REASON_PLAYER = 0x400

-- STATUS_*: transient card status bits
---STATUS_*: transient card status bits
---@type integer
STATUS_DISABLED = 0x1
---STATUS_*: transient card status bits
---@type integer
STATUS_TO_ENABLE = 0x2
---STATUS_*: transient card status bits
---@type integer
STATUS_TO_DISABLE = 0x4
---STATUS_*: transient card status bits
---@type integer
STATUS_PROC_COMPLETE = 0x8
---STATUS_*: transient card status bits
---@type integer
STATUS_SET_TURN = 0x10
---STATUS_*: transient card status bits
---@type integer
STATUS_NO_LEVEL = 0x20
---STATUS_*: transient card status bits
---@type integer
STATUS_BATTLE_RESULT = 0x40
---STATUS_*: transient card status bits
---@type integer
STATUS_SPSUMMON_STEP = 0x80
---STATUS_*: transient card status bits
---@type integer
STATUS_CANNOT_CHANGE_FORM = 0x100
---STATUS_*: transient card status bits
---@type integer
STATUS_SUMMONING = 0x200
---STATUS_*: transient card status bits
---@type integer
STATUS_EFFECT_ENABLED = 0x400
---STATUS_*: transient card status bits
---@type integer
STATUS_SUMMON_TURN = 0x800
---STATUS_*: transient card status bits
---@type integer
STATUS_DESTROY_CONFIRMED = 0x1000
---STATUS_*: transient card status bits
---@type integer
STATUS_LEAVE_CONFIRMED = 0x2000
---STATUS_*: transient card status bits
---@type integer
STATUS_BATTLE_DESTROYED = 0x4000
---STATUS_*: transient card status bits
---@type integer
STATUS_COPYING_EFFECT = 0x8000
---STATUS_*: transient card status bits
---@type integer
STATUS_CHAINING = 0x10000
---STATUS_*: transient card status bits
---@type integer
STATUS_SUMMON_DISABLED = 0x20000
---STATUS_*: transient card status bits
---@type integer
STATUS_ACTIVATE_DISABLED = 0x40000
---STATUS_*: transient card status bits
---@type integer
STATUS_EFFECT_REPLACED = 0x80000
---STATUS_*: transient card status bits
---@type integer
STATUS_FLIP_SUMMONING = 0x100000
---STATUS_*: transient card status bits
---@type integer
STATUS_ATTACK_CANCELED = 0x200000
---STATUS_*: transient card status bits
---@type integer
STATUS_INITIALIZING = 0x400000
---STATUS_*: transient card status bits
---@type integer
STATUS_TO_HAND_WITHOUT_CONFIRM = 0x800000
---STATUS_*: transient card status bits
---@type integer
STATUS_JUST_POS = 0x1000000
---STATUS_*: transient card status bits
---@type integer
STATUS_CONTINUOUS_POS = 0x2000000
---STATUS_*: transient card status bits
---@type integer
STATUS_FORBIDDEN = 0x4000000
---STATUS_*: transient card status bits
---@type integer
STATUS_ACT_FROM_HAND = 0x8000000
---STATUS_*: transient card status bits
---@type integer
STATUS_OPPO_BATTLE = 0x10000000
---STATUS_*: transient card status bits
---@type integer
STATUS_FLIP_SUMMON_TURN = 0x20000000
---STATUS_*: transient card status bits
---@type integer
STATUS_SPSUMMON_TURN = 0x40000000
---STATUS_*: transient card status bits
---@type integer
STATUS_FLIP_SUMMON_DISABLED = 0x80000000

-- ASSUME_*: properties for Card.AssumeProperty
---ASSUME_*: properties for Card.AssumeProperty
---@type integer
ASSUME_CODE = 1
---ASSUME_*: properties for Card.AssumeProperty
---@type integer
ASSUME_TYPE = 2
---ASSUME_*: properties for Card.AssumeProperty
---@type integer
ASSUME_LEVEL = 3
---ASSUME_*: properties for Card.AssumeProperty
---@type integer
ASSUME_RANK = 4
---ASSUME_*: properties for Card.AssumeProperty
---@type integer
ASSUME_ATTRIBUTE = 5
---ASSUME_*: properties for Card.AssumeProperty
---@type integer
ASSUME_RACE = 6
---ASSUME_*: properties for Card.AssumeProperty
---@type integer
ASSUME_ATTACK = 7
---ASSUME_*: properties for Card.AssumeProperty
---@type integer
ASSUME_DEFENSE = 8

-- LINK_MARKER_*: link arrows
---LINK_MARKER_*: link arrows
---@type integer
LINK_MARKER_BOTTOM_LEFT = 0x1
---LINK_MARKER_*: link arrows
---@type integer
LINK_MARKER_BOTTOM = 0x2
---LINK_MARKER_*: link arrows
---@type integer
LINK_MARKER_BOTTOM_RIGHT = 0x4
---LINK_MARKER_*: link arrows
---@type integer
LINK_MARKER_LEFT = 0x8
---LINK_MARKER_*: link arrows
---@type integer
LINK_MARKER_RIGHT = 0x20
---LINK_MARKER_*: link arrows
---@type integer
LINK_MARKER_TOP_LEFT = 0x40
---LINK_MARKER_*: link arrows
---@type integer
LINK_MARKER_TOP = 0x80
---LINK_MARKER_*: link arrows
---@type integer
LINK_MARKER_TOP_RIGHT = 0x100

-- COUNTER_*: bits OR'ed into a counter id
---COUNTER_*: bits OR'ed into a counter id
---@type integer
COUNTER_WITHOUT_PERMIT = 0x1000
---COUNTER_*: bits OR'ed into a counter id
---@type integer
COUNTER_NEED_ENABLE = 0x2000

-- PHASE_*: turn phases
---PHASE_*: turn phases
---@type integer
PHASE_DRAW = 0x1
---PHASE_*: turn phases
---@type integer
PHASE_STANDBY = 0x2
---PHASE_*: turn phases
---@type integer
PHASE_MAIN1 = 0x4
---PHASE_*: turn phases
---@type integer
PHASE_BATTLE_START = 0x8
---PHASE_*: turn phases
---@type integer
PHASE_BATTLE_STEP = 0x10
---PHASE_*: turn phases
---@type integer
PHASE_DAMAGE = 0x20
---PHASE_*: turn phases
---@type integer
PHASE_DAMAGE_CAL = 0x40
---PHASE_*: turn phases
---@type integer
PHASE_BATTLE = 0x80
---PHASE_*: turn phases
---@type integer
PHASE_MAIN2 = 0x100
---PHASE_*: turn phases
---@type integer
PHASE_END = 0x200

-- PLAYER_*: player pseudo-ids (0 and 1 are the players)
---PLAYER_*: player pseudo-ids (0 and 1 are the players)
---@type integer
PLAYER_NONE = 2
---PLAYER_*: player pseudo-ids (0 and 1 are the players)
---@type integer
PLAYER_ALL = 3

-- CHAININFO_*: fields of Duel.GetChainInfo
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_CHAIN_COUNT = 0x1
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_EFFECT = 0x2
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_PLAYER = 0x4
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_CONTROLER = 0x8
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_LOCATION = 0x10
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_SEQUENCE = 0x20
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TARGET_CARDS = 0x40
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TARGET_PLAYER = 0x80
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TARGET_PARAM = 0x100
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_DISABLE_REASON = 0x200
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_DISABLE_PLAYER = 0x400
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_CHAIN_ID = 0x800
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TYPE = 0x1000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_EXTTYPE = 0x2000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_POSITION = 0x4000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_CODE = 0x8000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_CODE2 = 0x10000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_LEVEL = 0x40000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_RANK = 0x80000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_ATTRIBUTE = 0x100000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_RACE = 0x200000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_ATTACK = 0x400000
---CHAININFO_*: fields of Duel.GetChainInfo
---@type integer
CHAININFO_TRIGGERING_DEFENSE = 0x800000

-- RESET_*: when an effect expires; RESETS_ are common combinations
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_EVENT = 0x1000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_CARD = 0x2000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_CODE = 0x4000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_COPY = 0x8000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_DISABLE = 0x10000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_TURN_SET = 0x20000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_TOGRAVE = 0x40000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_REMOVE = 0x80000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_TEMP_REMOVE = 0x100000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_TOHAND = 0x200000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_TODECK = 0x400000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_LEAVE = 0x800000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_TOFIELD = 0x1000000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_CONTROL = 0x2000000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_OVERLAY = 0x4000000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_MSCHANGE = 0x8000000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_SELF_TURN = 0x10000000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_OPPO_TURN = 0x20000000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_PHASE = 0x40000000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESET_CHAIN = 0x80000000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESETS_STANDARD = 0x1fe0000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESETS_REDIRECT = 0xc7e0000
---RESET_*: when an effect expires; RESETS_ are common combinations
---@type integer
RESETS_WITHOUT_TEMP_REMOVE = 0x56e0000

-- EFFECT_TYPE_*: effect types
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_SINGLE = 0x1
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_FIELD = 0x2
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_EQUIP = 0x4
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_ACTIONS = 0x8
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_ACTIVATE = 0x10
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_FLIP = 0x20
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_IGNITION = 0x40
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_TRIGGER_O = 0x80
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_QUICK_O = 0x100
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_TRIGGER_F = 0x200
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_QUICK_F = 0x400
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_CONTINUOUS = 0x800
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_XMATERIAL = 0x1000
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_GRANT = 0x2000
---EFFECT_TYPE_*: effect types
---@type integer
EFFECT_TYPE_TARGET = 0x4000

-- EFFECT_FLAG_*: effect property flags
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_INITIAL = 0x1
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_FUNC_VALUE = 0x2
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_COUNT_LIMIT = 0x4
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_FIELD_ONLY = 0x8
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_CARD_TARGET = 0x10
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_IGNORE_RANGE = 0x20
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_ABSOLUTE_TARGET = 0x40
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_IGNORE_IMMUNE = 0x80
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_SET_AVAILABLE = 0x100
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_CAN_FORBIDDEN = 0x200
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_CANNOT_DISABLE = 0x400
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_PLAYER_TARGET = 0x800
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_BOTH_SIDE = 0x1000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_COPY = 0x2000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_DAMAGE_STEP = 0x4000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_DAMAGE_CAL = 0x8000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_DELAY = 0x10000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_SINGLE_RANGE = 0x20000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_UNCOPYABLE = 0x40000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_OATH = 0x80000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_SPSUM_PARAM = 0x100000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_REPEAT = 0x200000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_NO_TURN_RESET = 0x400000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_EVENT_PLAYER = 0x800000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_OWNER_RELATE = 0x1000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_CANNOT_INACTIVATE = 0x2000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_CLIENT_HINT = 0x4000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_CONTINUOUS_TARGET = 0x8000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_LIMIT_ZONE = 0x10000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_ACTIVATE_CONDITION = 0x20000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_CVAL_CHECK = 0x40000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_IMMEDIATELY_APPLY = 0x80000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_COIN = 0x100000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_DICE = 0x200000000
---EFFECT_FLAG_*: effect property flags
---@type integer
EFFECT_FLAG_FUSION_SUMMON = 0x400000000

-- EFFECT_FLAG2_*: second word of effect property flags
---EFFECT_FLAG2_*: second word of effect property flags
---@type integer
EFFECT_FLAG2_REPEAT_UPDATE = 0x1
---EFFECT_FLAG2_*: second word of effect property flags
---@type integer
EFFECT_FLAG2_COF = 0x2
---EFFECT_FLAG2_*: second word of effect property flags
---@type integer
EFFECT_FLAG2_WICKED = 0x4
---EFFECT_FLAG2_*: second word of effect property flags
---@type integer
EFFECT_FLAG2_OPTION = 0x8

-- EFFECT_COUNT_CODE_*: count-limit scopes for Effect.SetCountLimit
---EFFECT_COUNT_CODE_*: count-limit scopes for Effect.SetCountLimit
---@type integer
EFFECT_COUNT_CODE_OATH = 0x10000000
---EFFECT_COUNT_CODE_*: count-limit scopes for Effect.SetCountLimit
---@type integer
EFFECT_COUNT_CODE_DUEL = 0x20000000
---EFFECT_COUNT_CODE_*: count-limit scopes for Effect.SetCountLimit
---@type integer
EFFECT_COUNT_CODE_CHAIN = 0x40000000
---EFFECT_COUNT_CODE_*: count-limit scopes for Effect.SetCountLimit
---@type integer
EFFECT_COUNT_CODE_SINGLE = 0x1

-- EFFECT_*: effect codes of continuous effects
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_IMMUNE_EFFECT = 1
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DISABLE = 2
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DISABLE = 3
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_CONTROL = 4
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_CHANGE_CONTROL = 5
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_ACTIVATE = 6
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_TRIGGER = 7
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DISABLE_EFFECT = 8
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DISABLE_CHAIN = 9
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DISABLE_TRAPMONSTER = 10
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_INACTIVATE = 12
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DISEFFECT = 13
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_CHANGE_POSITION = 14
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TRAP_ACT_IN_HAND = 15
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TRAP_ACT_IN_SET_TURN = 16
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REMAIN_FIELD = 17
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MONSTER_SSET = 18
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_SUMMON = 20
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_FLIP_SUMMON = 21
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_SPECIAL_SUMMON = 22
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_MSET = 23
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_SSET = 24
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DRAW = 25
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DISABLE_SUMMON = 26
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DISABLE_SPSUMMON = 27
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_SUMMON_COUNT_LIMIT = 28
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_SUMMON_COUNT = 29
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SPSUMMON_CONDITION = 30
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REVIVE_LIMIT = 31
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SUMMON_PROC = 32
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_LIMIT_SUMMON_PROC = 33
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SPSUMMON_PROC = 34
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_SET_COUNT = 35
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_PROC = 36
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_LIMIT_SET_PROC = 37
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DIVINE_LIGHT = 38
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DISABLE_FLIP_SUMMON = 39
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_INDESTRUCTABLE = 40
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_INDESTRUCTABLE_EFFECT = 41
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_INDESTRUCTABLE_BATTLE = 42
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UNRELEASABLE_SUM = 43
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UNRELEASABLE_NONSUM = 44
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DESTROY_SUBSTITUTE = 45
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_RELEASE = 46
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_INDESTRUCTABLE_COUNT = 47
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UNRELEASABLE_EFFECT = 48
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DESTROY_REPLACE = 50
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_RELEASE_REPLACE = 51
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SEND_REPLACE = 52
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DISCARD_HAND = 55
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DISCARD_DECK = 56
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_USE_AS_COST = 57
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_PLACE_COUNTER = 58
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_TO_GRAVE_AS_COST = 59
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_LEAVE_FIELD_REDIRECT = 60
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TO_HAND_REDIRECT = 61
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TO_DECK_REDIRECT = 62
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TO_GRAVE_REDIRECT = 63
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REMOVE_REDIRECT = 64
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_TO_HAND = 65
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_TO_DECK = 66
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_REMOVE = 67
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_TO_GRAVE = 68
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_TURN_SET = 69
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_BE_BATTLE_TARGET = 70
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_BE_EFFECT_TARGET = 71
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_IGNORE_BATTLE_TARGET = 72
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_DIRECT_ATTACK = 73
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DIRECT_ATTACK = 74
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DUAL_STATUS = 75
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EQUIP_LIMIT = 76
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DUAL_SUMMONABLE = 77
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UNION_LIMIT = 78
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REVERSE_DAMAGE = 80
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REVERSE_RECOVER = 81
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_DAMAGE = 82
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REFLECT_DAMAGE = 83
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_ATTACK = 85
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_ATTACK_ANNOUNCE = 86
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_CHANGE_POS_E = 87
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ACTIVATE_COST = 90
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SUMMON_COST = 91
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SPSUMMON_COST = 92
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_FLIPSUMMON_COST = 93
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MSET_COST = 94
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SSET_COST = 95
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ATTACK_COST = 96
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UPDATE_ATTACK = 100
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_ATTACK = 101
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_ATTACK_FINAL = 102
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_BASE_ATTACK = 103
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UPDATE_DEFENSE = 104
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_DEFENSE = 105
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_DEFENSE_FINAL = 106
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_BASE_DEFENSE = 107
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REVERSE_UPDATE = 108
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SWAP_AD = 109
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SWAP_BASE_AD = 110
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_BASE_ATTACK_FINAL = 111
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_BASE_DEFENSE_FINAL = 112
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_CODE = 113
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_CODE = 114
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_TYPE = 115
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REMOVE_TYPE = 116
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_TYPE = 117
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_RACE = 120
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REMOVE_RACE = 121
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_RACE = 122
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_ATTRIBUTE = 125
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REMOVE_ATTRIBUTE = 126
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_ATTRIBUTE = 127
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UPDATE_LEVEL = 130
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_LEVEL = 131
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UPDATE_RANK = 132
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_RANK = 133
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UPDATE_LSCALE = 134
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_LSCALE = 135
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UPDATE_RSCALE = 136
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_RSCALE = 137
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_POSITION = 140
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SELF_DESTROY = 141
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SELF_TOGRAVE = 142
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DOUBLE_TRIBUTE = 150
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DECREASE_TRIBUTE = 151
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DECREASE_TRIBUTE_SET = 152
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_RELEASE = 153
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TRIBUTE_LIMIT = 154
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_RELEASE_SUM = 155
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TRIPLE_TRIBUTE = 156
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_EXTRA_TRIBUTE = 157
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_RELEASE_NONSUM = 158
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_PUBLIC = 160
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_COUNTER_PERMIT = 0x10000
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_COUNTER_LIMIT = 0x20000
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_RCOUNTER_REPLACE = 0x30000
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_LPCOST_CHANGE = 170
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_LPCOST_REPLACE = 171
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SKIP_DP = 180
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SKIP_SP = 181
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SKIP_M1 = 182
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SKIP_BP = 183
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SKIP_M2 = 184
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_BP = 185
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_M2 = 186
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_EP = 187
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SKIP_TURN = 188
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DEFENSE_ATTACK = 190
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MUST_ATTACK = 191
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_FIRST_ATTACK = 192
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ATTACK_ALL = 193
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_ATTACK = 194
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MUST_BE_ATTACKED = 195
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ONLY_BE_ATTACKED = 196
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ATTACK_DISABLED = 197
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_NO_BATTLE_DAMAGE = 200
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_AVOID_BATTLE_DAMAGE = 201
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REFLECT_BATTLE_DAMAGE = 202
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_PIERCE = 203
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_BATTLE_DESTROY_REDIRECT = 204
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_BATTLE_DAMAGE_TO_EFFECT = 205
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_BOTH_BATTLE_DAMAGE = 206
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ALSO_BATTLE_DAMAGE = 207
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_BATTLE_DAMAGE = 208
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TOSS_COIN_REPLACE = 220
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TOSS_DICE_REPLACE = 221
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_FUSION_MATERIAL = 230
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHAIN_MATERIAL = 231
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_SYNCHRO_MATERIAL = 232
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_XYZ_MATERIAL = 233
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_FUSION_SUBSTITUTE = 234
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_BE_FUSION_MATERIAL = 235
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_BE_SYNCHRO_MATERIAL = 236
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SYNCHRO_MATERIAL_CUSTOM = 237
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_BE_XYZ_MATERIAL = 238
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_BE_LINK_MATERIAL = 239
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SYNCHRO_LEVEL = 240
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_RITUAL_LEVEL = 241
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_XYZ_LEVEL = 242
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_RITUAL_MATERIAL = 243
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_NONTUNER = 244
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_OVERLAY_REMOVE_REPLACE = 245
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SCRAP_CHIMERA = 246
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TUNE_MAGICIAN_X = 247
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TUNE_MAGICIAN_F = 248
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_PRE_MONSTER = 250
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MATERIAL_CHECK = 251
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DISABLE_FIELD = 260
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_USE_EXTRA_MZONE = 261
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_USE_EXTRA_SZONE = 262
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MAX_MZONE = 263
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MAX_SZONE = 264
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MUST_USE_MZONE = 265
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_HAND_LIMIT = 270
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DRAW_COUNT = 271
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SPIRIT_DONOT_RETURN = 280
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SPIRIT_MAYNOT_RETURN = 281
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_ENVIRONMENT = 290
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_NECRO_VALLEY = 291
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_FORBIDDEN = 292
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_NECRO_VALLEY_IM = 293
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REVERSE_DECK = 294
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REMOVE_BRAINWASHING = 295
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_BP_TWICE = 296
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UNIQUE_CHECK = 297
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MATCH_KILL = 300
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SYNCHRO_CHECK = 310
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_QP_ACT_IN_NTPHAND = 311
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MUST_BE_SMATERIAL = 312
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TO_GRAVE_REDIRECT_CB = 313
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_INVOLVING_BATTLE_DAMAGE = 314
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_RANK_FINAL = 315
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MUST_BE_FMATERIAL = 316
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MUST_BE_XMATERIAL = 317
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MUST_BE_LMATERIAL = 318
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SPSUMMON_PROC_G = 320
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SPSUMMON_COUNT_LIMIT = 330
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_LEFT_SPSUMMON_COUNT = 331
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_SELECT_BATTLE_TARGET = 332
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CANNOT_SELECT_EFFECT_TARGET = 333
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_SETCODE = 334
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_NO_EFFECT_DAMAGE = 335
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UNSUMMONABLE_CARD = 336
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DISABLE_CHAIN_FIELD = 337
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DISCARD_COST_CHANGE = 338
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_HAND_SYNCHRO = 339
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_FUSION_CODE = 340
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_FUSION_SETCODE = 341
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_RISE_TO_FULL_HEIGHT = 342
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ONLY_ATTACK_MONSTER = 343
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MUST_ATTACK_MONSTER = 344
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_PATRICIAN_OF_DARKNESS = 345
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_ATTACK_MONSTER = 346
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_UNION_STATUS = 347
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_OLDUNION_STATUS = 348
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_FUSION_ATTRIBUTE = 349
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REMOVE_FUSION_ATTRIBUTE = 350
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_FUSION_ATTRIBUTE = 351
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_FUSION_MATERIAL = 352
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TUNER_MATERIAL_LIMIT = 353
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_LINK_CODE = 354
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_LINK_SETCODE = 355
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_LINK_ATTRIBUTE = 356
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ADD_LINK_RACE = 357
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_LINK_MATERIAL = 358
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_QP_ACT_IN_SET_TURN = 359
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_EXTRA_PENDULUM_SUMMON = 360
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_MATERIAL_LIMIT = 361
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_BATTLE_ATTACK = 362
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SET_BATTLE_DEFENSE = 363
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_OVERLAY_RITUAL_MATERIAL = 364
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_GRAVE_ATTRIBUTE = 365
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_CHANGE_GRAVE_RACE = 366
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_ACTIVATION_COUNT_LIMIT = 367
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_LIMIT_SPECIAL_SUMMON_POSITION = 368
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_TUNER = 369
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_KAISER_COLOSSEUM = 370
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REPLACE_DAMAGE = 371
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_XYZ_MIN_COUNT = 372
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_SYNCHRO_LEVEL_EX = 373
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_RITUAL_LEVEL_EX = 374
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_DOUBLE_XMATERIAL = 375
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_REVEAL_ONFIELD = 376
---EFFECT_*: effect codes of continuous effects
---@type integer
EFFECT_FLAG_EFFECT = 0x20000000

-- EVENT_*: event codes of triggered effects
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_STARTUP = 1000
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_FLIP = 1001
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_FREE_CHAIN = 1002
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_DESTROY = 1010
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_REMOVE = 1011
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_TO_HAND = 1012
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_TO_DECK = 1013
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_TO_GRAVE = 1014
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_LEAVE_FIELD = 1015
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHANGE_POS = 1016
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_RELEASE = 1017
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_DISCARD = 1018
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_LEAVE_FIELD_P = 1019
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHAIN_SOLVING = 1020
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHAIN_ACTIVATING = 1021
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHAIN_SOLVED = 1022
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHAIN_ACTIVATED = 1023
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHAIN_NEGATED = 1024
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHAIN_DISABLED = 1025
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHAIN_END = 1026
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CHAINING = 1027
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BECOME_TARGET = 1028
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_DESTROYED = 1029
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_MOVE = 1030
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_LEAVE_GRAVE = 1031
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_LEAVE_DECK = 1032
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_ADJUST = 1040
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BREAK_EFFECT = 1050
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_SUMMON_SUCCESS = 1100
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_FLIP_SUMMON_SUCCESS = 1101
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_SPSUMMON_SUCCESS = 1102
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_SUMMON = 1103
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_FLIP_SUMMON = 1104
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_SPSUMMON = 1105
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_MSET = 1106
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_SSET = 1107
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BE_MATERIAL = 1108
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BE_PRE_MATERIAL = 1109
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_DRAW = 1110
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_DAMAGE = 1111
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_RECOVER = 1112
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_PREDRAW = 1113
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_SUMMON_NEGATED = 1114
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_FLIP_SUMMON_NEGATED = 1115
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_SPSUMMON_NEGATED = 1116
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_SPSUMMON_SUCCESS_G_P = 1117
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CONTROL_CHANGED = 1120
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_EQUIP = 1121
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_ATTACK_ANNOUNCE = 1130
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BE_BATTLE_TARGET = 1131
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BATTLE_START = 1132
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BATTLE_CONFIRM = 1133
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_PRE_DAMAGE_CALCULATE = 1134
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_DAMAGE_CALCULATING = 1135
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_PRE_BATTLE_DAMAGE = 1136
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BATTLE_END = 1137
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BATTLED = 1138
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BATTLE_DESTROYING = 1139
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BATTLE_DESTROYED = 1140
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_DAMAGE_STEP_END = 1141
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_ATTACK_DISABLED = 1142
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_BATTLE_DAMAGE = 1143
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_TOSS_DICE = 1150
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_TOSS_COIN = 1151
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_TOSS_COIN_NEGATE = 1152
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_TOSS_DICE_NEGATE = 1153
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_LEVEL_UP = 1200
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_PAY_LPCOST = 1201
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_DETACH_MATERIAL = 1202
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_RETURN_TO_GRAVE = 1203
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_TURN_END = 1210
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_PHASE = 0x1000
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_PHASE_START = 0x2000
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_ADD_COUNTER = 0x10000
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_REMOVE_COUNTER = 0x20000
---EVENT_*: event codes of triggered effects
---@type integer
EVENT_CUSTOM = 0x10000000

-- CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_DESTROY = 0x1
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_RELEASE = 0x2
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_REMOVE = 0x4
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_TOHAND = 0x8
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_TODECK = 0x10
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_TOGRAVE = 0x20
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_DECKDES = 0x40
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_HANDES_SELF = 0x80
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_SUMMON = 0x100
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_SPECIAL_SUMMON = 0x200
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_TOKEN = 0x400
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_GRAVE_ACTION = 0x800
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_POSITION = 0x1000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_CONTROL = 0x2000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_DISABLE = 0x4000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_DISABLE_SUMMON = 0x8000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_DRAW = 0x10000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_SEARCH = 0x20000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_EQUIP = 0x40000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_DAMAGE = 0x80000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_RECOVER = 0x100000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_ATKCHANGE = 0x200000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_DEFCHANGE = 0x400000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_COUNTER = 0x800000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_COIN = 0x1000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_DICE = 0x2000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_LEAVE_GRAVE = 0x4000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_GRAVE_SPSUMMON = 0x8000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_NEGATE = 0x10000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_ANNOUNCE = 0x20000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_FUSION_SUMMON = 0x40000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_TOEXTRA = 0x80000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_MSET = 0x100000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_SSET = 0x200000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_HANDES_OPPO = 0x400000000
---CATEGORY_*: effect categories declared by Duel.SetOperationInfo
---@type integer
CATEGORY_HANDES = 0x400000080

-- HINT_*: Duel.Hint kinds
---HINT_*: Duel.Hint kinds
---@type integer
HINT_EVENT = 1
---HINT_*: Duel.Hint kinds
---@type integer
HINT_MESSAGE = 2
---HINT_*: Duel.Hint kinds
---@type integer
HINT_SELECTMSG = 3
---HINT_*: Duel.Hint kinds
---@type integer
HINT_OPSELECTED = 4
---HINT_*: Duel.Hint kinds
---@type integer
HINT_EFFECT = 5
---HINT_*: Duel.Hint kinds
---@type integer
HINT_RACE = 6
---HINT_*: Duel.Hint kinds
---@type integer
HINT_ATTRIB = 7
---HINT_*: Duel.Hint kinds
---@type integer
HINT_CODE = 8
---HINT_*: Duel.Hint kinds
---@type integer
HINT_NUMBER = 9
---HINT_*: Duel.Hint kinds
---@type integer
HINT_CARD = 10
---HINT_*: Duel.Hint kinds
---@type integer
HINT_ZONE = 11

-- CHINT_*: Card.SetHint kinds
---CHINT_*: Card.SetHint kinds
---@type integer
CHINT_TURN = 1
---CHINT_*: Card.SetHint kinds
---@type integer
CHINT_CARD = 2
---CHINT_*: Card.SetHint kinds
---@type integer
CHINT_RACE = 3
---CHINT_*: Card.SetHint kinds
---@type integer
CHINT_ATTRIBUTE = 4
---CHINT_*: Card.SetHint kinds
---@type integer
CHINT_NUMBER = 5
---CHINT_*: Card.SetHint kinds
---@type integer
CHINT_DESC = 6

-- HINTMSG_*: selection prompts (strings.conf ids)
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_RELEASE = 500
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_DISCARD = 501
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_DESTROY = 502
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_REMOVE = 503
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_TOGRAVE = 504
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_RTOHAND = 505
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_ATOHAND = 506
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_TODECK = 507
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_SUMMON = 508
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_SPSUMMON = 509
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_SET = 510
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_FMATERIAL = 511
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_SMATERIAL = 512
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_XMATERIAL = 513
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_FACEUP = 514
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_FACEDOWN = 515
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_ATTACK = 516
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_DEFENSE = 517
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_EQUIP = 518
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_REMOVEXYZ = 519
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_CONTROL = 520
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_DESREPLACE = 521
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_FACEUPATTACK = 522
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_FACEUPDEFENSE = 523
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_FACEDOWNATTACK = 524
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_FACEDOWNDEFENSE = 525
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_CONFIRM = 526
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_TOFIELD = 527
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_POSCHANGE = 528
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_SELF = 529
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_OPPO = 530
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_TRIBUTE = 531
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_DEATTACHFROM = 532
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_LMATERIAL = 533
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_ATTACKTARGET = 549
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_EFFECT = 550
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_TARGET = 551
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_COIN = 552
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_DICE = 553
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_CARDTYPE = 554
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_OPTION = 555
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_RESOLVEEFFECT = 556
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_SELECT = 560
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_POSITION = 561
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_ATTRIBUTE = 562
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_RACE = 563
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_CODE = 564
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_NUMBER = 565
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_LVRANK = 567
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_RESOLVECARD = 568
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_ZONE = 569
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_DISABLEZONE = 570
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_TOZONE = 571
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_COUNTER = 572
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_DISABLE = 573
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_OPERATECARD = 574
---HINTMSG_*: selection prompts (strings.conf ids)
---@type integer
HINTMSG_FIELD_FIRST = 575

-- SELECT_*: coin-toss answers
---SELECT_*: coin-toss answers
---@type integer
SELECT_HEADS = 60
---SELECT_*: coin-toss answers
---@type integer
SELECT_TAILS = 61

-- OPCODE_*: card-announce filter opcodes
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_ADD = 0x40000000
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_SUB = 0x40000001
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_MUL = 0x40000002
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_DIV = 0x40000003
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_AND = 0x40000004
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_OR = 0x40000005
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_NEG = 0x40000006
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_NOT = 0x40000007
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_ISCODE = 0x40000100
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_ISSETCARD = 0x40000101
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_ISTYPE = 0x40000102
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_ISRACE = 0x40000103
---OPCODE_*: card-announce filter opcodes
---@type integer
OPCODE_ISATTRIBUTE = 0x40000104

-- TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_DRAW_PHASE = 0x1
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_STANDBY_PHASE = 0x2
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_MAIN_END = 0x4
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_BATTLE_START = 0x8
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_BATTLE_END = 0x10
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_END_PHASE = 0x20
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_SUMMON = 0x40
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_SPSUMMON = 0x80
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_FLIPSUMMON = 0x100
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_MSET = 0x200
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_SSET = 0x400
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_POS_CHANGE = 0x800
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_ATTACK = 0x1000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_DAMAGE_STEP = 0x2000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_DAMAGE_CAL = 0x4000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_CHAIN_END = 0x8000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_DRAW = 0x10000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_DAMAGE = 0x20000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_RECOVER = 0x40000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_DESTROY = 0x80000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_REMOVE = 0x100000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_TOHAND = 0x200000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_TODECK = 0x400000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_TOGRAVE = 0x800000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_BATTLE_PHASE = 0x1000000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_EQUIP = 0x2000000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_BATTLE_STEP_END = 0x4000000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMING_BATTLED = 0x8000000
---TIMING_*: hint timings of free-chain effects; TIMINGS_ are combinations
---@type integer
TIMINGS_CHECK_MONSTER = 0x1c0

-- special damage values
---special damage values
---@type integer
DOUBLE_DAMAGE = -2147483648
---special damage values
---@type integer
HALF_DAMAGE = -2147483647

-- GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_DECK_REVERSE_CHECK = 0x1
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_BRAINWASHING_CHECK = 0x2
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_SCRAP_CHIMERA = 0x4
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_DELAYED_QUICKEFFECT = 0x8
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_DETACH_EVENT = 0x10
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_MUST_BE_SMATERIAL = 0x20
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_SPSUMMON_COUNT = 0x40
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_XMAT_COUNT_LIMIT = 0x80
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_SELF_TOGRAVE = 0x100
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_SPSUMMON_ONCE = 0x200
---GLOBALFLAG_*: Duel.EnableGlobalFlag flags
---@type integer
GLOBALFLAG_TUNE_MAGICIAN = 0x400

-- DUEL_*: duel options
---DUEL_*: duel options
---@type integer
DUEL_TEST_MODE = 0x1
---DUEL_*: duel options
---@type integer
DUEL_ATTACK_FIRST_TURN = 0x2
---DUEL_*: duel options
---@type integer
DUEL_OLD_REPLAY = 0x4
---DUEL_*: duel options
---@type integer
DUEL_OBSOLETE_RULING = 0x8
---DUEL_*: duel options
---@type integer
DUEL_PSEUDO_SHUFFLE = 0x10
---DUEL_*: duel options
---@type integer
DUEL_TAG_MODE = 0x20
---DUEL_*: duel options
---@type integer
DUEL_SIMPLE_AI = 0x40
---DUEL_*: duel options
---@type integer
DUEL_RETURN_DECK_TOP = 0x80
---DUEL_*: duel options
---@type integer
DUEL_REVEAL_DECK_SEQ = 0x100

-- master rule numbers
---master rule numbers
---@type integer
MASTER_RULE3 = 3
---master rule numbers
---@type integer
NEW_MASTER_RULE = 4
---master rule numbers
---@type integer
MASTER_RULE_2020 = 5

-- ACTIVITY_*: activity counter kinds
---ACTIVITY_*: activity counter kinds
---@type integer
ACTIVITY_SUMMON = 1
---ACTIVITY_*: activity counter kinds
---@type integer
ACTIVITY_NORMALSUMMON = 2
---ACTIVITY_*: activity counter kinds
---@type integer
ACTIVITY_SPSUMMON = 3
---ACTIVITY_*: activity counter kinds
---@type integer
ACTIVITY_FLIPSUMMON = 4
---ACTIVITY_*: activity counter kinds
---@type integer
ACTIVITY_ATTACK = 5
---ACTIVITY_*: activity counter kinds
---@type integer
ACTIVITY_BATTLE_PHASE = 6
---ACTIVITY_*: activity counter kinds
---@type integer
ACTIVITY_CHAIN = 7

-- CARD_*: card codes the scripts special-case
---CARD_*: card codes the scripts special-case
---@type integer
CARD_MARINE_DOLPHIN = 78734254
---CARD_*: card codes the scripts special-case
---@type integer
CARD_TWINKLE_MOSS = 13857930
---CARD_*: card codes the scripts special-case
---@type integer
CARD_QUESTION = 38723936

-- FLAG_ID_*: reserved flag-effect ids
---FLAG_ID_*: reserved flag-effect ids
---@type integer
FLAG_ID_CHAINING = 1
---FLAG_ID_*: reserved flag-effect ids
---@type integer
FLAG_ID_UNION = 2
---FLAG_ID_*: reserved flag-effect ids
---@type integer
FLAG_ID_NO_NORMAL_DRAW = 3
---FLAG_ID_*: reserved flag-effect ids
---@type integer
FLAG_ID_ALLURE_QUEEN = 4
---FLAG_ID_*: reserved flag-effect ids
---@type integer
FLAG_ID_ARCANA_COIN = 5
---FLAG_ID_*: reserved flag-effect ids
---@type integer
FLAG_ID_REVERSAL_OF_FATE = 36690018
