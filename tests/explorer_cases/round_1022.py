"""Round 1022: a Redmine wiki page in Textile (h2. headings, @code@, <pre><code> blocks, bq. quotes, |_. header| tables,
-deleted- text): a struck optimizer-factory site taken back, the FP4 and FSDP2 neighbours, a hypothetical warm-up config,
settings named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_twenty_second_redmine_textile_wiki_weight_deosc.md"

TITLE = "one-thousand-and-twenty-second-round report (a Redmine wiki page in Textile)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': 'Install MXFP4 weight de-oscillation on the distributed optimizer.',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/optimizer/weight_deosc.py'}),
            'implementation.turbo': 'primus_turbo.pytorch.core.QuantizedTensor.quantize',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('enable_primus_turbo', True), ('weight_deosc', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': 'Install MXFP4 weight de-oscillation on the distributed optimizer.',
            'feature.patch_style': 'function_wrapping',
            'implementation.turbo': 'primus_turbo.pytorch.core.QuantizedTensor.quantize',
            'enable.flags': {('enable_primus_turbo', True), ('weight_deosc', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        nowhere=(
            'megatron.core.optimizer.get_megatron_optimizer', 'get_fp4_context', 'Fp4Recipe', 'weight_deosc_warmup', '2.5',
            'fp4_recipe',
        ),
        mentioned=(),
    ),
}
