"""Side tool: draft a facts file from a backend-patch-explorer report (scripts/facts_from_explorer.py)."""
