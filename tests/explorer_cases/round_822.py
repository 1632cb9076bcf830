"""Round 822: a note with front matter, [[wikilinks]] and folded callouts holding the explorer's deep-dive: a TP assert a "[!bug]-
Correction" callout takes back ("The TP line above is wrong"), packages under "**Not** used:", the case stock Megatron
fails in set before what the patch does."""

from __future__ import annotations

from .case import Case
from .names import FUSED_LINEAR_CE_ALLOWED

REPORT = "eight_hundred_twenty_second_obsidian_callouts_fused_linear_ce.md"

TITLE = "eight-hundred-and-twenty-second-round report (a note with callouts)"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_LINEAR_CE_ALLOWED,
            'feature.summary': frozenset({None, 'The patch splits the sequence dim into chunks and, per chunk, does matmul(hidden, weight.t()) -> _scale_logits -> compute_language_model_loss, then concatenates the per-token losses into [b, s]'}),
        },
        required={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'enable.phase': 'before_train',
        },
        nowhere=('tp_size', 'primus_turbo', 'transformer_engine', 'OOMs', 'fla.modules'),
        mentioned=('tp_size == 1',),
    ),
}
