-- Second Strike Sentinel (made up for the harness's own scenarios): when the second attack of a
-- turn is declared, it gains 1000 ATK. The attacks are counted by a continuous effect on the same
-- event, which runs after the trigger's condition was checked: the first attack finds the count
-- at 0, the second at 1.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_ATKCHANGE)
	e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
	e1:SetCode(EVENT_ATTACK_ANNOUNCE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCondition(s.second_attack)
	e1:SetOperation(s.gain)
	c:RegisterEffect(e1)
	if not s.counting then
		s.counting=true
		local count=Effect.CreateEffect(c)
		count:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
		count:SetCode(EVENT_ATTACK_ANNOUNCE)
		count:SetOperation(s.count_attack)
		Duel.RegisterEffect(count,0)
	end
end
function s.count_attack(e,tp,eg,ep,ev,re,r,rp)
	Duel.RegisterFlagEffect(0,id,RESET_PHASE+PHASE_END,0,1)
end
function s.second_attack(e,tp,eg,ep,ev,re,r,rp)
	return Duel.GetFlagEffect(0,id)==1
end
function s.gain(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if c:IsFaceup() and c:IsRelateToEffect(e) then
		local e1=Effect.CreateEffect(c)
		e1:SetType(EFFECT_TYPE_SINGLE)
		e1:SetCode(EFFECT_UPDATE_ATTACK)
		e1:SetValue(1000)
		e1:SetReset(RESET_EVENT+RESETS_STANDARD)
		c:RegisterEffect(e1)
	end
end
