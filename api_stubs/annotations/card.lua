---@meta
-- Generated from the binding registry (harness/lua/bindings) by `python -m harness.stubgen`; do not edit.
-- Card: 276 functions of the real API, 276 implemented by the harness;
-- the others say "not implemented by the harness" (calling one raises that error).

---A card. A card seen from Lua is a userdata whose metatable is its script table (`s` of GetID()), which falls back to `Card`: `c:IsFaceup()` and `Card.IsFaceup(c)` both work.
---@class Card
Card = {}

---Current code(s), alias and code-changing effects applied.
---@return integer
---@return integer?
function Card:GetCode() end

---The printed code (an alternate artwork's original's).
---@return integer
function Card:GetOriginalCode() end

---Printed code(s) for rules that read the original name.
---@return integer
---@return integer?
function Card:GetOriginalCodeRule() end

---Its codes, then the names an EFFECT_ADD_FUSION_CODE lets it count as for a Fusion Summon.
---@return integer ...
function Card:GetFusionCode() end

---Its names as a Link Material: its name, a second name, the EFFECT_ADD_LINK_CODE ones.
---@return integer ...
function Card:GetLinkCode() end

---Whether it has one of these names as a Fusion Material (its codes, EFFECT_ADD_FUSION_CODE).
---@param ... integer
---@return boolean
function Card:IsFusionCode(...) end

---Whether it has one of these names as a Link Material.
---@param ... integer
---@return boolean
function Card:IsLinkCode(...) end

---Whether it belongs to any of these archetypes.
---@param ... integer
---@return boolean
function Card:IsSetCard(...) end

---Whether one of its printed archetypes is one of these.
---@param ... integer
---@return boolean
function Card:IsOriginalSetCard(...) end

---Whether it was of one of these archetypes where it was before its last move.
---@param ... integer
---@return boolean
function Card:IsPreviousSetCard(...) end

---Whether it belongs to one of these archetypes as a Fusion Material (EFFECT_ADD_FUSION_CODE / SETCODE too).
---@param ... integer
---@return boolean
function Card:IsFusionSetCard(...) end

---Whether it belongs to one of these archetypes as a Link Material (also through an EFFECT_ADD_LINK_CODE name).
---@param ... integer
---@return boolean
function Card:IsLinkSetCard(...) end

---Whether the card that Special Summoned it was of one of these archetypes (as it was then).
---@param ... integer
---@return boolean
function Card:IsSpecialSummonSetCard(...) end

---Current type (TYPE_*).
---@return integer
function Card:GetType() end

---Printed type.
---@return integer
function Card:GetOriginalType() end

---Its type as a Fusion Material (a monster card in the Spell & Trap Zone: printed).
---@return integer
function Card:GetFusionType() end

---Its type as a Synchro Material (a monster card in the Spell & Trap Zone: printed).
---@return integer
function Card:GetSynchroType() end

---Its type as an Xyz Material (a monster card in a Spell & Trap Zone: its printed type).
---@return integer
function Card:GetXyzType() end

---Its type as a Link Material (a card in a Spell & Trap Zone is also a monster).
---@return integer
function Card:GetLinkType() end

---Current level (0 for Xyz/Link and non-monsters).
---@return integer
function Card:GetLevel() end

---Rank of an Xyz monster.
---@return integer
function Card:GetRank() end

---Link rating of a Link monster.
---@return integer
function Card:GetLink() end

---The Level it counts as for the Synchro Monster sc (EFFECT_SYNCHRO_LEVEL; two Levels as low and high 16 bits).
---@param sc Card
---@return integer
function Card:GetSynchroLevel(sc) end

---The Level it counts as for the Ritual Summon of rc (EFFECT_RITUAL_LEVEL; two Levels in the low and high 16 bits).
---@param rc Card
---@return integer
function Card:GetRitualLevel(rc) end

---Printed level.
---@return integer
function Card:GetOriginalLevel() end

---The printed Rank of an Xyz monster (0 for any other card).
---@return integer
function Card:GetOriginalRank() end

---Whether it can be treated as Level lv for xyzc's Xyz Summon (its Level, or an EFFECT_XYZ_LEVEL value).
---@param xyzc Card
---@param lv integer
---@return boolean
function Card:IsXyzLevel(xyzc, lv) end

---Its left Pendulum Scale (changed by effects in a Pendulum Zone).
---@return integer
function Card:GetLeftScale() end

---Its printed left Pendulum Scale.
---@return integer
function Card:GetOriginalLeftScale() end

---Its right Pendulum Scale (changed by effects in a Pendulum Zone).
---@return integer
function Card:GetRightScale() end

---Its printed right Pendulum Scale.
---@return integer
function Card:GetOriginalRightScale() end

---The scale that counts where it is: the left one in the left Pendulum Zone, else the right one.
---@return integer
function Card:GetCurrentScale() end

---Whether this Link monster has that arrow (LINK_MARKER_*).
---@param marker integer
---@return boolean
function Card:IsLinkMarker(marker) end

---The monsters this Link monster points to.
---@return Group
function Card:GetLinkedGroup() end

---How many monsters this Link monster points to.
---@return integer
function Card:GetLinkedGroupCount() end

---The zones this Link monster points to, as a zone mask seen from player (default: its controller).
---@param player? integer
---@return integer
function Card:GetLinkedZone(player) end

---The monsters this Link monster points to that point back to it.
---@return Group
function Card:GetMutualLinkedGroup() end

---How many monsters are mutually linked with it.
---@return integer
function Card:GetMutualLinkedGroupCount() end

---The zones of the monsters mutually linked with it, seen from player.
---@param player? integer
---@return integer
function Card:GetMutualLinkedZone(player) end

---Whether it is linked: it points to a monster, or a Link monster points to it.
---@return boolean
function Card:IsLinkState() end

---Whether it is co-linked into a chain that joins both Extra Monster Zones.
---@return boolean
function Card:IsExtraLinkState() end

---The other cards in its column (both players' Monster and Spell & Trap Zones).
---@return Group
function Card:GetColumnGroup() end

---How many other cards are in its column.
---@return integer
function Card:GetColumnGroupCount() end

---The other zones of its column in these locations, as a zone mask seen from player.
---@param location integer
---@param player? integer
---@return integer
function Card:GetColumnZone(location, player) end

---Whether every other zone of its column is occupied.
---@return boolean
function Card:IsAllColumn() end

---Current attribute.
---@return integer
function Card:GetAttribute() end

---Printed attribute.
---@return integer
function Card:GetOriginalAttribute() end

---Its Attribute as a Fusion Material (EFFECT_CHANGE_FUSION_ATTRIBUTE; player: default the reason player).
---@param player? integer
---@return integer
function Card:GetFusionAttribute(player) end

---Its Attribute as a Link Material of player's (with EFFECT_ADD_LINK_ATTRIBUTE).
---@param player? integer
---@return integer
function Card:GetLinkAttribute(player) end

---The Attribute it would have in player's GY (default: the reason player): EFFECT_CHANGE_GRAVE_ATTRIBUTE.
---@param player? integer
---@return integer
function Card:GetAttributeInGrave(player) end

---Current race (monster type).
---@return integer
function Card:GetRace() end

---Printed race.
---@return integer
function Card:GetOriginalRace() end

---Its Type as a Link Material of player's (with EFFECT_ADD_LINK_RACE).
---@param player? integer
---@return integer
function Card:GetLinkRace(player) end

---The Type it would have in player's GY (default: the reason player): EFFECT_CHANGE_GRAVE_RACE.
---@param player? integer
---@return integer
function Card:GetRaceInGrave(player) end

---Current ATK.
---@return integer
function Card:GetAttack() end

---Base ATK (printed, or as set by EFFECT_SET_BASE_ATTACK).
---@return integer
function Card:GetBaseAttack() end

---Printed ATK.
---@return integer
function Card:GetTextAttack() end

---Current DEF.
---@return integer
function Card:GetDefense() end

---Base DEF.
---@return integer
function Card:GetBaseDefense() end

---Printed DEF.
---@return integer
function Card:GetTextDefense() end

---Its code when it last left the field (or its place before its last move).
---@return integer
function Card:GetPreviousCodeOnField() end

---Its type when it last left the field (or its place before its last move).
---@return integer
function Card:GetPreviousTypeOnField() end

---Its Level when it last left the field.
---@return integer
function Card:GetPreviousLevelOnField() end

---Its Rank when it last left the field.
---@return integer
function Card:GetPreviousRankOnField() end

---Its Attribute when it last left the field.
---@return integer
function Card:GetPreviousAttributeOnField() end

---Its Type (race) when it last left the field.
---@return integer
function Card:GetPreviousRaceOnField() end

---ATK it had on the field before leaving it.
---@return integer
function Card:GetPreviousAttackOnField() end

---DEF it had on the field before leaving it.
---@return integer
function Card:GetPreviousDefenseOnField() end

---How many Xyz Materials it had when it last left the field (or the Monster Zone).
---@return integer
function Card:GetPreviousOverlayCountOnField() end

---Its owner.
---@return integer
function Card:GetOwner() end

---Its controller.
---@return integer
function Card:GetControler() end

---Controller before its last move.
---@return integer
function Card:GetPreviousControler() end

---Set its reason (REASON_*) directly.
---@param reason integer
function Card:SetReason(reason) end

---Why it last moved (REASON_*).
---@return integer
function Card:GetReason() end

---The card responsible (battle, tribute, material).
---@return Card?
function Card:GetReasonCard() end

---The player responsible for its last move.
---@return integer
function Card:GetReasonPlayer() end

---The effect responsible.
---@return Effect?
function Card:GetReasonEffect() end

---Its position (POS_*).
---@return integer
function Card:GetPosition() end

---Position before its last move.
---@return integer
function Card:GetPreviousPosition() end

---Its battle position when its Damage Step began (before a face-down monster is flipped).
---@return integer
function Card:GetBattlePosition() end

---Its location (LOCATION_*).
---@return integer
function Card:GetLocation() end

---Location before its last move.
---@return integer
function Card:GetPreviousLocation() end

---Its sequence in its location.
---@return integer
function Card:GetSequence() end

---Sequence before its last move.
---@return integer
function Card:GetPreviousSequence() end

---How it was summoned (SUMMON_TYPE_*).
---@return integer
function Card:GetSummonType() end

---Where it was summoned from.
---@return integer
function Card:GetSummonLocation() end

---Who summoned it.
---@return integer
function Card:GetSummonPlayer() end

---For each SUMMON_INFO_* flag, what the card that Special Summoned it was (nil for an unknown flag).
---@param ... integer
---@return any ...
function Card:GetSpecialSummonInfo(...) end

---Where its latest move sends it (sendto_param.location: the destination asked, or its redirect).
---@return integer
function Card:GetDestination() end

---Where EFFECT_LEAVE_FIELD_REDIRECT would send it (0: nowhere else).
---@return integer
function Card:GetLeaveFieldDest() end

---Turn of its last move.
---@return integer
function Card:GetTurnID() end

---Changes each time it moves: tells 'the same card' apart.
---@return integer
function Card:GetFieldID() end

---Field id, for rules that look through temporary moves.
---@return integer
function Card:GetRealFieldID() end

---Whether its printed code (for rules on original names) is one of these.
---@param ... integer
---@return boolean
function Card:IsOriginalCodeRule(...) end

---Whether it currently has any of these codes.
---@param ... integer
---@return boolean
function Card:IsCode(...) end

---Whether its current type has any of these bits.
---@param type integer
---@return boolean
function Card:IsType(type) end

---Whether its current type has all of these bits.
---@param type integer
---@return boolean
function Card:IsAllTypes(type) end

---Whether its type as a Fusion Material has any of these bits.
---@param type integer
---@return boolean
function Card:IsFusionType(type) end

---Whether its type as a Synchro Material has any of these bits.
---@param type integer
---@return boolean
function Card:IsSynchroType(type) end

---Whether its type as an Xyz Material has one of these bits.
---@param type integer
---@return boolean
function Card:IsXyzType(type) end

---Whether its type as a Link Material has one of these bits.
---@param type integer
---@return boolean
function Card:IsLinkType(type) end

---Whether its level is one of these.
---@param ... integer
---@return boolean
function Card:IsLevel(...) end

---Whether its rank is one of these.
---@param ... integer
---@return boolean
function Card:IsRank(...) end

---Whether its Link rating is one of these.
---@param ... integer
---@return boolean
function Card:IsLink(...) end

---Whether its current ATK is one of these values.
---@param ... integer
---@return boolean
function Card:IsAttack(...) end

---Whether its current DEF is one of these values.
---@param ... integer
---@return boolean
function Card:IsDefense(...) end

---Whether it has any of these races.
---@param race integer
---@return boolean
function Card:IsRace(race) end

---Whether its Type as a Link Material has one of these bits.
---@param race integer
---@param player? integer
---@return boolean
function Card:IsLinkRace(race, player) end

---Whether it has any of these attributes.
---@param attribute integer
---@return boolean
function Card:IsAttribute(attribute) end

---Whether its Attribute as a Fusion Material has any of these bits.
---@param attribute integer
---@param player? integer
---@return boolean
function Card:IsFusionAttribute(attribute, player) end

---Whether its Attribute as a Link Material has one of these bits.
---@param attribute integer
---@param player? integer
---@return boolean
function Card:IsLinkAttribute(attribute, player) end

---Whether it has an Attribute other than these.
---@param attribute integer
---@return boolean
function Card:IsNonAttribute(attribute) end

---Whether it is a Fusion, Synchro, Xyz or Link Monster (by its printed type).
---@return boolean
function Card:IsExtraDeckMonster() end

---Whether its reason has any of these bits.
---@param reason integer
---@return boolean
function Card:IsReason(reason) end

---Whether its reason has all of these bits.
---@param reason integer
---@return boolean
function Card:IsAllReasons(reason) end

---Whether it was summoned this way.
---@param sumtype integer
---@return boolean
function Card:IsSummonType(sumtype) end

---Whether it was summoned from one of these locations.
---@param location integer
---@return boolean
function Card:IsSummonLocation(location) end

---Whether player summoned it (its summon player).
---@param player integer
---@return boolean
function Card:IsSummonPlayer(player) end

---Whether it has any of these STATUS_ bits.
---@param status integer
---@return boolean
function Card:IsStatus(status) end

---Whether it is a non-Tuner for the Synchro Monster sc (not a Tuner, or EFFECT_NONTUNER for sc).
---@param sc Card
---@return boolean
function Card:IsNotTuner(sc) end

---Whether it is a Tuner for the Synchro Monster sc (a Tuner, or EFFECT_TUNER for sc).
---@param sc Card
---@return boolean
function Card:IsTuner(sc) end

---Whether f accepts one of the effects its own initial_effect registered.
---@param f function
---@return boolean
function Card:IsOriginalEffectProperty(f) end

---Whether f accepts one of its own effects (card::is_effect_property).
---@param f function
---@return boolean
function Card:IsEffectProperty(f) end

---Set or clear STATUS_ bits.
---@param status integer
---@param on boolean
function Card:SetStatus(status, on) end

---Whether a Gemini monster is treated as an Effect Monster (EFFECT_DUAL_STATUS).
---@return boolean
function Card:IsDualState() end

---It is treated as Gemini Summoned (EFFECT_DUAL_STATUS until it leaves the field or turns face-down).
function Card:EnableDualState() end

---Set its turn counter (a client hint scripts also read).
---@param count integer
function Card:SetTurnCounter(count) end

---Its turn counter.
---@return integer
function Card:GetTurnCounter() end

---Record the materials it is summoned with (each one's reason card becomes c).
---@param g Group?
function Card:SetMaterial(g) end

---The materials it was summoned with.
---@return Group
function Card:GetMaterial() end

---How many materials it was summoned with.
---@return integer
function Card:GetMaterialCount() end

---The cards equipped to it.
---@return Group
function Card:GetEquipGroup() end

---How many cards are equipped to it.
---@return integer
function Card:GetEquipCount() end

---The monster it is equipped to.
---@return Card?
function Card:GetEquipTarget() end

---The monster it was equipped to before it was unequipped.
---@return Card?
function Card:GetPreviousEquipTarget() end

---Whether c's equip limit accepts target.
---@param target Card
---@return boolean
function Card:CheckEquipTarget(target) end

---Whether its Union limit accepts target.
---@param target Card
---@return boolean
function Card:CheckUnionTarget(target) end

---How many Union monsters (new and old rules) are equipped to it.
---@return integer
---@return integer
function Card:GetUnionCount() end

---Its Xyz materials.
---@return Group
function Card:GetOverlayGroup() end

---How many Xyz materials it has.
---@return integer
function Card:GetOverlayCount() end

---The Xyz Monster it is a material of.
---@return Card?
function Card:GetOverlayTarget() end

---Whether player can detach count of its Xyz Materials.
---@param player integer
---@param count integer
---@param reason integer
---@return boolean
function Card:CheckRemoveOverlayCard(player, count, reason) end

---player detaches min-max of its Xyz Materials.
---@param player integer
---@param min integer
---@param max integer
---@param reason integer
---@return integer
function Card:RemoveOverlayCard(player, min, max, reason) end

---The monsters it attacked this turn.
---@return Group
function Card:GetAttackedGroup() end

---How many different attack targets it had this turn (a direct attack counts once).
---@return integer
function Card:GetAttackedGroupCount() end

---How many times it entered the Damage Step as the attacker this turn.
---@return integer
function Card:GetAttackedCount() end

---The monsters it battled this turn.
---@return Group
function Card:GetBattledGroup() end

---How many different battles it had this turn (a direct attack counts once).
---@return integer
function Card:GetBattledGroupCount() end

---How many attacks it declared this turn.
---@return integer
function Card:GetAttackAnnouncedCount() end

---Whether it attacked directly this turn.
---@return boolean
function Card:IsDirectAttacked() end

---Make target a continuous card target of c.
---@param target Card
function Card:SetCardTarget(target) end

---Its continuous card targets.
---@return Group
function Card:GetCardTarget() end

---Its first continuous card target.
---@return Card?
function Card:GetFirstCardTarget() end

---How many continuous card targets it has.
---@return integer
function Card:GetCardTargetCount() end

---Whether target is one of its continuous targets.
---@param target Card
---@return boolean
function Card:IsHasCardTarget(target) end

---Remove target from c's continuous card targets.
---@param target Card
function Card:CancelCardTarget(target) end

---The cards that have it as a continuous card target.
---@return Group
function Card:GetOwnerTarget() end

---How many cards have it as a continuous card target.
---@return integer
function Card:GetOwnerTargetCount() end

---Its card-activation effects (EFFECT_TYPE_ACTIVATE).
---@return Effect ...
function Card:GetActivateEffect() end

---Its activation that could be activated now (with the reason effect as its effect): the Effect, and with copy_info for an activation on an event, the event's eg, ep, ev, re, r, rp; nil if none.
---@param neglect_con boolean
---@param neglect_cost boolean
---@param copy_info boolean
---@return Effect?
---@return Group?
---@return integer?
---@return integer?
---@return Effect?
---@return integer?
---@return integer?
function Card:CheckActivateEffect(neglect_con, neglect_cost, copy_info) end

---Its EFFECT_TUNER_MATERIAL_LIMIT: the effect, its target (which other materials), its value (their locations), the min and max count of other materials (0-99; EFFECT_FLAG_SPSUM_PARAM's range); nothing without one.
---@return Effect?
---@return function?
---@return integer?
---@return integer
---@return integer
function Card:GetTunerLimit() end

---For a monster in the Monster Zone: its EFFECT_HAND_SYNCHRO (or a Tuner limit that allows the hand): the effect, its target, the min and max count (0-99); nothing otherwise.
---@return Effect?
---@return function?
---@return integer
---@return integer
function Card:GetHandSynchro() end

---Register e to c; returns its id.
---@param e Effect
---@param forced? boolean
---@return integer
function Card:RegisterEffect(e, forced) end

---Its effects with that code that apply to it (with player: those with a use of their count limit left for player).
---@param code integer
---@param player? integer
---@return Effect?
function Card:IsHasEffect(code, player) end

---Reset its effects as card::reset(code, reset_type) does (RESET_EVENT, _PHASE, _CODE, _COPY or _CARD).
---@param code integer
---@param reset_type integer
function Card:ResetEffect(code, reset_type) end

---How many effects with this code apply to it.
---@param code integer
---@return integer
function Card:GetEffectCount(code) end

---Set a flag effect (a counter scripts use to remember things).
---@param code integer
---@param reset integer
---@param property integer
---@param count integer
---@param label? integer
---@return Effect
function Card:RegisterFlagEffect(code, reset, property, count, label) end

---How many flag effects with this code it has.
---@param code integer
---@return integer
function Card:GetFlagEffect(code) end

---Remove its flag effects with this code.
---@param code integer
function Card:ResetFlagEffect(code) end

---Set the label of its first flag effect with this code.
---@param code integer
---@param label integer
---@return boolean
function Card:SetFlagEffectLabel(code, label) end

---Labels of its flag effects with this code.
---@param code integer
---@return integer ...
function Card:GetFlagEffectLabel(code) end

---Relate other to it until one of the reset events (IsRelateToCard).
---@param other Card
---@param reset integer
function Card:CreateRelation(other, reset) end

---End a relation made by CreateRelation.
---@param other Card
function Card:ReleaseRelation(other) end

---Relate it to e (to its newest chain link, if e is on the chain): IsRelateToEffect.
---@param e Effect
function Card:CreateEffectRelation(e) end

---End its relation to e (to e's newest chain link, if e is on the chain).
---@param e Effect
function Card:ReleaseEffectRelation(e) end

---End all its relations to effects (IsRelateToEffect is false for every effect).
function Card:ClearEffectRelation() end

---Whether c is still the card e chose (not moved since).
---@param e Effect
---@return boolean
function Card:IsRelateToEffect(e) end

---Whether c relates to that chain link.
---@param chain? integer
---@return boolean
function Card:IsRelateToChain(chain) end

---Whether CreateRelation related other to it (and it still holds).
---@param other Card
---@return boolean
function Card:IsRelateToCard(other) end

---Whether it is one of the monsters of the attack in progress (the same card since the declaration).
---@return boolean
function Card:IsRelateToBattle() end

---Give it the effects of card `code` (its initial_effect run on this card); returns the copy id (for ResetEffect(id, RESET_COPY)), or -1 for a Normal card.
---@param code integer
---@param reset integer
---@param count? integer
---@return integer
function Card:CopyEffect(code, reset, count) end

---Replace its own effects by those of card `code` until the reset (then its own come back); returns the copy id, or -1 for a Normal card.
---@param code integer
---@param reset integer
---@param count? integer
---@return integer
function Card:ReplaceEffect(code, reset, count) end

---It cannot be Special Summoned unless properly summoned first (EFFECT_REVIVE_LIMIT).
function Card:EnableReviveLimit() end

---Its summon procedure is complete (STATUS_PROC_COMPLETE).
function Card:CompleteProcedure() end

---Whether its effects are negated.
---@return boolean
function Card:IsDisabled() end

---Whether it can be destroyed.
---@param e? Effect
---@return boolean
function Card:IsDestructable(e) end

---Whether it is a monster that can be Normal Summoned at all (not an Extra Deck, Ritual or special-only monster).
---@return boolean
function Card:IsSummonableCard() end

---Whether it may be Special Summoned at all (its revive limit and EFFECT_SPSUMMON_CONDITION).
---@return boolean
function Card:IsSpecialSummonableCard() end

---Whether it is a Fusion Monster its summon conditions allow to be Fusion Summoned.
---@param sumtype? integer
---@return boolean
function Card:IsFusionSummonableCard(sumtype) end

---Whether one of its own summon procedures could Special Summon it now.
---@param sumtype? integer
---@return boolean
function Card:IsSpecialSummonable(sumtype) end

---Whether its Synchro procedure could summon it now (with that Tuner and those materials).
---@param tuner Card?
---@param mg? Group
---@param min? integer
---@param max? integer
---@return boolean
function Card:IsSynchroSummonable(tuner, mg, min, max) end

---Whether its Xyz procedure could summon it now (with those materials).
---@param mg Group?
---@param min? integer
---@param max? integer
---@return boolean
function Card:IsXyzSummonable(mg, min, max) end

---Whether its Link procedure could summon it now (with those materials).
---@param mg Group?
---@param lcard? Card
---@param min? integer
---@param max? integer
---@return boolean
function Card:IsLinkSummonable(mg, lcard, min, max) end

---Whether it can be Normal Summoned now (once per turn, no prohibition, enough Tributes).
---@param ignore_count boolean
---@param e Effect?
---@param min? integer
---@return boolean
function Card:IsSummonable(ignore_count, e, min) end

---Whether the current player could Set it in a Monster Zone now (with e: by that procedure).
---@param ignore_count boolean
---@param e Effect?
---@param minc? integer
---@param zone? integer
---@return boolean
function Card:IsMSetable(ignore_count, e, minc, zone) end

---Whether it can be Set in the Spell & Trap Zone.
---@param ignore_field? boolean
---@return boolean
function Card:IsSSetable(ignore_field) end

---Whether it can be Special Summoned this way (to one of the zones of `zone`, when given).
---@param e Effect
---@param sumtype integer
---@param player integer
---@param nocheck boolean
---@param nolimit boolean
---@param pos? integer
---@param target_player? integer
---@param zone? integer
---@return boolean
function Card:IsCanBeSpecialSummoned(e, sumtype, player, nocheck, nolimit, pos, target_player, zone) end

---Whether it may come to player's field (default: the reason player; location default LOCATION_SZONE): not forbidden, no uniqueness condition against it.
---@param player? integer
---@param location? integer
---@return boolean
function Card:IsCanBePlacedOnField(player, location) end

---Whether it can be added/returned to the hand.
---@param player? integer
---@return boolean
function Card:IsAbleToHand(player) end

---Whether it can be returned to the Deck.
---@return boolean
function Card:IsAbleToDeck() end

---Whether it can be put in the Extra Deck (an Extra Deck or Pendulum monster).
---@return boolean
function Card:IsAbleToExtra() end

---Whether it can be sent to the GY.
---@return boolean
function Card:IsAbleToGrave() end

---Whether it can be banished.
---@param player? integer
---@param pos? integer
---@param reason? integer
---@return boolean
function Card:IsAbleToRemove(player, pos, reason) end

---Whether it can be returned to the hand as a cost.
---@return boolean
function Card:IsAbleToHandAsCost() end

---Whether it can be returned to the Deck as a cost.
---@return boolean
function Card:IsAbleToDeckAsCost() end

---Whether it can be returned to the Extra Deck as a cost.
---@return boolean
function Card:IsAbleToExtraAsCost() end

---Whether the reason player can return it as a cost: to the Extra Deck (an Extra Deck monster) or the Deck.
---@return boolean
function Card:IsAbleToDeckOrExtraAsCost() end

---Whether it can be sent to the GY as a cost.
---@return boolean
function Card:IsAbleToGraveAsCost() end

---Whether it can be banished as a cost.
---@return boolean
function Card:IsAbleToRemoveAsCost() end

---Whether it can be Tributed.
---@param reason? integer
---@return boolean
function Card:IsReleasable(reason) end

---Whether the reason player can Tribute it by the running effect.
---@return boolean
function Card:IsReleasableByEffect() end

---Whether it can be discarded.
---@param reason? integer
---@return boolean
function Card:IsDiscardable(reason) end

---Whether it can attack (card::is_capable_attack).
---@return boolean
function Card:IsAttackable() end

---Whether the attacker could attack again (Duel.ChainAttack) after this attack.
---@param count? integer
---@param monster_only? boolean
---@return boolean
function Card:IsChainAttackable(count, monster_only) end

---Whether it is face-up.
---@return boolean
function Card:IsFaceup() end

---Whether it is face-up, or in the hand, the GY or the Deck.
---@return boolean
function Card:IsFaceupEx() end

---Whether it is in Attack Position.
---@return boolean
function Card:IsAttackPos() end

---Whether it is face-down.
---@return boolean
function Card:IsFacedown() end

---Whether it is in Defense Position.
---@return boolean
function Card:IsDefensePos() end

---Whether it is in one of these positions.
---@param position integer
---@return boolean
function Card:IsPosition(position) end

---Whether it was in one of these positions.
---@param position integer
---@return boolean
function Card:IsPreviousPosition(position) end

---Whether player controls it.
---@param player integer
---@return boolean
function Card:IsControler(player) end

---Whether player controlled it before its last move.
---@param player integer
---@return boolean
function Card:IsPreviousControler(player) end

---Whether it is on the field.
---@return boolean
function Card:IsOnField() end

---Whether it is in one of these locations.
---@param location integer
---@return boolean
function Card:IsLocation(location) end

---Whether it was in one of these locations.
---@param location integer
---@return boolean
function Card:IsPreviousLocation(location) end

---Whether its level is at most the value (false without one).
---@param value integer
---@return boolean
function Card:IsLevelBelow(value) end

---Whether its level is at least the value (false without one).
---@param value integer
---@return boolean
function Card:IsLevelAbove(value) end

---Whether its Rank is at most rank (false without a Rank).
---@param rank integer
---@return boolean
function Card:IsRankBelow(rank) end

---Whether its Rank is at least rank (false without a Rank).
---@param rank integer
---@return boolean
function Card:IsRankAbove(rank) end

---Whether its Link rating is at most link (false for a non-Link).
---@param link integer
---@return boolean
function Card:IsLinkBelow(link) end

---Whether its Link rating is at least link (false for a non-Link).
---@param link integer
---@return boolean
function Card:IsLinkAbove(link) end

---Whether its attack is at most the value (false without one).
---@param value integer
---@return boolean
function Card:IsAttackBelow(value) end

---Whether its attack is at least the value (false without one).
---@param value integer
---@return boolean
function Card:IsAttackAbove(value) end

---Whether its defense is at most the value (false without one).
---@param value integer
---@return boolean
function Card:IsDefenseBelow(value) end

---Whether its defense is at least the value (false without one).
---@param value integer
---@return boolean
function Card:IsDefenseAbove(value) end

---Whether it has a Level (a monster that is not Xyz or Link, no STATUS_NO_LEVEL).
---@return boolean
function Card:IsHasLevel() end

---Whether it has DEF (a monster that is not a Link monster).
---@return boolean
function Card:IsHasDefense() end

---Whether it is public: face-up (a card in the hand revealed by EFFECT_PUBLIC included).
---@return boolean
function Card:IsPublic() end

---Whether it is forbidden (cannot be used).
---@return boolean
function Card:IsForbidden() end

---Whether control of it can change (ignoring free zones).
---@return boolean
function Card:IsAbleToChangeControler() end

---Whether control of it can change.
---@return boolean
function Card:IsControlerCanBeChanged() end

---Place counters on it.
---@param countertype integer
---@param count integer
---@return boolean
function Card:AddCounter(countertype, count) end

---Remove counters from it.
---@param player integer
---@param countertype integer
---@param count integer
---@param reason integer
---@return boolean
function Card:RemoveCounter(player, countertype, count, reason) end

---How many counters of this kind it has.
---@param counter integer
---@return integer
function Card:GetCounter(counter) end

---It can hold counters of this type (EFFECT_COUNTER_PERMIT).
---@param countertype integer
---@param location? integer
---@param condition? function
function Card:EnableCounterPermit(countertype, location, condition) end

---At most `limit` counters of this type (EFFECT_COUNTER_LIMIT).
---@param countertype integer
---@param limit integer
function Card:SetCounterLimit(countertype, limit) end

---Whether an effect can change its battle position.
---@return boolean
function Card:IsCanChangePosition() end

---Whether it can be turned face-down.
---@return boolean
function Card:IsCanTurnSet() end

---Whether counters of this type can be placed on it.
---@param countertype integer
---@param count? integer
---@return boolean
function Card:IsCanAddCounter(countertype, count) end

---Whether player could remove count counters of this type from it (nothing for a player not 0 or 1).
---@param player integer
---@param countertype integer
---@param count integer
---@param reason integer
---@return boolean?
function Card:IsCanRemoveCounter(player, countertype, count, reason) end

---Whether it has its own permit to hold this counter.
---@param countertype integer
---@return boolean
function Card:IsCanHaveCounter(countertype) end

---Whether it can become an Xyz Material.
---@param player? integer
---@return boolean
function Card:IsCanOverlay(player) end

---Whether it can be a Fusion Material (of fc, for that summon type: default SUMMON_TYPE_FUSION).
---@param fc? Card
---@param sumtype? integer
---@return boolean
function Card:IsCanBeFusionMaterial(fc, sumtype) end

---Whether it can be a Synchro Material (of sc, with that Tuner): a monster, not forbidden, no EFFECT_CANNOT_BE_SYNCHRO_MATERIAL for sc; an Xyz or Link Monster only with EFFECT_SYNCHRO_LEVEL_EX.
---@param sc? Card
---@param tuner? Card
---@return boolean
function Card:IsCanBeSynchroMaterial(sc, tuner) end

---Whether it can be a Ritual Material of rc (a monster; in the GY only with EFFECT_EXTRA_RITUAL_MATERIAL).
---@param rc Card?
---@return boolean
function Card:IsCanBeRitualMaterial(rc) end

---Whether it can be an Xyz Material (of xyzc): a monster, not a Token, no EFFECT_CANNOT_BE_XYZ_MATERIAL.
---@param xyzc Card?
---@return boolean
function Card:IsCanBeXyzMaterial(xyzc) end

---Whether it can be a Link Material (of lc): a monster (any card in a Spell & Trap Zone), no EFFECT_CANNOT_BE_LINK_MATERIAL.
---@param lc Card?
---@return boolean
function Card:IsCanBeLinkMaterial(lc) end

---Whether g holds materials for this Fusion Monster (its EFFECT_FUSION_MATERIAL condition), with gc among them.
---@param g? Group
---@param gc? Card
---@param chkf? integer
---@param not_material? boolean
---@return boolean
function Card:CheckFusionMaterial(g, gc, chkf, not_material) end

---Whether it can substitute for a named Fusion Material of fc (EFFECT_FUSION_SUBSTITUTE).
---@param fc Card
---@return boolean
function Card:CheckFusionSubstitute(fc) end

---Whether it is unaffected by that effect (EFFECT_IMMUNE_EFFECT).
---@param e Effect
---@return boolean
function Card:IsImmuneToEffect(e) end

---Whether e could negate it: not negated already, no EFFECT_CANNOT_DISABLE, not immune to e.
---@param e Effect
---@param is_monster_effect? boolean
---@return boolean
function Card:IsCanBeDisabledByEffect(e, is_monster_effect) end

---Whether e may target c.
---@param e Effect
---@param player? integer
---@return boolean
function Card:IsCanBeEffectTarget(e, player) end

---Whether attacker may choose it as its attack target.
---@param attacker Card
---@return boolean
function Card:IsCanBeBattleTarget(attacker) end

---Make a Trap Card a monster of this type and data (before Special Summoning it).
---@param type integer
---@param attribute? integer
---@param race? integer
---@param level? integer
---@param atk? integer
---@param def? integer
function Card:AddMonsterAttribute(type, attribute, race, level, atk, def) end

---Keep (or no longer keep) an activated Spell/Trap on the field when the chain ends.
---@param cancel? boolean
function Card:CancelToGrave(cancel) end

---The minimum and maximum Tributes its Normal Summon needs.
---@return integer
---@return integer
function Card:GetTributeRequirement() end

---The monster it is battling (nil when it is not in the attack in progress).
---@return Card?
function Card:GetBattleTarget() end

---The monsters it may attack now, and whether it may attack directly.
---@return Group
---@return boolean
function Card:GetAttackableTarget() end

---A hint shown on the card by clients (no rule effect).
---@param hint integer
---@param value integer
function Card:SetHint(hint, value) end

---A card in the Deck turns face-up (face-up Defense Position, as the core).
function Card:ReverseInDeck() end

---Only one card of this kind may be face-up on the field (on these sides).
---@param s integer
---@param o integer
---@param code integer|function
---@param location? integer
function Card:SetUniqueOnField(s, o, code, location) end

---Whether its uniqueness condition allows it on player's field.
---@param player integer
---@param location? integer
---@param icard? Card
---@return boolean
function Card:CheckUniqueOnField(player, location, icard) end

---Remove its effects created by cards with these codes (RESET_CARD).
---@param ... integer
function Card:ResetNegateEffect(...) end

---Until the running script call returns, its ASSUME_* property (code, type, Level, Rank, Attribute, Race, ATK, DEF) reads `value`.
---@param assume_type integer
---@param value integer
function Card:AssumeProperty(assume_type, value) end

---Only one card of this name can be Special Summoned per turn.
---@param code integer
function Card:SetSPSummonOnce(code) end
