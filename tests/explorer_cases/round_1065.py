"""Round 1065: FidoNet echomail as a BBS mail reader exports it (a header between rules, `^A` kludges, quotes after the
quoted writer's initials, tear, origin and SEEN-BY lines): "What it does: the stock `GPTModel._postprocess` builds the
full logits" (the problem, not the patch), a first `build_args` phase a reply corrects, a guessed second site, a wrong
chunk variable, the Mamba neighbour."""

from __future__ import annotations

from .case import Case
from .names import FUSED_LINEAR_CE_ALLOWED

REPORT = "one_thousand_sixty_fifth_fidonet_echomail_fused_linear_ce.md"

TITLE = "one-thousand-and-sixty-fifth-round report (FidoNet echomail)"
CASES = {
    REPORT: Case(
        allowed=FUSED_LINEAR_CE_ALLOWED,
        required={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'enable.flags': {('enable_fused_linear_ce', True)},
            'enable.env': {('FUSED_LINEAR_CE', '1')},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'compute_language_model_loss', 'PRIMUS_FUSED_CE_CHUNKS', 'FUSED_CE_CHUNK', 'fla_fused_ce', 'build_args',
            'primus_turbo', '1.1.5', 'core_r0', 'fused_ce_chunks',
        ),
        mentioned=(),
    ),
}
