"""Round 781: the explorer's deep-dive written in German ("Was der Patch macht", "Versionskompatibilität", "Funktions-Wrapping"):
a utils site a "Korrektur" takes back, the Kimi K3 and DeepSeek-V4 FLOPs companions, a supposed switch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_eighty_first_german_deep_dive_zebra_llama_flops.md"

TITLE = "seven-hundred-and-eighty-first-round report (a deep-dive in German)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': 'megatron.training.zebra_llama_flops korrigiert die FLOPs-Schätzung, die Megatron pro Iteration für das TFLOP/s-Logging berechnet.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.training.zebra_llama_flops',
            'feature.summary': 'megatron.training.zebra_llama_flops korrigiert die FLOPs-Schätzung, die Megatron pro Iteration für das TFLOP/s-Logging berechnet.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.num_floating_point_operations'},
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.training.utils', 'include_moe_layers', 'mamba_ssm', 'primus_turbo'),
        mentioned=(),
    ),
}
