"""Round 629: a marimo notebook (a Python module of @app.cell functions, the notes in mo.md cells, two cells printing
the source): a Patch logic bullet a later cell takes back, a flag said to do nothing for the patch ("`--fp8` ... does
nothing"), the MegaMoE layer patch's build-time asserts beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_twenty_ninth_marimo_notebook_mega_moe_weight_generation.md"

TITLE = "six-hundred-and-twenty-ninth-round report (a marimo notebook)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.mega_moe_weight_generation',
            'feature.summary': frozenset({None, 'Drop the MegaMoE mxfp8 weight-quant cache after every optimizer step'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.training.training.train_step'},
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'megatron.turbo.mega_moe_weight_generation',
            'upstream.symbols': {'megatron.training.training.train_step'},
            'enable.phase': 'before_train',
        },
        nowhere=('DistributedOptimizer', "('fp8'", 'add_bias_linear', 'tensor_model_parallel_size', 'moe_grouped_gemm', 'MoELayer', "'bf16')"),
        mentioned=('megatron.training.training.train_step', 'turbo_mega_moe_precision', 'expert_model_parallel_size'),
    ),
}
