"""Round 908: an assistant's answer as a Messages API returns it, saved as JSON (text blocks of Markdown between the tool calls
it made): a priority a later block corrects, the quantile-balancing and flops neighbours, a made-up interval key and
variable, packages named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_eighth_messages_api_json_expert_load_probe.md"

TITLE = "nine-hundred-and-eighth-round report (an assistant's answer as a Messages API returns it)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.kimi_k3.expert_load_probe',
            'feature.summary': 'Write the all-reduced expert-load histogram, its entropy and its max/min ratio to a JSONL file once per optimizer step.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors'},
            'implementation.primus_file': frozenset({None, 'primus/backends/megatron/patches/kimi_k3_expert_load_probe_patches.py'}),
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
            'constraints': {('model_type', '==', 'kimi_k3')},
        },
        required={
            'feature.id': 'megatron.kimi_k3.expert_load_probe',
            'feature.summary': 'Write the all-reduced expert-load histogram, its entropy and its max/min ratio to a JSONL file once per optimizer step.',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.finalize_model_grads.reset_model_temporary_tensors'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'expert_load_probe_interval', 'PRIMUS_EXPERT_LOAD_PROBE', '_update_router_expert_bias',
            'num_floating_point_operations', 'primus_turbo',
        ),
        mentioned=(),
    ),
}
