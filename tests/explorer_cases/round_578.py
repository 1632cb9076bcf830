"""Round 578: an Amazon Chime channel's messages from list-channel-messages (newest first, "/md" Markdown messages, a
redacted message without content, a pin as a control message): read oldest first; a swap of logger.info a later
message says holds only while the original log runs, an always-on condition taken back, the logger and peak-FLOPs
patches beside it, a settings table and a made-up toggle."""

from __future__ import annotations

from .case import Case

REPORT = "five_hundred_seventy_eighth_chime_messages_json_metrics_output_format.md"

TITLE = "five-hundred-and-seventy-eighth-round report (Amazon Chime channel messages)"
PATCH = "torchtitan.metrics.output_format"
SITE = "torchtitan.components.metrics.MetricsProcessor.log"
CASES = {
    REPORT: Case(
        allowed={
            "feature.id": PATCH,
            "feature.summary": frozenset({None, "Customize TorchTitan metrics console output format"}),
            "feature.patch_style": frozenset({None, "function_wrapping"}),
            "framework.name": frozenset({None, "torchtitan"}),
            "upstream.symbols": {SITE},
            "upstream.aliases": set(),
            "upstream.transient": {"torchtitan.tools.logging.logger.info"},
            "implementation.primus": frozenset({None, "primus.backends.torchtitan.patches.metrics_output_format.patch_metrics_output_format"}),
            "implementation.primus_file": frozenset({None, "primus/backends/torchtitan/patches/metrics_output_format.py"}),
            "enable.flags": set(),
            "enable.env": set(),
            "enable.phase": frozenset({None, "setup"}),
            "requires.packages": {("torchtitan", None)},
        },
        # The messages read oldest first, the "/md" marker dropped: the phase and the module.
        required={"feature.id": PATCH, "enable.phase": "setup"},
        # The swap a later message bounds; the other patches' sites; the made-up toggle.
        nowhere=("logger.info", "init_logger", "peak_flops", "use_megatron_format"),
        mentioned=("torchtitan.tools.logging.logger.info", "MetricsProcessor.log"),
    ),
}
