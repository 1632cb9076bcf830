"""Round 131: an internal wiki page in Ukrainian: the id in a summary table's "Ідентифікатор патча" row, "Primus-Turbo |
не використовується" (not used), a phase the summary table gets wrong and a closing correction puts right, and a
sibling pipeline patch marked "не наш" (not ours)."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirty_first_ukrainian_wiki_pp_token_pre_broadcast.md"

TITLE = "hundred-and-thirty-first-round report (a wiki page in Ukrainian)"
SITES = {
    "pretrain_gpt.get_batch",
    "megatron.core.pipeline_parallel.get_forward_backward_func",
    "megatron.training.training.get_forward_backward_func",
}
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": SITES,
            "upstream.aliases": SITES,
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/deepseek_v4_get_batch_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast", "framework.name": "megatron-lm"},
        # "Primus-Turbo | не використовується": no package; the summary table's phase; the sibling patches.
        nowhere=("primus_turbo", "after_build_args", "pp_tensor_shape", "dump_pp_data", "hc_mult"),
        mentioned=(
            "pretrain_gpt.get_batch",
            "megatron.core.pipeline_parallel.get_forward_backward_func",
            "megatron.training.training.get_forward_backward_func",
            "num_hash_layers",
            "pipeline_model_parallel_size",
        ),
    ),
}
