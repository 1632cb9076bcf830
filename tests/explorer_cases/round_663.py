"""Round 663: a Hexo blog post (front matter, codeblock and note tag plugins, an excerpt marker): the quantile balancing
patch beside it, a retracted item and variable, a table row not read by this patch and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_third_hexo_post_expert_load_probe.md"

TITLE = "six-hundred-and-sixty-third-round report (a Hexo blog post)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.expert_load_probe',
            'feature.summary': frozenset({None, 'Write the all-reduced expert-load histogram, its entropy and its max/min ratio to a JSONL file once per optimizer step.'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors'},
            'framework.name': 'megatron-lm',
            'enable.flags': {('moe_router_enable_expert_bias', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
            'requires.platform': frozenset({None, 'any'}),
        },
        required={
            'feature.id': 'megatron.kimi_k3.expert_load_probe',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors'},
            'enable.phase': 'before_train',
        },
        nowhere=('_update_router_expert_bias', 'quantile', 'EXPERT_LOAD_PROBE_PATH'),
        mentioned=('megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors',),
    ),
}
