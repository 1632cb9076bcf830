"""port-validation-guide: port facts in, validation plan and test scaffold out.

One package per stage of facts -> plan -> files:

- ``facts``: the contract, declared once, that loads and validates a facts file into a frozen ``Facts``;
- ``plan``: every decision, made once: ``Facts`` and the tolerance tables into a frozen ``Plan``;
- ``render``: the ``Plan`` printed through ``templates/``, written safely, and summarised for the scripts.

The side tools each have their own: ``explorer`` (draft facts from a backend-patch-explorer report),
``existing_tests`` (find the user's tests that touch the change), ``sites`` (find every binding of a
replaced symbol in the framework's source) and ``loss_curves`` (read and judge training logs). ``common`` holds what all of them share. The modules copied
into every scaffold live outside the library, in ``runtime/``.
"""
