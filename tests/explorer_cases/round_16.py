"""Round 16: handover with open questions.

A handover: before/after table, numbered gotchas, a shell transcript, and open questions the writer is unsure of.
"""

from __future__ import annotations

from .case import Case
from .names import MUON, MUON_FILES, MUON_MODULE, MUON_SITES

TITLE = "sixteenth-round report (handover with open questions)"
CASES = {
    MUON: Case(
        allowed={
            "feature.id": "megatron.optimizer.per_head_muon",
            "feature.summary": frozenset(
                {
                    "Per-Head Muon (Kimi K3 report §2.5): partition Q/K/V momentum along the head dimension and run Newton-Schulz per head block."
                }
            ),
            "feature.patch_style": "function_wrapping",  # "*wraps* (not replaces)", "All three are wrappers around the saved originals"
            "framework.name": "megatron-lm",
            "upstream.symbols": MUON_SITES,
            "upstream.aliases": MUON_SITES,
            "implementation.primus": frozenset({"primus.backends.megatron.core.optimizer.per_head_muon.make_per_head_orthogonalize"}),
            "implementation.primus_file": MUON_FILES,
            "enable.flags": {("muon_per_head", True), ("optimizer", "muon")},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("emerging_optimizers", None), ("megatron-core", None)},
            "requires.platform": "any",  # "nothing in the handler or implementation checks ROCm vs CUDA"
            "constraints": {("muon_per_head_impl", "in", ("loop", "batched"))},
            "numerics.backward": False,
        },
        required={
            "feature.id": "megatron.optimizer.per_head_muon",
            "feature.patch_style": "function_wrapping",
            "upstream.sites": {f"{MUON_MODULE}.TensorParallelMuon.orthogonalize", f"{MUON_MODULE}.TensorParallelMuon.__init__"},
            "enable.phase": "before_train",
        },
        nowhere=(
            "dist_muon",  # open question 1
            "rocm",  # open question 3: "ROCm only?"
            "tensor_model_parallel_size",  # open question 4: "Does `tensor_model_parallel_size > 1` need anything?"
            "('muon_per_head', False)",  # the default column of the knobs table
            "primus_turbo",  # "No Primus-Turbo involvement at all"
        ),
        mentioned=(
            *sorted(MUON_SITES),
            "muon_per_head",
            "dist_muon",
            "emerging_optimizers",
            "tensor_model_parallel_size",
            "muon_per_head_impl",
        ),
    ),
}
