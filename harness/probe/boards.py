"""The boards of the deep probe (harness/probe/deep.py): the generic board and the made-up cards a
script's filters ask for."""
import multiprocessing.util
import os
import re
import shutil
import tempfile
import zlib
from pathlib import Path

from harness import constants
from harness.constants import LOCATION_MZONE, LOCATION_PZONE, TYPE_LINK, TYPE_MONSTER, TYPE_PENDULUM
from harness.carddb import CardData
from harness.engine.state.duel import PENDULUM_SPELL_ZONES
from harness.probe.inferred import InferredCards
from harness.probe.scenario_text import card_spec

# The generic board, from the bundled cards: Normal Monsters of varied Levels, Attributes and
# Races, Tuners, a Spell and a Trap.
DECK = (15025844, 76812113, 23771716, 75356564, 13179332, 70781052, 74093656, 5318639, 44095762,
        69247929)                                   # and a copy of OWN_MONSTER: "add a card with the same name"
HAND = (91152256, 43096270, 68505803)               # Celtic Guardian, Alexandrite Dragon, Genex Controller
GRAVE = (14898066, 46986414, 21615956, 12580477, 41420027)   # Vorse Raider, Dark Magician, Flamvell Guard, Raigeki,
#                                                             Solemn Judgment
EXTRA = (11790356, 69610924, 98978921, 86520461)    # Buster Dragon, Number 17, Link Spider, Fossil Warrior Skull Bone
OWN_SET = 5318639                                   # Mystical Space Typhoon, Set: a card of one's own Spell & Trap Zone
OWN_MONSTER = 69247929                              # Gene-Warped Warwolf (L4, 2000 ATK)
FOE_MONSTER = 13039848                              # Giant Soldier of Stone (L3, 1300 ATK)
FOE_SET = 41420027                                  # Solemn Judgment, Set
FOE_FIELD = 66399653                                # Union Hangar, face-up (a face-up Spell)
FOE_SET_MONSTER = 91152256                          # Celtic Guardian, Set
BANISHED = 38142739                                 # Petit Angel, banished
FOE_QUICK = 5318639                                 # Mystical Space Typhoon, Set: the opponent's activation to chain to
HARPIE = 76812113                                   # Harpie Lady (L4 Normal): a monster to summon or attach
PARASITE = 14457896                                 # Parasite Paranoid: a monster's Quick Effect from the hand
ROYAL_DECREE = 51452091                             # Royal Decree: a Trap with no condition, no target
BOOK_OF_MOON = 14087893                             # Book of Moon: a Quick-Play Spell that targets a monster
# bundled Pendulum Normal Monsters: Pendulum Scales, and monsters to Pendulum Summon between them
MANDRAGON = 19474136                                # Scale 2, Level 5
FLASH_KNIGHT = 17390179                             # Scale 7, Level 4
LEVIATHAN = 69610924                                # Number 17: Leviathan Dragon: an ignition effect on the field
EXTRA_TYPES = constants.TYPE_FUSION | constants.TYPE_SYNCHRO | constants.TYPE_XYZ | TYPE_LINK
SUMMON_TYPES = ((constants.TYPE_FUSION, constants.SUMMON_TYPE_FUSION), (constants.TYPE_SYNCHRO, constants.SUMMON_TYPE_SYNCHRO),
                (constants.TYPE_XYZ, constants.SUMMON_TYPE_XYZ), (TYPE_LINK, constants.SUMMON_TYPE_LINK),
                (constants.TYPE_RITUAL, constants.SUMMON_TYPE_RITUAL))

EXTRA_MONSTER_ZONE = 5                              # the left one (Monster Zone sequence 5)
MADE_UP = 990000000                                 # codes of the made-up cards a script's board gets
MADE_UP_COUNT = 16
# the archetypes a filter names: IsSetCard(0x1,0x2) first, then Card.IsSetCard,1,nil,0x3 and the
# material forms (IsFusionSetCard(0x4), ...)
_SETCODE_CALLS = (re.compile(r"\bIsSetCard\(([^)]*)"),
                  re.compile(r"(?:Is(?:Fusion|Link|Xyz|Synchro|Previous|Original)SetCard\(|Card\.Is\w*SetCard,)((?:[^()]|\([^()]*\))*)"))
_HEX = re.compile(r"\b0x[0-9a-fA-F]+\b")
_FLAG = re.compile(r"\b(RACE|ATTRIBUTE)_([A-Z]+)\b")
_CODE = re.compile(r"IsCode\(([0-9, ]+)\)|Card\.IsCode,([^()]*)\)")      # IsCode(N), f(Card.IsCode,...,N)
_RITUAL_CODE = re.compile(r"AddRitualProc\w*Code2?\(c,(\d+)(?:,(\d+))?")
_LEVEL = re.compile(r"IsLevel(?:Below|Above)?\((\d+)[,)]")        # IsLevel(7,8): its first Level
_XYZ_LEVEL = re.compile(r"AddXyzProcedure\w*\(c,[^,()]*(?:\([^()]*\))?,(\d+),")
SYNCHRO_PROCEDURE = re.compile(r"AddSynchroProcedure")
_STAT = re.compile(r"Is(Attack|Defense)(Below|Above)?\((\d+)\)")
_TYPE_MENTION = re.compile(r"\bTYPE_(RITUAL|FUSION|SYNCHRO|XYZ|LINK|TUNER|PENDULUM|FLIP|UNION|SPIRIT|GEMINI|DUAL|TOON|NORMAL)\b")
_RITUAL_USE = re.compile(r"RitualUltimateFilter|GetRitualMaterial|aux\.RitualCheck|AddRitualProc|GetType\(\)\s*(?:,|&|==)\s*0x81\b")    # asks TYPE_RITUAL itself (a Ritual Spell's procedure)
# Spell and Trap kinds (not EFFECT_TYPE_FIELD, EFFECT_TYPE_CONTINUOUS)
_SPELL_KIND = re.compile(r"(?<![A-Z_])TYPE_(EQUIP|FIELD|CONTINUOUS|QUICKPLAY)\b")
_RITUAL_SPELL = re.compile(r"TYPE_SPELL\s*\+\s*TYPE_RITUAL|TYPE_RITUAL\s*\+\s*TYPE_SPELL|GetType\(\)\s*(?:,|&|==)\s*0x82\b")   # a Ritual Spell
_NORMAL_KIND = re.compile(r"GetType\(\)\s*==\s*TYPE_(SPELL|TRAP)\b(?!\s*\+)")     # a Normal Spell or Trap
_TRAP_KIND = re.compile(r"(?<![A-Z_])TYPE_(CONTINUOUS|COUNTER)\b")
# "X monsters with different names": two more names of the first archetype
# a Rank-Up: an Xyz Monster of a Rank this much higher than the one on the field ("rk+1")
_RANK_UP = re.compile(r"(?:\brk|GetRank\(\))\s*\+\s*(\d)")
# cards that name other cards: "a card that lists X", "a Fusion Monster that lists X (a X monster) as material"
_LISTED = re.compile(r"aux\.IsCode(?:OrListed|Listed)\(\w+,(\d+|id)\)")
_MATERIAL_LISTED = re.compile(r"aux\.IsMaterialListCode\(\w+,(\d+|id|\w+:GetCode\(\))\)")
_MATERIAL_SETCODE = re.compile(r"aux\.IsMaterialListSetCard\(\w+,(0x[0-9a-fA-F]+)\)")
LISTING = MADE_UP + 1000000                         # codes of the made-up cards that name cards (lister_code)
# cards of one's own Pendulum Zones counted: "if you have a X card in your other Pendulum Zone"
IN_PENDULUM_ZONES = re.compile(r"\(\s*[\w.:]+,\s*tp,\s*LOCATION_PZONE,\s*0\s*,")
_LEVEL_OFFSET = re.compile(r"(?:\blv|GetLevel\(\)|GetOriginalLevel\(\))\s*([+-])\s*([1-3])\b")
_EXTRA_KINDS = {"fusion", "synchro", "xyz", "link"}
# a search of one's Extra Deck ("Special Summon 1 X monster from your Extra Deck") that names no kind: a Fusion Monster
_SUMMON_KIND = re.compile(r"SUMMON_TYPE_(FUSION|SYNCHRO|XYZ)\b")
_IN_EXTRA_DECK = re.compile(r"(?:IsExisting\w*|GetMatchingGroup|SelectMatchingCard)\([^()\n]*\btp,\s*LOCATION_EXTRA\b")
_DIFFERENT_NAMES = re.compile(r"GetClassCount|dncheck|\bnot\s+\w+:IsCode\(|IsCode\(\w+:GetCode|IsCode\(\w*code\)")


def _flags(text):
    """The single Races and Attributes the script names (not RACE_ALL nor a combination)."""
    races, attributes = [], []
    for family, name in _FLAG.findall(text):
        value = constants.ALL.get(f"{family}_{name}")
        group = constants.RACE if family == "RACE" else constants.ATTRIBUTE
        names = group.names(value) if value and value != constants.ALL.get(f"{family}_ALL") else []
        target = races if family == "RACE" else attributes
        if len(names) == 1 and names[0] not in target:
            target.append(names[0])
    return races, attributes


def _kind_spec(base, kind, tuner_level=0):
    kind_type = ["monster", "normal"] if kind == "normal" else ["monster", "effect", kind]
    spec = {**base, "name": f"made-up {kind} monster", "type": kind_type}
    if kind == "tuner" and tuner_level:
        spec["level"] = tuner_level
    if kind == "xyz":
        spec["rank"] = spec.pop("level")
    elif kind == "link":
        spec.pop("level"), spec.pop("def")
        spec["link"] = 2
    elif kind == "pendulum":
        spec["lscale"] = spec["rscale"] = 4
    return spec


def _of_its_line(text, kind, base):
    """`base`, with the Race and Attribute that the first line naming the kind (TYPE_SYNCHRO) names
    with it: "a DARK Dragon Synchro Monster" when the script's first Race is another."""
    line = next((line for line in text.split("\n") if f"TYPE_{kind.upper()}" in line), "")
    races, attributes = _flags(line)
    return {**base, **({"race": races[0]} if races else {}), **({"attribute": attributes[0]} if attributes else {})}


def _stats(text):
    """ATK and DEF for the made-up monsters: the value the first IsAttack/IsDefense(Below/Above)
    of each names (at most it for Below), else 1000."""
    stats = {}
    for stat, bound, value in _STAT.findall(text):
        key = "atk" if stat == "Attack" else "def"
        stats.setdefault(key, min(1000, int(value)) if bound == "Below" else int(value))
    return {"atk": 1000, "def": 1000, **stats}


def _kinds(pattern, text):
    return list(dict.fromkeys(k.lower() for k in pattern.findall(text)))


def mentioned_cards(text, own_code, folder, known=None, own_level=0):
    """Made-up cards for what the script's filters ask for: a monster, a Spell and a Trap per
    archetype (IsSetCard; the Spell and Trap of the kind the script names, an Equip Spell say;
    the monster of the first archetype also as each kind of monster the script names, a Tuner
    say, and under two more names when the script asks for different names); a monster per Race,
    Attribute and kind of monster (TYPE_RITUAL, ...) it names, with the ATK/DEF it names; a Spell
    of each kind it names when it names no archetype; and the cards it names (IsCode): {code:
    card spec, or None for a card `known(code)` says a database has}; for a script with a Synchro
    procedure, a Tuner at the Level that makes `own_level` (the card's) with the other made-up
    monsters; for a Level another card's plus or minus N ("lv+1"), the first made-up Main Deck and
    Extra Deck monsters again at that Level; a monster that cannot be Normal Summoned for
    IsSummonableCard; a Fusion Monster (the kind of summon it names) of the first archetype for a
    search of the Extra Deck that names no kind of Extra Deck monster (nor Pendulum Monsters); for a kind of monster, the Race and
    Attribute its own line names. Made-up cards load MADE_UP_SCRIPT (made_up_scripts)."""
    # an Xyz Monster's materials' Level first ("2 Level 4 WATER monsters"): the made-up monsters can be them
    named_levels = [int(n) for n in _XYZ_LEVEL.findall(text) + _LEVEL.findall(text)]
    levels = list(dict.fromkeys(n for n in named_levels if 1 <= n <= 12)) or [4]
    level = levels[0]
    races, attributes = _flags(text)
    kinds = list(dict.fromkeys("gemini" if k == "DUAL" else k.lower() for k in _TYPE_MENTION.findall(text)))
    if SYNCHRO_PROCEDURE.search(text) and "tuner" not in kinds:    # a Tuner for its own Synchro Summon
        kinds.append("tuner")
    for kind, used in (("ritual", _RITUAL_USE.search(text)), ("xyz", "GetRank" in text or "IsRank" in text),
                       ("pendulum", IN_PENDULUM_ZONES.search(text)), ("spsummon", "IsSummonableCard" in text)):
        if used and kind not in kinds:      # the filter asks for the kind without naming it
            kinds.insert(0, kind)
    spell_kinds, trap_kinds = _kinds(_SPELL_KIND, text), _kinds(_TRAP_KIND, text)
    if _RITUAL_SPELL.search(text):      # named as a whole type: the kind of Spell first
        spell_kinds.insert(0, "ritual")
    tuner_level = min(max(own_level - level, 1), 12) if own_level and SYNCHRO_PROCEDURE.search(text) else 0
    base = {"type": ["monster", "effect"], "level": level, **_stats(text),
            "race": (races or ["warrior"])[0], "attribute": (attributes or ["dark"])[0]}
    setcodes = list(dict.fromkeys(code.lower() for pattern in _SETCODE_CALLS for call in pattern.findall(text)
                                  for code in _HEX.findall(call)))
    specs, names = [], []
    for index, setcode in enumerate(setcodes[:3]):
        value = [int(setcode, 16)]
        specs.append({**base, "name": f"made-up {setcode} monster", "setcode": value})
        specs.append({"type": ["spell"] + spell_kinds[:1], "name": f"made-up {setcode} Spell", "setcode": value})
        specs.append({"type": ["trap"] + trap_kinds[:1], "name": f"made-up {setcode} Trap", "setcode": value})
        if index == 0:        # "a Tuner of the archetype": the archetype and a kind together
            specs += [{**_kind_spec(base, kind, tuner_level), "name": f"made-up {setcode} {kind}", "setcode": value}
                      for kind in kinds[:2]]
            if _IN_EXTRA_DECK.search(text) and not set(kinds) & (_EXTRA_KINDS | {"pendulum"}):
                # "Special Summon 1 X monster from your Extra Deck", no kind named: a Fusion Monster of
                # it (the kind of the summon it names, SUMMON_TYPE_SYNCHRO say)
                kind = next((k.lower() for k in _SUMMON_KIND.findall(text)), "fusion")
                specs.append({**_kind_spec(base, kind), "name": f"made-up {setcode} {kind}", "setcode": value})
            if _DIFFERENT_NAMES.search(text):
                names = [{**base, "name": f"made-up {setcode} monster {n}", "setcode": value} for n in (2, 3)]
    offsets = list(dict.fromkeys(int(sign + n) for sign, n in _LEVEL_OFFSET.findall(text)))[:2]
    if not any("monster" in spec["type"] for spec in specs) and (races or attributes or level != 4
                                                                 or (offsets and not kinds) or _STAT.search(text)):
        specs.append({**base, "name": "made-up monster"})
    specs += [{**base, "name": f"made-up Level {other} monster", "level": other} for other in levels[1:2]]
    specs += [{**base, "name": f"made-up {race} monster", "race": race} for race in races[1:3]]
    specs += [{**base, "name": f"made-up {attribute} monster", "attribute": attribute} for attribute in attributes[1:3]]
    specs += [_kind_spec(_of_its_line(text, kind, base), kind, tuner_level) for kind in kinds[:3]]
    rank_up = _RANK_UP.search(text)
    if rank_up or "GetRank" in text:   # the Xyz Monsters again at a higher Rank, after the others
        step = int(rank_up.group(1)) if rank_up else 1
        names += [{**spec, "name": spec["name"] + f" (Rank {spec['rank'] + step})", "rank": spec["rank"] + step}
                  for spec in specs if "xyz" in spec["type"]][:2]
    # a card elsewhere whose Level is another's plus or minus N ("lv+1", "GetOriginalLevel()-1"): the
    # first made-up Main Deck monster and Extra Deck monster again at those Levels, after the others
    leveled = [spec for spec in specs if "monster" in spec["type"] and "level" in spec]
    firsts = [spec for spec in leveled if not set(spec["type"]) & _EXTRA_KINDS][:1] + \
        [spec for spec in leveled if set(spec["type"]) & _EXTRA_KINDS][:1]
    names += [{**spec, "name": spec["name"] + f" (Level {spec['level'] + offset})", "level": spec["level"] + offset}
              for offset in offsets for spec in firsts if 1 <= spec["level"] + offset <= 12]
    if not setcodes:
        specs += [{"type": ["spell", kind], "name": f"made-up {kind} Spell"} for kind in spell_kinds[:2]]
        specs += [{"type": [kind], "name": f"made-up Normal {kind.title()}"} for kind in _kinds(_NORMAL_KIND, text)]
    specs = specs[:MADE_UP_COUNT - len(names)]
    # the Fusion Monsters that list materials first (the first Extra Deck monster is on the field),
    # the cards that list cards after the named ones (those take the places on the field first)
    fusions, listing = _listing_cards(text, own_code, base, setcodes[:1], specs)
    cards = {**fusions, **{MADE_UP + i: spec for i, spec in enumerate(specs)}}
    cards.update(_named_cards(text, own_code, folder, known, base, len(cards)))
    cards.update(listing)
    if re.search(rf"(?<!not )\b\w+:IsCode\((?:id|{own_code})\)", text):
        cards[own_code] = None       # "Special Summon 1 <this card's name> from your Deck": its other copies
    # the other names last: the cards before them take the places on the field (_place_made_up)
    cards.update({MADE_UP + len(specs) + i: spec for i, spec in enumerate(names)})
    return cards


def _listing_cards(text, own_code, base, setcode, specs):
    """Made-up cards whose scripts name the cards the filters look for (each with its own script,
    lister_code): for aux.IsCodeListed(c,N), a monster, a Spell and a Trap that list N; for
    aux.IsMaterialListCode(c,N) a Fusion Monster "N + 1 monster" (for c:GetCode(), N is the
    first made-up Main Deck monster, else Harpie Lady of the Deck); for IsMaterialListSetCard(c,X),
    a Fusion Monster "1 X monster + 1 monster". Of the first archetype the filters name."""
    own = {"id": own_code}
    archetype = {"setcode": [int(setcode[0], 16)]} if setcode else {}
    cards, fusions = {}, {}
    listed = list(dict.fromkeys(int(own.get(c, c)) for c in _LISTED.findall(text)))[:3]
    if listed:
        kinds = (("monster", {**base, "name": "made-up monster that lists cards"}),
                 ("spell", {"type": ["spell"] + _kinds(_SPELL_KIND, text)[:1], "name": "made-up Spell that lists cards"}),
                 ("trap", {"type": ["trap"] + _kinds(_TRAP_KIND, text)[:1], "name": "made-up Trap that lists cards"}))
        for kind, spec in kinds:
            cards[lister_code(_script(kind, listed=listed))] = {**spec, **archetype}
    monster = next((MADE_UP + i for i, spec in enumerate(specs) if spec["type"][:2] in (["monster", "effect"], ["monster", "normal"])
                    and len(spec["type"]) <= 2), HARPIE)
    fusion = {**_kind_spec(base, "fusion"), **archetype}
    for named in list(dict.fromkeys(_MATERIAL_LISTED.findall(text)))[:2]:
        code = own_code if named == "id" else int(named) if named.isdigit() else monster
        fusions[lister_code(_script("Fusion Monster", material=code))] = {**fusion, "name": f"made-up Fusion Monster of {code}"}
    for value in list(dict.fromkeys(v.lower() for v in _MATERIAL_SETCODE.findall(text)))[:2]:
        fusions[lister_code(_script("Fusion Monster", material_setcode=int(value, 16)))] = {**fusion, "name": f"made-up Fusion Monster of {value}"}
    return fusions, cards


def _named_cards(text, own_code, folder, known, base, taken):
    """The cards the script names (the Ritual Monster of aux.AddRitualProc...Code, IsCode, and
    Card.IsCode as a filter): None for a card of a database, else a guess from its script (a
    made-up Normal Monster when there is none)."""
    inference, cards = InferredCards(folder), {}
    groups = [list(codes) for codes in _RITUAL_CODE.findall(text)]     # the Ritual Monster a Ritual Spell summons
    groups.append([c for c in _MATERIAL_LISTED.findall(text) if c.isdigit()])     # a listed Fusion Material
    # IsCode(a,b), or Card.IsCode passed to a filter call: the codes after its counts and nil
    groups += [named.split(",") if named else [v for v in passed.split(",") if len(v.strip()) >= 5]
               for named, passed in _CODE.findall(text)]
    for values in groups:
        for code in (int(c) for c in values if c.strip().isdigit()):
            if code == own_code or code in cards or taken + len(cards) >= MADE_UP_COUNT + 3:
                continue
            if known is not None and known(code):
                cards[code] = None                     # a card of a database (the bundled cards)
                continue
            data = inference.get(code)
            if data is None:
                cards[code] = {**base, "type": ["monster", "normal"], "name": f"made-up card {code}"}
            elif data.type & TYPE_MONSTER:
                cards[code] = {**card_spec(data), **{k: v for k, v in base.items() if k != "type"}}
            else:
                cards[code] = card_spec(data)          # a Spell or Trap, as its script suggests
    return cards


_MADE_UP_ROOT = []           # the folder holding every made-up folder of this process and its workers
_MADE_UP_FOLDER = {}         # process id -> its made-up folder
_LISTING_CODES = {}          # script text -> code, in this process's made-up folder


def _script(name="card", listed=(), material=None, material_setcode=None):
    """A made-up card's script: only what its kind of card has in a real duel, no effect besides:
    a Spell or Trap can be activated (an Equip Spell equips a face-up monster), a Fusion Monster
    has Fusion Materials ("2 monsters", or "N + 1 monster", "1 X monster + 1 monster"); the cards
    it names (aux.AddCodeList, the material list)."""
    fusion = ("aux.AddFusionProcFunRep(c,aux.TRUE,2,true)" if material is None and material_setcode is None
              else f"aux.AddFusionProcCodeFun(c,{material},aux.TRUE,1,true,true)" if material is not None
              else f"aux.AddFusionProcFun2(c,aux.FilterBoolFunction(Card.IsFusionSetCard,{material_setcode:#x}),aux.TRUE,true)")
    return (MADE_UP_SCRIPT_TEMPLATE.replace("@NAME@", name).replace("@FUSION@", fusion)
            .replace("@LISTED@", f"\taux.AddCodeList(c,{','.join(map(str, listed))})\n" if listed else "")
            .replace("@SETCODE@", f"s.material_setcode={material_setcode:#x}\n" if material_setcode is not None else ""))


def other_name_code(name):
    """The code of a made-up card with no effect under another name (`name`): a card the filters
    ask for again, counted as a different card (harness/probe/different_names.py, extra_twins.py)."""
    return lister_code(_script(name))


def lister_code(script):
    """The code of a made-up card with this script (the same text, the same code, from its
    checksum), written to made_up_scripts() once per process."""
    folder = made_up_scripts()
    if script not in _LISTING_CODES:
        code = LISTING + zlib.crc32(script.encode()) % 1000000
        while code in _LISTING_CODES.values():      # another text's checksum: the next free code
            code += 1
        (folder / f"c{code}.lua").write_text(script, encoding="utf-8")
        _LISTING_CODES[script] = code
    return _LISTING_CODES[script]


MADE_UP_SCRIPT_TEMPLATE = """-- a made-up @NAME@ of the deep probe
local s,id=GetID()
@SETCODE@function s.initial_effect(c)
@LISTED@	if c:IsType(TYPE_FUSION) then
		@FUSION@
	elseif c:IsType(TYPE_EQUIP) then
		aux.AddEquipSpellEffect(c,true,true,Card.IsFaceup,nil)
	elseif c:IsType(TYPE_SPELL+TYPE_TRAP) then
		local e1=Effect.CreateEffect(c)
		e1:SetType(EFFECT_TYPE_ACTIVATE)
		e1:SetCode(EVENT_FREE_CHAIN)
		c:RegisterEffect(e1)
	end
end
"""
MADE_UP_SCRIPT = _script()


def made_up_root():
    """The temporary folder that holds the made-up folders: made by the first process that needs
    one and removed when that process exits. A command that starts workers makes it first
    (harness/probe/batches.py): the forked workers make theirs inside it, so a worker that is
    killed, or that exits without Python's exit handlers (as multiprocessing's children do),
    leaves nothing behind."""
    if not _MADE_UP_ROOT:
        root = Path(tempfile.mkdtemp(prefix="ygo-deep-"))
        # multiprocessing's finalizers run at a normal exit of the main process and of its
        # workers, each only in the process that registered it
        multiprocessing.util.Finalize(None, shutil.rmtree, args=(root, True), exitpriority=0)
        _MADE_UP_ROOT.append(root)
    return _MADE_UP_ROOT[0]


def made_up_scripts():
    """A folder of this process with an empty script for each made-up card code (and the
    lister_code scripts). A forked worker makes its own: it never writes into its parent's."""
    folder = _MADE_UP_FOLDER.get(os.getpid())
    if folder is None:
        folder = Path(tempfile.mkdtemp(dir=made_up_root()))
        for i in range(MADE_UP_COUNT):
            (folder / f"c{MADE_UP + i}.lua").write_text(MADE_UP_SCRIPT, encoding="utf-8")
        _MADE_UP_FOLDER.clear()
        _MADE_UP_FOLDER[os.getpid()] = folder
        _LISTING_CODES.clear()       # a forked worker's copy names its parent's files
    return folder


class TokenCards:
    """Duel.CreateToken of a code no database has: a Token (a Normal Monster, Level 1, 0/0)."""
    label = "made-up Tokens of the deep probe"

    def get(self, code):
        return CardData(code=code, name=f"token {code}", type=TYPE_MONSTER | constants.TYPE_NORMAL | constants.TYPE_TOKEN,
                        level=1)


def in_a_database(session, code):
    """Whether a card database of the session (not the made-up Tokens) has the card."""
    return any(source.get(code) is not None for source in session.carddb.sources if not isinstance(source, TokenCards))


def _place_made_up(session, made_up, foe_monster, own_monster, own_code, field=True):
    """The made-up cards in the Deck, hand, GY, banished and Extra Deck, and a few on the field;
    the card's own other copies (its code among them) in the Deck (or Extra Deck) and the GY."""
    on_field, extra_on_field, face_up_spell = 0, not own_monster, not field
    for code in made_up:
        data = session.carddb.get(code)
        if code == own_code:
            for location in ("extra" if data.type & EXTRA_TYPES else "deck", "grave"):
                session.add_card(code, 0, location)
            continue
        if not data.type & TYPE_MONSTER:
            places = ((0, "deck"), (0, "hand"), (0, "grave"))
            if data.type & (constants.TYPE_CONTINUOUS | constants.TYPE_FIELD) and not face_up_spell:
                # the first Continuous or Field Spell/Trap also face-up on the field (Zones left free)
                free = session.duel.free_sequences(0, constants.LOCATION_SZONE)
                middle = [seq for seq in free if seq not in PENDULUM_SPELL_ZONES]
                if data.type & constants.TYPE_FIELD and session.duel.zone_list(0, constants.LOCATION_SZONE)[5] is None:
                    session.add_card(code, 0, "fzone", position="faceup")
                elif not data.type & constants.TYPE_FIELD and len(free) >= 3 and middle:
                    session.add_card(code, 0, "szone", position="faceup", sequence=middle[0])
                face_up_spell = True
        elif data.type & EXTRA_TYPES:
            places = ((0, "extra"), (0, "grave"), (0, "removed"))
            if not extra_on_field and not data.type & TYPE_LINK \
                    and session.duel.zone_list(0, LOCATION_MZONE)[EXTRA_MONSTER_ZONE] is None:
                # the first also summoned to the Extra Monster Zone: "target 1 Xyz Monster you control"
                # (not a Link Monster: the Extra Deck's Link Monsters need that zone)
                as_summoned(session.add_card(code, 0, "mzone", alias="own_made_up_extra", sequence=EXTRA_MONSTER_ZONE))
                extra_on_field = True
        else:           # two in the Deck, three in the GY: "add 2 X monsters from your Deck", "3 or more in your GY"
            places = ((0, "deck"), (0, "deck"), (0, "hand"), (0, "grave"), (0, "grave"), (0, "grave"), (1, "grave"),
                      (0, "removed"))
        for player, location in places:
            session.add_card(code, player, location)
        if data.type & TYPE_PENDULUM:     # also face-up in the Extra Deck, the first in a Pendulum Zone
            session.add_card(code, 0, "extra", position="faceup")
            if field and len(session.duel.free_sequences(0, LOCATION_PZONE)) == 2:    # the other stays free
                session.add_card(code, 0, "pzone", position="faceup")
        if data.type & TYPE_MONSTER and on_field < 3:
            if own_monster and on_field < 2:      # a Monster Zone stays free for a summon
                session.add_card(code, 0, "mzone", alias=None if on_field else "own_made_up")
            if foe_monster and on_field < 2:
                session.add_card(code, 1, "mzone", alias=None if on_field else "foe_made_up")
            on_field += 1


def generic_board(made_up, foe_monster=True, own_monster=True, field=True, own_field=True, foe_field=True):
    """board(session, card): the generic board (see docs/corpus.md), with the made-up cards;
    field=False: no other card on the field (the Decks, hands and GYs only); own_field=False: no
    other card on one's own field (the opponent's as on the generic board); foe_field=False: no
    card on the opponent's field."""
    own_monster = own_monster and own_field
    foe_monster = foe_monster and foe_field

    def board(session, card):
        session.carddb.sources.append(TokenCards())
        _place_made_up(session, made_up, foe_monster and field, own_monster and field, card.code, field and own_field)
        for player in (0, 1):
            for code in DECK:
                session.add_card(code, player, "deck")
            for code in HAND:
                session.add_card(code, player, "hand")
            for code in GRAVE:
                session.add_card(code, player, "grave")
            for code in EXTRA:
                session.add_card(code, player, "extra")
            session.add_card(BANISHED, player, "removed")
        if field:
            _field_cards(session, foe_monster, own_monster, own_field, foe_field)
        attach_materials(session, card, made_up)
        as_summoned(card)
    return board


def free_extra_monster_zone(session, player):
    """The first of player's Extra Monster Zones (5, 6) that neither player holds (one's zone 5 is
    the other's 6), else None."""
    zones, others = session.duel.zone_list(player, LOCATION_MZONE), session.duel.zone_list(1 - player, LOCATION_MZONE)
    return next((seq for seq in (EXTRA_MONSTER_ZONE, EXTRA_MONSTER_ZONE + 1)
                 if zones[seq] is None and others[11 - seq] is None), None)


def _field_cards(session, foe_monster, own_monster, own_field=True, foe_field=True):
    """The generic board's field: a face-up monster each, the opponent's Set monster, Set Trap,
    Set Quick-Play Spell and face-up Field Spell (foe_field), a Set card of one's own (own_field)."""
    if own_monster:
        session.add_card(OWN_MONSTER, 0, "mzone", alias="own_monster")
    if foe_monster:
        session.add_card(FOE_MONSTER, 1, "mzone", alias="foe_monster")
    if foe_field:
        session.add_card(FOE_SET, 1, "szone", alias="foe_set")
        session.add_card(FOE_FIELD, 1, "fzone", position="faceup")
    if foe_monster:
        session.add_card(FOE_SET_MONSTER, 1, "mzone", position="facedown_defense")
        # in the opponent's Extra Monster Zone (the one across from one's own, else the other;
        # a Main Monster Zone when one's own monsters hold both): Special Summoned from the Extra
        # Deck, an Effect Monster with materials
        xyz = session.add_card(LEVIATHAN, 1, "mzone", alias="foe_xyz", sequence=free_extra_monster_zone(session, 1))
        as_summoned(xyz)
        for _ in range(2):
            session.attach_overlay(session.add_card(HARPIE, 1, "overlay"), xyz)
    if foe_field:
        session.add_card(FOE_QUICK, 1, "szone", alias="foe_quick")
    if own_field:
        session.add_card(OWN_SET, 0, "szone")


def as_summoned(card):
    """A Fusion, Synchro, Xyz, Link or Ritual Monster the board puts on the field was summoned
    that way (its effects often ask: "if this card was Synchro Summoned")."""
    kind = next((sumtype for bit, sumtype in SUMMON_TYPES if card.data.type & bit), 0)
    if kind and card.current.location == LOCATION_MZONE:
        card.summon_type = kind | constants.SUMMON_TYPE_SPECIAL
        card.summon_location = constants.LOCATION_HAND if kind == constants.SUMMON_TYPE_RITUAL else constants.LOCATION_EXTRA
        card.summon_player = card.controller


def attach_materials(session, card, made_up):
    """An Xyz Monster on the field gets Xyz Materials, as a summoned one has: the first two cards
    the script names (IsCode: "if it has X as material", the Xyz Monster a Rank-Up was summoned on),
    the made-up Main Deck monsters (an archetype's, for "if it has a X monster as material") and
    two Normal Monsters."""
    if not card.data.type & constants.TYPE_XYZ or card.current.location != LOCATION_MZONE:
        return
    others = [c for c in made_up if c != card.code]
    named = [c for c in others if c < MADE_UP][:2]
    codes = named + [c for c in others if is_main_deck_monster(session, c) and c not in named][:2] + [HARPIE, HARPIE]
    for code in codes:
        session.attach_overlay(session.add_card(code, card.controller, "overlay"), card)


def with_extras(board, strong_foe, made_up=()):
    """A board, with a monster in each hand to summon (the first made-up Main Deck monster, so
    that "when a X monster is summoned" sees one) and a strong attacker of the opponent's."""
    def extended(session, card):
        board(session, card)
        code = next((c for c in made_up if c != card.code and is_main_deck_monster(session, c)), HARPIE)
        session.add_card(code, 0, "hand", alias="hand_monster")
        session.add_card(code, 1, "hand", alias="foe_hand_monster")
        if strong_foe:
            session.add_card(89631139, 1, "mzone", alias="foe_strong")    # Blue-Eyes White Dragon
    return extended


def is_main_deck_monster(session, code):
    data = session.carddb.get(code)
    return bool(data.type & TYPE_MONSTER and not data.type & EXTRA_TYPES)
