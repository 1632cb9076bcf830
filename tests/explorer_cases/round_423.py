"""Round 423: a DocBook 5 article: sections, paras, itemized lists, literals, a remark, a struck site taken back, a
site corrected on a first pass, the gate written as "the patch runs when the module config sets `x` to true", and two
companion patches."""

from __future__ import annotations

from .case import Case
from .names import ZB_SITES

REPORT = "four_hundred_twenty_third_docbook_zero_bubble_optimizer.md"

TITLE = "four-hundred-and-twenty-third-round report (a DocBook 5 article)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.pp.zero_bubble_optimizer",
            "feature.summary": None,
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.optimizer.ChainedOptimizer", *ZB_SITES},
            "upstream.aliases": {"megatron.core.optimizer.ChainedOptimizer", *ZB_SITES},
            "implementation.primus": frozenset(
                {
                    None,
                    "primus.backends.megatron.core.pipeline_parallel.schedules.get_forward_backward_func_zbpp",
                    "primus.backends.megatron.core.optimizer.zbpp_optimizer.ZeroBubblePPChainedOptimizer",
                }
            ),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/patches/parallelism/zero_bubble_patches.py"}),
            "enable.flags": {("patch_zero_bubble", True)},
            "enable.phase": "before_train",
            "requires.packages": {("torch", None), ("megatron-core", None), ("apex", None)},
        },
        required={"upstream.symbols": {"megatron.core.optimizer.ChainedOptimizer"}, "enable.phase": "before_train"},
        # The gate read as a write; the struck and the corrected sites; the companions'.
        nowhere=("side_effects", "optimizer.optimizer.ChainedOptimizer", "schedules.get_forward_backward_func'", "WeightGradStore"),
        mentioned=("patch_zero_bubble", "te_wgrad_split", "megatron.pp.schedule"),
    ),
}
