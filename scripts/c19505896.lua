--Weed: if this card would be destroyed, you can destroy another face-up Plant monster you control instead
function c19505896.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_CONTINUOUS+EFFECT_TYPE_SINGLE)
	e1:SetCode(EFFECT_DESTROY_REPLACE)
	e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTarget(c19505896.reptg)
	e1:SetOperation(c19505896.repop)
	c:RegisterEffect(e1)
end
function c19505896.plant(c,e)
	return c:IsFaceup() and c:IsRace(RACE_PLANT) and c:IsDestructable(e) and not c:IsStatus(STATUS_DESTROY_CONFIRMED)
end
function c19505896.reptg(e,tp,eg,ep,ev,re,r,rp,chk)
	local c=e:GetHandler()
	if chk==0 then
		return not c:IsReason(REASON_REPLACE)
			and Duel.IsExistingMatchingCard(c19505896.plant,tp,LOCATION_MZONE,0,1,c,e)
	end
	if not Duel.SelectEffectYesNo(tp,c,96) then return false end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_DESREPLACE)
	local tc=Duel.SelectMatchingCard(tp,c19505896.plant,tp,LOCATION_MZONE,0,1,1,c,e):GetFirst()
	e:SetLabelObject(tc)
	tc:SetStatus(STATUS_DESTROY_CONFIRMED,true)
	return true
end
function c19505896.repop(e,tp,eg,ep,ev,re,r,rp)
	local tc=e:GetLabelObject()
	tc:SetStatus(STATUS_DESTROY_CONFIRMED,false)
	Duel.Destroy(tc,REASON_EFFECT+REASON_REPLACE)
end
