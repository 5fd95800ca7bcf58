"""An HTML page of one scenario run (`ygo-harness show SCENARIO --html OUT`): the board after each
step, the step's events, and what each expectation checked. Standard library only; one file
with its style inline, so it can be attached to a CI run or opened from disk.

Every piece of text (card names, YAML, script errors) is escaped: a card's name is data."""
from html import escape

from harness.engine.state.duel import EXTRA_MONSTER_ZONES, FIELD_ZONE_SEQ, PENDULUM_ZONE_SEQS
from harness.scenario.report import PILES

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; max-width: 78em; }
h1 { font-size: 1.4em; margin-bottom: .2em; }
.meta { color: #555; margin: .1em 0; }
.banner { padding: .5em .8em; border-radius: 4px; margin: 1em 0; font-weight: bold; }
.banner.passed { background: #e3f5e1; color: #1d5e17; }
.banner.failed { background: #fbe3e1; color: #8a1c12; }
section.step { border: 1px solid #ccc; border-left-width: 6px; border-radius: 4px; margin: 1em 0; padding: .3em .9em .8em; }
section.step.passed { border-left-color: #3c9a32; }
section.step.failed { border-left-color: #c7362a; }
section.step.not-run { border-left-color: #bbb; color: #888; }
h2 { font-size: 1.1em; margin: .5em 0; }
h2 .status { font-weight: normal; font-size: .85em; padding: .1em .5em; border-radius: 3px; margin-left: .5em; }
.passed h2 .status { background: #e3f5e1; }
.failed h2 .status { background: #fbe3e1; }
pre { background: #f6f6f6; padding: .5em .7em; overflow-x: auto; margin: .4em 0; }
pre.failure { background: #fdf1f0; }
table.checks { border-collapse: collapse; margin: .4em 0; }
table.checks td, table.checks th { border: 1px solid #ddd; padding: .15em .6em; text-align: left; vertical-align: top; }
tr.ok td.mark { color: #1d5e17; } tr.bad td.mark { color: #8a1c12; font-weight: bold; }
tr.bad { background: #fdf1f0; }
ul.events { margin: .3em 0; padding-left: 1.4em; font-family: monospace; }
details { margin: .4em 0; } summary { cursor: pointer; color: #333; }
.board { display: inline-block; border: 1px solid #bbb; border-radius: 4px; padding: .5em; background: #fafafa; }
.board .header { font-weight: bold; margin-bottom: .3em; }
.board .over { font-weight: bold; color: #8a1c12; }
.side { margin: .3em 0; }
.side .lp { font-weight: bold; }
table.zones { border-collapse: separate; border-spacing: 3px; }
table.zones td { width: 8.5em; height: 4.2em; border: 1px dashed #ccc; border-radius: 3px; font-size: .8em;
                 vertical-align: top; padding: .2em; background: #fff; }
table.zones td.card { border: 1px solid #777; }
table.zones td.facedown { background: #e8e1d4; }
table.zones td.label { border: none; background: none; width: auto; height: auto; color: #777; vertical-align: middle; }
.card .name { font-weight: bold; }
.card .stats { font-family: monospace; }
.card .arrow { color: #6a3fb5; }
.card .note { color: #8a1c12; }
table.zones td.pile { border: 1px solid #ccc; background: #f2f2f2; height: auto; min-height: 2em; }
.chain { color: #6a3fb5; font-size: .9em; }
"""


def render_html(record, appendix=None):
    """The whole page for a RunRecord (harness.scenario.record); `appendix`: (title, text) shown
    last (a failing snapshot file's diff)."""
    scenario = record.scenario
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{escape(scenario.name)}</title>",
        f"<style>{_STYLE}</style></head><body>",
        f"<h1>{escape(scenario.name)}</h1>",
        f'<p class="meta">{escape(str(scenario.path))}</p>',
    ]
    if scenario.ruling:
        parts.append(f'<p class="meta">Ruling: {escape(scenario.ruling)}</p>')
    if scenario.description:
        parts.append(f'<p class="meta">{escape(scenario.description)}</p>')
    parts.append(_banner(record))
    if record.initial_board is not None:
        parts.append("<h2>Board before the first step</h2>")
        parts.append(render_board_html(record.initial_board))
    elif record.failure:
        parts.append(f'<pre class="failure">{escape(record.failure)}</pre>')
    board = record.initial_board
    for step_record in record.steps:
        parts.append(_step_html(step_record, board))
        board = step_record.board if step_record.board is not None else board
    if appendix is not None:
        title, text = appendix
        parts.append(f'<section class="appendix"><h2>{escape(title)}</h2><pre>{escape(text)}</pre></section>')
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _banner(record):
    ran = [r for r in record.steps if r.status != "not run"]
    total = len(record.steps)
    if record.passed:
        limit = f" (stopped after step {record.stop_after})" if record.stop_after is not None and len(ran) < total else ""
        return f'<div class="banner passed">PASSED: {len(ran)} of {total} step(s) ran{limit}</div>'
    failed = next((r for r in record.steps if r.status == "failed"), None)
    where = (f' at <a href="#step-{failed.step.index}">step {failed.step.index} ({escape(failed.step.kind)})</a>'
             if failed else " while setting up the duel")
    return f'<div class="banner failed">FAILED{where}</div>'


def _step_html(record, board_before):
    step = record.step
    css = record.status.replace(" ", "-")
    parts = [f'<section class="step {css}" id="step-{step.index}">',
             f'<h2>Step {step.index}: {escape(step.kind)} <span class="status">{escape(record.status)}</span>'
             f' <small>{escape(step.where)}</small></h2>']
    if record.source:
        parts.append(f"<pre>{escape(record.source)}</pre>")
    if record.status == "not run":
        parts.append("</section>")
        return "\n".join(parts)
    if record.expected_error:
        parts.append(f"<p>Script error (expected by expect_error):</p><pre>{escape(record.expected_error)}</pre>")
    if record.checks:
        parts.append(_checks_html(record.checks))
    if record.message:
        parts.append(f'<pre class="failure">{escape(record.message)}</pre>')
    if record.events:
        items = "".join(f"<li>{escape(text)}</li>" for text in record.events)
        title = "Events the expectations looked at" if step.kind == "expect" else "Events of the step"
        parts.append(f"<details open><summary>{title} ({len(record.events)})</summary>"
                     f'<ul class="events">{items}</ul></details>')
    elif step.kind != "expect":
        parts.append('<p class="meta">No events.</p>')
    if record.board is not None and step.kind == "expect" and record.board == board_before:
        parts.append('<p class="meta">The board is as after the step before.</p>')
    elif record.board is not None:
        parts.append("<details open><summary>Board after the step</summary>")
        parts.append(render_board_html(record.board))
        parts.append("</details>")
    parts.append("</section>")
    return "\n".join(parts)


def _checks_html(checks):
    rows = ["<tr><th></th><th>expectation</th><th>expected</th><th>found</th></tr>"]
    for check in checks:
        css, mark = ("ok", "&#10003;") if check.passed else ("bad", "&#10007;")
        rows.append(f'<tr class="{css}"><td class="mark">{mark}</td><td>{escape(check.subject)}</td>'
                    f"<td>{escape(check.expected)}</td><td>{escape(check.found)}</td></tr>")
    return '<table class="checks">' + "".join(rows) + "</table>"


# --- the board ---------------------------------------------------------------------------


def render_board_html(view):
    """A BoardView as two fields facing each other: player 1 on top, player 0 below."""
    parts = ['<div class="board">', f'<div class="header">{escape(view.header)}</div>']
    if view.over:
        parts.append(f'<div class="over">{escape(view.over)}</div>')
    if view.battle:
        parts.append(f'<div class="chain">battle: {escape(view.battle)}</div>')
    if view.chain:
        parts.append('<div class="chain">' + "<br>".join(f"chain link {escape(t)}" for t in view.chain) + "</div>")
    top, bottom = view.players[1], view.players[0]
    parts.append(_side_html(top, top_side=True))
    parts.append(_extra_zones_html(view))
    parts.append(_side_html(bottom, top_side=False))
    parts.append("</div>")
    return "\n".join(parts)


def _side_html(side, top_side):
    spells = [side.spells[i] for i in range(5)]
    monsters = [side.monsters[i] for i in range(5)]
    field_zone = side.spells[FIELD_ZONE_SEQ]
    pendulums = [side.spells[i] for i in PENDULUM_ZONE_SEQS]
    spell_row = ('<td class="label">S/T</td>' + "".join(_cell(c) for c in spells)
                 + '<td class="label">field</td>' + _cell(field_zone))
    monster_row = '<td class="label">monsters</td>' + "".join(_cell(c) for c in monsters)
    if any(pendulums):
        monster_row += '<td class="label">pendulum</td>' + "".join(_cell(c) for c in pendulums)
    pile_row = '<td class="label">piles</td>' + "".join(_pile_cell(label, side.piles[label]) for label, _ in PILES)
    rows = [pile_row, spell_row, monster_row] if top_side else [monster_row, spell_row, pile_row]
    header = f'<div><span class="lp">player {side.player}: LP {side.lp}</span></div>'
    table = '<table class="zones">' + "".join(f"<tr>{row}</tr>" for row in rows) + "</table>"
    inner = [header, table] if top_side else [table, header]
    return '<div class="side">' + "".join(inner) + "</div>"


def _pile_cell(label, cards):
    """The hand, Deck, GY, banished cards or Extra Deck as one zone: its name, count and cards."""
    shown = "Deck (top first)" if label == "deck" else label
    names = "".join(f"<div>{escape(c.name)}</div>" for c in cards)
    return (f'<td class="pile"><div class="name">{escape(shown)} ({len(cards)})</div>{names}</td>')


def _extra_zones_html(view):
    """The two Extra Monster Zones, between the players (either may use each)."""
    cells = []
    for sequence in EXTRA_MONSTER_ZONES:
        card = view.players[0].monsters[sequence] or view.players[1].monsters[sequence]
        cells.append(_cell(card))
    return ('<table class="zones"><tr><td class="label">extra monster zones</td>'
            + "".join(cells) + "</tr></table>")


def _cell(card):
    if card is None:
        return "<td></td>"
    css = "card facedown" if card.position.startswith("facedown") else "card"
    lines = [f'<div class="name">{escape(card.name)}</div>']
    if card.position:
        lines.append(f"<div>{escape(card.position)}</div>")
    if card.monster:
        stats = f"ATK {card.atk} / DEF {card.defense}"
        if (card.base_atk, card.base_def) != (card.atk, card.defense):
            stats += f" (base {card.base_atk}/{card.base_def})"
        lines.append(f'<div class="stats">{escape(stats)}</div>')
    if card.owner != card.controller:
        lines.append(f'<div class="note">owner: player {card.owner}</div>')
    if card.disabled:
        lines.append('<div class="note">negated</div>')
    if card.equip_target:
        lines.append(f'<div class="arrow">&rarr; equipped to {escape(card.equip_target)}</div>')
    if card.equipped:
        lines.append(f'<div class="arrow">&larr; {escape(", ".join(card.equipped))}</div>')
    if card.targets:
        lines.append(f'<div class="arrow">targets {escape(", ".join(card.targets))}</div>')
    if card.materials:
        lines.append(f"<div>materials: {escape(', '.join(card.materials))}</div>")
    if card.counters:
        shown = ", ".join(f"{kind:#x} x{count}" for kind, count in card.counters.items())
        lines.append(f"<div>counters: {escape(shown)}</div>")
    return f'<td class="{css}" title="{escape(card.name)} [{card.code}]">' + "".join(lines) + "</td>"
