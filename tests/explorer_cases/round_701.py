"""Round 701: a deep-dive written in Spanish, its FAQ at the end: a site taken back ("Corrección:"), the two
neighbouring training_log patches, a supposed key, "Tampoco depende de Transformer Engine"."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_first_spanish_faq_training_log_forward.md"

TITLE = "seven-hundred-and-first-round report (a deep-dive in Spanish with a FAQ)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron_bridge.training_log.forward_to_rank0',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('transformer_engine', 'primus_turbo', 'forward_training_log_to_rank0', 'log_throughput', 'use_rocm_mem_info'),
        mentioned=(),
    ),
}
