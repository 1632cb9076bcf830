"""Side tool: find the user's tests that exercise the replaced code (scripts/find_tests.py)."""
