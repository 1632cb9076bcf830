"""Round 905: the explorer's deep-dive written in Igbo: an evaluate site a correction ("Ndozi") takes back, the MegaMoE layer
companion and its sites, a made-up key and variable, settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_fifth_igbo_deep_dive_mega_moe_weight_generation.md"

TITLE = "nine-hundred-and-fifth-round report (a deep-dive in Igbo)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.mega_moe_weight_generation',
            'feature.summary': 'Drop the MegaMoE mxfp8 weight-quant cache after every optimizer step',
            'feature.patch_style': 'function_wrapping',
            'implementation.turbo': 'primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('bf16', True), ('enable_primus_turbo', True), ('turbo_mega_moe_precision', 'mxfp8'), ('use_turbo_mega_moe', True)},
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.turbo.mega_moe_weight_generation',
            'feature.summary': 'Drop the MegaMoE mxfp8 weight-quant cache after every optimizer step',
            'feature.patch_style': 'function_wrapping',
            'implementation.turbo': 'primus_turbo.pytorch.kernels.fused_mega_moe.advance_weight_generation',
            'enable.phase': 'before_train',
        },
        nowhere=('evaluate', 'transformer_engine', 'PRIMUS_PATCHES', 'MoELayer'),
        mentioned=(),
    ),
}
