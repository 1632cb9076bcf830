"""Side tool: find every binding of the replaced symbols in the framework's source (scripts/find_sites.py)."""
