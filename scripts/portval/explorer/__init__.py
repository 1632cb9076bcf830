"""Side tool: draft a facts file from a backend-patch-explorer report (scripts/facts_from_explorer.py).

The report flows through these modules, in this order:

- ``text``: Markdown inline source as plain text and one-line quotes;
- ``markdown``: the report parsed into its parts: inventory-table rows or deep-dive sections, as blocks;
- ``paths``: dotted import paths, which upstream packages a site may live in, and code a report writes without backticks;
- ``sentences``: blocks split into sentences and code statements, with their lines and citations;
- ``records``: what a draft holds (``Found``, ``Todo``, ``Extraction``) and the TODOs for fields not found;
- one reader per kind of fact: ``feature`` (patch style, port kind, module under test), ``sites``
  (upstream sites, framework name, wired_at), ``implementation`` (the Primus and Turbo symbols), ``enable``
  (flags, env, side effects, phase), ``requires`` (packages, platform, backend versions), ``constraints`` (with
  ``worded``: "must be", bounds in words, Param | Op | Value rows); ``hedges.statements`` is the one decision every
  reader's input passes (is this statement about this patch, plainly?): ``hedges`` marks the sentences that state
  nothing plainly (conditions, negations, another patch, a message, a fallback, when the patch does nothing, a hedged
  lead-in to a code block) and turns them, and what no reader wrote, into TODOs quoting their line;
- ``leftovers``: the last pass: what a line names (a path, a code span, a package, a version) that no value, TODO or
  note holds becomes a TODO quoting the line, so nothing is dropped in silence;
- ``extract``: the entry point: finds the report's shape and the patch, runs the readers, returns an ``Extraction``;
- ``against_code``: with a Primus checkout, each value its code rules out (``primus_code``) becomes a TODO;
- ``yaml_text``: the draft facts file as YAML, each value citing its report line;
- ``draft``: the command's work: read the report, draft, check against the contract, write, summarise.
"""
