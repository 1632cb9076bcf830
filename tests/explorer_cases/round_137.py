"""Round 137: a Zulip stream export: topics as "stream > topic" headers, a site one message claims "while the wrapped
call runs" and a later message takes back ("Correction to my 10:05 message ... This patch never touches it"), an
edited phase, and a sibling patch on the same symbol under a "(not ours)" topic."""

from __future__ import annotations

from .case import Case

REPORT = "hundred_thirty_seventh_zulip_stream_training_log_nemo.md"

TITLE = "hundred-and-thirty-seventh-round report (a Zulip stream export)"
SITE = "megatron.bridge.training.utils.train_utils.training_log"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "mlperf_llama2_70b.bridge.training_log_nemo",
            "feature.summary": frozenset({None}),
            "feature.patch_style": frozenset({None, "function_wrapping", "binding_replacement"}),
            "upstream.symbols": {SITE},
            "implementation.primus_file": frozenset({None, "primus/backends/megatron_bridge/patches/mlperf_llama2_70b/bridge_patches.py"}),
            "enable.phase": frozenset({None, "before_train"}),
        },
        required={"feature.id": "mlperf_llama2_70b.bridge.training_log_nemo", "upstream.symbols": {SITE}},
        # The site taken back; the made-up flag asked about; the phases the thread corrects; the sibling's id.
        nowhere=("print_rank_last", "use_nemo_timing", "build_args", "setup", "print_rank_last_patch"),
        mentioned=(SITE, "print_rank_last", "PRIMUS_PATCHES", "use_nemo_timing"),
    ),
}
