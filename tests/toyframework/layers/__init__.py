"""Layers of the toy framework."""
