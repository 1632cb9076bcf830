"""Round 312: a YouTrack issue exported as XML: fields, the description in YouTrack Markdown with entities, comments
as attributes, a comment claiming a second site and the next saying "This patch only rebinds ...", and a companion
patch in a section of its own. Two ids are named, so the report is read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "three_hundred_twelfth_youtrack_xml_decoder_layer_specs.md@megatron.gpt.decoder_layer_specs"

TITLE = "three-hundred-and-twelfth-round report (a YouTrack issue as XML)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.gpt.decoder_layer_specs",
            "feature.patch_style": frozenset({None, "binding_replacement"}),
            "framework.name": "megatron-lm",
            "upstream.symbols": {"megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"},
            "upstream.aliases": {"gpt_builders.get_gpt_decoder_layer_specs"},
            "implementation.primus": frozenset({None, "primus.backends.megatron.core.models.gpt.gpt_layer_specs.get_gpt_decoder_layer_specs"}),
            "implementation.primus_file": frozenset({None, "primus/backends/megatron/core/models/gpt/gpt_layer_specs.py"}),
            "enable.phase": frozenset({None, "before_train"}),
            "requires.packages": {("transformer_engine", None), ("megatron-core", None)},
        },
        required={"feature.id": "megatron.gpt.decoder_layer_specs", "enable.phase": "before_train"},
        # The companion's site a comment claimed; the companion's condition; the fix version.
        nowhere=("TESpecProvider", "moe_grouped_gemm", "2025.07"),
        mentioned=(),
    ),
}
