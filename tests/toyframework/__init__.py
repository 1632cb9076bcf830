"""A tiny PyTorch training framework that the end-to-end tests port features into.

It has what makes real ports hard to validate: a module class bound in two
modules (``layers.norm.RMSNorm`` and the ``from ... import RMSNorm`` alias in
``model``), a model that reads the alias when it is built, and a training step.
"""
