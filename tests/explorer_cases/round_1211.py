"""Round 1211: the explorer's deep-dive machine-translated into Spanish: a taken-back `TensorParallelMuon.step`, two
neighbouring optimizer patches with their flags and variable, a made-up config, a hypothetical `muon_split_qkv`,
negations and run versions "no son un mínimo"."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_two_hundred_eleventh_spanish_machine_translation_per_head_muon.md"

TITLE = "one-thousand-two-hundred-and-eleventh-round report (a deep-dive machine-translated into Spanish)"
CASES = {
    f"{REPORT}@megatron.optimizer.per_head_muon": Case(
        allowed={
            "feature.id": "megatron.optimizer.per_head_muon",
            "feature.summary": frozenset(
                {
                    "Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block.",
                    None,
                }
            ),
            "feature.patch_style": frozenset({"function_wrapping", None}),
            "framework.name": frozenset({"megatron-lm", None}),
            "upstream.symbols": {
                "megatron.core.optimizer.muon.TensorParallelMuon.__init__",
                "megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize",
                "megatron.core.optimizer.muon.get_megatron_muon_optimizer",
            },
            "upstream.aliases": {"megatron.training.training.get_megatron_muon_optimizer"},
            "enable.flags": {("muon_per_head", True)},
            "enable.phase": frozenset({"before_train", None}),
            "requires.packages": {("emerging_optimizers", None), ("torch", None)},
        },
        required={
            "feature.id": "megatron.optimizer.per_head_muon",
            "feature.patch_style": "function_wrapping",
            "upstream.symbols": {"megatron.core.optimizer.muon.TensorParallelMuon.orthogonalize"},
        },
        nowhere=(
            "TensorParallelMuon.step",
            "muon_split_qkv",
            "primus_turbo",
        ),
        mentioned=(
            "TensorParallelMuon.step",
            "muon_split_qkv",
        ),
    ),
}
