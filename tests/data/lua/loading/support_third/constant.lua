-- Test fixture: a constant.lua of the test's own, with a single constant.
CONSTANT_FROM = "support_third"
