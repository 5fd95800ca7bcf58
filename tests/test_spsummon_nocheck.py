"""card::is_can_be_special_summoned with `nocheck` asks no monster type: a Spell of an archetype
in the GY passes `IsCanBeSpecialSummoned(e, 0, tp, true, false)` as on the real engine (a filter
of an archetype's cards then offers it), and fails without `nocheck`."""
import pytest

from harness.bundled import BUNDLED_SCRIPTS
from harness.session import DuelSession

CHECK = """
local e = Effect.CreateEffect(cards.celtic)
Duel.SetLP(0, cards.mst:IsCanBeSpecialSummoned(e, 0, 0, NOCHECK, false) and 1000 or 2000)
"""


@pytest.mark.parametrize("nocheck, lp", [("true", 1000), ("false", 2000)])
def test_a_spell_in_the_gy_can_be_special_summoned_only_ignoring_the_conditions(nocheck, lp):
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    session.add_card(91152256, 0, "mzone", alias="celtic")        # Celtic Guardian: the effect's card
    session.add_card(5318639, 0, "grave", alias="mst")            # Mystical Space Typhoon: a Spell
    session.lua(CHECK.replace("NOCHECK", nocheck))
    assert session.duel.players[0].lp == lp


@pytest.mark.parametrize("position, lp", [("faceup", 1000), ("facedown", 2000)])
def test_a_face_down_banished_monster_cannot_be_special_summoned(position, lp):
    # card::is_can_be_special_summoned refuses a card in LOCATION_REMOVED with POS_FACEDOWN
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    session.add_card(91152256, 0, "mzone", alias="celtic")
    session.add_card(46986414, 0, "removed", alias="dm", position=position)       # Dark Magician
    session.lua("local e = Effect.CreateEffect(cards.celtic)\n"
                "Duel.SetLP(0, cards.dm:IsCanBeSpecialSummoned(e, 0, 0, true, true) and 1000 or 2000)")
    assert session.duel.players[0].lp == lp


@pytest.mark.parametrize("summon_type, lp", [("0", 1000), ("SUMMON_TYPE_FUSION", 2000), ("SUMMON_TYPE_SYNCHRO", 2000),
                                             ("SUMMON_TYPE_XYZ", 2000), ("SUMMON_TYPE_RITUAL", 1000)])
def test_a_face_up_pendulum_in_the_extra_deck_is_never_fusion_synchro_or_xyz_summoned(summon_type, lp):
    # card::is_can_be_special_summoned refuses a face-up Pendulum Monster in the Extra Deck as a
    # Fusion, Synchro or Xyz Summon (nocheck and nolimit do not lift it)
    session = DuelSession(scripts=[BUNDLED_SCRIPTS])
    session.add_card(91152256, 0, "mzone", alias="celtic")
    session.add_card(19474136, 0, "extra", alias="mandragon", position="faceup")      # a Normal Pendulum Monster
    session.lua("local e = Effect.CreateEffect(cards.celtic)\n"
                f"Duel.SetLP(0, cards.mandragon:IsCanBeSpecialSummoned(e, {summon_type}, 0, true, true) and 1000 or 2000)")
    assert session.duel.players[0].lp == lp
