"""Round 662: a MediaWiki page from the Action API (action=parse: the rendered HTML with headline spans, edit links and
a table of contents): a settings table whose values are alternatives, defaults and a value for one half of the patch,
a description cited with its file, the delayed-scaling update patch beside it and a supposed config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_sixty_second_mediawiki_action_api_json_grad_zero_prefetch.md"

TITLE = "six-hundred-and-sixty-second-round report (a MediaWiki page from the Action API)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': 'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.',
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.training.training.train_step'},
            'framework.name': 'megatron-lm',
            'enable.phase': 'before_train',
            'requires.packages': {('torch', None)},
            # The handler returns at once when it is true (delayed_fp8_scaling_patches.py:219): false is needed.
            'enable.flags': {('reuse_grad_buf_for_mxfp8_param_ag', False)},
        },
        required={
            'feature.id': 'megatron.grad_zero_and_data_prefetch',
            'feature.summary': 'Overlap grad buffer zeroing and data HtoD transfer via secondary CUDA streams.',
            'upstream.symbols': {'megatron.training.training.train_step'},
            'enable.phase': 'before_train',
        },
        nowhere=('_ParamAndGradBuffer', '0.12.0', "('fp8'", "('fp8_recipe'", 'tensor_model_parallel_size', 'delayed_scaling_update', "'hybrid'"),
        mentioned=('fp8_scaling_strategy', 'reuse_grad_buf_for_mxfp8_param_ag'),
    ),
}
