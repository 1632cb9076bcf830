"""Round 396: a Bluesky thread as app.bsky.feed.getPostThread returns it: a self-thread with replies, facets, a link
card and a quoted post about the companion patch; a gate post 6/ corrects, "three rebinds" with "the wrapped factory"
named later, conditions and an open question."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_ninety_sixth_bluesky_thread_json_per_head_muon.md"
MUON = "megatron.core.optimizer.muon"

TITLE = "three-hundred-and-ninety-sixth-round report (a Bluesky thread as API JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.optimizer.per_head_muon",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {f"{MUON}.TensorParallelMuon.orthogonalize", f"{MUON}.TensorParallelMuon.__init__", f"{MUON}.get_megatron_muon_optimizer"},
            "upstream.aliases": {"megatron.training.training.get_megatron_muon_optimizer"},
            "enable.flags": {("muon_per_head", True)},
            "enable.phase": "before_train",
            "requires.packages": {("emerging_optimizers", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.optimizer.per_head_muon", "enable.phase": "before_train"},
        # A bare "rebinds" for a patch that wraps; the companion's flags.
        nowhere=("binding_replacement", "use_fsdp2_fp32_param_optimizer", "use_torch_fsdp2"),
        mentioned=("muon_per_head", "use_fsdp2_fp32_param_optimizer"),
    ),
}
