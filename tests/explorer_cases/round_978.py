"""Round 978: the explorer's deep-dive written in Tibetan: "import མི་བྱེད" (does not import) before `primus_turbo`, a loss
function and a chunk default a correction takes back, the ODC and Mamba neighbours, a hypothetical config."""

from __future__ import annotations

from .case import Case

REPORT = "nine_hundred_seventy_eighth_tibetan_deep_dive_fused_linear_ce.md"

TITLE = "nine-hundred-and-seventy-eighth-round report (a deep-dive in Tibetan)"
CASES = {
    REPORT: Case(
        allowed={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'framework.name': frozenset({None, 'megatron-lm'}),
            'enable.phase': 'before_train',
        },
        required={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'enable.phase': 'before_train',
        },
        nowhere=('primus_turbo', 'compute_language_model_loss', '8192', 'fused_ce_chunk_size', 'MambaModel'),
        mentioned=(),
    ),
}
