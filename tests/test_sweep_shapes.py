"""sweep-equips on Equip Spells written for these tests: the activation shapes besides
Duel.SelectTarget, candidates combining traits, and card data from a cards.cdb."""
import sqlite3

import pytest

from harness.probe import sweep
from harness.constants import ATTRIBUTE_LIGHT, RACE_DRAGON, TYPE_EFFECT, TYPE_MONSTER
from harness.probe.sweep_candidates import candidates_for

HEADER = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory({category})
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetProperty({property})
  e1:SetCondition(s.condition)
  e1:SetTarget(s.target)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
{limit}end
function s.condition(e,tp) return true end
"""
TARGETED = dict(category="CATEGORY_EQUIP", property="EFFECT_FLAG_CARD_TARGET")
LIMIT = """  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_SINGLE)
  e2:SetCode(EFFECT_EQUIP_LIMIT)
  e2:SetValue({value})
  c:RegisterEffect(e2)
"""
ANY_MONSTER = LIMIT.format(value="1")
DRAGONS_ONLY = LIMIT.format(value="function(e,m) return m:IsRace(RACE_DRAGON) end")
EQUIP_FIRST_TARGET = """function s.operation(e,tp)
  local c,tc=e:GetHandler(),Duel.GetFirstTarget()
  if c:IsRelateToEffect(e) and tc:IsRelateToEffect(e) and tc:IsFaceup() then Duel.Equip(tp,c,tc) end
end
"""

# Targets, with Duel.SetTargetCard, the only monster you control (no selection is offered).
ONLY_MONSTER = HEADER.replace("function s.condition(e,tp) return true end", """function s.condition(e,tp)
  return Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==1
end""") + """function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  local tc=Duel.GetFieldGroup(tp,LOCATION_MZONE,0):GetFirst()
  if chkc then return chkc==tc end
  if chk==0 then return tc:IsFaceup() and tc:IsCanBeEffectTarget(e) end
  Duel.SetTargetCard(tc)
  Duel.SetOperationInfo(0,CATEGORY_EQUIP,e:GetHandler(),1,0,0)
end
""" + EQUIP_FIRST_TARGET

# Special Summons a Level 4 or lower Fairy from the hand at resolution, then equips to it.
SUMMON_THEN_EQUIP = HEADER.format(category="CATEGORY_SPECIAL_SUMMON+CATEGORY_EQUIP", property="0", limit="") + """
function s.filter(c,e,tp)
  return c:IsRace(RACE_FAIRY) and c:IsLevelBelow(4) and c:IsCanBeSpecialSummoned(e,0,tp,false,false)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.GetLocationCount(tp,LOCATION_MZONE)>0
    and Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_HAND,0,1,nil,e,tp) end
  Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_HAND)
end
function s.operation(e,tp)
  local c=e:GetHandler()
  local tc=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_HAND,0,1,1,nil,e,tp):GetFirst()
  if tc and Duel.SpecialSummon(tc,0,tp,tp,false,false,POS_FACEUP)~=0 and c:IsRelateToEffect(e) then
    Duel.Equip(tp,c,tc)
    local e1=Effect.CreateEffect(tc)
    e1:SetType(EFFECT_TYPE_SINGLE)
    e1:SetCode(EFFECT_EQUIP_LIMIT)
    e1:SetValue(function(e,m) return e:GetOwner()==m end)
    e1:SetReset(RESET_EVENT+RESETS_STANDARD)
    c:RegisterEffect(e1)
  end
end
"""


def targeting(filter_body, limit=ANY_MONSTER):
    """An Equip Spell targeting a face-up monster with Duel.SelectTarget, filtered by `filter_body`."""
    return HEADER.format(limit=limit, **TARGETED) + f"""function s.filter(c) return c:IsFaceup() and {filter_body} end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
  if chkc then return chkc:IsLocation(LOCATION_MZONE) and s.filter(chkc) end
  if chk==0 then return Duel.IsExistingTarget(s.filter,tp,LOCATION_MZONE,LOCATION_MZONE,1,nil) end
  Duel.SelectTarget(tp,s.filter,tp,LOCATION_MZONE,LOCATION_MZONE,1,1,nil)
  Duel.SetOperationInfo(0,CATEGORY_EQUIP,e:GetHandler(),1,0,0)
end
""" + EQUIP_FIRST_TARGET


# Destroys itself once its monster has 2000 or more ATK (its +1000 gives the 1500 ATK monsters 2500).
SELF_DESTROYING = targeting("true", limit=ANY_MONSTER + """  local e4=Effect.CreateEffect(c)
  e4:SetType(EFFECT_TYPE_EQUIP)
  e4:SetCode(EFFECT_UPDATE_ATTACK)
  e4:SetValue(1000)
  c:RegisterEffect(e4)
  local e3=Effect.CreateEffect(c)
  e3:SetType(EFFECT_TYPE_SINGLE)
  e3:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e3:SetRange(LOCATION_SZONE)
  e3:SetCode(EFFECT_SELF_DESTROY)
  e3:SetCondition(function(e)
    local ec=e:GetHandler():GetEquipTarget()
    return ec~=nil and ec:GetAttack()>=2000
  end)
  c:RegisterEffect(e3)
""")


def sweep_one(tmp_path, text, code=3001, cdb_files=()):
    (tmp_path / f"c{code}.lua").write_text(text, encoding="utf-8")
    results = {r.code: r for r in sweep.sweep_equips(tmp_path, cdb_files=cdb_files, jobs=1)}
    return results[code]


def test_an_equip_targeting_with_set_target_card_is_swept(tmp_path):
    result = sweep_one(tmp_path, ONLY_MONSTER.format(limit=ANY_MONSTER, **TARGETED))
    assert result.verdict == "ok"
    assert "plain (yours)" in result.equipped


def test_a_set_target_card_equip_whose_limit_rejects_its_target_drifts(tmp_path):
    result = sweep_one(tmp_path, ONLY_MONSTER.format(limit=DRAGONS_ONLY, **TARGETED))
    assert result.verdict == "drift"
    assert "plain (yours)" in result.drift
    assert not any("RACE_DRAGON" in label for label in result.drift)


def test_an_equip_that_chooses_its_monster_at_resolution_is_swept(tmp_path):
    result = sweep_one(tmp_path, SUMMON_THEN_EQUIP)
    assert result.verdict == "ok"
    assert result.equipped and all("in the hand" in label for label in result.equipped)
    assert all("RACE_FAIRY" in label for label in result.equipped)


def test_a_summon_then_equip_whose_limit_names_the_wrong_owner_drifts(tmp_path):
    """The limit is created by the Equip Spell, so e:GetOwner() is never the monster."""
    text = SUMMON_THEN_EQUIP.replace("Effect.CreateEffect(tc)", "Effect.CreateEffect(c)")
    result = sweep_one(tmp_path, text)
    assert result.verdict == "drift"
    assert result.drift and all("RACE_FAIRY" in label and "in the hand" in label for label in result.drift)


def test_destroyed_by_its_own_effect_after_equipping_is_no_drift(tmp_path):
    result = sweep_one(tmp_path, SELF_DESTROYING)
    assert result.verdict == "ok" and result.equipped and not result.drift


def test_candidates_combine_the_traits_the_filters_name():
    text = "return c:IsSetCard(0x1a2) and c:IsLevelBelow(3) and c:IsAttribute(ATTRIBUTE_LIGHT) or c:IsRace(RACE_DRAGON)"
    candidates = candidates_for(text)

    def matches(data):
        return 0x1a2 in data.setcodes and data.level <= 3 and data.attribute == ATTRIBUTE_LIGHT

    combined = [c.label for c in candidates if matches(c.data)]
    assert combined and all("attribute ATTRIBUTE_LIGHT" in label and "level 3" in label
                            and "set code 0x1a2" in label for label in combined)
    assert any(c.data.race == RACE_DRAGON and c.data.attribute == ATTRIBUTE_LIGHT for c in candidates)
    assert len({c.data.code for c in candidates}) == len(candidates)


def test_an_equip_needing_two_traits_is_swept(tmp_path):
    result = sweep_one(tmp_path, targeting("c:IsSetCard(0x1a2) and c:IsLevelBelow(3)"))
    assert result.verdict == "ok"
    assert result.equipped and all("level 3 + set code 0x1a2" in label for label in result.equipped)


def make_cdb(path, rows):
    """A cards.cdb with the client's schema; rows: (code, name, setcode, type, atk, def, level, race, attribute)."""
    strs = ", ".join(f"str{i} text" for i in range(1, 17))
    with sqlite3.connect(path) as db:
        db.execute("create table datas(id integer primary key, ot integer, alias integer, setcode integer, "
                   "type integer, atk integer, def integer, level integer, race integer, attribute integer, "
                   "category integer)")
        db.execute(f"create table texts(id integer primary key, name text, desc text, {strs})")
        for code, name, setcode, type_, atk, def_, level, race, attribute in rows:
            db.execute("insert into datas values (?,0,0,?,?,?,?,?,?,?,0)",
                       (code, setcode, type_, atk, def_, level, race, attribute))
            db.execute(f"insert into texts values (?,?,''{',NULL' * 16})", (code, name))
    db.close()
    return path


def test_a_card_database_gives_the_named_cards_their_real_data(tmp_path):
    """The filter names a card by code and asks for its real Level: only the database knows it."""
    text = targeting("c:IsCode(3100) and c:IsLevel(7) and c:IsRace(RACE_DRAGON)")
    scripts = tmp_path / "scripts"
    scripts.mkdir()
    assert sweep_one(scripts, text).verdict == "never activatable"
    cdb = make_cdb(tmp_path / "cards.cdb", [
        (3001, "Test Equip", 0, 0x40002, 0, 0, 0, 0, 0),
        (3100, "Test Dragon", 0, TYPE_MONSTER | TYPE_EFFECT, 2400, 2000, 7, RACE_DRAGON, ATTRIBUTE_LIGHT)])
    result = sweep_one(scripts, text, cdb_files=[str(cdb)])
    assert result.verdict == "ok" and "code 3100 (yours)" in result.equipped


def test_a_card_database_trap_is_not_swept_as_an_equip_spell(tmp_path):
    """Without a database the script is guessed to be an Equip Spell; the database says Trap."""
    text = targeting("true")
    (tmp_path / "c3001.lua").write_text(text, encoding="utf-8")
    assert [r.code for r in sweep.sweep_equips(tmp_path, jobs=1)] == [3001]
    cdb = make_cdb(tmp_path / "cards.cdb", [(3001, "Test Trap", 0, 0x4, 0, 0, 0, 0, 0)])
    assert sweep.sweep_equips(tmp_path, cdb_files=[str(cdb)], jobs=1) == []


@pytest.mark.parametrize("text", [ONLY_MONSTER.format(limit=ANY_MONSTER, **TARGETED), SUMMON_THEN_EQUIP])
def test_the_new_shapes_are_never_activatable_when_no_monster_fits(tmp_path, text):
    """Sanity of the shapes above: a condition nothing meets leaves the verdict where it was."""
    text = text.replace("function s.condition(e,tp) return true end", "function s.condition(e,tp) return false end")
    text = text.replace("return Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==1", "return false")
    assert sweep_one(tmp_path, text).verdict == "never activatable"
