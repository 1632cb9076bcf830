"""Round 1044: a DocBook 5 XML article (sections, paras, program listings, informal tables, notes and an erratum remark): a
training_log site the erratum takes back, the forward-to-rank-0 neighbour's assignment, a made-up config, settings named
as unused."""

from __future__ import annotations

from .case import Case

REPORT = "one_thousand_forty_fourth_docbook_article_print_rank_last_patch.md"

TITLE = "one-thousand-and-forty-fourth-round report (a DocBook 5 article)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron_bridge.training_log.print_rank_last_patch',
            'feature.summary': 'Redirect Megatron-Bridge training_log output through Primus logger and append tokens/s/GPU metric.',
            'feature.patch_style': 'function_wrapping',
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron_bridge/patches/training_log/bridge_training_log_patches.py'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron_bridge.training_log.print_rank_last_patch',
            'feature.summary': 'Redirect Megatron-Bridge training_log output through Primus logger and append tokens/s/GPU metric.',
            'feature.patch_style': 'function_wrapping',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'megatron.bridge.training.train.training_log', 'forward_to_rank0', 'log_throughput', 'use_rocm_mem_info', 'NNODES',
            'WORLD_SIZE',
        ),
        mentioned=(),
    ),
}
