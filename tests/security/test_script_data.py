"""Hostile script tables against `script_data:` (sandbox.lua data_fields, harness/scenario/script_data.py).

The snapshot writer and the runner read the data a card's script keeps in its script table. A
script decides what that table holds: a very large table, metamethods that would run script code
or raise, text that is not UTF-8. The read must stay bounded (at most 4,096 fields walked, 64
entries a table, 200 bytes a string), raw (no metamethod runs) and clean (nothing that cannot be
written as YAML)."""
import time

from harness.scenario import script_data
from harness.session import DuelSession

CODE = 99500146
DATA = {"name": "Hoarder", "type": ["spell"]}


def _card_data(tmp_path, body):
    script = "local s,id=GetID()\nfunction s.initial_effect(c)\n" + body + "\nend\n"
    (tmp_path / f"c{CODE}.lua").write_text(script, encoding="utf-8")
    session = DuelSession(scripts=[tmp_path], cards={CODE: DATA})
    card = session.add_card(CODE, 0, "hand", alias="hoarder")
    started = time.monotonic()
    found = script_data.card_data(session, card)
    return found, time.monotonic() - started


def test_a_huge_script_table_is_read_only_up_to_the_limit(tmp_path):
    found, took = _card_data(tmp_path, "for i=1,200000 do s['f'..i]=i end")
    assert len(found) <= 4096 and took < 2


def test_many_large_tables_are_left_out_quickly(tmp_path):
    found, took = _card_data(tmp_path, "for i=1,4000 do local t={} for j=1,1000 do t[j]=j end s['t'..i]=t end")
    assert found == {} and took < 2


def test_metamethods_never_run_and_odd_values_are_left_out(tmp_path):
    found, _ = _card_data(tmp_path, """
  local boom = function() error('a metamethod ran') end
  s.trap = setmetatable({}, {__pairs = boom, __index = boom, __len = boom})
  s.binary = '\\255\\254'
  s.long = string.rep('x', 201)
  s.kept = 'ok'""")
    assert found == {"kept": "ok"}
