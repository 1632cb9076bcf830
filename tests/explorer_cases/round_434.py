"""Round 434: a notebook converted with `jupyter nbconvert --to script`: Markdown cells as comments, code cells that
print the handler's source with `inspect.getsource` and import Megatron's `transformer_engine` module, an alias site a
later cell takes back, and two related patches."""

from __future__ import annotations

from .case import Case
from .names import LAYERNORM_FP8_CACHE_ALLOWED

REPORT = "four_hundred_thirty_fourth_nbconvert_script_layernorm_linear_fp8_cache.md"

TITLE = "four-hundred-and-thirty-fourth-round report (a notebook converted to a script)"
CASES = {
    REPORT: Case(
        allowed={**LAYERNORM_FP8_CACHE_ALLOWED, "feature.summary": None},
        required={"upstream.symbols": {"megatron.core.extensions.transformer_engine.TELayerNormColumnParallelLinear.__init__"}, "enable.phase": "before_train"},
        # The writer reading the source; Megatron's module named transformer_engine; a function as a package; the alias
        # taken back; the related patches.
        nowhere=("source_rewrite", "'transformer_engine'", "log_rank_0", "transformer_engine_spec_provider", "TELinear", "fp8_recipe"),
        mentioned=("no_fp8_weight_transpose_cache", "linear_fp8_cache", "delayed_scaling_reduce_amax"),
    ),
}
