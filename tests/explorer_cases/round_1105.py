"""Round 1105: an org-mode write-up exported to plain text by ox-ascii: a centred title, a table of contents, numbered
titles underlined with "=" and "-", names quoted `so', a source block, a drawn table, a "Site rebound:" label, a
correction of the paragraph before, "The result is ..." after a sentence the report hedges (no summary), neighbours with
their own flags, a made-up config and footnotes."""

from __future__ import annotations

from .case import Case
from .names import FUSED_LINEAR_CE_ALLOWED

REPORT = "one_thousand_one_hundred_fifth_org_ascii_export_fused_linear_ce.md"

TITLE = "one-thousand-one-hundred-and-fifth-round report (an org-mode document exported by ox-ascii)"
CASES = {
    REPORT: Case(
        allowed={
            **FUSED_LINEAR_CE_ALLOWED,
            'feature.summary': frozenset({'Chunked linear cross-entropy for GPTModel to avoid full-logits OOM (large vocab + long seq).', None}),
            'requires.packages': {('megatron-core', None), ('torch', None)},
        },
        required={
            'feature.id': 'megatron.fused_linear_ce',
            'feature.patch_style': 'function_wrapping',
            'upstream.symbols': {'megatron.core.models.gpt.gpt_model.GPTModel._postprocess'},
            'enable.phase': 'before_train',
        },
        nowhere=(
            'compute_language_model_loss', '_scale_logits', 'MambaModel', 'fla', 'odc', 'FUSED_CE_CHUNK', '8192',
            'seq_length', 'GPTModel.forward', '2.7',
        ),
        mentioned=(),
    ),
}
