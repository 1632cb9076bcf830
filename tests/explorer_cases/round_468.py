"""Round 468: a Quip document exported as HTML: Quip's own tags and ids, code lines split by <br/>, a checklist, a table
and the comment thread at the end; the patch id alone as the first sentence, a local name bound to the upstream method,
a retracted bullet, a struck key, a supposed config and two other patches."""

from __future__ import annotations

from .case import Case

REPORT = "four_hundred_sixty_eighth_quip_html_metrics_output_format.md"
LOG = "torchtitan.components.metrics.MetricsProcessor.log"

SUMMARY = (
    "It wraps TorchTitan's MetricsProcessor.log (torchtitan.components.metrics.MetricsProcessor.log) so that the "
    "per-step console line comes out in Megatron-LM's single-line format instead of TorchTitan's own."
)

TITLE = "four-hundred-and-sixty-eighth-round report (a Quip document's HTML export)"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": "torchtitan.metrics.output_format",
            "feature.summary": frozenset({None, SUMMARY}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "torchtitan"}),
            "upstream.symbols": {LOG},
            # The file that holds the handler and its commented-out registration.
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/metrics_output_format.py"}),
            "enable.side_effects": set(),
            # The phase of the decorator, which the report says is commented out.
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        required={"feature.id": "torchtitan.metrics.output_format", "feature.patch_style": "function_wrapping"},
        # The id as a summary; the local name; the retracted rebinding; the struck key; the supposed config; other patches.
        nowhere=("Patch id", "original_log", "tools.logging.logger", "enable_megatron_style_log", "('metrics_output_format'", "PRIMUS_PATCHES", "get_peak_flops"),
        mentioned=("MetricsProcessor.log", "PRIMUS_PATCHES", "training.global_batch_size"),
    ),
}
