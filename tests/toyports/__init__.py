"""Ports of optimizations into the toy framework, correct and deliberately broken.

``TOYPORT_BUG`` selects a broken variant, so one wired adapter exercises each
kind of port bug the generated tests must catch.
"""
