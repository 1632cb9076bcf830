"""The loss-curve side tool (scripts/compare_losses.py): reading framework logs, judging them, reporting."""
