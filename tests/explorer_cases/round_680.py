"""Round 680: an AI chat copied from its web page as plain text (code blocks without fences under "python" and "Copy
code" lines, no backticks, a table as tab-separated lines): a second answer takes back two sites of the first ("does not
rebind A or B"), a site swapped only during construction, a supposed per-layer config."""

from __future__ import annotations

from .case import Case

REPORT = "six_hundred_eightieth_chat_ui_copy_linear_fp8_cache.md"

TITLE = "six-hundred-and-eightieth-round report (a chat answer copied from the web page)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.te.linear_fp8_cache',
            'feature.summary': frozenset({None, 'Disable FP8 weight transpose cache in TELinear to reduce memory usage'}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TELinear.__init__'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.flags': {('no_fp8_weight_transpose_cache', True)},
            'enable.phase': 'before_train',
            'requires.packages': {('transformer_engine', None)},
        },
        required={
            'feature.id': 'megatron.te.linear_fp8_cache',
            'upstream.symbols': {'megatron.core.extensions.transformer_engine.TELinear.__init__'},
            'enable.flags': {('no_fp8_weight_transpose_cache', True)},
            'enable.phase': 'before_train',
            # "Needs a TE build whose te.pytorch.Linear accepts ...": the sentence before ends with "this patch has nothing
            # like that", so the subjectless "Needs" is this patch's (the handler passes the kwarg to TE's Linear).
            'requires.packages': {('transformer_engine', None)},
        },
        nowhere=('TERowParallelLinear', 'TEColumnParallelLinear', '_get_extra_te_kwargs', 'disable_for', 'min_te_version'),
        mentioned=(
            'megatron.core.extensions.transformer_engine.TELinear.__init__', 'no_fp8_weight_transpose_cache',
            'megatron.core.extensions.transformer_engine.TERowParallelLinear.__init__',
        ),
    ),
}
