"""Round 319: a Marp slide deck: front matter saying ``marp: true``, slides split by ``---`` lines, directive comments
and speaker notes in HTML comments, a site claimed as an alias on one slide and taken back on a later one ("Slide 6
said we also have to rebind `x`. That was wrong."), upstream's asserts (with a torch version) the FLA path skips, and a
companion patch on a slide of its own."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_nineteenth_marp_deck_fla_rmsnorm.md"

TITLE = "three-hundred-and-nineteenth-round report (a Marp slide deck)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.torch_norm.fla_rmsnorm",
            "feature.summary": frozenset(
                {None, "match FLA's normalization numerics exactly for GDN/KDA/Mamba hybrid parity training"}
            ),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.transformer.torch_norm.WrappedTorchNorm.__new__"},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/torch_norm_fla_rmsnorm_patches.py"}),
            "enable.flags": {("use_fla_fused_rmsnorm", True)},
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("fla", None), ("flash-linear-attention", None), ("megatron-core", None)},
        },
        required={
            "feature.id": "megatron.torch_norm.fla_rmsnorm",
            "upstream.symbols": {"megatron.core.transformer.torch_norm.WrappedTorchNorm.__new__"},
            "enable.phase": "before_train",
        },
        # The alias taken back; upstream's torch version; the companion's site and flag.
        nowhere=("WrappedTorchLayerNorm", "2.4", "MLP.forward", "use_fla_fused_swiglu"),
        mentioned=("use_fla_fused_rmsnorm",),
    ),
}
