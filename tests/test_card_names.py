"""A card's names as the duel reads them from its data (the client's card reader, card_data.h):
an alias near the card's own code makes it an alternate artwork, which runs its original's
script and has its original's name; a farther alias is the name the card is treated as (a rule
code), with the card's own script; a card with two printed names has both."""
import textwrap

from harness.scenario.loader import load_scenario
from harness.scenario.runner import RunOptions, run_scenario

ORIGINAL, ARTWORK, TREATED_AS, TWINKLE_MOSS = 90000001, 90000003, 90000100, 13857930
# each script raises its card's ATK, so the ATK says whose initial_effect ran
SCRIPT = """local s,id=GetID()
function s.initial_effect(c)
\tlocal e1=Effect.CreateEffect(c)
\te1:SetType(EFFECT_TYPE_SINGLE)
\te1:SetCode(EFFECT_UPDATE_ATTACK)
\te1:SetValue({bonus})
\tc:RegisterEffect(e1)
end
"""
MONSTER = "type: [monster, effect], attribute: dark, race: warrior, level: 4, atk: 1000, def: 1000"


def run_checks(tmp_path, checks):
    for code, bonus in ((ORIGINAL, 100), (TREATED_AS, 200), (TWINKLE_MOSS, 300)):
        (tmp_path / f"c{code}.lua").write_text(SCRIPT.format(bonus=bonus), encoding="utf-8")
    path = tmp_path / "names.yaml"
    path.write_text(textwrap.dedent(f"""\
        name: card names
        cards:
          {ORIGINAL}: {{name: Original, {MONSTER}}}
          {ARTWORK}: {{name: Original (another artwork), alias: {ORIGINAL}, {MONSTER}}}
          {TREATED_AS}: {{name: Treated as Original, alias: {ORIGINAL}, {MONSTER}}}
          {TWINKLE_MOSS}: {{name: Two Names, alias: 17732278, {MONSTER}}}
        turn: {{player: 0, phase: main1}}
        board:
          - {{as: artwork, code: {ARTWORK}, player: 0, location: mzone, sequence: 0}}
          - {{as: treated, code: {TREATED_AS}, player: 0, location: mzone, sequence: 1}}
          - {{as: two_names, code: {TWINKLE_MOSS}, player: 0, location: mzone, sequence: 2}}
        steps:
          - lua: |
              local artwork, treated, two = Duel.GetFieldCard(0,LOCATION_MZONE,0), Duel.GetFieldCard(0,LOCATION_MZONE,1), Duel.GetFieldCard(0,LOCATION_MZONE,2)
        """) + textwrap.indent(textwrap.dedent(checks), " " * 8), encoding="utf-8")
    run_scenario(load_scenario(path), RunOptions(scripts=[tmp_path]))


def test_an_alternate_artwork_runs_its_originals_script_under_its_originals_name(tmp_path):
    run_checks(tmp_path, f"""\
        assert(artwork:GetAttack()==1100, "the original's script ran")
        assert(artwork:GetOriginalCode()=={ORIGINAL} and artwork:GetCode()=={ORIGINAL})
        assert(artwork:IsCode({ORIGINAL}) and artwork:IsOriginalCodeRule({ORIGINAL}))
        assert(getmetatable(artwork)==c{ORIGINAL}, "its script table is the original's")
    """)


def test_a_card_treated_as_another_runs_its_own_script_under_that_name(tmp_path):
    run_checks(tmp_path, f"""\
        assert(treated:GetAttack()==1200, "its own script ran")
        assert(treated:GetOriginalCode()=={TREATED_AS}, "its printed code is its own")
        assert(treated:GetCode()=={ORIGINAL} and treated:GetOriginalCodeRule()=={ORIGINAL})
        assert(treated:IsCode({ORIGINAL}) and not treated:IsCode({TREATED_AS}))
    """)


def test_a_card_with_two_printed_names_has_both(tmp_path):
    run_checks(tmp_path, f"""\
        assert(two:GetAttack()==1300 and two:GetOriginalCode()=={TWINKLE_MOSS})
        local first, second = two:GetCode()
        assert(first=={TWINKLE_MOSS} and second==17732278, "GetCode: both names")
        local rule1, rule2 = two:GetOriginalCodeRule()
        assert(rule1=={TWINKLE_MOSS} and rule2==17732278, "GetOriginalCodeRule: both names")
        assert(two:IsCode({TWINKLE_MOSS}) and two:IsCode(17732278) and two:IsOriginalCodeRule(17732278))
    """)
