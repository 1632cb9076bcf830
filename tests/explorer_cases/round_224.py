"""Round 224: a Malay handover note: no site, a config rewrite only for a string, a phase taken back ("Saya tarik
balik"), and a section headed "Bukan patch ni" (not this patch) whose line on the router patch says its site and flag
are "bukan milik patch ni" (not this patch's)."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_twenty_fourth_malay_handover_moe_layer_freq.md"

TITLE = "two-hundred-and-twenty-fourth-round report (a Malay handover note)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.moe_layer_freq",
            "feature.summary": frozenset({None, "Normalize moe_layer_freq when provided as a string expression"}),
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/args/moe_layer_freq_patches.py"}),
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.moe_layer_freq", "framework.name": "megatron-lm", "enable.phase": "build_args"},
        # The router patch's site and flag; the retracted phase; the neighbour's settings; the runner's variable.
        nowhere=("TopKRouter", "disable_primus_topk_router", "before_train", "sequence_parallel", "PRIMUS_PATCHES"),
        mentioned=("moe_layer_freq", "PRIMUS_PATCHES"),
    ),
}
