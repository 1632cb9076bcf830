"""Round 295: a call transcribed by AWS Transcribe, its output JSON on one line: the transcript, every word again as an
item with its times, and the turns again as audio segments; a question about a rebinding taken back, and a companion
patch. The id is said only in passing, so the report is read with --patch."""

from __future__ import annotations

from .case import Case

REPORT = "two_hundred_ninety_fifth_transcribe_json_iterations_to_skip.md@megatron.args.iterations_to_skip_default"

TITLE = "two-hundred-and-ninety-fifth-round report (an AWS Transcribe output JSON)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "megatron.args.iterations_to_skip_default",
            "feature.patch_style": frozenset({None, "config_rewrite"}),
            "framework.name": "megatron-lm",
            "enable.phase": frozenset({None, "build_args"}),
        },
        required={"feature.id": "megatron.args.iterations_to_skip_default", "enable.phase": "build_args"},
        # The rebinding asked about and taken back; the companion's id and keys.
        nowhere=("binding_replacement", "parse_args", "sequence_parallel", "tensor_model_parallel_size"),
        mentioned=("iterations_to_skip",),
    ),
}
