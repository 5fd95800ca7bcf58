"""`ygo-harness mutate`: mutation testing of card scripts (docs/mutation.md).

A mutant is the script with one small change (an operator, a literal, a constant, a call
removed); the scenarios that concern the card run against it, and a mutant no scenario fails on
is a behaviour nothing checks. The modules, from the bottom:

  lexer      Lua 5.4 tokens (strings and comments stay whole, so no mutant touches them)
  equivalent the mutants the engine reads as the original script, which are not made
  operators  the mutants of a script, in a fixed order
  reach      which function a mutant sits in, and which scenarios ran that function
  diff       the lines of a script a git diff added or changed (--lines changed)
  worker     what a worker process does: one scenario against the original or a mutant
  pool       the worker processes, one per --jobs, each driven by a waiting thread
  runner     the run: the originals first, then each mutant until a scenario kills it
  report     the text and JSON reports and the score
  command    the command line
"""
