"""check-scripts --deep: the ways a trigger's event is raised (harness/probe/events.py,
harness/probe/materials.py), on own scripts written in tmp_path (never the real corpus)."""
import pytest

from harness.probe import deep, events
from harness.probe.boards import HARPIE, LEVIATHAN
from harness.session import DuelSession

DRAW = """  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)"""


def trigger(kind, code, condition, before="", after="", where="LOCATION_HAND+LOCATION_MZONE"):
    """A card whose trigger (`kind`: SINGLE or FIELD, working `where`) on `code` draws a card when
    `condition` holds."""
    return f"""local s,id=GetID()
function s.initial_effect(c)
{before}
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_{kind}+EFFECT_TYPE_TRIGGER_O)
  e1:SetProperty(EFFECT_FLAG_DELAY+EFFECT_FLAG_DAMAGE_STEP)
  e1:SetCode({code})
  {f"e1:SetRange({where})" if kind == "FIELD" else ""}
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return {condition} end)
{DRAW}
{after}
end
"""


MONSTER = "{{name: {name}, type: [monster, effect{extra}], attribute: dark, race: warrior, level: {level}, atk: {atk}, def: {defense}}}"


@pytest.fixture
def probe(tmp_path):
    """probe(script, card=yaml spec, cards={code: yaml spec}, scripts={code: text}) -> DeepStatus;
    the card is a Level 4 monster with 1800 ATK unless `card` says otherwise."""
    codes = iter(range(100000101, 100000200))

    def run(script, card=None, cards=None, scripts=None):
        code = next(codes)          # a code per script: a script is loaded once per path
        (tmp_path / f"c{code}.lua").write_text(script, encoding="utf-8")
        for other, text in (scripts or {}).items():
            (tmp_path / f"c{other}.lua").write_text(text, encoding="utf-8")
        specs = {code: card or MONSTER.format(name="probed", extra="", level=4, atk=1800, defense=1000), **(cards or {})}
        db = tmp_path / "cards.yaml"
        db.write_text("".join(f"{c}: {spec}\n" for c, spec in specs.items()), encoding="utf-8")
        return deep.probe_script(code, tmp_path, [str(db)])
    return run


def resolved(status):
    return (status.status, status.how) == ("ran", "resolved")


def test_destroyed_by_an_effect_and_a_set_card_destroyed(probe):
    # "if this card is destroyed by a card effect and sent to the GY" (REASON_DESTROY+REASON_EFFECT)
    assert resolved(probe(trigger("SINGLE", "EVENT_TO_GRAVE", "r&0x41==0x41")))
    # "if this Set card is destroyed": a Trap destroyed while Set
    status = probe(trigger("SINGLE", "EVENT_DESTROYED", "e:GetHandler():IsPreviousPosition(POS_FACEDOWN)"),
                   card="{name: probed trap, type: [trap, continuous]}")
    assert resolved(status) and status.board == "trigger destroyed, the card in szone"


def test_a_field_trigger_on_a_monster_of_ones_own_destroyed(probe):
    cfilter = "eg:IsExists(function(c) return c:IsReason(REASON_DESTROY) and c:IsPreviousControler(tp) end,1,nil)"
    assert resolved(probe(trigger("FIELD", "EVENT_TO_GRAVE", cfilter)))
    battle = "eg:IsExists(function(c) return c:IsReason(REASON_BATTLE) and c:IsPreviousControler(tp) end,1,nil)"
    assert resolved(probe(trigger("FIELD", "EVENT_DESTROYED", battle)))


def test_to_the_hand_from_the_deck(probe):
    assert resolved(probe(trigger("SINGLE", "EVENT_TO_HAND", "e:GetHandler():IsPreviousLocation(LOCATION_DECK)")))


def test_a_phase_in_ones_own_turn_and_the_battle_phase_after_a_battle(probe):
    status = probe(trigger("FIELD", "EVENT_PHASE+PHASE_STANDBY", "Duel.GetTurnPlayer()==tp"))
    assert resolved(status) and status.board == "trigger phase+standby, the card in mzone"
    assert resolved(probe(trigger("FIELD", "EVENT_PHASE+PHASE_END", "Duel.GetTurnPlayer()~=tp")))
    assert resolved(probe(trigger("FIELD", "EVENT_PHASE+PHASE_BATTLE", "e:GetHandler():GetBattledGroupCount()>0")))


def test_the_opponent_attacks_directly(probe):
    # a field trigger in the hand: the board has no monster of one's own (the plan's own board)
    condition = "Duel.GetAttacker():IsControler(1-tp) and Duel.GetAttackTarget()==nil"
    status = probe(trigger("FIELD", "EVENT_ATTACK_ANNOUNCE", condition, where="LOCATION_HAND"))
    assert resolved(status) and status.board == "trigger attack_announce, the card in hand"
    # battle damage to one: the opponent's monster attacks directly (its board has a monster of the opponent's)
    status = probe(trigger("FIELD", "EVENT_BATTLE_DAMAGE", "ep==tp", where="LOCATION_HAND"))
    assert resolved(status) and status.board == "trigger battle_damage, the card in hand"


def test_when_a_gemini_monster_is_gemini_summoned(probe):
    status = probe(trigger("SINGLE", "EVENT_SUMMON_SUCCESS", "aux.IsDualState(e)", before=GEMINI),
                   card=MONSTER.format(name="gemini", extra=", gemini", level=4, atk=1800, defense=1000))
    assert resolved(status) and status.board == "trigger summon_success, the card in mzone"


def test_attacks_on_a_set_monster_and_on_a_weak_one(probe):
    condition = "e:GetHandler()==Duel.GetAttacker() and Duel.GetAttackTarget() and Duel.GetAttackTarget():IsFacedown()"
    assert resolved(probe(trigger("SINGLE", "EVENT_BATTLE_START", condition)))
    # 800 ATK: it destroys no monster of the generic board, but the weak one the opponent gets
    weak = MONSTER.format(name="weak", extra="", level=2, atk=800, defense=100)
    assert resolved(probe(trigger("SINGLE", "EVENT_BATTLE_DESTROYING", "e:GetHandler():IsRelateToBattle()"), card=weak))


def test_attacked_in_defense_position(probe):
    condition = ("Duel.GetAttackTarget()==e:GetHandler() and e:GetHandler():IsDefensePos() "
                 "and Duel.GetAttacker():GetAttack()<e:GetHandler():GetDefense()")
    wall = MONSTER.format(name="wall", extra="", level=4, atk=0, defense=2500)
    assert resolved(probe(trigger("SINGLE", "EVENT_DAMAGE_STEP_END", condition), card=wall))


def test_the_opponent_activates_a_card_in_its_column(probe):
    condition = "re:IsHasType(EFFECT_TYPE_ACTIVATE) and e:GetHandler():GetColumnGroup():IsContains(re:GetHandler())"
    assert resolved(probe(trigger("FIELD", "EVENT_CHAINING", condition)))


GEMINI = "  aux.EnableDualAttribute(c)"


def test_a_gemini_monster_is_gemini_summoned_first(probe):
    status = probe(trigger("FIELD", "EVENT_PHASE+PHASE_END", "aux.IsDualState(e)", before=GEMINI),
                   card=MONSTER.format(name="gemini", extra=", gemini", level=4, atk=1800, defense=1000))
    assert resolved(status)


SYNCHRO = """local s,id=GetID()
function s.initial_effect(c)
  aux.AddSynchroProcedure(c,nil,aux.NonTuner(nil),1)
  c:EnableReviveLimit()
end
"""


def test_a_synchro_material(probe):
    # Level 4 + Flamvell Guard (a Level 1 Tuner): the Level 5 Synchro Monster of SYNCHROS, when a database has it
    script = trigger("SINGLE", "EVENT_BE_MATERIAL", "e:GetHandler():IsLocation(LOCATION_GRAVE) and r==REASON_SYNCHRO")
    assert not resolved(probe(script))
    synchro = deep_materials_code(5)
    status = probe(script, cards={synchro: "{name: a synchro, type: [monster, effect, synchro], attribute: dark, "
                                           "race: warrior, level: 5, atk: 2000, def: 1000}"},
                   scripts={synchro: SYNCHRO})
    assert resolved(status) and status.board == "trigger be_material, the card in mzone"


def deep_materials_code(level, choice=0):
    from harness.probe.materials import SYNCHROS
    return SYNCHROS[level][choice]


def test_a_synchro_material_for_a_dark_spellcaster(probe):
    script = trigger("SINGLE", "EVENT_BE_MATERIAL",
                     "r==REASON_SYNCHRO and e:GetHandler():GetReasonCard():IsRace(RACE_SPELLCASTER)")
    first, dark = deep_materials_code(5), deep_materials_code(5, 1)
    cards = {first: "{name: a synchro, type: [monster, effect, synchro], attribute: earth, race: warrior, level: 5, "
                    "atk: 2000, def: 1000}",
             dark: "{name: a spellcaster synchro, type: [monster, effect, synchro], attribute: dark, "
                   "race: spellcaster, level: 5, atk: 2000, def: 1000}"}
    assert resolved(probe(script, cards=cards, scripts={first: SYNCHRO, dark: SYNCHRO}))


def response(code, condition, kind="TRAP"):
    """A Trap (or Quick-Play Spell) activated on `code` that draws a card when `condition` holds."""
    return f"""local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode({code})
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return {condition} end)
{DRAW}
end
"""


TRAP = "{name: probed trap, type: [trap]}"


@pytest.mark.parametrize("code, condition", [
    ("EVENT_DAMAGE", "ep==tp and rp==1-tp and r&REASON_EFFECT~=0"),
    ("EVENT_RECOVER", "ep==1-tp"),
    ("EVENT_DRAW", "ep==1-tp and r&REASON_EFFECT~=0"),
    ("EVENT_CHANGE_POS", "eg:IsExists(Card.IsControler,1,nil,1-tp)"),
])
def test_an_activation_in_the_window_after_an_effect(probe, code, condition):
    status = probe(response(code, condition), card=TRAP)
    assert resolved(status) and status.board.startswith("in response to ")


def test_an_activation_when_a_monster_of_ones_own_becomes_a_target(probe):
    # EVENT_BECOME_TARGET is raised with the chain link that targets, as EVENT_CHAINING: a
    # response sees it (the core's instant events)
    status = probe(response("EVENT_BECOME_TARGET", "rp==1-tp and eg:IsExists(Card.IsControler,1,nil,tp)"), card=TRAP)
    assert resolved(status) and status.board == "in response to a monster effect"      # Parasite Paranoid targets


def test_an_activation_when_a_monster_destroys_one_by_battle(probe):
    condition = "eg:GetFirst():IsControler(tp) and eg:GetFirst():GetBattleTarget():IsLocation(LOCATION_GRAVE)"
    assert resolved(probe(response("EVENT_BATTLE_DESTROYING", condition), card=TRAP))


def test_predraw_is_raised_before_the_draw_phase_draw(probe):
    # the Draw Phase's EVENT_PREDRAW (process_phase step 1): its trigger resolves before the normal draw
    condition = "tp==Duel.GetTurnPlayer() and Duel.GetCurrentPhase()==PHASE_DRAW"
    status = probe(trigger("FIELD", "EVENT_PREDRAW", condition, where="LOCATION_GRAVE"))
    assert resolved(status) and status.board == "trigger predraw, the card in grave"


def test_control_changed_and_equipped(probe):
    status = probe(trigger("SINGLE", "EVENT_CONTROL_CHANGED", "e:GetHandler():IsControler(1-e:GetHandler():GetOwner())"))
    assert resolved(status)
    status = probe(trigger("SINGLE", "EVENT_EQUIP", "eg:IsExists(Card.IsType,1,nil,TYPE_EQUIP)"))
    assert resolved(status) and status.board == "trigger equip, the card in mzone"


def test_the_card_battles_the_made_up_monster_its_filters_ask_for(probe):
    condition = "e:GetHandler():GetBattleTarget() and e:GetHandler():GetBattleTarget():IsRace(RACE_FIEND)"
    status = probe(trigger("SINGLE", "EVENT_BATTLE_START", condition))
    assert resolved(status) and status.board == "trigger battle_start, the card in mzone"


def test_an_extra_deck_monster_special_summoned_from_the_gy(probe):
    script = trigger("SINGLE", "EVENT_SPSUMMON_SUCCESS", "e:GetHandler():IsPreviousLocation(LOCATION_GRAVE)",
                     before="  c:EnableReviveLimit()")
    status = probe(script, card="{name: a synchro, type: [monster, effect, synchro], attribute: dark, race: warrior, "
                                "level: 5, atk: 2000, def: 1000}")
    assert resolved(status) and status.board == "trigger spsummon_success, the card in grave"


MONSTER_SSET = """  local e0=Effect.CreateEffect(c)
  e0:SetType(EFFECT_TYPE_SINGLE)
  e0:SetCode(EFFECT_MONSTER_SSET)
  e0:SetValue(TYPE_SPELL)
  c:RegisterEffect(e0)"""


def test_a_monster_set_as_a_spell_destroyed_in_the_opponents_turn(probe):
    condition = ("e:GetHandler():IsPreviousLocation(LOCATION_SZONE) and e:GetHandler():IsPreviousPosition(POS_FACEDOWN) "
                 "and e:GetHandler():IsReason(REASON_DESTROY) and Duel.GetTurnPlayer()~=tp")
    status = probe(trigger("SINGLE", "EVENT_TO_GRAVE", condition, before=MONSTER_SSET))
    assert resolved(status) and status.board == "trigger to_grave, the card in szone"
    # without EFFECT_MONSTER_SSET a monster is never Set there
    assert not resolved(probe(trigger("SINGLE", "EVENT_TO_GRAVE", condition)))


def test_summoned_as_the_only_monster_of_ones_own(probe):
    condition = "Duel.GetFieldGroupCount(tp,LOCATION_MZONE,0)==1"
    assert resolved(probe(trigger("SINGLE", "EVENT_SUMMON_SUCCESS", condition)))
    assert resolved(probe(trigger("SINGLE", "EVENT_SPSUMMON_SUCCESS", condition)))


def eg(test):
    return f"eg:IsExists(function(c) return {test} end,1,nil)"


@pytest.mark.parametrize("code, test", [
    # an Extra Deck monster of one's own Special Summoned (from the Extra Deck)
    ("EVENT_SPSUMMON_SUCCESS", "c:IsSummonLocation(LOCATION_EXTRA) and c:IsSummonPlayer(tp)"),
    # the made-up monster of one's own (the archetype the filter names) destroyed by battle
    ("EVENT_BATTLE_DESTROYED", "c:IsSetCard(0x7a3) and c:IsPreviousControler(tp)"),
    # a monster added from one's Deck to the hand, not drawn; one sent from the hand to the GY
    ("EVENT_TO_HAND", "c:IsControler(tp) and c:IsPreviousLocation(LOCATION_DECK) and not c:IsReason(REASON_DRAW)"),
    ("EVENT_TO_GRAVE", "c:IsType(TYPE_MONSTER) and c:IsPreviousLocation(LOCATION_HAND)"),
])
def test_a_field_trigger_on_another_card(probe, code, test):
    assert resolved(probe(trigger("FIELD", code, eg(test), where="LOCATION_GRAVE")))


DESTROYS_OWN = "(function() local ex,tg=Duel.GetOperationInfo(ev,CATEGORY_DESTROY) " \
               "return ex and tg and tg:IsExists(Card.IsControler,1,nil,tp) end)()"


@pytest.mark.parametrize("condition, board", [
    # a Trap that destroys a card of one's own: Raigeki Break (it targets the Set card itself)
    (f"rp==1-tp and re:IsActiveType(TYPE_TRAP) and {DESTROYS_OWN}", "a Trap that targets and destroys one's card"),
    (f"re:IsActiveType(TYPE_SPELL) and not re:IsHasProperty(EFFECT_FLAG_CARD_TARGET) and {DESTROYS_OWN}",
     "a Spell that destroys one's monsters"),
    ("re:IsActiveType(TYPE_TRAP) and re:IsHasCategory(CATEGORY_SPECIAL_SUMMON)", "a Trap that Special Summons"),
    ("re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_FIELD)", "a Field Spell"),
    ("rp==1-tp and re:IsHasCategory(CATEGORY_DRAW)", "a Spell that draws"),
    ("re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_EQUIP)", "an Equip Spell"),
])
def test_the_activation_the_condition_asks_for(probe, condition, board):
    status = probe(response("EVENT_CHAINING", condition), card=TRAP)
    assert resolved(status) and status.board == f"in response to {board}"


def test_a_spell_responds_to_no_activation_from_the_hand_or_an_ignition_effect():
    from harness.probe.responses import RAIGEKI_BREAK, asked_activations
    assert [card for _, card, _ in asked_activations("CATEGORY_DESTROY TYPE_FIELD", spell=True)] == [RAIGEKI_BREAK]
    assert len(asked_activations("CATEGORY_DESTROY TYPE_FIELD", spell=False)) == 3
    assert asked_activations("re:IsActiveType(TYPE_MONSTER)", spell=False) == []


def test_a_response_on_the_board_its_condition_names(probe):
    # the condition names a Level 7 monster of one's own face-up: the boards of the condition's
    # text (the made-up monster it names in one's Monster Zone), with Parasite Paranoid's Quick Effect
    script = response("EVENT_CHAINING", "re:IsActiveType(TYPE_MONSTER) and Duel.IsExistingMatchingCard(s.cfilter,"
                                        "tp,LOCATION_MZONE,0,2,nil)").replace(
        "function s.initial_effect", "function s.cfilter(c) return c:IsFaceup() and c:IsLevel(7) end\n"
                                     "function s.initial_effect")
    status = probe(script, card=TRAP)
    assert resolved(status) and status.board == "in response to a monster effect, one's monsters the filters name"


LEVEL_7 = "function s.cfilter(c) return c:IsFaceup() and c:IsLevel(7) end\nfunction s.initial_effect"


@pytest.mark.parametrize("code, board", [
    ("EVENT_ATTACK_ANNOUNCE", "in response to attack_announce"),
    # a window of the Damage Step: one's made-up Level 7 monster battles (the board has no other)
    ("EVENT_PRE_DAMAGE_CALCULATE", "in response to pre_damage_calculate, attacking"),
])
def test_a_response_to_a_battle_on_the_board_its_condition_names(probe, code, board):
    script = response(code, "Duel.IsExistingMatchingCard(s.cfilter,tp,LOCATION_MZONE,0,2,nil)").replace(
        "function s.initial_effect", LEVEL_7)
    status = probe(script, card=TRAP)
    assert resolved(status) and status.board == f"{board}, one's monsters the filters name"


def test_a_weak_monster_battles_the_opponents_set_monster_before_the_end_of_the_battle_phase(tmp_path, monkeypatch):
    # "at the end of the Battle Phase, if this card battled": with 700 ATK it would die attacking the
    # opponent's 1300 ATK monster; it battles the Set monster (1200 DEF) and stays
    from harness.probe import events
    from harness.probe.snapshot import replay
    from tests.test_deep_field_asks import snapshot_of

    script = trigger("FIELD", "EVENT_PHASE+PHASE_BATTLE", "e:GetHandler():GetBattledGroupCount()>0",
                     where="LOCATION_MZONE").replace("  c:RegisterEffect(e1)", "  e1:SetCountLimit(1)\n  c:RegisterEffect(e1)")
    files, out = snapshot_of(tmp_path, script, atk=700)
    assert files and replay(out / files[0], [tmp_path]) == ""
    monkeypatch.setattr(events, "_foe_set_monster", lambda session: None)
    (tmp_path / "without").mkdir()
    assert snapshot_of(tmp_path / "without", script, atk=700)[0] == []


def test_battle_damage_by_attacking_a_monster(tmp_path, monkeypatch):
    # "if this card inflicts battle damage to your opponent by attacking a monster": after the direct
    # attack, the card attacks a weak monster the opponent gets
    from harness.probe import battles
    from harness.probe.snapshot import replay
    from tests.test_deep_field_asks import snapshot_of

    script = trigger("SINGLE", "EVENT_BATTLE_DAMAGE", "ep~=tp and Duel.GetAttackTarget()~=nil")
    files, out = snapshot_of(tmp_path, script)
    assert files and replay(out / files[0], [tmp_path]) == ""
    monkeypatch.setattr(battles, "_CARD_ATTACKS_WEAK", battles._CARD_DIRECT)
    (tmp_path / "without").mkdir()
    assert snapshot_of(tmp_path / "without", script)[0] == []


def test_a_summon_trigger_whose_target_needs_a_free_monster_zone(tmp_path, monkeypatch):
    # "when a 0x7af monster is Normal Summoned to your field: Special Summon ...": on the generic
    # board the summon takes one's last free Monster Zone; the plan again with no other monster of one's own
    from harness.probe import events
    from harness.probe.snapshot import replay
    from tests.test_deep_field_asks import snapshot_of

    # (another name than the card's: the board has more made-up monsters of the archetype, two on the field)
    script = trigger("FIELD", "EVENT_SUMMON_SUCCESS", "eg:IsExists(function(c) return c:IsSetCard(0x7af) "
                     "and c:IsControler(tp) and not c:IsCode(id) end,1,nil)", where="LOCATION_MZONE").replace(
        "Duel.IsPlayerCanDraw(tp,1)", "Duel.GetLocationCount(tp,LOCATION_MZONE)>0")
    files, out = snapshot_of(tmp_path, script)
    assert files and replay(out / files[0], [tmp_path]) == ""
    monkeypatch.setattr(events, "_alone", lambda action: action)
    (tmp_path / "without").mkdir()
    assert snapshot_of(tmp_path / "without", script)[0] == []


def test_an_opponents_activation_with_no_free_zone_for_it_is_an_attempt_that_is_not_made():
    # the board's monsters take the opponent's Monster Zones: the plan says so, the card's probe
    # goes on (it failed the whole card)
    session = DuelSession()
    card = session.add_card(LEVIATHAN, 0, "extra")
    for sequence in range(5):
        session.add_card(HARPIE, 1, "mzone", sequence=sequence)
    legal, reason = events.respond_to_activation(card.data, LEVIATHAN, "mzone")(session, card, 1)
    assert not legal and "no free zone" in reason
