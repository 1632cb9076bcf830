"""Round 249: a Freeplane mind map saved as its XML: nested nodes with notes, icons that accept or reject a node,
attribute rows, a struck node holding the wrong phase, an arrow link to its correction, and sibling patches under a
rejected branch."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_forty_ninth_freeplane_mind_map_args_compat.md"

TITLE = "two-hundred-and-forty-ninth-round report (a Freeplane mind map)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.add_megatron_arguments_compat",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.training.arguments.add_megatron_arguments"},
            "enable.phase": frozenset({None, "setup"}),
        },
        required={"feature.id": "megatron.args.add_megatron_arguments_compat", "framework.name": "megatron-lm"},
        # The struck phase; the siblings' sites and variable; the idea taken back; the runner's variable.
        nowhere=("build_args", "build_tokenizer", "CUDA_DEVICE_MAX_CONNECTIONS", "parse_args", "PRIMUS_PATCHES"),
        mentioned=("add_megatron_arguments",),
    ),
}
