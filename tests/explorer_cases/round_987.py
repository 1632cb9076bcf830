"""Round 987: a document in suggestion mode downloaded as plain text (a byte-order mark, Windows line ends, a paragraph a line,
comment anchors in the text and the comments listed after it): "[d]Mei Lin: Suggested deleting this line" takes back
the permute-fusion switch its anchor marks, a moe_utils site comment [c] calls wrong, the Turbo packages named as
unused."""

from __future__ import annotations

from .case import Case
from .names import PAD_ROUTING_MAP_ALLOWED

REPORT = "nine_hundred_eighty_seventh_google_doc_suggestions_text_fused_pad_routing_map.md"

TITLE = "nine-hundred-and-eighty-seventh-round report (a document in suggestion mode saved as plain text)"
CASES = {
    REPORT: Case(
        allowed={
            **PAD_ROUTING_MAP_ALLOWED,
        },
        required={
            'feature.id': 'megatron.fused_pad_routing_map',
            'feature.summary': 'Replace Megatron fused_pad_routing_map with the Primus Triton implementation',
            'feature.patch_style': 'binding_replacement',
            'upstream.symbols': {'megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map'},
            'implementation.primus': 'primus.backends.megatron.core.fusions.fused_pad_routing_map.fused_pad_routing_map',
        },
        nowhere=('moe_permute_fusion', 'moe_utils', 'primus_turbo', 'transformer_engine'),
        mentioned=(),
    ),
}
