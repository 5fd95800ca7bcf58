"""Layer 3, checks without side effects: may this card be summoned, activated, attacked, sent,
targeted, Tributed; what a player may do at all; where a card would be redirected; the
script-bug checks and the invariants. Asks the values; changes nothing."""
