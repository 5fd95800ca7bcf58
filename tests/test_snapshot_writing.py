"""What the snapshot writer puts in a file, in the contract's terms both engines read alike."""
from harness.carddb import parse_card_spec
from harness.probe.recording import Context, board_cards
from harness.probe.scenario_text import card_spec
from harness.bundled import BUNDLED_SCRIPTS
from harness.probe.expectation_lines import offered_lines, written_offered
from harness.probe import agents, snapshot
from harness.probe.scenario_text import written_turn
from harness.probe.snapshot import _cost_in_choose, replay, snapshot_card
from harness.scenario.loader import load_scenario
from harness.session import DuelSession
from snapshot_script import effect_files, snapshot_script

LINK = {"name": "Arrows", "type": ["monster", "effect", "link"], "attribute": "dark", "race": "cyberse",
        "link": 2, "atk": 1000, "link_marker": ["bottom", "left"]}
MANDRAGON, FLASH_KNIGHT = 19474136, 17390179      # Pendulum Monsters of the bundled scripts


def test_a_link_monsters_cards_entry_keeps_its_arrows():
    # without them the file's Link monster points nowhere (GetLinkedZone 0) on either engine
    data = parse_card_spec(99990001, LINK, "inline")
    spec = card_spec(data)
    assert spec["link_marker"] == ["bottom", "left"]
    assert parse_card_spec(99990001, spec, "written").link_marker == data.link_marker


def test_a_trap_monsters_cards_entry_keeps_its_stats_and_a_plain_traps_has_none():
    # without them the Trap Monster a file Special Summons has 0 ATK and DEF (AddMonsterAttribute reads the data)
    statue = {"name": "Statue", "type": ["trap", "continuous"], "attribute": "dark", "race": "rock", "level": 4,
              "atk": 1800, "def": 1000}
    spec = card_spec(parse_card_spec(99990002, statue, "inline"))
    assert spec == statue
    assert card_spec(parse_card_spec(99990003, {"name": "Plain", "type": ["trap"]}, "inline")) == \
        {"name": "Plain", "type": ["trap"]}


def test_a_pendulum_scale_is_written_as_a_pendulum_zone_entry():
    # the harness keeps scales in Spell & Trap slots 6-7; Master Rule 5 has no Spell & Trap Zone 6
    duel = DuelSession()
    left = duel.add_card(MANDRAGON, 0, "pzone", sequence=0)
    right = duel.add_card(FLASH_KNIGHT, 0, "pzone", sequence=1)
    entries = {placed.card: placed.entry for placed in board_cards(duel.duel)}
    assert (entries[left]["location"], entries[left]["sequence"]) == ("pzone", 0)
    assert (entries[right]["location"], entries[right]["sequence"]) == ("pzone", 1)


def _context(*answers):
    context = Context({})
    for key, value in answers:
        context.add(key, value)
    return context


def test_a_choose_before_a_cost_puts_every_answer_in_choose_in_prompt_order():
    # an agent's pick, then a trigger's cost, then its own pick: the native oracle would give the
    # first pick the cost's answer (it tries `cost:` first outside Duel.SelectTarget)
    context = _context(("choose", ["agent_pick"]), ("targets", ["target"]), ("cost", ["tribute"]),
                       ("choose", ["later"]))
    assert _cost_in_choose(context) == {"choose": [["agent_pick"], ["tribute"], ["later"]], "targets": [["target"]]}


def test_costs_before_every_choose_keep_their_own_key():
    context = _context(("cost", ["tribute"]), ("choose", ["pick"]))
    assert _cost_in_choose(context) == {"cost": [["tribute"]], "choose": [["pick"]]}


MAIN1 = {"player": 0, "phase": "main1", "number": 1}


def test_a_main_phase_1_file_with_no_battle_step_says_turn_1_has_no_battle_phase():
    # the native oracle sets DUEL_ATTACK_FIRST_TURN only with a battle step or a later phase: an
    # effect whose condition asks for a Battle Phase (Duel.IsAbleToEnterBP) must see none here too
    assert written_turn(MAIN1, [{"activate": "card", "effect": 1}]) == {**MAIN1, "attack_first_turn": False}


def test_a_battle_step_or_a_later_phase_keeps_the_contracts_default():
    assert written_turn(MAIN1, [{"activate": "card"}, {"attack": "card", "target": None}]) == MAIN1
    assert written_turn(MAIN1, [{"phase": "end"}]) == MAIN1
    battle = {**MAIN1, "phase": "battle"}
    assert written_turn(battle, [{"activate": "card"}]) == battle


def test_player_1s_turn_1_keeps_its_battle_phase():
    # the native engine plays player 1's turn 1 as its turn 2, which always has a Battle Phase
    player_1 = {**MAIN1, "player": 1}
    assert written_turn(player_1, [{"activate": "card", "effect": 1}]) == player_1
    assert written_turn({**player_1, "attack_first_turn": False}, [{"activate": "card"}]) == player_1


def test_a_snapshot_of_an_ignition_effect_runs_turn_1_without_a_battle_phase(tmp_path):
    result = snapshot_card(12580477, BUNDLED_SCRIPTS, tmp_path)          # Raigeki
    assert result.category == "written"
    scenario = load_scenario(tmp_path / result.file)
    assert scenario.turn.attack_first_turn is False


LEVIATHAN = 69610924      # Number 17 (own script): detach 1 material as a cost


def test_a_detach_cost_leaves_its_xyz_monster_only_the_material_it_took_and_the_pick_to_the_engine(tmp_path):
    # the probe's Xyz Monster has two materials, so the cost picks one; the file keeps only the one
    # it took, and the then-forced pick answers itself (the native oracle cannot name a material)
    result = snapshot_card(LEVIATHAN, BUNDLED_SCRIPTS, tmp_path)
    assert result.category == "written"
    scenario = load_scenario(tmp_path / result.file)
    materials = [entry for entry in scenario.board if entry.location == "overlay"]
    assert len(materials) == 1
    step = scenario.steps[0]
    assert step.kind == "activate" and "cost" not in step.data and "choose" not in step.data


def test_offered_is_written_in_alias_order_and_left_out_when_a_card_has_no_alias():
    duel = DuelSession()
    bewd = duel.add_card(89631139, player=1, location="mzone", alias="bewd")
    dm = duel.add_card(46986414, player=1, location="mzone", alias="dm")
    token = duel.add_card(73915052, player=0, location="mzone")          # no alias: `created:` did not name it
    assert written_offered([[dm, bewd], [bewd]]) == [["bewd", "dm"], ["bewd"]]
    assert offered_lines(written_offered([[dm, bewd], [bewd]])) == ["    offered: [[bewd, dm], [bewd]]"]
    assert written_offered([[dm], [bewd, token]]) is None
    assert offered_lines(None) == [] and offered_lines([]) == []
    assert offered_lines(None, for_a_person=True) == [
        "    # offered: not written: a selection offered a card with no alias (`created:` names the cards a step "
        "creates)"]


def snapshot_own(tmp_path, code, script, kinds):
    """Snapshot of a card written here: its script, a Level 4 DARK Warrior of `kinds` ("effect",
    "effect, gemini"); (the result, the folder of its files)."""
    return snapshot_own_card(tmp_path, code, script, f"{{name: Own, type: [monster, {kinds}], attribute: dark, "
                                                     "race: warrior, level: 4, atk: 1900, def: 1000}")


def snapshot_own_card(tmp_path, code, script, data):
    """Snapshot of a card written here: its script and its card data (a YAML mapping); (the result,
    the folder of its files)."""
    scripts = tmp_path / "scripts"
    scripts.mkdir()
    (scripts / f"c{code}.lua").write_text(script, encoding="utf-8")
    (scripts / "cards.yaml").write_text(f"{code}: {data}\n", encoding="utf-8")
    out = tmp_path / "out"
    return snapshot_card(code, scripts, out, cdb=[scripts / "cards.yaml"]), out


BATTLE_PHASE_IGNITION = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCondition(function() return Duel.IsAbleToEnterBP() end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_plan_that_needs_turn_1s_battle_phase_is_written_with_one(tmp_path):
    # "activate only if you can conduct your Battle Phase": without attack_first_turn: true the
    # written file's turn 1 would have none (the oracle's default for a file with no battle step)
    code = 99500101
    result, out = snapshot_own(tmp_path, code, BATTLE_PHASE_IGNITION, "effect")
    assert result.category == "written", result
    assert "turn: {player: 0, phase: main1, number: 1, attack_first_turn: true}\n" in \
        (out / f"c{code}.yaml").read_text(encoding="utf-8")
    assert load_scenario(out / f"c{code}.yaml").turn.attack_first_turn is True


GEMINI_BATTLER = """local s,id=GetID()
function s.initial_effect(c)
  aux.EnableDualAttribute(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_BATTLE_DESTROYING)
  e1:SetCondition(function(e) return aux.IsDualState(e) and e:GetHandler():IsRelateToBattle() end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_gemini_monsters_battle_trigger_is_written_after_its_gemini_summon_in_the_same_turn(tmp_path):
    # the plan Gemini Summons the card, then it attacks: the attack stays in the summon's turn
    # (a turn set after the first step cannot be written)
    code = 99500102
    result, out = snapshot_own(tmp_path, code, GEMINI_BATTLER, "effect, gemini")
    assert result.category == "written", result
    steps = load_scenario(out / f"c{code}.yaml").steps
    assert [step.kind for step in steps[:3]] == ["summon", "expect", "attack"]


ACTS_WHILE_CHECKING = """-- two ignition effects: the first draws; the second's target registers an effect with chk==0
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCountLimit(1)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end
    Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,tp,1)
  end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_IGNITION)
  e2:SetRange(LOCATION_MZONE)
  e2:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
    local e3=Effect.CreateEffect(e:GetHandler())
    e3:SetType(EFFECT_TYPE_FIELD)
    e3:SetCode(EFFECT_CANNOT_SUMMON)
    e3:SetTargetRange(1,0)
    Duel.RegisterEffect(e3,tp)
    if chk==0 then return true end
  end)
  e2:SetOperation(function() end)
  c:RegisterEffect(e2)
end
"""


def test_an_effect_whose_check_acts_gets_no_closing_check_and_the_other_effects_file_is_written(tmp_path):
    # checking effect 2 breaks a rule (chk0_side_effects, an error): the card's other file is still
    # written, without the closing check a run of it could not pass
    from snapshot_script import snapshot_script
    result, out = snapshot_script(tmp_path, 100000445, "{name: acts while checking, type: [monster, effect], "
                                  "attribute: dark, race: fiend, level: 4, atk: 1000, def: 1000}", ACTS_WHILE_CHECKING)
    assert result.category == "written" and result.file == "c100000445.yaml"
    text = (out / result.file).read_text(encoding="utf-8")
    assert "expect_not_activatable: {" in text or "expect_activatable: {" in text
    assert ": 2}    # effect 2" not in text
    assert replay(out / result.file, [tmp_path]) == ""


def test_a_failure_while_writing_a_cards_files_leaves_none_of_them(tmp_path, monkeypatch):
    from harness.engine.state.errors import ScriptError
    from harness.probe import agents, snapshot
    from snapshot_script import snapshot_script

    def broken(*args):
        raise ScriptError("a rule broken while an edge board was played")
    monkeypatch.setattr(snapshot, "_write_legality_edges", broken)
    result, out = snapshot_script(tmp_path, 100000445, "{name: acts while checking, type: [monster, effect], "
                                  "attribute: dark, race: fiend, level: 4, atk: 1000, def: 1000}", ACTS_WHILE_CHECKING,
                                  edge_boards=True)
    assert result.category == "script error" and not effect_files(out)


DECLARING = 99170001
DECLARING_SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetOperation(s.operation)
  c:RegisterEffect(e1)
end
function s.operation(e,tp)
  local both=Duel.AnnounceAttribute(tp,2,ATTRIBUTE_ALL)
  local one=Duel.AnnounceAttribute(1-tp,1,both)
  Duel.Damage(1-tp,one==ATTRIBUTE_EARTH and 100 or 200,REASON_EFFECT)
end
"""


def test_a_declaration_of_two_attributes_is_one_item_beside_the_next_declaration(tmp_path):
    # `announce: [[earth, water], earth]`: a list item names the two declared at once
    result, out = snapshot_script(tmp_path, DECLARING, "{name: Declaring Spell, type: [spell]}", DECLARING_SCRIPT)
    assert result.category == "written", result.detail
    data = load_scenario(out / result.files[0]).steps[0]
    assert data.data["announce"] == [["earth", "water"], "earth"]
    assert replay(out / result.files[0], [tmp_path]) == ""


LATE = 99170002
LATE_SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_GRAVE)
  e1:SetCondition(function(e) return Duel.GetTurnCount()~=e:GetHandler():GetTurnID() end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_board_the_search_sets_a_later_turn_on_holds_cards_that_arrived_that_turn(tmp_path):
    # a file places its board in its own turn: an effect "not the turn this card was sent to the
    # GY" is not usable on it, so the search may not find it usable there either (it did, and the
    # written file then failed: "replay differs")
    result, out = snapshot_script(tmp_path, LATE, "{name: Late, type: [monster, effect], attribute: dark, "
                                  "race: warrior, level: 4, atk: 1000, def: 1000}", LATE_SCRIPT)
    assert result.category == "never legal", (result.category, result.detail)
    assert "its condition is not met" in result.effects[0].detail


DISCARDING = 99170003
DISCARDING_SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_RECOVER)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetCost(function(e,tp,eg,ep,ev,re,r,rp,chk)
    if chk==0 then return Duel.IsExistingMatchingCard(Card.IsDiscardable,tp,LOCATION_HAND,0,1,e:GetHandler()) end
    Duel.DiscardHand(tp,Card.IsDiscardable,1,1,REASON_COST+REASON_DISCARD,e:GetHandler())
  end)
  e1:SetOperation(function(e,tp) Duel.Recover(tp,100,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_heavy_file_is_written_without_the_cards_its_selections_only_offered(tmp_path, monkeypatch):
    def offered_counts():
        result, out = snapshot_script(tmp_path, DISCARDING, "{name: Discarding Spell, type: [spell]}", DISCARDING_SCRIPT)
        assert replay(out / result.files[0], [tmp_path]) == ""
        return [len(selection["cards"]) for selection in load_scenario(out / result.files[0]).steps[0].data["offered"]]
    assert offered_counts()[0] > 1                  # the hand's cards besides the discarded one
    monkeypatch.setattr(snapshot, "HEAVY_FILE_INSTRUCTIONS", 0)      # every file is heavy
    assert offered_counts() == [1]                  # the discarded card alone: the others are left out


JUNK_SYNCHRON = 63977008      # Junk Synchron (own script): Special Summons a Level 2 or lower monster from the GY


def test_the_expectations_pin_the_summon_type_of_a_summoned_monster_and_its_value(tmp_path, capsys):
    from harness.scenario.assertions import summon_type_exact, summon_type_matches
    from project_scripts import changed, copy_scripts, run
    assert (summon_type_exact(0x40000000), summon_type_exact(0x40000001)) == ("special+0x0", "special+0x1")
    assert summon_type_exact(0) == "none" and summon_type_exact(0x43000010) == "fusion+0x10"
    # a name alone still names the top byte only, as it always did; `+0x..` is exact
    assert summon_type_matches(0x40000001, "special") and not summon_type_matches(0x40000001, "special+0x0")
    scripts = copy_scripts(tmp_path / "scripts")
    snapshot_card(JUNK_SYNCHRON, scripts, tmp_path / "out")
    text = (tmp_path / "out" / f"c{JUNK_SYNCHRON}.yaml").read_text(encoding="utf-8")
    assert "summon_type: normal+0x0" in text and "summon_type: special+0x0" in text     # Junk Synchron, the revived one
    # a summon that gives its type a value (SUMMON_TYPE_SPECIAL+1: effects that compare GetSummonType see it)
    summon = "Duel.SpecialSummonStep(monster, 0, tp, tp, false, false, POS_FACEUP_DEFENSE)"
    mutant = changed(scripts, tmp_path / "mutant", JUNK_SYNCHRON, summon, summon.replace("monster, 0,", "monster, 1,"))
    code, report = run(capsys, tmp_path / "out" / f"c{JUNK_SYNCHRON}.yaml", "--scripts", mutant)
    assert code == 1 and "summon_type: expected special+0x0, found special+0x1" in report, report


ENEMY_CONTROLLER = 98045062     # Enemy Controller (own script): asks which of its two effects (SelectOption)


def test_a_step_pins_what_its_option_prompts_asked_and_update_rewrites_it(tmp_path, capsys):
    from project_scripts import changed, copy_scripts, run
    scripts = copy_scripts(tmp_path / "scripts")
    snapshot_card(ENEMY_CONTROLLER, scripts, tmp_path / "out")
    path = tmp_path / "out" / f"c{ENEMY_CONTROLLER}.yaml"
    text = path.read_text(encoding="utf-8")
    only = ENEMY_CONTROLLER * 16                    # aux.Stringid(id, 0): the one effect it can use there
    assert f"    asked: [{{option: [{only}]}}]\n    offered: " in text          # before `offered:`, the last key
    # a script that asks with another description fails the file
    prompt = "choice = Duel.SelectOption(tp, aux.Stringid(id, 0))\n"
    mutant = changed(scripts, tmp_path / "mutant", ENEMY_CONTROLLER, prompt, prompt.replace("(id, 0)", "(id, 2)"))
    code, report = run(capsys, path, "--scripts", mutant)
    assert code == 1 and "did not ask what `asked:` says" in report and f"option: [{only + 2}]" in report
    # --update writes what the prompts ask now
    code, report = run(capsys, path, "--scripts", mutant, "--update")
    assert code == 0 and f"asked: [{{option: [{only + 2}]}}]" in path.read_text(encoding="utf-8")


DAMAGE_TRIGGER = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_DAMAGE)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return ep==tp and rp==1-tp and r&REASON_EFFECT~=0 end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_trigger_on_effect_damage_is_written_after_the_opponents_agent_that_inflicts_it(tmp_path):
    # the probe's Lua snippet raising the damage cannot be written; the opponent's made-up
    # Quick-Play Spell that inflicts 1000 damage can (agents.effect_agent)
    code = 99500102
    result, out = snapshot_own(tmp_path, code, DAMAGE_TRIGGER, "effect")
    assert result.category == "written", result
    text = (out / f"c{code}.yaml").read_text(encoding="utf-8")
    assert "  - activate: made_up_agent\n    player: 1\n    triggers: {own: true}\n" in text
    assert "Duel.Damage(1-tp,1000,REASON_EFFECT)" in \
        (out / "scripts" / f"c{agents.effect_agent('damage')}.lua").read_text(encoding="utf-8")


BANISHED_WHILE_IN_HAND = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_REMOVE)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return eg:IsExists(Card.IsPreviousLocation,1,nil,LOCATION_MZONE) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_monster_banished_while_the_card_waits_in_the_hand_is_banished_by_the_banishing_agent(tmp_path):
    # the monster is not discarded (the card in the hand is no reason to): the made-up agent that
    # banishes does it, a step a file can say (no agent banishes with REASON_DISCARD)
    code = 99500103
    result, out = snapshot_own(tmp_path, code, BANISHED_WHILE_IN_HAND, "effect")
    assert result.category == "written", result
    assert "gene_warped_warwolf: {location: removed, position: faceup, reason: [effect]}" in \
        (out / f"c{code}.yaml").read_text(encoding="utf-8")


CONTROL_TRIGGER = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
  e1:SetCode(EVENT_CONTROL_CHANGED)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return true end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_trigger_on_its_control_changing_is_written_after_the_opponents_agent_that_takes_it(tmp_path):
    code = 99500104
    result, out = snapshot_own(tmp_path, code, CONTROL_TRIGGER, "effect")
    assert result.category == "written", result
    assert "  - activate: made_up_agent\n    player: 1\n    choose: [own]\n" in \
        (out / f"c{code}.yaml").read_text(encoding="utf-8")
    assert "Duel.GetControl(g,tp)" in (out / "scripts" / f"c{agents.control_agent()}.lua").read_text(encoding="utf-8")


EQUIPPED_TRIGGER = CONTROL_TRIGGER.replace("EVENT_CONTROL_CHANGED", "EVENT_EQUIP")


def test_a_trigger_on_its_being_equipped_is_written_after_axe_of_despair_activated_on_it(tmp_path):
    code = 99500105
    result, out = snapshot_own(tmp_path, code, EQUIPPED_TRIGGER, "effect")
    assert result.category == "written", result
    text = (out / f"c{code}.yaml").read_text(encoding="utf-8")
    assert "  - activate: axe_of_despair\n    targets: [own]\n" in text, text


NEGATED_ATTACK_TRAP = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_ATTACK_DISABLED)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_trap_on_a_negated_attack_is_written_after_the_attack_and_the_agent_that_negates_it(tmp_path):
    code = 99500106
    result, out = snapshot_own_card(tmp_path, code, NEGATED_ATTACK_TRAP, "{name: Own, type: [trap]}")
    assert result.category == "written", result
    text = (out / f"c{code}.yaml").read_text(encoding="utf-8")
    assert "    stop_at: attack_declared\n" in text and "    after_chain:\n      - {activate: own, effect: 1}\n" in text


NEGATED_BY_OPPONENT = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
  e1:SetCode(EVENT_CHAIN_NEGATED)
  e1:SetRange(LOCATION_HAND)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp)
    return rp==tp and Duel.GetChainInfo(ev,CHAININFO_DISABLE_PLAYER)==1-tp end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_trigger_on_ones_activation_negated_is_written_after_the_agents_that_activate_and_negate(tmp_path):
    code = 99500107
    result, out = snapshot_own(tmp_path, code, NEGATED_BY_OPPONENT, "effect")
    assert result.category == "written", result
    text = (out / f"c{code}.yaml").read_text(encoding="utf-8")
    assert "    chain:\n      - {activate: made_up_agent_2, player: 1}\n" in text, text


CONTROL_TAKEN_TRAP = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_CONTROL_CHANGED)
  e1:SetCondition(function(e,tp,eg,ep,ev,re,r,rp) return rp==1-tp and eg:IsExists(Card.IsControler,1,nil,1-tp) end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
end
"""


def test_a_trap_on_the_opponent_taking_control_is_written_after_the_agent_that_takes_it(tmp_path):
    code = 99500108
    result, out = snapshot_own_card(tmp_path, code, CONTROL_TAKEN_TRAP, "{name: Own, type: [trap]}")
    assert result.category == "written", result
    text = (out / f"c{code}.yaml").read_text(encoding="utf-8")
    assert "  - activate: made_up_agent\n    player: 1\n    choose: [gene_warped_warwolf]\n" in text, text


GAIN_WHILE_THERE = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCountLimit(1)
  e1:SetOperation(s.op)
  c:RegisterEffect(e1)
end
function s.op(e,tp)
  local c=e:GetHandler()
  if c:IsFaceup() and c:IsRelateToEffect(e) then
    local e1=Effect.CreateEffect(c)
    e1:SetType(EFFECT_TYPE_SINGLE)
    e1:SetCode(EFFECT_UPDATE_ATTACK)
    e1:SetValue(500)
    e1:SetReset(RESET_EVENT+RESETS_STANDARD)
    c:RegisterEffect(e1)
  end
end
"""


def test_the_card_banished_in_response_pins_the_check_that_it_is_still_there(tmp_path):
    # handler_gone: the effect again, the opponent banishing the card itself in response; the
    # operation must then register nothing (`registered: {}`), which `and` written `or` breaks
    code = 99500141
    result, out = snapshot_own(tmp_path, code, GAIN_WHILE_THERE, "effect")
    assert result.category == "written", result
    gone = out / f"c{code}.effect1.handler_gone.yaml"
    scenario = load_scenario(gone)
    activate, expect = scenario.steps[:2]
    [response] = activate.data["chain"]
    assert response["player"] == 1 and response["choose"] == [activate.data["activate"]]
    wanted = expect.data["expect"]
    assert wanted[activate.data["activate"]]["location"] == "removed" and wanted["registered"] == {}
    assert snapshot.replay(gone, [tmp_path / "scripts"]) == ""
    mutant = _mutant(tmp_path, code, GAIN_WHILE_THERE, "c:IsFaceup() and", "c:IsFaceup() or")
    assert "expectation(s) not met" in snapshot.replay(gone, [mutant, tmp_path / "scripts"])
    # its own file, where the card stays, registers the gain: the same mutant passes there
    assert snapshot.replay(out / f"c{code}.yaml", [mutant, tmp_path / "scripts"]) == ""


def _mutant(tmp_path, code, script, old, new):
    """A folder with the card's script changed (`old` written `new`), searched before its own."""
    folder = tmp_path / "mutant"
    folder.mkdir()
    assert old in script
    (folder / f"c{code}.lua").write_text(script.replace(old, new), encoding="utf-8")
    return folder


RETURN_FROM_GRAVE = """local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_TOHAND)
  e1:SetType(EFFECT_TYPE_ACTIVATE)
  e1:SetCode(EVENT_FREE_CHAIN)
  e1:SetTarget(s.target)
  e1:SetOperation(s.activate)
  c:RegisterEffect(e1)
end
function s.filter(c)
  return c:IsType(TYPE_MONSTER) and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
  if chk==0 then return Duel.IsExistingMatchingCard(s.filter,tp,LOCATION_GRAVE,0,1,nil) end
  Duel.SetOperationInfo(0,CATEGORY_TOHAND,nil,1,tp,LOCATION_GRAVE)
end
function s.activate(e,tp)
  local g=Duel.SelectMatchingCard(tp,s.filter,tp,LOCATION_GRAVE,0,1,1,nil)
  if #g>0 then Duel.SendtoHand(g,nil,REASON_EFFECT) end
end
"""


def test_the_board_without_the_target_holds_it_in_the_other_players_deck(tmp_path):
    # a check that also looks in the other player's places (its location 0 written 1, LOCATION_DECK)
    # finds the card there: the board without it refuses the effect only as written (a target is
    # never in a Deck: card::is_capable_be_effect_target, so this catches IsExistingMatchingCard)
    code = 99500142
    result, out = snapshot_own_card(tmp_path, code, RETURN_FROM_GRAVE, "{name: Own, type: [spell]}")
    assert result.category == "written", result
    edge = out / f"c{code}.effect1.nothing_to_pick.yaml"
    assert "each at the bottom of the other player's Deck instead" in edge.read_text(encoding="utf-8")
    assert snapshot.replay(edge, [tmp_path / "scripts"]) == ""
    mutant = _mutant(tmp_path, code, RETURN_FROM_GRAVE, "tp,LOCATION_GRAVE,0,1,nil) end", "tp,LOCATION_GRAVE,1,1,nil) end")
    assert "expect_not_activatable" in snapshot.replay(edge, [mutant, tmp_path / "scripts"])


LISTS_CODES = GAIN_WHILE_THERE.replace("function s.initial_effect(c)\n", """function s.initial_effect(c)
  local mt=getmetatable(c)
  mt.card_code_list={[89631139]=true,[40619825]=true}
  mt.material_count={1,2}
  s.named_archetype=0x3008
  s.helper=function() end
""")


def test_the_data_a_script_keeps_is_pinned_and_update_rewrites_it(tmp_path, capsys):
    # what a script declares for other cards' scripts to read (aux.AddCodeList's card_code_list,
    # a Fusion Monster's materials) changes nothing in its own file's steps: `script_data:` pins it
    from project_scripts import run
    code = 99500143
    result, out = snapshot_own(tmp_path, code, LISTS_CODES, "effect")
    assert result.category == "written", result
    path = out / f"c{code}.yaml"
    text = path.read_text(encoding="utf-8")
    line = ("  own: {card_code_list: {40619825: true, 89631139: true}, material_count: [1, 2], "
            "named_archetype: 12296}\n")
    assert f"script_data:\n{line}" in text                 # integers, tables; no function
    assert snapshot.replay(path, [tmp_path / "scripts"]) == ""
    mutant = _mutant(tmp_path, code, LISTS_CODES, "[40619825]=true", "[40619826]=true")
    code_, report = run(capsys, path, "--scripts", mutant)
    assert code_ == 1 and "the data a script keeps differs" in report
    assert "script_data.own.card_code_list: expected {40619825: True, 89631139: True}, found " \
           "{40619826: True, 89631139: True}" in report
    assert f"{path}:{text.splitlines().index(line.rstrip()) + 1}" in report          # at the alias's line
    code_, report = run(capsys, path, "--scripts", mutant, "--update")
    assert code_ == 0 and "card_code_list: {40619826: true, 89631139: true}" in path.read_text(encoding="utf-8")


def test_script_data_leaves_out_what_is_not_plain_data(tmp_path):
    from harness.scenario import script_data
    script = tmp_path / "c99500144.lua"
    script.write_text("""local s,id=GetID()
function s.initial_effect(c)
  s.big={}
  for i=1,65 do s.big[i]=i end
  s.nested={{1}}
  s.float=1.5
  s.text="a line"
  s.kept={[2]=true,[1]=false}
  s.with_meta=setmetatable({}, {})
end
""", encoding="utf-8")
    session = DuelSession(scripts=[tmp_path], cards={99500144: {"name": "Own", "type": ["spell"]}})
    card = session.add_card(99500144, 0, "hand", "own")
    assert script_data.card_data(session, card) == {"kept": [False, True], "text": "a line"}
