"""The Synchro material API (harness.engine.synchro, bindings/synchro.py): Tuners and non-Tuners,
material Levels, what may be a material, the Tuner checks and selections, the must-be-material
effects. The same Lua assertions hold on the native engine (ygopro-core with the real scripts):
the scenarios this file was checked with are described in each test's docstring."""
import pytest

from harness.constants import LOCATION_GRAVE, LOCATION_MZONE, REASON_MATERIAL, REASON_SYNCHRO, SUMMON_TYPE_SYNCHRO
from harness.engine.state.errors import ScriptError
from harness.session import DuelSession

TUNER_WARRIOR, GENEX_CONTROLLER, FLAMVELL_GUARD = 74093656, 68505803, 21615956      # Normal Tuners: 3, 3, 1
GIANT_SOLDIER, CELTIC, LABYRINTH_WALL = 13039848, 91152256, 67284908               # Normal: 3, 4, 5
GAIA_KNIGHT, SCRAP_ARCHFIEND, SCRAP_DRAGON = 97204936, 45815891, 76774528          # Synchro: 6, 7, 8
SCRAP_CHIMERA, SCRAP_GOBLIN, GEM_KNIGHT_PEARL = 56746202, 83135907, 71594310

# Scripts written for these tests. Gaia Knight gets a Synchro procedure (1 Tuner + 1 or more
# non-Tuners) that drives the API as procedure.lua's does; Scrap Chimera its two material rules.
SCRIPTS = {
    GAIA_KNIGHT: """
local s,id=GetID()
function s.initial_effect(c)
    local e1=Effect.CreateEffect(c)
    e1:SetType(EFFECT_TYPE_FIELD)
    e1:SetCode(EFFECT_SPSUMMON_PROC)
    e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
    e1:SetRange(LOCATION_EXTRA)
    e1:SetCondition(s.syncon)
    e1:SetTarget(s.syntg)
    e1:SetOperation(s.synop)
    e1:SetValue(SUMMON_TYPE_SYNCHRO)
    c:RegisterEffect(e1)
end
function s.nontuner(c,sc) return c:IsNotTuner(sc) end
function s.syncon(e,c,smat,mg)
    if c==nil then return true end
    return Duel.CheckSynchroMaterial(c,nil,s.nontuner,1,5,smat,mg)
end
function s.syntg(e,tp,eg,ep,ev,re,r,rp,chk,c,smat,mg)
    local g=Duel.SelectSynchroMaterial(c:GetControler(),c,nil,s.nontuner,1,5,smat,mg)
    if not g then return false end
    g:KeepAlive()
    e:SetLabelObject(g)
    return true
end
function s.synop(e,tp,eg,ep,ev,re,r,rp,c)
    local g=e:GetLabelObject()
    c:SetMaterial(g)
    Duel.SendtoGrave(g,REASON_MATERIAL+REASON_SYNCHRO)
    g:DeleteGroup()
end
""",
    SCRAP_CHIMERA: """
local s,id=GetID()
function s.initial_effect(c)
    Duel.EnableGlobalFlag(GLOBALFLAG_SCRAP_CHIMERA)
    local e2=Effect.CreateEffect(c)
    e2:SetType(EFFECT_TYPE_SINGLE)
    e2:SetCode(EFFECT_CANNOT_BE_SYNCHRO_MATERIAL)
    e2:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
    e2:SetValue(function(e,sc) return sc~=nil and not sc:IsSetCard(0x24) end)
    c:RegisterEffect(e2)
    local e3=Effect.CreateEffect(c)
    e3:SetType(EFFECT_TYPE_SINGLE)
    e3:SetCode(EFFECT_SCRAP_CHIMERA)
    e3:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
    e3:SetValue(function(e,c) return not c:IsSetCard(0x24) end)
    c:RegisterEffect(e3)
end
""",
}
EMPTY = "local s,id=GetID()\nfunction s.initial_effect(c)\nend\n"

NT = "local nt=function(c,sc) return c:IsNotTuner(sc) end\n"
ALL = "local all=function(c,sc) return true end\n"


def _single(card, code, value=None, extra=""):
    """Lua registering a single effect on cards.<card> (returned as `e`)."""
    set_value = f"e:SetValue({value})" if value is not None else ""
    return (f"local e=Effect.CreateEffect(cards.{card}) e:SetType(EFFECT_TYPE_SINGLE) e:SetCode({code}) "
            f"{set_value} {extra} cards.{card}:RegisterEffect(e)\n")


@pytest.fixture
def session(tmp_path):
    for code in (GAIA_KNIGHT, SCRAP_ARCHFIEND, SCRAP_DRAGON, SCRAP_CHIMERA, SCRAP_GOBLIN, GEM_KNIGHT_PEARL):
        (tmp_path / f"c{code}.lua").write_text(SCRIPTS.get(code, EMPTY))

    def make(*board):
        duel = DuelSession(scripts=[tmp_path])
        for code, player, location, alias, *position in board:
            duel.add_card(code, player, location, alias, position=position[0] if position else None)
        duel.start()
        return duel
    return make


def _basic(session):
    return session((TUNER_WARRIOR, 0, "mzone", "tw"), (GIANT_SOLDIER, 0, "mzone", "gs"), (CELTIC, 0, "mzone", "cg"),
                   (GAIA_KNIGHT, 0, "extra", "gk"), (SCRAP_ARCHFIEND, 0, "extra", "sa"))


def _record(duel):
    """The card and sum selections the duel asks, as (kind, hint or api, candidates, must)."""
    asked = []
    cards, sums = duel.answers.select_cards, duel.answers.select_sum

    def select_cards(request):
        asked.append(("cards", request.hint, list(request.candidates), []))
        return cards(request)

    def select_sum(request):
        asked.append(("sum", request.hint, list(request.candidates), list(request.must)))
        return sums(request)
    duel.answers.select_cards, duel.answers.select_sum = select_cards, select_sum
    return asked


# -- Tuners, Levels, materials ------------------------------------------------------------------------
def test_tuners_and_non_tuners_follow_the_type_and_the_effects(session):
    """Agrees with the native engine (scenario: EFFECT_NONTUNER, EFFECT_TUNER, EFFECT_ADD_TYPE)."""
    duel = session((TUNER_WARRIOR, 0, "mzone", "tw"), (GENEX_CONTROLLER, 0, "mzone", "gc"),
                   (CELTIC, 0, "mzone", "cg"), (GAIA_KNIGHT, 0, "extra", "gk"), (SCRAP_ARCHFIEND, 0, "extra", "sa"))
    duel.lua(NT + """
assert(cards.tw:IsTuner(cards.gk) and not cards.tw:IsNotTuner(cards.gk))
assert(cards.cg:IsNotTuner(cards.gk) and not cards.cg:IsTuner(cards.gk))
-- two Tuners (3 + 3) and a Level 4: nothing makes Gaia Knight (6)
assert(not Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5))
assert(Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,5))
""" + _single("gc", "EFFECT_NONTUNER") + """
assert(cards.gc:IsNotTuner(cards.gk) and cards.gc:IsTuner(cards.gk))
assert(Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5))
assert(Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,1,1))
e:Reset()
assert(not cards.gc:IsNotTuner(cards.gk))
""" + _single("gc", "EFFECT_NONTUNER", "function(e,sc) return sc==cards.sa end") + """
assert(not cards.gc:IsNotTuner(cards.gk) and cards.gc:IsNotTuner(cards.sa))
e:Reset()
""" + _single("cg", "EFFECT_ADD_TYPE", "TYPE_TUNER") + """
assert(cards.cg:IsTuner(cards.sa) and not cards.cg:IsNotTuner(cards.sa))
assert(cards.cg:GetSynchroType()&TYPE_TUNER~=0 and cards.cg:IsSynchroType(TYPE_TUNER))
assert(not Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,5))
e:Reset()
""" + _single("cg", "EFFECT_TUNER", "function(e,sc) return sc==cards.gk end") + """
assert(cards.cg:IsTuner(cards.gk) and not cards.cg:IsTuner(cards.sa) and cards.cg:IsNotTuner(cards.gk))
""")


def test_synchro_level_may_hold_two_levels_and_an_xyz_monster_needs_synchro_level_ex(session):
    """Agrees with the native engine (scenarios: EFFECT_SYNCHRO_LEVEL, Gem-Knight Pearl)."""
    duel = session((TUNER_WARRIOR, 0, "mzone", "tw"), (CELTIC, 0, "mzone", "cg"), (GEM_KNIGHT_PEARL, 0, "mzone", "gp"),
                   (GAIA_KNIGHT, 0, "extra", "gk"), (SCRAP_ARCHFIEND, 0, "extra", "sa"))
    duel.lua(NT + """
assert(cards.cg:GetSynchroLevel(cards.gk)==4 and cards.gk:GetSynchroLevel(cards.sa)==6)
assert(not Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,1,5))
""" + _single("cg", "EFFECT_SYNCHRO_LEVEL", "function(e,sc) return 3+(4<<16) end") + """
assert(cards.cg:GetSynchroLevel(cards.gk)==3+(4<<16))
assert(Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,1,5))     -- as a 3
assert(Duel.CheckTunerMaterial(cards.sa,cards.tw,nil,nt,1,5))     -- as a 4
e:Reset()
assert(cards.gp:GetSynchroLevel(cards.sa)==0 and not cards.gp:IsCanBeSynchroMaterial(cards.sa))
""" + _single("gp", "EFFECT_SYNCHRO_LEVEL", "4") + """
assert(cards.gp:GetSynchroLevel(cards.sa)==0)
""" + _single("gp", "EFFECT_SYNCHRO_LEVEL_EX", "function(e,sc) return sc==cards.sa and 4 or 0 end") + """
assert(cards.gp:GetSynchroLevel(cards.sa)==4 and cards.gp:IsCanBeSynchroMaterial(cards.sa))
assert(not cards.gp:IsCanBeSynchroMaterial())
assert(Duel.CheckTunerMaterial(cards.sa,cards.tw,nil,nt,1,1,Group.FromCards(cards.tw,cards.gp)))
""")


def test_can_be_synchro_material(session):
    """Agrees with the native engine (scenarios: EFFECT_CANNOT_BE_SYNCHRO_MATERIAL with and
    without a value; a monster card treated as a Continuous Spell in and out of the Spell & Trap Zone)."""
    duel = session((TUNER_WARRIOR, 0, "szone", "tw"), (GENEX_CONTROLLER, 0, "mzone", "gc"), (CELTIC, 0, "mzone", "cg"),
                   (GAIA_KNIGHT, 0, "extra", "gk"), (SCRAP_ARCHFIEND, 0, "extra", "sa"))
    duel.lua(_single("cg", "EFFECT_CANNOT_BE_SYNCHRO_MATERIAL", "function(e,sc) return sc==cards.sa end") + """
assert(not cards.cg:IsCanBeSynchroMaterial(cards.sa) and cards.cg:IsCanBeSynchroMaterial(cards.gk))
assert(cards.cg:IsCanBeSynchroMaterial())
e:Reset()
""" + _single("cg", "EFFECT_CANNOT_BE_SYNCHRO_MATERIAL") + """
assert(cards.cg:IsCanBeSynchroMaterial(cards.sa))       -- no value: 0, it never applies
e:Reset()
""" + _single("tw", "EFFECT_CHANGE_TYPE", "TYPE_SPELL+TYPE_CONTINUOUS")
             + _single("gc", "EFFECT_CHANGE_TYPE", "TYPE_SPELL+TYPE_CONTINUOUS") + """
assert(cards.tw:GetType()==TYPE_SPELL+TYPE_CONTINUOUS)
assert(cards.tw:GetSynchroType()==cards.tw:GetOriginalType())          -- printed in the Spell & Trap Zone
assert(cards.tw:IsCanBeSynchroMaterial(cards.gk) and cards.tw:IsTuner(cards.gk))
assert(cards.gc:GetSynchroType()==TYPE_SPELL+TYPE_CONTINUOUS)
assert(not cards.gc:IsCanBeSynchroMaterial(cards.gk) and not cards.gc:IsTuner(cards.gk))
""")


# -- the checks -----------------------------------------------------------------------------------------
def test_checks_add_up_the_levels_within_the_counts(session):
    """Agrees with the native engine (scenario: basic checks)."""
    duel = _basic(session)
    duel.lua(NT + """
assert(Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5))            -- 3 + 3
assert(Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,1,5))
assert(not Duel.CheckTunerMaterial(cards.gk,cards.gs,nil,nt,1,5))  -- not a Tuner
assert(Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,5))             -- 3 + 4
assert(not Duel.CheckSynchroMaterial(cards.sa,nil,nt,2,5))         -- 3 + 3 + 4 is 10
assert(Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,1,cards.cg))
assert(not Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,1,cards.gs))
assert(Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5,nil,Group.FromCards(cards.tw,cards.gs)))
assert(not Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5,nil,Group.FromCards(cards.tw,cards.cg)))
assert(not Duel.CheckSynchroMaterial(cards.gk,function(c) return c:IsRace(RACE_MACHINE) end,nt,1,5))
assert(Duel.GetSynchroMaterial(0):GetCount()==3 and Duel.GetSynchroMaterial(1):GetCount()==0)
""")


def test_face_down_monsters_are_left_out(session):
    """Agrees with the native engine (scenario: limits)."""
    duel = session((TUNER_WARRIOR, 0, "mzone", "tw"), (GIANT_SOLDIER, 0, "mzone", "fd", "facedown_defense"),
                   (GAIA_KNIGHT, 0, "extra", "gk"))
    duel.lua(NT + """
assert(Duel.GetSynchroMaterial(0):GetCount()==1 and Duel.GetSynchroMaterial(0,true):GetCount()==2)
assert(not Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5))
assert(not Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5,cards.fd))
assert(not Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,1,5,Group.FromCards(cards.tw,cards.fd)))
""")


def test_a_tuner_limit_restricts_the_other_materials(session):
    """Agrees with the native engine (scenario: limits): the target, the location (the hand) and
    EFFECT_FLAG_SPSUM_PARAM's count; GetTunerLimit and GetHandSynchro report them."""
    duel = session((TUNER_WARRIOR, 0, "mzone", "tw"), (GIANT_SOLDIER, 0, "mzone", "gs"), (CELTIC, 0, "mzone", "cg"),
                   (LABYRINTH_WALL, 0, "hand", "lw"), (GIANT_SOLDIER, 0, "hand", "gs2"),
                   (GAIA_KNIGHT, 0, "extra", "gk"), (SCRAP_ARCHFIEND, 0, "extra", "sa"))
    duel.lua(NT + _single("tw", "EFFECT_TUNER_MATERIAL_LIMIT", None,
                          "e:SetTarget(function(e,c) return c:IsRace(RACE_WARRIOR) end)") + """
local le,lf,lloc,lmin,lmax=cards.tw:GetTunerLimit()
assert(le==e and lf~=nil and lloc==nil and lmin==0 and lmax==99)
assert(not Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5))        -- Giant Soldier is a Rock
assert(Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,5))            -- Celtic Guardian is a Warrior
assert(cards.tw:GetHandSynchro()==nil)
e:Reset()
""" + _single("tw", "EFFECT_TUNER_MATERIAL_LIMIT", "LOCATION_HAND",
              "e:SetProperty(EFFECT_FLAG_SPSUM_PARAM) e:SetTargetRange(1,1)") + """
local le,lf,lloc,lmin,lmax=cards.tw:GetTunerLimit()
assert(le==e and lf==nil and lloc==LOCATION_HAND and lmin==1 and lmax==1)
local he,hf,hmin,hmax=cards.tw:GetHandSynchro()
assert(he==e and hf==nil and hmin==1 and hmax==1)
assert(Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,1,5))     -- the Giant Soldier in the hand
assert(not Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,1,5,Group.FromCards(cards.tw,cards.gs)))
assert(not Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,5))
assert(not Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,2,5)) -- at most 1 other material
e:Reset()
""" + _single("tw", "EFFECT_HAND_SYNCHRO", None, "e:SetProperty(EFFECT_FLAG_SPSUM_PARAM) e:SetTargetRange(0,1)") + """
local he,hf,hmin,hmax=cards.tw:GetHandSynchro()
assert(he==e and hf==nil and hmin==0 and hmax==1)
assert(cards.lw:GetHandSynchro()==nil)                              -- only for a monster on the field
""")


def test_extra_synchro_material_adds_the_opponents_monsters_and_hand_cards(session):
    """Agrees with the native engine (scenario: effects)."""
    duel = session((GENEX_CONTROLLER, 0, "mzone", "gc"), (FLAMVELL_GUARD, 0, "hand", "fg"),
                   (GIANT_SOLDIER, 1, "mzone", "gs1"), (GAIA_KNIGHT, 0, "extra", "gk"))
    duel.lua(NT + """
assert(not Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5))
""" + _single("gs1", "EFFECT_EXTRA_SYNCHRO_MATERIAL", "1") + """
assert(Duel.GetSynchroMaterial(0):IsContains(cards.gs1) and Duel.GetSynchroMaterial(1):GetCount()==1)
assert(Duel.CheckTunerMaterial(cards.gk,cards.gc,nil,nt,1,5))
e:Reset()
""" + _single("fg", "EFFECT_EXTRA_SYNCHRO_MATERIAL", "0") + """
assert(Duel.GetSynchroMaterial(0):IsContains(cards.fg))
-- a Tuner whose own EFFECT_EXTRA_SYNCHRO_MATERIAL value is 0 cannot be used
assert(not Duel.CheckTunerMaterial(cards.gk,cards.fg,nil,nt,1,5,Group.FromCards(cards.fg,cards.gc)))
""")


def test_must_be_material(session):
    """Agrees with the native engine (scenarios: limits, selections)."""
    duel = _basic(session)
    must = ("local m=Effect.CreateEffect(cards.cg) m:SetType(EFFECT_TYPE_FIELD) m:SetProperty(EFFECT_FLAG_PLAYER_TARGET) "
            "m:SetCode(EFFECT_MUST_BE_SMATERIAL) m:SetRange(LOCATION_MZONE) m:SetTargetRange(1,0) "
            "cards.cg:RegisterEffect(m)\n")
    duel.lua(NT + """
assert(Duel.GetMustMaterial(0,EFFECT_MUST_BE_SMATERIAL):GetCount()==0)
assert(Duel.CheckMustMaterial(0,nil,EFFECT_MUST_BE_SMATERIAL))
""" + must + """
local mg=Duel.GetMustMaterial(0,EFFECT_MUST_BE_SMATERIAL)
assert(mg:GetCount()==1 and mg:IsContains(cards.cg))
assert(Duel.GetMustMaterial(1,EFFECT_MUST_BE_SMATERIAL):GetCount()==0)
assert(Duel.GetMustMaterial(0,EFFECT_MUST_BE_XMATERIAL):GetCount()==0)
assert(not Duel.CheckMustMaterial(0,nil,EFFECT_MUST_BE_SMATERIAL))
assert(not Duel.CheckMustMaterial(0,cards.tw,EFFECT_MUST_BE_SMATERIAL))
assert(Duel.CheckMustMaterial(0,cards.cg,EFFECT_MUST_BE_SMATERIAL))
assert(Duel.CheckMustMaterial(0,Group.FromCards(cards.tw,cards.cg),EFFECT_MUST_BE_SMATERIAL))
assert(Duel.CheckMustMaterial(1,nil,EFFECT_MUST_BE_SMATERIAL))
assert(not Duel.CheckSynchroMaterial(cards.gk,nil,nt,1,5))        -- 3 + 4 is not 6
assert(Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,5))
assert(not Duel.CheckSynchroMaterial(cards.sa,nil,nt,1,5,nil,Group.FromCards(cards.tw,cards.gs)))
-- the selection includes it with no prompt for the non-Tuners (none is left to add)
local g=Duel.SelectSynchroMaterial(0,cards.sa,nil,nt,1,5)
assert(g:GetCount()==2 and g:IsContains(cards.tw) and g:IsContains(cards.cg))
assert(Duel.SelectSynchroMaterial(0,cards.gk,nil,nt,1,5)==nil)
""")


def test_the_materials_when_no_zone_is_left(session):
    """Agrees with the native engine (scenarios: zones, handover): with every zone the Synchro
    Monster could use taken, a material must free one; a Tuner in the hand does not, so the
    player selects a material on the field first."""
    duel = session((TUNER_WARRIOR, 0, "mzone", "m0"), *[(CELTIC, 0, "mzone", f"m{i}") for i in range(1, 4)],
                   (LABYRINTH_WALL, 0, "mzone", "lw"), (FLAMVELL_GUARD, 0, "hand", "fg"),
                   (LABYRINTH_WALL, 0, "hand", "lwh"), (GIANT_SOLDIER, 0, "hand", "gsh"), (GAIA_KNIGHT, 0, "extra", "gk"))
    extra_celtic = duel.add_card(CELTIC, 0, "mzone", "ex", sequence=5)
    assert extra_celtic.sequence == 5
    asked = _record(duel)
    duel.answers.load(materials=[duel.card("lw")])
    duel.lua(NT + "assert(Duel.GetLocationCountFromEx(0,0,nil,cards.gk)==0)\n"
             + "for _,c in ipairs({cards.fg,cards.lwh,cards.gsh}) do\n"
             + _single("fg", "EFFECT_EXTRA_SYNCHRO_MATERIAL", "1").replace("cards.fg", "c") + "end\n" + """
-- the Tuner on the field frees a zone itself: a non-Tuner in the hand will do
assert(Duel.CheckTunerMaterial(cards.gk,cards.m0,nil,nt,1,5,Group.FromCards(cards.m0,cards.gsh)))
assert(Duel.CheckTunerMaterial(cards.gk,cards.fg,nil,nt,1,5))
assert(Duel.CheckTunerMaterial(cards.gk,cards.fg,nil,nt,1,5,Group.FromCards(cards.fg,cards.lw)))
assert(not Duel.CheckTunerMaterial(cards.gk,cards.fg,nil,nt,1,5,Group.FromCards(cards.fg,cards.lwh)))
local g=Duel.SelectTunerMaterial(0,cards.gk,cards.fg,nil,nt,1,5)
assert(g:GetCount()==2 and g:IsContains(cards.fg) and g:IsContains(cards.lw))
""")
    lw, lwh, fg = duel.card("lw"), duel.card("lwh"), duel.card("fg")
    assert asked[0] == ("cards", "HINTMSG_SMATERIAL", [lw], [])        # the one in a zone, first
    assert asked[1] == ("sum", "HINTMSG_SMATERIAL", [lwh], [fg, lw])  # then the sum: nothing more to add


# -- the selections -------------------------------------------------------------------------------------
def test_select_synchro_material_asks_the_tuner_then_the_non_tuners(session):
    """Agrees with the native engine (scenario: SelectSynchroMaterial in a lua step, answered by
    `materials:`)."""
    duel = session((TUNER_WARRIOR, 0, "mzone", "tw"), (GENEX_CONTROLLER, 0, "mzone", "gc"),
                   (GIANT_SOLDIER, 0, "mzone", "gs"), (CELTIC, 0, "mzone", "cg"), (SCRAP_ARCHFIEND, 0, "extra", "sa"))
    tw, gc, gs, cg = (duel.card(a) for a in ("tw", "gc", "gs", "cg"))
    asked = _record(duel)
    duel.answers.load(materials=[gc, cg])
    duel.lua(NT + """
local g=Duel.SelectSynchroMaterial(0,cards.sa,nil,nt,1,5)
assert(g:GetCount()==2 and g:IsContains(cards.gc) and g:IsContains(cards.cg))
""")
    assert asked == [("cards", "HINTMSG_SMATERIAL", [tw, gc], []), ("sum", "HINTMSG_SMATERIAL", [cg], [gc])]
    # a non-Tuner that cannot complete the Level is not offered
    with pytest.raises(Exception, match="gs .Giant Soldier of Stone. cannot be selected"):
        duel.answers.load(materials=[tw], sum=[gs])
        duel.lua(NT + "Duel.SelectSynchroMaterial(0,cards.sa,nil,nt,1,5)")


def test_selections_that_need_no_prompt_and_the_ones_that_find_nothing(session):
    """Agrees with the native engine (scenarios: selections)."""
    duel = _basic(session)
    asked = _record(duel)
    duel.lua(NT + """
-- smat with one non-Tuner: the Tuner and smat
local g=Duel.SelectSynchroMaterial(0,cards.sa,nil,nt,1,1,cards.cg)
assert(g:GetCount()==2 and g:IsContains(cards.tw) and g:IsContains(cards.cg))
-- mg of exactly min+1 cards (the summon cannot be cancelled): mg itself
g=Duel.SelectSynchroMaterial(0,cards.gk,nil,nt,1,1,nil,Group.FromCards(cards.tw,cards.gs))
assert(g:GetCount()==2 and g:IsContains(cards.tw) and g:IsContains(cards.gs))
-- nothing: nil
assert(Duel.SelectTunerMaterial(0,cards.sa,cards.gs,nil,nt,1,5)==nil)
assert(Duel.SelectSynchroMaterial(0,cards.sa,nil,nt,3,5)==nil)
assert(not Duel.IsSummonCancelable())
""")
    assert [kind for kind, *_ in asked] == ["cards"]       # only the first one's Tuner (the only one: answered)
    duel.answers.load(materials=[duel.card("cg")])
    duel.lua(NT + """
local g=Duel.SelectTunerMaterial(0,cards.sa,cards.tw,nil,nt,1,5)
assert(g:GetCount()==2 and g:IsContains(cards.tw) and g:IsContains(cards.cg))
""")


def test_a_selection_without_a_non_tuner_filter_offers_no_non_tuner(session):
    """Agrees with the native engine: its selection calls a nil filter (a script error there)."""
    duel = _basic(session)
    duel.lua("""
assert(Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nil,1,5))
local g=Duel.SelectTunerMaterial(0,cards.gk,cards.tw,nil,nil,1,5)
assert(g:GetCount()==1 and g:IsContains(cards.tw))
""")
    assert any("without a non-Tuner filter" in w for w in duel.duel.warnings)


def test_a_custom_tuner_checks_and_chooses_its_materials(session):
    """Agrees with the native engine (scenario: EFFECT_SYNCHRO_MATERIAL_CUSTOM)."""
    duel = session((TUNER_WARRIOR, 0, "mzone", "tw"), (GIANT_SOLDIER, 0, "mzone", "gs"), (LABYRINTH_WALL, 0, "hand", "lw"),
                   (GAIA_KNIGHT, 0, "extra", "gk"), (SCRAP_ARCHFIEND, 0, "extra", "sa"))
    duel.lua(NT + _single("tw", "EFFECT_SYNCHRO_MATERIAL_CUSTOM", "function(e,sc) return sc==cards.sa end", """
e:SetTarget(function(e,syncard,f,min,max) return syncard==cards.sa and f~=nil and min==1 and max==5 end)
e:SetOperation(function(e,tp,eg,ep,ev,re,r,rp,syncard,f,min,max)
    assert(tp==0 and syncard==cards.sa and min==1 and max==5)
    Duel.SetSynchroMaterial(Group.FromCards(cards.lw))
end)""") + """
assert(Duel.CheckTunerMaterial(cards.sa,cards.tw,nil,nt,1,5))     -- its target decides
assert(not Duel.CheckTunerMaterial(cards.sa,cards.tw,nil,nt,2,5))
assert(Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nt,1,5))     -- not for Gaia Knight: the usual check
local g=Duel.SelectTunerMaterial(0,cards.sa,cards.tw,nil,nt,1,5)
assert(g:GetCount()==2 and g:IsContains(cards.tw) and g:IsContains(cards.lw))
""")


def test_scrap_chimera(session):
    """Agrees with the native engine (scenario: Scrap Chimera with the real script): not with a
    non-Scrap Tuner, and never together with non-Scrap materials; when both ways fit, the player
    says which (a yes/no; declined: without the Chimera)."""
    duel = session((SCRAP_GOBLIN, 0, "mzone", "sg"), (SCRAP_CHIMERA, 0, "mzone", "ch"), (CELTIC, 0, "mzone", "cg"),
                   (FLAMVELL_GUARD, 0, "mzone", "fg"), (TUNER_WARRIOR, 0, "hand", "tw"),
                   (SCRAP_ARCHFIEND, 0, "extra", "sa"), (SCRAP_DRAGON, 0, "extra", "sd"), (GAIA_KNIGHT, 0, "extra", "gk"))
    duel.lua(NT + ALL + """
assert(cards.ch:IsCanBeSynchroMaterial(cards.sa) and cards.ch:IsCanBeSynchroMaterial(cards.sa,cards.sg))
assert(not cards.ch:IsCanBeSynchroMaterial(cards.sa,cards.tw) and not cards.ch:IsCanBeSynchroMaterial(cards.gk))
assert(Duel.CheckTunerMaterial(cards.sa,cards.sg,nil,nt,1,1,Group.FromCards(cards.sg,cards.ch)))
assert(not Duel.CheckTunerMaterial(cards.sd,cards.sg,nil,nt,1,5))       -- Flamvell Guard is a Tuner
assert(Duel.CheckTunerMaterial(cards.sd,cards.sg,nil,all,1,5))          -- 3 + 4 + 1 without the Chimera
assert(not Duel.CheckTunerMaterial(cards.sd,cards.sg,nil,all,1,5,Group.FromCards(cards.sg,cards.ch,cards.fg)))
""")
    cg, ch = duel.card("cg"), duel.card("ch")
    duel.answers.load(materials=[cg, duel.card("fg")])
    duel.lua(ALL + "local g=Duel.SelectTunerMaterial(0,cards.sd,cards.sg,nil,all,1,5) assert(g:GetCount()==3)")
    duel.answers.load(materials=[cg])
    duel.lua(ALL + "local g=Duel.SelectTunerMaterial(0,cards.sa,cards.sg,nil,all,1,5) assert(g:IsContains(cards.cg))")
    duel.answers.load(yes=True, materials=[ch])
    duel.lua(ALL + "local g=Duel.SelectTunerMaterial(0,cards.sa,cards.sg,nil,all,1,5) assert(g:IsContains(cards.ch))")


# -- the API's edges -----------------------------------------------------------------------------------------
def test_arguments_as_the_core_checks_them(session):
    duel = _basic(session)
    with pytest.raises(ScriptError, match="2 Parameters are needed"):
        duel.lua("cards.tw:IsTuner()")
    with pytest.raises(ScriptError, match="must be a Card"):
        duel.lua("cards.tw:IsCanBeSynchroMaterial(nil)")          # given, so checked (as lua_gettop)
    with pytest.raises(ScriptError, match="6 Parameters are needed"):
        duel.lua("Duel.CheckTunerMaterial(cards.gk,cards.tw,nil,nil,1)")
    duel.lua("""
assert(select('#',Duel.GetSynchroMaterial(2))==0)
assert(select('#',cards.tw:GetTunerLimit())==0)
assert(select('#',cards.tw:GetHandSynchro())==0)
""")


def test_a_synchro_summon_by_a_procedure_that_uses_the_api(session):
    """The whole summon with a procedure like procedure.lua's (the real one agrees with the native
    engine for Gaia Knight, Stardust Dragon and XX-Saber Gottoms)."""
    duel = _basic(session)
    gk, tw, gs, cg = (duel.card(a) for a in ("gk", "tw", "gs", "cg"))
    duel.special_summon(gk, procedure=True, materials=[tw, gs])
    assert gk.location == LOCATION_MZONE and gk.summon_type & 0xff000000 == SUMMON_TYPE_SYNCHRO & 0xff000000
    for material in (tw, gs):
        assert material.location == LOCATION_GRAVE and material.reason == REASON_MATERIAL | REASON_SYNCHRO
    assert gk.materials == [tw, gs] and cg.location == LOCATION_MZONE
