---@meta
-- Generated from the binding registry (harness/lua/bindings) by `python -m harness.stubgen`; do not edit.
-- Duel: 229 functions of the real API, 229 implemented by the harness;
-- the others say "not implemented by the harness" (calling one raises that error).

---The duel: moving cards, chains, selections, and queries over the whole field.
---@class Duel
Duel = {}

---Switch on a global rule flag (GLOBALFLAG_*).
---@param flag integer
function Duel.EnableGlobalFlag(flag) end

---A player's LP.
---@param player integer
---@return integer
function Duel.GetLP(player) end

---Set a player's LP.
---@param player integer
---@param lp integer
function Duel.SetLP(player, lp) end

---Whether player is the turn player.
---@param player integer
---@return boolean
function Duel.IsTurnPlayer(player) end

---The turn player.
---@return integer
function Duel.GetTurnPlayer() end

---The turn number.
---@param player? integer
---@return integer
function Duel.GetTurnCount(player) end

---How many cards player draws in the Draw Phase (0 on the first turn for its turn player).
---@param player integer
---@return integer
function Duel.GetDrawCount(player) end

---Register an effect to a player (not to a card).
---@param e Effect
---@param player integer
function Duel.RegisterEffect(e, player) end

---Set a flag effect on a player (a counter scripts use to remember things).
---@param player integer
---@param code integer
---@param reset integer
---@param property integer
---@param count integer
---@param label? integer
---@return Effect
function Duel.RegisterFlagEffect(player, code, reset, property, count, label) end

---How many flag effects with this code player has.
---@param player integer
---@param code integer
---@return integer
function Duel.GetFlagEffect(player, code) end

---Remove player's flag effects with this code.
---@param player integer
---@param code integer
function Duel.ResetFlagEffect(player, code) end

---Set the label of player's first flag effect with this code.
---@param player integer
---@param code integer
---@param label integer
---@return boolean
function Duel.SetFlagEffectLabel(player, code, label) end

---The labels of player's flag effects with this code (nil: none).
---@param player integer
---@param code integer
---@return integer ...
function Duel.GetFlagEffectLabel(player, code) end

---Destroy cards; returns how many.
---@param targets Card|Group
---@param reason integer
---@param dest? integer
---@param reason_player? integer
---@return integer
function Duel.Destroy(targets, reason, dest, reason_player) end

---Banish cards.
---@param targets Card|Group
---@param pos integer
---@param reason integer
---@param reason_player? integer
---@return integer
function Duel.Remove(targets, pos, reason, reason_player) end

---Send cards to the GY.
---@param targets Card|Group
---@param reason integer
---@param reason_player? integer
---@return integer
function Duel.SendtoGrave(targets, reason, reason_player) end

---Add cards to the hand.
---@param targets Card|Group
---@param player integer?
---@param reason integer
---@param reason_player? integer
---@return integer
function Duel.SendtoHand(targets, player, reason, reason_player) end

---Return cards to the Deck (send_activating: a card still activating may go).
---@param targets Card|Group
---@param player integer?
---@param seq integer
---@param reason integer
---@param reason_player? integer
---@param send_activating? boolean
---@return integer
function Duel.SendtoDeck(targets, player, seq, reason, reason_player, send_activating) end

---Put cards face-up in the Extra Deck (Pendulum monsters); returns how many.
---@param targets Card|Group
---@param player integer?
---@param reason integer
---@return integer
function Duel.SendtoExtraP(targets, player, reason) end

---The cards the last operation (send, destroy, Special Summon ...) affected.
---@return Group
function Duel.GetOperatedGroup() end

---player Normal Summons c (with its Tributes, or by procedure e); during a chain, once the link has resolved. ignore_count: it does not use the turn's Normal Summon. Tributes answer `choose:`, a choice of procedure `option:`.
---@param player integer
---@param c Card
---@param ignore_count boolean
---@param e Effect?
---@param min? integer
---@param zone? integer
function Duel.Summon(player, c, ignore_count, e, min, zone) end

---player Special Summons c by its own procedure.
---@param player integer
---@param c Card
---@param sumtype? integer
function Duel.SpecialSummonRule(player, c, sumtype) end

---player Synchro Summons c by its procedure (with that Tuner and those materials).
---@param player integer
---@param c Card
---@param tuner Card?
---@param mg? Group
---@param min? integer
---@param max? integer
function Duel.SynchroSummon(player, c, tuner, mg, min, max) end

---player Xyz Summons c by its procedure (with those materials).
---@param player integer
---@param c Card
---@param mg Group?
---@param min? integer
---@param max? integer
function Duel.XyzSummon(player, c, mg, min, max) end

---player Link Summons c by its procedure (with those materials).
---@param player integer
---@param c Card
---@param mg Group?
---@param lcard? Card
---@param min? integer
---@param max? integer
function Duel.LinkSummon(player, c, mg, lcard, min, max) end

---player Sets c face-down in a Monster Zone (as Duel.Summon).
---@param player integer
---@param c Card
---@param ignore_count boolean
---@param e Effect?
---@param min? integer
---@param zone? integer
function Duel.MSet(player, c, ignore_count, e, min, zone) end

---Set Spells/Traps face-down in the Spell & Trap Zone; returns how many were Set.
---@param player integer
---@param targets Card|Group
---@param target_player? integer
---@param confirm? boolean
---@return integer
function Duel.SSet(player, targets, target_player, confirm) end

---Create a card of this code owned by player, nowhere yet (a Token to Special Summon).
---@param player integer
---@param code integer
---@return Card
function Duel.CreateToken(player, code) end

---Special Summon cards; returns how many were summoned.
---@param targets Card|Group
---@param sumtype integer
---@param sumplayer integer
---@param target_player integer
---@param nocheck boolean
---@param nolimit boolean
---@param pos integer
---@param zone? integer
---@return integer
function Duel.SpecialSummon(targets, sumtype, sumplayer, target_player, nocheck, nolimit, pos, zone) end

---Special Summon one card as a step; events wait for SpecialSummonComplete.
---@param c Card
---@param sumtype integer
---@param sumplayer integer
---@param target_player integer
---@param nocheck boolean
---@param nolimit boolean
---@param pos integer
---@param zone? integer
---@return boolean
function Duel.SpecialSummonStep(c, sumtype, sumplayer, target_player, nocheck, nolimit, pos, zone) end

---Finish the stepped Special Summons: raise their events once.
---@return integer
function Duel.SpecialSummonComplete() end

---Whether player may place counters.
---@param player integer
---@param countertype? integer
---@param count? integer
---@param c? Card
---@return boolean
function Duel.IsCanAddCounter(player, countertype, count, c) end

---player removes count counters from the cards on these sides of the field (answer: `counters: {ALIAS: N}`).
---@param player integer
---@param s integer
---@param o integer
---@param countertype integer
---@param count integer
---@param reason integer
---@return boolean
function Duel.RemoveCounter(player, s, o, countertype, count, reason) end

---Whether player could remove count such counters from the cards on these sides of the field.
---@param player integer
---@param s integer
---@param o integer
---@param countertype integer
---@param count integer
---@param reason integer
---@return boolean
function Duel.IsCanRemoveCounter(player, s, o, countertype, count, reason) end

---How many such counters are on the cards on these sides of the field.
---@param player integer
---@param s integer
---@param o integer
---@param countertype integer
---@return integer
function Duel.GetCounter(player, s, o, countertype) end

---Change the position of cards.
---@param targets Card|Group
---@param pos integer
---@param ... any
---@return integer
function Duel.ChangePosition(targets, pos, ...) end

---Tribute cards.
---@param targets Card|Group
---@param reason integer
---@return integer
function Duel.Release(targets, reason) end

---Place a card on the field (not a summon, not an equip).
---@param c Card
---@param move_player integer
---@param target_player integer
---@param dest integer
---@param pos integer
---@param enable boolean
---@param zone? integer
---@return boolean
function Duel.MoveToField(c, move_player, target_player, dest, pos, enable, zone) end

---Return a card banished temporarily (REASON_TEMPORARY) by this card's effect to where it was (no free zone: to the GY).
---@param c Card
---@param pos? integer
---@param zone? integer
---@return boolean
function Duel.ReturnToField(c, pos, zone) end

---Move a card within its location (a Deck card to the top or bottom, a monster to another zone).
---@param c Card
---@param sequence integer
function Duel.MoveSequence(c, sequence) end

---Two monsters of the same player exchange their Monster Zones (EVENT_MOVE).
---@param c1 Card
---@param c2 Card
function Duel.SwapSequence(c1, c2) end

---Activate e as a new chain once the running script call returns, if its card's controller could activate it now; the chain resolves.
---@param e Effect
function Duel.Activate(e) end

---Until the next chain link: only effects f(e, limiting player, player) accepts may respond.
---@param f function
function Duel.SetChainLimit(f) end

---Until the chain resolves: only effects f(e, limiting player, player) accepts may be chained.
---@param f function
function Duel.SetChainLimitTillChainEnd(f) end

---The EFFECT_CHAIN_MATERIAL that applies to player (Chain Material: other Fusion Materials), or nil.
---@param player integer
---@return Effect?
function Duel.GetChainMaterial(player) end

---Show player's top count cards of the Deck to both players (no rule effect; traced as `confirm`).
---@param player integer
---@param count integer
function Duel.ConfirmDecktop(player, count) end

---Show the top count cards of player's Extra Deck (no rule effect; traced as `confirm`).
---@param player integer
---@param count integer
function Duel.ConfirmExtratop(player, count) end

---Reveal cards to a player (no rule effect).
---@param player integer
---@param g Card|Group
function Duel.ConfirmCards(player, g) end

---sort_player orders the top count cards of target_player's Deck (answered by `sort:`).
---@param sort_player integer
---@param target_player integer
---@param count integer
function Duel.SortDecktop(sort_player, target_player, count) end

---Whether that event is the one being responded to.
---@param event integer
---@param get_info? boolean
---@return boolean
---@return any ...
function Duel.CheckEvent(event, get_info) end

---Raise an event for these cards (custom events included).
---@param eg Card|Group
---@param code integer
---@param re Effect?
---@param r integer
---@param rp integer
---@param ep integer
---@param ev integer
function Duel.RaiseEvent(eg, code, re, r, rp, ep, ev) end

---Raise an event for one card only (its single effects).
---@param c Card
---@param code integer
---@param re Effect?
---@param r integer
---@param rp integer
---@param ep integer
---@param ev integer
function Duel.RaiseSingleEvent(c, code, re, r, rp, ep, ev) end

---Whether either player's TIMING_* moments (core.hint_timing: what the duel just did or where it is) include one of these bits.
---@param timing integer
---@return boolean
function Duel.CheckTiming(timing) end

---Whether a face-up card with this code is in these places (default: the field) of player (default: either).
---@param code integer
---@param player? integer
---@param location? integer
---@return boolean
function Duel.IsEnvironment(code, player, location) end

---player wins the duel (2: a draw) for this reason at the next win check of the adjust pass, unless a player has lost by then; the first call counts.
---@param player integer
---@param reason integer
function Duel.Win(player, reason) end

---player draws count cards.
---@param player integer
---@param count integer
---@param reason integer
---@return integer
function Duel.Draw(player, count, reason) end

---Inflict damage; returns the amount (is_step: the LP fall and its events wait for Duel.RDComplete).
---@param player integer
---@param value integer
---@param reason integer
---@param is_step? boolean
---@return integer
function Duel.Damage(player, value, reason, is_step) end

---Gain LP; returns the amount (is_step: the LP gain and its event wait for Duel.RDComplete).
---@param player integer
---@param value integer
---@param reason integer
---@param is_step? boolean
---@return integer
function Duel.Recover(player, value, reason, is_step) end

---The damage and recoveries asked with is_step happen now (LP and events).
function Duel.RDComplete() end

---Equip a card to a monster; false if it could not be equipped (then it went to the GY).
---@param player integer
---@param equip Card
---@param target Card
---@param up? boolean
---@param is_step? boolean
---@return boolean
function Duel.Equip(player, equip, target, up, is_step) end

---Finish stepped equips (Equip with is_step = true).
function Duel.EquipComplete() end

---player takes control of the monsters; returns how many changed.
---@param targets Card|Group
---@param player integer
---@param reset_phase? integer
---@param reset_count? integer
---@param zone? integer
---@return integer
function Duel.GetControl(targets, player, reset_phase, reset_count, zone) end

---Swap control of two monsters (or two groups of the same size, pairwise); all or nothing.
---@param a Card|Group
---@param b Card|Group
---@param reset_phase? integer
---@param reset_count? integer
---@return boolean
function Duel.SwapControl(a, b, reset_phase, reset_count) end

---Whether player can pay this LP cost.
---@param player integer
---@param cost integer
---@param must_pay? boolean
---@return boolean
function Duel.CheckLPCost(player, cost, must_pay) end

---Pay LP as a cost.
---@param player integer
---@param cost integer
---@param must_pay? boolean
function Duel.PayLPCost(player, cost, must_pay) end

---Send the top cards of the Deck to the GY.
---@param player integer
---@param count integer
---@param reason integer
---@return integer
function Duel.DiscardDeck(player, count, reason) end

---player discards min-max matching cards from the hand.
---@param player integer
---@param f function?
---@param min integer
---@param max integer
---@param reason integer
---@param ex Card|Group?
---@param ... any
---@return integer
function Duel.DiscardHand(player, f, min, max, reason, ex, ...) end

---Do not shuffle the hand or Deck after the running effect takes cards from them (the harness never shuffles them then).
---@param disable? boolean
function Duel.DisableShuffleCheck(disable) end

---Stop (true, the default) or restart the self-destruction checks (core.selfdes_disabled; the harness has no such check yet, so only the flag is kept).
---@param disable? boolean
function Duel.DisableSelfDestroyCheck(disable) end

---Whether the Deck's cards are shown to both players while a player selects a Deck sequence (default true); it only changes what a client displays.
---@param reveal? boolean
function Duel.RevealSelectDeckSequence(reveal) end

---Shuffle the Deck.
---@param player integer
function Duel.ShuffleDeck(player) end

---Shuffle player's Extra Deck (its order is kept, as under DUEL_PSEUDO_SHUFFLE).
---@param player integer
function Duel.ShuffleExtra(player) end

---Shuffle the hand.
---@param player integer
function Duel.ShuffleHand(player) end

---Shuffle one player's Set cards among their zones (answer: `random:` the new order).
---@param g Group
function Duel.ShuffleSetCard(g) end

---Make this monster the attacker of the attack in progress.
---@param attacker Card
---@param ignore_count? boolean
function Duel.ChangeAttacker(attacker, ignore_count) end

---Make the attack target this monster (nil: a direct attack) when it may be attacked.
---@param target Card?
---@return boolean
function Duel.ChangeAttackTarget(target) end

---Damage calculation between these monsters now (the rest of their Damage Step after the chain).
---@param attacker Card
---@param target Card?
---@param new_attack? boolean
function Duel.CalculateDamage(attacker, target, new_attack) end

---The battle damage player would take in this battle.
---@param player integer
---@return integer
function Duel.GetBattleDamage(player) end

---Change the battle damage player takes (with check, the default: only if there is some).
---@param player integer
---@param value integer
---@param check? boolean
function Duel.ChangeBattleDamage(player, value, check) end

---That chain link's targets become the cards of g (a link with targets only).
---@param chain integer
---@param g Group
function Duel.ChangeTargetCard(chain, g) end

---That chain link's target player becomes player.
---@param chain integer
---@param player integer
function Duel.ChangeTargetPlayer(chain, player) end

---That chain link's target parameter becomes param.
---@param chain integer
---@param param integer
function Duel.ChangeTargetParam(chain, param) end

---Separate the parts of an effect ("then"): resolves pending timing.
function Duel.BreakEffect() end

---Replace the operation of that chain link.
---@param chain integer
---@param operation function
function Duel.ChangeChainOperation(chain, operation) end

---Negate the activation of that chain link.
---@param chain integer
---@return boolean
function Duel.NegateActivation(chain) end

---Negate the effect of that chain link.
---@param chain integer
---@return boolean
function Duel.NegateEffect(chain) end

---Negate the chain links c activated that are still on the chain (EFFECT_DISABLE_CHAIN, reset also by these RESET_ events).
---@param c Card
---@param reset integer
function Duel.NegateRelatedChain(c, reset) end

---Negate the summon of these monsters in the "would be summoned" window (EVENT_SUMMON, ...).
---@param targets Card|Group
function Duel.NegateSummon(targets) end

---The reason player uses a Normal Summon (or c its extra Normal Summon).
---@param c? Card
function Duel.IncreaseSummonedCount(c) end

---Whether the reason player has a Normal Summon left this turn (or c has an extra Normal Summon).
---@param c? Card
---@return boolean
function Duel.CheckSummonedCount(c) end

---How many free zones player has in the location, and the zones not counted.
---@param player integer
---@param location integer
---@param use_player? integer
---@param reason? integer
---@param zone? integer
---@return integer
---@return integer
function Duel.GetLocationCount(player, location, use_player, reason, zone) end

---Free Main Monster Zones of player, counting the zones the leaving cards would free, and the zones not counted.
---@param player integer
---@param leaving Card|Group?
---@param use_player? integer
---@param reason? integer
---@param zone? integer
---@return integer
---@return integer
function Duel.GetMZoneCount(player, leaving, use_player, reason, zone) end

---How many Spell & Trap Zones (0-4) player has free, counting the leaving cards' zones, and the zones not counted.
---@param player integer
---@param leaving? Card|Group
---@param use_player? integer
---@param reason? integer
---@param zone? integer
---@return integer
---@return integer
function Duel.GetSZoneCount(player, leaving, use_player, reason, zone) end

---How many monsters player could Special Summon from the Extra Deck now (sc: that card, or a card of that type), and the zones it could not use.
---@param player integer
---@param use_player? integer
---@param leaving? Card|Group
---@param sc? Card|integer
---@param zone? integer
---@return integer
---@return integer
function Duel.GetLocationCountFromEx(player, use_player, leaving, sc, zone) end

---How many monsters player could still put in the Monster Zones: the free Main Monster Zones and an Extra Monster Zone an Extra Deck monster could use, within EFFECT_MAX_MZONE.
---@param player integer
---@param use_player? integer
---@return integer
function Duel.GetUsableMZoneCount(player, use_player) end

---The monsters Link monsters point to, on player's side (s non-zero) and the opponent's (o non-zero).
---@param player integer
---@param s integer
---@param o integer
---@return Group
function Duel.GetLinkedGroup(player, s, o) end

---How many monsters Link monsters point to on those sides.
---@param player integer
---@param s integer
---@param o integer
---@return integer
function Duel.GetLinkedGroupCount(player, s, o) end

---The zones of player's that Link monsters point to (a zone mask).
---@param player integer
---@return integer
function Duel.GetLinkedZone(player) end

---The card in that zone.
---@param player integer
---@param location integer
---@param sequence integer
---@return Card?
function Duel.GetFieldCard(player, location, sequence) end

---Whether that zone of player's is free to use (LOCATION_PZONE 0/1: the Pendulum Zones).
---@param player integer
---@param location integer
---@param sequence integer
---@return boolean
function Duel.CheckLocation(player, location, sequence) end

---How many links the chain has.
---@return integer
function Duel.GetCurrentChain() end

---How many chain links are complete (the one being activated, whose cost or target runs, not counted).
---@return integer
function Duel.GetReadyChain() end

---Information about a chain link (CHAININFO_*).
---@param chain integer
---@param ... integer
---@return any ...
function Duel.GetChainInfo(chain, ...) end

---The event that chain link responds to: eg, ep, ev, re, r, rp (nothing when there is no such link).
---@param chain integer
---@return Group?
---@return integer
---@return integer
---@return Effect?
---@return integer
---@return integer
function Duel.GetChainEvent(chain) end

---The current chain link's target cards.
---@return Card ...
function Duel.GetFirstTarget() end

---The current link's targets still related to it.
---@return Group
function Duel.GetTargetsRelateToChain() end

---Whether the current phase is one of these.
---@param phase integer
---@return boolean
function Duel.IsPhase(phase) end

---Whether it is Main Phase 1 or 2.
---@return boolean
function Duel.IsMainPhase() end

---Whether it is the Battle Phase (any step).
---@return boolean
function Duel.IsBattlePhase() end

---The current phase (PHASE_*).
---@return integer
function Duel.GetCurrentPhase() end

---Skip player's next phase (EFFECT_SKIP_*: the Battle Phase in progress ends after this attack).
---@param player integer
---@param phase integer
---@param reset integer
---@param count integer
---@param value? integer
function Duel.SkipPhase(player, phase, reset, count, value) end

---Whether damage has been calculated in this Damage Step.
---@return boolean
function Duel.IsDamageCalculated() end

---The attacking monster (nil when no attack is in progress).
---@return Card?
function Duel.GetAttacker() end

---The attack target (nil for a direct attack or when no attack is in progress).
---@return Card?
function Duel.GetAttackTarget() end

---The battling monsters: player's, then the other player's.
---@param player integer
---@return Card?
---@return Card?
function Duel.GetBattleMonster(player) end

---Negate the attack in progress (EVENT_ATTACK_DISABLED); whether it was negated.
---@return boolean
function Duel.NegateAttack() end

---The attacker may attack again after this attack (against target only, when given).
---@param target? Card
function Duel.ChainAttack(target) end

---Run the adjust pass again after this one (a card asking more than 3 times is sent to the GY).
function Duel.Readjust() end

---Run the adjust pass now (inside an operation), without the win check (adjust_instant).
---@param c Card?
function Duel.AdjustInstantly(c) end

---Run the adjust pass now (control, equip limits).
function Duel.AdjustAll() end

---Every card in the locations.
---@param player integer
---@param s integer
---@param o integer
---@return Group
function Duel.GetFieldGroup(player, s, o) end

---How many cards are in the locations.
---@param player integer
---@param s integer
---@param o integer
---@return integer
function Duel.GetFieldGroupCount(player, s, o) end

---The top count cards of player's Deck.
---@param player integer
---@param count integer
---@return Group
function Duel.GetDecktopGroup(player, count) end

---The top count face-down cards of player's Extra Deck.
---@param player integer
---@param count integer
---@return Group
function Duel.GetExtraTopGroup(player, count) end

---The cards in the locations that match f.
---@param f function?
---@param player integer
---@param s integer
---@param o integer
---@param ex Card|Group?
---@param ... any
---@return Group
function Duel.GetMatchingGroup(f, player, s, o, ex, ...) end

---How many cards in the locations match f.
---@param f function?
---@param player integer
---@param s integer
---@param o integer
---@param ex Card|Group?
---@param ... any
---@return integer
function Duel.GetMatchingGroupCount(f, player, s, o, ex, ...) end

---The first matching card.
---@param f function?
---@param player integer
---@param s integer
---@param o integer
---@param ex Card|Group?
---@param ... any
---@return Card?
function Duel.GetFirstMatchingCard(f, player, s, o, ex, ...) end

---Whether at least count cards in the locations match f.
---@param f function?
---@param player integer
---@param s integer
---@param o integer
---@param count integer
---@param ex Card|Group?
---@param ... any
---@return boolean
function Duel.IsExistingMatchingCard(f, player, s, o, count, ex, ...) end

---sel_player selects min-max matching cards.
---@param sel_player integer
---@param f function?
---@param player integer
---@param s integer
---@param o integer
---@param min integer
---@param max integer
---@param ex Card|Group?
---@param ... any
---@return Group
function Duel.SelectMatchingCard(sel_player, f, player, s, o, min, max, ex, ...) end

---Every card player could Tribute (its monsters, with use_hand its hand, the opponent's it may Tribute).
---@param player integer
---@param use_hand? boolean
---@param reason? integer
---@return Group
function Duel.GetReleaseGroup(player, use_hand, reason) end

---How many cards player could Tribute (as GetReleaseGroup).
---@param player integer
---@param use_hand? boolean
---@param reason? integer
---@return integer
function Duel.GetReleaseGroupCount(player, use_hand, reason) end

---Whether player can Tribute count monsters matching f (a cost).
---@param player integer
---@param f function?
---@param count integer
---@param ex Card|Group?
---@param ... any
---@return boolean
function Duel.CheckReleaseGroup(player, f, count, ex, ...) end

---player selects monsters to Tribute (a cost).
---@param player integer
---@param f function?
---@param min integer
---@param max integer
---@param ex Card|Group?
---@param ... any
---@return Group
function Duel.SelectReleaseGroup(player, f, min, max, ex, ...) end

---Whether player can Tribute count cards matching f for this reason (with use_hand: from the hand too).
---@param player integer
---@param f function?
---@param count integer
---@param reason integer
---@param use_hand boolean
---@param ex Card|Group?
---@param ... any
---@return boolean
function Duel.CheckReleaseGroupEx(player, f, count, reason, use_hand, ex, ...) end

---player selects between min and max cards to Tribute (as CheckReleaseGroupEx).
---@param player integer
---@param f function?
---@param min integer
---@param max integer
---@param reason integer
---@param use_hand boolean
---@param ex Card|Group?
---@param ... any
---@return Group
function Duel.SelectReleaseGroupEx(player, f, min, max, reason, use_hand, ex, ...) end

---The monsters that could be Tributed for c's Normal Summon.
---@param c Card
---@return Group
function Duel.GetTributeGroup(c) end

---How many Tributes c's controller could provide for c's Normal Summon (a monster worth 2 counts 2; ex: the opponent's monsters count too; mg: only these cards).
---@param c Card
---@param mg? Group
---@param ex? boolean
---@return integer
function Duel.GetTributeCount(c, mg, ex) end

---Whether c could be summoned with min-max Tributes (from mg when given), a zone being free then.
---@param c Card
---@param min integer
---@param max? integer
---@param mg? Group
---@param toplayer? integer
---@param zone? integer
---@return boolean
function Duel.CheckTribute(c, min, max, mg, toplayer, zone) end

---player selects min-max Tributes for c's summon (from mg when given). Each card counts as one Tribute here.
---@param player integer
---@param c Card
---@param min integer
---@param max integer
---@param mg? Group
---@param toplayer? integer
---@return Group
function Duel.SelectTribute(player, c, min, max, mg, toplayer) end

---How many cards matching f the running effect could target in these locations.
---@param f function?
---@param player integer
---@param s integer
---@param o integer
---@param ex Card|Group?
---@param ... any
---@return integer
function Duel.GetTargetCount(f, player, s, o, ex, ...) end

---Whether at least count cards that can be targeted by the current effect match f.
---@param f function?
---@param player integer
---@param s integer
---@param o integer
---@param count integer
---@param ex Card|Group?
---@param ... any
---@return boolean
function Duel.IsExistingTarget(f, player, s, o, count, ex, ...) end

---sel_player targets min-max matching cards for the current effect (they become its targets).
---@param sel_player integer
---@param f function?
---@param player integer
---@param s integer
---@param o integer
---@param min integer
---@param max integer
---@param ex Card|Group?
---@param ... any
---@return Group
function Duel.SelectTarget(sel_player, f, player, s, o, min, max, ex, ...) end

---The cards whose EFFECT_MUST_BE_xMATERIAL (code) applies to player: they must be among his materials.
---@param player integer
---@param code integer
---@return Group
function Duel.GetMustMaterial(player, code) end

---Whether every card that must be player's material (EFFECT_MUST_BE_xMATERIAL code) is among materials (nil: none is used).
---@param player integer
---@param materials Card|Group?
---@param code integer
---@return boolean
function Duel.CheckMustMaterial(player, materials, code) end

---player selects materials for the Fusion Monster c among g (its EFFECT_FUSION_MATERIAL operation), gc included.
---@param player integer
---@param c Card
---@param g Group
---@param gc? Card
---@param chkf? integer
---@param not_material? boolean
---@return Group
function Duel.SelectFusionMaterial(player, c, g, gc, chkf, not_material) end

---The materials a Fusion Monster's EFFECT_FUSION_MATERIAL operation selected.
---@param g Group
function Duel.SetFusionMaterial(g) end

---The materials an EFFECT_SYNCHRO_MATERIAL_CUSTOM operation chose (besides its Tuner).
---@param g Group
function Duel.SetSynchroMaterial(g) end

---The cards player's Synchro procedures may use: his monsters (face-down ones only with facedown), and the opponent's monsters and his hand cards with EFFECT_EXTRA_SYNCHRO_MATERIAL.
---@param player integer
---@param facedown? boolean
---@return Group
function Duel.GetSynchroMaterial(player, facedown) end

---player selects a Tuner (f1) and min-max non-Tuners (f2) for c (HINTMSG_SMATERIAL for each selection; answer: `materials:`); nil when no Tuner can be used.
---@param player integer
---@param c Card
---@param f1 function?
---@param f2 function?
---@param min integer
---@param max integer
---@param smat? Card
---@param mg? Group
---@return Group?
function Duel.SelectSynchroMaterial(player, c, f1, f2, min, max, smat, mg) end

---Whether some Tuner (f1) and min-max non-Tuners (f2(card, c)) can be c's Synchro Materials (smat among them; mg: the only cards that may be used).
---@param c Card
---@param f1 function?
---@param f2 function?
---@param min integer
---@param max integer
---@param smat? Card
---@param mg? Group
---@return boolean
function Duel.CheckSynchroMaterial(c, f1, f2, min, max, smat, mg) end

---player selects the non-Tuners (f2) to use with tuner for c (HINTMSG_SMATERIAL; answer: `materials:`); nil when tuner cannot be used.
---@param player integer
---@param c Card
---@param tuner Card
---@param f1 function?
---@param f2 function?
---@param min integer
---@param max integer
---@param mg? Group
---@return Group?
function Duel.SelectTunerMaterial(player, c, tuner, f1, f2, min, max, mg) end

---Whether tuner (f1) and min-max non-Tuners (f2(card, c)) can be c's Synchro Materials (Levels, zones, limits; mg: the only cards that may be used).
---@param c Card
---@param tuner Card
---@param f1 function?
---@param f2 function?
---@param min integer
---@param max integer
---@param mg? Group
---@return boolean
function Duel.CheckTunerMaterial(c, tuner, f1, f2, min, max, mg) end

---The cards player could Tribute for a Ritual Summon by the running effect (with a Level).
---@param player integer
---@return Group
function Duel.GetRitualMaterial(player) end

---GetRitualMaterial, monsters without a Level included.
---@param player integer
---@return Group
function Duel.GetRitualMaterialEx(player) end

---Use the cards as Ritual Material: Tribute them (banish those in the GY; Xyz Materials and Extra Deck cards to the GY).
---@param g Group
function Duel.ReleaseRitualMaterial(g) end

---The cards player could use as Fusion Material (all, with EFFECT_EXTRA_FUSION_MATERIAL cards; base), from the locations (default hand and Monster Zone).
---@param player integer
---@param location? integer
---@return Group
---@return Group
function Duel.GetFusionMaterial(player, location) end

---Whether the summon in progress may still be cancelled (one the player chose, not one by an effect).
---@return boolean
function Duel.IsSummonCancelable() end

---Remember cards for a following GrabSelectedCard (used by aux selection helpers).
---@param g Card|Group
function Duel.SetSelectedCard(g) end

---The cards SetSelectedCard remembered (and forget them).
---@return Group
function Duel.GrabSelectedCard() end

---Make these cards the current chain link's targets.
---@param targets Card|Group
function Duel.SetTargetCard(targets) end

---Forget the current chain link's target cards (they stay related to it).
function Duel.ClearTargetCard() end

---The current chain link's target player.
---@param player integer
function Duel.SetTargetPlayer(player) end

---The current chain link's target parameter.
---@param param integer
function Duel.SetTargetParam(param) end

---Announce what the effect will do (operation info).
---@param chain integer
---@param category integer
---@param targets Card|Group?
---@param count integer
---@param player integer
---@param param integer
function Duel.SetOperationInfo(chain, category, targets, count, player, param) end

---Read back an operation info.
---@param chain integer
---@param category integer
---@return boolean
---@return Group?
---@return integer
---@return integer
---@return integer
function Duel.GetOperationInfo(chain, category) end

---How many operation infos that chain link has (nothing when there is no chain).
---@param chain integer
---@return integer
function Duel.GetOperationCount(chain) end

---Forget the operation info of that chain link (0: the current one).
---@param chain integer
function Duel.ClearOperationInfo(chain) end

---Whether c could be Xyz Summoned with min-max Level lv materials that f accepts (from mg, else the field), leaving it a zone.
---@param c Card
---@param f function?
---@param lv integer
---@param min integer
---@param max integer
---@param mg Group?
---@return boolean
function Duel.CheckXyzMaterial(c, f, lv, min, max, mg) end

---player selects min-max Level lv Xyz Materials for c that f accepts (nil when CheckXyzMaterial fails).
---@param player integer
---@param c Card
---@param f function?
---@param lv integer
---@param min integer
---@param max integer
---@param mg Group?
---@return Group?
function Duel.SelectXyzMaterial(player, c, f, lv, min, max, mg) end

---Attach cards to an Xyz Monster as its materials.
---@param c Card
---@param materials Card|Group
function Duel.Overlay(c, materials) end

---The Xyz Materials on these sides.
---@param player integer
---@param s integer
---@param o integer
---@return Group
function Duel.GetOverlayGroup(player, s, o) end

---How many Xyz Materials are on these sides.
---@param player integer
---@param s integer
---@param o integer
---@return integer
function Duel.GetOverlayCount(player, s, o) end

---Whether player can detach count Xyz Materials from monsters on these sides.
---@param player integer
---@param s integer
---@param o integer
---@param count integer
---@param reason integer
---@return boolean
function Duel.CheckRemoveOverlayCard(player, s, o, count, reason) end

---player detaches min-max Xyz Materials.
---@param player integer
---@param s integer
---@param o integer
---@param min integer
---@param max integer
---@param reason integer
---@return integer
function Duel.RemoveOverlayCard(player, s, o, min, max, reason) end

---A client hint; HINT_SELECTMSG names the next selection.
---@param hint integer
---@param player integer
---@param value integer
function Duel.Hint(hint, player, value) end

---The last HINT_SELECTMSG given to player (default: the acting player).
---@param player? integer
---@return integer
function Duel.GetLastSelectHint(player) end

---Show the selected cards to both players (no effect here).
---@param g Card|Group
function Duel.HintSelection(g) end

---player answers whether to apply an effect.
---@param player integer
---@param card Card
---@param description? integer
---@return boolean
function Duel.SelectEffectYesNo(player, card, description) end

---player answers yes or no.
---@param player integer
---@param description integer
---@return boolean
function Duel.SelectYesNo(player, description) end

---player chooses one of the options (answer: `option: N`, 0-based).
---@param player integer
---@param ... integer
---@return integer
function Duel.SelectOption(player, ...) end

---Does nothing in ygopro-core (an action, refused where actions are, e.g. in chk==0).
function Duel.SelectSequence() end

---player chooses a battle position for c among positions (`position:`; unanswered, the first allowed).
---@param player integer
---@param c Card
---@param positions integer
---@return integer
function Duel.SelectPosition(player, c, positions) end

---player selects count zones, free or not (as SelectDisableField); `zone:` answers it.
---@param player integer
---@param count integer
---@param s integer
---@param o integer
---@param filter integer
---@param hint? integer
---@return integer
function Duel.SelectField(player, count, s, o, filter, hint) end

---player selects count free zones (own s, opponent's o: LOCATION_MZONE/SZONE; filter: zones excluded); returns their mask from player's view. Answered by `zone:` (a mask); unanswered, the lowest free zones.
---@param player integer
---@param count integer
---@param s integer
---@param o integer
---@param filter integer
---@return integer
function Duel.SelectDisableField(player, count, s, o, filter) end

---player declares count Types (races) among the available ones, as a RACE_ mask (answer: `announce: dragon`).
---@param player integer
---@param count integer
---@param available integer
---@return integer
function Duel.AnnounceRace(player, count, available) end

---player declares count Attributes among the available ones, as an ATTRIBUTE_ mask (answer: `announce: light`).
---@param player integer
---@param count integer
---@param available integer
---@return integer
function Duel.AnnounceAttribute(player, count, available) end

---player declares a Level from min to max (1-12 by default) except the ones listed: the Level and its index (answer: `announce: 4`).
---@param player integer
---@param min? integer
---@param max? integer
---@param ... integer
---@return integer?
---@return integer?
function Duel.AnnounceLevel(player, min, max, ...) end

---player declares a card name: the code (answer: `announce: ALIAS` or a code). The arguments are a filter in reverse Polish notation (OPCODE_*); none: any card.
---@param player integer
---@param ... integer
---@return integer
function Duel.AnnounceCard(player, ...) end

---player declares a card type: 0 Monster, 1 Spell, 2 Trap (answer: `announce: monster|spell|trap`).
---@param player integer
---@return integer
function Duel.AnnounceType(player) end

---player declares one of the numbers: the number and its index (answer: `announce: 3`).
---@param player integer
---@param ... integer
---@return integer
---@return integer
function Duel.AnnounceNumber(player, ...) end

---player calls heads or tails: 0 heads, 1 tails (answer: `announce: heads|tails`).
---@param player integer
---@return integer
function Duel.AnnounceCoin(player) end

---player tosses count coins (-1: until a tails): one result per coin, 1 heads, 0 tails (answer: `coin: [heads, ...]`).
---@param player integer
---@param count integer
---@return integer ...
function Duel.TossCoin(player, count) end

---player rolls count dice and the other player other_count: one result (1-6) per die (answer: `dice: [6, ...]`).
---@param player integer
---@param count integer
---@param other_count? integer
---@return integer ...
function Duel.TossDice(player, count, other_count) end

---Rock-paper-scissors: player 0 then player 1 answer `option:` (0 scissors, 1 rock, 2 paper); the winner, or PLAYER_NONE for a draw when repeat is false (default true: a draw is replayed).
---@param repeat_? boolean
---@return integer
function Duel.RockPaperScissors(repeat_) end

---The results of the last coin toss (1 heads, 0 tails).
---@return integer ...
function Duel.GetCoinResult() end

---The five dice results kept (0: not rolled).
---@return integer
---@return integer
---@return integer
---@return integer
---@return integer
function Duel.GetDiceResult() end

---Replace the coin results (an effect that changes a toss); not 0 or 1 counts as 0.
---@param ... integer
function Duel.SetCoinResult(...) end

---Replace the dice results; not 1-255 counts as 1.
---@param ... integer
function Duel.SetDiceResult(...) end

---The effects with this code that apply to player.
---@param player integer
---@param code integer
---@return Effect ...
function Duel.IsPlayerAffectedByEffect(player, code) end

---Whether player can draw count cards.
---@param player integer
---@param count integer
---@return boolean
function Duel.IsPlayerCanDraw(player, count) end

---Whether player can send the top cards of the Deck to the GY.
---@param player integer
---@param count integer
---@param reason integer
---@return boolean
function Duel.IsPlayerCanDiscardDeck(player, count, reason) end

---Whether player can send the top cards of the Deck to the GY as a cost.
---@param player integer
---@param count integer
---@return boolean
function Duel.IsPlayerCanDiscardDeckAsCost(player, count) end

---Whether player may Normal Summon (that card with that summon type).
---@param player integer
---@param sumtype? integer
---@param c? Card
---@return boolean
function Duel.IsPlayerCanSummon(player, sumtype, c) end

---Whether player may Set monsters (c, by that summon type).
---@param player integer
---@param sumtype? integer
---@param c? Card
---@return boolean
function Duel.IsPlayerCanMSet(player, sumtype, c) end

---Whether player may Set Spells/Traps (c).
---@param player integer
---@param c? Card
---@return boolean
function Duel.IsPlayerCanSSet(player, c) end

---Whether player may Special Summon (that card this way).
---@param player integer
---@param sumtype? integer
---@param pos? integer
---@param target_player? integer
---@param c? Card
---@return boolean
function Duel.IsPlayerCanSpecialSummon(player, sumtype, pos, target_player, c) end

---Whether player may Flip Summon (c).
---@param player integer
---@param c? Card
---@return boolean
function Duel.IsPlayerCanFlipSummon(player, c) end

---Whether player could Special Summon a monster with this data (a Token, a Trap monster) to target_player's field.
---@param player integer
---@param code integer
---@param setcode? integer
---@param type? integer
---@param atk? integer
---@param def? integer
---@param level? integer
---@param race? integer
---@param attribute? integer
---@param pos? integer
---@param target_player? integer
---@param sumtype? integer
---@return boolean
function Duel.IsPlayerCanSpecialSummonMonster(player, code, setcode, type, atk, def, level, race, attribute, pos, target_player, sumtype) end

---Whether player could still Special Summon count more times this turn (EFFECT_LEFT_SPSUMMON_COUNT).
---@param player integer
---@param count integer
---@return boolean
function Duel.IsPlayerCanSpecialSummonCount(player, count) end

---Whether player may Tribute (c, for that reason).
---@param player integer
---@param c? Card
---@param reason? integer
---@return boolean
function Duel.IsPlayerCanRelease(player, c, reason) end

---Whether player may banish (that card, for that reason: no EFFECT_CANNOT_REMOVE forbids it).
---@param player integer
---@param c? Card
---@param reason? integer
---@return boolean
function Duel.IsPlayerCanRemove(player, c, reason) end

---Whether player may add cards (c) to the hand (an Extra Deck monster: also to the Deck).
---@param player integer
---@param c? Card
---@return boolean
function Duel.IsPlayerCanSendtoHand(player, c) end

---Whether player may send cards (c) to the GY.
---@param player integer
---@param c? Card
---@return boolean
function Duel.IsPlayerCanSendtoGrave(player, c) end

---Whether player may return cards (c) to the Deck.
---@param player integer
---@param c? Card
---@return boolean
function Duel.IsPlayerCanSendtoDeck(player, c) end

---Whether player has not used an extra Normal Summon (EFFECT_EXTRA_SUMMON_COUNT) this turn.
---@param player integer
---@return boolean
function Duel.IsPlayerCanAdditionalSummon(player) end

---Whether a chain is resolving now.
---@return boolean
function Duel.IsChainSolving() end

---Whether that link's activation can be negated.
---@param chain integer
---@return boolean
function Duel.IsChainNegatable(chain) end

---Whether that link's effect can be negated.
---@param chain integer
---@return boolean
function Duel.IsChainDisablable(chain) end

---Whether that chain link's effect is negated (while the chain resolves; false otherwise).
---@param chain integer
---@return boolean
function Duel.IsChainDisabled(chain) end

---Whether c would be a legal target of that chain link's effect.
---@param chain integer
---@param c Card
---@return boolean
function Duel.CheckChainTarget(chain, c) end

---Whether no two chain links come from cards with the same code.
---@return boolean
function Duel.CheckChainUniqueness() end

---How often player did each activity (ACTIVITY_*) this turn.
---@param player integer
---@param ... integer
---@return integer ...
function Duel.GetActivityCount(player, ...) end

---Whether a player has acted in this phase (core.phase_action: a summon, a Set, a position change, an attack declared or a chain resolved since the phase began).
---@return boolean
function Duel.CheckPhaseActivity() end

---Count, per player, the activities (ACTIVITY_*) that the filter rejects.
---@param counter_id integer
---@param activity integer
---@param filter function
function Duel.AddCustomActivityCounter(counter_id, activity, filter) end

---How many counted activities the player did this turn.
---@param counter_id integer
---@param player integer
---@param activity integer
---@return integer
function Duel.GetCustomActivityCount(counter_id, player, activity) end

---How many battles player's monsters have entered this turn.
---@param player integer
---@return integer
function Duel.GetBattledCount(player) end

---Whether the turn player may enter the Battle Phase now.
---@return boolean
function Duel.IsAbleToEnterBP() end

---Swap player's Deck and GY (the GY's Extra Deck monsters go to the Extra Deck); no event.
---@param player integer
function Duel.SwapDeckAndGrave(player) end

---c gets copies of target's own monster effects that start a chain, until the End Phase (Majesty's Fiend).
---@param c Card
---@param target Card
function Duel.MajesticCopy(c, target) end
