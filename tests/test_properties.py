"""Property tests: random boards and random sequences of equip-related actions; after every
step the duel's invariants must hold (every card in exactly one place, zone capacities, the
equip relation symmetric and only between field cards, no equip kept against its limit)."""
from hypothesis import HealthCheck, event, settings, strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from harness.constants import LOCATION_MZONE, LOCATION_SZONE, POS_FACEDOWN_DEFENSE, POS_FACEUP_ATTACK
from harness.engine import invariants, stats
from harness.session import DuelSession

MONSTERS = (89631139, 46986414, 6368038)        # Blue-Eyes (Dragon), Dark Magician, Gaia
EQUIPS = (40619825, 1435851)                     # Axe of Despair (any monster), Dragon Treasure (Dragons)


class EquipMachine(RuleBasedStateMachine):
    @initialize(monsters=st.lists(st.tuples(st.sampled_from(MONSTERS), st.sampled_from((0, 1))), min_size=1, max_size=5),
                equips=st.lists(st.tuples(st.sampled_from(EQUIPS), st.sampled_from((0, 1))), min_size=1, max_size=4))
    def build(self, monsters, equips):
        self.session = DuelSession()
        self.cards = []
        for code, player in monsters:
            if self.session.duel.free_sequences(player, LOCATION_MZONE):
                self.cards.append(self.session.add_card(code, player, "mzone"))
        for code, player in equips:
            self.cards.append(self.session.add_card(code, player, "hand"))

    def _any(self, data, where=None):
        pool = [c for c in self.cards if where is None or c.location == where]
        return data.draw(st.sampled_from(pool)) if pool else None

    @rule(data=st.data())
    def equip(self, data):
        equip = data.draw(st.sampled_from([c for c in self.cards if c.code in EQUIPS]))
        target = self._any(data, LOCATION_MZONE)
        if target is not None and equip.location != 0:
            self.session.equip(equip, target)
            event("equipped" if equip.equip_target is target else "equip failed or was lost")

    @rule(data=st.data(), how=st.sampled_from(("destroy", "banish", "send_to_grave", "to_hand")))
    def move(self, data, how):
        card = self._any(data)
        if card is not None and card.is_onfield():
            lost = list(card.equipped)
            getattr(self.session, how)([card])
            if lost:
                event("a monster with equips left the field")

    @rule(data=st.data(), facedown=st.booleans())
    def flip(self, data, facedown):
        card = self._any(data, LOCATION_MZONE)
        if card is not None:
            self.session.change_position(card, POS_FACEDOWN_DEFENSE if facedown else POS_FACEUP_ATTACK)

    @rule(data=st.data())
    def change_control(self, data):
        card = self._any(data, LOCATION_MZONE)
        if card is not None:
            self.session.change_control(card, 1 - card.controller)

    @rule(data=st.data(), negate=st.booleans())
    def negate_or_restore(self, data, negate):
        card = self._any(data, LOCATION_SZONE)
        if card is not None:
            (self.session.negate if negate else self.session.restore)(card)

    @invariant()
    def state_is_legal(self):
        if hasattr(self, "session"):
            invariants.check(self.session.duel)
            for card in self.cards:
                if card.equip_target is not None:
                    assert card.is_faceup() or card.location == LOCATION_SZONE
                    assert stats.equip_limit_allows(card, card.equip_target)


EquipMachine.TestCase.settings = settings(max_examples=300, stateful_step_count=15, deadline=None,
                                          suppress_health_check=[HealthCheck.too_slow])
TestEquipProperties = EquipMachine.TestCase
