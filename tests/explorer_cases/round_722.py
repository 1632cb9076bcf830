"""Round 722: an IDE's chat exported as Markdown (user and assistant turns, collapsed tool calls), its last turn the
explorer's deep-dive: a wrapped loss function taken back, a nested config "the snippet below" shows and the paragraph
calls hypothetical, the variable the ODC launcher script exports, the FLA loss of the Mamba patch."""

from __future__ import annotations

from .case import Case

REPORT = "seven_hundred_twenty_second_cursor_chat_fused_linear_ce.md"

TITLE = "seven-hundred-and-twenty-second-round report (an IDE chat exported as Markdown)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.summary': frozenset({None, "Chunked linear cross-entropy for Megatron's GPTModel."}),
            'feature.patch_style': frozenset({None, 'function_wrapping'}),
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'implementation.primus_file': 'primus/backends/megatron/patches/fused_linear_ce_patches.py',
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.fused_linear_ce',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'implementation.primus_file': 'primus/backends/megatron/patches/fused_linear_ce_patches.py',
            'enable.phase': 'before_train',
        },
        nowhere=(
            'compute_language_model_loss', 'fused_linear_ce.enabled', 'chunk_size', 'FUSED_LINEAR_CE',
            'FusedLinearCrossEntropyLoss', 'build_args',
        ),
        mentioned=('FUSED_LINEAR_CE',),
    ),
}
