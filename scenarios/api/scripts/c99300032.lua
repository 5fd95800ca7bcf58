-- Column Census (made up for the harness's own scenarios): its controller draws 1 card for each
-- other card in the column of its left Pendulum Scale (Card.GetColumnGroupCount), and gains
-- 1000 LP if that Scale is in the column of the monster in its Main Monster Zone 0
-- (Card.GetColumnGroup): a Pendulum Scale is in Spell & Trap Zone 0 or 4, so it shares that
-- zone's column.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DRAW+CATEGORY_RECOVER)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(s.target)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.GetFieldCard(tp,LOCATION_PZONE,0)~=nil end
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local scale=Duel.GetFieldCard(tp,LOCATION_PZONE,0)
	if not scale then return end
	Duel.Draw(tp,scale:GetColumnGroupCount(),REASON_EFFECT)
	local monster=Duel.GetFieldCard(tp,LOCATION_MZONE,0)
	if monster and monster:GetColumnGroup():IsContains(scale) then
		Duel.Recover(tp,1000,REASON_EFFECT)
	end
end
