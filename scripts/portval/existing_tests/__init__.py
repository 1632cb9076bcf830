"""Side tool: find the user's tests that exercise the replaced code (scripts/find_tests.py).

- ``model``: what is searched for (targets, configuration selectors) and found (reasons, tests, the search);
- ``repository``: the repository's pytest config, its test files and helpers, their bytes, the text prefilter;
- ``analysis``: one file read with ``ast`` into touches of the targets, with their lines;
- ``scoring``: tests linked to helpers and fixtures, touches turned into reasons, tests ranked;
- ``search``: the search itself: which files to parse, in parallel when there are many, and the result;
- ``report``: what find_tests.py prints and writes back into the facts.
"""
