"""port-validation-guide: port facts in, validation plan and test scaffold out.

The flow is facts -> decisions -> files:

- ``facts``: load and validate a facts file into a frozen ``Facts``;
- ``tolerances``: read the tolerance tables of ``references/test-templates.md``;
- ``decide``: turn ``Facts`` and tolerances into a frozen ``Plan``;
- ``scaffold``: print the ``Plan`` through the Jinja templates;
- ``writer``: write the files safely (manifest, conflicts, atomic renames).
"""
