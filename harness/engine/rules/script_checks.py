"""Script-bug detection: mistakes the real engine lets pass silently, reported with the script
line (the "common mistakes" of the activation-legality and equip guides).

- chk0_side_effects: a cost or target function called with chk==0 must only check; changing the
  duel there (moving a card, paying LP, registering an effect, asking for a selection) is a bug.
- chkc: the target function's chkc branch must accept exactly the cards SelectTarget offered
  (among the targetable cards of the selection's locations), for an effect with one SelectTarget;
  a chkc branch that accepts nothing there nor on the field, in a GY or banished (`if chkc then
  return false end`) opts out, one that accepts cards only elsewhere looks in the wrong place. A warning by
  default: the engine calls chkc only when a target is changed later, so real scripts with a
  too-wide chkc run correctly until then.
- operation_info: an operation must announce (SetOperationInfo or SetCategory) every category
  of action it performs; announcing one it never performs is a warning.
- equip_limit_drift: an Equip Spell whose activation target the equip limit then rejects.
- argument_types: a boolean, string, table or engine object passed where the API reads a number;
  the core's lua_tointeger reads it as 0 (a numeric string as its number), and so does the
  harness; and an exception argument (`ex`) that is no Card, Group or nil, which the core
  ignores. A warning by default: real scripts do it (a Contact Fusion filter such as
  Card.IsAbleToRemoveAsCost gets the Fusion Monster as its position) and run on the engine.

Each check has a level: `error` fails the step, `warning` is reported with the run (and
`expect: warnings:` can assert it), `off` skips it. The defaults are below; operation_info is
a warning because the real engine never reads categories at resolution, so many unmodified
real scripts that the engine runs correctly would otherwise fail; chkc likewise (below). Set levels with
DuelSession(checks=...) or a scenario's `checks:` (true: the defaults, false: all off, a
mapping: name -> error | warning | off, or true (its default) / false (off)).
"""
from harness.constants import (
    CATEGORY_DESTROY, CATEGORY_TOHAND, CATEGORY_SEARCH, CATEGORY_TOGRAVE, CATEGORY_REMOVE, CATEGORY_TODECK,
    CATEGORY_EQUIP, CATEGORY_SPECIAL_SUMMON, CATEGORY_CONTROL, CATEGORY_DRAW, CATEGORY_DAMAGE,
    CATEGORY_RECOVER, CATEGORY_POSITION, CATEGORY_RELEASE, CATEGORY_TOEXTRA, CATEGORY_DECKDES,
    CATEGORY_LEAVE_GRAVE, CATEGORY_GRAVE_ACTION, CATEGORY_GRAVE_SPSUMMON, CATEGORY_HANDES,
    EVENT_DESTROYED, EVENT_TO_HAND, EVENT_TO_GRAVE, EVENT_REMOVE, EVENT_TO_DECK, EVENT_EQUIP,
    EVENT_SPSUMMON_SUCCESS, EVENT_CONTROL_CHANGED, EVENT_DRAW, EVENT_DAMAGE, EVENT_RECOVER, EVENT_CHANGE_POS,
    EVENT_RELEASE, EVENT_TOSS_COIN, EVENT_TOSS_DICE, CATEGORY_COIN, CATEGORY_DICE, EFFECT_FLAG_CARD_TARGET, LOCATION_DECK, REASON_DESTROY, REASON_EFFECT, REASON_RELEASE,
    REASON_DRAW, LOCATION_MZONE, LOCATION_SZONE, LOCATION_GRAVE, LOCATION_REMOVED,
)
from harness import constants
from ..state.events import event_arguments
from ..state.host import truthy
from ..state.script_bugs import (  # noqa: F401  (the levels and reports, public here too)
    CHECKS, DEFAULT_LEVELS, LEVELS, ScriptBug, enabled, guard, report, settings,
)
from ..values import stats
from .capabilities import can_be_effect_target


# -- chkc ------------------------------------------------------------------------------------------------------
_TARGET_PLACES = LOCATION_MZONE | LOCATION_SZONE | LOCATION_GRAVE | LOCATION_REMOVED   # where targets are taken


def check_chkc(duel, effect, player, event_args, offered, in_range):
    """Compare the chkc branch of the target function with what SelectTarget offered."""
    if not enabled(duel, "chkc") or effect.target is None or not effect.has_property(EFFECT_FLAG_CARD_TARGET):
        return

    def accepts(card):
        return _chkc_accepts(duel, effect, player, event_args, card)
    # A function without a chkc branch answers the chk==0 question for any card, even its own
    # handler (which is never a legal target of its own activation), when it could be targeted at all.
    if effect.handler not in in_range and can_be_effect_target(effect.handler, effect) and accepts(effect.handler):
        duel.warn(f"{effect.describe()}: the target function has no chkc branch (it accepts any card); "
                  f"targets changed later would not be checked")
        return
    accepted = [card for card in in_range if accepts(card)]
    if not accepted:
        # `if chkc then return false end` (the effect's targets cannot be re-checked one by one)
        # accepts no card anywhere; a chkc that looks in another place accepts cards there
        elsewhere = [card for card in _public_cards(duel, player) if card not in in_range
                     and card is not effect.handler and can_be_effect_target(card, effect) and accepts(card)]
        if elsewhere:
            report(duel, "chkc", "the target function's chkc branch accepts cards SelectTarget did not offer: "
                   + ", ".join(c.describe() for c in elsewhere))
        return
    rejected_offered = [c for c in offered if c not in accepted]
    if rejected_offered:
        report(duel, "chkc", "the target function's chkc branch rejects cards SelectTarget offered: "
               + ", ".join(c.describe() for c in rejected_offered))
    accepted_not_offered = [c for c in accepted if c not in offered]
    if accepted_not_offered:
        report(duel, "chkc", "the target function's chkc branch accepts cards SelectTarget did not offer: "
               + ", ".join(c.describe() for c in accepted_not_offered))


def _public_cards(duel, player):
    """The cards of both players on the field, in the GYs and banished: where targets are taken."""
    return duel.cards_in_range(player, _TARGET_PLACES, _TARGET_PLACES)


def _chkc_accepts(duel, effect, player, event_args, card):
    """Whether the target function's chkc branch accepts `card` (run as a check: no side effect)."""
    with duel.checking("target (chkc)"):
        result = duel.host.call(effect.target, effect, player, *event_args, 0, card)
    return truthy(result)


# -- operation info ------------------------------------------------------------------------------------------
def performed_categories(event, effect):
    """The categories an event raised by `effect`'s own action belongs to."""
    if event.reason_effect is not effect or not event.reason & REASON_EFFECT and event.code not in (
            EVENT_EQUIP, EVENT_SPSUMMON_SUCCESS, EVENT_CONTROL_CHANGED, EVENT_CHANGE_POS, EVENT_DAMAGE, EVENT_RECOVER,
            EVENT_TOSS_COIN, EVENT_TOSS_DICE):
        return 0
    code = event.code
    if code == EVENT_DESTROYED:
        return CATEGORY_DESTROY
    if code == EVENT_TO_GRAVE and not event.reason & (REASON_DESTROY | REASON_RELEASE):
        from_deck = any(c.previous.location == LOCATION_DECK for c in event.cards)
        return CATEGORY_TOGRAVE | (CATEGORY_DECKDES if from_deck else 0)
    if code == EVENT_TO_HAND and not event.reason & REASON_DRAW:
        return CATEGORY_TOHAND | (CATEGORY_SEARCH if any(c.previous.location == LOCATION_DECK for c in event.cards) else 0)
    return {EVENT_REMOVE: CATEGORY_REMOVE, EVENT_TO_DECK: CATEGORY_TODECK | CATEGORY_TOEXTRA, EVENT_EQUIP: CATEGORY_EQUIP,
            EVENT_SPSUMMON_SUCCESS: CATEGORY_SPECIAL_SUMMON, EVENT_CONTROL_CHANGED: CATEGORY_CONTROL,
            EVENT_DRAW: CATEGORY_DRAW, EVENT_DAMAGE: CATEGORY_DAMAGE, EVENT_RECOVER: CATEGORY_RECOVER,
            EVENT_CHANGE_POS: CATEGORY_POSITION, EVENT_RELEASE: CATEGORY_RELEASE,
            EVENT_TOSS_COIN: CATEGORY_COIN, EVENT_TOSS_DICE: CATEGORY_DICE}.get(code, 0)


# Categories that describe the same action differently: performing any of a group's actions is
# announced by any category of the group.
_ALIKE = [CATEGORY_TOHAND | CATEGORY_SEARCH, CATEGORY_TOGRAVE | CATEGORY_DECKDES | CATEGORY_HANDES,
          CATEGORY_TODECK | CATEGORY_TOEXTRA, CATEGORY_SPECIAL_SUMMON | CATEGORY_GRAVE_SPSUMMON,
          CATEGORY_REMOVE | CATEGORY_GRAVE_ACTION | CATEGORY_LEAVE_GRAVE]


def check_operation_info(duel, link, events):
    if not enabled(duel, "operation_info"):
        return
    announced = link.effect.category
    for category in link.operation_infos:
        announced |= category
    performed = 0
    for event in events:
        performed |= performed_categories(event, link.effect)
    performed_all = performed          # before the announced groups are taken out below
    for group in _ALIKE:
        if announced & group:
            announced |= group
        if performed & group and announced & group:
            performed &= ~group
    missing = performed & ~announced
    if missing:
        names = ", ".join(constants.CATEGORY.names(missing))
        report(duel, "operation_info", f"{link.effect.describe()} performed an action of category {names} that it "
               f"never announced (SetOperationInfo or SetCategory)", where=duel.host.defined_at(link.effect.operation))
    unused = 0
    for category in link.operation_infos:
        if not any(category & group for group in _ALIKE if performed_all & group) and not performed_all & category:
            unused |= category
    if unused:
        duel.warn(f"{link.effect.describe()} announced {', '.join(constants.CATEGORY.names(unused))} "
                  f"(SetOperationInfo) but did not perform it this time")


# -- equip limit drift ----------------------------------------------------------------------------------------
def check_equip_limit_drift(duel, link, events):
    """Drift is the same monster accepted by the target filter and rejected by the equip limit:
    a monster that changed after it was targeted (and that the filter would now reject too) is
    the ruling's case, not a script bug."""
    if not enabled(duel, "equip_limit_drift") or link.targets is None or link.effect.target is None:
        return
    for event in events:
        if event.code != EVENT_EQUIP or event.reason_effect is not link.effect:
            continue
        for equip in event.cards:
            target = equip.equip_target
            if equip is link.handler and target is not None and target in link.targets \
                    and not stats.equip_limit_allows(equip, target) \
                    and _chkc_accepts(duel, link.effect, link.player, event_arguments(link.event), target):
                report(duel, "equip_limit_drift", f"the activation's target filter accepted {target.describe()}, "
                       f"but {equip.describe()}'s equip limit rejects it: the target filter and the "
                       f"equip limit drift apart (register EFFECT_EQUIP_LIMIT to match the filter)")
