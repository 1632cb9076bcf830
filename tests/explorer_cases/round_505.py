"""Round 505: a reStructuredText page as Sphinx sources it (over- and underlined titles, a field list, "#." items,
note and deprecated directives, a list-table, a code-block, a comment block with a first draft's claim): a retracted
site taken back as "the last item of the list above", a supposed config and the sequence-parallel patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_fifth_sphinx_rst_source_iterations_to_skip_default.md"

TITLE = "five-hundred-and-fifth-round report (a reStructuredText source page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.iterations_to_skip_default",
            "feature.summary": frozenset({None, "Ensure iterations_to_skip has a list default instead of None"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "upstream.symbols": set(),
            "upstream.aliases": set(),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/iterations_to_skip_default_patches.py"}),
            "enable.flags": set(),
            "enable.phase": frozenset({None, "build_args"}),
            "requires.platform": frozenset({None, "any"}),
        },
        required={"feature.id": "megatron.args.iterations_to_skip_default", "enable.phase": "build_args"},
        # The retracted site; the first draft's gate in a comment; the companion's id.
        nowhere=("validate_args", "enable_primus_turbo", "sequence_parallel"),
        mentioned=("validate_args",),
    ),
}
