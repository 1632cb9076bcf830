"""Printing a Plan: the scaffold's files through the templates, their safe writing, and the summary the scripts print."""
