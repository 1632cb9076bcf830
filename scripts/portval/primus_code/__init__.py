"""Side tool: a Primus checkout read with ast, to check the facts about a patch against its code."""
