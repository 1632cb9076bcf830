"""Round 1115: the explorer's deep-dive written in Erzya: "Стиль: *Binding replacement*" of `TEDotProductAttention`, then
"**Витнема:** ... «Binding replacement» ... — ильведевкс" (correction: it is a mistake; a correction that calls the
first style named wrong leaves the style a TODO), the neighbour `te_spec_provider`, a hypothetical env var and a made-up
config."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_one_hundred_fifteenth_erzya_deep_dive_aiter_deepbind.md"

TITLE = "one-thousand-one-hundred-and-fifteenth-round report (a deep-dive in Erzya)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'feature.summary': frozenset({None}),
            'feature.patch_style': frozenset({'function_wrapping', None}),
            'framework.name': frozenset({'megatron-lm', None}),
            'upstream.symbols': {'importlib.import_module'},
            'enable.phase': frozenset({'before_train', None}),
        },
        required={
            'feature.id': 'megatron.turbo.aiter_deepbind',
            'framework.name': 'megatron-lm',
        },
        nowhere=(
            'TEDotProductAttention', 'binding_replacement', 'te_spec_provider', 'PRIMUS_AITER_DEEPBIND_FORCE',
            'tensor_model_parallel_size',
        ),
        mentioned=(),
    ),
}
