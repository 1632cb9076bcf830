"""Round 909: the explorer's deep-dive written in Kannada: "wrapper ಇಲ್ಲ, `inspect.getsource` + `exec` ಇಲ್ಲ" (no wrapper, no
getsource and exec), "`primus_turbo` import ಇಲ್ಲ" (no import of it), a router site a correction ("ತಿದ್ದುಪಡಿ") takes back,
neighbours under "ಪಕ್ಕದ ಪ್ಯಾಚ್‌ಗಳು", a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_ninth_kannada_deep_dive_deprecated_moe_layer.md"

TITLE = "nine-hundred-and-ninth-round report (a deep-dive in Kannada)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.summary': 'Replace MoELayer/experts with deprecated 20241209 versions',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.moe.deprecated_20241209',
            'feature.summary': 'Replace MoELayer/experts with deprecated 20241209 versions',
            'enable.phase': 'before_train',
        },
        nowhere=('source_rewrite', 'primus_turbo', 'TopKRouter', 'PRIMUS_DEPRECATED_MOE'),
        mentioned=(),
    ),
}
