"""Round 67: a report made only of tables whose columns answer a question of each row ("Rebound?", "Needed?",
"Applies?", "Part of this patch?") or say how sure the writer is ("Confidence"): a row answered no, unknown or with a
guess states nothing."""

from __future__ import annotations

from .case import Case

TABLES_ONLY = "sixty_seventh_tables_only_deepseek_v4_pre_broadcast.md"
V4_FBF = "get_forward_backward_func"

TITLE = "sixty-seventh-round report (tables only, with answer and confidence columns)"
CASES = {
    TABLES_ONLY: Case(
        allowed={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "feature.summary": None,  # any sentence of What it does
            "feature.patch_style": frozenset({None, "function_wrapping"}),  # "fairly sure"
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"megatron.core.pipeline_parallel.{V4_FBF}", "pretrain_gpt.get_batch"},
            "upstream.aliases": {f"megatron.training.training.{V4_FBF}"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/deepseek_v4_get_batch_patches.py"}),
            "enable.phase": "before_train",
            "requires.packages": {("torch", None)},
            "requires.platform": frozenset({None, "any"}),
        },
        required={
            "feature.id": "megatron.deepseek_v4.pp_token_pre_broadcast",
            "upstream.sites": {f"megatron.core.pipeline_parallel.{V4_FBF}", f"megatron.training.training.{V4_FBF}"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "schedules",  # "| `...schedules.get_forward_backward_func` | no |", and the companion's schedule
            "rl_utils",  # "| `megatron.rl.rl_utils.get_forward_backward_func` | no |"
            "primus_turbo",  # "| `primus_turbo` | no | certain |"
            "transformer_engine",  # "| Transformer Engine | no | certain |"
            "0.16",  # "| megatron-core `>=0.16` | unknown | unsure |"
        ),
        mentioned=(
            "pretrain_gpt.get_batch",
            f"megatron.core.pipeline_parallel.schedules.{V4_FBF}",
            "megatron.rl.rl_utils.get_forward_backward_func",
            "num_hash_layers",
            "PRIMUS_PATCHES",
        ),
    ),
}
