"""Round 699: a coding agent's session as its terminal prints it (tool calls under "●", their output under "⎿", grep
lines naming other patches, then the answer): a Turbo path taken back, the MegaMoE layer patch's sites and asserts, a
supposed precision setting."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_ninety_ninth_agent_transcript_mega_moe_weight_generation.md"

TITLE = "six-hundred-and-ninety-ninth-round report (a coding agent's transcript)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.mega_moe_weight_generation',
            'feature.summary': frozenset({None, 'Ties the MegaMoE mxfp8 expert weight-quant cache to the optimizer step.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.training.training.train_step'},
            'implementation.turbo': 'primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('bf16', True), ('enable_primus_turbo', True), ('turbo_mega_moe_precision', 'mxfp8'), ('use_turbo_mega_moe', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None)},
        },
        required={
            'feature.id': 'megatron.turbo.mega_moe_weight_generation',
            'upstream.symbols': {'megatron.training.training.train_step'},
            'implementation.turbo': 'primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation',
            'enable.phase': 'before_train',
        },
        nowhere=('ops.moe', 'hybrid', "'auto'", 'MoELayer', 'transformer_engine', '_patch_guard'),
        mentioned=('megatron.training.training.train_step', 'use_turbo_mega_moe'),
    ),
}
