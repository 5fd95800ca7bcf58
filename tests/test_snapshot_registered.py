"""`snapshot` of a card none of whose effects runs on any board: c<code>.registered.yaml pins
what it registers, where it stands and that its effect cannot be activated there."""
from harness.probe.snapshot import REGISTERED, effect_summary, print_summary, replay
from project_scripts import run
from snapshot_script import snapshot_script

CODE = 99300041
CARD = "{name: Idle Sentry, type: [monster, effect], attribute: earth, race: warrior, level: 4, atk: 1200, def: 1000}"
# a flag nothing sets: the ignition effect never becomes legal, the ATK bonus never applies
NEVER = "e:GetHandler():GetFlagEffect(id)>0"
SCRIPT = f"""-- a made-up monster whose effects wait for a flag that nothing sets
local s,id=GetID()
function s.initial_effect(c)
  local e1=Effect.CreateEffect(c)
  e1:SetCategory(CATEGORY_DRAW)
  e1:SetType(EFFECT_TYPE_IGNITION)
  e1:SetRange(LOCATION_MZONE)
  e1:SetCountLimit(1,id)
  e1:SetCondition(function(e) return {NEVER} end)
  e1:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk) if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end end)
  e1:SetOperation(function(e,tp) Duel.Draw(tp,1,REASON_EFFECT) end)
  c:RegisterEffect(e1)
  local e2=Effect.CreateEffect(c)
  e2:SetType(EFFECT_TYPE_SINGLE)
  e2:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
  e2:SetRange(LOCATION_MZONE)
  e2:SetCode(EFFECT_UPDATE_ATTACK)
  e2:SetCondition(function(e) return {NEVER} end)
  e2:SetValue(800)
  c:RegisterEffect(e2)
end
"""


def snapshot(tmp_path):
    return snapshot_script(tmp_path, CODE, CARD, SCRIPT)


def with_change(folder, old, new):
    """The script with one change (a mutant), written in `folder`."""
    folder.mkdir()
    assert old in SCRIPT
    (folder / f"c{CODE}.lua").write_text(SCRIPT.replace(old, new), encoding="utf-8")
    return folder


def test_a_card_whose_effects_never_run_gets_a_file_of_what_it_registers(tmp_path):
    result, out = snapshot(tmp_path)
    name = f"c{CODE}.registered.yaml"
    assert result.category == "never legal" and result.file == name and result.files == [name]
    assert [(e.effect, e.category, e.variant) for e in result.effects][-1] == (REGISTERED, "written", REGISTERED)
    text = (out / name).read_text(encoding="utf-8")
    assert "the effects it registers (no effect of it ran on a board the search tried)" in text
    assert "The plan: its registered effects, the card in mzone." in text
    # the card where its ignition effect works, its stats as they are (no bonus), the effect refused
    assert "{location: mzone, position: faceup_attack, atk: 1200, def: 1000}" in text
    assert text.endswith("  - expect_not_activatable: {idle_sentry: 1}    # effect 1\n")
    assert "count_limit" in text.split("steps:")[0]            # its registration, count limit and all
    assert replay(out / name, [tmp_path]) == ""


def test_its_file_fails_a_changed_registration_or_a_condition_that_lets_an_effect_through(tmp_path):
    _, out = snapshot(tmp_path)
    path = out / f"c{CODE}.registered.yaml"
    changes = [("e1:SetCountLimit(1,id)", "e1:SetCountLimit(2,id)"),       # the registration
               ("e2:SetValue(800)", "e2:SetValue(900)"),
               ("e1:SetRange(LOCATION_MZONE)", "e1:SetRange(LOCATION_HAND)"),
               (f"e1:SetCondition(function(e) return {NEVER} end)",       # the ignition effect legal
                "e1:SetCondition(function(e) return true end)"),
               (f"e2:SetCondition(function(e) return {NEVER} end)",       # the bonus applying
                "e2:SetCondition(function(e) return not " + NEVER + " end)")]
    for index, (old, new) in enumerate(changes):
        folder = with_change(tmp_path / f"mutant{index}", old, new)
        assert replay(path, [folder, tmp_path]) != "", new


def test_the_summary_counts_them_apart_from_the_cards_with_a_file(tmp_path):
    result, _ = snapshot(tmp_path)
    assert effect_summary([result])[REGISTERED] == 1
    assert effect_summary([result])["edge boards"] == 0
    lines = []
    print_summary([result], 1.0, lines.append)
    assert lines[0].startswith("1 scripts in 1.0s: 0 with a snapshot file (0.0%), 1 files")
    assert "1 have a file of the effects they register" in "\n".join(lines)


def test_update_rewrites_it_for_a_change_made_on_purpose(tmp_path, capsys):
    _, out = snapshot(tmp_path)
    path = out / f"c{CODE}.registered.yaml"
    folder = with_change(tmp_path / "mutant", "e2:SetValue(800)", "e2:SetValue(900)")
    code, report = run(capsys, path, "--scripts", folder, "--scripts", tmp_path, "--update")
    assert code == 0 and "UPDATED" in report and "value: 900" in path.read_text(encoding="utf-8")
    assert replay(path, [folder, tmp_path]) == ""
