"""Side tool: find every binding of the replaced symbols in the framework's source (scripts/find_sites.py).

- ``scan``: the framework's source read with ``ast``: every import-time binding of each symbol, and what a port rebinds;
- ``report``: what find_sites.py prints and writes back into the facts.
"""
