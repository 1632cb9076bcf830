"""Round 801: the explorer's deep-dive with each part a definition list (a term, then ": " definitions): a second site taken
back, the SDMA neighbour, a supposed key and variable, a router setting named as unused."""

from __future__ import annotations

from .case import Case

REPORT = "eight_hundred_first_definition_lists_grad_sanitize.md"

TITLE = "eight-hundred-and-first-round report (a deep-dive of definition lists)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.summary': "Replaces NaN/Inf entries in every DDP grad bucket with 0 right before Megatron's own grad-NaN check runs, so a bad iteration turns into a no-op update instead of a fatal RuntimeError.",
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.sft.grad_sanitize',
            'feature.summary': "Replaces NaN/Inf entries in every DDP grad bucket with 0 right before Megatron's own grad-NaN check runs, so a bad iteration turns into a no-op update instead of a fatal RuntimeError.",
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.distributed.param_and_grad_buffer._ParamAndGradBucketGroup.check_grads'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'DistributedDataParallel.__init__', 'sft_sanitize_log_every_n', 'PRIMUS_SANITIZE_NAN_GRADS', 'ENABLE_SDMA_ALLGATHER',
            'moe_router_force_load_balancing',
        ),
        mentioned=(),
    ),
}
