"""Round 852: a Vim help file (a tagged first line, sections between lines of "=", *tags*, |links|, examples between ">" and
"<", "~" headings, column rows, a modeline): an example schedule config, a hypothetical switch, packages in columns
("all_gather_into_tensor ... when torch >= 1.13"), the zero-bubble optimizer's sites under its "~" heading, a
package-level alias an erratum takes back."""

from __future__ import annotations

from .case import Case
from .names import LINEAR_GRAD_SPLIT_ALLOWED

REPORT = "eight_hundred_fifty_second_vim_help_file_linear_grad_split.md"

TITLE = "eight-hundred-and-fifty-second-round report (a Vim help file)"
CASES = {
    REPORT: Case(
        allowed={
            **LINEAR_GRAD_SPLIT_ALLOWED,
            'feature.summary': 'Patch Linear layer to split d_w and d_input for PP optimization',
        },
        required={
            'feature.id': 'megatron.pp.linear_grad_split',
            'feature.summary': 'Patch Linear layer to split d_w and d_input for PP optimization',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.tensor_parallel.layers.LinearWithGradAccumulationAndAsyncCommunication'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'pp_algorithm', 'enable_linear_grad_split', 'PRIMUS_LINEAR_GRAD_SPLIT', 'ChainedOptimizer',
            'get_forward_backward_func', 'all_gather_into_tensor', '>=1.13', 'megatron.core.tensor_parallel.LinearWith',
            'te_wgrad_split',
        ),
        mentioned=(),
    ),
}
