"""Round 413: a DokuWiki page in its own markup: the gate as three comparisons and then a YAML block of a run that meets
them (its comment working out the multiplier), a struck site, a discussion whose reply takes a claim back, related
patches and open questions."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_thirteenth_dokuwiki_page_kimi_k3_pp_shape.md"
SCHEDULES = "megatron.core.pipeline_parallel.schedules"

TITLE = "four-hundred-and-thirteenth-round report (a DokuWiki page)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.kimi_k3.pp_tensor_shape",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{SCHEDULES}.get_tensor_shapes", f"{SCHEDULES}.forward_backward_pipelining_with_interleaving"},
            "implementation.primus_file": "primus/backends/megatron/patches/kimi_k3_pp_shape_patches.py",
            "enable.flags": {("model_type", "kimi_k3")},
            "enable.phase": "before_train",
            "constraints": {("patch_zero_bubble", "==", False), ("patch_primus_pipeline", "==", False)},
        },
        required={"feature.id": "megatron.kimi_k3.pp_tensor_shape", "enable.flags": {("model_type", "kimi_k3")}, "enable.phase": "before_train"},
        # The example config's values and its comment's arithmetic; the struck site; the related patches.
        nowhere=("'multiplier'", "'num_layers'", "'attn_res_block_size'", "'pipeline_model_parallel_size'", "zerobubble", "pp_warmup"),
        mentioned=("attn_res_block_size", "pp_warmup"),
    ),
}
