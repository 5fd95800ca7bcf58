"""How a monster gets onto the field by its own summon for the boards of `new` and the deep probe:
an Extra Deck monster by its procedure with materials from the bundled cards, a Fusion Monster by
Polymerization, a monster with a trigger on its own summon by a Normal Summon."""
from dataclasses import dataclass

from harness import constants
from harness.carddb import UnknownCardError
from harness.constants import LOCATION_MZONE, TYPE_LINK, TYPE_MONSTER, TYPE_NORMAL, TYPE_XYZ
from harness.engine.state.errors import HarnessError
from harness.probe.finder import Placement, _bundled_codes


_SUMMON_STEPS = ((constants.TYPE_SYNCHRO, "synchro_summon", constants.SUMMON_TYPE_SYNCHRO),
                 (constants.TYPE_XYZ, "xyz_summon", constants.SUMMON_TYPE_XYZ),
                 (constants.TYPE_LINK, "link_summon", constants.SUMMON_TYPE_LINK))


@dataclass
class SummonPlan:
    step: str                     # "synchro_summon", ..., or "fusion" (Polymerization activated)
    materials: list               # [Placement]: the bundled monsters it was summoned with
    spell: Placement | None = None  # the card activated to summon it (Polymerization)


POLYMERIZATION = 24094653


def _material_sets(db, data):
    """Material boards to try, from the bundled Normal Monsters (and Tuners) of the right Levels."""
    monsters = [(code, db.get(code)) for code in _bundled_codes()]
    plain = [(c, d) for c, d in monsters if d.type & TYPE_MONSTER and d.type & TYPE_NORMAL
             and not d.type & constants.TYPE_TUNER and not d.type & (TYPE_XYZ | TYPE_LINK)]
    tuners = [(c, d) for c, d in monsters if d.type & TYPE_MONSTER and d.type & constants.TYPE_TUNER]
    if data.type & TYPE_XYZ:
        same = [c for c, d in plain if d.level == data.level]
        return [[code] * count for code in same[:3] for count in (2, 3)]
    if data.type & constants.TYPE_SYNCHRO:
        sets = []
        for tuner, tuner_data in tuners:
            rest = data.level - tuner_data.level
            sets += [[tuner, c] for c, d in plain if d.level == rest][:2]
            sets += [[tuner, c, c] for c, d in plain if 2 * d.level == rest][:1]
        return sets
    if data.type & TYPE_LINK:        # the same monster N times: effect monsters first (many Links ask for them)
        main_deck = [c for c, d in monsters if d.type & TYPE_MONSTER
                     and not d.type & (TYPE_XYZ | TYPE_LINK | constants.TYPE_SYNCHRO | constants.TYPE_FUSION)]
        main_deck.sort(key=lambda c: bool(db.get(c).type & TYPE_NORMAL))
        return [[code] * count for code in main_deck for count in range(2, data.level + 1)] + \
            [[code] for code in main_deck[:3]]
    return []


_SUMMON_TRIGGERS = (constants.EVENT_SUMMON_SUCCESS, constants.EVENT_SPSUMMON_SUCCESS, constants.EVENT_FLIP)


def plan_summon(finder):
    """How the skeleton's board summons the monster: an Extra Deck monster by its own procedure
    (the first material set from the bundled cards that the real summon accepts); a Main Deck
    monster with a trigger on its own summon (or flip) by a Normal Summon from the hand, when that
    summon needs no Tribute. None otherwise."""
    data = finder.data
    if data.type & constants.TYPE_FUSION:
        return _plan_fusion(finder)
    kind = next(((step, sumtype) for bit, step, sumtype in _SUMMON_STEPS if data.type & bit), None)
    if kind is None:
        return _plan_normal_summon(finder)
    step, sumtype = kind
    for codes in _material_sets(finder.db, data):
        try:
            session = finder.session()
            card = session.add_card(finder.code, 0, "extra", alias="card")
            materials = [session.add_card(code, 0, "mzone", alias=f"m{i}") for i, code in enumerate(codes)]
            session.after_step()
            session.summon_by_procedure(card, sumtype, materials=materials)
        except HarnessError:
            continue
        if card.location == LOCATION_MZONE:
            return SummonPlan(step, [Placement(code, 0, "mzone", "faceup_attack") for code in codes])
    return None


def _fusion_material_codes(session, card):
    """The codes the Fusion helpers listed as the monster's materials (its script table's
    `material`, as the real aux.AddFusionProc* helpers set it), and how many it takes at least."""
    table = session.duel.host.script_table(card)
    listed, count = table["material"], table["material_count"]
    codes = sorted(k for k in (listed.keys() if listed is not None else ()) if isinstance(k, int) and k > 0)
    fewest = count[1] if count is not None and isinstance(count[1], int) else len(codes)
    return codes, fewest


def _known(db, code):
    try:
        db.get(code)
    except UnknownCardError:
        return False
    return True


def _plan_fusion(finder):
    """A Fusion Monster: Polymerization from the hand with its listed materials in the hand, when
    each listed material is a bundled card (or one of the given databases') and it takes one of each."""
    try:
        session = finder.session()
        card = session.add_card(finder.code, 0, "extra", alias="card")
        codes, fewest = _fusion_material_codes(session, card)
        if not codes or fewest != len(codes) or not all(_known(finder.db, c) for c in codes):
            return None
        poly = session.add_card(POLYMERIZATION, 0, "hand", alias="poly")
        materials = [session.add_card(code, 0, "hand", alias=f"m{i}") for i, code in enumerate(codes)]
        session.after_step()
        session.activate(poly, materials=materials)
    except HarnessError:
        return None
    if card.location != LOCATION_MZONE:
        return None
    return SummonPlan("fusion", [Placement(code, 0, "hand") for code in codes], Placement(POLYMERIZATION, 0, "hand"))


def _plan_normal_summon(finder):
    if not finder.data.type & TYPE_MONSTER or finder.data.type & constants.TYPE_FUSION:
        return None
    try:
        session = finder.session()
        card = session.add_card(finder.code, 0, "hand", alias="card")
        if not any(e.code in _SUMMON_TRIGGERS and e.type & (constants.EFFECT_TYPE_TRIGGER_O | constants.EFFECT_TYPE_TRIGGER_F)
                   for e in card.effects):
            return None
        session.after_step()
        session.summon(card)
    except HarnessError:
        return None
    return SummonPlan("summon", []) if card.location == LOCATION_MZONE else None
