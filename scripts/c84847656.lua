--Teleki-Attacker: if a face-up Psychic monster would be destroyed, pay 500 LP and destroy this card instead
function c84847656.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_CONTINUOUS+EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_DESTROY_REPLACE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTarget(c84847656.reptg)
	e1:SetValue(c84847656.repval)
	e1:SetOperation(c84847656.repop)
	c:RegisterEffect(e1)
end
function c84847656.psychic(c)
	return c:IsLocation(LOCATION_MZONE) and c:IsFaceup() and c:IsRace(RACE_PSYCHO) and not c:IsReason(REASON_REPLACE)
end
function c84847656.repval(e,c)
	return c84847656.psychic(c)
end
function c84847656.reptg(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then
		return not eg:IsContains(e:GetHandler()) and Duel.CheckLPCost(tp,500)
			and eg:IsExists(c84847656.psychic,1,nil)
	end
	if not Duel.SelectEffectYesNo(tp,e:GetHandler(),96) then return false end
	Duel.PayLPCost(tp,500)
	return true
end
function c84847656.repop(e,tp,eg,ep,ev,re,r,rp)
	Duel.Destroy(e:GetHandler(),REASON_EFFECT+REASON_REPLACE)
end
