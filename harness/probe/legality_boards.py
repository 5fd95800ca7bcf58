"""Edge boards of `ygo-harness snapshot` made from an effect's written file: its board changed
where the effect's checks decide. They pin the other side of the checks the found board passes either way:

- `nothing_to_pick` (c<code>.effect<N>.nothing_to_pick.yaml): the board without the cards its
  activation picked (its targets, its cost, what it chose): a target or cost check that counts one
  card fewer, looks in another place, or lets `or` through where it meant `and` then lets the
  effect be activated. Tried first with those cards at the bottom of the other player's Deck
  instead: a check of the controller's places that also looks in the other player's (its location 0
  written 1, LOCATION_DECK) finds them there (`_in_the_other_deck`; so is `nothing_offered_<K>`);
- `zones_full` (c<code>.effect<N>.zones_full.yaml): its controller's free Monster Zones taken by
  made-up Normal Monsters: a free-zone check written `>= 0`, left out, or counting another zone.
- `fewest_zones` (c<code>.effect<N>.fewest_zones.yaml): the file's own steps again, with as many of
  its controller's free Main Monster Zones taken as they still go through with, one more stopping
  them (`fewest_zone_texts`): a check written `> 1` where one zone is enough, in the effect's
  target or its operation, fails it. Its expectations are those of a run there, as `run --update`
  writes them.
- `copies` (c<code>.effect<N>.copies.yaml): the file's own steps again, with copies of each card
  its first step picked but the card itself (`copies_text`; a trigger's picks where an agent
  picked the card): beside it, in the same place on the other player's side, at the bottom of
  each Deck, and its one-axis variants where it is (decoys.variants); kept when a selection pins
  with them what the file's own board cannot (`copies_pin`): how many cards it asks for where the
  found board held one (a prompt caps its numbers to the cards it offers), and which sides,
  places and kinds of card it takes. Besides: a face-down copy, a copy in the next place, the
  summon decoys (decoys.summon_decoys), and, when the steps picked nothing, the same
  copies of the cards they changed (then always kept: a filter that takes more changes them too).
  When the steps do not go through with all of them, the copy beside each card alone.
- `nothing_offered_<K>` (c<code>.effect<N>.nothing_offered_<K>.yaml): the board without all the
  cards the activation's K-th selection offered: a check counting 0 where it meant 1 lets the
  effect through there.
- `bare_<own|foe>_<place>` (c<code>.effect<N>.bare_own_mzone.yaml): the board without the made-up
  cards of one place (the controller's or the other player's field or GY or banishment) that the
  activation did not pick: a condition, cost or target check reading them (`and` written `or`, the
  other side added, a count of 0) lets the effect through there.
- `fewest_candidates` (c<code>.effect<N>.fewest_candidates.yaml): the board without the cards the
  activation's selections offered but did not pick (or, when it picked none, all but one of the
  cards it changed), kept when the effect can still be activated there: a check asking for one
  card more than it needs refuses it there (`fewest_candidates_text`); for a trigger, its steps
  again there (`trigger_fewest_candidates_text`).
- `other_seats` (c<code>.effect<N>.other_seats.yaml): the file itself from the other seats, for an
  effect no other edge board plays there (`other_seats_text`).
- for a trigger, `nothing_to_pick` and `zones_full` are its steps again where it must not be
  offered (`not_offered:`): without what it picked, with one free Monster Zone too few.

A trigger's played boards (copies, other_seats, fewest_zones, fewest_candidates) also hold a companion (`with_companion`): the
turn player's made-up mandatory trigger on the same event, chained first, so that the card's
trigger is not chain link 1 there; an effect that can respond is chained to an opener there
(`chained_to_an_opener`), a made-up Quick-Play Spell that does nothing.

The edge boards are written from the other seats (`mirrored`): the card is player 1's, so a
player named by number where the script meant `tp` or `1-tp` fails them.

The nothing_to_pick, zones_full, nothing_offered and bare boards of an effect activated by choice first
in its file are written with no step but
the closing activatable checks (every effect the card activates by choice, as `run --update`
rewrites them: snapshot.activatable_lines), and kept only when the changed board refuses effect N
(`expect_not_activatable`); the fewest_candidates board likewise, kept only when it does not. The made-up fillers need no script: a Normal Monster without one runs
on both engines.
"""
import functools
import re
from dataclasses import replace

import yaml

from harness.carddb import parse_card_spec
from harness.probe import decoys
from harness.probe.boards import MADE_UP
from harness.probe.scenario_text import card_spec, flow, scalar, written_turn

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
NOTHING_TO_PICK = "nothing to pick"
ZONES_FULL = "zones full"
NOTHING_OFFERED = "nothing offered"     # numbered by selection: "nothing offered 2"
FEWEST_ZONES = "fewest zones"
COPIES = "copies"
OTHER_SEATS = "other seats"
FEWEST_CANDIDATES = "fewest candidates"
COMPANION_ALIAS = "made_up_companion"
COMPANION = MADE_UP + 500000       # the companions' codes: COMPANION + the event they trigger on
COMPANION_EVENTS = 100000
OPENER, OPENER_ALIAS = COMPANION, "made_up_opener"       # the code of no event: the opener's
# the start of both made-up cards' scripts: the card's own activation
_ACTIVATES = """local s,id=GetID()
function s.initial_effect(c)
\tlocal e1=Effect.CreateEffect(c)
\te1:SetType(EFFECT_TYPE_ACTIVATE)
\te1:SetCode(EVENT_FREE_CHAIN)
\tc:RegisterEffect(e1)
"""
_OPENER_SCRIPT = ("-- a made-up card of the deep probe: a Quick-Play Spell that does nothing, to chain to\n"
                  + _ACTIVATES + "end\n")
_COMPANION_SCRIPT = "-- a made-up card of the deep probe: a mandatory trigger on event @EVENT@ that does nothing\n" + _ACTIVATES + """\
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)
	e2:SetCode(@EVENT@)
	e2:SetRange(LOCATION_SZONE)
	e2:SetOperation(s.operation)
	c:RegisterEffect(e2)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
end
"""
BARE = "bare"                      # a place without its made-up cards: "bare own mzone"
# the places a bare board empties: where a condition's cards are (the hand's and the Deck's
# made-up cards, which a search or a discard picks, seldom decide: on 150 cards none did)
_BARED = ("mzone", "szone", "grave", "removed")
_PLACE_WORDS = {"own": "its controller's", "foe": "the other player's"}
AGENT_CODES = (MADE_UP + 900000, MADE_UP + 1000000)   # the made-up agents' codes (agents.py)
NAMED_FROM = 1000000               # made-up codes from MADE_UP + this on name cards (or are Extra Deck twins)
BESIDE, OTHER_SIDE, DECK, VARIANT = "beside", "other side", "deck", "variant"   # where a copy of a picked card goes
FACE_DOWN, NEXT_PLACE, SUMMON_DECOY = "face down", "next place", "summon decoy"
CHANGED = "changed"                # a copy of a card the steps changed (not picked): always kept
MOST_CHANGED_COPIED = 2           # the cards the steps changed that a copies board copies, at most
MOST_FREE_ZONES_TRIED = 3          # a fewest_zones board leaves at most this many of them free
FILLER = MADE_UP + 600000          # the made-up Normal Monsters that take the free Monster Zones
FILLER_DATA = {"name": "made-up filler monster", "type": ["monster", "normal"], "attribute": "earth",
               "race": "rock", "level": 1, "atk": 0, "def": 0}
MAIN_MONSTER_ZONES = range(5)
_PICKS = ("targets", "cost", "choose", "tribute", "sum", "materials")
_LINKS = ("equip_to", "overlay_of")
_PILES = ("hand", "deck", "grave", "removed", "extra")
_EXTRA_KINDS = {"fusion", "synchro", "xyz", "link"}
_COUNTS_ZONES = re.compile(r"GetLocationCount|GetMZoneCount|GetLocationCountFromEx|GetUsableMZoneCount")
_COUNTS_MONSTER_ZONES = re.compile(r"GetLocationCount\([^)]*LOCATION_MZONE|GetMZoneCount|GetLocationCountFromEx|GetUsableMZoneCount")
_HEADER = re.compile(r"^# A snapshot of (?P<title>.*) \((?P<code>\d+)\): ")


_TOP_LEVEL = re.compile(r"\n(?=[^ #\n])")       # a line that starts a top-level key of the writer's text


def _keyed_sections(text):
    """(top-level key, its lines) of each key of the writer's own text, in order (the header
    comments go with the first)."""
    for section in _TOP_LEVEL.split(text):
        lines = section.split("\n")
        yield next((line.split(":")[0] for line in lines if line and not line.startswith("#")), ""), lines


@functools.lru_cache(maxsize=4)
def _sections(text):
    """{top-level key: its lines} of the writer's own text (the header comments go with the first)."""
    return {key: "\n".join(lines) for key, lines in _keyed_sections(text)}


def _with_cards(lines, more):
    """The `cards:` key's lines with the entries `more` added, in code order."""
    return [lines[0]] + sorted(lines[1:] + list(more), key=lambda line: int(line.split(":")[0]))


@functools.lru_cache(maxsize=16)
def _read(text, key):
    """The value of the top-level `key` of the writer's own text (None when it has none), read from
    that key's own lines alone: a key's lines stand on their own (the writer writes one flow value
    per line, no anchors), and the `cards:` of a large board cost more to read than the rest. Read
    once for the edge boards made from it (no schema needed; read only, never changed)."""
    section = _sections(text).get(key)
    return None if section is None else (yaml.load(section, Loader=_LOADER) or {}).get(key)


def edge_texts(text, own, number, script):
    """{variant: [its file text up to an empty `steps:`, ...]} of the legality edges of the written
    file of effect `number` (`text`, the writer's own output; `own` the card's alias; `script` its
    script's text) when its first step activates that effect by choice; {} for any other file.
    A variant's texts are tried in order, the first that refuses the effect written: the
    nothing_to_pick and nothing_offered boards first with the cards they leave out moved to the
    bottom of the other player's Deck (`_in_the_other_deck`), then without them. The full zones
    are tried only when the script counts free zones."""
    steps, entries = _read(text, "steps") or [], _read(text, "board") or []
    first = steps[0] if steps else {}
    if first.get("activate") != own or first.get("effect", 1) != number:
        return {}
    board = {entry["as"]: entry for entry in entries}
    edges = {}
    picked = _picked(first, board, own)
    controller = board[own].get("player", 0)

    def without(cards, how):
        return _without_texts(text, number, board, controller, cards, how)
    if picked:
        edges[NOTHING_TO_PICK] = without(picked, f"without the cards its activation picked ({', '.join(picked)})")
    fillers = _fillers(entries, controller) if _COUNTS_ZONES.search(script) else []
    if fillers:
        edges[ZONES_FULL] = [_text(text, number, f"with player {controller}'s Monster Zones full", add=fillers)]
    dropped = [frozenset(picked)]
    for index, offered in _offered_alone(first, board, own, picked):
        edges[f"{NOTHING_OFFERED} {index}"] = without(
            offered, f"without the cards its selection {index} offered ({', '.join(offered)})")
        dropped.append(frozenset(offered))
    for place, cards in _made_up_unpicked(board, own, controller, picked):
        if frozenset(cards) not in dropped:
            side, location = place.split()
            edges[f"{BARE} {place}"] = [_text(text, number, f"without the made-up cards of {_PLACE_WORDS[side]} "
                                              f"{location} it did not pick ({', '.join(cards)})", drop=cards)]
    return edges


def _without_texts(text, number, board, controller, cards, how, refusal=True, steps=""):
    """The texts of an edge board without `cards`, to try in turn: with them at the bottom of the
    other player's Deck instead (`_in_the_other_deck`, when they can go there), then without them;
    each its head (`_text`, `how` its title) then `steps`."""
    moved = _in_the_other_deck(board, cards, controller, _read(text, "cards") or {})
    elsewhere = [_text(text, number, f"{how}, each at the bottom of the other player's Deck instead", drop=cards,
                       add=moved, cards=[], refusal=refusal) + steps] if moved else []
    return elsewhere + [_text(text, number, how, drop=cards, refusal=refusal) + steps]


def _in_the_other_deck(board, cards, controller, data):
    """Board entries putting `cards` at the bottom of the Deck of the player other than
    `controller` (not an Extra Deck monster): a check meant for the controller's own places that
    also looks in the other player's (its location 0 written 1: LOCATION_DECK) finds them there.
    [] when one of them cannot go there."""
    other = 1 - controller
    entries = []
    for alias in cards:
        entry = board[alias]
        kinds = (data.get(entry["code"]) or {}).get("type") or ()
        if entry.get("location") == "extra" or _EXTRA_KINDS & set(kinds) or "token" in kinds:
            return []
        entries.append(f"  - {flow({'as': alias, 'code': entry['code'], 'player': other, 'location': 'deck'})}")
    return entries


def fewest_candidates_text(text, own, number):
    """The fewest_candidates board of the written file `text` (its first step activates effect
    `number` of the card `own` by choice; else None): without the board cards that step's selections
    offered but its answers did not pick, or when it picked none (an effect on every card of a kind),
    without all but one of those it changed (its expectation names), up to an empty `steps:`; None when
    that leaves out nothing. Its file is kept when the effect can still be activated there: a check
    that asks for one card more than the activation needs (`IsExistingMatchingCard(f, ..., 2, ...)`
    for 1) refuses it there and fails the file."""
    steps, entries = _read(text, "steps") or [], _read(text, "board") or []
    first = steps[0] if steps else {}
    if first.get("activate") != own or first.get("effect", 1) != number:
        return None
    board = {entry["as"]: entry for entry in entries}
    picked = set(_aliases([first.get(key) for key in _PICKS]))
    expect = steps[1].get("expect") if len(steps) > 1 else None
    # an effect on every card of a kind picks none: all but one of those it changed (not a Deck's: a draw)
    changed = [] if picked else [alias for alias in (expect if isinstance(expect, dict) else {}) if alias in board
                                 and alias != own and board[alias].get("location") != "deck"][1:]
    offered = [alias for item in first.get("offered") or ()
               for alias in (item["cards"] if isinstance(item, dict) else item) if alias in board]
    linked = {entry.get(link) for entry in entries for link in _LINKS}
    drop = [alias for alias in dict.fromkeys(offered + changed) if alias not in picked and alias != own
            and alias not in linked and not any(board[alias].get(link) for link in _LINKS)]
    if not drop:
        return None
    return _text(text, number, f"without the cards its activation did not pick ({', '.join(drop)})", drop=drop,
                 refusal=False, allowed=True)


def trigger_fewest_candidates_text(text, own, number, mandatory=False):
    """The fewest_candidates file of a trigger (effect `number` of the card `own`, `mandatory` or
    not) that the first step of the written file `text` raised: the board without the cards that
    step's selections offered but its answers did not pick (a made-up agent's own selection, which
    offers the whole board, aside), its steps again with their expectations and `offered:` left to
    the run (`run --update`); None for any other file, or when that leaves out nothing. Kept when
    its steps go through there: a check that asks for one card more than the trigger picks stops it."""
    first = raised_trigger(text, own, number, mandatory)
    if first is None:
        return None
    entries = _read(text, "board") or []
    board = {entry["as"]: entry for entry in entries}
    items = list(first.get("offered") or ())
    agent = board.get(first.get("activate"), {}).get("code", 0)
    if AGENT_CODES[0] <= agent < AGENT_CODES[1]:
        items = items[1:]
    picked = set(_aliases([first.get(key) for key in _PICKS]))
    linked = {entry.get(link) for entry in entries for link in _LINKS}
    drop = [alias for alias in dict.fromkeys(alias for item in items
                                             for alias in (item["cards"] if isinstance(item, dict) else item))
            if alias in board and alias not in picked and alias != own and alias not in linked
            and not any(board[alias].get(link) for link in _LINKS)]
    if not drop:
        return None
    head = _text(text, number, f"without the cards its trigger's step offered but did not pick ({', '.join(drop)})",
                 drop=drop, refusal=False)
    body = text.split("\nsteps:\n", 1)[1].split("\n")
    body = [line for line in body if not line.startswith(("    offered:", "    asked:"))]
    return head + "\n".join(_bare_expectations(body))


def _made_up_unpicked(board, own, controller, picked):
    """[(place, the made-up cards there)] of each place (`own mzone`, `foe grave`: the card's
    controller's or the other player's location) holding made-up cards the filters named (not
    agents, fillers or decoys) that the step did not pick, nothing attached to or equipped with
    them, in board order."""
    linked = {entry.get(link) for entry in board.values() for link in _LINKS}
    places = {}
    for alias, entry in board.items():
        code, location = entry.get("code", 0), entry.get("location")
        if alias == own or alias in picked or alias in linked or any(entry.get(link) for link in _LINKS) \
                or not _named_made_up(code) or location not in _BARED:
            continue
        side = "own" if entry.get("player", 0) == controller else "foe"
        places.setdefault(f"{side} {location}", []).append(alias)
    return list(places.items())


def _named_made_up(code):
    """Whether a card code is one of the made-up cards a board gets for what the filters name (and
    their Extra Deck twins, the made-up cards that name cards), not a made-up agent, filler or decoy."""
    return MADE_UP <= code < COMPANION or code >= MADE_UP + NAMED_FROM


def _offered_alone(step, board, own, picked):
    """[(selection number, the board cards it offered)] of the step's selections whose board stands
    without the cards they offered, but for one that offered just the cards the step picked (the
    nothing_to_pick board) or the same cards as one before. One that offered only some of the
    picked cards is kept: without them alone, the other selections' checks still pass."""
    found, seen = [], {frozenset(picked)}
    for index, item in enumerate(step.get("offered") or [], 1):
        cards = [alias for alias in (item["cards"] if isinstance(item, dict) else item) if alias in board]
        if not cards or own in cards or frozenset(cards) in seen:
            continue
        if any(entry.get(link) in cards for entry in board.values() for link in _LINKS):
            continue
        seen.add(frozenset(cards))
        found.append((index, cards))
    return found


def fewest_zone_texts(text, own, number, script, zones_full_refused):
    """[(free zones left, file text)] of the fewest_zones boards of the written file `text`, fewest
    first: the file, steps and all, with its controller's free Main Monster Zones taken but 0 to 3
    (fewer than the file leaves free), when the script counts Monster Zones; from 1 when the
    zones_full file already says that 0 is too few (`zones_full_refused`)."""
    if not _COUNTS_MONSTER_ZONES.search(script):
        return []
    entries = _read(text, "board") or []
    controller = next((entry.get("player", 0) for entry in entries if entry["as"] == own), 0)
    fillers = _fillers(entries, controller)
    texts = []
    for left in range(1 if zones_full_refused else 0, min(MOST_FREE_ZONES_TRIED, len(fillers) - 1) + 1):
        how = f"with {left} of player {controller}'s Main Monster Zones free"
        head = _text(text, number, how, add=fillers[:len(fillers) - left], refusal=False)
        texts.append((left, head + text.split("\nsteps:\n", 1)[1]))
    return texts


def copies_text(text, own, number, script, beside_only=False):
    """(the copies file text, {copy's alias: (the picked card's alias, where: BESIDE, OTHER_SIDE,
    DECK or VARIANT)}, {a variant's code: its kind of decoy script}) of the written file `text`,
    or None when its first step picked no card that can be copied. Each picked card gets a copy
    beside it, one in the same place on the other player's side, one at the bottom of each Deck
    (not for an Extra Deck monster) and, where it is, its variants on one axis each (Attribute,
    Race, Level, ATK/DEF, kind, archetype: decoys.variants, made-up cards the file's `cards:`
    describes), unless `beside_only`. A card on the field needs a free Main Zone of its kind, and
    but for the copy beside it leaves one free; nothing is copied from a Field or Pendulum Zone,
    nor a card attached or equipped."""
    steps, entries = _read(text, "steps") or [], _read(text, "board") or []
    board = {entry["as"]: entry for entry in entries}
    taken = {(entry.get("player", 0), entry.get("location"), entry.get("sequence")) for entry in entries}
    copies, lines, card_lines, scripts = {}, [], [], {}
    bottom = set()          # the aliases of the copies at the bottom of a Deck
    picked = _copied_picks(steps[0] if steps else {}, board, own)
    changed = [] if beside_only or picked else _changed(steps, board, own)

    def add(alias, entry, player, location, where, code=None, position=None):
        sequence = None
        if location in ("mzone", "szone"):
            free = [seq for seq in MAIN_MONSTER_ZONES if (player, location, seq) not in taken]
            if len(free) < (1 if where == BESIDE else 2):     # a zone of its kind stays free (a summon, a Set)
                return
            sequence = free[0]
            taken.add((player, location, sequence))
        copy = f"{alias}_{where.replace(' ', '_')}"
        while copy in board or copy in copies:
            copy += "_"
        fields = {key: value for key, value in entry.items()
                  if key not in ("as", "code", "player", "location", "sequence", "position")}
        placed = {"as": copy, "code": code or entry["code"], "player": player, "location": location}
        if sequence is not None:
            placed["sequence"] = sequence
        if position or entry.get("position"):
            placed["position"] = position or entry["position"]
        copies[copy] = (alias, CHANGED if alias in changed else
                        where.split(" ")[0] if where.startswith((VARIANT, SUMMON_DECOY)) else where)
        lines.append({**placed, **fields})
        return copy

    taken_codes = {decoys.PLAIN: 0, decoys.REVIVE_LIMIT: 0, decoys.NO_SPECIAL_SUMMON: 0}
    for alias in picked + changed:
        entry = board[alias]
        player, location = entry.get("player", 0), entry.get("location")
        if location not in ("mzone", "szone", *_PILES):
            continue
        add(alias, entry, player, location, BESIDE)
        if beside_only:
            continue
        add(alias, entry, 1 - player, location, OTHER_SIDE)
        specs = _read(text, "cards") or {}
        kinds = (specs.get(entry["code"]) or {}).get("type") or []
        if location != "extra" and not set(kinds) & _EXTRA_KINDS:
            for side in (player, 1 - player):
                bottom.add(add(alias, {"code": entry["code"]}, side, "deck", f"{DECK} {side}"))
        facedown = decoys.facedown_position(location, entry.get("position"))
        if facedown:
            add(alias, entry, player, location, FACE_DOWN, position=facedown)
        add(alias, {"code": entry["code"]}, player, decoys.next_place(location), NEXT_PLACE)
        original = parse_card_spec(entry["code"], specs.get(entry["code"]) or {}, "the file's cards:")
        made = [(decoys.PLAIN, variant, decoys.place_of(variant, location, entry.get("position")), f"{VARIANT} {index + 1}")
                for index, variant in enumerate(decoys.variants(original, script))]
        made += [(kind, decoy, (location, entry.get("position")), f"{SUMMON_DECOY} {kind}")
                 for kind, decoy in decoys.summon_decoys(original, location, script)]
        for kind, variant, where, name in made:
            if where is None or taken_codes[kind] >= decoys.PER_KIND:
                continue
            code = decoys.code_of(kind, taken_codes[kind])
            taken_codes[kind] += 1
            card_lines.append(f"  {code}: {flow(card_spec(replace(variant, code=code)))}")
            if variant.loads_script:
                scripts[code] = kind
            fields = {"code": code, "properly_summoned": False} if kind == decoys.REVIVE_LIMIT else {"code": code}
            add(alias, fields, player, where[0], name, code=code, position=where[1])
    if not copies:
        return None
    # the copies at the bottom of each Deck are listed last: a Deck is built in listed order (the
    # first on top), so they end below every other card of their Deck, in the order listed
    lines = [f"  - {flow(entry)}" for entry in sorted(lines, key=lambda entry: entry["as"] in bottom)]
    how = ("with a copy of each card its first step picked beside it" if beside_only else
           "with copies of each card its first step picked (beside it, on the other side, at the bottom of each Deck) "
           "and its variants")
    head = _text(text, number, how, add=lines, refusal=False, cards=card_lines)
    if scripts and not re.search(r"^scripts:", head, re.MULTILINE):     # the variants' scripts, beside the file
        head = re.sub(r"^(name: .*)$", r"\1\nscripts: [scripts]", head, count=1, flags=re.MULTILINE)
    return head + text.split("\nsteps:\n", 1)[1], copies, scripts


_SEAT = re.compile(r"\b(player|owner): ([01])\b")
_STEP_PLAYER = re.compile(r"^    player: ([01])$")


def mirrored(text):
    """The file `text` (the writer's own, with steps) played from the other seats: each player
    number of its turn, starting `players:`, board and steps swapped (0 <-> 1), so that a check
    naming a player by number where the script meant `tp` or `1-tp` (`1+tp` for `1-tp`) fails
    where the file's own seats cannot tell; its expectations are the run's (`run --update`)."""
    head, steps = text.split("\nsteps:\n", 1)
    swap = lambda found: f"{found.group(1)}: {1 - int(found.group(2))}"
    out = []
    for line in head.split("\n"):
        if line.startswith("turn: "):
            line = "turn: " + flow(_mirrored_turn(text))
        elif line.startswith("  - {as: "):
            line = _SEAT.sub(swap, line)
        elif line.startswith("players: "):
            players = _parsed_players(line)
            line = "players: " + flow({1 - player: values for player, values in sorted(players.items(), reverse=True)})
        elif line.startswith("# The board: "):
            line = line[:-1] + ", with the players' seats swapped." if line.endswith(".") else line
        out.append(line)
    steps = "\n".join(_STEP_PLAYER.sub(lambda found: f"    player: {1 - int(found.group(1))}", line)
                      for line in steps.split("\n"))
    return "\n".join(out) + "\nsteps:\n" + steps


def _mirrored_turn(text):
    """The `turn:` of the file `text` played from the other seats: the other player's, with its
    Battle Phase in turn 1 as written_turn says for that player (a plan that needed one keeps it)."""
    turn = _read(text, "turn")
    battle_phase = turn.get("attack_first_turn") is True
    turn = {**turn, "player": 1 - turn.get("player", 0)}
    # written_turn reads the steps for player 0's turn only: the common case (player 1) reads none
    return written_turn(turn, (_read(text, "steps") or []) if turn["player"] == 0 else [], battle_phase)


def _parsed_players(line):
    return yaml.load(line, Loader=_LOADER)["players"]


def _changed(steps, board, own):
    """The board cards the steps changed (those their expectations name), one per place and at most
    MOST_CHANGED_COPIED, but the card itself, a Deck's (a draw), the attached and the made-up cards
    that only play the plan (a made-up agent: copies of it test nothing of the card's script)."""
    linked = {entry.get(link) for entry in board.values() for link in _LINKS}
    found, places = [], set()
    for step in steps:
        for alias in (step.get("expect") or {}) if isinstance(step.get("expect"), dict) else ():
            entry = board.get(alias)
            if entry is None or alias == own or alias in linked or alias in found \
                    or not (entry.get("code", 0) < MADE_UP or _named_made_up(entry.get("code", 0))) \
                    or entry.get("location") in ("deck", "overlay") or any(entry.get(link) for link in _LINKS):
                continue
            place = (entry.get("player", 0), entry.get("location"))
            if place not in places and len(found) < MOST_CHANGED_COPIED:
                places.add(place)
                found.append(alias)
    return found


def copies_pin(text, copies):
    """Whether the copies file `text` pins what its own file cannot: a selection offered a copy
    beside its card and asked for fewer cards than it offered (the prompt's numbers), or left out a
    copy elsewhere while it offered its card (the places and sides the selection takes)."""
    steps = _read(text, "steps") or []
    if any(where == CHANGED for _, where in copies.values()):
        return True
    for step in steps:
        for item in step.get("offered") or []:
            cards = set(item["cards"] if isinstance(item, dict) else item)
            for copy, (original, where) in copies.items():
                if original not in cards:
                    continue
                if where == BESIDE and copy in cards and isinstance(item, dict) and item.get("max", len(cards)) < len(cards):
                    return True
                if where != BESIDE and copy not in cards:
                    return True
    return False


def _fillers(entries, player):
    """Board entries of made-up Normal Monsters in the player's free Main Monster Zones (none when a
    monster there has no sequence to go by)."""
    mine = [entry for entry in entries if entry.get("player", 0) == player and entry.get("location") == "mzone"]
    if any(entry.get("sequence") is None for entry in mine):
        return []
    free = [sequence for sequence in MAIN_MONSTER_ZONES if sequence not in {entry["sequence"] for entry in mine}]
    return [f"  - {flow({'as': f'made_up_filler_{index}', 'code': FILLER, 'player': player, 'location': 'mzone', 'sequence': sequence, 'position': 'faceup_attack'})}"
            for index, sequence in enumerate(free, 1)]


def _picked(step, board, own):
    """The board cards the activation's answers picked, when the board stands without them: not the
    card itself, nothing equipped to or attached to them."""
    picked = []
    for key in _PICKS:
        for alias in _aliases(step.get(key)):
            if alias in board and alias not in picked:
                picked.append(alias)
    if own in picked:
        return []
    if any(entry.get(link) in picked for entry in board.values() for link in _LINKS):
        return []
    return picked


def _copied_picks(step, board, own):
    """The board cards the step's answers picked that a copies board copies: not the card itself
    (a made-up agent's pick of it, which raises its trigger: the trigger's own picks are copied),
    nothing equipped to or attached to another card (a monster with an equip or materials is: its
    copies have none)."""
    return [alias for alias in dict.fromkeys(alias for key in _PICKS for alias in _aliases(step.get(key)))
            if alias in board and alias != own and not any(board[alias].get(link) for link in _LINKS)]


_TRIGGER_PICKS = ("targets", "choose", "cost")


def trigger_nothing_to_pick_texts(text, own, number):
    """The nothing_to_pick files of a trigger (effect `number` of the card `own`) to try in turn,
    when the written file's first step raised it and answered its offer (`triggers:`) and picks of
    the board: the board with those cards at the bottom of the other player's Deck instead
    (`_in_the_other_deck`), then without them; the step again without its picks and offer answer,
    and with `not_offered: [own]`, so a target check that would let the trigger be offered there
    fails it. [] for any other file. Their expectations are the run's (`run --update`)."""
    first = raised_trigger(text, own, number)
    if first is None:
        return []
    board = {entry["as"]: entry for entry in _read(text, "board") or []}
    picked = list(dict.fromkeys(alias for key in _TRIGGER_PICKS for alias in _aliases(first.get(key))
                                if alias in board and alias != own))
    if not picked or any(entry.get(link) in picked for entry in board.values() for link in _LINKS):
        return []
    return _without_texts(text, number, board, board[own].get("player", 0), picked,
                          f"without the cards its trigger picked ({', '.join(picked)})", refusal=False,
                          steps=_untriggered_steps(text, own, first))


def with_companion(text, own, number, event, mandatory):
    """(`text` with a companion, the companion's code, its script) for a trigger (effect `number` of
    the card `own`, waiting for `event`, `mandatory` or not) that the first step of the file `text`
    (the writer's own, or an edge board made from it that plays its steps) raised: a made-up
    Continuous Spell face-up in the turn player's Spell & Trap Zone whose mandatory trigger on the
    same event does nothing. The turn player's mandatory triggers go first on the chain, so the
    card's trigger is a later link there: a `SetOperationInfo(0, ...)` or `GetChainInfo(0, ...)`
    written with 1 announces on (or reads) the companion's link and fails the file. A mandatory
    trigger of the turn player's (its order among the turn player's mandatory triggers would be a
    prompt) is played in the other player's turn instead, when its first step activates a card (a
    made-up agent, a Quick-Play Spell Set earlier, may be activated in either turn), the companion
    then the new turn player's. None for any other file, an event with no plain code, or no free zone."""
    first = raised_trigger(text, own, number, mandatory)
    if first is None or not 0 < event < COMPANION_EVENTS:
        return None
    entries = _read(text, "board") or []
    turn_player = (_read(text, "turn") or {}).get("player", 0)
    controller = next((entry.get("player", 0) for entry in entries if entry["as"] == own), 0)
    other_turn = controller == turn_player and mandatory
    if other_turn:
        if "activate" not in first:
            return None
        turn_player = 1 - turn_player
    taken = {entry.get("sequence") for entry in entries if entry.get("player", 0) == turn_player
             and entry.get("location") == "szone"}
    free = [sequence for sequence in range(5) if sequence not in taken]
    if not free or any(entry["as"] == COMPANION_ALIAS for entry in entries):
        return None
    code = COMPANION + event
    entry = {"as": COMPANION_ALIAS, "code": code, "player": turn_player, "location": "szone",
             "sequence": free[0], "position": "faceup"}
    card = {"name": "made-up companion: a mandatory trigger", "type": ["spell", "continuous"]}
    head, steps = text.split("\nsteps:\n", 1)
    how = "with the turn player's made-up mandatory trigger on its event chained first"
    if other_turn:
        head = _in_turn_of(head, turn_player)
        how = f"in player {turn_player}'s turn, " + how
    head = _with_card(head, code, card, entry, how)
    return head + "\nsteps:\n" + steps, code, _COMPANION_SCRIPT.replace("@EVENT@", str(event))


def _in_turn_of(head, player):
    """The head of a file (up to its steps) with its `turn:` player `player`."""
    def turned(line):
        if _SEAT.search(line):
            return _SEAT.sub(f"player: {player}", line, count=1)
        return line.replace("turn: {", f"turn: {{player: {player}, ", 1)
    return "\n".join(turned(line) if line.startswith("turn: ") else line for line in head.split("\n"))


def chained_to_an_opener(text, own, number):
    """(`text` with the card's activation chained to an opener, the opener's code, its script) when
    the first step of the file `text` (the writer's own, or an edge board made from it that plays
    its steps) activates effect `number` of the card `own`: a made-up Quick-Play Spell Set in its
    controller's Spell & Trap Zone that does nothing is activated first, and the step's activation,
    answers and all, is its `chain:` entry, so the effect is chain link 2 there (a `SetOperationInfo(0,
    ...)` or `GetChainInfo(0, ...)` written with 1 fails the file). Only an effect that can respond
    (a Quick Effect, a Trap, a Quick-Play Spell) goes through there. None for any other file, or
    no free zone (two for a card activated from the hand, which takes one)."""
    steps = _read(text, "steps") or []
    first = steps[0] if steps else {}
    if first.get("activate") != own or first.get("effect", 1) != number or "chain" in first or "after_chain" in first:
        return None
    entries = _read(text, "board") or []
    controller = first.get("player", next((entry.get("player", 0) for entry in entries if entry["as"] == own), 0))
    taken = {entry.get("sequence") for entry in entries if entry.get("player", 0) == controller
             and entry.get("location") == "szone"}
    free = [sequence for sequence in range(5) if sequence not in taken]
    # a Spell or Trap activated from the hand takes a zone: one stays free for it
    in_hand = any(entry["as"] == own and entry.get("location") == "hand" for entry in entries)
    if len(free) < 1 + in_hand or any(entry["as"] == OPENER_ALIAS for entry in entries):
        return None
    entry = {"as": OPENER_ALIAS, "code": OPENER, "player": controller, "location": "szone", "sequence": free[0],
             "position": "facedown"}
    card = {"name": "made-up opener: a Quick-Play Spell that does nothing", "type": ["spell", "quickplay"]}
    head, body = text.split("\nsteps:\n", 1)
    head = _with_card(head, OPENER, card, entry, "with its activation chained to a made-up Quick-Play Spell")
    rest = body.split("\n")
    end = next((index for index, line in enumerate(rest[1:], 1) if line.startswith("  - ")), len(rest))
    link = {key: value for key, value in first.items() if key not in ("offered", "asked")}
    opener = [f"  - activate: {OPENER_ALIAS}"] + ([f"    player: {first['player']}"] if "player" in first else [])
    opener += ["    chain:", f"      - {flow(link)}"]
    return head + "\nsteps:\n" + "\n".join(opener + _bare_expectations(rest[end:])), OPENER, _OPENER_SCRIPT


def _with_card(head, code, card, entry, how):
    """The head of a file (up to its steps) with one more card: its `cards:` entry, its board entry,
    `scripts: [scripts]` (its script is a made-up card's) and the board comment saying `how`."""
    out = []
    for key, lines in _keyed_sections(head):
        if key == "cards":
            lines = _with_cards(lines, [f"  {code}: {flow(card)}"])
        elif key == "board":
            lines = lines + [f"  - {flow(entry)}"]
        elif key == "name" and not re.search(r"^scripts:", head, re.MULTILINE):
            lines = lines[:1] + ["scripts: [scripts]"] + lines[1:]
        said = [line[:-1] + f", {how}." if line.startswith("# The board: ") and line.endswith(".") else line
                for line in lines]
        out.append("\n".join(said))
    return "\n".join(out)


def trigger_zones_full_text(text, own, number, script, left):
    """The zones_full file of a trigger (effect `number` of the card `own`) whose file's first step
    raised it, when the script counts Monster Zones: the board with its controller's free Main
    Monster Zones taken but `left` (one fewer than its fewest_zones file leaves, so its steps no
    longer go through), the step again without the trigger's picks and offer answer, and with
    `not_offered: [own]`: a free-zone check written `>= 0`, left out or counting another zone lets
    the trigger be offered there and fails it. None for any other file."""
    first = raised_trigger(text, own, number)
    if first is None or not _COUNTS_MONSTER_ZONES.search(script):
        return None
    entries = _read(text, "board") or []
    controller = next((entry.get("player", 0) for entry in entries if entry["as"] == own), 0)
    fillers = _fillers(entries, controller)
    if len(fillers) <= left:
        return None
    how = f"with {left} of player {controller}'s Main Monster Zones free, where it is not offered"
    return _text(text, number, how, add=fillers[:len(fillers) - left], refusal=False) + _untriggered_steps(text, own, first)


def raised_trigger(text, own, number, mandatory=False):
    """The first step of the written file `text` when it raised the card's trigger and answered its
    offer (`triggers:`), not an activation of effect `number` itself; with `mandatory` (a mandatory
    trigger, which no offer asks about), also when the card's effect was chained in that step (the
    events of the expectation after it); else None."""
    steps = _read(text, "steps") or []
    first = steps[0] if steps else {}
    if first.get("activate") == own and first.get("effect", 1) == number:
        return None
    if own in (first.get("triggers") or {}) or mandatory and _chained_in(steps[1:2], own):
        return first
    return None


def _chained_in(steps, own):
    """Whether an `expect:` of `steps` has the card `own` chained (an event `chaining` of it)."""
    return any(event.get("event") == "chaining" and own in (event.get("cards") or ())
               for step in steps if isinstance(step.get("expect"), dict)
               for event in step["expect"].get("events") or () if isinstance(event, dict))


def _untriggered_steps(text, own, first):
    """The file's steps with the first one again without the trigger's picks (a made-up agent's
    answer that picks the card itself stays: it raises the event), its `offered:` and its offer
    answer, and with `not_offered: [own]`; each `expect:` left empty (the run writes it)."""
    body = text.split("\nsteps:\n", 1)[1].split("\n")
    end = next((index for index, line in enumerate(body[1:], 1) if line.startswith("  - ")), len(body))
    step = [body[0]]
    for line in body[1:end]:
        key = line.strip().split(":")[0]
        if key in _TRIGGER_PICKS and _own_pick(first.get(key), own):
            line = f"    {key}: {flow(_own_pick(first[key], own))}"
        elif key in _TRIGGER_PICKS or key == "offered":
            continue
        if key == "triggers":
            others = {alias: answer for alias, answer in first["triggers"].items() if alias != own}
            if others:
                step.append(f"    triggers: {flow(others)}")
            step.append(f"    not_offered: [{own}]")
            continue
        step.append(line)
    return "\n".join(step + _bare_expectations(body[end:]))


def _own_pick(answers, own):
    """The answers of a step up to the one that picks the card itself (a made-up agent's pick of the
    card, which raises its trigger), as the step wrote them; None when none picks it."""
    if not isinstance(answers, list):
        return None
    if own in answers:                      # one prompt, the card among its picks
        return answers
    for index, answer in enumerate(answers):
        if isinstance(answer, list) and own in answer:
            return answers[:index + 1]
    return None


def _bare_expectations(lines):
    """Steps' lines with each `expect:` step left empty (`run --update` writes them again: they may
    name a card the board no longer holds)."""
    out, inside = [], False
    for line in lines:
        if line.startswith("  - "):
            inside = line.startswith("  - expect:")
            out.append("  - expect: {}" if inside else line)
        elif not inside:
            out.append(line)
    return out


def _aliases(value):
    """The strings of a value of nested lists and mappings (their keys too): the aliases it names."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [alias for item in value for alias in _aliases(item)]
    if isinstance(value, dict):
        return [alias for key, item in value.items() for alias in _aliases(key) + _aliases(item)]
    return []


def _text(text, number, how, drop=(), add=(), refusal=True, cards=None, allowed=False):
    """The file's text up to its steps, re-titled (as a refusal, unless `refusal` is False: the
    board may let the effect be activated; with `allowed`, as a board that lets it), with the board entries of `drop` left out and those of
    `add` appended, and the `cards:` entries `cards` added (by default the fillers' when `add` has
    entries), then an empty `steps:`."""
    if cards is None:
        cards = [f"  {FILLER}: {flow(FILLER_DATA)}"] if add else []
    head = text.split("\nsteps:\n")[0]
    title = _HEADER.match(head)
    what = f"effect {number} {'cannot be activated ' if refusal else 'can be activated ' if allowed else ''}{how}"
    out = []
    for key, lines in _keyed_sections(head):
        if key == "cards" and cards:
            lines = _with_cards(lines, cards)
        elif key == "board":
            lines = [line for line in lines if _entry_alias(line) not in drop] + list(add)
        for line in lines:
            if title and _HEADER.match(line):
                line = f"# A snapshot of {title['title']} ({title['code']}): {what}."
            elif line.startswith("# The plan: "):
                line = f"# The board: the one effect {number} was activated on in its own file, {how}."
            elif line.startswith("name: ") and title:
                line = "name: " + scalar(f"{title['title']} ({title['code']}): {what}")
            out.append(line)
    return "\n".join(out) + "\nsteps:\n"


def _entry_alias(line):
    found = re.match(r"  - \{as: ([^,}]+)", line)
    return found.group(1) if found else None


def without_the_unpicked(text, own):
    """The written file `text` without the board cards its selections only offered (no step picks,
    names or expects them), and so with fewer cards for its checks to go through: for a file whose
    run is heavy (a Fusion check over every set of eleven candidate materials), the board a lighter
    file is written from, its steps and expectations again (as `run --update` rewrites them). None
    when there are no such cards."""
    offered, named = set(), {own}
    for step in _read(text, "steps") or []:
        for key, value in step.items():
            (offered if key == "offered" else named).update(_aliases(value))
    entries = _read(text, "board") or []
    board = {entry["as"] for entry in entries}
    linked = {entry.get(link) for entry in entries for link in _LINKS}
    drop = sorted((offered & board) - named - linked)
    if not drop:
        return None
    head, steps = text.split("\nsteps:\n", 1)
    lines = [line for line in head.split("\n") if _entry_alias(line) not in drop]
    # the selections' `offered:` go (they name the cards left out): the rewrite writes them anew
    kept_steps = [line for line in steps.split("\n") if not line.startswith("    offered:")]
    return "\n".join(lines) + "\nsteps:\n" + "\n".join(kept_steps)


def other_seats_text(text, number):
    """The other_seats file of effect `number`: the written file `text`, board and steps as they
    are, re-titled, to be played from the other seats (`mirrored`), for an effect no other edge
    board plays there. Its expectations are the run's (`run --update`)."""
    return _text(text, number, "from the other seats", refusal=False) + text.split("\nsteps:\n", 1)[1]
