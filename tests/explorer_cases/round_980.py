"""Round 980: the explorer's deep-dive written in Chichewa: "SIGWIRITSA ntchito" (does not use) and "palibe" (there is none)
before Turbo and Transformer Engine, an optimizer site a correction takes back, a hypothetical config."""

from __future__ import annotations

from .case import Case
from .names import PRECISION_AWARE_ALLOWED

REPORT = "nine_hundred_eightieth_chichewa_deep_dive_precision_aware_fp8_tensorwise.md"

TITLE = "nine-hundred-and-eightieth-round report (a deep-dive in Chichewa)"
CASES = {
    REPORT: Case(
        allowed={
            **PRECISION_AWARE_ALLOWED,
        },
        required={
            'feature.id': 'megatron.optimizer.precision_aware_fp8_tensorwise',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.optimizer.optimizer_config.OptimizerConfig.__post_init__'},
            'enable.flags': {('fp8_recipe', 'tensorwise'), ('transformer_impl', 'local')},
        },
        nowhere=('primus_turbo', 'transformer_engine', 'get_megatron_optimizer'),
        mentioned=(),
    ),
}
