"""Round 28: a nested numbered outline.

A deeply nested numbered outline whose child items give, qualify or contradict their parent's fact.
"""

from __future__ import annotations

from .case import Case
from .names import GDN_FORWARD, GDN_SUMMARY, OUTLINE

TITLE = "twenty-eighth-round report (a nested numbered outline)"
CASES = {
    OUTLINE: Case(
        allowed={
            "feature.id": "megatron.ssm.gdn_rocm_gate",
            "feature.summary": frozenset({GDN_SUMMARY}),
            "feature.patch_style": "source_rewrite",
            "framework.name": "megatron-lm",
            "upstream.symbols": {GDN_FORWARD},
            "implementation.primus_file": frozenset({"primus/backends/megatron/patches/gdn_rocm_gate_patches.py"}),
            "enable.flags": {("experimental_attention_variant", "gated_delta_net")},
            "enable.phase": "before_train",
            "requires.packages": {("megatron-core", None), ("torch", None), ("flash-linear-attention", None)},
            "requires.platform": "rocm",
            "constraints": {("experimental_attention_variant", "==", "gated_delta_net")},
            "module.constructor": None,
            "module.forward_inputs": {("hidden_states", ("seq_length", "micro_batch_size", "hidden_size"))},
        },
        required={
            "feature.id": "megatron.ssm.gdn_rocm_gate",
            "feature.patch_style": "source_rewrite",
            "requires.platform": "rocm",
        },
        nowhere=(
            "'g'",  # "`g=g.to(query.dtype)` instead of `g=g`": a keyword argument of the FLA call
            "packed_seq_params",  # "upstream's own raise ..., not the patch's"
            "enable_primus_turbo",  # "NOT part of this gate"
            "transformer_engine",
        ),
        mentioned=(
            "GatedDeltaNet.forward",
            "experimental_attention_variant",
            "packed_seq_params",
            "use_gate_in_kernel",
        ),
    ),
}
