"""Round 630: a WARC file holding a MediaWiki page (the archive's records, the HTTP headers, the page and its
stylesheet): an item of Patch logic the Corrections section takes back, a supposed config under a paragraph right
after a table, a setting pointed at above ("`fp4_recipe: mxfp4` above is only ..."), the fp4_utils patch beside it."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_thirtieth_warc_wiki_page_weight_deosc.md"

TITLE = "six-hundred-and-thirtieth-round report (a web archive (WARC) of a wiki page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.turbo.weight_deosc',
            'feature.summary': frozenset({None, 'Install MXFP4 weight de-oscillation on the distributed optimizer.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.training.training.get_megatron_optimizer', 'megatron.training.training.load_checkpoint', 'megatron.training.training.save_checkpoint'},
            'implementation.primus': frozenset({None, 'primus.backends.megatron.core.optimizer.weight_deosc.install_weight_deosc'}),
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/core/optimizer/weight_deosc.py'}),
            'implementation.turbo': frozenset({None, 'primus_turbo.pytorch.core.QuantizedTensor.quantize'}),
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('primus_turbo', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.turbo.weight_deosc',
            'upstream.symbols': {'megatron.training.training.get_megatron_optimizer', 'megatron.training.training.load_checkpoint', 'megatron.training.training.save_checkpoint'},
            'enable.phase': 'before_train',
        },
        nowhere=('megatron.core.optimizer.get_megatron_optimizer', 'fp4_recipe', "'e2m1'", 'weight_deosc_period', '0.15', "('use_distributed_optimizer'"),
        mentioned=('megatron.training.training.get_megatron_optimizer', 'weight_deosc', 'enable_primus_turbo'),
    ),
}
