"""Group: an ordered set of cards, the engine side of the Lua `Group` type."""
from bisect import insort


def _creation_order(card):
    return card.card_id


class Group:
    """A set of cards in the core's card_set order: by card_id (the order the cards were created
    in), whatever order they were added in, so GetFirst/GetNext and every loop over a group go
    through its cards as the engine's do."""
    __slots__ = ("cards", "_ud")

    def __init__(self, cards=()):
        self.cards = []
        self._ud = None                   # reserved for the Lua binding layer
        for card in cards:
            self.add(card)

    def add(self, card):
        if card not in self.cards:
            insort(self.cards, card, key=_creation_order)

    def remove(self, card):
        if card in self.cards:
            self.cards.remove(card)

    def __contains__(self, card):
        return card in self.cards

    def __iter__(self):
        return iter(list(self.cards))

    def __len__(self):
        return len(self.cards)

    def first(self):
        return self.cards[0] if self.cards else None

    def __repr__(self):
        return f"<Group {[c.describe() for c in self.cards]}>"
