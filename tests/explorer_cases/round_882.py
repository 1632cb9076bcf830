"""Round 882: an agent's analysis written as logfmt records (ts, level, component, msg and key=value fields): records about four
neighbours with their gates as fields, an alias a warn record takes back, a hypothetical key, a summary record."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_eighty_second_logfmt_analysis_fmha_bshd_layout.md"
PATCH = "megatron.te.fmha_bshd_layout"

TITLE = "eight-hundred-and-eighty-second-round report (an analysis as logfmt lines)"
CASES = {
    f"{REPORT}@{PATCH}": Case(
        allowed={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.patch_style': 'function_wrapping',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.env': {('NVTE_FMHA_USE_BSHD', '1')},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.fmha_bshd_layout',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=('USE_TE_SWIGLU', 'no_fp8_weight_transpose_cache', 'gpt_layer_specs', 'fmha_use_bshd', 'neighbours', 'registry'),
        mentioned=(),
    ),
}
