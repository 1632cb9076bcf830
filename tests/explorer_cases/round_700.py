"""Round 700: a deep-dive written in Polish: a site taken back ("Poprawka do akapitu powyżej"), the FP4 patches beside
it, a supposed config, conditions written "tylko gdy" and "chyba że", a version the writer calls probable."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundredth_polish_deep_dive_weight_deosc.md"

TITLE = "seven-hundredth-round report (a deep-dive in Polish)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': 'Install MXFP4 weight de-oscillation on the distributed optimizer.',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'implementation.turbo': 'primus_turbo.pytorch.core.QuantizedTensor',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': 'Install MXFP4 weight de-oscillation on the distributed optimizer.',
            'implementation.turbo': 'primus_turbo.pytorch.core.QuantizedTensor',
            'enable.phase': 'before_train',
        },
        nowhere=(
            "get_megatron_optimizer'", 'get_fp4_context', 'Fp4Recipe', 'weight_deosc_snap_mode', 'weight_deosc_all_gather',
            'transformer_engine', 'use_turbo_attention', '0.12',
        ),
        mentioned=('megatron.core.optimizer.get_megatron_optimizer',),
    ),
}
