"""Round 940: a documentation site's page (front matter, tip, warning and details containers, code groups, badges): a docstring's
claim that the handler "also sets delay_wgrad_compute=True", quoted in a warning that denies it, a grouped-linear alias
a correction takes back, a hypothetical config, companions."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_fortieth_vitepress_page_te_wgrad_split.md"

TITLE = "nine-hundred-and-fortieth-round report (a documentation page with custom containers)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.pp.te_wgrad_split',
            'feature.summary': "Splits the backward of Transformer Engine linear layers into dgrad and wgrad, and hands the wgrad closure to the Primus pipeline scheduler instead of running it inside TE's backward.",
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.module._common.WeightGradStore.__init__', 'transformer_engine.pytorch.module._common.WeightGradStore.pop', 'transformer_engine.pytorch.module._common.WeightGradStore.put'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/extensions/te_wgrad_store.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None), ('transformer_engine', None)},
            'constraints': {('ub_bulk_wgrad', '==', False)},
        },
        required={
            'feature.id': 'megatron.pp.te_wgrad_split',
            'feature.summary': "Splits the backward of Transformer Engine linear layers into dgrad and wgrad, and hands the wgrad closure to the Primus pipeline scheduler instead of running it inside TE's backward.",
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'transformer_engine.pytorch.module._common.WeightGradStore.__init__', 'transformer_engine.pytorch.module._common.WeightGradStore.pop', 'transformer_engine.pytorch.module._common.WeightGradStore.put'},
            'enable.phase': 'before_train',
        },
        nowhere=('delay_wgrad_compute', 'grouped_linear', 'te_wgrad_split:', 'primus_turbo'),
        mentioned=(),
    ),
}
