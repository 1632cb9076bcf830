"""Round 1229: a half-finished draft (struck text, "??" and "(check)" marks, a "TBD" line, sentences cut off): a first
guess that `fully_shard` is replaced for the whole process taken back, a struck `build_args` phase, the embedding
autocast patch with its flag, `enable_weight_tying` that reads like the switch, and one run's versions."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_twenty_ninth_half_finished_draft_fsdp_weight_tying.md"

ID = "torchtitan.fsdp.weight_tying"
SYMBOL = "torchtitan.models.llama4.infra.parallelize.apply_fsdp"
ALIAS = "torchtitan.models.qwen3.infra.parallelize.apply_fsdp"
TITLE = "one-thousand-two-hundred-and-twenty-ninth-round report (a half-finished draft)"
CASES = {
    f"{REPORT}@{ID}": Case(
        allowed={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "framework.name": "torchtitan",
            # fsdp_weight_tying_patches.py binds one wrapper at both names.
            "upstream.symbols": {SYMBOL, ALIAS},
            "upstream.aliases": {ALIAS},
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py"}),
            "enable.phase": "setup",
            "requires.packages": {("torchtitan", None), ("torch", None)},
        },
        required={
            "feature.id": ID,
            "feature.patch_style": "function_wrapping",
            "upstream.sites": {SYMBOL, ALIAS},
            "implementation.primus_file": "primus/backends/torchtitan/patches/fsdp_weight_tying_patches.py",
            "enable.phase": "setup",
            "requires.packages": {("torchtitan", None)},
        },
        nowhere=(
            "amp_alignment",
            "enable_embedding_autocast",
            "nn.Embedding",
            "enable_weight_tying",
            "torch.distributed.fsdp.fully_shard",
            "build_args",
            "primus_turbo",
            "2.12.0",
            "7.1",
        ),
        mentioned=(SYMBOL, ALIAS),
    ),
}
