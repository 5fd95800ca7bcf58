-- Test fixture: shadowed by support_first/procedure.lua.
PROCEDURE_FROM = "support_second"
