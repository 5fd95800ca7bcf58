-- Test fixture: card 95200013 is a Normal Monster, so the harness must never run this file.
error("the script of a Normal Monster was loaded")
