-- Test fixture: this folder's procedure.lua (first folder: must be the one loaded).
PROCEDURE_FROM = "support_first"
