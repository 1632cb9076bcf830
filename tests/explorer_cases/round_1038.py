"""Round 1038: a GitHub wiki page in AsciiDoc (a sites table with a struck row, a "[NOTE]" example block titled ".Correction"
whose "====" delimiters are no heading underlines, source listings with callouts, admonitions): the warm-up
companion's train_step, a made-up mlperf config, packages and variables named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_thirty_eighth_asciidoc_wiki_page_mlperf_logging.md"

TITLE = "one-thousand-and-thirty-eighth-round report (a wiki page in AsciiDoc)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.training.mlperf_logging',
            'feature.summary': 'Install MLPerf logging wrappers for Flux training',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.print_rank_last'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('mlperf_mode', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
        },
        required={
            'feature.id': 'megatron.training.mlperf_logging',
            'feature.summary': 'Install MLPerf logging wrappers for Flux training',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.training.training.print_rank_last'},
            'enable.flags': {('mlperf_mode', True)},
            'enable.phase': 'before_train',
        },
        nowhere=('train_step', 'mlperf_warmup', 'PRIMUS_LOG_SUPPRESSION', 'MLPERF_VERBOSE_LOGS', 'primus_turbo'),
        mentioned=(),
    ),
}
