"""Round 975: a notebook kept as a percent-format script (markdown cells as comments, code cells that inspect the registry and
their pasted output): a schedules site a later cell takes back, a hypothetical config, the tensor-shape and dump
neighbours, the notebook's own tool versions."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_seventy_fifth_jupytext_percent_pp_token_pre_broadcast.md"

TITLE = "nine-hundred-and-seventy-fifth-round report (a notebook as a percent-format script)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.summary": frozenset(
                {
                    None,
                    "DeepSeek-V4's hash-routed MoE layers (the first num_hash_layers MoE layers) look up a static tid2eid table, so they need the raw input_ids on every PP stage that owns one.",
                }
            ),
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.pipeline_parallel.get_forward_backward_func", "pretrain_gpt.get_batch"},
            "upstream.aliases": {"megatron.training.training.get_forward_backward_func"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/deepseek_v4_get_batch_patches.py"}),
            "framework.name": frozenset({None, "megatron-lm"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
            "constraints": {("num_hash_layers", ">", 0)},
        },
        required={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.pipeline_parallel.get_forward_backward_func"},
            "upstream.aliases": {"megatron.training.training.get_forward_backward_func"},
            "enable.phase": "before_train",
        },
        nowhere=("schedules.get_forward_backward_func", "v4_pp_token_pre_broadcast:", "hc_mult", "1.16.4", "primus_turbo"),
        mentioned=(),
    ),
}
